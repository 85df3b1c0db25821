/**
 * The config file as a user writes it. This one schema validates the file, produces the
 * error messages, and is exported as JSON Schema (perf-gate.schema.json) for editors.
 */
import { z } from 'zod';
import { DURATION_PATTERN, PERCENT_PATTERN } from './units.js';
import { TCP_TARGET, withDummyPorts } from './ports.js';
import { byMetric, GATE_METRICS } from '../model/metrics.js';

const DURATION_MESSAGE =
  'must be a duration like "500ms", "30s" or "2m" (a bare number means seconds)';
const duration = z.union(
  [
    z.number({ error: DURATION_MESSAGE }).positive({ error: DURATION_MESSAGE }),
    z
      .string({ error: DURATION_MESSAGE })
      .regex(new RegExp(DURATION_PATTERN), { error: DURATION_MESSAGE }),
  ],
  { error: DURATION_MESSAGE },
);

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

const TCP_MESSAGE = 'must be a port number, "host:port" or "{port}"';
const ready = z.union(
  [
    url,
    z.strictObject({
      url: url,
      status: z.union([positiveInt, z.array(positiveInt)]).optional(),
      timeout: duration.optional(),
      interval: duration.optional(),
    }),
    z.strictObject({
      tcp: z.union(
        [
          positiveInt.max(65535, { error: TCP_MESSAGE }),
          z.string({ error: TCP_MESSAGE }).regex(TCP_TARGET, { error: TCP_MESSAGE }),
        ],
        { error: TCP_MESSAGE },
      ),
      timeout: duration.optional(),
      interval: duration.optional(),
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
  grace: duration.optional(),
});

/** A variant may replace a service's command, env, cwd or probe, found by name. */
const serviceOverride = service.partial().required({ name: true });

const stage = z.strictObject({ duration, rate: positiveNumber });

const warmup = z.union(
  [duration, z.strictObject({ duration: duration.optional(), requests: positiveInt.optional() })],
  { error: 'must be a duration like "2s" or { requests: N }' },
);

const load = z.strictObject({
  url: url.optional(),
  method: z
    .string()
    .regex(/^[A-Za-z]+$/, { error: 'must be an HTTP method like GET' })
    .optional(),
  headers: headers.optional(),
  body: z.string().optional(),
  steps: z.array(request).min(1).optional(),
  connections: positiveInt.optional(),
  pipelining: positiveInt.optional(),
  duration: duration.optional(),
  requests: positiveInt.optional(),
  rate: positiveNumber.optional(),
  stages: z.array(stage).optional(),
  arrival: z.enum(['constant', 'poisson'], { error: 'must be "constant" or "poisson"' }).optional(),
  timeout: duration.optional(),
  objective: duration.optional(),
  warmup: warmup.optional(),
});

/** When a setup step runs in a trial; see SetupWhen. */
const setupWhen = z.enum(['measure', 'warmup', 'both'], {
  error: 'must be "measure" (after the warm-up, the default), "warmup" (before it) or "both"',
});

const setupStep = z.union(
  [
    z.strictObject({ request, timeout: duration.optional(), when: setupWhen.optional() }),
    z.strictObject({ run: name, timeout: duration.optional(), when: setupWhen.optional() }),
  ],
  { error: 'must be { request: "GET http://…" } or { run: "command" }' },
);

const variant = z.strictObject({
  name,
  ref: z
    .string({ error: 'must be "base", a branch, a tag or a commit SHA' })
    .regex(/^[\w./@^~-]+$/, { error: 'must be "base", a branch, a tag or a commit SHA' })
    .optional(),
  build: name.optional(),
  env: env.optional(),
  services: z.array(serviceOverride).optional(),
  load: load.optional(),
  setup: z.array(setupStep).optional(),
});

const gate = z.strictObject({
  // One key per gateable metric of the registry.
  ...byMetric(GATE_METRICS, () => percent.optional()),
  alpha: z.number().gt(0).lt(0.5, { error: 'must be between 0 and 0.5, e.g. 0.05' }).optional(),
  inconclusive: z.enum(['pass', 'fail']).optional(),
  test: z.enum(['t', 'permutation', 'trimmed']).optional(),
});

const ROUNDS_MESSAGE = 'must be a whole number of at least 2: a paired comparison needs two rounds';

export const configFileSchema = z.strictObject({
  $schema: z.string().optional(),
  services: z.array(service).min(1, { error: 'must list at least one service' }),
  load,
  setup: z.array(setupStep).optional(),
  rounds: z
    .number({ error: ROUNDS_MESSAGE })
    .int({ error: ROUNDS_MESSAGE })
    .min(2, { error: ROUNDS_MESSAGE })
    .optional(),
  warmup: z
    .number({ error: 'must be a whole number of warm-up rounds (0 or more)' })
    .int({ error: 'must be a whole number of warm-up rounds (0 or more)' })
    .min(0, { error: 'must be a whole number of warm-up rounds (0 or more)' })
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
          .min(0, { error: RERUNS_MESSAGE }),
        percent,
      ],
      { error: RERUNS_MESSAGE },
    )
    .optional(),
  baseline: variant,
  variants: z.array(variant).min(1, { error: 'must list at least one variant to compare' }),
  gate: gate.optional(),
  report: z
    .strictObject({
      id: z
        .string()
        .regex(/^[\w.-]+$/, { error: 'must be letters, digits, ".", "_" or "-"' })
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
  return z.toJSONSchema(configFileSchema, { io: 'input', unrepresentable: 'any' });
}
