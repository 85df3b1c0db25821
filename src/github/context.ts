/** What perf-gate needs from the workflow run: the pull request, if any, and a report id. */
import type { PullRequestInfo } from '../report/result.js';

export interface EventContext {
  eventName: string;
  payload: {
    workflow_run?: {
      head_sha?: string;
      head_branch?: string | null;
      head_repository?: { owner?: { login?: string } } | null;
      pull_requests?: {
        number: number;
        head?: { sha?: string };
        base?: { sha?: string; ref?: string };
      }[];
    };
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

/**
 * Two jobs (or two matrix legs) keep two comments unless they share an explicit id. The
 * workflow's name is free text, so it is cut down to a valid report id.
 */
export function defaultReportId(context: Pick<EventContext, 'workflow' | 'job'>): string {
  const id = `${context.workflow}-${context.job}`
    .replace(/[^\w.-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .slice(0, 64)
    .replace(/^[-.]+|[-.]+$/g, '');
  return id || 'perf-gate';
}

/**
 * The run's context from the variables the runner sets, as @actions/github reads them.
 * Read here rather than imported from @actions/github, which loads Octokit: the action only
 * needs Octokit once it posts, and its cold start should not pay for it.
 */
export function eventContextFromEnv(
  env: NodeJS.ProcessEnv,
  readFile: (path: string) => string,
): EventContext {
  const eventPath = env.GITHUB_EVENT_PATH;
  let payload: EventContext['payload'] = {};
  if (eventPath) {
    try {
      payload = JSON.parse(readFile(eventPath));
    } catch (error) {
      throw new Error(
        `GITHUB_EVENT_PATH: could not read the event file ${eventPath} (${(error as Error).message}). The runner sets it; when running the action locally, point it at an event JSON or leave it unset.`,
      );
    }
  }
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload,
    repo: { owner, repo },
    workflow: env.GITHUB_WORKFLOW ?? '',
    job: env.GITHUB_JOB ?? '',
  };
}
