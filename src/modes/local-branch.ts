/**
 * The history branch in a local repository, for `perf-gate history` from a terminal: the same
 * files, written with git's plumbing (hash-object, mktree, commit-tree) into a commit on the
 * branch, then `git update-ref` with the old value, which refuses to move a branch another
 * process moved first — the same compare-and-swap GitHub's fast-forward check gives. Nothing
 * is checked out and the working tree is not touched.
 */
import { spawnSync } from 'node:child_process';
import type { BranchSnapshot, BranchStore, WriteOutcome } from '../history/branch.js';

const NO_COMMIT = '0'.repeat(40);

export function localHistoryBranch(cwd: string, branch: string): BranchStore {
  const ref = `refs/heads/${branch}`;
  const git = (args: string[], input?: string) => {
    const run = spawnSync('git', args, {
      cwd,
      encoding: 'utf8',
      input,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: process.env.GIT_AUTHOR_NAME ?? 'perf-gate',
        GIT_AUTHOR_EMAIL: process.env.GIT_AUTHOR_EMAIL ?? 'perf-gate@localhost',
        GIT_COMMITTER_NAME: process.env.GIT_COMMITTER_NAME ?? 'perf-gate',
        GIT_COMMITTER_EMAIL: process.env.GIT_COMMITTER_EMAIL ?? 'perf-gate@localhost',
      },
    });
    return { ok: run.status === 0, out: (run.stdout ?? '').trim(), err: (run.stderr ?? '').trim() };
  };
  const must = (args: string[], input?: string) => {
    const run = git(args, input);
    if (!run.ok) {
      throw new Error(
        `perf-gate history: git ${args[0]} failed in ${cwd} (${run.err.split('\n')[0] || 'no output'}). Run it inside the repository's checkout.`,
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
        const blob = spawnSync('git', ['cat-file', 'blob', `${head.out}:${path}`], { cwd });
        if (blob.status === 0) out[path] = blob.stdout.toString('utf8');
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
