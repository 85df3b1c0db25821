/**
 * The action's publishing paths against the GitHub stand-in, through run() with its side
 * effects passed in: a 403 (fork), 5xx retries, the on-change policy, and the fork-safe
 * measure → report pair.
 */
import { getOctokit } from '@actions/github';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../src/main.js';
import type { EventContext } from '../src/github/context.js';
import type { RunResult } from '../src/report/result.js';
import { FakeCore } from './helpers/fake-core.js';
import { GitHubStandIn } from './helpers/github-stand-in.js';
import { resultFor } from './helpers/result.js';
import { seededRandom, syntheticRun } from './helpers/synthetic.js';

const pr = {
  number: 9,
  headSha: 'feedfacefeedfacefeedface',
  baseSha: 'beadbeadbeadbeadbead',
  baseRef: 'main',
};

function measuredResult(effect: number): RunResult {
  const { trials } = syntheticRun(seededRandom(11), { rounds: 10, cv: 0.02, effects: [effect] });
  const named = trials.map((t) => ({ ...t, variant: t.variant === 'base' ? 'main' : 'this PR' }));
  return resultFor(named, ['main', 'this PR'], { pullRequest: pr });
}

describe('publishing from the action (mode: report, no load needed)', () => {
  let github: GitHubStandIn;
  let dir: string;

  beforeEach(async () => {
    github = new GitHubStandIn();
    await github.start();
    dir = mkdtempSync(join(tmpdir(), 'perf-gate-action-'));
  });
  afterEach(() => github.stop());

  async function report(
    result: RunResult,
    inputs: Record<string, string> = {},
    context: Partial<EventContext> = {},
  ) {
    writeFileSync(join(dir, 'measured.json'), JSON.stringify(result));
    const core = new FakeCore({
      mode: 'report',
      result: 'measured.json',
      token: 'tok',
      'output-dir': 'out',
      ...inputs,
    });
    await run({
      core: core.asCore(),
      context: {
        eventName: 'workflow_run',
        payload: { workflow_run: { head_sha: pr.headSha } },
        repo: { owner: 'acme', repo: 'shop' },
        workflow: 'perf',
        job: 'report',
        ...context,
      },
      githubApi: (token) => getOctokit(token, { baseUrl: github.url }).rest,
      cwd: dir,
      env: {},
      retry: { attempts: 3, delayMs: 5 },
    });
    return core;
  }

  it('posts the comment and a commit status from the measure job’s JSON', async () => {
    const core = await report(measuredResult(-0.12));
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0].body).toContain(
      'Merging #9 (feedfac) into main (beadbea) will **decrease** throughput',
    );
    expect(github.statuses).toEqual([
      expect.objectContaining({ sha: pr.headSha, state: 'failure', context: 'perf-gate/perf' }),
    ]);
    expect(core.failed).toMatch(/^perf-gate: this PR: throughput decreased by/);
    expect(core.summaryText).toContain('## perf-gate report');
  });

  it('a 403 on comment: a warning with the fork-safe setup, summary written, exit decided by the gate alone', async () => {
    github.failures.list.push(403);
    const passing = await report(measuredResult(0));
    expect(passing.warnings.join('\n')).toMatch(
      /could not comment on pull request #9 \(HTTP 403\).*mode: measure.*mode: report/,
    );
    expect(passing.summaryText).toContain('## perf-gate report');
    expect(passing.outputs.passed).toBe('true');
    expect(passing.failed).toBeUndefined();

    github.failures.list.push(403);
    const failing = await report(measuredResult(-0.12));
    expect(failing.warnings.join('\n')).toMatch(/HTTP 403/);
    expect(failing.failed).toMatch(/throughput decreased/);
  });

  it('a 5xx is retried, then reported as a warning, never a crash', async () => {
    github.failures.create.push(502);
    const retried = await report(measuredResult(0));
    expect(github.comments).toHaveLength(1);
    expect(retried.warnings).toEqual([]);

    github.comments.length = 0;
    github.failures.list.push(500, 500, 500);
    const gaveUp = await report(measuredResult(0));
    expect(gaveUp.warnings.join('\n')).toMatch(/could not comment on pull request #9 \(HTTP 500\)/);
    expect(gaveUp.failed).toBeUndefined();
    expect(github.comments).toHaveLength(0);
  });

  it('comment: on-change posts nothing when nothing changed', async () => {
    await report(measuredResult(0), { comment: 'on-change' });
    expect(github.comments).toHaveLength(0);
    await report(measuredResult(-0.12), { comment: 'on-change' });
    expect(github.comments).toHaveLength(1);
  });

  it('refuses a result for another commit than the workflow_run’s', async () => {
    const core = await report(
      measuredResult(0),
      {},
      { payload: { workflow_run: { head_sha: 'other' } } },
    );
    expect(core.failed).toMatch(
      /result is for commit feedface.*but this workflow_run is for other; refusing to post it/,
    );
    expect(github.comments).toHaveLength(0);
  });

  /** run() with inputs that fail before any GitHub call. */
  async function runOffline(inputs: Record<string, string>) {
    const core = new FakeCore(inputs);
    const context = {
      eventName: 'push',
      payload: {},
      repo: { owner: 'a', repo: 'b' },
      workflow: 'w',
      job: 'j',
    };
    const githubApi = () => {
      throw new Error('no GitHub call was expected');
    };
    const code = await run({ core: core.asCore(), context, githubApi, cwd: dir, env: {} });
    return Object.assign(core, { code });
  }

  it('names the input when the result file is missing or is not a perf-gate result', async () => {
    const core = await runOffline({ mode: 'report', result: 'nope.json', 'output-dir': 'out' });
    expect(core.failed).toMatch(
      /^Input 'result': could not read the measure job's result at .*nope\.json/,
    );
    const wrong = await report({ hello: 'world' } as unknown as RunResult);
    expect(wrong.failed).toMatch(/is not a perf-gate result/);
  });

  it('beside a config file, a simple-mode input is refused naming the key to set instead', async () => {
    writeFileSync(join(dir, 'perf-gate.yml'), 'rounds: 3\n');
    const core = await runOffline({ connections: '20', warmup: '2s' });
    expect(core.failed).toContain(
      "input 'connections': is a simple-mode input, which does nothing beside a config file",
    );
    expect(core.failed).toContain('Set `load.warmup` in the file instead');
  });

  it('beside a config file, rounds replaces the file’s rounds and is checked like it', async () => {
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      `services: [{ name: app, command: node app.mjs }]
load: { url: "http://127.0.0.1:{port}/" }
rounds: 5
baseline: { name: a }
variants: [{ name: b }]
`,
    );
    // One round cannot be compared: the override reached the file's validation.
    const core = await runOffline({ rounds: '1' });
    expect(core.failed).toMatch(/perf-gate\.yml has a problem:.*\n\s+rounds: /s);
  });

  it('rejects an unknown mode naming the input and the choices', async () => {
    const core = await runOffline({ mode: 'publish' });
    expect(core.failed).toBe(
      "Input 'mode' must be one of 'run', 'measure', 'report', 'merge', but got 'publish'.",
    );
    expect(core.code).toBe(2);
  });

  it('checks the seed input before anything runs: a usage error, exit 2', async () => {
    const core = await runOffline({
      seed: 'abc',
      command: 'node x.js',
      url: 'http://127.0.0.1:1/',
    });
    expect(core.failed).toBe("Input 'seed' must be a whole number ≥ 0 (e.g. 42), got 'abc'.");
    expect(core.code).toBe(2);
    expect((await runOffline({ seed: '-1' })).code).toBe(2);
  });

  it('an output folder that cannot be made, or a folder as the config: exit 2, one line', async () => {
    writeFileSync(join(dir, 'file'), 'not a folder');
    const output = await runOffline({ 'output-dir': 'file/out' });
    expect(output.code).toBe(2);
    expect(output.failed).toMatch(
      /^Input 'output-dir': cannot create the output folder file\/out \(/,
    );
    expect(output.failed).not.toContain('\n');
    const config = await runOffline({ config: '.' });
    expect(config.code).toBe(2);
    expect(config.failed).toMatch(/^input 'config': could not read .*: EISDIR/);
    expect(config.failed).not.toContain('\n');
  });
});
