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
 * The script is written to the output folder at run time (the bundle has no files beside it).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the protocol; set only in profiling rounds. */
export const PROFILE_DIR_VARIABLE = 'PERF_GATE_PROFILE_DIR';
/** The sampling interval in µs. */
export const INTERVAL_VARIABLE = 'PERF_GATE_PROFILE_INTERVAL_US';

const PRELOAD_SOURCE = `'use strict';
// perf-gate's profiling preload (profiling rounds only): SIGUSR2 starts and stops V8's CPU profiler.
(() => {
  const dir = process.env.${PROFILE_DIR_VARIABLE};
  if (!dir) return;
  const { isMainThread } = require('node:worker_threads');
  if (!isMainThread) return;
  // V8's profiler counts an inlined function's samples in its caller, and whether a function
  // is inlined changes from one start to the next: its cost would be split between two rows
  // and move between them over the rounds, and neither be listed. Without inlining every
  // function is its own row. Set before the app's code is compiled; profiling rounds only.
  require('node:v8').setFlagsFromString('--no-turbo-inlining');
  const fs = require('node:fs');
  const path = require('node:path');
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

/** NODE_OPTIONS with the preload added to what the service (or the runner) already sets. */
export function withPreload(nodeOptions: string | undefined, preloadPath: string): string {
  const quoted = `"${preloadPath.replace(/(["\\])/g, '\\$1')}"`;
  return [nodeOptions?.trim(), `--require ${quoted}`].filter(Boolean).join(' ');
}
