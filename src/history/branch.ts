/**
 * Writing a change to the history branch so that two runs finishing together lose nothing:
 * read the branch, apply the change to what it holds, and move the branch only if it still
 * points where it was read (a fast-forward); when another run moved it first, read again and
 * apply the same change to the new state. The branch itself is behind `BranchStore`: the
 * GitHub Git Data API (src/github/history-branch.ts) or a local repository
 * (src/modes/local-branch.ts).
 */
import { renderBranchReadme, renderPage } from './page.js';
import { stateFromFiles } from './store.js';
import {
  HISTORY_FILE,
  NOJEKYLL_FILE,
  PAGE_FILE,
  README_FILE,
  ROLLUP_FILE,
  type HistoryState,
} from './types.js';

/** The branch as read: its commit (absent: no branch yet), the paths it holds, their text. */
export interface BranchSnapshot {
  head?: string;
  paths: string[];
  files: Partial<Record<string, string>>;
}

export type WriteOutcome = { written: true; commit: string } | { written: false };

export interface BranchStore {
  /** How messages name it: `branch perf-gate-history of owner/name`. */
  readonly name: string;
  /** The branch, with the text of those of `files` it holds. */
  read(files: string[]): Promise<BranchSnapshot>;
  /**
   * A commit on `head` (none: the branch's first) with `files` changed, then the branch moved
   * to it only if it still points at `head`; `{ written: false }` when it no longer does.
   */
  write(
    head: string | undefined,
    files: Record<string, string>,
    message: string,
  ): Promise<WriteOutcome>;
}

export interface WrittenHistory {
  state: HistoryState;
  commit: string;
  /** How many times another run had moved the branch first. */
  conflicts: number;
}

const READ = [HISTORY_FILE, ROLLUP_FILE, PAGE_FILE];

/** The branch's files for a state: the two JSON files, the page and a README. */
export function filesOf(state: HistoryState, generatedAt: string): Record<string, string> {
  return {
    [HISTORY_FILE]: `${JSON.stringify(state.history, null, 1)}\n`,
    [ROLLUP_FILE]: `${JSON.stringify(state.rollup, null, 1)}\n`,
    [PAGE_FILE]: renderPage(state, generatedAt),
    [README_FILE]: renderBranchReadme(state),
    [NOJEKYLL_FILE]: '',
  };
}

/** The branch's current state, checked: a corrupt or foreign file throws a HistoryError. */
export async function readHistory(store: BranchStore, repository?: string) {
  const snapshot = await store.read(READ);
  return { snapshot, state: stateFromFiles(snapshot.files, snapshot.paths, repository) };
}

export interface UpdateOptions {
  message: string;
  repository?: string;
  /** The page's "generated at". */
  now: () => string;
  /** Waits before attempt `n` (1, 2, …) after a conflict: spreads runs that collided. */
  pause?: (attempt: number) => Promise<void>;
  attempts?: number;
}

/** Applies `change` to the branch's history, re-applied to a fresh read after each conflict. */
export async function updateHistory(
  store: BranchStore,
  change: (state: HistoryState) => HistoryState,
  options: UpdateOptions,
): Promise<WrittenHistory> {
  const attempts = options.attempts ?? 20;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await options.pause?.(attempt);
    const { snapshot, state } = await readHistory(store, options.repository);
    const next = change(state);
    const outcome = await store.write(snapshot.head, filesOf(next, options.now()), options.message);
    if (outcome.written) return { state: next, commit: outcome.commit, conflicts: attempt };
  }
  throw new Error(
    `${store.name} kept moving while perf-gate wrote to it (${attempts} attempts, each time another run had written first). Re-run the job; if it keeps happening, let fewer history jobs run at once (a \`concurrency:\` group).`,
  );
}
