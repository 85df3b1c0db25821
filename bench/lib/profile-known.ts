/**
 * Does "where the time went" account for a known change? A Node app whose variant calls a
 * function of known CPU cost (`extraWork`, pure JavaScript, all of it self time) from its
 * request handler (`handle`, which does not change): the product's profiling rounds at their
 * defaults, run `times` times, each read for what issue 35 asks of it — the rows (functions
 * listed, everything else) add up to the measured Δ CPU per request, the function's row comes
 * first and holds at least half of the Δ, its caller at most a tenth.
 *
 *   npm run bench:profile -- --known [--times N] [--work-us US]
 */
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseConfigText } from '../../src/config/index.js';
import { runProfileRounds } from '../../src/experiment/profile-rounds.js';
import { perfUnavailable } from '../../src/profiler/perf.js';
import { startTarget } from '../../src/target/index.js';

/** The profiling tests' app (its header says how it knows a call's CPU). */
const app = resolve('__tests__/fixtures/apps/profiled.mjs');

const pct = (x: number | undefined) => (x === undefined ? '–' : `${(x * 100).toFixed(0)}%`);
const us = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)} µs`;

export async function profiledKnownCost(
  print: (line?: string) => void,
  options: { times: number; workUs: number },
): Promise<void> {
  const sampler = perfUnavailable() === undefined ? "perf's CPU clock" : "V8's profiler";
  print(
    `A variant adding ${options.workUs} µs of CPU a request in \`extraWork\`, called by the unchanged handler \`handle\`; the product's profiling rounds at their defaults, 1 connection, sampled by ${sampler}; ${options.times} runs from ${new Date().toISOString().slice(11, 16)} UTC.\n`,
  );
  print(
    '| run | rounds | CPU/request base → variant (Δ) | known cost a call | first row | its Δ (share) | `handle` (share) | everything else (share) | rows add up to Δ | meets issue 35 |',
  );
  print('|--:|--:|--:|--:|:--|--:|--:|--:|--:|:--|');
  let met = 0;
  for (let run = 1; run <= options.times; run++) {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-bench-known-'));
    const config = parseConfigText(
      `
services: [ { name: api, command: "node ${app}", ready: "http://127.0.0.1:{port}/" } ]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 2s, warmup: 500ms }
baseline: { name: base, env: { EXTRA_WORK_US: "0" } }
variants: [ { name: slower, env: { EXTRA_WORK_US: "${options.workUs}", COST_FILE: "${dir}/cost" } } ]
`,
      'bench-known.yml',
    );
    const outputDir = join(dir, '.perf-gate');
    mkdirSync(join(outputDir, 'logs'), { recursive: true });
    const report = await runProfileRounds(
      config,
      { ...config.profile, when: 'always' },
      {
        outputDir,
        logDir: join(outputDir, 'logs'),
        baseEnv: process.env,
        seed: 1,
        startTarget,
        chosen: { variants: ['slower'], reason: 'bench' },
      },
    );
    const table = report.tables[0];
    if (report.error || !table) {
      print(`| ${run} | ${report.rounds} | – | – | ${report.error ?? 'no table'} | | | | | no |`);
      continue;
    }
    const change = table.variantCpuUs - table.baselineCpuUs;
    const rows =
      table.functions.reduce((sum, row) => sum + row.deltaUs, 0) + (table.rest?.deltaUs ?? 0);
    const [first] = table.functions;
    const caller = table.functions.find((row) => row.name.startsWith('handle '));
    const perStart = readFileSync(join(dir, 'cost'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => Number(line.split(' ')[0]));
    const known = perStart.reduce((a, b) => a + b, 0) / perStart.length;
    const meets =
      Math.abs(rows - change) <= 0.1 * Math.abs(change) &&
      first?.name.startsWith('extraWork ') &&
      (first.shareOfChange ?? 0) >= 0.5 &&
      Math.abs(caller?.shareOfChange ?? 0) <= 0.1;
    if (meets) met++;
    print(
      `| ${run} | ${report.rounds} | ${table.baselineCpuUs.toFixed(1)} → ${table.variantCpuUs.toFixed(1)} µs (${us(change)}) | ${known.toFixed(1)} µs | ${first ? `\`${first.name.split(' ')[0]}\`` : 'none'} | ${first ? `${us(first.deltaUs)} (${pct(first.shareOfChange)})` : '–'} | ${caller ? `${us(caller.deltaUs)} (${pct(caller.shareOfChange)})` : 'not listed'} | ${table.rest ? `${us(table.rest.deltaUs)} (${pct(table.rest.shareOfChange)})` : '–'} | ${us(rows)} | ${meets ? 'yes' : 'no'} |`,
    );
  }
  print(
    `\n${met} of ${options.times} runs met all three (rows within 10% of Δ, the function first with ≥ 50%, its caller ≤ 10%).`,
  );
}
