/**
 * Noise on a real framework app (express 5, a JSON endpoint), on this shared machine:
 * the spread of the paired log ratio per round, the rounds a 5% gate needs, and the A/A
 * false-fail share over windows of 10 rounds — quiet and beside a bursty co-tenant (a CPU hog
 * outside perf-gate's tree that runs in random bursts), as recorded and with whole-round
 * re-runs, and for the trial designs (fresh vs shared app, trial length).
 *
 *   npm run bench:noise -- --part cotenant|design|lengths [--rounds N] [--save DIR]
 *
 * Each part stays under 10 minutes; run it under the machine's load lock.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseConfigText } from '../src/config/index.js';
import { makePlan } from '../src/experiment/plan.js';
import { runExperiment } from '../src/experiment/run.js';
import { startOutsideTree } from '../__tests__/helpers/processes.js';
import {
  figures,
  pairRounds,
  recordTrial,
  type Figures,
  type RecordedTrial,
} from './noise-analysis.js';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const part = arg('part') ?? 'cotenant';
const roundsOverride = arg('rounds') ? Number(arg('rounds')) : undefined;
const saveDir = arg('save');
// Relative to the repository root the benchmark runs from: a path built with path or
// process.cwd() would make the bundler copy the app away from the node_modules with express.
const app = 'bench/apps/express-app.mjs';
const logDir = mkdtempSync(join(tmpdir(), 'perf-gate-noise-'));

/**
 * A co-tenant like another job on the runner: a CPU hog outside perf-gate's tree that runs
 * in bursts of 0.3–2.5 s with pauses of 0.5–4 s, drawn from its own seeded generator.
 */
function startBurstyCotenant(seed: number): number {
  return startOutsideTree(`
let s = ${seed} >>> 0;
const r = () => { s = (s + 0x6d2b79f5) >>> 0; let t = Math.imul(s ^ (s >>> 15), s | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
const end = Date.now() + 15 * 60 * 1000;
const burst = () => { if (Date.now() > end) return; const stop = Date.now() + 300 + r() * 2200;
  while (Date.now() < stop); setTimeout(burst, 500 + r() * 3500); };
burst();`);
}

interface Condition {
  label: string;
  design: string;
  lifecycle: 'fresh' | 'shared';
  trialSeconds: number;
  rounds: number;
  cotenant: boolean;
  /** Extra CPU per request of the variant, µs: a known slowdown (0: A/A). */
  workUs: number;
}

async function record(c: Condition, seed: number): Promise<RecordedTrial[]> {
  const config = parseConfigText(
    `services: [{ name: app, command: "node ${app}", ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/items", connections: 10, duration: ${c.trialSeconds}s, warmup: 500ms }
rounds: ${c.rounds}
lifecycle: ${c.lifecycle}
baseline: { name: A${c.lifecycle === 'fresh' ? ', env: { WORK_US: "0" }' : ''} }
variants: [{ name: ${c.workUs ? 'B' : 'A2'}${c.lifecycle === 'fresh' ? `, env: { WORK_US: "${c.workUs}" }` : ''} }]
`,
    'bench-noise',
  );
  const cotenant = c.cotenant ? startBurstyCotenant(seed * 7 + 1) : undefined;
  try {
    const trials = await runExperiment(config, makePlan(config, seed), {
      logDir,
      baseEnv: process.env,
    });
    return trials.flatMap((t) => {
      const r = recordTrial(t);
      return r ? [r] : [];
    });
  } finally {
    if (cotenant) process.kill(cotenant, 'SIGKILL');
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const share = ([k, n]: [number, number]) => `${k}/${n}`;
const needed = (n: number | undefined) => (n === undefined ? '> 1000' : String(n));
const delta = (x: { mean: number; se: number }) => `${pct(Math.expm1(x.mean))} ± ${pct(x.se)}`;

function row(label: string, design: string, f: Figures): string {
  return `| ${label} | ${design} | ${f.rounds} | ${f.meanForeign.toFixed(2)} | ${pct(f.disturbedShare)} | ${pct(f.sdThroughput)} | ${pct(f.sdCpu)} | ${needed(f.neededThroughput)} | ${needed(f.neededCpu)} | ${share(f.failsThroughput)} | ${share(f.failsCpu)} | ${delta(f.throughput)} | ${delta(f.cpu)} |`;
}

const started = performance.now();
console.log(
  `# Noise on a real app (express 5 JSON endpoint, 10 connections, 500 ms warm-up) — part "${part}", ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} at start\n`,
);
console.log(
  '| condition | design | rounds | foreign load (cores, mean) | disturbed rounds | sd of ln ratio, req/s | sd, CPU/request | rounds for a 5% gate, req/s | … CPU/request | A/A false fails (windows of 10), req/s gate | … CPU gate | Δ req/s ± SE | Δ CPU/request ± SE |',
);
console.log('|:--|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');

const rounds = (n: number) => roundsOverride ?? n;
const conditions: Condition[] =
  part === 'cotenant'
    ? [
        {
          label: 'A/A, bursty co-tenant',
          design: 'fresh, 2 s',
          lifecycle: 'fresh',
          trialSeconds: 2,
          rounds: rounds(40),
          cotenant: true,
          workUs: 0,
        },
        {
          label: 'A/B +10 µs/request, bursty co-tenant',
          design: 'fresh, 2 s',
          lifecycle: 'fresh',
          trialSeconds: 2,
          rounds: rounds(30),
          cotenant: true,
          workUs: 10,
        },
      ]
    : part === 'design'
      ? [
          {
            label: 'A/A, "quiet" (shared machine)',
            design: 'fresh, 2 s',
            lifecycle: 'fresh',
            trialSeconds: 2,
            rounds: rounds(35),
            cotenant: false,
            workUs: 0,
          },
          {
            label: 'A/A, "quiet" (shared machine)',
            design: 'shared, 2 s',
            lifecycle: 'shared',
            trialSeconds: 2,
            rounds: rounds(35),
            cotenant: false,
            workUs: 0,
          },
        ]
      : [1, 5, 10].map((seconds) => ({
          label: 'A/A, "quiet" (shared machine)',
          design: `fresh, ${seconds} s`,
          lifecycle: 'fresh' as const,
          trialSeconds: seconds,
          rounds: rounds(Math.round(60 / seconds)),
          cotenant: false,
          workUs: 0,
        }));

for (const [i, c] of conditions.entries()) {
  const t0 = performance.now();
  const trials = await record(c, 1000 + i);
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(
      join(saveDir, `${part}-${i}.json`),
      JSON.stringify({ condition: c, trials }, null, 1),
    );
  }
  const stream = pairRounds(trials, 'A');
  const seconds = (performance.now() - t0) / 1000;
  console.log(row(c.label, `${c.design}, as recorded`, figures(stream, { reruns: false })));
  console.log(
    row(c.label, `${c.design}, whole-round re-runs (≤ 30%)`, figures(stream, { reruns: true })),
  );
  console.log(`<!-- ${c.label} ${c.design}: ${seconds.toFixed(0)} s -->`);
}
console.log(
  `\nTotal: ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadavg()[0].toFixed(1)} at the end.`,
);
