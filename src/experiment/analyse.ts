/**
 * Trial[] → summaries, comparisons, noise flags, verdict: the statistics and the gate of
 * one experiment, whether its trials came from one job or were pooled from shards, so a
 * merged run is judged exactly as a single run over the same rounds would be. Pure.
 */
import type { GateSpec } from '../config/types.js';
import { evaluateGate, type Verdict } from '../gate/index.js';
import { compare, summarize, type Comparison, type VariantSummary } from '../stats/index.js';
import { flagNoisyTrials, type TrialFlag } from '../stats/noise.js';
import type { Trial } from '../model/trial.js';
import type { Design } from '../stats/sequential.js';
import { seededRandom } from '../model/random.js';

export interface Analysis {
  summaries: VariantSummary[];
  comparisons: Comparison[];
  noise: TrialFlag[];
  verdict: Verdict;
}

/** `design`: how the rounds were run (sequential looks); by default one look at the end. */
export function analyse(
  trials: Trial[],
  names: string[],
  gate: GateSpec,
  seed: number,
  design?: Design,
): Analysis {
  const summaries = summarize(trials, names);
  // The permutation test draws from its own stream, so it does not shift the trial order.
  const comparisons = compare(trials, names, gate, seededRandom(seed ^ 0x5eed), design);
  const noise = flagNoisyTrials(trials, names);
  const verdict = evaluateGate(comparisons, summaries, gate, design);
  return { summaries, comparisons, noise, verdict };
}
