/** Cold start of the action's and the CLI's entries (after `npm run bundle`). */
import { coldStart, coldStartTable } from '../lib/cold-start.js';
import type { Study } from '../lib/study.js';

export const cold: Study = {
  about: 'cold start of the bundled entries: how soon a step set up wrong fails',
  headline: false,
  options: { runs: { type: 'string' } },
  async run({ print, quick, values }) {
    const runs = Number(values.runs ?? (quick ? 11 : 21));
    print(`## Cold start (median of ${runs} interleaved runs)\n`);
    for (const line of coldStartTable(coldStart(runs))) print(line);
  },
};
