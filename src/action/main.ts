/**
 * The action: inputs → the request of a mode (src/modes/) → its result, published on the
 * runner (./publish.ts) → exit status. The one place that catches errors and calls
 * setFailed; everything below throws. Side effects come in as arguments so tests need no
 * module mocking.
 *
 * Modes: `run` measures and posts; `measure` only measures (a pull_request job from a fork,
 * read-only token) and leaves report.json for upload; `report` (a workflow_run job with
 * write permission) reads that JSON and posts the comment and a commit status, running no
 * code from the pull request; `merge` pools the results of shards and posts like `run`;
 * `bisect` names the commits that made the app slower and files one issue (./bisect.ts).
 * `history` measures main against its release and appends it to the history branch
 * (./history.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as ActionsCore from '@actions/core';
import { DEFAULT_MEASURED_RESULT, DEFAULT_SHARDS_DIR } from '../config/defaults.js';
import { configFromInputs } from '../config/index.js';
import { isReportId, REPORT_ID_RULE } from '../config/report-id.js';
import type { Config } from '../config/types.js';
import { defaultReportId, eventContextFromEnv, pullRequestOf } from '../github/context.js';
import { trustedPullRequest } from '../github/pull-request.js';
import { findConfigFile } from '../modes/config-path.js';
import { refusingToPost, runMode, validate, type Mode, type ModeRequest } from '../modes/index.js';
import { roundLine, trialLine } from '../modes/progress.js';
import { ExitCode, failureOf, UsageError } from '../modes/usage.js';
import { addSecrets, secretsIn } from '../target/secrets.js';
import {
  checkInputs,
  configFileOverrides,
  configLabel,
  Inputs,
  simpleInputs,
  type ActionSettings,
  type CommentPolicy,
  type ActionMode,
} from './inputs.js';
import { maskedCore, publishToRunner, type ActionWorld, type Core } from './publish.js';
import { bisectStep } from './bisect.js';
import { parseBisectBudget } from '../modes/bisect.js';

export interface ActionDeps extends ActionWorld {
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
      (await import('../github/client.js')).connectGitHub(token, {
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
  // Everything the action logs, sets or writes through core is masked from here on.
  const core = maskedCore(given.core ?? ActionsCore);
  try {
    const token = core.getInput(Inputs.Token);
    addSecrets([token, ...secretsIn(given.env ?? process.env)]);
    // First, as dist/index.js does before it loads this module: the same first error either way.
    const cwd = given.cwd ?? process.cwd();
    const settings = checkInputs(core.getInput, (path, label) => findConfigFile(path, cwd, label));
    const deps = runnerDeps({ ...given, core });
    if (settings.mode === 'bisect') {
      return await bisectStep(deps, token, {
        // With the file's overrides (`rounds`) and its refusal of simple-mode inputs beside it.
        config: validate(configSource(deps)),
        good: core.getInput(Inputs.Good),
        bad: core.getInput(Inputs.Bad) || deps.env.GITHUB_SHA || 'HEAD',
        budgetMs: parseBisectBudget(
          core.getInput(Inputs.BisectBudget),
          `Input '${Inputs.BisectBudget}'`,
        ),
        seed: settings.seed,
        outputDir: core.getInput(Inputs.OutputDir) || undefined,
      });
    }
    if (settings.mode === 'history') {
      const { runHistoryStep } = await import('./history.js');
      return await runHistoryStep(deps, settings, token, validate(configSource(deps)));
    }
    const { request, comment } = REQUEST_OF[MODE_OF[settings.mode]](deps, settings, token);
    const written = await core.group(`perf-gate: ${TITLE_OF[settings.mode]}`, () =>
      runMode(request, {
        dir: core.getInput(Inputs.OutputDir) || undefined,
        cwd: deps.cwd,
        label: `Input '${Inputs.OutputDir}'`,
      }),
    );
    return await publishToRunner(deps, written, {
      mode: settings.mode,
      comment: settings.comment ?? comment,
      token,
      shard: settings.shard,
    });
  } catch (error) {
    const { code, message } = failureOf(error);
    core.setFailed(message);
    return code;
  }
}

/** The mode that makes each of the action's modes' result: `run` and `measure` both measure. */
const MODE_OF: Record<Exclude<ActionMode, 'bisect' | 'history'>, Mode> = {
  run: 'measure',
  measure: 'measure',
  report: 'report',
  merge: 'merge',
};

