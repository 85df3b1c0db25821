/**
 * Shard results → one RunResult judged as a single run over the pooled rounds would be:
 * the same statistics and gate (experiment/analyse.ts), plus what only a merge can say —
 * which shards are missing, and whether the shards agree. Pure.
 */
import type { GateSpec } from '../config/types.js';
import { analyse } from '../experiment/analyse.js';
import type { RunResult } from '../report/result.js';
import { shardAgreement } from './agreement.js';
import { poolShards, type ShardResult } from './pool.js';
import { METRICS } from '../model/metrics.js';
import { pct } from '../model/format.js';
import { placementWarning } from '../report/placement.js';
import { budgetEndedShard } from '../report/shards.js';

export function mergeShardResults(inputs: ShardResult[]): RunResult {
  const pooled = poolShards(inputs);
  const { first } = pooled;
  const c = first.conditions;
  const gate: GateSpec = {
    thresholds: c.thresholds,
    alpha: c.alpha,
    inconclusive: c.inconclusive,
    test: c.test,
    ...(c.judged && { judged: c.judged }),
  };
  const names = [first.baseline, ...first.variants];
  // Every shard shares the run's seed; the pooled permutation stream derives from the first.
  const analysis = analyse(pooled.trials, names, gate, first.seed);
  const agreement = shardAgreement(pooled.trials, first.baseline, analysis.comparisons, c.alpha);
  const rounds = pooled.shards.reduce((a, s) => a + s.rounds, 0);

  const warnings = [...analysis.verdict.warnings];
  if (pooled.missing.length > 0) {
    warnings.push(
      `${pooled.missing.length} of ${pooled.total} shards sent no result (shard ${pooled.missing.join(', ')}): the verdict rests on ${rounds} rounds from ${pooled.shards.length} runners — see the failed matrix jobs`,
    );
  }
  for (const a of agreement.filter((x) => x.disagree)) {
    const seen = a.perShard
      .map((s) => `shard ${s.index}: ${pct(s.estimatePct / 100, { signed: true })}`)
      .join(', ');
    warnings.push(
      `${a.variant}: the shards disagree on ${METRICS[a.metric].label.toLowerCase()} (${seen}; p = ${a.pValue.toPrecision(2)}): the change may depend on the runner`,
    );
  }

  const placement = placementOfShards(inputs);
  const conditions = { ...c, ...designOfShards(inputs), ...(placement && { placement }), rounds };
  warnings.push(...placementWarnings(conditions.placement));

  return {
    ...first,
    shard: undefined,
    // Each shard's logs stayed on its own runner: the merge has none to point at.
    logDir: undefined,
    durationMs: Math.max(...inputs.map((i) => i.result.durationMs)),
    conditions,
    trials: pooled.trials,
    ...analysis,
    verdict: { ...analysis.verdict, warnings },
    shards: {
      total: pooled.total,
      ran: pooled.shards.map(({ index, runner, seed, runSeed, rounds }) => {
        // Its budget ended it before its share: rounds and share counted one way ("3 of 4").
        const ended = budgetEndedShard(inputs.find((i) => i.result.shard!.index === index)!.result);
        return {
          index,
          runner,
          seed,
          runSeed,
          rounds: ended?.measured ?? rounds,
          ...(ended && { share: ended.share }),
        };
      }),
      missing: pooled.missing,
      agreement,
    },
  };
}

/**
 * A shard whose services could not be paused measured whole trials while the others took
 * turns in slices (the config is the same: the fallback happens on the runner). Both designs
 * estimate the same change, so their rounds pool; the run conditions say which shards did what.
 */
function designOfShards(inputs: ShardResult[]): Partial<RunResult['conditions']> {
  const sliced = inputs.find((i) => i.result.conditions.sliceMs !== undefined);
  const whole = inputs.filter((i) => i.result.conditions.sliceMs === undefined);
  if (!sliced || whole.length === 0) return {};
  const shards = whole.map((i) => i.result.shard!.index).sort((a, b) => a - b);
  const reason = whole[0].result.conditions.wholeTrialsBecause;
  return {
    sliceMs: sliced.result.conditions.sliceMs,
    wholeTrialsBecause: `shard ${shards.join(', ')} measured whole trials${reason ? `: ${reason}` : ''}`,
  };
}

type Placement = NonNullable<RunResult['conditions']['placement']>;

/**
 * Shards run on runners of their own, which may place the work differently (more CPUs, no
 * taskset), and a shard of an older perf-gate records none: when they differ, the placement of
 * the first shard that records one, with its shards, and each other with its own (none for
 * shards that record none), so that the run conditions do not speak for shards they do not
 * describe. Undefined when every shard was placed alike (or none says).
 */
function placementOfShards(inputs: ShardResult[]): Placement | undefined {
  const groups = new Map<string, { placement?: Placement; shards: number[] }>();
  for (const { result } of inputs) {
    const placement = result.conditions.placement;
    const key = placement ? JSON.stringify(placement, Object.keys(placement).sort()) : '';
    const group = groups.get(key) ?? { placement, shards: [] };
    group.shards.push(result.shard!.index);
    groups.set(key, group);
  }
  const sorted = [...groups.values()]
    .map((g) => ({ ...g, shards: g.shards.sort((a, b) => a - b) }))
    .sort((a, b) => a.shards[0] - b.shards[0]);
  const first = sorted.find((g) => g.placement);
  if (sorted.length < 2 || !first) return undefined;
  return {
    ...first.placement!,
    shards: first.shards,
    otherShards: sorted.filter((g) => g !== first),
  };
}

/** The placement warning of each group of shards placed alike, naming the shards when they differ. */
function placementWarnings(placement: Placement | undefined): string[] {
  if (!placement?.otherShards) return [placementWarning(placement)].filter((w) => w !== undefined);
  const groups = [{ shards: placement.shards ?? [], placement }, ...placement.otherShards];
  return groups.flatMap(({ shards, placement: p }) => {
    const warning = placementWarning(p);
    return warning ? [`shard ${shards.join(', ')}: ${warning}`] : [];
  });
}
