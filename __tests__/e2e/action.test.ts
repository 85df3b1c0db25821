/**
 * The bundled action, run as the runner runs it: inputs as INPUT_* variables (simple mode,
 * then a config file), a pull_request event file, GITHUB_STEP_SUMMARY and GITHUB_OUTPUT, the
 * API stand-in at GITHUB_API_URL, and the test app (fixtures/apps/app.mjs) as the service
 * under test.
 */
import { spawnSync } from 'node:child_process';
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  existsSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitHubStandIn } from '../helpers/github-stand-in.js';
import { freePort, isAlive, readPids } from '../helpers/processes.js';
import { bundledAction, pullRequestJobEnv, runStep } from '../helpers/action-runner.js';

const app = resolve('__tests__/fixtures/apps/app.mjs');

describe('dist/index.js as the runner runs it', () => {
  const github = new GitHubStandIn();
  let dir: string;
  let env: Record<string, string>;
  let fileEnv: Record<string, string>;

  beforeAll(async () => {
    await github.start();
    dir = mkdtempSync(join(tmpdir(), 'perf-gate-e2e-'));
    const port = await freePort();
    const command = `echo $$ >> ${join(dir, 'pids')} && exec node ${app}`;
    const jobEnv = {
      ...pullRequestJobEnv(dir, github.url),
      'INPUT_OUTPUT-DIR': join(dir, 'out'),
      INPUT_TOKEN: 'ghs_secret_token_value',
    };
    env = {
      ...jobEnv,
      INPUT_COMMAND: command,
      INPUT_URL: `http://127.0.0.1:${port}/`,
      INPUT_READY: `http://127.0.0.1:${port}/health`,
      INPUT_CONNECTIONS: '2',
      INPUT_DURATION: '1s',
      INPUT_WARMUP: '200ms',
      INPUT_ROUNDS: '3',
      'INPUT_BASELINE-ENV': `PORT=${port}\nDELAY_MS=0`,
      // 200 ms before every answer: at 2 connections at most 10 req/s, many times below the
      // baseline even on a machine so busy that the baseline manages under 100 req/s — an
      // effect no noise can hide in 3 rounds. (CPU work would not do: a busy machine slows
      // the baseline by more than a few ms of spinning adds.)
      'INPUT_VARIANT-ENV': `PORT=${port}\nDELAY_MS=200`,
      'INPUT_FAIL-ON': '5%',
    };
    // The same experiment as a config file, without the profiling rounds that simple mode
    // runs after a regression (up to ten rounds of two starts each, most of this file's
    // time): the step that updates the comment, the action's config-file mode.
    const config = join(dir, 'perf-gate.yml');
    writeFileSync(
      config,
      `services: [ { name: app, command: "${command}", ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: 2, duration: 1s, warmup: 200ms }
rounds: 3
profile: off
baseline: { name: baseline, env: { DELAY_MS: "0" } }
variants: [ { name: variant, env: { DELAY_MS: "200" } } ]
gate: { throughput: 5% }
`,
    );
    fileEnv = { ...jobEnv, INPUT_CONFIG: config };
  });
  afterAll(() => github.stop());

  it('reports the regression, comments once, updates the same comment, and leaves nothing running', async () => {
    const first = await runStep(dir, '1', env);
    expect(first.stdout).toContain('::error::perf-gate: variant: throughput decreased by');
    expect(first.code).toBe(1);
    expect(first.summary).toMatch(/^<!-- perf-gate:report id="perf-gate" -->/);
    // An env switch on the pull request's commit: compared in the pull request, not "merging".
    expect(first.summary).toContain(
      '“variant” compared with “baseline” in #7 (1111111) **decreases** throughput',
    );
    expect(first.outputs.passed).toBe('false');
    expect(Number(first.outputs['throughput-delta'])).toBeLessThan(-5);
    expect(existsSync(first.outputs['report-path'])).toBe(true);
    expect(JSON.parse(readFileSync(first.outputs['json-path'], 'utf8')).verdict.passed).toBe(false);
    expect(github.comments).toHaveLength(1);
    // The token is registered as a secret (the runner masks it) and printed nowhere else.
    const tokenLines = first.stdout.split('\n').filter((l) => l.includes('ghs_secret_token_value'));
    expect(tokenLines).toEqual(['::add-mask::ghs_secret_token_value']);
    // Simple mode's default `profile: auto`: the regression is profiled after the gate.
    expect(first.summary).toContain('Where the time went');
    const firstPids = readPids(join(dir, 'pids')).length;
    // 3 rounds × 2 variants, each started fresh, and the profiling rounds (5 × 2 at least).
    expect(firstPids).toBeGreaterThanOrEqual(16);

    const second = await runStep(dir, '2', fileEnv);
    expect(second.stdout).toContain('::error::perf-gate: variant: throughput decreased by');
    expect(second.code).toBe(1);
    expect(second.summary).not.toContain('Where the time went');
    expect(github.comments).toHaveLength(1);
    expect(github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(github.comments[0].body).toBe(readFileSync(second.outputs['report-path'], 'utf8'));

    const pids = readPids(join(dir, 'pids'));
    expect(pids.length).toBe(firstPids + 6); // its 3 rounds × 2 variants, nothing profiled
    expect(pids.filter(isAlive)).toEqual([]);
  }, 300_000);

  it('without inputs, fails with a message naming the missing input, not a stack trace', () => {
    const empty = mkdtempSync(join(tmpdir(), 'perf-gate-empty-'));
    const result = spawnSync(process.execPath, [bundledAction], {
      cwd: empty,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2); // a usage or config error
    expect(result.stdout).toContain(
      "::error::action inputs has a problem:%0A  input 'command': is required when no config file is used",
    );
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
  });

  it('the entry holds only the input checks; the action is in chunks it imports after them', () => {
    // What makes the first error fast (npm run bench:cold): node parses a small file, not
    // the whole action. A static import of the engine from the entry would undo it.
    const size = (file: string) => statSync(join(dirname(bundledAction), file)).size;
    const chunks = readdirSync(dirname(bundledAction)).filter((f) => /^\d+\.index\.js$/.test(f));
    const total = chunks.reduce((sum, chunk) => sum + size(chunk), 0);
    expect(size('index.js')).toBeLessThan(100_000);
    expect(total).toBeGreaterThan(10 * size('index.js'));
  });
});
