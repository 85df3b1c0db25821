/**
 * Config stage: text of perf-gate.yml (or the action's simple-mode inputs) → Config.
 * Pure: the caller reads the file; every problem is reported at once, each with its path.
 */
import type { z } from 'zod';
import { configFileSchema } from './schema.js';
import { normalizeConfig, type ConfigProblem } from './normalize.js';
import { closestOf, parseEnvLines } from './units.js';
import { withDummyPorts } from './ports.js';
import { maskUrlPasswords } from '../model/url-password.js';
import type { Config } from './types.js';
import { parseYaml } from './yaml.js';
import { ConfigError, LISTED_PROBLEMS } from './error.js';
import { requireSimpleInputs, type SimpleInputs } from './simple.js';

export type { Config } from './types.js';
export type { ConfigProblem } from './normalize.js';
export { configJsonSchema } from './schema.js';
export { LIMITS } from './limits.js';
export { fileTooLarge, YAML_LIMITS } from './yaml.js';
export { ConfigError } from './error.js';
export type { SimpleInputs } from './simple.js';

/**
 * When the schema alone finds more than this, the checks across fields wait for the next run: the
 * list is cut at LISTED_PROBLEMS anyway, and on a file of thousands of stray keys the second
 * pass (and a did-you-mean for each key) cost seconds for lines nobody would see.
 */
const CROSS_FIELD_AFTER = LISTED_PROBLEMS;

/**
 * `overrides` replace top-level keys of the file (the action's `rounds` input) before it is
 * validated, so they are checked like the file's own values. `maxBytes` is only raised by the
 * benchmark that shows parsing stays linear.
 */
export function parseConfigText(
  text: string,
  source: string,
  overrides: Record<string, unknown> = {},
  maxBytes?: number,
): Config {
  const parsed = parseYaml(text, maxBytes);
  if ('problems' in parsed) throw new ConfigError(source, parsed.problems);
  const raw = parsed.value;
  const isMapping = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  return validateConfig(isMapping ? { ...raw, ...overrides } : raw, source);
}

export function validateConfig(raw: unknown, source: string): Config {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ConfigError(source, [
      { path: '(top)', message: 'must be a mapping with services, load, baseline and variants' },
    ]);
  }
  const file = withoutExtensions(raw);
  const parsed = configFileSchema.safeParse(file, { reportInput: true });
  if (parsed.success) {
    const { config, problems } = normalizeConfig(parsed.data);
    if (!config) throw new ConfigError(source, problems);
    return config;
  }
  const suggestions = { left: LISTED_PROBLEMS };
  const problems = parsed.error.issues.flatMap((issue) => describeIssue(issue, suggestions));
  if (problems.length > CROSS_FIELD_AFTER) {
    throw new ConfigError(
      source,
      problems,
      '; fix these and validate again (checks across fields run once fewer remain)',
    );
  }
  throw new ConfigError(source, [...problems, ...crossFieldProblems(file, parsed.error.issues)]);
}

/**
 * Top-level keys starting with `x-` are free for the user (as in Compose files): a place to
 * define YAML anchors that merge keys (`<<: *defaults`) then pull into variants.
 */
function withoutExtensions(raw: object): object {
  return Object.fromEntries(Object.entries(raw).filter(([key]) => !key.startsWith('x-')));
}

/**
 * The checks that span fields, run on what remains once the values the schema refused are
 * taken out, so one pass lists every problem. Taking a value out can only hide a check,
 * never invent one: problems at or under a removed path are dropped. When a required part
 * cannot be taken out (a service without a command), these checks wait for the next pass.
 */
function crossFieldProblems(raw: object, issues: z.core.$ZodIssue[]): ConfigProblem[] {
  const pruned = structuredClone(raw) as Record<string, unknown>;
  const removed: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    for (const issue of issues) {
      const targets =
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => [...issue.path, key])
          : [
              issue.code === 'invalid_type' && issue.input === undefined
                ? issue.path.slice(0, -1)
                : issue.path,
            ];
      for (let target of targets) {
        // An array element goes with its whole list, so no index after it shifts.
        while (typeof target.at(-1) === 'number') target = target.slice(0, -1);
        if (target.length === 0) return [];
        removeAt(pruned, target);
        removed.push(formatPath(target));
      }
    }
    const retry = configFileSchema.safeParse(pruned);
    if (retry.success) {
      const within = (path: string) =>
        removed.some((r) => path === r || path.startsWith(`${r}.`) || path.startsWith(`${r}[`));
      // Taking `load.steps` out leaves the load without a request: "load.url is required" is
      // the removal's, not the file's.
      const parentOf = (path: string) => path.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
      const byRemoval = (p: ConfigProblem) =>
        p.message.startsWith('is required') &&
        removed.some((r) => parentOf(r) === parentOf(p.path));
      return normalizeConfig(retry.data).problems.filter((p) => !within(p.path) && !byRemoval(p));
    }
    issues = retry.error.issues;
  }
  return [];
}

