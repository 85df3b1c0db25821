/**
 * Resource accounting of a trial on Linux, from /proc: CPU time of the target's process
 * groups (per request, the figure an overhead study wants and far steadier than req/s on a
 * shared runner), their peak memory, perf-gate's own CPU, and the foreign load — CPU that
 * other processes on the machine used meanwhile. Elsewhere it returns nothing, and the
 * report says so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { readProcStat } from '../target/process-group.js';

/** /proc/stat counts in USER_HZ, which Linux fixes at 100 for user space. */
const NS_PER_TICK = 10_000_000;

export interface ResourceUsage {
  /** CPU time of the target's processes during the measured window. */
  targetCpuUs: number;
  targetCpuUsPerRequest: number;
  /** Sum over the target's processes of their peak resident memory. */
  targetPeakRssKb: number;
  /** CPU time perf-gate itself (the load generator) used. */
  selfCpuUs: number;
  /** CPU used by everything else, in cores (1 = one core busy the whole window). */
  foreignCores: number;
  /** CPU the hypervisor gave to other guests, in cores, where the kernel reports steal. */
  stealCores?: number;
}

interface Snapshot {
  at: number;
  cpuNsByPid: Map<number, number>;
  machineBusyNs: number;
  self: NodeJS.CpuUsage;
}

export const resourcesSupported = existsSync('/proc/self/schedstat') && existsSync('/proc/stat');

function cpuNs(pid: number): number | undefined {
  try {
    // The first field is the time on CPU in nanoseconds: finer than the 10 ms ticks of stat.
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return undefined;
  }
}

function groupPids(pgids: number[]): number[] {
  const wanted = new Set(pgids);
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProcStat(Number(entry));
    if (stat && wanted.has(stat.pgrp)) pids.push(stat.pid);
  }
  return pids;
}

function machineBusyNs(): number {
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return (user + nice + system + irq + softirq + (steal ?? 0)) * NS_PER_TICK;
}

function peakRssKb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function snapshot(pgids: number[]): Snapshot {
  const cpuNsByPid = new Map<number, number>();
  for (const pid of groupPids(pgids)) {
    const ns = cpuNs(pid);
    if (ns !== undefined) cpuNsByPid.set(pid, ns);
  }
  return {
    at: performance.now(),
    cpuNsByPid,
    machineBusyNs: machineBusyNs(),
    self: process.cpuUsage(),
  };
}

/** Starts accounting for the given process groups; call the result when the window ends. */
export function startAccounting(pgids: number[]): (requests: number) => ResourceUsage | undefined {
  if (!resourcesSupported) return () => undefined;
  const before = snapshot(pgids);
  return (requests) => {
    const after = snapshot(pgids);
    let targetNs = 0;
    // A process that started during the window counts from zero; one that ended is lost.
    for (const [pid, ns] of after.cpuNsByPid) targetNs += ns - (before.cpuNsByPid.get(pid) ?? 0);
    const self = process.cpuUsage(before.self);
    const selfNs = (self.user + self.system) * 1000;
    const wallNs = (after.at - before.at) * 1e6;
    const foreignNs = Math.max(0, after.machineBusyNs - before.machineBusyNs - targetNs - selfNs);
    const rss = [...after.cpuNsByPid.keys()].reduce((sum, pid) => sum + peakRssKb(pid), 0);
    return {
      targetCpuUs: targetNs / 1000,
      targetCpuUsPerRequest: requests > 0 ? targetNs / 1000 / requests : NaN,
      targetPeakRssKb: rss,
      selfCpuUs: selfNs / 1000,
      foreignCores: wallNs > 0 ? foreignNs / wallNs : 0,
    };
  };
}
