/**
 * Merge stage: the results of the shards of one experiment → one pool of trials. Rounds are
 * numbered over the whole experiment (see experiment/shard.ts), so pooling is a union; what
 * this stage guards is that the shards really are parts of one experiment: the same config,
 * the same commits, each shard once. A missing shard is named, never silently ignored. Pure.
 */
import type { Trial } from '../model/trial.js';
import type { RunResult, Runner } from '../report/result.js';

export interface ShardResult {
  /** Where the result came from (a file path), for the messages. */
  source: string;
  result: RunResult;
}

export interface ShardRecord {
  index: number;
  source: string;
  runner: Runner;
  seed: number;
  /** The run's seed it was given: from a terminal each shard draws its own. */
  runSeed: number;
  /** Rounds this shard measured (warm-up rounds not counted). */
  rounds: number;
}

export interface PooledShards {
  /** The first shard's result: config-derived fields (conditions, names) are the same in all. */
  first: RunResult;
  total: number;
  shards: ShardRecord[];
  /** Shard indices (1-based) of which no result arrived. */
  missing: number[];
  /** Every shard's trials, renumbered so that `sequence` is unique in the pool. */
  trials: Trial[];
}

export class MergeError extends Error {
  override name = 'MergeError';
}

const short = (sha: string | undefined) => (sha ? sha.slice(0, 7) : 'none');

/** The commits a result measured, as one comparable line. */
function commitsOf(r: RunResult): string {
  const refs = Object.entries(r.refs ?? {})
    .map(([variant, ref]) => `${variant}@${short(ref.sha)}`)
    .sort();
  return [
    `checkout ${short(r.experiment?.commit)}`,
    `head ${short(r.pullRequest?.headSha)}`,
    ...refs,
  ].join(', ');
}

/** Names the parts of two results' experiments that differ, for a refusal a user can act on. */
function configDifferences(a: RunResult, b: RunResult): string[] {
  const parts: Array<[string, unknown, unknown]> = [
    ['variants', [a.baseline, ...a.variants], [b.baseline, ...b.variants]],
    ['rounds', a.conditions.rounds, b.conditions.rounds],
    ['warm-up rounds', a.conditions.warmupRounds, b.conditions.warmupRounds],
    ['lifecycle', a.conditions.lifecycle, b.conditions.lifecycle],
    ['slice', a.conditions.sliceMs ?? 'off', b.conditions.sliceMs ?? 'off'],
    ['load', a.conditions.load, b.conditions.load],
    ['gate', gateOf(a), gateOf(b)],
  ];
  const differing = parts
    .filter(([, x, y]) => JSON.stringify(x) !== JSON.stringify(y))
    .map(([name]) => name);
  return differing.length > 0 ? differing : ['services, setup or another setting'];
}

function gateOf(r: RunResult) {
  const { alpha, thresholds, inconclusive, test, judged } = r.conditions;
  return { alpha, thresholds, inconclusive, test, judged };
}

export function poolShards(inputs: ShardResult[]): PooledShards {
  if (inputs.length === 0) {
    throw new MergeError(
      'No shard results to merge: download the shards’ report.json artifacts (actions/download-artifact with `pattern:` and `merge-multiple: true`) before this step.',
    );
  }
  for (const { source, result } of inputs) {
    if (!result.shard) {
      throw new MergeError(
        `${source} is not a shard result: it has no shard tag. Measure each shard with \`shard: INDEX/TOTAL\` (the action: \`\${{ matrix.shard }}/N\`) or \`perf-gate run --shard INDEX/TOTAL\`.`,
      );
    }
  }
  const [reference, ...rest] = inputs;
  const first = reference.result;
  const total = first.shard!.total;
  for (const other of rest) {
    const r = other.result;
    if (r.shard!.total !== total) {
      throw new MergeError(
        `${other.source} is shard ${r.shard!.index} of ${r.shard!.total}, but ${reference.source} is one of ${total}: they were not split alike. Merge the results of one matrix.`,
      );
    }
    if (r.experiment?.digest !== first.experiment?.digest) {
      throw new MergeError(
        `${other.source} was measured with another experiment than ${reference.source} (different ${configDifferences(first, r).join(', ')}): merge only the shards of one run of one config.`,
      );
    }
    if (commitsOf(r) !== commitsOf(first)) {
      throw new MergeError(
        `${other.source} measured other commits than ${reference.source} (${commitsOf(r)} vs ${commitsOf(first)}): merge only the shards of one workflow run.`,
      );
    }
  }

  const byIndex = new Map<number, ShardResult>();
  for (const input of inputs) {
    const index = input.result.shard!.index;
    const seen = byIndex.get(index);
    if (seen) {
      throw new MergeError(
        `Shard ${index}/${total} appears twice (${seen.source} and ${input.source}): each shard must be merged once. Give each shard's result once (in a workflow, download the artifacts of one workflow run attempt only).`,
      );
    }
    byIndex.set(index, input);
  }

  const ordered = [...byIndex.values()].sort(
    (a, b) => a.result.shard!.index - b.result.shard!.index,
  );
  // In round order, as one job would have run them (warm-ups, then round 0, 1, …), so the
  // pool is summarized exactly as a single run over the same rounds.
  const trials: Trial[] = ordered
    .flatMap(({ result }) => result.trials.map((t) => ({ ...t, shard: result.shard!.index })))
    .sort((a, b) => a.round - b.round || a.shard - b.shard || a.sequence - b.sequence)
    .map((t, sequence) => ({ ...t, sequence }));
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  return {
    first,
    total,
    shards: ordered.map(({ source, result }) => ({
      index: result.shard!.index,
      source,
      runner: result.runner,
      seed: result.shard!.seed,
      runSeed: result.seed,
      rounds: new Set(result.trials.filter((t) => !t.warmup).map((t) => t.round)).size,
    })),
    missing,
    trials,
  };
}
