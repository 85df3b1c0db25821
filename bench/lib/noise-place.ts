/**
 * Where the work runs, emulated from outside the product (issue 33 item 2, which perf-gate
 * itself does not do yet): `pinned` puts perf-gate's whole process (its load engine, every
 * thread) on CPU 0 and each service on CPU 1 (`taskset -c 1` before its command); `floating`
 * leaves both to the scheduler on every CPU. The benchmark switches between them block by
 * block, so the process's own affinity is set each time (a service inherits it when no
 * `taskset` comes first).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { startTarget } from '../../src/target/index.js';
import { groupMembers } from '../../src/target/process-group.js';

/**
 * `main-pinned`: perf-gate on CPU 0 as in `pinned`, and each service's main threads (a
 * process's first thread: a Node app's event loop) on CPU 1, every other thread of it (GC,
 * compiler, worker threads started before the placement) on CPU 0: both arms' event loops
 * take their turns on one CPU, whose own wander a turn later mostly cancels, and no helper of
 * theirs takes that CPU from them (docs/accuracy.md, "What moves under a slice").
 */
export type Placement = 'floating' | 'pinned' | 'main-pinned';

/**
 * `raised`: perf-gate's threads and each service at nice −10, so that other processes on the
 * machine (another job's steps, here the other helpers' compilers) get what is left when the
 * measured work wants a CPU (CFS weight 9548 against 1024). Needs root, or CAP_SYS_NICE.
 */
export type Priority = 'normal' | 'raised';
const RAISED_NICE = -10;

/** Sets every thread of this process to `priority` (threads started later inherit it). */
export function prioritiseSelf(priority: Priority): void {
  const nice = priority === 'raised' ? RAISED_NICE : 0;
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    const run = spawnSync('renice', ['-n', String(nice), '-p', tid], { encoding: 'utf8' });
    if (run.status !== 0 && priority === 'raised')
      throw new Error(`renice -n ${nice} -p ${tid} failed: ${run.stderr || run.error}`);
  }
}

const ALL_CPUS = `0-${cpus().length - 1}`;

/** The CPU the load engine gets, and the one every service gets, when pinned. */
export const ENGINE_CPU = 0;
export const SERVICE_CPU = 1;

/** Sets this process's (every thread's) CPUs for a block of rounds in `placement`. */
export function placeSelf(placement: Placement): void {
  const list = placement === 'floating' ? ALL_CPUS : String(ENGINE_CPU);
  const run = spawnSync('taskset', ['-a', '-p', '-c', list, String(process.pid)], {
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(`taskset -a -p -c ${list} ${process.pid} failed: ${run.stderr || run.error}`);
}

/** A service's command in `placement`, at `priority`. */
export function placedCommand(
  command: string,
  placement: Placement,
  priority: Priority = 'normal',
): string {
  const placed = placement === 'pinned' ? `taskset -c ${SERVICE_CPU} ${command}` : command;
  return priority === 'raised' ? `nice -n ${RAISED_NICE} ${placed}` : placed;
}

/** How services start in `placement`: as the product starts them, then (`main-pinned`) their threads placed. */
export function placedStart(placement: Placement): typeof startTarget {
  if (placement !== 'main-pinned') return startTarget;
  return async (services, options) => {
    const target = await startTarget(services, options);
    placeMainThreads(target.services.flatMap((s) => [s.pid, ...groupMembers(s.pid)]));
    return target;
  };
}

/** `main-pinned`: each process's first thread on the services' CPU, its other threads on the engine's. */
function placeMainThreads(pids: readonly number[]): void {
  for (const pid of pids) {
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // gone
    }
    for (const tid of tids) {
      const cpu = Number(tid) === pid ? SERVICE_CPU : ENGINE_CPU;
      const run = spawnSync('taskset', ['-p', '-c', String(cpu), tid], { encoding: 'utf8' });
      // A thread that ended meanwhile is no failure; any other is (the design would not run as named).
      if (run.status !== 0 && existsSync(`/proc/${pid}/task/${tid}`))
        throw new Error(`taskset -p -c ${cpu} ${tid} failed: ${run.stderr || run.error}`);
    }
  }
}
