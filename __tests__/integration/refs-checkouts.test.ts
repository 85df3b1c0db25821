/**
 * A bisect's steps compare the same commits again: with `BuiltCheckouts` each commit is
 * checked out and built once and kept for later runs, unless its worktree changed after its
 * build (a service wrote into it), and every kept worktree goes when the caller is done. Real
 * git worktrees and build commands; no load.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/index.js';
import { BuiltCheckouts, prepareRefs } from '../../src/experiment/refs.js';
import { readConfigFile } from '../../src/modes/config-file.js';

const made: string[] = [];
const scratch = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `perf-gate-${name}-`));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('built checkouts kept across runs', () => {
  it('builds each commit once, builds again a worktree that changed, and removes them all at the end', async () => {
    const repo = scratch('checkouts');
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q');
    git('config', 'user.email', 'dev@example.com');
    git('config', 'user.name', 'A Developer');
    const commit = (text: string) => {
      writeFileSync(join(repo, 'app.txt'), text);
      git('add', '.');
      git('commit', '-q', '-m', text);
      return git('rev-parse', 'HEAD');
    };
    writeFileSync(join(repo, '.gitignore'), 'out.txt\n');
    const [a, b] = [commit('a'), commit('b')];
    const builds = join(scratch('builds'), 'log');
    writeFileSync(builds, '');
    const logDir = scratch('checkouts-logs');
    // The build logs the commit's text, writes an ignored output file as a real build would,
    // and fails on a commit whose text is "broken".
    const build = `cat app.txt >> ${builds} && echo built > out.txt && ! grep -q broken app.txt`;
    const config = (older: string, newer: string) =>
      parseConfigText(
        `services: [{ name: app, command: "true", ready: { tcp: "{port}" } }]
load: { url: "http://127.0.0.1:{port}/" }
baseline: { name: older, ref: ${older}, build: "${build}" }
variants: [{ name: newer, ref: ${newer}, build: "${build}" }]
`,
        join(repo, 'perf-gate.yml'),
      );
    const checkouts = new BuiltCheckouts();
    const run = async (older: string, newer: string) => {
      const prepared = await prepareRefs(config(older, newer), {
        cwd: repo,
        logDir,
        baseEnv: process.env,
        checkouts,
      });
      const dirs = prepared.config.variants.map((v) => v.services[0].cwd!);
      await prepared.cleanup();
      return dirs;
    };
    const built = () => readFileSync(builds, 'utf8');
    const worktrees = () => git('worktree', 'list').split('\n').length;

    const [firstA, firstB] = await run(a, b);
    expect(built()).toBe('ab');
    // Kept after the run, for the next.
    expect([existsSync(firstA), existsSync(firstB), worktrees()]).toEqual([true, true, 3]);

    // The same commits again, the other way round: the same worktrees, no build.
    expect(await run(b, a)).toEqual([firstB, firstA]);
    expect(built()).toBe('ab');

    // A service wrote into b's checkout: b is checked out and built afresh.
    writeFileSync(join(firstB, 'data.db'), 'rows');
    const [againB] = await run(b, a);
    expect(againB).not.toBe(firstB);
    expect(existsSync(firstB)).toBe(false);
    expect(built()).toBe('abb');

    // Both arms at one commit: each its own worktree, the kept one and one built for this run
    // alone, removed with it.
    const [one, two] = await run(a, a);
    expect(one).toBe(firstA);
    expect(two).not.toBe(firstA);
    expect(built()).toBe('abba');
    expect([existsSync(one), existsSync(two), worktrees()]).toEqual([true, false, 3]);

    // An ignored file rewritten in place, same size (a database's rows): built afresh.
    writeFileSync(join(firstA, 'out.txt'), 'BUILT\n');
    const [, againA] = await run(b, a);
    expect(againA).not.toBe(firstA);
    expect(built()).toBe('abbaa');

    // A commit whose build fails is not kept: its worktree goes with its run.
    const broken = commit('broken');
    const before = readdirSync(tmpdir()).filter((f) => f.startsWith('perf-gate-worktree-'));
    await expect(run(a, broken)).rejects.toThrow(
      /^The build of "newer" .*\nIt ran in .*perf-gate-worktree-.*, the config's folder in the commit's own checkout: paths in build are relative to it\./,
    );
    const after = readdirSync(tmpdir()).filter((f) => f.startsWith('perf-gate-worktree-'));
    expect(after.sort()).toEqual(before.sort());
    expect(worktrees()).toBe(3);

    // At most four are kept: the one used longest ago goes first.
    const [c, d, e] = [commit('c'), commit('d'), commit('e')];
    await run(c, d);
    await run(e, a);
    expect(worktrees()).toBe(5);
    await run(b, a); // b was used longest ago: gone, so built again
    expect(built()).toBe('abbaa' + 'broken' + 'cde' + 'b');

    checkouts.removeAll();
    expect(worktrees()).toBe(1);
    for (const dir of [firstA, againB, againA]) expect(existsSync(dir)).toBe(false);
  }, 60_000);

  it("a failed build of the checkout itself says it ran in the config's folder", async () => {
    // A path written from the repository's root fails from a config in a subfolder.
    const repo = scratch('local-build');
    const folder = join(repo, 'perf');
    mkdirSync(folder);
    writeFileSync(
      join(folder, 'perf-gate.yml'),
      `services: [{ name: app, command: "true", ready: { tcp: "{port}" } }]
load: { url: "http://127.0.0.1:{port}/" }
baseline: { name: main, build: "./scripts/build.sh" }
variants: [{ name: this PR, env: { X: "1" } }]
`,
    );
    const config = readConfigFile(join(folder, 'perf-gate.yml'));
    await expect(
      prepareRefs(config, {
        cwd: repo,
        logDir: scratch('local-build-logs'),
        baseEnv: process.env,
        checkouts: new BuiltCheckouts(),
      }),
    ).rejects.toThrow(
      `It ran in ${folder}, the config's folder: paths in build are relative to it.`,
    );
  });

  it('a ref outside a git checkout names the key that set it', async () => {
    const folder = scratch('not-git');
    const config = parseConfigText(
      `services: [{ name: app, command: "true", ready: { tcp: "{port}" } }]
load: { url: "http://127.0.0.1:{port}/" }
baseline: { name: main, ref: base }
variants: [{ name: this PR }]
`,
      join(folder, 'perf-gate.yml'),
    );
    await expect(
      prepareRefs(config, {
        cwd: folder,
        logDir: scratch('not-git-logs'),
        baseEnv: process.env,
        checkouts: new BuiltCheckouts(),
      }),
    ).rejects.toThrow(`baseline.ref is set, which needs a git checkout, but ${folder} is not one.`);
  });
});
