/**
 * The bisect mode (`perf-gate bisect`, the action's `mode: bisect`): names the commits between
 * a good and a bad ref that made the service slower (see src/bisect/). Like measure, every
 * process it started is stopped before it returns or throws; it writes bisect.md and
 * bisect.json into the output folder before anything can fail the step.
 */
import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/types.js';
import { parseDuration } from '../config/units.js';
import { counted } from '../model/format.js';
import { partialBisect, runBisect, type BisectProgress } from '../bisect/run.js';
import { CLI_BISECT_LABELS, type BisectLabels, type BisectResult } from '../bisect/result.js';
import { renderBisectMarkdown, type ReportLinks } from '../bisect/report.js';
import { addSecrets, maskedCopy, secretsIn, secretsOfConfig } from '../target/secrets.js';
import { stopAllGroups, stopGroupsOnExit, writeBeforeSignalExit } from '../target/index.js';
import { defaultOutputDir } from './config-path.js';
import { prepareOutput } from './output.js';
import { firstLine, UsageError } from './usage.js';

/** The whole bisect's wall time when the caller names none. */
export const DEFAULT_BISECT_BUDGET_MS = 30 * 60_000;

export interface BisectRequest {
  mode: 'bisect';
  config: Config;
  good: string;
  bad: string;
  budgetMs: number;
  seed?: number;
  baseEnv: NodeJS.ProcessEnv;
  cwd: string;
  links?: ReportLinks;
  /** How the caller names good, bad and the budget: the CLI's options unless given. */
  labels?: BisectLabels;
  log: (message: string) => void;
}

export interface WrittenBisect {
  result: BisectResult;
  markdown: string;
  paths: { dir: string; markdown: string; json: string };
}

/** `--budget 20m` / the `budget` input: a duration > 0, or the default. */
export function parseBisectBudget(text: string | undefined, label: string): number {
  if (text === undefined || text.trim() === '') return DEFAULT_BISECT_BUDGET_MS;
  const ms = parseDuration(text.trim());
  if (ms === undefined || ms <= 0) {
    throw new UsageError(
      `${label} must be a duration such as 20m or 1h (the wall time of the whole bisect), got '${text}'.`,
    );
  }
  return ms;
}

export async function bisect(
  request: BisectRequest,
  output: { dir?: string; cwd: string; label: string },
): Promise<WrittenBisect> {
  const dir = output.dir ?? defaultOutputDir(request.config.folder, output.cwd);
  const paths = prepareOutput(dir, output.cwd, output.label);
  stopGroupsOnExit(request.log);
  addSecrets([...secretsIn(request.baseEnv), ...secretsOfConfig(request.config)]);
  const progress: BisectProgress = { steps: [] };
  const options = {
    good: request.good,
    bad: request.bad,
    budgetMs: request.budgetMs,
    cwd: request.cwd,
    outputDir: paths.dir,
    baseEnv: request.baseEnv,
    seed: request.seed ?? request.config.seed ?? randomInt(0, 2 ** 31),
    labels: request.labels ?? CLI_BISECT_LABELS,
    log: request.log,
    progress,
  };
  // The steps that finished cost minutes each: they are written before an error fails the
  // step, and before perf-gate exits on a signal (which does not wait for the search to
  // unwind), whichever comes first.
  let partialWritten = false;
  const writePartial = (error: unknown) => {
    if (partialWritten) return;
    partialWritten = true;
    try {
      const partial = partialBisect(request.config, options, progress, error);
      if (!partial) return;
      const written = writeBisect(partial, paths.dir, request.links);
      const steps = partial.steps.length;
      request.log(
        `perf-gate bisect: the ${counted(steps, 'step')} that finished ${steps === 1 ? 'is' : 'are'} in ${written.paths.markdown} and bisect.json.`,
      );
    } catch (writing) {
      request.log(`perf-gate bisect: could not write the partial result (${firstLine(writing)}).`);
    }
  };
  const onSignal = writeBeforeSignalExit((signal) =>
    writePartial(new Error(`perf-gate received ${signal}; the bisect stopped`)),
  );
  let result: BisectResult;
  try {
    result = await runBisect(request.config, options);
  } catch (error) {
    writePartial(error);
    throw error;
  } finally {
    onSignal();
    await stopAllGroups();
  }
  return writeBisect(result, paths.dir, request.links);
}

/**
 * Writes bisect.md and bisect.json; returns the result every other output is made from (the
 * terminal, the job summary, the issue) with its secrets masked, and its markdown. Masked
 * once, before rendering: a secret is found as the app printed it, not after markdown
 * escaping or JSON quoting changed its characters (as modes/output.ts's `writeResult`).
 */
export function writeBisect(
  result: BisectResult,
  dir: string,
  links: ReportLinks | undefined,
): WrittenBisect {
  const masked = maskedCopy(result);
  const paths = { dir, markdown: join(dir, 'bisect.md'), json: join(dir, 'bisect.json') };
  // The JSON first: a report that fails to render must not lose the steps.
  writeFileSync(paths.json, `${JSON.stringify(masked, null, 2)}\n`);
  const markdown = renderBisectMarkdown(masked, links);
  writeFileSync(paths.markdown, markdown);
  return { result: masked, markdown, paths };
}
