/**
 * Issue 33's gate on one runner: the express bench app with `budget: 5m` and a 2% gate on
 * req/s, run by the CLI as a user runs it, once as an A/A (the same app twice: it must be
 * decided within tolerance) and once against a variant adding helmet() (≈ −10%: it must fail).
 * Each run prints its report's first line, its interval, its rounds and its wall time.
 *
 *   npm run bench -- gate [--quick] [--aa-runs N] [--swapped] [--placement P[,P…]]
 *
 * (about 10 minutes; --quick: budget 2m each). One A/A says little about how often an A/A is
 * decided: `--aa-runs N` runs it N times. `--placement` sets the config's `placement:`
 * (the product's default, main-thread, unless given);
 * given several, each run is made in each placement, one after the other, so that the hour's
 * changes fall on all of them. `--swapped`: each A/A again with the arms' names swapped.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULTS } from '../../src/config/defaults.js';
import type { Study } from '../lib/study.js';

const app = resolve('bench/apps/express-app.mjs');

/** The arms' names: the baseline's, the variant's (swapped: is an A/A's lean the name's or the place's?). */
const NAMES = ['main', 'this PR'] as const;

function configText(
  variantEnv: string,
  budget: string,
  placement: string,
  [baseline, variant]: readonly string[] = NAMES,
): string {
  return `services: [{ name: app, command: "node ${app}", ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/items", connections: 10, duration: 4s }
budget: ${budget}
baseline: { name: ${baseline}, env: { WORK_US: "0" } }
variants: [{ name: ${variant}, env: { WORK_US: "0"${variantEnv} } }]
gate: { throughput: 2% }
placement: ${placement}
`;
}

export const gate: Study = {
  about: 'a 2% gate with budget 5m on express: the A/A decided, helmet() failed (about 10 min)',
  headline: false,
  options: {
    'aa-runs': { type: 'number', value: 'N', min: 1, integer: true, about: 'A/A runs (1)' },
    swapped: {
      type: 'boolean',
      about: 'each A/A also with the arms\' names swapped (the baseline named "this PR")',
    },
    placement: {
      type: 'list',
      value: 'P,…',
      choices: ['off', 'auto', 'main-thread'],
      about: `the config's placement, or several to alternate (${DEFAULTS.placement})`,
    },
  },
  async run({ print, quick, values }) {
    const budget = quick ? '2m' : '5m';
    const aaRuns = Number(values['aa-runs'] ?? 1);
    const placements = (values.placement as string[] | undefined) ?? [DEFAULTS.placement];
    print(
      `## A 2% gate in \`budget: ${budget}\` on one runner (express, 10 connections, 4 s trials)\n`,
    );
    print(
      '| run | placement | exit | first line of the report | Δ req/s (95% interval), per-round spread | Δ CPU/request (95% interval), spread | steal, cores (mean / max) | rounds (of planned) | wall |',
    );
    print('|:--|:--|--:|:--|:--|:--|--:|--:|--:|');
    // Kept for reading: each run's report, JSON and service logs.
    const folders: string[] = [];
    interface Case {
      name: string;
      env: string;
      names: readonly string[];
    }
    const cases: Case[] = [
      ...Array.from({ length: aaRuns }, (_, i): Case[] => {
        const name = `A/A (the same app twice)${aaRuns > 1 ? ` #${i + 1}` : ''}`;
        const aa = { name, env: '', names: NAMES };
        return values.swapped
          ? [aa, { ...aa, name: `${name}, names swapped`, names: [...NAMES].reverse() }]
          : [aa];
      }).flat(),
      { name: 'helmet() added', env: ', HELMET: "1"', names: NAMES },
    ];
    const runs = cases.flatMap((c) => placements.map((placement) => ({ ...c, placement })));
    for (const { name, env, names, placement } of runs) {
      const dir = mkdtempSync(join(tmpdir(), 'perf-gate-bench-gate-'));
      folders.push(dir);
      const config = join(dir, 'perf-gate.yml');
      writeFileSync(config, configText(env, budget, placement, names));
      const t0 = performance.now();
      const run = spawnSync(
        process.execPath,
        ['scripts/run-ts.mjs', 'src/cli/index.ts', 'run', '--config', config],
        { encoding: 'utf8', maxBuffer: 64 << 20 },
      );
      const wallS = (performance.now() - t0) / 1000;
      const report = readFileSync(join(dir, '.perf-gate', 'report.md'), 'utf8');
      const first =
        report.split('\n').find((l) => l.trim() && !l.startsWith('<!--') && !l.startsWith('#')) ??
        '';
      const result = JSON.parse(readFileSync(join(dir, '.perf-gate', 'report.json'), 'utf8'));
      const comparison = (metric: string) =>
        result.comparisons?.find((x: { metric: string }) => x.metric === metric);
      const c = comparison('throughput');
      const pct = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}%`;
      const interval = (m: typeof c) =>
        m
          ? `${pct(m.estimatePct)} (${pct(m.ciLowPct)} … ${pct(m.ciHighPct)}), spread ${m.spreadPct?.toFixed(1)}%`
          : 'none';
      // The host's steal says how far a run's figures are the app's (docs/accuracy.md).
      const steal: number[] = (result.trials ?? []).flatMap(
        (t: {
          status: string;
          warmup?: boolean;
          measurement?: { resources?: { stealCores?: number } };
        }) =>
          t.status === 'measured' && !t.warmup ? [t.measurement?.resources?.stealCores ?? 0] : [],
      );
      const stealText = steal.length
        ? `${(steal.reduce((a, b) => a + b, 0) / steal.length).toFixed(2)} / ${Math.max(...steal).toFixed(2)}`
        : '—';
      const rounds = `${c?.n ?? 0}${result.sequence ? ` (of ${result.sequence.maxRounds})` : ''}`;
      print(
        `| ${name} | ${placement} | ${run.status} | ${first.replace(/\|/g, '\\|')} | ${interval(c)} | ${interval(comparison('cpu'))} | ${stealText} | ${rounds} | ${wallS.toFixed(0)} s |`,
      );
    }
    print(`\n(${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`);
    print(`Each run's report, JSON and logs: ${folders.join(', ')}`);
  },
};
