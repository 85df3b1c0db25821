import { describe, expect, it } from 'vitest';
import { diffBlockLines } from '../../src/report/diff.js';
import {
  COMMENT_LIMIT,
  renderComment,
  renderMarkdown,
  reportMarker,
} from '../../src/report/markdown/index.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { statusDescription } from '../../src/report/headline.js';
import { headlineMetric, headlineOutputs } from '../../src/report/result.js';
import { flagNoisyTrials } from '../../src/stats/noise.js';
import { ExitCode, exitCodeOf } from '../../src/modes/usage.js';
import { noSuccessfulResponse } from '../../src/model/trial.js';
import { stepAnswer } from '../../src/bisect/result.js';
import { rendered } from '../helpers/rendered.js';
import { load, PLACEMENTS, resultFor, withPlacement } from '../helpers/result.js';
import { measurement, seededRandom, syntheticRun } from '../helpers/synthetic.js';

const pr = {
  number: 42,
  headSha: 'abc1234def5678abc1234def5678abc1234def56',
  baseSha: 'def5678abc1234def5678abc1234def5678abc12',
  baseRef: 'main',
};

/** The pull request's head against its base commit, as `baseline: { ref: base }` records it. */
const againstBase = {
  main: { ref: 'base', sha: pr.baseSha },
  'this PR': { ref: 'HEAD', sha: 'e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0' },
};

function oneVariant(effect: number, cv: number, rounds = 10, seed = 1) {
  const { trials } = syntheticRun(seededRandom(seed), {
    rounds,
    cv,
    effects: [effect],
    baseRate: 6790,
  });
  return trials.map((t) => ({ ...t, variant: t.variant === 'base' ? 'main' : 'this PR' }));
}

