/** The chart of ../chart.ts as a Mermaid xychart, which GitHub draws in a comment. Pure. */
import { pct } from '../../model/format.js';
import type { ChartModel } from '../chart.js';
import { fenceSafe } from './text.js';

// Mermaid may render labels as HTML: keep only harmless characters.
const safe = (text: string) => fenceSafe(text).replace(/[<>"&]/g, '');

export function mermaidChart(chart: ChartModel | undefined): string {
  if (!chart) return '';
  const { tolerance, direction, bars } = chart;
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${chart.label}: % ${direction} than “${safe(chart.baseline)}”${tolerance === undefined ? '' : ` (line: the ${pct(tolerance / 100)} tolerance)`}"`,
    `  x-axis [${chart.names.map((name) => `"${safe(name)}"`).join(', ')}]`,
    `  y-axis "% ${direction}" ${chart.bottom} --> ${chart.top}`,
    `  bar [${bars.map((w) => w.toFixed(2)).join(', ')}]`,
    ...(tolerance === undefined
      ? []
      : [`  line [${bars.map(() => tolerance.toFixed(2)).join(', ')}]`]),
    '```',
  ].join('\n');
}
