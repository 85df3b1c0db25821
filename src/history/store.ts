/**
 * The history as values: chaining anchors, appending an entry, keeping the files bounded,
 * and reading the branch's files into one state. Pure: the shell reads and writes the files
 * (src/github/history-branch.ts, src/modes/local-branch.ts) and ./branch.ts re-applies the
 * same change when another run wrote first.
 */
import {
  DEFAULT_HISTORY_LIMIT,
  emptyHistory,
  HISTORY_FILE,
  NOJEKYLL_FILE,
  PAGE_FILE,
  README_FILE,
  ROLLUP_FILE,
  ROLLUP_WEEKS_LIMIT,
  type Anchor,
  type AnchorLink,
  type Delta,
  type HistoryEntry,
  type HistoryState,
  type MetricDelta,
  type RolledUpWeek,
} from './types.js';
import { checkPageIsOurs, HistoryError, parseHistoryFile, parseRollupFile } from './validate.js';

/** z of a two-sided 95% interval: an interval's half-widths are read back as standard errors. */
const Z95 = 1.959963984540054;

const toLog = (scale: MetricDelta['scale'], pct: number) =>
  scale === 'ratio' ? Math.log1p(pct / 100) : pct;
const fromLog = (scale: MetricDelta['scale'], value: number) =>
  scale === 'ratio' ? Math.expm1(value) * 100 : value;

/**
 * Two changes one after the other (an anchor against the first, then an entry against that
 * anchor): estimates add on the comparison's own scale (log ratios, or points), and since
 * the two were measured in different jobs, their errors are independent and add in
 * quadrature — each side of the interval on its own, so a skewed interval stays skewed.
 */
export function combine(scale: MetricDelta['scale'], first: Delta | undefined, then: Delta): Delta {
  if (!first) return { deltaPct: then.deltaPct, lowPct: then.lowPct, highPct: then.highPct };
  const [a, b] = [first, then].map((d) => ({
    mid: toLog(scale, d.deltaPct),
    low: toLog(scale, d.deltaPct) - toLog(scale, d.lowPct),
    high: toLog(scale, d.highPct) - toLog(scale, d.deltaPct),
  }));
  const mid = a.mid + b.mid;
  return {
    deltaPct: fromLog(scale, mid),
    lowPct: fromLog(scale, mid - Math.hypot(a.low, b.low)),
    highPct: fromLog(scale, mid + Math.hypot(a.high, b.high)),
  };
}

/** The standard error a 95% interval stands for (documented so readers can chain too). */
export const standardErrorOf = (halfWidth: number) => halfWidth / Z95;

const FLIPPED: Record<MetricDelta['outcome'], MetricDelta['outcome']> = {
  regression: 'improvement',
  improvement: 'regression',
  'no-change': 'no-change',
  inconclusive: 'inconclusive',
};

/**
 * A comparison read the other way round: the job measured the old anchor against the new
 * one (the new one is the baseline of that run), the link states the new against the old.
 */
export function inverted(metric: MetricDelta): MetricDelta {
  const flip = (pct: number) => fromLog(metric.scale, -toLog(metric.scale, pct));
  return {
    ...metric,
    deltaPct: flip(metric.deltaPct),
    lowPct: flip(metric.highPct),
    highPct: flip(metric.lowPct),
    outcome: FLIPPED[metric.outcome],
  };
}

/** Every metric of `changes` placed after `before` (absent: the first anchor itself). */
export function placed(
  before: Record<string, Delta> | undefined,
  changes: Record<string, MetricDelta>,
): Record<string, Delta> {
  const out: Record<string, Delta> = {};
  for (const [metric, change] of Object.entries(changes)) {
    // A metric the earlier anchors never measured (CPU per request in a history begun before
    // it was gated by default) has no point on the line to add to: it is left off the line,
    // so the page draws none for it, though the entry's own comparison keeps it.
    if (before && !(metric in before)) continue;
    out[metric] = combine(change.scale, before?.[metric], change);
  }
  return out;
}

export function currentAnchor(state: HistoryState): Anchor | undefined {
  return state.history.anchors.at(-1);
}

/**
 * Adds a release as the anchor of the entries to come. The first anchor needs no link; any
 * later one needs the comparison of it against the current anchor, so the line stays one.
 * An anchor that is there already (another run added it first) is left as it was.
 */
