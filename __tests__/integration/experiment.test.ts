/** The run stage with real services: free ports via {port}, lifecycles, failed trials. */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/index.js';
import { bindPorts } from '../../src/config/ports.js';
import { makePlan } from '../../src/experiment/plan.js';
import { runExperiment, type SliceRecord } from '../../src/experiment/run.js';
import { isAlive, readPids, startForeignHog } from '../helpers/processes.js';
import { startTarget } from '../../src/target/index.js';

const app = resolve('__tests__/fixtures/apps/app.mjs');

function setup(yaml: string) {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-run-'));
  const config = parseConfigText(yaml.replaceAll('$APP', app).replaceAll('$DIR', dir), 'test.yml');
  return { dir, config };
}

describe('{port} placeholders', () => {
  it('bind a free port per service; load URLs mean the front end, {port:name} a named one', () => {
    const { config } = setup(`
services:
  - { name: back, command: "node $APP --port {port}", ready: "http://127.0.0.1:{port}/health" }
  - { name: front, command: node $APP, env: { BACKEND: "http://127.0.0.1:{port:back}/", LISTEN: "{port}" }, ready: { tcp: "{port}" } }
load: { url: "http://127.0.0.1:{port}/orders" }
setup: [ { request: "GET http://127.0.0.1:{port:back}/reset" } ]
baseline: { name: a, env: { X: "1" } }
variants: [ { name: b, env: { X: "2" } } ]
`);
    const bound = bindPorts(
      config.variants[1],
      new Map([
        ['back', 4001],
        ['front', 4002],
      ]),
    );
    const [back, front] = bound.services;
    expect(back.command).toBe(`node ${app} --port 4001`);
    expect(back.env.PORT).toBe('4001');
    expect(back.ready).toMatchObject({ kind: 'http', url: 'http://127.0.0.1:4001/health' });
    expect(front.env).toEqual({
      BACKEND: 'http://127.0.0.1:4001/',
      LISTEN: '4002',
      PORT: '4002',
      X: '2',
    });
    expect(front.ready).toMatchObject({ kind: 'tcp', port: 4002 });
    expect(bound.load.requests[0].url).toBe('http://127.0.0.1:4002/orders');
    expect(bound.setup[0]).toMatchObject({ request: { url: 'http://127.0.0.1:4001/reset' } });
  });

  it('run two services on free ports, fresh for every trial, and stop them all', async () => {
    const { dir, config } = setup(`
services:
  - { name: back, command: node $APP, env: { PID_FILE: "$DIR/pids" }, ready: "http://127.0.0.1:{port}/health" }
  - name: front
    command: node $APP
    env: { PID_FILE: "$DIR/pids", REQUIRE_BACKEND: "http://127.0.0.1:{port:back}/health" }
    ready: "http://127.0.0.1:{port}/health"
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 300ms, warmup: 100ms }
rounds: 2
baseline: { name: a, env: { DELAY_MS: "0" } }
variants: [ { name: b, env: { DELAY_MS: "1" } } ]
`);
    const trials = await runExperiment(config, makePlan(config, 1), {
      logDir: dir,
      baseEnv: process.env,
      startTarget,
    });
    expect(trials.map((t) => (t.status === 'failed' ? t.error : t.status))).toEqual(
      Array(4).fill('measured'),
    );
    const pids = readPids(join(dir, 'pids'));
    expect(pids).toHaveLength(8); // 4 trials × 2 services
    expect(pids.filter(isAlive)).toEqual([]);
  }, 60_000);
});

