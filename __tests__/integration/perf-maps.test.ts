/**
 * A Node service profiled by perf is started with V8's perf map (`--perf-basic-prof`), which
 * V8 writes to /tmp/perf-PID.map and nobody removes: the profiling rounds remove the maps of
 * the processes they started once perf has read them, also when the rounds fail part-way, and
 * leave every other map in /tmp alone. V8 also opens a log of its own then
 * (isolate-ADDRESS-PID-v8.log) in the service's working folder, the user's tree: none is left. Real services, real perf; where perf cannot run here
 * the maps are not asked for (V8's sampler profiles Node), and the file says it skipped.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/index.js';
import { runProfileRounds } from '../../src/experiment/profile-rounds.js';
import type { StartTarget } from '../../src/experiment/bring-up.js';
import { perfMapFiles, perfUnavailable } from '../../src/profiler/perf.js';
import { startTarget } from '../../src/target/index.js';
import { testApp } from '../helpers/app.js';
import { eventually, readPids } from '../helpers/processes.js';

const whyNot = perfUnavailable();
if (whyNot) console.log(`perf-maps.test.ts skipped: ${whyNot}`);

const perfMap = (pid: number) => `/tmp/perf-${pid}.map`;

/** V8's own logs of these processes in the services' working folder (the test's). */
const v8Logs = (pids: readonly number[]) =>
  readdirSync(process.cwd()).filter((name) =>
    pids.some((pid) => name.startsWith('isolate-0x') && name.endsWith(`-${pid}-v8.log`)),
  );

/**
 * Starts the services as perf-gate does, then waits until each Node process of the start
 * has written its map: the test sees the map exist before it asks that it be gone.
 */
function startAndSeeMaps(pidFile: string, seen: number[]): StartTarget {
  return async (services, options) => {
    const before = readPids(pidFile).length;
    const target = await startTarget(services, options);
    expect(await eventually(() => readPids(pidFile).length > before, 10_000)).toBe(true);
    const started = readPids(pidFile).slice(before);
    expect(await eventually(() => started.every((pid) => existsSync(perfMap(pid))), 10_000)).toBe(
      true,
    );
    seen.push(...started);
    return target;
  };
}

function setup(variantEnv: string) {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-perf-maps-'));
  const pidFile = join(dir, 'pids');
  const config = parseConfigText(
    `
services: [ { name: api, command: "node ${testApp}", env: { PORT: "{port}", PID_FILE: "${pidFile}" }, ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 1s, warmup: 100ms }
baseline: { name: base }
variants: [ { name: again, env: ${variantEnv} } ]
`,
    'test.yml',
  );
  const outputDir = join(dir, '.perf-gate');
  mkdirSync(join(outputDir, 'logs'), { recursive: true });
  return { dir, pidFile, config, outputDir };
}

describe.skipIf(whyNot !== undefined)('perf maps of profiled services', () => {
  it("are removed once the profile is built, and another process's map is left alone", async () => {
    const { config, outputDir, pidFile } = setup('{ X: "1" }');
    // Another program's map, of a PID that is not ours: not to be touched.
    const foreign = perfMap(4_000_000 + process.pid);
    writeFileSync(foreign, '1000 10 someone else\n');
    const seen: number[] = [];
    try {
      const report = await runProfileRounds(
        config,
        { when: 'always', rounds: 1, windowMs: 300, intervalUs: 1000 },
        {
          outputDir,
          logDir: join(outputDir, 'logs'),
          baseEnv: process.env,
          seed: 1,
          startTarget: startAndSeeMaps(pidFile, seen),
          chosen: { variants: ['again'], reason: 'test' },
        },
      );
      expect(report.error).toBeUndefined();
      expect(report.unprofiled).toEqual([]);
      // perf named the JIT's frames from the maps before they went.
      expect(report.artifacts.profiles.length).toBe(2);
      expect(seen).toHaveLength(2);
      for (const pid of seen) expect(perfMapFiles(pid).filter(existsSync)).toEqual([]);
      expect(v8Logs(seen)).toEqual([]);
      expect(existsSync(foreign)).toBe(true);
    } finally {
      rmSync(foreign, { force: true }); // the test's own file, by its name
    }
  }, 60_000);

  it('are removed when the rounds fail part-way (the service crashes in its window)', async () => {
    const { config, outputDir, pidFile } = setup('{ CRASH_AFTER: "20" }');
    const seen: number[] = [];
    const report = await runProfileRounds(
      config,
      { when: 'always', rounds: 2, windowMs: 500, intervalUs: 1000 },
      {
        outputDir,
        logDir: join(outputDir, 'logs'),
        baseEnv: process.env,
        seed: 1,
        startTarget: startAndSeeMaps(pidFile, seen),
        chosen: { variants: ['again'], reason: 'test' },
      },
    );
    expect(report.error).toMatch(/"api".*exited with code 7/);
    // The baseline's start and the variant's, which crashed.
    expect(seen).toHaveLength(2);
    for (const pid of seen) expect(perfMapFiles(pid).filter(existsSync)).toEqual([]);
    expect(v8Logs(seen)).toEqual([]);
  }, 60_000);
});
