/**
 * The one place that builds the GitHub client: Octokit from @actions/github with the retry
 * plugin (5xx and network errors, with backoff) and the throttling plugin (primary and
 * secondary rate limits, waiting as long as Retry-After says; writes paced as GitHub asks).
 * Kept apart from the rest so the entry point can load Octokit only when it posts.
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { IssueCommentsApi } from './comment.js';
import type { Identity } from './comment.js';
import type { CommitPullsApi, GitDataApi } from './history-branch.js';
import type { PullsApi } from './pull-request.js';
import type { CommitStatusApi } from './status.js';
import type { IssuesApi } from '../bisect/issue.js';

/** What perf-gate calls on GitHub: the REST slices it uses and who the token is. */
export interface GitHubApi {
  /** Comments (the report) and issues (the bisect's). */
  issues: IssueCommentsApi & IssuesApi;
  repos: CommitStatusApi & CommitPullsApi;
  pulls: PullsApi;
  /** Blobs, trees, commits and refs: the history branch (history-branch.ts). */
  git: GitDataApi;
  /** The token's own account: the author of the comments perf-gate may edit. */
  identity(): Promise<Identity>;
  /** Milliseconds per second of back-off; the plugins and the create check share it. */
  backoffUnitMs: number;
}

export interface ClientOptions {
  baseUrl?: string;
  /** Milliseconds per second of Retry-After and back-off (1000; tests shorten it). */
  backoffUnitMs?: number;
  /**
   * Pace writes (1 s apart, 3 s for ones that notify) as GitHub's guidance asks. Tests
   * that post many comments switch it off; rate-limit retries then still come from the
   * retry plugin only.
   */
  pace?: boolean;
  /** Where a rate-limit wait is announced. */
  log?: (message: string) => void;
}

/** Give up on a rate limit that would make the job wait longer than this. */
const LONGEST_WAIT_S = 300;
const RATE_LIMIT_RETRIES = 3;

export function connectGitHub(token: string, options: ClientOptions = {}): GitHubApi {
  const unit = options.backoffUnitMs ?? 1_000;
  const log = options.log ?? (() => {});
  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method?: string; url?: string }, _: unknown, count: number) => {
      const retrying = count < RATE_LIMIT_RETRIES && retryAfter <= LONGEST_WAIT_S;
      log(
        `GitHub ${kind} rate limit on ${request.method} ${request.url}: ${retrying ? `retrying after ${retryAfter}s` : 'giving up'}.`,
      );
      return retrying;
    };
  const octokit = getOctokit(
    token,
    {
      baseUrl: options.baseUrl,
      retry: { retries: 3, retryAfterBaseValue: unit },
      throttle: {
        enabled: options.pace ?? true,
        retryAfterBaseValue: unit,
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
      },
    },
    retry,
    throttling,
  );
  return {
    issues: octokit.rest.issues,
    repos: octokit.rest.repos,
    pulls: octokit.rest.pulls,
    git: octokit.rest.git,
    identity: async () => {
      // REST /user refuses an installation token (GITHUB_TOKEN); GraphQL's viewer answers
      // for every kind of token, e.g. github-actions[bot].
      const { viewer } = await octokit.graphql<{ viewer: { login: string; databaseId?: number } }>(
        'query { viewer { login databaseId } }',
      );
      return { login: viewer.login, id: viewer.databaseId };
    },
    backoffUnitMs: unit,
  };
}
