/**
 * perf-gate's modes, each one function from plain values to a RunResult, and the one place
 * that chooses between them. Both entry points gather what they were given into a
 * ModeRequest, call runMode, and publish what it returns their own way (src/action/publish.ts
 * to the runner, src/cli/terminal.ts to the terminal); neither knows how a result is made.
 *
 * - measure: runs the experiment of a config (the action's `run` and `measure`, `perf-gate run`);
 * - merge: pools the results of shards and judges them as one run;
 * - report: reads the result a measure job left, trusting only what the event says (the
 *   action's `mode: report`);
 * - validate: checks a config. It measures nothing, so it returns the config, not a result.
 */
import { join } from 'node:path';
import type { Config } from '../config/types.js';
import {
  PROFILES_FOLDER,
  runPerfGate,
  type RoundProgress,
  type RunSoFar,
  type TrialEvent,
} from '../experiment/index.js';
import type { Shard } from '../experiment/shard.js';
import type { EventContext } from '../github/context.js';
import { checkClaim, trustedPullRequest, type PullsApi } from '../github/pull-request.js';
import { readResultFile } from './result-file.js';
import { checkPlacement } from '../target/placement.js';
import { mergeShardResults } from '../merge/merged-result.js';
import type { PullRequestInfo, RunResult } from '../report/result.js';
import { budgetWarnings } from '../stats/resolution.js';
import { addSecrets, secretsIn, secretsOfConfig } from '../target/secrets.js';
import {
  stopAllGroups,
  stopGroupsOnExit,
  stopRequested,
  writeBeforeSignalExit,
} from '../target/index.js';
import { engineRateWarnings, RUN_CHECK_ABOVE_RATE } from '../load/capacity.js';
import { loadConfig, type ConfigSource } from './config-file.js';
import { defaultOutputDir } from './config-path.js';
import {
  clearEarlierRun,
  prepareOutput,
  shardPaths,
  writeResult,
  type OutputPaths,
} from './output.js';
import { readShardResults, type ShardSource } from './shard-files.js';
import { UsageError } from './usage.js';
import { counted } from '../model/format.js';

export interface MeasureRequest {
  mode: 'measure';
  config: Config;
  /**
   * The caller's seed (the `seed` input, `--seed`): it replaces the config file's `seed`, so
   * that a run can be replayed without editing the file.
   */
  seed?: number;
  /**
   * The seed when neither the caller nor the config names one: the shards of one workflow run
   * share it, so that their merge names one seed. Absent: a random one.
   */
  fallbackSeed?: number;
  shard?: Shard;
  /** The caller's report id (the `report-id` input); else the config's, else `defaultReportId`. */
  reportId?: string;
  defaultReportId: string;
  /** The environment the services start from (secrets are never passed on). */
  baseEnv: NodeJS.ProcessEnv;
  /** The checkout perf-gate runs in. */
  cwd: string;
  /** What `ref: base` means: the pull request's base commit, or `--base`. */
  baseSha?: string;
  pullRequest?: PullRequestInfo;
  /** Where messages about signals and stopped services go. */
  log: (message: string) => void;
  onTrial?: (event: TrialEvent) => void;
  onRound?: (progress: RoundProgress) => void;
  /** A line as the profiling rounds start and as each profiled window ends. */
  onProfile?: (message: string) => void;
}

export interface MergeRequest {
  mode: 'merge';
  /** Files or folders holding the shards' results. */
  results: string[];
  cwd: string;
  /** How messages name where the results were given, and how the results get there. */
  source: ShardSource;
  /** The pull request the merged report is about: the event's, never one a shard's file claims. */
  pullRequest: () => Promise<PullRequestInfo | undefined>;
  /** The id this job gives the report; absent: the shards' own. */
  reportId?: string;
}

export interface ReportRequest {
  mode: 'report';
  /** The measure job's report.json. */
  result: string;
  /** The input that named it, for the messages. */
  field: string;
  context: EventContext;
  pulls: () => PullsApi | Promise<PullsApi>;
  /**
   * The id this job gives the report (its comment, its `perf-gate/<id>` status); absent: the
   * one in the file, which the measure job derived from its own workflow and job.
   */
  reportId?: string;
}

export type ModeRequest = MeasureRequest | MergeRequest | ReportRequest;
export type Mode = ModeRequest['mode'];

/** Where the results go: the output folder as the caller named it. */
export interface OutputRequest {
  /** Undefined: `.perf-gate` beside the config file of a measured run, else in `cwd`. */
  dir?: string;
  cwd: string;
  /** How messages name the folder: `--output-dir`, `Input 'output-dir'`. */
  label: string;
}

export interface WrittenResult {
  /** With its secrets masked: every output is made from this one. */
  result: RunResult;
  /** The markdown report, as written to `paths.markdown`. */
  markdown: string;
  paths: OutputPaths;
}

/**
 * Runs one mode and writes its report.md and report.json before anything can fail the step.
 * The output folder is made first, so that an unwritable path fails before any load runs.
 */
export async function runMode(request: ModeRequest, output: OutputRequest): Promise<WrittenResult> {
  const { mode } = request;
  const dir =
    output.dir ??
    defaultOutputDir(mode === 'measure' ? request.config.folder : undefined, output.cwd);
  const paths = shardPaths(
    prepareOutput(dir, output.cwd, output.label, { logs: mode === 'measure' }),
    mode === 'measure' ? request.shard : undefined,
  );
  let result: RunResult;
  if (mode === 'merge') result = await merge(request);
  else if (mode === 'report') result = await report(request);
  else result = await measure(request, paths);
  return { ...writeResult(result, paths), paths };
}

