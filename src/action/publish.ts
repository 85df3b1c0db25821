/**
 * The action's publisher: what a result becomes on the runner — the job summary, the step
 * outputs, the pull-request comment, the commit status, and the step's failure. A result
 * that could not be posted is still in the job summary and the output folder, and the gate
 * is applied whatever the API answered.
 */
import type * as ActionsCore from '@actions/core';
import type { GitHubApi } from '../github/client.js';
import { httpStatus, upsertComment } from '../github/comment.js';
import type { EventContext } from '../github/context.js';
import { postCommitStatus } from '../github/status.js';
import type { WrittenResult } from '../modes/index.js';
import { ExitCode, exitCodeOf } from '../modes/usage.js';
import type { Shard } from '../experiment/shard.js';
import { statusDescription } from '../report/headline.js';
import { renderComment, reportMarker } from '../report/markdown/index.js';
import { headlineOutputs, type RunResult } from '../report/result.js';
import { announceSecretsTo, maskSecrets } from '../target/secrets.js';
import { Inputs, Outputs, type ActionMode, type CommentPolicy } from './inputs.js';

export type Core = Pick<
  typeof ActionsCore,
  'getInput' | 'setOutput' | 'setFailed' | 'info' | 'warning' | 'notice' | 'setSecret' | 'group'
> & { summary: JobSummary };

/**
 * The part of the job summary perf-gate calls: one raw markdown text, then write. The real
 * `core.summary` is one; `maskedCore`'s masks what it is given.
 */
export interface JobSummary {
  addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> };
}

/**
 * The runner's core with every text it is handed masked — log lines, warnings, the failure,
 * the outputs, the job summary — and every secret registered with the runner as it becomes
 * known, so that GitHub masks it too in what it shows of the job.
 */
export function maskedCore(core: Core): Core {
  announceSecretsTo((secret) => core.setSecret(secret));
  const text = (message: string | Error) =>
    maskSecrets(typeof message === 'string' ? message : message.message);
  const summary: JobSummary = {
    addRaw: (raw, addEOL) => core.summary.addRaw(maskSecrets(raw), addEOL),
  };
  return {
    getInput: core.getInput,
    setSecret: core.setSecret,
    group: core.group,
    info: (message) => core.info(text(message)),
    warning: (message, properties) => core.warning(text(message), properties),
    notice: (message, properties) => core.notice(text(message), properties),
    setFailed: (message) => core.setFailed(text(message)),
    setOutput: (name, value) =>
      core.setOutput(name, maskSecrets(typeof value === 'string' ? value : JSON.stringify(value))),
    summary,
  };
}

/** The runner's side of a publication: @actions/core, the event, and the API behind the token. */
export interface ActionWorld {
  core: Core;
  context: EventContext;
  /** Builds the GitHub client from the token (src/github/client.ts). */
  githubApi: (token: string) => GitHubApi | Promise<GitHubApi>;
}

/** What each of the action's modes posts, besides the summary and outputs every mode sets. */
export const PUBLISHING: Record<
  ActionMode,
  {
    comment: boolean;
    status: 'always' | 'from-workflow-run' | 'never';
    /** What the log tells the job to do with the result instead of posting it. */
    handOff?: (json: string) => string;
  }
> = {
  run: { comment: true, status: 'never' },
  // A pull_request job from a fork has a read-only token: the report job posts.
  measure: {
    comment: false,
    status: 'never',
    handOff: (json) => `perf-gate: measured; upload ${json} for the report job (mode: report).`,
  },
  report: { comment: true, status: 'always' },
  // Under workflow_run the merge job is the fork-safe report job of a sharded run.
  merge: { comment: true, status: 'from-workflow-run' },
  // A bisect files an issue instead (./bisect.ts).
  bisect: { comment: false, status: 'never' },
  // On main: the entry is in the history branch, the report in the job summary.
  history: { comment: false, status: 'never' },
};

export interface Publication {
  mode: ActionMode;
  /** When to comment: the `comment` input, else the config's `report.comment`, else always. */
  comment: CommentPolicy;
  token: string;
  shard?: Shard;
}

