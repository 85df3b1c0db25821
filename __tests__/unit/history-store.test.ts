/**
 * The history store as values: chaining anchors, placing entries against the first anchor,
 * bounding the files, and refusing a corrupt or foreign branch with the file, what was wrong
 * and what to do.
 */
import { describe, expect, it } from 'vitest';
import { filesOf } from '../../src/history/branch.js';
import { describeLink, entryOf, linkOf } from '../../src/history/entry.js';
import {
  addAnchor,
  appendEntry,
  combine,
  inverted,
  isoWeek,
  stateFromFiles,
} from '../../src/history/store.js';
import { emptyHistory, HISTORY_FILE, PAGE_FILE, ROLLUP_FILE } from '../../src/history/types.js';
import { HistoryError, parseHistoryFile } from '../../src/history/validate.js';
import type { RunResult } from '../../src/report/result.js';
import { delta, entry, link, sha } from '../helpers/history.js';

const first = sha(1);
const second = sha(2);

describe('chaining anchors', () => {
  it('adds changes on the log scale and their half-widths in quadrature', () => {
    // +10% then −10%: 1.1 × 0.9 = 0.99, whatever the order.
    const placed = combine('ratio', delta(10, 0), delta(-10, 0));
    expect(placed.deltaPct).toBeCloseTo(-1, 10);
    const a = { deltaPct: 0, lowPct: -3, highPct: 3 };
    const b = { deltaPct: 0, lowPct: -4, highPct: 4 };
    const both = combine('difference', a, b);
    expect(both).toEqual({ deltaPct: 0, lowPct: -5, highPct: 5 });
    const ratio = combine('ratio', a, b);
    const lowLog = Math.hypot(Math.log(0.97), Math.log(0.96));
    expect(ratio.lowPct).toBeCloseTo((Math.exp(-lowLog) - 1) * 100, 10);
  });

  it('reads the old anchor against the new the other way round', () => {
    const flipped = inverted({ ...delta(25, 0), lowPct: 10, highPct: 40, outcome: 'improvement' });
    expect(flipped.deltaPct).toBeCloseTo(-20, 10);
    expect(flipped.lowPct).toBeCloseTo((1 / 1.4 - 1) * 100, 10);
    expect(flipped.highPct).toBeCloseTo((1 / 1.1 - 1) * 100, 10);
    expect(flipped.outcome).toBe('regression');
  });

  it('places every entry against the first anchor, across a release', () => {
    let state = addAnchor(emptyHistory('o/r'), { sha: first, tag: 'v1.0.0' });
    state = appendEntry(state, entry(10, first, -5));
    // v1.1.0 is 10% faster than v1.0.0; a commit after it is 5% slower than v1.1.0.
    state = addAnchor(state, { sha: second, tag: 'v1.1.0' }, link(first, 10));
    state = appendEntry(state, entry(11, second, -5));
    const [before, after] = state.history.entries;
    expect(before.sinceFirst.throughput.deltaPct).toBeCloseTo(-5, 10);
    expect(after.sinceFirst.throughput.deltaPct).toBeCloseTo((1.1 * 0.95 - 1) * 100, 10);
    expect(state.history.anchors[1].sinceFirst?.throughput.deltaPct).toBeCloseTo(10, 10);
  });

  it('needs the link from the current anchor, and keeps an anchor another run added', () => {
    const state = addAnchor(emptyHistory(), { sha: first });
    expect(() => addAnchor(state, { sha: second })).toThrow(/needs a comparison/);
    expect(() => addAnchor(state, { sha: second }, link(sha(9), 1))).toThrow(/not with/);
    const chained = addAnchor(state, { sha: second }, link(first, 3));
    expect(addAnchor(chained, { sha: second }, link(first, 50))).toBe(chained);
  });

  it('refuses an entry against an anchor it does not have', () => {
    expect(() => appendEntry(emptyHistory(), entry(1, first, 0))).toThrow(/no anchor/);
  });
});

describe('bounding', () => {
  it('keeps the last N entries whole and rolls older ones into one point per week', () => {
    let state = addAnchor(emptyHistory(), { sha: first });
    const days = [
      '2026-11-02',
      '2026-11-03',
      '2026-11-10',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
    ];
    days.forEach((day, i) => {
      state = appendEntry(state, entry(100 + i, first, i, `${day}T12:00:00Z`), 2);
    });
    expect(state.history.entries.map((e) => e.commit.sha)).toEqual([sha(104), sha(105)]);
    expect(state.rollup.weeks.map((w) => [w.week, w.entries, w.commit.sha])).toEqual([
      ['2026-W45', 2, sha(101)],
      ['2026-W46', 1, sha(102)],
      ['2026-W47', 1, sha(103)],
    ]);
    expect(state.rollup.weeks[0].sinceFirst.throughput.deltaPct).toBe(1);
  });

  it('names ISO weeks as ISO 8601 does at the turn of a year', () => {
    expect(isoWeek('2026-12-31T23:00:00Z')).toBe('2026-W53');
    expect(isoWeek('2027-01-04T00:00:00Z')).toBe('2027-W01');
    expect(isoWeek('2025-12-29T00:00:00Z')).toBe('2026-W01');
  });
});

