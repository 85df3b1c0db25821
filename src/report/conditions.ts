/**
 * How the run was made, for the folded run conditions: rounds, trial, setup, gate, noise,
 * runner, seed, duration. One item per line; a new line is one more item here. Pure.
 */
import { pct, pointsText, seconds } from '../model/format.js';
import { GATE_METRICS, METRICS, metricDefinition } from '../model/metrics.js';
import { countedTrials } from '../model/trial.js';
import { decidesVerdict, type Comparison } from '../stats/index.js';
import { looksOf } from '../stats/sequential.js';
import { roundsSpent, type RunResult } from './result.js';
import { placementCondition } from './noise-parts.js';
import { shardConditionLine, shardsDrewOwnSeeds } from './shards.js';
import { warmupConditionLine } from './warmup.js';
import { code, fit, given, joinText, strong, type Span, type Text } from './text.js';

export function describeLoad(load: RunResult['conditions']['load']): string {
  const connections = `${load.connections} connection${load.connections === 1 ? '' : 's'}`;
  if (load.rate !== undefined) {
    const ramp = load.stages.reduce((total, stage) => total + stage.durationMs, 0);
    const arrivals = load.arrival === 'poisson' ? 'Poisson arrivals' : 'evenly spaced';
    return `open model, ${load.rate} req/s ${arrivals} for ${seconds(load.durationMs ?? 0)}${ramp ? ` after a ${seconds(ramp)} ramp-up` : ''}, latency from the scheduled time, up to ${connections}, timeout ${seconds(load.timeoutMs)}`;
  }
  const model =
    load.amount !== undefined
      ? `closed model, ${load.amount} requests`
      : `closed model, ${seconds(load.durationMs ?? 0)}`;
  return `${model}, ${connections}, timeout ${seconds(load.timeoutMs)}`;
}

/** How a round's trials shared the machine: one after another, or taking turns in slices. */
function trialArrangement(c: RunResult['conditions']): string {
  const services = c.lifecycle === 'shared' ? 'shared by all variants' : undefined;
  if (c.sliceMs === undefined) {
    const why = c.wholeTrialsBecause ? ` (each trial whole: ${c.wholeTrialsBecause})` : '';
    return `services ${services ?? 'restarted for every trial'}${why}`;
  }
  const paused = c.lifecycle === 'shared' ? '' : ', a waiting variant paused';
  // Merged shards of which some fell back to whole trials say which.
  const except = c.wholeTrialsBecause ? ` (${c.wholeTrialsBecause})` : '';
  return `the variants of a round took turns in slices of ${seconds(c.sliceMs)}${paused}, services ${services ?? 'started for every round'}${except}`;
}

/** When each setup step ran in a trial, relative to the warm-up, ramp and measured window. */
export function describeSetup(conditions: RunResult['conditions']): Span[] | undefined {
  const steps = conditions.setup ?? [];
  if (steps.length === 0) return undefined;
  const { warmup, stages } = conditions.load;
  const warm = Boolean(warmup?.durationMs || warmup?.amount || warmup?.steady);
  const window = stages.length > 0 ? 'the ramp-up and the measured window' : 'the measured window';
  const moment = (when: string) =>
    !warm
      ? `before ${window}`
      : when === 'warmup'
        ? 'before the warm-up'
        : when === 'both'
          ? `before the warm-up and again before ${window}`
          : `after the warm-up, right before ${window}`;
  return joinText(
    steps.map(({ step, when }) => [code(fit(step, 200)), ` ${moment(when)}`]),
    '; ',
  );
}

function reruns(result: RunResult): Span[] {
  const rerun = result.rerunRounds ?? [];
  const limit = result.conditions.reruns ?? 0;
  if (rerun.length === 0)
    return limit ? [`; no round needed a re-run (up to ${limit} allowed)`] : [];
  // The reasons of a few rounds show the pattern; the JSON has them all.
  const shown = 3;
  const list = joinText(
    rerun
      .slice(0, shown)
      .map((r) => [
        `round ${r.round + 1} (`,
        ...joinText(r.reasons.slice(0, 2).map(given), '; '),
        ')',
      ]),
    ', ',
  );
  return [
    `; ${rerun.length} of at most ${limit} round${limit === 1 ? '' : 's'} re-run whole, in a new order, because a trial was disturbed: `,
    ...list,
    rerun.length > shown ? ` and ${rerun.length - shown} more` : '',
  ];
}

function holmNote(gated: number): string {
  return gated === 1
    ? 'one gated comparison, no correction needed'
    : `Holm-corrected over ${gated} gated comparisons`;
}

function roundsText(result: RunResult): string {
  const s = result.sequence;
  if (!s) {
    // A run that stopped part-way says how far it came.
    const { measured, most } = roundsSpent(result);
    return measured === most ? String(most) : `${measured} of ${most}`;
  }
  const looks = looksOf({ kind: 'sequential', maxRounds: s.maxRounds });
  const budget =
    s.budgetMs === undefined
      ? ''
      : s.configuredMaxRounds !== undefined
        ? ` (what ${seconds(s.budgetMs)} reach at the pace of the first ${looks[0]}; max-rounds ${s.configuredMaxRounds})`
        : ` within ${seconds(s.budgetMs)}`;
  return `${s.rounds} of at most ${s.maxRounds}${budget} (sequential: looks after ${looks.join(', ')} rounds, stopping once the gate's answer is clear)`;
}

