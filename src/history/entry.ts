/**
 * What a history run adds, read off its result: HEAD against the anchor (an entry) and, when
 * the anchor moved, the old anchor against the new one (the link). Pure.
 */
import { signedChange } from '../model/format.js';
import { metricDefinition, metricNameInSentence } from '../model/metrics.js';
import type { RunResult } from '../report/result.js';
import { inverted } from './store.js';
import type { AnchorLink, Commit, HistoryEntry, MetricDelta, PullRequestRef } from './types.js';

/** The names the history run gives its arms. */
export const ARM = { anchor: 'anchor', head: 'HEAD', previousAnchor: 'previous anchor' } as const;

/** Each gated metric of `variant` against the run's baseline. */
export function gatedDeltas(result: RunResult, variant: string): Record<string, MetricDelta> {
  const out: Record<string, MetricDelta> = {};
  for (const c of result.comparisons) {
    if (c.variant !== variant || !c.gated) continue;
    out[c.metric] = {
      deltaPct: c.estimatePct,
      lowPct: c.ciLowPct,
      highPct: c.ciHighPct,
      scale: c.scale,
      better: metricDefinition(c.metric).better,
      tolerancePct: c.tolerance * 100,
      outcome: c.outcome,
    };
  }
  return out;
}

/**
 * Whether HEAD was shown worse than the anchor beyond the tolerance on a gated metric: the
 * history crossing it, the cue for a bisect between the two. Failed trials are not (a HEAD
 * that does not start is no slowdown for a bisect to find); the old anchor's arm is not.
 */
export function headRegressed(result: RunResult): boolean {
  if (result.incomplete) return false;
  return Object.values(gatedDeltas(result, ARM.head)).some((d) => d.outcome === 'regression');
}

export interface EntryFacts {
  commit: Commit;
  anchor: string;
  recordedAt: string;
  runUrl?: string;
  reportUrl?: string;
  pullRequest?: PullRequestRef;
}

export function entryOf(result: RunResult, facts: EntryFacts): Omit<HistoryEntry, 'sinceFirst'> {
  return {
    commit: facts.commit,
    anchor: facts.anchor,
    recordedAt: facts.recordedAt,
    runner: result.runner,
    configDigest: result.experiment?.digest ?? '',
    ...(facts.runUrl && { runUrl: facts.runUrl }),
    ...(facts.reportUrl && { reportUrl: facts.reportUrl }),
    ...(facts.pullRequest && { pullRequest: facts.pullRequest }),
    metrics: gatedDeltas(result, ARM.head),
  };
}

/** The new anchor against the old one, from a run whose baseline was the new anchor. */
const LINK_OUTCOME: Record<MetricDelta['outcome'], string> = {
  regression: 'worse beyond the tolerance',
  improvement: 'better beyond the tolerance',
  'no-change': 'within the tolerance',
  inconclusive: 'undecided',
};

/**
 * The link in words, the new release against the old: the run measured it the other way
 * round (the old release as an arm beside HEAD), and its table reads so — an old release
 * "faster" where the new one is slower.
 */
export function describeLink(link: AnchorLink, release: string, previous: string): string {
  const metrics = Object.entries(link.metrics).map(
    ([metric, d]) =>
      `${metricNameInSentence(metric)} ${signedChange(d, d.deltaPct)} (95% CI ${signedChange(d, d.lowPct)} … ${signedChange(d, d.highPct)}), ${LINK_OUTCOME[d.outcome]}`,
  );
  return `The release ${release} against the one before, ${previous} (the link between them: recorded, not judged): ${metrics.join('; ') || 'no gated metric'}.`;
}

export function linkOf(
  result: RunResult,
  from: string,
  recordedAt: string,
  runUrl?: string,
): AnchorLink {
  const metrics: Record<string, MetricDelta> = {};
  for (const [metric, delta] of Object.entries(gatedDeltas(result, ARM.previousAnchor)))
    metrics[metric] = inverted(delta);
  return { from, metrics, recordedAt, ...(runUrl && { runUrl }) };
}
