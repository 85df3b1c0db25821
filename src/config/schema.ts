/**
 * The config file as a user writes it. This one schema validates the file, produces the
 * error messages, and is exported as JSON Schema (perf-gate.schema.json) for editors.
 */
import { z } from 'zod';
import { DURATION_PATTERN, parseDuration, PERCENT_PATTERN } from './units.js';
import { TCP_TARGET, withDummyPorts } from './ports.js';
import { byMetric, GATE_METRICS } from '../model/metrics.js';
import { REPORT_ID_PATTERN, REPORT_ID_RULE } from './report-id.js';

/**
 * Upper bounds of counts, sizes and durations. A value beyond them is a typo or a test of
 * the tool (connections: 1e9 ran perf-gate out of memory; durations beyond Node's 2^31 ms
 * timer limit fire at once), so the config refuses it and says why.
 */
export const LIMITS = {
  rounds: { max: 1000, why: 'every round runs every variant once; 1000 already takes hours' },
  warmupRounds: { max: 100, why: 'warm-up rounds are run but not analysed' },
  reruns: {
    max: 100,
    why: 'a re-run repeats a disturbed trial; more means the runner is too busy',
  },
  connections: {
    max: 10_000,
    why: 'each connection is a socket and a buffer in perf-gate; more runs out of file descriptors or memory',
  },
  pipelining: { max: 1000, why: 'requests in flight per connection; more only queues in the app' },
  requests: { max: 100_000_000, why: 'a fixed request count per trial' },
  rate: { max: 1_000_000, why: 'one load generator cannot send more requests per second' },
  variants: { max: 20, why: 'each variant adds a trial to every round and a table to the report' },
  services: { max: 20, why: 'each service is a process started for every trial' },
  steps: { max: 1000, why: 'requests cycled in one trial' },
  setup: { max: 100, why: 'steps run before every trial' },
  stages: { max: 100, why: 'ramp-up stages before one trial' },
  trial: { maxMs: 3_600_000, why: 'one trial; longer trials are better spent as more rounds' },
  requestTimeout: { maxMs: 600_000, why: 'a request still unanswered after 10m has failed' },
  startup: { maxMs: 3_600_000, why: 'waiting for a service or a setup step' },
  grace: { maxMs: 600_000, why: 'time a service gets to stop after SIGTERM' },
  interval: { maxMs: 60_000, why: 'pause between readiness probes' },
};

const DURATION_MESSAGE =
  'must be a duration like "500ms", "30s" or "2m" (a bare number means seconds)';

/** Milliseconds as the shortest duration text that says it: 90_000 → "90s", 3_600_000 → "1h". */
export function durationText(ms: number): string {
  for (const [unit, size] of [
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
  ] as const) {
    if (ms >= size && ms % size === 0) return `${ms / size}${unit}`;
  }
  return `${ms}ms`;
}

/** A duration up to a limit; with `zero`, 0 is accepted too and means "none". */
function duration(limit: { maxMs: number; why: string }, { zero = false } = {}) {
  return z
    .union(
      [
        z.number({ error: DURATION_MESSAGE }),
        z.string({ error: DURATION_MESSAGE }).regex(new RegExp(DURATION_PATTERN), {
          error: DURATION_MESSAGE,
        }),
      ],
      { error: DURATION_MESSAGE },
    )
    .refine((value) => parseDuration(value, { zero }) !== undefined, {
      error: zero ? 'must be 0 or more' : 'must be longer than 0',
      abort: true,
    })
    .refine((value) => parseDuration(value, { zero })! <= limit.maxMs, {
      error: `must be at most ${durationText(limit.maxMs)} (${limit.why})`,
    });
}

/** A whole number from 1 to a limit. */
function count(limit: { max: number; why: string }) {
  const message = 'must be a positive whole number';
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(limit.max, { error: `must be at most ${limit.max} (${limit.why})` });
}

const percent = z
  .string({ error: 'must be a percentage like "5%"' })
  .regex(new RegExp(PERCENT_PATTERN), {
    error: 'must be a percentage like "5%"',
  });

const RERUNS_MESSAGE =
  'must be a whole number of extra rounds (0 or more) or a share of the rounds like "30%"';

const positiveInt = z
  .number({ error: 'must be a positive whole number' })
  .int({ error: 'must be a positive whole number' })
  .positive({ error: 'must be a positive whole number' });

const positiveNumber = z
  .number({ error: 'must be a positive number' })
  .positive({ error: 'must be a positive number' });

const name = z.string({ error: 'must be a non-empty string' }).trim().min(1, {
  error: 'must be a non-empty string',
});

const env = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean()], { error: 'must be a string, number or boolean' }),
  { error: 'must be a mapping of NAME: value' },
);

const headers = z.record(z.string(), z.string({ error: 'must be a string' }), {
  error: 'must be a mapping of Header-Name: value',
});

