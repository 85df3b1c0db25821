/**
 * Where the time went: what profiling costs (`--examples`: the seed 000 examples profiled
 * instead; `--upgrade`: an express 4 → 5 upgrade as a pull request against its base).
 */
import { profilingBench } from '../lib/profiling.js';
import { profiledExamples } from '../lib/profile-examples.js';
import { profiledUpgrade } from '../lib/profile-upgrade.js';
import type { Study } from '../lib/study.js';

export const profile: Study = {
  about:
    'what the profiling rounds cost (--examples, --upgrade [--stack Node|.NET]: what they find)',
  headline: false,
  options: {
    examples: { type: 'boolean', about: 'where the time went on the seed 000 examples' },
    upgrade: { type: 'boolean', about: 'where the time went on express 4 → 5' },
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
