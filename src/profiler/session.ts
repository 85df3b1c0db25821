/**
 * Profiles the services of one running arm for one measured window: `perf record` on the CPU
 * clock on a service's processes where perf can run (a Node service too, when the run's
 * tooling chose perf for Node: NodeSampler), V8's CPU profiler in every Node process that
 * loaded the preload otherwise, or — when neither can — a line that names the service and
 * says why, while the rest of the run goes on. The CPU time each profile stands for is read from /proc around
 * the window: the main thread's for a V8 profile (V8 samples only that thread), every
 * thread's for perf.
 *
 * A profile can hold a secret, though a function's name does not: a script's path or URL, a
 * process's name, and what V8 names compiled code after (a regular expression is named by its
 * source: a log redactor built from an API key puts the key in the perf map, and so in every
 * stack through it). So the stacks and the raw artifacts pass the masker, as every output does.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningService } from '../target/index.js';
import { groupMembers } from '../target/process-group.js';
import { threadCpuNs, threadTimes, timeBetween, type ThreadTimes } from '../procfs/index.js';
import {
  perfScriptStacks,
  v8Stacks,
  type StackCount,
  type V8CpuProfile,
} from '../profile/index.js';
import { maskedCopy, maskSecrets } from '../target/secrets.js';
import { startPerfRecord, type PerfRecording } from './perf.js';
import type { NodeSampler } from './tooling.js';

/** One profiled process's stacks and the CPU time its samples stand for, before dividing by requests. */
export interface CollectedProcess {
  source: string;
  stacks: StackCount[];
  cpuUs: number;
  /** The raw profile, as written to the output folder. */
  artifact: string;
}

export interface WindowProfiles {
  processes: CollectedProcess[];
  /** Services that could not be profiled, each with why: `"api": perf is not installed (…)`. */
  unprofiled: string[];
}

