/** Checks by PID, never by name, that a process is gone. */
import { execFileSync } from 'node:child_process';
import {
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
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
 * Ports handed out to tests, each marked by a file in a folder every test run on the machine
 * shares (not TMPDIR, which is each run's own). A mark names its owner: the run's scratch
 * folder (setup/scratch-tmpdir.ts), whose teardown releases the run's marks, or outside a run
 * this process, which releases them as it exits. Only an owner removes its marks, except one
 * older than a day, whose run is over however it ended (killed before its teardown).
 */
const PORT_MARKS = '/tmp/perf-gate-test-ports';
const STALE_MS = 24 * 3600_000;
const owner = () => process.env.PERF_GATE_TEST_TMPDIR ?? `pid ${process.pid}`;

function removeIfStale(path: string): void {
  try {
    if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
  } catch {
    // Removed meanwhile.
  }
}

/** Removes the marks of `who` and those older than a day, and the folder once it is empty. */
export function releasePorts(who: string): void {
  let names: string[];
  try {
    names = readdirSync(PORT_MARKS);
  } catch {
    return;
  }
  for (const name of names) {
    const mark = join(PORT_MARKS, name);
    try {
      if (readFileSync(mark, 'utf8') === who) rmSync(mark, { force: true });
      else removeIfStale(mark);
    } catch {
      // Released meanwhile.
    }
  }
  try {
    rmdirSync(PORT_MARKS);
  } catch {
    // Another run's marks are still in it.
  }
}
process.once('exit', () => {
  if (!process.env.PERF_GATE_TEST_TMPDIR) releasePorts(owner());
});

/** Marks `port` as this run's; false when it is marked already. */
function markPort(port: number): boolean {
  const mark = join(PORT_MARKS, String(port));
  const draft = join(PORT_MARKS, `.draft-${process.pid}-${port}`);
  for (let attempt = 0; ; attempt++) {
    try {
      // The owner is written first and the mark linked to it: no run sees a mark half written.
      writeFileSync(draft, owner());
      try {
        linkSync(draft, mark);
      } finally {
        rmSync(draft, { force: true });
      }
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') {
        removeIfStale(mark);
        return false;
      }
      // Another run's teardown removed the folder once it was empty: make it again.
      if (code === 'ENOENT' && attempt < 3) {
        mkdirSync(PORT_MARKS, { recursive: true });
        continue;
      }
      throw new Error(
        `freePort could not mark port ${port} in ${PORT_MARKS} (${code}): the folder must be writable by every test run on this machine`,
        { cause: error },
      );
    }
  }
}

/**
 * A port free now, for a config that names it, and handed to no other test process while this
 * one runs. Chosen at random below the kernel's ephemeral range (32768 and up), so that another
 * lane's perf-gate, which asks the kernel for its `{port}`s, is never handed it between this
 * test's trials (CI once saw a fixed port taken so, and a test measure another test's app); and
 * marked, because a test's app holds its port only during its trials: between them another
 * lane's test found the same port free and took it (5 December 2026, "127.0.0.1:29494 is
 * already in use" at a trial's start, its holder gone a moment later).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (!markPort(port)) continue;
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
