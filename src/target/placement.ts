/**
 * Puts the work on the CPUs (`placement`, planned in src/config/cpus.ts): perf-gate's own
 * process — the load engine, its worker threads and what it starts later — with
 * `taskset -a -p`, each service's command with `taskset -c`, which sets the affinity and
 * then execs the command, so the service's PID and process group stay what perf-gate
 * tracks, pauses and stops, and everything the service starts inherits the CPUs.
 * `main-thread` (the default) places nothing until a service is ready: then each Node process's
 * event loop goes to the services' CPUs, its other threads and perf-gate's own to the engine's
 * (`mainThreadPlacement`), a .NET process whole to the services' CPUs once warmed up, and every
 * other process floats.
 */
import { spawnSync } from 'node:child_process';
import { allowedCpuList, executableName, mapsLibrary, readStat } from '../procfs/index.js';
import { cpus as osCpus } from 'node:os';
import { DEFAULTS } from '../config/defaults.js';
import { formatCpuList, parseCpuList, planPlacement, type PlacementSpec } from '../config/cpus.js';
import { ConfigError } from '../config/error.js';
import type { PlacementOfRun } from '../report/result-schema.js';

/**
 * The CPUs this process may use: its affinity, which the kernel already narrows to its
 * cgroup's cpuset; without /proc (not Linux), every CPU the OS reports.
 */
export function allowedCpus(): number[] {
  const list = allowedCpuList();
  const parsed = list ? parseCpuList(list) : undefined;
  if (Array.isArray(parsed) && parsed.length > 0) return parsed;
  return osCpus().map((_, i) => i);
}

let tasksetChecked: boolean | undefined;

/** Whether `taskset` (util-linux) can be run; asked once per process. */
export function tasksetAvailable(): boolean {
  tasksetChecked ??= spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;
  return tasksetChecked;
}

/** The placement a run uses: what the report says, the services' CPUs, and how to undo it. */
export interface PlacementInUse {
  /** What the run conditions say; `main-thread` completes it as it places, so read it last. */
  readonly report: PlacementOfRun;
  /**
   * Where every service's command (`taskset -c`) and setup command starts; undefined: where
   * perf-gate runs (floating, when it is not pinned).
   */
  serviceCpus?: string;
  /** `main-thread`: places a ready service's processes (its process group's members). */
  placeReady?: PlaceProcesses;
  /**
   * `main-thread`: places a service's processes once its variant is warmed up, just before
   * its measured window.
   */
  placeWarm?: PlaceProcesses;
  /** Gives perf-gate's process back the CPUs it had. */
  restore(): void;
}

/**
 * Places the processes of a service of `variant` that has just become ready (placeReady) or
 * warmed up (placeWarm); throws when it cannot.
 */
export type PlaceProcesses = (pids: readonly number[], variant?: string) => void;

const ON_THIS_MACHINE = 'The config, on this machine,';

/**
 * Throws the config error of a placement that names CPUs this process may not use: called
 * before anything is built or started, as a config error is (exit 2).
 */
export function checkPlacement(spec: PlacementSpec = { mode: DEFAULTS.placement }): void {
  const { problem } = planPlacement(spec, allowedCpus());
  if (problem) throw new ConfigError(ON_THIS_MACHINE, [problem]);
}

/**
 * Places the work as `spec` says: `auto` and an explicit placement pin perf-gate's process
 * (all its threads; threads and children made later inherit it) now and return the services'
 * CPUs; `main-thread` waits for a ready Node or .NET service (`mainThreadPlacement`). Throws when an
 * explicit placement names CPUs this process may not use. Without taskset, the work floats
 * and the report says why.
 */
