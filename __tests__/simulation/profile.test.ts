/**
 * The profile stage on synthetic profiles: frames named and grouped, profiles of both
 * profilers read, the table and the flame graph against golden files, and the listing rule
 * against a seeded simulation (an A/A lists nothing; a known added cost ranks first).
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/model/random.js';
import {
  chargedFrame,
  costTable,
  differentialFlameGraph,
  listedOnly,
  perfScriptStacks,
  v8Stacks,
  wantsMoreRounds,
} from '../../src/profile/index.js';
import type { Frame, V8CpuProfile } from '../../src/profile/index.js';
import {
  SERVICE,
  sampledArm,
  sampledRounds,
  withExtraWork,
  withRuntimeHeavyWork,
} from '../helpers/profiles.js';

describe('V8 CPU profiles', () => {
  const frame = (functionName: string, url: string, lineNumber: number) => ({
    functionName,
    url,
    lineNumber,
    columnNumber: 0,
    scriptId: '1',
  });
  const profile: V8CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)', '', -1), children: [2, 5, 6] },
      { id: 2, callFrame: frame('emit', 'node:events', 517), children: [3] },
      {
        id: 3,
        callFrame: frame('handle', 'file:///srv/app/node_modules/express/lib/router/layer.js', 94),
        children: [4],
      },
      { id: 4, callFrame: frame('', '/srv/app/src/routes/items.js', 41) },
      { id: 5, callFrame: frame('(idle)', '', -1) },
      { id: 6, callFrame: frame('(garbage collector)', '', -1) },
    ],
    startTime: 0,
    endTime: 1000,
    samples: [4, 4, 5, 5, 5, 3, 6, 4],
    timeDeltas: [125, 125, 125, 125, 125, 125, 125, 125],
  };

  it('become stacks without idle time, named by file and 1-based line, grouped by package', () => {
    expect(v8Stacks(profile, '/srv/app')).toEqual([
      {
        frames: [
          { name: 'emit', file: 'node:events', line: 518, package: '(runtime)' },
          { name: 'handle', file: 'express/lib/router/layer.js', line: 95, package: 'express' },
        ],
        samples: 1,
      },
      {
        frames: [
          { name: 'emit', file: 'node:events', line: 518, package: '(runtime)' },
          { name: 'handle', file: 'express/lib/router/layer.js', line: 95, package: 'express' },
          { name: '(anonymous)', file: 'src/routes/items.js', line: 42 },
        ],
        samples: 3,
      },
      { frames: [{ name: '(garbage collector)', package: '(runtime)' }], samples: 1 },
    ]);
  });
});

describe('perf script output', () => {
  const text = [
    'node  4242/4242  1234.567890:   1001001 cpu-clock:pppH: ',
    '\t    7f00a0 JS:*getItems /srv/app/src/routes/items.js:42:17 (/tmp/perf-4242.map)',
    '\t    7f00b0 JS:~handle file:///srv/app/node_modules/express/lib/router/layer.js:95:3 (/tmp/perf-4242.map)',
    '\t    920259 uv_run+0x499 (/usr/bin/node)',
    '',
    'dotnet 5151/5160 1234.568: 1001001 cpu-clock:pppH: ',
    '\t    7f1234 instance void [OpenTelemetry.Instrumentation.AspNetCore] OpenTelemetry.Instrumentation.AspNetCore.Implementation.HttpInListener::OnStartActivity(class System.Diagnostics.Activity,object)[Optimized] (/tmp/perf-5151.map)',
    '\t    7f1200 instance void [Microsoft.AspNetCore.Server.Kestrel.Core] Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpProtocol::ProcessRequests()[Optimized] (/tmp/perf-5151.map)',
    '',
    'dotnet 5151/5161 1234.569: 1001001 cpu-clock:pppH: ',
    '\tffffffff815a2a95 next_uptodate_folio+0xd5 ([kernel.kallsyms])',
    '\t    16d88b __memmove_avx512_unaligned_erms+0x8b (/usr/lib/x86_64-linux-gnu/libc.so.6)',
    '',
  ].join('\n');

  it('becomes stacks per process, JIT frames named through the perf maps, grouped by package or assembly', () => {
    const stacks = perfScriptStacks(text, '/srv/app');
    expect([...stacks.keys()]).toEqual([4242, 5151]);
    expect(stacks.get(4242)).toEqual([
      {
        frames: [
          { name: 'uv_run', package: '(runtime)' },
          { name: 'handle', file: 'express/lib/router/layer.js', line: 95, package: 'express' },
          { name: 'getItems', file: 'src/routes/items.js', line: 42 },
        ],
        samples: 1,
      },
    ]);
    expect(stacks.get(5151)?.map((s) => s.frames.at(-1))).toEqual([
      {
        name: 'OpenTelemetry.Instrumentation.AspNetCore.Implementation.HttpInListener::OnStartActivity',
        package: 'OpenTelemetry.Instrumentation.AspNetCore',
      },
      { name: 'next_uptodate_folio', package: '(runtime)' },
    ]);
  });
});

describe('where the time went', () => {
  const rounds = sampledRounds(SERVICE, withExtraWork(30), 5, seededRandom(7));

  it('names the added function first, with its cost, in a golden table', async () => {
    const table = costTable('extra work', rounds);
    const listed = listedOnly(table);
    expect(listed.functions[0].name).toBe('extraWork (src/routes/items.js:12)');
    expect(listed.functions[0].deltaUs).toBeGreaterThan(30 * 0.9);
    expect(listed.functions[0].deltaUs).toBeLessThan(30 * 1.1);
    await expect(JSON.stringify(listed, rounded, 2) + '\n').toMatchFileSnapshot(
      '../golden/profile-table.json',
    );
  });

  it('draws the differential flame graph, red where the variant spends more', async () => {
    const svg = differentialFlameGraph(rounds, { title: 'extra work against baseline' });
    const added =
      /<title>extraWork \(src\/routes\/items\.js:12\): 0 → [\d.]+ µs\/request \(Δ \+[\d.]+\)<\/title><rect[^>]* fill="rgb\(250,(\d+),\1\)"/.exec(
        svg,
      );
    expect(Number(added?.[1])).toBeLessThan(60);
    const shrunk =
      /<title>helper55 [^<]*\(Δ −[\d.]+\)<\/title><rect[^>]* fill="rgb\((\d+),\1,250\)"/.exec(svg);
    expect(Number(shrunk?.[1])).toBeLessThan(235);
    await expect(svg).toMatchFileSnapshot('../golden/profile-flame.svg');
  });

  it('an A/A run lists no function in at least 95% of seeded runs; a 30 µs function ranks first in all', () => {
    const runs = 200;
    const random = seededRandom(2026);
    let aaListing = 0;
    let found = 0;
    for (let run = 0; run < runs; run++) {
      if (
        listedOnly(costTable('A/A', sampledRounds(SERVICE, SERVICE, 5, random))).functions.length >
        0
      )
        aaListing++;
      const [first] = listedOnly(
        costTable('B', sampledRounds(SERVICE, withExtraWork(30), 5, random)),
      ).functions;
      if (first?.name.startsWith('extraWork') && Math.abs(first.deltaUs - 30) < 30 * 0.3) found++;
    }
    expect(aaListing).toBeLessThanOrEqual(runs * 0.05);
    expect(found).toBe(runs);
    // A fixed amount of CPU: beside a CPU hog per core and four lanes it took over 60 s once.
  }, 180_000);

  it('more rounds where the CPU grew clearly but no function is listed: a noisy 30 µs function is found twice as often, an A/A rarely extends', () => {
    // Rounds as noisy as the seed 000 example's on a shared machine: the window drifts 8%,
    // each function wobbles 25% between starts, 1,200 busy samples a window. The loop is
    // profile-rounds.ts's: 5 rounds, then one more at a time while wantsMoreRounds, up to 10.
    const noise = { samples: 1200, windowCv: 0.08, functionCv: 0.25 };
    const runs = 200;
    const outcome = (variant: typeof SERVICE, seed: number) => {
      const random = seededRandom(seed);
      const counts = { firstAtFive: 0, extended: 0, firstAtEnd: 0, listedAtEnd: 0, rounds: 0 };
      for (let run = 0; run < runs; run++) {
        const round = () => ({
          baseline: sampledArm(SERVICE, random, noise),
          variant: sampledArm(variant, random, noise),
        });
        const rounds = Array.from({ length: 5 }, round);
        let table = costTable('v', rounds);
        const first = () => listedOnly(table).functions[0]?.name.startsWith('extraWork');
        if (first()) counts.firstAtFive++;
        if (rounds.length < 10 && wantsMoreRounds(table, rounds)) counts.extended++;
        while (rounds.length < 10 && wantsMoreRounds(table, rounds)) {
          rounds.push(round());
          table = costTable('v', rounds);
        }
        if (first()) counts.firstAtEnd++;
        if (listedOnly(table).functions.length > 0) counts.listedAtEnd++;
        counts.rounds += rounds.length;
      }
      return counts;
    };
    const added = outcome(withExtraWork(30), 11);
    expect(added.firstAtFive).toBeLessThan(runs * 0.6);
    expect(added.firstAtEnd).toBeGreaterThan(runs * 0.8);
    expect(added.firstAtEnd).toBeGreaterThan(added.firstAtFive * 1.5);
    const aa = outcome(SERVICE, 12);
    expect(aa.extended).toBeLessThanOrEqual(runs * 0.1);
    expect(aa.listedAtEnd).toBeLessThanOrEqual(runs * 0.05);
    expect(aa.rounds / runs).toBeLessThan(5.5);
    // A fixed amount of CPU, no wall-time window: beside a CPU hog per core and four lanes
    // of real processes (.ci/run) it once needed more than the default 60 s.
  }, 180_000);

  it("charges the runtime's frames a function calls to that function, in a golden table", async () => {
    // 30 µs of which only 15% in the function itself, the rest in hrtime and a builtin: the
    // quick-start demo's spin, whose row explained 13% of the change while the runtime's
    // frames took the rest.
    const table = listedOnly(
      costTable(
        'runtime-heavy',
        sampledRounds(SERVICE, withRuntimeHeavyWork(30, 0.15), 5, seededRandom(11)),
      ),
    );
    expect(table.functions[0].name).toBe('work (src/routes/items.js:8)');
    expect(table.functions[0].deltaUs).toBeGreaterThan(30 * 0.9);
    expect(table.functions[0].deltaUs).toBeLessThan(30 * 1.1);
    expect(table.functions[0].shareOfChange).toBeGreaterThan(0.9);
    expect(table.functions.map((row) => row.name)).not.toContain(
      'hrtimeBigInt (node:internal/process/per_thread:74)',
    );
    await expect(JSON.stringify(table, rounded, 2) + '\n').toMatchFileSnapshot(
      '../golden/profile-table-runtime.json',
    );
  });

  it("charges a package for the runtime's frames it calls; a stack of the runtime alone stays the runtime's", () => {
    const send: Frame = {
      name: 'send',
      file: 'express/lib/response.js',
      line: 111,
      package: 'express',
    };
    const stringify: Frame = { name: 'JSONStringify', package: '(runtime)' };
    const slowerSend = [
      ...SERVICE,
      {
        frames: [
          { name: 'emit', file: 'node:events', line: 518, package: '(runtime)' },
          send,
          stringify,
        ],
        us: 20,
      },
    ];
    const table = listedOnly(
      costTable('bigger bodies', sampledRounds(SERVICE, slowerSend, 5, seededRandom(5))),
    );
    expect(table.functions[0]).toMatchObject({
      name: 'send (express/lib/response.js:111)',
      package: 'express',
    });
    expect(table.packages[0].name).toBe('express');
    expect(table.packages[0].deltaUs).toBeGreaterThan(20 * 0.9);
    expect(chargedFrame([{ name: '(garbage collector)', package: '(runtime)' }])?.name).toBe(
      '(garbage collector)',
    );
    expect(chargedFrame([send, stringify])).toBe(send);
  });

  it('a function that moved to another line is one row, named at its line in the variant', () => {
    // A dependency upgrade (or lines added above it) moves a function: express 4's
    // `stringify` is at response.js:1155, express 5's at :1015.
    const arm = (line: number, stringify: number, anonymousLine: number) => ({
      processes: [
        {
          source: 'synthetic',
          stacks: [
            {
              frames: [
                { name: 'stringify', file: 'express/lib/response.js', line, package: 'express' },
              ],
              samples: stringify,
            },
            {
              frames: [{ name: '(anonymous)', file: 'src/app.js', line: anonymousLine }],
              samples: 100,
            },
          ],
          busySamples: stringify + 100,
          cpuUsPerRequest: stringify + 100,
        },
      ],
      unprofiledCpuUsPerRequest: 0,
    });
    const rounds = [0, 1, 2].map((i) => ({
      baseline: arm(1155, 100 + i, 7),
      variant: arm(1015, 120 + 2 * i, 9),
    }));
    const table = costTable('express 5', rounds);
    const stringify = table.functions.filter((row) => row.name.startsWith('stringify'));
    expect(stringify).toMatchObject([
      { name: 'stringify (express/lib/response.js:1015)', baselineUs: 101, variantUs: 122 },
    ]);
    expect(stringify[0].deltaUs).toBeCloseTo(21, 9);
    // An anonymous function has only its place to go by: a new line is another function.
    expect(
      table.functions.filter((row) => row.name.startsWith('(anonymous)')).map((row) => row.name),
    ).toEqual(['(anonymous) (src/app.js:7)', '(anonymous) (src/app.js:9)']);
  });

  it('a shrunk function is listed with a negative Δ and its share of the change', () => {
    const faster = SERVICE.map((f) => (f.frames.at(-1)?.name === 'writev' ? { ...f, us: 12 } : f));
    const { functions } = listedOnly(
      costTable('faster', sampledRounds(SERVICE, faster, 5, seededRandom(3))),
    );
    expect(functions[0].name).toBe('writev');
    expect(functions[0].deltaUs).toBeLessThan(-10);
    expect(functions[0].shareOfChange).toBeGreaterThan(0.8);
  });
});

/** Golden numbers to 0.01, so the file reads and a change of rounding does not churn it. */
function rounded(_key: string, value: unknown) {
  return typeof value === 'number' && !Number.isInteger(value)
    ? Math.round(value * 100) / 100
    : value;
}
