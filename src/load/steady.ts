/**
 * When a warm-up has done its work: the rate it reaches has stopped moving (Barrett et al.,
 * OOPSLA 2017: warm-up is not a fixed time). The warm-up runs in short windows; after each,
 * the mean log rate of the last `half` windows is compared with that of the `half` before.
 * The rate is steady once they differ by at most `tolerance`, or by no more than `z` times
 * the noise of that difference (estimated from the spread within the two halves): a rise
 * (a JIT compiling, caches filling) moves the later half above the earlier by more than its
 * noise; noise alone does not; a drift that never settles keeps moving it, and the warm-up
 * ends at its maximum, not steady.
 *
 * Pure: it sees only the warm-up's own rates, never the measured window, and every arm of a
 * round applies it alike, so it cannot favour one side of a comparison.
 */

export interface SteadyRule {
  /** Windows in each half compared; the warm-up is at least twice this many windows. */
  half: number;
  /** A change between the halves this small (relative) is steady whatever the noise. */
  tolerance: number;
  /** A change within this many standard errors of its noise is steady. */
  z: number;
}

/** Windows of 250 ms: halves of 1 s, so the shortest steady warm-up is 2 s. */
export const WARMUP_WINDOW_MS = 250;

export const STEADY_RULE: SteadyRule = { half: 4, tolerance: 0.02, z: 2 };

/** Whether the rates so far (responses per second, one per window, oldest first) are steady. */
export function isSteady(rates: readonly number[], rule: SteadyRule = STEADY_RULE): boolean {
  const { half } = rule;
  if (rates.length < 2 * half) return false;
  const last = rates.slice(-2 * half);
  // A window without one answer says nothing steady about the app.
  if (last.some((r) => !(r > 0))) return false;
  const logs = last.map(Math.log);
  const earlier = logs.slice(0, half);
  const later = logs.slice(half);
  const change = mean(later) - mean(earlier);
  const pooled = (sumOfSquares(earlier) + sumOfSquares(later)) / (2 * half - 2);
  const noise = Math.sqrt(pooled * (2 / half));
  return Math.abs(change) <= Math.max(Math.log1p(rule.tolerance), rule.z * noise);
}

/** One warm-up window's load: its responses and how long it took to give them. */
export interface WindowRate {
  responses: number;
  durationSec: number;
}

export interface SteadyWarmup {
  /** The windows' rates, oldest first. */
  rates: number[];
  steady: boolean;
  /** Responses and seconds of the last `half` windows: the rate the app settled at. */
  responses: number;
  durationSec: number;
}

/**
 * Runs warm-up windows until the rate is steady or `maxWindows` have run. `runWindow` runs
 * one window of load (WARMUP_WINDOW_MS) and says what it got.
 */
export async function warmUntilSteady(
  runWindow: () => Promise<WindowRate>,
  maxWindows: number,
  rule: SteadyRule = STEADY_RULE,
): Promise<SteadyWarmup> {
  const windows: WindowRate[] = [];
  const rates: number[] = [];
  let steady = false;
  while (!steady && windows.length < Math.max(maxWindows, 1)) {
    const window = await runWindow();
    windows.push(window);
    rates.push(window.durationSec > 0 ? window.responses / window.durationSec : 0);
    steady = isSteady(rates, rule);
  }
  const settled = windows.slice(-rule.half);
  return {
    rates,
    steady,
    responses: settled.reduce((sum, w) => sum + w.responses, 0),
    durationSec: settled.reduce((sum, w) => sum + w.durationSec, 0),
  };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function sumOfSquares(values: readonly number[]): number {
  const m = mean(values);
  return values.reduce((sum, v) => sum + (v - m) ** 2, 0);
}
