/**
 * What perf-gate injects into a service for its profiling rounds — the Node preload, the
 * folders of the preload's start/stop protocol, perf's raw recordings — lives in one
 * temporary folder per run, outside the user's tree, and is removed when the rounds end,
 * failed or not. Only the artifacts a reader opens (raw profiles as text, flame graphs, the
 * table) go to the output folder. A preload written into `.perf-gate/profiles/` was a
 * `.cjs` file in the user's repository, and a repository-wide `eslint .` failed on it.
 *
 * The perf maps its services write (/tmp/perf-PID.map: perf script names JIT frames from
 * them) are removed with the folder, but only those of the processes the rounds started:
 * the PIDs of every Node process that loaded the preload (it says so in its start folder,
 * however short it lived) and of every member of a service's process group seen at its
 * start and its stop (a .NET service, a shell's children). Never by a pattern: /tmp holds
 * other programs' maps, and a map a process of ours did not write (older than the run, left
 * by an earlier process with the same PID) is not ours either.
 *
 * Which sampler a Node service gets is decided here too, once per run, because the
 * service's start (NODE_OPTIONS) and its windows (src/profiler/session.ts) must agree:
 * Linux perf on the CPU clock where perf can run, V8's own profiler otherwise (see
 * NodeSampler).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningService } from '../target/index.js';
import { groupMembers } from '../target/process-group.js';
import { writeNodePreload, type NodeSampler } from './node-preload.js';
import { perfMapFiles } from './perf.js';

export type { NodeSampler } from './node-preload.js';

export interface ProfilerTooling {
  /** The run's temporary folder. */
  dir: string;
  /** The preload's path (NODE_OPTIONS --require). */
  preload: string;
  nodeSampler: NodeSampler;
  /** A fresh folder for one start of a service's processes (the preload's protocol). */
  startDir(label: string): string;
  /** Where a raw recording that is not itself an artifact goes (perf.data). */
  scratch(name: string): string;
  /** Notes the processes of services started for profiling, whose perf maps `remove` removes. */
  noteServices(services: readonly RunningService[]): void;
  /**
   * Removes the folder and everything in it, and the perf maps of the noted processes; safe
   * to call twice. Called once every profiled service has stopped: perf script reads a
   * service's map when its window ends, and a shared service is profiled more than once.
   */
  remove(): void;
}

/** A map written this long before the run began is still taken as the run's (clock steps, mtime granularity). */
const MTIME_SLACK_MS = 2_000;

export function createProfilerTooling(nodeSampler: NodeSampler): ProfilerTooling {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-profiling-'));
  const createdAt = Date.now();
  const noted = new Set<number>();
  const safe = (name: string) => name.replace(/[^\w.-]+/g, '_');
  try {
    const preload = writeNodePreload(dir);
    return {
      dir,
      preload,
      nodeSampler,
      startDir(label) {
        const path = join(dir, 'starts', safe(label));
        mkdirSync(path, { recursive: true });
        return path;
      },
      scratch: (name) => join(dir, safe(name)),
      noteServices(services) {
        for (const service of services) {
          noted.add(service.pid);
          for (const pid of groupMembers(service.pid)) noted.add(pid);
        }
      },
      remove() {
        for (const pid of [...noted, ...preloadedPids(dir)]) removePerfMaps(pid, createdAt);
        noted.clear();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Every process that loaded the preload in any start of the run (it wrote `PID.ready`). */
function preloadedPids(dir: string): number[] {
  const starts = join(dir, 'starts');
  let folders: string[];
  try {
    folders = readdirSync(starts);
  } catch {
    return []; // removed already, or no service started
  }
  return folders.flatMap((folder) =>
    readdirSync(join(starts, folder))
      .map((name) => /^(\d+)\.ready$/.exec(name)?.[1])
      .filter((pid): pid is string => pid !== undefined)
      .map(Number),
  );
}

/** The perf maps of `pid` written since the run began. */
function removePerfMaps(pid: number, since: number): void {
  for (const file of perfMapFiles(pid)) {
    try {
      if (statSync(file).mtimeMs >= since - MTIME_SLACK_MS) rmSync(file, { force: true });
    } catch {
      // None written (a shell, a V8-sampled Node), or removed already.
    }
  }
}
