/**
 * The one orchestration behind both entry points (the action in main.ts, the terminal in
 * cli.ts): inputs checked once, the config found and read, the output folder made, the
 * services guarded against signals and crashes, the experiment run, its results written
 * before anything can fail, every process stopped — and every failure turned into the exit
 * code and the line a user reads. The entry points only gather their inputs and publish.
 *
 * A new mode (one that gets its RunResult another way, e.g. by merging shards) reuses the
 * parts: `prepareOutput`, `writeResult`, `exitCodeOf`, `failureOf`.
 */
import { join } from 'node:path';
import { ConfigError } from './config/index.js';
import type { Shard } from './experiment/shard.js';
import { shardResultName } from './shard-files.js';
import type { Config } from './config/types.js';
import { readConfigFile } from './config-file.js';
import { DEFAULT_CONFIG_FILE, findConfigFile } from './config-path.js';
import { ExitCode, UsageError } from './usage.js';
import { runPerfGate, type PerfGateOptions, type TrialEvent } from './experiment/index.js';
import { prepareOutputDir, writeResult, type OutputPaths } from './output.js';
import type { RunResult } from './report/result.js';
import { addSecret, secretValuesOf } from './target/secrets.js';
import { stopAllGroups, stopGroupsOnExit } from './target/index.js';

export interface ConfigSource {
  /** The path as the user gave it; empty: perf-gate.yml in `cwd` if there is one. */
  path: string;
  cwd: string;
  /** How the user names the path: `--config`, `input 'config'`. */
  label: string;
  /**
   * Builds the config when there is no file (the action's simple mode). Without it, a
   * missing file is a usage error.
   */
  fallback?: () => Config;
  /** Top-level keys that replace the file's (the action's `rounds` input); may refuse. */
  fileOverrides?: (file: string) => Record<string, unknown>;
}

/** The config to run and the file it came from (none in the action's simple mode). */
export function loadConfig(source: ConfigSource): { config: Config; file?: string } {
  const file = findConfigFile(source.path, source.cwd, source.label);
  if (!file) {
    if (source.fallback) return { config: source.fallback() };
    throw new UsageError(
      `no ${DEFAULT_CONFIG_FILE} in ${source.cwd}. Pass ${source.label} FILE, or create ${DEFAULT_CONFIG_FILE} (see the README's configuration reference).`,
    );
  }
  const overrides = source.fileOverrides?.(file) ?? {};
  try {
    return { config: readConfigFile(file, overrides), file };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    // Whatever else reading or parsing threw (a folder given as the file, a parser that
    // gave up on the input) is still a problem with the file the user named.
    throw new UsageError(`${source.label}: could not read ${file}: ${oneLine(error)}`);
  }
}

/** The output folder, made now so that an unwritable path fails before any load runs. */
export function prepareOutput(dir: string, cwd: string, label: string): OutputPaths {
  try {
    return prepareOutputDir(dir, cwd);
  } catch (error) {
    throw new UsageError(
      `${label}: cannot create the output folder ${dir} (${oneLine(error)}). Choose a folder perf-gate can write to.`,
    );
  }
}

export interface ExperimentRun extends Omit<PerfGateOptions, 'logDir' | 'reportId'> {
  config: Config;
  paths: OutputPaths;
  /** Defaults to the config's `report.id`, else `defaultReportId`. */
  reportId?: string;
  defaultReportId: string;
  /** Where messages about signals and stopped services go. */
  log: (message: string) => void;
  onTrial?: (event: TrialEvent) => void;
}

export interface Outcome {
  result: RunResult;
  /** The markdown report, as written to `paths.markdown`. */
  markdown: string;
}

/**
 * Runs the experiment and writes report.md and report.json. Whatever happens, every process
 * perf-gate started is stopped before this returns or throws; a cancelled job (SIGINT or
 * SIGTERM) stops them too.
 */
export async function runAndWrite(run: ExperimentRun): Promise<Outcome> {
  const { config, paths, log, defaultReportId, ...options } = run;
  stopGroupsOnExit(log);
  // Children never inherit these (see target/secrets.ts); a value that reaches a log
  // some other way is masked there and in the report.
  for (const secret of secretValuesOf(options.baseEnv)) addSecret(secret);
  try {
    const result = await runPerfGate(config, {
      ...options,
      logDir: paths.logDir,
      reportId: run.reportId || config.report.id || defaultReportId,
    });
    return { result, markdown: writeResult(result, paths) };
  } finally {
    await stopAllGroups();
  }
}

/** A shard writes its JSON under its own name, so the shards of a matrix never collide. */
export function shardPaths(paths: OutputPaths, shard: Shard | undefined): OutputPaths {
  return shard ? { ...paths, json: join(paths.dir, shardResultName(shard)) } : paths;
}

/** The exit code of a run that produced a result: 3 when it stopped part-way, else the verdict's. */
export function exitCodeOf(result: RunResult): ExitCode {
  if (result.incomplete) return ExitCode.RunFailed;
  return result.verdict.passed ? ExitCode.Passed : ExitCode.GateFailed;
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0];
}
