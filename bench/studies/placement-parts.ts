/**
 * The noise's parts (src/stats/noise-parts.ts) of a recording of bench/studies/placement.ts, per
 * design and variant: `node scripts/run-ts.mjs bench/studies/placement-parts.ts /tmp/perf-gate-placement-aa-….json`.
 */
import { readFileSync } from 'node:fs';
import { noisePart, type SliceSample } from '../../src/stats/noise-parts.js';
import { seededRandom } from '../../src/model/random.js';
import type { MeasuredTrial, Trial } from '../../src/model/trial.js';
import { parseOrExit } from '../lib/options.js';

interface Recording {
  rows: { design: string; block: number; trial: Trial }[];
  slices: {
    design: string;
    block: number;
    round: number;
    variant: string;
    index: number;
    durationMs: number;
    responses: number;
    cpuUs?: number;
  }[];
}

const { positionals, fail } = parseOrExit({
  name: 'node scripts/run-ts.mjs bench/studies/placement-parts.ts',
  synopsis: ['FILE   (a recording placement.ts wrote)'],
  options: {},
  positionals: 'FILE',
});
if (positionals.length !== 1)
  fail(`needs one recording FILE (placement.ts wrote it to $TMPDIR), got ${positionals.length}.`);
const recording = JSON.parse(readFileSync(positionals[0], 'utf8')) as Recording;
const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : 'n/a');
console.log(
  '| design | variant | metric | rounds | K | per-round sd | slice sd | within [95%] | between [95%] | machine [95%] | steal+foreign (cores) | advice |',
);
console.log('|:--|:--|:--|--:|--:|--:|--:|--:|--:|--:|--:|:--|');
for (const design of ['floating', 'placed']) {
  // Rounds restart at 0 in every block: number them apart, and key slices by the new sequence.
  const trials: MeasuredTrial[] = [];
  const sequenceOf = new Map<string, number>();
  for (const { design: d, block, trial } of recording.rows) {
    if (d !== design || trial.status !== 'measured') continue;
    const sequence = trials.length;
    sequenceOf.set(`${block}/${trial.round}/${trial.variant}`, sequence);
    trials.push({ ...trial, round: block * 1000 + trial.round, sequence });
  }
  const slices: SliceSample[] = recording.slices.flatMap((s) => {
    const sequence = sequenceOf.get(`${s.block}/${s.round}/${s.variant}`);
    return s.design === design && sequence !== undefined ? [{ ...s, sequence }] : [];
  });
  const variants = [...new Set(trials.map((t) => t.variant))].filter((v) => v !== 'A');
  for (const variant of variants)
    for (const metric of ['throughput', 'cpuPerRequest'] as const) {
      const p = noisePart(trials, slices, 'A', variant, metric, seededRandom(5));
      if (!p) continue;
      const c = (x: typeof p.within) => `${pct(x.sd)} [${pct(x.low)}–${pct(x.high)}]`;
      console.log(
        `| ${design} | ${variant} | ${metric === 'throughput' ? 'req/s' : 'CPU/request'} | ${p.rounds} | ${p.slicesPerRound.toFixed(1)} | ${pct(p.roundSd)} | ${pct(p.sliceSd)} | ${c(p.within)} | ${c(p.between)} | ${c(p.machine)} | ${p.machineCores.toFixed(2)} | ${p.advice} |`,
      );
    }
}
