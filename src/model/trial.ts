import type { Measurement } from './measurement.js';

interface TrialBase {
  /** Warm-up rounds are negative and not analysed. */
  round: number;
  variant: string;
  /** The shard (1-based) that measured it, when the rounds were pooled from a job matrix. */
  shard?: number;
  /** Position in the run's schedule, from 0. */
  sequence: number;
  warmup: boolean;
  /** A warm-up until the rate is steady: how long it ran, ms, and whether it was steady before its maximum. */
  warmedUp?: { durationMs: number; steady: boolean };
}

/** The trial ran to the end and got at least one successful response. */
export interface MeasuredTrial extends TrialBase {
  status: 'measured';
  measurement: Measurement;
}

/**
 * The trial could not be measured (setup failed, the app died, not one successful
 * response). It counts against its variant; its measurement, when load did run, is kept
 * for the record only.
 */
export interface FailedTrial extends TrialBase {
  status: 'failed';
  error: string;
  measurement?: Measurement;
}

/**
 * Its round was run again because a trial of it was disturbed: kept for the record, not
 * analysed. `disturbances` says what happened, naming the variant; `error` and
 * `measurement` are what the trial had before it was replaced.
 */
export interface ReplacedTrial extends TrialBase {
  status: 'replaced';
  disturbances: string[];
  error?: string;
  measurement?: Measurement;
}

/** One load run of one variant in one round: the unit of sampling. */
export type Trial = MeasuredTrial | FailedTrial | ReplacedTrial;

/** The trials the statistics use: measured, outside the warm-up. */
export function measuredTrials(trials: readonly Trial[]): MeasuredTrial[] {
  return trials.filter((t): t is MeasuredTrial => t.status === 'measured' && !t.warmup);
}

/** Failed trials outside the warm-up: each counts against its variant. */
export function failedTrials(trials: readonly Trial[]): FailedTrial[] {
  return trials.filter((t): t is FailedTrial => t.status === 'failed' && !t.warmup);
}

/** Trials that count (measured or failed), outside the warm-up: not the replaced ones. */
export function countedTrials(trials: readonly Trial[]): (MeasuredTrial | FailedTrial)[] {
  return trials.filter(
    (t): t is MeasuredTrial | FailedTrial => t.status !== 'replaced' && !t.warmup,
  );
}

/**
 * Why a trial that ran to the end still failed: not one successful response. A server
 * that closes every connection unanswered, answers only errors or never answers gives no
 * throughput or latency to compare, and must count against its variant, not vanish.
 */
export function noSuccessfulResponse(
  m: Measurement,
  urls: readonly string[] = [],
): string | undefined {
  if (m.successes > 0) return undefined;
  const codes = Object.entries(m.statusCodes)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([code, count]) => `${count}× ${code}`)
    .join(', ');
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    'no successful (2xx) response in the measured window: ',
    plural(m.responses, 'response', 'responses'),
    codes ? ` (${codes})` : '',
    `, ${plural(m.errors, 'connection error', 'connection errors')}`,
    `, ${plural(m.timeouts, 'timeout', 'timeouts')}`,
    m.responses === 0 && m.errors === 0 && m.timeouts === 0
      ? ' — the app closed connections without answering'
      : '',
    // TLS to a plain-HTTP app fails every connection: nothing else says why.
    m.responses === 0 && m.errors > 0 && urls.some((url) => url.startsWith('https:'))
      ? ' — the load URL is https://: does the app serve TLS on that port? (an app without TLS needs http://)'
      : '',
  ].join('');
}

/**
 * How many of the baseline's trials failed, from the run's summaries (the baseline's first):
 * `all` means nothing was compared — the app or the run failed, not a change.
 */
export function baselineFailures(
  summaries: readonly { trials: number; failedTrials: number }[],
): 'none' | 'some' | 'all' {
  const baseline = summaries[0];
  if (!baseline || baseline.failedTrials === 0) return 'none';
  return baseline.failedTrials === baseline.trials ? 'all' : 'some';
}
