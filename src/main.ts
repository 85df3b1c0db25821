/**
 * The action: inputs → experiment → report files, job summary, outputs, PR comment → exit
 * status. The one place that catches errors and calls setFailed; everything below throws.
 * Side effects come in as arguments so tests need no module mocking.
 *
 * Modes: `run` measures and posts; `measure` only measures (a pull_request job from a fork,
 * read-only token) and leaves report.json for upload; `report` (a workflow_run job with
 * write permission) reads that JSON and posts the comment and a commit status, running no
 * code from the pull request.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as ActionsCore from '@actions/core';
import { configFromInputs } from './config/index.js';
import { budgetWarnings } from './stats/decisive.js';
import type { Config } from './config/types.js';
import {
  defaultReportId,
  eventContextFromEnv,
  pullRequestOf,
  type EventContext,
} from './github/context.js';
import type { GitHubApi } from './github/client.js';
import { httpStatus, upsertComment } from './github/comment.js';
import { loadMeasuredResult } from './github/measured-result.js';
import { trustedPullRequest } from './github/pull-request.js';
import { postCommitStatus } from './github/status.js';
import { isReportId, REPORT_ID_RULE } from './config/report-id.js';
import {
  checkInputs,
  configFileOverrides,
  configLabel,
  Inputs,
  Outputs,
  simpleInputs,
  type CommentPolicy,
  type Mode,
} from './inputs.js';
import { findConfigFile } from './config-path.js';
import { exitCodeOf, loadConfig, prepareOutput, runAndWrite, shardPaths } from './orchestrate.js';
import { writeResult, type OutputPaths } from './output.js';
import { ExitCode, failureOf, UsageError } from './usage.js';
import type { Shard } from './experiment/shard.js';
import { mergeShardResults } from './merge/merge.js';
import { renderComment, reportMarker } from './report/markdown.js';
import { readShardResults } from './shard-files.js';
import { addSecret } from './target/secrets.js';
import { headlineOutputs, type RunResult } from './report/result.js';

type Core = Pick<
  typeof ActionsCore,
  | 'getInput'
  | 'setOutput'
  | 'setFailed'
  | 'info'
  | 'warning'
  | 'notice'
  | 'setSecret'
  | 'group'
  | 'summary'
>;

export interface ActionDeps {
  core: Core;
  context: EventContext;
  /** Builds the GitHub client from the token (src/github/client.ts). */
  githubApi: (token: string) => GitHubApi | Promise<GitHubApi>;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** What the runner gives the action: the real @actions/core, the run's context, Octokit. */
function runnerDeps(given: Partial<ActionDeps>): ActionDeps {
  const env = given.env ?? process.env;
  return {
    core: ActionsCore,
    context: given.context ?? eventContextFromEnv(env, (path) => readFileSync(path, 'utf8')),
    githubApi: async (token) =>
      (await import('./github/client.js')).connectGitHub(token, {
        baseUrl: env.GITHUB_API_URL,
        log: (message) => ActionsCore.info(message),
      }),
    cwd: process.cwd(),
    env,
    ...given,
  };
}

/**
 * Runs the action; returns the process exit code (0 passed, 1 gate failed, 2 usage or
 * config error, 3 the run failed). Every failure is also reported through setFailed.
 * dist/index.js and @github/local-action call it with no argument (the runner's world);
 * tests pass the parts they replace.
 */
