/**
 * Resource accounting of a trial on Linux, from /proc: CPU time of the target's process
 * groups (per request, the figure an overhead study wants and far steadier than req/s on a
 * shared runner), their peak memory, perf-gate's own CPU, and what else the machine did
 * meanwhile — foreign load, interrupt work and CPU steal — so a disturbed trial can be told
 * from a quiet one. Elsewhere it returns nothing, and the report says so.
 *
 * Foreign load is what the whole machine was busy with (/proc/stat, which also sees
 * processes in other PID namespaces and processes that lived and died within the window),
 * less the CPU of perf-gate's own process tree, of the target's process groups and of the
 * kernel's softirq threads. Interrupt and softirq work grows with the trial's own request
 * rate, so it is kept apart: never foreign. A second, independent reading sums the CPU of
 * every other process it can see, for a cross-check and to name the biggest co-tenants.
 */
import { performance } from 'node:perf_hooks';
import {
  machineTimes,
  NS_PER_TICK,
  peakRssKb,
  processIds,
  procfsHas,
  readStat,
  threadTimes,
  timeBetween,
  type MachineTimes,
  type ProcStat,
  type ThreadTimes,
} from '../procfs/index.js';
import type { ResourceUsage } from '../model/measurement.js';

export interface ProcessTimes {
  pid: number;
  ppid: number;
  pgrp: number;
  command: string;
  /** utime + stime of all its threads, plus its waited-for children's. */
  ticks: number;
  /** The waited-for children's part of `ticks` (cutime + cstime). */
  childTicks: number;
}

export interface CpuSnapshot {
  atMs: number;
  machine: MachineTimes;
  processes: Map<number, ProcessTimes>;
  /**
   * Each thread's precise CPU time and run-queue wait (schedstat) of the processes that are
   * ours, target and perf-gate, by process: a window is summed thread by thread (timeBetween).
   */
  oursThreads: Map<number, ThreadTimes>;
  /** perf-gate's own process, precise (process.cpuUsage). */
  selfNs: number;
}

function processTimes(stat: ProcStat): ProcessTimes {
  return {
    pid: stat.pid,
    ppid: stat.ppid,
    pgrp: stat.pgrp,
    command: stat.comm,
    ticks: stat.utime + stat.stime + stat.cutime + stat.cstime,
    childTicks: stat.cutime + stat.cstime,
  };
}

/** perf-gate's process and its descendants, plus every member of the target's groups. */
export function oursOf(
  processes: Map<number, ProcessTimes>,
  selfPid: number,
  pgids: readonly number[],
): { target: Set<number>; self: Set<number> } {
  const groups = new Set(pgids);
  const target = new Set<number>();
  const children = new Map<number, number[]>();
  for (const p of processes.values()) {
    if (groups.has(p.pgrp)) target.add(p.pid);
    children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  }
  // What the target starts belongs to the target, even in a process group of its own.
  const self = new Set<number>();
  const seen = new Set<number>();
  const queue: [number, boolean][] = [[selfPid, false]];
  while (queue.length > 0) {
    const [pid, underTarget] = queue.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    const inTarget = underTarget || target.has(pid);
    if (inTarget) target.add(pid);
    else self.add(pid);
    for (const child of children.get(pid) ?? []) queue.push([child, inTarget]);
  }
  return { target, self };
}

/** The kernel threads that run deferred softirq work: interrupt work, not foreign. */
const isSoftirqThread = (p: ProcessTimes) => p.ppid === 2 && p.command.startsWith('ksoftirqd/');

export function takeSnapshot(pgids: readonly number[], selfPid = process.pid): CpuSnapshot {
  const atMs = performance.now();
  const self = process.cpuUsage();
  const machine = machineTimes();
  const processes = new Map<number, ProcessTimes>();
  for (const pid of processIds()) {
    const stat = readStat(pid);
    if (stat) processes.set(stat.pid, processTimes(stat));
  }
  const ours = oursOf(processes, selfPid, pgids);
  const oursThreads = new Map<number, ThreadTimes>();
  for (const pid of [...ours.target, ...ours.self]) {
    const times = threadTimes(pid);
    if (times) oursThreads.set(pid, times);
  }
  return { atMs, machine, processes, oursThreads, selfNs: (self.user + self.system) * 1000 };
}

