/**
 * Warm-up until the rate is steady against a fixed warm-up, on the express bench app:
 * `--part time` starts a fresh app a few times and prints each steady warm-up's rates (250 ms
 * windows) and how long it took; `--part aa` runs A/A experiments of both designs
 * INTERLEAVED (alternating blocks of rounds, the order within a block swapped each block) and
 * prints each design's per-round spread of the paired log ratio, its wall time per round, and
 * the spread at equal wall time. Run it under the load lock:
 *   flock /tmp/perf-gate-load.lock nice -n -15 node scripts/run-ts.mjs bench/studies/warmup-steady.ts --part aa
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseConfigText } from '../../src/config/index.js';
import { makePlan } from '../../src/experiment/plan.js';
import { runExperiment } from '../../src/experiment/run.js';
import { VariantServices } from '../../src/experiment/bring-up.js';
import { runWarmup } from '../../src/load/trial.js';
import type { Trial } from '../../src/model/trial.js';
import { startTarget } from '../../src/target/index.js';
import { parseOrExit } from '../lib/options.js';

const app = 'bench/apps/express-app.mjs';

const configOf = (warmup: string, rounds: number) =>
  parseConfigText(
    `services: [{ name: app, command: "node ${app}", ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/items", connections: 10, duration: 4s, warmup: ${warmup} }
rounds: ${rounds}
baseline: { name: A }
variants: [{ name: A2 }]
`,
    'bench-warmup',
  );

async function timeToSteady(starts: number, logDir: string): Promise<void> {
  const config = configOf('{ until: steady, max: 10s }', 2);
  const services = new VariantServices({
    lifecycle: 'fresh',
    startTarget,
    logDir,
    baseEnv: process.env,
    sharedLabel: 'shared',
  });
  for (let i = 0; i < starts; i++) {
    const { variant, target } = await services.start(config.variants[0], `time-${i}`);
    try {
      const started = performance.now();
      const warm = await runWarmup(variant.load);
      const ms = performance.now() - started;
      console.log(
        `start ${i + 1}: ${warm?.untilSteady?.steady ? 'steady' : 'NOT steady'} after ${(ms / 1000).toFixed(2)} s; settled at ${Math.round(warm!.responses / warm!.durationSec)} req/s`,
      );
    } finally {
      await services.release(target);
    }
  }
}

/** The paired log ratios of req/s and of CPU per request, one per complete round. */
function roundRatios(trials: Trial[]): { throughput: number; cpu: number }[] {
  const rounds = new Map<number, Trial[]>();
  for (const t of trials)
    if (t.status === 'measured' && !t.warmup)
      rounds.set(t.round, [...(rounds.get(t.round) ?? []), t]);
  return [...rounds.values()].flatMap((pair) => {
    const a = pair.find((t) => t.variant === 'A');
    const b = pair.find((t) => t.variant === 'A2');
    if (a?.status !== 'measured' || b?.status !== 'measured') return [];
    const cpuA = a.measurement.resources?.targetCpuUsPerRequest ?? NaN;
    const cpuB = b.measurement.resources?.targetCpuUsPerRequest ?? NaN;
    return [
      {
        throughput: Math.log(b.measurement.throughput / a.measurement.throughput),
        cpu: Math.log(cpuB / cpuA),
      },
    ];
  });
}

const sd = (xs: number[]) => {
  const m = xs.reduce((s, x) => s + x, 0) / xs.length;
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1));
};