function removeAt(root: Record<string, unknown>, path: PropertyKey[]): void {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  if (typeof node === 'object' && node !== null) {
    delete (node as Record<PropertyKey, unknown>)[path.at(-1)!];
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : out === '' ? String(key) : `.${String(key)}`;
  }
  return out || '(top)';
}

/**
 * A value as a message quotes it: as YAML wrote it (`Infinity`, not JSON's `null`), a URL's
 * password masked (the config's secrets are not known yet when its load failed), and no
 * longer than a line (a 200 kB value was quoted whole).
 */
function quoted(value: unknown): string {
  const text =
    typeof value === 'number' && !Number.isFinite(value)
      ? String(value)
      : maskUrlPasswords(JSON.stringify(value) ?? String(value));
  return text.length > QUOTED_AT_MOST
    ? `${text.slice(0, QUOTED_AT_MOST)}… (${text.length} characters)`
    : text;
}

const QUOTED_AT_MOST = 120;

/** `"a", "b" or "c"`: the choices a value may take. */
const oneOf = (choices: string[]) =>
  `${choices.slice(0, -1).join(', ')}${choices.length > 1 ? ' or ' : ''}${choices.at(-1) ?? ''}`;

/**
 * `suggestions.left` bounds the did-you-mean searches: each compares the key with every
 * known key, and only the first listed problems are read.
 */
