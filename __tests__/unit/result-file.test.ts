/**
 * The one reader of a result another job wrote (report mode's input, a merge's shards): each
 * way a file can be wrong gets its own words, and says whether the file claimed to be a
 * result — what a merge needs to pass over a tsconfig.json beside the shards.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readResultFile } from '../../src/modes/result-file.js';
import { RESULT_FILE_LIMIT_BYTES } from '../../src/report/result-schema.js';
import { resultFor } from '../helpers/result.js';
import { seededRandom, syntheticRun } from '../helpers/synthetic.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-result-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function written(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('readResultFile', () => {
  const { trials } = syntheticRun(seededRandom(3), { rounds: 4, cv: 0.02, effects: [0] });
  const result = JSON.stringify(resultFor(trials, ['base', 'v1']));

  it('reads a result whole and checked', () => {
    const read = readResultFile(written('report.json', result));
    expect('result' in read && read.result.schema).toBe('perf-gate/result@1');
  });

  it('says what is wrong with each kind of file, and whether it claimed to be a result', () => {
    const cases: [string, string | undefined, RegExp, boolean][] = [
      ['missing.json', undefined, /^cannot be read \(ENOENT\)\.$/, true],
      [
        'cut.json',
        result.slice(0, 200),
        /^is not valid JSON \(.*\); was it written whole\?$/,
        true,
      ],
      ['tsconfig.json', '{ // comments\n}', /^is not valid JSON/, false],
      [
        'other.json',
        '{"schema": "x", "a": 1}',
        /^is not a perf-gate result \(schema perf-gate\/result@1\)\.$/,
        false,
      ],
      [
        'old.json',
        result.replace('"reportId":', '"reportId": 7, "was":'),
        /^does not match the perf-gate result schema: reportId: .*; was it written by the same perf-gate version as this job\?$/,
        true,
      ],
    ];
    for (const [name, text, problem, claimsResult] of cases) {
      const path = text === undefined ? join(dir, name) : written(name, text);
      expect(readResultFile(path), name).toEqual({
        problem: expect.stringMatching(problem),
        claimsResult,
        ...(name === 'missing.json' ? { unreadable: true } : {}),
      });
    }
  });

  it('does not read a file past the bound, and looks at its start for the claim', () => {
    const size = RESULT_FILE_LIMIT_BYTES + 1;
    const large = (head: string) => head + ' '.repeat(size - head.length);
    for (const [name, head, claimsResult] of [
      ['large-result.json', '{"schema": "perf-gate/result@1",', true],
      ['large-data.json', '[0, 1, 2', false],
    ] as const) {
      expect(readResultFile(written(name, large(head)))).toEqual({
        problem: `is ${size} bytes, more than the 64 MB a result can have.`,
        claimsResult,
      });
    }
  });
});
