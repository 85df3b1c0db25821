/**
 * "Where the time went", under the verdict: per profiled variant, the functions whose CPU
 * per request grew or shrank beyond their noise, with Δ µs and the share of the variant's
 * CPU-per-request change each explains; the first few shown, the rest folded; then the
 * packages, what profiling cost in wall time, and the artifacts. Pure.
 */
import type { CostRow, CostTable, ProfilingReport } from '../profile/index.js';
import { pct, seconds } from '../model/format.js';
import type { RunResult } from './result.js';
import { code, given, joinText, strong, type Span, type Text, type Table } from './text.js';

/** Rows shown before the rest is folded into <details>. */
export const FIRST_ROWS = 5;
/** Rows in the fold, at most: the rest is in the table's JSON file. */
export const FOLDED_ROWS = 25;

const us = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1));
const signedUs = (value: number) => `${value >= 0 ? '+' : '−'}${us(Math.abs(value))}`;
const share = (row: CostRow) =>
  row.shareOfChange === undefined ? '' : pct(row.shareOfChange, { digits: 0 });

/** One profiled variant against the baseline. */
export interface ProfiledVariant {
  intro: Text;
  /** When no function changed beyond its noise. */
  none?: Text;
  /** The first rows. */
  functions?: Table;
  /** The rows after those, folded. */
  more?: { summary: Text; functions: Table; beyond?: Text };
  /** The change no listed row holds, so that the rows shown add up to it. */
  rest?: Text;
  /** "By package: router +14.9 µs (56%) · …" */
  packages?: Text;
}

export interface ProfilingSection {
  heading: Text;
  variants: ProfiledVariant[];
  /** What profiling cost, and where its files are. */
  cost: Text;
  problems: Text[];
}

const COLUMNS: Table['columns'] = [
  { title: 'function', align: 'none' },
  { title: 'package', align: 'none' },
  { title: 'baseline µs', align: 'right' },
  { title: 'variant µs', align: 'right' },
  { title: 'Δ µs/request', align: 'right' },
  { title: 'share of Δ CPU', align: 'right' },
];

const functionRow = (r: CostRow): Text[] => [
  given(r.name),
  r.package ? given(r.package) : '',
  us(r.baselineUs),
  us(r.variantUs),
  strong(signedUs(r.deltaUs)),
  share(r),
];

export function whereTheTimeWent(result: RunResult): ProfilingSection | undefined {
  const profiling = result.profiling;
  if (!profiling) return undefined;
  const variants = profiling.tables.map((table): ProfiledVariant => {
    const intro = tableIntro(result, table);
    if (table.functions.length === 0) return { intro, none: noneBeyondNoise(table) };
    const rest = table.functions.slice(FIRST_ROWS);
    // The comment has a size limit; the artifact has every row.
    const shown = rest.slice(0, FOLDED_ROWS);
    const beyond = rest.length - shown.length;
    return {
      intro,
      functions: { columns: COLUMNS, rows: table.functions.slice(0, FIRST_ROWS).map(functionRow) },
      more:
        rest.length > 0
          ? {
              summary: `${rest.length} more function${rest.length === 1 ? '' : 's'} beyond their noise`,
              functions: { columns: COLUMNS, rows: shown.map(functionRow) },
              beyond:
                beyond > 0
                  ? [`… and ${beyond} more in `, code(profiling.artifacts.table), '.']
                  : undefined,
            }
          : undefined,
      rest: table.rest ? restLine(table.rest) : undefined,
      packages:
        table.packages.length > 0
          ? [
              'By package: ',
              ...joinText(
                table.packages
                  .slice(0, FIRST_ROWS)
                  .map((p) => [
                    given(p.name),
                    ` ${signedUs(p.deltaUs)} µs${share(p) ? ` (${share(p)})` : ''}`,
                  ]),
                ' · ',
              ),
            ]
          : undefined,
    };
  });
  return {
    heading: 'Where the time went',
    variants,
    cost: costSentence(profiling),
    problems: problemLines(profiling).map((line) => given(line)),
  };
}

function tableIntro(result: RunResult, table: CostTable): Text {
  const change = table.variantCpuUs - table.baselineCpuUs;
  return [
    strong(given(table.variant)),
    ' against ',
    strong(given(result.baseline)),
    `: CPU per request ${us(table.baselineCpuUs)} → ${us(table.variantCpuUs)} µs (${signedUs(change)} µs) over ${table.rounds} profiling rounds`,
    // Inlining off and the sampler's own work raise both arms alike (docs/profiling.md,
    // "What profiling costs"): without this, a reader takes the gate's figures and these for
    // two measurements of one thing that disagree.
    " (measured with the profiler on, which raises these figures in both: they say where the time went, the gate's figures say how much).",
  ];
}

/**
 * The change no listed row holds, so that the rows shown add up to the change; with its
 * noise, since a large Δ here is mostly the rounds' spread (a share of −155% read as a real
 * saving otherwise).
 */
function restLine(rest: CostRow): Text {
  const noise =
    rest.noiseUs > 0
      ? `, ${rest.beyondNoise ? 'beyond' : 'within'} its noise (±${us(rest.noiseUs)} µs)`
      : '';
  return [
    given(rest.name),
    ` ${signedUs(rest.deltaUs)} µs${share(rest) ? ` (${share(rest)})` : ''}${noise}`,
  ];
}

function noneBeyondNoise(table: CostTable): string {
  // With no row listed the rest is the whole change: its noise says whether the change in
  // the line above (−29.5 µs on an A/A) is one at all.
  const { rest } = table;
  const whole =
    rest && rest.noiseUs > 0
      ? ` The change above is ${rest.beyondNoise ? 'beyond' : 'within'} its noise (±${us(rest.noiseUs)} µs).`
      : '';
  return `No function's CPU per request changed beyond its noise (${table.compared} compared).${whole}`;
}

/**
 * What opens the raw profiles: V8's `.cpuprofile` opens in Chrome DevTools, `perf script` text
 * (perf's samples, any runtime) only in speedscope.
 */
function viewersOf(profiles: readonly string[]): string {
  const v8 = profiles.some((path) => path.endsWith('.cpuprofile'));
  const perf = profiles.some((path) => !path.endsWith('.cpuprofile'));
  if (v8 && perf)
    return '.cpuprofile in Chrome DevTools or speedscope, perf script text in speedscope';
  return v8 ? 'Chrome DevTools, speedscope' : 'perf script text: speedscope';
}

function costSentence(p: ProfilingReport): Span[] {
  const graphs = Object.values(p.artifacts.flameGraphs);
  const folder = p.artifacts.table.slice(0, p.artifacts.table.lastIndexOf('/') + 1) || './';
  const files: Span[][] = [
    ...graphs.map((path) => [code(path)]),
    ...(p.artifacts.table ? [[code(p.artifacts.table)]] : []),
    ...(p.artifacts.profiles.length > 0
      ? [
          [
            `${p.artifacts.profiles.length} raw profiles in `,
            code(folder),
            ` (${viewersOf(p.artifacts.profiles)})`,
          ],
        ]
      : []),
  ];
  return [
    'Profiled after the gate decided (',
    given(p.reason),
    `), never inside a measured window: ${p.rounds} rounds of ${seconds(p.windowMs)} windows added ${seconds(p.wallMs)} of wall time.`,
    graphs.length > 0
      ? ' Differential flame graph: red where the variant spends more, blue where less.'
      : '',
    ...(files.length > 0 ? [' In the output folder: ', ...joinText(files, ', '), '.'] : []),
  ];
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
