/** The profiling rows of `npm run bench` alone (also `npm run bench -- --only profile`): npm run bench:profile [-- --quick]. */
import { profilingBench } from './profiling.js';

const quick = process.argv.includes('--quick');
console.log('## Profiling (where the time went)\n');
console.log('| what | figure |\n|---|---|');
for (const line of await profilingBench({
  pairs: quick ? 3 : 6,
  windowMs: quick ? 1_000 : 2_000,
  connections: 4,
})) {
  console.log(line);
}
