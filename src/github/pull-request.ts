/**
 * Which pull request and commit a report is about, in report mode. The result file was
 * written by the pull request's own workflow, so it may name any PR or commit: the answer
 * comes only from the event that started this job, or from the API asked about that
 * event's commit.
 */
import type { PullRequestInfo } from '../report/result.js';
import type { EventContext } from './context.js';

/** The slice of Octokit this module uses. */
export interface PullsApi {
  list(params: {
    owner: string;
    repo: string;
    head: string;
    state: 'open';
    per_page: number;
  }): Promise<{
    data: { number: number; head: { sha: string }; base: { sha: string; ref: string } }[];
  }>;
}

export class UntrustedReportError extends Error {}

interface EventPullRequest {
  number: number;
  head?: { sha?: string };
  base?: { sha?: string; ref?: string };
}

function info(pr: EventPullRequest, headSha: string): PullRequestInfo {
  return {
    number: pr.number,
    headSha,
    baseSha: pr.base?.sha ?? '',
    baseRef: pr.base?.ref ?? 'base',
  };
}

/**
 * The pull request this report job may post on. A `workflow_run` event names the commit
 * its workflow ran on (`head_sha`) and, for a branch of this repository, the pull requests;
 * for a fork it lists none (a GitHub limitation), so the open pull request whose head is
 * that fork branch at that commit is looked up. A `pull_request` event names it directly.
 */
export async function trustedPullRequest(
  context: EventContext,
  pulls: () => PullsApi | Promise<PullsApi>,
): Promise<PullRequestInfo> {
  const direct = context.payload.pull_request;
  if (direct) {
    const headSha = direct.head?.sha;
    if (!headSha) throw new UntrustedReportError('the pull_request event names no head commit');
    return info(direct, headSha);
  }
  const run = context.payload.workflow_run;
  if (!run) {
    throw new UntrustedReportError(
      `mode 'report' runs on a 'workflow_run' (or 'pull_request') event, but this job was started by '${context.eventName}'`,
    );
  }
  const headSha = run.head_sha;
  if (!headSha) {
    throw new UntrustedReportError(
      'the workflow_run event names no head commit (head_sha), so the report cannot be tied to a pull request',
    );
  }
  const listed = (run.pull_requests ?? []).filter((pr) => pr.head?.sha === headSha);
  if (listed.length === 1) return info(listed[0], headSha);
  if (listed.length > 1) {
    throw new UntrustedReportError(
      `commit ${headSha} is the head of ${listed.length} pull requests (${listed.map((p) => `#${p.number}`).join(', ')}); perf-gate posts on exactly one`,
    );
  }
  const owner = run.head_repository?.owner?.login;
  if (!owner || !run.head_branch) {
    throw new UntrustedReportError(
      `the workflow_run event lists no pull request for commit ${headSha} and names no head branch to look one up`,
    );
  }
  const { data } = await (
    await pulls()
  ).list({
    ...context.repo,
    head: `${owner}:${run.head_branch}`,
    state: 'open',
    per_page: 100,
  });
  const found = data.filter((pr) => pr.head.sha === headSha);
  if (found.length !== 1) {
    throw new UntrustedReportError(
      found.length === 0
        ? `no open pull request has commit ${headSha} of ${owner}:${run.head_branch} as its head (it may have been pushed to since)`
        : `commit ${headSha} is the head of ${found.length} open pull requests; perf-gate posts on exactly one`,
    );
  }
  return info(found[0], headSha);
}

/**
 * The file's own claim, if any, must agree with the event: a result for another pull
 * request or commit is refused rather than re-labelled.
 */
export function checkClaim(claimed: PullRequestInfo | undefined, trusted: PullRequestInfo): void {
  if (!claimed) return;
  if (claimed.number !== trusted.number) {
    throw new UntrustedReportError(
      `the result names pull request #${claimed.number}, but this job's event is for #${trusted.number}`,
    );
  }
  if (claimed.headSha !== trusted.headSha) {
    throw new UntrustedReportError(
      `the result is for commit ${claimed.headSha}, but this job's event is for ${trusted.headSha}`,
    );
  }
}