/** The run conditions, one item per line. */
export function conditionItems(result: RunResult): Text[] {
  const c = result.conditions;
  // The least resolved throughput comparison, with the noise of its own rounds behind it.
  const least = result.comparisons
    .filter((x) => x.metric === 'throughput' && Number.isFinite(x.mdePct))
    .reduce<Comparison | undefined>(
      (worst, x) => (!worst || Math.abs(x.mdePct) > Math.abs(worst.mdePct) ? x : worst),
      undefined,
    );
  const mde = least
    ? `${pct(Math.abs(least.mdePct) / 100)}${least.spreadPct !== undefined ? ` (its rounds differed by ${pct(least.spreadPct / 100)})` : ''}`
    : 'n/a';
  // A gate on a metric the run could not measure (CPU where it cannot be read) asked nothing.
  const compared = new Set(result.comparisons.map((x) => x.metric));
  const thresholds = GATE_METRICS.flatMap((metric) => {
    const value = c.thresholds[metric];
    if (value === undefined) return [];
    const { gate, baselineTolerance } = metricDefinition(metric);
    const against = baselineTolerance
      ? ` and at most ${pointsText(baselineTolerance(value))} above the baseline's`
      : '';
    const unmeasured = compared.size > 0 && !compared.has(metric) ? ' (not measured here)' : '';
    return [
      gate === 'ceiling'
        ? `${metric} ≤ ${pct(value, { digits: 2 })}${against}${unmeasured}`
        : `${metric} at most ${pct(value)} worse${unmeasured}`,
    ];
  }).join(', ');
  const r = result.runner;
  const setup = describeSetup(c);
  return [
    [
      strong('Rounds'),
      `: ${roundsText(result)}${c.warmupRounds ? ` (+${c.warmupRounds} warm-up${result.shards ? ' on each shard' : ''})` : ''}, every variant once per round in a shuffled order, compared pairwise within rounds`,
    ],
    [
      strong('Trial'),
      `: ${describeLoad(c.load)}${c.load.warmup?.durationMs ? `, ${seconds(c.load.warmup.durationMs)} warm-up` : c.load.warmup?.amount ? `, ${c.load.warmup.amount}-request warm-up` : ''}; ${trialArrangement(c)}`,
    ],
    ...(setup ? [[strong('Setup'), ' in every trial: ', ...setup]] : []),
    [
      strong('Gate'),
      `: ${thresholds || 'none'}; ${c.test === 'permutation' ? 'one-sided sign-flip tests against each tolerance, intervals by inverting the same test' : c.test === 'trimmed' ? 'one-sided paired 20%-trimmed-mean t tests of the log ratios against each tolerance' : 'one-sided paired t tests of the log ratios against each tolerance'}; α = ${c.alpha} (${holmNote(result.comparisons.filter((x) => decidesVerdict(x, result.conditions)).length)}); undecided gated comparisons ${c.inconclusive === 'fail' ? 'fail' : 'pass with a warning'}`,
    ],
    [
      // "80% power" is the statistician's name for it; a reader needs the odds.
      strong('Smallest throughput worsening this run would catch 4 times in 5'),
      ` (by the gate's rule): ${mde}`,
    ],
    [
      strong('Noise'),
      `: ${(result.noise ?? []).length} of ${countedTrials(result.trials).length} trials flagged (outlier, unstable rate or foreign load)`,
      ...reruns(result),
    ],
    ...[placementCondition(result)].filter((line) => line !== undefined),
    [
      strong('Runner'),
      ': ',
      given(r.os),
      `, ${r.cpus} CPUs (`,
      given(r.cpuModel),
      '), Node ',
      given(r.node),
    ],
    seedCondition(result),
    ...[shardConditionLine(result), warmupConditionLine(result)].filter(
      (line) => line !== undefined,
    ),
    [strong('Duration'), `: ${seconds(result.durationMs)}`],
    ...(result.logDir
      ? [
          [
            strong('Service logs'),
            ': ',
            code(fit(result.logDir, 200)),
            ' (also the ',
            code('log-dir'),
            ' output)',
          ],
        ]
      : []),
  ];
}

/** Small print under the run conditions. */
export const FOOTNOTE = `perf-gate · Δ = exp(mean of ln(variant/baseline) over rounds) − 1 · ${METRICS.throughput.label} counts successful responses only`;

/**
 * The seed that replays the run. Shards merged from a terminal each drew their own: the
 * shards table has each one's, which replays it with its `--shard`.
 */
function seedCondition(result: RunResult): Text {
  if (shardsDrewOwnSeeds(result)) {
    return [
      strong('Seed'),
      ': each shard drew its own (the shards table); replay one with ',
      code('--shard INDEX/TOTAL --seed SEED'),
    ];
  }
  // A shard's order derives from the seed and its index: it replays with both.
  const replay = result.shards
    ? [
        ' (replay a shard with ',
        code(`seed: ${result.seed}`),
        ' and its ',
        code('shard: INDEX/TOTAL'),
        ', or ',
        code(`perf-gate run --shard INDEX/TOTAL --seed ${result.seed}`),
        ')',
      ]
    : [' (replay the same order with ', code(`seed: ${result.seed}`), ')'];
  return [strong('Seed'), ': ', code(String(result.seed)), ...replay];
}
