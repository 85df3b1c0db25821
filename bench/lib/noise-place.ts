/**
 * Where the work runs, set block by block from outside the product's run (which places once,
 * src/target/placement.ts): `pinned` puts perf-gate's whole process (its load engine, every
 * thread) on CPU 0 and each service on CPU 1 (`taskset -c 1` before its command: the
 * product's `placement: auto` on 2 CPUs); `floating` leaves both to the scheduler on every
 * CPU; `main-pinned` is main-thread as the product did it on the morning of 4 December 2026
 * (perf-gate pinned from the start, the services started on CPU 1, then split). The process's
 * own affinity is set for each block (a service inherits it when no `taskset` comes first). `product`: the
 * product's default placement itself (`applyPlacement`, set up afresh for each block), which
 * starts with perf-gate floating.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { DEFAULTS } from '../../src/config/defaults.js';
import {
  applyPlacement,
  placeOtherThreads,
  servesOnFirstThread,
  type PlaceProcesses,
} from '../../src/target/placement.js';

/**
 * `main-pinned`: perf-gate on CPU 0 as in `pinned`, and each service's main threads (a
 * process's first thread: a Node app's event loop) on CPU 1, every other thread of it (GC,
 * compiler, worker threads started before it was ready) on CPU 0: both arms' event loops
 * take their turns on one CPU, whose own wander a turn later mostly cancels, and no helper of
 * theirs takes that CPU from them (docs/accuracy.md, "What moves under a slice"). On a Node
 * app it places as the product's default does (`product`, which starts the services floating
 * first); on a .NET app it is `pinned`, where the product's default places nothing.
 */
export type Placement =
  | 'floating'
  | 'pinned'
  | 'main-pinned'
  | 'product'
  | 'helpers-idle'
  | 'helpers-nice'
  | 'late-pinned'
  | 'warm-pinned'
  | 'main-pinned-warm'
  | 'helpers-float'
  | 'engine-float'
  | 'engine-with-loop';

/**
 * `helpers-idle` and `helpers-nice`: as `pinned` (perf-gate on CPU 0, each service on CPU 1),
 * and a ready Node process's other threads (V8's GC and compiler helpers) below its event loop
 * on that CPU — SCHED_IDLE, or nice 19 — so that they run when the event loop waits (for them,
 * at a GC's join) rather than queue behind the load engine as under `main-pinned`
 * (docs/accuracy.md, "Who waits"). Not in the product; tried on 4 December 2026.
 */
const HELPER_PRIORITY: Partial<Record<Placement, string[]>> = {
  'helpers-idle': ['chrt', '--idle', '-p', '0'],
  'helpers-nice': ['renice', '-n', '19', '-p'],
};

/** Every thread of `pid` but its first at the helpers' priority of `placement`. */
function lowerHelpers(pid: number, placement: Placement): void {
  const [command, ...args] = HELPER_PRIORITY[placement] ?? [];
  if (!command) return;
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return; // ended meanwhile
  }
  for (const tid of tids) {
    if (tid === String(pid)) continue;
    const run = spawnSync(command, [...args, tid], { encoding: 'utf8' });
    if (run.status !== 0 && existsSync(`/proc/${pid}/task/${tid}`))
      throw new Error(`${command} ${args.join(' ')} ${tid} failed: ${run.stderr || run.error}`);
  }
}

/**
 * `raised`: perf-gate's threads and each service at nice −10, so that other processes on the
 * machine (another job's steps, here the other helpers' compilers) get what is left when the
 * measured work wants a CPU (CFS weight 9548 against 1024). Needs root, or CAP_SYS_NICE.
 */
export type Priority =
  'normal' | 'raised' | 'services-5' | 'services-19' | 'engine-batch' | 'engine-idle';
const RAISED_NICE = -10;
/**
 * `services-5`, `services-19`: each service at nice 5 (CFS weight 335 against perf-gate's 1024)
 * or 19 (15), perf-gate as it is, so that the load engine runs whenever it has work — a
 * diagnostic of whether the engine's waits for a CPU move an app's speed; allowed without root.
 */
