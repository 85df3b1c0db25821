/**
 * Shards of one experiment: which rounds each job runs, how their results are pooled, and
 * that a merge is judged exactly as a single run over the same rounds.
 */
import { describe, expect, it } from 'vitest';
import { makePlan } from '../../src/experiment/plan.js';
import { parseShard, shardRounds, shardSeed, type Shard } from '../../src/experiment/shard.js';
import { analyse } from '../../src/experiment/analyse.js';
import { fUpperTail, oneWayAnova } from '../../src/stats/heterogeneity.js';
import { poolShards, MergeError, type ShardResult } from '../../src/merge/pool.js';
import { mergeShardResults } from '../../src/merge/merged-result.js';
import { renderMarkdown } from '../../src/report/markdown/index.js';
import type { RunResult } from '../../src/report/result.js';
import type { Trial } from '../../src/model/trial.js';
import { PLACEMENTS, resultFor, withPlacement } from '../helpers/result.js';
import { parseResult } from '../../src/report/result-schema.js';
import { measurement, normal, seededRandom, syntheticRun } from '../helpers/synthetic.js';

describe('shard: a share of the rounds', () => {
  it('reads INDEX/TOTAL and names the input when it is wrong', () => {
    expect(parseShard('2/8', 'shard')).toEqual({ index: 2, total: 8 });
    expect(parseShard(' 1 / 1 ', 'shard')).toEqual({ index: 1, total: 1 });
    for (const bad of ['0/4', '5/4', '2', 'a/b', '1/0', '1/999', '-1/4']) {
      expect(() => parseShard(bad, "input 'shard'")).toThrow(
        new RegExp(`input 'shard' must be INDEX/TOTAL .* but got '${bad}'`),
      );
    }
  });

  it('splits the rounds so that every round runs on exactly one shard', () => {
    for (const [rounds, total] of [
      [12, 3],
      [10, 4],
      [7, 7],
      [30, 8],
    ]) {
      const shares = Array.from({ length: total }, (_, i) =>
        shardRounds(rounds, { index: i + 1, total }),
      );
      expect(shares.flat().sort((a, b) => a - b)).toEqual([...Array(rounds).keys()]);
      const sizes = shares.map((s) => s.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
    expect(() => shardRounds(3, { index: 4, total: 4 })).toThrow(
      /shard 4\/4 has no round to run: the experiment has 3 rounds/,
    );
  });

  it('gives every shard its own replayable order', () => {
    const seeds = Array.from({ length: 8 }, (_, i) => shardSeed(42, { index: i + 1, total: 8 }));
    expect(new Set(seeds).size).toBe(8);
    expect(shardSeed(42, { index: 3, total: 8 })).toBe(seeds[2]);
    expect(shardSeed(42, undefined)).toBe(42);
    const config = {
      variants: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] as never,
      rounds: 12,
      warmupRounds: 1,
    };
    const plan = makePlan(config, seeds[1], shardRounds(12, { index: 2, total: 4 }));
    expect([...new Set(plan.trials.map((t) => t.round))]).toEqual([-1, 1, 5, 9]);
    expect(plan.trials.filter((t) => t.warmup).map((t) => t.round)).toEqual([-1, -1, -1]);
  });
});

describe('heterogeneity: one-way ANOVA (reference values from scipy.stats)', () => {
  it('matches f_oneway and the F survival function', () => {
    const test = oneWayAnova([
      [1, 2, 3, 4],
      [2, 3, 4, 5.5],
      [0, 1, 0.5],
    ]);
    expect(test.f).toBeCloseTo(5.532867132867134, 10);
    expect(test.pValue).toBeCloseTo(0.030998865907940387, 10);
    expect(fUpperTail(2.5, 3, 20)).toBeCloseTo(0.08884375193768917, 10);
    expect(fUpperTail(0.7, 1, 9)).toBeCloseTo(0.4244408443853003, 10);
  });

  it('cannot test one group or groups of one', () => {
    expect(oneWayAnova([[1, 2, 3]]).pValue).toBeNaN();
    expect(oneWayAnova([[1], [2]]).pValue).toBeNaN();
  });
});

/** One experiment's trials cut into shard results, as the shard jobs would have written them. */
function shardResults(trials: Trial[], variants: string[], total: number): ShardResult[] {
  return Array.from({ length: total }, (_, i) => {
    const shard: Shard = { index: i + 1, total };
    const rounds = new Set(shardRounds(Math.max(...trials.map((t) => t.round)) + 1, shard));
    const own = trials
      .filter((t) => rounds.has(t.round))
      .map((t, sequence) => ({ ...t, sequence }));
    const result = resultFor(own, variants);
    return {
      source: `shard-${shard.index}/report.json`,
      result: {
        ...result,
        conditions: { ...result.conditions, rounds: 12 },
        experiment: { digest: 'd1g35t', commit: 'abcdef0123456789' },
        shard: { ...shard, seed: shardSeed(1234, shard) },
        runner: { ...result.runner, cpuModel: `CPU ${shard.index}` },
      },
    };
  });
}

describe('merge: shards pooled into one run', () => {
  const run = syntheticRun(seededRandom(9), { rounds: 12, cv: 0.04, effects: [-0.12, 0] });

  it('gives exactly the statistics and verdict of a single run over the same rounds', () => {
    const gate = {
      thresholds: { throughput: 0.05, errors: 0.01 },
      alpha: 0.05,
      inconclusive: 'pass',
      test: 't',
    } as const;
    const single = analyse(run.trials, run.variants, gate, 1234);
    const merged = mergeShardResults(shardResults(run.trials, run.variants, 3));
    expect(merged.comparisons).toEqual(single.comparisons);
    expect(merged.summaries).toEqual(single.summaries);
    expect(merged.verdict.passed).toBe(single.verdict.passed);
    expect(merged.verdict.passed).toBe(false);
    expect(merged.verdict.reasons).toEqual(single.verdict.reasons);
    expect(merged.conditions.rounds).toBe(12);
    expect(merged.trials.map((t) => t.sequence)).toEqual([...merged.trials.keys()]);
    expect(merged.shards?.ran.map((s) => [s.index, s.rounds])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
    expect(merged.shard).toBeUndefined();
    const markdown = renderMarkdown(merged);
    expect(markdown).toContain('### Shards: 12 rounds from 3 of 3 runners');
    expect(markdown).toContain('- **Shards**: 12 rounds pooled from 3 of 3 runners');
    expect(markdown).toMatch(/\| 2 \| 2 × CPU 2 \| 4 \| `\d+` \|/);
  });

  it('names a missing shard instead of ignoring it', () => {
    const results = shardResults(run.trials, run.variants, 4);
    const merged = mergeShardResults([results[0], results[1], results[3]]);
    expect(merged.shards?.missing).toEqual([3]);
    expect(merged.conditions.rounds).toBe(9);
    expect(merged.verdict.warnings.join('\n')).toContain(
      '1 of 4 shards sent no result (shard 3): the verdict rests on 9 rounds from 3 runners',
    );
    expect(renderMarkdown(merged)).toMatch(
      /\| 2 \|[^\n]*\n\| 3 \| — no result — \| 0 \|[^\n]*\n\| 4 \|/,
    );
    // Shards that drew their own run seeds (from a terminal): each one's is the one that
    // replays it, and the run's seed line does not name the first's as everyone's.
    const own = [results[0], results[1]].map((r, i) => ({
      ...r,
      result: {
        ...r.result,
        seed: 100 + i,
        conditions: { ...r.result.conditions, warmupRounds: 1 },
      },
    }));
    const drawn = renderMarkdown(mergeShardResults(own));
    expect(drawn).toContain('**Seed**: each shard drew its own (the shards table)');
    expect(drawn).toMatch(/\| 1 \| 2 × CPU 1 \| \d+ \| `100` \|/);
    expect(drawn).toMatch(/\| 2 \| 2 × CPU 2 \| \d+ \| `101` \|/);
    // Shards that share the run's seed replay with it and their own --shard.
    expect(renderMarkdown(merged)).toContain(
      '(replay a shard with `seed: 1234` and its `shard: INDEX/TOTAL`, or `perf-gate run --shard INDEX/TOTAL --seed 1234`)',
    );
    // Each shard's own warm-up round is not one warm-up of the whole.
    expect(drawn).toContain('(+1 warm-up on each shard)');
    // One shard alone: no test of agreement to show, and no "p = n/a" that reads as one.
    const alone = renderMarkdown(mergeShardResults([results[0]]));
    expect(alone).toContain('too few shards or rounds to test agreement between shards');
    expect(alone).not.toContain('the shards agree (');
  });

  it('names a shard its budget ended before its share', () => {
    const results = shardResults(run.trials, run.variants, 3);
    // Shard 2 measured 3 of its 4 rounds and did not fail: its budget ended it.
    const last = Math.max(...results[1].result.trials.map((t) => t.round));
    results[1].result.trials = results[1].result.trials.filter((t) => t.round !== last);
    const merged = mergeShardResults(results);
    expect(merged.shards?.ran.map((s) => [s.index, s.rounds, s.share])).toEqual([
      [1, 4, undefined],
      [2, 3, 4],
      [3, 4, undefined],
    ]);
    const markdown = renderMarkdown(merged);
    expect(markdown).toContain(
      "- **Shards**: 11 rounds pooled from 3 of 3 runners; shard 2's budget ended it after 3 of its 4 rounds",
    );
    expect(markdown).toMatch(/\| 2 \| 2 × CPU 2 \| 3 of 4 \| `\d+` \|/);
    // As report.json holds it.
    const written = { ...merged, experiment: { ...merged.experiment!, digest: 'a'.repeat(64) } };
    expect(parseResult(JSON.parse(JSON.stringify(written))).shards?.ran[1].share).toBe(4);
    // Several: named once, their rounds in the table.
    const third = Math.max(...results[2].result.trials.map((t) => t.round));
    const both = results.map((r, i) =>
      i === 2
        ? {
            ...r,
            result: { ...r.result, trials: r.result.trials.filter((t) => t.round !== third) },
          }
        : r,
    );
    expect(renderMarkdown(mergeShardResults(both))).toContain(
      '- **Shards**: 10 rounds pooled from 3 of 3 runners; the budget ended shards 2, 3 before their share (their rounds are in the shards table)',
    );
    // A shard that failed part-way is not said to have been ended by its budget.
    results[1].result.incomplete = 'service "app" exited';
    expect(mergeShardResults(results).shards?.ran[1].share).toBeUndefined();
  });

  it('says which shards measured whole trials when their services could not be paused', () => {
    const results: ShardResult[] = shardResults(run.trials, run.variants, 3).map((r) => ({
      ...r,
      result: { ...r.result, conditions: { ...r.result.conditions, sliceMs: 500 } },
    }));
    const reason =
      'service "app" answered http://127.0.0.1:1/health while its processes were paused';
    const c = results[1].result.conditions;
    results[1].result.conditions = { ...c, sliceMs: undefined, wholeTrialsBecause: reason };
    const merged = mergeShardResults(results);
    expect(merged.conditions.sliceMs).toBe(500);
    expect(merged.conditions.wholeTrialsBecause).toBe(`shard 2 measured whole trials: ${reason}`);
    expect(renderMarkdown(merged)).toContain(
      `took turns in slices of 500ms, a waiting variant paused, services started for every round (shard 2 measured whole trials: ${reason})`,
    );
    // Shards that agree keep their conditions as they are.
    const alike = mergeShardResults(results.filter((_, i) => i !== 1));
    expect(alike.conditions.wholeTrialsBecause).toBeUndefined();
  });

  it('says which shards were placed how when their runners placed the work differently', () => {
    const noTaskset = {
      mode: 'main-thread' as const,
      cpus: '0-3',
      floating: 'taskset (util-linux) was not found, so the work floated',
    };
    const placements = [PLACEMENTS.mainThread, noTaskset, PLACEMENTS.mainThread, noTaskset];
    const results = shardResults(run.trials, run.variants, 4).map((r, i) => ({
      ...r,
      result: withPlacement(r.result, placements[i]),
    }));
    const merged = mergeShardResults(results);
    expect(merged.conditions.placement).toEqual({
      ...PLACEMENTS.mainThread,
      shards: [1, 3],
      otherShards: [{ shards: [2, 4], placement: noTaskset }],
    });
    // As report.json holds it, and as the run conditions say it.
    const written = { ...merged, experiment: { ...merged.experiment!, digest: 'a'.repeat(64) } };
    expect(parseResult(JSON.parse(JSON.stringify(written))).conditions.placement).toEqual(
      merged.conditions.placement,
    );
    expect(renderMarkdown(merged)).toContain(
      '- **CPUs**: shard 1, 3: load engine on CPU 0, the first thread (the event loop) of each node process on CPU 1, its other threads once it was ready on CPU 0, other processes floating on CPU 0-1 (placement: main-thread, of CPU 0-1); shard 2, 4: floating on CPU 0-3 (taskset (util-linux) was not found, so the work floated)',
    );
    // Shards placed alike keep the placement as one run's.
    const alike = mergeShardResults(results.filter((_, i) => i % 2 === 0));
    expect(alike.conditions.placement).toEqual(PLACEMENTS.mainThread);

    // A shard of an older perf-gate recorded none, and it comes first: the placement is the
    // first recorded one's, and the shard is named as not recorded. A warning of a later shard
    // (a variant of another runtime floated there) names its shards.
    const mixed = { ...PLACEMENTS.mainThread, floatingVariants: ['B'] };
    const older = mergeShardResults(
      results.slice(0, 3).map((r, i) => ({
        ...r,
        result: withPlacement(r.result, [undefined, noTaskset, mixed][i]),
      })),
    );
    expect(older.conditions.placement).toEqual({
      ...noTaskset,
      shards: [2],
      otherShards: [{ shards: [1] }, { shards: [3], placement: mixed }],
    });
    const markdown = renderMarkdown(older);
    expect(markdown).toContain(
      '- **CPUs**: shard 2: floating on CPU 0-3 (taskset (util-linux) was not found, so the work floated); shard 1: not recorded (an older perf-gate); shard 3: load engine on CPU 0',
    );
    expect(older.verdict.warnings).toContainEqual(
      expect.stringMatching(/^shard 3: "B" had no Node, Deno, Bun or .NET process to place/),
    );
  });

  it('refuses shards of another config, another commit, another split, or twice the same', () => {
    const [a, b] = shardResults(run.trials, run.variants, 2);
    const other = (patch: (r: RunResult) => RunResult): ShardResult => ({
      source: 'other/report.json',
      result: patch(b.result),
    });
    expect(() =>
      poolShards([
        a,
        other((r) => ({
          ...r,
          experiment: { digest: 'changed', commit: r.experiment!.commit },
          conditions: { ...r.conditions, thresholds: { throughput: 0.1 } },
        })),
      ]),
    ).toThrow(
      /other\/report.json was measured with another experiment than shard-1\/report.json \(different gate\)/,
    );
    expect(() =>
      poolShards([
        a,
        other((r) => ({ ...r, experiment: { digest: 'd1g35t', commit: '99999999999' } })),
      ]),
    ).toThrow(
      /measured other commits than shard-1\/report.json \(checkout 9999999, .* vs checkout abcdef0/,
    );
    expect(() =>
      poolShards([a, other((r) => ({ ...r, shard: { index: 2, total: 3, seed: 1 } }))]),
    ).toThrow(/is shard 2 of 3, but shard-1\/report.json is one of 2/);
    expect(() => poolShards([a, { ...a, source: 'again.json' }])).toThrow(
      /Shard 1\/2 appears twice \(shard-1\/report.json and again.json\)/,
    );
    expect(() => poolShards([a, other((r) => ({ ...r, shard: undefined }))])).toThrow(
      /other\/report.json is not a shard result/,
    );
    expect(() => poolShards([])).toThrow(MergeError);
  });

  it('says when the shards disagree: a change that costs 20% on one runner and nothing on another', () => {
    const random = seededRandom(5);
    const trials: Trial[] = [];
    for (let round = 0; round < 16; round++) {
      const cost = round % 2 === 0 ? -0.2 : 0; // shard 1 of 2 runs the even rounds
      for (const [v, name] of ['base', 'v1'].entries()) {
        const rate = 5000 * (1 + (v === 1 ? cost : 0)) * Math.exp(0.02 * normal(random));
        trials.push({
          round,
          variant: name,
          sequence: trials.length,
          warmup: false,
          status: 'measured',
          measurement: measurement(rate),
        });
      }
    }
    const merged = mergeShardResults(shardResults(trials, ['base', 'v1'], 2));
    const throughput = merged.shards!.agreement.find((a) => a.metric === 'throughput')!;
    expect(throughput.disagree).toBe(true);
    expect(throughput.perShard[0].estimatePct).toBeLessThan(-15);
    expect(Math.abs(throughput.perShard[1].estimatePct)).toBeLessThan(5);
    expect(merged.verdict.warnings.join('\n')).toMatch(
      /v1: the shards disagree on throughput \(shard 1: −\d+\.\d%, shard 2: [+−]\d\.\d%; p = .*\): the change may depend on the runner/,
    );

    // The same change everywhere: the shards agree.
    const agreeing = mergeShardResults(shardResults(run.trials, run.variants, 3));
    expect(agreeing.shards!.agreement.every((a) => !a.disagree)).toBe(true);
  });
});
