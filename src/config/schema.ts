/**
 * The config file as a user writes it. This one schema validates the file, produces the
 * error messages, and is exported as JSON Schema (perf-gate.schema.json) for editors.
 *
 * Adding a key: wrap its schema in `doc(schema, 'What it does.', { default })` and then make
 * it `.optional()`. The description and default show in editors and in the reference of
 * docs/configuration.md; run `npm run docs` to regenerate it (a test fails until you do, and
 * another when a key has no description). Take defaults from DEFAULTS, not literals, and
 * bounds from LIMITS (./limits.ts). `defaultText` is for a default that is not one value.
 */
import { z } from 'zod';
import {
  DURATION_PATTERN,
  durationText,
  parseDuration,
  parsePercent,
  PERCENT_PATTERN,
} from './units.js';
import { TCP_TARGET, withDummyPorts } from './ports.js';
import {
  byMetric,
  DEFAULT_GATE,
  GATE_METRICS,
  metricDefinition,
  metricInSentence,
  type GateMetric,
} from '../model/metrics.js';
import { doc, documentJsonSchema } from './docs.js';
import { DEFAULTS } from './defaults.js';
import { CPU_LIST_FORM, PLACEMENT_MODES, parseCpuList } from './cpus.js';
import { REPORT_ID_PATTERN, REPORT_ID_RULE } from './report-id.js';
import { LIMITS } from './limits.js';
import { sliceRule } from './slicing.js';

const INTERVAL_MESSAGE = `must be a whole number of microseconds from ${LIMITS.profileInterval.min} to ${LIMITS.profileInterval.max}`;

const DURATION_MESSAGE =
  'must be a duration like "500ms", "30s" or "2m" (a bare number means seconds)';

