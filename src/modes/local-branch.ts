/**
 * The history branch in a local repository, for `perf-gate history` from a terminal: the same
 * files, written with git's plumbing (hash-object, mktree, commit-tree) into a commit on the
 * branch, then `git update-ref` with the old value, which refuses to move a branch another
 * process moved first — the same compare-and-swap GitHub's fast-forward check gives. Nothing
 * is checked out and the working tree is not touched.
 */
import type { BranchSnapshot, BranchStore, WriteOutcome } from '../history/branch.js';
import type { PullRequestRef } from '../history/types.js';
import { pullRequestInSubject, repositoryOfRemote } from '../git/names.js';
import { commitAuthorEnv, git as gitIn, gitFailure, gitOutput } from '../git/run.js';

const NO_COMMIT = '0'.repeat(40);

export function localHistoryBranch(cwd: string, branch: string): BranchStore {
  const ref = `refs/heads/${branch}`;
  const git = (args: string[], input?: string) =>
    gitIn(cwd, args, { input, env: commitAuthorEnv() });
  const must = (args: string[], input?: string) => {
    const run = git(args, input);
    if (!run.ok) {
      throw new Error(
        `perf-gate history: git ${args[0]} failed in ${cwd} (${gitFailure(run)}). Run it inside the repository's checkout.`,
      );
    }
    return run.out;
  };
  return {
    name: `branch ${branch} of the repository in ${cwd}`,
    async read(files: string[]): Promise<BranchSnapshot> {
      const head = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
      if (!head.ok) return { paths: [], files: {} };
      // --full-tree: from a folder inside the checkout, git lists that folder's part of a
      // tree, and the branch would read as empty (and be written over).
      const paths = must(['ls-tree', '--full-tree', '--name-only', head.out])
        .split('\n')
        .filter(Boolean);
      const out: Partial<Record<string, string>> = {};
      for (const path of files) {
        if (!paths.includes(path)) continue;
        const blob = git(['cat-file', 'blob', `${head.out}:${path}`]);
        if (blob.ok) out[path] = blob.raw;
      }
      return { head: head.out, paths, files: out };
    },
    async write(head, files, message): Promise<WriteOutcome> {
      const entries = new Map<string, string>();
      if (head) {
        for (const line of must(['ls-tree', '--full-tree', head]).split('\n').filter(Boolean)) {
          entries.set(line.slice(line.indexOf('\t') + 1), line);
        }
      }
      for (const [path, content] of Object.entries(files)) {
        const blob = must(['hash-object', '-w', '--stdin'], content);
        entries.set(path, `100644 blob ${blob}\t${path}`);
      }
      const tree = must(['mktree'], `${[...entries.values()].join('\n')}\n`);
      const commit = must(['commit-tree', tree, ...(head ? ['-p', head] : []), '-m', message]);
      const moved = git(['update-ref', ref, commit, head ?? NO_COMMIT]);
      return moved.ok ? { written: true, commit } : { written: false };
    },
  };
}

/**
 * Where a local history's links point: the repository `upstream` names in a fork's clone (the
 * pull requests a subject numbers are the upstream's), else `origin`'s — its commits, and the
 * pull request a commit's subject names, as GitHub writes it on a squash or a merge. Without
 * either the page shows the same points, without links.
 */
export function localRepository(cwd: string): {
  repository?: string;
  serverUrl?: string;
  pullRequestOf: (sha: string) => Promise<PullRequestRef | undefined>;
} {
  const remote =
    gitOutput(cwd, ['remote', 'get-url', 'upstream']) ??
    gitOutput(cwd, ['remote', 'get-url', 'origin']);
  const origin = remote === undefined ? undefined : repositoryOfRemote(remote);
  if (!origin) return { pullRequestOf: async () => undefined };
  return {
    ...origin,
    pullRequestOf: async (sha) => {
      const subject = gitOutput(cwd, ['log', '-1', '--format=%s', sha]) ?? '';
      const number = pullRequestInSubject(subject);
      if (number === undefined) return undefined;
      return { number, url: `${origin.serverUrl}/${origin.repository}/pull/${number}` };
    },
  };
}
