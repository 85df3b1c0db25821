/** The output folder, and writing the report and the JSON result into it. */
import { mkdirSync, readdirSync, rmSync, writeFileSync, type Dirent } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Shard } from '../experiment/shard.js';
import { renderMarkdown } from '../report/markdown/index.js';
import type { RunResult } from '../report/result.js';
import { maskedCopy } from '../target/secrets.js';
import { shardResultName } from './shard-files.js';
import { firstLine, UsageError } from './usage.js';

export interface OutputPaths {
  dir: string;
  logDir: string;
  markdown: string;
  json: string;
}

/**
 * The output folder, made now so that an unwritable path fails before any load runs; its
 * logs/ only for a mode that measures (a merge or a report job runs nothing to log).
 */
export function prepareOutput(
  dir: string,
  cwd: string,
  label: string,
  { logs = true } = {},
): OutputPaths {
  const full = resolve(cwd, dir);
  const logDir = join(full, 'logs');
  try {
    mkdirSync(logs ? logDir : full, { recursive: true });
  } catch (error) {
    throw new UsageError(
      `${label}: cannot create the output folder ${dir} (${firstLine(error)}). Choose a folder perf-gate can write to.`,
    );
  }
  return { dir: full, logDir, markdown: join(full, 'report.md'), json: join(full, 'report.json') };
}

/**
 * A shard writes its report, its JSON and its logs under its own names, so that shards run
 * into one folder (from a terminal, `.perf-gate/` by default) never overwrite each other.
 */
export function shardPaths(paths: OutputPaths, shard: Shard | undefined): OutputPaths {
  if (!shard) return paths;
  const json = shardResultName(shard);
  // logs/shard-I-of-N beside report-shard-I-of-N.json.
  const logDir = join(paths.logDir, json.replace(/^report-|\.json$/g, ''));
  mkdirSync(logDir, { recursive: true });
  return {
    ...paths,
    logDir,
    markdown: join(paths.dir, json.replace(/\.json$/, '.md')),
    json: join(paths.dir, json),
  };
}

/**
 * What an earlier run left in the output folder that this one writes anew, removed before
 * it measures: its report files (a run that fails before it writes must not leave them to be
 * uploaded or merged as its own; a report or merge job, which measures nothing, reads the
 * very report.json it writes, so only a measuring run does this), its services' logs (a log
 * is appended to, so it would start with the last run's lines), and its profiles when this
 * run profiles (named by variant, they would pile up). Only files perf-gate names so: a
 * user's own files in a folder given as --output-dir stay.
 */
export function clearEarlierRun(
  paths: Pick<OutputPaths, 'logDir' | 'json' | 'markdown'>,
  profilesDir: string | undefined,
): void {
  for (const file of [paths.json, paths.markdown]) rmSync(file, { force: true });
  removeFilesNamed(paths.logDir, PERF_GATE_LOG);
  if (profilesDir) removeFilesNamed(profilesDir, PERF_GATE_PROFILE);
}

/** A log perf-gate writes: a trial's (`003-main.api.log`), a shared, profiling or build one. */
const PERF_GATE_LOG = /^(\d{3}-.+|shared\..+|profile-.+|build-\d+)\.log$/;
/** A profiling artifact: a raw profile, a flame graph, the table of every row. */
const PERF_GATE_PROFILE = /^(profile-.+|.+\.diff\.svg|where-the-time-went\.json)$/;

function removeFilesNamed(dir: string, pattern: RegExp): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // not made yet: nothing of an earlier run
  }
  for (const entry of entries)
    if (entry.isFile() && pattern.test(entry.name)) rmSync(join(dir, entry.name), { force: true });
}

/** The result as JSON: report.json and the CLI's `--json` copy, of a result `writeResult` masked. */
export function resultJson(result: RunResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}

/**
 * Writes report.md and report.json; returns the result every other output is made from (the
 * comment, the job summary, the outputs, the terminal) with its secrets masked, and its
 * markdown. Masked before rendering: a secret is found as the app printed it, not after
 * markdown escaping or JSON quoting changed its characters.
 */
export function writeResult(
  result: RunResult,
  paths: Pick<OutputPaths, 'markdown' | 'json'>,
): { result: RunResult; markdown: string } {
  const masked = maskedCopy(result);
  // The JSON first: it holds every trial, and a report that fails to render must not lose it.
  writeFileSync(paths.json, resultJson(masked));
  const markdown = renderMarkdown(masked);
  writeFileSync(paths.markdown, markdown);
  return { result: masked, markdown };
}
