/**
 * Every gated change with its 95% interval on one axis, as fixed-width lines, and the scale
 * both the plot and the chart share. Pure.
 */
import { METRIC_NAMES, METRICS, metricDefinition } from '../model/metrics.js';
import { pct } from '../model/format.js';
import type { Comparison } from '../stats/index.js';
import { changeOfWorsening, toleranceMargin } from '../stats/tolerance-test.js';
import type { RunResult } from './result.js';
import { fit } from './text.js';

/** The tolerance as a change of the metric in % (−10 for throughput at 10%, +10 for p99). */
export function tolerancePct(c: Comparison): number {
  const { better } = metricDefinition(c.metric);
  return changeOfWorsening(toleranceMargin(c.tolerance, c.scale, better), c.scale, better) * 100;
}

/** The step of a round axis: 1, 2, 2.5 or 5 times a power of ten, at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= rough) ?? 10) * power;
}

/** Comparisons the gate judged against a tolerance, in % (shares in points would need their own axis). */
export function gatedChanges(result: RunResult): Comparison[] {
  return result.comparisons.filter(
    (c) => c.gated && c.scale === 'ratio' && metricDefinition(c.metric).gate === 'change',
  );
}

const PLOT_WIDTH = 41;

/**
 * Every gated change with its 95% interval on one shared axis, no change (│) and each
 * tolerance (║) marked: the gate's question as a picture. Text in a code block, because
 * Mermaid's xychart has no error bars, and so that it reads the same in the comment, a
 * notification e-mail and a terminal. Box-drawing characters and ● are in every common
 * monospace font (WGL4), so the columns stay aligned.
 */
export function intervalPlotLines(result: RunResult): string[] {
  const gated = gatedChanges(result);
  const rows = (
    gated.length > 0 ? gated : result.comparisons.filter((c) => c.metric === 'throughput')
  ).filter((c) => [c.estimatePct, c.ciLowPct, c.ciHighPct].every(Number.isFinite));
  if (rows.length === 0) return [];
  const metrics = METRIC_NAMES.filter((m) => rows.some((c) => c.metric === m));
  const tolerance = (c: Comparison) => (c.gated ? tolerancePct(c) : undefined);
  // The axis holds every estimate, 0 and each tolerance, and intervals up to twice that span
  // beyond; one far wider (a noisy run of few rounds) runs off the edge (◄ ►) rather than
  // squash every other row into a few columns.
  const core = rows.flatMap((c) => [c.estimatePct, 0, tolerance(c) ?? 0]);
  const span = 2 * Math.max(Math.max(...core) - Math.min(...core), 1);
  const wanted = [
    Math.min(
      Math.min(...core),
      Math.max(Math.min(...rows.map((c) => c.ciLowPct)), Math.min(...core) - span),
    ),
    Math.max(
      Math.max(...core),
      Math.min(Math.max(...rows.map((c) => c.ciHighPct)), Math.max(...core) + span),
    ),
  ];
  const step = niceStep((wanted[1] - wanted[0]) / 4);
  // A change of a ratio cannot go below −100%: the axis stops there. An axis of no width
  // (every change exactly 0, nothing gated) gets a step each side.
  let lo = Math.max(-100, Math.floor(wanted[0] / step) * step);
  let hi = Math.ceil(wanted[1] / step) * step;
  if (hi <= lo) [lo, hi] = [lo - step, hi + step];
  const column = (value: number) =>
    Math.round(((Math.min(Math.max(value, lo), hi) - lo) / (hi - lo)) * (PLOT_WIDTH - 1));
  const labelWidth = Math.min(24, Math.max(8, ...rows.map((c) => fit(c.variant, 24).length)));

  const plotRow = (c: Comparison): string => {
    const cells = Array.from({ length: PLOT_WIDTH }, () => ' ');
    cells[column(0)] = '│';
    const limit = tolerance(c);
    if (limit !== undefined) cells[column(limit)] = '║';
    const [from, to] = [column(c.ciLowPct), column(c.ciHighPct)];
    for (let i = from; i <= to; i++)
      cells[i] = cells[i] === '│' ? '┼' : cells[i] === '║' ? '╫' : '─';
    if (from < to) {
      cells[from] = c.ciLowPct < lo ? '◄' : '├';
      cells[to] = c.ciHighPct > hi ? '►' : '┤';
    }
    cells[column(c.estimatePct)] = '●';
    const change = pct(c.estimatePct / 100, { signed: true });
    return `${fit(c.variant, labelWidth).padEnd(labelWidth)} ${cells.join('')} ${change.padStart(7)}  ${outcomePlain(c)}`;
  };

  const ticks: number[] = [];
  // On the step's multiples, so that 0% is one wherever the axis starts.
  for (let t = Math.ceil(lo / step - 1e-9) * step; t <= hi + step / 2; t += step)
    ticks.push(Number(t.toFixed(6)));
  const indent = labelWidth + 1;
  const axis = Array.from({ length: PLOT_WIDTH }, () => '─');
  // Labels centred under their ticks; the first may reach into the indent.
  const labels = Array.from({ length: indent + PLOT_WIDTH + 8 }, () => ' ');
  let free = 0;
  for (const t of ticks) {
    axis[column(t)] = '┴';
    // As many decimals as the step has: 2.5 → "+2.5%", not "+3%".
    const digits =
      [0, 1, 2, 3, 4].find((d) => Number.isInteger(Number((step * 10 ** d).toFixed(6)))) ?? 4;
    const text = t === 0 ? '0%' : pct(t / 100, { signed: true, digits });
    const start = indent + column(t) - Math.floor(text.length / 2);
    if (start < free) continue;
    labels.splice(start, text.length, ...text);
    free = start + text.length + 1;
  }
  return [
    ...metrics.flatMap((metric) => {
      const own = rows.filter((c) => c.metric === metric);
      const limit = own.find((c) => c.gated);
      return [
        `${METRICS[metric].label} vs “${fit(result.baseline, 24)}”: ├─●─┤ 95% interval, │ no change${limit ? `, ║ tolerance ${pct(tolerancePct(limit) / 100, { signed: true })}` : ''}`,
        ...own.map(plotRow),
      ];
    }),
    `${' '.repeat(indent)}${axis.join('')}`,
    labels.join('').trimEnd(),
  ];
}

/** The gate's answer for a row of the interval plot, in words. */
function outcomePlain(c: Comparison): string {
  if (c.outcome === 'no-change') return c.gated ? 'within tolerance' : 'no change';
  return c.outcome;
}
