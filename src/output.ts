/** Writing the report and the JSON result to files: done before anything can fail the step. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderMarkdown } from './report/markdown.js';
import type { RunResult } from './report/result.js';
import { maskSecrets } from './target/secrets.js';

export interface OutputPaths {
  dir: string;
  logDir: string;
  markdown: string;
  json: string;
}

export function prepareOutputDir(dir: string, cwd: string): OutputPaths {
  const full = resolve(cwd, dir);
  const logDir = join(full, 'logs');
  mkdirSync(logDir, { recursive: true });
  return { dir: full, logDir, markdown: join(full, 'report.md'), json: join(full, 'report.json') };
}

export function writeResult(
  result: RunResult,
  paths: Pick<OutputPaths, 'markdown' | 'json'>,
): string {
  // Service output quoted in errors is masked already; this catches anything else.
  const markdown = maskSecrets(renderMarkdown(result));
  writeFileSync(paths.markdown, markdown);
  writeFileSync(paths.json, maskSecrets(`${JSON.stringify(result, null, 2)}\n`));
  return markdown;
}
