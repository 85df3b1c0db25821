/**
 * Variants that run from another commit (`ref:`): each gets its own git worktree, fetched
 * if a shallow checkout lacks the commit, built with its `build` command, and removed
 * afterwards whatever happened. The current checkout is the variant without a ref.
 *
 * A build runs where the variant's services start: the config's folder, or the same folder
 * in the variant's worktree, so a relative path in `build:` means what it means to the
 * services, whichever directory perf-gate was started from.
 *
 * A caller that runs many comparisons of the same commits (a bisect) passes `BuiltCheckouts`:
 * each commit is then checked out and built once, and its worktree kept until the caller ends.
 */
import { git, gitFailure } from '../git/run.js';
import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Config, VariantSpec } from '../config/types.js';
import { runCommand } from '../target/child.js';

export interface CheckedOutRef {
  /** As written in the config (`base`, `main`, a SHA). */
  ref: string;
  sha: string;
}

/** A ref or a build the user can fix: names the variant, the ref or command, and what to do. */
export class RefError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefError';
  }
}

export interface PreparedRefs {
  config: Config;
  /** The commit each variant ran from, when any variant names a ref. */
  refs: Record<string, CheckedOutRef>;
  cleanup(): Promise<void>;
}

export interface RefOptions {
  /** The current checkout (where perf-gate runs). */
  cwd: string;
  /** Built worktrees kept for later runs of the caller; without it, each run removes its own. */
  checkouts?: BuiltCheckouts;
  /** The pull request's base commit, for `ref: base`. */
  baseSha?: string;
  logDir: string;
  /** The runner's environment; a build inherits it less its secrets. */
  baseEnv: NodeJS.ProcessEnv;
}

/** The commit checked out in `cwd`, or undefined outside a git repository. */
export function gitHead(cwd: string): string | undefined {
  const head = git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  return head.ok && /^[0-9a-f]{40,64}$/.test(head.out) ? head.out : undefined;
}

function resolveCommit(root: string, ref: string, where: string): string {
  const local = (name: string) =>
    git(root, ['rev-parse', '--verify', '--quiet', `${name}^{commit}`]);
  for (const candidate of [ref, `origin/${ref}`]) {
    const found = local(candidate);
    if (found.ok) return found.out;
  }
  // A shallow checkout (actions/checkout's default depth 1) lacks older commits: fetch it.
  const fetched = git(root, ['fetch', '--quiet', '--depth=1', 'origin', ref]);
  if (fetched.ok) {
    const head = local('FETCH_HEAD');
    if (head.ok) return head.out;
  }
  const shallow = git(root, ['rev-parse', '--is-shallow-repository']).out === 'true';
  throw new RefError(
    `${where}: commit "${ref}" is not in this checkout and could not be fetched from origin (${gitFailure(fetched)}). ` +
      (shallow
        ? 'The checkout is shallow: set `fetch-depth: 0` on actions/checkout, or make sure origin serves this commit.'
        : 'Check the name, and that the workflow can fetch from origin.'),
  );
}

async function runBuild(
  command: string,
  cwd: string,
  logPath: string,
  what: string,
  baseEnv: NodeJS.ProcessEnv,
  inCheckout: boolean,
): Promise<void> {
  const outcome = await runCommand({
    command,
    cwd,
    baseEnv,
    name: `build ${what}`,
    logPath,
    header: `building ${what}: ${command}`,
    graceMs: 2_000,
    escaped: 'leave',
  });
  if (outcome.failure) {
    const tail = outcome.lastLines.map((l) => `  | ${l}`).join('\n');
    // A path that works from the repository's root may not from the config's folder.
    throw new RefError(
      `The build of ${what} failed (command: ${command}, ${outcome.failure}).\nIt ran in ${cwd}, the config's folder${inCheckout ? " in the commit's own checkout" : ''}: paths in build are relative to it.\nLast lines of its output:\n${tail}\nFull log: ${logPath}`,
    );
  }
}

