/** Cold start of the action's and the CLI's entries (after `npm run bundle`). */
import { coldStart, coldStartTable } from '../lib/cold-start.js';
import type { Study } from '../lib/study.js';

export const cold: Study = {
  about: 'cold start of the bundled entries: how soon a step set up wrong fails',
  headline: false,
  options: {
    runs: {
      type: 'number',
      value: 'N',
      min: 1,
      integer: true,
      about: 'runs of each (21; quick 11)',
    },
  },
  async run({ print, quick, values }) {
    const runs = (values.runs as number | undefined) ?? (quick ? 11 : 21);
    print(`## Cold start (median of ${runs} interleaved runs)\n`);
    for (const line of coldStartTable(coldStart(runs))) print(line);
  },
};
