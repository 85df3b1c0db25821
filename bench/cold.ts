/** The cold-start rows of `npm run bench` alone: npm run bench:cold [-- --runs N] (after npm run bundle). */
import { coldStart, coldStartTable } from './cold-start.js';

const at = process.argv.indexOf('--runs');
const runs = at > 0 ? Number(process.argv[at + 1]) : 21;
console.log(`## Cold start (median of ${runs} interleaved runs)\n`);
for (const line of coldStartTable(coldStart(runs))) console.log(line);