const TITLE_OF: Record<Exclude<ActionMode, 'bisect' | 'history'>, string> = {
  run: 'run the experiment',
  measure: 'run the experiment',
  report: "read the measure job's result",
  merge: "merge the shards' results",
};

/** A mode's request from the inputs, and when it comments unless the `comment` input says. */
type RequestBuilder = (
  deps: ActionDeps,
  settings: ActionSettings,
  token: string,
) => { request: ModeRequest; comment: CommentPolicy };

const REQUEST_OF: Record<Mode, RequestBuilder> = {
  measure: (deps, settings) => {
    const { core } = deps;
    const { config, file, warnings } = validate(configSource(deps));
    if (file) core.info(`perf-gate: using ${file}`);
    for (const warning of warnings) core.warning(warning);
    const pullRequest = pullRequestOf(deps.context);
    return {
      comment: config.report.comment,
      request: {
        mode: 'measure',
        config,
        seed: settings.seed,
        // The shards of one workflow run share a seed unless one is given, so the merged
        // report names one run seed (each shard still shuffles with its own stream).
        fallbackSeed: settings.shard ? seedOfWorkflowRun(deps.env) : undefined,
        shard: settings.shard,
        reportId: reportIdInput(core),
        defaultReportId: defaultReportId(deps.context),
        baseEnv: deps.env,
        cwd: deps.cwd,
        baseSha: pullRequest?.baseSha || undefined,
        pullRequest,
        log: (message) => core.warning(message),
        onTrial: (event) => {
          if (event.phase === 'end' && event.trial) core.info(trialLine(event));
        },
        onProfile: (message) => core.info(message),
        onRound: (progress) => {
          const line = roundLine(progress);
          if (line) core.info(line);
        },
      },
    };
  },
  // The pull request is the one this job's event names, never one a shard's file claims.
  merge: (deps, _settings, token) => ({
    comment: 'always',
    request: {
      mode: 'merge',
      reportId: reportIdInput(deps.core),
      results: [deps.core.getInput(Inputs.Result) || DEFAULT_SHARDS_DIR],
      cwd: deps.cwd,
      source: {
        label: `Input '${Inputs.Result}'`,
        remedy:
          "Download the shards' artifacts there first (actions/download-artifact with `pattern:` and `merge-multiple: true`).",
      },
      pullRequest: async () => {
        if (!deps.context.payload.workflow_run) return pullRequestOf(deps.context);
        return await refusingToPost(`Input '${Inputs.Result}'`, () =>
          trustedPullRequest(deps.context, () => pullsApi(deps, token)),
        );
      },
    },
  }),
  report: (deps, _settings, token) => ({
    comment: 'always',
    request: {
      mode: 'report',
      reportId: reportIdInput(deps.core),
      result: resolve(deps.cwd, deps.core.getInput(Inputs.Result) || DEFAULT_MEASURED_RESULT),
      field: Inputs.Result,
      context: deps.context,
      pulls: () => pullsApi(deps, token),
    },
  }),
};

/** One seed per workflow run attempt, the same in every job of its matrix. */
function seedOfWorkflowRun(env: NodeJS.ProcessEnv): number | undefined {
  if (!env.GITHUB_RUN_ID) return undefined;
  const digest = createHash('sha256')
    .update(`${env.GITHUB_RUN_ID}:${env.GITHUB_RUN_ATTEMPT ?? '1'}`)
    .digest();
  return digest.readUInt32BE(0) & 0x7fffffff;
}

function reportIdInput(core: Core): string | undefined {
  const id = core.getInput(Inputs.ReportId);
  if (id && !isReportId(id))
    throw new UsageError(`Input '${Inputs.ReportId}' ${REPORT_ID_RULE}, but got '${id}'.`);
  return id || undefined;
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

/** perf-gate.yml (or the `config` input), else the experiment the simple-mode inputs describe. */
function configSource(deps: ActionDeps) {
  const { core } = deps;
  return {
    path: core.getInput(Inputs.Config),
    cwd: deps.cwd,
    label: configLabel,
    fileOverrides: (file: string) => configFileOverrides(core.getInput, file),
    fallback: (): Config => {
      const simple = configFromInputs(simpleInputs(core.getInput));
      for (const service of simple.variants.flatMap((v) => v.services)) service.cwd ??= deps.cwd;
      return simple;
    },
  };
}
