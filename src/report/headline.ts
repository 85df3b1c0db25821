/**
 * The report's first words: what was measured, what changed and by how much (the headline),
 * then whether the gate passed and why (the verdict). Pure.
 */
import { baselineFailures } from '../model/trial.js';
import { LIMITS } from '../config/limits.js';
import { ceilingQuestion, gateQuestion, lookDecision } from '../gate/index.js';
import { pct, pEquals, pointsText, seconds, signedChange } from '../model/format.js';
import { isGateMetric, metricDefinition, metricInSentence } from '../model/metrics.js';
import {
  decidesVerdict,
  judged,
  type Comparison,
  type Outcome,
  type VariantSummary,
} from '../stats/index.js';
import {
  headlineComparison,
  headlineMetric,
  headlineVariant,
  roundsSpent,
  type RunResult,
} from './result.js';
import { couldPlaceMainThread } from './noise-parts.js';
import { shardVerdictLine } from './shards.js';
import { code, given, strong, type Span, type Text } from './text.js';

export const OUTCOME_BADGE: Record<Outcome, string> = {
  regression: '🔴 regression',
  improvement: '🟢 improvement',
  'no-change': '⚪ no change',
  inconclusive: '🟡 inconclusive',
};

/** A commit as people quote it. */
function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

/** What the first line says was measured, before it says what changed. */
export interface MeasuredSubject {
  /** "Merging #42 (abc1234) into main (def5678)", "“b” compared with “a” in #42 (abc1234)", "4 variants compared with …". */
  text: Span[];
  /** Several variants: the sentence goes on to name the one it is about. */
  many: boolean;
  /** Not merged yet: "will decrease". */
  future: boolean;
  /** The text already quotes the one variant, so the sentence need not name it again. */
  namesVariant: boolean;
  /** A variant as the sentence names it: quoted, with its commit when it differs from the others'. */
  variant: (name: string) => Span[];
}

/**
 * The one place that says what a run measured, for every renderer of the head (comment, job
 * summary, terminal). "Merging #N into base" only when that is what was measured: the baseline
 * is the pull request's base commit (`ref: base`) and the single variant is the checkout. An
 * env switch on one commit is a comparison *in* the pull request, and outside a pull request
 * (the CLI, a push) no pull request is named, only the commit.
 */
export function measuredSubject(result: RunResult): MeasuredSubject {
  const pr = result.pullRequest;
  const refs = result.refs ?? {};
  const names = [result.baseline, ...result.variants];
  // Where perf-gate ran: the pull request's head as GitHub shows it (from the event, never
  // the result file), else the commit checked out. A variant built from a ref of its own ran
  // from that commit instead.
  const here = pr?.headSha ?? result.experiment?.commit;
  const own = (name: string) => {
    const ref = refs[name];
    return ref && ref.ref !== 'HEAD' ? ref.sha : undefined;
  };
  const shaOf = (name: string) => own(name) ?? here;
  const baseRef = refs[result.baseline];
  if (pr && result.variants.length === 1 && baseRef?.ref === 'base' && !own(result.variants[0])) {
    return {
      text: [
        `Merging #${pr.number} (${shortSha(pr.headSha)}) into `,
        given(pr.baseRef),
        ` (${shortSha(baseRef.sha)})`,
      ],
      many: false,
      future: true,
      namesVariant: false,
      variant: (name) => ['“', given(name), '”'],
    };
  }
  const shas = new Set(names.map(shaOf).filter((sha) => sha !== undefined));
  // One commit for all: say it once, after the names; several: each name carries its own.
  const common = shas.size === 1 ? [...shas][0] : undefined;
  const quoted = (name: string): Span[] => {
    const sha = shaOf(name);
    return ['“', given(name), `”${shas.size > 1 && sha ? ` (${shortSha(sha)})` : ''}`];
  };
  const where = pr
    ? ` in #${pr.number}${common ? ` (${shortSha(common)})` : ''}`
    : common
      ? ` at commit ${shortSha(common)}`
      : '';
  // "the worst" of the variants the gate judges: a history run's previous anchor, shown for
  // the link between two releases, is no rival of HEAD's for the first line.
  const judgedVariants = result.variants.filter((v) => judged(result.conditions, v));
  const many = judgedVariants.length > 1;
  const compared = many ? [`${judgedVariants.length} variants`] : quoted(judgedVariants[0] ?? '');
  return {
    text: [...compared, ' compared with ', ...quoted(result.baseline), where],
    many,
    future: false,
    namesVariant: !many,
    variant: quoted,
  };
}

function interval(c: Comparison): string {
  return `95% CI ${signedChange(c, c.ciLowPct)} … ${signedChange(c, c.ciHighPct)}`;
}