export interface ProfileWindow {
  /** Ends the window and reads the profiles. */
  stop(): Promise<WindowProfiles>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForFile(path: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(path)) {
    if (Date.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

/** The Node processes of a service's group that loaded the preload (wrote `PID.ready`). */
function preloadedProcesses(service: RunningService, dir: string): number[] {
  const members = new Set(groupMembers(service.pid));
  return readdirSync(dir)
    .map((name) => /^(\d+)\.ready$/.exec(name)?.[1])
    .filter((pid): pid is string => pid !== undefined)
    .map(Number)
    .filter((pid) => members.has(pid))
    .sort((a, b) => a - b);
}

export interface WindowOptions {
  /** The folder the preload writes to for this start of the services. */
  dir: string;
  /** Where this window's raw profiles go: `<artifactBase>.<service>.<pid>.cpuprofile`. */
  artifactBase: string;
  /** Why perf cannot be used, when it cannot (see perfUnavailable). */
  perfUnavailable?: string;
  /** Each window of the same start is numbered by the preload; this is its number. */
  windowNumber: number;
  /**
   * `perf`: a Node service is sampled by perf like any other (it was started with V8's perf
   * map); `v8` (default): by V8's profiler through the preload.
   */
  nodeSampler?: NodeSampler;
  /** Where perf's binary recording goes (default: beside the artifacts); only its text is an artifact. */
  scratchBase?: string;
}

/** A Node process told to start V8's profiler (the preload toggles it on SIGUSR2). */
interface V8Signalled {
  service: RunningService;
  pid: number;
}

/** A Node process whose V8 profiler the preload runs, and its main thread's CPU at the start. */
interface V8Sampled extends V8Signalled {
  cpuBefore: number;
}

/** A service's processes under `perf record`, and each thread's CPU at the start. */
interface PerfSampled {
  service: RunningService;
  pids: number[];
  recording: PerfRecording;
  artifact: string;
  threadsBefore: (ThreadTimes | undefined)[];
}

/** What one sampled process or service gave: its profile, or why there is none. */
type Collected = CollectedProcess | { why: string };

/** Starts profiling every service of the arm; resolves once sampling runs everywhere it can. */
export async function startWindow(
  services: readonly RunningService[],
  options: WindowOptions,
): Promise<ProfileWindow> {
  const unprofiled: string[] = [];
  const signalled: V8Signalled[] = [];
  let v8: V8Sampled[] = [];
  const perf: PerfSampled[] = [];
  try {
    for (const service of services) {
      const viaPerf = options.nodeSampler === 'perf' && !options.perfUnavailable;
      const pids = viaPerf ? [] : preloadedProcesses(service, options.dir);
      if (pids.length > 0) {
        signalled.push(...startV8Profilers(service, pids));
      } else if (options.perfUnavailable) {
        unprofiled.push(
          `"${service.spec.name}": not a Node process, and ${options.perfUnavailable}`,
        );
      } else {
        const started = await startPerf(service, options);
        if ('why' in started) unprofiled.push(started.why);
        else perf.push(started);
      }
    }
    v8 = await v8ProfilersStarted(signalled, options.dir, unprofiled);
  } catch (error) {
    for (const entry of perf) entry.recording.kill();
    throw error;
  }

  return {
    async stop() {
      // Every profile's CPU time is read before any profiler stops: one window for all.
      const v8CpuUs = v8.map(
        (entry) => ((threadCpuNs(entry.pid, entry.pid) ?? 0) - entry.cpuBefore) / 1000,
      );
      const perfCpuUs = perf.map((entry) => cpuSince(entry.pids, entry.threadsBefore) / 1000);
      // Every V8 profiler is told to stop before any profile is waited for.
      const collected: Collected[] = [];
      const stopped = v8.map((entry) => signalPreload(entry.pid));
      for (const [i, entry] of v8.entries()) {
        if (!stopped[i]) {
          collected.push({
            why: `"${entry.service.spec.name}" (pid ${entry.pid}): exited during the window`,
          });
        }
      }
      for (const [i, entry] of v8.entries()) {
        if (stopped[i]) collected.push(await collectV8(entry, v8CpuUs[i], options));
      }
      for (const [i, entry] of perf.entries())
        collected.push(await collectPerf(entry, perfCpuUs[i]));
      return {
        processes: collected.filter((c): c is CollectedProcess => !('why' in c)),
        unprofiled: [...unprofiled, ...collected.flatMap((c) => ('why' in c ? [c.why] : []))],
      };
    },
  };
}

/**
 * Signals the preload in a process to start or stop V8's profiler (it toggles on SIGUSR2);
 * false when the process has exited.
 */
function signalPreload(pid: number): boolean {
  try {
    process.kill(pid, 'SIGUSR2');
    return true;
  } catch {
    return false;
  }
}

/** Starts V8's profiler in each process of the service it reaches (an exited one is left out). */
function startV8Profilers(service: RunningService, pids: number[]): V8Signalled[] {
  return pids.filter(signalPreload).map((pid) => ({ service, pid }));
}

/**
 * The processes whose profiler started (the preload writes `PID.started`), each with its main
 * thread's CPU at that moment; the others are named in `unprofiled`.
 */
async function v8ProfilersStarted(
  signalled: V8Signalled[],
  dir: string,
  unprofiled: string[],
): Promise<V8Sampled[]> {
  const started: V8Sampled[] = [];
  for (const entry of signalled) {
    if (await waitForFile(join(dir, `${entry.pid}.started`), 5_000)) {
      started.push({ ...entry, cpuBefore: threadCpuNs(entry.pid, entry.pid) ?? 0 });
    } else {
      unprofiled.push(
        `"${entry.service.spec.name}" (pid ${entry.pid}): V8's profiler did not start within 5 s`,
      );
    }
  }
  return started;
}

/** `perf record` on every process of the service's group, or why it could not start. */
async function startPerf(
  service: RunningService,
  options: WindowOptions,
): Promise<PerfSampled | { why: string }> {
  const pids = groupMembers(service.pid);
  const name = fileSafe(service.spec.name);
  try {
    const recording = await startPerfRecord(
      pids,
      `${options.scratchBase ?? options.artifactBase}.${name}.perf.data`,
    );
    return {
      service,
      pids,
      recording,
      artifact: `${options.artifactBase}.${name}.perf.data.txt`,
      threadsBefore: pids.map(threadTimes),
    };
  } catch (error) {
    return { why: `"${service.spec.name}": ${(error as Error).message}` };
  }
}

/** Thread by thread (timeBetween): a thread that ends in the window takes nothing out. */
function cpuSince(pids: number[], before: (ThreadTimes | undefined)[]): number {
  return pids.reduce((sum, pid, i) => sum + timeBetween(before[i], threadTimes(pid)), 0);
}

/** The profile V8 wrote for this window, masked, kept as an artifact, and read into stacks. */
async function collectV8(
  entry: V8Sampled,
  cpuUs: number,
  options: WindowOptions,
): Promise<Collected> {
  const who = `"${entry.service.spec.name}" (pid ${entry.pid})`;
  const written = join(options.dir, `${entry.pid}-${options.windowNumber}.cpuprofile`);
  if (!(await waitForFile(written, 20_000))) {
    return { why: `${who}: its CPU profile was not written within 20 s` };
  }
  const text = readFileSync(written, 'utf8');
  let profile: V8CpuProfile & { error?: string };
  try {
    profile = JSON.parse(text) as V8CpuProfile & { error?: string };
  } catch (error) {
    return { why: `${who}: its CPU profile could not be read (${(error as Error).message})` };
  }
  if (profile.error) return { why: `${who}: V8's profiler failed: ${profile.error}` };
  const artifact = `${options.artifactBase}.${fileSafe(entry.service.spec.name)}.${entry.pid}.cpuprofile`;
  // Each string masked as V8 wrote it, before JSON quoting changes its characters.
  const masked = maskedCopy(profile);
  writeFileSync(artifact, masked === profile ? text : JSON.stringify(masked));
  return {
    source: maskSecrets(`"${entry.service.spec.name}" node (pid ${entry.pid}, V8 CPU profiler)`),
    stacks: v8Stacks(masked, entry.service.spec.cwd ?? process.cwd()),
    cpuUs,
    artifact,
  };
}

/** Stops `perf record`, keeps its masked text as an artifact and reads it into stacks. */
async function collectPerf(entry: PerfSampled, cpuUs: number): Promise<Collected> {
  try {
    const script = maskSecrets(await entry.recording.stop());
    writeFileSync(entry.artifact, script);
    return {
      source: maskSecrets(`"${entry.service.spec.name}" (pids ${entry.pids.join(', ')}, perf)`),
      stacks: [
        ...perfScriptStacks(script, entry.service.spec.cwd ?? process.cwd()).values(),
      ].flat(),
      cpuUs,
      artifact: entry.artifact,
    };
  } catch (error) {
    return { why: `"${entry.service.spec.name}": ${(error as Error).message}` };
  }
}

function fileSafe(text: string): string {
  return text.replace(/[^\w.-]+/g, '_').slice(0, 60);
}
