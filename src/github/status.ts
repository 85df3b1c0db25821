/** The gate's verdict as a commit status, for the fork-safe report job (workflow_run). */
import type { RetryPolicy } from './comment.js';
import { withRetry } from './comment.js';

export interface CommitStatusApi {
  createCommitStatus(params: {
    owner: string;
    repo: string;
    sha: string;
    state: 'success' | 'failure';
    context: string;
    description: string;
  }): Promise<unknown>;
}

export async function postCommitStatus(
  api: CommitStatusApi,
  target: { owner: string; repo: string; sha: string },
  reportId: string,
  passed: boolean,
  description: string,
  policy?: RetryPolicy,
): Promise<void> {
  await withRetry(
    () =>
      api.createCommitStatus({
        ...target,
        state: passed ? 'success' : 'failure',
        context: `perf-gate/${reportId}`,
        // GitHub cuts a status description at 140 characters.
        description: description.length > 140 ? `${description.slice(0, 139)}…` : description,
      }),
    policy,
  );
}
