/** What `perf-gate bisect` costs on the scratch history of its scenario (issue 34). */
import { bisectBench } from '../lib/bisect.js';
import type { Study } from '../lib/study.js';

export const bisect: Study = {
  about:
    'perf-gate bisect on a known history (a tag, eight commits): steps, wall time (about 4 min)',
  headline: true,
  async run({ print, quick }) {
    print('## perf-gate bisect on a known history (a tag, then eight commits)\n');
    await bisectBench(print, 420_000, quick);
  },
};