export interface CpuAttribution {
  wallNs: number;
  targetNs: number;
  selfNs: number;
  foreignNs: number;
  interruptNs: number;
  stealNs?: number;
  /**
   * How long the target's threads, and perf-gate's, were ready to run but waited for a CPU:
   * what the machine's other work (a co-tenant, the other side of the load) took from them.
   */
  targetWaitNs: number;
  selfWaitNs: number;
  /** The independent reading: other processes' own counters, summed. */
  othersSeenNs: number;
  others: { pid: number; command: string; ns: number }[];
  targetPids: number[];
}

/**
 * Who used the CPU between two snapshots. Pure, so the rules are tested on made-up
 * counters; the ones read from /proc are tested against real processes.
 */
export function attributeCpu(
  before: CpuSnapshot,
  after: CpuSnapshot,
  pgids: readonly number[],
  selfPid = process.pid,
): CpuAttribution {
  const ours = oursOf(after.processes, selfPid, pgids);
  // A process or thread that started during the window counts from zero; one that ended is
  // lost, unless its parent waited for it (then the parent's children counters have it).
  const delta = (pid: number, of: 'cpuNs' | 'waitNs' = 'cpuNs') =>
    timeBetween(before.oursThreads.get(pid), after.oursThreads.get(pid), of);
  let targetNs = 0;
  let targetWaitNs = 0;
  for (const pid of ours.target) {
    targetNs += delta(pid);
    targetWaitNs += delta(pid, 'waitNs');
  }
  let selfNs = after.selfNs - before.selfNs;
  let selfWaitNs = 0;
  for (const pid of ours.self) {
    if (pid !== selfPid) selfNs += delta(pid);
    selfWaitNs += delta(pid, 'waitNs');
  }

  // The independent reading: each other process's own counters. A process that ended in
  // the window reappears in its parent's children counters with its whole life, so the part
  // it had used before the window is taken off the parent again.
  const isOther = (pid: number) =>
    after.processes.has(pid) && !ours.target.has(pid) && !ours.self.has(pid);
  const otherTicks = new Map<number, number>();
  for (const p of after.processes.values()) {
    if (isOther(p.pid)) otherTicks.set(p.pid, p.ticks - (before.processes.get(p.pid)?.ticks ?? 0));
  }
  // What each process's children counters grew by in the window, not yet explained.
  const reaped = new Map<number, number>();
  for (const p of after.processes.values())
    reaped.set(p.pid, p.childTicks - (before.processes.get(p.pid)?.childTicks ?? 0));
  // Its parent may have ended too; then the nearest ancestor still there waited for both,
  // unless the parent ended first: then the orphan was reaped by a subreaper above it or by
  // init (pid 1), whose children counters grew by its whole life (charged to the ancestor
  // instead, a spinner orphaned so read 0.5 cores too many in a 4 s window, and a .ci/run once
  // saw others' counters 4.2 cores above the machine's). So the one charged is the first
  // process up the living chain whose children counters grew by as much.
  const reaperOf = (p: ProcessTimes): number => {
    let ancestor = p.ppid;
    while (!after.processes.has(ancestor) && before.processes.has(ancestor))
      ancestor = before.processes.get(ancestor)!.ppid;
    for (
      let up = ancestor, steps = 0;
      after.processes.has(up) && steps < 64;
      up = after.processes.get(up)!.ppid, steps++
    )
      if (reaped.get(up)! >= p.ticks) return up;
    return ancestor;
  };
  for (const p of before.processes.values()) {
    if (after.processes.has(p.pid)) continue;
    const reaper = reaperOf(p);
    if (!after.processes.has(reaper)) continue;
    reaped.set(reaper, reaped.get(reaper)! - p.ticks);
    if (isOther(reaper)) otherTicks.set(reaper, otherTicks.get(reaper)! - p.ticks);
  }
  let softirqThreadsNs = 0;
  let othersSeenNs = 0;
  const others: CpuAttribution['others'] = [];
  for (const [pid, ticks] of otherTicks) {
    const p = after.processes.get(pid)!;
    const ns = ticks * NS_PER_TICK;
    if (isSoftirqThread(p)) softirqThreadsNs += ns;
    else if (ns > 0) {
      othersSeenNs += ns;
      others.push({ pid, command: p.command, ns });
    }
  }
  const machineBusyNs = after.machine.busyNs - before.machine.busyNs;
  const stealNs =
    after.machine.stealNs === undefined || before.machine.stealNs === undefined
      ? undefined
      : after.machine.stealNs - before.machine.stealNs;
  return {
    wallNs: (after.atMs - before.atMs) * 1e6,
    targetNs,
    selfNs,
    // The machine's busy time includes interrupts serviced while our own processes ran
    // (they are in our processes' counters too), so subtracting ours removes them as well.
    foreignNs: Math.max(0, machineBusyNs - targetNs - selfNs - softirqThreadsNs),
    interruptNs: after.machine.interruptNs - before.machine.interruptNs + softirqThreadsNs,
    stealNs,
    targetWaitNs,
    selfWaitNs,
    othersSeenNs,
    others: others.sort((a, b) => b.ns - a.ns),
    targetPids: [...ours.target],
  };
}

