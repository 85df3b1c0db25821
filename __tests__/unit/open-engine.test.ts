/**
 * The open-model engine's bookkeeping on a simulated clock: when each request leaves, what
 * is dropped, and where its latency starts. The simulation replaces only the clock, the
 * pacer's wake-ups and the server's answers, so these checks are exact and do not depend on
 * how busy the machine is; `open-model.test.ts` runs the same engine over real sockets.
 */
import { describe, expect, it } from 'vitest';
import {
  feedOpen,
  openSlices,
  runOpen,
  type OpenRun,
  type OpenWorld,
} from '../../src/load/open.js';
import { Tally } from '../../src/load/tally.js';
import { dueTimes } from '../../src/load/schedule.js';
import { seededRandom } from '../../src/model/random.js';
import { arrivalSeedOf, profilingArrivalSeedOf } from '../../src/experiment/run-context.js';
import { shardSeed } from '../../src/experiment/shard.js';

interface Simulation {
  world: OpenWorld;
  /** When each request left, in ms on the simulated clock. */
  sends: number[];
  /** The index the engine passed with each request (which of the configured requests). */
  indices: number[];
  /** Lets `ms` of simulated time pass with the engine idle (another variant's slice). */
  idle(ms: number): Promise<void>;
  /** How many times the pacer and the client were closed. */
  closes: { pacer: number; client: number };
}

/**
 * A world on a virtual clock whose events run in time order. The pacer wakes `lateMs(at)`
 * after the time asked (a descheduled process), and a request sent at t is answered at
 * `answerAt(t)`.
 */
function simulate(answerAt: (sentAt: number) => number, lateMs = (_at: number) => 0): Simulation {
  let clock = 0;
  let order = 0;
  let draining = false;
  const events: { at: number; order: number; run: () => void }[] = [];
  const drain = () => {
    while (events.length) {
      const event = events.shift()!;
      clock = Math.max(clock, event.at);
      event.run();
    }
    draining = false;
  };
  const at = (time: number, run: () => void) => {
    const event = { at: time, order: order++, run };
    let i = events.length;
    while (i > 0 && events[i - 1].at > time) i--;
    events.splice(i, 0, event);
    if (!draining) {
      draining = true;
      setImmediate(drain);
    }
  };
  const sends: number[] = [];
  const indices: number[] = [];
  const closes = { pacer: 0, client: 0 };
  return {
    sends,
    indices,
    closes,
    idle: (ms) => new Promise((resolve) => at(clock + ms, resolve)),
    world: {
      now: () => clock,
      pacer: {
        wakeAt: (time, then) => at(time + lateMs(time), then),
        idle: () => {},
        close: () => void closes.pacer++,
      },
      client: {
        send: (request, done) => {
          sends.push(clock);
          indices.push(request);
          at(answerAt(clock), () => done({ kind: 'response', statusCode: 200, bytes: 2 }));
        },
        close: async () => void closes.client++,
      },
    },
  };
}

const plateau = (rate: number, durationMs: number): Pick<OpenRun, 'segment' | 'arrival'> => ({
  segment: { durationMs, fromRate: rate, toRate: rate },
  arrival: 'constant',
});
const base = {
  requests: [{ method: 'GET', url: 'http://127.0.0.1:1/', headers: {} }],
  maxConnections: 300,
  timeoutMs: 5_000,
};
/** The engine starts its schedule 5 ms after it starts. */
const LEAD_MS = 5;
/** The simulated server answers 0.2 ms after a request arrives, outside a stall. */
const quick = (t: number) => t + 0.2;
/** HDR histogram with 3 significant digits: a value is within 0.1%. */
const near = (us: number, expected: number) =>
  expect(Math.abs(us - expected)).toBeLessThan(expected * 0.001 + 1);