async function interleavedAA(blocks: number, roundsPerBlock: number, logDir: string) {
  const designs = [
    { name: 'fixed 1 s', warmup: '1s' },
    { name: 'until steady (max 10 s)', warmup: '{ until: steady, max: 10s }' },
  ];
  const per = designs.map(() => ({
    ratios: [] as { throughput: number; cpu: number }[],
    wallMs: 0,
    rounds: 0,
    warm: [] as { durationMs: number; steady: boolean }[],
  }));
  for (let block = 0; block < blocks; block++) {
    const order = block % 2 === 0 ? [0, 1] : [1, 0];
    for (const d of order) {
      const config = configOf(designs[d].warmup, roundsPerBlock);
      const started = performance.now();
      const trials = await runExperiment(config, makePlan(config, 100 + block), {
        logDir,
        baseEnv: process.env,
        startTarget,
      });
      per[d].wallMs += performance.now() - started;
      per[d].rounds += roundsPerBlock;
      per[d].ratios.push(...roundRatios(trials));
      per[d].warm.push(...trials.flatMap((t) => (t.warmedUp ? [t.warmedUp] : [])));
      console.log(
        `${new Date().toISOString()} block ${block + 1} ${designs[d].name}: load ${loadavg()[0].toFixed(2)}`,
      );
    }
    printTable(designs, per);
  }
}

type Design = { name: string; warmup: string };
type Recorded = {
  ratios: { throughput: number; cpu: number }[];
  wallMs: number;
  rounds: number;
  warm: { durationMs: number; steady: boolean }[];
};

/** The designs' figures so far (printed after every block, so a cut-off run still says them). */
function printTable(designs: Design[], per: Recorded[]): void {
  console.log(
    '| warm-up | rounds | wall/round | sd ln ratio req/s | sd CPU/req | equal-wall sd ratio vs fixed, req/s / CPU | warm-up took (median, range), steady |',
  );
  console.log('|:--|--:|--:|--:|--:|--:|:--|');
  const wall = (i: number) => per[i].wallMs / per[i].rounds;
  const sds = per.map((p) => ({
    t: sd(p.ratios.map((r) => r.throughput)),
    c: sd(p.ratios.map((r) => r.cpu)),
  }));
  for (const [i, p] of per.entries()) {
    const eq = (own: number, base: number) =>
      Math.sqrt((own ** 2 * wall(i)) / (base ** 2 * wall(0))).toFixed(2);
    const took = p.warm.map((w) => w.durationMs).sort((a, b) => a - b);
    const warmText = took.length
      ? `${(took[Math.floor((took.length - 1) / 2)] / 1000).toFixed(2)} s (${(took[0] / 1000).toFixed(2)}–${(took.at(-1)! / 1000).toFixed(2)}), ${p.warm.filter((w) => w.steady).length}/${p.warm.length}`
      : '1 s fixed';
    console.log(
      `| ${designs[i].name} | ${p.ratios.length} | ${(wall(i) / 1000).toFixed(1)} s | ${(sds[i].t * 100).toFixed(1)}% | ${(sds[i].c * 100).toFixed(1)}% | ${eq(sds[i].t, sds[0].t)} / ${eq(sds[i].c, sds[0].c)} | ${warmText} |`,
    );
  }
}

const { values } = parseOrExit({
  name: 'node scripts/run-ts.mjs bench/studies/warmup-steady.ts',
  synopsis: ['[--part aa] [--blocks N] [--rounds N]', '--part time [--starts N]'],
  options: {
    part: {
      type: 'string',
      value: 'PART',
      choices: ['aa', 'time'],
      about: 'A/A of both designs, or the time to steady (aa)',
    },
    starts: { type: 'number', value: 'N', min: 1, integer: true, about: 'time: fresh starts (5)' },
    blocks: { type: 'number', value: 'N', min: 1, integer: true, about: 'aa: blocks (4)' },
    rounds: {
      type: 'number',
      value: 'N',
      min: 2,
      integer: true,
      about: 'aa: rounds per block (3)',
    },
  },
});
const part = values.part ?? 'aa';
const logDir = mkdtempSync(join(tmpdir(), 'perf-gate-warmup-'));
console.log(`${new Date().toISOString()} part ${part}, logs in ${logDir}`);
if (part === 'time') await timeToSteady(values.starts ?? 5, logDir);
else await interleavedAA(values.blocks ?? 4, values.rounds ?? 3, logDir);
