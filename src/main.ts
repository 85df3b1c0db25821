/**
 * The action: inputs → experiment → report files, job summary, outputs, PR comment → exit
 * status. The one place that catches errors and calls setFailed; everything below throws.
 * Side effects come in as arguments so tests need no module mocking.
 */
import type * as ActionsCore from '@actions/core';
import { configFromInputs } from './config/index.js';
import { findConfigFile, readConfigFile } from './config-file.js';
import type { Config } from './config/types.js';
import { runPerfGate } from './experiment/index.js';
import { defaultReportId, pullRequestOf, type EventContext } from './github/context.js';
import {
  httpStatus,
  upsertComment,
  type IssueCommentsApi,
  type RetryPolicy,
} from './github/comment.js';
import { Inputs, Outputs } from './inputs.js';
import { prepareOutputDir, writeResult } from './output.js';
import { renderComment, reportMarker } from './report/markdown.js';
import type { RunResult } from './report/result.js';
import { stopAllGroups, stopGroupsOnExit } from './target/index.js';

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
  /** Builds the client for the comment API from the token. */
  commentsApi: (token: string) => IssueCommentsApi;
  cwd: string;
  env: NodeJS.ProcessEnv;
  retry?: RetryPolicy;
}

export async function run(deps: ActionDeps): Promise<void> {
  const { core } = deps;
  try {
    const token = core.getInput(Inputs.Token);
    if (token) core.setSecret(token);
    const config = loadConfig(deps);
    const paths = prepareOutputDir(core.getInput(Inputs.OutputDir) || '.perf-gate', deps.cwd);
    stopGroupsOnExit((message) => core.warning(message));
    const seedInput = core.getInput(Inputs.Seed);
    const reportId =
      core.getInput(Inputs.ReportId) || config.report.id || defaultReportId(deps.context);

    const result = await core.group('perf-gate: run the experiment', () =>
      runPerfGate(config, {
        logDir: paths.logDir,
        baseEnv: deps.env,
        reportId,
        seed: seedInput ? Number(seedInput) : undefined,
        pullRequest: pullRequestOf(deps.context),
        onTrial: (e) => {
          if (e.phase === 'end' && e.trial) {
            const m = e.trial.measurement;
            core.info(
              `[${e.index + 1}/${e.total}] ${e.planned.warmup ? 'warm-up ' : ''}round ${e.planned.round + 1} ${e.variant}: ${
                e.trial.ok && m
                  ? `${m.throughput.toFixed(0)} req/s`
                  : `failed: ${e.trial.error?.split('\n')[0]}`
              }`,
            );
          }
        },
      }),
    );

    // Results are written before anything can fail the step.
    const markdown = writeResult(result, paths);
    await core.summary.addRaw(markdown).write();
    core.setOutput(Outputs.Passed, String(result.verdict.passed));
    const headline = result.comparisons.find((c) => c.metric === 'throughput');
    core.setOutput(
      Outputs.ThroughputDelta,
      headline && Number.isFinite(headline.estimatePct) ? headline.estimatePct.toFixed(2) : '',
    );
    core.setOutput(Outputs.ReportPath, paths.markdown);
    core.setOutput(Outputs.JsonPath, paths.json);
    core.setOutput(Outputs.LogDir, paths.logDir);

    await postComment(deps, token, result, config);

    if (!result.verdict.passed) {
      core.setFailed(`perf-gate: ${result.verdict.reasons.join('; ')}`);
    } else {
      for (const warning of result.verdict.warnings) core.warning(warning);
    }
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  } finally {
    await stopAllGroups();
  }
}

function loadConfig(deps: ActionDeps): Config {
  const config = readConfig(deps);
  const comment = deps.core.getInput(Inputs.Comment);
  if (comment) {
    if (!['always', 'on-change', 'never'].includes(comment)) {
      throw new Error(
        `Input '${Inputs.Comment}' must be 'always', 'on-change' or 'never', but got '${comment}'.`,
      );
    }
    config.report.comment = comment as Config['report']['comment'];
  }
  return config;
}

function readConfig(deps: ActionDeps): Config {
  const { core } = deps;
  const file = findConfigFile(core.getInput(Inputs.Config), deps.cwd, `input '${Inputs.Config}'`);
  if (file) {
    core.info(`perf-gate: using ${file}`);
    return readConfigFile(file);
  }
  const config = configFromInputs({
    command: core.getInput(Inputs.Command),
    ready: core.getInput(Inputs.Ready),
    url: core.getInput(Inputs.Url),
    connections: core.getInput(Inputs.Connections),
    duration: core.getInput(Inputs.Duration),
    requests: core.getInput(Inputs.Requests),
    rounds: core.getInput(Inputs.Rounds),
    warmup: core.getInput(Inputs.Warmup),
    baselineName: core.getInput(Inputs.BaselineName),
    baselineEnv: core.getInput(Inputs.BaselineEnv),
    variantName: core.getInput(Inputs.VariantName),
    variantEnv: core.getInput(Inputs.VariantEnv),
    failOn: core.getInput(Inputs.FailOn),
    seed: core.getInput(Inputs.Seed),
  });
  for (const service of config.variants.flatMap((v) => v.services)) service.cwd ??= deps.cwd;
  return config;
}

async function postComment(
  deps: ActionDeps,
  token: string,
  result: RunResult,
  config: Config,
): Promise<void> {
  const { core, context } = deps;
  const pr = result.pullRequest;
  if (!pr) {
    core.info('perf-gate: not a pull request; the report is in the job summary.');
    return;
  }
  const policy = config.report.comment;
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
    const { action, url } = await upsertComment(
      deps.commentsApi(token),
      { owner: context.repo.owner, repo: context.repo.repo, issueNumber: pr.number },
      reportMarker(result.reportId),
      renderComment(result),
      deps.retry,
    );
    core.info(`perf-gate: ${action} the PR comment${url ? ` ${url}` : ''}.`);
  } catch (error) {
    const status = httpStatus(error);
    if (status === 403 || status === 404) {
      core.warning(
        `perf-gate could not comment on pull request #${pr.number} (HTTP ${status}): the token cannot write to it. ` +
          'A pull request from a fork gets a read-only token. Give the job `permissions: pull-requests: write`, ' +
          'or for forks run perf-gate under `pull_request` and post the report from a `workflow_run` job (see the README). ' +
          'The report is in the job summary; the gate was still applied.',
      );
    } else {
      core.warning(
        `perf-gate could not comment on pull request #${pr.number}${status ? ` (HTTP ${status})` : ''}: ${(error as Error).message}. The report is in the job summary; the gate was still applied.`,
      );
    }
  }
}