describe('open engine on a simulated clock', () => {
  it('sends every request exactly at its due time, evenly, and times it from then', async () => {
    const { world, sends } = simulate(quick);
    const m = await runOpen({ ...base, ...plateau(1000, 2_000) }, world);
    expect(sends).toHaveLength(2000);
    sends.forEach((t, k) => expect(t).toBeCloseTo(LEAD_MS + k, 9));
    expect(m.dropped).toBe(0);
    expect(m.saturated).toBe(false);
    expect(m.achievedRate).toBe(1000);
    expect(m.targetRate).toBe(1000);
    expect(m.latencyFrom).toBe('scheduled');
    near(m.latencyUs.max, 200);
  });

  it('Poisson arrivals leave exactly at the seeded schedule’s due times', async () => {
    const seeded = (seed: number) => () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const { world, sends } = simulate(quick);
    const run = { ...base, ...plateau(500, 2_000), arrival: 'poisson' as const };
    await runOpen({ ...run, random: seeded(11) }, world);
    const due = [...dueTimes(run.segment, 'poisson', seeded(11))];
    expect(sends).toHaveLength(due.length);
    sends.forEach((t, k) => expect(t).toBeCloseTo(LEAD_MS + due[k], 9));
  });

  it('a wake-up 30 ms late sends the overdue requests at once, each timed from its own due time', async () => {
    // The wake asked for the request due 500 ms into the schedule comes 30 ms late.
    const { world, sends } = simulate(quick, (at) => (at === LEAD_MS + 500 ? 30 : 0));
    const m = await runOpen({ ...base, ...plateau(1000, 2_000), objectiveMs: 10 }, world);
    // Nothing skipped: the 31 requests due in those 30 ms leave together when it wakes.
    expect(sends).toHaveLength(2000);
    expect(sends.filter((t) => t === LEAD_MS + 530)).toHaveLength(31);
    expect(m.dropped).toBe(0);
    // The first of them waited 30 ms for the wake: its latency includes them.
    near(m.latencyUs.max, 30_200);
    // Due 500…520 waited more than 10 ms (30.2 … 10.2 ms): 21 of 2000 miss the objective.
    expect(m.underObjective).toBe(1979 / 2000);
  });

  it('a 200 ms stall shows as the queueing it causes behind it', async () => {
    // A server that answers nothing between 1,000 and 1,200 ms, then everything waiting.
    const stall = (t: number) => (t >= 1000 && t < 1200 ? 1200.2 : t + 0.2);
    const { world } = simulate(stall);
    const m = await runOpen({ ...base, ...plateau(500, 2_000) }, world);
    expect(m.dropped).toBe(0);
    expect(m.responses).toBe(1000);
    // Due every 2 ms from 5 ms: 100 fall in the stall, the first at 1,001 ms.
    near(m.latencyUs.max, 199_200);
    // p99 is the 990th of 1,000 answers: the 11th longest, due 20 ms into the stall.
    near(m.latencyUs.p99, 179_200);
  });

  it('requests due while every allowed connection is busy are dropped, counted and saturate the trial', async () => {
    const stall = (t: number) => (t >= 1000 && t < 1200 ? 1200.2 : t + 0.2);
    const { world, sends } = simulate(stall);
    const m = await runOpen(
      { ...base, ...plateau(500, 2_000), maxConnections: 20, objectiveMs: 1_000 },
      world,
    );
    // 20 of the 100 requests due in the stall hold the 20 connections; the other 80 are
    // dropped, never queued (their latency would start from a send time nobody scheduled).
    expect(m.dropped).toBe(80);
    expect(m.saturated).toBe(true);
    expect(sends).toHaveLength(920);
    expect(m.responses).toBe(920);
    expect(m.achievedRate).toBe(460);
    // A dropped request was not answered within the objective either.
    expect(m.underObjective).toBe(920 / 1000);
  });

  it('a trial measured in slices counts like one window of their total length', async () => {
    const stall = (t: number) => (t >= 500 && t < 700 ? 700.2 : t + 0.2);
    const tally = new Tally(1_000, 'scheduled');
    // Two slices of 1 s at 500 req/s with 20 connections: 500 ms into the second, a stall
    // holds every connection, as in the test above, and 80 are dropped.
    await feedOpen(
      { ...base, ...plateau(500, 1_000), maxConnections: 20 },
      tally,
      simulate(quick).world,
    );
    await feedOpen(
      { ...base, ...plateau(500, 1_000), maxConnections: 20 },
      tally,
      simulate(stall).world,
    );
    const m = tally.toMeasurement();
    expect(m.durationSec).toBe(2);
    expect(m.perSecond).toEqual([500, 420]);
    expect(m.dropped).toBe(80);
    expect(m.saturated).toBe(true);
    expect(m.responses).toBe(920);
    expect(m.targetRate).toBe(500);
    expect(m.achievedRate).toBe(460);
    expect(m.latencyFrom).toBe('scheduled');
    expect(m.underObjective).toBe(920 / 1000);
  });
});