/** A worktree of a commit, built, and what it held once its build ended. */
interface BuiltCheckout {
  root: string;
  worktree: string;
  contents: string;
}

/**
 * What a worktree holds, to tell whether anything changed it: every file and folder under it
 * (ignored ones included: node_modules, a build's output, a database file) with its size and
 * modification time. A write into a file, a new file or a removed one changes it. Undefined
 * when the worktree cannot be read (it was removed).
 */
function contentsOf(worktree: string): string | undefined {
  try {
    let [entries, bytes, newest] = [0, 0, 0];
    for (const path of readdirSync(worktree, { recursive: true, encoding: 'utf8' })) {
      const stat = lstatSync(join(worktree, path), { throwIfNoEntry: false });
      if (!stat) continue;
      entries += 1;
      bytes += stat.size;
      newest = Math.max(newest, stat.mtimeMs, stat.ctimeMs);
    }
    return `${entries} entries, ${bytes} bytes, newest ${newest}`;
  } catch {
    return undefined;
  }
}

function removeWorktree(root: string, worktree: string): void {
  git(root, ['worktree', 'remove', '--force', worktree]);
  rmSync(worktree, { recursive: true, force: true });
}

/**
 * Built worktrees kept across one caller's runs: a bisect's steps compare the same commits
 * again and again, and a build (an `npm ci`, a `dotnet publish`) can take longer than the
 * comparison. A kept worktree is reused only while it holds what it held once its build ended
 * (`contentsOf`): a service that wrote a database or a cache into its checkout leaves it to be
 * built afresh, so no arm runs on what an earlier run left behind. At most `KEPT` are kept (the
 * ones used last: a bisect's next steps test the ends of its last ones), and all of them go
 * when the caller is done, or when perf-gate exits before that (a cancelled job).
 */
export class BuiltCheckouts {
  private static readonly KEPT = 4;
  private readonly kept = new Map<string, BuiltCheckout>();
  private readonly onExit = () => this.removeAll();

  constructor() {
    process.on('exit', this.onExit);
  }

  /** The kept worktree of this commit and build, if it is unchanged; a changed one is removed. */
  take(key: string): BuiltCheckout | undefined {
    const found = this.kept.get(key);
    this.kept.delete(key);
    if (!found) return undefined;
    const contents = contentsOf(found.worktree);
    if (contents !== undefined && contents === found.contents) return found;
    removeWorktree(found.root, found.worktree);
    return undefined;
  }

  /** Keeps a built worktree for a later run (which takes it back with `take`). */
  give(key: string, checkout: BuiltCheckout): void {
    const replaced = this.kept.get(key);
    if (replaced) removeWorktree(replaced.root, replaced.worktree);
    this.kept.delete(key);
    this.kept.set(key, checkout);
    // The one used longest ago goes first (a Map iterates in the order of insertion).
    for (const [oldest, { root, worktree }] of this.kept) {
      if (this.kept.size <= BuiltCheckouts.KEPT) break;
      removeWorktree(root, worktree);
      this.kept.delete(oldest);
    }
  }

  /** Removes every kept worktree: the caller is done. */
  removeAll(): void {
    process.off('exit', this.onExit);
    const roots = new Set<string>();
    for (const { root, worktree } of this.kept.values()) {
      removeWorktree(root, worktree);
      roots.add(root);
    }
    this.kept.clear();
    for (const root of roots) git(root, ['worktree', 'prune']);
  }
}

