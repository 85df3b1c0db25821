/**
 * What moves under a slice (issue 33 item 3): an express A/A in today's default design, each
 * app timing two fixed pieces of work on its own main thread every 10 ms — a loop that stays
 * in the core's registers, and one that reads at random from 256 KB of its own (out of L1; in
 * L2 unless the app's own traffic pushed it out) — and reading its main thread's time on a CPU
 * and waiting for one (schedstat). Each slice's rate is then set beside them in the same slice:
 * a slice slow because the core was shows in the first probe; one slow because the way to
 * memory was, in the second; one in which the event loop waited for a CPU, in the wait; one in
 * which it ran less, in the run time (in a closed loop partly the slow slice itself).
 *
 *   npm run bench:noise -- --part probe [--rounds N]     (about 12 s a round; 8 rounds)
 *
 * Both arms carry the same probes (about 2% of a core), so the A/A stays one.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { mean, sampleCorrelation as corr, sampleStandardDeviation as sd } from 'simple-statistics';
import { parseConfigText } from '../../src/config/index.js';
import { makePlan } from '../../src/experiment/plan.js';
import { runExperiment, type SliceRecord } from '../../src/experiment/run.js';
import { startTarget } from '../../src/target/index.js';

const PRELOAD = `'use strict';
const fs = require('node:fs');
const { performance } = require('node:perf_hooks');
const dir = process.env.PROBE_DIR;
if (dir) {
  const file = dir + '/' + process.env.PROBE_ARM + '-' + process.pid + '.ndjson';
  const origin = performance.timeOrigin;
  const schedstat = '/proc/self/task/' + process.pid + '/schedstat';
  const data = new Int32Array(65536);
  // Written, so that it is 256 KB of memory and not the kernel's one page of zeros.
  for (let i = 0; i < data.length; i++) data[i] = Math.imul(i, 2654435761);
  let x = 1, sum = 0, tick = 0, lines = [];
  const time = (kind) => {
    const t0 = performance.now();
    if (kind === 'alu') for (let i = 0; i < 40000; i++) x = (Math.imul(x, 1103515245) + 12345) | 0;
    else for (let i = 0; i < 20000; i++) { x = (Math.imul(x, 1103515245) + 12345) | 0; sum = (sum + data[x & 65535]) | 0; }
    return { t: origin + t0, kind, ms: performance.now() - t0 };
  };
  setInterval(() => {
    // Both probes every tick, in turn first.
    const kinds = tick++ % 2 === 0 ? ['alu', 'cache'] : ['cache', 'alu'];
    const done = kinds.map(time);
    // The main thread's time on a CPU and waiting for one (schedstat: ns, ns, timeslices).
    let runNs = 0, waitNs = 0;
    try { [runNs, waitNs] = fs.readFileSync(schedstat, 'utf8').split(' ').map(Number); } catch {}
    for (const d of done) lines.push(JSON.stringify({ ...d, runNs, waitNs, s: sum & 1 }));
  }, 10).unref();
  const flush = () => { if (lines.length) { fs.appendFileSync(file, lines.join('\\n') + '\\n'); lines = []; } };
  setInterval(flush, 1000).unref();
  process.on('SIGTERM', () => { flush(); process.exit(0); });
}
`;

interface Tick {
  t: number;
  kind: 'alu' | 'cache';
  ms: number;
  runNs: number;
  waitNs: number;
}

interface ProbedSlice {
  round: number;
  arm: string;
  index: number;
  figures: Figures;
}

/**
 * A slice's figures: ln of its responses per second, of its app's CPU per request and of each
 * probe's median time; its app's main thread's share of the slice on a CPU and waiting for one
 * (schedstat's run and run-queue times, points of the slice).
 */
interface Figures {
  rate: number;
  cpu: number;
  alu: number;
  cache: number;
  mainRun: number;
  mainWait: number;
}

const KEYS = ['rate', 'cpu', 'alu', 'cache', 'mainRun', 'mainWait'] as const;

/** What each slice is set beside, and how its spread is printed. */
const BESIDE = [
  ['registers probe, its time', 'alu', 'ln'],
  ['256 KB probe, its time', 'cache', 'ln'],
  ["main thread's time on a CPU, share of the slice", 'mainRun', 'points'],
  ["main thread's time waiting for a CPU, share of the slice", 'mainWait', 'points'],
] as const;

