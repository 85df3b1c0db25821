/**
 * The whole pipeline for one experiment, shared by the action and the CLI:
 * Config → Plan → Trial[] → Comparison[] → Verdict → RunResult.
 */
import { createHash, randomInt } from 'node:crypto';
import { cpus, release, type } from 'node:os';
import type { Config } from '../config/types.js';
import {
  buildResult,
  type PullRequestInfo,
  type Runner,
  type RunResult,
  type Sequence,
} from '../report/result.js';
import { analyse } from './analyse.js';
import { lookDecision } from '../gate/index.js';
import { budgetedDesign, isLook, looksOf, type Design } from '../stats/sequential.js';
import { makePlan } from './plan.js';
import { seededRandom } from '../model/random.js';
import { shardRounds, shardSeed, type Shard } from './shard.js';
import { gitHead, prepareRefs, type BuiltCheckouts } from './refs.js';
import {
  IncompleteRun,
  runExperiment,
  type RunOptions,
  type SliceRecord,
  type StartTarget,
} from './run.js';
import { startTarget, stopRequested } from '../target/index.js';
import { noiseParts, type SliceSample } from '../stats/noise-parts.js';
import { measuredTrials, type Trial } from '../model/trial.js';
import { durationText } from '../config/units.js';
import { resolvableSoFar } from '../stats/resolution.js';
import { judged } from '../stats/index.js';
import { variantsToProfile, type ProfilingReport } from '../profile/index.js';
import { profilingFailed, runProfileRounds, type ProfileRoundsOptions } from './profile-rounds.js';
import { applyPlacement, checkPlacement, type PlacementInUse } from '../target/placement.js';

export type { TrialEvent } from './run.js';
export { PROFILES_FOLDER } from './profile-rounds.js';

export interface PerfGateOptions extends Omit<RunOptions, 'startTarget'> {
  /** Starts a variant's services; by default target/index.ts startTarget. */
  startTarget?: StartTarget;
  reportId: string;
  /** The checkout perf-gate runs in; variants with a ref get worktrees of its repository. */
  cwd: string;
  /** The pull request's base commit, for `ref: base`. */
  baseSha?: string;
  /** Built worktrees of refs kept across the caller's runs (a bisect's steps); see refs.ts. */
  checkouts?: BuiltCheckouts;
  /**
   * The caller's seed of the trial order (`--seed`, the `seed` input): over the config's
   * `seed`, so that a run can be replayed without editing the file.
   */
  seed?: number;
  /** The seed when neither the caller nor the config names one (the shards of one workflow run share it); else a random one. */
  fallbackSeed?: number;
  pullRequest?: PullRequestInfo;
  /** Run only this shard's share of the rounds (a job of a matrix); see shard.ts. */
  shard?: Shard;
  /** The commit checked out; by default git's HEAD in `cwd`. Shards of one run must agree on it. */
  commit?: string;
  /** After each measured round: how far the run has come and what it can detect so far. */
  onRound?: (progress: RoundProgress) => void;
  /** Where profiling artifacts go (its `profiles/` folder); by default `logDir`. */
  outputDir?: string;
  /** A line as the profiling rounds start and as each window ends, for the progress output. */
  onProfile?: (message: string) => void;
  /** Filled in as rounds finish: see RunSoFar. */
  soFar?: RunSoFar;
}

/**
 * The result of the rounds finished so far, for a caller that must write it when a signal
 * ends perf-gate before the run returns (modes/index.ts): `result(signal)`, marked as
 * stopped by it.
 */
export interface RunSoFar {
  result?: (signal: string) => RunResult;
}

export interface RoundProgress {
  /** Measured rounds so far. */
  rounds: number;
  /** The most rounds this run may take (its share, for a shard). */
  maxRounds: number;
  /** What the run can resolve at its own noise so far (from the 3rd round; see stats/resolution.ts). */
  resolvable?: string;
}

/**
 * What makes two jobs parts of one experiment: the normalized config, less the seed (each
 * shard may draw its own) and the checkout's own path.
 */
export function experimentDigest(config: Config, cwd: string): string {
  // Services run from absolute folders under the checkout; runners may check out elsewhere.
  // The budget bounds how many rounds a job takes, not what a round is: shards given
  // different budgets measured one experiment, and the merge pools what each measured.
  const portable = JSON.stringify({ ...config, seed: undefined, budgetMs: undefined })
    .split(cwd)
    .join('.');
  return createHash('sha256').update(portable).digest('hex');
}

