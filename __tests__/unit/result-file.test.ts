/**
 * The one reader of a result another job wrote (report mode's input, a merge's shards): each
 * way a file can be wrong gets its own words and says whether the file claimed to be a
 * result, and a merge passes over what is not a shard's — a tsconfig.json, a fixture, a
 * dangling link — while a shard's file cut short or tampered with stops it.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readResultFile } from '../../src/modes/result-file.js';
import { readShardResults } from '../../src/modes/shard-files.js';
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

const { trials } = syntheticRun(seededRandom(3), { rounds: 4, cv: 0.02, effects: [0] });
const plain = resultFor(trials, ['base', 'v1']);
const result = JSON.stringify(plain);
const shard = JSON.stringify({ ...plain, shard: { index: 1, total: 2, seed: 5 } });

describe('readResultFile', () => {
  it('reads a result whole and checked', () => {
    const read = readResultFile(written('report.json', result));
    expect('result' in read && read.result.schema).toBe('perf-gate/result@1');
  });

  it('says what is wrong with each kind of file, and whether it claimed to be a result', () => {
    mkdirSync(join(dir, 'folder.json'));
    const cases: [string, string | undefined, string, RegExp, boolean][] = [
      ['missing.json', undefined, 'unreadable', /^cannot be read \(ENOENT\)\.$/, true],
      ['folder.json', undefined, 'unreadable', /^is not a regular file\.$/, true],
      [
        'cut.json',
        result.slice(0, 200),
        'not-json',
        /^is not valid JSON \(.*\); was it written whole\?$/,
        true,
      ],
      ['tsconfig.json', '{ // comments\n}', 'not-json', /^is not valid JSON \(.*\)\.$/, false],
      [
        'other.json',
        '{"schema": "x"}',
        'not-a-result',
        /^is not a perf-gate result \(schema perf-gate\/result@1\)\.$/,
        false,
      ],
      [
        'old.json',
        result.replace('"reportId":', '"reportId": 7, "was":'),
        'mismatch',
        /^does not match the perf-gate result schema: reportId: .*; was it written by the same perf-gate version as this job\?$/,
        true,
      ],
    ];
    for (const [name, text, kind, problem, claimsResult] of cases) {
      const path = text === undefined ? join(dir, name) : written(name, text);
      expect(readResultFile(path), name).toEqual({
        kind,
        problem: expect.stringMatching(problem),
        claimsResult,
      });
    }
  });

  it('does not read a file past the bound, and looks at its start for the claim', () => {
    const size = RESULT_FILE_LIMIT_BYTES + 1;
    for (const [name, head, claimsResult] of [
      ['large-result.json', '{"schema": "perf-gate/result@1",', true],
      ['large-data.json', '[0, 1, 2', false],
    ] as const) {
      // Sparse: the size is what is checked, not the bytes.
      const path = written(name, head);
      truncateSync(path, size);
      expect(readResultFile(path)).toEqual({
        kind: 'too-large',
        problem: `is ${size} bytes, more than the 64 MB a result can have.`,
        claimsResult,
      });
    }
  });
});

describe('readShardResults: what a merge passes over, and what stops it', () => {
  const source = { label: 'the paths given', remedy: 'Run the shards first.' };
  const folder = (name: string, files: Record<string, string>) => {
    const path = join(dir, name);
    mkdirSync(path);
    for (const [file, text] of Object.entries(files)) writeFileSync(join(path, file), text);
    return path;
  };

  it('passes over JSON that is no result, a merged report, an empty file and a dangling link', () => {
    const path = folder('beside', {
      'report-shard-1-of-2.json': shard,
      'report.json': result,
      'tsconfig.json': '{ // comments\n}',
      'empty.json': '',
      'fixture.json': '{"a": 1}',
      // Named like a shard's, but only at its end.
      'old-report-shard-2-of-2.json': 'not json',
      'report-shard-2-of-2.json.bak': 'anything',
    });
    symlinkSync(join(dir, 'nowhere'), join(path, 'notes.txt'));
    const read = readShardResults([path], dir, source);
    expect(read.map((r) => r.source)).toEqual(['beside/report-shard-1-of-2.json']);
  });

  it("stops on a shard's file cut short, tampered with, or one that cannot be read", () => {
    for (const [name, text, message] of [
      [
        'cut',
        shard.slice(0, 100),
        /cut\/report-shard-2-of-2\.json is not valid JSON .*; was it written whole\?$/,
      ],
      // Cut before its schema mark: its name says what it was.
      [
        'cut-early',
        '{"sch',
        /cut-early\/report-shard-2-of-2\.json is not valid JSON \(.*\)\. Run the shards first\.$/,
      ],
      // JSON of another kind, or of another version, under a shard's name: not passed over.
      ['other', '{"x": 1}', /other\/report-shard-2-of-2\.json is not a perf-gate result/],
      [
        'newer',
        shard.replace('perf-gate/result@1', 'perf-gate/result@2'),
        /newer\/report-shard-2-of-2\.json is a result of another perf-gate version \(schema perf-gate\/result@2; this one reads perf-gate\/result@1\)/,
      ],
      [
        'tampered',
        shard.replace('"reportId":', '"reportId": 7, "was":'),
        /tampered\/report-shard-2-of-2\.json does not match the perf-gate result schema: reportId/,
      ],
    ] as const) {
      const path = folder(name, {
        'report-shard-1-of-2.json': shard,
        'report-shard-2-of-2.json': text,
      });
      expect(() => readShardResults([path], dir, source), name).toThrow(
        new RegExp(`^the paths given: ${message.source}`),
      );
    }
    const dangling = folder('dangling', { 'report-shard-1-of-2.json': shard });
    symlinkSync(join(dir, 'nowhere'), join(dangling, 'report-shard-2-of-2.json'));
    expect(() => readShardResults([dangling], dir, source)).toThrow(
      /^the paths given: dangling\/report-shard-2-of-2\.json cannot be read \(ENOENT\)\.$/,
    );
  });
});
