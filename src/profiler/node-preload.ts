/**
 * V8's CPU profiler inside a Node service, with nothing installed: a script loaded by
 * `--require` through NODE_OPTIONS (so it reaches the node behind `npm start`, a shell
 * wrapper or a forked worker) that opens an in-process inspector session and starts or
 * stops the profiler on SIGUSR2. perf-gate then profiles exactly the measured window of a
 * profiling round, not the start-up or the warm-up — what `--cpu-prof` (whole life, written
 * only on a clean exit) cannot do — and needs no debugger port.
 *
 * The protocol is files in one folder per profiled service start: `PID.ready` once the
 * preload ran, `PID.started` once sampling runs, `PID-N.cpuprofile` (written whole, then
 * renamed) when the N-th window stopped. Only processes that wrote `PID.ready` are ever
 * signalled: SIGUSR2 would end any other process.
 *
 * The script is written at run time (the bundle has no files beside it) into the run's
 * temporary folder, never the user's tree (src/profiler/tooling.ts).
 *
 * Where perf samples the service instead (NodeSampler `perf`), NODE_OPTIONS also asks V8 for
 * its perf map, and the preload removes the log V8 then opens in the service's folder.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How a Node service's CPU is sampled. `perf`: `perf record -e cpu-clock`, which samples
 * CPU time, with the JIT's frames named through V8's perf map. `v8`: V8's CPU profiler,
 * which samples wall-clock time: a thread that is runnable but not on a CPU — preempted at
 * the end of the socket write that woke the load generator — takes its pending sample when
 * it resumes, in the write. On this 2-core machine that put 75% of a handler's busy samples
 * in `writev` where perf's CPU clock put 35%, so the handler was charged part of a
 * callee's cost (docs/profiling.md).
 */
export type NodeSampler = 'perf' | 'v8';

/** The folder of the protocol; set only in profiling rounds. */
export const PROFILE_DIR_VARIABLE = 'PERF_GATE_PROFILE_DIR';
/** The sampling interval in µs. */
export const INTERVAL_VARIABLE = 'PERF_GATE_PROFILE_INTERVAL_US';

const PRELOAD_SOURCE = `'use strict';
// perf-gate's profiling preload (profiling rounds only): SIGUSR2 starts and stops V8's CPU profiler.
(() => {
  const dir = process.env.${PROFILE_DIR_VARIABLE};
  if (!dir) return;
  const fs = require('node:fs');
  const path = require('node:path');
  // Asked for its perf map, V8 also opens a log of its own in the working folder
  // (isolate-ADDRESS-PID-v8.log, one per isolate): a profiled service left one per start in
  // the user's tree. When the preload loads (in workers too), the logs this process holds open
  // are unlinked: V8 writes on to the open file, which goes with the process. Only files this
  // very process has open, never another's by its name; none if the service asked V8 for a
  // log itself.
  const flags = process.execArgv.concat(process.env.NODE_OPTIONS || '').join(' ');
  if (flags.includes('--perf-basic-prof') && !/--(ll-)?prof\b|--log|--trace-(ic|maps)/.test(flags)) {
    let fds = [];
    try { fds = fs.readdirSync('/proc/self/fd'); } catch {}
    for (const fd of fds) {
      try {
        const file = fs.readlinkSync('/proc/self/fd/' + fd);
        const name = path.basename(file);
        if (name.startsWith('isolate-0x') && name.endsWith('-' + process.pid + '-v8.log')) fs.unlinkSync(file);
      } catch {}
    }
  }
  const { isMainThread } = require('node:worker_threads');
  if (!isMainThread) return;
  // A profiler counts an inlined function's samples in its caller (V8's perf map has one name
  // per compiled code object; V8's profiler resolves inlined frames only for code compiled
  // while it runs, not the warmed-up code), and whether a function is inlined changes from
  // one start to the next: its cost would be split between two rows and move between them
  // over the rounds, and neither be listed. Without inlining (TurboFan's, and Maglev's where
  // a Node has it on) every function is its own row. Set before the app's code is compiled;
  // profiling rounds only.
  const v8 = require('node:v8');
  v8.setFlagsFromString('--no-turbo-inlining');
  v8.setFlagsFromString('--no-maglev-inlining');
  const inspector = require('node:inspector');
  const interval = Number(process.env.${INTERVAL_VARIABLE}) || 1000;
  let session;
  let windows = 0;
  const write = (name, text) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file + '.part', text);
    fs.renameSync(file + '.part', file);
  };
  process.on('SIGUSR2', () => {
    try {
      if (!session) {
        session = new inspector.Session();
        session.connect();
        session.post('Profiler.enable', () =>
          session.post('Profiler.setSamplingInterval', { interval }, () =>
            session.post('Profiler.start', () => write(process.pid + '.started', ''))));
        return;
      }
      const stopping = session;
      session = undefined;
      stopping.post('Profiler.stop', (error, result) => {
        windows++;
        try {
          write(process.pid + '-' + windows + '.cpuprofile', error ? '{"error":' + JSON.stringify(String(error.message)) + '}' : JSON.stringify(result.profile));
        } finally {
          stopping.disconnect();
        }
      });
    } catch (error) {
      try { write(process.pid + '.error', String(error && error.stack || error)); } catch {}
    }
  });
  try { write(process.pid + '.ready', process.argv.slice(1).join(' ')); } catch {}
})();
`;

/** Writes the preload into `dir` and returns its path. */
export function writeNodePreload(dir: string): string {
  const path = join(dir, 'perf-gate-profile-preload.cjs');
  writeFileSync(path, PRELOAD_SOURCE);
  return path;
}

/**
 * What a Node started for perf needs so that perf can name its frames: V8's perf map
 * (`/tmp/perf-PID.map`, one line per compiled function), and a frame of its own for each
 * interpreted function, which would otherwise show as the interpreter's trampoline and be
 * charged to its caller. Both are allowed in NODE_OPTIONS.
 */
export const PERF_MAP_NODE_OPTIONS = ['--perf-basic-prof', '--interpreted-frames-native-stack'];

/** NODE_OPTIONS with the preload added to what the service (or the runner) already sets. */
export function withPreload(
  nodeOptions: string | undefined,
  preloadPath: string,
  sampler: NodeSampler = 'v8',
): string {
  const quoted = `"${preloadPath.replace(/(["\\])/g, '\\$1')}"`;
  return [
    nodeOptions?.trim(),
    `--require ${quoted}`,
    ...(sampler === 'perf' ? PERF_MAP_NODE_OPTIONS : []),
  ]
    .filter(Boolean)
    .join(' ');
}
