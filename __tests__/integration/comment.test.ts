import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectGitHub, type GitHubApi } from '../../src/github/client.js';
import { upsertComment } from '../../src/github/comment.js';
import { ACTIONS_BOT, A_USER, GitHubStandIn } from '../helpers/github-stand-in.js';

const target = { owner: 'acme', repo: 'shop', issueNumber: 42 };
const marker = '<!-- perf-gate:report id="a" -->';

describe('sticky PR comment against the GitHub stand-in', () => {
  let github: GitHubStandIn;
  let api: GitHubApi;

  beforeEach(async () => {
    github = new GitHubStandIn();
    api = connectGitHub('test-token', {
      baseUrl: await github.start(),
      backoffUnitMs: 5,
      pace: false,
    });
  });
  afterEach(() => github.stop());

  const upsert = async (body: string, mark = marker) =>
    upsertComment(api.issues, target, mark, body, await api.identity(), {
      backoffUnitMs: api.backoffUnitMs,
    });

  it('learns who the token is from GraphQL’s viewer', async () => {
    expect(await api.identity()).toEqual({ login: ACTIONS_BOT.login, id: ACTIONS_BOT.id });
    github.accounts['pat'] = { login: 'ci-user', id: 7 };
    const pat = connectGitHub('pat', { baseUrl: github.url, pace: false });
    expect(await pat.identity()).toEqual({ login: 'ci-user', id: 7 });
  });

  it('creates the comment, then updates it in place', async () => {
    github.comments.push({ id: 1, body: 'LGTM', issue: 42 });
    const first = await upsert(`${marker}\nfirst`);
    const second = await upsert(`${marker}\nsecond`);
    expect(first.action).toBe('created');
    expect(second).toMatchObject({ action: 'updated', id: first.id });
    expect(github.comments.map((c) => c.body)).toEqual(['LGTM', `${marker}\nsecond`]);
    expect(github.requests[0].authorization).toBe('token test-token');
  });

  it('keeps two comments for two report ids', async () => {
    await upsert('id="a" one', 'id="a"');
    await upsert('id="b" two', 'id="b"');
    await upsert('id="a" three', 'id="a"');
    expect(github.comments.map((c) => c.body)).toEqual(['id="a" three', 'id="b" two']);
  });

  it('finds its comment beyond the first page of 100', async () => {
    for (let i = 0; i < 150; i++)
      github.comments.push({ id: i + 1, body: `chatter ${i}`, issue: 42 });
    github.comments.push({ id: 999, body: 'marker-x old', issue: 42, user: ACTIONS_BOT });
    const result = await upsert('marker-x new', 'marker-x');
    expect(result).toMatchObject({ action: 'updated', id: 999 });
  });

  it('never edits another author’s comment that holds the marker', async () => {
    github.comments.push({ id: 5, body: `${marker}\nquoted by a user`, issue: 42, user: A_USER });
    const result = await upsert(`${marker}\nours`);
    expect(result.action).toBe('created');
    expect(github.comments).toEqual([
      { id: 5, body: `${marker}\nquoted by a user`, issue: 42, user: A_USER },
      expect.objectContaining({ body: `${marker}\nours`, user: ACTIONS_BOT }),
    ]);
    expect(github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('a create answered 5xx after GitHub stored it is found, not posted twice', async () => {
    github.failures.create.push({ status: 502, afterStoring: true });
    const result = await upsert(`${marker}\nonce`);
    expect(result.action).toBe('created');
    expect(github.comments.map((c) => c.body)).toEqual([`${marker}\nonce`]);
    expect(
      github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments')),
    ).toHaveLength(1);
  });

  it('a create answered 5xx that did not land is sent again', async () => {
    github.failures.create.push(502, 503);
    const result = await upsert(`${marker}\nbody`);
    expect(result.action).toBe('created');
    expect(github.comments).toHaveLength(1);
    expect(
      github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments')),
    ).toHaveLength(3);
  });

  it('retries a 5xx on reads (the retry plugin)', async () => {
    github.failures.list.push(500, 502);
    expect((await upsert(`${marker}\nx`)).action).toBe('created');
    expect(github.requests.filter((r) => r.method === 'GET')).toHaveLength(3);
  });

  it('gives up after the tries with the status, and never retries a 403', async () => {
    github.failures.create.push(500, 500, 500);
    await expect(upsert(marker)).rejects.toMatchObject({ status: 500 });
    expect(github.comments).toHaveLength(0);
    github.failures.create.push(403);
    await expect(upsert(marker)).rejects.toMatchObject({ status: 403 });
    expect(
      github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments')),
    ).toHaveLength(4);
  });

  it('waits out a secondary rate limit as Retry-After says (the throttling plugin)', async () => {
    const logs: string[] = [];
    const paced = connectGitHub('test-token', {
      baseUrl: github.url,
      backoffUnitMs: 5,
      log: (m) => logs.push(m),
    });
    github.failures.list.push({
      status: 403,
      message:
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      headers: { 'retry-after': '2' },
    });
    const result = await upsertComment(
      paced.issues,
      target,
      marker,
      marker,
      await paced.identity(),
    );
    expect(result.action).toBe('created');
    expect(logs).toEqual([expect.stringMatching(/secondary rate limit .* retrying after 2s/)]);
  });
});