export async function prepareRefs(config: Config, options: RefOptions): Promise<PreparedRefs> {
  const needsGit = config.variants.some((v) => v.ref);
  // Worktrees of this run: removed at the end, or kept for the caller once built.
  const worktrees: string[] = [];
  const built = new Map<string, BuiltCheckout>();
  let root = options.cwd;
  // A cancelled job exits through process.exit, past every finally: its worktrees go then.
  const onExit = () => {
    for (const path of worktrees) removeWorktree(root, path);
    for (const checkout of built.values()) removeWorktree(checkout.root, checkout.worktree);
  };
  process.on('exit', onExit);
  const cleanup = async () => {
    process.off('exit', onExit);
    for (const path of worktrees.splice(0)) removeWorktree(root, path);
    for (const [key, checkout] of built) options.checkouts!.give(key, checkout);
    built.clear();
    if (needsGit) git(root, ['worktree', 'prune']);
  };
  const refs: Record<string, CheckedOutRef> = {};
  try {
    if (needsGit) {
      const top = git(options.cwd, ['rev-parse', '--show-toplevel']);
      if (!top.ok) {
        throw new RefError(
          `${refKey(config.variants.findIndex((v) => v.ref))} is set, which needs a git checkout, but ${options.cwd} is not one. Run perf-gate inside the repository (after actions/checkout).`,
        );
      }
      root = top.out;
    }
    const folder = config.folder ?? options.cwd;
    const variants: VariantSpec[] = [];
    for (const [index, variant] of config.variants.entries()) {
      const where = refKey(index);
      const label = `"${variant.name}"${variant.ref ? ` (ref ${variant.ref})` : ''}`;
      const logPath = join(options.logDir, `build-${index}.log`);
      if (!variant.ref) {
        if (needsGit)
          refs[variant.name] = { ref: 'HEAD', sha: git(root, ['rev-parse', 'HEAD']).out };
        if (variant.build)
          await runBuild(variant.build, folder, logPath, label, options.baseEnv, false);
        variants.push(variant);
        continue;
      }
      let ref = variant.ref;
      if (ref === 'base') {
        if (!options.baseSha) {
          throw new RefError(
            `${where}: "base" is the pull request's base commit, and there is none here. Run in a pull_request workflow, pass --base REF to the CLI, or name a branch, tag or SHA.`,
          );
        }
        ref = options.baseSha;
      }
      const sha = resolveCommit(root, ref, where);
      refs[variant.name] = { ref: variant.ref, sha };
      const key = JSON.stringify([sha, relative(root, folder), variant.build ?? '']);
      const reused = built.has(key) ? undefined : options.checkouts?.take(key);
      const worktree = reused?.worktree ?? mkdtempSync(join(tmpdir(), 'perf-gate-worktree-'));
      // The variant's services and build run from the same place inside its own checkout.
      const inWorktree = (cwd: string | undefined) => join(worktree, relative(root, cwd ?? folder));
      if (reused) {
        built.set(key, reused);
        writeFileSync(logPath, `${label}: ${sha.slice(0, 7)} as an earlier run built it\n`);
      } else {
        worktrees.push(worktree);
        const added = git(root, ['worktree', 'add', '--force', '--detach', worktree, sha]);
        if (!added.ok)
          throw new RefError(
            `${where}: could not check out ${sha.slice(0, 7)} (${gitFailure(added)}).`,
          );
        if (!existsSync(inWorktree(folder))) {
          throw new RefError(
            `${where}: the config's folder ${relative(root, folder) || '.'} does not exist in ${variant.ref} (${sha.slice(0, 7)}), so its services and build have nowhere to run. Check the ref, or run the variant without ref.`,
          );
        }
        if (variant.build)
          await runBuild(variant.build, inWorktree(folder), logPath, label, options.baseEnv, true);
        // Built: the caller keeps it for its later runs (one worktree per commit and build).
        if (options.checkouts && !built.has(key)) {
          worktrees.splice(worktrees.indexOf(worktree), 1);
          built.set(key, { root, worktree, contents: contentsOf(worktree) ?? '' });
        }
      }
      variants.push({
        ...variant,
        services: variant.services.map((s) => ({ ...s, cwd: inWorktree(s.cwd) })),
        setup: variant.setup.map((step) =>
          step.kind === 'run' ? { ...step, cwd: inWorktree(step.cwd) } : step,
        ),
      });
    }
    return { config: { ...config, variants }, refs, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** The config key of a variant's ref: `baseline.ref`, `variants[0].ref`. */
function refKey(index: number): string {
  return index === 0 ? 'baseline.ref' : `variants[${index - 1}].ref`;
}
