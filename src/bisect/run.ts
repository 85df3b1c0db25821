/**
 * The bisect's shell: runs each step the search (./search.ts) plans as a paired sequential
 * comparison of two commits — the config's baseline, checked out at each in its own worktree
 * and built with its `build` (once per commit: refs.ts BuiltCheckouts) — sharing one
 * wall-time budget over the steps, then goes one level down into a culprit that only changed
 * dependencies, and profiles a culprit's step when the budget has room for it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withVariantsFromCommits } from '../config/slicing.js';
import type { Config, VariantSpec } from '../config/types.js';
import { runPerfGate } from '../experiment/index.js';
import { metricNameInSentence, type Metric } from '../model/metrics.js';
import { BuiltCheckouts, RefError } from '../experiment/refs.js';
import { gateQuestion } from '../gate/index.js';
import type { RunResult } from '../report/result.js';
import { PortInUseError, ServiceError, SetupError } from '../target/errors.js';
import { stopRequested } from '../target/index.js';
import { changedFiles, commitInfo, commitWithFiles, firstParentRange, resolveRef } from './git.js';
import {
  changedPackages,
  filesWithOnly,
  isDependencyOnly,
  type PackageChange,
} from './packages.js';
import {
  culpritProfile,
  stepAnswer,
  type BisectCulprit,
  type BisectLabels,
  type BisectResult,
  type BisectStep,
  type PackageVerdict,
} from './result.js';
import {
  nextStep,
  recordStep,
  startSearch,
  stepsAhead,
  type SearchState,
  type StepOutcome,
} from './search.js';
import { BisectError } from './error.js';
import { maskedCopy } from '../target/secrets.js';

export interface BisectOptions {
  good: string;
  bad: string;
  /** Wall time for the whole bisect, shared over its steps. */
  budgetMs: number;
  cwd: string;
  /** The output folder: each step's report and logs go in `steps/NN/`. */
  outputDir: string;
  baseEnv: NodeJS.ProcessEnv;
  seed: number;
  /** How the caller names good, bad and the budget in its errors. */
  labels: BisectLabels;
  /** A line per step as it starts and ends. */
  log: (line: string) => void;
  /** The clock, for the budget (a parameter so that the loop's arithmetic is plain). */
  now?: () => number;
  /**
   * Filled as the search goes: the steps that finished, so that a caller can write what a
   * search that threw part-way found (see `partialBisect`).
   */
  progress?: BisectProgress;
}

/** What a search has done so far. */
export interface BisectProgress {
  steps: BisectStep[];
  startedAt?: number;
  /** Commits after good up to bad, once the range is known. */
  searched?: number;
  /**
   * The metrics the steps' runs compared: the question names only these (CPU per request is
   * gated by default, but a machine that cannot read the services' CPU compares none).
   */
  compared?: Set<Metric>;
}

/**
 * A step's report.json, masked as every report is (src/target/secrets.ts): a config's
 * `Authorization` header or an app's printed password would otherwise land in the artifact.
 */
export function writeStepReport(file: string, result: RunResult): void {
  writeFileSync(file, `${JSON.stringify(maskedCopy(result), null, 2)}\n`);
}

/** Errors that mean "this commit cannot be measured" rather than "perf-gate failed". */
const untestable = (error: unknown) =>
  error instanceof RefError ||
  error instanceof ServiceError ||
  error instanceof SetupError ||
  error instanceof PortInUseError;

const short = (sha: string) => sha.slice(0, 7);

/** The config's baseline, run from `sha` under `name`; its build (or any variant's) builds it. */
function armAt(config: Config, name: string, sha: string): VariantSpec {
  const template = config.variants[0];
  const build = template.build ?? config.variants.find((v) => v.build)?.build;
  return { ...template, name, ref: sha, build };
}

/** Roughly what the profiling rounds of one comparison add: each round profiles both arms. */
const profileCostMs = (config: Config) =>
  config.profile.rounds * 2 * (config.profile.windowMs + 3_000);

export async function runBisect(config: Config, options: BisectOptions): Promise<BisectResult> {
  // Steps compare the same commits again (a step's older end is often the last one's): each
  // is checked out and built once, and its worktree removed when the bisect ends.
  const checkouts = new BuiltCheckouts();
  try {
    return await search(config, options, checkouts);
  } finally {
    checkouts.removeAll();
  }
}

