/**
 * The report's pictures of the answer. The Mermaid chart is parsed by Mermaid's own parser
 * (headless: its sanitizer needs a DOM, which jsdom provides) and read back from Mermaid's
 * chart data: bars of how much worse each variant is, none of zero height, the tolerance as
 * the line. The interval plot is read back from its text alone, its axis labels giving the
 * scale: every estimate, interval end, 0 and tolerance stands where its value is.
 */
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { intervalPlotLines } from '../../src/report/interval-plot.js';
import { renderMarkdown } from '../../src/report/markdown/index.js';
import { resultFor } from '../helpers/result.js';
import { seededRandom, syntheticRun } from '../helpers/synthetic.js';

interface XYChartData {
  yAxis: { type: string; min: number; max: number };
  plots: { type: 'bar' | 'line'; data: [string, number][] }[];
}

let mermaid: typeof import('mermaid').default;

beforeAll(async () => {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  Object.assign(globalThis, { window, document: window.document });
  mermaid = (await import('mermaid')).default;
});

const FIVE = ['no instrumentation', 'traces + metrics', 'traces', 'metrics', 'diagnostic listener'];

/** Seed 000's shape: four builds of instrumentation against none, two past the 10% tolerance. */
function fiveVariantTrials() {
  const { trials } = syntheticRun(seededRandom(2), {
    rounds: 10,
    cv: 0.02,
    effects: [-0.13, -0.11, -0.055, -0.05],
    baseRate: 6790,
  });
  return trials.map((t) => ({
    ...t,
    variant: FIVE[t.variant === 'base' ? 0 : Number(t.variant.slice(1))],
  }));
}

function fiveVariants() {
  return resultFor(fiveVariantTrials(), FIVE, {
    gate: { thresholds: { throughput: 0.1, errors: 0.01 } },
    title: 'Instrumentation overhead',
  });
}

async function chartOf(markdown: string): Promise<XYChartData> {
  const source = /^```mermaid\n([\s\S]*?)^```$/m.exec(markdown)?.[1];
  expect(source).toBeDefined();
  expect(await mermaid.parse(source!)).toMatchObject({ diagramType: 'xychart' });
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(source!);
  return (diagram.db as unknown as { getXYChartData(): XYChartData }).getXYChartData();
}

describe('the report chart, through Mermaid’s parser', () => {
  it('rejects a broken chart (the check can fail)', async () => {
    await expect(mermaid.parse('xychart-beta\n  bar [1, 2\n')).rejects.toThrow(/Parse error/);
  });

  it('five variants: how much worse each is, every bar with height, the tolerance as the line', async () => {
    const result = fiveVariants();
    const chart = await chartOf(renderMarkdown(result));
    const bars = chart.plots.find((p) => p.type === 'bar')!.data;
    // The compared variants only: the baseline is the zero every bar is measured from.
    expect(bars.map(([name]) => name)).toEqual(result.variants);
    const throughput = result.comparisons.filter((c) => c.metric === 'throughput');
    for (const [name, value] of bars) {
      const c = throughput.find((x) => x.variant === name)!;
      expect(value).toBeCloseTo(-c.estimatePct, 1); // % lower: taller is worse
      // Mermaid draws a bar from the axis minimum to its value: zero height means value ≤ min.
      expect(value).toBeGreaterThan(chart.yAxis.min);
      expect(value).toBeLessThanOrEqual(chart.yAxis.max);
    }
    expect(chart.yAxis.min).toBeLessThan(0); // a variant with no change still shows a bar
    const line = chart.plots.find((p) => p.type === 'line')!.data;
    for (const [, value] of line) expect(value).toBeCloseTo(10, 5);
    // Regressions stand above the line, changes within the tolerance below it.
    for (const [name, value] of bars) {
      const outcome = throughput.find((x) => x.variant === name)!.outcome;
      if (outcome === 'regression') expect(value).toBeGreaterThan(10);
      if (outcome === 'no-change') expect(value).toBeLessThan(10);
    }
    expect(throughput.map((c) => c.outcome)).toEqual([
      'regression',
      'regression',
      'no-change',
      'no-change',
    ]);
  });

  it('improvements: negative values parse, and their bars too have height', async () => {
    const { trials, variants } = syntheticRun(seededRandom(4), {
      rounds: 10,
      cv: 0.02,
      effects: [0.2, 0, -0.3],
    });
    const result = resultFor(trials, variants, { gate: { thresholds: { p99: 0.1 } } });
    const chart = await chartOf(renderMarkdown(result));
    const bars = chart.plots.find((p) => p.type === 'bar')!.data;
    expect(bars.map(([name]) => name)).toEqual(['v1', 'v2', 'v3']);
    // p99 is gated, so the chart is about p99: % higher, the faster variant below 0.
    expect(bars[0][1]).toBeLessThan(-10);
    expect(bars[2][1]).toBeGreaterThan(30);
    for (const [, value] of bars) expect(value).toBeGreaterThan(chart.yAxis.min);
    expect(chart.plots.find((p) => p.type === 'line')!.data[0][1]).toBeCloseTo(10, 5);
  });

  it('one variant: no chart (its interval plot says more)', () => {
    const { trials, variants } = syntheticRun(seededRandom(5), {
      rounds: 5,
      cv: 0.02,
      effects: [-0.1],
    });
    expect(renderMarkdown(resultFor(trials, variants))).not.toContain('```mermaid');
  });
});