describe('lifecycles and failed trials', () => {
  it('shared: one app serves every variant; setup runs before every trial', async () => {
    const { dir, config } = setup(`
services: [ { name: app, command: node $APP, env: { PID_FILE: "$DIR/pids", NEEDS_SETUP: "1" }, ready: "http://127.0.0.1:{port}/health" } ]
setup: [ { request: "GET http://127.0.0.1:{port}/setup" } ]
load: { connections: 1, requests: 50, warmup: { requests: 5 } }
rounds: 3
baseline: { name: simple, load: { url: "http://127.0.0.1:{port}/simple" } }
variants: [ { name: other, load: { url: "http://127.0.0.1:{port}/other" } } ]
`);
    expect(config.lifecycle).toBe('shared');
    const trials = await runExperiment(config, makePlan(config, 2), {
      logDir: dir,
      baseEnv: process.env,
      startTarget,
    });
    expect(trials.map((t) => t.status === 'measured' && t.measurement.successes)).toEqual(
      Array(trials.length).fill(50),
    );
    expect(readPids(join(dir, 'pids'))).toHaveLength(1);
    expect(readPids(join(dir, 'pids')).filter(isAlive)).toEqual([]);
  }, 30_000);

  it('a variant whose app dies mid-trial gets failed trials with the reason, the others go on', async () => {
    const { dir, config } = setup(`
services: [ { name: app, command: node $APP, env: { PID_FILE: "$DIR/pids" }, ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 400ms, warmup: { requests: 1 } }
rounds: 2
baseline: { name: stable, env: { MODE: "stable" } }
variants: [ { name: crashy, env: { CRASH_AFTER: "20" } } ]
`);
    // With the settling turn the app dies in it; without, in a measured slice: either way
    // the trial fails, saying why.
    for (const settlingTurn of [true, false]) {
      const trials = await runExperiment(config, makePlan(config, 3), {
        logDir: dir,
        baseEnv: process.env,
        startTarget,
        settlingTurn,
      });
      const crashy = trials.filter((t) => t.variant === 'crashy');
      for (const t of crashy) {
        expect(t.status).toBe('failed');
        expect(t.status === 'failed' && t.error).toMatch(/exited with code 7 during the trial/);
      }
      expect(trials.filter((t) => t.variant === 'stable').map((t) => t.status)).toEqual([
        'measured',
        'measured',
      ]);
    }
    expect(readPids(join(dir, 'pids')).filter(isAlive)).toEqual([]);
  }, 60_000);
});

describe('setup runs right before the measured window', () => {
  // Seed 003's shape: /setup gives a table that holds 12,000 writes (507 past it); the fast
  // endpoint's 1 s warm-up alone can write more than the 2,000 the measured run leaves.
  // Run before the warm-up (the old order), the fast endpoint measured 10,000 × 507.
  it('a bounded counter reset by setup: every measured trial of both endpoints answers without error', async () => {
    const server = resolve('examples/setup-and-endpoints/server.mjs');
    const { dir, config } = setup(`
services: [ { name: app, command: node ${server}, ready: "http://127.0.0.1:{port}/health" } ]
setup: [ { request: "GET http://127.0.0.1:{port}/setup" } ]
load: { connections: 100, requests: 10000 }
rounds: 2
warmup: 0
baseline: { name: simple, load: { url: "http://127.0.0.1:{port}/simple", requests: 2000 } }
variants: [ { name: actor, load: { url: "http://127.0.0.1:{port}/orleans" } } ]
`);
    // The actor's warm-up and window write more than the 12,000 rows the table holds, so its
    // trials pass only if setup ran after the warm-up; /simple writes one row per millisecond,
    // so it gets a short window that keeps the test quick.
    expect(config.variants[1].load.warmup).toEqual({ durationMs: 1_000 });
    const trials = await runExperiment(config, makePlan(config, 7), {
      logDir: dir,
      baseEnv: process.env,
      startTarget,
    });
    expect(trials).toHaveLength(4);
    for (const trial of trials) {
      expect(trial.status, trial.status === 'failed' ? trial.error : '').toBe('measured');
      expect(trial.measurement!.statusCodes, trial.variant).toEqual({
        200: trial.variant === 'simple' ? 2_000 : 10_000,
      });
      expect(trial.measurement!.errorRate).toBe(0);
    }
    const first = readdirSync(dir).find((f) => f.startsWith('000-') && f.endsWith('.setup.log'));
    const log = readFileSync(join(dir, first!), 'utf8');
    expect(log).toMatch(
      /setup\[0\] \(GET http:\/\/127\.0\.0\.1:\d+\/setup\) after the warm-up, right before the measured window/,
    );
    expect(log).toMatch(/setup\[0\] answered 200/);
  }, 120_000);

  it('`when` places each step before the warm-up, after it, or both; without a warm-up every step runs once', async () => {
    const { dir, config } = setup(`
services: [ { name: app, command: node $APP, ready: "http://127.0.0.1:{port}/health" } ]
setup:
  - { run: "echo measure >> $DIR/order" }
  - { run: "echo warmup >> $DIR/order", when: warmup }
  - { run: "echo both >> $DIR/order", when: both }
load: { url: "http://127.0.0.1:{port}/", connections: 1, requests: 5, warmup: { requests: 3 } }
rounds: 2
warmup: 0
baseline: { name: a, env: { X: "1" } }
variants: [ { name: b, env: { X: "2" } } ]
`);
    await runExperiment(config, makePlan(config, 1), {
      logDir: dir,
      baseEnv: process.env,
      startTarget,
    });
    const perTrial = ['warmup', 'both', 'measure', 'both'];
    expect(readFileSync(join(dir, 'order'), 'utf8').split('\n').filter(Boolean)).toEqual([
      ...perTrial,
      ...perTrial,
      ...perTrial,
      ...perTrial,
    ]);
    const once = setup(`
services: [ { name: app, command: node $APP, ready: "http://127.0.0.1:{port}/health" } ]
setup:
  - { run: "echo measure >> $DIR/order" }
  - { run: "echo warmup >> $DIR/order", when: warmup }
  - { run: "echo both >> $DIR/order", when: both }
load: { url: "http://127.0.0.1:{port}/", connections: 1, requests: 5, warmup: 0s }
rounds: 2
warmup: 0
baseline: { name: a, env: { X: "1" } }
variants: [ { name: b, env: { X: "2" } } ]
`);
    await runExperiment(once.config, makePlan(once.config, 1), {
      logDir: once.dir,
      baseEnv: process.env,
      startTarget,
    });
    expect(readFileSync(join(once.dir, 'order'), 'utf8').split('\n').filter(Boolean)).toEqual(
      Array(4).fill(['measure', 'warmup', 'both']).flat(),
    );
  }, 60_000);
});

