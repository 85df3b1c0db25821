/**
 * The history mode: on main, measure HEAD against an anchor (the latest release tag, or the
 * commit the caller names) in one job — and, when the anchor moved since the last entry, the
 * old anchor against the new one, in the same rounds — then append the comparison to the
 * history branch and regenerate its page. The arms are all the config's baseline (its build,
 * services, load and setup), each from its own commit (`ref:` worktrees, src/experiment/refs.ts).
 *
 * The branch is read and checked before anything is measured, so a corrupt or foreign file
 * stops the run in seconds, not after the rounds; it is read again when the run writes.
 */
import { baselineFailures } from '../model/trial.js';
import { git, gitOutput } from '../git/run.js';
import { writeFileSync } from 'node:fs';
import { withVariantsFromCommits } from '../config/slicing.js';
import type { Config } from '../config/types.js';
import {
  updateHistory,
  readHistory,
  type BranchStore,
  type WrittenHistory,
} from '../history/branch.js';
import { ARM, describeLink, entryOf, headRegressed, linkOf } from '../history/entry.js';
import { addAnchor, appendEntry } from '../history/store.js';
import type { Commit, HistoryState, PullRequestRef } from '../history/types.js';
import { counted } from '../model/format.js';
import { measure, type MeasureRequest, type OutputRequest, type WrittenResult } from './index.js';
import { defaultOutputDir } from './config-path.js';
import { prepareOutput, writeResult, type OutputPaths } from './output.js';
import { UsageError } from './usage.js';

export interface HistoryRequest extends Omit<
  MeasureRequest,
  'mode' | 'baseSha' | 'pullRequest' | 'shard'
> {
  mode: 'history';
  /** The anchor the caller names (`anchor` input, `--anchor`): a tag, branch or SHA. */
  anchor?: string;
  /** How the caller names the anchor in its errors: `--anchor`, `Input 'anchor'`. */
  anchorLabel: string;
  /** Release tags the default anchor is chosen from, as `git describe --match` takes them. */
  releaseTags: string;
  store: BranchStore;
  repository?: string;
  serverUrl?: string;
  /** The workflow run, linked from the entry. */
  runUrl?: string;
  /** The pull request a commit on main came from, if any. */
  pullRequestOf: (sha: string) => Promise<PullRequestRef | undefined>;
  /** Entries history.json keeps whole. */
  limit?: number;
  now: () => Date;
  pause?: (attempt: number) => Promise<void>;
  /** Lines about the history: what was read, measured and written. */
  onHistory: (message: string) => void;
}

/**
 * HEAD is measured from the working tree, and its entry is recorded under HEAD's commit for
 * good: a tracked file changed and not committed would be recorded as that commit's speed.
 */
function refuseUncommitted(cwd: string): void {
  const changed = (
    gitOutput(cwd, ['-c', 'core.quotePath=false', 'diff', '--name-only', 'HEAD']) ?? ''
  )
    .split('\n')
    .filter(Boolean);
  if (changed.length === 0) return;
  const named = changed.slice(0, 3).join(', ') + (changed.length > 3 ? ', …' : '');
  throw new UsageError(
    `this checkout has uncommitted changes to ${changed.length === 1 ? 'a tracked file' : `${changed.length} tracked files`} (${named}), and HEAD's entry would record them as its commit's, for good. Commit or stash them (git stash), then run it again.`,
  );
}

/**
 * A history follows one branch: each entry's commit on the line of the one before. HEAD on
 * another line (a feature branch, run by hand) would put that line's speed between main's
 * points, and is refused. HEAD behind the last entry on its line (a job re-run for an older
 * push) is measured. A last commit the checkout does not have (a fresh clone after main was
 * rewritten), or that no branch or tag holds any more (rewritten here: only the reflog keeps
 * it), cannot be a line to follow, and is let through.
 */
function refuseOtherLine(cwd: string, head: string, last: Commit | undefined, branch: string) {
  if (!last || !git(cwd, ['cat-file', '-e', `${last.sha}^{commit}`]).ok) return;
  const isAncestor = (older: string, newer: string) =>
    git(cwd, ['merge-base', '--is-ancestor', older, newer]).ok;
  if (isAncestor(last.sha, head) || isAncestor(head, last.sha)) return;
  const holders = gitOutput(cwd, ['for-each-ref', '--contains', last.sha, '--format=%(refname)']);
  if (!holders) return;
  throw new UsageError(
    `HEAD ${short(head)} is not on the line of ${short(last.sha)}${last.subject ? ` (“${last.subject}”)` : ''}, the last commit recorded in ${branch}: neither descends from the other. A history follows one branch; run perf-gate history on the branch it follows (main, as the workflow in docs/history.md does), or, to keep a history of this line, give it a branch of its own (the step’s \`history-branch\`, the CLI’s \`--branch\`).`,
  );
}