export function addAnchor(
  state: HistoryState,
  anchor: Omit<Anchor, 'link' | 'sinceFirst'>,
  link?: AnchorLink,
): HistoryState {
  const { anchors } = state.history;
  if (anchors.some((a) => a.sha === anchor.sha)) return state;
  const previous = anchors.at(-1);
  if (!previous) {
    return { ...state, history: { ...state.history, anchors: [{ ...anchor }] } };
  }
  if (!link || link.from !== previous.sha) {
    throw new Error(
      `anchor ${anchor.sha.slice(0, 7)} follows ${previous.sha.slice(0, 7)} and needs a comparison with it (the link), ${link ? `not with ${link.from.slice(0, 7)}` : 'and none was measured'}.`,
    );
  }
  const next: Anchor = {
    ...anchor,
    link,
    sinceFirst: placed(previous.sinceFirst, link.metrics),
  };
  return { ...state, history: { ...state.history, anchors: [...anchors, next] } };
}

/**
 * Appends one run, placed against the first anchor, and rolls the oldest entries beyond
 * `limit` into one point per week, so that history.json stays about `limit` entries long
 * (about 1.5 kB each) and rollup.json grows by one point per week at most.
 */
export function appendEntry(
  state: HistoryState,
  entry: Omit<HistoryEntry, 'sinceFirst'>,
  limit = DEFAULT_HISTORY_LIMIT,
): HistoryState {
  const anchor = state.history.anchors.find((a) => a.sha === entry.anchor);
  if (!anchor) {
    throw new Error(
      `the entry for ${entry.commit.sha.slice(0, 7)} is measured against ${entry.anchor.slice(0, 7)}, which is no anchor of the history: add the anchor first.`,
    );
  }
  const full: HistoryEntry = { ...entry, sinceFirst: placed(anchor.sinceFirst, entry.metrics) };
  return bounded(
    { ...state, history: { ...state.history, entries: [...state.history.entries, full] } },
    limit,
  );
}

export function bounded(state: HistoryState, limit: number): HistoryState {
  const { entries } = state.history;
  if (entries.length <= limit) return state;
  const out = entries.slice(0, entries.length - limit);
  const weeks = [...state.rollup.weeks];
  for (const old of out) {
    const week = isoWeek(old.recordedAt);
    const last = weeks.at(-1);
    const point: RolledUpWeek = {
      week,
      entries: last?.week === week ? last.entries + 1 : 1,
      commit: old.commit,
      anchor: old.anchor,
      runUrl: old.runUrl,
      pullRequest: old.pullRequest,
      sinceFirst: old.sinceFirst,
    };
    if (last?.week === week) weeks[weeks.length - 1] = point;
    else weeks.push(point);
  }
  return {
    history: { ...state.history, entries: entries.slice(entries.length - limit) },
    rollup: { ...state.rollup, weeks: weeks.slice(-ROLLUP_WEEKS_LIMIT) },
  };
}

/** ISO 8601 week of a timestamp, e.g. 2026-W49 (weeks start on Monday, in UTC). */
export function isoWeek(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '0000-W00';
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  // The Thursday of this week decides the year the week belongs to.
  day.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.floor((day.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The state held by the branch's files, given their text (absent: no such file) and the
 * paths the branch holds. A branch without history.json is perf-gate's only when it holds
 * nothing else perf-gate would overwrite; otherwise it is someone else's and is refused.
 */
export function stateFromFiles(
  files: Partial<Record<string, string>>,
  paths: string[],
  repository?: string,
): HistoryState {
  const history = files[HISTORY_FILE];
  if (history === undefined) {
    const mine = [ROLLUP_FILE, PAGE_FILE, README_FILE, NOJEKYLL_FILE];
    const other = paths.filter((p) => !mine.includes(p));
    if (paths.includes(ROLLUP_FILE)) {
      throw new HistoryError(
        HISTORY_FILE,
        'is missing, but the branch holds rollup.json: the history is incomplete.',
        'Restore history.json from the branch’s git history, or give the history a new branch (the step’s `history-branch`, the CLI’s `--branch`).',
      );
    }
    if (other.length > 0 || paths.includes(PAGE_FILE)) {
      throw new HistoryError(
        HISTORY_FILE,
        `is missing, and the branch holds ${[...other, ...paths.filter((p) => p === PAGE_FILE)].slice(0, 3).join(', ')}: it is not a perf-gate history, and perf-gate writes only to a branch of its own.`,
        'Give the history a branch of its own (the step’s `history-branch`, the CLI’s `--branch`; the default is perf-gate-history).',
      );
    }
    return emptyHistory(repository);
  }
  const page = files[PAGE_FILE];
  if (page !== undefined) checkPageIsOurs(page);
  const state = emptyHistory(repository);
  const rollup = files[ROLLUP_FILE];
  return {
    history: parseHistoryFile(history),
    rollup: rollup === undefined ? state.rollup : parseRollupFile(rollup),
  };
}