const SERVICE_NICE: Partial<Record<Priority, number>> = { 'services-5': 5, 'services-19': 19 };
/**
 * `engine-batch`, `engine-idle`: perf-gate's own threads under SCHED_BATCH (a thread that wakes
 * does not preempt the one running) or SCHED_IDLE (runs only when nothing else wants the CPU),
 * the services as they are: under `placement: main-thread` the load engine wakes for every
 * response on the CPU where the app's GC helpers run, and a helper preempted at a GC's join
 * holds the event loop (docs/accuracy.md, "Who waits"). Only perf-gate's own scheduling, not
 * the app's: its services go back to the normal policy (placedCommand), which from SCHED_IDLE
 * needs root or an RLIMIT_NICE of 20; perf-gate may set either policy on itself without.
 */
const ENGINE_POLICY: Partial<Record<Priority, string>> = {
  'engine-batch': '--batch',
  'engine-idle': '--idle',
};

/** How a design's name reads its priority: nothing for `normal`. */
export function describePriority(priority: Priority = 'normal'): string {
  if (priority === 'raised') return ', nice −10';
  const policy = ENGINE_POLICY[priority];
  if (policy) return `, perf-gate under SCHED_${policy.slice(2).toUpperCase()}`;
  const lowered = SERVICE_NICE[priority];
  return lowered === undefined ? '' : `, services at nice ${lowered}`;
}

/** Sets every thread of this process to `priority` (threads started later inherit it). */
export function prioritiseSelf(priority: Priority): void {
  const nice = priority === 'raised' ? RAISED_NICE : 0;
  const policy = ENGINE_POLICY[priority] ?? '--other';
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    const reniced = spawnSync('renice', ['-n', String(nice), '-p', tid], { encoding: 'utf8' });
    if (reniced.status !== 0 && priority === 'raised')
      throw new Error(`renice -n ${nice} -p ${tid} failed: ${reniced.stderr || reniced.error}`);
    const scheduled = spawnSync('chrt', [policy, '-p', '0', tid], { encoding: 'utf8' });
    if (scheduled.status !== 0 && policy !== '--other')
      throw new Error(`chrt ${policy} -p 0 ${tid} failed: ${scheduled.stderr || scheduled.error}`);
  }
}

const ALL_CPUS = `0-${cpus().length - 1}`;

/** The CPU the load engine gets, and the one every service gets, when pinned. */
export const ENGINE_CPU = 0;
export const SERVICE_CPU = 1;

/**
 * Moves every thread of `pid` to the CPUs in `list`. A process that ended meanwhile needs no
 * place; any other failure throws, since it would leave a block floating under a placed
 * design's name.
 */
function pinProcess(pid: number, list: string): void {
  const run = spawnSync('taskset', ['-a', '-p', '-c', list, String(pid)], { encoding: 'utf8' });
  if (run.status !== 0 && existsSync(`/proc/${pid}`))
    throw new Error(`taskset -a -p -c ${list} ${pid} failed: ${run.stderr || run.error}`);
}

/** Sets this process's (every thread's) CPUs for a block of rounds in `placement`. */
export function placeSelf(placement: Placement): void {
  pinProcess(
    process.pid,
    placement === 'floating' || placement === 'product' || placement === 'engine-float'
      ? ALL_CPUS
      : placement === 'engine-with-loop'
        ? String(SERVICE_CPU)
        : String(ENGINE_CPU),
  );
}

/** A service's command in `placement`, at `priority`. */
export function placedCommand(
  command: string,
  placement: Placement,
  priority: Priority = 'normal',
): string {
  const placed =
    placement === 'pinned' || HELPER_PRIORITY[placement]
      ? `taskset -c ${SERVICE_CPU} ${command}`
      : command;
  if (priority === 'raised') return `nice -n ${RAISED_NICE} ${placed}`;
  // A child inherits its parent's policy, SCHED_RESET_ON_FORK or not: the app runs as ever.
  if (ENGINE_POLICY[priority]) return `chrt --other 0 ${placed}`;
  const lowered = SERVICE_NICE[priority];
  return lowered === undefined ? placed : `nice -n ${lowered} ${placed}`;
}

/** What a block's services start on, and how they are placed once ready or warmed up (RunOptions). */
interface PlacedServices {
  serviceCpus?: string;
  placeReady?: PlaceProcesses;
  placeWarm?: PlaceProcesses;
}

