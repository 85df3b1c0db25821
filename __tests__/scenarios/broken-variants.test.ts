/**
 * Broken variants never pass: real small servers that answer nothing, only errors, or
 * never in time, run through the whole pipeline (run, stats, gate, report) — measured once,
 * then judged under two gates.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/index.js';
import { analyse } from '../../src/experiment/analyse.js';
import { runPerfGate } from '../../src/experiment/index.js';
import { diffBlockLines } from '../../src/report/diff.js';
import { renderMarkdown } from '../../src/report/markdown/index.js';
import { buildResult, headlineOutputs, type RunResult } from '../../src/report/result.js';

const app = resolve('__tests__/fixtures/apps/app.mjs');

/** Four broken variants and a healthy one against a healthy baseline, two rounds. */
const brokenConfig = (gate: string) =>
  parseConfigText(
    `
# Every answer after 1 ms: what is judged is how each one fails, not how fast; at full speed the
# answering apps and the engine kept both cores busy for the whole run.
services: [ { name: app, command: node ${app}, env: { DELAY_MS: "1" }, ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: 2, duration: 1500ms, timeout: 1s, warmup: { requests: 1 } }
rounds: 2
# Half-second turns: a stalled variant's slice waits its requests' 1 s timeout each time.
slice: 500ms
profile: off # the gate's reasons are this test's; profiling the undecided ones would double its time
baseline: { name: healthy, env: { X: "0" } }
variants:
  - { name: closes, env: { CLOSE_UNANSWERED: "1" } }
  - { name: all-500, env: { STATUS_MIX: "500:1" } }
  - { name: times-out, env: { STALL: "1" } }
  - { name: half-500, env: { STATUS_MIX: "200:1,500:1" } }
  - { name: same, env: { X: "1" } }
${gate}
`,
    'broken.yml',
  );

const DEFAULTS_AND_P75 = 'gate: { p75: 10% }';

/**
 * The run, once for the file, under the first test's gate: what is measured does not depend
 * on the gate (two fixed rounds, no profiling), so the other gate judges the same trials.
 */
let measured: Promise<RunResult> | undefined;
function measure(): Promise<RunResult> {
  measured ??= (() => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-broken-'));
    return runPerfGate(brokenConfig(DEFAULTS_AND_P75), {
      logDir: dir,
      baseEnv: process.env,
      reportId: 'broken',
      cwd: dir,
      seed: 1,
    });
  })();
  return measured;
}

/** The run's trials judged under another gate, as runPerfGate judges the trials it measured. */
function judged(run: RunResult, gate: string): RunResult {
  const config = brokenConfig(gate);
  return buildResult({
    config,
    reportId: run.reportId,
    seed: run.seed,
    startedAt: new Date(run.startedAt),
    finishedAt: new Date(Date.parse(run.startedAt) + run.durationMs),
    runner: run.runner,
    trials: run.trials,
    logDir: run.logDir,
    experiment: run.experiment,
    placement: run.conditions.placement,
    noiseParts: run.noiseParts,
    ...analyse(
      run.trials,
      config.variants.map((v) => v.name),
      config.gate,
      run.seed,
    ),
  });
}

function expectBrokenNamed(result: RunResult) {
  expect(result.verdict.passed).toBe(false);
  const reasons = result.verdict.reasons;
  const reasonFor = (variant: string) => reasons.filter((r) => r.startsWith(`${variant}: `));
  // No 2xx in the window: failed trials, each naming what came back.
  expect(reasonFor('closes')).toEqual([
    expect.stringMatching(
      /^closes: 2 of 2 trials failed — no successful \(2xx\) response in the measured window: 0 responses, [1-9]\d* connection errors?, 0 timeouts/,
    ),
  ]);
  expect(reasonFor('all-500')).toEqual([
    expect.stringMatching(
      /^all-500: 2 of 2 trials failed — no successful \(2xx\) response .*× 500/,
    ),
  ]);
  expect(reasonFor('times-out')).toEqual([
    expect.stringMatching(
      /^times-out: 2 of 2 trials failed — no successful \(2xx\) response .*[1-9]\d* timeouts?/,
    ),
  ]);
  // Half the requests fail: measured, but over the error ceiling. Its throughput (successes
  // only) is about half, and its CPU per request moves; whether two rounds show either as a
  // regression is luck (1 degree of freedom), so such a reason may follow, but no other.
  const [ceiling, ...more] = reasonFor('half-500');
  expect(ceiling).toMatch(
    /^half-500: \d\d\.\d\d% of requests failed, more than the 1\.00% allowed$/,
  );
  for (const reason of more)
    expect(reason).toMatch(/^half-500: (throughput decreased|CPU per request increased) by /);
  const half = result.summaries.find((s) => s.variant === 'half-500')!.metrics.errors.mean;
  expect(half).toBeGreaterThan(0.45);
  expect(half).toBeLessThan(0.55);
  // The unchanged variant: nothing about errors or failed trials. Over two rounds (1 degree of
  // freedom) a busy machine may, rarely, make its speed look worse; that is the gate's luck,
  // which the seeded simulations bound, not this test's point.
  for (const reason of reasonFor('same'))
    expect(reason).toMatch(/^same: (throughput|CPU per request|latency p\d+) (de|in)creased by /);
  expect(reasonFor('healthy')).toEqual([]);
  for (const variant of ['closes', 'all-500', 'times-out']) {
    const summary = result.summaries.find((s) => s.variant === variant)!;
    expect(summary.failedTrials).toBe(2);
    expect(summary.metrics.throughput.n).toBe(0);
  }
  // The first line is about what failed first, not about throughput.
  expect(renderMarkdown(result)).toContain('**2 of 2 trials of “closes” failed**');
  expect(headlineOutputs(result).metric).toBe('trials');
}

describe('broken variants fail the gate with the reason named', () => {
  it('with the default gates (and p75 added)', async () => {
    const result = await measure();
    expectBrokenNamed(result);
    // gate: adds p75 to the defaults: the healthy variant is compared on it, gated.
    expect(result.conditions.thresholds).toEqual({
      throughput: 0.05,
      errors: 0.01,
      cpu: 0.05,
      p75: 0.1,
    });
    const p75 = result.comparisons.find((c) => c.variant === 'same' && c.metric === 'p75')!;
    expect(p75).toMatchObject({ gated: true, tolerance: 0.1, n: 2 });
    expect(renderMarkdown(result)).toContain('p75 at most 10.0% worse');
  }, 120_000);

  it('with gate: { p99: 10% } alone, which keeps the throughput, error and CPU gates', async () => {
    const run = await measure();
    // Judged again under its own gate, the run's trials give the run's own verdict.
    const again = judged(run, DEFAULTS_AND_P75);
    expect(again.conditions).toEqual(run.conditions);
    expect(again.summaries).toEqual(run.summaries);
    expect(again.comparisons).toEqual(run.comparisons);
    expect(again.verdict).toEqual(run.verdict);
    const result = judged(run, 'gate: { p99: 10% }');
    expectBrokenNamed(result);
    expect(result.conditions.thresholds).toEqual({
      throughput: 0.05,
      errors: 0.01,
      cpu: 0.05,
      p99: 0.1,
    });
    // The half-failing variant answers its 500s fast; that is no improvement in the diff.
    const half = {
      ...result,
      verdict: {
        ...result.verdict,
        failures: result.verdict.failures.filter((f) => f.variant === 'half-500'),
      },
    };
    expect(diffBlockLines(half).filter((l) => l.startsWith('+'))).toEqual([]);
    expect(diffBlockLines(half).find((l) => l.includes('Error rate'))).toMatch(/^-/);
  }, 120_000);
});
