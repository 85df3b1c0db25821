/**
 * One git command, run to its end: the one way perf-gate runs git, for the refs a run checks
 * out, the history it records and the bisect it searches. A command that fails is a result,
 * not an error: each caller knows what the failure means for its user.
 */
import { spawnSync } from 'node:child_process';

export interface GitResult {
  ok: boolean;
  /** stdout as git wrote it (a blob's bytes keep their last newline). */
  raw: string;
  /** stdout, trimmed. */
  out: string;
  /** stderr, trimmed. */
  err: string;
}

export interface GitOptions {
  /** Written to the command's stdin. */
  input?: string;
  /** Added to perf-gate's environment for this command. */
  env?: NodeJS.ProcessEnv;
}

export function git(cwd: string, args: string[], options: GitOptions = {}): GitResult {
  const run = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    input: options.input,
    env: options.env ? { ...process.env, ...options.env } : undefined,
    // A range's log or a lockfile's blob can be megabytes; spawnSync's default is 1 MB.
    maxBuffer: 64 * 1024 * 1024,
  });
  const raw = run.stdout ?? '';
  // No git at all (ENOENT) leaves stderr empty: the reason is spawnSync's own.
  const err =
    (run.stderr ?? '').trim() || (run.error ? `git could not run: ${run.error.message}` : '');
  return { ok: run.status === 0, raw, out: raw.trim(), err };
}

/** A command's trimmed stdout, or undefined when it failed. */
export function gitOutput(cwd: string, args: string[]): string | undefined {
  const run = git(cwd, args);
  return run.ok ? run.out : undefined;
}

/**
 * The line git wrote about a failure, for a message that quotes it: its `fatal:` or `error:`
 * line when it wrote one (`worktree add` says "Preparing worktree …" first), else its first.
 */
export function gitFailure(run: GitResult): string {
  const lines = (run.err || run.out).split('\n');
  return lines.find((line) => /^(fatal|error):/.test(line)) ?? (lines[0] || 'no output');
}

/**
 * Who a commit perf-gate writes (a history entry, a package's change alone) is by: the
 * user's git identity when the environment names one, else perf-gate — git refuses to
 * commit without one, and a runner has none configured.
 */
export function commitAuthorEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    GIT_AUTHOR_NAME: env.GIT_AUTHOR_NAME ?? 'perf-gate',
    GIT_AUTHOR_EMAIL: env.GIT_AUTHOR_EMAIL ?? 'perf-gate@localhost',
    GIT_COMMITTER_NAME: env.GIT_COMMITTER_NAME ?? 'perf-gate',
    GIT_COMMITTER_EMAIL: env.GIT_COMMITTER_EMAIL ?? 'perf-gate@localhost',
  };
}
