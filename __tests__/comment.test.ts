import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upsertComment } from '../src/github/comment.js';
import { GitHubStandIn } from './helpers/github-stand-in.js';

const target = { owner: 'acme', repo: 'shop', issueNumber: 42 };
const fast = { attempts: 3, delayMs: 5 };

describe('sticky PR comment against the GitHub stand-in', () => {
  let github: GitHubStandIn;
  let api: ReturnType<typeof getOctokit>['rest']['issues'];

  beforeEach(async () => {
    github = new GitHubStandIn();
    api = getOctokit('test-token', { baseUrl: await github.start() }).rest.issues;
  });
  afterEach(() => github.stop());

  it('creates the comment, then updates it in place', async () => {
    github.comments.push({ id: 1, body: 'LGTM', issue: 42 });
    const first = await upsertComment(
      api,
      target,
      '<!-- perf-gate:report id="a" -->',
      '<!-- perf-gate:report id="a" -->\nfirst',
      fast,
    );
    const second = await upsertComment(
      api,
      target,
      '<!-- perf-gate:report id="a" -->',
      '<!-- perf-gate:report id="a" -->\nsecond',
      fast,
    );
    expect(first.action).toBe('created');
    expect(second).toMatchObject({ action: 'updated', id: first.id });
    expect(github.comments.map((c) => c.body)).toEqual([
      'LGTM',
      '<!-- perf-gate:report id="a" -->\nsecond',
    ]);
    expect(github.requests[0].authorization).toBe('token test-token');
  });

  it('keeps two comments for two report ids', async () => {
    await upsertComment(api, target, 'id="a"', 'id="a" one', fast);
    await upsertComment(api, target, 'id="b"', 'id="b" two', fast);
    await upsertComment(api, target, 'id="a"', 'id="a" three', fast);
    expect(github.comments.map((c) => c.body)).toEqual(['id="a" three', 'id="b" two']);
  });

  it('finds its comment beyond the first page of 100', async () => {
    for (let i = 0; i < 150; i++)
      github.comments.push({ id: i + 1, body: `chatter ${i}`, issue: 42 });
    github.comments.push({ id: 999, body: 'marker-x old', issue: 42 });
    const result = await upsertComment(api, target, 'marker-x', 'marker-x new', fast);
    expect(result).toMatchObject({ action: 'updated', id: 999 });
  });

  it('retries a 5xx, then succeeds', async () => {
    github.failures.create.push(502, 503);
    const result = await upsertComment(api, target, 'm', 'm body', fast);
    expect(result.action).toBe('created');
    expect(github.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
  });

  it('gives up after the retries with the status, and never retries a 403', async () => {
    github.failures.create.push(500, 500, 500);
    await expect(upsertComment(api, target, 'm', 'm', fast)).rejects.toMatchObject({ status: 500 });
    github.failures.create.push(403);
    await expect(upsertComment(api, target, 'm', 'm', fast)).rejects.toMatchObject({ status: 403 });
    expect(github.requests.filter((r) => r.method === 'POST')).toHaveLength(4);
  });
});