/**
 * A shard's wall time. It takes its share of the rounds in order without looking at the
 * verdict (its rounds are pooled elsewhere), and stops before a round that the budget would not
 * let it finish, so its rounds end within `budget` as a single job's do (the build before them
 * is not counted, there as here); the merge pools the rounds each shard measured. The pace is taken from round ends, as the
 * sequential rule takes it (the start-up is not a round).
 */
function shardBudgetStop(budgetMs: number) {
  const started = Date.now();
  let firstRoundEnded: number | undefined;
  return (_trials: Trial[], rounds: number): boolean => {
    const now = Date.now();
    firstRoundEnded ??= now;
    // After the first round the pace is unknown (its time holds the start-up and warm-up):
    // it goes on unless the budget is already spent.
    if (rounds === 1) return now - started > budgetMs;
    const msPerRound = (now - firstRoundEnded) / (rounds - 1);
    return now - started + msPerRound > budgetMs;
  };
}

/**
 * The stopping rule of a sequential run: at each look, the gate's pure decision on the
 * trials so far. With a wall-time budget the design is planned at the first look from the
 * time a round takes (stats/sequential.ts budgetedDesign), so the last look is one the
 * budget reaches; should the rounds slow down so that the next look could not be reached
 * within it after all, the run stops at the look it is at. One pace (time per round, from
 * round ends: the start-up is not a round) serves the plan, the stop and the progress line.
 */
function sequentialStop(config: Config, names: string[], seed: number) {
  const started = Date.now();
  const budgetMs = config.budgetMs;
  let design: Design = { kind: 'sequential', maxRounds: config.rounds };
  let planned = budgetMs === undefined;
  let firstRoundEnded: number | undefined;
  let stoppedBy: Sequence['stoppedBy'] = 'max-rounds';
  let stoppedAt = config.rounds;
  let lastPace = Infinity;
  /** After a measured round: the time a round takes so far, and the plan at the first look. */
  const observe = (rounds: number) => {
    const now = Date.now();
    firstRoundEnded ??= now;
    const msPerRound = rounds > 1 ? (now - firstRoundEnded) / (rounds - 1) : Infinity;
    lastPace = msPerRound;
    if (!planned && rounds === looksOf(design)[0]) {
      planned = true;
      design = budgetedDesign({
        rounds,
        elapsedMs: now - started,
        msPerRound,
        budgetMs: budgetMs!,
        maxRounds: config.rounds,
      });
    }
    return { now, msPerRound };
  };
  const stopAfterRound = (trials: Trial[], rounds: number): boolean => {
    const { now, msPerRound } = observe(rounds);
    if (!isLook(design, rounds)) return false;
    const { comparisons, summaries } = analyse(trials, names, config.gate, seed, design);
    const stop = (why: Sequence['stoppedBy']) => {
      stoppedBy = why;
      stoppedAt = rounds;
      return true;
    };
    const decision = lookDecision(comparisons, summaries, config.gate);
    // A variant measured beside the judged ones (a history's previous anchor: the link between
    // two releases, which every later point is placed on) gets rounds until it is decided too,
    // within the budget; it never fails the run.
    const linkUndecided = comparisons.some(
      (c) => c.gated && !judged(config.gate, c.variant) && c.outcome === 'inconclusive',
    );
    if (decision === 'fail' || (decision === 'pass' && !linkUndecided)) return stop('decision');
    if (rounds >= design.maxRounds) return stop(rounds < config.rounds ? 'budget' : 'max-rounds');
    if (budgetMs !== undefined) {
      const next = looksOf(design).find((n) => n > rounds) ?? design.maxRounds;
      if (now - started + (next - rounds) * msPerRound > budgetMs) return stop('budget');
    }
    return false;
  };
  /** The rounds the run may still reach: the design's last, or fewer where the budget ends first. */
  const roundsAllowed = (rounds: number): number => {
    const { now, msPerRound } = observe(rounds);
    if (budgetMs === undefined) return design.maxRounds;
    const byBudget = rounds + Math.floor((budgetMs - (now - started)) / msPerRound);
    return Math.max(rounds, Math.min(design.maxRounds, byBudget));
  };
  /**
   * For the progress (the trial count, "of at most"): the rounds the run is now expected to
   * reach. At a look the budget may end it there; between looks it goes on to the next look
   * at least. Once per round, so that the count and the round line agree.
   */
  let ahead: { rounds: number; value: number } | undefined;
  const roundsAhead = (rounds: number): number => {
    if (ahead?.rounds !== rounds) {
      const allowed = roundsAllowed(rounds);
      const next = looksOf(design).find((n) => n > rounds) ?? design.maxRounds;
      const value = isLook(design, rounds)
        ? allowed >= next
          ? allowed
          : rounds
        : Math.max(allowed, Math.min(next, design.maxRounds));
      ahead = { rounds, value };
    }
    return ahead.value;
  };
  const outcome = (trials: Trial[]): Sequence => ({
    rounds: Math.min(stoppedAt, new Set(trials.filter((t) => !t.warmup).map((t) => t.round)).size),
    maxRounds: design.maxRounds,
    configuredMaxRounds: design.maxRounds < config.rounds ? config.rounds : undefined,
    stoppedBy,
    budgetMs,
    roundMs: Number.isFinite(lastPace) ? Math.round(lastPace) : undefined,
  });
  return { stopAfterRound, roundsAhead, outcome, design: () => design };
}

