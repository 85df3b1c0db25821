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
import { nextStep, recordStep, startSearch, stepsAhead, type StepOutcome } from './search.js';
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

async function search(
  config: Config,
  options: BisectOptions,
  checkouts: BuiltCheckouts,
): Promise<BisectResult> {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const progress = options.progress ?? { steps: [] };
  progress.startedAt = startedAt;
  const good = resolveRef(options.cwd, options.good, options.labels.good);
  const bad = resolveRef(options.cwd, options.bad, options.labels.bad);
  const commits = firstParentRange(options.cwd, good, bad, options.labels);
  progress.searched = commits.length - 1;
  const steps = progress.steps;
  const runs = new Map<number, RunResult>();
  const remaining = () => options.budgetMs - (now() - startedAt);

  /** One paired comparison: `newer` against `older` as the baseline. */
  const compare = async (
    older: string,
    newer: string,
    ahead: number,
    extra: { package?: PackageChange; profile?: boolean; newerName?: string } = {},
  ): Promise<BisectStep> => {
    const number = steps.length + 1;
    const stepStarted = now();
    const share = Math.max(0, remaining() - (extra.profile ? profileCostMs(config) : 0)) / ahead;
    const olderName = short(older);
    const newerName = extra.newerName ?? short(newer);
    const dir = join(options.outputDir, 'steps', String(number).padStart(2, '0'));
    const logDir = join(dir, 'logs');
    mkdirSync(logDir, { recursive: true });
    const stepConfig: Config = {
      ...withVariantsFromCommits(config, [
        armAt(config, olderName, older),
        armAt(config, newerName, newer),
      ]),
      sequential: true,
      budgetMs: Math.min(config.budgetMs ?? Infinity, share),
      seed: options.seed + number,
      profile: { ...config.profile, when: extra.profile ? 'auto' : 'off' },
    };
    options.log(
      `step ${number}: ${newerName} against ${olderName} (budget ${Math.round(share / 1000)} s)`,
    );
    let step: BisectStep;
    try {
      const result = await runPerfGate(stepConfig, {
        reportId: `bisect-${number}`,
        cwd: options.cwd,
        logDir,
        outputDir: dir,
        baseEnv: options.baseEnv,
        checkouts,
      });
      runs.set(number, result);
      progress.compared ??= new Set();
      for (const c of result.comparisons) progress.compared.add(c.metric);
      writeStepReport(join(dir, 'report.json'), result);
      step = {
        step: number,
        older,
        newer,
        package: extra.package,
        ...stepAnswer(result, newerName),
        wallMs: now() - stepStarted,
        report: join('steps', String(number).padStart(2, '0'), 'report.json'),
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
        step: number,
        older,
        newer,
        package: extra.package,
        outcome: 'untestable',
        reason: (error as Error).message.split('\n')[0],
        wallMs: now() - stepStarted,
      };
    }
    steps.push(step);
    options.log(`step ${number}: ${describeStep(step)}`);
    return step;
  };

  // The search over the first-parent commits.
  let state = startSearch(commits.length);
  let stoppedBy: BisectResult['stoppedBy'] = 'done';
  const skippedReasons = new Map<number, string>();
  for (let planned = nextStep(state); planned; planned = nextStep(state)) {
    if (steps.length > 0 && remaining() <= 0) {
      stoppedBy = 'budget';
      break;
    }
    const adjacent = planned.newer === planned.older + 1;
    const step = await compare(commits[planned.older], commits[planned.newer], stepsAhead(state), {
      profile: adjacent && config.profile.when !== 'off' && remaining() > 2 * profileCostMs(config),
    });
    if (!state.confirmed && step.outcome === 'untestable') {
      throw new BisectError(
        `${options.labels.good} ${short(good)} against ${options.labels.bad} ${short(bad)} could not be measured: ${step.reason}. The ends of a bisect must build and start; name ends that do.`,
      );
    }
    if (step.outcome === 'untestable') skippedReasons.set(planned.newer, step.reason ?? 'failed');
    state = recordStep(state, planned, step.outcome);
  }

  // One level down: a culprit that only changed dependencies, package by package.
  const culprits: BisectCulprit[] = [];
  for (const found of state.culprits) {
    const sha = commits[found.commit];
    const parent = commits[found.older];
    const evidence = [...steps]
      .reverse()
      .find((s) => s.older === parent && s.newer === sha && s.outcome === 'worse')!;
    const files = changedFiles(options.cwd, parent, sha);
    const culprit: BisectCulprit = {
      commit: commitInfo(options.cwd, sha),
      parent,
      orSkipped: found.orSkipped.map((i) => commits[i]),
      files: files.slice(0, 10).map((f) => f.path),
      step: evidence.step,
    };
    const run = runs.get(evidence.step);
    const profile = run && culpritProfile(run, `steps/${String(evidence.step).padStart(2, '0')}`);
    if (profile) culprit.profile = profile;
    if (found.orSkipped.length === 0) {
      if (isDependencyOnly(files)) {
        culprit.packages = await packageVerdicts(
          files,
          evidence,
          remaining,
          async (change, ahead) => {
            const alone = commitWithFiles(
              options.cwd,
              parent,
              filesWithOnly(files, change),
              `perf-gate bisect: ${short(parent)} with ${change.name} ${change.to ?? '(removed)'} alone`,
            );
            return compare(parent, alone, ahead, {
              package: change,
              newerName: `${short(parent)}+${change.name}`,
            });
          },
        );
      }
    }
    culprits.push(culprit);
  }

  const finishedAt = now();
  return {
    schema: 'perf-gate/bisect@1',
    good: commitInfo(options.cwd, good),
    bad: commitInfo(options.cwd, bad),
    searched: commits.length - 1,
    question: gateQuestion(config.gate.thresholds, progress.compared),
    steps,
    culprits,
    skipped: state.skipped.map((i) => ({
      commit: commitInfo(options.cwd, commits[i]),
      reason: skippedReasons.get(i) ?? 'failed',
    })),
    spread: state.spread.map((r) => ({ older: commits[r.older], newer: commits[r.newer] })),
    unsearched: state.open.map((r) => ({ older: commits[r.older], newer: commits[r.newer] })),
    noRegression: state.noRegression,
    budgetMs: options.budgetMs,
    wallMs: finishedAt - startedAt,
    startedAt: new Date(startedAt).toISOString(),
    finishedAt: new Date(finishedAt).toISOString(),
    stoppedBy,
  };
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
