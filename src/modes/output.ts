/** The output folder, and writing the report and the JSON result into it. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Shard } from '../experiment/shard.js';
import { renderMarkdown } from '../report/markdown.js';
import type { RunResult } from '../report/result.js';
import { maskSecrets } from '../target/secrets.js';
import { shardResultName } from './shard-files.js';
import { firstLine, UsageError } from './usage.js';

export interface OutputPaths {
  dir: string;
  logDir: string;
  markdown: string;
  json: string;
}

/** The output folder, made now so that an unwritable path fails before any load runs. */
export function prepareOutput(dir: string, cwd: string, label: string): OutputPaths {
  const full = resolve(cwd, dir);
  const logDir = join(full, 'logs');
  try {
    mkdirSync(logDir, { recursive: true });
  } catch (error) {
    throw new UsageError(
      `${label}: cannot create the output folder ${dir} (${firstLine(error)}). Choose a folder perf-gate can write to.`,
    );
  }
  return { dir: full, logDir, markdown: join(full, 'report.md'), json: join(full, 'report.json') };
}

/** A shard writes its JSON under its own name, so the shards of a matrix never collide. */
export function shardPaths(paths: OutputPaths, shard: Shard | undefined): OutputPaths {
  return shard ? { ...paths, json: join(paths.dir, shardResultName(shard)) } : paths;
}

/** The result as JSON, with anything secret masked: report.json and the CLI's `--json` copy. */
export function resultJson(result: RunResult): string {
  return maskSecrets(`${JSON.stringify(result, null, 2)}\n`);
}

/** Writes report.md and report.json; returns the markdown. */
export function writeResult(
  result: RunResult,
  paths: Pick<OutputPaths, 'markdown' | 'json'>,
): string {
  // Service output quoted in errors is masked already; this catches anything else.
  const markdown = maskSecrets(renderMarkdown(result));
  writeFileSync(paths.markdown, markdown);
  writeFileSync(paths.json, resultJson(result));
  return markdown;
}
