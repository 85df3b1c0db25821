/**
 * The history branch written through GitHub's Git Data API, against the GitHub stand-in (a
 * real HTTP server on 127.0.0.1): the first write makes the branch, runs that finish together
 * all land (each beaten run reads again and re-applies), and a corrupt or foreign file stops
 * the write with nothing changed on the branch.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run as runAction } from '../../src/action/main.js';
import { connectGitHub, type GitHubApi } from '../../src/github/client.js';
import { gitHubHistoryBranch, pullRequestOfCommit } from '../../src/github/history-branch.js';
import { updateHistory } from '../../src/history/branch.js';
import { addAnchor, appendEntry } from '../../src/history/store.js';
import type { HistoryState } from '../../src/history/types.js';
import { HistoryError, PAGE_MARKER } from '../../src/history/validate.js';
import { testApp } from '../helpers/app.js';
import { FakeCore } from '../helpers/fake-core.js';
import { GitHubStandIn } from '../helpers/github-stand-in.js';
import { entry, link, sha } from '../helpers/history.js';
import { LOOKUP_MS, waitingServer } from '../helpers/waiting-server.js';

const BRANCH = 'perf-gate-history';
const repository = { owner: 'o', repo: 'r' };
const v1 = sha(1);
const v2 = sha(2);

let github: GitHubStandIn;
let api: GitHubApi;
beforeEach(async () => {
  github = new GitHubStandIn();
  await github.start();
  api = connectGitHub('test-token', { baseUrl: github.url, backoffUnitMs: 5, pace: false });
});
afterEach(() => github.stop());

const store = () => gitHubHistoryBranch(api.git, repository, BRANCH);
const options = {
  message: 'perf-gate history',
  repository: 'o/r',
  now: () => '2026-12-01T00:00:00Z',
};
const run =
  (commit: number, anchor = v1, linked?: number) =>
  (state: HistoryState) => {
    let next = addAnchor(state, { sha: v1, tag: 'v1.0.0' });
    if (linked !== undefined) next = addAnchor(next, { sha: v2, tag: 'v1.1.0' }, link(v1, linked));
    return appendEntry(next, entry(commit, anchor, commit / 10));
  };
const historyOnBranch = () => JSON.parse(github.git.fileAt(BRANCH, 'history.json') ?? 'null');
const writes = () => github.requests.filter((r) => r.method !== 'GET' && r.path.includes('/git/'));

describe('the history branch on GitHub', () => {
  it('makes the branch on the first write, with the files a reader needs', async () => {
    const written = await updateHistory(store(), run(10), options);
    expect(written.conflicts).toBe(0);
    expect(github.git.historyOf(BRANCH)).toEqual([written.commit]);
    expect(historyOnBranch().entries.map((e: { commit: { sha: string } }) => e.commit.sha)).toEqual(
      [sha(10)],
    );
    expect(github.git.fileAt(BRANCH, 'index.html')).toContain(PAGE_MARKER);
    expect(JSON.parse(github.git.fileAt(BRANCH, 'rollup.json')!).schema).toBe(
      'perf-gate/history-rollup@1',
    );
    // The next write builds on it, and leaves a file someone added (a Pages CNAME) alone.
    github.git.commitFiles(BRANCH, { CNAME: 'perf.example.com' });
    await updateHistory(store(), run(11), options);
    expect(github.git.historyOf(BRANCH)).toHaveLength(3);
    expect(historyOnBranch().entries).toHaveLength(2);
    expect(github.git.fileAt(BRANCH, 'CNAME')).toBe('perf.example.com');
  });

  it('loses no entry when runs finish at once, the anchor moving in two of them', async () => {
    await updateHistory(store(), run(10), options);
    // Every writer reads the same head before any of them writes.
    github.git.holdRefReads(5);
    const results = await Promise.all([
      updateHistory(store(), run(21), options),
      updateHistory(store(), run(22), options),
      updateHistory(store(), run(23, v2, 10), options),
      updateHistory(store(), run(24, v2, 12), options),
      updateHistory(store(), run(25), options),
    ]);
    // Four of the five were beaten at least once, and each read again and re-applied.
    expect(github.git.conflicts).toBeGreaterThanOrEqual(4);
    expect(results.filter((r) => r.conflicts > 0)).toHaveLength(4);
    const history = historyOnBranch();
    expect(history.entries.map((e: { commit: { sha: string } }) => e.commit.sha).sort()).toEqual(
      [10, 21, 22, 23, 24, 25].map(sha).sort(),
    );
    // One v1.1.0, linked by whichever run added it first; one commit per run, in a line.
    expect(history.anchors.map((a: { tag: string }) => a.tag)).toEqual(['v1.0.0', 'v1.1.0']);
    expect(github.git.historyOf(BRANCH)).toHaveLength(6);
  });

  it('refuses a corrupt history.json and writes nothing', async () => {
    await updateHistory(store(), run(10), options);
    const head = github.git.commitFiles(BRANCH, {
      'history.json': '{"schema":"perf-gate/history@1","anchors":[',
    });
    const before = writes().length;
    const refused = await updateHistory(store(), run(11), options).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HistoryError);
    expect((refused as Error).message).toMatch(
      /^history\.json: is not valid JSON .* Nothing was written\. Repair history\.json/,
    );
    expect(writes().length).toBe(before);
    expect(github.git.historyOf(BRANCH)[0]).toBe(head);
  });

  it("refuses a branch that is someone else's, and its page", async () => {
    github.git.commitFiles('gh-pages', { 'index.html': '<h1>docs</h1>', 'data.json': '[]' });
    const foreign = gitHubHistoryBranch(api.git, repository, 'gh-pages');
    await expect(updateHistory(foreign, run(10), options)).rejects.toThrow(
      /^history\.json: is missing, and the branch holds data\.json, index\.html: it is not a perf-gate history/,
    );
    await updateHistory(store(), run(10), options);
    github.git.commitFiles(BRANCH, { 'index.html': '<h1>mine</h1>' });
    await expect(updateHistory(store(), run(11), options)).rejects.toThrow(
      /^index\.html: exists in the branch but was not generated by perf-gate/,
    );
    expect(github.git.fileAt(BRANCH, 'index.html')).toBe('<h1>mine</h1>');
    expect(writes().filter((r) => r.path.endsWith('/refs/heads/gh-pages'))).toEqual([]);
  });

  it('finds the pull request a commit on main came from', async () => {
    github.git.pullsOfCommit.set(sha(10), [
      { number: 7, title: 'open one', html_url: 'https://github.test/o/r/pull/7' },
      {
        number: 42,
        title: 'Cache the items',
        html_url: 'https://github.test/o/r/pull/42',
        merged_at: '2026-12-01T00:00:00Z',
      } as never,
    ]);
    expect(await pullRequestOfCommit(api.repos, repository, sha(10))).toEqual({
      number: 42,
      url: 'https://github.test/o/r/pull/42',
      title: 'Cache the items',
    });
    expect(await pullRequestOfCommit(api.repos, repository, sha(11))).toBeUndefined();
  });
});

describe("the action's mode: history, before anything is measured", () => {
  function scratchCheckout(
    config = `services: [{ name: app, command: "node -e 'setInterval(() => {}, 1000)'", ready: { tcp: "{port}" } }]
load: { url: "http://127.0.0.1:{port}/", duration: 500ms }
rounds: 3
baseline: { name: main }
variants: [{ name: this PR }]
`,
    files: { release?: Record<string, string>; head?: Record<string, string> } = {},
  ) {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-history-action-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'test@example.com');
    git('config', 'user.name', 'test');
    writeFileSync(join(dir, 'perf-gate.yml'), config);
    writeFileSync(join(dir, '.gitignore'), 'out/\n');
    for (const [name, text] of Object.entries(files.release ?? {}))
      writeFileSync(join(dir, name), text);
    git('add', '.');
    git('commit', '-qm', 'release');
    git('tag', 'v1.0.0');
    for (const [name, text] of Object.entries(files.head ?? {}))
      writeFileSync(join(dir, name), text);
    git('commit', '-qam', 'next', '--allow-empty');
    return dir;
  }
  const step = async (dir: string, eventName = 'push') => {
    const core = new FakeCore({ mode: 'history', token: 'tok', 'output-dir': 'out' });
    const code = await runAction({
      core: core.asCore(),
      context: {
        eventName,
        payload: {},
        repo: repository,
        workflow: 'perf history',
        job: 'history',
      },
      githubApi: (token) =>
        connectGitHub(token, { baseUrl: github.url, backoffUnitMs: 5, pace: false }),
      cwd: dir,
      env: {},
    });
    return { code, core };
  };

  it('refuses a corrupt history on GitHub with exit 2, writing nothing', async () => {
    const head = github.git.commitFiles(BRANCH, {
      'history.json': '{"schema":"perf-gate/history@1","anchors":[],"entries":"x"}',
    });
    const { code, core } = await step(scratchCheckout());
    expect(code).toBe(2);
    expect(core.failed).toMatch(
      /^history\.json: has the schema "perf-gate\/history@1" but entries is wrong: .*Nothing was written\./,
    );
    expect(writes()).toEqual([]);
    expect(github.git.historyOf(BRANCH)[0]).toBe(head);
  });

  it('a token that may not write the branch still leaves the summary, then fails naming the permission', async () => {
    // GitHub's answer to a token without `contents: write`: every Git Data write refused.
    const handle = github.git.handle.bind(github.git);
    github.git.handle = async (method, path, body, send) =>
      method === 'POST' && /\/git\//.test(path)
        ? (send(403, { message: 'Resource not accessible by integration' }), true)
        : handle(method, path, body, send);
    const dir =
      scratchCheckout(`services: [{ name: app, command: "${process.execPath} ${testApp}", env: { PORT: "{port}" }, ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 200ms, warmup: 50ms }
rounds: 2
profile: off
baseline: { name: main }
variants: [{ name: this PR }]
gate: { throughput: 90% }
`);
    const { code, core } = await step(dir);
    expect(code).toBe(3);
    expect(core.failed).toMatch(/could not write to branch perf-gate-history of o\/r \(403: /);
    expect(core.failed).toContain('permissions: contents: write');
    // The measurement is published (job summary, output folder) with why the branch was not written.
    const refused =
      'could not write to branch perf-gate-history of o/r (403: Resource not accessible by integration)';
    expect(core.summaryText).toContain('## perf-gate report');
    expect(core.summaryText).toContain(refused);
    expect(core.summaryText).toContain('permissions: contents: write');
    const report = readFileSync(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toContain('## perf-gate report');
    expect(report).toContain(refused);
    expect(
      JSON.parse(readFileSync(join(dir, 'out', 'report.json'), 'utf8')).comparisons,
    ).not.toEqual([]);
    expect(github.git.historyOf(BRANCH)).toEqual([]);
    // HEAD is its release here (an A/A): nothing to bisect, and the range is still given.
    expect(core.outputs).toMatchObject({
      regressed: 'false',
      good: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
  }, 60_000);

  it('main shown worse than its release: the step fails, and its outputs give a bisect job the range', async () => {
    // 50 ms before each answer at one connection against 2: about −96% throughput.
    const dir = scratchCheckout(
      `services: [{ name: app, command: "node server.mjs", env: { PORT: "{port}" }, ready: { tcp: "{port}" } }]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 500ms, warmup: 100ms }
rounds: 5
profile: off
baseline: { name: main }
variants: [{ name: this PR }]
gate: { throughput: 50% }
`,
      {
        release: { 'server.mjs': waitingServer(LOOKUP_MS) },
        head: { 'server.mjs': waitingServer(50) },
      },
    );
    const { code, core } = await step(dir);
    expect(code, core.failed).toBe(1);
    // Either gated metric may carry it: with 3 rounds (5 since) beside CI's other lanes,
    // throughput once was not shown worse while CPU per request (+158%) was (5 December).
    expect(core.failed).toMatch(
      /^perf-gate: HEAD: (throughput decreased|CPU per request increased)/,
    );
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
    expect(core.outputs).toMatchObject({
      regressed: 'true',
      good: git('rev-parse', 'v1.0.0^{commit}'),
      bad: git('rev-parse', 'HEAD'),
    });
    expect(core.infos.join('\n')).toContain('bisect between them');
    // The entry was written before the step failed.
    expect(historyOnBranch().entries).toHaveLength(1);
  }, 60_000);

  it('refuses to run on a pull request', async () => {
    const { code, core } = await step(scratchCheckout(), 'pull_request');
    expect(code).toBe(2);
    expect(core.failed).toMatch(
      /^Input 'mode' is 'history', which records main .* this job runs on pull_request/,
    );
    expect(github.requests).toEqual([]);
  });
});
