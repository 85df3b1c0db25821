/**
 * Cold start of the bundles: the time from spawning node to the process exiting after its
 * first answer — the action's first error (no inputs) and the CLI's --version — against
 * `node -e 0` on the same machine. Runs are interleaved so that a change of load on the
 * machine hits all three alike; the figures are medians.
 * Part of `npm run bench`; alone: `npm run bench:cold [-- --runs N]` (bench/cold.ts).
 */
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median } from './measure.js';

export interface ColdStartRow {
  what: string;
  ms: number;
  bareMs: number;
}

export function coldStart(runs: number): ColdStartRow[] {
  const commands: Record<string, string[]> = {
    bare: ['-e', '0'],
    action: [resolve('dist/index.js')],
    cli: [resolve('dist/cli/index.js'), '--version'],
  };
  const times: Record<string, number[]> = { bare: [], action: [], cli: [] };
  for (let i = 0; i < runs; i++) {
    for (const [name, args] of Object.entries(commands)) {
      const started = performance.now();
      // No INPUT_* variables and an empty folder: the action stops at its first error.
      spawnSync(process.execPath, args, {
        cwd: tmpdir(),
        env: { PATH: process.env.PATH },
        stdio: 'ignore',
      });
      times[name].push(performance.now() - started);
    }
  }
  const bareMs = median(times.bare);
  return [
    {
      what: 'cold start of dist/index.js (the action, to its first error)',
      ms: median(times.action),
      bareMs,
    },
    { what: 'cold start of dist/cli/index.js --version (the CLI)', ms: median(times.cli), bareMs },
  ];
}

export function coldStartTable(rows: ColdStartRow[]): string[] {
  return [
    '| what | median | `node -e 0` | ratio |',
    '|:--|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.ms.toFixed(0)} ms | ${r.bareMs.toFixed(0)} ms | ×${(r.ms / r.bareMs).toFixed(2)} |`,
    ),
  ];
}