export function applyPlacement(
  spec: PlacementSpec = { mode: DEFAULTS.placement },
  pid = process.pid,
  taskset: Taskset = runTaskset,
): PlacementInUse {
  const allowed = allowedCpus();
  const plan = planPlacement(spec, allowed);
  if (plan.problem) throw new ConfigError(ON_THIS_MACHINE, [plan.problem]);
  const base = { mode: spec.mode, cpus: formatCpuList(allowed) };
  const floating = (why: string): PlacementInUse => ({
    report: { ...base, floating: why },
    restore: () => {},
  });
  if (plan.floating || !plan.engine || !plan.services) return floating(plan.floating ?? 'no plan');
  if (process.platform !== 'linux')
    return floating(`CPU affinity is Linux only (${process.platform})`);
  if (!tasksetAvailable())
    return floating('taskset (util-linux) was not found, so the work floated');
  const [engine, services] = [formatCpuList(plan.engine), formatCpuList(plan.services)];
  if (plan.otherThreads) {
    const otherThreads = formatCpuList(plan.otherThreads);
    return mainThreadPlacement(base, { engine, services, otherThreads }, pid, taskset);
  }
  const failure = pinSelf(pid, engine, base.cpus, taskset);
  if (failure) return floating(failure);
  return {
    report: { ...base, engine, services },
    serviceCpus: services,
    restore: () => restoreSelf(pid, base.cpus, taskset),
  };
}

/**
 * Sets the CPUs of every thread of perf-gate's process (`pid`); threads it makes later inherit
 * them. `taskset -a` stops at a thread that ended while it ran, with the threads before it
 * already set, so it tries again. Returns what taskset said when it never got through.
 */
function setOwnCpus(pid: number, cpus: string, taskset: Taskset): string | undefined {
  let said = '';
  for (let attempt = 1; attempt <= PLACE_ATTEMPTS; attempt++) {
    const run = taskset(['-a', '-p', '-c', cpus, String(pid)]);
    if (run.status === 0) return undefined;
    said = run.stderr || `exit ${run.status}`;
  }
  return said;
}

/**
 * Pins perf-gate to `cpus`; when it cannot, puts every thread back on `allowed` (those set
 * before the failure too) and returns why.
 */
function pinSelf(pid: number, cpus: string, allowed: string, taskset: Taskset): string | undefined {
  const said = setOwnCpus(pid, cpus, taskset);
  if (said === undefined) return undefined;
  restoreSelf(pid, allowed, taskset);
  return `taskset could not pin perf-gate to CPU ${cpus}: ${said}`;
}

/**
 * Gives perf-gate's threads back the CPUs it started with: a profiling round or a setup
 * command after it must not inherit the engine's CPUs, so a failure is warned about.
 */
function restoreSelf(pid: number, allowed: string, taskset: Taskset): void {
  const said = setOwnCpus(pid, allowed, taskset);
  if (said !== undefined)
    process.emitWarning(`perf-gate could not give its threads back CPU ${allowed}: ${said}`);
}

/**
 * `main-thread`: the services start floating over every CPU perf-gate may use (named, so that
 * a start after perf-gate is pinned does not inherit the engine's CPUs). When a ready service
 * has a process it places, perf-gate pins itself, the load engine, to the engine's CPUs (the
 * first time). A Node (Deno, Bun) process is split at once: its event loop on the services'
 * CPUs, its other threads on the engine's. A .NET process is moved whole onto the services'
 * CPUs once its variant is warmed up (`placeWarm`): it sized its thread pool and GC heaps for
 * every CPU as it started, and it tiered its code up in the warm-up on all of them (moved at
 * once, its code took 2–3 s more to get fast on one CPU). Any other process floats, and a run
 * with neither kind is placed nowhere, as under `off`. The report names the programs placed,
 * and the variants none of whose services it placed while it placed another's
 * (`floatingVariants`). docs/accuracy.md, "main-thread as the default" and ".NET apart from
 * the load engine", has the measurements.
 */
