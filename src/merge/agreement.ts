/**
 * Do the shards agree? For each gated comparison: each shard's own estimate, and a one-way
 * analysis of variance of the per-round paired differences grouped by shard, Holm-adjusted
 * over the gated family so that more shards or metrics do not raise false alarms. A
 * disagreement is information for the reader (a change that costs 10% on one CPU model and
 * nothing on another), not a gate failure. Pure.
 */
import { metricValue } from '../model/metrics.js';
import { measuredTrials, type Trial } from '../model/trial.js';
import { oneWayAnova } from '../stats/heterogeneity.js';
import type { Comparison } from '../stats/index.js';
import { holmAdjust, pairedDifferences } from '../stats/paired.js';
import type { ShardAgreement } from '../report/result.js';

export function shardAgreement(
  trials: Trial[],
  baseline: string,
  comparisons: Comparison[],
  alpha: number,
): ShardAgreement[] {
  const measured = measuredTrials(trials);
  const shards = [...new Set(measured.map((t) => t.shard ?? 0))].sort((a, b) => a - b);
  const drafts = comparisons
    .filter((c) => c.gated)
    .map((c) => {
      const groups = shards.map((shard) => {
        const own = measured.filter((t) => (t.shard ?? 0) === shard);
        const value = (variant: string) =>
          new Map(
            own
              .filter((t) => t.variant === variant)
              .map((t) => [t.round, metricValue(t.measurement, c.metric)]),
          );
        const base = value(baseline);
        const variant = value(c.variant);
        const rounds = [...base.keys()].filter((r) => variant.has(r)).sort((a, b) => a - b);
        return pairedDifferences(
          rounds.map((r) => base.get(r)!),
          rounds.map((r) => variant.get(r)!),
          c.scale,
        );
      });
      const back = (x: number) => (c.scale === 'ratio' ? Math.expm1(x) : x);
      return {
        variant: c.variant,
        metric: c.metric,
        perShard: shards.map((index, i) => ({
          index,
          n: groups[i].length,
          estimatePct:
            groups[i].length > 0
              ? back(groups[i].reduce((a, b) => a + b, 0) / groups[i].length) * 100
              : NaN,
        })),
        pValue: oneWayAnova(groups).pValue,
      };
    });
  const adjusted = holmAdjust(drafts.map((d) => d.pValue));
  return drafts.map((d, i) => ({
    ...d,
    pValue: adjusted[i],
    disagree: adjusted[i] < alpha,
  }));
}
