/** Values of the history store for tests: anchors, links and entries with known changes. */
import type { AnchorLink, HistoryEntry, MetricDelta } from '../../src/history/types.js';

/** A full SHA whose short form tells it apart: 0005aaa… */
export const sha = (n: number) => n.toString(16).padStart(4, '0').padEnd(40, 'a');

export function delta(
  deltaPct: number,
  halfWidth = 2,
  outcome: MetricDelta['outcome'] = 'no-change',
): MetricDelta {
  return {
    deltaPct,
    lowPct: deltaPct - halfWidth,
    highPct: deltaPct + halfWidth,
    scale: 'ratio',
    better: 'higher',
    tolerancePct: 5,
    outcome,
  };
}

export function link(from: string, throughputPct: number): AnchorLink {
  return {
    from,
    metrics: { throughput: delta(throughputPct) },
    recordedAt: '2026-11-02T00:00:00Z',
  };
}

export function entry(
  commit: number,
  anchor: string,
  throughputPct: number,
  recordedAt = '2026-12-01T12:00:00Z',
  extra: Partial<HistoryEntry> = {},
): Omit<HistoryEntry, 'sinceFirst'> {
  return {
    commit: { sha: sha(commit), subject: `commit ${commit}` },
    anchor,
    recordedAt,
    runner: { os: 'linux', cpus: 2, cpuModel: 'test', node: 'v20' },
    configDigest: 'f'.repeat(64),
    runUrl: `https://github.com/o/r/actions/runs/${commit}`,
    metrics: { throughput: delta(throughputPct) },
    ...extra,
  };
}
