/**
 * The bisect's issue against the GitHub stand-in, through the real client (Octokit over HTTP):
 * opened once, then updated in place (found by its hidden marker), and without
 * `issues: write` (HTTP 403) described in the job summary instead. The result is a value
 * here; the scenario (scenarios/bisect.test.ts) makes a real one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishBisect } from '../../src/action/bisect.js';
import { ISSUE_MARKER } from '../../src/bisect/report.js';
import type { BisectResult } from '../../src/bisect/result.js';
import { connectGitHub } from '../../src/github/client.js';
import type { EventContext } from '../../src/github/context.js';
import { FakeCore } from '../helpers/fake-core.js';
import { GitHubStandIn } from '../helpers/github-stand-in.js';

const sha = (c: string) => c.repeat(40);
const commit = (c: string, subject: string, pullRequest?: number) => ({
  sha: sha(c),
  subject,
  author: 'A Developer <dev@example.com>',
  pullRequest,
});
const step = (
  n: number,
  older: string,
  newer: string,
  outcome: 'worse' | 'within',
  pct: number,
) => ({
  step: n,
  older: sha(older),
  newer: sha(newer),
  outcome,
  metric: 'throughput',
  estimatePct: pct,
  ciLowPct: pct - 3,
  ciHighPct: pct + 3,
  rounds: 5,
  wallMs: 12_000,
});

function result(culprits = 1): BisectResult {
  return {
    schema: 'perf-gate/bisect@1',
    good: commit('a', 'Release 1.0.0'),
    bad: commit('d', 'Docs (#9)', 9),
    searched: 3,
    question: 'throughput more than 50% lower',
    steps: [
      step(1, 'a', 'd', 'worse', -90),
      step(2, 'a', 'b', 'worse', -89),
      step(3, 'b', 'd', culprits > 1 ? 'worse' : 'within', culprits > 1 ? -80 : 1),
    ],
    culprits: [
      {
        commit: commit('b', 'Checksum every request', 2),
        parent: sha('a'),
        orSkipped: [],
        files: ['server.mjs'],
        step: 2,
      },
      ...(culprits > 1
        ? [
            {
              commit: commit('d', 'Bump slowpkg', 6),
              parent: sha('b'),
              orSkipped: [],
              files: ['package-lock.json'],
              step: 3,
            },
          ]
        : []),
    ],
    skipped: [{ commit: commit('c', 'Half done (#4)', 4), reason: 'The build of "c" failed' }],
    spread: [],
    unsearched: [],
    budgetMs: 600_000,
    wallMs: 36_000,
    startedAt: '2026-12-01T22:00:00.000Z',
    finishedAt: '2026-12-01T22:00:36.000Z',
    stoppedBy: 'done',
  };
}

const context = { repo: { owner: 'acme', repo: 'shop' }, payload: {} } as unknown as EventContext;
const links = { repositoryUrl: 'https://github.com/acme/shop' };

describe("the bisect's issue", () => {
  let github: GitHubStandIn;
  let core: FakeCore;
  let deps: Parameters<typeof publishBisect>[0];

  beforeEach(async () => {
    github = new GitHubStandIn();
    const baseUrl = await github.start();
    core = new FakeCore({});
    deps = {
      core: core.asCore(),
      context,
      githubApi: (token) => connectGitHub(token, { baseUrl, backoffUnitMs: 5, pace: false }),
    };
  });
  afterEach(() => github.stop());

  it('opens one issue naming the commit, its pull request and author, with the evidence table; the next bisect updates it, with a comment when the answer changed', async () => {
    github.issues.push({ number: 1, title: 'unrelated', body: 'a bug' });
    const first = await publishBisect(deps, 'tok', result(1), 'report one', links);
    expect(first).toMatchObject({ kind: 'created', number: 2 });
    const issue = github.issues[1];
    expect(issue.title).toBe(`perf-gate bisect: bbbbbbb “Checksum every request” made it slower`);
    expect(issue.body.startsWith(ISSUE_MARKER)).toBe(true);
    expect(issue.body).toContain(
      '[bbbbbbb](https://github.com/acme/shop/commit/' +
        sha('b') +
        // The author as given text: shown whole (`<…>` made inert), its `@` no mention.
        ') “Checksum every request” by A Developer &lt;dev@\u200bexample.com&gt; in [#2](https://github.com/acme/shop/pull/2)',
    );
    expect(issue.body).toContain(
      '| 2 | `bbbbbbb` | `aaaaaaa` | **worse** | throughput -89.0% (-92.0% … -86.0%) | 5 | 12 s |  |',
    );
    expect(issue.body).toContain('“Half done (\\#4)”');
    expect(issue.body).toContain('It changes `server.mjs`.');

    const second = await publishBisect(deps, 'tok', result(2), 'report two', links);
    expect(second).toMatchObject({ kind: 'updated', number: 2 });
    expect(github.issues).toHaveLength(2);
    expect(github.issues[1].title).toBe(
      'perf-gate bisect: 2 commits made it slower (bbbbbbb, ddddddd)',
    );
    // The edit notifies no one: a comment says the answer changed, naming both.
    expect(github.comments.map((c) => [c.issue, c.body])).toEqual([
      [
        2,
        // The titles as given text, escaped as the report escapes a commit's subject.
        'perf-gate bisect has a new answer, and the issue now reads: **perf-gate bisect: 2 commits made it slower (bbbbbbb, ddddddd)** (it read: perf-gate bisect: bbbbbbb “Checksum every request” made it slower).',
      ],
    ]);
    // The same answer again (a weekly re-run) updates the issue and says nothing more.
    await publishBisect(deps, 'tok', result(2), 'report three', links);
    expect(github.comments).toHaveLength(1);
    expect(core.summaryText).toBe('report onereport tworeport three');
  });

  it('without issues: write (HTTP 403), the job summary says what it would have filed', async () => {
    github.issueFailures.push(403);
    const filed = await publishBisect(deps, 'tok', result(1), 'the report', links);
    expect(filed?.kind).toBe('forbidden');
    expect(github.issues).toEqual([]);
    expect(core.summaryText).toContain('the report');
    expect(core.summaryText).toContain('could not file the issue (HTTP 403');
    expect(core.summaryText).toContain(
      '**perf-gate bisect: bbbbbbb “Checksum every request” made it slower**',
    );
    expect(core.warnings.join('\n')).toMatch(/permissions: issues: write/);
  });

  it('a bisect that named no culprit files nothing, and says so as a warning', async () => {
    const none = { ...result(1), culprits: [], stoppedBy: 'budget' as const };
    expect(await publishBisect(deps, 'tok', none, 'nothing', links)).toBeUndefined();
    expect(github.requests).toEqual([]);
    expect(core.warnings.at(-1)).toMatch(
      /^perf-gate bisect: The budget ended the bisect of `aaaaaaa`\.\.`ddddddd` before it named a commit .*; the ranges it did not narrow are in the job summary\. No issue was filed\.$/,
    );
  });

  it('another error of the API is not swallowed', async () => {
    github.issueFailures.push(422);
    await expect(publishBisect(deps, 'tok', result(1), 'r', links)).rejects.toThrow();
  });
});
