/**
 * The shape of the history that `perf-gate history` keeps in a branch of the repository
 * (docs/history.md has it for readers without perf-gate). Plain JSON, each file with a
 * `schema` field naming its kind and version, so a reader can refuse what it does not know.
 *
 * Every number is a *paired* comparison made on one runner in one job — HEAD against an
 * anchor (a release) — never an absolute figure from whatever machine ran that day, so a
 * runner change moves the interval's width, not the line.
 */

export const HISTORY_SCHEMA = 'perf-gate/history@1';
export const ROLLUP_SCHEMA = 'perf-gate/history-rollup@1';

/** The files perf-gate writes in the branch; any other file there is left as it is. */
export const HISTORY_FILE = 'history.json';
export const ROLLUP_FILE = 'rollup.json';
export const PAGE_FILE = 'index.html';
export const README_FILE = 'README.md';
/** GitHub Pages would otherwise run Jekyll over the branch. */
export const NOJEKYLL_FILE = '.nojekyll';

/** The branch the history lives in unless the step names another. */
export const DEFAULT_HISTORY_BRANCH = 'perf-gate-history';
/** Entries kept whole in history.json; older ones are rolled up, one per week. */
export const DEFAULT_HISTORY_LIMIT = 200;
/** Weeks kept in rollup.json: ten years. */
export const ROLLUP_WEEKS_LIMIT = 520;

/**
 * One metric's change, in % for a ratio metric (throughput, latencies: Δ = exp(mean log
 * ratio) − 1) or in percentage points for a difference (the error rate), with its 95%
 * interval.
 */
export interface Delta {
  deltaPct: number;
  lowPct: number;
  highPct: number;
}

export interface MetricDelta extends Delta {
  scale: 'ratio' | 'difference';
  /** `higher` when a rise is better (throughput), `lower` for latencies and errors. */
  better: 'higher' | 'lower';
  /** The gate's tolerance for this metric, in % (points for a difference). */
  tolerancePct: number;
  /** The gate's answer for this comparison. */
  outcome: 'regression' | 'no-change' | 'improvement' | 'inconclusive';
}

export interface Commit {
  sha: string;
  /** ISO 8601; absent when git could not tell. */
  date?: string;
  /** The first line of its message. */
  subject?: string;
}

export interface PullRequestRef {
  number: number;
  url: string;
  title?: string;
}

export interface Runner {
  os: string;
  cpus: number;
  cpuModel: string;
  node: string;
}

/**
 * A release the entries are measured against. The first anchor is the origin of the line;
 * each later one carries `link`, the comparison of it (as the variant) against the anchor
 * before it, measured in one job — which is what keeps the series one line across releases.
 */
export interface Anchor {
  sha: string;
  /** The release tag, when the anchor is one. */
  tag?: string;
  date?: string;
  link?: AnchorLink;
  /** This anchor against the first one, chained over the links (absent on the first). */
  sinceFirst?: Record<string, Delta>;
}

export interface AnchorLink {
  /** The anchor it was compared with. */
  from: string;
  metrics: Record<string, MetricDelta>;
  runUrl?: string;
  recordedAt: string;
}

/** One run on main: HEAD against the anchor, in one job. */
export interface HistoryEntry {
  commit: Commit;
  /** The anchor's sha; it is one of `anchors`. */
  anchor: string;
  recordedAt: string;
  runner: Runner;
  /** SHA-256 of the normalized experiment: a change of the experiment, not of the code. */
  configDigest: string;
  /** The workflow run that measured it (its job summary holds the report). */
  runUrl?: string;
  /** The report itself, when the run published it somewhere reachable. */
  reportUrl?: string;
  pullRequest?: PullRequestRef;
  /** HEAD against its anchor, per gated metric, as measured. */
  metrics: Record<string, MetricDelta>;
  /** The same change placed against the first anchor, chained over the anchors' links. */
  sinceFirst: Record<string, Delta>;
}

/** history.json: the anchors and the latest entries, oldest first. */
export interface HistoryFile {
  schema: typeof HISTORY_SCHEMA;
  /** owner/name, so a copy of the file says where it came from. */
  repository?: string;
  /** Where the repository's links point (https://github.com, or a GitHub Enterprise server). */
  serverUrl?: string;
  anchors: Anchor[];
  entries: HistoryEntry[];
}

/** One week of entries older than history.json keeps: the week's last one, placed. */
export interface RolledUpWeek {
  /** ISO week, e.g. 2026-W49. */
  week: string;
  /** How many entries the week had. */
  entries: number;
  commit: Commit;
  anchor: string;
  runUrl?: string;
  pullRequest?: PullRequestRef;
  sinceFirst: Record<string, Delta>;
}

/** rollup.json: the weeks rolled out of history.json, oldest first. */
export interface RollupFile {
  schema: typeof ROLLUP_SCHEMA;
  weeks: RolledUpWeek[];
}

/** Everything perf-gate reads from the branch and writes back. */
export interface HistoryState {
  history: HistoryFile;
  rollup: RollupFile;
}

export function emptyHistory(repository?: string): HistoryState {
  return {
    history: { schema: HISTORY_SCHEMA, repository, anchors: [], entries: [] },
    rollup: { schema: ROLLUP_SCHEMA, weeks: [] },
  };
}