/** A row of the interval plot read back: where each mark stands, as a value on the axis. */
interface PlotRow {
  label: string;
  estimate: number;
  low: number;
  high: number;
  /** Marks by value: │ (or ┼ inside the interval) and ║ (or ╫). */
  zero?: number;
  tolerance?: number;
  offLeft: boolean;
  offRight: boolean;
}

/** Reads the plot back from its text alone: the axis labels give the scale. */
function readPlot(lines: string[]): { rows: PlotRow[]; perColumn: number } {
  const axis = lines.at(-2)!;
  const labels = lines.at(-1)!;
  const start = axis.indexOf('┴');
  const ticks = [...labels.matchAll(/\S+/g)].map((m) => ({
    column: m.index + Math.floor(m[0].length / 2) - start,
    value: Number(m[0].replace('−', '-').replace('%', '')),
  }));
  for (const t of ticks) expect(axis[start + t.column]).toBe('┴');
  const [a, b] = [ticks[0], ticks.at(-1)!];
  const perColumn = (b.value - a.value) / (b.column - a.column);
  const valueAt = (column: number) => a.value + (column - a.column) * perColumn;
  const rows = lines
    .slice(0, -2)
    .filter((line) => !line.includes('95% interval') && line.includes('●'))
    .map((line) => {
      const plot = line.slice(start, start + axis.length - start);
      const at = (marks: string) => {
        const i = [...plot].findIndex((ch) => marks.includes(ch));
        return i < 0 ? undefined : valueAt(i);
      };
      return {
        label: line.slice(0, start).trim(),
        estimate: at('●')!,
        low: at('├◄') ?? at('●')!,
        high: valueAt(Math.max(plot.lastIndexOf('┤'), plot.lastIndexOf('►'), plot.indexOf('●'))),
        zero: at('│┼'),
        tolerance: at('║╫'),
        offLeft: plot.includes('◄'),
        offRight: plot.includes('►'),
      };
    });
  return { rows, perColumn };
}

