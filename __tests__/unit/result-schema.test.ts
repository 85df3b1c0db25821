import { describe, expect, it } from 'vitest';
import { isReportId } from '../../src/config/report-id.js';
import { defaultReportId } from '../../src/github/context.js';
import { parseResult, RESULT_FILE_LIMIT_BYTES } from '../../src/report/result-schema.js';
import type { Trial } from '../../src/model/trial.js';
import { resultFor } from '../helpers/result.js';
import { measurement, seededRandom, syntheticRun } from '../helpers/synthetic.js';

const asFile = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the result file schema (report mode reads nothing unchecked)', () => {
  it('reads back every field a run writes, NaN included', () => {
    const measured = syntheticRun(seededRandom(3), { rounds: 6, cv: 0.03, effects: [-0.1, 0] });
    const trials: Trial[] = measured.trials.map((t, i) =>
      i === 2
        ? { ...t, status: 'failed', error: 'exited', measurement: undefined }
        : i === 4
          ? { ...t, measurement: { ...measurement(100), underObjective: 0.9 } }
          : i === 5
            ? { ...t, status: 'replaced', disturbances: ['foreign load 1.2 cores'] }
            : t,
    );
    const result = resultFor(trials, ['base', 'v1', 'v2'], {
      pullRequest: { number: 3, headSha: 'abcdef1', baseSha: '1234567', baseRef: 'main' },
      title: 'API',
    });
    result.refs = { base: { ref: 'base', sha: '1234567' } };
    expect(result.comparisons.some((c) => Number.isNaN(c.estimatePct))).toBe(true);
    expect(parseResult(asFile(result))).toEqual(result);
  });

  it.each([
    ['reportId', '../../ci/required-check'],
    ['seed', -1],
    ['conditions.alpha', 0],
    ['pullRequest.headSha', 'HEAD; rm -rf'],
    ['verdict.passed', 'yes'],
    ['variants', 'x'],
  ])('refuses a bad %s, naming it', (field, value) => {
    const file = asFile(
      resultFor(syntheticRun(seededRandom(1), { rounds: 3, cv: 0.02, effects: [0] }).trials, [
        'base',
        'v1',
      ]),
    );
    file.pullRequest = { number: 1, headSha: 'abcdef1', baseSha: '', baseRef: 'main' };
    const path = field.split('.');
    path.slice(0, -1).reduce((o, k) => o[k], file)[path.at(-1)!] = value;
    expect(() => parseResult(file)).toThrow(new RegExp(`^${field.replace('.', '\\.')}: `));
  });

  it('bounds names and lists', () => {
    const file = asFile(
      resultFor(syntheticRun(seededRandom(1), { rounds: 3, cv: 0.02, effects: [0] }).trials, [
        'base',
        'v1',
      ]),
    );
    file.baseline = 'x'.repeat(10_000);
    expect(() => parseResult(file)).toThrow(/^baseline: Too big/);
    expect(RESULT_FILE_LIMIT_BYTES).toBe(64 * 1024 * 1024);
  });
});

describe('report ids', () => {
  it.each(['perf', 'perf-api', 'api_v1.2', 'a'.repeat(64)])('accepts %s', (id) =>
    expect(isReportId(id)).toBe(true),
  );
  it.each(['', '../../ci/required-check', 'a..b', 'a/b', '<x>', 'a b', 'a'.repeat(65)])(
    'refuses %j',
    (id) => expect(isReportId(id)).toBe(false),
  );
  it('derives a valid one from any workflow and job name', () => {
    for (const [workflow, job] of [
      ['Perf / API.. checks', 'bench'],
      ['..', '..'],
      ['x'.repeat(100), 'job'],
      ['ünïcödé', '🚀'],
    ])
      expect(isReportId(defaultReportId({ workflow, job }))).toBe(true);
  });
});
