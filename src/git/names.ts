/**
 * What a repository's own names say, read the way GitHub writes them: the pull request a
 * commit's subject names, and the repository a remote's URL points at. Pure.
 */

/** `Fix the cache (#12)` (a squash merge) or `Merge pull request #12 from …` (a merge). */
export function pullRequestInSubject(subject: string): number | undefined {
  const found = /\(#(\d+)\)\s*$/.exec(subject) ?? /^Merge pull request #(\d+)/.exec(subject);
  return found ? Number(found[1]) : undefined;
}

/**
 * `https://github.com/owner/name.git`, `git@github.com:owner/name.git` or
 * `ssh://git@host/owner/name` → the server's web address and owner/name, for links to its
 * commits and pull requests; undefined for a path or a URL that names no owner/name.
 */
export function repositoryOfRemote(
  url: string,
): { serverUrl: string; repository: string } | undefined {
  const found =
    /^(?:https?|ssh|git):\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?\/([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(
      url.trim(),
    ) ?? /^(?:[^@/]+@)?([^/:]+):([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(url.trim());
  if (!found) return undefined;
  return { serverUrl: `https://${found[1]}`, repository: found[2] };
}