describe('golden reports', () => {
  it('one variant regressed, on a pull request', async () => {
    const result = resultFor(oneVariant(-0.116, 0.02), ['main', 'this PR'], {
      pullRequest: pr,
      refs: againstBase,
    });
    const markdown = renderMarkdown(result);
    expect(markdown.split('\n')[0]).toBe(reportMarker('perf'));
    expect(markdown).toMatch(
      /^Merging #42 \(abc1234\) into main \(def5678\) will \*\*decrease\*\* throughput by \*\*1\d\.\d%\*\* \(95% CI −/m,
    );
    expect(result.verdict.passed).toBe(false);
    await expect(markdown).toMatchFileSnapshot('../golden/regression.md');
  });

  it('five variants as in seed 000', async () => {
    const names = [
      'no instrumentation',
      'traces + metrics',
      'traces',
      'metrics',
      'diagnostic listener',
    ];
    const { trials } = syntheticRun(seededRandom(2), {
      rounds: 10,
      cv: 0.02,
      effects: [-0.13, -0.11, -0.055, -0.05],
      baseRate: 6790,
    });
    const renamed = trials.map((t) => ({
      ...t,
      variant: names[t.variant === 'base' ? 0 : Number(t.variant.slice(1))],
    }));
    const result = resultFor(renamed, names, {
      gate: { thresholds: { throughput: 0.1, errors: 0.01 } },
      title: 'Instrumentation overhead',
    });
    await expect(renderMarkdown(result)).toMatchFileSnapshot('../golden/five-variants.md');
  });

  it('an inconclusive result, with a noisy trial', async () => {
    const trials = oneVariant(-0.04, 0.08, 5, 3);
    trials[2].measurement!.resources = {
      targetCpuUs: 9e5,
      targetCpuUsPerRequest: 13.2,
      targetPeakRssKb: 61_000,
      selfCpuUs: 8e5,
      foreignCores: 0.62,
    };
    const noise = flagNoisyTrials(trials, ['main', 'this PR']);
    expect(noise).toHaveLength(1);
    const result = resultFor(trials, ['main', 'this PR'], { pullRequest: pr, noise });
    expect(result.comparisons.find((c) => c.metric === 'throughput')!.outcome).toBe('inconclusive');
    await expect(renderMarkdown(result)).toMatchFileSnapshot('../golden/inconclusive.md');
  });

  it('an undecided fixed run names the key that decides it, only where more rounds would', () => {
    const result = resultFor(oneVariant(-0.04, 0.08, 5, 3), ['main', 'this PR']);
    const throughput = result.comparisons.find((c) => c.metric === 'throughput')!;
    expect(throughput.outcome).toBe('inconclusive');
    const asked = (r: typeof result) =>
      renderTerminal(r)
        .split('\n')
        .find((l) => l.startsWith('The gate asked'))!;
    const needing = (roundsNeeded: number | undefined) => ({
      ...result,
      comparisons: result.comparisons.map((c) => (c === throughput ? { ...c, roundsNeeded } : c)),
    });
    expect(asked(needing(17))).toMatch(/\? A fixed rounds of about 17 would decide it\.$/);
    // Beyond any number of rounds within the limit; or no more than the run already had.
    expect(asked(needing(undefined))).toMatch(
      /\? No practical number of rounds would decide it\.$/,
    );
    expect(asked(needing(5))).toMatch(/\?$/);
    // A shard decides nothing alone: the merge of all shards does.
    expect(asked({ ...needing(17), shard: { index: 1, total: 4, seed: 1 } })).not.toContain(
      'would decide',
    );
    // The pass line says the pass is undecided, for two comparisons as for one.
    const two = {
      ...result,
      comparisons: [...result.comparisons, { ...throughput, variant: 'other' }],
    };
    expect(renderTerminal(two)).toContain(
      'Passed, undecided: nothing was shown worse than its tolerance, but 2 comparisons were too noisy to tell',
    );
    // …and so does the commit status beside the merge button.
    expect(statusDescription(result)).toMatch(/^Passed, undecided: /);
    const decided = resultFor(oneVariant(0, 0.005, 10, 3), ['main', 'this PR']);
    expect(decided.verdict.passed).toBe(true);
    expect(statusDescription(decided)).toBe('No gated metric got worse beyond its tolerance');
  });

  it('a real change inside the tolerance says which way it went', () => {
    const table = (estimatePct: number) => {
      const result = resultFor(oneVariant(estimatePct / 100, 0.005, 10, 3), ['main', 'this PR']);
      const row = rendered(renderMarkdown(result)).querySelector('table tbody tr:last-child');
      return row?.textContent ?? '';
    };
    expect(table(-2)).toContain('⚪ real, within the 5.0% allowed');
    expect(table(+2)).toContain('⚪ real, a gain under 5.0%');
  });

  it('an interval clear of zero is never called "no change", whatever the Holm family', () => {
    // Two gated metrics: the plain p (0.03 here) is below 0.05, the adjusted one above it.
    const { trials, variants } = syntheticRun(seededRandom(6), {
      rounds: 8,
      cv: 0.02,
      effects: [0.015],
    });
    const result = resultFor(trials, variants, {
      gate: { thresholds: { throughput: 0.05, p99: 0.1 } },
    });
    const c = result.comparisons.find((x) => x.metric === 'throughput')!;
    expect(c.ciLowPct).toBeGreaterThan(0);
    expect(c.adjustedPValue).toBeGreaterThan(0.05);
    const markdown = renderMarkdown(result);
    expect(markdown).not.toContain('does not change');
    expect(markdown).toContain('⚪ real, a gain under 5.0%');
  });

  it('a round re-run whole is named with its reasons, and its replaced trials stay out of the statistics', () => {
    const kept = oneVariant(0, 0.02, 4, 9);
    const replaced = kept
      .filter((t) => t.round === 1)
      .map((t) => ({
        ...t,
        status: 'replaced' as const,
        disturbances: ['this PR: foreign load: other processes used 1.10 cores'],
      }));
    const trials = [...replaced, ...kept].map((t, sequence) => ({ ...t, sequence }));
    const result = resultFor(trials, ['main', 'this PR'], { reruns: 2 });
    expect(result.rerunRounds).toEqual([
      { round: 1, trials: [0, 1], reasons: replaced[0].disturbances },
    ]);
    expect(result.comparisons.find((c) => c.metric === 'throughput')!.n).toBe(4);
    expect(renderMarkdown(result)).toContain(
      '1 of at most 2 rounds re-run whole, in a new order, because a trial was disturbed: round 2 (this PR: foreign load: other processes used 1.10 cores)',
    );
  });

  it('the run conditions say whether the variants of a round took turns in slices', () => {
    const result = resultFor(oneVariant(0, 0.02, 5, 3), ['main', 'this PR']);
    expect(renderMarkdown(result)).toContain('; services restarted for every trial');
    result.conditions.wholeTrialsBecause = 'slice: off';
    expect(renderMarkdown(result)).toContain(
      '; services restarted for every trial (each trial whole: slice: off)',
    );
    result.conditions.sliceMs = 1000;
    result.conditions.wholeTrialsBecause = undefined;
    expect(renderMarkdown(result)).toContain(
      '; the variants of a round took turns in slices of 1s, a waiting variant paused, services started for every round',
    );
  });

  it('a sequential run says after how many of its rounds it decided, and how long it took', () => {
    const trials = oneVariant(-0.3, 0.02, 5, 8);
    const result = resultFor(trials, ['main', 'this PR'], {
      sequence: { rounds: 5, maxRounds: 30, stoppedBy: 'decision' },
    });
    expect(result.verdict.passed).toBe(false);
    const markdown = renderMarkdown(result);
    // The whole line: a decided run is given no advice on deciding it.
    expect(markdown).toMatch(
      /^The gate asked: is throughput more than 5\.0% lower, or do more than 1\.00% of requests fail \(or 0\.10 pp more than in the baseline\)\? Decided after 5 of at most 30 rounds \(4\.2 min\)\.$/m,
    );
    expect(markdown).toContain('- **Rounds**: 5 of at most 30 (sequential: looks after 3, 5, 7,');
  });

  it('the gate asks only about what the run measured: no CPU question where CPU was not read', () => {
    const gate = { thresholds: { throughput: 0.05, errors: 0.01, cpu: 0.05 } };
    const asked = (trials: ReturnType<typeof oneVariant>) =>
      renderMarkdown(resultFor(trials, ['main', 'this PR'], { gate }));
    const unread = oneVariant(-0.3, 0.02, 5, 8);
    expect(asked(unread)).toContain(
      'The gate asked: is throughput more than 5.0% lower, or do more than 1.00% of requests fail (or 0.10 pp more than in the baseline)?',
    );
    // A ceiling is part of the question wherever it is set, measured or not: it fails a variant
    // whatever the comparisons say; without one, the question is the comparisons' alone.
    expect(
      renderMarkdown(
        resultFor(unread, ['main', 'this PR'], { gate: { thresholds: { throughput: 0.05 } } }),
      ),
    ).toMatch(/^The gate asked: is throughput more than 5\.0% lower\?$/m);
    expect(asked(unread)).toContain('cpu at most 5.0% worse (not measured here)');
    const read = unread.map((t) => ({
      ...t,
      measurement: {
        ...t.measurement!,
        resources: {
          targetCpuUs: 1e6,
          targetCpuUsPerRequest: 1e6 / t.measurement!.responses,
          targetPeakRssKb: 60_000,
          selfCpuUs: 5e5,
          foreignCores: 0,
        },
      },
    }));
    expect(asked(read)).toContain(
      'The gate asked: is throughput more than 5.0% lower or CPU per request more than 5.0% higher, or do more than 1.00% of requests fail (or 0.10 pp more than in the baseline)?',
    );
    expect(asked(read)).not.toContain('not measured here');
  });

  it('the terminal footer counts the rounds run against the most the run could take', () => {
    const sequential = resultFor(oneVariant(-0.3, 0.02, 7, 8), ['main', 'this PR'], {
      sequence: { rounds: 7, maxRounds: 60, stoppedBy: 'decision' },
    });
    // As the engine writes it: a sequential run's planned rounds are its most.
    sequential.conditions.rounds = 60;
    expect(renderTerminal(sequential)).toMatch(/\n7 of at most 60 rounds · /);
    // A fixed run that stopped part-way: 4 of its 10 rounds measured.
    const partWay = resultFor(oneVariant(0, 0.02, 4, 3), ['main', 'this PR']);
    partWay.conditions.rounds = 10;
    expect(renderTerminal(partWay)).toMatch(/\n4 of at most 10 rounds · /);
    expect(renderMarkdown(partWay)).toContain('- **Rounds**: 4 of 10,');
    const whole = resultFor(oneVariant(0, 0.02, 4, 3), ['main', 'this PR']);
    expect(renderTerminal(whole)).toMatch(/\n4 rounds · /);
  });

  it('a sequential run the budget cut short says so', () => {
    const result = resultFor(oneVariant(-0.04, 0.08, 7, 9), ['main', 'this PR'], {
      sequence: { rounds: 7, maxRounds: 30, stoppedBy: 'budget', budgetMs: 300_000 },
    });
    expect(result.comparisons.find((c) => c.metric === 'throughput')!.outcome).toBe('inconclusive');
    // The question's whole line in the terminal, for the result as given and as changed below.
    const line = (r: typeof result) =>
      renderTerminal(r)
        .split('\n')
        .find((l) => l.startsWith('The gate asked'));
    const cutShort =
      "The gate asked: is throughput more than 5.0% lower, or do more than 1.00% of requests fail (or 0.10 pp more than in the baseline)? Not decided after 7 of at most 30 rounds (4.2 min): the 5m budget could not reach the next look. A budget: 15m buys about 24 rounds at this run's pace, enough to decide it";
    expect(line(result)).toBe(`${cutShort}.`);
    // At the rounds' own pace where the run recorded it (a build, outside the budget, is not
    // in it): 24 rounds of 20 s.
    const paced = { ...result, sequence: { ...result.sequence!, roundMs: 20_000 } };
    expect(line(paced)).toContain('A budget: 8m buys about 24 rounds');
    // A max-rounds only past the configured one (the budget planned 30 of its 60).
    const planned = { ...paced, sequence: { ...paced.sequence, configuredMaxRounds: 60 } };
    expect(line(planned)).not.toContain('max-rounds');
    const capped = { ...paced, sequence: { ...paced.sequence, maxRounds: 20 } };
    expect(line(capped)).toContain(', with max-rounds: 24.');
    expect(renderMarkdown(result)).toContain(
      // It said only "a longer budget": how long, from the rounds needed and this run's pace.
      "could not reach the next look. A `budget: 15m` buys about 24 rounds at this run's pace, enough to decide it.",
    );
    // Where the run could have placed a Node service's event loop and did not, it names the setting.
    const mainThreadHint =
      "; a Node or .NET service's rounds come closer with placement: main-thread (the default).";
    expect(line(withPlacement(result, PLACEMENTS.off))).toBe(cutShort + mainThreadHint);
    expect(line(withPlacement(result, PLACEMENTS.auto))).toBe(cutShort + mainThreadHint);
    expect(line(withPlacement(result, PLACEMENTS.mainThread))).toBe(`${cutShort}.`);
    // Not where main-thread would float too: one CPU, or not Linux.
    const oneCpu = withPlacement(result, { mode: 'off', cpus: '0', floating: 'placement: off' });
    expect(line(oneCpu)).toBe(`${cutShort}.`);
    const mac = {
      ...withPlacement(result, PLACEMENTS.off),
      runner: { ...result.runner, os: 'Darwin 24.1.0' },
    };
    expect(line(mac)).toBe(`${cutShort}.`);
    // A run that stopped part-way, or failed on what more rounds cannot change, gets no advice.
    // (`inconclusive: fail`: a verdict that failed only on what more rounds would decide.)
    const failedUndecided = {
      ...withPlacement(result, PLACEMENTS.off),
      verdict: {
        ...result.verdict,
        passed: false,
        reasons: ['this PR: could not tell whether throughput is worse'],
        failures: [{ variant: 'this PR', metric: 'throughput' as const }],
      },
    };
    expect(line(failedUndecided)).toBe(cutShort + mainThreadHint);
    const stopped = { ...failedUndecided, incomplete: 'perf-gate received SIGINT' };
    expect(line(stopped)).toBe(
      'The gate asked: is throughput more than 5.0% lower, or do more than 1.00% of requests fail (or 0.10 pp more than in the baseline)? Not decided after 7 of at most 30 rounds (4.2 min): the run stopped part-way.',
    );
    const ceiling = {
      ...withPlacement(result, PLACEMENTS.off),
      verdict: {
        ...result.verdict,
        passed: false,
        reasons: ['this PR: errors 2.0% is above its ceiling of 1%'],
        failures: [{ variant: 'this PR', metric: 'errors' as const }],
      },
    };
    expect(line(ceiling)).toMatch(/could not reach the next look\.$/);
    // A run that ran out of its max-rounds is told to raise them, up to the limit, then of shards.
    const outOfRounds = (maxRounds: number) =>
      resultFor(oneVariant(-0.04, 0.08, maxRounds, 9), ['main', 'this PR'], {
        sequence: { rounds: maxRounds, maxRounds, stoppedBy: 'max-rounds' },
      });
    expect(line(outOfRounds(30))).toMatch(
      /the rounds ran out\. A higher max-rounds buys more rounds\.$/,
    );
    expect(line(outOfRounds(60))).toMatch(
      /the rounds ran out\. More than 60 rounds take a fixed rounds over shards \(docs\/shards\.md\)\.$/,
    );
  });

  it('a run whose budget planned its rounds says how many the budget reached, and from what', () => {
    const result = resultFor(oneVariant(-0.04, 0.08, 24, 9), ['main', 'this PR'], {
      sequence: {
        rounds: 24,
        maxRounds: 24,
        configuredMaxRounds: 60,
        stoppedBy: 'budget',
        budgetMs: 300_000,
      },
    });
    const markdown = renderMarkdown(result);
    expect(markdown).toContain(
      'Not decided after 24 of at most 24 rounds (4.2 min): these are the rounds the 5m budget reaches.',
    );
    expect(markdown).toContain(
      '24 of at most 24 (what 5m reach at the pace of the first 3; max-rounds 60) (sequential: looks after 3, 5, 7, 10, 13, 16, 20, 24 rounds',
    );
  });

  it('a passing no-change result', async () => {
    const result = resultFor(oneVariant(0, 0.01, 10, 4), ['main', 'this PR'], {
      pullRequest: pr,
      refs: againstBase,
    });
    expect(result.verdict.passed).toBe(true);
    expect(result.comparisons.find((c) => c.metric === 'throughput')!.outcome).toBe('no-change');
    await expect(renderMarkdown(result)).toMatchFileSnapshot('../golden/no-change.md');
  });

  it('failed trials', async () => {
    const trials = oneVariant(0, 0.02, 6, 5).map((t, i) =>
      i === 3
        ? {
            ...t,
            status: 'failed' as const,
            measurement: undefined,
            error:
              'Service "app" (command: node server.js) exited with code 1 during the trial.\nLast lines of its output:\n  | Error: out of memory',
          }
        : i === 6
          ? {
              ...t,
              measurement: measurement(t.measurement!.throughput, {
                errorRate: 0.2,
                statusClasses: { '1xx': 0, '2xx': 800, '3xx': 0, '4xx': 0, '5xx': 200 },
              }),
            }
          : t,
    );
    const result = resultFor(trials, ['main', 'this PR'], { pullRequest: pr });
    expect(result.verdict.passed).toBe(false);
    await expect(renderMarkdown(result)).toMatchFileSnapshot('../golden/failed-trials.md');
  });

  it('the terminal shows a name as it was given; the comment makes it inert', () => {
    const name = 'fast_*path* <b>@team</b>';
    const trials = oneVariant(-0.116, 0.02).map((t) =>
      t.variant === 'this PR' ? { ...t, variant: name } : t,
    );
    const result = resultFor(trials, ['main', name]);
    expect(renderTerminal(result)).toMatch(/^“fast_\*path\* <b>@team<\/b>” compared with “main”/);
    expect(renderMarkdown(result)).toContain(
      '“fast\\_\\*path\\* &lt;b&gt;@\u200bteam&lt;/b&gt;” compared with “main”',
    );
  });

  it('the terminal version gives the same answer without HTML', async () => {
    const text = renderTerminal(resultFor(oneVariant(-0.116, 0.02), ['main', 'this PR']));
    expect(text).not.toMatch(/<details>|\*\*|&lt;/);
    await expect(text).toMatchFileSnapshot('../golden/regression.txt');
  });
});