describe('the interval plot: every gated change, its interval, 0 and the tolerance', () => {
  it('five variants: each mark stands where its value is on the axis', () => {
    const result = fiveVariants();
    const lines = intervalPlotLines(result);
    const { rows, perColumn } = readPlot(lines);
    const throughput = result.comparisons.filter((c) => c.metric === 'throughput');
    expect(rows.map((r) => r.label)).toEqual(throughput.map((c) => c.variant));
    // Each mark is rounded to its column: within half a column of its value.
    const near = (shown: number | undefined, value: number) =>
      expect(Math.abs(shown! - value)).toBeLessThanOrEqual(perColumn / 2 + 1e-9);
    for (const [i, c] of throughput.entries()) {
      near(rows[i].estimate, c.estimatePct);
      near(rows[i].low, c.ciLowPct);
      near(rows[i].high, c.ciHighPct);
      near(rows[i].zero, 0);
      near(rows[i].tolerance, -10);
      // A regression's whole interval lies beyond the tolerance; a change within it, inside.
      if (c.outcome === 'regression') expect(rows[i].high).toBeLessThanOrEqual(-10);
      if (c.outcome === 'no-change') expect(rows[i].low).toBeGreaterThanOrEqual(-10);
    }
    expect(lines[0]).toContain('tolerance −10.0%');
    expect(renderMarkdown(result)).toContain(['```', ...lines, '```'].join('\n'));
  });

  it('several gated metrics: one group each, on one shared axis, each with its own tolerance', () => {
    const result = resultFor(fiveVariantTrials(), FIVE, {
      gate: { thresholds: { throughput: 0.1, p99: 0.2 } },
    });
    const lines = intervalPlotLines(result);
    expect(lines.filter((l) => / vs “no instrumentation”/.test(l))).toEqual([
      expect.stringMatching(/^Throughput .*tolerance −10\.0%$/),
      expect.stringMatching(/^Latency p99 .*tolerance \+20\.0%$/),
    ]);
    const { rows } = readPlot(lines);
    expect(rows).toHaveLength(8);
    for (const row of rows.slice(0, 4)) expect(row.tolerance).toBeLessThan(0);
    for (const row of rows.slice(4)) expect(row.tolerance).toBeGreaterThan(0);
  });

  it('its labels say the values of their ticks, and no change below −100% is on the axis', () => {
    const cases = [
      // Ticks 2.5% apart (a new user read "−3% … +3%" under them).
      { seed: 3, rounds: 4, cv: 0.02, effects: [0] },
      // A variant 95% slower beside one ten times faster: the axis's step of 250 put its
      // start at −250% (a new user's read −200% and −500%), where no change can be.
      { seed: 5, rounds: 4, cv: 0.02, effects: [-0.95, 9] },
    ];
    const steps: number[] = [];
    for (const { seed, rounds, cv, effects } of cases) {
      const { trials, variants } = syntheticRun(seededRandom(seed), { rounds, cv, effects });
      const lines = intervalPlotLines(resultFor(trials, variants));
      const values = [...lines.at(-1)!.matchAll(/\S+/g)].map((m) =>
        Number(m[0].replace('−', '-').replace('%', '')),
      );
      const gaps = values.slice(1).map((v, i) => v - values[i]);
      for (const gap of gaps) expect(gap, `seed ${seed}: ${values}`).toBeCloseTo(gaps[0], 9);
      expect(values[0], `seed ${seed}: ${values}`).toBeGreaterThanOrEqual(-100);
      expect(values, `seed ${seed}`).toContain(0);
      steps.push(gaps[0]);
    }
    expect(steps[0]).toBe(2.5);
  });

  it('an A/A that reads exactly +0.0% with nothing gated still has an axis, its mark and 0%', () => {
    // Poisson arrivals shared by the arms of a round make an open model's A/A read +0.0%.
    const { trials, variants } = syntheticRun(seededRandom(2), { rounds: 4, cv: 0, effects: [0] });
    const result = resultFor(trials, variants, { gate: { thresholds: {} } });
    const c = result.comparisons.find((x) => x.metric === 'throughput')!;
    expect([c.estimatePct, c.ciLowPct, c.ciHighPct]).toEqual([0, 0, 0]);
    const lines = intervalPlotLines(result);
    expect(lines.some((l) => l.includes('●'))).toBe(true);
    const { rows } = readPlot(lines);
    expect(rows[0].estimate).toBeCloseTo(0, 9);
  });

  it('an interval far wider than the rest runs off the axis instead of squashing it', () => {
    const { trials, variants } = syntheticRun(seededRandom(7), {
      rounds: 3,
      cv: 0.4,
      effects: [-0.02],
    });
    const result = resultFor(trials, variants);
    const c = result.comparisons.find((x) => x.metric === 'throughput')!;
    const { rows } = readPlot(intervalPlotLines(result));
    expect(c.ciHighPct - c.ciLowPct).toBeGreaterThan(40);
    expect(rows[0].offLeft || rows[0].offRight).toBe(true);
  });
});
