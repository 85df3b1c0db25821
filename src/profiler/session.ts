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

/** Starts profiling every service of the arm; resolves once sampling runs everywhere it can. */
export async function startWindow(
  services: readonly RunningService[],
  options: WindowOptions,
): Promise<ProfileWindow> {
  const unprofiled: string[] = [];
  const node: { service: RunningService; pid: number; cpuBefore: number }[] = [];
  const perf: {
    service: RunningService;
    pids: number[];
    recording: PerfRecording;
    file: string;
    artifact: string;
    threadsBefore: (ThreadTimes | undefined)[];
  }[] = [];
  // Thread by thread (timeBetween): a thread that ends in the window takes nothing out.
  const cpuSince = (pids: number[], before: (ThreadTimes | undefined)[]) =>
    pids.reduce((sum, pid, i) => sum + timeBetween(before[i], threadTimes(pid)), 0);
  try {
    for (const service of services) {
      const viaPerf = options.nodeSampler === 'perf' && !options.perfUnavailable;
      const pids = viaPerf ? [] : preloadedProcesses(service, options.dir);
      if (pids.length > 0) {
        for (const pid of pids) {
          try {
            process.kill(pid, 'SIGUSR2');
          } catch {
            continue;
          }
          node.push({ service, pid, cpuBefore: 0 });
        }
        continue;
      }
      if (options.perfUnavailable) {
        unprofiled.push(
          `"${service.spec.name}": not a Node process, and ${options.perfUnavailable}`,
        );
        continue;
      }
      const members = groupMembers(service.pid);
      const file = `${options.scratchBase ?? options.artifactBase}.${fileSafe(service.spec.name)}.perf.data`;
      try {
        const recording = await startPerfRecord(members, file);
        const artifact = `${options.artifactBase}.${fileSafe(service.spec.name)}.perf.data.txt`;
        perf.push({
          service,
          pids: members,
          recording,
          file,
          artifact,
          threadsBefore: members.map(threadTimes),
        });
      } catch (error) {
        unprofiled.push(`"${service.spec.name}": ${(error as Error).message}`);
      }
    }
    const started = [];
    for (const entry of node) {
      if (await waitForFile(join(options.dir, `${entry.pid}.started`), 5_000)) {
        entry.cpuBefore = threadCpuNs(entry.pid, entry.pid) ?? 0;
        started.push(entry);
      } else {
        unprofiled.push(
          `"${entry.service.spec.name}" (pid ${entry.pid}): V8's profiler did not start within 5 s`,
        );
      }
    }
    node.splice(0, node.length, ...started);
  } catch (error) {
    for (const p of perf) p.recording.kill();
    throw error;
  }

  return {
    async stop() {
      const processes: CollectedProcess[] = [];
      const cpuAfter = new Map(node.map((n) => [n.pid, threadCpuNs(n.pid, n.pid) ?? 0]));
      const perfCpuNs = perf.map((p) => cpuSince(p.pids, p.threadsBefore));
      for (const entry of node) {
        try {
          process.kill(entry.pid, 'SIGUSR2');
        } catch {
          unprofiled.push(
            `"${entry.service.spec.name}" (pid ${entry.pid}): exited during the window`,
          );
        }
      }
      for (const entry of node) {
        const written = join(options.dir, `${entry.pid}-${options.windowNumber}.cpuprofile`);
        if (!(await waitForFile(written, 20_000))) {
          unprofiled.push(
            `"${entry.service.spec.name}" (pid ${entry.pid}): its CPU profile was not written within 20 s`,
          );
          continue;
        }
        const text = readFileSync(written, 'utf8');
        const profile = JSON.parse(text) as V8CpuProfile & { error?: string };
        if (profile.error) {
          unprofiled.push(
            `"${entry.service.spec.name}" (pid ${entry.pid}): V8's profiler failed: ${profile.error}`,
          );
          continue;
        }
        const artifact = `${options.artifactBase}.${fileSafe(entry.service.spec.name)}.${entry.pid}.cpuprofile`;
        // Each string masked as V8 wrote it, before JSON quoting changes its characters.
        const masked = maskedCopy(profile);
        writeFileSync(artifact, masked === profile ? text : JSON.stringify(masked));
        processes.push({
          source: maskSecrets(
            `"${entry.service.spec.name}" node (pid ${entry.pid}, V8 CPU profiler)`,
          ),
          stacks: v8Stacks(masked, entry.service.spec.cwd ?? process.cwd()),
          cpuUs: ((cpuAfter.get(entry.pid) ?? 0) - entry.cpuBefore) / 1000,
          artifact,
        });
      }
      for (const [i, entry] of perf.entries()) {
        try {
          const script = maskSecrets(await entry.recording.stop());
          const { artifact } = entry;
          writeFileSync(artifact, script);
          const stacks = [
            ...perfScriptStacks(script, entry.service.spec.cwd ?? process.cwd()).values(),
          ].flat();
          processes.push({
            source: maskSecrets(
              `"${entry.service.spec.name}" (pids ${entry.pids.join(', ')}, perf)`,
            ),
            stacks,
            cpuUs: perfCpuNs[i] / 1000,
            artifact,
          });
        } catch (error) {
          unprofiled.push(`"${entry.service.spec.name}": ${(error as Error).message}`);
        }
      }
      return { processes, unprofiled };
    },
  };
}

function fileSafe(text: string): string {
  return text.replace(/[^\w.-]+/g, '_').slice(0, 60);
}
