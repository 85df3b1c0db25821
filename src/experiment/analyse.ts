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
import { seededRandom } from './plan.js';

export interface Analysis {
  summaries: VariantSummary[];
  comparisons: Comparison[];
  noise: TrialFlag[];
  verdict: Verdict;
}

export function analyse(trials: Trial[], names: string[], gate: GateSpec, seed: number): Analysis {
  const summaries = summarize(trials, names);
  // The permutation test draws from its own stream, so it does not shift the trial order.
  const comparisons = compare(trials, names, gate, seededRandom(seed ^ 0x5eed));
  const noise = flagNoisyTrials(trials, names);
  const verdict = evaluateGate(comparisons, summaries, gate);
  return { summaries, comparisons, noise, verdict };
}