/**
 * The steps of one bisect: each a paired sequential comparison of two commits, its share of
 * what is left of the budget, its report and logs in `steps/NN/`. Shared by the search and by
 * the level below a culprit (its packages compared one at a time).
 */
class BisectSteps {
  readonly steps: BisectStep[];
  /** Each step's run, by step number: a culprit's profile is read from its step's. */
  readonly runs = new Map<number, RunResult>();
  readonly now: () => number;
  readonly startedAt: number;

  constructor(
    private readonly config: Config,
    private readonly options: BisectOptions,
    private readonly checkouts: BuiltCheckouts,
    private readonly progress: BisectProgress,
  ) {
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
    progress.startedAt = this.startedAt;
    this.steps = progress.steps;
  }

  /** What is left of the bisect's budget, in ms. */
  remaining(): number {
    return this.options.budgetMs - (this.now() - this.startedAt);
  }

  /**
   * One paired comparison: `newer` against `older` as the baseline, with its share of what is
   * left of the budget (`ahead`: the steps that share it, this one included).
   */
  async compare(
    older: string,
    newer: string,
    ahead: number,
    extra: { package?: PackageChange; profile?: boolean; newerName?: string } = {},
  ): Promise<BisectStep> {
    const { config, options } = this;
    const number = this.steps.length + 1;
    const stepStarted = this.now();
    const share =
      Math.max(0, this.remaining() - (extra.profile ? profileCostMs(config) : 0)) / ahead;
    // A config's own budget bounds each step too.
    const stepBudgetMs = Math.min(config.budgetMs ?? Infinity, share);
    const olderName = short(older);
    const newerName = extra.newerName ?? short(newer);
    const folder = join('steps', String(number).padStart(2, '0'));
    const dir = join(options.outputDir, folder);
    const logDir = join(dir, 'logs');
    mkdirSync(logDir, { recursive: true });
    const stepConfig: Config = {
      ...withVariantsFromCommits(config, [
        armAt(config, olderName, older),
        armAt(config, newerName, newer),
      ]),
      sequential: true,
      budgetMs: stepBudgetMs,
      seed: options.seed + number,
      profile: { ...config.profile, when: extra.profile ? 'auto' : 'off' },
    };
    options.log(
      `step ${number}: ${newerName} against ${olderName} (budget ${Math.round(stepBudgetMs / 1000)} s)`,
    );
    const known = { step: number, older, newer, package: extra.package };
    let step: BisectStep;
    try {
      const result = await runPerfGate(stepConfig, {
        reportId: `bisect-${number}`,
        cwd: options.cwd,
        logDir,
        outputDir: dir,
        baseEnv: options.baseEnv,
        checkouts: this.checkouts,
      });
      this.runs.set(number, result);
      this.progress.compared ??= new Set();
      for (const c of result.comparisons) this.progress.compared.add(c.metric);
      writeStepReport(join(dir, 'report.json'), result);
      step = {
        ...known,
        ...stepAnswer(result, newerName),
        wallMs: this.now() - stepStarted,
        report: join(folder, 'report.json'),
      };
    } catch (error) {
      // A build or a service killed by a cancellation says nothing of the commit.
      const signal = stopRequested();
      if (signal)
        throw new Error(`perf-gate received ${signal}; the bisect stopped in step ${number}`, {
          cause: error,
        });
      if (!untestable(error)) throw error;
      step = {
        ...known,
        outcome: 'untestable',
        reason: (error as Error).message.split('\n')[0],
        wallMs: this.now() - stepStarted,
      };
    }
    this.steps.push(step);
    options.log(`step ${number}: ${describeStep(step)}`);
    return step;
  }
}