export async function run(given: Partial<ActionDeps> = {}): Promise<ExitCode> {
  const core = given.core ?? ActionsCore;
  try {
    const token = core.getInput(Inputs.Token);
    if (token) {
      core.setSecret(token);
      addSecret(token);
    }
    // First, as dist/index.js does before it loads this module: the same first error either way.
    const cwd = given.cwd ?? process.cwd();
    const {
      mode,
      comment: commentPolicy,
      seed,
      shard,
    } = checkInputs(core.getInput, (path, label) => findConfigFile(path, cwd, label));
    const deps = runnerDeps(given);
    const paths = shardPaths(
      prepareOutput(
        core.getInput(Inputs.OutputDir) || '.perf-gate',
        deps.cwd,
        `Input '${Inputs.OutputDir}'`,
      ),
      shard,
    );

    let result: RunResult;
    let markdown: string;
    let policy: CommentPolicy;
    if (mode === 'report') {
      result = await measuredResult(deps, token);
      markdown = writeResult(result, paths);
      policy = commentPolicy ?? 'always';
    } else if (mode === 'merge') {
      result = await mergedResult(deps, token);
      markdown = writeResult(result, paths);
      policy = commentPolicy ?? 'always';
    } else {
      const config = configOf(deps);
      policy = commentPolicy ?? config.report.comment;
      for (const warning of budgetWarnings(config)) core.warning(warning);
      // The shards of one workflow run share a seed unless one is given, so the merged
      // report names one run seed (each shard still shuffles with its own stream).
      const runSeed = seed ?? (shard ? seedOfWorkflowRun(deps.env) : undefined);
      ({ result, markdown } = await measure(deps, config, paths, runSeed, shard));
    }

    // The results are on disk; now the job summary and outputs, before anything can fail.
    await writeJobSummary(core, markdown);
    setOutputs(core, result, paths);

    if (shard) {
      core.info(
        `perf-gate: measured shard ${shard.index} of ${shard.total}; upload ${paths.json} for the merge job (mode: merge).`,
      );
      // A shard's share of the rounds is not judged alone: the merge gives the verdict.
      return ExitCode.Passed;
    }
    if (mode === 'measure') {
      core.info(`perf-gate: measured; upload ${paths.json} for the report job (mode: report).`);
    } else {
      await postComment(deps, token, result, policy, mode);
    }
    if (mode === 'report' || (mode === 'merge' && deps.context.payload.workflow_run)) {
      await postStatus(deps, token, result);
    }

    if (result.incomplete) {
      core.setFailed(`perf-gate: the run stopped part-way: ${result.incomplete}`);
    } else if (!result.verdict.passed) {
      core.setFailed(`perf-gate: ${result.verdict.reasons.join('; ')}`);
    } else {
      for (const warning of result.verdict.warnings) core.warning(warning);
    }
    return exitCodeOf(result);
  } catch (error) {
    const { code, message } = failureOf(error);
    core.setFailed(message);
    return code;
  }
}

