/**
 * The one parser of the benchmarks' command lines (`npm run bench`, `npm run bench:noise`, the
 * scripts in bench/studies/): each option declared once with what it accepts, parsed by
 * node:util's parseArgs, checked, and typed. A wrong option stops the command with a line that
 * names the option and what it accepts, then the usage text.
 */
import { parseArgs } from 'node:util';

interface Described {
  /** One line: what it does (its default, where it has one). */
  about: string;
}
export type Option = Described &
  (
    | { type: 'boolean' }
    /** `value` is the placeholder the usage shows (FILE, DIR, 1s|500ms). */
    | { type: 'string'; value: string; choices?: readonly string[] }
    /** A comma-separated list: `--designs a,b`. */
    | { type: 'list'; value: string; choices?: readonly string[] }
    | { type: 'number'; value: string; min: number; integer?: boolean }
  );
export type Options = Record<string, Option>;

/** One of `choices` where there are choices. */
type Item<O> = O extends { choices: readonly (infer C extends string)[] } ? C : string;
type ValueOf<O extends Option> = O extends { type: 'boolean' }
  ? boolean
  : O extends { type: 'number' }
    ? number
    : O extends { type: 'list' }
      ? Item<O>[]
      : Item<O>;
/** What was given of each option; absent: not given. */
export type Values<S extends Options> = { [K in keyof S]?: ValueOf<S[K]> };
export type AnyValues = Record<string, boolean | number | string | string[] | undefined>;

export interface Command<S extends Options> {
  /** How the user starts it: `npm run bench:noise --`. */
  name: string;
  /** The usage lines before the options, without the name. */
  synopsis: string[];
  options: S;
  /** The placeholder of the positional arguments (FILE…); absent: none are accepted. */
  positionals?: string;
}

export class UsageError extends Error {}

export interface Parsed<S extends Options> {
  values: Values<S>;
  positionals: string[];
  /** The options given, in the order given (for checks of which apply together). */
  given: (keyof S & string)[];
  /** Stops the command: `message`, then the usage text. */
  fail(message: string): never;
}

/** What an option accepts, as the usage and the errors say it. */
export function accepts(option: Option): string {
  if (option.type === 'boolean') return 'no value';
  if (option.type === 'number')
    return `${option.integer ? 'a whole number' : 'a number'} ≥ ${option.min}`;
  if (option.choices)
    return option.type === 'list'
      ? `one or more of ${option.choices.join(', ')}, comma-separated`
      : `one of ${option.choices.join(', ')}`;
  return option.type === 'list' ? `${option.value}, comma-separated` : option.value;
}

export function usage<S extends Options>(command: Command<S>): string {
  const flag = (name: string, o: Option) => `--${name}${o.type === 'boolean' ? '' : ` ${o.value}`}`;
  const width = Math.max(...Object.entries(command.options).map(([n, o]) => flag(n, o).length));
  return [
    ...command.synopsis.map(
      (line, i) => `${i === 0 ? 'usage:' : '      '} ${command.name} ${line}`,
    ),
    '',
    ...Object.entries(command.options).map(
      ([name, o]) =>
        `  ${flag(name, o).padEnd(width)}  ${o.about}${o.type === 'number' || ('choices' in o && o.choices) ? ` (${accepts(o)})` : ''}`,
    ),
  ].join('\n');
}

function usageError<S extends Options>(command: Command<S>, message: string): UsageError {
  return new UsageError(`${command.name.replace(/ --$/, '')}: ${message}\n\n${usage(command)}`);
}

/** Parses `args` (the command's own: process.argv.slice(2)); throws UsageError when wrong. */
export function parseOptions<S extends Options>(command: Command<S>, args: string[]): Parsed<S> {
  const fail = (message: string): never => {
    throw usageError(command, message);
  };
  // Not strict: every token is checked below, so that each error names its option.
  const { tokens } = parseArgs({
    args,
    strict: false,
    allowPositionals: true,
    tokens: true,
    options: Object.fromEntries(
      Object.entries(command.options).map(([name, o]) => [
        name,
        { type: o.type === 'boolean' ? ('boolean' as const) : ('string' as const) },
      ]),
    ),
  });
  const values: AnyValues = {};
  const positionals: string[] = [];
  const given: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      if (command.positionals === undefined) fail(`'${token.value}' is not an option.`);
      positionals.push(token.value);
      continue;
    }
    const option = command.options[token.name];
    if (!option || !token.rawName.startsWith('--')) fail(`there is no option ${token.rawName}.`);
    const name = `--${token.name}`;
    if (given.includes(token.name)) fail(`${name} is given twice.`);
    given.push(token.name);
    if (option.type === 'boolean') {
      if (token.value !== undefined) fail(`${name} takes no value, got '${token.value}'.`);
      values[token.name] = true;
      continue;
    }
    const text = token.value;
    if (text === undefined || text === '' || text.startsWith('--'))
      fail(`${name} needs a value: ${accepts(option)}.`);
    values[token.name] = valueOf(name, option, text!, fail);
  }
  return { values: values as Values<S>, positionals, given: given as (keyof S & string)[], fail };
}

function valueOf(
  name: string,
  option: Exclude<Option, { type: 'boolean' }>,
  text: string,
  fail: (message: string) => never,
): string | number | string[] {
  const wrong = () => fail(`${name} accepts ${accepts(option)}, got '${text}'.`);
  if (option.type === 'number') {
    const n = Number(text);
    if (!Number.isFinite(n) || n < option.min || (option.integer && !Number.isInteger(n))) wrong();
    return n;
  }
  const items = option.type === 'list' ? text.split(',').map((item) => item.trim()) : [text];
  if (items.some((item) => item === '' || (option.choices && !option.choices.includes(item))))
    wrong();
  return option.type === 'list' ? items : text;
}

/**
 * For an entry point: parses process.argv (`--help` prints the usage); when an option is wrong (then or later, through
 * `fail`), prints what was wrong and the usage on stderr and exits with 2.
 */
export function parseOrExit<S extends Options>(
  command: Command<S>,
  args = process.argv.slice(2),
): Parsed<S> {
  const exit = (error: unknown): never => {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(2);
  };
  if (args.includes('--help')) {
    console.log(usage(command));
    process.exit(0);
  }
  try {
    const parsed = parseOptions(command, args);
    return { ...parsed, fail: (message) => exit(usageError(command, message)) };
  } catch (error) {
    return exit(error);
  }
}
