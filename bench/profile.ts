/**
 * The profiling rows of `npm run bench` alone (also `npm run bench -- --only profile`):
 * npm run bench:profile [-- --quick]; `-- --examples`: the seed 000 examples profiled
 * instead; `-- --upgrade`: an express 4 → 5 upgrade as a pull request against its base.
 */
import { profilingBench } from './profiling.js';
import { profiledExamples } from './profile-examples.js';
import { profiledUpgrade } from './profile-upgrade.js';

const quick = process.argv.includes('--quick');
if (process.argv.includes('--examples')) {
  console.log('## Where the time went on the seed 000 examples\n');
  const stack = process.argv.includes('--stack')
    ? process.argv[process.argv.indexOf('--stack') + 1]
    : undefined;
  await profiledExamples((line) => console.log(line), { rounds: quick ? 3 : 5, stack });
  process.exit(0);
}
if (process.argv.includes('--upgrade')) {
  console.log('## Where the time went on a dependency upgrade (express 4 → 5)\n');
  await profiledUpgrade((line) => console.log(line), { rounds: quick ? 6 : 10 });
  process.exit(0);
}
console.log('## Profiling (where the time went)\n');
console.log('| what | figure |\n|---|---|');
for (const line of await profilingBench({
  pairs: quick ? 3 : 6,
  windowMs: quick ? 1_000 : 2_000,
  connections: 4,
})) {
  console.log(line);
}
