/**
 * The report as a terminal shows it: the answer, the verdict, where the time went, the diff
 * block, the interval plot and the variants, from the same model as the comment, as plain
 * text (no HTML, no markup to undo). Pure.
 */
import { seconds } from '../model/format.js';
import type { VerdictModel } from './headline.js';
import { reportModel, type ReportModel, type Table } from './model.js';
import type { ProfilingSection } from './profiling.js';
import { roundsSpent, type RunResult } from './result.js';
import { shardsDrewOwnSeeds } from './shards.js';
import { plainText, type Text } from './text.js';
import { describeLoad } from './conditions.js';

export function renderTerminal(result: RunResult): string {
  const model = reportModel(result);
  const profiling = profilingLines(model.profiling);
  return [
    plainText(model.headline),
    ...verdictLines(model.verdict),
    '',
    ...profiling,
    ...(profiling.length > 0 ? [''] : []),
    ...model.diff,
    '',
    ...model.intervals,
    ...(model.intervals.length > 0 ? [''] : []),
    ...tableLines(model.variants),
    '',
    ...noisePartsLines(model),
    `${roundsFooter(result)} · ${describeLoad(result.conditions.load)} · ${seedText(result)} · ${seconds(result.durationMs)}`,
    '',
  ].join('\n');
}

function verdictLines(verdict: VerdictModel): string[] {
  return [
    ...verdict.lines.map(plainText),
    ...verdict.reasons.map((reason) => `- ${plainText(reason)}`),
    ...(verdict.question ? ['', plainText(verdict.question)] : []),
    ...(verdict.warnings.length > 0
      ? ['', ...verdict.warnings.map((w) => `⚠️ ${plainText(w)}`)]
      : []),
  ];
}

/** A table in aligned columns, a rule under its header; a cell that does not apply is blank. */
function tableLines(table: Table, indent = ''): string[] {
  const text = (cell: Text | undefined) => (cell === undefined ? '' : plainText(cell));
  const cells = [table.columns.map((c) => c.title), ...table.rows].map((row) =>
    table.columns.map((_, i) => text(row[i])),
  );
  const widths = table.columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row: string[]) =>
    `${indent}${row
      .map((cell, i) =>
        table.columns[i].align === 'right' ? cell.padStart(widths[i]) : cell.padEnd(widths[i]),
      )
      .join('  ')}`.trimEnd();
  const [header, ...rows] = cells;
  return [
    line(header),
    `${indent}${widths.map((w) => '─'.repeat(w)).join('  ')}`,
    ...rows.map(line),
  ];
}

function noisePartsLines(model: ReportModel): string[] {
  if (!model.noiseParts) return [];
  return [
    `${plainText(model.noiseParts.summary)}:`,
    ...tableLines(model.noiseParts.table, '  '),
    '',
  ];
}

function profilingLines(profiling: ProfilingSection | undefined): string[] {
  if (!profiling) return [];
  const lines = [`${plainText(profiling.heading)}:`];
  for (const variant of profiling.variants) {
    lines.push(`  ${plainText(variant.intro)}`);
    if (variant.none) lines.push(`    ${plainText(variant.none)}`);
    if (variant.functions) lines.push(...tableLines(variant.functions, '    '));
    // The comment folds the rest; here one line says how many, and the cost line where.
    if (variant.more) lines.push(`    … ${plainText(variant.more.summary)}`);
    if (variant.rest) lines.push(`    ${plainText(variant.rest)}`);
    if (variant.packages) lines.push(`    ${plainText(variant.packages)}`);
  }
  lines.push(`  ${plainText(profiling.cost)}`);
  lines.push(...profiling.problems.map((line) => `  ⚠ ${plainText(line)}`));
  return lines;
}

/** "10 rounds", "7 of at most 60 rounds": what the run measured, against what it could take. */
function roundsFooter(result: RunResult): string {
  const { measured, most } = roundsSpent(result);
  if (result.shard) {
    return `shard ${result.shard.index}/${result.shard.total}: ${measured} of the experiment's ${most} rounds`;
  }
  if (measured === most && !result.sequence) return `${most} rounds`;
  return `${measured} of at most ${most} rounds`;
}

/** "seed 42", or, for shards that drew their own (from a terminal), that each has one. */
function seedText(result: RunResult): string {
  return shardsDrewOwnSeeds(result) ? 'each shard its own seed' : `seed ${result.seed}`;
}
