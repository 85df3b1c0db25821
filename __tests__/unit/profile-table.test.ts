/**
 * "Where the time went" accounts for the whole change: the listed rows (functions, GC,
 * other threads) and an explicit rest add up to the variant's change in CPU per request,
 * and a callee's time is its own row, not its caller's — on synthetic rounds where every
 * cost is known, and on a recorded `perf script` of a Node service named through V8's perf map.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chargedFrame,
  costTable,
  functionLabel,
  listedOnly,
  perfScriptStacks,
  UNPROFILED,
} from '../../src/profile/index.js';
import { perfFrame, RUNTIME } from '../../src/profile/frames.js';
import type { ArmProfile, Frame, ProfileRound, StackCount } from '../../src/profile/index.js';
import { seededRandom } from '../../src/model/random.js';
import { SERVICE, sampledRounds, withExtraWork } from '../helpers/profiles.js';

const runtime = (name: string, file?: string): Frame => ({
  name,
  ...(file && { file, line: 1 }),
  package: '(runtime)',
});
const emit = runtime('emit', 'node:events');
const checkout: Frame = { name: 'checkout', file: 'server.mjs', line: 55 };
const discounts: Frame = { name: 'applyLoyaltyDiscounts', file: 'server.mjs', line: 13 };

/** One arm whose costs are exact: each stack gets samples in proportion to its µs. */
function exactArm(stacks: { frames: Frame[]; us: number }[], otherThreadsUs: number): ArmProfile {
  const perSample = 0.1;
  const counted: StackCount[] = stacks.map((s) => ({
    frames: s.frames,
    samples: Math.round(s.us / perSample),
  }));
  const busy = counted.reduce((sum, s) => sum + s.samples, 0);
  return {
    processes: [
      { source: 'exact', stacks: counted, busySamples: busy, cpuUsPerRequest: busy * perSample },
    ],
    unprofiledCpuUsPerRequest: otherThreadsUs,
  };
}

describe('the rows add up to the change', () => {
  it('the listed rows and the rest sum to Δ CPU per request, on noisy synthetic rounds', () => {
    for (const seed of [1, 2, 3]) {
      const table = listedOnly(
        costTable('x', sampledRounds(SERVICE, withExtraWork(30), 5, seededRandom(seed))),
      );
      const change = table.variantCpuUs - table.baselineCpuUs;
      const listed = table.functions.reduce((sum, row) => sum + row.deltaUs, 0);
      expect(table.functions[0].name).toBe('extraWork (src/routes/items.js:12)');
      expect(listed + table.rest!.deltaUs).toBeCloseTo(change, 9);
      expect(table.rest!.name).toBe(
        `(everything else: ${table.compared - table.functions.length} rows within their noise)`,
      );
      expect(table.rest!.shareOfChange! + listed / change).toBeCloseTo(1, 9);
    }
  });

  it('other threads and GC are rows like any function; within their noise they are in the rest', () => {
    const rounds: ProfileRound[] = Array.from({ length: 5 }, (_, r) => ({
      baseline: exactArm(
        [
          { frames: [emit, checkout], us: 20 },
          { frames: [runtime('(garbage collector)')], us: 2 + (r % 2) },
        ],
        5 + (r % 3),
      ),
      variant: exactArm(
        [
          { frames: [emit, checkout], us: 20 },
          { frames: [emit, checkout, discounts], us: 30 + (r % 2) },
          { frames: [runtime('(garbage collector)')], us: 6 + (r % 2) },
        ],
        // Other threads grew by 12 µs per request in every round: beyond its noise.
        17 + (r % 3),
      ),
    }));
    const table = listedOnly(costTable('loyalty', rounds));
    const rows = Object.fromEntries(table.functions.map((row) => [row.name, row.deltaUs]));
    expect(Object.keys(rows)).toEqual([
      'applyLoyaltyDiscounts (server.mjs:13)',
      UNPROFILED,
      '(garbage collector)',
    ]);
    expect(rows['applyLoyaltyDiscounts (server.mjs:13)']).toBeCloseTo(30.4, 6);
    expect(rows[UNPROFILED]).toBeCloseTo(12, 6);
    expect(rows['(garbage collector)']).toBeCloseTo(4, 6);
    // The caller did not change: it is not listed, and the rest holds nothing.
    expect(rows['checkout (server.mjs:55)']).toBeUndefined();
    expect(table.rest!.deltaUs).toBeCloseTo(0, 6);
    expect(table.variantCpuUs - table.baselineCpuUs).toBeCloseTo(46.4, 6);
  });
});

describe("a callee's time is the callee's", () => {
  it('charges a clock read through the vDSO to the JavaScript function that asked', () => {
    const js = perfFrame('JS:*work /app/server.mjs:8:1', '(/tmp/perf-42.map)', '/app');
    const clock = perfFrame('__vdso_clock_gettime+0x4d', '([vdso])');
    expect(clock.package).toBe(RUNTIME);
    expect(functionLabel(chargedFrame([js, clock])!)).toBe('work (server.mjs:8)');
  });

  it("charges a callee and the runtime's frames below it to the callee, not its caller", () => {
    const round = (): ProfileRound => ({
      baseline: exactArm([{ frames: [emit, checkout, runtime('writev')], us: 20 }], 0),
      variant: exactArm(
        [
          { frames: [emit, checkout, runtime('writev')], us: 20 },
          { frames: [emit, checkout, discounts], us: 24 },
          // What the function asks of the runtime (Math.round, a builtin) is its cost.
          { frames: [emit, checkout, discounts, runtime('MathRound')], us: 6 },
        ],
        0,
      ),
    });
    const table = costTable('loyalty', [round(), round(), round()]);
    const [first] = table.functions;
    expect(first.name).toBe('applyLoyaltyDiscounts (server.mjs:13)');
    expect(first.deltaUs).toBeCloseTo(30, 6);
    expect(first.shareOfChange).toBeCloseTo(1, 6);
    expect(table.functions.find((row) => row.name.startsWith('checkout'))?.deltaUs).toBe(0);
  });

  it("names a Node service's JIT frames from a recorded perf script (V8's perf map) and charges the callee", () => {
    const text = readFileSync('__tests__/fixtures/profiles/node-perf-script.txt', 'utf8');
    const stacks = [...perfScriptStacks(text, '/srv/shop').values()].flat();
    expect(stacks.map((stack) => functionLabel(chargedFrame(stack.frames)!))).toEqual([
      // A socket write's kernel, libc, node and V8 frames are the handler's that called res.end.
      'checkout (server.mjs:55)',
      // The optimized function's own frame, under its caller.
      'applyLoyaltyDiscounts (server.mjs:13)',
    ]);
    const [write, own] = stacks;
    expect(write.frames.map((frame) => frame.name)).toContain('writevGeneric');
    expect(own.frames.at(-2)).toEqual(checkout);
  });
});