describe('open model', () => {
  it('says the rate achieved, the requests dropped, and that latency counts from the scheduled time', () => {
    const trials = oneVariant(0, 0.01, 4).map((t, i) => ({
      ...t,
      measurement: {
        ...t.measurement,
        targetRate: 400,
        achievedRate: i === 0 ? 380 : 400,
        dropped: i === 0 ? 60 : 0,
        saturated: i === 0,
        latencyFrom: 'scheduled' as const,
      },
    }));
    const result = resultFor(trials, ['main', 'this PR'], {
      load: {
        ...load,
        amount: undefined,
        rate: 400,
        durationMs: 3_000,
        arrival: 'poisson',
        stages: [{ durationMs: 30_000, rate: 400 }],
        connections: 50,
      },
    });
    const markdown = renderMarkdown(result);
    expect(markdown).toContain(
      'open model, 400 req/s Poisson arrivals for 3s after a 30s ramp-up, latency from the scheduled time, up to 50 connections',
    );
    expect(markdown).toMatch(/Latency p50 .*, p99 .* \(from the scheduled time\)/);
    expect(markdown).toContain('Dropped: 60 requests (due while all 50 connections were busy)');
    expect(markdown).toContain('1 trial fell short: saturated');
    expect(result.verdict.warnings.join('\n')).toMatch(
      // Saturated, or cold without a warm-up (a new user's 30 of 2,700 with warmup: 0): both said.
      /main: 1 of 4 trials dropped requests .* it is saturated, or was still cold as the window began \(a warm-up, load.warmup, takes that out\); or raise load.connections/,
    );
  });
});

