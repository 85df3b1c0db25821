/**
 * What the noise is made of (src/stats/noise-parts.ts) and where the work ran on the CPUs
 * (src/target/placement.ts), as the report shows them. Pure.
 */
import type { RunResult } from './result.js';

type Part = NonNullable<RunResult['noiseParts']>['parts'][number];
type Component = Part['within'];

const METRIC_LABEL: Record<Part['metric'], string> = {
  throughput: 'req/s',
  cpuPerRequest: 'CPU/request',
};

const ADVICE: Record<Part['advice'], string> = {
  'more-rounds': 'more rounds',
  'longer-trials': 'longer trials or finer turns',
  isolation: 'isolation (a quieter runner, `placement`)',
};

const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : 'n/a');

function component(c: Component, withInterval: boolean): string {
  if (!Number.isFinite(c.sd)) return 'n/a';
  const share = `${Math.round(c.share * 100)}%`;
  return withInterval
    ? `${pct(c.sd)} (${share}; ${pct(c.low)}–${pct(c.high)})`
    : `${pct(c.sd)} (${share})`;
}

/** The fold-out section of the markdown report; empty when the run had too few rounds. */
export function noisePartsSection(result: RunResult): string {
  const np = result.noiseParts;
  if (!np || np.parts.length === 0) return '';
  const between = np.between === 'processes' ? 'between processes' : 'between rounds';
  const rows = np.parts.map(
    (p) =>
      `| ${p.variant} | ${METRIC_LABEL[p.metric]} | ${p.rounds} | ${pct(p.roundSd)} | ${component(p.within, true)} | ${component(p.between, true)} | ${component(p.machine, true)} | ${p.machineCores.toFixed(2)} | ${ADVICE[p.advice]} |`,
  );
  const whole = np.parts.some((p) => !Number.isFinite(p.within.sd))
    ? ' Whole trials have no slices to pair, so their within part is counted in the between part.'
    : '';
  return [
    '<details><summary>What the noise is made of</summary>',
    '',
    `Each part of the spread of a round's ln(variant / baseline), as the sd it adds (its share of the variance; 95% bootstrap interval over rounds). **Within a process**: slice to slice, pooled over rounds and divided by the slices a round averages; **${between}**: what is left of the rounds' spread (${np.between === 'processes' ? 'each round starts fresh processes' : 'one process serves every round'}); **machine**: what the difference in CPU steal and foreign load between a round's two trials explains.${whole}`,
    '',
    `| variant | metric | rounds | per-round spread | within a process | ${between} | machine | steal + foreign (cores) | would cut it most |`,
    '|:--|:--|--:|--:|--:|--:|--:|--:|:--|',
    ...rows,
    '',
    '</details>',
  ].join('\n');
}

/** The terminal's lines: one per comparison and metric. */
export function noisePartsLines(result: RunResult): string[] {
  const np = result.noiseParts;
  if (!np || np.parts.length === 0) return [];
  const between = np.between === 'processes' ? 'between processes' : 'between rounds';
  return [
    ...np.parts.map(
      (p) =>
        `noise of ${p.variant} ${METRIC_LABEL[p.metric]}: ${pct(p.roundSd)} per round = within a process ${component(p.within, false)}, ${between} ${component(p.between, false)}, machine ${component(p.machine, false)}; would cut it most: ${ADVICE[p.advice].replace(/`/g, '')}`,
    ),
    '',
  ];
}

/** The run conditions' line on where the work ran; undefined for results without it. */
export function placementCondition(result: RunResult): string | undefined {
  const p = result.conditions.placement;
  if (!p) return undefined;
  if (p.floating) return `- **CPUs**: floating on CPU ${p.cpus} (${p.floating})`;
  return `- **CPUs**: load engine on CPU ${p.engine}, every variant's services on CPU ${p.services} (placement: ${p.mode}, of CPU ${p.cpus})`;
}
