/**
 * The action's publishing paths against the GitHub stand-in, through run() with its side
 * effects passed in: a 403 (fork), 5xx retries, the on-change policy, and the fork-safe
 * measure → report pair.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main.js';
import { connectGitHub } from '../../src/github/client.js';
import type { EventContext } from '../../src/github/context.js';
import type { Trial } from '../../src/model/trial.js';
import type { RunResult } from '../../src/report/result.js';
import { testApp } from '../helpers/app.js';
import { FakeCore } from '../helpers/fake-core.js';
import { A_USER, GitHubStandIn } from '../helpers/github-stand-in.js';
import { resultFor } from '../helpers/result.js';
import { ACTIVE_ELEMENTS, liveMentions, rendered } from '../helpers/rendered.js';
import { seededRandom, syntheticRun } from '../helpers/synthetic.js';

const pr = {
  number: 9,
  headSha: 'feedfacefeedfacefeedface',
  baseSha: 'beadbeadbeadbeadbead',
  baseRef: 'main',
};

/** The workflow_run event of a pull request from a branch of this repository. */
const workflowRun = {
  head_sha: pr.headSha,
  head_branch: 'feature',
  head_repository: { owner: { login: 'acme' } },
  pull_requests: [
    {
      number: pr.number,
      head: { sha: pr.headSha },
      base: { sha: pr.baseSha, ref: pr.baseRef },
    },
  ],
};

