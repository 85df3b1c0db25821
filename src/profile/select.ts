/** Which variants the profiling rounds are for, decided from the gate's outcome. Pure. */
import type { Comparison } from '../stats/index.js';
import type { Verdict } from '../gate/index.js';
import type { ProfileWhen } from '../config/types.js';

/**
 * `always`: every variant. `auto`: the variants the gate failed on a metric, or for which a
 * gated comparison stayed undecided — where "why?" is the next question; a variant within
 * its tolerance needs no answer, and one whose trials failed (its app died, its setup
 * failed) would fail its profiling too: its log says why. `off`: none.
 */
export function variantsToProfile(
  when: ProfileWhen,
  variants: readonly string[],
  comparisons: readonly Comparison[],
  verdict: Verdict,
): { variants: string[]; reason: string } {
  if (when === 'off') return { variants: [], reason: 'profile: off' };
  // A variant with failed trials is left out even where its comparisons stayed undecided (as
  // they do when every trial failed): its profile would set a crash or error pages beside the
  // baseline's answers.
  const trialsFailed = (name: string) =>
    verdict.failures.some((f) => f.variant === name && f.metric === 'trials');
  if (when === 'always')
    return { variants: variants.filter((name) => !trialsFailed(name)), reason: 'profile: always' };
  const chosen = variants.filter(
    (name) =>
      !trialsFailed(name) &&
      (verdict.failures.some((f) => f.variant === name) ||
        comparisons.some(
          (c) =>
            c.variant === name &&
            c.gated &&
            (c.outcome === 'regression' || c.outcome === 'inconclusive'),
        )),
  );
  return {
    variants: chosen,
    reason:
      chosen.length > 0
        ? 'profile: auto — the variants that regressed or stayed undecided'
        : 'profile: auto — no variant regressed or stayed undecided',
  };
}
