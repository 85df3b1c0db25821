/** The noise's parts on hand-made rounds, and how the report shows them and the placement. */
import { describe, expect, it } from 'vitest';
import { components, pairRounds, type SliceSample } from '../../src/stats/noise-parts.js';
import type { MeasuredTrial, Trial } from '../../src/model/trial.js';
import { measurement } from '../helpers/synthetic.js';
import { PLACEMENTS, resultFor, withPlacement } from '../helpers/result.js';
import { noisePartsSection, placementCondition } from '../../src/report/noise-parts.js';
import { renderMarkdown } from '../../src/report/markdown/index.js';
import { plainText } from '../../src/report/text.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { parseResult } from '../../src/report/result-schema.js';

const trial = (round: number, variant: string, sequence: number, throughput: number) =>
  ({
    status: 'measured',
    round,
    variant,
    sequence,
    warmup: round < 0,
    measurement: measurement(throughput),
  }) satisfies MeasuredTrial;

const slice = (sequence: number, index: number, responses: number): SliceSample => ({
  sequence,
  index,
  durationMs: 1000,
  responses,
});

describe('pairing a round slice by slice', () => {
  it('pairs the k-th slices of the two trials of a round, and skips warm-up rounds', () => {
    const trials = [
      trial(-1, 'A', 0, 100),
      trial(-1, 'B', 1, 100),
      trial(0, 'B', 2, 110),
      trial(0, 'A', 3, 100),
    ];
    const slices = [
      slice(0, 0, 100),
      slice(1, 0, 50),
      slice(3, 0, 100),
      slice(3, 1, 100),
      slice(2, 0, 110),
      slice(2, 1, 121),
    ];
    const rounds = pairRounds(trials, slices, 'A', 'B', 'throughput');
    expect(rounds).toHaveLength(1);
    expect(rounds[0].d).toBeCloseTo(Math.log(1.1), 12);
    expect(rounds[0].slices.map(Math.exp).map((x) => x.toFixed(2))).toEqual(['1.10', '1.21']);
  });

  it('splits the variance: within from the slices, over K; between the rest', () => {
    // Slices of each round differ by ±0.01 about the round's value: within variance 0.0002
    // per slice, 0.0001 for a round mean of two; the rounds' values spread far more.
    const d = [0.0, 0.1, -0.1, 0.05, -0.05];
    const rounds = d.map((x) => ({
      d: x,
      slices: [x - 0.01, x + 0.01],
      machineDelta: 0,
      machineLevel: 0,
    }));
    const c = components(rounds);
    const total = 0.025 / 4;
    expect(c.total).toBeCloseTo(total, 12);
    expect(c.within).toBeCloseTo(0.0001, 12);
    expect(c.machine).toBe(0);
    expect(c.between).toBeCloseTo(total - 0.0001, 12);
  });

  it('gives the machine what the difference in its load explains', () => {
    const x = [0, 0.2, 0.4, 0.1, 0.3, 0.5];
    const rounds = x.map((xi) => ({
      d: -0.5 * xi,
      slices: [],
      machineDelta: xi,
      machineLevel: xi,
    }));
    const c = components(rounds);
    expect(c.machine).toBeCloseTo(c.total, 12);
    expect(c.between).toBeCloseTo(0, 12);
    expect(c.sliced).toBe(false);
  });
});