/** A duration up to a limit; with `zero`, 0 is accepted too and means "none". */
function duration(limit: { maxMs: number; why: string }, { zero = false } = {}) {
  return z
    .union(
      [
        z.number({ error: DURATION_MESSAGE }),
        // abort: a string that is no duration has its message; the checks below are of a duration.
        z.string({ error: DURATION_MESSAGE }).regex(new RegExp(DURATION_PATTERN), {
          error: DURATION_MESSAGE,
          abort: true,
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

/** The top-level `warmup` counts rounds; a duration there is load.warmup's. */
const WARMUP_ROUNDS_MESSAGE =
  'must be a whole number of warm-up rounds (0 or more); a warm-up time before each trial ("5s", steady) goes under load: as load.warmup';

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

/**
 * An http(s) URL; `{port}` placeholders are allowed where a port goes (one written otherwise,
 * `{PORT}`, is named by describeIssue in src/config/index.ts, wherever a URL goes).
 */
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
const requestLine = z
  .string()
  // `post http://…` as `POST` (load.method takes either case too).
  .regex(/^([A-Za-z]+\s+)?https?:\/\/\S+$/, {
    error: 'must be a URL, optionally preceded by a method: "GET http://127.0.0.1:5000/path"',
    abort: true,
  })
  // Its URL as a URL field is checked (a `{PORT}` is named by describeIssue).
  .refine((line) => isHttpUrl(withDummyPorts(line.replace(/^[A-Za-z]+\s+/, ''))), {
    error: 'must be a URL, optionally preceded by a method: "GET http://127.0.0.1:5000/path"',
  });

const method = z.string().regex(/^[A-Za-z]+$/, { error: 'must be an HTTP method like GET' });

const requestBody = doc(
  z.union([z.string(), z.record(z.string(), z.unknown())], {
    error: 'must be text, or a mapping (sent as JSON)',
  }),
  'Request body: text, or a mapping sent as JSON (with `content-type: application/json`).',
);

const request = z.union(
  [
    requestLine,
    z.strictObject({
      method: doc(method, 'HTTP method.', { default: 'GET' }).optional(),
      url: doc(url, 'The URL to request.'),
      headers: doc(headers, 'Request headers, `Header-Name: value`.').optional(),
      body: requestBody.optional(),
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

const probeTimeout = doc(
  duration(LIMITS.startup),
  'How long the service may take to become ready before the trial fails.',
  { default: durationText(DEFAULTS.readyTimeoutMs) },
);
const probeInterval = doc(duration(LIMITS.interval), 'Pause between two probes.', {
  default: durationText(DEFAULTS.readyIntervalMs),
});

const TCP_MESSAGE = 'must be a port number, "host:port" or "{port}"';
const ready = z.union(
  [
    url,
    z.strictObject({
      url: doc(url, 'The URL to probe until it answers.'),
      status: doc(
        z.union([statusCode, z.array(statusCode)], {
          error: `${STATUS_MESSAGE} (a number, without quotes), or a list of them like [200, 204]`,
        }),
        'The status code(s) that mean ready, e.g. `[200, 204]`.',
        { defaultText: 'any 2xx' },
      ).optional(),
      timeout: probeTimeout.optional(),
      interval: probeInterval.optional(),
    }),
    z.strictObject({
      tcp: doc(
        z.union(
          [
            positiveInt.max(65535, { error: TCP_MESSAGE }),
            z.string({ error: TCP_MESSAGE }).regex(TCP_TARGET, { error: TCP_MESSAGE }),
          ],
          { error: TCP_MESSAGE },
        ),
        'Ready once this port accepts a connection: `5000`, `"127.0.0.1:5000"` or `"{port}"`.',
      ),
      timeout: probeTimeout.optional(),
      interval: probeInterval.optional(),
    }),
  ],
  { error: 'must be a URL, { url, status, timeout } or { tcp: PORT }' },
);

const service = z.strictObject({
  name: doc(name, 'Name used in the report, the logs and errors.'),
  command: doc(
    name,
    'Run through the shell (`dotnet run`, `npm start`, `./bin/app --port 5000`), in its own process group.',
  ),
  cwd: doc(z.string(), 'Working directory.', {
    defaultText: "the config file's folder",
  }).optional(),
  env: doc(
    env,
    "Merged over the runner's environment; a variant's `env` goes on top. Unless either sets it, `DOTNET_TC_CallCountingDelayMs=0`: a .NET app reaches its optimised code within 1.5–2 s of load (docs/processes.md).",
    { default: {} },
  ).optional(),
  ready: doc(
    ready,
    '`http://…` that must answer 2xx; or `{ url, status, timeout, interval }`; or `{ tcp: 5000 }`. Only on this machine unless the host is in `allow-hosts`.',
    {
      defaultText:
        "TCP check of the load URL's port (last service); where a variant loads another service, the shared load's port, else its own `{port}`",
    },
  ).optional(),
  grace: doc(
    duration(LIMITS.grace),
    'How long the service may take to stop after SIGTERM before its process group is killed.',
    { default: durationText(DEFAULTS.graceMs) },
  ).optional(),
});

/** A variant may replace a service's command, env, cwd or probe, found by name. */
const serviceOverride = service.partial().required({ name: true });

const rate = positiveNumber.max(LIMITS.rate.max, {
  error: `must be at most ${LIMITS.rate.max} (${LIMITS.rate.why})`,
});

const stage = z.strictObject({
  duration: doc(duration(LIMITS.trial), 'Length of the stage.'),
  rate: doc(rate, 'The arrival rate reached at its end, in requests per second.'),
});

const warmup = z.union(
  [
    duration(LIMITS.trial, { zero: true }),
    z.literal('steady'),
    z.strictObject({
      duration: doc(duration(LIMITS.trial, { zero: true }), 'Warm-up time.').optional(),
      requests: doc(count(LIMITS.requests), 'Warm-up requests.').optional(),
      until: doc(
        z.literal('steady', { error: 'must be "steady"' }),
        "Warm up until the rate is steady: in 250 ms windows, until the last second's rate differs from the second before by at most 2% or its own noise (at least 2 s).",
      ).optional(),
      max: doc(duration(LIMITS.trial), 'The longest a warm-up `until: steady` may run.', {
        default: durationText(DEFAULTS.steadyWarmupMaxMs),
      }).optional(),
    }),
  ],
  {
    error:
      'must be a duration like "2s" (0: none), "steady", { requests: N } or { until: steady, max: 10s }',
  },
);

/** At most `limit.max` entries, saying why. */
const atMost = (limit: { max: number; why: string }) => ({
  error: `may list at most ${limit.max} (${limit.why})`,
});

const load = z.strictObject({
  url: doc(
    url,
    'The URL to load; only `127.0.0.1`/`localhost` (perf-gate loads only what it started).',
    { defaultText: 'required (or `steps`)' },
  ).optional(),
  method: doc(method, 'HTTP method of the request.', { default: 'GET' }).optional(),
  headers: doc(headers, 'Request headers, `Header-Name: value`.').optional(),
  body: requestBody.optional(),
  steps: doc(
    z
      .array(request)
      .min(1, { error: 'lists no request: list at least one, or remove steps and give url' })
      .max(LIMITS.steps.max, atMost(LIMITS.steps)),
    'Several requests cycled in order: `"POST http://127.0.0.1:5000/cart"` or `{ method, url, headers, body }`.',
  ).optional(),
  connections: doc(
    count(LIMITS.connections),
    'Closed model: the connections kept busy. Open model: the most connections it may open (opened on demand; a request due while all are busy is dropped and counted).',
    { default: DEFAULTS.connections },
  ).optional(),
  pipelining: doc(
    count(LIMITS.pipelining),
    'Requests in flight per connection (closed model; the open model sends one at a time on each connection).',
    { default: 1 },
  ).optional(),
  duration: doc(duration(LIMITS.trial), 'Length of a trial when `requests` is not set.', {
    default: durationText(DEFAULTS.durationMs),
  }).optional(),
  requests: doc(
    count(LIMITS.requests),
    'Closed model with a fixed number of requests per trial, e.g. `100000` (as `bombardier -n 100000` sends); set this or `duration`, not both.',
  ).optional(),
  rate: doc(
    rate,
    'Open model: requests per second over `duration`, each sent when it is due and timed from then; the report shows the achieved rate and dropped requests, and flags saturation.',
  ).optional(),
  stages: doc(
    z.array(stage).max(LIMITS.stages.max, atMost(LIMITS.stages)),
    'Ramp-up before the measured window, not measured: `[{ duration: 30s, rate: 600 }]` raises the arrival rate continuously from 0 (or the previous stage) to 600 req/s. Needs `rate`.',
  ).optional(),
  arrival: doc(
    z.enum(['constant', 'poisson'], { error: 'must be "constant" or "poisson"' }),
    'Open model: `constant` spaces requests evenly; `poisson` sends them at random with the same mean rate (exponential gaps), like independent users; every variant of a round meets the same arrivals, so the round compares the variants, not two draws.',
    { default: 'constant' },
  ).optional(),
  timeout: doc(
    duration(LIMITS.requestTimeout),
    'Per-request timeout, down to milliseconds (`250ms`); timeouts are counted, never averaged in as latency.',
    { default: durationText(DEFAULTS.timeoutMs) },
  ).optional(),
  objective: doc(
    duration(LIMITS.requestTimeout),
    'Report the share of requests answered within this latency, e.g. `1s` for "answered in under a second"; in the open model measured from the scheduled time, with dropped requests counted as not answered.',
  ).optional(),
  warmup: doc(
    warmup,
    'Unmeasured load at the start of every trial: a duration (`0`: none), `{ duration, requests: 1000 }`, or `steady` (`{ until: steady, max: 10s }`): until the rate has stopped moving, the same rule for every variant. In slices, a variant that warmed up also has one unmeasured slice once all have (the settling turn).',
    { default: durationText(DEFAULTS.warmupMs) },
  ).optional(),
});

/** When a setup step runs in a trial; see SetupWhen. */
const setupWhen = z.enum(['measure', 'warmup', 'both'], {
  error: 'must be "measure" (after the warm-up, the default), "warmup" (before it) or "both"',
});

const setupTimeout = doc(duration(LIMITS.startup), 'How long the step may take.', {
  default: durationText(DEFAULTS.setupTimeoutMs),
});
const setupWhenKey = doc(
  setupWhen,
  'When in the trial: `measure` (after the warm-up, right before the measured window), `warmup` (before the warm-up) or `both`.',
  { default: 'measure' },
);
const setupStep = z.union(
  [
    z.strictObject({
      request: doc(
        request,
        'A request to send: `"GET http://127.0.0.1:5129/setup"` or `{ method, url, headers, body }`. Only on this machine unless the host is in `allow-hosts`.',
      ),
      timeout: setupTimeout.optional(),
      when: setupWhenKey.optional(),
    }),
    z.strictObject({
      run: doc(name, "A shell command to run, in the config file's folder."),
      timeout: setupTimeout.optional(),
      when: setupWhenKey.optional(),
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
  name: doc(name, 'Name in the report; names must differ.'),
  ref: doc(
    z
      .string({ error: 'must be "base", a branch, a tag or a commit SHA' })
      .regex(/^[\w./@^~-]+$/, { error: 'must be "base", a branch, a tag or a commit SHA' }),
    "Run this variant from another commit: `base` (the PR's base), a branch, a tag or a SHA, in its own worktree.",
    { defaultText: 'the current checkout' },
  ).optional(),
  build: doc(
    name,
    "Build or install command run before this variant's trials where its services start: the config file's folder (for a `ref`, the same folder in the variant's checkout).",
  ).optional(),
  env: doc(
    env,
    "Environment of every service of this variant, over the services' own `env`.",
  ).optional(),
  services: doc(
    z.array(serviceOverride).max(LIMITS.services.max, atMost(LIMITS.services)),
    'Each entry overrides the service of that `name` (`command`, `env`, `cwd`, `ready`, `grace`).',
    { collapse: true },
  ).optional(),
  load: doc(
    load,
    'Overrides keys of the shared `load`; a `url` or `steps` here replaces the request.',
    {
      collapse: true,
    },
  ).optional(),
  setup: doc(setupSteps, 'Replaces the shared `setup` for this variant.', {
    collapse: true,
  }).optional(),
});

const GATE_VALUE_MESSAGE = 'must be a percentage like "5%", or off to switch this gate off';
const gateValue = z.union(
  [
    z
      .string({ error: GATE_VALUE_MESSAGE })
      .regex(new RegExp(PERCENT_PATTERN), { error: GATE_VALUE_MESSAGE, abort: true }),
    z.literal('off'),
    // YAML 1.1 tools write `off` as false.
    z.literal(false),
  ],
  { error: GATE_VALUE_MESSAGE },
);

/** A ceiling on a share of the requests (the error rate): 100% already allows every one. */
const shareCeiling = gateValue.refine(
  (value) => typeof value !== 'string' || (parsePercent(value) ?? 0) <= 1,
  { error: 'must be at most 100%: it is a share of the requests' },
);

/** A tolerance on a drop (throughput): a drop of 100% or more cannot happen, so never fails. */
const dropTolerance = gateValue.refine(
  (value) => typeof value !== 'string' || (parsePercent(value) ?? 0) < 1,
  {
    error:
      'must be under 100%: a drop of 100% or more cannot happen, so this gate could never fail',
  },
);

/** A gate key's documentation, from the metric registry. */
function gateDoc(metric: GateMetric): [string, { default?: string }] {
  const definition = metricDefinition(metric);
  const label = metricInSentence(metric);
  const description =
    definition.gate === 'ceiling'
      ? `Fail when a variant's ${label} is above this${definition.baselineTolerance ? `, or shown to be above the baseline's by more than ${definition.baselineTolerance(1)} × this (${+(definition.baselineTolerance(0.01) * 100).toFixed(4)} percentage point when this is 1%)` : ''}.`
      : `The tolerance: fail when a variant's ${label} is shown to be worse than the baseline's by more than this.`;
  const byDefault = definition.gatedByDefault;
  const source = definition.defaultToleranceOf;
  if (byDefault === undefined) return [description, {}];
  return [
    `${description} On by default${source ? `, at the tolerance the gate gives \`${source}\` when it gives one` : ''}; \`off\` switches it off.`,
    { default: `${byDefault * 100}%` },
  ];
}

/** The gate keys on by default, as a config names them: "throughput, errors and cpu". */
const DEFAULT_GATE_NAMES = Object.keys(DEFAULT_GATE)
  .join(', ')
  .replace(/, ([^,]*)$/, ' and $1');

const gate = z.strictObject({
  // One key per gateable metric of the registry; `off` drops a gate that is on by default.
  ...byMetric(GATE_METRICS, (metric) =>
    doc(
      metricDefinition(metric).gate === 'ceiling'
        ? shareCeiling
        : metricDefinition(metric).better === 'higher'
          ? dropTolerance
          : gateValue,
      ...gateDoc(metric),
    ).optional(),
  ),
  alpha: doc(
    z
      .number({ error: 'must be a number between 0 and 0.5, e.g. 0.05 (not "5%")' })
      .gt(0, { error: 'must be between 0 and 0.5, e.g. 0.05' })
      .lt(0.5, { error: 'must be between 0 and 0.5, e.g. 0.05' }),
    'Significance level of the gated family of comparisons (Holm-corrected).',
    { default: DEFAULTS.alpha },
  ).optional(),
  inconclusive: doc(
    z.enum(['pass', 'fail']),
    'What a gated comparison that the run could not decide (neither shown worse than its tolerance nor within it) does: `pass` (with a warning that says how many rounds would decide it) or `fail`.',
    { default: 'pass' },
  ).optional(),
  test: doc(
    z.enum(['t', 'permutation', 'trimmed']),
    '`t`: one-sided paired t tests on log ratios. `trimmed`: the same on 20%-trimmed means, for rounds a co-tenant hit. `permutation`: one-sided sign-flip tests (exact up to 16 rounds), whose interval inverts the same test; it looks once, so it needs `rounds`, enough for its smallest p-value (1/2ⁿ) to reach α over the k gated comparisons (2ⁿ ≥ k/α).',
    { default: 't' },
  ).optional(),
});

const MAX_ROUNDS_MESSAGE = `must be a whole number from ${LIMITS.maxRounds.min} to ${LIMITS.maxRounds.max}: ${LIMITS.maxRounds.why}`;
const ROUNDS_MESSAGE = `must be a whole number of at least ${LIMITS.rounds.min}: a paired comparison needs two rounds`;

/** A CPU list as taskset -c takes it (`1`, `1-3`, `0,2-3`). */
const cpuList = z
  .union([z.string(), z.number().int().min(0)], { error: `must be ${CPU_LIST_FORM}` })
  .superRefine((value, ctx) => {
    const cpus = parseCpuList(value);
    if (typeof cpus === 'string') ctx.addIssue({ code: 'custom', message: cpus });
  });

export const configFileSchema = z.strictObject({
  $schema: doc(z.string(), 'Path or URL of perf-gate.schema.json, for editors.').optional(),
  services: doc(
    z
      .array(service)
      .min(1, { error: 'must list at least one service' })
      .max(LIMITS.services.max, atMost(LIMITS.services)),
    'The processes that make up the app, started in this order, each once the one before it is ready.',
  ),
  load: doc(load, 'The load every trial drives at the app.'),
  setup: doc(
    setupSteps,
    'Steps before every trial: `{ request: "GET http://127.0.0.1:5129/setup" }` or `{ run: ./reset.sh }`. A failing step fails the trial.',
  ).optional(),
  'allow-hosts': doc(
    z.array(host).max(LIMITS.allowHosts.max, atMost(LIMITS.allowHosts)),
    'Hosts besides `127.0.0.1`/`localhost` that readiness probes and setup requests may reach (load never).',
  ).optional(),
  rounds: doc(
    z
      .number({ error: ROUNDS_MESSAGE })
      .int({ error: ROUNDS_MESSAGE })
      .min(LIMITS.rounds.min, { error: ROUNDS_MESSAGE })
      .max(LIMITS.rounds.max, {
        error: `must be at most ${LIMITS.rounds.max} (${LIMITS.rounds.why})`,
      }),
    'A fixed number of rounds (at least 2); each runs every variant once in a shuffled order. Without it, rounds are sequential: see `max-rounds` and `budget`.',
    { defaultText: 'sequential' },
  ).optional(),
  'max-rounds': doc(
    z
      .number({ error: MAX_ROUNDS_MESSAGE })
      .int({ error: MAX_ROUNDS_MESSAGE })
      .min(LIMITS.maxRounds.min, { error: MAX_ROUNDS_MESSAGE })
      .max(LIMITS.maxRounds.max, { error: MAX_ROUNDS_MESSAGE }),
    "Most rounds a sequential run may take (3 to 60). It looks at its data after 3, 5, 7, 10, 13, 16, 20, 25, 30, 40, 50 rounds and at `max-rounds`, and stops once the gate's answer is clear.",
    { defaultText: '`30` (`60` with a `budget`)' },
  ).optional(),
  budget: doc(
    duration(LIMITS.budget),
    'Wall-time budget of a sequential run (`10m`): at its first look the run plans as many rounds as the budget reaches at the pace of its rounds so far (at most `max-rounds`), so its boundaries are those of looks it will make; should the rounds slow down, it stops at the look from which the next could not be reached within the budget. Profiling rounds (`profile`) run in what the rounds leave of it, as many as fit; building a `ref` is not counted.',
  ).optional(),
  warmup: doc(
    z
      .number({ error: WARMUP_ROUNDS_MESSAGE })
      .int({ error: WARMUP_ROUNDS_MESSAGE })
      .min(0, { error: WARMUP_ROUNDS_MESSAGE })
      .max(LIMITS.warmupRounds.max, {
        error: `must be at most ${LIMITS.warmupRounds.max} (${LIMITS.warmupRounds.why})`,
      }),
    'Extra rounds at the start that are run but not analysed.',
    { default: 0 },
  ).optional(),
  seed: doc(
    z
      .number({ error: 'must be a whole number ≥ 0' })
      .int({ error: 'must be a whole number ≥ 0' })
      .min(0, { error: 'must be a whole number ≥ 0' }),
    'Seed of the order, to replay a run (it is printed in every report).',
    { defaultText: 'random' },
  ).optional(),
  lifecycle: doc(
    z.enum(['fresh', 'shared']),
    "`fresh`: a variant's services start for each of its trials and stop after it (for each round, when the variants take turns in slices), so fixed ports work. `shared`: one running app serves every variant (variants that differ only by request).",
    { defaultText: '`fresh` if a variant sets `env`, `services`, `ref` or `build`, else `shared`' },
  ).optional(),
  slice: doc(
    z.union([z.literal('off'), duration(LIMITS.slice)], {
      error: 'must be a duration like "1s", or "off"',
    }),
    `Within a round the variants take turns, a slice of this length each (at least \`${durationText(LIMITS.slice.minMs)}\`), until each has had its \`load.duration\` or \`load.requests\` (split into equal shares, as many as make a slice about this long); a variant waiting for its turn is paused (SIGSTOP), so none of its work (timers, background threads, GC) runs in another's slice. A change in the machine (another job, the host) then falls on all variants alike instead of on one trial. At a slice's end no new request is sent and those in flight finish and count. \`off\`: each trial's window runs whole.`,
    {
      defaultText: `\`${durationText(DEFAULTS.sliceMs)}\` where the variants can take turns: ${sliceRule()}; else \`off\` (\`validate\` and the report say why)`,
    },
  ).optional(),
  placement: doc(
    z.union(
      [
        z.enum(PLACEMENT_MODES),
        z.strictObject({
          engine: doc(
            cpuList,
            "CPUs of perf-gate's load engine: its process and its worker threads.",
          ),
          services: doc(
            cpuList,
            "CPUs of every variant's services (the services' commands and what they start).",
          ),
        }),
      ],
      {
        error: (issue) =>
          `${JSON.stringify(issue.input)} is not ${PLACEMENT_MODES.map((m) => `"${m}"`).join(', ')} or { engine, services }, each ${CPU_LIST_FORM}`,
      },
    ),
    "Which CPUs the work runs on (CPU affinity, `taskset`, within the CPUs perf-gate may use). `main-thread`, the default: the services start floating; once one is ready, each of its Node (or Deno, Bun) processes keeps its first thread, the event loop, on the services' CPUs while its other threads (GC, compiler, worker threads started so far) go to the load engine's, where perf-gate then pins itself; each of its .NET processes (told by the runtime it loads, whatever the program is called) warms up floating and then moves whole, every thread, to the services' CPUs; any other process floats, and a run with neither kind places nothing, as `off`. `auto`: the load engine on a quarter of the CPUs (at least one), every service on the rest from its start (on 2 CPUs: one each; main-thread uses the same two lists); `off`: everything floats as the scheduler likes; or `{ engine, services }`. The report's run conditions say what was used and which programs were placed, and the report warns when one variant's services had a process to place and another's had none (they did not run alike); without `taskset`, or on one CPU, the work floats and the report says so. On 2 CPUs `main-thread` brought an express app's per-round noise to 0.35–0.76 of floating's at equal wall time in four studies (req/s and CPU per request), and an ASP.NET Core app's to 1.9% / 1.5% and 1.7% / 1.4% per round against floating's 2.7% / 2.8% and 5.2% / 5.0% beside it (5 December). A .NET app placed at its start (`auto`) sizes its thread pool and GC for one CPU, and one moved as soon as it is ready compiles its hot code 2–3 s longer on one CPU: hence after the warm-up (`warmup: 0` moves it cold). A thread started after a service is placed runs where the thread that starts it does: a Node worker thread started before shares the load engine's CPUs, which changes what its work costs (under `auto` it shares the event loop's); a .NET background thread shares its app's CPUs with the requests.",
    { default: DEFAULTS.placement },
  ).optional(),
  reruns: doc(
    z.union(
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
    ),
    'Extra rounds (a number, or a share of `rounds` like `"30%"`) for re-running a round, whole and in a new order, when a trial in it was disturbed.',
    { default: DEFAULTS.reruns },
  ).optional(),
  baseline: doc(
    variant,
    '`{ name, env, services, load, setup, ref, build }`: what the variants are compared with.',
  ),
  variants: doc(
    z
      .array(variant)
      .min(1, { error: 'must list at least one variant to compare' })
      .max(LIMITS.variants.max, atMost(LIMITS.variants)),
    'The variants compared with the baseline; each has the same keys as `baseline`.',
  ),
  gate: doc(
    gate,
    `When the run fails: a tolerance per metric, and how it is tested. Adds to the default gates (${DEFAULT_GATE_NAMES}).`,
  ).optional(),
  profile: doc(
    z.union(
      [
        z.enum(['auto', 'always', 'off']),
        z.strictObject({
          when: doc(
            z.enum(['auto', 'always', 'off']),
            'As `profile` itself: `auto`, `always` or `off`.',
            { default: DEFAULTS.profile.when },
          ).optional(),
          rounds: doc(
            count(LIMITS.profileRounds).min(LIMITS.profileRounds.min, {
              error:
                'must be at least 2: the noise bound of a function comes from its spread over the rounds',
            }),
            'Profiling rounds; each profiles the baseline and every profiled variant once, in turn.',
            { default: DEFAULTS.profile.rounds },
          ).optional(),
          window: doc(
            duration(LIMITS.profileWindow),
            "Length of each profiled window, under the experiment's load (`load.requests` is replaced by this duration).",
            {
              defaultText: `${durationText(DEFAULTS.profile.windowMs)}, or \`load.duration\` when that is shorter`,
            },
          ).optional(),
          interval: doc(
            z
              .number({ error: INTERVAL_MESSAGE })
              .int({ error: INTERVAL_MESSAGE })
              .min(LIMITS.profileInterval.min, { error: INTERVAL_MESSAGE })
              .max(LIMITS.profileInterval.max, { error: INTERVAL_MESSAGE }),
            "V8's sampling interval for Node services, in microseconds.",
            { default: DEFAULTS.profile.intervalUs },
          ).optional(),
        }),
      ],
      { error: 'must be "auto", "always", "off" or { when, rounds, window, interval }' },
    ),
    'Profiling rounds after the gate decided, to show where the time went: `auto` profiles the variants that regressed or stayed undecided, `always` every variant, `off` none; never a variant whose trials failed (its log says why). Never inside a measured window.',
    { default: DEFAULTS.profile.when },
  ).optional(),
  report: doc(
    z.strictObject({
      id: doc(
        z
          .string({ error: REPORT_ID_RULE })
          .regex(new RegExp(REPORT_ID_PATTERN), { error: REPORT_ID_RULE }),
        'Report id: the sticky comment of one id is updated in place, so two jobs with different ids do not overwrite each other.',
        { defaultText: 'the workflow and job name' },
      ).optional(),
      title: doc(z.string(), 'Heading of the report.', { default: 'perf-gate report' }).optional(),
      comment: doc(
        z.enum(['always', 'on-change', 'never']),
        'When to comment on the pull request.',
        { default: 'always' },
      ).optional(),
    }),
    'The pull request comment.',
  ).optional(),
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
  const schema = z.toJSONSchema(configFileSchema, {
    io: 'input',
    unrepresentable: 'any',
    override: documentJsonSchema,
  });
  // Top-level x- keys hold YAML anchors for merge keys; validateConfig drops them.
  return { ...schema, patternProperties: { '^x-': {} } };
}
