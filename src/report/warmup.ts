/** The run-conditions line of a warm-up until the rate is steady: how long it took, how often it got there. */
import { seconds } from '../model/format.js';
import type { RunResult } from './result.js';
import { strong, type Text } from './text.js';

export function warmupConditionLine(result: RunResult): Text | undefined {
  const steady = result.conditions.load.warmup?.steady;
  const warmed = result.trials.flatMap((t) => (t.warmedUp ? [t.warmedUp] : []));
  if (!steady || warmed.length === 0) return undefined;
  const took = warmed.map((w) => w.durationMs).sort((a, b) => a - b);
  const median = took[Math.floor((took.length - 1) / 2)];
  const reached = warmed.filter((w) => w.steady).length;
  const rest =
    reached < warmed.length ? ` (the rest ran to the ${seconds(steady.maxMs)} maximum)` : '';
  return [
    strong('Warm-up'),
    ` until the rate was steady, the same rule for every variant: median ${seconds(median)} (${seconds(took[0])}–${seconds(took.at(-1)!)}), steady in ${reached} of ${warmed.length} trials${rest}`,
  ];
}
