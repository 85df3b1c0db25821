/**
 * What each config key means and what it defaults to, written once next to its schema and
 * shown twice: as `description`/`default` in perf-gate.schema.json (editors show them on
 * hover and completion) and as the reference list of CONFIG_REFERENCE_FILE (`npm run docs`,
 * which also writes there the conditions of slices and the limits; see generatedDocs).
 */
import { z } from 'zod';
import { LIMITS, type Limit } from './limits.js';
import { SLICE_CONDITIONS } from './slicing.js';
import { durationText } from './units.js';

export interface KeyDoc {
  /** One or two sentences; Markdown code spans (`5%`) are fine. */
  description: string;
  /** The value used when the key is absent, as a user would write it (`10`, `"10s"`). */
  default?: unknown;
  /** When the default is not one value: "the config file's folder", "random". */
  defaultText?: string;
  /** Its reference row stands for the keys inside, which are listed under another key. */
  collapse?: boolean;
}

export const keyDocs = z.registry<KeyDoc>();

/**
 * The schema with its documentation: `doc(count(LIMITS.rounds), 'Rounds of …', { default: 10 })`.
 * A copy is documented, so one shared schema can mean different things under different keys.
 */
export function doc<T extends z.ZodType>(
  schema: T,
  description: string,
  more: Omit<KeyDoc, 'description'> = {},
): T {
  const copy = schema.clone() as T;
  keyDocs.add(copy, { description, ...more });
  return copy;
}

/** The documentation of a key, looked up through optional and other wrappers. */
export function docOf(schema: z.ZodType): KeyDoc | undefined {
  for (let s: z.ZodType | undefined = schema; s; s = inner(s)) {
    const found = keyDocs.get(s);
    if (found) return found;
  }
  return undefined;
}

function inner(schema: z.ZodType): z.ZodType | undefined {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType };
  return ['optional', 'nullable', 'default', 'readonly', 'nonoptional'].includes(def.type)
    ? def.innerType
    : undefined;
}

/** The schema without its optional and other wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let next = inner(s); next; next = inner(s)) s = next;
  return s;
}

/** Adds each documented key's description and default to the JSON Schema (for toJSONSchema). */
export function documentJsonSchema(ctx: {
  zodSchema: z.core.$ZodTypes;
  jsonSchema: z.core.JSONSchema.BaseSchema;
}): void {
  const found = keyDocs.get(ctx.zodSchema as unknown as z.core.$ZodType);
  if (!found) return;
  ctx.jsonSchema.description = found.description.replaceAll('`', '');
  ctx.jsonSchema.markdownDescription = found.description;
  if (found.default !== undefined) ctx.jsonSchema.default = found.default;
}

export interface ReferenceRow {
  key: string;
  default: string;
  meaning: string;
}

/**
 * One entry per documented key, in schema order: `services[].name`, `load.url`, …. A key that
 * reuses an object already listed (a variant's `load`) gets its own row, not the keys again.
 */
export function referenceRows(root: z.ZodType): ReferenceRow[] {
  const rows: ReferenceRow[] = [];
  const listed = new Set<string>();
  const expanded = new Set<unknown>();
  const walk = (schema: z.ZodType, path: string, required: boolean): void => {
    const core = unwrap(schema);
    const def = core._zod.def as {
      type: string;
      shape?: Record<string, z.ZodType>;
      element?: z.ZodType;
      options?: z.ZodType[];
    };
    const key = def.type === 'array' && !path.endsWith('[]') ? `${path}[]` : path;
    const found = docOf(schema);
    if (found && key && !listed.has(key)) {
      listed.add(key);
      rows.push({
        key,
        default:
          found.default !== undefined
            ? `\`${typeof found.default === 'string' ? found.default : JSON.stringify(found.default)}\``
            : (found.defaultText ?? (required ? 'required' : '')),
        meaning: found.description,
      });
    }
    if (found?.collapse) return;
    if (def.type === 'object' && def.shape) {
      if (expanded.has(def.shape)) return;
      expanded.add(def.shape);
      for (const [name, child] of Object.entries(def.shape)) {
        walk(child, key ? `${key}.${name}` : name, child._zod.optin !== 'optional');
      }
    } else if (def.type === 'array' && def.element) {
      walk(def.element, key, required);
    } else if (def.type === 'union' && def.options) {
      for (const option of def.options) walk(option, key, required);
    }
  };
  walk(root, '', true);
  return rows;
}

/**
 * Markdown that reads as well in its source as rendered: `text` broken into lines of at most
 * `width` characters at spaces outside code spans, each line after the first indented by
 * `indent`. A word that would start a line and read as Markdown there (a list marker, a
 * heading) stays on the line before it.
 */
