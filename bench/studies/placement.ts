/**
 * Floating vs placed (issue 33, item 2), interleaved: alternating blocks of rounds of each
 * design, at equal wall time, never one run after another (the noise level itself moves
 * between runs by more than the designs differ). The express bench app, 4 s trials, 10
 * connections, the product's defaults otherwise (fresh processes, 500 ms slices, 1 s warm-up).
 *
 *   node scripts/run-ts.mjs bench/studies/placement.ts [--part aa] [--blocks 3] [--rounds 5]   A/A: spread of req/s and CPU/request
 *   node scripts/run-ts.mjs bench/studies/placement.ts --part costs …   known costs: on the request
 *     path (30 µs/request), in an event-loop timer and in a worker thread (2 ms every 10 ms)
 *   (--rounds: rounds per block of each design; --help lists the options)
 *
 * Writes every trial and every slice (without latencies) to $TMPDIR/perf-gate-placement-PART-TIME.json
 * (bench/studies/placement-parts.ts reads it back).
 * Run it under the load lock; with the defaults each part takes 6–8 minutes.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfigText } from '../../src/config/index.js';
import { makePlan } from '../../src/experiment/plan.js';
import { runExperiment } from '../../src/experiment/run.js';
import { applyPlacement } from '../../src/target/placement.js';
import type { Trial } from '../../src/model/trial.js';
import { startTarget } from '../../src/target/index.js';
import { parseOrExit } from '../lib/options.js';

const app = 'bench/apps/express-app.mjs';
const { values } = parseOrExit({
  name: 'node scripts/run-ts.mjs bench/studies/placement.ts',
  synopsis: ['[--part aa|costs] [--blocks N] [--rounds N]'],
  options: {
    part: {
      type: 'string',
      value: 'PART',
      choices: ['aa', 'costs'],
      about: 'A/A or known costs (aa)',
    },
    blocks: {
      type: 'number',
      value: 'N',
      min: 1,
      integer: true,
      about: 'blocks of each design (3)',
    },
    rounds: { type: 'number', value: 'N', min: 2, integer: true, about: 'rounds per block (5)' },
  },
});
const part = values.part ?? 'aa';
const blocks = values.blocks ?? 3;
const perBlock = values.rounds ?? 5;

const VARIANTS: Record<string, string> = {
  aa: `variants: [{ name: A2, env: { WORK_US: "0" } }]`,
  costs: `variants:
  - { name: path, env: { WORK_US: "30" } }
  - { name: timer, env: { TIMER_BUSY_MS: "2", TIMER_EVERY_MS: "10" } }
  - { name: worker, env: { WORKER_BUSY_MS: "2", WORKER_EVERY_MS: "10" } }`,
};

function configFor(rounds: number) {
  return parseConfigText(
    `services: [{ name: app, command: "node ${app}", ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/items", connections: 10, duration: 4s }
rounds: ${rounds}
lifecycle: fresh
baseline: { name: A, env: { WORK_US: "0" } }
${VARIANTS[part]}
`,
    'bench-placement',
  );
}

interface SliceRow {
  design: string;
  block: number;
  round: number;
  variant: string;
  index: number;
  durationMs: number;
  responses: number;
  cpuUs?: number;
}

const rows: { design: string; block: number; trial: Trial }[] = [];
const slices: SliceRow[] = [];
const logDir = mkdtempSync(join(tmpdir(), 'perf-gate-placement-'));
const started = Date.now();
const wall: Record<string, number> = { floating: 0, placed: 0 };

for (let block = 0; block < blocks; block++) {
  // Who goes first alternates, so neither design always meets the start of a block.
  const order = block % 2 === 0 ? ['floating', 'placed'] : ['placed', 'floating'];
  for (const design of order) {
    const config = configFor(perBlock);
    const placement = applyPlacement({ mode: design === 'placed' ? 'auto' : 'off' });
    const t0 = Date.now();
    try {
      const trials = await runExperiment(config, makePlan(config, 1000 * block + 7), {
        logDir,
        baseEnv: process.env,
        startTarget,
        serviceCpus: placement.serviceCpus,
        onSlice: (s) => {
          if (s.warmup) return;
          slices.push({
            design,
            block,
            round: s.round,
            variant: s.variant,
            index: s.index,
            durationMs: s.endedAtMs - s.startedAtMs,
            responses: s.responses,
            cpuUs: s.cpuUs,
          });
        },
      });
      for (const trial of trials) rows.push({ design, block, trial });
    } finally {
      placement.restore();
    }
    wall[design] += Date.now() - t0;
    console.log(
      `block ${block + 1}/${blocks} ${design} (${JSON.stringify(placement.report)}) ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
  }
}

const names = ['A', ...(part === 'aa' ? ['A2'] : ['path', 'timer', 'worker'])];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
};
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
console.log(
  `\n${part}: ${blocks} blocks × ${perBlock} rounds per design, wall ${((Date.now() - started) / 1000).toFixed(0)} s (floating ${(wall.floating / 1000).toFixed(0)} s, placed ${(wall.placed / 1000).toFixed(0)} s)`,
);
console.log(
  '| design | variant | rounds | Δ req/s (mean ± SE) | sd req/s | Δ CPU/request (mean ± SE) | sd CPU/request | steal (cores) | foreign (cores) |',
);
console.log('|:--|:--|--:|--:|--:|--:|--:|--:|--:|');
for (const design of ['floating', 'placed']) {
  const measured = rows.filter((r) => r.design === design && r.trial.status === 'measured');
  const key = (r: (typeof rows)[number]) => `${r.block}/${r.trial.round}`;
  for (const variant of names.slice(1)) {
    const tput: number[] = [];
    const cpu: number[] = [];
    const steal: number[] = [];
    const foreign: number[] = [];
    for (const base of measured.filter((r) => r.trial.variant === 'A')) {
      const other = measured.find((r) => r.trial.variant === variant && key(r) === key(base));
      if (!other || base.trial.status !== 'measured' || other.trial.status !== 'measured') continue;
      const [b, o] = [base.trial.measurement, other.trial.measurement];
      tput.push(Math.log(o.throughput / b.throughput));
      if (b.resources && o.resources) {
        cpu.push(Math.log(o.resources.targetCpuUsPerRequest / b.resources.targetCpuUsPerRequest));
        steal.push(((b.resources.stealCores ?? 0) + (o.resources.stealCores ?? 0)) / 2);
        foreign.push((b.resources.foreignCores + o.resources.foreignCores) / 2);
      }
    }
    const est = (xs: number[]) =>
      xs.length > 1
        ? `${pct(Math.expm1(mean(xs)))} ± ${pct(sd(xs) / Math.sqrt(xs.length))}`
        : 'n/a';
    console.log(
      `| ${design} | ${variant} | ${tput.length} | ${est(tput)} | ${tput.length > 1 ? pct(sd(tput)) : 'n/a'} | ${est(cpu)} | ${cpu.length > 1 ? pct(sd(cpu)) : 'n/a'} | ${steal.length ? mean(steal).toFixed(3) : 'n/a'} | ${foreign.length ? mean(foreign).toFixed(3) : 'n/a'} |`,
    );
  }
}
const file = join(
  tmpdir(),
  `perf-gate-placement-${part}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(
  file,
  JSON.stringify({ part, blocks, perBlock, rows, slices }, (_, v) =>
    typeof v === 'number' && !Number.isFinite(v) ? null : v,
  ),
);
console.log(`\nrecorded in ${file}`);
