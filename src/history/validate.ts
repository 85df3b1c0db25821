/**
 * Reading the branch's files back: each is checked whole before anything is written, so a
 * corrupt or foreign file stops the run with the file, what is wrong and what to do, and the
 * branch is left as it was.
 */
import { z } from 'zod';
import {
  HISTORY_FILE,
  HISTORY_SCHEMA,
  PAGE_FILE,
  ROLLUP_FILE,
  ROLLUP_SCHEMA,
  type HistoryFile,
  type RollupFile,
} from './types.js';
import { HistoryError } from './error.js';

export { HistoryError };

/** The marker by which perf-gate knows the page in the branch is its own. */
export const PAGE_MARKER = '<meta name="generator" content="perf-gate history">';

const finite = z.number().finite();
const sha = z.string().regex(/^[0-9a-f]{40,64}$/, 'a full commit SHA');
const delta = z.object({ deltaPct: finite, lowPct: finite, highPct: finite });
const metricDelta = delta.extend({
  scale: z.enum(['ratio', 'difference']),
  better: z.enum(['higher', 'lower']),
  tolerancePct: finite,
  outcome: z.enum(['regression', 'no-change', 'improvement', 'inconclusive']),
});
const commit = z.object({
  sha,
  date: z.string().optional(),
  subject: z.string().optional(),
});
const pullRequest = z.object({
  number: z.number().int().positive(),
  url: z.string(),
  title: z.string().optional(),
});
const runner = z.object({
  os: z.string(),
  cpus: z.number().int().min(0),
  cpuModel: z.string(),
  node: z.string(),
});
const anchor = z.object({
  sha,
  tag: z.string().optional(),
  date: z.string().optional(),
  link: z
    .object({
      from: sha,
      metrics: z.record(z.string(), metricDelta),
      runUrl: z.string().optional(),
      recordedAt: z.string(),
    })
    .optional(),
  sinceFirst: z.record(z.string(), delta).optional(),
});
const entry = z.object({
  commit,
  anchor: sha,
  recordedAt: z.string(),
  runner,
  configDigest: z.string(),
  runUrl: z.string().optional(),
  reportUrl: z.string().optional(),
  pullRequest: pullRequest.optional(),
  metrics: z.record(z.string(), metricDelta),
  sinceFirst: z.record(z.string(), delta),
});
const historyFile = z.object({
  schema: z.literal(HISTORY_SCHEMA),
  repository: z.string().optional(),
  serverUrl: z.string().optional(),
  anchors: z.array(anchor),
  entries: z.array(entry),
});
const rollupFile = z.object({
  schema: z.literal(ROLLUP_SCHEMA),
  weeks: z.array(
    z.object({
      week: z.string().regex(/^\d{4}-W\d{2}$/),
      entries: z.number().int().positive(),
      commit,
      anchor: sha,
      runUrl: z.string().optional(),
      pullRequest: pullRequest.optional(),
      sinceFirst: z.record(z.string(), delta),
    }),
  ),
});

const REMEDY_CORRUPT = (file: string) =>
  `Repair ${file} in the branch (or restore it from the branch's git history), or point the step's \`history-branch\` at a new branch.`;
const REMEDY_FOREIGN = (file: string) =>
  `The branch is not perf-gate's: point \`history-branch\` at another branch, or move ${file} out of it.`;

function parseKnown<T>(file: string, text: string, schemaName: string, shape: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HistoryError(
      file,
      `is not valid JSON (${(error as Error).message}).`,
      REMEDY_CORRUPT(file),
    );
  }
  const declared = (value as { schema?: unknown } | null)?.schema;
  if (typeof value !== 'object' || value === null || declared !== schemaName) {
    throw new HistoryError(
      file,
      `is not a perf-gate history file: its "schema" is ${JSON.stringify(declared)}, expected "${schemaName}".`,
      typeof declared === 'string' && declared.startsWith('perf-gate/')
        ? 'It was written by another version of perf-gate: run that version, or a newer one that reads it.'
        : REMEDY_FOREIGN(file),
    );
  }
  const parsed = shape.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length > 0 ? issue.path.join('.') : '(the top level)';
    throw new HistoryError(
      file,
      `has the schema "${schemaName}" but ${where} is wrong: ${issue.message}${parsed.error.issues.length > 1 ? ` (and ${parsed.error.issues.length - 1} more problem(s))` : ''}.`,
      REMEDY_CORRUPT(file),
    );
  }
  return parsed.data;
}

export function parseHistoryFile(text: string): HistoryFile {
  const history = parseKnown(HISTORY_FILE, text, HISTORY_SCHEMA, historyFile) as HistoryFile;
  const known = new Set(history.anchors.map((a) => a.sha));
  const stray = history.entries.find((e) => !known.has(e.anchor));
  if (stray) {
    throw new HistoryError(
      HISTORY_FILE,
      `has an entry (commit ${stray.commit.sha.slice(0, 7)}) measured against anchor ${stray.anchor.slice(0, 7)}, which is not in "anchors".`,
      REMEDY_CORRUPT(HISTORY_FILE),
    );
  }
  return history;
}

export function parseRollupFile(text: string): RollupFile {
  return parseKnown(ROLLUP_FILE, text, ROLLUP_SCHEMA, rollupFile) as RollupFile;
}

/** The page is regenerated on every write: only one perf-gate made may be replaced. */
export function checkPageIsOurs(text: string): void {
  if (!text.includes(PAGE_MARKER)) {
    throw new HistoryError(
      PAGE_FILE,
      'exists in the branch but was not generated by perf-gate (it lacks its generator marker), and perf-gate would replace it.',
      REMEDY_FOREIGN(PAGE_FILE),
    );
  }
}
