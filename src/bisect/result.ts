/**
 * The bisect's result as data (what bisect.json holds and the report and the issue read), and
 * what one step's run answered. Pure.
 */
import { baselineFailures } from '../model/trial.js';
import type { RunResult } from '../report/result.js';
import type { CostRow } from '../profile/types.js';
import type { PackageChange } from './packages.js';
import type { StepOutcome } from './search.js';

/**
 * How the caller names the bisect's settings in its errors and advice: `--good` in the CLI,
 * `Input 'good'` in the action.
 */
export interface BisectLabels {
  good: string;
  bad: string;
  budget: string;
}

export const CLI_BISECT_LABELS: BisectLabels = { good: '--good', bad: '--bad', budget: '--budget' };

export interface CommitInfo {
  sha: string;
  subject: string;
  author: string;
  /** The pull request the commit came from, when its subject names one (`(#12)`, `Merge pull request #12`). */
  pullRequest?: number;
}

/** One paired comparison of the search: the newer commit against the older, as the baseline. */
export interface BisectStep {
  /** 1-based, in the order they ran. */
  step: number;
  older: string;
  newer: string;
  /** For a package step: the package whose change alone the newer commit holds. */
  package?: PackageChange;
  outcome: StepOutcome;
  /** The gated metric the outcome is about (the regressed one, else throughput's). */
  metric?: string;
  estimatePct?: number;
  ciLowPct?: number;
  ciHighPct?: number;
  rounds?: number;
  /** How its sequential rounds ended (its run's `sequence.stoppedBy`): what an undecided step ran out of. */
  stoppedBy?: 'decision' | 'budget' | 'max-rounds';
  /** Why the newer commit was skipped, for an untestable step; why an undecided one had no metric. */
  reason?: string;
  wallMs: number;
  /** The step's own report, relative to the output folder. */
  report?: string;
}

export interface PackageVerdict {
  change: PackageChange;
  /** The step that compared the parent with this package's change alone (or the culprit's own, when it is the only package). */
  step: number;
  outcome: StepOutcome;
}

/** Where the culprit's extra time went: the profiling rounds of its step, when they ran. */
export interface CulpritProfile {
  baselineCpuUs: number;
  variantCpuUs: number;
  /** The functions whose CPU per request changed beyond their noise, biggest first. */
  functions: CostRow[];
  rounds: number;
  /** The differential flame graph, relative to the output folder. */
  flameGraph?: string;
  /** Why there is no table (profiling failed or did not fit the budget). */
  note?: string;
}

export interface BisectCulprit {
  commit: CommitInfo;
  /** The commit it was compared with: its parent, unless skipped commits lie between. */
  parent: string;
  /** Skipped commits that may be the culprit instead. */
  orSkipped: string[];
  /** The files the commit changed against `parent` (the first 10). */
  files: string[];
  /** The step that showed it worse than `parent`. */
  step: number;
  /** A dependency-only culprit: which package's change made it slower. */
  packages?: PackageVerdict[];
  profile?: CulpritProfile;
}

export interface BisectResult {
  schema: 'perf-gate/bisect@1';
  good: CommitInfo;
  bad: CommitInfo;
  /** Commits after good up to bad on the first-parent line. */
  searched: number;
  /** The gate's tolerances the steps tested, as written (`throughput: 10%`). */
  question: string;
  steps: BisectStep[];
  culprits: BisectCulprit[];
  skipped: Array<{ commit: CommitInfo; reason: string }>;
  /**
   * Ranges worse as a whole whose halves were not shown worse: a slowdown spread over commits
   * when both halves were within the tolerance, `undecided` when a half could not be told.
   */
  spread: Array<{ older: string; newer: string; undecided?: boolean }>;
  /** Ranges shown worse that the budget left unsearched. */
  unsearched: Array<{ older: string; newer: string }>;
  /** Good against bad was not shown worse: there was nothing to search. */
  noRegression?: StepOutcome;
  budgetMs: number;
  wallMs: number;
  startedAt: string;
  finishedAt: string;
  /** 'error': the search threw part-way; the result holds the steps that finished before. */
  stoppedBy: 'done' | 'budget' | 'error';
  /** Why the search stopped, when it threw. */
  error?: string;
}

/** The metric a step's outcome is about: a regressed gated one, else throughput, else the first gated. */
function primaryComparison(result: RunResult) {
  const gated = result.comparisons.filter((c) => c.gated);
  return (
    gated.find((c) => c.outcome === 'regression') ??
    gated.find((c) => c.metric === 'throughput') ??
    gated[0]
  );
}

/** What one step's run says about the newer commit against the older. */
export function stepAnswer(
  result: RunResult,
  newer: string,
): Pick<
  BisectStep,
  | 'outcome'
  | 'metric'
  | 'estimatePct'
  | 'ciLowPct'
  | 'ciHighPct'
  | 'rounds'
  | 'stoppedBy'
  | 'reason'
> {
  const own = result.summaries.find((s) => s.variant === newer);
  if (own && own.failedTrials > 0) {
    return {
      outcome: 'untestable',
      reason: `${own.failedTrials} of ${own.trials} trials failed${own.firstFailure ? `: ${own.firstFailure}` : ''}`,
    };
  }
  // The older commit's every trial failed: nothing was compared, so nothing was decided.
  const older = result.summaries[0];
  if (older && baselineFailures(result.summaries) === 'all') {
    return {
      outcome: 'untestable',
      reason: `the older commit's ${older.failedTrials} of ${older.trials} trials failed${older.firstFailure ? `: ${older.firstFailure}` : ''}`,
    };
  }
  if (result.incomplete) return { outcome: 'untestable', reason: result.incomplete.split('\n')[0] };
  const c = primaryComparison(result);
  const rounds = result.sequence?.rounds ?? c?.n;
  const stoppedBy = result.sequence?.stoppedBy;
  if (!c) return { outcome: 'inconclusive', rounds, stoppedBy, reason: 'no gated metric' };
  const gated = result.comparisons.filter((x) => x.gated);
  const outcome: StepOutcome = gated.some((x) => x.outcome === 'regression')
    ? 'worse'
    : gated.every((x) => x.outcome === 'no-change' || x.outcome === 'improvement')
      ? 'within'
      : 'inconclusive';
  return {
    outcome,
    metric: c.metric,
    estimatePct: c.estimatePct,
    ciLowPct: c.ciLowPct,
    ciHighPct: c.ciHighPct,
    rounds,
    stoppedBy,
  };
}

/** The profiling table of a culprit's step, when its rounds ran. */
export function culpritProfile(result: RunResult, stepDir: string): CulpritProfile | undefined {
  const profiling = result.profiling;
  if (!profiling) return undefined;
  const table = profiling.tables[0];
  const empty = { baselineCpuUs: 0, variantCpuUs: 0, functions: [], rounds: profiling.rounds };
  if (!table) return { ...empty, note: profiling.error ?? profiling.unprofiled.join('; ') };
  const flame = profiling.artifacts.flameGraphs[table.variant];
  return {
    baselineCpuUs: table.baselineCpuUs,
    variantCpuUs: table.variantCpuUs,
    functions: table.functions.slice(0, 5),
    rounds: table.rounds,
    flameGraph: flame && `${stepDir}/${flame}`,
    note: profiling.error,
  };
}
