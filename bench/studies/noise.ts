/**
 * The noise headline of `npm run bench`: A/A on a real framework app (express), quiet and
 * beside a bursty co-tenant, and the known costs (on the request path, off it, in another
 * thread) in slices against whole trials. The study of where the noise comes from, part by
 * part, is `npm run bench:noise` (bench/studies/noise-study.ts).
 */
import { offPathCosts } from '../lib/noise-offpath.js';
import { noiseOnRealApp } from '../lib/noise-real.js';
import type { Study } from '../lib/study.js';

/** `--quick`: a few short rounds of each condition, every figure measured but rough. */
const QUICK_NOISE = { trialSeconds: 1, warmupMs: 200, rounds: 3 };
// 1 s: the shortest trial that holds two of the sliced design's 500 ms turns.
const QUICK_OFFPATH = { rounds: 2, trialMs: 1000, warmupMs: 200 };

export const noise: Study = {
  about: 'A/A spread on a real express app, quiet and beside a bursty co-tenant (about 20 min)',
  headline: true,
  async run({ print, quick }) {
    print('## Noise on a real app (express), quiet and beside a bursty co-tenant\n');
    if (quick)
      print(
        `Quick: ${QUICK_NOISE.rounds} rounds of ${QUICK_NOISE.trialSeconds} s trials per condition.\n`,
      );
    await noiseOnRealApp('headline', print, quick ? { short: QUICK_NOISE } : {});
  },
};

export const offpath: Study = {
  about: 'does taking turns hide cost? known costs in slices and as whole trials',
  headline: true,
  async run({ print, quick }) {
    print('## Does taking turns hide cost? Known costs, in slices and as whole trials\n');
    await offPathCosts(print, quick ? QUICK_OFFPATH : {});
  },
};
