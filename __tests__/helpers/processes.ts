/** Checks by PID, never by name, that a process is gone. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

export function readPids(file: string): number[] {
  try {
    return readFileSync(file, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * A port free now, for a config that names it: chosen at random below the kernel's ephemeral
 * range (32768 and up), so that another lane's perf-gate, which asks the kernel for its
 * `{port}`s, is never handed it between this test's trials (CI once saw a fixed port taken so,
 * and a test measure another test's app).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!bound) continue;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }
}

export async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

/**
 * Starts `node -e code` outside this process's tree (its shell parent exits, so it is
 * adopted by init): to perf-gate it is a co-tenant, like another job on the runner.
 * Returns its PID; stop it with `process.kill(pid, 'SIGKILL')`.
 */
export function startOutsideTree(code: string): number {
  const out = execFileSync(
    'sh',
    ['-c', '"$0" -e "$1" </dev/null >/dev/null 2>&1 & echo $!', process.execPath, code],
    { encoding: 'utf8' },
  );
  return Number(out.trim());
}

/** A CPU hog outside this process's tree, busy for `seconds` (then it exits by itself). */
export function startForeignHog(seconds: number): number {
  return startOutsideTree(`const end = Date.now() + ${seconds * 1000}; while (Date.now() < end);`);
}
