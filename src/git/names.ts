/**
 * What a repository's own names say, read the way GitHub writes them: the pull request a
 * commit's subject names, and the repository a remote's URL points at. Pure.
 */

/** `Fix the cache (#12)` (a squash merge) or `Merge pull request #12 from …` (a merge). */
export function pullRequestInSubject(subject: string): number | undefined {
  const found = /\(#(\d+)\)\s*$/.exec(subject) ?? /^Merge pull request #(\d+)/.exec(subject);
  return found ? Number(found[1]) : undefined;
}

/** Hosts known not to lay out their pages as GitHub does (`/commit/SHA`, `/pull/N`). */
const NOT_GITHUB = /(^|\.)(gitlab\.com|bitbucket\.org|codeberg\.org|sr\.ht)$|(^|\.)gitlab\./;

/**
 * `https://github.com/owner/name.git`, `git@github.com:owner/name.git` or
 * `ssh://git@host/owner/name` → the server's web address and owner/name, for links to its
 * commits and pull requests; undefined for a path, a URL that names no owner/name, or a host
 * known not to be GitHub. An http(s) URL keeps its scheme and port; over SSH the web is
 * https on the same host (GitHub's `ssh.github.com` is github.com).
 */
export function repositoryOfRemote(
  remote: string,
): { serverUrl: string; repository: string } | undefined {
  const url = remote.trim();
  const name = '([^/]+/[^/]+?)(?:\\.git)?/?$';
  const web = new RegExp(`^(https?://)(?:[^@/]+@)?([^/:]+(?::\\d+)?)/${name}`).exec(url);
  const ssh =
    new RegExp(`^(?:ssh|git|git\\+ssh|ssh\\+git)://(?:[^@/]+@)?([^/:]+)(?::\\d+)?/${name}`).exec(
      url,
    ) ?? new RegExp(`^(?:[^@/]+@)?([^/:]{2,}):${name}`).exec(url);
  const [server, repository] = web
    ? [`${web[1]}${web[2]}`, web[3]]
    : ssh
      ? [`https://${ssh[1] === 'ssh.github.com' ? 'github.com' : ssh[1]}`, ssh[2]]
      : [];
  if (!server || !repository || NOT_GITHUB.test(new URL(server).hostname)) return undefined;
  return { serverUrl: server, repository };
}
