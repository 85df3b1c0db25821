/** The profiling rows of `npm run bench` alone (also `npm run bench -- --only profile`): npm run bench:profile [-- --quick]; `-- --examples`: the seed 000 examples profiled instead. */
import { profilingBench } from './profiling.js';
import { profiledExamples } from './profile-examples.js';

const quick = process.argv.includes('--quick');
if (process.argv.includes('--examples')) {
  console.log('## Where the time went on the seed 000 examples\n');
  const stack = process.argv.includes('--stack')
    ? process.argv[process.argv.indexOf('--stack') + 1]
    : undefined;
  await profiledExamples((line) => console.log(line), { rounds: quick ? 3 : 5, stack });
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
