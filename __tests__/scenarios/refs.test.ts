/**
 * The pull request against its base branch in the same job: a git repository built on
 * the fly, the base in its own worktree, built, measured against the head, cleaned up.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEntry } from '../helpers/entries.js';
import type { RunResult } from '../../src/report/result.js';
import { isAlive, readPids } from '../helpers/processes.js';
import { LOOKUP_MS, waitingServer } from '../helpers/waiting-server.js';

const cli = cliEntry();

// A slower commit waits 100 ms before it answers, the base 2 ms (helpers/waiting-server.ts):
// at one connection that caps its throughput far below the base's (−98%), an effect that CPU
// contention on a busy machine cannot hide (a spin of a few hundred µs can be, when every
// request already waits milliseconds for a CPU). The gate's tolerance is as wide as that
// allows: the tests of an unchanged commit assert a pass on a real run, and in CI's lanes beside
// a CPU hog per core an A/A of a base answering at once read 34–111% of its base's req/s round by
// round and failed a 10% gate (1 December 2026).

function makeRepo(
  second: { delayMs?: number; readme?: string },
  build = 'test -f server.mjs && echo built > build.txt',
) {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'test');
  writeFileSync(join(dir, 'server.mjs'), waitingServer(LOOKUP_MS));
  writeFileSync(
    join(dir, 'perf-gate.yml'),
    `services:
  - { name: app, command: "test -f build.txt && node server.mjs", env: { PID_FILE: "${join(dir, 'pids')}" }, ready: { tcp: "{port}" } }
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 500ms, warmup: 200ms }
rounds: 5
seed: 3
profile: off # the refs are this test's; cli.test.ts runs the profiling rounds after a regression
baseline: { name: main, ref: base, build: "${build}" }
variants: [ { name: this PR, build: "echo built > build.txt" } ]
gate: { throughput: 80% }
`,
  );
  writeFileSync(join(dir, '.gitignore'), 'build.txt\npids\n.perf-gate/\n');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  const base = git('rev-parse', 'HEAD');
  if (second.delayMs !== undefined)
    writeFileSync(join(dir, 'server.mjs'), waitingServer(second.delayMs));
  if (second.readme) writeFileSync(join(dir, 'README.md'), second.readme);
  git('add', '.');
  git('commit', '-q', '-m', 'change');
  return { dir, base, head: git('rev-parse', 'HEAD'), git };
}

function perfGate(cwd: string, args: string[]) {
  const run = spawnSync(process.execPath, [cli, 'run', '--json', 'result.json', ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const worktrees = execFileSync('git', ['worktree', 'list'], { cwd, encoding: 'utf8' })
    .trim()
    .split('\n');
  return { ...run, worktrees };
}

describe('ref: base — the pull request against its base branch', () => {
  it('a commit that makes the endpoint slower is a regression, and the report names both SHAs', () => {
    const { dir, base, head } = makeRepo({ delayMs: 100 });
    const run = perfGate(dir, ['--base', base]);
    expect(run.status, run.stderr).toBe(1);
    const result: RunResult = JSON.parse(readFileSync(join(dir, 'result.json'), 'utf8'));
    expect(result.refs).toEqual({
      main: { ref: 'base', sha: base },
      'this PR': { ref: 'HEAD', sha: head },
    });
    expect(result.comparisons.find((c) => c.metric === 'throughput')!.outcome).toBe('regression');
    expect(run.stdout).toContain(
      `“this PR” (${head.slice(0, 7)}) compared with “main” (${base.slice(0, 7)}) decreases throughput`,
    );
    expect(run.worktrees).toHaveLength(1);
    expect(readPids(join(dir, 'pids')).filter(isAlive)).toEqual([]);
  }, 120_000);

  it('a change that does not touch speed does not fail', () => {
    const { dir, base } = makeRepo({ readme: 'docs only\n' });
    const run = perfGate(dir, ['--base', base]);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.worktrees).toHaveLength(1);
  }, 120_000);

  it('a shallow clone (depth 1) fetches the base commit it lacks', () => {
    const { dir, base } = makeRepo({ readme: 'docs only\n' });
    const clone = mkdtempSync(join(tmpdir(), 'perf-gate-shallow-'));
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${dir}`, clone]);
    expect(spawnSync('git', ['cat-file', '-t', base], { cwd: clone }).status).not.toBe(0);
    const run = perfGate(clone, ['--base', base]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.worktrees).toHaveLength(1);
  }, 120_000);

  it('an unknown commit in a shallow clone says what to set in the workflow', () => {
    const { dir } = makeRepo({ readme: 'x\n' });
    const clone = mkdtempSync(join(tmpdir(), 'perf-gate-shallow-'));
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${dir}`, clone]);
    const run = perfGate(clone, ['--base', 'deadbeefdeadbeefdeadbeefdeadbeefdeadbeef']);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain(
      'baseline.ref: commit "deadbeefdeadbeefdeadbeefdeadbeefdeadbeef" is not in this checkout',
    );
    expect(run.stderr).toContain('set `fetch-depth: 0` on actions/checkout');
  }, 60_000);

  it('a failed build names the ref and the command, shows its output, and leaves no worktree or process', () => {
    const { dir, base } = makeRepo(
      { readme: 'x\n' },
      'echo compiling; echo error TS2322 >&2; exit 2',
    );
    const run = perfGate(dir, ['--base', base]);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain(
      'The build of "main" (ref base) failed (command: echo compiling; echo error TS2322 >&2; exit 2, exited with code 2)',
    );
    expect(run.stderr).toContain('| error TS2322');
    expect(run.stderr).toMatch(
      /\nIt ran in \S+, the config's folder in the commit's own checkout: paths in build are relative to it\.\n/,
    );
    expect(run.worktrees).toHaveLength(1);
    expect(readPids(join(dir, 'pids'))).toEqual([]);
  }, 60_000);

  it('ref: base outside a pull request, without --base, says what to do', () => {
    const { dir } = makeRepo({ readme: 'x\n' });
    const run = perfGate(dir, []);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain(
      'baseline.ref: "base" is the pull request\'s base commit, and there is none here',
    );
  }, 60_000);

  it("a config in a subfolder: its relative build runs in the worktree's copy of that folder, and the output goes beside the config", () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'perf-gate-repo-')));
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'test@example.com');
    git('config', 'user.name', 'test');
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'app', 'server.mjs'), waitingServer(LOOKUP_MS));
    // Each build says where it ran; the service starts only where its build left built.txt.
    writeFileSync(
      join(dir, 'app', 'perf-gate.yml'),
      `services:
  - { name: app, command: "test -f built.txt && node server.mjs", ready: { tcp: "{port}" } }
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 500ms, warmup: 200ms }
rounds: 2
profile: off
baseline: { name: main, ref: base, build: "echo built in $(pwd) && test -f server.mjs && echo built > built.txt" }
variants: [ { name: this PR, build: "echo built in $(pwd) && echo built > built.txt" } ]
gate: { throughput: 80% }
`,
    );
    writeFileSync(join(dir, '.gitignore'), 'built.txt\n.perf-gate/\n');
    git('add', '.');
    git('commit', '-q', '-m', 'base');
    const base = git('rev-parse', 'HEAD');
    writeFileSync(join(dir, 'README.md'), 'docs only\n');
    git('add', '.');
    git('commit', '-q', '-m', 'change');

    const run = spawnSync(
      process.execPath,
      [cli, 'run', '--config', 'app/perf-gate.yml', '--base', base],
      { cwd: dir, encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status, run.stdout + run.stderr).toBeLessThanOrEqual(1);
    const logs = join(dir, 'app', '.perf-gate', 'logs');
    expect(readFileSync(join(logs, 'build-0.log'), 'utf8')).toMatch(
      /^built in \/.*perf-gate-worktree-[^/]+\/app$/m,
    );
    expect(readFileSync(join(logs, 'build-1.log'), 'utf8')).toContain(`built in ${dir}/app\n`);
    const result: RunResult = JSON.parse(
      readFileSync(join(dir, 'app', '.perf-gate', 'report.json'), 'utf8'),
    );
    expect(result.trials.filter((t) => !t.warmup && t.status === 'measured')).toHaveLength(4);
    expect(existsSync(join(dir, '.perf-gate'))).toBe(false);
    expect(existsSync(join(dir, 'built.txt'))).toBe(false);
  }, 120_000);
});
