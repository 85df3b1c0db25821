/**
 * The bisect's search, pure: which two commits the next step compares, and what a step's
 * answer means for the rest. The shell (./run.ts) runs each step as a paired sequential
 * comparison and feeds its outcome back; nothing here runs, reads a clock or draws a number.
 *
 * Like Chromium's Pinpoint, and unlike `git bisect`, a step never asks "is this commit good
 * or bad?" of one commit alone: a performance answer is always a comparison, so every step
 * compares two commits of the range, the older as the baseline, and asks whether the newer is
 * worse beyond the tolerance. A range shown worse is split at its middle and both halves are
 * compared (Pinpoint compares a new midpoint with both neighbours), so that a second culprit
 * in the other half is not lost; a range not shown worse is left alone. A branch of the search
 * ends at a commit shown worse than its own parent: that commit is a culprit.
 *
 * Commits are indices into the first-parent list, 0 the good end and the last the bad end.
 */

/** What one paired comparison of an older and a newer commit answered. */
export type StepOutcome =
  /** The newer is worse beyond the tolerance (the gate's regression). */
  | 'worse'
  /** The newer is shown within the tolerance (or better). */
  | 'within'
  /** Neither could be shown within the step's budget. */
  | 'inconclusive'
  /** The newer commit did not build, or its app did not start: it is skipped. */
  | 'untestable';

export interface PlannedStep {
  older: number;
  newer: number;
}

/** A range [older, newer] shown worse, still to be narrowed; `mid` once its split is chosen. */
interface OpenRange {
  older: number;
  newer: number;
  mid?: number;
  /** The outcomes of older→mid and mid→newer, as they come in. */
  lower?: StepOutcome;
  upper?: StepOutcome;
}

export interface Culprit {
  /** The commit shown worse than the last tested commit before it. */
  commit: number;
  /** The commit it was compared with: its parent, unless commits in between were skipped. */
  older: number;
  /**
   * Skipped commits between `older` and `commit`: any of them may be the culprit instead,
   * as `git bisect` says when only skipped commits are left.
   */
  orSkipped: number[];
}

export interface SearchState {
  /** Number of first-parent commits, both ends included. */
  commits: number;
  /** Ranges shown worse and not yet narrowed to one commit; the last is worked on first. */
  open: OpenRange[];
  skipped: number[];
  culprits: Culprit[];
  /**
   * Ranges shown worse as a whole whose halves were each not shown worse: the slowdown is
   * spread over several commits, each within the tolerance (or the halves were undecided).
   */
  spread: Array<{ older: number; newer: number; undecided?: boolean }>;
  /** The whole range was compared and not shown worse: nothing to search. */
  noRegression?: StepOutcome;
  /** The first step: good against bad. */
  confirmed: boolean;
}

export function startSearch(commits: number): SearchState {
  if (commits < 2) throw new Error('a search needs a good and a bad commit');
  return { commits, open: [], skipped: [], culprits: [], spread: [], confirmed: false };
}

/** The commits strictly between two that can still be tested. */
function testableBetween(state: SearchState, older: number, newer: number): number[] {
  const out: number[] = [];
  for (let i = older + 1; i < newer; i++) if (!state.skipped.includes(i)) out.push(i);
  return out;
}

/**
 * The commit nearest the middle of a range, among those that can be tested; the earlier of
 * two equally near. A skipped middle moves to its nearest neighbour, as `git bisect skip` does.
 */
export function midpointOf(state: SearchState, older: number, newer: number): number | undefined {
  const candidates = testableBetween(state, older, newer);
  if (candidates.length === 0) return undefined;
  const centre = (older + newer) / 2;
  return candidates.reduce((best, c) =>
    Math.abs(c - centre) < Math.abs(best - centre) ? c : best,
  );
}

/** The next comparison to run, or undefined when the search is over. */
export function nextStep(state: SearchState): PlannedStep | undefined {
  if (!state.confirmed) return { older: 0, newer: state.commits - 1 };
  const range = state.open.at(-1);
  if (!range) return undefined;
  if (range.mid === undefined) throw new Error('an open range always has its midpoint');
  if (range.lower === undefined) return { older: range.older, newer: range.mid };
  return { older: range.mid, newer: range.newer };
}

