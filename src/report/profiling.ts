/**
 * "Where the time went", under the verdict: per profiled variant, the functions whose CPU
 * per request grew or shrank beyond their noise, with Δ µs and the share of the variant's
 * CPU-per-request change each explains; the first few shown, the rest folded; then the
 * packages, what profiling cost in wall time, and the artifacts. Pure.
 */
import type { CostRow, CostTable, ProfilingReport } from '../profile/index.js';
import { seconds } from '../model/format.js';
import type { RunResult } from './result.js';

/** Rows shown before the rest is folded into <details>. */
export const FIRST_ROWS = 5;
/** Rows in the fold, at most: the rest is in the table's JSON file. */
export const FOLDED_ROWS = 25;

const us = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1));
const signedUs = (value: number) => `${value >= 0 ? '+' : '−'}${us(Math.abs(value))}`;
const share = (row: CostRow) =>
  row.shareOfChange === undefined ? '' : `${Math.round(row.shareOfChange * 100)}%`;

/** Markdown: `escape` makes a name safe (the markdown renderer's escapeText). */
export function whereTheTimeWent(result: RunResult, escape: (text: string) => string): string {
  const profiling = result.profiling;
  if (!profiling) return '';
  const lines = ['### Where the time went', ''];
  for (const table of profiling.tables) {
    lines.push(tableIntro(result, table, escape), '');
    if (table.functions.length === 0) {
      lines.push(noneBeyondNoise(table), '');
      continue;
    }
    const header = [
      '| function | package | baseline µs | variant µs | Δ µs/request | share of Δ CPU |',
      '|---|---|--:|--:|--:|--:|',
    ];
    const row = (r: CostRow) =>
      `| ${escape(r.name)} | ${r.package ? escape(r.package) : ''} | ${us(r.baselineUs)} | ${us(r.variantUs)} | **${signedUs(r.deltaUs)}** | ${share(r)} |`;
    lines.push(...header, ...table.functions.slice(0, FIRST_ROWS).map(row), '');
    const rest = table.functions.slice(FIRST_ROWS);
    if (rest.length > 0) {
      // The comment has a size limit; the artifact has every row.
      const shown = rest.slice(0, FOLDED_ROWS);
      const beyond = rest.length - shown.length;
      lines.push(
        `<details><summary>${rest.length} more function${rest.length === 1 ? '' : 's'} beyond their noise</summary>`,
        '',
        ...header,
        ...shown.map(row),
        '',
        ...(beyond > 0 ? [`… and ${beyond} more in \`${profiling.artifacts.table}\`.`, ''] : []),
        '</details>',
        '',
      );
    }
    if (table.rest) lines.push(restLine(table.rest, escape), '');
    if (table.packages.length > 0) {
      lines.push(
        `By package: ${table.packages
          .slice(0, FIRST_ROWS)
          .map(
            (p) => `${escape(p.name)} ${signedUs(p.deltaUs)} µs${share(p) ? ` (${share(p)})` : ''}`,
          )
          .join(' · ')}`,
        '',
      );
    }
  }
  lines.push(costSentence(profiling, escape));
  if (profiling.unprofiled.length > 0 || profiling.error) {
    lines.push('', ...problemLines(profiling).map((line) => `> ⚠️ ${escape(line)}`));
  }
  return lines.join('\n').trimEnd();
}

function tableIntro(result: RunResult, table: CostTable, escape: (text: string) => string): string {
  const change = table.variantCpuUs - table.baselineCpuUs;
  return `**${escape(table.variant)}** against **${escape(result.baseline)}**: CPU per request ${us(table.baselineCpuUs)} → ${us(table.variantCpuUs)} µs (${signedUs(change)} µs) over ${table.rounds} profiling rounds.`;
}

/** The change no listed row holds, so that the rows shown add up to the change. */
function restLine(rest: CostRow, escape: (text: string) => string): string {
  return `${escape(rest.name)} ${signedUs(rest.deltaUs)} µs${share(rest) ? ` (${share(rest)})` : ''}`;
}

function noneBeyondNoise(table: CostTable): string {
  return `No function's CPU per request changed beyond its noise (${table.compared} compared).`;
}

function costSentence(p: ProfilingReport, escape: (text: string) => string): string {
  const graphs = Object.values(p.artifacts.flameGraphs);
  // Inside a code span nothing is markdown: only a backtick could end it early.
  const code = (path: string) => `\`${path.replace(/`/g, "'")}\``;
  const folder = p.artifacts.table.slice(0, p.artifacts.table.lastIndexOf('/') + 1) || './';
  const files = [
    ...graphs.map(code),
    p.artifacts.table ? code(p.artifacts.table) : '',
    p.artifacts.profiles.length > 0
      ? `${p.artifacts.profiles.length} raw profiles in ${code(folder)} (Chrome DevTools, speedscope)`
      : '',
  ].filter(Boolean);
  return [
    `Profiled after the gate decided (${escape(p.reason)}), never inside a measured window: ${p.rounds} rounds of ${seconds(p.windowMs)} windows added ${seconds(p.wallMs)} of wall time.`,
    graphs.length > 0
      ? 'Differential flame graph: red where the variant spends more, blue where less.'
      : '',
    files.length > 0 ? `In the output folder: ${files.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function problemLines(p: ProfilingReport): string[] {
  return [
    ...(p.error ? [`Profiling stopped: ${p.error} (the verdict does not depend on it).`] : []),
    ...p.unprofiled
      .slice(0, 5)
      .map((line) => `Could not profile ${line}; the rest of the run went on.`),
    ...(p.unprofiled.length > 5 ? [`… and ${p.unprofiled.length - 5} more.`] : []),
  ];
}

/** The terminal: the same, as plain lines. */
export function whereTheTimeWentLines(result: RunResult): string[] {
  const profiling = result.profiling;
  if (!profiling) return [];
  const lines = ['Where the time went:'];
  const plain = (text: string) => text;
  for (const table of profiling.tables) {
    lines.push(`  ${tableIntro(result, table, plain).replace(/\*\*/g, '')}`);
    if (table.functions.length === 0) lines.push(`    ${noneBeyondNoise(table)}`);
    for (const row of table.functions.slice(0, FIRST_ROWS)) {
      lines.push(
        `    ${signedUs(row.deltaUs).padStart(7)} µs  ${share(row).padStart(5)}  ${row.name}${row.package ? ` [${row.package}]` : ''}`,
      );
    }
    if (table.functions.length > FIRST_ROWS) {
      lines.push(
        `    … ${table.functions.length - FIRST_ROWS} more in ${profiling.artifacts.table}`,
      );
    }
    if (table.rest && table.functions.length > 0) lines.push(`    ${restLine(table.rest, plain)}`);
  }
  lines.push(`  ${costSentence(profiling, plain).replace(/`/g, '')}`);
  lines.push(...problemLines(profiling).map((line) => `  ⚠ ${line}`));
  return lines;
}
