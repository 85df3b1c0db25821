/**
 * A bisect's secrets (a config's Authorization header, an app's printed password) reach none
 * of its outputs: bisect.md, bisect.json, a step's report.json, the issue. The secret holds
 * `"`, `\` and `|`, which JSON quoting and markdown escaping change: masking after rendering
 * would miss it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { issueText } from '../../src/bisect/issue.js';
import type { BisectResult } from '../../src/bisect/result.js';
import { writeStepReport } from '../../src/bisect/run.js';
import type { MeasuredTrial } from '../../src/model/trial.js';
import { writeBisect } from '../../src/modes/bisect.js';
import { addSecrets, secretsIn } from '../../src/target/secrets.js';
import { load, resultFor } from '../helpers/result.js';
import { measurement } from '../helpers/synthetic.js';

const SECRET = 'Bearer s3"cr\\et|token';
const sha = (c: string) => c.repeat(40);
const dir = mkdtempSync(join(tmpdir(), 'perf-gate-bisect-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const trial = (round: number, variant: string, sequence: number, throughput: number) =>
  ({
    status: 'measured',
    round,
    variant,
    sequence,
    warmup: false,
    measurement: measurement(throughput),
  }) satisfies MeasuredTrial;

const withHeader = {
  ...load,
  requests: [{ ...load.requests[0], headers: { Authorization: SECRET } }],
};
const stepRun = resultFor(
  [0, 1, 2].flatMap((r) => [trial(r, 'aaaaaaa', 2 * r, 100), trial(r, 'bbbbbbb', 2 * r + 1, 80)]),
  ['aaaaaaa', 'bbbbbbb'],
  { load: withHeader },
);
// As bisect() registers a config's secrets: its secret-looking headers.
addSecrets(secretsIn(withHeader.requests[0].headers));

const culprit = {
  sha: sha('b'),
  subject: `log the header ${SECRET}`,
  author: 'Dev <d@x>',
};
const result: BisectResult = {
  schema: 'perf-gate/bisect@1',
  good: { sha: sha('a'), subject: 'good', author: 'Dev <d@x>' },
  bad: culprit,
  searched: 1,
  question: 'throughput more than 5.0% lower',
  steps: [
    {
      step: 1,
      older: sha('a'),
      newer: sha('b'),
      outcome: 'worse',
      metric: 'throughput',
      estimatePct: -20,
      ciLowPct: -25,
      ciHighPct: -15,
      rounds: 3,
      reason: `the app printed ${SECRET}`,
      wallMs: 9000,
    },
  ],
  culprits: [
    { commit: culprit, parent: sha('a'), orSkipped: [], files: [`src/${SECRET}.ts`], step: 1 },
  ],
  skipped: [],
  spread: [],
  unsearched: [],
  budgetMs: 60_000,
  wallMs: 9_000,
  startedAt: '2026-12-01T22:00:00.000Z',
  finishedAt: '2026-12-01T22:00:09.000Z',
  stoppedBy: 'done',
};

describe("a bisect's secrets", () => {
  it('the secret is registered, and the unmasked texts would hold it', () => {
    expect(JSON.stringify(stepRun)).toContain(JSON.stringify(SECRET).slice(1, -1));
    expect(result.culprits[0].commit.subject).toContain(SECRET);
  });

  it('reach neither bisect.md, bisect.json, the returned result nor the issue', () => {
    const written = writeBisect(result, dir, { repositoryUrl: 'https://github.com/o/r' });
    const texts = [
      readFileSync(written.paths.markdown, 'utf8'),
      readFileSync(written.paths.json, 'utf8'),
      written.markdown,
      JSON.stringify(written.result),
    ];
    const issue = issueText(written.result, {})!;
    texts.push(issue.title, issue.body);
    for (const text of texts) {
      expect(text).not.toContain('s3');
      expect(text).toContain('***');
    }
    expect(JSON.parse(texts[1]).culprits[0].commit.subject).toBe('log the header ***');
  });

  it("reach no step's report.json", () => {
    const file = join(dir, 'report.json');
    writeStepReport(file, stepRun);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('s3');
    expect(JSON.parse(text).conditions.load.requests[0].headers.Authorization).toBe('***');
  });
});
