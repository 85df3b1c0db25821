/**
 * The history branch on GitHub, through the Git Data API with the job's token (`contents:
 * write`): blobs, a tree on the branch's tree, a commit on the branch's head, then the ref
 * moved without force. GitHub refuses a move that is not a fast-forward (422), which is how a
 * run that another run beat to the branch finds out: src/history/branch.ts then reads again
 * and re-applies its change. No checkout, no git on the runner, nothing force-pushed.
 */
import type { BranchSnapshot, BranchStore, WriteOutcome } from '../history/branch.js';

/** The slice of Octokit's `rest.git` this module uses. */
export interface GitDataApi {
  getRef(params: { owner: string; repo: string; ref: string }): Promise<{
    data: { object: { sha: string } };
  }>;
  getCommit(params: { owner: string; repo: string; commit_sha: string }): Promise<{
    data: { tree: { sha: string } };
  }>;
  getTree(params: { owner: string; repo: string; tree_sha: string }): Promise<{
    data: { tree: { path?: string; type?: string; sha?: string }[] };
  }>;
  getBlob(params: { owner: string; repo: string; file_sha: string }): Promise<{
    data: { content: string; encoding: string };
  }>;
  createBlob(params: {
    owner: string;
    repo: string;
    content: string;
    encoding: 'utf-8' | 'base64';
  }): Promise<{ data: { sha: string } }>;
  createTree(params: {
    owner: string;
    repo: string;
    base_tree?: string;
    tree: { path: string; mode: '100644'; type: 'blob'; sha: string }[];
  }): Promise<{ data: { sha: string } }>;
  createCommit(params: {
    owner: string;
    repo: string;
    message: string;
    tree: string;
    parents: string[];
  }): Promise<{ data: { sha: string } }>;
  createRef(params: { owner: string; repo: string; ref: string; sha: string }): Promise<unknown>;
  updateRef(params: {
    owner: string;
    repo: string;
    ref: string;
    sha: string;
    force: boolean;
  }): Promise<unknown>;
}

const statusOf = (error: unknown) => (error as { status?: number }).status;

/** GitHub's message, from the response body when Octokit kept it, else from the error. */
const messageOf = (error: unknown) =>
  (error as { response?: { data?: { message?: string } } }).response?.data?.message ??
  (error as Error).message ??
  '';

/**
 * Another run wrote first: GitHub answers 422 "Update is not a fast forward" to a move, 422
 * "Reference already exists" to a create, 409 to a ref changed under it. Any other 422 (a
 * protected branch, a malformed request) is no race: retrying it 20 times would only hide it.
 */
const isConflict = (error: unknown) =>
  statusOf(error) === 409 ||
  (statusOf(error) === 422 && /not a fast.?forward|already exists/i.test(messageOf(error)));

export function gitHubHistoryBranch(
  git: GitDataApi,
  repository: { owner: string; repo: string },
  branch: string,
): BranchStore {
  const { owner, repo } = repository;
  const name = `branch ${branch} of ${owner}/${repo}`;
  // The tree each head read had, for the next commit's base tree.
  const treeOf = new Map<string, string>();
  const explain = (what: string, error: unknown): Error => {
    const status = statusOf(error);
    const hint =
      status === 403 || status === 404
        ? " The job's token needs `permissions: contents: write` (and a fork's pull_request token cannot write)."
        : '';
    return new Error(
      `perf-gate history: could not ${what} ${name} (${status ?? 'no status'}: ${(error as Error).message}).${hint}`,
    );
  };
  return {
    name,
    async read(files: string[]): Promise<BranchSnapshot> {
      let head: string;
      try {
        head = (await git.getRef({ owner, repo, ref: `heads/${branch}` })).data.object.sha;
      } catch (error) {
        if (statusOf(error) === 404) return { paths: [], files: {} };
        throw explain('read', error);
      }
      try {
        const tree = (await git.getCommit({ owner, repo, commit_sha: head })).data.tree.sha;
        treeOf.set(head, tree);
        const listing = (await git.getTree({ owner, repo, tree_sha: tree })).data.tree;
        const out: Partial<Record<string, string>> = {};
        for (const item of listing) {
          if (item.type !== 'blob' || !item.path || !item.sha || !files.includes(item.path))
            continue;
          const blob = (await git.getBlob({ owner, repo, file_sha: item.sha })).data;
          out[item.path] = Buffer.from(
            blob.content,
            blob.encoding === 'base64' ? 'base64' : 'utf8',
          ).toString('utf8');
        }
        return { head, paths: listing.flatMap((i) => (i.path ? [i.path] : [])), files: out };
      } catch (error) {
        throw explain('read', error);
      }
    },
    async write(head, files, message): Promise<WriteOutcome> {
      let commit: string;
      try {
        const tree = [];
        for (const [path, content] of Object.entries(files)) {
          const blob = await git.createBlob({ owner, repo, content, encoding: 'utf-8' });
          tree.push({ path, mode: '100644' as const, type: 'blob' as const, sha: blob.data.sha });
        }
        const base = head ? treeOf.get(head) : undefined;
        const made = await git.createTree({
          owner,
          repo,
          tree,
          ...(base && { base_tree: base }),
        });
        commit = (
          await git.createCommit({
            owner,
            repo,
            message,
            tree: made.data.sha,
            parents: head ? [head] : [],
          })
        ).data.sha;
      } catch (error) {
        throw explain('write to', error);
      }
      try {
        if (head)
          await git.updateRef({ owner, repo, ref: `heads/${branch}`, sha: commit, force: false });
        else await git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha: commit });
        return { written: true, commit };
      } catch (error) {
        if (isConflict(error)) return { written: false };
        throw explain('move', error);
      }
    },
  };
}

/** The slice of Octokit's `rest.repos` that finds the pull request a commit came from. */
export interface CommitPullsApi {
  listPullRequestsAssociatedWithCommit(params: {
    owner: string;
    repo: string;
    commit_sha: string;
  }): Promise<{
    data: { number: number; title?: string; html_url: string; merged_at?: string | null }[];
  }>;
}

/**
 * The pull request a commit on main came from (a merge, a squash or a rebase of it), if
 * any: GitHub's own association, the merged one first. A direct push has none.
 */
export async function pullRequestOfCommit(
  repos: CommitPullsApi,
  repository: { owner: string; repo: string },
  sha: string,
): Promise<{ number: number; url: string; title?: string } | undefined> {
  const { data } = await repos.listPullRequestsAssociatedWithCommit({
    ...repository,
    commit_sha: sha,
  });
  const pull = data.find((p) => p.merged_at) ?? data[0];
  return (
    pull && { number: pull.number, url: pull.html_url, ...(pull.title && { title: pull.title }) }
  );
}
