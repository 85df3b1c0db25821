/**
 * The PR comment: a codecov-style report whose first line gives the answer. Pure: a
 * RunResult in, markdown out. Golden files in __tests__/golden/ show every change to it.
 */
import { whereTheTimeWent } from './profiling.js';
import type { Measurement } from '../model/measurement.js';
import {
  GATE_METRICS,
  isGateMetric,
  METRIC_NAMES,
  METRICS,
  metricDefinition,
  metricInSentence,
  type Metric,
} from '../model/metrics.js';
import { countedTrials, measuredTrials } from '../model/trial.js';
import type { Comparison, Outcome, VariantSummary } from '../stats/index.js';
import {
  bytesRate,
  micros,
  pct,
  pEquals,
  pointsText,
  pValue,
  rate,
  seconds,
  signedChange,
} from '../model/format.js';
import {
  headlineComparison,
  headlineMetric,
  headlineVariant,
  roundsSpent,
  type RunResult,
} from './result.js';
import { gateQuestion, lookDecision } from '../gate/index.js';
import { looksOf } from '../stats/sequential.js';
import { shardConditionLine, shardsSection, shardVerdictLine } from './shards.js';
import { warmupConditionLine } from './warmup.js';
import { changeOfWorsening, toleranceMargin } from '../stats/tolerance-test.js';

/** GitHub refuses comments longer than 65,536 characters. */
export const COMMENT_LIMIT = 65_536;

export const OUTCOME_BADGE: Record<Outcome, string> = {
  regression: '🔴 regression',
  improvement: '🟢 improvement',
  'no-change': '⚪ no change',
  inconclusive: '🟡 inconclusive',
};

/** The hidden marker that finds this report's comment again, and only this report's. */
export function reportMarker(reportId: string): string {
  return `<!-- perf-gate:report id="${reportId.replace(/[^\w.-]/g, '_')}" -->`;
}

/**
 * Text from config or the app, made safe for markdown and HTML. An @mention would notify
 * someone (a variant named "@octocat"): a zero-width space after the "@" keeps it inert.
 */
