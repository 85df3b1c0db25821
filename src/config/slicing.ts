/**
 * When the variants of a round can take turns in slices: one list of conditions, each with
 * its rule in words, why it is needed, and the check that names the variant breaking it. The
 * schema's default text, the reference in docs/configuration.md and `perf-gate validate`
 * quote these, so the rule is written once.
 */
import { DEFAULTS } from './defaults.js';
import { LIMITS } from './limits.js';
import { servicesNeedingPorts } from './ports.js';
import type { Config, Lifecycle, VariantSpec } from './types.js';
import { durationText, parseDuration } from './units.js';

interface SliceCondition {
  /** What must hold for every variant, as the docs say it. */
  rule: string;
  /** Why slices need it. */
  because: string;
  /** Why this variant (at `path`) breaks it, or undefined. */
  brokenBy(
    variant: VariantSpec,
    path: string,
    lifecycle: Lifecycle,
    sliceMs: number,
  ): string | undefined;
}

const SAME_PORT = /\{port(:[^}]*)?\}/;

export const SLICE_CONDITIONS: readonly SliceCondition[] = [
  {
    rule: 'no `load.pipelining` above 1',
    because: "a slice's end could not let the pipelined requests finish and count",
    brokenBy: (v, path) =>
      v.load.pipelining > 1
        ? `${path} pipelines requests (load.pipelining: ${v.load.pipelining}), and a slice's end could not let the pipelined ones finish and count`
        : undefined,
  },
  {
    rule: "`setup` only as requests to the variant's own `{port}`, with `lifecycle: fresh`",
    because:
      "a setup command, or a request to a fixed address, may reset a database or a file the variants share, and with `lifecycle: shared` one app holds every variant's state",
    brokenBy: (v, path, lifecycle) => {
      if (lifecycle === 'shared' && v.setup.length > 0)
        return `${path} has setup steps and one app serves every variant (lifecycle: shared), so the slices of a round would share the state they make`;
      const command = v.setup.findIndex((step) => step.kind === 'run');
      if (command >= 0)
        return `setup[${command}] of ${path} runs a command, whose state (a database, a file) the variants' slices might share; setup requests to the variant's own {port} can run in slices`;
      const shared = v.setup.findIndex(
        (step) => step.kind === 'request' && !SAME_PORT.test(step.request.url),
      );
      if (lifecycle === 'fresh' && shared >= 0)
        return `setup[${shared}] of ${path} goes to a URL without {port}, whose state the variants' slices might share; setup requests to the variant's own {port} can run in slices`;
      return undefined;
    },
  },
  {
    rule: 'a `load.duration` of at least two slices, or a `load.requests` of at least two per connection (the open model too: its ramp-up runs once, before the first slice)',
    because: 'each variant needs two slices at least to take turns',
    brokenBy: (v, path, _lifecycle, sliceMs) => {
      if (v.load.amount !== undefined)
        return v.load.amount < 2 * v.load.connections
          ? `${path}'s load.requests (${v.load.amount}) is fewer than two slices of one request per connection`
          : undefined;
      const durationMs = v.load.durationMs ?? DEFAULTS.durationMs;
      return durationMs < 2 * sliceMs
        ? `${path}'s load.duration (${durationText(durationMs)}) is shorter than two slices of ${durationText(sliceMs)}`
        : undefined;
    },
  },
  {
    rule: 'with `lifecycle: fresh`, every service on its own `{port}`',
    because:
      'two copies of a service on a fixed port, or two workers on one queue, could not run side by side',
    brokenBy: (v, path, lifecycle) => {
      const withPort = new Set(servicesNeedingPorts(v.services));
      const fixed = v.services.find((s) => !withPort.has(s.name));
      return lifecycle === 'fresh' && fixed
        ? `service "${fixed.name}" of ${path} takes no port from {port}, so the variants' copies of it might not run side by side (a fixed port, or a worker sharing a queue)`
        : undefined;
    },
  },
];

/** The conditions as one phrase: "no `load.pipelining` above 1; …; and with `lifecycle: fresh` …". */
export function sliceRule(): string {
  const rules = SLICE_CONDITIONS.map((c) => c.rule);
  return `${rules.slice(0, -1).join('; ')}; and ${rules.at(-1)}`;
}

/** Why the variants cannot take turns in slices of `sliceMs`, if they cannot: the first broken condition. */
export function whyNotSliced(
  { variants, lifecycle }: Pick<Config, 'variants' | 'lifecycle'>,
  sliceMs: number,
  paths: readonly string[],
): string | undefined {
  for (const [i, variant] of variants.entries()) {
    for (const condition of SLICE_CONDITIONS) {
      const why = condition.brokenBy(variant, paths[i], lifecycle, sliceMs);
      if (why) return why;
    }
  }
  return undefined;
}

/**
 * The slice length, or why each window runs whole. By default the variants take turns
 * wherever they can; a `slice` given where they cannot is a problem that says why.
 */
export function resolveSlice(
  given: string | number | undefined,
  experiment: Pick<Config, 'variants' | 'lifecycle'>,
  paths: readonly string[],
  problem: (path: string, message: string) => void,
): Pick<Config, 'sliceMs' | 'wholeTrialsBecause'> {
  if (given === 'off') return { wholeTrialsBecause: 'slice: off' };
  // The schema checked the form and the upper bound.
  const sliceMs = given === undefined ? DEFAULTS.sliceMs : parseDuration(given)!;
  if (sliceMs < LIMITS.slice.minMs) {
    problem(
      'slice',
      `must be at least ${durationText(LIMITS.slice.minMs)}: ${LIMITS.slice.why}; or "off"`,
    );
    return {};
  }
  const why = whyNotSliced(experiment, sliceMs, paths);
  if (why && given !== undefined) problem('slice', `${why}; remove slice or set it to "off"`);
  return why ? { wholeTrialsBecause: why } : { sliceMs };
}

/** How a config's rounds run, in the words `perf-gate validate` prints. */
export function describeSlicing(config: Pick<Config, 'sliceMs' | 'wholeTrialsBecause'>): string {
  if (config.sliceMs)
    return `the variants of a round taking turns in ${durationText(config.sliceMs)} slices`;
  const why = config.wholeTrialsBecause ?? 'slice: off';
  if (why === 'slice: off') return 'each trial whole (slice: off)';
  return `each trial whole, because ${why} (the variants take turns where ${sliceRule()})`;
}

/**
 * The experiment with the given variants, each run from a commit of its own (the history's
 * arms, a bisect's step): two commits cannot share one app, so a config whose own variants
 * did not differ (normalized to `lifecycle: shared`) runs them `fresh` — with `shared` every
 * arm was measured on the first arm's process, and HEAD always matched its release. Slices
 * are checked again for `fresh` (a service on a fixed port, say, then runs each trial whole).
 */
export function withVariantsFromCommits(config: Config, variants: VariantSpec[]): Config {
  const next: Config = { ...config, variants, lifecycle: 'fresh' };
  if (config.lifecycle === 'fresh' || config.sliceMs === undefined) return next;
  const paths = variants.map((v) => `variant "${v.name}"`);
  const why = whyNotSliced(next, config.sliceMs, paths);
  return why ? { ...next, sliceMs: undefined, wholeTrialsBecause: why } : next;
}