/**
 * Runs the experiment. Whatever happens, every process perf-gate started is stopped before
 * this returns or throws; a cancelled job (SIGINT or SIGTERM) stops them too, and the rounds
 * it had finished are written to the report files first, marked as stopped part-way.
 */
export async function measure(request: MeasureRequest, paths: OutputPaths): Promise<RunResult> {
  const { config, log } = request;
  const { logDir, dir } = paths;
  // A config this machine cannot run is refused before anything of an earlier run is removed.
  checkPlacement(config.placement);
  // A shard's logs are a folder of their own, and shards do not profile.
  const profiles = !request.shard && config.profile.when !== 'off';
  clearEarlierRun(paths, profiles ? join(dir, PROFILES_FOLDER) : undefined);
  stopGroupsOnExit(log);
  const soFar: RunSoFar = {};
  const forgetSignalWrite = writeBeforeSignalExit((signal) => {
    const result = soFar.result?.(signal);
    if (!result) {
      log(`perf-gate: no round had finished before ${signal}; no report was written.`);
      return;
    }
    writeResult(result, paths);
    const rounds = new Set(result.trials.filter((t) => !t.warmup).map((t) => t.round)).size;
    log(
      `perf-gate: the ${counted(rounds, 'round')} measured before ${signal} ${rounds === 1 ? 'is' : 'are'} in ${paths.json} and ${paths.markdown}.`,
    );
  });
  // Masked wherever they show up, from the first line a service logs (see target/secrets.ts).
  addSecrets([...secretsIn(request.baseEnv), ...secretsOfConfig(config)]);
  try {
    // Before any service starts, so the check has the machine the trials will share with
    // nothing of ours; its warnings join the verdict's, in the report and report.json.
    const engineWarnings = await engineRateWarnings(config.variants, RUN_CHECK_ABOVE_RATE);
    const result = await runPerfGate(config, {
      reportId: request.reportId || config.report.id || request.defaultReportId,
      seed: request.seed,
      fallbackSeed: request.fallbackSeed,
      shard: request.shard,
      baseEnv: request.baseEnv,
      cwd: request.cwd,
      baseSha: request.baseSha,
      pullRequest: request.pullRequest,
      logDir,
      onTrial: request.onTrial,
      onRound: request.onRound,
      onProfile: request.onProfile,
      // The output folder, where profiles/ goes (a shard's logs are a folder further down).
      outputDir: dir,
      soFar,
    });
    if (engineWarnings.length === 0) return result;
    return {
      ...result,
      verdict: { ...result.verdict, warnings: [...result.verdict.warnings, ...engineWarnings] },
    };
  } finally {
    await stopAllGroups();
    // After a signal the writer stays until perf-gate exits: the run unwinds as its services
    // stop, and the exit may come before the caller writes what this returns.
    if (!stopRequested()) forgetSignalWrite();
  }
}

/** Pools the shards' results found under `request.results` and judges them as one run. */
export async function merge(request: MergeRequest): Promise<RunResult> {
  if (request.results.length === 0) {
    throw new UsageError(
      "name the shard results to merge: a folder or the JSON files that 'perf-gate run --shard I/N' wrote.",
    );
  }
  const shards = readShardResults(request.results, request.cwd, request.source);
  const merged = mergeShardResults(shards);
  const pullRequest = await request.pullRequest();
  // Each shard ran the pull request's code and wrote its own file: one that names another
  // pull request or commit than the event's is refused, as report mode refuses its file.
  if (pullRequest) {
    for (const shard of shards) {
      await refusingToPost(`${request.source.label}: ${shard.source}`, () =>
        checkClaim(shard.result.pullRequest, pullRequest),
      );
    }
  }
  return { ...merged, pullRequest, ...(request.reportId && { reportId: request.reportId }) };
}

/**
 * The result a measure job left, read as a merge reads a shard's (modes/result-file.ts), with
 * the pull request the event names: that job ran the pull request's code, so its file's claim
 * is checked and replaced. A file that cannot be trusted is a usage error: nothing is posted.
 */
export async function report(request: ReportRequest): Promise<RunResult> {
  const { result: path, field } = request;
  const read = readResultFile(path);
  if ('problem' in read) {
    const remedy =
      read.kind === 'unreadable'
        ? ' Download the artifact that the measure job uploaded before this step.'
        : read.claimsResult
          ? ''
          : ' It should be the report.json that the measure job wrote.';
    throw new UsageError(`Input '${field}': ${path} ${read.problem}${remedy} Nothing was posted.`);
  }
  const { result } = read;
  const trusted = await refusingToPost(`Input '${field}'`, async () => {
    const pullRequest = await trustedPullRequest(request.context, request.pulls);
    checkClaim(result.pullRequest, pullRequest);
    return pullRequest;
  });
  return {
    ...result,
    pullRequest: trusted,
    ...(request.reportId && { reportId: request.reportId }),
  };
}

/** A file's claim that does not hold (or cannot be checked) stops the post, naming the file. */
export async function refusingToPost<T>(label: string, check: () => T | Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    throw new UsageError(`${label}: ${(error as Error).message}; refusing to post it.`);
  }
}

export interface Validated {
  config: Config;
  /** The file it came from; absent in the action's simple mode. */
  file?: string;
  /** Tolerances the run's budget of rounds is unlikely to resolve (stats/resolution.ts). */
  warnings: string[];
}

/** The config to run, checked, and what its budget of rounds can be expected to resolve. */
export function validate(source: ConfigSource): Validated {
  const { config, file } = loadConfig(source);
  return { config, file, warnings: budgetWarnings(config) };
}
