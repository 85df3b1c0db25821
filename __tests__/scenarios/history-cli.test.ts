/**
 * `perf-gate history` on a scratch repository: HEAD measured against the latest release tag
 * in one run, the entry appended to a local history branch (git plumbing, nothing checked
 * out), the next release chained to the first by measuring one against the other, and a
 * corrupt history refused before anything is measured; a release faster than the one before
 * does not fail main's step (only HEAD is judged); uncommitted changes and a HEAD off the
 * history's line refused before anything is measured.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOf } from '../../src/history/branch.js';
import { addAnchor, appendEntry } from '../../src/history/store.js';
import { emptyHistory, type HistoryFile } from '../../src/history/types.js';
import { cliEntry } from '../helpers/entries.js';
import { entry } from '../helpers/history.js';
import { LOOKUP_MS, waitingServer } from '../helpers/waiting-server.js';

const cli = cliEntry();

function scratchRepository() {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-history-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'test');
  writeFileSync(join(dir, 'server.mjs'), waitingServer(LOOKUP_MS));
  writeFileSync(
    join(dir, 'perf-gate.yml'),
    `services:
  - { name: app, command: "test -f build.txt && node server.mjs", ready: { tcp: "{port}" } }
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 500ms, warmup: 200ms }
rounds: 5
seed: 3
profile: off
baseline: { name: main, ref: base, build: "echo built > build.txt" }
variants: [{ name: this PR, build: "echo built > build.txt" }] # the pull-request job's file, as is
gate: { throughput: 80% }
`,
  );
  writeFileSync(join(dir, '.gitignore'), 'build.txt\n.perf-gate/\n');
  git('add', '.');
  git('commit', '-q', '-m', 'first release');
  git('tag', 'v1.0.0');
  return { dir, git };
}

function history(cwd: string, ...args: string[]) {
  return spawnSync(process.execPath, [cli, 'history', ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 180_000,
  });
}

const onBranch = (git: (...args: string[]) => string, file: string) =>
  git('show', `perf-gate-history:${file}`);

describe('perf-gate history on a scratch repository', () => {
  it('records main against its release, then chains the next release to it', () => {
    const { dir, git } = scratchRepository();
    writeFileSync(join(dir, 'server.mjs'), waitingServer(100));
    // Squash-merged as GitHub writes it, in a clone of a GitHub repository (never fetched:
    // every commit the run needs is here).
    git('commit', '-qam', 'wait 100 ms before answering (#7)');
    git('remote', 'add', 'origin', 'git@github.com:acme/shop.git');
    const slow = git('rev-parse', 'HEAD');
    const first = history(dir);
    // HEAD is shown slower than v1.0.0 beyond the tolerance: the step fails, the entry is written.
    expect(first.stderr).toMatch(/perf-gate history: wrote branch perf-gate-history/);
    expect(first.status).toBe(1);
    let file = JSON.parse(onBranch(git, 'history.json')) as HistoryFile;
    expect(file.schema).toBe('perf-gate/history@1');
    expect(file.anchors.map((a) => a.tag)).toEqual(['v1.0.0']);
    expect(file.entries).toHaveLength(1);
    const [entry] = file.entries;
    expect(entry.commit).toMatchObject({
      sha: slow,
      subject: 'wait 100 ms before answering (#7)',
    });
    // The page's links: the pull request the subject names, on the repository origin names.
    expect(entry.pullRequest).toEqual({ number: 7, url: 'https://github.com/acme/shop/pull/7' });
    expect(file).toMatchObject({ repository: 'acme/shop', serverUrl: 'https://github.com' });
    expect(entry.metrics.throughput.highPct).toBeLessThan(-50);
    expect(entry.sinceFirst.throughput).toEqual({
      deltaPct: entry.metrics.throughput.deltaPct,
      lowPct: entry.metrics.throughput.lowPct,
      highPct: entry.metrics.throughput.highPct,
    });
    expect(entry.configDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, '.perf-gate', 'report.md'), 'utf8')).toContain(
      `“anchor” is the release v1.0.0 (${git('rev-parse', '--short=7', 'v1.0.0')}); “HEAD” is ${slow.slice(0, 7)}.`,
    );
    expect(onBranch(git, 'index.html')).toContain('perf-gate history');
    // Nothing checked out: still on main, the working tree as it was.
    expect(git('rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
    expect(git('status', '--porcelain')).toBe('');

    // In a fork's clone the pull requests a subject numbers are the upstream's: `upstream`
    // names the repository when there is one.
    git('remote', 'set-url', 'origin', 'https://github.com/someone/fork.git');
    git('remote', 'add', 'upstream', 'https://github.com/acme/shop.git');
    // A release of the slow commit, then a commit that only changes the README.
    git('tag', 'v1.1.0');
    writeFileSync(join(dir, 'README.md'), 'docs\n');
    git('add', 'README.md');
    git('commit', '-qm', 'docs');
    const second = history(dir);
    expect(second.stderr).toMatch(/and v1\.1\.0 against the previous anchor v1\.0\.0/);
    // Said the way round a reader asks: the new release, slower, against the old one (the
    // run's table has the old release as an arm, "faster").
    expect(second.stderr).toMatch(
      /The release v1\.1\.0 against the one before, v1\.0\.0 .*: throughput −\d+\.\d% .*worse beyond the tolerance/,
    );
    expect([0, 1]).toContain(second.status);
    file = JSON.parse(onBranch(git, 'history.json')) as HistoryFile;
    expect(file.anchors.map((a) => a.tag)).toEqual(['v1.0.0', 'v1.1.0']);
    expect(file.repository).toBe('acme/shop');
    const link = file.anchors[1].link!;
    expect(link.from).toBe(file.anchors[0].sha);
    // v1.1.0 is the slow build: against v1.0.0 it is far slower, and so is the docs commit.
    expect(link.metrics.throughput.highPct).toBeLessThan(-50);
    expect(file.entries).toHaveLength(2);
    expect(file.entries[1].anchor).toBe(file.anchors[1].sha);
    expect(file.entries[1].sinceFirst.throughput.highPct).toBeLessThan(-50);
    expect(git('log', '--format=%s', 'perf-gate-history').split('\n')).toHaveLength(2);

    // A release that is fast again, then a docs commit: HEAD is as fast as v1.2.0, and the
    // previous anchor, v1.1.0, far slower than it — the link, shown but not judged, so the
    // step passes (it failed on the previous anchor's "regression" before GateSpec.judged).
    writeFileSync(join(dir, 'server.mjs'), waitingServer(LOOKUP_MS));
    git('commit', '-qam', 'answer at once again');
    git('tag', 'v1.2.0');
    writeFileSync(join(dir, 'README.md'), 'more docs\n');
    git('commit', '-qam', 'more docs');
    const third = history(dir);
    expect(third.stderr).toMatch(/and v1\.2\.0 against the previous anchor v1\.1\.0/);
    expect(third.status, third.stdout.slice(-2000)).toBe(0);
    file = JSON.parse(onBranch(git, 'history.json')) as HistoryFile;
    expect(file.anchors[2].link!.metrics.throughput.lowPct).toBeGreaterThan(100);
    // Since the first release: two links measured minutes apart, chained (a 2 ms wait against
    // 100 ms, about −98%, then back), so the fast app's drift between the runs moves it; the
    // slow build reads beyond −90%.
    expect(file.entries[2].sinceFirst.throughput.highPct).toBeGreaterThan(-80);
  }, 400_000);

  it('refuses a corrupt history before measuring, and leaves the branch as it was', () => {
    const { dir, git } = scratchRepository();
    writeFileSync(join(dir, 'README.md'), 'docs\n');
    git('add', 'README.md');
    git('commit', '-qm', 'docs');
    const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], {
      cwd: dir,
      input: '{"schema": "perf-gate/hist',
    })
      .toString()
      .trim();
    const tree = execFileSync('git', ['mktree'], {
      cwd: dir,
      input: `100644 blob ${blob}\thistory.json\n`,
    })
      .toString()
      .trim();
    const commit = git('commit-tree', tree, '-m', 'by hand');
    git('update-ref', 'refs/heads/perf-gate-history', commit);
    const run = history(dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^perf-gate history: history\.json: is not valid JSON .* Nothing was written\. Repair history\.json/m,
    );
    expect(git('rev-parse', 'perf-gate-history')).toBe(commit);
    expect(existsSync(join(dir, '.perf-gate', 'report.json'))).toBe(false);
  });

  it('adds no point when every trial of its anchor failed: nothing was compared', () => {
    const { dir, git } = scratchRepository();
    // The release answered every request with 500: the next commit fixed it.
    writeFileSync(
      join(dir, 'server.mjs'),
      `import { createServer } from 'node:http';
createServer((req, res) => { res.statusCode = 500; res.end('broken'); }).listen(Number(process.env.PORT), '127.0.0.1');
`,
    );
    git('commit', '-qam', 'broken release');
    git('tag', '-f', 'v1.0.0');
    writeFileSync(join(dir, 'server.mjs'), waitingServer(LOOKUP_MS));
    git('commit', '-qam', 'fixed');
    const run = history(dir);
    expect(run.status, run.stderr).toBe(3);
    expect(run.stdout + run.stderr).toMatch(/trials of the baseline “anchor” failed/);
    expect(() => git('rev-parse', '--verify', '-q', 'perf-gate-history')).toThrow();
  }, 180_000);

  it('refuses uncommitted changes, and a HEAD off the line the history follows, before measuring', () => {
    const { dir, git } = scratchRepository();
    git('commit', '-q', '--allow-empty', '-m', 'on main');
    const onMain = git('rev-parse', 'HEAD');
    // A history whose last entry is main's HEAD, written as perf-gate writes it.
    const state = appendEntry(
      addAnchor(emptyHistory(), { sha: git('rev-parse', 'v1.0.0'), tag: 'v1.0.0' }),
      entry(1, git('rev-parse', 'v1.0.0'), -1, undefined, {
        commit: { sha: onMain, subject: 'on main' },
      }),
    );
    const tree = Object.entries(filesOf(state, '2026-12-05T00:00:00Z'))
      .map(([name, text]) => {
        const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], {
          cwd: dir,
          input: text,
        })
          .toString()
          .trim();
        return `100644 blob ${blob}\t${name}\n`;
      })
      .join('');
    const mktree = execFileSync('git', ['mktree'], { cwd: dir, input: tree }).toString().trim();
    const branch = git('commit-tree', mktree, '-m', 'history');
    git('update-ref', 'refs/heads/perf-gate-history', branch);

    // A tracked file changed: its speed would be recorded as HEAD's commit's.
    writeFileSync(join(dir, 'server.mjs'), waitingServer(100));
    let run = history(dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^perf-gate history: this checkout has uncommitted changes to a tracked file \(server\.mjs\), and HEAD's entry would record them .* Commit or stash them/m,
    );
    git('checkout', '-q', '--', 'server.mjs');

    // A feature branch from the release, run by hand: not main's line.
    git('checkout', '-q', '-b', 'feature', 'v1.0.0');
    git('commit', '-q', '--allow-empty', '-m', 'on a feature');
    run = history(dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `is not on the line of ${onMain.slice(0, 7)} (“on main”), the last commit recorded in branch perf-gate-history`,
    );
    expect(git('rev-parse', 'perf-gate-history')).toBe(branch);
    expect(existsSync(join(dir, '.perf-gate', 'report.json'))).toBe(false);

    // Let through, to a service that does not start (exit 3, nothing to wait for): HEAD behind
    // the last entry on its line (a job re-run for an older push), and a last entry that no
    // branch holds any more (main rewritten here; only the reflog keeps the old commit).
    writeFileSync(
      join(dir, 'broken.yml'),
      `services: [{ name: app, command: "exit 1", ready: { tcp: "{port}", timeout: 1s } }]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 300ms }
rounds: 2
profile: off
baseline: { name: main }
variants: [{ name: this PR }]
`,
    );
    for (const place of [
      () => git('checkout', '-q', 'v1.0.0'),
      () => {
        git('checkout', '-q', 'main');
        git('commit', '-q', '--amend', '--allow-empty', '-m', 'on main, reworded');
      },
    ]) {
      place();
      run = history(dir, '--config', 'broken.yml');
      expect(run.stderr).not.toMatch(/is not on the line of/);
      expect(run.status, run.stderr).toBe(3);
    }
  });
});
