/**
 * The noise headline of `npm run bench`: A/A on a real framework app (express), quiet and
 * beside a bursty co-tenant, and the known costs (on the request path, off it, in another
 * thread) in slices against whole trials. The study of where the noise comes from, part by
 * part, is `npm run bench:noise` (bench/noise.ts).
 */
import { offPathCosts } from '../lib/noise-offpath.js';
import { noiseOnRealApp } from '../lib/noise-real.js';
import type { Study } from '../lib/study.js';

export const noise: Study = {
  about: 'A/A spread on a real express app, quiet and beside a bursty co-tenant (about 20 min)',
  headline: true,
  async run({ print, quick }) {
    print('## Noise on a real app (express), quiet and beside a bursty co-tenant\n');
    await noiseOnRealApp('headline', print, { rounds: quick ? 5 : undefined });
  },
};

export const offpath: Study = {
  about: 'does taking turns hide cost? known costs in slices and as whole trials',
  headline: true,
  async run({ print, quick }) {
    print('## Does taking turns hide cost? Known costs, in slices and as whole trials\n');
    await offPathCosts(print, { rounds: quick ? 4 : undefined });
  },
};
