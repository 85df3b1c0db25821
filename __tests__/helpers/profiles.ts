/**
 * Synthetic profiles: a service whose functions have known self CPU costs per request,
 * sampled the way a sampling profiler does (each busy sample lands in one function, with
 * probability its share of the CPU), with the noise real windows have on top — the whole
 * window's CPU per request drifts, and each function's cost wobbles (JIT and GC luck).
 */
import type { ArmProfile, Frame, ProfileRound } from '../../src/profile/types.js';

export interface SyntheticFunction {
  frames: Frame[];
  /** True self CPU µs per request. */
  us: number;
}

/** Gaussian from a uniform source (Box–Muller). */
function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export interface SamplingNoise {
  /** Busy samples in one window. */
  samples: number;
  /** Relative drift of the whole window's CPU per request (sd). */
  windowCv: number;
  /** Relative wobble of each function's cost from one window to the next (sd). */
  functionCv: number;
}

export const TYPICAL_NOISE: SamplingNoise = { samples: 3000, windowCv: 0.03, functionCv: 0.03 };

export function sampledArm(
  functions: SyntheticFunction[],
  random: () => number,
  noise: SamplingNoise = TYPICAL_NOISE,
): ArmProfile {
  const drift = Math.exp(noise.windowCv * gaussian(random));
  const costs = functions.map((f) => f.us * drift * Math.exp(noise.functionCv * gaussian(random)));
  const cpu = costs.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  costs.reduce((sum, c, i) => (cumulative[i] = sum + c / cpu), 0);
  const counts = new Array<number>(functions.length).fill(0);
  for (let s = 0; s < noise.samples; s++) {
    const u = random();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    counts[lo]++;
  }
  return {
    processes: [
      {
        source: 'synthetic',
        stacks: functions
          .map((f, i) => ({ frames: f.frames, samples: counts[i] }))
          .filter((stack) => stack.samples > 0),
        busySamples: noise.samples,
        cpuUsPerRequest: cpu,
      },
    ],
    unprofiledCpuUsPerRequest: 0,
  };
}

export function sampledRounds(
  baseline: SyntheticFunction[],
  variant: SyntheticFunction[],
  rounds: number,
  random: () => number,
  noise?: SamplingNoise,
): ProfileRound[] {
  return Array.from({ length: rounds }, () => ({
    baseline: sampledArm(baseline, random, noise),
    variant: sampledArm(variant, random, noise),
  }));
}

const server: Frame = { name: 'emit', file: 'node:events', line: 518, package: '(runtime)' };
const handle: Frame = {
  name: 'handle',
  file: 'express/lib/router/layer.js',
  line: 95,
  package: 'express',
};
const handler: Frame = { name: 'getItems', file: 'src/routes/items.js', line: 42 };

/** A small HTTP service: runtime, framework and app frames, and a long tail of small functions. */
export const SERVICE: SyntheticFunction[] = [
  { frames: [{ name: 'writev', package: '(runtime)' }], us: 24 },
  {
    frames: [
      server,
      {
        name: 'parserOnHeadersComplete',
        file: 'node:_http_common',
        line: 71,
        package: '(runtime)',
      },
    ],
    us: 11,
  },
  { frames: [server, handle], us: 9 },
  { frames: [server, handle, handler], us: 7 },
  { frames: [{ name: '(garbage collector)', package: '(runtime)' }], us: 5 },
  { frames: [{ name: '(program)', package: '(runtime)' }], us: 3 },
  ...Array.from({ length: 60 }, (_, i) => ({
    frames: [
      server,
      handle,
      {
        name: `helper${i}`,
        file: `node_modules/lib${i % 6}/index.js`,
        line: i + 1,
        package: `lib${i % 6}`,
      },
    ],
    us: 0.2 + (i % 7) * 0.15,
  })),
];

/** The same service, with a function of known cost added on the request path. */
export function withExtraWork(us: number): SyntheticFunction[] {
  return [
    ...SERVICE,
    {
      frames: [
        server,
        handle,
        handler,
        { name: 'extraWork', file: 'src/routes/items.js', line: 12 },
      ],
      us,
    },
  ];
}

/**
 * The service with a function of known cost whose time is mostly in the runtime's frames it
 * calls, as the quick-start app's spin on `process.hrtime.bigint()` is: `ownShare` of it in
 * the function itself, the rest in a `node:` module's function and a V8 builtin below it.
 */
export function withRuntimeHeavyWork(us: number, ownShare: number): SyntheticFunction[] {
  const work: Frame = { name: 'work', file: 'src/routes/items.js', line: 8 };
  const path = [server, handle, handler, work];
  const hrtime: Frame = {
    name: 'hrtimeBigInt',
    file: 'node:internal/process/per_thread',
    line: 74,
    package: '(runtime)',
  };
  return [
    ...SERVICE,
    { frames: path, us: us * ownShare },
    { frames: [...path, hrtime], us: us * (1 - ownShare) * 0.4 },
    {
      frames: [...path, hrtime, { name: 'BigInt', package: '(runtime)' }],
      us: us * (1 - ownShare) * 0.6,
    },
  ];
}
