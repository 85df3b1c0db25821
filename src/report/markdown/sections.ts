/** Each section of the report model as markdown, in the order the comment shows them. Pure. */
import type { ReportModel } from '../model.js';
import type { ProfilingSection } from '../profiling.js';
import type { VerdictModel } from '../headline.js';
import type { Folded } from '../details.js';
import type { ShardsSection } from '../shards.js';
import type { NoisePartsSection } from '../noise-parts.js';
import { mermaidChart } from './chart.js';
import { fenced, foldedSection, markdownTable, markdownText } from './text.js';

/** The hidden marker that finds this report's comment again, and only this report's. */
export function reportMarker(reportId: string): string {
  return `<!-- perf-gate:report id="${reportId.replace(/[^\w.-]/g, '_')}" -->`;
}

export function verdictMarkdown(verdict: VerdictModel): string {
  const lines = [
    ...verdict.lines.map(markdownText),
    ...verdict.reasons.map((reason) => `- ${markdownText(reason)}`),
  ];
  if (verdict.question) lines.push('', markdownText(verdict.question));
  if (verdict.warnings.length > 0)
    lines.push('', ...verdict.warnings.map((w) => `> ⚠️ ${markdownText(w)}`));
  return lines.join('\n');
}

export function profilingMarkdown(profiling: ProfilingSection | undefined): string {
  if (!profiling) return '';
  const lines = [`### ${markdownText(profiling.heading)}`, ''];
  for (const variant of profiling.variants) {
    lines.push(markdownText(variant.intro), '');
    if (variant.none) lines.push(markdownText(variant.none), '');
    if (variant.functions) lines.push(markdownTable(variant.functions), '');
    if (variant.more) {
      const { summary, functions, beyond } = variant.more;
      lines.push(
        foldedSection(
          summary,
          [markdownTable(functions), ...(beyond ? ['', markdownText(beyond)] : [])].join('\n'),
        ),
        '',
      );
    }
    if (variant.rest) lines.push(markdownText(variant.rest), '');
    if (variant.packages) lines.push(markdownText(variant.packages), '');
  }
  lines.push(markdownText(profiling.cost));
  if (profiling.problems.length > 0) {
    lines.push('', ...profiling.problems.map((line) => `> ⚠️ ${markdownText(line)}`));
  }
  return lines.join('\n').trimEnd();
}

export function shardsMarkdown(shards: ShardsSection | undefined): string {
  if (!shards) return '';
  return [
    `### ${markdownText(shards.heading)}`,
    '',
    markdownTable(shards.table),
    '',
    ...shards.agreement.map((line) => `- ${markdownText(line)}`),
  ].join('\n');
}

function noisePartsMarkdown(section: NoisePartsSection | undefined): string {
  if (!section) return '';
  return foldedSection(
    section.summary,
    [markdownText(section.intro), '', markdownTable(section.table)].join('\n'),
  );
}

function foldedBlock(folded: Folded | undefined): string {
  return folded ? foldedSection(folded.summary, fenced(folded.lines)) : '';
}

export function conditionsMarkdown(model: ReportModel): string {
  return [
    foldedSection(
      'Run conditions',
      model.conditions.map((item) => `- ${markdownText(item)}`).join('\n'),
    ),
    '',
    `<sub>${markdownText(model.footnote)}</sub>`,
  ].join('\n');
}

/** The sections in the comment's order; each is left out when it renders empty. */
export const SECTION_ORDER: ((model: ReportModel, details: boolean) => string)[] = [
  (m) => reportMarker(m.reportId),
  (m) => `## ${markdownText(m.title)}`,
  (m) => markdownText(m.headline),
  (m) => verdictMarkdown(m.verdict),
  (m) => profilingMarkdown(m.profiling),
  (m) => fenced(m.diff, 'diff'),
  (m) => fenced(m.intervals),
  (m) => markdownTable(m.variants),
  (m) => mermaidChart(m.chart),
  (m) => shardsMarkdown(m.shards),
  (m, details) => (details ? m.statistics.map(foldedBlock).join('\n\n') : ''),
  (m, details) => (details ? foldedBlock(m.failedTrials) : ''),
  (m, details) => (details ? foldedBlock(m.noisyTrials) : ''),
  (m, details) => (details ? noisePartsMarkdown(m.noiseParts) : ''),
  conditionsMarkdown,
];