/** The tolerance in its scale's unit: "5.0%" for ratios, "0.10 pp" for shares. */
export function toleranceText(c: Comparison): string {
  return c.scale === 'difference' ? pointsText(c.tolerance) : pct(c.tolerance);
}

/** A change in the unit of its scale: "11.6%" for ratios, "3.50 percentage points" for shares. */
function changeSize(c: Comparison): string {
  return c.scale === 'difference'
    ? `${Math.abs(c.estimatePct).toFixed(2)} percentage points`
    : pct(Math.abs(c.estimatePct) / 100);
}

export function summaryOf(result: RunResult, variant: string): VariantSummary | undefined {
  return result.summaries.find((s) => s.variant === variant);
}

export function headline(result: RunResult): Span[] {
  const metric = headlineMetric(result);
  const variant = headlineVariant(result);
  const subject = measuredSubject(result);
  // The gate failed first on something no comparison describes: say that, plainly.
  // The baseline's own trials failed, and no variant's, or every one of them did (nothing was
  // compared): its failure is the answer.
  const base = summaryOf(result, result.baseline);
  const variantFailed =
    variant !== undefined && (summaryOf(result, variant)?.failedTrials ?? 0) > 0;
  const baselineFirst = baselineFailures(result.summaries) === 'all' || !variantFailed;
  if (metric === 'trials' && baselineFirst && base && base.failedTrials > 0) {
    const what: Span[] = base.firstFailure ? [' — ', given(base.firstFailure)] : [];
    const nothing = base.failedTrials === base.trials ? ['; nothing was compared'] : [];
    return [
      ...subject.text,
      ': ',
      strong(
        `${base.failedTrials} of ${base.trials} trials of the baseline “`,
        given(result.baseline),
        '” failed',
      ),
      ...what,
      ...nothing,
    ];
  }
  if (metric === 'trials' && variant) {
    const s = result.summaries.find((x) => x.variant === variant);
    const what: Span[] = s?.firstFailure ? [' — ', given(s.firstFailure)] : [];
    const of: Span[] = subject.namesVariant ? [] : [' of ', ...subject.variant(variant)];
    return [
      ...subject.text,
      ': ',
      strong(`${s?.failedTrials ?? 'some'} of ${s?.trials ?? '?'} trials`, ...of, ' failed'),
      ...what,
    ];
  }
  // Above its ceiling (the error rate); a ceiling metric that failed only against the
  // baseline is told below, as the comparison it is.
  const ceiling =
    metric !== 'trials' && isGateMetric(metric) && metricDefinition(metric).gate === 'ceiling'
      ? result.conditions.thresholds[metric]
      : undefined;
  const own =
    metric !== 'trials' && variant ? summaryOf(result, variant)?.metrics[metric].mean : undefined;
  if (
    metric !== 'trials' &&
    variant &&
    ceiling !== undefined &&
    own !== undefined &&
    own > ceiling
  ) {
    const { format } = metricDefinition(metric);
    const base = summaryOf(result, result.baseline)?.metrics[metric].mean ?? NaN;
    const value =
      metric === 'errors'
        ? strong(`${format(own)} of requests failed`)
        : strong(`${metricInSentence(metric)} ${format(own)}`);
    const inVariant: Span[] = subject.many ? ['in ', ...subject.variant(variant), ', '] : [];
    return [
      ...subject.text,
      ': ',
      ...inVariant,
      value,
      `, more than the ${format(ceiling)} allowed (“`,
      given(result.baseline),
      `”: ${format(base)})`,
    ];
  }
  const c = headlineComparison(result);
  if (!c) return ['No comparison could be made: no variant was measured.'];
  const label = metricInSentence(c.metric);
  const verbText = (plain: string, third: string): Span[] =>
    subject.future ? ['will ', strong(plain)] : [strong(third)];
  const p = pEquals(c.pValue);
  if (!Number.isFinite(c.estimatePct)) {
    const of: Span[] = subject.many ? [' of ', ...subject.variant(c.variant)] : [];
    return [
      ...subject.text,
      `: ${label}`,
      ...of,
      ' could not be compared — too few rounds were measured.',
    ];
  }
  const size = strong(changeSize(c));
  const direction =
    c.estimatePct < 0 ? verbText('decrease', 'decreases') : verbText('increase', 'increases');
  // With several variants the subject is the experiment; the sentence then names the variant.
  const lead: Span[] = subject.many
    ? [...subject.text, ': the worst, ', ...subject.variant(c.variant), ', ']
    : [...subject.text, ' '];
  switch (c.outcome) {
    case 'regression':
    case 'improvement':
      return [...lead, ...direction, ` ${label} by `, size, ` (${interval(c)}, ${p})`];
    case 'no-change':
      return c.significant
        ? [
            ...lead,
            ...direction,
            ` ${label} by `,
            size,
            `, within the ${toleranceText(c)} tolerance (${interval(c)}, ${p})`,
          ]
        : [
            ...lead,
            ...verbText('not change', 'does not change'),
            ` ${label} (${signedChange(c, c.estimatePct)}, ${interval(c)})`,
          ];
    case 'inconclusive':
      return [
        ...lead,
        strong('may change'),
        ` ${label} by ${signedChange(c, c.estimatePct)} (${interval(c)}): too noisy to tell whether it is more than ${toleranceText(c)} worse; this run could only detect a worsening of ${c.scale === 'difference' ? pointsText(Math.abs(c.mdePct) / 100) : pct(Math.abs(c.mdePct) / 100)} or more`,
      ];
  }
}

