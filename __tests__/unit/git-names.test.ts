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
    expect(repositoryOfRemote('git+ssh://git@github.com/acme/shop.git')).toEqual(shop);
    // GitHub over SSH on port 443 is still github.com on the web.
    expect(repositoryOfRemote('ssh://git@ssh.github.com:443/acme/shop.git')).toEqual(shop);
    // A GitHub Enterprise server keeps its scheme and port.
    expect(repositoryOfRemote('https://git.example.com/team/app/')).toEqual({
      serverUrl: 'https://git.example.com',
      repository: 'team/app',
    });
    expect(repositoryOfRemote('http://ghe.local:8080/team/app.git')).toEqual({
      serverUrl: 'http://ghe.local:8080',
      repository: 'team/app',
    });
    // Hosts that do not lay out pages as GitHub does get no links.
    expect(repositoryOfRemote('git@gitlab.com:team/app.git')).toBeUndefined();
    expect(repositoryOfRemote('https://bitbucket.org/team/app.git')).toBeUndefined();
    // A Windows path is no host.
    expect(repositoryOfRemote('C:/repos/app')).toBeUndefined();
    // A path (a local clone of a clone), or a URL that is no owner/name, links to nothing.
    expect(repositoryOfRemote('/srv/git/shop.git')).toBeUndefined();
    expect(repositoryOfRemote('../shop')).toBeUndefined();
    expect(repositoryOfRemote('https://github.com/acme')).toBeUndefined();
    expect(repositoryOfRemote('https://example.com/a/b/c.git')).toBeUndefined();
  });
});
