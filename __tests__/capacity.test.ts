/** The warning for a rate above what the open engine held in its self-check (pure part). */
import { describe, expect, it } from 'vitest';
import { rateWarnings } from '../src/load/capacity.js';

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

  it('says nothing when the check held every rate it tried, or each rate is within it', () => {
    expect(rateWarnings(rates, { heldRate: 20_000, reachedLimit: true })).toEqual([]);
    expect(rateWarnings(rates, { heldRate: 20_000, reachedLimit: false })).toEqual([]);
  });
});
