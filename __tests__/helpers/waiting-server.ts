/**
 * The source of a small server for the scratch repositories of the history, refs and branch
 * tests: it waits before each answer, so that at one connection its throughput is about
 * 1000 / waitMs requests a second. A commit taken as unchanged waits LOOKUP_MS (a lookup); a
 * slower one 50–100 ms (−95% and more), an effect that CPU contention on a busy machine cannot
 * hide. It never answers at once: a server that did kept a core busy, with perf-gate, through
 * every run. With PID_FILE set it appends its PID there.
 */
export const LOOKUP_MS = 2;

export function waitingServer(waitMs: number): string {
  return `import { createServer } from 'node:http';
import { appendFileSync } from 'node:fs';
if (process.env.PID_FILE) appendFileSync(process.env.PID_FILE, process.pid + '\\n');
createServer((req, res) => setTimeout(() => res.end('ok'), ${waitMs})).listen(Number(process.env.PORT), '127.0.0.1');
`;
}
