import { describe, expect, it } from 'vitest';
import { headline, renderBisectMarkdown } from '../../src/bisect/report.js';
import type { BisectResult } from '../../src/bisect/result.js';
import { gateQuestion } from '../../src/gate/index.js';

const sha = (c: string) => c.repeat(40);
const commit = (c: string) => ({ sha: sha(c), subject: `commit ${c}`, author: 'Dev <d@x>' });
const base: BisectResult = {
  schema: 'perf-gate/bisect@1',
  good: commit('a'),
  bad: commit('e'),
  searched: 4,
  question: 'throughput more than 5.0% lower',
  steps: [],
  culprits: [],
  skipped: [],
  spread: [],
  unsearched: [],
  budgetMs: 60_000,
  wallMs: 30_000,
  startedAt: '2026-12-01T22:00:00.000Z',
  finishedAt: '2026-12-01T22:00:30.000Z',
  stoppedBy: 'done',
};

describe("the bisect's report", () => {
  it("asks the gate's question about the metrics its steps compared, all gated ones before any did", () => {
    const thresholds = { throughput: 0.05, cpu: 0.05, errors: 0.01 };
    const both = 'throughput more than 5.0% lower or CPU per request more than 5.0% higher';
    expect(gateQuestion(thresholds)).toBe(both);
    expect(gateQuestion(thresholds, new Set())).toBe(both);
    // A machine where the services' CPU cannot be read compares no CPU per request.
    expect(gateQuestion(thresholds, new Set(['throughput', 'errors']))).toBe(
      'throughput more than 5.0% lower',
    );
  });

  it('says when there was nothing to search', () => {
    expect(headline({ ...base, noRegression: 'within' })).toBe(
      'No regression to search in `aaaaaaa`..`eeeeeee`: the bad commit is within the tolerance of the good one (throughput more than 5.0% lower).',
    );
    expect(headline({ ...base, noRegression: 'inconclusive' })).toContain('not shown worse than');
  });

  it('names no commit as undecided, not as cleared, when a range it halved stayed undecided', () => {
    const text = renderBisectMarkdown({
      ...base,
      spread: [{ older: sha('a'), newer: sha('c'), undecided: true }],
    });
    expect(text).toContain(
      'The bisect of `aaaaaaa`..`eeeeeee` named no commit (throughput more than 5.0% lower): a range it halved stayed undecided (below).',
    );
    expect(text).toContain(
      '`aaaaaaa`..`ccccccc` is worse as a whole, and neither half is shown worse, but not both within the tolerance either (undecided): run again with a larger --budget',
    );
    expect(text).not.toContain('No single commit');
    expect(text).not.toContain('each within the tolerance');
  });

  it('says a spread slowdown and a search the budget ended, and what to do', () => {
    const text = renderBisectMarkdown({
      ...base,
      stoppedBy: 'budget',
      spread: [{ older: sha('a'), newer: sha('c') }],
      unsearched: [{ older: sha('c'), newer: sha('e') }],
    });
    expect(text).toContain(
      'The budget ended the bisect of `aaaaaaa`..`eeeeeee` before it named a commit (throughput more than 5.0% lower); the ranges it did not narrow are below.',
    );
    expect(text).not.toContain('No single commit');
    expect(text).toContain(
      '`aaaaaaa`..`ccccccc` is worse as a whole, but neither half is shown worse',
    );
    expect(text).toContain(
      '`ccccccc`..`eeeeeee` is worse, and the budget ended before it was narrowed: run again with a larger --budget',
    );
    const action = renderBisectMarkdown(
      { ...base, unsearched: [{ older: sha('c'), newer: sha('e') }] },
      { budgetLabel: "input 'bisect-budget'" },
    );
    expect(action).toContain("run again with a larger input 'bisect-budget'");
  });

  it('names the skipped commits that may be the culprit instead', () => {
    const text = renderBisectMarkdown({
      ...base,
      steps: [
        {
          step: 1,
          older: sha('b'),
          newer: sha('d'),
          outcome: 'worse',
          metric: 'throughput',
          estimatePct: -20,
          ciLowPct: -25,
          ciHighPct: -15,
          rounds: 5,
          wallMs: 9000,
        },
      ],
      culprits: [
        { commit: commit('d'), parent: sha('b'), orSkipped: [sha('c')], files: [], step: 1 },
      ],
    });
    expect(text).toContain('the culprit may be any of `ccccccc` or `ddddddd`');
    expect(text).toContain(
      'throughput -20.0% (95% CI -25.0% … -15.0%) against its parent `bbbbbbb`',
    );
  });
});