describe('re-running rounds disturbed by foreign load', () => {
  it('runs a disturbed round again whole, in a new order, at most `reruns` times, and keeps the replaced trials out of the statistics', async () => {
    const { summarize } = await import('../../src/stats/index.js');
    const { rerunOrder } = await import('../../src/experiment/plan.js');
    const { dir, config } = setup(`
services: [ { name: app, command: node $APP, ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 400ms, warmup: { requests: 1 } }
rounds: 2
reruns: 1
baseline: { name: a, env: { X: "1" } }
variants: [ { name: b, env: { X: "2" } } ]
`);
    // Two CPU hogs outside perf-gate's tree, beside the whole run, keep both cores busy:
    // every round is disturbed, so the one re-run goes to the first round and the rest are
    // kept (and flagged in the report).
    const hogs = [startForeignHog(20), startForeignHog(20)];
    try {
      const plan = makePlan(config, 5);
      const trials = await runExperiment(config, plan, {
        logDir: dir,
        baseEnv: process.env,
        startTarget,
      });
      expect(trials).toHaveLength(6);
      expect(trials.map((t) => t.sequence)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(trials.map((t) => t.status === 'replaced')).toEqual([
        true,
        true,
        false,
        false,
        false,
        false,
      ]);
      const first = trials[0];
      expect(
        first.status === 'replaced' && first.disturbances.some((r) => /foreign load/.test(r)),
      ).toBe(true);
      expect(trials.slice(0, 4).map((t) => t.round)).toEqual([0, 0, 0, 0]);
      // The re-run's order comes from its own seeded stream, not the first attempt's.
      const names = config.variants.map((v) => v.name);
      expect(trials.slice(2, 4).map((t) => t.variant)).toEqual(
        rerunOrder(5, 0, 1, 2).map((i) => names[i]),
      );
      expect(summarize(trials, names).map((s) => s.trials)).toEqual([2, 2]);
    } finally {
      for (const pid of hogs) process.kill(pid, 'SIGKILL');
    }
  }, 40_000);
});

describe('sequential rounds', () => {
  it('asks after every complete measured round whether to go on, and stops when told', async () => {
    const { dir, config } = setup(`
services: [ { name: app, command: node $APP, ready: "http://127.0.0.1:{port}/health" } ]
load: { connections: 1, requests: 20, warmup: { requests: 1 } }
rounds: 6
warmup: 1
baseline: { name: simple, load: { url: "http://127.0.0.1:{port}/simple" } }
variants: [ { name: other, load: { url: "http://127.0.0.1:{port}/other" } } ]
`);
    const asked: [number, number][] = [];
    const kept: [number, number][] = [];
    const trials = await runExperiment(config, makePlan(config, 4), {
      logDir: dir,
      baseEnv: process.env,
      startTarget,
      stopAfterRound: (sofar, rounds) => {
        asked.push([rounds, sofar.filter((t) => !t.warmup).length]);
        return rounds === 2;
      },
      afterRound: (sofar, rounds) => kept.push([rounds, sofar.filter((t) => !t.warmup).length]),
    });
    // The progress hears of every kept measured round, the last one included.
    expect(kept).toEqual([
      [1, 2],
      [2, 4],
    ]);
    // The warm-up round is not asked about; the run ends after the second measured round.
    expect(asked).toEqual([
      [1, 2],
      [2, 4],
    ]);
    expect(trials.filter((t) => !t.warmup).map((t) => t.round)).toEqual([0, 0, 1, 1]);
  }, 30_000);
});

describe('slices: the variants of a round take turns', () => {
  /** A burst of requests: when it started and ended (ms), and how many requests it held. */
  type Burst = [start: number, end: number, count: number];
  /** Each process's bursts of requests, from the app's BURSTS_FILE. */
  function burstsByProcess(file: string): Map<number, Burst[]> {
    const byPid = new Map<number, Burst[]>();
    for (const line of readFileSync(file, 'utf8').trim().split('\n')) {
      const [pid, start, end, count] = line.split(' ').map(Number);
      byPid.set(pid, [...(byPid.get(pid) ?? []), [start, end, count]]);
    }
    return byPid;
  }
  /** Processes whose bursts fall between another process's first and last burst. */
  const interleaved = (byPid: Map<number, Burst[]>) =>
    [...byPid].filter(([pid, own]) =>
      [...byPid].some(
        ([other, theirs]) =>
          other !== pid && theirs.some(([start]) => start > own[0][0] && start < own.at(-1)![1]),
      ),
    ).length;

  const yaml = (slice: string) => `
services: [ { name: app, command: node $APP, env: { PID_FILE: "$DIR/pids", BURSTS_FILE: "$DIR/bursts", DELAY_MS: "1" }, ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 1s, warmup: 200ms }
rounds: 2
slice: ${slice}
baseline: { name: a, env: { X: "a" } }
variants: [ { name: b, env: { X: "b" } } ]
`;

  it('both apps run for the round and the load reaches them in turns; each trial gets its whole window', async () => {
    const { dir, config } = setup(yaml('250ms'));
    expect(config.sliceMs).toBe(250);
    const trials = await runExperiment(config, makePlan(config, 4), {
      logDir: dir,
      baseEnv: process.env,
      startTarget,
    });
    expect(trials.map((t) => t.status)).toEqual(Array(4).fill('measured'));
    for (const t of trials) {
      // Its 1 s of slices, each ending once its last request in flight is answered (~1 ms).
      expect(t.measurement!.durationSec).toBeGreaterThanOrEqual(1);
      expect(t.measurement!.durationSec).toBeLessThan(1.5);
      expect(t.measurement!.perSecond).toHaveLength(1);
      expect(t.measurement!.resources?.targetCpuUs ?? 1).toBeGreaterThan(0);
    }
    expect(readPids(join(dir, 'pids')).filter(isAlive)).toEqual([]);
    const byPid = burstsByProcess(join(dir, 'bursts'));
    expect(byPid.size).toBe(4); // an app per variant per round
    // No two apps were loaded at once: one's bursts never overlap another's.
    const all = [...byPid].flatMap(([pid, bursts]) => bursts.map((b) => ({ pid, b })));
    all.sort((x, y) => x.b[0] - y.b[0]);
    for (let i = 1; i < all.length; i++) expect(all[i].b[0]).toBeGreaterThan(all[i - 1].b[1]);
    // Every app was loaded in turns with the other app of its round, several times.
    for (const bursts of byPid.values()) expect(bursts.length).toBeGreaterThanOrEqual(3);
    expect(interleaved(byPid)).toBe(4);
  }, 60_000);

  it('a request count is split into shares that the variants take in turns; each trial gets its whole count', async () => {
    const { dir, config } = setup(
      yaml('250ms').replace('duration: 1s, warmup: 200ms', 'requests: 800, warmup: 200ms'),
    );
    expect(config.sliceMs).toBe(250);
    const slices: SliceRecord[] = [];
    const trials = await runExperiment(config, makePlan(config, 4), {
      logDir: dir,
      baseEnv: process.env,
      startTarget,
      onSlice: (s) => slices.push(s),
    });
    expect(trials.map((t) => t.status)).toEqual(Array(4).fill('measured'));
    // Every request answered and counted, none cut off at a slice's end.
    for (const t of trials) expect(t.measurement!.responses).toBe(800);
    // Each slice's own record (the noise benchmark's): a trial's slices, numbered in turn,
    // hold its responses between them, one after the other in time.
    for (const t of trials) {
      const own = slices.filter((s) => s.sequence === t.sequence);
      expect(own.map((s) => s.index)).toEqual(own.map((_, i) => i));
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.reduce((n, s) => n + s.responses, 0)).toBe(800);
      // Latencies are kept only when asked for (a benchmark's): not on every run's hot path.
      for (const s of own) expect(s.latenciesUs).toBeUndefined();
      for (const [i, s] of own.entries()) {
        expect(s.endedAtMs).toBeGreaterThan(s.startedAtMs);
        if (i > 0) expect(s.startedAtMs).toBeGreaterThan(own[i - 1].endedAtMs);
      }
    }
    const byPid = burstsByProcess(join(dir, 'bursts'));
    expect(byPid.size).toBe(4);
    for (const bursts of byPid.values()) expect(bursts.length).toBeGreaterThanOrEqual(2);
    expect(interleaved(byPid)).toBe(4);
  }, 60_000);

  it("a round's settling turn is a share of load each app gets and no trial counts; none without a warm-up", async () => {
    const received = async (warmup: string, settlingTurn: boolean) => {
      const { dir, config } = setup(
        yaml('250ms').replace('duration: 1s, warmup: 200ms', `requests: 300, warmup: ${warmup}`),
      );
      const trials = await runExperiment(config, makePlan(config, 4), {
        logDir: dir,
        baseEnv: process.env,
        startTarget,
        settlingTurn,
      });
      expect(trials.map((t) => t.status)).toEqual(Array(4).fill('measured'));
      for (const t of trials) expect(t.measurement!.responses).toBe(300);
      const byPid = burstsByProcess(join(dir, 'bursts'));
      expect(byPid.size).toBe(4);
      const requests = (bursts: Burst[]) => bursts.reduce((n, [, , count]) => n + count, 0);
      return [...byPid.values()].map(requests);
    };
    // Five warm-up requests, then the measured 300 in shares: without the settling turn each
    // app receives exactly that; with it, one more share (at most half of 300: a round takes
    // two slices at least), which no trial counted.
    expect(await received('{ requests: 5 }', false)).toEqual([305, 305, 305, 305]);
    for (const n of await received('{ requests: 5 }', true)) {
      expect(n).toBeGreaterThan(305);
      expect(n).toBeLessThanOrEqual(305 + 150);
    }
    // No warm-up asks for the first requests to meet the app cold: no settling turn either.
    expect(await received('0', true)).toEqual([300, 300, 300, 300]);
  }, 90_000);

  it('a variant that cannot start beside the others stops the run, saying slice: off would keep them apart', async () => {
    const { dir, config } = setup(`
services: [ { name: app, command: node $APP, env: { PID_FILE: "$DIR/pids" }, ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 2s, warmup: 100ms }
rounds: 2
baseline: { name: a, env: { X: "a" } }
variants: [ { name: b, env: { EXIT_AT_ONCE: "3" } } ]
`);
    // A seed whose first round starts the baseline first, so b starts beside it.
    const seed = [1, 2, 3, 4, 5, 6].find((s) => makePlan(config, s).trials[0].variant === 0)!;
    const run = runExperiment(config, makePlan(config, seed), {
      logDir: dir,
      baseEnv: process.env,
      startTarget,
    });
    await expect(run).rejects.toThrow(
      /The services of "a" were running beside it \(slice: 100ms, the variants of a round take turns\)[^]*set slice: off/,
    );
    expect(readPids(join(dir, 'pids')).filter(isAlive)).toEqual([]);
  }, 60_000);

  it('with slice: off each trial runs whole, its app started for it', async () => {
    const { dir, config } = setup(yaml('off'));
    expect(config.sliceMs).toBeUndefined();
    const slices: SliceRecord[] = [];
    const trials = await runExperiment(config, makePlan(config, 4), {
      logDir: dir,
      baseEnv: process.env,
      startTarget,
      onSlice: (s) => slices.push(s),
      sliceLatencies: true,
    });
    expect(trials.map((t) => t.status)).toEqual(Array(4).fill('measured'));
    expect(interleaved(burstsByProcess(join(dir, 'bursts')))).toBe(0);
    // A whole trial's window comes as its one slice, with every response.
    expect(slices.map((s) => [s.sequence, s.index])).toEqual(trials.map((t) => [t.sequence, 0]));
    for (const [i, t] of trials.entries()) {
      expect(slices[i].responses).toBe(t.measurement!.responses);
      expect(slices[i].latenciesUs).toHaveLength(t.measurement!.responses);
    }
  }, 60_000);
});