describe('reading the branch back', () => {
  const written = () => {
    let state = addAnchor(emptyHistory('o/r'), { sha: first, tag: 'v1.0.0' });
    state = appendEntry(state, entry(5, first, 1));
    return filesOf(state, '2026-12-01T00:00:00Z');
  };
  const refusal = (files: Partial<Record<string, string>>, paths = Object.keys(files)) => {
    try {
      stateFromFiles(files, paths);
    } catch (error) {
      expect(error).toBeInstanceOf(HistoryError);
      return (error as HistoryError).message;
    }
    throw new Error('the files were accepted');
  };

  it('reads what it wrote', () => {
    const files = written();
    const state = stateFromFiles(files, Object.keys(files));
    expect(state.history.entries[0].commit.sha).toBe(sha(5));
    expect(stateFromFiles({}, []).history.entries).toEqual([]);
  });

  it('refuses a file that is not JSON, naming it and what to do', () => {
    const message = refusal({ ...written(), [HISTORY_FILE]: '{"schema": "perf-gate/his' });
    expect(message).toMatch(/^history\.json: is not valid JSON/);
    expect(message).toMatch(/Nothing was written\. Repair history\.json/);
  });

  it('refuses a foreign JSON file and one of another version', () => {
    expect(refusal({ [HISTORY_FILE]: '[{"name":"bench","value":3}]' })).toMatch(
      /history\.json: is not a perf-gate history file: its "schema" is undefined.*not perf-gate's/,
    );
    expect(refusal({ [HISTORY_FILE]: '{"schema":"perf-gate/history@9"}' })).toMatch(
      /another version of perf-gate/,
    );
  });

  it('refuses a history whose shape is wrong, naming the field', () => {
    const history = JSON.parse(written()[HISTORY_FILE]);
    history.entries[0].metrics.throughput.deltaPct = 'fast';
    expect(refusal({ [HISTORY_FILE]: JSON.stringify(history) })).toMatch(
      /entries\.0\.metrics\.throughput\.deltaPct is wrong/,
    );
    history.entries[0].metrics.throughput.deltaPct = 1;
    history.entries[0].anchor = sha(7);
    expect(() => parseHistoryFile(JSON.stringify(history))).toThrow(/not in "anchors"/);
    expect(
      refusal({
        ...written(),
        [ROLLUP_FILE]: '{"schema":"perf-gate/history-rollup@1","weeks":{}}',
      }),
    ).toMatch(/^rollup\.json: .*weeks is wrong/);
  });

  it("refuses someone else's branch and a page perf-gate did not make", () => {
    expect(refusal({}, ['index.html', 'data.js'])).toMatch(
      /^history\.json: is missing, and the branch holds data\.js, index\.html: it is not a perf-gate history.*`history-branch`, the CLI’s `--branch`/,
    );
    expect(refusal({}, ['rollup.json'])).toMatch(/history is incomplete/);
    expect(refusal({ ...written(), [PAGE_FILE]: '<html>my site</html>' })).toMatch(
      /^index\.html: exists in the branch but was not generated by perf-gate/,
    );
  });
});

describe('the link in words', () => {
  it('says the new release against the old one, as the link is stored', () => {
    const slower = {
      from: sha(1),
      metrics: { throughput: delta(-98.9, 0.1, 'regression'), cpu: delta(3, 4, 'inconclusive') },
      recordedAt: '2026-12-05T00:00:00Z',
    };
    expect(describeLink(slower, 'v1.1.0', 'v1.0.0')).toBe(
      'The release v1.1.0 against the one before, v1.0.0 (the link between them: recorded, not judged): throughput −98.9% (95% CI −99.0% … −98.8%), worse beyond the tolerance; CPU per request +3.0% (95% CI −1.0% … +7.0%), undecided.',
    );
  });
});

describe('an entry from a run', () => {
  const comparison = (variant: string, metric: string, estimatePct: number, gated = true) => ({
    variant,
    baseline: 'anchor',
    metric,
    scale: 'ratio',
    gated,
    tolerance: 0.05,
    estimatePct,
    ciLowPct: estimatePct - 1,
    ciHighPct: estimatePct + 1,
    outcome: 'no-change',
  });
  const result = {
    runner: { os: 'linux', cpus: 2, cpuModel: 'x', node: 'v20' },
    experiment: { digest: 'd'.repeat(64) },
    comparisons: [
      comparison('HEAD', 'throughput', -3),
      comparison('HEAD', 'p50', 9, false),
      comparison('previous anchor', 'throughput', -20),
    ],
  } as unknown as RunResult;

  it('takes the gated metrics of HEAD, and the link the other way round', () => {
    const made = entryOf(result, { commit: { sha: sha(3) }, anchor: first, recordedAt: 'now' });
    expect(Object.keys(made.metrics)).toEqual(['throughput']);
    expect(made.metrics.throughput).toMatchObject({
      deltaPct: -3,
      tolerancePct: 5,
      better: 'higher',
    });
    expect(made.configDigest).toBe('d'.repeat(64));
    const chained = linkOf(result, first, 'now');
    expect(chained.metrics.throughput.deltaPct).toBeCloseTo(25, 10);
  });
});