function describeIssue(issue: z.core.$ZodIssue, suggestions: { left: number }): ConfigProblem[] {
  const path = formatPath(issue.path);
  // A mapping that is one of several shapes (`ready: { tcp: … }`, a setup step): its keys say
  // which one was meant, so what is wrong inside that one is what to say, not the list of shapes.
  if (issue.code === 'invalid_union') {
    const shaped = describeShapes(issue, suggestions);
    if (shaped.length > 0) return shaped;
  }
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      // A key of a deeper section (`url:` at the top, not under `load:`): its indentation.
      // Its sections whose parent is where the key was written (`url:` at the top: load).
      const here = issue.path.filter((part) => typeof part === 'string').join('.');
      const endsWith = (parent: string) =>
        parent === '' ? here === '' : here === parent || here.endsWith(`.${parent}`);
      const homes = (keyHomes.get(key) ?? []).filter((home) => endsWith(home.parent));
      if (homes.length > 0) {
        const names = [...new Set(homes.map((home) => home.section))].slice(0, 3);
        // `ready: http://…` with `status: 204` beside it: nothing can be indented under a string.
        const written = (issue.input as Record<string, unknown> | undefined)?.[names[0]];
        if (typeof written === 'string')
          return {
            path: formatPath([...issue.path, key]),
            message: `is a key of ${names[0]} written as a mapping, and ${names[0]} here is a string: write ${names[0]}: { …, ${key}: … } (its keys are in docs/configuration.md)`,
          };
        return {
          path: formatPath([...issue.path, key]),
          message: `is not a key here; it is a key of ${names.join(' or ')}: indent it under ${names[0]}:`,
        };
      }
      // perf-gate gives each service its port: there is no key to set it with.
      if (key === 'port' && here.endsWith('services'))
        return {
          path: formatPath([...issue.path, key]),
          message:
            'unknown key — perf-gate picks a free port for each service: write {port} where the service reads it (its command, env or ready; perf-gate also sets PORT), or write a fixed port in its command and in the URLs',
        };
      // `ready: { tcp: 5000, status: 200 }`: a key of this very section, in its other form.
      // Only a union's other shape at this very place can know it (zod answers for the one
      // shape whose keys matched).
      const ofThisSection = (keyHomes.get(key) ?? []).some(
        (home) => (home.parent ? `${home.parent}.${home.section}` : home.section) === here,
      );
      const beside = Object.keys((issue.input ?? {}) as object).filter(
        (other) => !issue.keys.includes(other),
      );
      if (ofThisSection && beside.length > 0) {
        return {
          path: formatPath([...issue.path, key]),
          message: `is a key of another form of ${here.split('.').at(-1)}; it does not go with ${beside.join(', ')}`,
        };
      }
      const suggestion = suggestions.left-- > 0 ? closestKey(key, here) : undefined;
      // `arrival-rate`: the known keys it is made of.
      const parts = key.split(/[-_]/).filter((part) => part !== key && keyHomes.has(part));
      // Its other homes, each section once, the shallowest first.
      const sections = new Map<string, string>();
      for (const home of keyHomes.get(key) ?? [])
        if (!sections.has(home.section))
          sections.set(
            home.section,
            home.parent ? `${home.section} (under ${home.parent})` : home.section,
          );
      const elsewhere = [...sections.values()].slice(0, 3);
      const hint = unknownKeyHint({
        top: TOP_KEYS.has(key) && issue.path.length > 0,
        elsewhere,
        suggestion: suggestion === key ? undefined : suggestion,
        parts,
      });
      return { path: formatPath([...issue.path, key]), message: `unknown key${hint}` };
    });
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return [{ path, message: 'is required' }];
  }
  // zod's own words ("Invalid input: expected array, received object") are the parser's, not
  // the user's: say it in YAML's terms, with the shape to write.
  if (issue.code === 'invalid_type' && issue.expected === 'array') {
    const got = Array.isArray(issue.input)
      ? 'a list'
      : typeof issue.input === 'object' && issue.input !== null
        ? 'a mapping'
        : quoted(issue.input);
    return [
      {
        path,
        message: `must be a list, each item on a line starting with "- " (or [a, b]), got ${got}`,
      },
    ];
  }
  if (issue.code === 'invalid_type' && issue.expected === 'object') {
    const got = Array.isArray(issue.input) ? 'a list' : quoted(issue.input);
    return [
      {
        path,
        message: `must be a mapping of keys (key: value lines, or { key: value }), got ${got}`,
      },
    ];
  }
  // zod's "Invalid option: expected one of "fresh"|"shared"": the choices; and the nearest.
  if (issue.code === 'invalid_value') {
    const choices = issue.values.map((v) => JSON.stringify(v));
    const must = issue.message.startsWith('Invalid option')
      ? `must be ${oneOf(choices)}`
      : issue.message;
    const near =
      typeof issue.input === 'string'
        ? closestOf(
            issue.input,
            issue.values.filter((v): v is string => typeof v === 'string'),
          )
        : undefined;
    const got = issue.input === undefined ? '' : `, got ${quoted(issue.input)}`;
    return [{ path, message: `${must}${got}${near ? ` — did you mean "${near}"?` : ''}` }];
  }
  // `:{PORT}`, `:{ port }`: a placeholder perf-gate does not read, where a URL's port goes
  // (a query's `{Port}` is the user's own text).
  if (typeof issue.input === 'string' && /:\{\s*port\b/i.test(withDummyPorts(issue.input))) {
    return [
      {
        path,
        message: `writes the port placeholder as perf-gate does not read it: write {port} or {port:name}, in lower case, got ${quoted(issue.input)}`,
      },
    ];
  }
  const scalar =
    issue.input !== undefined && (typeof issue.input !== 'object' || issue.input === null);
  // Quoted before the config's secrets are known (its load failed): a URL's password is not.
  const got = scalar ? `, got ${quoted(issue.input)}` : '';
  return [{ path, message: `${issue.message}${got}${numberHint(issue)}${portMappingHint(issue)}` }];
}

/**
 * A mapping that may take one of several shapes (`ready: { url … }` or `{ tcp … }`, a setup
 * step's `{ request … }` or `{ run … }`): its keys say which was meant, so what is wrong inside
 * that one is what to say, rather than the list of shapes. Empty where the keys single out no
 * shape and the union's own message (the list) is the better answer.
 */
