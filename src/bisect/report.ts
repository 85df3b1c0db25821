/**
 * The bisect's report in markdown: the answer first (the culprits, each with its pull
 * request, author and, for a dependency bump, the package), then the evidence of every step
 * (Δ and 95% interval per tested commit), the skipped commits, and where the culprit's time
 * went. The same text is the terminal's report, the job summary and the issue's body. Pure.
 */
import { escapeText, fenceSafe } from '../report/markdown/text.js';
import { counted } from '../model/format.js';
import { metricNameInSentence } from '../model/metrics.js';
import type { BisectCulprit, BisectResult, BisectStep, CommitInfo } from './result.js';

/** Hidden in the issue's body, so that the next bisect updates it instead of opening another. */
export const ISSUE_MARKER = '<!-- perf-gate:bisect -->';

const short = (sha: string) => sha.slice(0, 7);
const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
/**
 * Given text (a commit's subject and author, a file, a function, an error) as the report
 * escapes it: inert markdown and HTML, no table-breaking `|`, and no @mention that would
 * notify a team on every update of the issue.
 */
const given = escapeText;
/** Given text in a code span: nothing is markdown there but a backtick (a code span does not mention). */
const code = (text: string) => `\`${fenceSafe(text.replace(/[\r\n]+/g, ' '))}\``;

export interface ReportLinks {
  /** `https://github.com/owner/repo`: commits and pull requests become links. */
  repositoryUrl?: string;
  /** How the caller names the budget in its advice (`--budget`, `Input 'bisect-budget'`). */
  budgetLabel?: string;
}

function commitText(commit: CommitInfo, links: ReportLinks): string {
  const sha = links.repositoryUrl
    ? `[${short(commit.sha)}](${links.repositoryUrl}/commit/${commit.sha})`
    : `\`${short(commit.sha)}\``;
  const pr =
    commit.pullRequest === undefined
      ? ''
      : links.repositoryUrl
        ? ` in [#${commit.pullRequest}](${links.repositoryUrl}/pull/${commit.pullRequest})`
        : ` in #${commit.pullRequest}`;
  return `${sha} “${given(commit.subject)}” by ${given(commit.author)}${pr}`;
}

function culpritLines(culprit: BisectCulprit, result: BisectResult, links: ReportLinks): string[] {
  const step = result.steps.find((s) => s.step === culprit.step)!;
  const files =
    culprit.files.length > 0 ? ` It changes ${culprit.files.map(code).join(', ')}.` : '';
  const lines = [
    `- ${commitText(culprit.commit, links)}: ${metricNameInSentence(step.metric!)} ${signed(step.estimatePct!)} (95% CI ${signed(step.ciLowPct!)} … ${signed(step.ciHighPct!)}) against its parent \`${short(culprit.parent)}\` (step ${step.step}).${files}`,
  ];
  if (culprit.orSkipped.length > 0) {
    lines.push(
      `  - Skipped commits lie between: the culprit may be any of ${culprit.orSkipped.map((s) => `\`${short(s)}\``).join(', ')} or \`${short(culprit.commit.sha)}\`.`,
    );
  }
  for (const verdict of culprit.packages ?? []) {
    const { change } = verdict;
    const what = `${code(change.name)} ${given(change.from ?? '(new)')} → ${given(change.to ?? '(removed)')} (${given(change.file)})`;
    const own = result.steps.find((s) => s.step === verdict.step)!;
    if (verdict.step === culprit.step && verdict.outcome !== 'worse') {
      lines.push(`  - Changed with it: ${what} — not compared alone, the budget was spent.`);
      continue;
    }
    lines.push(`  - ${packageLine(what, verdict.outcome, own)}`);
  }
  const profile = culprit.profile;
  if (profile && profile.variantCpuUs > 0) {
    const flame = profile.flameGraph ? `; flame graph: ${given(profile.flameGraph)}` : '';
    lines.push(
      `  - Where the time went: CPU per request ${profile.baselineCpuUs.toFixed(0)} → ${profile.variantCpuUs.toFixed(0)} µs over ${profile.rounds} profiling rounds${profile.functions.length === 0 ? `, no single function beyond its noise` : ''}${flame}.`,
    );
    for (const row of profile.functions) {
      lines.push(
        `    - ${code(row.name)}${row.package ? ` (${given(row.package)})` : ''}: ${row.deltaUs > 0 ? '+' : ''}${row.deltaUs.toFixed(0)} µs/request`,
      );
    }
  } else if (profile?.note) {
    lines.push(`  - Profiling: ${given(profile.note)}`);
  }
  return lines;
}

/** What an undecided step ran out of, as the report says it. */
const UNDECIDED_BECAUSE: Record<NonNullable<BisectStep['stoppedBy']>, string> = {
  budget: 'not decided within its share of the budget',
  'max-rounds': 'not decided within `max-rounds`',
  decision: 'not decided',
};

/**
 * What a dependency-only culprit's package did, from its verdict and the step that compared the
 * parent with its change alone (or the culprit's own step, when it is the only package). Only a
 * change shown within the tolerance is cleared: an undecided or skipped one may still be it.
 */
