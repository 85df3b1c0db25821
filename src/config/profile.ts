/** The `profile` key: a word (`auto`, `always`, `off`) or the object with the rounds' shape. Pure. */
import { DEFAULTS } from './defaults.js';
import type { ProfileSpec } from './types.js';
import { parseDuration } from './units.js';

export type ProfileFile =
  | ProfileSpec['when']
  | { when?: ProfileSpec['when']; rounds?: number; window?: string | number; interval?: number };

/**
 * The profiling rounds' shape. A profiled window is by default no longer than a measured one
 * (`trialMs`, the baseline's timed window): a run of short trials stays short.
 */
export function resolveProfile(file: ProfileFile | undefined, trialMs?: number): ProfileSpec {
  const defaults: ProfileSpec = {
    ...DEFAULTS.profile,
    windowMs: Math.min(DEFAULTS.profile.windowMs, trialMs ?? DEFAULTS.profile.windowMs),
  };
  if (file === undefined) return defaults;
  if (typeof file === 'string') return { ...defaults, when: file };
  return {
    when: file.when ?? defaults.when,
    rounds: file.rounds ?? defaults.rounds,
    windowMs: file.window === undefined ? defaults.windowMs : parseDuration(file.window)!,
    intervalUs: file.interval ?? defaults.intervalUs,
  };
}
