/**
 * Which answers of GitHub's ref endpoints mean "another run wrote first" (read again and
 * retry) and which are a failure to report: only a move that is not a fast-forward, a create
 * of a ref that exists, or a 409 are races.
 */
import { describe, expect, it } from 'vitest';
import { gitHubHistoryBranch, type GitDataApi } from '../../src/github/history-branch.js';

/** As Octokit throws a RequestError: the status, and GitHub's message in the body. */
function requestError(status: number, message: string): Error {
  return Object.assign(new Error(`${message} - https://docs.github.com/rest`), {
    status,
    response: { data: { message } },
  });
}

/** The Git Data endpoints, every write accepted but the ref's, which answers `refused`. */
function api(refused: Error): GitDataApi {
  const ok = async () => ({ data: { sha: 'c'.repeat(40) } });
  return {
    getRef: async () => ({ data: { object: { sha: 'a'.repeat(40) } } }),
    getCommit: async () => ({ data: { tree: { sha: 't'.repeat(40) } } }),
    getTree: async () => ({ data: { tree: [] } }),
    getBlob: async () => ({ data: { content: '', encoding: 'utf-8' } }),
    createBlob: ok,
    createTree: ok,
    createCommit: ok,
    createRef: async () => Promise.reject(refused),
    updateRef: async () => Promise.reject(refused),
  };
}

const write = (refused: Error, head?: string) =>
  gitHubHistoryBranch(api(refused), { owner: 'o', repo: 'r' }, 'perf-gate-history').write(
    head,
    { 'history.json': '{}' },
    'perf-gate history: test',
  );

describe('the history branch on GitHub, when the ref is refused', () => {
  it('retries a move that is not a fast-forward, or a create of a ref that exists', async () => {
    expect(await write(requestError(422, 'Update is not a fast forward'), 'a'.repeat(40))).toEqual({
      written: false,
    });
    expect(await write(requestError(422, 'Reference already exists'))).toEqual({
      written: false,
    });
    expect(await write(requestError(409, 'Conflict'), 'a'.repeat(40))).toEqual({
      written: false,
    });
  });

  it('fails on any other 422, with GitHub’s message', async () => {
    await expect(
      write(requestError(422, 'Protected branch update failed for refs/heads/x'), 'a'.repeat(40)),
    ).rejects.toThrow(
      /could not move branch perf-gate-history of o\/r \(422: Protected branch update failed/,
    );
  });
});