export function mainThreadPlacement(
  base: { mode: PlacementSpec['mode']; cpus: string },
  cpus: { engine: string; services: string; otherThreads: string },
  pid: number,
  taskset: Taskset = runTaskset,
  kinds: ProcessKinds = PROCESS_KINDS,
): PlacementInUse {
  let state: 'waiting' | 'pinned' | 'floating' = 'waiting';
  let report: PlacementOfRun = { ...base, floating: NOTHING_TO_PLACE };
  const [splitPrograms, wholePrograms] = [new Set<string>(), new Set<string>()];
  const [seenVariants, placedVariants] = [new Set<string>(), new Set<string>()];
  /** Pins perf-gate the first time; false once it could not be, and the run floats. */
  const engineApart = (): boolean => {
    if (state === 'waiting') {
      const failure = pinSelf(pid, cpus.engine, base.cpus, taskset);
      // As when a placement cannot pin at the start: the run floats and says why.
      state = failure ? 'floating' : 'pinned';
      if (failure) report = { ...base, floating: failure };
    }
    return state === 'pinned';
  };
  /** Names the programs of the processes just placed in the report. */
  const note = (placed: number[], programs: Set<string>) => {
    for (const p of placed) programs.add(kinds.program(p) ?? 'unnamed');
    if (programs.size === 0) return;
    report = { ...base, ...cpus };
    if (splitPrograms.size > 0) report.splitPrograms = [...splitPrograms].sort();
    if (wholePrograms.size > 0) report.wholePrograms = [...wholePrograms].sort();
  };
  return {
    get report() {
      const floatingVariants = [...seenVariants].filter((v) => !placedVariants.has(v));
      return report.floating === undefined && floatingVariants.length > 0
        ? { ...report, floatingVariants }
        : report;
    },
    serviceCpus: base.cpus,
    placeReady(pids, variant) {
      const loops = pids.filter(kinds.servesOnFirstThread);
      const pools = pids.filter(kinds.servesFromThreadPool);
      if (variant !== undefined) seenVariants.add(variant);
      if (variant !== undefined && loops.length + pools.length > 0) placedVariants.add(variant);
      // A thread-pool process warms up beside the engine already pinned, as it is measured.
      if (loops.length + pools.length === 0 || !engineApart()) return;
      note(placeOtherThreads(loops, cpus.otherThreads, cpus.services, taskset), splitPrograms);
    },
    placeWarm(pids) {
      const pools = pids.filter(kinds.servesFromThreadPool);
      if (pools.length === 0 || !engineApart()) return;
      note(placeWhole(pools, cpus.services, taskset), wholePrograms);
    },
    restore: () => {
      if (state === 'pinned') restoreSelf(pid, base.cpus, taskset);
    },
  };
}

const NOTHING_TO_PLACE =
  'no ready service had a Node, Deno, Bun or .NET process, so nothing was placed';

/** How `main-thread` tells the processes it places (tests pass their own). */
export interface ProcessKinds {
  /** An event-loop runtime's process (Node, Deno, Bun): split once ready. */
  servesOnFirstThread(pid: number): boolean;
  /** A thread-pool runtime's process, as measured (.NET): moved whole once warmed up. */
  servesFromThreadPool(pid: number): boolean;
  /** Its program's name, for the report. */
  program(pid: number): string | undefined;
}

/** Runs `taskset` with these arguments: its exit status and what it printed on stderr. */
export type Taskset = (args: readonly string[]) => { status: number | null; stderr: string };

const runTaskset: Taskset = (args) => {
  const run = spawnSync('taskset', args, { encoding: 'utf8' });
  return { status: run.status, stderr: (run.stderr || String(run.error ?? '')).trim() };
};

/** Tries per taskset call: `taskset -a` stops at a thread that ended while it ran. */
const PLACE_ATTEMPTS = 3;

/**
 * Whether a process serves on its first thread: an event-loop runtime, by the name of its
 * program — Node, and Deno and Bun, which run JavaScript the same way (measured: Node only).
 */
export function servesOnFirstThread(pid: number): boolean {
  return isEventLoopProgram(executableName(pid) ?? '');
}