export async function probeSlices(
  print: (line?: string) => void,
  options: { rounds?: number },
): Promise<void> {
  const rounds = options.rounds ?? 8;
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-noise-probe-'));
  try {
    const preload = join(dir, 'probe.cjs');
    writeFileSync(preload, PRELOAD);
    const env = (arm: string) =>
      `{ WORK_US: "0", PROBE_DIR: "${dir}", PROBE_ARM: "${arm}", NODE_OPTIONS: "--require ${preload}" }`;
    const config = parseConfigText(
      `services: [{ name: app, command: "node bench/apps/express-app.mjs", ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/items", connections: 10, duration: 4s, warmup: 1s }
rounds: ${rounds}
baseline: { name: A, env: ${env('A')} }
variants: [{ name: A2, env: ${env('A2')} }]
`,
      'bench-noise-probe',
    );
    const started = new Date().toISOString().slice(11, 16);
    const slices: SliceRecord[] = [];
    await runExperiment(config, makePlan(config, 4242, [...Array(rounds).keys()]), {
      logDir: dir,
      baseEnv: process.env,
      startTarget,
      onSlice: (s) => {
        if (!s.warmup) slices.push(s);
      },
    });
    const processes = readdirSync(dir)
      .filter((f) => f.endsWith('.ndjson'))
      .map((f) => ({
        arm: f.split('-')[0],
        ticks: readFileSync(join(dir, f), 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as Tick),
      }))
      .filter((p) => p.ticks.length > 0);
    const probed = slices.flatMap((s) => probedSlice(s, processes));
    printProbes(print, probed, { rounds, started, slices: slices.length });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A slice with its probes (the ticks of its arm's process inside it), if it had enough. */
function probedSlice(s: SliceRecord, processes: { arm: string; ticks: Tick[] }[]): ProbedSlice[] {
  const t0 = performance.timeOrigin + s.startedAtMs;
  const t1 = performance.timeOrigin + s.endedAtMs;
  // The arm's process of this round: the one whose ticks run through the slice.
  const own = processes.find(
    (p) => p.arm === s.variant && p.ticks[0].t <= t0 && p.ticks[p.ticks.length - 1].t >= t1,
  );
  const inside = own?.ticks.filter((k) => k.t >= t0 && k.t < t1) ?? [];
  const median = (kind: Tick['kind']) => {
    const ms = inside.filter((k) => k.kind === kind).map((k) => k.ms);
    ms.sort((a, b) => a - b);
    return ms[Math.floor(ms.length / 2)];
  };
  const seconds = (s.endedAtMs - s.startedAtMs) / 1000;
  if (inside.length < 4 || s.responses === 0 || !s.cpuUs) return [];
  const first = inside[0];
  const last = inside[inside.length - 1];
  const share = (ns: (k: Tick) => number) => (ns(last) - ns(first)) / 1e6 / (last.t - first.t);
  return [
    {
      round: s.round,
      arm: s.variant,
      index: s.index,
      figures: {
        rate: Math.log(s.responses / seconds),
        cpu: Math.log(s.cpuUs / s.responses),
        alu: Math.log(median('alu')),
        cache: Math.log(median('cache')),
        mainRun: share((k) => k.runNs),
        mainWait: share((k) => k.waitNs),
      },
    },
  ];
}

function printProbes(
  print: (line?: string) => void,
  probed: ProbedSlice[],
  run: { rounds: number; started: string; slices: number },
): void {
  // Within a trial: each slice against its own trial's mean (the rounds' own part taken off).
  const within: ProbedSlice[] = [];
  for (const key of new Set(probed.map((p) => `${p.round}/${p.arm}`))) {
    const trial = probed.filter((p) => `${p.round}/${p.arm}` === key);
    const means = figuresOf((k) => mean(trial.map((p) => p.figures[k])));
    for (const p of trial)
      within.push({ ...p, figures: figuresOf((k) => p.figures[k] - means[k]) });
  }
  // Slice pairs: the k-th slice of one arm against the k-th of the other, each centred above.
  const pairs: Figures[] = [];
  for (const round of new Set(probed.map((p) => p.round))) {
    const a = within.filter((p) => p.round === round && p.arm === 'A');
    const b = within.filter((p) => p.round === round && p.arm === 'A2');
    for (const x of a) {
      const y = b.find((p) => p.index === x.index);
      if (y) pairs.push(figuresOf((k) => y.figures[k] - x.figures[k]));
    }
  }
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  print(
    `\n### What moves under a slice: probes on the app's main thread (express A/A, ${run.rounds} rounds, ${run.started} UTC; ${probed.length} of ${run.slices} slices probed)\n`,
  );
  const points = (x: number) => `${(100 * x).toFixed(1)} points`;
  const all = (k: keyof Figures) => probed.map((p) => p.figures[k]);
  print(
    `The app's main thread was on a CPU ${pct(mean(all('mainRun')))} of each slice and waited for one ${pct(mean(all('mainWait')))}. Spreads of the probes' times, req/s and CPU per request: sd of ln (≈ %); of the shares: sd in points of the slice.\n`,
  );
  print('| level | what | sd | r with req/s | r with CPU/request | req/s sd left after it |');
  print('| :-- | :-- | --: | --: | --: | --: |');
  for (const [level, rows] of [
    ['slice, within its trial', within.map((p) => p.figures)],
    ['slice pair (k-th against k-th)', pairs],
  ] as const) {
    const rate = rows.map((p) => p.rate);
    print(`| ${level} | req/s | ${pct(sd(rate))} | | | |`);
    print(`| ${level} | CPU/request | ${pct(sd(rows.map((p) => p.cpu)))} | | | |`);
    for (const [what, key, unit] of BESIDE) {
      const x = rows.map((p) => p[key]);
      const r = corr(x, rate);
      print(
        `| ${level} | ${what} | ${unit === 'ln' ? pct(sd(x)) : points(sd(x))} | ${r.toFixed(2)} | ${corr(
          x,
          rows.map((p) => p.cpu),
        ).toFixed(2)} | ${pct(sd(rate) * Math.sqrt(1 - r * r))} |`,
      );
    }
  }
}

function figuresOf(value: (key: keyof Figures) => number): Figures {
  return Object.fromEntries(KEYS.map((k) => [k, value(k)])) as unknown as Figures;
}
