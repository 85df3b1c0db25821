/**
 * The open-model engine against a server in its own process that records when each request
 * arrived. The pacing is judged from those arrival times. This machine may be busy (two
 * cores, other jobs beside the tests), so each test asserts a mechanism with a wide margin
 * and prints the exact figures; `npm run bench:load` prints the same figures on a quiet
 * machine against the tighter bounds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runLoad, runRamp, slicedMeasurement } from '../../src/load/trial.js';
import type { LoadSpec } from '../../src/config/types.js';
import { burstShare, gapSpread } from '../../src/stats/pacing.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

interface PacedServer {
  url: string;
  /** Arrival times in ms since the last call, on the server's clock. */
  arrivals(): Promise<number[]>;
}

async function pacedServer(env: Record<string, string> = {}): Promise<PacedServer> {
  const child = spawn(process.execPath, [resolve('__tests__/fixtures/apps/paced.mjs')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const port = await new Promise<number>((ok) =>
    child.stdout!.once('data', (d: Buffer) => ok(Number(String(d).trim()))),
  );
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    arrivals: async () => (await fetch(`${url}arrivals`)).json() as Promise<number[]>,
  };
}

const get = (url: string) => [{ method: 'GET', url, headers: {} }];

describe('open model: pacing, seen from the server', () => {
  it('1,000 req/s for 5 s with constant spacing: every request sent, evenly, no burst at second starts', async () => {
    const server = await pacedServer();
    const m = await runLoad({
      requests: get(server.url),
      connections: 200,
      pipelining: 1,
      rate: 1000,
      durationMs: 5_000,
      timeoutMs: 5_000,
    });
    const arrivals = await server.arrivals();
    const spread = gapSpread(arrivals);
    const burst = burstShare(arrivals);
    console.log(
      `constant 1000 req/s: ${arrivals.length} arrived, achieved ${m.achievedRate!.toFixed(1)} req/s, ` +
        `dropped ${m.dropped}, gap CV (p5–p95) ${spread.cv.toFixed(3)}, ` +
        `first-10ms share: worst second ${(burst.worst * 100).toFixed(1)}%, median ${(burst.median * 100).toFixed(1)}%`,
    );
    // Every scheduled request left or was counted as dropped, never silently skipped; the
    // achieved rate is what the server received. (On a quiet machine nothing is dropped and
    // the rate is exact; `npm run bench:load` prints that, and the gap CV, unasserted here:
    // a busy machine's scheduling hiccups decide them.)
    expect(arrivals.length + m.dropped!).toBe(5000);
    expect(m.achievedRate! * 5).toBe(arrivals.length);
    expect(m.saturated).toBe(m.dropped! > 0);
    // Spread over each second: a burst at each second's start puts most of its requests in
    // the first 10 ms, an even stream 1%. Hiccups move a few percent; 10% is far from both.
    expect(burst.median).toBeLessThan(0.1);
  });

  it('Poisson arrivals: the same mean rate with exponential gaps (CV ≈ 1)', async () => {
    const server = await pacedServer();
    const m = await runLoad({
      requests: get(server.url),
      connections: 200,
      pipelining: 1,
      rate: 500,
      arrival: 'poisson',
      durationMs: 3_000,
      timeoutMs: 5_000,
    });
    const arrivals = await server.arrivals();
    const gaps = arrivals.slice(1).map((t, i) => t - arrivals[i]);
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    const sd = Math.sqrt(gaps.reduce((a, b) => a + (b - mean) ** 2, 0) / gaps.length);
    console.log(
      `poisson 500 req/s: ${arrivals.length} arrived, gap mean ${mean.toFixed(3)} ms, CV ${(sd / mean).toFixed(3)}`,
    );
    // 1,500 expected; a Poisson count has sd √1500 ≈ 39, so ±200 is over 5 sd.
    const scheduled = arrivals.length + m.dropped!;
    expect(scheduled).toBeGreaterThan(1300);
    expect(scheduled).toBeLessThan(1700);
    expect(m.achievedRate! * 3).toBe(arrivals.length);
    // Exponential gaps give a CV of 1 (constant spacing ~0.1 on a quiet machine); a busy
    // machine only adds irregularity, so only the lower bound is safe to assert.
    expect(sd / mean).toBeGreaterThan(0.7);
  });

  it("Poisson arrivals with a round's seed: every variant of the round meets the same arrivals", async () => {
    const server = await pacedServer();
    const scheduled = async (arrivalSeed?: number) => {
      const m = await runLoad({
        requests: get(server.url),
        connections: 200,
        pipelining: 1,
        rate: 300,
        arrival: 'poisson',
        arrivalSeed,
        durationMs: 1_000,
        timeoutMs: 5_000,
      });
      return m.responses + m.dropped!;
    };
    // The same seed: the same requests due, to the one (a Poisson count of 300 has sd 17).
    const [a, b] = [await scheduled(7), await scheduled(7)];
    // Other draws: four counts are all alike by chance in well under one run in a thousand.
    const others = [await scheduled(8), await scheduled(9), await scheduled(), await scheduled()];
    console.log(`poisson 300 req/s for 1 s: seed 7 → ${a}, ${b}; others → ${others.join(', ')}`);
    expect(b).toBe(a);
    expect(new Set([a, ...others]).size).toBeGreaterThan(1);
  });

  it('a ramp-up stage climbs continuously from 0 to the target rate and is not measured', async () => {
    const server = await pacedServer();
    const spec: LoadSpec = {
      requests: get(server.url),
      // As many connections as requests: nothing can be dropped, whatever the machine does.
      connections: 400,
      pipelining: 1,
      rate: 400,
      durationMs: 1_000,
      stages: [{ durationMs: 2_000, rate: 400 }],
      arrival: 'constant',
      timeoutMs: 5_000,
    };
    await runRamp(spec);
    const arrivals = await server.arrivals();
    // ∫ of a linear ramp 0 → 400/s over 2 s: 400 requests, 100 in the first second.
    expect(arrivals.length).toBe(400);
    const first = arrivals[0];
    const inSecond = (s: number) =>
      arrivals.filter((t) => t - first >= s * 1000 && t - first < (s + 1) * 1000).length;
    console.log(`ramp 0 → 400/s over 2 s: ${inSecond(0)} then ${inSecond(1)} requests`);
    // Not a staircase: quarter by quarter, each quarter gets more than the one before.
    const quarters = [0, 1, 2, 3].map(
      (q) => arrivals.filter((t) => Math.floor((t - first) / 500) === q).length,
    );
    expect(inSecond(0)).toBeLessThan(inSecond(1));
    expect(quarters[3]).toBeGreaterThan(quarters[0] * 2);
  });
});

describe('open model in slices', () => {
  it('four 250 ms slices with 200 ms waits run one schedule: no burst of late requests at a slice’s start', async () => {
    const server = await pacedServer();
    const spec: LoadSpec = {
      requests: get(server.url),
      connections: 200,
      pipelining: 1,
      rate: 500,
      durationMs: 1_000,
      stages: [],
      arrival: 'constant',
      timeoutMs: 5_000,
    };
    const measured = slicedMeasurement(spec);
    try {
      for (let i = 0; i < 4; i++) {
        await measured.slice({ durationMs: 250 });
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    } finally {
      await measured.close();
    }
    const m = measured.measurement();
    const arrivals = await server.arrivals();
    // The slices, seen from the server: runs of arrivals separated by the waits, the three
    // longest gaps (500 ms each). A busy machine's stall inside a slice can pass 300 ms (a CI
    // run beside a CPU hog per core, 5 December: [0, 125, 193, 250, 375] by a 300 ms rule)
    // but is no wait: it neither splits a slice here nor hides load sent during a wait.
    const gaps = arrivals.slice(1).map((t, i) => ({ at: i + 1, ms: t - arrivals[i] }));
    const waits = [...gaps].sort((a, b) => b.ms - a.ms).slice(0, 3);
    for (const wait of waits) expect(wait.ms).toBeGreaterThan(300);
    const starts = [0, ...waits.map((wait) => wait.at).sort((a, b) => a - b)];
    const firstTenMs = starts.map(
      (s) => arrivals.filter((t) => t >= arrivals[s] && t < arrivals[s] + 10).length,
    );
    console.log(
      `slices at 500 req/s: ${arrivals.length} arrived, ${m.dropped} dropped, per slice start ${firstTenMs.join(', ')} in the first 10 ms`,
    );
    expect(starts).toHaveLength(4);
    expect(arrivals.length + m.dropped!).toBe(500);
    expect(m.responses + m.errors + m.timeouts).toBe(arrivals.length);
    expect(m.durationSec).toBe(1);
    // An even stream sends 5 in 10 ms; a schedule that counted the 500 ms waited would send
    // the 125 left of the slice at once when it starts; a busy machine's hiccup at a slice's
    // start sends those due during it late, as the open model must: 33 beside a CPU hog per
    // core (a 66 ms stall), so the bound is a stall of 180 ms, under the bug's 125. That no
    // wait is counted is shown exactly on a simulated clock (unit/open-engine.test.ts).
    for (const count of firstTenMs) expect(count).toBeLessThan(90);
  });
});

describe('open model: latency from the scheduled time', () => {
  it('a server that stalls 200 ms once a second at 500 req/s: the open model sees it, a closed loop hides it', async () => {
    const server = await pacedServer({ STALL_MS: '200', STALL_EVERY_MS: '1000' });
    const open = await runLoad({
      requests: get(server.url),
      connections: 300,
      pipelining: 1,
      rate: 500,
      durationMs: 4_000,
      timeoutMs: 5_000,
    });
    const closed = await runLoad({
      requests: get(server.url),
      connections: 10,
      pipelining: 1,
      durationMs: 4_000,
      timeoutMs: 5_000,
    });
    const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
    console.log(
      `stall 200 ms/s — open model at 500 req/s: p50 ${ms(open.latencyUs.p50)}, p99 ${ms(open.latencyUs.p99)} (from the scheduled time); ` +
        `closed loop, 10 connections: p50 ${ms(closed.latencyUs.p50)}, p99 ${ms(closed.latencyUs.p99)}, ${closed.responses} responses`,
    );
    expect(open.latencyFrom).toBe('scheduled');
    expect(closed.latencyFrom).toBe('sent');
    // A fifth of the requests fall due during a stall and wait up to 200 ms for it to end.
    expect(open.latencyUs.p99).toBeGreaterThanOrEqual(100_000);
    expect(open.latencyUs.max).toBeGreaterThanOrEqual(150_000);
    // The closed loop sends nothing while its 10 requests wait, then thousands of fast ones:
    // the stall shrinks to a sliver of its samples (on a quiet machine its p99 is a few ms).
    // Compared at p90: on a machine slow enough to hold the closed loop under ~1,000 req/s, its
    // 40 stalled requests would reach its p99, never its p90 (a tenth of its samples).
    expect(closed.latencyUs.p90).toBeLessThan(open.latencyUs.p90);
  });

  it('requests that fall due while every allowed connection is busy are dropped, counted, and saturate the trial', async () => {
    const server = await pacedServer({ STALL_MS: '200', STALL_EVERY_MS: '1000' });
    const m = await runLoad({
      requests: get(server.url),
      connections: 20,
      pipelining: 1,
      rate: 500,
      durationMs: 2_500,
      timeoutMs: 5_000,
    });
    const arrivals = await server.arrivals();
    console.log(`20 connections through 200 ms stalls at 500 req/s: ${m.dropped} dropped`);
    // A 200 ms stall holds 100 due requests; only 20 connections: the rest is dropped.
    expect(m.dropped).toBeGreaterThan(50);
    expect(m.saturated).toBe(true);
    expect(arrivals.length + m.dropped!).toBe(1250);
    expect(m.responses + m.errors + m.timeouts).toBe(arrivals.length);
  });
});

describe('timeouts below a second', () => {
  it('open model: a 250 ms timeout against a 400 ms endpoint counts every request as a timeout', async () => {
    const server = await pacedServer({ DELAY_MS: '400' });
    const m = await runLoad({
      requests: get(server.url),
      connections: 100,
      pipelining: 1,
      rate: 50,
      durationMs: 1_000,
      timeoutMs: 250,
      objectiveMs: 1_000,
    });
    expect(m.timeouts).toBe(50);
    expect(m.responses).toBe(0);
    expect(m.errorRate).toBe(1);
    expect(m.underObjective).toBe(0);
  });

  it('closed model: a 250 ms timeout cuts each request at 250 ms, not at autocannon’s whole second', async () => {
    const server = await pacedServer({ DELAY_MS: '400' });
    const m = await runLoad({
      requests: get(server.url),
      connections: 4,
      pipelining: 1,
      durationMs: 2_000,
      timeoutMs: 250,
    });
    console.log(`closed, 4 connections, 2 s, 250 ms timeout vs 400 ms: ${m.timeouts} timeouts`);
    expect(m.responses).toBe(0);
    // Cut at 250 ms: about 4 × 2 s / 0.25 s = 32 timeouts; a 1 s timeout would answer every
    // request (400 ms) and count none.
    expect(m.timeouts).toBeGreaterThan(12);
  });
});
