/** What perf-gate needs from the workflow run: the pull request, if any, and a report id. */
import type { PullRequestInfo } from '../report/result.js';

export interface EventContext {
  eventName: string;
  payload: {
    workflow_run?: { head_sha?: string };
    pull_request?: {
      number: number;
      head?: { sha?: string };
      base?: { sha?: string; ref?: string };
    };
  };
  repo: { owner: string; repo: string };
  workflow: string;
  job: string;
}

export function pullRequestOf(context: EventContext): PullRequestInfo | undefined {
  const pr = context.payload.pull_request;
  if (!pr) return undefined;
  return {
    number: pr.number,
    headSha: pr.head?.sha ?? '',
    baseSha: pr.base?.sha ?? '',
    baseRef: pr.base?.ref ?? 'base',
  };
}

/** Two jobs (or two matrix legs) keep two comments unless they share an explicit id. */
export function defaultReportId(context: Pick<EventContext, 'workflow' | 'job'>): string {
  const id = `${context.workflow}-${context.job}`.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '');
  return id || 'perf-gate';
}