/** Whether the gate passed, why, what it asked, and its warnings. */
export interface VerdictModel {
  /** Shown one under the other: the incomplete run, then the verdict (or the shard's note). */
  lines: Text[];
  /** The reasons it failed, listed under the verdict when there are several. */
  reasons: Text[];
  /** "The gate asked: … Decided after … rounds." */
  question?: Text;
  warnings: Text[];
}

export function verdictModel(result: RunResult): VerdictModel {
  const { verdict } = result;
  const model: VerdictModel = { lines: [], reasons: [], warnings: [] };
  if (result.incomplete) {
    // A partial run decides nothing: never show it as passed.
    const reason = result.incomplete.split('\n')[0];
    const trials = result.trials.length;
    model.lines.push([
      '⛔ ',
      strong('Incomplete run'),
      `: it stopped after ${trials} trial${trials === 1 ? '' : 's'}: `,
      given(reason),
      // The reason may be a sentence of its own ("…, or raise ready.timeout.") or not.
      `${/[.!?]$/.test(reason) ? '' : '.'} What follows is what was measured before it stopped.`,
    ]);
    if (verdict.passed) return model;
  }
  const shard = shardVerdictLine(result);
  if (shard) {
    model.lines.push(shard);
  } else if (verdict.passed) {
    model.lines.push(passedLine(result));
  } else if (verdict.reasons.length === 1) {
    model.lines.push(['❌ ', strong('Failed'), ': ', given(verdict.reasons[0])]);
  } else {
    model.lines.push(['❌ ', strong('Failed'), ` for ${verdict.reasons.length} reasons:`]);
    model.reasons = verdict.reasons.map((r) => given(r));
  }
  const compared = new Set(result.comparisons.map((c) => c.metric));
  const change = gateQuestion(result.conditions.thresholds, compared);
  const ceiling = ceilingQuestion(result.conditions.thresholds);
  const asked =
    change || ceiling
      ? `The gate asked: ${[change && `is ${change}`, ceiling].filter(Boolean).join(', or ')}?`
      : '';
  const spent = sequenceSentence(result);
  if (asked || spent)
    model.question = [[asked, spent].filter(Boolean).join(' '), ...undecidedHint(result)];
  model.warnings = verdict.warnings.map((w) => given(w));
  return model;
}

/**
 * The commit status's one line, beside the merge button: the reasons of a failure, or a pass
 * that says when it is undecided (as passedLine does).
 */
export function statusDescription(result: RunResult): string {
  if (!result.verdict.passed) return result.verdict.reasons.join('; ');
  return undecidedComparisons(result).length > 0
    ? 'Passed, undecided: too noisy to tell for a gated metric (gate.inconclusive: pass)'
    : 'No gated metric got worse beyond its tolerance';
}

const undecidedComparisons = (result: RunResult) =>
  result.comparisons.filter(
    (c) => decidesVerdict(c, result.conditions) && c.outcome === 'inconclusive',
  );

/**
 * A pass with a gated comparison left undecided passes only because `gate.inconclusive` is
 * `pass` (the default): said on the line itself, so that it does not read as shown within
 * tolerance (the headline already says "too noisy to tell").
 */
function passedLine(result: RunResult): Text {
  const undecided = undecidedComparisons(result);
  if (undecided.length === 0)
    return ['✅ ', strong('Passed'), ': no gated metric is worse than its tolerance.'];
  return [
    '✅ ',
    strong('Passed, undecided'),
    `: nothing was shown worse than its tolerance, but ${undecided.length === 1 ? 'one comparison was' : `${undecided.length} comparisons were`} too noisy to tell (below), and `,
    code('gate.inconclusive: pass'),
    ' lets an undecided run pass (',
    code('fail'),
    ' blocks it instead).',
  ];
}