describe('open engine in slices, on a simulated clock', () => {
  const seeded = (seed: number) => () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
  const sliced = { ...base, rate: 1000, arrival: 'constant' as const };

  it('one schedule across slices: each resumes where the last stopped, shifted by the wait, without a burst', async () => {
    const sim = simulate(quick);
    const tally = new Tally(undefined, 'scheduled');
    const slices = openSlices(sliced, tally, sim.world);
    const starts: number[] = [];
    for (let i = 0; i < 4; i++) {
      starts.push(sim.world.now() + LEAD_MS);
      await slices.slice(250);
      // Another variant's slice: 300 ms during which this one's schedule stands still.
      await sim.idle(300);
    }
    await slices.close();
    const m = tally.toMeasurement();
    // Slice i sends the requests due 250·i … 250·i + 249 ms into the schedule, each at its
    // slice's start plus its place in the slice: nothing falls due for the 300 ms waited.
    expect(sim.sends).toHaveLength(1000);
    sim.sends.forEach((t, k) => expect(t).toBeCloseTo(starts[Math.floor(k / 250)] + (k % 250), 9));
    expect(starts[1] - starts[0]).toBeGreaterThan(550);
    // Nothing was late, so nothing waited: every latency is the server's 0.2 ms.
    near(m.latencyUs.max, 200);
    expect(m.dropped).toBe(0);
    expect(m.durationSec).toBe(1);
    expect(m.targetRate).toBe(1000);
    expect(m.achievedRate).toBe(1000);
    expect(m.perSecond).toEqual([1000]);
  });

  it('a slice into another tally (the settling turn) moves the schedule on and leaves the trial untouched', async () => {
    // The server stalls through the unmeasured slice: its drops and late answers are its own.
    const stall = (t: number) => (t >= LEAD_MS && t < 200 ? 200.2 : t + 0.2);
    const sim = simulate(stall);
    const tally = new Tally(undefined, 'scheduled');
    const discarded = new Tally(undefined, 'scheduled');
    const slices = openSlices({ ...sliced, maxConnections: 5 }, tally, sim.world);
    await slices.slice(250, discarded);
    await sim.idle(300);
    const start = sim.world.now() + LEAD_MS;
    await slices.slice(250);
    await slices.close();
    const unmeasured = discarded.toMeasurement();
    expect(unmeasured.dropped).toBeGreaterThan(0);
    expect(unmeasured.responses + (unmeasured.dropped ?? 0)).toBe(250);
    // The measured slice sends the schedule's next 250 requests, due 250 … 499 ms into it,
    // from its own start, every one answered at once: nothing of the stall or its drops.
    const m = tally.toMeasurement();
    const measuredSends = sim.sends.slice(-250);
    measuredSends.forEach((t, k) => expect(t).toBeCloseTo(start + k, 9));
    expect(m.responses).toBe(250);
    expect(m.dropped).toBe(0);
    expect(m.durationSec).toBe(0.25);
    near(m.latencyUs.max, 200);
  });

  it('Poisson arrivals run on across slices: the seeded schedule, cut at the slice boundaries', async () => {
    const sim = simulate(quick);
    const run = { ...sliced, rate: 500, arrival: 'poisson' as const, random: seeded(5) };
    const slices = openSlices(run, new Tally(undefined, 'scheduled'), sim.world);
    const starts: number[] = [];
    const counts: number[] = [];
    for (let i = 0; i < 3; i++) {
      starts.push(sim.world.now() + LEAD_MS);
      const before = sim.sends.length;
      await slices.slice(400);
      counts.push(sim.sends.length - before);
      await sim.idle(123);
    }
    await slices.close();
    const due = [
      ...dueTimes({ durationMs: 1_200, fromRate: 500, toRate: 500 }, 'poisson', seeded(5)),
    ];
    // The same due times as one 1.2 s schedule, each slice taking those of its 400 ms.
    expect(counts).toEqual(
      [0, 1, 2].map((i) => due.filter((t) => Math.floor(t / 400) === i).length),
    );
    sim.sends.forEach((t, k) => {
      const slice = Math.floor(due[k] / 400);
      expect(t).toBeCloseTo(starts[slice] + due[k] - slice * 400, 9);
    });
  });

  it('at a slice’s end nothing more is sent; the requests in flight finish, are counted, and then it resolves', async () => {
    // Every answer takes 50 ms; 100 req/s in slices of 100 ms.
    const slow = (t: number) => t + 50;
    const sim = simulate(slow);
    const tally = new Tally(10, 'scheduled');
    const slices = openSlices({ ...sliced, rate: 100 }, tally, sim.world);
    const start = sim.world.now() + LEAD_MS;
    await slices.slice(100);
    // The last request was due 90 ms in and answered 50 ms later: the slice waited for it.
    expect(sim.world.now()).toBeCloseTo(start + 140, 9);
    expect(sim.sends).toHaveLength(10);
    await sim.idle(1000);
    await slices.slice(100);
    expect(sim.sends).toHaveLength(20);
    const m = tally.toMeasurement();
    expect(m.responses).toBe(20);
    expect(m.durationSec).toBeCloseTo(0.2, 12);
    near(m.latencyUs.p50, 50_000);
    // Every answer took 50 ms, beyond the 10 ms objective.
    expect(m.underObjective).toBe(0);
  });

  it('keeps its pacer and client across slices and closes them once, at the end', async () => {
    const sim = simulate(quick);
    const slices = openSlices(sliced, new Tally(undefined, 'scheduled'), sim.world);
    await slices.slice(50);
    await sim.idle(50);
    await slices.slice(50);
    expect(sim.closes).toEqual({ pacer: 0, client: 0 });
    // The requests are numbered on across slices, so several configured requests keep cycling.
    expect(sim.indices).toEqual([...Array(100).keys()]);
    await slices.close();
    await slices.close();
    expect(sim.closes).toEqual({ pacer: 1, client: 1 });
    await expect(slices.slice(50)).rejects.toThrow(/after close/);
  });

  it('a slice that stalls drops what falls due, and the next slice starts afresh from its own due times', async () => {
    // 20 connections at 500 req/s; the server answers nothing on the simulated clock's
    // 104…304 ms, which holds the 100 requests due 105…303 ms (the slice starts at 5 ms).
    const stall = (t: number) => (t >= 104 && t < 304 ? 304.2 : t + 0.2);
    const sim = simulate(stall);
    const tally = new Tally(undefined, 'scheduled');
    const slices = openSlices({ ...sliced, rate: 500, maxConnections: 20 }, tally, sim.world);
    await slices.slice(400);
    await sim.idle(200);
    await slices.slice(400);
    const m = tally.toMeasurement();
    // 100 due in the stall: 20 hold the connections, 80 are dropped; the second slice,
    // after the stall, drops none.
    expect(m.dropped).toBe(80);
    expect(m.responses).toBe(320);
    expect(m.targetRate).toBe(500);
    expect(m.achievedRate).toBe(400);
  });
});

