/**
 * What the bisect asks of git: the first-parent commits of a range, who wrote each and in
 * which pull request, the files a commit changed, and a commit made on top of a parent with
 * some files replaced (one package's change alone) — written with git's plumbing into the
 * object store only, so no branch, index or work tree of the user's is touched.
 */
import type { BisectLabels } from './result.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChangedFile } from './packages.js';
import type { CommitInfo } from './result.js';
import { BisectError } from './error.js';
import { pullRequestInSubject } from '../git/names.js';
import { commitAuthorEnv, git, gitFailure, type GitOptions } from '../git/run.js';

function must(cwd: string, args: string[], what: string, options?: GitOptions) {
  const run = git(cwd, args, options);
  if (!run.ok) throw new Error(`git ${args[0]} failed while ${what}: ${gitFailure(run)}`);
  return run.out;
}

/** The commit a name points at, or a usage error naming the option. */
export function resolveRef(cwd: string, ref: string, option: string): string {
  const found = git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  if (found.ok && found.out) return found.out;
  if (!git(cwd, ['rev-parse', '--git-dir']).ok) {
    throw new BisectError(
      `${cwd} is not in a git repository, and a bisect searches one's history. Run perf-gate bisect inside the repository (in a workflow, after actions/checkout with \`fetch-depth: 0\`).`,
    );
  }
  throw new BisectError(
    `${option}: "${ref}" is not a commit of this repository. Name a branch, tag or SHA; in a workflow, check out with \`fetch-depth: 0\` so that the history is there.`,
  );
}

/**
 * The first-parent commits from good to bad, both included, oldest first. A merge commit on
 * main is one step: the commits of the branch it merged are not searched (as Pinpoint searches
 * the commits of the repository it watches, not those of each change's branch).
 */
export function firstParentRange(
  cwd: string,
  good: string,
  bad: string,
  labels: Pick<BisectLabels, 'good' | 'bad'>,
): string[] {
  if (good === bad) {
    throw new BisectError(
      `${labels.good} and ${labels.bad} name the same commit: there is nothing to search.`,
    );
  }
  if (!git(cwd, ['merge-base', '--is-ancestor', good, bad]).ok) {
    throw new BisectError(
      `${labels.good} ${good.slice(0, 7)} is not an ancestor of ${labels.bad} ${bad.slice(0, 7)}. Name an older good commit (e.g. the last release tag) and a newer bad one.`,
    );
  }
  const between = must(
    cwd,
    ['rev-list', '--first-parent', '--reverse', `${good}..${bad}`],
    'listing the commits to search',
  )
    .split('\n')
    .filter(Boolean);
  if (!between.includes(bad)) {
    throw new BisectError(
      `${labels.good} ${good.slice(0, 7)} is not on the first-parent line of ${labels.bad} ${bad.slice(0, 7)} (it was merged from a branch). Name a commit of the main line.`,
    );
  }
  return [good, ...between];
}

export function commitInfo(cwd: string, sha: string): CommitInfo {
  const [subject = '', author = ''] = must(
    cwd,
    ['show', '-s', '--format=%s%n%an <%ae>', sha],
    `reading commit ${sha.slice(0, 7)}`,
  ).split('\n');
  return { sha, subject, author, pullRequest: pullRequestInSubject(subject) };
}

/** The files a commit changed against its parent, each as it was before and after. */
export function changedFiles(cwd: string, parent: string, commit: string): ChangedFile[] {
  const names = must(cwd, ['diff', '--name-only', '-z', parent, commit], 'diffing the culprit')
    .split('\0')
    .filter(Boolean);
  const show = (sha: string, path: string) => {
    const run = git(cwd, ['show', `${sha}:${path}`]);
    return run.ok ? run.raw : undefined;
  };
  return names.map((path) => ({ path, before: show(parent, path), after: show(commit, path) }));
}

/**
 * A commit whose parent is `parent` and whose tree is the parent's with `files` replaced,
 * made in the object store only (a temporary index; no ref points at it).
 */
export function commitWithFiles(
  cwd: string,
  parent: string,
  files: ChangedFile[],
  message: string,
): string {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-index-'));
  // Signed by perf-gate, whoever runs it: the commit is the search's own, reachable from no ref.
  const env = { ...commitAuthorEnv({}), GIT_INDEX_FILE: join(dir, 'index') };
  try {
    must(cwd, ['read-tree', parent], 'preparing a package-only commit', { env });
    for (const file of files) {
      const blob = must(cwd, ['hash-object', '-w', '--stdin'], `writing ${file.path}`, {
        input: file.after ?? '',
        env,
      });
      must(
        cwd,
        ['update-index', '--add', '--cacheinfo', `100644,${blob},${file.path}`],
        `staging ${file.path}`,
        { env },
      );
    }
    const tree = must(cwd, ['write-tree'], 'writing a package-only tree', { env });
    return must(
      cwd,
      ['commit-tree', tree, '-p', parent, '-m', message],
      'writing a package-only commit',
      {
        env,
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
