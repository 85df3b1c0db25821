/**
 * The action's `mode: bisect`: runs the bisect (src/modes/bisect.ts), copies its report to the
 * job summary, and files one issue naming the culprits. Without `issues: write` (HTTP 403)
 * the summary says what it would have filed; the step still succeeds, since the bisect did
 * its work and its report is in the summary and the output folder.
 */
import { fileIssue, issueText, type FiledIssue } from '../bisect/issue.js';
import { headline, type ReportLinks } from '../bisect/report.js';
import type { BisectResult } from '../bisect/result.js';
import { bisect } from '../modes/bisect.js';
import type { validate } from '../modes/index.js';
import { ExitCode } from '../modes/usage.js';
import type { ActionWorld } from './publish.js';
import { Inputs } from './inputs.js';

/** What the step needs of the runner (main.ts's ActionDeps has it all). */
export interface BisectDeps extends ActionWorld {
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface BisectInputs {
  /** The config as run and history read it: the file with the inputs that override it. */
  config: ReturnType<typeof validate>;
  good: string;
  bad: string;
  budgetMs: number;
  seed?: number;
  /** Empty: `.perf-gate` beside the config file. */
  outputDir?: string;
}

export async function bisectStep(
  deps: BisectDeps,
  token: string,
  inputs: BisectInputs,
): Promise<ExitCode> {
  const { core, context } = deps;
  const { config, file, warnings } = inputs.config;
  if (file) core.info(`perf-gate: using ${file}`);
  for (const warning of warnings) core.warning(warning);
  const server = deps.env.GITHUB_SERVER_URL || 'https://github.com';
  const links = {
    ...(context.repo.owner && {
      repositoryUrl: `${server}/${context.repo.owner}/${context.repo.repo}`,
    }),
    budgetLabel: `input '${Inputs.BisectBudget}'`,
  };
  const written = await core.group('perf-gate: bisect', () =>
    bisect(
      {
        mode: 'bisect',
        config,
        good: inputs.good,
        bad: inputs.bad,
        budgetMs: inputs.budgetMs,
        seed: inputs.seed,
        baseEnv: deps.env,
        cwd: deps.cwd,
        links,
        labels: {
          good: `Input '${Inputs.Good}'`,
          bad: `Input '${Inputs.Bad}'`,
          budget: `Input '${Inputs.BisectBudget}'`,
        },
        log: (line) => core.info(line),
      },
      { dir: inputs.outputDir, cwd: deps.cwd, label: "Input 'output-dir'" },
    ),
  );
  await publishBisect(deps, token, written.result, written.markdown, links);
  return ExitCode.Passed;
}

/**
 * The bisect's report in the job summary, and its issue filed (or, without `issues: write`,
 * described in the summary).
 */
export async function publishBisect(
  deps: ActionWorld,
  token: string,
  result: BisectResult,
  markdown: string,
  links: ReportLinks,
): Promise<FiledIssue | undefined> {
  const { core, context } = deps;
  let summary = markdown;
  let filed: FiledIssue | undefined;
  const text = issueText(result, links);
  if (!text) {
    // Nothing to file, but a bisect is run because something got slower: a green step with
    // no issue would say nothing where the team looks (a spread slowdown, a search the budget
    // cut short, a crossing the first step did not reproduce).
    core.warning(`perf-gate bisect: ${headline(result, 'in the job summary')} No issue was filed.`);
  }
  if (text) {
    if (!token) {
      summary += `\n> perf-gate did not file an issue: input 'token' is empty. It would have filed “${text.title}” with the report above.\n`;
    } else {
      filed = await fileIssue((await deps.githubApi(token)).issues, context.repo, text);
      if (filed.kind === 'forbidden') {
        core.warning(
          `perf-gate: could not file the bisect's issue (HTTP 403: ${filed.message}). Give the job \`permissions: issues: write\`. The report is in the job summary.`,
        );
        summary += `\n> perf-gate could not file the issue (HTTP 403: the token lacks \`issues: write\`). It would have filed:\n>\n> **${text.title}**\n>\n> with the report above as its body. Give the job \`permissions: issues: write\` to file it.\n`;
      } else {
        core.info(
          `perf-gate: ${filed.kind} issue #${filed.number}${filed.url ? ` (${filed.url})` : ''}`,
        );
      }
    }
  }
  try {
    await core.summary.addRaw(summary).write();
  } catch (error) {
    core.warning(
      `perf-gate: no job summary (${(error as Error).message}); the report is in the output folder.`,
    );
  }
  return filed;
}