/** Converts an attribution of a window to the per-trial figures a Measurement keeps. */
export function usageOf(a: CpuAttribution, requests: number, peakRss: number): ResourceUsage {
  const cores = (ns: number) => (a.wallNs > 0 ? ns / a.wallNs : 0);
  return {
    targetCpuUs: a.targetNs / 1000,
    targetCpuUsPerRequest: requests > 0 ? a.targetNs / 1000 / requests : NaN,
    targetPeakRssKb: peakRss,
    selfCpuUs: a.selfNs / 1000,
    foreignCores: cores(a.foreignNs),
    interruptCores: cores(a.interruptNs),
    stealCores: a.stealNs === undefined ? undefined : cores(a.stealNs),
    foreignProcesses: a.others
      .map((p) => ({ pid: p.pid, command: p.command, cores: cores(p.ns) }))
      .filter((p) => p.cores >= 0.05)
      .slice(0, 3),
  };
}

/**
 * Two windows as one of their total length: a trial measured in slices (experiment/run.ts)
 * is accounted over its slices only, not over the other variants' slices between them.
 */
export function sumAttributions(a: CpuAttribution, b: CpuAttribution): CpuAttribution {
  const others = new Map(a.others.map((p) => [p.pid, { ...p }]));
  for (const p of b.others) {
    const seen = others.get(p.pid);
    if (seen) seen.ns += p.ns;
    else others.set(p.pid, { ...p });
  }
  return {
    wallNs: a.wallNs + b.wallNs,
    targetNs: a.targetNs + b.targetNs,
    selfNs: a.selfNs + b.selfNs,
    foreignNs: a.foreignNs + b.foreignNs,
    interruptNs: a.interruptNs + b.interruptNs,
    stealNs: a.stealNs === undefined || b.stealNs === undefined ? undefined : a.stealNs + b.stealNs,
    targetWaitNs: a.targetWaitNs + b.targetWaitNs,
    selfWaitNs: a.selfWaitNs + b.selfWaitNs,
    othersSeenNs: a.othersSeenNs + b.othersSeenNs,
    others: [...others.values()].sort((x, y) => y.ns - x.ns),
    targetPids: [...new Set([...a.targetPids, ...b.targetPids])],
  };
}

/** One slice's CPU: the target's own, the machine's steal, and who waited for a CPU, µs. */
export interface SliceCpu {
  cpuUs: number;
  /** The machine's, in 10 ms ticks: a slice of 100 ms on 2 CPUs reads it in steps of 5%. */
  stealUs?: number;
  targetWaitUs: number;
  selfWaitUs: number;
}

/**
 * Accounting of a trial whose measured time comes in slices: `begin()` before each slice,
 * `end()` after it, then `usage(requests)` for the slices together.
 */
export function slicedAccounting(pgids: number[]) {
  let before: CpuSnapshot | undefined;
  let total: CpuAttribution | undefined;
  return {
    begin(): void {
      if (procfsHas.cpuAccounting()) before = takeSnapshot(pgids);
    },
    /** Ends the slice; returns what its CPU went to (undefined where unsupported). */
    end(): SliceCpu | undefined {
      if (!before) return undefined;
      const a = attributeCpu(before, takeSnapshot(pgids), pgids);
      total = total ? sumAttributions(total, a) : a;
      before = undefined;
      return {
        cpuUs: a.targetNs / 1000,
        stealUs: a.stealNs === undefined ? undefined : a.stealNs / 1000,
        targetWaitUs: a.targetWaitNs / 1000,
        selfWaitUs: a.selfWaitNs / 1000,
      };
    },
    usage(requests: number): ResourceUsage | undefined {
      if (!total) return undefined;
      const rss = total.targetPids.reduce((sum, pid) => sum + peakRssKb(pid), 0);
      return usageOf(total, requests, rss);
    },
  };
}

/** Starts accounting for the given process groups; call the result when the window ends. */
export function startAccounting(pgids: number[]): (requests: number) => ResourceUsage | undefined {
  const accounting = slicedAccounting(pgids);
  accounting.begin();
  return (requests) => {
    accounting.end();
    return accounting.usage(requests);
  };
}