/** An http(s) URL; `{port}` placeholders are allowed where a port goes. */
const url = z
  .string({ error: 'must be an http:// URL' })
  .refine((text) => isHttpUrl(withDummyPorts(text)), {
    error: 'must be an http:// URL',
  });

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** `GET http://127.0.0.1:5000/setup`, or just the URL for a GET. */
const requestLine = z.string().regex(/^([A-Z]+\s+)?https?:\/\/\S+$/, {
  error: 'must be a URL, optionally preceded by a method: "GET http://127.0.0.1:5000/path"',
});

const request = z.union(
  [
    requestLine,
    z.strictObject({
      method: z
        .string()
        .regex(/^[A-Za-z]+$/, { error: 'must be an HTTP method like GET' })
        .optional(),
      url: url,
      headers: headers.optional(),
      body: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    }),
  ],
  { error: 'must be a request: a URL string, or { method, url, headers, body }' },
);

const STATUS_MESSAGE = 'must be an HTTP status code from 100 to 599';
const statusCode = z
  .number({ error: STATUS_MESSAGE })
  .int({ error: STATUS_MESSAGE })
  .min(100, { error: STATUS_MESSAGE })
  .max(599, { error: STATUS_MESSAGE });

const TCP_MESSAGE = 'must be a port number, "host:port" or "{port}"';
const ready = z.union(
  [
    url,
    z.strictObject({
      url: url,
      status: z.union([statusCode, z.array(statusCode)]).optional(),
      timeout: duration(LIMITS.startup).optional(),
      interval: duration(LIMITS.interval).optional(),
    }),
    z.strictObject({
      tcp: z.union(
        [
          positiveInt.max(65535, { error: TCP_MESSAGE }),
          z.string({ error: TCP_MESSAGE }).regex(TCP_TARGET, { error: TCP_MESSAGE }),
        ],
        { error: TCP_MESSAGE },
      ),
      timeout: duration(LIMITS.startup).optional(),
      interval: duration(LIMITS.interval).optional(),
    }),
  ],
  { error: 'must be a URL, { url, status, timeout } or { tcp: PORT }' },
);

const service = z.strictObject({
  name,
  command: name,
  cwd: z.string().optional(),
  env: env.optional(),
  ready: ready.optional(),
  grace: duration(LIMITS.grace).optional(),
});

/** A variant may replace a service's command, env, cwd or probe, found by name. */
const serviceOverride = service.partial().required({ name: true });

const rate = positiveNumber.max(LIMITS.rate.max, {
  error: `must be at most ${LIMITS.rate.max} (${LIMITS.rate.why})`,
});

const stage = z.strictObject({ duration: duration(LIMITS.trial), rate });

const warmup = z.union(
  [
    duration(LIMITS.trial, { zero: true }),
    z.strictObject({
      duration: duration(LIMITS.trial, { zero: true }).optional(),
      requests: count(LIMITS.requests).optional(),
    }),
  ],
  { error: 'must be a duration like "2s" (0: none) or { requests: N }' },
);

/** At most `limit.max` entries, saying why. */
const atMost = (limit: { max: number; why: string }) => ({
  error: `may list at most ${limit.max} (${limit.why})`,
});

const load = z.strictObject({
  url: url.optional(),
  method: z
    .string()
    .regex(/^[A-Za-z]+$/, { error: 'must be an HTTP method like GET' })
    .optional(),
  headers: headers.optional(),
  body: z.string().optional(),
  steps: z.array(request).min(1).max(LIMITS.steps.max, atMost(LIMITS.steps)).optional(),
  connections: count(LIMITS.connections).optional(),
  pipelining: count(LIMITS.pipelining).optional(),
  duration: duration(LIMITS.trial).optional(),
  requests: count(LIMITS.requests).optional(),
  rate: rate.optional(),
  stages: z.array(stage).max(LIMITS.stages.max, atMost(LIMITS.stages)).optional(),
  arrival: z.enum(['constant', 'poisson'], { error: 'must be "constant" or "poisson"' }).optional(),
  timeout: duration(LIMITS.requestTimeout).optional(),
  objective: duration(LIMITS.requestTimeout).optional(),
  warmup: warmup.optional(),
});

/** When a setup step runs in a trial; see SetupWhen. */
const setupWhen = z.enum(['measure', 'warmup', 'both'], {
  error: 'must be "measure" (after the warm-up, the default), "warmup" (before it) or "both"',
});

const setupStep = z.union(
  [
    z.strictObject({
      request,
      timeout: duration(LIMITS.startup).optional(),
      when: setupWhen.optional(),
    }),
    z.strictObject({
      run: name,
      timeout: duration(LIMITS.startup).optional(),
      when: setupWhen.optional(),
    }),
  ],
  { error: 'must be { request: "GET http://…" } or { run: "command" }' },
);

const setupSteps = z.array(setupStep).max(LIMITS.setup.max, atMost(LIMITS.setup));

/** A host name or address, as readiness probes and setup requests may name it. */
const host = z
  .string({ error: 'must be a host name or IP address' })
  .regex(/^[\w.-]+$|^\[[\da-fA-F:]+\]$/, {
    error: 'must be a host name or IP address, like "db" or "10.0.0.5"',
  });

