/**
 * What the noise is made of (src/stats/noise-parts.ts) and where the work ran on the CPUs
 * (src/target/placement.ts), as sections of the report model. Pure.
 */
import { parseCpuList } from '../config/cpus.js';
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
 * Whether the run could have placed its work with `placement: main-thread` and did not: it
 * placed it otherwise, or floated because it was told to on a Linux runner with a second CPU
 * (not for want of `taskset`, Linux or a second CPU, where main-thread would float too).
 */
export function couldPlaceMainThread(result: RunResult): boolean {
  const placement = result.conditions.placement;
  if (!placement || placement.mode === 'main-thread') return false;
  if (placement.floating === undefined) return true;
  const cpus = parseCpuList(placement.cpus);
  return (
    placement.mode === 'off' &&
    result.runner.os.startsWith('Linux') &&
    Array.isArray(cpus) &&
    cpus.length > 1
  );
}

/**
 * The advice for a part, as the reader can act on it. A Node service's event loop on a CPU of
 * its own cut both what the slices and what the rounds' own processes add on express (slice
 * pairs 22% apart against 31%, the rounds' own share 15% / 0% against 29% / 25%; rounds 1.8%
 * apart against 4.9%: docs/accuracy.md), and a .NET app apart once warm halved its slice pairs'
 * spread (rounds 1.7–1.9% apart against 2.7–5.2%), so where either dominates, the advice names it.
 */
function adviceText(advice: Part['advice'], result: RunResult): Text {
  if (advice !== 'isolation' && couldPlaceMainThread(result))
    return [
      ADVICE[advice] as string,
      '; a Node or .NET service: ',
      code('placement: main-thread'),
      ' (the default)',
    ];
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
        adviceText(p.advice, result),
      ]),
    },
  };
}

/** The run conditions' line on where the work ran; undefined for results without it. */
export function placementCondition(result: RunResult): Text | undefined {
  const p = result.conditions.placement;
  if (!p) return undefined;
  if (!p.otherShards?.length) return [strong('CPUs'), `: ${placementText(p)}`];
  // Merged shards placed differently: each placement with the shards it is of.
  const groups = [{ shards: p.shards ?? [], placement: p }, ...p.otherShards];
  return [
    strong('CPUs'),
    `: ${groups.map((g) => `shard ${g.shards.join(', ')}: ${g.placement ? placementText(g.placement) : 'not recorded (an older perf-gate)'}`).join('; ')}`,
  ];
}

type Placement = NonNullable<RunResult['conditions']['placement']>;

/** Where one run's work ran, or why it floated. */
function placementText(p: Omit<Placement, 'shards' | 'otherShards'>): string {
  if (p.floating) return `floating on CPU ${p.cpus} (${p.floating})`;
  const placed = [
    p.splitPrograms &&
      `the first thread (the event loop) of each ${p.splitPrograms.join(' or ')} process on CPU ${p.services}, its other threads once it was ready on CPU ${p.otherThreads}`,
    p.wholePrograms &&
      `each ${p.wholePrograms.join(' or ')} process whole on CPU ${p.services} once warmed up`,
  ].filter(Boolean);
  const services = placed.length
    ? `${placed.join(', ')}, other processes floating on CPU ${p.cpus}`
    : p.otherThreads // main-thread of earlier versions: other processes where `auto` puts them
      ? `each Node process's first thread (its event loop) on CPU ${p.services}, its other threads once it was ready on CPU ${p.otherThreads}, other processes on CPU ${p.services}`
      : `every variant's services on CPU ${p.services}`;
  return `load engine on CPU ${p.engine}, ${services} (placement: ${p.mode}, of CPU ${p.cpus})`;
}
