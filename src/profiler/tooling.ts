/**
 * What perf-gate injects into a service for its profiling rounds — the Node preload, the
 * folders of the preload's start/stop protocol, perf's raw recordings — lives in one
 * temporary folder per run, outside the user's tree, and is removed when the rounds end,
 * failed or not. Only the artifacts a reader opens (raw profiles as text, flame graphs, the
 * table) go to the output folder. A preload written into `.perf-gate/profiles/` was a
 * `.cjs` file in the user's repository, and a repository-wide `eslint .` failed on it.
 *
 * Which sampler a Node service gets is decided here too, once per run, because the
 * service's start (NODE_OPTIONS) and its windows (src/profiler/session.ts) must agree:
 * Linux perf on the CPU clock where perf can run, V8's own profiler otherwise (see
 * NodeSampler).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeNodePreload, type NodeSampler } from './node-preload.js';

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
  /** Removes the folder and everything in it; safe to call twice. */
  remove(): void;
}

export function createProfilerTooling(nodeSampler: NodeSampler): ProfilerTooling {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-profiling-'));
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
      remove: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
