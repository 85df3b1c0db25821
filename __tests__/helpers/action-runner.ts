/** Runs the bundled action (dist/index.js) as the runner does: inputs and files through env. */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const bundledAction = resolve('dist/index.js');

export function runAction(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bundledAction], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** The outputs a step wrote to GITHUB_OUTPUT. */
export function outputsOf(file: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm))
    outputs[match[1]] = match[3];
  return outputs;
}

/** One step: a fresh job summary and output file, read back after the action ran. */
export async function runStep(dir: string, name: string, env: Record<string, string>) {
  const summary = join(dir, `summary-${name}.md`);
  const output = join(dir, `output-${name}.txt`);
  writeFileSync(summary, '');
  writeFileSync(output, '');
  const result = await runAction({ ...env, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output });
  return { ...result, summary: readFileSync(summary, 'utf8'), outputs: outputsOf(output) };
}
