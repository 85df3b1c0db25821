/**
 * How perf-gate was called, and what the caller is told when it ends: the exit codes, the
 * usage error, and the seed both entry points take from their caller. Apart from
 * ./index.ts, which loads the engine, so that the entry points can answer a mistake in how
 * they were called without loading it.
 */
import { BisectError } from '../bisect/error.js';
import { ConfigError } from '../config/error.js';
import { ShardError } from '../experiment/shard.js';
import { HistoryError } from '../history/error.js';
import { MergeError } from '../merge/pool.js';
import { baselineFailures } from '../model/trial.js';
import type { RunResult } from '../report/result.js';

export const ExitCode = { Passed: 0, GateFailed: 1, Usage: 2, RunFailed: 3 } as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** A mistake in how perf-gate was called (an option, an input, a path): exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The seed of the trial order: empty means none; anything else a whole number ≥ 0. */
export function parseSeed(text: string | undefined, label: string): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const seed = Number(text);
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new UsageError(`${label} must be a whole number ≥ 0 (e.g. 42), got '${text}'.`);
  }
  return seed;
}

/**
 * What a user is told when something other than the gate failed: exit 2 for how perf-gate
 * was called or configured, 3 for the run itself; the message without a stack trace.
 */
export function failureOf(error: unknown): { code: ExitCode; message: string } {
  const usage =
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof ShardError ||
    error instanceof MergeError ||
    error instanceof HistoryError ||
    error instanceof BisectError;
  return {
    code: usage ? ExitCode.Usage : ExitCode.RunFailed,
    message: error instanceof Error ? error.message : String(error),
  };
}

/**
 * The exit code of a run that produced a result: 3 when it stopped part-way, or when not one
 * trial of the baseline was measured (nothing was compared: the app or the run failed, not a
 * change), else the verdict's.
 */
export function exitCodeOf(result: RunResult): ExitCode {
  if (result.incomplete) return ExitCode.RunFailed;
  if (baselineFailures(result.summaries) === 'all') return ExitCode.RunFailed;
  return result.verdict.passed ? ExitCode.Passed : ExitCode.GateFailed;
}

/** The first line of an error's message, for a message that quotes it in passing. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0];
}