/** `node`, `nodejs`, a versioned install's `node20` or `node-20`; `deno`; `bun`. */
export function isEventLoopProgram(name: string): boolean {
  return /^(node(js)?|deno|bun)([-_]?\d[\d.]*)?$/.test(name);
}

/**
 * Whether a process runs .NET, whatever its program is called (`dotnet app.dll`, or a
 * published app's own executable): it has the runtime's library mapped. It serves from a
 * thread pool, so `main-thread` moves it whole rather than split it: split from its first
 * thread, an ASP.NET Core app's rounds came 9 to 12 times further apart (docs/accuracy.md,
 * "In the product: `placement: main-thread`").
 */
export function servesFromThreadPool(pid: number): boolean {
  return mapsLibrary(pid, 'libcoreclr.so');
}

const PROCESS_KINDS: ProcessKinds = {
  servesOnFirstThread,
  servesFromThreadPool,
  program: executableName,
};

/**
 * `main-thread`: every thread of each process in `pids` onto `otherCpus`, then its first
 * thread (tid = pid: the event loop) back onto `mainCpus`, so that on the services' CPUs the
 * event loop runs without its process's helpers (docs/accuracy.md, "What moves under a
 * slice"). V8's helper threads exist once a service is ready (it always has a ready probe);
 * a thread started later (a libuv pool on first use, a worker) runs where the thread that
 * starts it does. Returns the processes placed (placeEach).
 */
export function placeOtherThreads(
  pids: readonly number[],
  otherCpus: string,
  mainCpus: string,
  taskset: Taskset = runTaskset,
): number[] {
  return placeEach(
    pids,
    (pid) => [
      ['-a', '-p', '-c', otherCpus, String(pid)],
      ['-p', '-c', mainCpus, String(pid)],
    ],
    taskset,
  );
}

/**
 * `main-thread`: every thread of each process in `pids` onto `cpus`; a thread it starts later
 * runs there too. Returns the processes placed (placeEach).
 */
export function placeWhole(
  pids: readonly number[],
  cpus: string,
  taskset: Taskset = runTaskset,
): number[] {
  return placeEach(pids, (pid) => [['-a', '-p', '-c', cpus, String(pid)]], taskset);
}

/**
 * Runs each process's taskset calls in order, all of them again when one fails (`taskset -a`
 * stops at a thread that ended while it ran). Returns the processes placed: one that ended
 * meanwhile is skipped; one that stays unplaced throws, naming the command and what taskset
 * said, since the run would not be placed as its report says.
 */
function placeEach(
  pids: readonly number[],
  calls: (pid: number) => string[][],
  taskset: Taskset,
): number[] {
  const placed: number[] = [];
  for (const pid of pids) {
    for (let attempt = 1; ; attempt++) {
      let failed: { args: string[]; status: number | null; stderr: string } | undefined;
      for (const args of calls(pid)) {
        const run = taskset(args);
        if (run.status !== 0) {
          failed = { args, ...run };
          break;
        }
      }
      if (!failed) placed.push(pid);
      if (!failed || !running(pid)) break;
      if (attempt === PLACE_ATTEMPTS)
        throw new Error(
          `\`taskset ${failed.args.join(' ')}\` failed ${PLACE_ATTEMPTS} times (${failed.stderr || `exit ${failed.status}`})`,
        );
    }
  }
  return placed;
}

/** Whether `pid` is still a running process (not gone, not a zombie). */
function running(pid: number): boolean {
  const stat = readStat(pid);
  return stat !== undefined && stat.state !== 'Z' && stat.state !== 'X';
}

/**
 * What runs a service's shell command on `cpus`: what spawn's `shell: true` runs, with
 * taskset in front, which execs the shell, so the PID spawn returns is still the shell's.
 */
export function placedCommand(command: string, cpus: string): { file: string; args: string[] } {
  return { file: 'taskset', args: ['-c', cpus, '/bin/sh', '-c', command] };
}
