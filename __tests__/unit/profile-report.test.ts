/**
 * "Where the time went" in the reports: golden markdown and terminal text of a regressed
 * run with its profiling rounds, the rest folded, the cost and the artifacts named, and a
 * service that could not be profiled as a line beside an unchanged verdict.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown/index.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { parseResult } from '../../src/report/result-schema.js';
import { costTable, listedOnly, variantsToProfile } from '../../src/profile/index.js';
import { resolveProfile } from '../../src/config/profile.js';
import { parseConfigText } from '../../src/config/index.js';
import type { Comparison } from '../../src/stats/index.js';
import { seededRandom } from '../../src/model/random.js';
import type { ProfilingReport } from '../../src/profile/index.js';
import { rendered } from '../helpers/rendered.js';
import { resultFor } from '../helpers/result.js';
import { SERVICE, sampledRounds, withExtraWork } from '../helpers/profiles.js';
import { syntheticRun } from '../helpers/synthetic.js';

function regressed() {
  const { trials } = syntheticRun(seededRandom(1), {
    rounds: 10,
    cv: 0.02,
    effects: [-0.2],
    baseRate: 6790,
  });
  return trials.map((t) => ({ ...t, variant: t.variant === 'base' ? 'main' : 'this PR' }));
}

function profiling(overrides: Partial<ProfilingReport> = {}): ProfilingReport {
  // Many changed functions, so the table folds its rest.
  const variant = withExtraWork(30).map((f, i) => (i >= 6 && i < 14 ? { ...f, us: f.us + 4 } : f));
  const table = listedOnly(
    costTable('this PR', sampledRounds(SERVICE, variant, 5, seededRandom(11))),
  );
  return {
    variants: ['this PR'],
    reason: 'profile: auto — the variants that regressed or stayed undecided',
    rounds: 5,
    windowMs: 2000,
    wallMs: 31_400,
    tables: [table],
    unprofiled: [],
    artifacts: {
      profiles: Array.from(
        { length: 10 },
        (_, i) =>
          `profiles/profile-${(i >> 1) + 1}-${i % 2 ? 'this_PR' : 'main'}.api.4242.cpuprofile`,
      ),
      flameGraphs: { 'this PR': 'profiles/this_PR.diff.svg' },
      table: 'profiles/where-the-time-went.json',
    },
    ...overrides,
  };
}

describe('where the time went, in the report', () => {
  it('sits under the verdict: top functions, the rest folded, packages, cost and artifacts', async () => {
    const result = { ...resultFor(regressed(), ['main', 'this PR']), profiling: profiling() };
    const markdown = renderMarkdown(result);
    const doc = rendered(markdown);
    const heading = [...doc.querySelectorAll('h3')].find(
      (h) => h.textContent === 'Where the time went',
    );
    expect(heading).toBeDefined();
    const [first] = doc.querySelectorAll('table');
    expect(first.querySelector('tbody tr')?.textContent).toMatch(
      /extraWork \(src\/routes\/items\.js:12\)/,
    );
    expect(doc.querySelector('details summary')?.textContent).toMatch(
      /^\d+ more functions? beyond their noise$/,
    );
    expect(markdown).toMatch(/added 31\.4s of wall time/);
    expect(markdown.indexOf('Where the time went')).toBeLessThan(markdown.indexOf('```diff'));
    await expect(markdown).toMatchFileSnapshot('../golden/profiled.md');
    const terminal = renderTerminal(result);
    // The terminal shows what the comment shows: the package line too (it once left it out,
    // where an express 4 → 5 upgrade's `router +14.9 µs` explained the change).
    expect(terminal).toContain('By package: lib1 +8.6 µs (14%) · lib0 +7.7 µs (12%)');
    expect(terminal).not.toMatch(/\*\*|\\_|&lt;/);
    await expect(terminal).toMatchFileSnapshot('../golden/profiled.txt');
    // report.json carries the table and reads back.
    expect(
      parseResult(JSON.parse(JSON.stringify(result))).profiling?.tables[0].functions[0].name,
    ).toMatch(/^extraWork/);
  });

  it("says the levels carry the profiler's cost, and what the unlisted rows' change is worth", () => {
    // The quick start's demo once read 67.8 → 75.9 µs (+8.1) here against the gate's 44 → 72,
    // with `work` +20.6 µs and everything else −12.5 µs (-155%): levels raised by the profiler,
    // and a rest that was the rounds' spread, not a saving.
    const base = profiling();
    const [table] = base.tables;
    const within = {
      ...table.rest!,
      deltaUs: -12.5,
      noiseUs: 26.1,
      beyondNoise: false,
      shareOfChange: -1.55,
    };
    const beyond = {
      ...within,
      deltaUs: 30,
      noiseUs: 9.5,
      beyondNoise: true,
      shareOfChange: 0.5,
    };
    const render = (rest: typeof within) =>
      renderTerminal({
        ...resultFor(regressed(), ['main', 'this PR']),
        profiling: { ...base, tables: [{ ...table, rest }] },
      });
    const terminal = render(within);
    expect(terminal).toContain('measured with the profiler on, which raises these figures in both');
    expect(terminal).toMatch(
      /rows within their noise\) −12\.5 µs \(−155%\), within its noise \(±26\.1 µs\)/,
    );
    expect(render(beyond)).toMatch(/\+30\.0 µs \(50%\), beyond its noise \(±9\.5 µs\)/);
  });

  it('with no function listed, says whether the change in CPU per request is one at all', () => {
    // An A/A's "CPU per request 217 → 188 µs (−29.5 µs)" read as a 14% saving.
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
      listedOnly(costTable('this PR', sampledRounds(SERVICE, SERVICE, 5, seededRandom(seed)))),
    );
    const table = seeds.find((t) => t.functions.length === 0 && t.rest && t.rest.noiseUs > 0)!;
    const result = {
      ...resultFor(regressed(), ['main', 'this PR']),
      profiling: profiling({ tables: [table] }),
    };
    const noise = `±${Math.round(table.rest!.noiseUs * 10) / 10}`;
    expect(renderMarkdown(result)).toMatch(
      new RegExp(
        `No function's CPU per request changed beyond its noise \\(\\d+ compared\\)\\. The change above is (within|beyond) its noise \\(${noise.replace('.', '\\.')}`,
      ),
    );
  });

  it('names what opens the raw profiles: perf script text does not open in Chrome DevTools', () => {
    const withProfiles = (profiles: string[]) =>
      renderMarkdown({
        ...resultFor(regressed(), ['main', 'this PR']),
        profiling: profiling({
          artifacts: { ...profiling().artifacts, profiles },
        }),
      });
    expect(withProfiles(['profiles/p-1-main.api.42.cpuprofile'])).toContain(
      '(Chrome DevTools, speedscope)',
    );
    expect(withProfiles(['profiles/p-1-main.api.42.perf.data.txt'])).toContain(
      '(perf script text: speedscope)',
    );
  });

  it('a service that cannot be profiled is a line; the verdict is the same', () => {
    const plain = resultFor(regressed(), ['main', 'this PR']);
    const line =
      '"api": not a Node process, and Linux perf is not installed (on ubuntu-latest: sudo apt-get install -y linux-tools-common linux-tools-$(uname -r))';
    const result = {
      ...plain,
      profiling: profiling({
        tables: [],
        unprofiled: [line],
        artifacts: { profiles: [], flameGraphs: {}, table: 'profiles/where-the-time-went.json' },
      }),
    };
    const markdown = renderMarkdown(result);
    expect(result.verdict).toEqual(plain.verdict);
    expect(markdown).toContain(
      '> ⚠️ Could not profile "api": not a Node process, and Linux perf is not installed (on ubuntu-latest: sudo apt-get install -y linux-tools-common linux-tools-$(uname -r)); the rest of the run went on.',
    );
    expect(renderTerminal(result)).toContain('⚠ Could not profile "api"');
  });
});

describe('which variants are profiled, and how', () => {
  const verdict = (failures: { variant: string; metric: 'throughput' | 'trials' }[]) => ({
    passed: failures.length === 0,
    reasons: failures.map((f) => f.variant),
    failures,
    warnings: [],
  });
  const undecided = { variant: 'c', gated: true, outcome: 'inconclusive' } as Comparison;
  // Every trial of b failed: its comparisons stay undecided, which once chose it.
  const undecidedB = { ...undecided, variant: 'b' };

  it('auto: the variants that regressed or stayed undecided, not those whose trials failed', () => {
    const chosen = variantsToProfile(
      'auto',
      ['a', 'b', 'c', 'd'],
      [undecided, undecidedB],
      verdict([
        { variant: 'a', metric: 'throughput' },
        { variant: 'b', metric: 'trials' },
      ]),
    );
    expect(chosen.variants).toEqual(['a', 'c']);
    expect(variantsToProfile('auto', ['d'], [], verdict([])).variants).toEqual([]);
    expect(variantsToProfile('always', ['d'], [], verdict([])).variants).toEqual(['d']);
    expect(
      variantsToProfile('always', ['b', 'd'], [], verdict([{ variant: 'b', metric: 'trials' }]))
        .variants,
    ).toEqual(['d']);
    expect(
      variantsToProfile(
        'off',
        ['a'],
        [undecided],
        verdict([{ variant: 'a', metric: 'throughput' }]),
      ).variants,
    ).toEqual([]);
  });

  it('a profiled window is no longer than a measured one unless the config says so', () => {
    expect(resolveProfile(undefined, 500)).toEqual({
      when: 'auto',
      rounds: 5,
      windowMs: 500,
      intervalUs: 1000,
    });
    expect(resolveProfile('off', 10_000)).toEqual({
      when: 'off',
      rounds: 5,
      windowMs: 2000,
      intervalUs: 1000,
    });
    expect(resolveProfile({ when: 'always', rounds: 3, window: '5s', interval: 100 }, 500)).toEqual(
      {
        when: 'always',
        rounds: 3,
        windowMs: 5000,
        intervalUs: 100,
      },
    );
  });

  it('the config refuses a profile it cannot run, naming the key', () => {
    const base =
      'services: [ { name: a, command: x } ]\nload: { url: "http://127.0.0.1:1/" }\nbaseline: { name: a }\nvariants: [ { name: b } ]\n';
    expect(() => parseConfigText(`${base}profile: sometimes\n`, 't.yml')).toThrow(
      /profile.*"auto", "always", "off"/,
    );
    expect(() => parseConfigText(`${base}profile: { rounds: 1 }\n`, 't.yml')).toThrow(
      /profile\.rounds.*at least 2/,
    );
  });
});
