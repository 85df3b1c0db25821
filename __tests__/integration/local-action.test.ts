/**
 * run() with no argument — what dist/index.js and @github/local-action call — on the quick
 * start in simple mode: inputs from INPUT_* variables, outputs and the job summary to the
 * files the runner names, the real @actions/core. It asserts the mechanics of a run, not its
 * verdict (the load is too short to decide anything), so it gates nothing (`fail-on: off`): an
 * undecided gate would be followed by profiling rounds, two thirds of this file's time and CPU
 * (cli.test.ts and the e2e action test hold that they follow).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../src/action/main.js';
import { isAlive, readPids } from '../helpers/processes.js';

afterEach(() => {
  vi.unstubAllEnvs();
  // A failed gate sets process.exitCode through @actions/core; it is not this test's exit.
  process.exitCode = 0;
});

describe('run() with no argument (the local-action entry)', () => {
  it('runs the quick start in simple mode and writes outputs, summary and report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-local-'));
    const outputFile = join(dir, 'output.txt');
    const summaryFile = join(dir, 'summary.md');
    writeFileSync(outputFile, '');
    writeFileSync(summaryFile, '');
    const inputs: Record<string, string> = {
      command: `echo $$ >> ${join(dir, 'pids')} && exec node examples/quickstart/server.mjs`,
      url: 'http://127.0.0.1:{port}/',
      ready: 'http://127.0.0.1:{port}/health',
      connections: '2',
      duration: '300ms',
      warmup: '100ms',
      rounds: '2',
      'baseline-name': 'main',
      'baseline-env': 'WORK_US=0',
      'variant-name': 'slower build',
      'variant-env': 'WORK_US=4',
      'fail-on': 'off',
      'output-dir': join(dir, 'out'),
      token: '',
    };
    for (const [name, value] of Object.entries(inputs))
      vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
    vi.stubEnv('GITHUB_OUTPUT', outputFile);
    vi.stubEnv('GITHUB_STEP_SUMMARY', summaryFile);
    vi.stubEnv('GITHUB_EVENT_PATH', '');
    vi.stubEnv('GITHUB_WORKFLOW', 'perf');
    vi.stubEnv('GITHUB_JOB', 'local');

    await run();

    const outputs = readFileSync(outputFile, 'utf8');
    expect(outputs).toMatch(/^passed<<ghadelimiter_[\w-]+\n(true|false)\n/m);
    const reportPath = /^report-path<<(\S+)\n(.*)\n\1$/m.exec(outputs)?.[2];
    expect(reportPath).toBe(join(dir, 'out', 'report.md'));
    expect(existsSync(reportPath!)).toBe(true);
    expect(readFileSync(summaryFile, 'utf8')).toContain('## perf-gate report');
    const result = JSON.parse(readFileSync(join(dir, 'out', 'report.json'), 'utf8'));
    expect(result.variants).toEqual(['slower build']);
    expect(result.reportId).toBe('perf-local');
    const measured = result.trials.filter((t: { warmup?: boolean }) => !t.warmup);
    expect(measured).toHaveLength(4);
    expect(measured.every((t: { status: string }) => t.status === 'measured')).toBe(true);
    // Every service it started (2 rounds × 2 variants, each fresh) is gone.
    const pids = readPids(join(dir, 'pids'));
    expect(pids).toHaveLength(4);
    expect(pids.filter(isAlive)).toEqual([]);
  }, 180_000);

  it('without inputs, fails through setFailed naming the missing input (no destructuring crash)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-local-'));
    vi.stubEnv('GITHUB_OUTPUT', join(dir, 'output.txt'));
    vi.stubEnv('GITHUB_STEP_SUMMARY', join(dir, 'summary.md'));
    vi.stubEnv('GITHUB_WORKSPACE', dir);
    const cwd = process.cwd();
    let written = '';
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written += String(chunk);
      return true;
    });
    try {
      process.chdir(dir);
      await run();
    } finally {
      process.chdir(cwd);
      stdout.mockRestore();
    }
    expect(written).toContain(
      "::error::action inputs has a problem:%0A  input 'command': is required",
    );
    expect(process.exitCode).toBe(1);
  });
});