/**
 * The progress after each measured round: the gate's comparisons so far (a pure analysis
 * of the trials, as at a look) and what they can resolve within the rounds the run may still
 * reach (the sequential design's, or a shard's fixed share).
 */
function roundProgress(
  config: Config,
  names: string[],
  seed: number,
  sequence: ReturnType<typeof sequentialStop> | undefined,
  shardRounds: number,
  onRound: (progress: RoundProgress) => void,
) {
  return (trials: Trial[], rounds: number) => {
    const allowed = sequence?.roundsAhead(rounds) ?? shardRounds;
    const design = sequence?.design();
    const resolvable =
      rounds >= 3
        ? resolvableSoFar(
            analyse(trials, names, config.gate, seed, design).comparisons,
            rounds,
            allowed,
            design && !isLook(design, rounds) ? looksOf(design).find((n) => n > rounds) : undefined,
          )
        : undefined;
    // "of at most": what the budget still allows, as the trial count and the figure say.
    onRound({ rounds, maxRounds: allowed, resolvable });
  };
}

export function describeRunner(): Runner {
  const list = cpus();
  return {
    os: `${type()} ${release()}`,
    cpus: list.length,
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    node: process.version,
  };
}

/**
 * After the gate decided, in rounds of their own: profiling changes the speed it measures,
 * so it never runs inside a measured window. `prepared` is the config with the refs' worktrees.
 */
async function profileChosen(
  config: Config,
  prepared: Config,
  trials: Trial[],
  run: {
    seed: number;
    design: Design | undefined;
    options: PerfGateOptions;
    budget: ProfileRoundsOptions['budget'];
  },
): Promise<ProfilingReport | undefined> {
  const { seed, design, options, budget } = run;
  const names = config.variants.map((v) => v.name);
  const { comparisons, verdict } = analyse(trials, names, config.gate, seed, design);
  // Only what the gate judges: a history's previous anchor answers no "why is it slower?".
  const candidates = names.slice(1).filter((name) => judged(config.gate, name));
  const chosen = variantsToProfile(config.profile.when, candidates, comparisons, verdict);
  if (chosen.variants.length === 0) return undefined;
  options.onProfile?.(
    `profiling ${chosen.variants.join(', ')} against ${names[0]} (${config.profile.rounds} rounds)`,
  );
  return runProfileRounds(prepared, config.profile, {
    outputDir: options.outputDir ?? options.logDir,
    logDir: options.logDir,
    baseEnv: options.baseEnv,
    seed,
    budget,
    startTarget: options.startTarget ?? startTarget,
    chosen,
    log: options.onProfile,
  }).catch((error: unknown) => profilingFailed(chosen, config.profile, error));
}

