/**
 * Profiling rounds with real processes: a Node app whose variant adds a function of known
 * cost on the request path, profiled as a user's would be — by perf on the CPU clock where
 * perf can run (this machine), by V8's profiler through the preload otherwise. The effect is large (100 µs of CPU on a ~60–100 µs request, over 10 rounds), many times the noise:
 * at 30 µs one run in three beside a CPU hog per core and CI's other lanes listed nothing
 * (the rounds' spread on such a machine put the function inside its bound);
 * that an A/A lists nothing is a statistical claim shown by the seeded simulation in
 * profile.test.ts — here the A/A arm checks the mechanics on the same rounds.
 *
 * The app is started as a user would start it: the preload turns V8's inlining off in
 * profiling rounds (an inlined function's samples count in its caller, so a 30 µs function
 * inlined into the request handler would be named as the handler, in some starts only).
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/index.js';
import { runProfileRounds } from '../../src/experiment/profile-rounds.js';
import { perfUnavailable, startPerfRecord } from '../../src/profiler/perf.js';
import { startTarget } from '../../src/target/index.js';

const app = resolve('__tests__/fixtures/apps/profiled.mjs');

function setup(extra: string) {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-profile-'));
  const config = parseConfigText(
    `
services: [ { name: api, command: "node ${app}", ready: "http://127.0.0.1:{port}/", env: { MARK: "$DIR" } } ]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 1s, warmup: 300ms }
rounds: 5
baseline: { name: base }
variants:
  - { name: same, env: { EXTRA_WORK_US: "0" } }
  - { name: slower, env: { EXTRA_WORK_US: "100", COST_FILE: "$DIR/cost" } }
${extra}`.replaceAll('$DIR', dir),
    'test.yml',
  );
  return { dir, config };
}

/** Processes still running that a test started (their environment holds its MARK). */
function leftRunning(dir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').includes(`MARK=${dir}\0`);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('profiling rounds', () => {
  it('name the added function first, near its cost, the rows adding up to the change; the A/A arm lists nothing; no tooling left behind', async () => {
    const { dir, config } = setup('');
    // perf-gate's tooling goes to the temporary folder: one of the test's own, to look into.
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    const outputDir = join(dir, 'project', '.perf-gate');
    mkdirSync(join(outputDir, 'logs'), { recursive: true });
    const savedTmp = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    const report = await runProfileRounds(
      config,
      { when: 'always', rounds: 10, windowMs: 500, intervalUs: 250 },
      {
        outputDir,
        logDir: join(outputDir, 'logs'),
        baseEnv: process.env,
        seed: 1,
        startTarget,
        chosen: { variants: ['same', 'slower'], reason: 'test' },
      },
    ).finally(() => {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
    });
    expect(report.error).toBeUndefined();
    expect(report.unprofiled).toEqual([]);
    const byPerf = perfUnavailable() === undefined;
    expect(
      report.artifacts.profiles.every((p) => p.endsWith(byPerf ? '.perf.data.txt' : '.cpuprofile')),
    ).toBe(true);
    // Ten asked for; more only while a variant's CPU changed clearly and nothing is listed (the
    // A/A arm, about one run in twenty).
    expect(report.rounds).toBeGreaterThanOrEqual(10);
    expect(report.rounds).toBeLessThanOrEqual(20);
    const [same, slower] = report.tables;
    expect(same.variant).toBe('same');
    expect(same.functions.filter((row) => row.name.startsWith('extraWork'))).toEqual([]);
    const [added] = slower.functions;
    expect(added.name).toMatch(/^extraWork \(.*profiled\.mjs:\d+\)$/);
    // The rows shown and the rest add up to the change in CPU per request.
    const change = slower.variantCpuUs - slower.baselineCpuUs;
    const shown = slower.functions.reduce((sum, row) => sum + row.deltaUs, 0);
    expect(shown + slower.rest!.deltaUs).toBeCloseTo(change, 6);
    // The function holds a large part of the change, and its caller (which did not change)
    // little of it. On perf's CPU clock the caller came out at 0–6% of the change on this
    // machine, beside other engineers' runs; by V8's wall-clock sampler, 16% for a 30 µs
    // function (docs/profiling.md): the bounds are wide for a busy 2-core machine. The
    // function's share is not its Δ against the truth (checked below): in this test's short
    // windows the runtime's rows (the kernel's, pvm_irq_enable first) grow by 40–60 µs per
    // request in the slower arm quiet, at a 250 µs or a 1 ms interval alike, and the share
    // read 0.63, 0.63 and 0.66 (5 December 2026, 22:30 UTC); with the defaults (2 s windows,
    // 1 ms) 0.79, the rest within its noise. In the project's CI beside a CPU hog per core it
    // read 0.41 once (the rest, by the function's bounds below, 140 µs or more; not recorded).
    expect(added.shareOfChange).toBeGreaterThan(0.25);
    const caller = slower.functions.find((row) => row.name.startsWith('handle '));
    expect(Math.abs(caller?.shareOfChange ?? 0)).toBeLessThan(byPerf ? 0.15 : 0.3);
    // Its known cost: the CPU of a call as the app timed it (its main thread, calls back to
    // back), at start-up and right after its window, averaged over the variant's starts.
    const perStart = readFileSync(join(dir, 'cost'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => Number(line.split(' ')[0]));
    const known = perStart.reduce((a, b) => a + b, 0) / perStart.length;
    // Against that CPU truth the real runs came out at 0.97 of it by V8's profiler
    // (docs/profiling.md has the figures of several runs); within 30% is many times the noise
    // only in the seeded simulation (profile.test.ts): beside a CPU hog per core this row's
    // noise bound is about half its Δ, so a real run is held to within half of it below;
    // above, to three times it: in .ci/run's lanes beside a CPU hog per core one run read
    // 1.56 of it (16:00 UTC, 1 December 2026; a wall-clock sampler on a preempted thread).
    expect(added.deltaUs).toBeGreaterThan(known * 0.5);
    expect(added.deltaUs).toBeLessThan(known * 3);
    // The artifacts: raw profiles DevTools or speedscope load, a flame graph per variant, the table.
    expect(report.artifacts.profiles.length).toBeGreaterThanOrEqual(30);
    const raw = readFileSync(join(outputDir, report.artifacts.profiles[0]), 'utf8');
    if (byPerf) expect(raw).toMatch(/^\S+\s+\d+\/\d+\s+[\d.]+: +[\d ]*cpu-clock/m);
    else
      expect(JSON.parse(raw)).toMatchObject({
        nodes: expect.any(Array),
        samples: expect.any(Array),
      });
    expect(readFileSync(join(outputDir, report.artifacts.flameGraphs.slower), 'utf8')).toMatch(
      /^<svg[^]*extraWork[^]*<\/svg>\n$/,
    );
    expect(existsSync(join(outputDir, report.artifacts.table))).toBe(true);
    expect(leftRunning(dir)).toEqual([]);
    // Nothing of perf-gate's tooling is left: in the project's folder only the artifacts and
    // the logs; the folder the services were given is gone, and nothing else in the temporary folder.
    const files = readdirSync(join(dir, 'project'), { recursive: true, encoding: 'utf8' });
    const tooling = files.filter(
      (f) =>
        !/^\.perf-gate(\/(logs(\/.*\.log)?|profiles(\/(profile-\d+-\w+\.api\.(\d+\.cpuprofile|perf\.data\.txt)|\w+\.diff\.svg|where-the-time-went\.json))?))?$/.test(
          f,
        ),
    );
    expect(tooling).toEqual([]);
    const given = readdirSync(join(outputDir, 'logs'))
      .map(
        (log) =>
          /profiling tooling folder: (\S+)/.exec(
            readFileSync(join(outputDir, 'logs', log), 'utf8'),
          )?.[1],
      )
      .filter((folder) => folder !== undefined);
    expect(given.length).toBeGreaterThanOrEqual(30);
    for (const folder of given) {
      expect(folder.startsWith(`${tmp}/`)).toBe(true);
      expect(existsSync(folder)).toBe(false);
    }
    expect(readdirSync(tmp)).toEqual([]);
    console.log(
      JSON.stringify({
        known,
        sampler: byPerf ? 'perf' : 'v8',
        same: same.functions,
        slower: slower.functions.slice(0, 3),
        rest: slower.rest,
        caller,
        wallMs: report.wallMs,
        cpu: [slower.baselineCpuUs, slower.variantCpuUs],
      }),
    );
    // 30 apps started, each warmed and profiled: 225–266 s in .ci/run beside a CPU hog per
    // core (2 December 2026), where 240 s once cut it short. Windows of 500 ms, not 1 s
    // (5 December): the file's CPU 110 → 85 s quiet; the function's share of the change read
    // 0.59–0.66 quiet, 0.95 and 0.41 beside a CPU hog per core (see its bound above).
  }, 420_000);

  it('leaves no tooling behind when the rounds fail', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-profile-'));
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    const config = parseConfigText(
      `
services: [ { name: api, command: "node -e 'process.exit(3)'", ready: "http://127.0.0.1:{port}/", env: { MARK: "${dir}" } } ]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 1s, warmup: 0 }
baseline: { name: base }
variants: [ { name: again, env: { X: "1" } } ]
`,
      'test.yml',
    );
    mkdirSync(join(dir, '.perf-gate', 'logs'), { recursive: true });
    const savedTmp = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    const report = await runProfileRounds(
      config,
      { when: 'always', rounds: 2, windowMs: 300, intervalUs: 1000 },
      {
        outputDir: join(dir, '.perf-gate'),
        logDir: join(dir, '.perf-gate', 'logs'),
        baseEnv: process.env,
        seed: 1,
        startTarget,
        chosen: { variants: ['again'], reason: 'test' },
      },
    ).finally(() => {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
    });
    expect(report.error).toMatch(/api/);
    expect(readdirSync(tmp)).toEqual([]);
    expect(
      readdirSync(join(dir, '.perf-gate'), { recursive: true, encoding: 'utf8' }).filter(
        (f) => !/^(logs|profiles)(\/.*\.(log|json))?$/.test(f),
      ),
    ).toEqual([]);
    expect(leftRunning(dir)).toEqual([]);
  });

  // A service that is not Node: python's http.server.
  const python = (dir: string) =>
    parseConfigText(
      `
services: [ { name: py, command: "python3 -m http.server {port} --bind 127.0.0.1", ready: "http://127.0.0.1:{port}/", env: { MARK: "${dir}" } } ]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 1s, warmup: 0 }
baseline: { name: base }
variants: [ { name: again, env: { X: "1" } } ]
`,
      'test.yml',
    );

  it("stops where the run's budget ends, and says so", async () => {
    // Profiling ran after the gate whatever the budget: a 2m run took 2m17s.
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-profile-'));
    const run = (deadline: number, armMs: number, windowMs = 300) =>
      runProfileRounds(
        python(dir),
        { when: 'always', rounds: 3, windowMs, intervalUs: 1000 },
        {
          outputDir: dir,
          logDir: dir,
          baseEnv: process.env,
          seed: 1,
          startTarget,
          chosen: { variants: ['again'], reason: 'test' },
          perfUnavailable: () => 'not this test',
          budget: { deadline, armMs, text: '2m' },
        },
      );
    // No time left: no round starts.
    const none = await run(Date.now() + 1_000, 60_000);
    expect(none.rounds).toBe(0);
    expect(none.error).toBe(
      'the budget (2m) had no time left for profiling after the measured rounds; a longer budget leaves room for it',
    );
    // A profiled window longer than the measured trials' (1 s here): the first round is timed
    // at the trials' pace with its window swapped, 0.5 − 1 + 3 s an arm, past a 2.5 s budget.
    const long = await run(Date.now() + 2_500, 500, 3_000);
    expect(long.rounds).toBe(0);
    // Room for the first round only: two 300 ms windows and two starts outlast the second.
    const one = await run(Date.now() + 1_000, 0);
    expect(one.rounds).toBe(1);
    expect(one.error).toBe('the budget (2m) left room for 1 of 3 profiling rounds');
    expect(leftRunning(dir)).toEqual([]);
  });

  it('names a service it cannot profile and why; the rest runs and nothing is left running', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-profile-'));
    const report = await runProfileRounds(
      python(dir),
      { when: 'always', rounds: 2, windowMs: 300, intervalUs: 250 },
      {
        outputDir: dir,
        logDir: dir,
        baseEnv: process.env,
        seed: 1,
        startTarget,
        chosen: { variants: ['again'], reason: 'test' },
        perfUnavailable: () =>
          'Linux perf is not installed (on ubuntu-latest: sudo apt-get install -y linux-tools-common linux-tools-$(uname -r))',
      },
    );
    expect(report.error).toBeUndefined();
    expect(report.rounds).toBe(2);
    expect(report.tables).toEqual([]);
    expect(report.unprofiled).toEqual([
      '"py": not a Node process, and Linux perf is not installed (on ubuntu-latest: sudo apt-get install -y linux-tools-common linux-tools-$(uname -r))',
    ]);
    expect(leftRunning(dir)).toEqual([]);
  });

  it.skipIf(perfUnavailable() !== undefined)(
    'profiles a service that is not Node with perf record',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'perf-gate-profile-'));
      const report = await runProfileRounds(
        python(dir),
        { when: 'always', rounds: 2, windowMs: 500, intervalUs: 250 },
        {
          outputDir: dir,
          logDir: dir,
          baseEnv: process.env,
          seed: 1,
          startTarget,
          chosen: { variants: ['again'], reason: 'test' },
        },
      );
      expect(report.error).toBeUndefined();
      expect(report.unprofiled).toEqual([]);
      expect(report.tables[0].baselineCpuUs).toBeGreaterThan(0);
      expect(report.artifacts.profiles.every((p) => p.endsWith('.perf.data.txt'))).toBe(true);
      const all = JSON.parse(readFileSync(join(dir, report.artifacts.table), 'utf8'));
      // The interpreter's frames are named by perf and grouped under its library or the runtime.
      expect(all.tables[0].functions.length).toBeGreaterThan(5);
      expect(leftRunning(dir)).toEqual([]);
    },
    // Four python starts and four perf starts (1.3 s each beside a busy neighbour) and perf script.
    180_000,
  );
});