function describeShapes(
  issue: z.core.$ZodIssueInvalidUnion,
  suggestions: { left: number },
): ConfigProblem[] {
  const given = issue.input;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return [];
  // The shapes of mappings: a word's or a number's fails at the mapping itself ("expected
  // string", "expected 'steady'"), a mapping's only by keys it does not know.
  const shapes = issue.errors.filter(
    (shape) =>
      !shape.some((inner) => inner.path.length === 0 && inner.code !== 'unrecognized_keys'),
  );
  if (shapes.length === 0) return [];
  const unknownTo = (shape: z.core.$ZodIssue[]) =>
    shape.flatMap((inner) =>
      inner.code === 'unrecognized_keys' && inner.path.length === 0 ? inner.keys : [],
    );
  // The keys a shape requires that the mapping lacks (`run` beside `request: …`).
  const lacked = (shape: z.core.$ZodIssue[]) =>
    shape.flatMap((inner) =>
      inner.path.length === 1 && !Object.hasOwn(given, inner.path[0])
        ? [String(inner.path[0])]
        : [],
    );
  const at = (key: string) => formatPath([...issue.path, key]);
  // With one form of mappings, what is wrong is inside it, a key it lacks too.
  const whole = shapes.length === 1 ? shapes : shapes.filter((shape) => lacked(shape).length === 0);

  // What is wrong inside the one shape meant; a key of another shape beside its keys is said
  // where unknown keys are (`{ tcp: 5000, status: 200 }`: "a key of another form of ready").
  if (whole.length === 1)
    return whole[0].flatMap((inner) =>
      describeIssue({ ...inner, path: [...issue.path, ...inner.path] }, suggestions),
    );
  if (whole.length > 1) {
    // `{ request: …, run: … }`: two shapes in one mapping, each with the keys it knows.
    const forms = whole
      .map((shape) => Object.keys(given).filter((key) => !unknownTo(shape).includes(key)))
      .filter((keys) => keys.length > 0)
      .map((keys) => `{ ${keys.join(', ')} }`);
    if (forms.length < 2) return [];
    return [
      {
        path: formatPath(issue.path),
        message: `mixes two forms, ${forms.join(' and ')}: keep one (it ${issue.message})`,
      },
    ];
  }
  // `{ requets: … }`: names no shape. The keys none knows, with the nearest required one.
  const unknown = unknownTo(shapes[0]).filter((key) =>
    shapes.every((shape) => unknownTo(shape).includes(key)),
  );
  const required = [...new Set(shapes.flatMap(lacked))];
  const keys = Object.keys(given);
  // `- when: both` under a step: keys of a form, none that names one. In a list, most often
  // a "-" too many, which starts an entry of its own.
  if (unknown.length === 0 && keys.length > 0 && required.length > 0)
    return [
      {
        path: formatPath(issue.path),
        message: `has no ${required.join(' or ')}${typeof issue.path.at(-1) === 'number' ? `; if ${keys.join(', ')} belong${keys.length === 1 ? 's' : ''} to the entry above, remove the "-" before ${keys.length === 1 ? 'it' : 'them'}` : ''} (it ${issue.message})`,
      },
    ];
  return unknown.map((key) => {
    const near = closestOf(key, required);
    return {
      path: at(key),
      message: near
        ? `unknown key — did you mean "${near}"?`
        : `unknown key (${formatPath(issue.path)} ${issue.message})`,
    };
  });
}

/** `{port}` written unquoted where a value goes: YAML reads it as a mapping ({ port: null }). */
function portMappingHint(issue: z.core.$ZodIssue): string {
  const input = issue.input;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return '';
  const keys = Object.keys(input);
  if (keys.length !== 1 || !/^port(?::[\w.-]+)?$/.test(keys[0])) return '';
  const value = (input as Record<string, unknown>)[keys[0]];
  const placeholder = typeof value === 'string' ? `{port:${value}}` : `{${keys[0]}}`;
  return ` — YAML reads ${placeholder} without quotes as a mapping: write "${placeholder}"`;
}

/** What follows "unknown key" for a key that is not one here: where it goes, or the nearest. */
function unknownKeyHint(known: {
  /** A key of the file's top level, written indented. */
  top: boolean;
  /** The sections it is a key of. */
  elsewhere: string[];
  suggestion: string | undefined;
  /** The known keys a compound key is made of (`arrival-rate`). */
  parts: string[];
}): string {
  const { top, elsewhere, suggestion, parts } = known;
  const of = elsewhere.length > 0 ? `a key of ${elsewhere.join(' or ')}` : '';
  if (top)
    return ` here — it goes at the top of the file, not indented${of ? ` (or it is ${of})` : ''}`;
  if (of) return ` here — it is ${of}`;
  if (suggestion) return ` — did you mean "${suggestion}"?`;
  if (parts.length > 0) return ` — did you mean ${parts.map((part) => `"${part}"`).join(' or ')}?`;
  return '';
}

/** A number written as text (`"200"`, `200/s`) where a number goes: how to write it. */
function numberHint(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type' || issue.expected !== 'number') return '';
  if (typeof issue.input !== 'string') return '';
  const number = /^\s*(\d+(?:\.\d+)?)\s*(?:\/s|rps|req\/s|requests\/s)?\s*$/i.exec(
    issue.input,
  )?.[1];
  return number ? ` — write the number alone, without quotes or units: ${number}` : '';
}

/**
 * Every key the file may use, collected from the schema itself, with the sections it belongs
 * to (`url` → load, steps, …): a known key in the wrong place is a matter of indentation.
 */