/**
 * What would decide a run that ended undecided: more rounds (the key that buys them: a fixed
 * run's `rounds`, a sequential run's `budget` or `max-rounds`), and where the run could have
 * placed a Node or .NET service apart from the load engine and did not, that. Nothing for a
 * decided run, one that stopped part-way, or one that failed on what more rounds cannot
 * change (a ceiling, a decided comparison): only its inconclusive comparisons wait on rounds.
 */
function undecidedHint(result: RunResult): Span[] {
  const s = result.sequence;
  if (result.incomplete) return [];
  if (lookDecision(result.comparisons, result.summaries, result.conditions) !== 'continue')
    return [];
  const waitsOnRounds = result.verdict.failures.every((f) =>
    result.comparisons.some(
      (c) => c.variant === f.variant && c.metric === f.metric && c.outcome === 'inconclusive',
    ),
  );
  if (!waitsOnRounds) return [];
  const more: Span[] = !s
    ? fixedRoundsHint(result)
    : s.stoppedBy === 'budget' && s.budgetMs !== undefined
      ? budgetHint(result, s)
      : s.maxRounds < LIMITS.maxRounds.max
        ? [' A higher ', code('max-rounds'), ' buys more rounds']
        : [
            ' More than ',
            String(LIMITS.maxRounds.max),
            ' rounds take a fixed ',
            code('rounds'),
            ' over shards (docs/shards.md)',
          ];
  if (more.length === 0) return [];
  const closer: Span[] = couldPlaceMainThread(result)
    ? [
        "; a Node or .NET service's rounds come closer with ",
        code('placement: main-thread'),
        ' (the default)',
      ]
    : [];
  return [...more, ...closer, '.'];
}

/**
 * " A `budget: 9m` buys about 31 rounds at this run's pace, enough to decide it": the
 * most rounds an undecided comparison needs, at the minutes a round took here (its share of
 * profiling and start-up too, all of which the budget bounds); only "a longer budget" where
 * no count is known, and a higher `max-rounds` where the count is past this run's.
 */
function budgetHint(result: RunResult, s: NonNullable<RunResult['sequence']>): Span[] {
  const needed = undecidedComparisons(result).map((c) => c.roundsNeeded);
  const most = needed.some((n) => n === undefined) ? 0 : Math.max(0, ...(needed as number[]));
  if (most <= s.rounds || s.rounds === 0 || most > LIMITS.maxRounds.max)
    return [' A longer ', code('budget'), ' buys more rounds'];
  // The rounds' own pace where the run recorded it (a build is not in it, nor in a budget).
  const roundMs = s.roundMs ?? result.durationMs / s.rounds;
  const minutes = Math.ceil((most * roundMs) / 60_000);
  return [
    ' A ',
    code(`budget: ${minutes}m`),
    ` buys about ${most} rounds at this run's pace, enough to decide it`,
    ...(most > (s.configuredMaxRounds ?? s.maxRounds)
      ? [', with ', code(`max-rounds: ${most}`)]
      : []),
  ];
}

/**
 * " A fixed `rounds` of about 17 would decide it": the most any undecided comparison needs.
 * Nothing for a shard (the merge of all shards decides), nor when the run already had as many
 * (a result right at the tolerance stays undecided past the planned size); a comparison no
 * number of rounds within the limit would decide (roundsNeeded unset) says so.
 */
function fixedRoundsHint(result: RunResult): Span[] {
  if (result.shard) return [];
  const needed = undecidedComparisons(result).map((c) => c.roundsNeeded);
  if (needed.some((n) => n === undefined))
    return [' No practical number of ', code('rounds'), ' would decide it'];
  const most = Math.max(0, ...(needed as number[]));
  return most > roundsSpent(result).measured
    ? [' A fixed ', code('rounds'), ` of about ${most} would decide it`]
    : [];
}

/** "Decided after 8 of at most 30 rounds (2.4 min)." — for sequential runs only. */
export function sequenceSentence(result: RunResult): string {
  const s = result.sequence;
  if (!s) return '';
  const minutes = `${(result.durationMs / 60_000).toFixed(1)} min`;
  const decided =
    lookDecision(result.comparisons, result.summaries, result.conditions) !== 'continue';
  const spent = `after ${s.rounds} of at most ${s.maxRounds} rounds (${minutes})`;
  if (decided) return `Decided ${spent}.`;
  const why = result.incomplete
    ? 'the run stopped part-way'
    : s.stoppedBy !== 'budget' || s.budgetMs === undefined
      ? 'the rounds ran out'
      : s.rounds >= s.maxRounds
        ? `these are the rounds the ${seconds(s.budgetMs)} budget reaches`
        : `the ${seconds(s.budgetMs)} budget could not reach the next look`;
  return `Not decided ${spent}: ${why}.`;
}
