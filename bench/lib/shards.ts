/**
 * What a job matrix buys: the smallest change one job can detect against four shards that
 * each take the same wall time. The four shards run one after another on this machine (a
 * matrix would run them side by side on four runners), then merge like `mode: merge` does.
 * No profiling rounds: a shard never profiles (its gate has not decided), so the one job must
 * not either for their wall times to compare.
 */
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { parseConfigText } from '../../src/config/index.js';
import { runPerfGate } from '../../src/experiment/index.js';
import { mergeShardResults } from '../../src/merge/merged-result.js';
import type { RunResult } from '../../src/report/result.js';

const app = resolve('examples/quickstart/server.mjs');

function mde(result: RunResult, metric: string): string {
  const c = result.comparisons.find((x) => x.metric === metric);
  return c && Number.isFinite(c.mdePct) ? `${Math.abs(c.mdePct).toFixed(1)}%` : 'n/a';
}

export async function shardsVsOneJob(
  print: (line?: string) => void,
  options: { rounds: number; trialMs: number; logDir: string },
): Promise<void> {
  const shards = 4;
  const configText = (
    rounds: number,
  ) => `services: [{ name: app, command: "node ${app}", ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/", connections: 4, duration: ${options.trialMs}ms, warmup: 300ms }
rounds: ${rounds}
baseline: { name: main, env: { WORK_US: "0" } }
variants: [{ name: variant, env: { WORK_US: "2" } }]
gate: { throughput: 5% }
profile: off
`;
  const run = async (rounds: number, shard?: { index: number; total: number }) => {
    const started = performance.now();
    const result = await runPerfGate(parseConfigText(configText(rounds), 'bench'), {
      logDir: options.logDir,
      baseEnv: process.env,
      reportId: 'bench-shards',
      cwd: process.cwd(),
      seed: 77,
      shard,
      commit: 'bench',
    });
    return { result, seconds: (performance.now() - started) / 1000 };
  };

  print(
    `\n## One job against ${shards} shards in the same wall time (quick-start app, ${options.rounds} rounds per job of ${options.trialMs} ms trials)\n`,
  );
  print(
    `The ${shards} shards ran one after another here; in a matrix they run side by side, so the wall time is one job's.\n`,
  );
  print(
    '| design | rounds | wall time per job | smallest detectable change: req/s | CPU/request |',
  );
  print('|:--|--:|--:|--:|--:|');
  const single = await run(options.rounds);
  print(
    `| one job | ${options.rounds} | ${single.seconds.toFixed(0)} s | ${mde(single.result, 'throughput')} | ${mde(single.result, 'cpu')} |`,
  );
  const parts = [];
  let slowest = 0;
  for (let index = 1; index <= shards; index++) {
    const part = await run(options.rounds * shards, { index, total: shards });
    slowest = Math.max(slowest, part.seconds);
    parts.push({ source: `shard ${index}`, result: part.result });
  }
  const merged = mergeShardResults(parts);
  print(
    `| ${shards} shards, merged | ${merged.conditions.rounds} | ${slowest.toFixed(0)} s | ${mde(merged, 'throughput')} | ${mde(merged, 'cpu')} |`,
  );
  print(
    `\nWith N shards the rounds grow N-fold at the same wall time, and the detectable change shrinks by √N (here ×${Math.sqrt(shards).toFixed(0)}) or more: with few rounds, the t quantile shrinks too.`,
  );
}
