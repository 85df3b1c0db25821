/**
 * The sticky PR comment: find perf-gate's earlier comment by its hidden marker and update
 * it in place, or create one. Transient GitHub errors (5xx, network) are retried.
 */

/** The slice of Octokit this module uses, so tests and callers can hand in any client. */
export interface IssueCommentsApi {
  listComments(params: {
    owner: string;
    repo: string;
    issue_number: number;
    per_page: number;
    page: number;
  }): Promise<{ data: { id: number; body?: string | null }[] }>;
  createComment(params: {
    owner: string;
    repo: string;
    issue_number: number;
    body: string;
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

export interface RetryPolicy {
  attempts: number;
  delayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, delayMs: 1_000 };

export function httpStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
}

export async function withRetry<T>(
  call: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const status = httpStatus(error);
      const transient = status === undefined || status >= 500 || status === 429;
      if (!transient || attempt >= policy.attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, policy.delayMs * 2 ** (attempt - 1)));
    }
  }
}

export async function upsertComment(
  api: IssueCommentsApi,
  target: CommentTarget,
  marker: string,
  body: string,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<{ action: 'created' | 'updated'; id: number; url?: string }> {
  const { owner, repo, issueNumber } = target;
  let existing: number | undefined;
  for (let page = 1; existing === undefined; page++) {
    const { data } = await withRetry(
      () => api.listComments({ owner, repo, issue_number: issueNumber, per_page: 100, page }),
      policy,
    );
    existing = data.find((c) => c.body?.includes(marker))?.id;
    if (data.length < 100) break;
  }
  if (existing !== undefined) {
    const id = existing;
    const { data } = await withRetry(
      () => api.updateComment({ owner, repo, comment_id: id, body }),
      policy,
    );
    return { action: 'updated', id: data.id, url: data.html_url };
  }
  const { data } = await withRetry(
    () => api.createComment({ owner, repo, issue_number: issueNumber, body }),
    policy,
  );
  return { action: 'created', id: data.id, url: data.html_url };
}
