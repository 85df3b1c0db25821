/**
 * What the report says about shards: for one shard, which share it measured; for a merged
 * run, how many rounds from how many runners the verdict rests on, who is missing, and how
 * each shard saw every gated change. Pure.
 */
import { shardRounds } from '../experiment/shard.js';
import { METRICS } from '../model/metrics.js';
import { pct, pValue } from '../model/format.js';
import { roundsSpent, type RunResult } from './result.js';
import { code, given, strong, type Text, type Table } from './text.js';

/** Whether merged shards drew their own run seeds (from a terminal; a workflow's share one). */
export function shardsDrewOwnSeeds(result: RunResult): boolean {
  return new Set(result.shards?.ran.map((shard) => shard.runSeed ?? result.seed)).size > 1;
}

/** Rounds this result measured, warm-ups not counted. */
const measuredRounds = (result: RunResult): number => roundsSpent(result).measured;

/**
 * A shard's rounds measured and its share, when it ended before its share without failing:
 * its budget ended it (a shard stops before a round the budget would not fit). Undefined for
 * a shard that ran its share, or failed part-way.
 */
export function budgetEndedShard(
  result: RunResult,
): { measured: number; share: number } | undefined {
  if (!result.shard || result.incomplete) return undefined;
  const measured = measuredRounds(result);
  const share = shardRounds(result.conditions.rounds, result.shard).length;
  return measured < share ? { measured, share } : undefined;
}

/** "7 of the experiment's 60 rounds", and whether its budget ended it before its share. */
function shardMeasured(result: RunResult): string {
  const cut = budgetEndedShard(result);
  const ended = cut ? ` (its share is ${cut.share}; its budget ended it)` : '';
  return `${measuredRounds(result)} of the experiment's ${result.conditions.rounds} rounds${ended}`;
}

/**
 * A shard gives no verdict of its own: its share of the rounds is too small to judge, and
 * a pass or fail here would contradict the merge that does judge.
 */
export function shardVerdictLine(result: RunResult): Text | undefined {
  if (!result.shard) return undefined;
  const { index, total } = result.shard;
  return [
    '🧩 ',
    strong(`Shard ${index} of ${total}`),
    `: measured ${shardMeasured(result)}. The verdict comes from merging every shard (`,
    code('mode: merge'),
    ', or ',
    code('perf-gate merge'),
    ').',
  ];
}

/** One line for the run conditions, or none for an unsharded run. */
export function shardConditionLine(result: RunResult): Text | undefined {
  if (result.shard) {
    const { index, total, seed } = result.shard;
    return [
      strong('Shard'),
      `: ${index} of ${total}, ${shardMeasured(result)} (shard seed `,
      code(String(seed)),
      '); the verdict comes from merging every shard (',
      code('mode: merge'),
      ')',
    ];
  }
  const s = result.shards;
  if (!s) return undefined;
  const missing = s.missing.length > 0 ? `; missing: shard ${s.missing.join(', ')}` : '';
  const cut = s.ran.filter((shard) => shard.share !== undefined);
  const ended =
    cut.length === 1
      ? `; shard ${cut[0].index}'s budget ended it after ${cut[0].rounds} of its ${cut[0].share} rounds`
      : cut.length > 1
        ? `; the budget ended shards ${cut.map((shard) => shard.index).join(', ')} before their share (their rounds are in the shards table)`
        : '';
  return [
    strong('Shards'),
    `: ${result.conditions.rounds} rounds pooled from ${s.ran.length} of ${s.total} runners${missing}${ended}`,
  ];
}

export interface ShardsSection {
  heading: Text;
  /** Per shard: its runner, rounds, seed, and its estimate of every gated change. */
  table: Table;
  /** Per gated change: whether the shards agree. */
  agreement: Text[];
}

/** The per-shard table of a merged run; none for any other run. */
export function shardsSection(result: RunResult): ShardsSection | undefined {
  const s = result.shards;
  if (!s) return undefined;
  const gated = s.agreement;
  const rows = s.ran.map((shard): Text[] => [
    String(shard.index),
    given(`${shard.runner.cpus} × ${shard.runner.cpuModel}`),
    shard.share !== undefined ? `${shard.rounds} of ${shard.share}` : String(shard.rounds),
    code(String(shard.runSeed ?? shard.seed)),
    ...gated.map((a) => {
      const own = a.perShard.find((p) => p.index === shard.index);
      return own ? pct(own.estimatePct / 100, { signed: true }) : 'n/a';
    }),
  ]);
  const missing = s.missing.map((index) => [
    String(index),
    '— no result —',
    '0',
    undefined,
    ...gated.map(() => undefined),
  ]);
  return {
    heading: `Shards: ${result.conditions.rounds} rounds from ${s.ran.length} of ${s.total} runners`,
    table: {
      columns: [
        { title: 'Shard', align: 'none' },
        { title: 'Runner', align: 'none' },
        { title: 'Rounds', align: 'right' },
        { title: 'Seed', align: 'right' },
        ...gated.map((a) => ({
          title: [given(a.variant), `: ${METRICS[a.metric].label}`],
          align: 'right' as const,
        })),
      ],
      // In shard order, a missing one in its place.
      rows: [...rows, ...missing].sort((a, b) => Number(a[0]) - Number(b[0])),
    },
    agreement: gated.map((a) => [
      given(a.variant),
      `, ${METRICS[a.metric].label.toLowerCase()}: `,
      // One shard (the others missing), or shards of one round each: nothing to compare.
      ...(!Number.isFinite(a.pValue)
        ? [
            'too few shards or rounds to test agreement between shards (it takes two shards of two rounds or more)',
          ]
        : [
            ...(a.disagree ? ['⚠️ the shards ', strong('disagree')] : ['the shards agree']),
            ` (one-way ANOVA of the per-round differences by shard, Holm-adjusted p = ${pValue(a.pValue)})`,
          ]),
    ]),
  };
}