async function search(
  config: Config,
  options: BisectOptions,
  checkouts: BuiltCheckouts,
): Promise<BisectResult> {
  const progress = options.progress ?? { steps: [] };
  const run = new BisectSteps(config, options, checkouts, progress);
  const good = resolveRef(options.cwd, options.good, options.labels.good);
  const bad = resolveRef(options.cwd, options.bad, options.labels.bad);
  const commits = firstParentRange(options.cwd, good, bad, options.labels);
  progress.searched = commits.length - 1;
  const { state, stoppedBy, skippedReasons } = await searchRange(config, options, run, commits);
  const culprits = await culpritsOf(config, options, run, commits, state.culprits);
  const finishedAt = run.now();
  return {
    schema: 'perf-gate/bisect@1',
    good: commitInfo(options.cwd, good),
    bad: commitInfo(options.cwd, bad),
    searched: commits.length - 1,
    question: gateQuestion(config.gate.thresholds, progress.compared),
    steps: run.steps,
    culprits,
    skipped: state.skipped.map((i) => ({
      commit: commitInfo(options.cwd, commits[i]),
      reason: skippedReasons.get(i) ?? 'failed',
    })),
    spread: state.spread.map((r) => ({
      older: commits[r.older],
      newer: commits[r.newer],
      ...(r.undecided && { undecided: true }),
    })),
    unsearched: state.open.map((r) => ({ older: commits[r.older], newer: commits[r.newer] })),
    noRegression: state.noRegression,
    budgetMs: options.budgetMs,
    wallMs: finishedAt - run.startedAt,
    startedAt: new Date(run.startedAt).toISOString(),
    finishedAt: new Date(finishedAt).toISOString(),
    stoppedBy,
  };
}

/**
 * The search over the first-parent commits (./search.ts plans each step), until it is done or
 * the budget is spent. The ends (the first step) must be measurable.
 */
async function searchRange(
  config: Config,
  options: BisectOptions,
  run: BisectSteps,
  commits: string[],
): Promise<{
  state: SearchState;
  stoppedBy: BisectResult['stoppedBy'];
  skippedReasons: Map<number, string>;
}> {
  let state = startSearch(commits.length);
  const skippedReasons = new Map<number, string>();
  for (let planned = nextStep(state); planned; planned = nextStep(state)) {
    if (run.steps.length > 0 && run.remaining() <= 0)
      return { state, stoppedBy: 'budget', skippedReasons };
    const adjacent = planned.newer === planned.older + 1;
    const step = await run.compare(
      commits[planned.older],
      commits[planned.newer],
      stepsAhead(state),
      {
        profile:
          adjacent && config.profile.when !== 'off' && run.remaining() > 2 * profileCostMs(config),
      },
    );
    if (!state.confirmed && step.outcome === 'untestable') {
      const { good, bad } = options.labels;
      throw new BisectError(
        `${good} ${short(commits[0])} against ${bad} ${short(commits.at(-1)!)} could not be measured: ${(step.reason ?? 'failed').replace(/\.$/, '')}. Its builds' and services' output is in ${join(options.outputDir, 'steps', String(step.step).padStart(2, '0'), 'logs')}. The ends of a bisect must build and start; name ends that do.`,
      );
    }
    if (step.outcome === 'untestable') skippedReasons.set(planned.newer, step.reason ?? 'failed');
    state = recordStep(state, planned, step.outcome);
  }
  return { state, stoppedBy: 'done', skippedReasons };
}

/**
 * Each culprit the search found, with its changed files, its step's profile, and — one level
 * down, when it only changed dependencies — which package's change did it.
 */
async function culpritsOf(
  config: Config,
  options: BisectOptions,
  run: BisectSteps,
  commits: string[],
  found: SearchState['culprits'],
): Promise<BisectCulprit[]> {
  const culprits: BisectCulprit[] = [];
  for (const { commit, older, orSkipped } of found) {
    const sha = commits[commit];
    const parent = commits[older];
    const evidence = [...run.steps]
      .reverse()
      .find((s) => s.older === parent && s.newer === sha && s.outcome === 'worse')!;
    const files = changedFiles(options.cwd, parent, sha);
    const culprit: BisectCulprit = {
      commit: commitInfo(options.cwd, sha),
      parent,
      orSkipped: orSkipped.map((i) => commits[i]),
      files: files.slice(0, 10).map((f) => f.path),
      step: evidence.step,
    };
    const stepRun = run.runs.get(evidence.step);
    const profile =
      stepRun && culpritProfile(stepRun, `steps/${String(evidence.step).padStart(2, '0')}`);
    if (profile) culprit.profile = profile;
    if (orSkipped.length === 0 && isDependencyOnly(files)) {
      culprit.packages = await packageVerdicts(
        files,
        evidence,
        () => run.remaining(),
        (change, ahead) => {
          const alone = commitWithFiles(
            options.cwd,
            parent,
            filesWithOnly(files, change),
            `perf-gate bisect: ${short(parent)} with ${change.name} ${change.to ?? '(removed)'} alone`,
          );
          return run.compare(parent, alone, ahead, {
            package: change,
            newerName: `${short(parent)}+${change.name}`,
          });
        },
      );
    }
    culprits.push(culprit);
  }
  return culprits;
}