function commitOf(cwd: string, sha: string): Commit {
  const [date, ...subject] = (gitOutput(cwd, ['log', '-1', '--format=%cI%n%s', sha]) ?? '').split(
    '\n',
  );
  return { sha, ...(date && { date }), ...(subject.join(' ') && { subject: subject.join(' ') }) };
}

/** The anchor's commit (and its tag): the one named, else the latest release tag at or before HEAD. */
export function resolveAnchor(
  cwd: string,
  named: string | undefined,
  releaseTags: string,
  label: string,
): { sha: string; tag?: string } {
  if (named) {
    for (const candidate of [named, `origin/${named}`]) {
      const sha = gitOutput(cwd, ['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`]);
      if (sha) {
        const isTag = gitOutput(cwd, ['rev-parse', '--verify', '--quiet', `refs/tags/${named}`]);
        return { sha, ...(isTag && { tag: named }) };
      }
    }
    throw new UsageError(
      `${label}: "${named}" is no commit of this checkout. Name a tag, branch or SHA that exists; a shallow checkout needs \`fetch-depth: 0\` on actions/checkout.`,
    );
  }
  const tag = gitOutput(cwd, ['describe', '--tags', '--abbrev=0', '--match', releaseTags, 'HEAD']);
  const sha =
    tag && gitOutput(cwd, ['rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`]);
  if (!tag || !sha) {
    throw new UsageError(
      `${label} is empty and no release tag matching "${releaseTags}" precedes HEAD${gitOutput(cwd, ['rev-parse', '--is-shallow-repository']) === 'true' ? ' in this shallow checkout (set `fetch-depth: 0` on actions/checkout, so the tags come too)' : ''}. Tag a release, or name the anchor (a tag, branch or SHA).`,
    );
  }
  return { sha, tag };
}

/** The experiment: the config's baseline from the anchor, from HEAD and from the old anchor. */
function armsOf(config: Config, anchor: string, previous?: string): Config {
  const template = config.variants[0];
  const arm = (name: string, ref?: string) => ({ ...template, name, ref });
  const variants = [arm(ARM.anchor, anchor), arm(ARM.head)];
  if (previous) variants.push(arm(ARM.previousAnchor, previous));
  // HEAD decides the step; the previous anchor is measured for the link only (GateSpec.judged).
  const gate = { ...config.gate, judged: [ARM.head] };
  return withVariantsFromCommits({ ...config, gate }, variants);
}

const short = (sha: string) => sha.slice(0, 7);

/**
 * Where the page's links point: the repository and its server as this run knows them (the
 * pull request it links comes from the same place), else as the file has them.
 */
function withOrigin(request: HistoryRequest, state: HistoryState): HistoryState {
  const origin = {
    ...(request.repository && { repository: request.repository }),
    ...(request.serverUrl && { serverUrl: request.serverUrl }),
  };
  return { ...state, history: { ...state.history, ...origin } };
}

/**
 * The measured result as written, and the branch as written, or why it could not be: the
 * result is published either way, then `historyError` fails the step.
 */
export type WrittenHistoryResult = WrittenResult & {
  history?: WrittenHistory;
  historyError?: string;
  /** What a bisect would search when `regressed`: the anchor (good) to HEAD (bad), as SHAs. */
  range: { good: string; bad: string };
  /** HEAD shown worse than the anchor beyond the tolerance (headRegressed). */
  regressed: boolean;
};

export async function history(
  request: HistoryRequest,
  paths: OutputPaths,
): Promise<WrittenHistoryResult> {
  const { cwd, onHistory } = request;
  const head = gitOutput(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  if (!head)
    throw new UsageError(
      `perf-gate history runs in a git checkout of the repository; ${cwd} is none.`,
    );
  refuseUncommitted(cwd);
  const anchor = resolveAnchor(cwd, request.anchor, request.releaseTags, request.anchorLabel);
  const { state } = await readHistory(request.store, request.repository);
  refuseOtherLine(cwd, head, state.history.entries.at(-1)?.commit, request.store.name);
  const anchors = state.history.anchors;
  const previous = anchors.some((a) => a.sha === anchor.sha) ? undefined : anchors.at(-1);
  onHistory(
    `perf-gate history: ${request.store.name} ${state.history.entries.length === 0 && anchors.length === 0 ? 'is new' : `holds ${counted(state.history.entries.length, 'entry', 'entries')} and ${counted(anchors.length, 'anchor')}`}; measuring HEAD ${short(head)} against ${anchor.tag ?? short(anchor.sha)}${previous ? `, and ${anchor.tag ?? short(anchor.sha)} against the previous anchor ${previous.tag ?? short(previous.sha)}` : ''}.`,
  );
  // HEAD is measured even when it is the anchor: an A/A point, the run's own noise there.
  const config = armsOf(request.config, anchor.sha, previous?.sha);
  const recordedAt = () => request.now().toISOString();
  const measured = await measure({ ...request, mode: 'measure', config }, paths);
  // On disk before the branch is written, so that a failed write still leaves the report.
  const { result, markdown } = writeResult(measured, paths);
  const range = { good: anchor.sha, bad: head };
  const regressed = headRegressed(result);
  // A run that stopped part-way, or compared nothing (every trial of the anchor failed), has
  // no point to add: the history keeps what was measured.
  if (result.incomplete || baselineFailures(result.summaries) === 'all')
    return { result, markdown, paths, range, regressed };
  const pullRequest = await request.pullRequestOf(head).catch((error: unknown) => {
    onHistory(
      `perf-gate history: could not look up the pull request of ${short(head)} (${(error as Error).message}); the entry names none.`,
    );
    return undefined;
  });
  const anchorCommit = commitOf(cwd, anchor.sha);
  const entry = entryOf(result, {
    commit: commitOf(cwd, head),
    anchor: anchor.sha,
    recordedAt: recordedAt(),
    runUrl: request.runUrl,
    pullRequest,
  });
  const link = previous && linkOf(result, previous.sha, recordedAt(), request.runUrl);
  const linkLine =
    link &&
    describeLink(link, anchor.tag ?? short(anchor.sha), previous.tag ?? short(previous.sha));
  if (linkLine) onHistory(`perf-gate history: ${linkLine}`);
  // The report's arms are "HEAD" and "anchor": which release that is, said once.
  const anchorLine = `“anchor” is ${anchor.tag ? `the release ${anchor.tag} (${short(anchor.sha)})` : short(anchor.sha)}; “HEAD” is ${short(head)}.`;
  const withLink = `${markdown}\n\n${[anchorLine, linkLine].filter(Boolean).join('\n\n')}\n`;
  // Applied to the branch as it is when written: another run may have added the anchor first.
  const change = (current: HistoryState) =>
    withOrigin(
      request,
      appendEntry(
        addAnchor(
          current,
          {
            sha: anchor.sha,
            ...(anchor.tag && { tag: anchor.tag }),
            ...(anchorCommit.date && { date: anchorCommit.date }),
          },
          link,
        ),
        entry,
        request.limit,
      ),
    );
  let written: WrittenHistory;
  try {
    written = await updateHistory(request.store, change, {
      message: `perf-gate history: ${short(head)} against ${anchor.tag ?? short(anchor.sha)}`,
      repository: request.repository,
      now: recordedAt,
      pause: request.pause,
    });
  } catch (error) {
    // The measurement is done and its report written: the caller publishes it (the job
    // summary), then fails with this. A token without `contents: write` is the likeliest
    // first-run mistake, and a thrown error here would have lost the summary too.
    const historyError = (error as Error).message;
    onHistory(historyError);
    const withError = `${withLink}\n\n> ${historyError.split('\n')[0]}\n`;
    writeFileSync(paths.markdown, withError);
    return { result, markdown: withError, paths, historyError, range, regressed };
  }
  const note = `perf-gate history: wrote ${request.store.name} (commit ${short(written.commit)}${written.conflicts ? `, after ${written.conflicts} other run(s) wrote first` : ''}): ${counted(written.state.history.entries.length, 'entry', 'entries')}, ${counted(written.state.history.anchors.length, 'anchor')}.`;
  onHistory(note);
  const withNote = `${withLink}\n\n${note}\n`;
  writeFileSync(paths.markdown, withNote);
  return { result, markdown: withNote, paths, history: written, range, regressed };
}

/** Runs the history mode into the output folder, made first as every mode's is. */
export async function runHistory(
  request: HistoryRequest,
  output: OutputRequest,
): Promise<WrittenHistoryResult> {
  const dir = output.dir ?? defaultOutputDir(request.config.folder, output.cwd);
  return history(request, prepareOutput(dir, output.cwd, output.label));
}