describe('the report of a bisect that stopped on an error', () => {
  it('says it stopped part-way, why, and keeps the finished steps', () => {
    const step = {
      step: 1,
      older: sha('a'),
      newer: sha('e'),
      outcome: 'worse' as const,
      metric: 'throughput',
      estimatePct: -20,
      ciLowPct: -25,
      ciHighPct: -15,
      rounds: 5,
      wallMs: 9000,
    };
    const text = renderBisectMarkdown({
      ...base,
      stoppedBy: 'error',
      error: 'git worktree add failed',
      steps: [step],
    });
    expect(text).toContain(
      'The bisect of `aaaaaaa`..`eeeeeee` stopped part-way after 1 step, before it named a culprit: git worktree add failed.',
    );
    expect(text).toContain(
      '| 1 | `eeeeeee` | `aaaaaaa` | **worse** | throughput -20.0% (-25.0% … -15.0%) |',
    );
  });
});

describe("the bisect report's given text", () => {
  it('escapes subjects, authors, files and functions as the report does, and mentions no one', () => {
    const step = {
      step: 1,
      older: sha('a'),
      newer: sha('e'),
      outcome: 'worse' as const,
      metric: 'throughput',
      estimatePct: -20,
      ciLowPct: -25,
      ciHighPct: -15,
      rounds: 5,
      reason: 'a | b',
      wallMs: 9000,
    };
    const text = renderBisectMarkdown({
      ...base,
      steps: [step],
      culprits: [
        {
          commit: {
            sha: sha('e'),
            subject: 'cc @perf-team: <b>faster</b> | *really*',
            author: 'Dev Name <dev@example.com>',
          },
          parent: sha('a'),
          orSkipped: [],
          files: ['src/`odd`.ts'],
          step: 1,
          profile: {
            baselineCpuUs: 100,
            variantCpuUs: 150,
            rounds: 2,
            functions: [
              {
                name: 'f`n',
                package: '@scope/pkg',
                baselineUs: 10,
                variantUs: 60,
                deltaUs: 50,
                noiseUs: 5,
                beyondNoise: true,
              },
            ],
          },
        },
      ],
    });
    expect(text).not.toMatch(/@(?=[\w-])/);
    expect(text).not.toContain('<b>');
    expect(text).not.toContain('<dev@example.com>');
    expect(text).toContain('&lt;dev@\u200bexample.com&gt;');
    expect(text).toContain('&#124; \\*really\\*');
    expect(text).toContain("`src/'odd'.ts`");
    expect(text).toContain('| a &#124; b |');
    expect(text).toContain("`f'n` (@\u200bscope/pkg)");
  });
});