/**
 * The result of a search that threw after some steps finished: those steps, their skipped
 * commits, no culprit (none was confirmed), and the error. Its ends are the first step's,
 * which compares good with bad.
 */
export function partialBisect(
  config: Config,
  options: Pick<BisectOptions, 'cwd' | 'budgetMs' | 'now'>,
  progress: BisectProgress,
  error: unknown,
): BisectResult | undefined {
  const [first] = progress.steps;
  if (!first) return undefined;
  const now = options.now ?? Date.now;
  const startedAt = progress.startedAt ?? now();
  const finishedAt = now();
  return {
    schema: 'perf-gate/bisect@1',
    good: commitInfo(options.cwd, first.older),
    bad: commitInfo(options.cwd, first.newer),
    searched: progress.searched ?? 0,
    question: gateQuestion(config.gate.thresholds, progress.compared),
    steps: progress.steps,
    culprits: [],
    skipped: progress.steps
      .filter((s) => s.outcome === 'untestable' && !s.package)
      .map((s) => ({ commit: commitInfo(options.cwd, s.newer), reason: s.reason ?? 'failed' })),
    spread: [],
    unsearched: [],
    budgetMs: options.budgetMs,
    wallMs: finishedAt - startedAt,
    startedAt: new Date(startedAt).toISOString(),
    finishedAt: new Date(finishedAt).toISOString(),
    stoppedBy: 'error',
    error: (error instanceof Error ? error.message : String(error)).split('\n')[0],
  };
}

/**
 * Which package's change made a dependency-only culprit slower: with one package changed, the
 * culprit's own step is that package's; with several, each is compared alone with the parent.
 */
async function packageVerdicts(
  files: ReturnType<typeof changedFiles>,
  evidence: BisectStep,
  remaining: () => number,
  compareAlone: (change: PackageChange, ahead: number) => Promise<BisectStep>,
): Promise<PackageVerdict[]> {
  const byName = new Map<string, PackageChange>();
  for (const change of changedPackages(files))
    if (!byName.has(change.name)) byName.set(change.name, change);
  const changes = [...byName.values()];
  if (changes.length === 1) {
    return [{ change: changes[0], step: evidence.step, outcome: evidence.outcome }];
  }
  const verdicts: PackageVerdict[] = [];
  for (const [i, change] of changes.entries()) {
    // Out of budget: the package is named as changed with the culprit, not compared alone.
    if (remaining() <= 0) {
      verdicts.push({ change, step: evidence.step, outcome: 'inconclusive' });
      continue;
    }
    const step = await compareAlone(change, changes.length - i);
    verdicts.push({ change, step: step.step, outcome: step.outcome });
  }
  return verdicts;
}

const OUTCOME_WORDS: Record<StepOutcome, string> = {
  worse: 'worse beyond the tolerance',
  within: 'within the tolerance',
  inconclusive: 'undecided',
  untestable: 'skipped',
};

/** One line per step for the progress output. */
export function describeStep(step: BisectStep): string {
  if (step.outcome === 'untestable') return `skipped ${short(step.newer)}: ${step.reason}`;
  const interval =
    step.estimatePct === undefined
      ? ''
      : ` (${metricNameInSentence(step.metric!)} ${step.estimatePct.toFixed(1)}%, 95% CI ${step.ciLowPct!.toFixed(1)} … ${step.ciHighPct!.toFixed(1)}%, ${step.rounds} rounds, ${Math.round(step.wallMs / 1000)} s)`;
  return `${OUTCOME_WORDS[step.outcome]}${interval}`;
}
