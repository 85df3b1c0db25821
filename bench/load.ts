/**
 * Load efficiency of a perf-gate trial against the plain autocannon CLI, side by side in
 * one run against the same local server, and the peak memory of a long trial.
 *   npm run bench:load [-- --quick]
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { runLoad } from '../src/load/trial.js';
import { startTrivialServer } from './server.js';

const quick = process.argv.includes('--quick');
const seconds = quick ? 3 : 5;
const reps = quick ? 3 : 7;
const autocannonBin = createRequire(`${process.cwd()}/package.json`).resolve(
  'autocannon/autocannon.js',
);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function perfGateRate(url: string, connections: number): Promise<number> {
  const m = await runLoad({
    requests: [{ method: 'GET', url, headers: {} }],
    connections,
    pipelining: 1,
    durationMs: seconds * 1000,
    timeoutMs: 10_000,
  });
  return m.throughput;
}

function autocannonRate(url: string, connections: number): number {
  const run = spawnSync(
    process.execPath,
    [autocannonBin, '-c', String(connections), '-d', String(seconds), '-j', url],
    { encoding: 'utf8' },
  );
  const result = JSON.parse(run.stdout);
  return result.requests.average;
}

async function efficiency(): Promise<string[]> {
  const server = await startTrivialServer();
  const rows: string[] = [];
  try {
    for (const connections of [1, 100]) {
      const ours: number[] = [];
      const theirs: number[] = [];
      // Interleaved, so drift of the machine hits both alike.
      for (let i = 0; i < reps; i++) {
        ours.push(await perfGateRate(server.url, connections));
        theirs.push(autocannonRate(server.url, connections));
      }
      // Paired like perf-gate's own trials: the ratio within each pair, then the median.
      const ratios = ours.map((a, i) => a / theirs[i]);
      rows.push(
        `| ${connections} | ${median(ours).toFixed(0)} | ${median(theirs).toFixed(0)} | ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) |`,
      );
    }
  } finally {
    server.stop();
  }
  return rows;
}

async function peakMemory(requests: number): Promise<{ peakMb: number; baseMb: number }> {
  const server = await startTrivialServer();
  global.gc?.();
  const baseMb = process.memoryUsage().rss / 2 ** 20;
  let peak = baseMb;
  const timer = setInterval(
    () => (peak = Math.max(peak, process.memoryUsage().rss / 2 ** 20)),
    100,
  );
  try {
    await runLoad({
      requests: [{ method: 'GET', url: server.url, headers: {} }],
      connections: 10,
      pipelining: 1,
      amount: requests,
      timeoutMs: 10_000,
    });
  } finally {
    clearInterval(timer);
    server.stop();
  }
  return { peakMb: peak, baseMb };
}

console.log(
  `# perf-gate load benchmark (${quick ? 'quick' : 'full'}: ${seconds}s runs, ${reps} interleaved pairs)\n`,
);
console.log(
  '| connections | perf-gate trial req/s | autocannon CLI req/s | ratio, median of pairs (range) |',
);
console.log('|--:|--:|--:|--:|');
for (const row of await efficiency()) console.log(row);
const small = quick ? 100_000 : 100_000;
const large = quick ? 300_000 : 1_000_000;
const a = await peakMemory(small);
const b = await peakMemory(large);
console.log('\n| trial | peak RSS of the perf-gate process |');
console.log('|--:|--:|');
console.log(`| ${small.toLocaleString('en')} requests | ${a.peakMb.toFixed(0)} MB |`);
console.log(`| ${large.toLocaleString('en')} requests | ${b.peakMb.toFixed(0)} MB |`);
