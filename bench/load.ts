/**
 * Load efficiency of a perf-gate trial against the plain autocannon CLI, side by side in
 * one run against the same local server, and the peak memory of a long trial.
 *   npm run bench:load [-- --quick]
 */
import { autocannonRate, median, peakMemoryMb, perfGateRate } from './measure.js';
import { startTrivialServer } from './server.js';

const quick = process.argv.includes('--quick');
const seconds = quick ? 3 : 5;
const reps = quick ? 3 : 7;

console.log(
  `# perf-gate load benchmark (${quick ? 'quick' : 'full'}: ${seconds}s runs, ${reps} interleaved pairs)\n`,
);
console.log(
  '| connections | perf-gate trial req/s | autocannon CLI req/s | ratio, median of pairs (range) |',
);
console.log('|--:|--:|--:|--:|');
const server = await startTrivialServer();
try {
  for (const connections of [1, 100]) {
    const ours: number[] = [];
    const theirs: number[] = [];
    // Interleaved, so drift of the machine hits both alike.
    for (let i = 0; i < reps; i++) {
      ours.push(await perfGateRate(server.url, connections, seconds));
      theirs.push(autocannonRate(server.url, connections, seconds));
    }
    // Paired like perf-gate's own trials: the ratio within each pair, then the median.
    const ratios = ours.map((a, i) => a / theirs[i]);
    console.log(
      `| ${connections} | ${median(ours).toFixed(0)} | ${median(theirs).toFixed(0)} | ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) |`,
    );
  }
} finally {
  server.stop();
}
const small = 100_000;
const large = quick ? 300_000 : 1_000_000;
const a = await peakMemoryMb(small);
const b = await peakMemoryMb(large);
console.log('\n| trial | peak RSS of the perf-gate process |');
console.log('|--:|--:|');
console.log(`| ${small.toLocaleString('en')} requests | ${a.toFixed(0)} MB |`);
console.log(`| ${large.toLocaleString('en')} requests | ${b.toFixed(0)} MB |`);
