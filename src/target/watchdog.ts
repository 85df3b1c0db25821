/**
 * The last line of defence for the process groups perf-gate started: a tiny detached
 * process that outlives perf-gate. An out-of-memory abort or a SIGKILL ends perf-gate
 * without running any handler, so nothing in perf-gate itself can stop its services then.
 * The watchdog holds the read end of a pipe from perf-gate and is told each group as it is
 * registered and as it is stopped; when the pipe closes (perf-gate is gone, however it
 * went), it kills every group it still holds, and, for services, the processes that left
 * their group, found by their tracking id — never by name.
 *
 * It runs as `node -e` with the source below, so the bundle needs no extra file; the
 * /proc scan is its own copy of src/procfs/'s because it cannot import the bundle.
 * Before it kills a group it checks that a member still carries the group's tracking id, so
 * a process group id reused by the system after the group ended is never hit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

/** Lines on stdin: `+ PGID TRACKING-ID KILL-ESCAPED(0|1)` when registered, `- PGID` when stopped. */
const WATCHDOG_SOURCE = String.raw`
const fs = require('node:fs');
const groups = new Map();
const hasProc = fs.existsSync('/proc/self/environ');
const carries = (pid, id) => {
  try {
    const environ = fs.readFileSync('/proc/' + pid + '/environ', 'latin1');
    const marker = process.argv[1] + '=' + id + '\0';
    return environ.startsWith(marker) || environ.includes('\0' + marker);
  } catch {
    return false;
  }
};
const processes = () =>
  hasProc ? fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e)).map(Number) : [];
const groupOf = (pid) => {
  try {
    const stat = fs.readFileSync('/proc/' + pid + '/stat', 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return -1;
  }
};
const kill = (target) => {
  try {
    process.kill(target, 'SIGKILL');
  } catch {}
};
const killAll = () => {
  const pids = processes();
  for (const [pgid, group] of groups) {
    const ours = !hasProc || pids.some((pid) => groupOf(pid) === pgid && carries(pid, group.id));
    if (ours) kill(-pgid);
    if (group.escaped) for (const pid of pids) if (carries(pid, group.id)) kill(pid);
  }
  process.exit(0);
};
let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  const lines = buffer.split('\n');
  buffer = lines.pop();
  for (const line of lines) {
    const [sign, pgid, id, escaped] = line.split(' ');
    if (sign === '+') groups.set(Number(pgid), { id, escaped: escaped === '1' });
    if (sign === '-') groups.delete(Number(pgid));
  }
});
process.stdin.on('end', killAll);
process.stdin.on('error', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
`;

let watchdog: ChildProcess | undefined;

/**
 * Started with the first group, in a session of its own (so a Ctrl-C or a job's SIGINT to
 * perf-gate's group leaves it standing), and never keeps perf-gate alive.
 */
function started(trackingVariable: string): ChildProcess | undefined {
  if (watchdog) return watchdog;
  try {
    watchdog = spawn(process.execPath, ['-e', WATCHDOG_SOURCE, trackingVariable], {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
      // Its own copy of what it needs: nothing of the runner's environment.
      env: {},
    });
  } catch {
    return undefined;
  }
  // A watchdog that could not start or died leaves perf-gate's own handlers in charge.
  watchdog.on('error', () => {});
  watchdog.stdin?.on('error', () => {});
  watchdog.unref();
  (watchdog.stdin as Socket | null)?.unref();
  return watchdog;
}

export function watchGroup(
  trackingVariable: string,
  pgid: number,
  trackingId: string,
  killEscaped: boolean,
): void {
  started(trackingVariable)?.stdin?.write(`+ ${pgid} ${trackingId} ${killEscaped ? 1 : 0}\n`);
}

export function unwatchGroup(pgid: number): void {
  watchdog?.stdin?.write(`- ${pgid}\n`);
}

/** The watchdog's PID, for the tests that check it is there and that it goes. */
export function watchdogPid(): number | undefined {
  return watchdog?.pid;
}