export async function runPerfGate(config: Config, options: PerfGateOptions): Promise<RunResult> {
  const seed = options.seed ?? config.seed ?? options.fallbackSeed ?? randomInt(0, 2 ** 31);
  const startedAt = new Date();
  // CPUs this machine does not give perf-gate are the config's mistake: said before any build.
  checkPlacement(config.placement);
  const prepared = await prepareRefs(config, {
    cwd: options.cwd,
    baseSha: options.baseSha,
    logDir: options.logDir,
    baseEnv: options.baseEnv,
    checkouts: options.checkouts,
  });
  const names = config.variants.map((v) => v.name);
  // A shard runs its share of the rounds, stopping only for its budget; only a single job
  // stops on its verdict.
  const sequence =
    config.sequential && !options.shard ? sequentialStop(config, names, seed) : undefined;
  const designOf = () => sequence?.design();
  let trials: Trial[];
  let incomplete: string | undefined;
  // Why the run measured whole trials though the config has slices (a service that could
  // not be paused); the Config stays what the user asked for.
  let wholeTrialsBecause: string | undefined;
  let profiling: ProfilingReport | undefined;
  let placement: PlacementInUse | undefined;
  // Each slice's count, length and CPU (its latencies let go): what the noise's parts are made of.
  const slices: SliceSample[] = [];
  const assemble = (measured: Trial[], stoppedBecause: string | undefined) =>
    buildResult({
      config,
      wholeTrialsBecause,
      reportId: options.reportId,
      seed,
      startedAt,
      finishedAt: new Date(),
      runner: describeRunner(),
      pullRequest: options.pullRequest,
      trials: measured,
      ...analyse(measured, names, config.gate, seed, designOf()),
      sequence: sequence?.outcome(measured),
      refs: Object.keys(prepared.refs).length > 0 ? prepared.refs : undefined,
      logDir: options.logDir,
      incomplete: stoppedBecause,
      experiment: {
        digest: experimentDigest(config, options.cwd),
        commit: options.commit ?? gitHead(options.cwd),
      },
      shard: options.shard && { ...options.shard, seed: shardSeed(seed, options.shard) },
      profiling,
      placement: placement?.report,
      noiseParts: noiseParts(
        measuredTrials(measured),
        slices,
        names,
        config.lifecycle,
        seededRandom(seed + 1),
      ),
    });
  const rounds = shardRounds(config.rounds, options.shard);
  const progress =
    options.onRound && roundProgress(config, names, seed, sequence, rounds.length, options.onRound);
  try {
    const plan = makePlan(config, shardSeed(seed, options.shard), rounds);
    // After the refs are built (a build on the engine's CPU alone would be slow), undone
    // before profiling, which measures no comparison.
    placement = applyPlacement(config.placement);
    // The budget's clock: from the first round (a build is not counted), to the last profile.
    const measuringFrom = Date.now();
    trials = await runExperiment(prepared.config, plan, {
      ...options,
      serviceCpus: placement.serviceCpus,
      placeReady: placement.placeReady,
      placeWarm: placement.placeWarm,
      onSlice: (slice) => {
        options.onSlice?.(slice);
        if (!slice.warmup) slices.push(sliceSample(slice));
      },
      startTarget: options.startTarget ?? startTarget,
      stopAfterRound:
        sequence?.stopAfterRound ??
        (options.shard && config.budgetMs !== undefined
          ? shardBudgetStop(config.budgetMs)
          : undefined),
      // From the 2nd round the time a round takes is known, and with it what the budget allows.
      roundsAllowed:
        sequence && config.budgetMs !== undefined
          ? (measured) => (measured >= 2 ? sequence.roundsAhead(measured) : undefined)
          : undefined,
      onWholeTrials: (reason) => {
        wholeTrialsBecause = reason;
      },
      afterRound: (measured, count) => {
        progress?.(measured, count);
        if (!options.soFar) return;
        // Whole rounds only. After a signal, a round whose trial failed may have failed for
        // it (its services stopped under the trial): not kept. One that measured every trial
        // and was only stopping its services is.
        const last = measured.at(-1)?.round;
        const cut =
          stopRequested() !== undefined &&
          measured.some((t) => t.round === last && t.status === 'failed');
        const finished = cut ? measured.filter((t) => t.round !== last) : [...measured];
        options.soFar.result = (signal) =>
          assemble(finished, `perf-gate received ${signal}; the run stopped part-way`);
      },
    }).finally(() => placement?.restore());
    // Every round measured: a signal from here on stops only the profiling rounds.
    const measured = trials;
    if (options.soFar && !stopRequested())
      options.soFar.result = (signal) =>
        assemble(
          measured,
          `perf-gate received ${signal} during the profiling rounds, after every measured round`,
        );
    // A shard's rounds are pooled elsewhere, so its gate has not decided: shards do not profile.
    if (!options.shard)
      profiling = await profileChosen(config, prepared.config, trials, {
        seed,
        design: designOf(),
        options,
        budget:
          config.budgetMs === undefined || trials.length === 0
            ? undefined
            : {
                deadline: measuringFrom + config.budgetMs,
                armMs: (Date.now() - measuringFrom) / trials.length,
                text: durationText(config.budgetMs),
              },
      });
  } catch (error) {
    // What was measured before a part-way failure is reported, marked incomplete; a run
    // that measured nothing has nothing to report but the error.
    if (!(error instanceof IncompleteRun) || error.trials.length === 0) {
      throw error instanceof IncompleteRun ? error.cause : error;
    }
    trials = error.trials;
    incomplete = error.message;
  } finally {
    await prepared.cleanup();
  }
  return assemble(trials, incomplete);
}

function sliceSample(slice: SliceRecord): SliceSample {
  return {
    sequence: slice.sequence,
    index: slice.index,
    durationMs: slice.endedAtMs - slice.startedAtMs,
    responses: slice.responses,
    cpuUs: slice.cpuUs,
  };
}
