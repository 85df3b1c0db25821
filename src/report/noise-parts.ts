/**
 * What the noise is made of (src/stats/noise-parts.ts) and where the work ran on the CPUs
 * (src/target/placement.ts), as sections of the report model. Pure.
 */
import type { RunResult } from './result.js';
import { code, strong, type Table, type Text } from './text.js';

type Part = NonNullable<RunResult['noiseParts']>['parts'][number];
type Component = Part['within'];

export interface NoisePartsSection {
  summary: Text;
  intro: Text;
  table: Table;
}

const METRIC_LABEL: Record<Part['metric'], string> = {
  throughput: 'req/s',
  cpuPerRequest: 'CPU/request',
};

const ADVICE: Record<Part['advice'], Text> = {
  'more-rounds': 'more rounds',
  'longer-trials': 'longer trials or finer turns',
  isolation: ['isolation (a quieter runner, ', code('placement'), ')'],
};

/**
 * Whether the run could have been placed with `placement: main-thread` and was not: it placed
 * its work otherwise, or floated only because it was told to (not for want of `taskset` or of
 * a second CPU). Within a process is where that placement cuts the noise, for a Node service
 * (slice pairs 22% apart against 31% on express; rounds 1.8% against 4.9%, docs/accuracy.md).
 */
export function couldPlaceMainThread(placement: RunResult['conditions']['placement']): boolean {
  if (!placement || placement.mode === 'main-thread') return false;
  return placement.floating === undefined || placement.mode === 'off';
}

/** The advice for a part, as the reader can act on it. */
function adviceText(advice: Part['advice'], placement: RunResult['conditions']['placement']): Text {
  if (advice === 'longer-trials' && couldPlaceMainThread(placement))
    return ['longer trials or finer turns; a Node service: ', code('placement: main-thread')];
  return ADVICE[advice];
}

const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : 'n/a');

function component(c: Component): string {
  if (!Number.isFinite(c.sd)) return 'n/a';
  return `${pct(c.sd)} (${Math.round(c.share * 100)}%; ${pct(c.low)}–${pct(c.high)})`;
}

/** The parts of each comparison's per-round spread; undefined when the run had too few rounds. */
export function noisePartsSection(result: RunResult): NoisePartsSection | undefined {
  const np = result.noiseParts;
  if (!np || np.parts.length === 0) return undefined;
  const between = np.between === 'processes' ? 'between processes' : 'between rounds';
  const whole = np.parts.some((p) => !Number.isFinite(p.within.sd))
    ? ' Whole trials have no slices to pair, so their within part is counted in the between part.'
    : '';
  const right = (title: Text) => ({ title, align: 'right' as const });
  const left = (title: Text) => ({ title, align: 'left' as const });
  return {
    summary: 'What the noise is made of',
    intro: [
      "Each part of the spread of a round's ln(variant / baseline), as the sd it adds (its share of the variance; 95% bootstrap interval over rounds). ",
      strong('Within a process'),
      ': slice to slice, pooled over rounds and divided by the slices a round averages; ',
      strong(between),
      `: what is left of the rounds' spread (${np.between === 'processes' ? 'each round starts fresh processes' : 'one process serves every round'}); `,
      strong('machine'),
      `: what the difference in CPU steal and foreign load between a round's two trials explains.${whole}`,
    ],
    table: {
      columns: [
        left('variant'),
        left('metric'),
        right('rounds'),
        right('per-round spread'),
        right('within a process'),
        right(between),
        right('machine'),
        right('steal + foreign (cores)'),
        left('would cut it most'),
      ],
      rows: np.parts.map((p) => [
        { given: p.variant },
        METRIC_LABEL[p.metric],
        String(p.rounds),
        pct(p.roundSd),
        component(p.within),
        component(p.between),
        component(p.machine),
        p.machineCores.toFixed(2),
        adviceText(p.advice, result.conditions.placement),
      ]),
    },
  };
}

/** The run conditions' line on where the work ran; undefined for results without it. */
export function placementCondition(result: RunResult): Text | undefined {
  const p = result.conditions.placement;
  if (!p) return undefined;
  if (p.floating) return [strong('CPUs'), `: floating on CPU ${p.cpus} (${p.floating})`];
  const services = p.otherThreads
    ? `each Node process's first thread (its event loop) on CPU ${p.services}, its other threads once it was ready on CPU ${p.otherThreads}, other processes on CPU ${p.services}`
    : `every variant's services on CPU ${p.services}`;
  return [
    strong('CPUs'),
    `: load engine on CPU ${p.engine}, ${services} (placement: ${p.mode}, of CPU ${p.cpus})`,
  ];
}