function measuredResult(effect: number): RunResult {
  const { trials } = syntheticRun(seededRandom(11), { rounds: 10, cv: 0.02, effects: [effect] });
  const named = trials.map((t) => ({ ...t, variant: t.variant === 'base' ? 'main' : 'this PR' }));
  // Measured as `baseline: { ref: base }` against the pull request's checkout.
  return resultFor(named, ['main', 'this PR'], {
    pullRequest: pr,
    refs: { main: { ref: 'base', sha: pr.baseSha }, 'this PR': { ref: 'HEAD', sha: pr.headSha } },
  });
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
    writeFileSync(join(dir, 'measured.json'), JSON.stringify(result, null, 1));
    return runJob(
      { mode: 'report', result: 'measured.json', token: 'tok', 'output-dir': 'out', ...inputs },
      context,
    );
  }

  /** One step of the action in a workflow_run job, against the stand-in. */
  async function runJob(inputs: Record<string, string>, context: Partial<EventContext> = {}) {
    const core = new FakeCore(inputs);
    await run({
      core: core.asCore(),
      context: {
        eventName: 'workflow_run',
        payload: { workflow_run: workflowRun },
        repo: { owner: 'acme', repo: 'shop' },
        workflow: 'perf',
        job: 'report',
        ...context,
      },
      githubApi: (token) =>
        connectGitHub(token, { baseUrl: github.url, backoffUnitMs: 5, pace: false }),
      cwd: dir,
      env: {},
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

  it("a report-id given to the report job names the comment and status, not the file's", async () => {
    const core = await report(measuredResult(0), { 'report-id': 'api' });
    expect(core.failed).toBeUndefined();
    expect(github.statuses).toEqual([expect.objectContaining({ context: 'perf-gate/api' })]);
    expect(github.comments[0].body).toContain('<!-- perf-gate:report id="api" -->');
  });

  it('with the defaults, reads .perf-gate/report.json and writes its report beside it, over it', async () => {
    // The docs' report workflow downloads the artifact into .perf-gate: the input is the file
    // the report job writes. It is read before anything replaces it.
    mkdirSync(join(dir, '.perf-gate'));
    writeFileSync(join(dir, '.perf-gate', 'report.json'), JSON.stringify(measuredResult(-0.12)));
    const core = await runJob({ mode: 'report', token: 'tok' });
    expect(core.failed).toMatch(/^perf-gate: this PR: throughput decreased by/);
    expect(github.comments).toHaveLength(1);
    expect(core.outputs['log-dir']).toBe('');
  });

  it('a 403 on comment: a warning naming the permission, summary written, exit decided by the gate alone', async () => {
    github.failures.list.push(403);
    const passing = await report(measuredResult(0));
    expect(passing.warnings.join('\n')).toMatch(
      /could not comment on pull request #9 \(HTTP 403\).*Give the report job `permissions: pull-requests: write`/,
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
    github.failures.list.push(500, 500, 500, 500); // the first try and three retries
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
    const other = 'abcdef0123456789abcdef0123456789abcdef01';
    const core = await report(
      measuredResult(0),
      {},
      {
        payload: {
          workflow_run: {
            ...workflowRun,
            head_sha: other,
            pull_requests: [{ ...workflowRun.pull_requests[0], head: { sha: other } }],
          },
        },
      },
    );
    expect(core.failed).toMatch(
      /result is for commit feedface.*but this job's event is for abcdef0.*; refusing to post it/,
    );
    expect(github.comments).toHaveLength(0);
    expect(github.statuses).toHaveLength(0);
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
      /^Input 'result': .*nope\.json cannot be read \(ENOENT\)\. Download the artifact that the measure job uploaded before this step\. Nothing was posted\./,
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

  it('mode bisect checks the config as run does: simple-mode inputs refused, rounds applied', async () => {
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      `services: [{ name: app, command: node app.mjs }]
load: { url: "http://127.0.0.1:{port}/" }
rounds: 5
baseline: { name: a }
variants: [{ name: b }]
`,
    );
    const bisecting = { mode: 'bisect', good: 'v1.0.0', bad: 'HEAD' };
    const simple = await runOffline({ ...bisecting, connections: '20' });
    expect(simple.failed).toContain(
      "input 'connections': is a simple-mode input, which does nothing beside a config file",
    );
    const rounds = await runOffline({ ...bisecting, rounds: '1' });
    expect(rounds.failed).toMatch(/perf-gate\.yml has a problem:.*\n\s+rounds: /s);
  });

  it('mode bisect names its inputs in its errors, not the CLI options', async () => {
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      `services: [{ name: app, command: node app.mjs }]
load: { url: "http://127.0.0.1:{port}/" }
baseline: { name: a }
variants: [{ name: b }]
`,
    );
    // An unknown ref, under the input's name.
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
    git('init', '-q');
    git(
      '-c',
      'user.email=t@example.com',
      '-c',
      'user.name=t',
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      'a',
    );
    const core = await runOffline({ mode: 'bisect', good: 'v9.9.9', bad: 'HEAD' });
    expect(core.failed).toContain(`Input 'good': "v9.9.9" is not a commit of this repository`);
  });

  it('the seed input replaces the config file’s seed, as documented', async () => {
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      `services: [{ name: app, command: ${process.execPath} ${testApp}, ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 200ms, warmup: 50ms }
rounds: 2
seed: 7
profile: off # two rounds stay undecided; the rounds that would profile that are not this test's
baseline: { name: a }
variants: [{ name: b }]
gate: { throughput: 90% }
`,
    );
    const core = await runOffline({ seed: '11', 'output-dir': 'out' });
    expect(core.failed).toBeUndefined();
    const result = JSON.parse(readFileSync(join(dir, 'out', 'report.json'), 'utf8')) as RunResult;
    expect(result.seed).toBe(11);
    expect(core.summaryText).toContain('- **Seed**: `11`');
    // Without the input, the file's seed holds.
    const fileSeed = await runOffline({ 'output-dir': 'out2' });
    expect(fileSeed.failed).toBeUndefined();
    expect(JSON.parse(readFileSync(join(dir, 'out2', 'report.json'), 'utf8')).seed).toBe(7);
  }, 60_000);

  it('rejects an unknown mode naming the input and the choices', async () => {
    const core = await runOffline({ mode: 'publish' });
    expect(core.failed).toBe(
      "Input 'mode' must be one of 'run', 'measure', 'report', 'merge', 'bisect', 'history', but got 'publish'.",
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
    // With an experiment to run: the inputs are checked before the output folder is made.
    const output = await runOffline({
      'output-dir': 'file/out',
      command: 'node x.js',
      url: 'http://127.0.0.1:1/',
    });
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

  describe('report mode trusts only the event and the API', () => {
    const forPr = (number: number) => ({
      ...measuredResult(-0.12),
      pullRequest: { ...pr, number },
    });
    const event42 = {
      payload: {
        workflow_run: {
          ...workflowRun,
          pull_requests: [{ ...workflowRun.pull_requests[0], number: 42 }],
        },
      },
    };

    it('a result naming PR #7 while the event lists #42 is refused, and nothing is posted', async () => {
      const core = await report(forPr(7), {}, event42);
      expect(core.failed).toMatch(
        /^Input 'result': the result names pull request #7, but this job's event is for #42; refusing to post it\.$/,
      );
      expect(github.comments).toHaveLength(0);
      expect(github.statuses).toHaveLength(0);
    });

    /** Two shards of one measured run, each as its job wrote it: every other round. */
    function writeShards(whole: RunResult): void {
      mkdirSync(join(dir, 'shards'));
      for (const index of [1, 2]) {
        const trials = whole.trials
          .filter((t) => t.round % 2 === index - 1)
          .map((t, sequence) => ({ ...t, sequence }));
        const shard = {
          ...whole,
          trials,
          experiment: { digest: 'd'.repeat(64), commit: pr.headSha },
          shard: { index, total: 2, seed: index },
        };
        writeFileSync(
          join(dir, 'shards', `report-shard-${index}-of-2.json`),
          JSON.stringify(shard),
        );
      }
    }

    it('merge mode refuses a shard naming PR #7 while the event lists #42, as report mode does', async () => {
      writeShards(forPr(7));
      const core = await runJob(
        { mode: 'merge', result: 'shards', token: 'tok', 'output-dir': 'out' },
        { ...event42, job: 'merge' },
      );
      expect(core.failed).toMatch(
        /^Input 'result': shards\/report-shard-1-of-2\.json: the result names pull request #7, but this job's event is for #42; refusing to post it\.$/,
      );
      expect(github.comments).toHaveLength(0);
      expect(github.statuses).toHaveLength(0);
    });

    it("merge mode's report-id names the comment and status, not the shards' id", async () => {
      writeShards(forPr(42));
      const core = await runJob(
        { mode: 'merge', result: 'shards', token: 'tok', 'report-id': 'api' },
        { ...event42, job: 'merge' },
      );
      expect(core.failed).toMatch(/^perf-gate: this PR: throughput decreased by/);
      expect(github.statuses).toEqual([
        expect.objectContaining({ context: 'perf-gate/api', state: 'failure' }),
      ]);
      expect(github.comments[0].body).toContain('<!-- perf-gate:report id="api" -->');
    });

    it('a result that names no pull request is posted where the event says', async () => {
      const core = await report({ ...measuredResult(0), pullRequest: undefined }, {}, event42);
      expect(core.failed).toBeUndefined();
      expect(github.comments.map((c) => c.issue)).toEqual([42]);
      expect(github.statuses).toEqual([
        expect.objectContaining({ sha: pr.headSha, state: 'success' }),
      ]);
    });

    it('an event without head_sha is refused: no comment, no status', async () => {
      const noSha = { ...workflowRun, head_sha: undefined };
      const core = await report(measuredResult(0), {}, { payload: { workflow_run: noSha } });
      expect(core.failed).toMatch(/workflow_run event names no head commit \(head_sha\)/);
      expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    });

    it('a fork’s pull request (not listed by the event) is looked up by its head branch and commit', async () => {
      github.pulls.push(
        {
          number: 5,
          head: 'fork-owner:feature',
          headSha: 'aaaaaaa',
          baseSha: pr.baseSha,
          baseRef: 'main',
        },
        {
          number: 9,
          head: 'fork-owner:feature',
          headSha: pr.headSha,
          baseSha: pr.baseSha,
          baseRef: 'main',
        },
      );
      const fork = {
        ...workflowRun,
        head_repository: { owner: { login: 'fork-owner' } },
        pull_requests: [],
      };
      const core = await report(measuredResult(0), {}, { payload: { workflow_run: fork } });
      expect(core.failed).toBeUndefined();
      expect(github.comments.map((c) => c.issue)).toEqual([9]);

      github.pulls.length = 0;
      const none = await report(measuredResult(0), {}, { payload: { workflow_run: fork } });
      expect(none.failed).toMatch(
        /no open pull request has commit feedface.* of fork-owner:feature/,
      );
    });

    it('a report id that is not a plain identifier is refused before any status is set', async () => {
      const core = await report({ ...measuredResult(0), reportId: '../../ci/required-check' });
      expect(core.failed).toMatch(/^Input 'result': .* reportId: must be 1 to 64 letters, digits/);
      expect(github.statuses).toHaveLength(0);
      expect(github.comments).toHaveLength(0);
    });

    it('a file that does not match the schema is refused, naming the field', async () => {
      const result = measuredResult(0);
      const broken = JSON.parse(JSON.stringify(result));
      broken.trials[3].measurement.throughput = 'fast';
      broken.conditions.alpha = 7;
      const core = await report(broken);
      expect(core.failed).toMatch(
        /does not match the perf-gate result schema: .*; was it written by the same perf-gate version as this job\? Nothing was posted\./s,
      );
      expect(core.failed).toContain('trials[3].measurement.throughput: must be a number');
      expect(core.failed).toContain('conditions.alpha: Too big: expected number to be <1');
      expect(github.comments).toHaveLength(0);
    });

    it('markup and mentions in every field are rendered inert', async () => {
      const img = '<img src=x onerror=alert(1)>';
      const { trials } = syntheticRun(seededRandom(11), { rounds: 10, cv: 0.02, effects: [-0.12] });
      const names = [`main ${img}`, `@octocat ${img}`];
      const named = trials.map((t, i): Trial => {
        const variant = t.variant === 'base' ? names[0] : names[1];
        return i === 3
          ? { ...t, variant, status: 'failed', error: `${img}\n</details><img src=y>` }
          : { ...t, variant };
      });
      const result = resultFor(named, names, { pullRequest: pr, title: `${img} @octocat` });
      result.verdict.warnings.push(`${img} @someone`);
      result.runner.cpuModel = img;
      result.conditions.setup = [{ step: `GET ${img}`, when: 'measure' }];
      result.rerunRounds = [{ round: 1, trials: [2, 3], reasons: [`${img} @octocat`] }];
      result.pullRequest!.baseRef = `${img}`;
      const core = await report(result);
      expect(core.failed).toMatch(/throughput decreased/);
      for (const markdown of [core.summaryText, github.comments[0].body]) {
        const document = rendered(markdown);
        expect(document.querySelectorAll(ACTIVE_ELEMENTS)).toHaveLength(0);
        expect(document.body.textContent).toContain('<img src=x onerror=alert(1)>');
        expect(liveMentions(document)).toEqual([]);
      }
    });

    it('a user’s comment holding the marker is left alone; the bot writes its own', async () => {
      const marker = '<!-- perf-gate:report id="perf" -->';
      github.comments.push({ id: 1, body: `${marker} my notes`, issue: 9, user: A_USER });
      const core = await report(measuredResult(0));
      expect(core.warnings).toEqual([]);
      expect(github.comments[0]).toEqual({
        id: 1,
        body: `${marker} my notes`,
        issue: 9,
        user: A_USER,
      });
      expect(github.comments).toHaveLength(2);
      expect(github.comments[1].body.startsWith(marker)).toBe(true);
    });
  });
});
