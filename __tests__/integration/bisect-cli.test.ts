/**
 * `perf-gate bisect` called wrong: each mistake is a usage error (exit 2) that names the
 * option and what to do, answered before any commit is built or measured.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEntry } from '../helpers/entries.js';
import { makeScratchHistory } from '../helpers/scratch-history.js';

const cli = cliEntry();
const history = makeScratchHistory();
const bisect = (...args: string[]) =>
  spawnSync(process.execPath, [cli, 'bisect', ...args], {
    cwd: history.dir,
    encoding: 'utf8',
    timeout: 30_000,
  });

describe('perf-gate bisect, called wrong', () => {
  it('needs --good and --bad', () => {
    const run = bisect('--bad', 'main');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('perf-gate bisect: --good REF is required');
  });

  it('names an unknown ref and the option it came from', () => {
    const run = bisect('--good', 'v9.9.9', '--bad', 'main');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--good: "v9.9.9" is not a commit of this repository');
  });

  it('outside a git repository, says so rather than that the ref is unknown', () => {
    const folder = mkdtempSync(join(tmpdir(), 'perf-gate-not-git-'));
    copyFileSync(join(history.dir, 'perf-gate.yml'), join(folder, 'perf-gate.yml'));
    const run = spawnSync(process.execPath, [cli, 'bisect', '--good', 'HEAD', '--bad', 'HEAD'], {
      cwd: folder,
      encoding: 'utf8',
      timeout: 30_000,
    });
    rmSync(folder, { recursive: true, force: true });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`perf-gate bisect: ${folder} is not in a git repository`);
    expect(run.stderr).not.toContain('is not a commit of this repository');
  });

  it('refuses a good commit that is not an ancestor of the bad one', () => {
    const run = bisect('--good', 'main', '--bad', 'v1.0.0');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--good \w{7} is not an ancestor of --bad \w{7}/);
  });

  it('refuses a budget that is not a duration', () => {
    const run = bisect('--good', 'v1.0.0', '--bad', 'main', '--budget', 'soon');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--budget must be a duration such as 20m or 1h');
  });

  it('refuses its options on another command, naming the command they belong to', () => {
    const run = spawnSync(process.execPath, [cli, 'validate', '--good', 'v1'], {
      cwd: history.dir,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--good is an option of 'perf-gate bisect', not of 'validate'");
  });

  it('documents itself', () => {
    const run = spawnSync(process.execPath, [cli, 'bisect', '--help'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: perf-gate bisect --good REF --bad REF');
  });
});