function setOutputs(core: Core, result: RunResult, paths: OutputPaths): void {
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

/** One seed per workflow run attempt, the same in every job of its matrix. */
function seedOfWorkflowRun(env: NodeJS.ProcessEnv): number | undefined {
  if (!env.GITHUB_RUN_ID) return undefined;
  const digest = createHash('sha256')
    .update(`${env.GITHUB_RUN_ID}:${env.GITHUB_RUN_ATTEMPT ?? '1'}`)
    .digest();
  return digest.readUInt32BE(0) & 0x7fffffff;
}

/**
 * `mode: merge`: every shard result under the `result` input, pooled and judged. The pull
 * request is the one this job's event names, never one a shard's file claims.
 */
async function mergedResult(deps: ActionDeps, token: string): Promise<RunResult> {
  const where = deps.core.getInput(Inputs.Result) || '.perf-gate/shards';
  const merged = mergeShardResults(readShardResults([where], deps.cwd, `Input '${Inputs.Result}'`));
  if (!deps.context.payload.workflow_run) {
    return { ...merged, pullRequest: pullRequestOf(deps.context) };
  }
  try {
    const pullRequest = await trustedPullRequest(deps.context, () => pullsApi(deps, token));
    return { ...merged, pullRequest };
  } catch (error) {
    throw new UsageError(
      `Input '${Inputs.Result}': ${(error as Error).message}; refusing to post it.`,
    );
  }
}

function reportIdInput(core: Core): string | undefined {
  const id = core.getInput(Inputs.ReportId);
  if (id && !isReportId(id))
    throw new UsageError(`Input '${Inputs.ReportId}' ${REPORT_ID_RULE}, but got '${id}'.`);
  return id || undefined;
}

function measure(
  deps: ActionDeps,
  config: Config,
  paths: OutputPaths,
  seed: number | undefined,
  shard: Shard | undefined,
) {
  const { core } = deps;
  const pullRequest = pullRequestOf(deps.context);
  return core.group('perf-gate: run the experiment', () =>
    runAndWrite({
      config,
      paths,
      reportId: reportIdInput(core),
      defaultReportId: defaultReportId(deps.context),
      baseEnv: deps.env,
      cwd: deps.cwd,
      baseSha: pullRequest?.baseSha || undefined,
      seed,
      shard,
      pullRequest,
      log: (message) => core.warning(message),
      onTrial: (e) => {
        if (e.phase !== 'end' || !e.trial) return;
        const t = e.trial;
        core.info(
          `[${e.index + 1}/${e.total}] ${e.planned.warmup ? 'warm-up ' : ''}round ${e.planned.round + 1} ${e.variant}: ${
            t.status === 'measured'
              ? `${t.measurement.throughput.toFixed(0)} req/s`
              : `failed: ${t.error?.split('\n')[0]}`
          }`,
        );
      },
      onRound: (progress) => {
        if (progress.resolvable) {
          core.info(
            `round ${progress.rounds} of at most ${progress.maxRounds}: ${progress.resolvable}`,
          );
        }
      },
    }),
  );
}

/** The API, for a workflow_run's pull request look-up, which cannot go without it. */
async function pullsApi(deps: ActionDeps, token: string) {
  if (!token) {
    throw new Error(
      `input '${Inputs.Token}' is empty, and the pull request of this workflow_run must be looked up`,
    );
  }
  return (await deps.githubApi(token)).pulls;
}

/**
 * The JSON a measure job left, checked, with the pull request the event names (see
 * src/github/measured-result.ts). A file that cannot be trusted is a usage error: nothing
 * is posted.
 */
async function measuredResult(deps: ActionDeps, token: string): Promise<RunResult> {
  const path = resolve(deps.cwd, deps.core.getInput(Inputs.Result) || '.perf-gate/report.json');
  try {
    return await loadMeasuredResult(path, Inputs.Result, deps.context, () => pullsApi(deps, token));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** perf-gate.yml (or the `config` input), else the experiment the simple-mode inputs describe. */
function configOf(deps: ActionDeps): Config {
  const { core } = deps;
  const { config, file } = loadConfig({
    path: core.getInput(Inputs.Config),
    cwd: deps.cwd,
    label: configLabel,
    fileOverrides: (file) => configFileOverrides(core.getInput, file),
    fallback: () => {
      const simple = configFromInputs(simpleInputs(core.getInput));
      for (const service of simple.variants.flatMap((v) => v.services)) service.cwd ??= deps.cwd;
      return simple;
    },
  });
  if (file) core.info(`perf-gate: using ${file}`);
  return config;
}

const FORK_ADVICE =
  'A pull request from a fork gets a read-only token. Give the job `permissions: pull-requests: write`, ' +
  'or for forks run perf-gate with `mode: measure` under `pull_request` and post the report from a ' +
  '`workflow_run` job with `mode: report` (see the README). The report is in the job summary; the gate was still applied.';

const REPORT_JOB_ADVICE =
  'Give the report job `permissions: pull-requests: write` (and `statuses: write`). The report is in the job summary; the gate was still applied.';

async function postComment(
  deps: ActionDeps,
  token: string,
  result: RunResult,
  policy: CommentPolicy,
  mode: Mode,
): Promise<void> {
  const { core, context } = deps;
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
    const api = await deps.githubApi(token);
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

async function postStatus(deps: ActionDeps, token: string, result: RunResult): Promise<void> {
  const sha = result.pullRequest?.headSha;
  if (!sha || !token) return;
  const { owner, repo } = deps.context.repo;
  const description = result.verdict.passed
    ? 'No gated metric got worse beyond its tolerance'
    : result.verdict.reasons.join('; ');
  try {
    await postCommitStatus(
      (await deps.githubApi(token)).repos,
      { owner, repo, sha },
      result.reportId,
      result.verdict.passed,
      description,
    );
  } catch (error) {
    deps.core.warning(
      `perf-gate could not set the commit status on ${sha.slice(0, 7)}${httpStatus(error) ? ` (HTTP ${httpStatus(error)})` : ''}: give the job \`permissions: statuses: write\`.`,
    );
  }
}
