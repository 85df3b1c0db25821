/**
 * Process groups of the services perf-gate started. Each service runs in its own group so
 * that a shell wrapper, a forked worker or any grandchild is stopped with it. Every live
 * group is registered here, so a cancelled job (SIGINT/SIGTERM to perf-gate) or a crash
 * still stops them all, and with the watchdog (watchdog.ts), so does a death no handler sees.
 */
import { environOf, processIds, procfsHas, readStat, threadStates } from '../procfs/index.js';
import { unwatchGroup, watchGroup } from './watchdog.js';

interface Group {
  name: string;
  /** Paused (SIGSTOP) between its variant's slices; stopping it continues it first. */
  paused?: boolean;
  /** The escaped processes paused with it, continued with it (found once per pause). */
  pausedEscaped?: number[];
  /** Being stopped: it is never paused again (a stop may race the round's next pause). */
  stopping?: boolean;
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
  return processIds().filter((pid) => {
    const environ = environOf(pid);
    return environ !== undefined && (environ.startsWith(marker) || environ.includes(`\0${marker}`));
  });
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
  if (!procfsHas.processes()) {
    try {
      process.kill(-pgid, 0);
      return [pgid];
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? [pgid] : [];
    }
  }
  const members: number[] = [];
  for (const pid of processIds()) {
    const stat = readStat(pid);
    if (stat && stat.pgrp === pgid && stat.state !== 'Z' && stat.state !== 'X')
      members.push(stat.pid);
  }
  return members;
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * A paused process keeps a SIGTERM pending until it is continued: a stop continues the group
 * right after signalling it (SIGCONT to a running process does nothing), so a paused service
 * gets its grace period like any other. SIGKILL needs no continue.
 */
function terminateGroup(pgid: number): void {
  const group = live.get(pgid);
  if (group) group.stopping = true;
  signalGroup(pgid, 'SIGTERM');
  continueGroup(pgid);
}

/** SIGCONT to the group and to the escaped processes paused with it. */
function continueGroup(pgid: number): void {
  signalGroup(pgid, 'SIGCONT');
  const group = live.get(pgid);
  if (!group?.paused) return;
  for (const pid of group.pausedEscaped ?? []) signal(pid, 'SIGCONT');
  group.paused = false;
  group.pausedEscaped = undefined;
}

/** Continues the groups at once, without waiting: before a target's services are stopped in turn. */
export function continueGroups(pgids: readonly number[]): void {
  for (const pgid of pgids) continueGroup(pgid);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/** A service's processes that left its group (a daemon started with setsid). */
function escapedOf(pgid: number, group: Group): number[] {
  if (!group.killEscaped) return [];
  return trackedProcesses(group.trackingId).filter((pid) => readStat(pid)?.pgrp !== pgid);
}

/** A group could not be paused: the variants cannot take turns (see experiment/run.ts). */
export class PauseError extends Error {
  override name = 'PauseError';
}

/**
 * How long a pause or a resume may take to reach every thread: a thread in an uninterruptible
 * system call (a disk read on a busy runner) stops only once it returns.
 */
const SETTLE_MS = 5_000;

/**
 * Pauses the groups (SIGSTOP to each group and to its escaped processes) and resolves once
 * every thread of every member has stopped: a worker thread or a child process left running
 * would do its work in another variant's slice. SIGSTOP cannot be caught or ignored, and a
 * group of perf-gate's is in a session of its own, so the kernel never continues it behind
 * perf-gate's back (it does so only for orphaned groups within one session).
 * Throws a PauseError when a group may not be signalled (another user's) or does not stop.
 */
export async function pauseGroups(pgids: readonly number[]): Promise<void> {
  const targets: number[] = [];
  for (const pgid of pgids) {
    // Only groups perf-gate started and still runs: never a stopped one's reused id.
    const group = live.get(pgid);
    if (!group || group.stopping) continue;
    try {
      process.kill(-pgid, 'SIGSTOP');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EPERM')
        throw new PauseError(
          `"${group.name}" could not be paused: perf-gate may not signal its processes (EPERM; they run as another user)`,
        );
      continue; // gone: the trial reports the service's exit
    }
    group.paused = true;
    group.pausedEscaped = escapedOf(pgid, group);
    targets.push(...groupMembers(pgid), ...group.pausedEscaped);
    for (const pid of group.pausedEscaped) signal(pid, 'SIGSTOP');
  }
  const running = await settled(targets, (state) => state === 'T' || state === 't');
  if (running.length > 0)
    throw new PauseError(
      `process ${running.join(', ')} did not stop within ${SETTLE_MS} ms of SIGSTOP (a thread stuck in a system call)`,
    );
}

/** The processes paused with these groups: their members and the escaped ones paused with them. */
export function pausedProcesses(pgids: readonly number[]): number[] {
  return pgids.flatMap((pgid) => {
    const group = live.get(pgid);
    return group?.paused ? [...groupMembers(pgid), ...(group.pausedEscaped ?? [])] : [];
  });
}

/** Continues paused groups and resolves once none of their threads is stopped any more. */
export async function resumeGroups(pgids: readonly number[]): Promise<void> {
  const targets: number[] = [];
  for (const pgid of pgids) {
    const group = live.get(pgid);
    if (!group?.paused) continue;
    targets.push(...groupMembers(pgid), ...(group.pausedEscaped ?? []));
    continueGroup(pgid);
  }
  const stopped = await settled(targets, (state) => state !== 'T' && state !== 't');
  if (stopped.length > 0)
    throw new PauseError(
      `process ${stopped.join(', ')} was still stopped ${SETTLE_MS} ms after SIGCONT`,
    );
}

/**
 * Waits until every thread of `pids` is in a state that `done` accepts (or gone), polling
 * /proc; returns the processes that did not get there in time. Elsewhere (no /proc) the
 * signals are taken as delivered.
 */
async function settled(pids: number[], done: (state: string) => boolean): Promise<number[]> {
  if (!procfsHas.processes()) return [];
  const deadline = Date.now() + SETTLE_MS;
  let pending = pids;
  for (let wait = 0; ; wait = Math.min(wait + 1, 10)) {
    pending = pending.filter(
      (pid) => !threadStates(pid).every((s) => done(s) || s === 'Z' || s === 'X'),
    );
    if (pending.length === 0 || Date.now() >= deadline) return pending;
    await sleep(wait);
  }
}

/**
 * SIGTERM to the group, then SIGKILL after the grace period. Resolves once no member is
 * left; `forced` says the group had to be killed.
 */
export async function stopGroup(pgid: number, graceMs: number): Promise<{ forced: boolean }> {
  let forced = false;
  if (groupMembers(pgid).length > 0) {
    terminateGroup(pgid);
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
/** The conventional exit code of a process stopped by a signal: 128 + its number. */
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
type StopSignal = keyof typeof SIGNAL_EXIT_CODES;
let stopAsked: StopSignal | undefined;

/** The signal that asked perf-gate to stop, if one did: no new trial starts after it. */
export function stopRequested(): StopSignal | undefined {
  return stopAsked;
}

const lastWrites = new Set<(signal: StopSignal) => void>();

/**
 * A write that must happen if a signal ends perf-gate: what was measured before it (a bisect's
 * finished steps, minutes each). Called synchronously once the services are stopped, before
 * perf-gate exits, whatever the rest of the program was doing. Returns the way to take it back.
 */
export function writeBeforeSignalExit(write: (signal: StopSignal) => void): () => void {
  lastWrites.add(write);
  return () => lastWrites.delete(write);
}

function exitAfterSignal(signal: StopSignal, log: (message: string) => void): never {
  for (const write of lastWrites) {
    try {
      write(signal);
    } catch (error) {
      log(`perf-gate could not write what it measured before ${signal}: ${String(error)}`);
    }
  }
  lastWrites.clear();
  process.exit(SIGNAL_EXIT_CODES[signal]);
}

/**
 * A cancelled job sends SIGINT or SIGTERM to perf-gate: stop what it started (SIGTERM, then
 * SIGKILL after each service's grace period), then exit with the conventional 128 + signal
 * number. A second signal does not wait for the grace periods: every group is killed at
 * once. A crash (an uncaught exception, an unhandled rejection) kills every group and exits
 * 3 with one line — or, after a signal, with the signal's code: the job was cancelled, and
 * what failed while its services were being stopped under it (a CI run once exited 3 so)
 * is said in that line, not in the exit code. A last synchronous SIGKILL on exit covers
 * paths that reach no finally.
 */
export function stopGroupsOnExit(log: (message: string) => void): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const onSignal = (signal: StopSignal) => {
    if (stopAsked) {
      log(`perf-gate received ${signal} again: killing ${live.size} process group(s) now.`);
      killAllGroups();
      exitAfterSignal(signal, log);
    }
    stopAsked = signal;
    log(`perf-gate received ${signal}: stopping ${live.size} service(s) it started.`);
    void stopAllGroups().finally(() => exitAfterSignal(signal, log));
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  const onCrash = (error: unknown) => {
    killAllGroups();
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    if (!stopAsked) {
      log(`perf-gate crashed: ${message}`);
      process.exit(3);
    }
    log(`perf-gate failed while stopping after ${stopAsked}: ${message}`);
    process.exit(SIGNAL_EXIT_CODES[stopAsked]);
  };
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  process.on('exit', killAllGroups);
}
