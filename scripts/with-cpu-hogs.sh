#!/usr/bin/env bash
# Runs a command while one busy-looping node process per core competes for the CPUs — the
# busy machine the tests must hold on (see CONTRIBUTING.md):
#   bash scripts/with-cpu-hogs.sh npm test
# The hogs are stopped by their PIDs when the command ends, whatever happened.
set -uo pipefail
hogs=()
stop() { for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null; done; }
trap stop EXIT
for _ in $(seq "$(nproc)"); do
  node -e 'for (;;) {}' &
  hogs+=($!)
done
echo "with-cpu-hogs: ${#hogs[@]} hogs (PIDs ${hogs[*]})" >&2
"$@"