const variant = z.strictObject({
  name,
  ref: z
    .string({ error: 'must be "base", a branch, a tag or a commit SHA' })
    .regex(/^[\w./@^~-]+$/, { error: 'must be "base", a branch, a tag or a commit SHA' })
    .optional(),
  build: name.optional(),
  env: env.optional(),
  services: z.array(serviceOverride).max(LIMITS.services.max, atMost(LIMITS.services)).optional(),
  load: load.optional(),
  setup: setupSteps.optional(),
});

const GATE_VALUE_MESSAGE = 'must be a percentage like "5%", or off to switch this gate off';
const gateValue = z.union(
  [
    z
      .string({ error: GATE_VALUE_MESSAGE })
      .regex(new RegExp(PERCENT_PATTERN), { error: GATE_VALUE_MESSAGE }),
    z.literal('off'),
    // YAML 1.1 tools write `off` as false.
    z.literal(false),
  ],
  { error: GATE_VALUE_MESSAGE },
);

const gate = z.strictObject({
  // One key per gateable metric of the registry; `off` drops a gate that is on by default.
  ...byMetric(GATE_METRICS, () => gateValue.optional()),
  alpha: z.number().gt(0).lt(0.5, { error: 'must be between 0 and 0.5, e.g. 0.05' }).optional(),
  inconclusive: z.enum(['pass', 'fail']).optional(),
  test: z.enum(['t', 'permutation', 'trimmed']).optional(),
});

const ROUNDS_MESSAGE = 'must be a whole number of at least 2: a paired comparison needs two rounds';

export const configFileSchema = z.strictObject({
  $schema: z.string().optional(),
  services: z
    .array(service)
    .min(1, { error: 'must list at least one service' })
    .max(LIMITS.services.max, atMost(LIMITS.services)),
  load,
  setup: setupSteps.optional(),
  'allow-hosts': z
    .array(host)
    .max(100, atMost({ max: 100, why: 'hosts' }))
    .optional(),
  rounds: z
    .number({ error: ROUNDS_MESSAGE })
    .int({ error: ROUNDS_MESSAGE })
    .min(2, { error: ROUNDS_MESSAGE })
    .max(LIMITS.rounds.max, {
      error: `must be at most ${LIMITS.rounds.max} (${LIMITS.rounds.why})`,
    })
    .optional(),
  warmup: z
    .number({ error: 'must be a whole number of warm-up rounds (0 or more)' })
    .int({ error: 'must be a whole number of warm-up rounds (0 or more)' })
    .min(0, { error: 'must be a whole number of warm-up rounds (0 or more)' })
    .max(LIMITS.warmupRounds.max, {
      error: `must be at most ${LIMITS.warmupRounds.max} (${LIMITS.warmupRounds.why})`,
    })
    .optional(),
  seed: z
    .number({ error: 'must be a whole number ≥ 0' })
    .int({ error: 'must be a whole number ≥ 0' })
    .min(0, { error: 'must be a whole number ≥ 0' })
    .optional(),
  lifecycle: z.enum(['fresh', 'shared']).optional(),
  reruns: z
    .union(
      [
        z
          .number({ error: RERUNS_MESSAGE })
          .int({ error: RERUNS_MESSAGE })
          .min(0, { error: RERUNS_MESSAGE })
          .max(LIMITS.reruns.max, {
            error: `must be at most ${LIMITS.reruns.max} (${LIMITS.reruns.why})`,
          }),
        percent,
      ],
      { error: RERUNS_MESSAGE },
    )
    .optional(),
  baseline: variant,
  variants: z
    .array(variant)
    .min(1, { error: 'must list at least one variant to compare' })
    .max(LIMITS.variants.max, atMost(LIMITS.variants)),
  gate: gate.optional(),
  report: z
    .strictObject({
      id: z
        .string({ error: REPORT_ID_RULE })
        .regex(new RegExp(REPORT_ID_PATTERN), { error: REPORT_ID_RULE })
        .optional(),
      title: z.string().optional(),
      comment: z.enum(['always', 'on-change', 'never']).optional(),
    })
    .optional(),
});

export type ConfigFile = z.infer<typeof configFileSchema>;
export type VariantFile = z.infer<typeof variant>;
export type LoadFile = z.infer<typeof load>;
export type ServiceFile = z.infer<typeof service>;
export type ServiceOverrideFile = z.infer<typeof serviceOverride>;
export type RequestFile = z.infer<typeof request>;
export type ReadyFile = z.infer<typeof ready>;
export type SetupFile = z.infer<typeof setupStep>;

/** JSON Schema of the file, for editors (`# yaml-language-server: $schema=…`). */
export function configJsonSchema(): object {
  const schema = z.toJSONSchema(configFileSchema, { io: 'input', unrepresentable: 'any' });
  // Top-level x- keys hold YAML anchors for merge keys; validateConfig drops them.
  return { ...schema, patternProperties: { '^x-': {} } };
}
