import { describe, expect, it } from 'vitest';
import { pullRequestInSubject, repositoryOfRemote } from '../../src/git/names.js';

describe("a repository's own names", () => {
  it('finds the pull request a squash or a merge names, and none elsewhere', () => {
    expect(pullRequestInSubject('Fix the cache (#12)')).toBe(12);
    expect(pullRequestInSubject('Merge pull request #345 from acme/fix')).toBe(345);
    expect(pullRequestInSubject('Revert #12 and (#13) then more')).toBeUndefined();
    expect(pullRequestInSubject('docs')).toBeUndefined();
  });

  it("reads owner/name and the server from a remote's URL in git's three forms", () => {
    const shop = { serverUrl: 'https://github.com', repository: 'acme/shop' };
    expect(repositoryOfRemote('https://github.com/acme/shop.git')).toEqual(shop);
    expect(repositoryOfRemote('https://token@github.com/acme/shop')).toEqual(shop);
    expect(repositoryOfRemote('git@github.com:acme/shop.git')).toEqual(shop);
    expect(repositoryOfRemote('ssh://git@github.com:22/acme/shop.git\n')).toEqual(shop);
    expect(repositoryOfRemote('https://git.example.com/team/app/')).toEqual({
      serverUrl: 'https://git.example.com',
      repository: 'team/app',
    });
    // A path (a local clone of a clone), or a URL that is no owner/name, links to nothing.
    expect(repositoryOfRemote('/srv/git/shop.git')).toBeUndefined();
    expect(repositoryOfRemote('../shop')).toBeUndefined();
    expect(repositoryOfRemote('https://github.com/acme')).toBeUndefined();
    expect(repositoryOfRemote('https://example.com/a/b/c.git')).toBeUndefined();
  });
});