const keyHomes = new Map<string, { section: string; parent: string }[]>();
/** The keys of the file's top level: `rounds:` indented under `load:` goes back there. */
const TOP_KEYS = new Set(Object.keys(configFileSchema.shape));
/** The keys of each mapping, by its path (`services.ready`; the top is ''). */
const keysAt = new Map<string, Set<string>>();
(() => {
  // Schemas in use on the way down: a reused one (a variant's load is the shared load's) is
  // walked again under each parent, a recursive one only once.
  const active = new Set<unknown>();
  // `path`: the keys down to this schema (list items add none): `services.ready`.
  const walk = (schema: unknown, path: string[]): void => {
    if (!schema || active.has(schema)) return;
    active.add(schema);
    const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return void active.delete(schema);
    if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        const here = path.join('.');
        keysAt.set(here, (keysAt.get(here) ?? new Set()).add(key));
        const homes = keyHomes.get(key) ?? [];
        const section = path.at(-1);
        const parent = path.slice(0, -1).join('.');
        if (section && !homes.some((home) => home.section === section && home.parent === parent))
          homes.push({ section, parent });
        keyHomes.set(key, homes);
        walk(child, [...path, key]);
      }
    }
    for (const field of ['innerType', 'element', 'valueType', 'in', 'out']) walk(def[field], path);
    if (Array.isArray(def.options)) def.options.forEach((option) => walk(option, path));
    active.delete(schema);
  };
  walk(configFileSchema, []);
  // The shallowest section first: `url` is load's before it is a ready probe's.
  const depth = (home: { parent: string }) => (home.parent ? home.parent.split('.').length : 0);
  for (const homes of keyHomes.values()) homes.sort((a, b) => depth(a) - depth(b));
})();

/**
 * The nearest key of the mapping at `here`: one of its own keys, not the nearest anywhere
 * (`services[0].port` is not "report").
 */
function closestKey(key: string, here: string): string | undefined {
  return closestOf(key, [...(keysAt.get(here) ?? [])]);
}

/** Config paths of simple mode, named as the inputs the user actually set. */
const inputOfPath: Record<string, string> = {
  'services[0].command': 'command',
  'services[0].ready': 'ready',
  'load.url': 'url',
  'load.connections': 'connections',
  'load.duration': 'duration',
  'load.requests': 'requests',
  'load.warmup': 'warmup',
  rounds: 'rounds',
  'max-rounds': 'max-rounds',
  budget: 'budget',
  'baseline.name': 'baseline-name',
  'variants[0].name': 'variant-name',
  'gate.throughput': 'fail-on',
  seed: 'seed',
};

export function configFromInputs(inputs: SimpleInputs): Config {
  requireSimpleInputs(inputs);
  // A non-number is passed on as text, so the message quotes what the user wrote.
  const number = (text: string) =>
    text.trim() === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text;
  const env = (text: string, input: string) => {
    try {
      return parseEnvLines(text, input);
    } catch (error) {
      throw new ConfigError('action inputs', [
        { path: `input '${input}'`, message: (error as Error).message },
      ]);
    }
  };
  const file = {
    services: [{ name: 'app', command: inputs.command, ready: inputs.ready || undefined }],
    load: {
      url: inputs.url,
      connections: number(inputs.connections),
      requests: number(inputs.requests),
      duration: number(inputs.requests) === undefined ? number(inputs.duration) : undefined,
      warmup: number(inputs.warmup),
    },
    rounds: number(inputs.rounds),
    'max-rounds': number(inputs.maxRounds ?? ''),
    budget: inputs.budget || undefined,
    seed: number(inputs.seed),
    baseline: {
      name: inputs.baselineName || 'baseline',
      env: env(inputs.baselineEnv, 'baseline-env'),
    },
    variants: [
      { name: inputs.variantName || 'variant', env: env(inputs.variantEnv, 'variant-env') },
    ],
    // CPU per request follows throughput's tolerance (see resolveGate), and its switch too:
    // simple mode has no other input for it.
    gate: {
      throughput: inputs.failOn || '5%',
      ...(inputs.failOn.trim() === 'off' ? { cpu: 'off' } : {}),
      errors: '1%',
    },
  };
  try {
    return validateConfig(file, 'action inputs');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    throw new ConfigError(
      'action inputs',
      error.problems.map((p) => ({
        path: inputOfPath[p.path] ? `input '${inputOfPath[p.path]}'` : p.path,
        message: p.message,
      })),
    );
  }
}
