/** The warning for a rate above what the open engine held in its self-check. */
import { describe, expect, it } from 'vitest';
import { connectionsToHold, engineRateWarnings, rateWarnings } from '../../src/load/capacity.js';

describe('rate above the engine’s self-checked capacity', () => {
  const rates = [
    { variant: 'main', rate: 5_000 },
    { variant: 'this PR', rate: 20_000 },
  ];

  it('names each variant whose rate is above the rate held, with the field and what to do', () => {
    const warnings = rateWarnings(rates, { heldRate: 16_000, reachedLimit: false });
    expect(warnings).toEqual([
      'variant "this PR": load.rate 20,000 req/s is above the 16,000 req/s this machine\'s open-model engine held in a self-check (no drops, p99 under 20 ms, against a trivial local server); expect dropped requests and saturated trials. Lower load.rate, or measure on a machine with more free CPU.',
    ]);
  });

  it('a check that held not even its first step says so', () => {
    const [warning] = rateWarnings(rates, { heldRate: 0, reachedLimit: false });
    expect(warning).toMatch(
      /^variant "main": load\.rate 5,000 req\/s is above what this machine's open-model engine held in a self-check, not even 1,000 req\/s \(no drops/,
    );
  });

  it('says nothing when the check held every rate it tried, or each rate is within it', () => {
    expect(rateWarnings(rates, { heldRate: 20_000, reachedLimit: true })).toEqual([]);
    expect(rateWarnings(rates, { heldRate: 20_000, reachedLimit: false })).toEqual([]);
  });
});

describe('the self-check before a run', () => {
  it('checks nothing when no rate is above the bar the run sets', async () => {
    const started = performance.now();
    const variants = [
      { name: 'main', load: { rate: 1000 } },
      { name: 'closed', load: {} },
    ];
    expect(await engineRateWarnings(variants, 1000)).toEqual([]);
    // A check spawns a server and runs the engine for 0.4 s at least; nothing checked takes
    // microseconds, and 300 ms leaves room for a busy machine's preemption or GC pause.
    expect(performance.now() - started).toBeLessThan(300);
  });

  it('warns, on a real check, about a rate no Node engine holds', async () => {
    // The baseline is closed: in .ci/run's lanes beside a CPU hog per core the check once held
    // not even its first step (1,000 req/s), so a 500 req/s baseline was named too. Which
    // rates are named against a held rate is the pure test's above.
    const variants = [
      { name: 'main', load: {} },
      { name: 'this PR', load: { rate: 1_000_000 } },
    ];
    const warnings = await engineRateWarnings(variants, 1000);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^variant "this PR": load\.rate 1,000,000 req\/s is above (the [\d,]+ req\/s this machine's open-model engine held in a self-check|what this machine's open-model engine held in a self-check, not even 1,000 req\/s)/,
    );
  }, 30_000);

  it('allows the engine what the p99 bar allows in flight, at least 100 connections', () => {
    expect(connectionsToHold(1000)).toBe(100);
    expect(connectionsToHold(30_000)).toBe(600);
  });
});