describe('the report', () => {
  const trials: Trial[] = [0, 1, 2].flatMap((r) => [
    trial(r, 'A', 2 * r, 100),
    trial(r, 'B', 2 * r + 1, 100 + r),
  ]);
  const component = (sd: number, share: number) => ({ sd, share, low: sd / 2, high: sd * 2 });
  const result = {
    ...resultFor(trials, ['A', 'B']),
    noiseParts: {
      between: 'processes' as const,
      parts: [
        {
          variant: 'B',
          metric: 'throughput' as const,
          rounds: 30,
          slicesPerRound: 8,
          roundSd: 0.06,
          sliceSd: 0.05,
          within: component(0.018, 0.09),
          between: component(0.057, 0.9),
          machine: component(0.006, 0.01),
          machineCores: 0.02,
          advice: 'more-rounds' as const,
        },
      ],
    },
  };

  it('shows each part with its share and interval, and what would cut it most', () => {
    const row = noisePartsSection(result)!.table.rows[0].map((cell) => plainText(cell!));
    expect(row).toEqual([
      'B',
      'req/s',
      '30',
      '6.0%',
      '1.8% (9%; 0.9%–3.6%)',
      '5.7% (90%; 2.9%–11.4%)',
      '0.6% (1%; 0.3%–1.2%)',
      '0.02',
      'more rounds',
    ]);
    expect(renderMarkdown(result)).toContain(
      '| B | req/s | 30 | 6.0% | 1.8% (9%; 0.9%–3.6%) | 5.7% (90%; 2.9%–11.4%) | 0.6% (1%; 0.3%–1.2%) | 0.02 | more rounds |',
    );
    expect(renderMarkdown(result)).toContain('<summary>What the noise is made of</summary>');
    expect(renderTerminal(result)).toMatch(
      /What the noise is made of:\n.*\n.*\n {2}B +req\/s +30 +6\.0%.*more rounds/,
    );
  });

  it("names placement: main-thread where the processes' own noise dominates and the run was not placed so", () => {
    const withinPart = {
      ...result.noiseParts!.parts[0],
      within: component(0.05, 0.8),
      between: component(0.02, 0.15),
      advice: 'longer-trials' as const,
    };
    const run = (placement: Parameters<typeof withPlacement>[1]) =>
      withPlacement(
        { ...result, noiseParts: { ...result.noiseParts!, parts: [withinPart] } },
        placement,
      );
    const advice = (placement: Parameters<typeof withPlacement>[1]) =>
      plainText(noisePartsSection(run(placement))!.table.rows[0].at(-1)!);
    expect(advice(PLACEMENTS.off)).toBe(
      'longer trials or finer turns; a Node or .NET service: placement: main-thread (the default)',
    );
    expect(advice(PLACEMENTS.auto)).toBe(
      'longer trials or finer turns; a Node or .NET service: placement: main-thread (the default)',
    );
    expect(advice(PLACEMENTS.mainThread)).toBe('longer trials or finer turns');
    // A result file from before placement was recorded: nothing to say about it.
    expect(advice(undefined)).toBe('longer trials or finer turns');
    // Nor where the work could not be placed (one CPU, no taskset).
    expect(advice({ mode: 'auto', cpus: '0', floating: 'one CPU (0): nothing to place' })).toBe(
      'longer trials or finer turns',
    );
    // The between-processes part too (main-thread cut the rounds' own share on express); not
    // the machine's, which only a quieter runner cuts.
    const dominated = (advice: 'more-rounds' | 'isolation') =>
      plainText(
        noisePartsSection(
          withPlacement(
            {
              ...result,
              noiseParts: { ...result.noiseParts!, parts: [{ ...withinPart, advice }] },
            },
            PLACEMENTS.off,
          ),
        )!.table.rows[0].at(-1)!,
      );
    expect(dominated('more-rounds')).toBe(
      'more rounds; a Node or .NET service: placement: main-thread (the default)',
    );
    expect(dominated('isolation')).toBe('isolation (a quieter runner, placement)');
    expect(renderMarkdown(run(PLACEMENTS.off))).toContain(
      '| longer trials or finer turns; a Node or .NET service: `placement: main-thread` (the default) |',
    );
  });

  it('survives the result file, and is absent from results without it', () => {
    expect(parseResult(JSON.parse(JSON.stringify(result))).noiseParts).toEqual(result.noiseParts);
    const plain = resultFor(trials, ['A', 'B']);
    expect(noisePartsSection(plain)).toBeUndefined();
    expect(renderTerminal(plain)).not.toContain('What the noise is made of');
    expect(placementCondition(plain)).toBeUndefined();
  });

  it('says in the run conditions where the work ran', () => {
    const base = resultFor(trials, ['A', 'B']);
    const placed = withPlacement(base, PLACEMENTS.auto);
    expect(renderMarkdown(placed)).toContain(
      "- **CPUs**: load engine on CPU 0, every variant's services on CPU 1 (placement: auto, of CPU 0-1)",
    );
    const floating = {
      ...base,
      conditions: {
        ...base.conditions,
        placement: {
          mode: 'auto' as const,
          cpus: '0-1',
          floating: 'taskset (util-linux) was not found, so the work floated',
        },
      },
    };
    expect(plainText(placementCondition(floating)!)).toBe(
      'CPUs: floating on CPU 0-1 (taskset (util-linux) was not found, so the work floated)',
    );
    const mainThread = withPlacement(base, PLACEMENTS.mainThread);
    // What the report file holds is read back as written.
    expect(parseResult(JSON.parse(JSON.stringify(mainThread))).conditions.placement).toEqual(
      mainThread.conditions.placement,
    );
    expect(plainText(placementCondition(mainThread)!)).toBe(
      'CPUs: load engine on CPU 0, the first thread (the event loop) of each node process on CPU 1, its other threads once it was ready on CPU 0, other processes floating on CPU 0-1 (placement: main-thread, of CPU 0-1)',
    );
    // A .NET app, moved whole once warmed up; beside a Node one, both said.
    const dotnet = withPlacement(base, {
      ...PLACEMENTS.mainThread,
      splitPrograms: undefined,
      wholePrograms: ['dotnet'],
    });
    expect(parseResult(JSON.parse(JSON.stringify(dotnet))).conditions.placement).toEqual(
      dotnet.conditions.placement,
    );
    expect(plainText(placementCondition(dotnet)!)).toBe(
      'CPUs: load engine on CPU 0, each dotnet process whole on CPU 1 once warmed up, other processes floating on CPU 0-1 (placement: main-thread, of CPU 0-1)',
    );
    const both = withPlacement(base, { ...PLACEMENTS.mainThread, wholePrograms: ['Api'] });
    expect(plainText(placementCondition(both)!)).toBe(
      'CPUs: load engine on CPU 0, the first thread (the event loop) of each node process on CPU 1, its other threads once it was ready on CPU 0, each Api process whole on CPU 1 once warmed up, other processes floating on CPU 0-1 (placement: main-thread, of CPU 0-1)',
    );
    // The default with neither kind of process (a Python app): nothing placed, and it says why.
    const nothingToPlace = withPlacement(base, {
      mode: 'main-thread',
      cpus: '0-1',
      floating: 'no ready service had a Node, Deno, Bun or .NET process, so nothing was placed',
    });
    expect(plainText(placementCondition(nothingToPlace)!)).toBe(
      'CPUs: floating on CPU 0-1 (no ready service had a Node, Deno, Bun or .NET process, so nothing was placed)',
    );
    // A result of an earlier version, whose main-thread kept other processes on the services' CPUs.
    const earlier = { ...PLACEMENTS.mainThread, splitPrograms: undefined };
    expect(plainText(placementCondition(withPlacement(base, earlier))!)).toBe(
      "CPUs: load engine on CPU 0, each Node process's first thread (its event loop) on CPU 1, its other threads once it was ready on CPU 0, other processes on CPU 1 (placement: main-thread, of CPU 0-1)",
    );
  });
});