describe('limits and safety', () => {
  it('50 variants stay under the comment limit and keep fences balanced', () => {
    const effects = Array.from({ length: 50 }, (_, i) => -0.001 * i);
    const { trials, variants } = syntheticRun(seededRandom(6), { rounds: 10, cv: 0.03, effects });
    const result = resultFor(trials, variants);
    const comment = renderComment(result);
    expect(comment.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect((comment.match(/^```/gm) ?? []).length % 2).toBe(0);
    expect(comment.split('\n')[0]).toBe(reportMarker('perf'));
    // Forced smaller: cut with a note, still balanced.
    const cut = renderComment(result, 5_000);
    expect(cut.length).toBeLessThanOrEqual(5_000);
    expect(cut).toMatch(/cut to fit GitHub's comment size limit/);
    expect((cut.match(/^```/gm) ?? []).length % 2).toBe(0);
  });

  it('a cut comment closes every <details> and puts its note outside them', () => {
    const effects = Array.from({ length: 50 }, (_, i) => -0.001 * i);
    const { trials, variants } = syntheticRun(seededRandom(6), { rounds: 10, cv: 0.03, effects });
    const result = resultFor(trials, variants);
    const folded = renderMarkdown(result, { details: false });
    const lastDetails = folded.lastIndexOf('<details>');
    // Limits that cut before, inside and after the last folded section.
    for (const limit of [lastDetails - 200, lastDetails + 150, lastDetails + 400, 4_000]) {
      const cut = renderComment(result, limit);
      expect(cut.length).toBeLessThanOrEqual(limit);
      expect(cut).toMatch(/cut to fit GitHub's comment size limit/);
      expect((cut.match(/<details>/g) ?? []).length).toBe((cut.match(/<\/details>/g) ?? []).length);
      expect((cut.match(/^```/gm) ?? []).length % 2).toBe(0);
      const note = [...rendered(cut).querySelectorAll('blockquote')].find((q) =>
        q.textContent?.includes('cut to fit'),
      );
      expect(note?.closest('details')).toBeNull();
    }
  });

  it('a hostile variant name renders as text', () => {
    const hostile = '<img src=x onerror=alert(1)> | ```';
    // Two variants, so the Mermaid chart (drawn for several) labels a bar with the name.
    const { trials } = syntheticRun(seededRandom(3), { rounds: 10, cv: 0.02, effects: [-0.1, 0] });
    const names = ['main', hostile, 'other'];
    const markdown = renderMarkdown(
      resultFor(
        trials.map((t) => ({
          ...t,
          variant: names[t.variant === 'base' ? 0 : Number(t.variant.slice(1))],
        })),
        names,
      ),
    );
    // Outside fenced blocks (where GitHub renders HTML) and in Mermaid labels, no raw tag.
    // split() with one group: [text, opening language, body, closing "", text, …].
    const parts = markdown.split(/^```(\w*)$/m);
    const mermaid: string[] = [];
    for (let i = 0; i < parts.length; i += 4) expect(parts[i]).not.toContain('<img');
    for (let i = 1; i < parts.length; i += 4)
      if (parts[i] === 'mermaid') mermaid.push(parts[i + 1]);
    expect(mermaid).toHaveLength(1);
    for (const body of mermaid) expect(body).not.toContain('<');
    expect(markdown).toContain('&lt;img src=x onerror=alert(1)&gt; &#124; &#96;&#96;&#96;');
    // Outside the fences, no line starts a new fence; inside, the name cannot close one.
    expect((markdown.match(/^```/gm) ?? []).length % 2).toBe(0);
    expect(
      markdown.split('\n').filter((l) => l.includes('```') && !/^```(diff|mermaid)?$/.test(l)),
    ).toEqual([]);
  });
});

describe('the head says what was measured', () => {
  const firstLine = (result: ReturnType<typeof resultFor>) =>
    renderMarkdown(result).split('\n\n')[2];
  const twoVariants = () => {
    const { trials } = syntheticRun(seededRandom(12), {
      rounds: 10,
      cv: 0.02,
      effects: [-0.2, -0.01],
    });
    const names = ['main', 'slower build', 'same build'];
    return trials.map((t) => ({
      ...t,
      variant: names[t.variant === 'base' ? 0 : Number(t.variant.slice(1))],
    }));
  };

  it('the pull request against its base branch: merging, with both commits', () => {
    const result = resultFor(oneVariant(-0.2, 0.02), ['main', 'this PR'], {
      pullRequest: pr,
      refs: againstBase,
    });
    expect(firstLine(result)).toMatch(
      /^Merging #42 \(abc1234\) into main \(def5678\) will \*\*decrease\*\* throughput by/,
    );
    expect(renderTerminal(result)).toMatch(/^Merging #42 \(abc1234\) into main \(def5678\) will/);
  });

  it('an env switch on the pull request’s commit: compared in the pull request, never “merging”', () => {
    const trials = oneVariant(-0.2, 0.02).map((t) =>
      t.variant === 'this PR' ? { ...t, variant: 'slower build' } : t,
    );
    const result = resultFor(trials, ['main', 'slower build'], { pullRequest: pr });
    expect(firstLine(result)).toMatch(
      /^“slower build” compared with “main” in #42 \(abc1234\) \*\*decreases\*\* throughput by \*\*/,
    );
    expect(renderMarkdown(result)).not.toContain('Merging');
  });

  it('a variant built from another ref than the base: each name carries its commit', () => {
    const feature = 'f00df00df00df00df00df00df00df00df00df00d';
    const result = resultFor(oneVariant(-0.2, 0.02), ['main', 'this PR'], {
      pullRequest: pr,
      refs: { main: { ref: 'base', sha: pr.baseSha }, 'this PR': { ref: 'feature', sha: feature } },
    });
    expect(firstLine(result)).toMatch(
      /^“this PR” \(f00df00\) compared with “main” \(def5678\) in #42 \*\*decreases\*\*/,
    );
  });

  it('several variants: how many, against what, in which pull request and commit, then the worst', () => {
    const result = resultFor(twoVariants(), ['main', 'slower build', 'same build'], {
      pullRequest: pr,
    });
    expect(firstLine(result)).toMatch(
      /^2 variants compared with “main” in #42 \(abc1234\): the worst, “slower build”, \*\*decreases\*\* throughput by \*\*/,
    );
  });

  it('several variants against the base branch: the base commit beside the baseline, the head beside each variant', () => {
    const head = { ref: 'HEAD', sha: pr.headSha };
    const result = resultFor(twoVariants(), ['main', 'slower build', 'same build'], {
      pullRequest: pr,
      refs: { main: { ref: 'base', sha: pr.baseSha }, 'slower build': head, 'same build': head },
    });
    expect(firstLine(result)).toMatch(
      /^2 variants compared with “main” \(def5678\) in #42: the worst, “slower build” \(abc1234\), \*\*decreases\*\*/,
    );
  });

  it('outside a pull request: the commit checked out, or nothing — never a pull request', () => {
    const trials = oneVariant(-0.2, 0.02).map((t) =>
      t.variant === 'this PR' ? { ...t, variant: 'slower build' } : t,
    );
    const atCommit = resultFor(trials, ['main', 'slower build'], { commit: pr.headSha });
    expect(firstLine(atCommit)).toMatch(
      /^“slower build” compared with “main” at commit abc1234 \*\*decreases\*\*/,
    );
    const nowhere = resultFor(trials, ['main', 'slower build']);
    expect(firstLine(nowhere)).toMatch(/^“slower build” compared with “main” \*\*decreases\*\*/);
    // `--base` from a terminal: the base commit is measured, but there is no pull request.
    const cliBase = resultFor(trials, ['main', 'slower build'], {
      commit: pr.headSha,
      refs: {
        main: { ref: 'base', sha: pr.baseSha },
        'slower build': { ref: 'HEAD', sha: pr.headSha },
      },
    });
    expect(firstLine(cliBase)).toMatch(
      /^“slower build” \(abc1234\) compared with “main” \(def5678\) \*\*decreases\*\*/,
    );
    for (const result of [atCommit, nowhere, cliBase])
      expect(renderMarkdown(result)).not.toMatch(/#\d|Merging/);
  });

  it('failed trials and an error ceiling name the variant after the subject', () => {
    const failing = twoVariants().map((t) =>
      t.variant === 'same build'
        ? { ...t, status: 'failed' as const, error: 'no successful (2xx) response' }
        : t,
    );
    const result = resultFor(failing, ['main', 'slower build', 'same build'], {
      pullRequest: pr,
    });
    expect(firstLine(result)).toBe(
      '2 variants compared with “main” in #42 (abc1234): **10 of 10 trials of “same build” failed** — no successful (2xx) response',
    );
  });
});

describe('the headline follows what decided the verdict', () => {
  const withP99 = (factor: number) =>
    oneVariant(0, 0.01, 10, 4).map((t) =>
      t.variant === 'this PR'
        ? {
            ...t,
            measurement: {
              ...t.measurement,
              latencyUs: { ...t.measurement.latencyUs, p99: t.measurement.latencyUs.p99 * factor },
            },
          }
        : t,
    );
  const gate = (thresholds: Record<string, number>) => ({ gate: { thresholds }, pullRequest: pr });

  it('a p99 regression fails the gate and is the first line, the table and the outputs', () => {
    const result = resultFor(
      withP99(1.3),
      ['main', 'this PR'],
      gate({ throughput: 0.05, p99: 0.1 }),
    );
    expect(result.verdict.failures).toEqual([{ variant: 'this PR', metric: 'p99' }]);
    const markdown = renderMarkdown(result);
    expect(markdown).toMatch(/\) \*\*increases\*\* latency p99 by \*\*3\d\.\d%\*\*/);
    expect(markdown).toContain('| Variant | Latency p99 | Δ latency p99 (95% CI) | p | Δ req/s |');
    expect(headlineOutputs(result).metric).toBe('p99');
    expect(Number(headlineOutputs(result).delta)).toBeCloseTo(30, -1);
  });

  it('passing, the first gated metric leads: throughput unless it is switched off', () => {
    const both = resultFor(withP99(1.0), ['main', 'this PR'], gate({ throughput: 0.05, p99: 0.1 }));
    expect(headlineMetric(both)).toBe('throughput');
    const p99Only = resultFor(withP99(1.0), ['main', 'this PR'], gate({ p99: 0.1 }));
    expect(headlineMetric(p99Only)).toBe('p99');
    expect(renderMarkdown(p99Only)).toMatch(/\) \*\*does not change\*\* latency p99/);
  });

  it('a variant over the error ceiling leads with its error rate, and its fast failures are no improvement', () => {
    // Half the requests fail fast: latency drops by 90%, which is not something to celebrate.
    const trials = oneVariant(0, 0.01, 6, 5).map((t) => {
      if (t.variant !== 'this PR') return t;
      const m = measurement(t.measurement.throughput * 0.5, { errorRate: 0.5 });
      const fast = (v: number) => v * 0.1;
      const l = t.measurement.latencyUs;
      return {
        ...t,
        measurement: {
          ...m,
          latencyUs: {
            ...l,
            mean: fast(l.mean),
            p50: fast(l.p50),
            p90: fast(l.p90),
            p99: fast(l.p99),
          },
        },
      };
    });
    const result = resultFor(trials, ['main', 'this PR'], gate({ p99: 0.1, errors: 0.01 }));
    expect(result.verdict.failures.map((f) => f.metric)).toContain('errors');
    expect(headlineMetric(result)).toBe('errors');
    const markdown = renderMarkdown(result);
    expect(markdown).toMatch(/\*\*50\.00% of requests failed\*\*, more than the 1\.00% allowed/);
    const diff = diffBlockLines(result);
    expect(diff.find((l) => l.includes('Latency p50'))).toMatch(/^ /);
    expect(diff.find((l) => l.includes('Latency p50'))).toMatch(/-[89]\d\.\d%/);
    expect(diff.find((l) => l.includes('Error rate'))).toMatch(/^-/);
    expect(diff.filter((l) => l.startsWith('+'))).toEqual([]);
  });

  it('failed trials lead, naming the variant and what went wrong', () => {
    const trials = oneVariant(0, 0.01, 4, 6).map((t) =>
      t.variant === 'this PR'
        ? {
            ...t,
            status: 'failed' as const,
            error: 'no successful (2xx) response in the measured window: 0 responses',
          }
        : t,
    );
    const result = resultFor(trials, ['main', 'this PR'], gate({ p99: 0.1 }));
    expect(headlineMetric(result)).toBe('trials');
    expect(renderMarkdown(result)).toContain(
      '“this PR” compared with “main” in #42 (abc1234): **4 of 4 trials failed** — no successful (2xx) response in the measured window: 0 responses',
    );
    expect(result.verdict.reasons[0]).toBe(
      'this PR: 4 of 4 trials failed — no successful (2xx) response in the measured window: 0 responses (listed under failed trials in the report; a failed trial fails the gate whatever caused it, so re-run the job if this change did not)',
    );
  });

  it('a failed trial of the baseline still compares the variant with the baseline', () => {
    const trials = oneVariant(0, 0.01, 4, 6).map((t) =>
      t.variant === 'main' && t.round === 0
        ? { ...t, status: 'failed' as const, error: 'no successful (2xx) response: 1148 timeouts' }
        : t,
    );
    const result = resultFor(trials, ['main', 'this PR'], gate({ p99: 0.1 }));
    expect(result.verdict.reasons[0]).toMatch(/^main: 1 of 4 trials failed/);
    // The diff block's columns are the baseline and the variant, never the baseline twice.
    const block = diffBlockLines(result);
    expect(block[1]).toMatch(/main\s+this PR\s+\+\/-/);
    // Its two header lines are as wide as its rule, codecov's shape; no row is wider.
    expect([block[0].length, block[1].length]).toEqual([block[2].length, block[2].length]);
    expect(Math.max(...block.map((l) => l.length))).toBe(block[2].length);
    expect(renderMarkdown(result)).not.toContain('“main” compared with “main”');
    // The variant's own failure is not "re-run if this change did not": the baseline failed too.
    expect(exitCodeOf(result)).toBe(ExitCode.GateFailed);
  });

  it('every trial failed, the baseline too: the app or the run failed, not the change', () => {
    const error =
      'no successful (2xx) response in the measured window: 0 responses, 1890 connection errors, 0 timeouts';
    const trials = oneVariant(0, 0.01, 3, 6).map((t) => ({
      ...t,
      status: 'failed' as const,
      error,
    }));
    const result = resultFor(trials, ['main', 'this PR'], gate({ p99: 0.1 }));
    expect(result.verdict.reasons).toEqual([
      `main: 3 of 3 trials failed — ${error} (listed under failed trials in the report; the baseline's own trials failed, so look at the app and the run (its logs) first)`,
      `this PR: 3 of 3 trials failed — ${error} (listed under failed trials in the report; the baseline's trials failed too, so look at the app and the run (its logs) before this change)`,
    ]);
    expect(exitCodeOf(result)).toBe(ExitCode.RunFailed);
    // The diff block says there was nothing to compare instead of standing empty; the table
    // names the failure where its verdict goes.
    const lines = diffBlockLines(result);
    const nothing = lines.find((l) => l.includes('nothing compared: no round measured both'));
    // No wider than the block's rule.
    expect(nothing?.length).toBeLessThanOrEqual(lines.find((l) => /^=+$/.test(l))!.length);
    expect(renderMarkdown(result)).toContain('| ❌ 3 of 3 trials failed |');
  });

  it('every baseline trial failed and one of a variant: the baseline leads, and no variant is told to take more rounds', () => {
    const { trials, variants } = syntheticRun(seededRandom(4), {
      rounds: 3,
      cv: 0.02,
      effects: [0, 0],
    });
    const broken = trials.map((t) =>
      t.variant === 'base' || (t.variant === 'v2' && t.round === 0)
        ? { ...t, status: 'failed' as const, error: t.variant === 'base' ? 'answered 500' : 'boom' }
        : t,
    );
    const result = resultFor(broken, variants);
    expect(renderMarkdown(result)).toContain(
      '**3 of 3 trials of the baseline “base” failed** — answered 500; nothing was compared',
    );
    expect(result.verdict.warnings.join('\n')).not.toMatch(/could not tell/);
    expect(exitCodeOf(result)).toBe(ExitCode.RunFailed);
  });

  it("only the baseline's trials failed: the first line says so, not '0 of 3 trials failed'", () => {
    const trials = oneVariant(0, 0.01, 3, 6).map((t) =>
      t.variant === 'main' ? { ...t, status: 'failed' as const, error: 'boom' } : t,
    );
    const result = resultFor(trials, ['main', 'this PR'], gate({ p99: 0.1 }));
    expect(renderMarkdown(result)).toContain(
      '“this PR” compared with “main” in #42 (abc1234): **3 of 3 trials of the baseline “main” failed** — boom; nothing was compared',
    );
    expect(result.verdict.reasons).toEqual([
      "main: 3 of 3 trials failed — boom (listed under failed trials in the report; the baseline's own trials failed, so look at the app and the run (its logs) first)",
    ]);
    expect(exitCodeOf(result)).toBe(ExitCode.RunFailed);
    expect(renderMarkdown(result)).toContain("| — the baseline's trials failed |");
    // A bisect step whose older commit failed every trial decided nothing: untestable.
    expect(stepAnswer(result, 'this PR')).toEqual({
      outcome: 'untestable',
      reason: "the older commit's 3 of 3 trials failed: boom",
    });
  });
});

describe('a trial without one successful response', () => {
  const unanswered = { ...measurement(0), responses: 0, successes: 0, errors: 40, timeouts: 0 };

  it('says the load URL is https:// where every connection failed on it', () => {
    expect(noSuccessfulResponse(unanswered, ['https://127.0.0.1:8080/'])).toMatch(
      / — the load URL is https:\/\/: does the app serve TLS on that port\? \(an app without TLS needs http:\/\/\)$/,
    );
    expect(noSuccessfulResponse(unanswered, ['http://127.0.0.1:8080/'])).not.toContain('TLS');
    // An https URL that got answers (errors of its own) is no TLS mistake.
    expect(
      noSuccessfulResponse({ ...unanswered, responses: 5, statusCodes: { 500: 5 } }, [
        'https://a/',
      ]),
    ).not.toContain('TLS');
  });
});
