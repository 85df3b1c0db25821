/**
 * Process groups of the services perf-gate started. Each service runs in its own group so
 * that a shell wrapper, a forked worker or any grandchild is stopped with it. Every live
 * group is registered here, so a cancelled job (SIGINT/SIGTERM to perf-gate) or a crash
 * still stops them all, and with the watchdog (watchdog.ts), so does a death no handler sees.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { unwatchGroup, watchGroup } from './watchdog.js';

interface Group {
  name: string;
  graceMs: number;
  /** What its processes carry in TRACKING_VARIABLE, and whatever they start. */
  trackingId: string;
  /** Processes that left the group (found by the tracking id) are stopped with it. */
  killEscaped: boolean;
}

const live = new Map<number, Group>();

export function registerGroup(pgid: number, group: Group): void {
  live.set(pgid, group);
  // Should perf-gate die where no handler runs (out of memory, SIGKILL), the watchdog
  // stops the group.
  watchGroup(TRACKING_VARIABLE, pgid, group.trackingId, group.killEscaped);
}

/**
 * Every child carries this variable with an id of its own, and so does whatever it starts:
 * that finds a process that left the group, e.g. a daemon started with setsid (the runner
 * tracks a job's processes the same way).
 */
export const TRACKING_VARIABLE = 'PERF_GATE_CHILD_ID';

/** Processes (Linux: read from /proc) whose environment holds this tracking id. */
export function trackedProcesses(trackingId: string): number[] {
  const marker = `${TRACKING_VARIABLE}=${trackingId}\0`;
  const found: number[] = [];
  for (const entry of existsSync('/proc/self/environ') ? readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'latin1');
      if (environ.startsWith(marker) || environ.includes(`\0${marker}`)) found.push(Number(entry));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}

function killTracked(group: Group | undefined): void {
  if (!group?.killEscaped) return;
  for (const pid of trackedProcesses(group.trackingId)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PIDs of the group's members that are still running. On Linux a zombie does not count:
 * an orphaned grandchild may wait a while for the runner's init to reap it.
 */
export function groupMembers(pgid: number): number[] {
  if (!existsSync('/proc/self/stat')) {
    try {
      process.kill(-pgid, 0);
      return [pgid];
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? [pgid] : [];
    }
  }
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProcStat(Number(entry));
    if (stat && stat.pgrp === pgid && stat.state !== 'Z' && stat.state !== 'X')
      members.push(stat.pid);
  }
  return members;
}

export interface ProcStat {
  pid: number;
  /** The command name, as the kernel keeps it (at most 15 characters). */
  comm: string;
  state: string;
  ppid: number;
  pgrp: number;
  /** User and system CPU time of all its threads, in clock ticks. */
  utime: number;
  stime: number;
  /** The same, of its children that exited and were waited for. */
  cutime: number;
  cstime: number;
}

export function readProcStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name is in parentheses and may itself hold spaces or parentheses.
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  return {
    pid,
    comm: text.slice(text.indexOf('(') + 1, close),
    state: fields[0],
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    utime: Number(fields[11]),
    stime: Number(fields[12]),
    cutime: Number(fields[13]),
    cstime: Number(fields[14]),
  };
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * SIGTERM to the group, then SIGKILL after the grace period. Resolves once no member is
 * left; `forced` says the group had to be killed.
 */
export async function stopGroup(pgid: number, graceMs: number): Promise<{ forced: boolean }> {
  let forced = false;
  if (groupMembers(pgid).length > 0) {
    signalGroup(pgid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    while (groupMembers(pgid).length > 0 && Date.now() < deadline) await sleep(25);
    if (groupMembers(pgid).length > 0) {
      forced = true;
      signalGroup(pgid, 'SIGKILL');
      const killDeadline = Date.now() + 5_000;
      while (groupMembers(pgid).length > 0 && Date.now() < killDeadline) await sleep(25);
    }
  }
  killTracked(live.get(pgid));
  live.delete(pgid);
  unwatchGroup(pgid);
  return { forced };
}

/** Stops every group still registered, in reverse start order (front ends before back ends). */
export async function stopAllGroups(): Promise<void> {
  const groups = [...live.entries()].reverse();
  await Promise.all(groups.map(([pgid, { graceMs }]) => stopGroup(pgid, graceMs)));
}

/** Every registered group at once, without waiting: for a second signal and for crashes. */
export function killAllGroups(): void {
  for (const [pgid, group] of live) {
    signalGroup(pgid, 'SIGKILL');
    killTracked(group);
  }
}

let handlersInstalled = false;
let stopAsked: NodeJS.Signals | undefined;

/** The signal that asked perf-gate to stop, if one did: no new trial starts after it. */
export function stopRequested(): NodeJS.Signals | undefined {
  return stopAsked;
}

/**
 * A cancelled job sends SIGINT or SIGTERM to perf-gate: stop what it started (SIGTERM, then
 * SIGKILL after each service's grace period), then exit with the conventional 128 + signal
 * number. A second signal does not wait for the grace periods: every group is killed at
 * once. A crash (an uncaught exception, an unhandled rejection) kills every group and exits
 * 3 with one line; a last synchronous SIGKILL on exit covers paths that reach no finally.
 */
export function stopGroupsOnExit(log: (message: string) => void): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const onSignal = (signal: NodeJS.Signals, code: number) => {
    if (stopAsked) {
      log(`perf-gate received ${signal} again: killing ${live.size} process group(s) now.`);
      killAllGroups();
      process.exit(code);
    }
    stopAsked = signal;
    log(`perf-gate received ${signal}: stopping ${live.size} service(s) it started.`);
    void stopAllGroups().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => onSignal('SIGINT', 130));
  process.on('SIGTERM', () => onSignal('SIGTERM', 143));
  const onCrash = (error: unknown) => {
    killAllGroups();
    const message = error instanceof Error ? error.message : String(error);
    log(`perf-gate crashed: ${message.split('\n')[0]}`);
    process.exit(3);
  };
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  process.on('exit', killAllGroups);
}
