/**
 * A real variant that fails 5% of its requests against a baseline that fails none: the
 * errors comparison with the baseline (not the ceiling) fails it, and the report says so.
 * The comparison's false-fail rate and power are errors-gate.test.ts's seeded simulations.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/index.js';
import { runPerfGate } from '../../src/experiment/index.js';
import { renderMarkdown } from '../../src/report/markdown/index.js';
import { headlineOutputs } from '../../src/report/result.js';

describe('a real variant that errs 5% against a baseline that errs 0%', () => {
  it('fails the gate on the comparison with the baseline, named in the report', async () => {
    const app = resolve('__tests__/fixtures/apps/app.mjs');
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-errors-'));
    // A ceiling of 10% lets the 5% variant through it, so only the comparison can fail it;
    // throughput counts answers that succeed, 5% fewer here, so its tolerance is set as wide as
    // a busy machine's rounds can swing (an A/A read 34–111% of its base in CI's lanes).
    const config = parseConfigText(
      `
services: [ { name: app, command: node ${app}, ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: 2, requests: 2000, warmup: { requests: 1 } }
rounds: 3
profile: off # the error rate is this test's; where the time went is profile-rounds.test.ts's
baseline: { name: healthy, env: { STATUS_MIX: "200:1" } }
variants: [ { name: five-percent, env: { STATUS_MIX: "200:19,500:1" } } ]
gate: { errors: 10%, throughput: 90% }
`,
      'errors.yml',
    );
    const result = await runPerfGate(config, {
      logDir: dir,
      baseEnv: process.env,
      reportId: 'errors',
      cwd: dir,
      seed: 1,
    });
    const [base, variant] = result.summaries;
    expect(base.metrics.errors.mean).toBe(0);
    expect(variant.metrics.errors.mean).toBeGreaterThan(0.04);
    expect(variant.metrics.errors.mean).toBeLessThan(0.06);
    expect(result.verdict.passed).toBe(false);
    expect(result.verdict.failures).toEqual([{ variant: 'five-percent', metric: 'errors' }]);
    expect(result.verdict.reasons[0]).toMatch(
      /^five-percent: error rate increased by [45]\.\d\d pp over the baseline's .*more than the 1\.00 pp allowed/,
    );
    expect(headlineOutputs(result).metric).toBe('errors');
    const markdown = renderMarkdown(result);
    expect(markdown).toMatch(
      /\*\*increases\*\* error rate by \*\*[45]\.\d\d percentage points\*\*/,
    );
    expect(markdown).toContain("errors ≤ 10.00% and at most 1.00 pp above the baseline's");
  }, 120_000);
});