export function escapeText(text: string): string {
  // Markdown punctuation first: the entities added below contain "#" and must stay intact.
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/@(?=[\w-])/g, '@\u200b')
    .replace(/([\\*_[\]~#])/g, '\\$1')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/`/g, '&#96;')
    .replace(/\|/g, '&#124;');
}

/** Text inside a fenced block cannot close the fence or break a line. */
function codeText(text: string, width = 40): string {
  const flat = text.replace(/[\r\n]+/g, ' ').replace(/`/g, "'");
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

export interface RenderOptions {
  /** Fold-out sections (per-variant statistics, trials, failures). Dropped first when too long. */
  details?: boolean;
}

export function renderMarkdown(result: RunResult, options: RenderOptions = {}): string {
  const details = options.details ?? true;
  const sections = [
    reportMarker(result.reportId),
    `## ${result.title ? escapeText(result.title) : 'perf-gate report'}`,
    headline(result),
    verdictLines(result).join('\n'),
    whereTheTimeWent(result, escapeText),
    diffBlock(result),
    intervalPlot(result),
    variantsTable(result),
    chart(result),
    shardsSection(result),
    details ? statisticsDetails(result) : '',
    details ? failedTrials(result) : '',
    details ? noisyTrials(result) : '',
    conditions(result),
  ];
  return `${sections.filter((s) => s !== '').join('\n\n')}\n`;
}

/** Fits the comment limit: fold details first, then cut with a note. */
export function renderComment(result: RunResult, limit = COMMENT_LIMIT): string {
  const full = renderMarkdown(result);
  if (full.length <= limit) return full;
  const folded = renderMarkdown(result, { details: false });
  const note =
    '\n\n> The full report, with per-variant statistics, is in the job summary and in report.md.\n';
  if (folded.length + note.length <= limit) return folded.trimEnd() + note;
  const cutNote =
    "\n\n> **This report was cut to fit GitHub's comment size limit.** The full report is in the job summary and in report.md.\n";
  // Cut on a line boundary, then close a fence and any <details> the cut leaves open, so
  // the note lands outside every folded section (room for the closers is kept).
  const closers = (text: string) => {
    const fence = (text.match(/^```/gm)?.length ?? 0) % 2 === 1 ? '\n```' : '';
    const open =
      (text.match(/<details>/g)?.length ?? 0) - (text.match(/<\/details>/g)?.length ?? 0);
    return fence + '\n\n</details>'.repeat(Math.max(0, open));
  };
  let cut = folded.slice(0, limit - cutNote.length);
  do {
    cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
  } while (cut.length + closers(cut).length + cutNote.length > limit);
  return cut + closers(cut) + cutNote;
}

/** A commit as people quote it. */
function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

/** What the first line says was measured, before it says what changed. */
export interface MeasuredSubject {
  /** "Merging #42 (abc1234) into main (def5678)", "“b” compared with “a” in #42 (abc1234)", "4 variants compared with …". */
  text: string;
  /** Several variants: the sentence goes on to name the one it is about. */
  many: boolean;
  /** Not merged yet: "will decrease". */
  future: boolean;
  /** The text already quotes the one variant, so the sentence need not name it again. */
  namesVariant: boolean;
  /** A variant as the sentence names it: quoted, with its commit when it differs from the others'. */
  variant: (name: string) => string;
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
      text: `Merging #${pr.number} (${shortSha(pr.headSha)}) into ${escapeText(pr.baseRef)} (${shortSha(baseRef.sha)})`,
      many: false,
      future: true,
      namesVariant: false,
      variant: (name) => `“${escapeText(name)}”`,
    };
  }
  const shas = new Set(names.map(shaOf).filter((sha) => sha !== undefined));
  // One commit for all: say it once, after the names; several: each name carries its own.
  const common = shas.size === 1 ? [...shas][0] : undefined;
  const quoted = (name: string) => {
    const sha = shaOf(name);
    return `“${escapeText(name)}”${shas.size > 1 && sha ? ` (${shortSha(sha)})` : ''}`;
  };
  const where = pr
    ? ` in #${pr.number}${common ? ` (${shortSha(common)})` : ''}`
    : common
      ? ` at commit ${shortSha(common)}`
      : '';
  const many = result.variants.length > 1;
  const compared = many ? `${result.variants.length} variants` : quoted(result.variants[0] ?? '');
  return {
    text: `${compared} compared with ${quoted(result.baseline)}${where}`,
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
function toleranceText(c: Comparison): string {
  return c.scale === 'difference' ? pointsText(c.tolerance) : pct(c.tolerance);
}

/** A change in the unit of its scale: "11.6%" for ratios, "3.50 percentage points" for shares. */
function changeSize(c: Comparison): string {
  return c.scale === 'difference'
    ? `${Math.abs(c.estimatePct).toFixed(2)} percentage points`
    : pct(Math.abs(c.estimatePct) / 100);
}

export function headline(result: RunResult): string {
  const metric = headlineMetric(result);
  const variant = headlineVariant(result);
  const subject = measuredSubject(result);
  // The gate failed first on something no comparison describes: say that, plainly.
  if (metric === 'trials' && variant) {
    const s = result.summaries.find((x) => x.variant === variant);
    const what = s?.firstFailure ? ` — ${escapeText(s.firstFailure)}` : '';
    const of = subject.namesVariant ? '' : ` of ${subject.variant(variant)}`;
    return `${subject.text}: **${s?.failedTrials ?? 'some'} of ${s?.trials ?? '?'} trials${of} failed**${what}`;
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
        ? `**${format(own)} of requests failed**`
        : `**${metricInSentence(metric)} ${format(own)}**`;
    const inVariant = subject.many ? `in ${subject.variant(variant)}, ` : '';
    return `${subject.text}: ${inVariant}${value}, more than the ${format(ceiling)} allowed (“${escapeText(result.baseline)}”: ${format(base)})`;
  }
  const c = headlineComparison(result);
  if (!c) return 'No comparison could be made: no variant was measured.';
  const label = metricInSentence(c.metric);
  const verb = (plain: string, third: string) => (subject.future ? `will ${plain}` : third);
  const p = pEquals(c.adjustedPValue);
  if (!Number.isFinite(c.estimatePct)) {
    const of = subject.many ? ` of ${subject.variant(c.variant)}` : '';
    return `${subject.text}: ${label}${of} could not be compared — too few rounds were measured.`;
  }
  const size = `**${changeSize(c)}**`;
  const direction =
    c.estimatePct < 0
      ? verb('**decrease**', '**decreases**')
      : verb('**increase**', '**increases**');
  // With several variants the subject is the experiment; the sentence then names the variant.
  const lead = subject.many
    ? `${subject.text}: the worst, ${subject.variant(c.variant)}, `
    : `${subject.text} `;
  switch (c.outcome) {
    case 'regression':
    case 'improvement':
      return `${lead}${direction} ${label} by ${size} (${interval(c)}, ${p})`;
    case 'no-change':
      return c.significant
        ? `${lead}${direction} ${label} by ${size}, within the ${toleranceText(c)} tolerance (${interval(c)}, ${p})`
        : `${lead}${verb('**not change**', '**does not change**')} ${label} (${signedChange(c, c.estimatePct)}, ${interval(c)})`;
    case 'inconclusive':
      return `${lead}**may change** ${label} by ${signedChange(c, c.estimatePct)} (${interval(c)}): too noisy to tell whether it is more than ${toleranceText(c)} worse; this run could only detect a worsening of ${c.scale === 'difference' ? pointsText(Math.abs(c.mdePct) / 100) : pct(Math.abs(c.mdePct) / 100)} or more`;
  }
}

export function verdictLines(result: RunResult): string[] {
  const { verdict } = result;
  const lines: string[] = [];
  if (result.incomplete) {
    // A partial run decides nothing: never show it as passed.
    const reason = result.incomplete.split('\n')[0];
    lines.push(
      `⛔ **Incomplete run**: it stopped after ${result.trials.length} trial${result.trials.length === 1 ? '' : 's'}: ${escapeText(reason)} What follows is what was measured before it stopped.`,
    );
    if (verdict.passed) return lines;
  }
  const shard = shardVerdictLine(result);
  if (shard) {
    lines.push(shard);
  } else if (verdict.passed) {
    lines.push('✅ **Passed**: no gated metric is worse than its tolerance.');
  } else {
    lines.push(
      verdict.reasons.length === 1
        ? `❌ **Failed**: ${escapeText(verdict.reasons[0])}`
        : `❌ **Failed** for ${verdict.reasons.length} reasons:`,
    );
    if (verdict.reasons.length > 1) lines.push(...verdict.reasons.map((r) => `- ${escapeText(r)}`));
  }
  const question = gateQuestion(result.conditions.thresholds);
  const asked = question ? `The gate asked: is ${question}?` : '';
  const spent = sequenceSentence(result);
  if (asked || spent) lines.push('', [asked, spent].filter(Boolean).join(' '));
  if (verdict.warnings.length > 0)
    lines.push('', ...verdict.warnings.map((w) => `> ⚠️ ${escapeText(w)}`));
  return lines;
}

function summaryOf(result: RunResult, variant: string): VariantSummary | undefined {
  return result.summaries.find((s) => s.variant === variant);
}

function deltaText(c: Comparison | undefined): string {
  if (!c || !Number.isFinite(c.estimatePct)) return 'n/a';
  return c.scale === 'difference'
    ? `${c.estimatePct < 0 ? '-' : '+'}${Math.abs(c.estimatePct).toFixed(2)}pp`
    : `${c.estimatePct < 0 ? '-' : '+'}${Math.abs(c.estimatePct).toFixed(1)}%`;
}

/** codecov's convention: the leading sign marks better (+) or worse (−), not the direction. */
function diffSign(c: Comparison | undefined, broken: boolean, failed: boolean): string {
  if (failed) return '-';
  if (!c || !c.significant) return ' ';
  if (c.worse) return '-';
  // A variant that fails trials or errors is not faster for it: its quick failures are not an
  // improvement to celebrate.
  return broken ? ' ' : '+';
}

function diffBlock(result: RunResult): string {
  const lines = diffBlockLines(result);
  return lines.length ? ['```diff', ...lines, '```'].join('\n') : '';
}

/** Rows of the diff block: metrics with a row of their own, and every gated one, when compared. */
function diffMetrics(result: RunResult): Metric[] {
  return METRIC_NAMES.filter(
    (metric) =>
      (metricDefinition(metric).row !== undefined ||
        result.comparisons.some((x) => x.metric === metric && x.gated)) &&
      result.comparisons.some((x) => x.metric === metric),
  );
}

/** The body of the codecov-style diff block, for the headline variant. */
export function diffBlockLines(result: RunResult): string[] {
  const variant = headlineVariant(result);
  if (variant === undefined) return [];
  const base = summaryOf(result, result.baseline);
  const own = summaryOf(result, variant);
  const head = [codeText(result.baseline, 12), codeText(variant, 12)];
  const failures = result.verdict.failures.filter((f) => f.variant === variant);
  const broken = failures.some(
    (f) => f.metric === 'trials' || metricDefinition(f.metric).gate === 'ceiling',
  );
  const width = 52;
  const line = (sign: string, label: string, a: string, b: string, d: string) =>
    `${sign} ${label.padEnd(13)}${a.padStart(13)}${b.padStart(13)}${d.padStart(10)}`;
  const title = ' Performance Diff ';
  const pad = Math.max(0, width - 4 - title.length);
  const rows = diffMetrics(result).map((metric) => {
    const comparison = result.comparisons.find((x) => x.variant === variant && x.metric === metric);
    const failed = failures.some((f) => f.metric === metric);
    const { format, row } = metricDefinition(metric);
    const label =
      typeof row === 'function'
        ? row(result.conditions.load)
        : (row ?? metricDefinition(metric).label);
    return line(
      diffSign(comparison, broken, failed),
      label,
      base ? format(base.metrics[metric].mean) : 'n/a',
      own ? format(own.metrics[metric].mean) : 'n/a',
      deltaText(comparison),
    );
  });
  const rule = '='.repeat(width);
  return [
    `@@${' '.repeat(Math.floor(pad / 2))}${title}${' '.repeat(Math.ceil(pad / 2))}@@`,
    `##${head[0].padStart(27)}${head[1].padStart(13)}${'+/-'.padStart(7)}  ##`,
    rule,
    ...rows,
    rule,
    line(
      ' ',
      'Rounds',
      String(base?.metrics.throughput.n ?? 0),
      String(own?.metrics.throughput.n ?? 0),
      '',
    ),
  ];
}

/** A significant change inside the tolerance is shown as such, not hidden. */
function outcomeText(c: Comparison): string {
  if (c.outcome === 'no-change' && c.significant)
    return `⚪ within ±${toleranceText(c)} (significant)`;
  return OUTCOME_BADGE[c.outcome];
}

/** One row per variant, about the headline metric, with throughput or p99 beside it. */
export function variantsTable(result: RunResult): string {
  const headlined = headlineMetric(result);
  const metric: Metric = headlined === 'trials' ? 'throughput' : headlined;
  const beside: Metric = metric === 'throughput' ? 'p99' : 'throughput';
  const { format, label } = metricDefinition(metric);
  const short = (m: Metric) => (m === 'throughput' ? 'req/s' : metricInSentence(m));
  const rows = result.variants.map((variant) => {
    const find = (m: Metric) =>
      result.comparisons.find((c) => c.variant === variant && c.metric === m);
    const main = find(metric);
    const other = find(beside);
    const own = summaryOf(result, variant);
    const change = (c: Comparison | undefined) =>
      c && Number.isFinite(c.estimatePct) ? signedChange(c, c.estimatePct) : 'n/a';
    const ci =
      main && Number.isFinite(main.ciLowPct)
        ? ` (${signedChange(main, main.ciLowPct)} … ${signedChange(main, main.ciHighPct)})`
        : '';
    return `| ${escapeText(variant)} | ${own ? format(own.metrics[metric].mean) : 'n/a'} | ${change(main)}${ci} | ${main ? pValue(main.adjustedPValue) : 'n/a'} | ${change(other)} | ${main ? outcomeText(main) : 'n/a'} |`;
  });
  const base = summaryOf(result, result.baseline);
  const heading = metric === 'throughput' ? 'Req/s' : label;
  return [
    `| Variant | ${heading} | Δ ${short(metric)} (95% CI) | p | Δ ${beside === 'p99' ? 'p99' : short(beside)} | ${label} |`,
    '|:--|--:|:--|--:|--:|:--|',
    `| ${escapeText(result.baseline)} *(baseline)* | ${base ? format(base.metrics[metric].mean) : 'n/a'} | | | | |`,
    ...rows,
  ].join('\n');
}

/** The tolerance as a change of the metric in % (−10 for throughput at 10%, +10 for p99). */
function tolerancePct(c: Comparison): number {
  const { better } = metricDefinition(c.metric);
  return changeOfWorsening(toleranceMargin(c.tolerance, c.scale, better), c.scale, better) * 100;
}

/** The step of a round axis: 1, 2, 2.5 or 5 times a power of ten, at least `rough`. */
function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= rough) ?? 10) * power;
}

/** Comparisons the gate judged against a tolerance, in % (shares in points would need their own axis). */
function gatedChanges(result: RunResult): Comparison[] {
  return result.comparisons.filter(
    (c) => c.gated && c.scale === 'ratio' && metricDefinition(c.metric).gate === 'change',
  );
}

const PLOT_WIDTH = 41;

/**
 * Every gated change with its 95% interval on one shared axis, no change (│) and each
 * tolerance (║) marked: the gate's question as a picture. Text in a code block, because
 * Mermaid's xychart has no error bars, and so that it reads the same in the comment, a
 * notification e-mail and a terminal. Box-drawing characters and ● are in every common
 * monospace font (WGL4), so the columns stay aligned.
 */
export function intervalPlotLines(result: RunResult): string[] {
  const gated = gatedChanges(result);
  const rows = (
    gated.length > 0 ? gated : result.comparisons.filter((c) => c.metric === 'throughput')
  ).filter((c) => [c.estimatePct, c.ciLowPct, c.ciHighPct].every(Number.isFinite));
  if (rows.length === 0) return [];
  const metrics = METRIC_NAMES.filter((m) => rows.some((c) => c.metric === m));
  const tolerance = (c: Comparison) => (c.gated ? tolerancePct(c) : undefined);
  // The axis holds every estimate, 0 and each tolerance, and intervals up to twice that span
  // beyond; one far wider (a noisy run of few rounds) runs off the edge (◄ ►) rather than
  // squash every other row into a few columns.
  const core = rows.flatMap((c) => [c.estimatePct, 0, tolerance(c) ?? 0]);
  const span = 2 * Math.max(Math.max(...core) - Math.min(...core), 1);
  const wanted = [
    Math.min(
      Math.min(...core),
      Math.max(Math.min(...rows.map((c) => c.ciLowPct)), Math.min(...core) - span),
    ),
    Math.max(
      Math.max(...core),
      Math.min(Math.max(...rows.map((c) => c.ciHighPct)), Math.max(...core) + span),
    ),
  ];
  const step = niceStep((wanted[1] - wanted[0]) / 4);
  const lo = Math.floor(wanted[0] / step) * step;
  const hi = Math.ceil(wanted[1] / step) * step;
  const column = (value: number) =>
    Math.round(((Math.min(Math.max(value, lo), hi) - lo) / (hi - lo)) * (PLOT_WIDTH - 1));
  const labelWidth = Math.min(24, Math.max(8, ...rows.map((c) => codeText(c.variant, 24).length)));

  const plotRow = (c: Comparison): string => {
    const cells = Array.from({ length: PLOT_WIDTH }, () => ' ');
    cells[column(0)] = '│';
    const limit = tolerance(c);
    if (limit !== undefined) cells[column(limit)] = '║';
    const [from, to] = [column(c.ciLowPct), column(c.ciHighPct)];
    for (let i = from; i <= to; i++)
      cells[i] = cells[i] === '│' ? '┼' : cells[i] === '║' ? '╫' : '─';
    if (from < to) {
      cells[from] = c.ciLowPct < lo ? '◄' : '├';
      cells[to] = c.ciHighPct > hi ? '►' : '┤';
    }
    cells[column(c.estimatePct)] = '●';
    const change = pct(c.estimatePct / 100, { signed: true });
    return `${codeText(c.variant, labelWidth).padEnd(labelWidth)} ${cells.join('')} ${change.padStart(7)}  ${outcomePlain(c)}`;
  };

  const ticks: number[] = [];
  for (let t = lo; t <= hi + step / 2; t += step) ticks.push(Number(t.toFixed(6)));
  const indent = labelWidth + 1;
  const axis = Array.from({ length: PLOT_WIDTH }, () => '─');
  // Labels centred under their ticks; the first may reach into the indent.
  const labels = Array.from({ length: indent + PLOT_WIDTH + 8 }, () => ' ');
  let free = 0;
  for (const t of ticks) {
    axis[column(t)] = '┴';
    const text = t === 0 ? '0%' : pct(t / 100, { signed: true, digits: step < 1 ? 1 : 0 });
    const start = indent + column(t) - Math.floor(text.length / 2);
    if (start < free) continue;
    labels.splice(start, text.length, ...text);
    free = start + text.length + 1;
  }
  return [
    ...metrics.flatMap((metric) => {
      const own = rows.filter((c) => c.metric === metric);
      const limit = own.find((c) => c.gated);
      return [
        `${METRICS[metric].label} vs “${codeText(result.baseline, 24)}”: ├─●─┤ 95% interval, │ no change${limit ? `, ║ tolerance ${pct(tolerancePct(limit) / 100, { signed: true })}` : ''}`,
        ...own.map(plotRow),
      ];
    }),
    `${' '.repeat(indent)}${axis.join('')}`,
    labels.join('').trimEnd(),
  ];
}

/** The gate's answer for a row of the interval plot, in words. */
function outcomePlain(c: Comparison): string {
  if (c.outcome === 'no-change') return c.gated ? 'within tolerance' : 'no change';
  return c.outcome;
}

function intervalPlot(result: RunResult): string {
  const lines = intervalPlotLines(result);
  return lines.length ? ['```', ...lines, '```'].join('\n') : '';
}

/** The metric the chart is about: what decided the verdict when it is a change in %, else the first gated change. */
function chartMetric(result: RunResult): Metric {
  const headlined = headlineMetric(result);
  const gated = gatedChanges(result);
  return gated.find((c) => c.metric === headlined)?.metric ?? gated[0]?.metric ?? 'throughput';
}

/**
 * How much worse each variant is than the baseline, as bars, with the tolerance as a line:
 * a bar over the line is the variant to look at. Mermaid draws every bar up from the axis
 * minimum, so a signed Δ% would draw a small change as a tall bar: bars measure the
 * worsening (taller is worse), and the axis starts one step below both 0 and the lowest bar,
 * so no variant's bar has zero height. One variant gets no chart: its interval plot says more.
 */
function chart(result: RunResult): string {
  const metric = chartMetric(result);
  const compared = result.comparisons.filter(
    (c) => c.metric === metric && Number.isFinite(c.estimatePct),
  );
  if (compared.length < 2) return '';
  const { better, label } = metricDefinition(metric);
  const worsening = compared.map((c) => (better === 'higher' ? -c.estimatePct : c.estimatePct));
  const gated = compared.find((c) => c.gated);
  const tolerance = gated ? Math.abs(tolerancePct(gated)) : undefined;
  const high = Math.max(...worsening, tolerance ?? 0, 0);
  const low = Math.min(...worsening, 0);
  const step = niceStep((high - low) / 5);
  const round = (value: number) => Number(value.toFixed(6));
  const top = round((Math.floor(high / step) + 1) * step);
  const bottom = round((Math.ceil(low / step) - 1) * step);
  // Mermaid may render labels as HTML: keep only harmless characters.
  const safe = (text: string, width: number) => codeText(text, width).replace(/[<>"&]/g, '');
  const names = compared.map((c) => `"${safe(c.variant, 24)}"`);
  const direction = better === 'higher' ? 'lower' : 'higher';
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${label}: % ${direction} than “${safe(result.baseline, 24)}”${tolerance === undefined ? '' : ` (line: the ${pct(tolerance / 100)} tolerance)`}"`,
    `  x-axis [${names.join(', ')}]`,
    `  y-axis "% ${direction}" ${bottom} --> ${top}`,
    `  bar [${worsening.map((w) => w.toFixed(2)).join(', ')}]`,
    ...(tolerance === undefined
      ? []
      : [`  line [${worsening.map(() => tolerance.toFixed(2)).join(', ')}]`]),
    '```',
  ].join('\n');
}

/** A block familiar from bombardier, per variant, folded. */
function statisticsDetails(result: RunResult): string {
  const blocks = result.summaries.map((s) => {
    // The trials the statistics used: a re-run trial's replacement, never both.
    const trials = measuredTrials(result.trials).filter((t) => t.variant === s.variant);
    const perSecond = trials.flatMap((t) => t.measurement.perSecond);
    const rps = perSecond.length > 0 ? perSecond : trials.map((t) => t.measurement.throughput);
    const avg = rps.reduce((a, b) => a + b, 0) / Math.max(1, rps.length);
    const sd = Math.sqrt(rps.reduce((a, b) => a + (b - avg) ** 2, 0) / Math.max(1, rps.length - 1));
    const codes = { '1xx': 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    let errors = 0;
    let timeouts = 0;
    for (const t of trials) {
      for (const k of Object.keys(codes) as (keyof typeof codes)[])
        codes[k] += t.measurement.statusClasses[k];
      errors += t.measurement.errors;
      timeouts += t.measurement.timeouts;
    }
    const m = s.metrics;
    const maxLatency = Math.max(0, ...trials.map((t) => t.measurement.latencyUs.max));
    const latencySd =
      trials.reduce((a, t) => a + t.measurement.latencyUs.stdev, 0) / Math.max(1, trials.length);
    const col = (v: string) => v.padStart(11);
    return [
      `<details><summary>${escapeText(s.variant)}: statistics over ${trials.length} trials</summary>`,
      '',
      '```',
      `Statistics        ${'Avg'.padStart(11)}${'Stdev'.padStart(11)}${'Max'.padStart(11)}`,
      `  Reqs/sec        ${col(avg.toFixed(2))}${col(sd.toFixed(2))}${col(Math.max(0, ...rps).toFixed(2))}`,
      `  Latency         ${col(micros(m.latency.mean))}${col(micros(latencySd))}${col(micros(maxLatency))}`,
      `  Latency p50 ${micros(m.p50.mean)}, p90 ${micros(m.p90.mean)}, p99 ${micros(m.p99.mean)}${result.conditions.load.rate !== undefined ? ' (from the scheduled time)' : ''}`,
      '  HTTP codes:',
      `    1xx - ${codes['1xx']}, 2xx - ${codes['2xx']}, 3xx - ${codes['3xx']}, 4xx - ${codes['4xx']}, 5xx - ${codes['5xx']}`,
      `    others - ${errors + timeouts} (${timeouts} timeouts)`,
      `  Throughput:     ${bytesRate(m.bytes.mean)}`,
      ...openModelLines(
        result,
        trials.map((t) => t.measurement),
      ),
      ...resourceLines(trials.map((t) => t.measurement)),
      `  Req/s across trials: mean ${rate(m.throughput.mean)}, CV ${pct(m.throughput.cv)}, min ${rate(m.throughput.min)}, max ${rate(m.throughput.max)}`,
      '```',
      '',
      '</details>',
    ].join('\n');
  });
  return blocks.join('\n\n');
}

/** CPU and memory of the target, and what else the machine was doing (Linux only). */
function resourceLines(measurements: Measurement[]): string[] {
  const usage = measurements.flatMap((m) => (m.resources ? [m.resources] : []));
  if (usage.length === 0) return ['  Resources: not measured (needs Linux /proc)'];
  const mean = (pick: (u: (typeof usage)[number]) => number) =>
    usage.reduce((a, u) => a + pick(u), 0) / usage.length;
  const peakMb = Math.max(...usage.map((u) => u.targetPeakRssKb)) / 1024;
  return [
    `  CPU: ${micros(mean((u) => u.targetCpuUsPerRequest))} per request, peak RSS ${peakMb.toFixed(1)}MB`,
    `  Load generator CPU ${(mean((u) => u.selfCpuUs) / 1e6).toFixed(2)}s per trial; foreign load ${mean((u) => u.foreignCores).toFixed(2)} cores${usage.every((u) => u.interruptCores !== undefined) ? `, interrupts ${mean((u) => u.interruptCores!).toFixed(2)}` : ''}${usage.every((u) => u.stealCores !== undefined) ? `, steal ${mean((u) => u.stealCores!).toFixed(2)}` : ''}`,
  ];
}

/** Achieved rate against the target, and the share within the objective, when set. */
function openModelLines(result: RunResult, measurements: Measurement[]): string[] {
  const { load } = result.conditions;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const lines: string[] = [];
  if (load.rate !== undefined) {
    const achieved = mean(measurements.map((m) => m.achievedRate ?? 0));
    const short = measurements.filter((m) => m.saturated).length;
    const dropped = measurements.reduce((total, m) => total + (m.dropped ?? 0), 0);
    lines.push(
      `  Rate: ${rate(achieved)} achieved of ${rate(load.rate)} req/s asked${short ? ` (${short} trial${short === 1 ? '' : 's'} fell short: saturated)` : ''}`,
      `  Dropped: ${dropped} request${dropped === 1 ? '' : 's'}${dropped ? ` (due while all ${load.connections} connections were busy)` : ''}`,
    );
  }
  if (load.objectiveMs !== undefined) {
    lines.push(
      `  Under ${seconds(load.objectiveMs)}: ${pct(mean(measurements.map((m) => m.underObjective ?? 0)))} of requests`,
    );
  }
  return lines;
}

function noisyTrials(result: RunResult): string {
  const flags = result.noise ?? [];
  if (flags.length === 0) return '';
  const lines = flags.map(
    (f) =>
      `#${f.sequence} ${codeText(f.variant)} (round ${f.round + 1}): ${codeText(f.reasons.join('; '), 500)}`,
  );
  return foldedBlock(
    `〰️ ${flags.length} noisy trial${flags.length === 1 ? '' : 's'} (kept in the statistics, shown so you can judge)`,
    lines,
  );
}

/** A folded section whose body is a plain code block (nothing in it renders as markdown). */
function foldedBlock(summary: string, lines: string[]): string {
  return [
    `<details><summary>${summary}</summary>`,
    '',
    '```',
    ...lines,
    '```',
    '',
    '</details>',
  ].join('\n');
}

function failedTrials(result: RunResult): string {
  const failed = result.trials.filter((t) => t.status === 'failed');
  if (failed.length === 0) return '';
  const lines = failed.map(
    (t) =>
      `#${t.sequence} ${codeText(t.variant)} (round ${t.round + 1}): ${t.error.replace(/`/g, "'")}`,
  );
  return foldedBlock(
    `❗ ${failed.length} failed trial${failed.length === 1 ? '' : 's'} (not included in the statistics)`,
    lines,
  );
}

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
export function describeSetup(conditions: RunResult['conditions']): string | undefined {
  const steps = conditions.setup ?? [];
  if (steps.length === 0) return undefined;
  const { warmup, stages } = conditions.load;
  const warm = Boolean(warmup?.durationMs || warmup?.amount);
  const window = stages.length > 0 ? 'the ramp-up and the measured window' : 'the measured window';
  const moment = (when: string) =>
    !warm
      ? `before ${window}`
      : when === 'warmup'
        ? 'before the warm-up'
        : when === 'both'
          ? `before the warm-up and again before ${window}`
          : `after the warm-up, right before ${window}`;
  return steps.map(({ step, when }) => `\`${codeText(step, 200)}\` ${moment(when)}`).join('; ');
}

function reruns(result: RunResult): string {
  const rerun = result.rerunRounds ?? [];
  const limit = result.conditions.reruns ?? 0;
  if (rerun.length === 0) return limit ? `; no round needed a re-run (up to ${limit} allowed)` : '';
  // The reasons of a few rounds show the pattern; the JSON has them all.
  const shown = 3;
  const list =
    rerun
      .slice(0, shown)
      .map((r) => `round ${r.round + 1} (${r.reasons.slice(0, 2).map(escapeText).join('; ')})`)
      .join(', ') + (rerun.length > shown ? ` and ${rerun.length - shown} more` : '');
  return `; ${rerun.length} of at most ${limit} round${limit === 1 ? '' : 's'} re-run whole, in a new order, because a trial was disturbed: ${list}`;
}

/** "Decided after 8 of at most 30 rounds (2.4 min)." — for sequential runs only. */
export function sequenceSentence(result: RunResult): string {
  const s = result.sequence;
  if (!s) return '';
  const minutes = `${(result.durationMs / 60_000).toFixed(1)} min`;
  const decided = lookDecision(result.comparisons, result.summaries) !== 'continue';
  const spent = `after ${s.rounds} of at most ${s.maxRounds} rounds (${minutes})`;
  if (decided) return `Decided ${spent}.`;
  const why =
    s.stoppedBy === 'budget' && s.budgetMs !== undefined
      ? `the ${seconds(s.budgetMs)} budget could not reach the next look`
      : 'the rounds ran out';
  return `Not decided ${spent}: ${why}.`;
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
  const budget = s.budgetMs !== undefined ? ` within ${seconds(s.budgetMs)}` : '';
  return `${s.rounds} of at most ${s.maxRounds}${budget} (sequential: looks after ${looks.join(', ')} rounds, stopping once the gate's answer is clear)`;
}

function conditions(result: RunResult): string {
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
  const thresholds = GATE_METRICS.flatMap((metric) => {
    const value = c.thresholds[metric];
    if (value === undefined) return [];
    const { gate, baselineTolerance } = metricDefinition(metric);
    const against = baselineTolerance
      ? ` and at most ${pointsText(baselineTolerance(value))} above the baseline's`
      : '';
    return [
      gate === 'ceiling'
        ? `${metric} ≤ ${pct(value, { digits: 2 })}${against}`
        : `${metric} at most ${pct(value)} worse`,
    ];
  }).join(', ');
  const r = result.runner;
  return [
    '<details><summary>Run conditions</summary>',
    '',
    `- **Rounds**: ${roundsText(result)}${c.warmupRounds ? ` (+${c.warmupRounds} warm-up)` : ''}, every variant once per round in a shuffled order, compared pairwise within rounds`,
    `- **Trial**: ${describeLoad(c.load)}${c.load.warmup?.durationMs ? `, ${seconds(c.load.warmup.durationMs)} warm-up` : c.load.warmup?.amount ? `, ${c.load.warmup.amount}-request warm-up` : ''}; ${trialArrangement(c)}`,
    ...(describeSetup(c) ? [`- **Setup** in every trial: ${describeSetup(c)}`] : []),
    `- **Gate**: ${thresholds || 'none'}; ${c.test === 'permutation' ? 'one-sided sign-flip tests against each tolerance, intervals by inverting the same test' : c.test === 'trimmed' ? 'one-sided paired 20%-trimmed-mean t tests of the log ratios against each tolerance' : 'one-sided paired t tests of the log ratios against each tolerance'}; α = ${c.alpha} (${holmNote(result.comparisons.filter((x) => x.gated).length)}); undecided gated comparisons ${c.inconclusive === 'fail' ? 'fail' : 'pass with a warning'}`,
    `- **Smallest throughput worsening this run would catch** (80% power, by the gate's rule): ${mde}`,
    `- **Noise**: ${(result.noise ?? []).length} of ${countedTrials(result.trials).length} trials flagged (outlier, unstable rate or foreign load)${reruns(result)}`,
    `- **Runner**: ${escapeText(r.os)}, ${r.cpus} CPUs (${escapeText(r.cpuModel)}), Node ${escapeText(r.node)}`,
    `- **Seed**: \`${result.seed}\` (replay the same order with \`seed: ${result.seed}\`)`,
    ...[shardConditionLine(result), warmupConditionLine(result)].filter(
      (line) => line !== undefined,
    ),
    `- **Duration**: ${seconds(result.durationMs)}`,
    ...(result.logDir
      ? [`- **Service logs**: \`${codeText(result.logDir, 200)}\` (also the \`log-dir\` output)`]
      : []),
    '',
    '</details>',
    '',
    `<sub>perf-gate · Δ = exp(mean of ln(variant/baseline) over rounds) − 1 · ${METRICS.throughput.label} counts successful responses only</sub>`,
  ].join('\n');
}
