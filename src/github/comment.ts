/**
 * The sticky PR comment: find perf-gate's earlier comment, by its hidden marker *and* its
 * author being the token's own account, and update it in place, or create one. Another
 * author's comment that quotes the marker is never touched. Retries of transient errors
 * and rate limits come from the Octokit plugins (see client.ts), except for the creation:
 * a POST that GitHub answered 5xx may still have created the comment, so it is looked for
 * before it is sent again.
 */

export interface Identity {
  login: string;
  id?: number;
}

export interface CommentAuthor {
  login?: string;
  id?: number;
}

/** The slice of Octokit this module uses, so tests and callers can hand in any client. */
export interface IssueCommentsApi {
  listComments(params: {
    owner: string;
    repo: string;
    issue_number: number;
    per_page: number;
    page: number;
  }): Promise<{ data: { id: number; body?: string | null; user?: CommentAuthor | null }[] }>;
  createComment(params: {
    owner: string;
    repo: string;
    issue_number: number;
    body: string;
    request?: { retries?: number };
  }): Promise<{ data: { id: number; html_url?: string } }>;
  updateComment(params: {
    owner: string;
    repo: string;
    comment_id: number;
    body: string;
  }): Promise<{ data: { id: number; html_url?: string } }>;
}

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export function httpStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
}

function isAuthor(user: CommentAuthor | null | undefined, me: Identity): boolean {
  if (!user) return false;
  if (me.id !== undefined && user.id !== undefined) return user.id === me.id;
  return user.login === me.login;
}

/** Our earlier comment with this marker, if any. */
export async function findOwnComment(
  api: IssueCommentsApi,
  target: CommentTarget,
  marker: string,
  me: Identity,
): Promise<{ id: number } | undefined> {
  const { owner, repo, issueNumber } = target;
  for (let page = 1; ; page++) {
    const { data } = await api.listComments({
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
      page,
    });
    const own = data.find((c) => isAuthor(c.user, me) && c.body?.includes(marker));
    if (own) return { id: own.id };
    if (data.length < 100) return undefined;
  }
}

export interface UpsertOptions {
  /** Tries of the creation, each after checking that the last one did not land. */
  createAttempts?: number;
  /** Milliseconds per second of back-off between those tries. */
  backoffUnitMs?: number;
}

export async function upsertComment(
  api: IssueCommentsApi,
  target: CommentTarget,
  marker: string,
  body: string,
  me: Identity,
  options: UpsertOptions = {},
): Promise<{ action: 'created' | 'updated'; id: number; url?: string }> {
  const { owner, repo, issueNumber } = target;
  const existing = await findOwnComment(api, target, marker, me);
  if (existing) {
    const { data } = await api.updateComment({ owner, repo, comment_id: existing.id, body });
    return { action: 'updated', id: data.id, url: data.html_url };
  }
  const attempts = options.createAttempts ?? 3;
  const unit = options.backoffUnitMs ?? 1_000;
  for (let attempt = 1; ; attempt++) {
    try {
      const { data } = await api.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
        // Not retried blindly: see the check below.
        request: { retries: 0 },
      });
      return { action: 'created', id: data.id, url: data.html_url };
    } catch (error) {
      const status = httpStatus(error);
      const mayHaveLanded = status === undefined || status >= 500;
      if (!mayHaveLanded || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, unit * attempt ** 2));
      const landed = await findOwnComment(api, target, marker, me);
      if (landed) return { action: 'created', id: landed.id };
    }
  }
}