/**
 * What the experiment's services get in `placement`: `main-pinned` is the product's own
 * `placement: main-thread` (src/target/placement.ts) on the CPUs above.
 */
export function placedServices(placement: Placement): PlacedServices {
  const [engine, services] = [String(ENGINE_CPU), String(SERVICE_CPU)];
  if (HELPER_PRIORITY[placement])
    return {
      serviceCpus: services,
      placeReady: (pids) => {
        for (const pid of pids.filter(servesOnFirstThread)) lowerHelpers(pid, placement);
      },
    };
  // `late-pinned`: each service starts on every CPU (a .NET runtime sizes its GC heaps and
  // thread pool to the CPUs it starts with), and once ready every thread of it moves to CPU 1,
  // perf-gate on CPU 0: the load engine and the app apart without the app sized to one CPU
  // (`pinned`). A diagnostic of whether the engine's and the app's sharing of CPUs moves a turn.
  // `warm-pinned`: as `late-pinned`, but each service moves once its variant is warmed up:
  // moved at ready, a .NET app's code took 2–3 s more to tier up on one CPU. What the
  // product's default does to a .NET process since 5 December 2026 (`mainThreadPlacement`).
  if (placement === 'warm-pinned')
    return {
      serviceCpus: ALL_CPUS,
      placeWarm: (pids) => {
        for (const pid of pids) pinProcess(pid, services);
      },
    };
  if (placement === 'late-pinned')
    return {
      serviceCpus: ALL_CPUS,
      placeReady: (pids) => {
        for (const pid of pids) pinProcess(pid, services);
      },
    };
  // `main-pinned-warm`: `main-pinned`'s split of a Node process once its variant is warmed up
  // rather than once it is ready, as the product places a .NET process: does a Node app's warm-up
  // (V8 compiling its hot code on helper threads) also go better on every CPU?
  if (placement === 'main-pinned-warm')
    return {
      serviceCpus: ALL_CPUS,
      placeWarm: (pids) => placeOtherThreads(pids.filter(servesOnFirstThread), engine, services),
    };
  // `helpers-float`: perf-gate on CPU 0 and a Node app's event loop on CPU 1, as the product
  // splits it, but its other threads free to run on either CPU: when the event loop blocks at
  // a GC's join, waiting for its helpers, its own CPU goes idle and a helper queued behind the
  // load engine can take it (docs/accuracy.md, "Who waits"). `engine-float`: the other way
  // round, the app split as the product splits it and perf-gate free to run on either CPU
  // (placeSelf), to take CPU 1 while the event loop waits and leave CPU 0 to the helpers.
  if (placement === 'helpers-float' || placement === 'engine-float') {
    const others = placement === 'helpers-float' ? ALL_CPUS : engine;
    return {
      serviceCpus: ALL_CPUS,
      placeReady: (pids) => placeOtherThreads(pids.filter(servesOnFirstThread), others, services),
    };
  }
  // `engine-with-loop`: the app split as the product splits it, but perf-gate beside the event
  // loops on CPU 1, so that a Node app's GC helpers have CPU 0 to themselves: under the default
  // a slice's speed goes with how long they wait there behind the engine (docs/accuracy.md,
  // "Not the host's way to memory after all"); here the engine takes the event loop's CPU instead.
  // Node apps only: a .NET app is not split here, so it and perf-gate would share CPU 1.
  return placement === 'main-pinned' || placement === 'engine-with-loop'
    ? {
        serviceCpus: services,
        placeReady: (pids) => placeOtherThreads(pids.filter(servesOnFirstThread), engine, services),
      }
    : {};
}

/**
 * Sets up a block of rounds in `placement`: perf-gate's own CPUs now, what the experiment's
 * services get (RunOptions), and how to undo both once the block is over.
 */
export function placeBlock(placement: Placement): {
  services: PlacedServices;
  restore(): void;
} {
  placeSelf(placement);
  const product =
    placement === 'product' ? applyPlacement({ mode: DEFAULTS.placement }) : undefined;
  return {
    services: product
      ? {
          serviceCpus: product.serviceCpus,
          placeReady: product.placeReady,
          placeWarm: product.placeWarm,
        }
      : placedServices(placement),
    restore: () => {
      product?.restore();
      placeSelf('floating');
    },
  };
}
