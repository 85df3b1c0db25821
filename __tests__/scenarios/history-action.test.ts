/**
 * The action's `mode: history` end to end against the GitHub stand-in: a scratch checkout
 * with a release tag and a slower commit, measured, and the entry written to the history
 * branch on "GitHub" with the run's URL and the pull request the commit came from.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main.js';
import { connectGitHub } from '../../src/github/client.js';
import type { HistoryFile } from '../../src/history/types.js';
import { FakeCore } from '../helpers/fake-core.js';
import { GitHubStandIn } from '../helpers/github-stand-in.js';
import { LOOKUP_MS, waitingServer } from '../helpers/waiting-server.js';

let github: GitHubStandIn;
beforeEach(async () => {
  github = new GitHubStandIn();
  await github.start();
});
afterEach(() => github.stop());

describe("the action's mode: history", () => {
  it('measures main against its release and writes the entry to the branch on GitHub', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-history-action-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'test@example.com');
    git('config', 'user.name', 'test');
    writeFileSync(join(dir, 'server.mjs'), waitingServer(LOOKUP_MS));
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      `services: [{ name: app, command: "node server.mjs", ready: { tcp: "{port}" } }]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 500ms, warmup: 200ms }
rounds: 5
profile: off
baseline: { name: main, ref: base }
variants: [{ name: this PR }]
gate: { throughput: 80% }
`,
    );
    writeFileSync(join(dir, '.gitignore'), '.perf-gate/\nout/\n');
    git('add', '.');
    git('commit', '-qm', 'release');
    git('tag', 'v1.0.0');
    writeFileSync(join(dir, 'server.mjs'), waitingServer(100));
    git('commit', '-qam', 'Wait before answering (#42)');
    const head = git('rev-parse', 'HEAD');
    github.git.pullsOfCommit.set(head, [
      {
        number: 42,
        title: 'Wait before answering',
        html_url: 'https://github.test/acme/shop/pull/42',
      },
    ]);
    const core = new FakeCore({ mode: 'history', token: 'tok', 'output-dir': 'out' });
    const code = await run({
      core: core.asCore(),
      context: {
        eventName: 'push',
        payload: {},
        repo: { owner: 'acme', repo: 'shop' },
        workflow: 'perf history',
        job: 'history',
      },
      githubApi: (token) =>
        connectGitHub(token, { baseUrl: github.url, backoffUnitMs: 5, pace: false }),
      cwd: dir,
      env: {
        GITHUB_SERVER_URL: 'https://github.test',
        GITHUB_REPOSITORY: 'acme/shop',
        GITHUB_RUN_ID: '77',
      },
    });
    // Main is shown slower than v1.0.0 beyond the tolerance: written first, then failed.
    expect(code).toBe(1);
    expect(core.failed).toMatch(/^perf-gate: HEAD: throughput decreased/);
    // What a bisect job needs: that it crossed, and between which commits.
    expect(core.outputs).toMatchObject({
      regressed: 'true',
      good: git('rev-parse', 'v1.0.0^{commit}'),
      bad: head,
    });
    expect(core.infos.join('\n')).toMatch(
      /perf-gate history: wrote branch perf-gate-history of acme\/shop/,
    );
    const history = JSON.parse(
      github.git.fileAt('perf-gate-history', 'history.json')!,
    ) as HistoryFile;
    expect(history).toMatchObject({ repository: 'acme/shop', serverUrl: 'https://github.test' });
    expect(history.anchors.map((a) => a.tag)).toEqual(['v1.0.0']);
    const [entry] = history.entries;
    expect(entry).toMatchObject({
      commit: { sha: head, subject: 'Wait before answering (#42)' },
      runUrl: 'https://github.test/acme/shop/actions/runs/77',
      pullRequest: { number: 42, url: 'https://github.test/acme/shop/pull/42' },
    });
    expect(entry.metrics.throughput.highPct).toBeLessThan(-50);
    expect(core.summaryText).toContain('perf-gate history: wrote branch perf-gate-history');
    expect(github.comments).toEqual([]);
  }, 240_000);
});