describe("a dependency bump's packages in the bisect report", () => {
  const change = (name: string) => ({ name, from: '1.0.0', to: '1.1.0', file: 'package.json' });
  type Step = BisectResult['steps'][number];
  const step = (n: number, outcome: Step['outcome'], pkg?: string, more: Partial<Step> = {}) => ({
    step: n,
    older: sha('a'),
    newer: sha(String(n)),
    ...(pkg ? { package: change(pkg) } : {}),
    outcome,
    metric: 'throughput',
    ...(outcome === 'untestable'
      ? { reason: 'npm ci failed' }
      : { estimatePct: -3, ciLowPct: -9, ciHighPct: 2, rounds: 4 }),
    wallMs: 9000,
    ...more,
  });
  const culpritStep = {
    ...step(1, 'worse'),
    newer: sha('e'),
    estimatePct: -40,
    ciLowPct: -45,
    ciHighPct: -35,
  };
  /** The culprit of step 1, a commit that only bumped `packages`. */
  const bumpWith = (packages: BisectResult['culprits'][number]['packages']) => ({
    commit: commit('e'),
    parent: sha('a'),
    orSkipped: [],
    files: ['package.json'],
    step: 1,
    packages,
  });
  const text = renderBisectMarkdown({
    ...base,
    steps: [
      culpritStep,
      { ...step(2, 'worse', 'slow'), estimatePct: -40, ciLowPct: -45, ciHighPct: -35 },
      step(3, 'within', 'fast'),
      step(4, 'inconclusive', 'maybe', { stoppedBy: 'budget' }),
      step(5, 'untestable', 'broken'),
      step(6, 'inconclusive', 'capped', { stoppedBy: 'max-rounds' }),
      step(7, 'inconclusive', 'ungated', {
        estimatePct: undefined,
        ciLowPct: undefined,
        ciHighPct: undefined,
        reason: 'no gated metric',
      }),
    ],
    culprits: [
      bumpWith([
        { change: change('slow'), step: 2, outcome: 'worse' },
        { change: change('fast'), step: 3, outcome: 'within' },
        { change: change('maybe'), step: 4, outcome: 'inconclusive' },
        { change: change('broken'), step: 5, outcome: 'untestable' },
        { change: change('capped'), step: 6, outcome: 'inconclusive' },
        { change: change('ungated'), step: 7, outcome: 'inconclusive' },
        { change: change('late'), step: 1, outcome: 'inconclusive' },
      ]),
    ],
  });

  it('clears only a package shown within the tolerance alone', () => {
    expect(text).toContain(
      '- The package: `slow` 1.0.0 → 1.1.0 (package.json) — the parent with this change alone is -40.0% (95% CI -45.0% … -35.0%), step 2.',
    );
    expect(text).toContain(
      '- Not this package: `fast` 1.0.0 → 1.1.0 (package.json) — within the tolerance alone (step 3).',
    );
    expect(text).not.toMatch(/Not this package: `(maybe|broken|capped|ungated|late)`/);
  });

  it('says of an undecided or skipped package what it ran out of, and that it may be the one', () => {
    expect(text).toContain(
      '- Undecided: `maybe` 1.0.0 → 1.1.0 (package.json) — alone it is -3.0% (95% CI -9.0% … +2.0%), not decided within its share of the budget (step 4); it may be this one.',
    );
    expect(text).toContain(
      '- Undecided: `capped` 1.0.0 → 1.1.0 (package.json) — alone it is -3.0% (95% CI -9.0% … +2.0%), not decided within `max-rounds` (step 6); it may be this one.',
    );
    expect(text).toContain(
      '- Undecided: `ungated` 1.0.0 → 1.1.0 (package.json) — compared alone, not decided: no gated metric (step 7); it may be this one.',
    );
    expect(text).toContain(
      '- Skipped: `broken` 1.0.0 → 1.1.0 (package.json) — the parent with this change alone could not be measured: npm ci failed (step 5); it may be this one.',
    );
  });

  it('says which package the budget left uncompared', () => {
    expect(text).toContain(
      '- Changed with it: `late` 1.0.0 → 1.1.0 (package.json) — not compared alone, the budget was spent.',
    );
  });

  it("names a culprit's only package from the culprit's own step", () => {
    const only = renderBisectMarkdown({
      ...base,
      steps: [culpritStep],
      culprits: [bumpWith([{ change: change('slow'), step: 1, outcome: 'worse' }])],
    });
    expect(only).toContain(
      '- The package: `slow` 1.0.0 → 1.1.0 (package.json) — the only package the commit changed.',
    );
  });
});
