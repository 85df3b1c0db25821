/**
 * Where the time went: what profiling costs (`--examples`: the seed 000 examples profiled
 * instead; `--upgrade`: an express 4 → 5 upgrade as a pull request against its base).
 */
import { profilingBench } from '../lib/profiling.js';
import { profiledExamples } from '../lib/profile-examples.js';
import { profiledKnownCost } from '../lib/profile-known.js';
import { profiledUpgrade } from '../lib/profile-upgrade.js';
import type { Study } from '../lib/study.js';

export const profile: Study = {
  about:
    'what the profiling rounds cost (--examples, --upgrade [--stack Node|.NET], --known: what they find)',
  headline: false,
  options: {
    examples: { type: 'boolean', about: 'where the time went on the seed 000 examples' },
    upgrade: { type: 'boolean', about: 'where the time went on express 4 → 5' },
    known: {
      type: 'boolean',
      about: 'where the time went for a function of known cost (--times N, --work-us US)',
    },
    times: { type: 'number', value: 'N', min: 1, integer: true, about: '--known: runs (4)' },
    'work-us': {
      type: 'number',
      value: 'US',
      min: 1,
      about: "--known: the function's CPU a call (30)",
    },
    stack: {
      type: 'string',
      value: 'STACK',
      choices: ['Node', '.NET'],
      about: 'with --examples: only this stack',
    },
  },
  async run({ print, quick, values }) {
    if (values.examples) {
      print('## Where the time went on the seed 000 examples\n');
      const stack = typeof values.stack === 'string' ? values.stack : undefined;
      await profiledExamples(print, { rounds: quick ? 3 : 5, stack });
      return;
    }
    if (values.known) {
      print('## Where the time went for a function of known cost\n');
      await profiledKnownCost(print, {
        times: Number(values.times ?? (quick ? 1 : 4)),
        workUs: Number(values['work-us'] ?? 30),
      });
      return;
    }
    if (values.upgrade) {
      print('## Where the time went on a dependency upgrade (express 4 → 5)\n');
      await profiledUpgrade(print, { rounds: quick ? 6 : 10 });
      return;
    }
    print('## Profiling (where the time went)\n');
    print('| what | figure |\n|---|---|');
    for (const line of await profilingBench({
      pairs: quick ? 3 : 6,
      windowMs: quick ? 1_000 : 2_000,
      connections: 4,
    }))
      print(line);
  },
};