/** Publishes the result; returns the exit code the step ends with. */
export async function publishToRunner(
  runner: ActionWorld,
  written: WrittenResult,
  publication: Publication,
): Promise<ExitCode> {
  const { core, context } = runner;
  const { result, markdown, paths } = written;
  const { mode, shard, token } = publication;
  // The results are on disk; now the job summary and outputs, before anything can fail.
  await writeJobSummary(core, markdown);
  // A merge or a report job started nothing, so it has no logs of its own.
  const ranServices = mode !== 'merge' && mode !== 'report';
  setOutputs(core, result, { ...written.paths, logDir: ranServices ? written.paths.logDir : '' });

  if (shard) {
    core.info(
      `perf-gate: measured shard ${shard.index} of ${shard.total}; upload ${paths.json} for the merge job (mode: merge).`,
    );
    // A shard's share of the rounds is not judged alone: the merge gives the verdict.
    return ExitCode.Passed;
  }
  const publishing = PUBLISHING[mode];
  if (publishing.handOff) core.info(publishing.handOff(paths.json));
  if (publishing.comment) await postComment(runner, token, result, publication.comment, mode);
  if (
    publishing.status === 'always' ||
    (publishing.status === 'from-workflow-run' && context.payload.workflow_run)
  ) {
    await postStatus(runner, token, result);
  }

  if (result.incomplete) {
    core.setFailed(`perf-gate: the run stopped part-way: ${result.incomplete}`);
  } else if (!result.verdict.passed) {
    core.setFailed(`perf-gate: ${result.verdict.reasons.join('; ')}`);
  } else {
    for (const warning of result.verdict.warnings) core.warning(warning);
  }
  return exitCodeOf(result);
}

function setOutputs(core: Core, result: RunResult, paths: WrittenResult['paths']): void {
  core.setOutput(Outputs.Passed, String(result.verdict.passed));
  const headline = headlineOutputs(result);
  core.setOutput(Outputs.ThroughputDelta, headline.throughputDelta);
  core.setOutput(Outputs.HeadlineMetric, headline.metric);
  core.setOutput(Outputs.HeadlineDelta, headline.delta);
  core.setOutput(Outputs.ReportPath, paths.markdown);
  core.setOutput(Outputs.JsonPath, paths.json);
  core.setOutput(Outputs.LogDir, paths.logDir);
}

/** The summary is a copy of the report: without one (a local run), the step goes on. */
async function writeJobSummary(core: Core, markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown).write();
  } catch (error) {
    core.warning(
      `perf-gate: no job summary (${(error as Error).message}); the report is in the output folder.`,
    );
  }
}

const FORK_ADVICE =
  'A pull request from a fork gets a read-only token. Give the job `permissions: pull-requests: write`, ' +
  'or for forks run perf-gate with `mode: measure` under `pull_request` and post the report from a ' +
  '`workflow_run` job with `mode: report` (see docs/forks.md). The report is in the job summary; the gate was still applied.';

const REPORT_JOB_ADVICE =
  'Give the report job `permissions: pull-requests: write` (and `statuses: write`). The report is in the job summary; the gate was still applied.';

async function postComment(
  runner: ActionWorld,
  token: string,
  result: RunResult,
  policy: CommentPolicy,
  mode: ActionMode,
): Promise<void> {
  const { core, context } = runner;
  const pr = result.pullRequest;
  if (!pr) {
    core.info('perf-gate: not a pull request; the report is in the job summary.');
    return;
  }
  const changed =
    !result.verdict.passed ||
    result.comparisons.some((c) => c.outcome === 'regression' || c.outcome === 'improvement');
  if (policy === 'never' || (policy === 'on-change' && !changed)) {
    core.info(`perf-gate: no PR comment (comment: ${policy}).`);
    return;
  }
  if (!token) {
    core.warning(
      `perf-gate: input '${Inputs.Token}' is empty, so the report was not posted on the pull request. It is in the job summary.`,
    );
    return;
  }
  try {
    const api = await runner.githubApi(token);
    const { action, url } = await upsertComment(
      api.issues,
      { owner: context.repo.owner, repo: context.repo.repo, issueNumber: pr.number },
      reportMarker(result.reportId),
      renderComment(result),
      await api.identity(),
      { backoffUnitMs: api.backoffUnitMs },
    );
    core.info(`perf-gate: ${action} the PR comment${url ? ` ${url}` : ''}.`);
  } catch (error) {
    const status = httpStatus(error);
    core.warning(
      status === 403 || status === 404
        ? `perf-gate could not comment on pull request #${pr.number} (HTTP ${status}): the token cannot write to it. ${mode === 'report' ? REPORT_JOB_ADVICE : FORK_ADVICE}`
        : `perf-gate could not comment on pull request #${pr.number}${status ? ` (HTTP ${status})` : ''}: ${(error as Error).message}. The report is in the job summary; the gate was still applied.`,
    );
  }
}

async function postStatus(runner: ActionWorld, token: string, result: RunResult): Promise<void> {
  const sha = result.pullRequest?.headSha;
  if (!sha || !token) return;
  const { owner, repo } = runner.context.repo;
  const description = statusDescription(result);
  try {
    await postCommitStatus(
      (await runner.githubApi(token)).repos,
      { owner, repo, sha },
      result.reportId,
      result.verdict.passed,
      description,
    );
  } catch (error) {
    runner.core.warning(
      `perf-gate could not set the commit status on ${sha.slice(0, 7)}${httpStatus(error) ? ` (HTTP ${httpStatus(error)})` : ''}: give the job \`permissions: statuses: write\`.`,
    );
  }
}