/**
 * A range shown worse: a culprit when no testable commit is left inside it, else a range to
 * narrow (pushed last, so the search goes depth-first and names culprits oldest first).
 */
function shownWorse(state: SearchState, older: number, newer: number): SearchState {
  const mid = midpointOf(state, older, newer);
  if (mid === undefined) {
    const orSkipped = state.skipped.filter((s) => s > older && s < newer).sort((a, b) => a - b);
    const culprits = [...state.culprits, { commit: newer, older, orSkipped }];
    return { ...state, culprits: culprits.sort((a, b) => a.commit - b.commit) };
  }
  return { ...state, open: [...state.open, { older, newer, mid }] };
}

/** The state after `step` answered `outcome`. */
export function recordStep(
  state: SearchState,
  step: PlannedStep,
  outcome: StepOutcome,
): SearchState {
  const planned = nextStep(state);
  if (!planned || planned.older !== step.older || planned.newer !== step.newer) {
    throw new Error(`step ${step.older}→${step.newer} was not the one planned`);
  }
  if (!state.confirmed) {
    // The ends are the caller's: neither can be skipped, and a range not shown worse has
    // nothing to search (the shell reports an untestable end as the user's error).
    const confirmed = { ...state, confirmed: true };
    if (outcome === 'worse') return shownWorse(confirmed, step.older, step.newer);
    return { ...confirmed, noRegression: outcome };
  }
  const open = state.open.slice(0, -1);
  const range = state.open.at(-1)!;
  if (outcome === 'untestable') {
    // Only the midpoint can be new here: `older` and `newer` of a range ran in the step
    // that showed the range worse.
    const skipped = [...state.skipped, range.mid!];
    const rest = { ...state, open, skipped };
    // The range is re-planned around the skip, with whatever half was already answered lost:
    // it was measured against a midpoint that is no longer one.
    if (range.lower !== undefined && range.lower !== 'untestable') {
      // The lower half ran, so the midpoint did build; a failure of the upper step is the
      // upper end's, which ran before. Treat the upper half as undecided rather than skip.
      return finishRange({ ...state, open }, { ...range, upper: 'inconclusive' });
    }
    return shownWorse(rest, range.older, range.newer);
  }
  if (range.lower === undefined) {
    return { ...state, open: [...open, { ...range, lower: outcome }] };
  }
  return finishRange({ ...state, open }, { ...range, upper: outcome });
}

/** Both halves of a range answered: each half shown worse is searched, lower half first. */
function finishRange(state: SearchState, range: OpenRange): SearchState {
  const mid = range.mid!;
  let next = state;
  // Pushed upper first so that the lower half is searched first (the stack's top).
  if (range.upper === 'worse') next = shownWorse(next, mid, range.newer);
  if (range.lower === 'worse') next = shownWorse(next, range.older, mid);
  if (range.lower !== 'worse' && range.upper !== 'worse') {
    // Undecided when a half could not be told from within the tolerance (its share of the
    // budget ran out, or the noise): then nothing is shown spread, only not narrowed.
    const undecided = range.lower === 'inconclusive' || range.upper === 'inconclusive';
    const spread = { older: range.older, newer: range.newer, ...(undecided && { undecided }) };
    next = { ...next, spread: [...next.spread, spread] };
  }
  return next;
}

/**
 * How many more steps the search expects, for sharing the budget: two per halving of every
 * open range (a range of k testable commits takes about log2(k + 1) halvings), at least one
 * while a step is planned.
 */
export function stepsAhead(state: SearchState): number {
  if (!state.confirmed) {
    return 1 + 2 * Math.ceil(Math.log2(Math.max(2, state.commits - 1)));
  }
  let steps = 0;
  for (const range of state.open) {
    const inside = testableBetween(state, range.older, range.newer).length;
    steps += 2 * Math.ceil(Math.log2(inside + 1)) - (range.lower === undefined ? 0 : 1);
  }
  return Math.max(state.open.length > 0 ? 1 : 0, steps);
}

export function searchDone(state: SearchState): boolean {
  return nextStep(state) === undefined;
}