describe('perf record', () => {
  it('a perf too old for a start on acknowledgement says which version is needed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-perf-'));
    // What perf 5.4 prints for a switch it does not know, then its usage.
    writeFileSync(
      join(dir, 'perf'),
      [
        '#!/bin/sh',
        "cat >&2 <<'EOF'",
        "  Error: unknown switch `D'",
        '',
        ' Usage: perf record [<options>] [<command>]',
        'EOF',
        'exit 129',
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
    const path = process.env.PATH;
    process.env.PATH = `${dir}:${path}`;
    try {
      await expect(startPerfRecord([process.pid], join(dir, 'x.data'))).rejects.toThrow(
        "perf record failed (exit 129): Error: unknown switch `D'; perf-gate needs perf 5.10 or later (-D -1 and --control)",
      );
    } finally {
      process.env.PATH = path;
    }
  });

  it.skipIf(perfUnavailable() !== undefined)(
    'a window with no sample says so, with what perf said, instead of an empty table',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'perf-gate-perf-'));
      // A process that never runs in the window: perf attaches, and nothing is sampled.
      const idle = spawn('sleep', ['30'], { stdio: 'ignore' });
      try {
        const recording = await startPerfRecord([idle.pid!], join(dir, 'idle.perf.data'));
        await expect(recording.stop()).rejects.toThrow(
          `perf recorded no sample of pids ${idle.pid} in the window`,
        );
      } finally {
        idle.kill('SIGKILL');
      }
    },
  );
});