export function wrapText(text: string, width = 100, indent = '  '): string {
  const lines: string[] = [];
  let line = '';
  for (const word of words(text)) {
    const fits = line === '' || line.length + 1 + word.length <= width;
    const startsBlock = /^(\d{1,9}[.)]|[-+*>|]|#+|=+)$/.test(word);
    if (fits || startsBlock) line = line === '' ? word : `${line} ${word}`;
    else {
      lines.push(line);
      line = `${indent}${word}`;
    }
  }
  return [...lines, line].join('\n');
}

/** The words of `text`, a code span with spaces in it kept as one (a break in it reads badly). */
function words(text: string): string[] {
  const out: string[] = [];
  let open = false;
  for (const piece of text.replaceAll('\n', ' ').split(' ').filter(Boolean)) {
    if (open) out[out.length - 1] += ` ${piece}`;
    else out.push(piece);
    if ((piece.split('`').length - 1) % 2 === 1) open = !open;
  }
  return out;
}

/** The reference as a list, one entry per key: `key`, what it does, and its default. */
export function referenceList(rows: ReferenceRow[]): string {
  return rows
    .map((r) => {
      if (r.default === 'required') return wrapText(`- \`${r.key}\` (required): ${r.meaning}`);
      const byDefault = r.default ? ` Default: ${r.default}.` : '';
      return wrapText(`- \`${r.key}\`: ${r.meaning}${byDefault}`);
    })
    .join('\n');
}

/** The lines between `<!-- name: … -->` and `<!-- /name -->`, without the blank lines around them. */
function markers(name: string): { start: RegExp; end: string } {
  return {
    start: new RegExp(`<!-- ${name}: generated by \`npm run docs\`[^>]*-->`),
    end: `<!-- /${name} -->`,
  };
}

/** The document with the generated block `name` replaced by `text`. */
export function withGeneratedBlock(document: string, name: string, text: string): string {
  const { start, end } = markers(name);
  const found = start.exec(document);
  const to = document.indexOf(end);
  if (!found || to < found.index) {
    throw new Error(
      `${CONFIG_REFERENCE_FILE} lacks the markers <!-- ${name}: generated by \`npm run docs\` … --> … ${end}`,
    );
  }
  const from = found.index + found[0].length;
  return `${document.slice(0, from)}\n\n${text}\n\n${document.slice(to)}`;
}

/** The text of the generated block `name` as the document holds it (undefined without its markers). */
export function generatedBlock(document: string, name: string): string | undefined {
  const { start, end } = markers(name);
  const found = start.exec(document);
  const to = document.indexOf(end);
  if (!found || to < found.index) return undefined;
  return document.slice(found.index + found[0].length, to).trim();
}

/** The document that holds the generated reference, from the repository's root. */
export const CONFIG_REFERENCE_FILE = 'docs/configuration.md';

/** One limit in words: "`rounds`: from 2 to 1,000 (why)". */
function limitLine(limit: Limit): string {
  const number = (n: number) => n.toLocaleString('en-US');
  const ms = (n: number) => `\`${durationText(n)}\``;
  const min =
    limit.min !== undefined
      ? number(limit.min)
      : limit.minMs !== undefined
        ? ms(limit.minMs)
        : undefined;
  const max =
    limit.max !== undefined
      ? number(limit.max)
      : limit.maxMs !== undefined
        ? ms(limit.maxMs)
        : undefined;
  const range = min && max ? `from ${min} to ${max}` : min ? `at least ${min}` : `at most ${max}`;
  return wrapText(`- ${limit.keys}: ${range} (${limit.why})`);
}

/**
 * What `npm run docs` writes into CONFIG_REFERENCE_FILE, each block between its markers: the
 * reference of every key of `schema`, when slices apply, and every limit.
 */
export function generatedBlocks(schema: z.ZodType): { name: string; text: string }[] {
  return [
    { name: 'config-reference', text: referenceList(referenceRows(schema)) },
    {
      name: 'slice-conditions',
      text: SLICE_CONDITIONS.map((c, i) =>
        wrapText(`- ${c.rule}: ${c.because}${i === SLICE_CONDITIONS.length - 1 ? '.' : ';'}`),
      ).join('\n'),
    },
    { name: 'config-limits', text: (Object.values(LIMITS) as Limit[]).map(limitLine).join('\n') },
  ];
}

/** The document with every generated block written afresh. */
export function withGeneratedBlocks(document: string, schema: z.ZodType): string {
  return generatedBlocks(schema).reduce(
    (doc, block) => withGeneratedBlock(doc, block.name, block.text),
    document,
  );
}
