/**
 * The progress of a measuring run as lines of text, one wording for both entry points: the
 * action logs a line per trial and per round, the terminal shows the same on a live line.
 */
import type { RoundProgress, TrialEvent } from '../experiment/index.js';
import { FULL_LOG } from '../target/errors.js';

/** "[3/20] round 2 fast build" — where in the run a trial is. */
export function trialPlace(event: TrialEvent): string {
  const { planned } = event;
  return `[${event.index + 1}/${event.total}] ${planned.warmup ? 'warm-up' : `round ${planned.round + 1}`} ${event.variant}`;
}

/**
 * "[3/20] round 2 fast build: 1234 req/s, p99 1.48 ms", once the trial has ended; a failed
 * one with its first line and where its service's log is (its last lines are in the report).
 */
export function trialLine(event: TrialEvent): string {
  const t = event.trial;
  if (t?.status === 'measured')
    return `${trialPlace(event)}: ${t.measurement.throughput.toFixed(0)} req/s, p99 ${(t.measurement.latencyUs.p99 / 1000).toFixed(2)} ms`;
  const error = t?.error ?? '';
  const log = error
    .split('\n')
    .find((line) => line.startsWith(FULL_LOG))
    ?.slice(FULL_LOG.length);
  return `${trialPlace(event)}: failed: ${error.split('\n')[0]}${log ? ` (log: ${log})` : ''}`;
}

/**
 * "round 5 of at most 30: detects ≥ 4.1% so far …", "round 3 of at most 60: latency p99 — too
 * few rounds to tell yet …" (stats/resolution.ts words it), or nothing before the 3rd round.
 */
export function roundLine(progress: RoundProgress): string | undefined {
  if (!progress.resolvable) return undefined;
  return `round ${progress.rounds} of at most ${progress.maxRounds}: ${progress.resolvable}`;
}
