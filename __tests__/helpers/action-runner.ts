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

/**
 * The runner's variables for a job on pull request #7 (head 1111111, base 2222222 on main),
 * with the event file written into `dir` and the API at `apiUrl`.
 */
export function pullRequestJobEnv(dir: string, apiUrl: string): Record<string, string> {
  const event = join(dir, 'event.json');
  writeFileSync(
    event,
    JSON.stringify({
      pull_request: {
        number: 7,
        head: { sha: '1111111aaaaaaa' },
        base: { sha: '2222222bbbbbbb', ref: 'main' },
      },
    }),
  );
  return {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_WORKFLOW: 'perf',
    GITHUB_JOB: 'gate',
    GITHUB_API_URL: apiUrl,
    GITHUB_WORKSPACE: dir,
  };
}