describe('Poisson arrivals shared by the variants of a round', () => {
  /** When each request fell due, in ms of the arm's own schedule (its slices laid end to end). */
  async function dueInSchedule(random: () => number, slicesMs: number[]): Promise<number[]> {
    const sim = simulate(quick);
    const slices = openSlices(
      { ...base, rate: 1000, arrival: 'poisson', random },
      new Tally(undefined, 'scheduled'),
      sim.world,
    );
    const due: number[] = [];
    let scheduleAt = 0;
    for (const ms of slicesMs) {
      const start = sim.world.now() + LEAD_MS;
      const before = sim.sends.length;
      await slices.slice(ms);
      for (const sent of sim.sends.slice(before)) due.push(scheduleAt + sent - start);
      scheduleAt += ms;
      await sim.idle(200);
    }
    await slices.close();
    return due;
  }

  it('two arms drawing one stream meet the same arrivals, however their time is cut', async () => {
    const a = await dueInSchedule(seededRandom(42), [250, 250, 250, 250]);
    const b = await dueInSchedule(seededRandom(42), [100, 400, 500]);
    expect(a.length).toBeGreaterThan(800);
    expect(b).toHaveLength(a.length);
    b.forEach((t, k) => expect(t).toBeCloseTo(a[k], 6));
    // Another stream: other arrivals.
    const c = await dueInSchedule(seededRandom(43), [1000]);
    expect(c.slice(0, 20)).not.toEqual(a.slice(0, 20));
  });

  it("a round's stream is the same for each of its variants, and new for a re-run or another round", () => {
    const seed = 1234;
    const first = arrivalSeedOf(seed, { round: 3, variant: 0, warmup: false });
    expect(arrivalSeedOf(seed, { round: 3, variant: 1, warmup: false })).toBe(first);
    expect(arrivalSeedOf(seed, { round: 3, variant: 1, warmup: false, attempt: 0 })).toBe(first);
    const others = [
      arrivalSeedOf(seed, { round: 3, variant: 0, warmup: false, attempt: 1 }),
      arrivalSeedOf(seed, { round: 4, variant: 0, warmup: false }),
      arrivalSeedOf(seed + 1, { round: 3, variant: 0, warmup: false }),
    ];
    expect(new Set([first, ...others]).size).toBe(4);
    // Across the shards of one run seed (the action's), their rounds and re-runs: all apart.
    const seeds = [1, 2, 3, 4].flatMap((index) =>
      Array.from({ length: 10 }, (_, round) =>
        [0, 1].map((attempt) =>
          arrivalSeedOf(shardSeed(seed, { index, total: 4 }), {
            round,
            variant: 0,
            warmup: false,
            attempt,
          }),
        ),
      ).flat(),
    );
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it("a profiling round's stream follows the run's seed, apart from the measured rounds'", () => {
    // It was one fixed stream per profiling round, whatever the seed input said.
    const streams = [1234, 1235].map((seed) =>
      [0, 1, 2].map((r) => profilingArrivalSeedOf(seed, r)),
    );
    expect(new Set(streams.flat()).size).toBe(6);
    expect(profilingArrivalSeedOf(1234, 1)).toBe(streams[0][1]);
    const measured = [0, 1, 2].map((round) =>
      arrivalSeedOf(1234, { round, variant: 0, warmup: false }),
    );
    expect(streams[0].filter((s) => measured.includes(s))).toEqual([]);
  });
});