function packageLine(what: string, outcome: BisectStep['outcome'], own: BisectStep): string {
  const interval =
    own.estimatePct === undefined
      ? undefined
      : `${signed(own.estimatePct)} (95% CI ${signed(own.ciLowPct!)} … ${signed(own.ciHighPct!)})`;
  const reason = own.reason ? `: ${given(own.reason)}` : '';
  switch (outcome) {
    case 'worse':
      return own.package
        ? `The package: ${what} — the parent with this change alone is ${interval}, step ${own.step}.`
        : `The package: ${what} — the only package the commit changed.`;
    case 'within':
      return `Not this package: ${what} — within the tolerance alone (step ${own.step}).`;
    case 'inconclusive':
      return `Undecided: ${what} — ${interval ? `alone it is ${interval}` : 'compared alone'}, ${UNDECIDED_BECAUSE[own.stoppedBy ?? 'decision']}${reason} (step ${own.step}); it may be this one.`;
    case 'untestable':
      return `Skipped: ${what} — the parent with this change alone could not be measured${reason} (step ${own.step}); it may be this one.`;
  }
}

const OUTCOME: Record<BisectStep['outcome'], string> = {
  worse: '**worse**',
  within: 'within',
  inconclusive: 'undecided',
  untestable: 'skipped',
};

function stepRow(step: BisectStep): string {
  const newer = step.package
    ? `\`${short(step.older)}\` + ${given(step.package.name)} ${given(step.package.to ?? '(removed)')}`
    : `\`${short(step.newer)}\``;
  // Named in each row: a step is about the gated metric that regressed, else throughput, so
  // one row's +40% may be CPU per request (worse) and the next one's −3% throughput.
  const delta =
    step.estimatePct === undefined
      ? '—'
      : `${step.metric ? `${metricNameInSentence(step.metric)} ` : ''}${signed(step.estimatePct)} (${signed(step.ciLowPct!)} … ${signed(step.ciHighPct!)})`;
  return `| ${step.step} | ${newer} | \`${short(step.older)}\` | ${OUTCOME[step.outcome]} | ${delta} | ${step.rounds ?? '—'} | ${(step.wallMs / 1000).toFixed(0)} s | ${given(step.reason ?? '')} |`;
}

/** The first line; `listed`: where the ranges it did not narrow are (`below` in the report). */
export function headline(result: BisectResult, listed = 'below'): string {
  const range = `\`${short(result.good.sha)}\`..\`${short(result.bad.sha)}\``;
  if (result.noRegression) {
    return `No regression to search in ${range}: the bad commit is ${result.noRegression === 'within' ? 'within the tolerance of' : 'not shown worse than'} the good one (${result.question}).`;
  }
  if (result.stoppedBy === 'error') {
    return `The bisect of ${range} stopped part-way after ${counted(result.steps.length, 'step')}, before it named a culprit: ${given(result.error ?? 'an error')}.`;
  }
  if (result.culprits.length === 0) {
    // Cut short or undecided, the search named nothing because it could not, not because it
    // cleared every commit.
    if (result.stoppedBy === 'budget')
      return `The budget ended the bisect of ${range} before it named a commit (${result.question}); the ranges it did not narrow are ${listed}.`;
    if (result.spread.some((r) => r.undecided))
      return `The bisect of ${range} named no commit (${result.question}): a range it halved stayed undecided (${listed}).`;
    return `No single commit in ${range} is worse than its parent beyond the tolerance (${result.question}).`;
  }
  const n = result.culprits.length;
  return `${n === 1 ? 'One commit' : `${n} commits`} in ${range} made it slower beyond the tolerance (${result.question}): ${result.culprits.map((c) => `\`${short(c.commit.sha)}\``).join(', ')}.`;
}

export function renderBisectMarkdown(result: BisectResult, links: ReportLinks = {}): string {
  const lines = [`## perf-gate bisect`, '', headline(result), ''];
  for (const culprit of result.culprits) lines.push(...culpritLines(culprit, result, links));
  if (result.culprits.length > 0) lines.push('');
  if (result.skipped.length > 0) {
    lines.push('Skipped (did not build or start), as `git bisect skip` does:', '');
    for (const s of result.skipped)
      lines.push(`- ${commitText(s.commit, links)}: ${given(s.reason)}`);
    lines.push('');
  }
  for (const r of result.spread) {
    lines.push(
      r.undecided
        ? `- \`${short(r.older)}\`..\`${short(r.newer)}\` is worse as a whole, and neither half is shown worse, but not both within the tolerance either (undecided): run again with a larger ${links.budgetLabel ?? '--budget'}, or with these ends.`
        : `- \`${short(r.older)}\`..\`${short(r.newer)}\` is worse as a whole, but neither half is shown worse: the slowdown is spread over several commits, each within the tolerance.`,
    );
  }
  for (const r of result.unsearched) {
    lines.push(
      `- \`${short(r.older)}\`..\`${short(r.newer)}\` is worse, and the budget ended before it was narrowed: run again with a larger ${links.budgetLabel ?? '--budget'}, or with these ends.`,
    );
  }
  if (result.spread.length + result.unsearched.length > 0) lines.push('');
  lines.push(
    `${counted(result.steps.length, 'step')} over ${counted(result.searched, 'commit')} in ${(result.wallMs / 1000).toFixed(0)} s of a ${(result.budgetMs / 1000).toFixed(0)} s budget. Each step is a paired sequential comparison of the newer commit against the older (Δ and 95% interval of the gated metric it turned on):`,
    '',
    '| step | newer | against | answer | Δ (95% CI) | rounds | time | note |',
    '|---:|---|---|---|---|---:|---:|---|',
    ...result.steps.map(stepRow),
    '',
  );
  return `${lines.join('\n')}\n`;
}
