/**
 * What the report says, format-neutral: one ReportModel per result, its sections in the
 * order a reader meets them, each holding text (./text.ts), rows and values — no markdown.
 * The markdown renderer (./markdown/) writes the PR comment, the job summary and report.md
 * from it; the terminal renderer (./terminal.ts) the CLI's report. Pure.
 *
 * A new section: a field here, its builder beside the others (one file per section), set in
 * `reportModel`; then its markdown in ./markdown/sections.ts (and its place in SECTION_ORDER
 * there), and in ./terminal.ts if the terminal shows it. A new run-conditions line: an item
 * in ./conditions.ts.
 */
import { chartModel, type ChartModel } from './chart.js';
import { conditionItems, FOOTNOTE } from './conditions.js';
import { failedTrials, noisyTrials, statistics, type Folded } from './details.js';
import { diffBlockLines } from './diff.js';
import { headline, verdictModel, type VerdictModel } from './headline.js';
import { intervalPlotLines } from './interval-plot.js';
import { noisePartsSection, type NoisePartsSection } from './noise-parts.js';
import { whereTheTimeWent, type ProfilingSection } from './profiling.js';
import type { RunResult } from './result.js';
import { shardsSection, type ShardsSection } from './shards.js';
import { given, type Table, type Text } from './text.js';

export type { Table } from './text.js';
import { variantsTable } from './variants-table.js';

export interface ReportModel {
  /** Finds this report's comment again (the markdown's hidden marker). */
  reportId: string;
  title: Text;
  /** The answer, in one sentence. */
  headline: Text;
  verdict: VerdictModel;
  /** Where the time went, when the run profiled. */
  profiling?: ProfilingSection;
  /** The codecov-style block for the headline variant, as fixed-width lines. */
  diff: string[];
  /** Every gated change with its interval on one axis, as fixed-width lines. */
  intervals: string[];
  variants: Table;
  /** Bars of each variant's worsening, for two variants or more. */
  chart?: ChartModel;
  shards?: ShardsSection;
  /** Per variant, folded: the figures of its trials. */
  statistics: Folded[];
  failedTrials?: Folded;
  noisyTrials?: Folded;
  /** What the per-round spread is made of, and what would cut it most. */
  noiseParts?: NoisePartsSection;
  /** One item per line of the run conditions. */
  conditions: Text[];
  footnote: Text;
}

export function reportModel(result: RunResult): ReportModel {
  return {
    reportId: result.reportId,
    title: result.title ? given(result.title) : 'perf-gate report',
    headline: headline(result),
    verdict: verdictModel(result),
    profiling: whereTheTimeWent(result),
    diff: diffBlockLines(result),
    intervals: intervalPlotLines(result),
    variants: variantsTable(result),
    chart: chartModel(result),
    shards: shardsSection(result),
    statistics: statistics(result),
    failedTrials: failedTrials(result),
    noisyTrials: noisyTrials(result),
    noiseParts: noisePartsSection(result),
    conditions: conditionItems(result),
    footnote: FOOTNOTE,
  };
}
