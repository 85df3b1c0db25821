/**
 * The history branch of a local repository (`perf-gate history` from a terminal): git's
 * plumbing and `git update-ref` with the old value, so that writers that read the same head
 * cannot both move the branch, and the beaten one re-applies its entry.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { updateHistory } from '../../src/history/branch.js';
import { addAnchor, appendEntry } from '../../src/history/store.js';
import type { HistoryState } from '../../src/history/types.js';
import { localHistoryBranch } from '../../src/modes/local-branch.js';
import { entry, sha } from '../helpers/history.js';

const options = { message: 'perf-gate history', now: () => '2026-12-01T00:00:00Z' };
const run = (commit: number) => (state: HistoryState) =>
  appendEntry(addAnchor(state, { sha: sha(1) }), entry(commit, sha(1), commit));

describe('the history branch of a local repository', () => {
  it('loses no entry when writers read the same head, and leaves the checkout alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-local-history-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
    git('init', '-q', '-b', 'main');
    const store = localHistoryBranch(dir, 'perf-gate-history');
    await updateHistory(store, run(10), options);
    // Every writer's read happens before any write: each read resolves before the writes start.
    const results = await Promise.all(
      [11, 12, 13].map((n) => updateHistory(store, run(n), options)),
    );
    expect(results.filter((r) => r.conflicts > 0).length).toBeGreaterThanOrEqual(2);
    const history = JSON.parse(git('show', 'perf-gate-history:history.json'));
    expect(history.entries.map((e: { commit: { sha: string } }) => e.commit.sha).sort()).toEqual(
      [10, 11, 12, 13].map(sha).sort(),
    );
    expect(git('rev-list', '--count', 'perf-gate-history')).toBe('4');
    expect(git('ls-tree', '--name-only', 'perf-gate-history').split('\n').sort()).toEqual([
      '.nojekyll',
      'README.md',
      'history.json',
      'index.html',
      'rollup.json',
    ]);
    expect(git('status', '--porcelain')).toBe('');
  });

  it('from a folder inside the checkout reads and keeps the whole branch', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-local-history-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
    git('init', '-q', '-b', 'main');
    await updateHistory(localHistoryBranch(dir, 'perf-gate-history'), run(10), options);
    // `perf-gate history --config ../perf-gate.yml` from a subfolder: git's tree listings are
    // of that folder there, which read as an empty branch and wrote one entry over two.
    const inside = join(dir, 'services', 'api');
    mkdirSync(inside, { recursive: true });
    const written = await updateHistory(
      localHistoryBranch(inside, 'perf-gate-history'),
      run(11),
      options,
    );
    expect(written.state.history.entries).toHaveLength(2);
    const history = JSON.parse(git('show', 'perf-gate-history:history.json'));
    expect(history.entries.map((e: { commit: { sha: string } }) => e.commit.sha)).toEqual(
      [10, 11].map(sha),
    );
    expect(git('ls-tree', '--name-only', 'perf-gate-history').split('\n')).toHaveLength(5);
  });
});
