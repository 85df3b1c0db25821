/**
 * The action's `mode: history`: the request of the history mode (src/modes/history.ts) from
 * the inputs and the run's context — the branch on GitHub behind the job's token, the run's
 * URL, the pull request each commit came from — published like `run` is, without a comment.
 */
import { gitHubHistoryBranch, pullRequestOfCommit } from '../github/history-branch.js';
import { DEFAULT_HISTORY_BRANCH } from '../history/types.js';
import { runHistory } from '../modes/history.js';
import { validate } from '../modes/index.js';
import { roundLine, trialLine } from '../modes/progress.js';
import { ExitCode, UsageError } from '../modes/usage.js';
import { Inputs, Outputs, type ActionSettings } from './inputs.js';
import { publishToRunner, type ActionWorld } from './publish.js';

/** Between attempts after another run wrote first: 1–2 s, then longer, never in step. */
const pauseAfterConflict = (attempt: number) =>
  new Promise<void>((resolve) =>
    setTimeout(resolve, (500 + Math.random() * 1_000) * Math.min(attempt, 5)),
  );

export async function runHistoryStep(
  deps: ActionWorld & { cwd: string; env: NodeJS.ProcessEnv },
  settings: ActionSettings,
  token: string,
  config: ReturnType<typeof validate>,
): Promise<ExitCode> {
  const { core, context, env } = deps;
  if (context.eventName.startsWith('pull_request')) {
    throw new UsageError(
      `Input '${Inputs.Mode}' is 'history', which records main (push, schedule, workflow_dispatch), but this job runs on ${context.eventName}. Use mode 'run' on pull requests, and a workflow on main for the history (see docs/history.md).`,
    );
  }
  if (!token) {
    throw new UsageError(
      `Input '${Inputs.Token}' is empty: mode 'history' writes the history branch with it. Leave the default (\${{ github.token }}) and give the job \`permissions: contents: write\`.`,
    );
  }
  const api = await deps.githubApi(token);
  const repository = context.repo;
  const branch = core.getInput(Inputs.HistoryBranch) || DEFAULT_HISTORY_BRANCH;
  const server = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const runUrl =
    env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY
      ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  for (const warning of config.warnings) core.warning(warning);
  if (config.file) core.info(`perf-gate: using ${config.file}`);
  const written = await core.group('perf-gate: measure main against its release', () =>
    runHistory(
      {
        mode: 'history',
        config: config.config,
        seed: settings.seed,
        defaultReportId: 'history',
        baseEnv: env,
        cwd: deps.cwd,
        anchor: core.getInput(Inputs.Anchor) || undefined,
        anchorLabel: `Input '${Inputs.Anchor}'`,
        releaseTags: 'v*',
        store: gitHubHistoryBranch(api.git, repository, branch),
        repository: `${repository.owner}/${repository.repo}`,
        serverUrl: server,
        runUrl,
        pullRequestOf: (sha) => pullRequestOfCommit(api.repos, repository, sha),
        now: () => new Date(),
        pause: pauseAfterConflict,
        onHistory: (message) => core.info(message),
        log: (message) => core.warning(message),
        onTrial: (event) => {
          if (event.phase === 'end' && event.trial) core.info(trialLine(event));
        },
        onRound: (progress) => {
          const line = roundLine(progress);
          if (line) core.info(line);
        },
        onProfile: (message) => core.info(message),
      },
      {
        dir: core.getInput(Inputs.OutputDir) || undefined,
        cwd: deps.cwd,
        label: `Input '${Inputs.OutputDir}'`,
      },
    ),
  );
  // Before the step can fail: a bisect job runs on them when the history crossed the tolerance.
  core.setOutput(Outputs.Regressed, String(written.regressed));
  core.setOutput(Outputs.Good, written.range.good);
  core.setOutput(Outputs.Bad, written.range.bad);
  if (written.regressed) {
    core.info(
      `perf-gate history: HEAD ${written.range.bad.slice(0, 7)} is shown worse than its release ${written.range.good.slice(0, 7)} beyond the tolerance; bisect between them (outputs '${Outputs.Good}' and '${Outputs.Bad}', docs/history.md).`,
    );
  }
  const code = await publishToRunner(deps, written, { mode: 'history', comment: 'never', token });
  if (written.historyError) {
    const permission = /contents: write/.test(written.historyError)
      ? ''
      : " If the job's token was refused, give the job `permissions: contents: write`.";
    throw new Error(
      `${written.historyError}${permission} The measurement is in the job summary and the output folder; branch '${branch}' was not written.`,
    );
  }
  return code;
}
