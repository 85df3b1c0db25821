/**
 * The report's Mermaid chart, parsed by Mermaid's own parser (headless: its sanitizer needs
 * a DOM, which jsdom provides), and read back from Mermaid's chart data: the axis starts at
 * 0, so no compared variant's bar has zero height.
 */
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/report/markdown.js';
import { resultFor } from './helpers/result.js';
import { seededRandom, syntheticRun } from './helpers/synthetic.js';

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

function fiveVariants() {
  const names = [
    'no instrumentation',
    'traces + metrics',
    'traces',
    'metrics',
    'diagnostic listener',
  ];
  const { trials } = syntheticRun(seededRandom(2), {
    rounds: 10,
    cv: 0.02,
    effects: [-0.13, -0.11, -0.055, -0.05],
    baseRate: 6790,
  });
  const renamed = trials.map((t) => ({
    ...t,
    variant: names[t.variant === 'base' ? 0 : Number(t.variant.slice(1))],
  }));
  return resultFor(renamed, names, {
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

  it('five variants: every compared bar has height, the tolerance line is drawn', async () => {
    const result = fiveVariants();
    const chart = await chartOf(renderMarkdown(result));
    expect(chart.yAxis).toMatchObject({ type: 'linear', min: 0 });
    const bars = chart.plots.find((p) => p.type === 'bar')!.data;
    expect(bars.map(([name]) => name)).toEqual([result.baseline, ...result.variants]);
    // Mermaid draws a bar from the axis minimum to its value: zero height means value ≤ min.
    for (const [, value] of bars) {
      expect(value).toBeGreaterThan(chart.yAxis.min);
      expect(value).toBeLessThanOrEqual(chart.yAxis.max);
    }
    const slowest = Math.min(...bars.map(([, v]) => v));
    expect((slowest - chart.yAxis.min) / (chart.yAxis.max - chart.yAxis.min)).toBeGreaterThan(0.5);
    const line = chart.plots.find((p) => p.type === 'line')!.data;
    const baseline = result.summaries[0].metrics.throughput.mean;
    for (const [, value] of line) expect(value).toBeCloseTo(baseline * 0.9, 0);
  });
});
