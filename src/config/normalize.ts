/**
 * From the file as written (validated shape) to the Config every stage reads: defaults
 * filled in, variants resolved against the shared services and load, and the checks that
 * span several fields.
 */
import { isLoopback, LOOPBACK_HOSTS } from '../model/loopback.js';
import { resolveProfile } from './profile.js';
import { parseDuration, parsePercent } from './units.js';
import { resolveSlice } from './slicing.js';
import { DEFAULTS } from './defaults.js';
import { parseCpuList, type PlacementSpec } from './cpus.js';
import { roundsToReach } from '../stats/sign-flip.js';
import {
  bindPorts,
  hasPortPlaceholder,
  misspeltPlaceholder,
  PortPlaceholderError,
  servicesNeedingPorts,
  TCP_TARGET,
  withDummyPorts,
} from './ports.js';
import type {
  ConfigFile,
  LoadFile,
  ReadyFile,
  RequestFile,
  ServiceFile,
  SetupFile,
  VariantFile,
} from './schema.js';
import { DEFAULT_GATE, GATE_METRICS, metricDefinition, type GateMetric } from '../model/metrics.js';
import type {
  Config,
  GateSpec,
  LoadSpec,
  ReadyProbe,
  RequestSpec,
  ServiceSpec,
  SetupStep,
  VariantSpec,
} from './types.js';

export interface ConfigProblem {
  path: string;
  message: string;
}

/** `reruns` as a count of extra rounds; a share is of the measured rounds, rounded up. */
function rerunRounds(value: number | string | undefined, rounds: number): number {
  const given = value ?? DEFAULTS.reruns;
  if (typeof given === 'number') return given;
  return Math.ceil((parsePercent(given) as number) * rounds);
}

/**
 * Readiness probes and setup requests reach only this machine, like load, unless the host
 * is listed under allow-hosts: a config must not make the runner call e.g. a cloud
 * metadata address (169.254.169.254) by mistake or by a hostile pull request.
 */
function hostOf(url: string): string | undefined {
  try {
    return new URL(withDummyPorts(url)).hostname;
  } catch {
    return undefined; // the schema reports the URL itself
  }
}

function checkProbeHosts(
  file: ConfigFile,
  declared: { path: string; file: VariantFile }[],
  problem: (path: string, message: string) => void,
): void {
  const allowed = new Set([
    ...LOOPBACK_HOSTS,
    ...(file['allow-hosts'] ?? []).map((h) => h.toLowerCase()),
  ]);
  const check = (path: string, host: string | undefined, what: string) => {
    if (host === undefined || allowed.has(host.toLowerCase())) return;
    problem(
      path,
      `${what} goes to "${host}", which is not this machine; perf-gate probes and sets up only 127.0.0.1 or localhost unless the host is listed under allow-hosts (allow-hosts: ["${host}"])`,
    );
  };
  const readyHost = (ready: ReadyFile | undefined, path: string) => {
    if (ready === undefined) return;
    if (typeof ready === 'string' || 'url' in ready) {
      const url = typeof ready === 'string' ? ready : ready.url;
      check(path, hostOf(url), 'the readiness probe');
    } else {
      check(path, TCP_TARGET.exec(String(ready.tcp))?.[1], 'the readiness probe');
    }
  };
  const setupHosts = (steps: SetupFile[] | undefined, path: string) => {
    for (const [i, step] of (steps ?? []).entries()) {
      if (!('request' in step)) continue;
      const url = resolveRequest(step.request).url;
      check(`${path}[${i}].request`, hostOf(url), 'the setup request');
    }
  };
  file.services.forEach((s, i) => readyHost(s.ready, `services[${i}].ready`));
  setupHosts(file.setup, 'setup');
  for (const { path, file: v } of declared) {
    v.services?.forEach((s, i) => readyHost(s.ready, `${path}.services[${i}].ready`));
    setupHosts(v.setup, `${path}.setup`);
  }
}

/**
 * perf-gate sets PORT to the port it picked, unless the config's env sets PORT itself: then
 * the user's wins. That breaks a service whose own picked port is where its probe or the load
 * goes while PORT is the only way the app could learn it (not in its command, not in another
 * env value): the app would listen on the fixed port and perf-gate wait at the picked one
 * (60 s, then "refused"). Named at the key that set the PORT in force.
 */
function checkFixedPort(
  declared: { path: string; file: VariantFile },
  variant: VariantSpec,
  withPorts: string[],
  reported: Set<string>,
  problem: (path: string, message: string) => void,
): void {
  const front = withPorts.at(-1);
  for (const [j, service] of variant.services.entries()) {
    const fixed = service.env.PORT;
    if (!withPorts.includes(service.name) || fixed === undefined || hasPortPlaceholder(fixed))
      continue;
    // In a service's own fields `{port}` is its port; in a load URL, the front service's.
    const named = new RegExp(`\\{port:${escapeRegExp(service.name)}\\}`);
    const own = (text: string) => /\{port\}/.test(text) || named.test(text);
    const probe =
      service.ready?.kind === 'http' ? service.ready.url : String(service.ready?.port ?? '');
    const loaded = variant.load.requests.some(
      (r) => named.test(r.url) || (service.name === front && /\{port\}/.test(r.url)),
    );
    const told =
      own(service.command) ||
      Object.entries(service.env).some(([key, value]) => key !== 'PORT' && own(value));
    if (!(own(probe) || loaded) || told) continue;
    // The PORT in force: the variant's env, else its override of the service, else the service's.
    const override = declared.file.services?.findIndex((s) => s.name === service.name) ?? -1;
    const where =
      declared.file.env?.PORT !== undefined
        ? `${declared.path}.env.PORT`
        : override >= 0 && declared.file.services![override].env?.PORT !== undefined
          ? `${declared.path}.services[${override}].env.PORT`
          : `services[${j}].env.PORT`;
    if (reported.has(where)) continue;
    reported.add(where);
    problem(
      where,
      `"${fixed}" would override the port perf-gate picks for service "${service.name}" ({port}, where its ready probe or the load goes), and nothing else tells the app that port; remove PORT from env (perf-gate sets PORT to the port it picked), or write the fixed port in the URLs instead of {port}`,
    );
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Durations were checked by the schema, so they parse. */
const ms = (value: string | number) => parseDuration(value) as number;
const optionalMs = (value: string | number | undefined) =>
  value === undefined ? undefined : ms(value);

export function normalizeConfig(file: ConfigFile): { config?: Config; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  // Each mistake once: a shared section's problem is found again in every variant that uses it.
  const problem = (path: string, message: string) => {
    if (!problems.some((p) => p.path === path && p.message === message))
      problems.push({ path, message });
  };

  const declared = [
    { path: 'baseline', file: file.baseline },
    ...file.variants.map((v, i) => ({ path: `variants[${i}]`, file: v })),
  ];

  const seen = new Map<string, string>();
  for (const { path, file: v } of declared) {
    const other = seen.get(v.name);
    if (other)
      problem(`${path}.name`, `"${v.name}" is already the name of ${other}; names must differ`);
    else seen.set(v.name, path);
  }

  // A variant's services entry and `{port:name}` find a service by its name: two of one name
  // would leave either meaning two things.
  const serviceNames = new Map<string, number>();
  for (const [i, service] of file.services.entries()) {
    const first = serviceNames.get(service.name);
    if (first === undefined) serviceNames.set(service.name, i);
    else
      problem(
        `services[${i}].name`,
        `"${service.name}" is already the name of services[${first}]; give each service its own name`,
      );
  }

  // URLs are checked where they are parsed; a command or env value would reach the service
  // with `{PORT}` in it as written.
  const placeholders = (service: { command?: string; env?: Record<string, unknown> }, at: string) =>
    [
      ['command', service.command] as const,
      ...Object.entries(service.env ?? {}).map(([key, value]) => [`env.${key}`, value] as const),
    ].forEach(([field, text]) => {
      // An env value is the app's own text (a log format's `{Port}`) unless it is all placeholder.
      const written =
        typeof text !== 'string'
          ? undefined
          : field === 'command'
            ? misspeltPlaceholder(text)
            : misspeltPlaceholder(text) === text.trim()
              ? text.trim()
              : undefined;
      if (written)
        problem(
          `${at}.${field}`,
          `writes the port placeholder as perf-gate does not read it: write {port} or {port:name}, in lower case, got "${written}"`,
        );
    });
  file.services.forEach((service, i) => placeholders(service, `services[${i}]`));
  for (const { path, file: v } of declared) {
    placeholders({ env: v.env }, path);
    v.services?.forEach((service, i) => placeholders(service, `${path}.services[${i}]`));
  }

  const variants = declared.map(({ path, file: v }) => resolveVariant(file, v, path, problem));
  checkProbeHosts(file, declared, problem);
  // A closed model against an open one compares the models, not the change. Said once, at
  // the baseline, when it is the one that differs from every variant.
  const open = (v: VariantSpec) => v.load.rate !== undefined;
  const mismatch = (v: VariantSpec, against: string) =>
    `${open(v) ? 'sets an arrival rate' : 'has no arrival rate'} where ${against} ${open(v) ? 'has none' : 'sets one'}: a closed model (every connection kept busy) against an open one (a fixed rate) would compare the models, not the change; give every variant the same model (load.rate in the shared load, or in none)`;
  const others = variants.slice(1);
  if (others.length > 1 && others.every((v) => open(v) !== open(variants[0]))) {
    problem('baseline.load.rate', mismatch(variants[0], 'every variant'));
  } else {
    for (const [i, v] of others.entries()) {
      if (open(v) !== open(variants[0]))
        problem(`${declared[i + 1].path}.load.rate`, mismatch(v, 'the baseline'));
    }
  }

  const differsByProcess = declared.some(({ file: v }) => v.env || v.services || v.ref || v.build);
  const lifecycle = file.lifecycle ?? (differsByProcess ? 'fresh' : 'shared');
  if (lifecycle === 'shared' && differsByProcess) {
    problem(
      'lifecycle',
      '"shared" runs one app for every variant, but some variants set env, services, ref or build; remove lifecycle or set it to "fresh"',
    );
  }

  const portClashes = new Set<string>();
  for (const [i, v] of variants.entries()) {
    // Bind dummy ports now, so a {port:name} that names no service is a config error.
    const names = servicesNeedingPorts(v.services);
    checkFixedPort(declared[i], v, names, portClashes, problem);
    try {
      bindPorts(v, new Map(names.map((name) => [name, 1])));
    } catch (error) {
      if (!(error instanceof PortPlaceholderError)) throw error;
      problem(placeholderPath(file, declared[i], error.placeholder), error.message);
    }
  }

  const gate = resolveGate(file);
  const slicing = resolveSlice(
    file.slice,
    { variants, lifecycle },
    declared.map((d) => d.path),
    problem,
  );
  const rounds = resolveRounds(file, gate, variants.length - 1, problem);
  if (problems.length > 0) return { problems };
  return {
    problems,
    config: {
      variants,
      ...rounds,
      warmupRounds: file.warmup ?? 0,
      reruns: rerunRounds(file.reruns, file.rounds ?? DEFAULTS.rounds),
      lifecycle,
      ...slicing,
      placement: resolvePlacement(file.placement),
      seed: file.seed,
      gate,
      report: {
        id: file.report?.id,
        title: file.report?.title,
        comment: file.report?.comment ?? 'always',
      },
      profile: resolveProfile(file.profile, variants[0].load.durationMs),
    },
  };
}

/**
 * Where the file writes a placeholder that names no port: the variant's own sections, else the
 * shared load, setup or services — not "baseline" for a URL the user wrote under load:.
 */
function placeholderPath(
  file: ConfigFile,
  variant: { path: string; file: VariantFile },
  placeholder: string,
): string {
  const holds = (section: unknown) => JSON.stringify(section ?? null).includes(placeholder);
  const own = (['load', 'setup', 'services', 'env'] as const).find((key) =>
    holds(variant.file[key]),
  );
  if (own) return `${variant.path}.${own}`;
  return (['load', 'setup', 'services'] as const).find((key) => holds(file[key])) ?? variant.path;
}

/** The schema checked the CPU lists, so they parse. */
function resolvePlacement(given: ConfigFile['placement']): PlacementSpec {
  const chosen = given ?? DEFAULTS.placement;
  if (typeof chosen === 'string') return { mode: chosen };
  const cpus = (list: string | number) => parseCpuList(list) as number[];
  return { mode: 'explicit', engine: cpus(chosen.engine), services: cpus(chosen.services) };
}
function resolveVariant(
  file: ConfigFile,
  variant: VariantFile,
  path: string,
  problem: (path: string, message: string) => void,
): VariantSpec {
  const overrides = new Map((variant.services ?? []).map((s) => [s.name, s]));
  for (const [i, override] of (variant.services ?? []).entries()) {
    if (!file.services.some((s) => s.name === override.name)) {
      problem(
        `${path}.services[${i}].name`,
        `no service named "${override.name}"; a variant can only change services listed under services (${file.services.map((s) => `"${s.name}"`).join(', ')})`,
      );
    }
  }

  const load = resolveLoad(file.load, variant.load, path, problem);
  const services = file.services.map((service, i) => {
    const merged: ServiceFile = { ...service, ...overrides.get(service.name) };
    merged.env = { ...service.env, ...overrides.get(service.name)?.env, ...variant.env };
    const isLast = i === file.services.length - 1;
    if (!isLast) return resolveService(merged, `services[${i}]`, undefined, problem);
    // Every URL of the variant's load, then of the shared one: the last service's default
    // probe, less those that go to the other services' fixed ports.
    const loadUrls = [...load.requests, ...(requestsOf(file.load) ?? [])].map((r) => r.url);
    const othersPorts = new Set(
      file.services.slice(0, -1).flatMap((other) => {
        const probe = other.ready && resolveReady(other.ready);
        const port = probe && (probe.kind === 'tcp' ? probe.port : hostAndPort(probe.url).port);
        return typeof port === 'number' ? [port] : [];
      }),
    );
    return resolveService(merged, `services[${i}]`, { loadUrls, othersPorts }, problem);
  });
  const setup = (variant.setup ?? file.setup ?? []).map(resolveSetup);
  return { name: variant.name, ref: variant.ref, build: variant.build, services, load, setup };
}

function resolveService(
  service: ServiceFile,
  path: string,
  /** The last service's: the URLs the load goes to, and the other services' fixed ports. */
  last: { loadUrls: string[]; othersPorts: Set<number> } | undefined,
  problem: (path: string, message: string) => void,
): ServiceSpec {
  let ready = service.ready ? resolveReady(service.ready) : undefined;
  if (!ready && last) {
    // Without a probe, the last service is ready once the port it is loaded on accepts
    // connections; without a load URL, the URL is what is missing, and has its own message.
    // A variant loading another service (`{port:back}`, or its fixed port) still waits for
    // this one: on the first load URL that is its own (the variant's, else the shared load's:
    // a fixed port, or `{port}`), else on its own `{port}`. The other's port answers already,
    // and would read as taken. Only this machine: a shared URL that every variant overrides
    // was never checked against it.
    const targets = last.loadUrls.map(hostAndPort).filter((t) => isLoopback(t.host));
    if (targets.length > 0) {
      const isOwn = (port: number | string) =>
        typeof port === 'number'
          ? !last.othersPorts.has(port)
          : [undefined, service.name].includes(placeholderName(port));
      const own = targets.find((t) => isOwn(t.port));
      ready = {
        kind: 'tcp',
        ...(own ?? { host: targets[0].host, port: '{port}' }),
        timeoutMs: DEFAULTS.readyTimeoutMs,
        intervalMs: DEFAULTS.readyIntervalMs,
      };
    }
  } else if (!ready) {
    problem(
      `${path}.ready`,
      `service "${service.name}" needs a readiness probe (a URL or { tcp: PORT }) so that the services after it start only once it answers`,
    );
  }
  const env = Object.fromEntries(Object.entries(service.env ?? {}).map(([k, v]) => [k, String(v)]));
  return {
    name: service.name,
    command: service.command,
    cwd: service.cwd,
    env,
    ready,
    graceMs: optionalMs(service.grace) ?? DEFAULTS.graceMs,
  };
}

/** The service a `{port:name}` names; undefined for `{port}` (the service's own). */
function placeholderName(text: string): string | undefined {
  return /\{port:([^}]+)\}/.exec(text)?.[1];
}

/** Host and port of a URL whose port may still be a `{port}` placeholder. */
function hostAndPort(url: string): { host: string; port: number | string } {
  const parsed = new URL(withDummyPorts(url));
  const placeholder = /:(\{port(?::[\w.-]+)?\})/.exec(url)?.[1];
  return {
    // A TCP connection takes an IPv6 literal without its URL brackets.
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: placeholder ?? Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80)),
  };
}

function resolveReady(ready: ReadyFile): ReadyProbe {
  if (typeof ready === 'string') return resolveReady({ url: ready });
  const timeoutMs = optionalMs(ready.timeout) ?? DEFAULTS.readyTimeoutMs;
  const intervalMs = optionalMs(ready.interval) ?? DEFAULTS.readyIntervalMs;
  if ('tcp' in ready) {
    // The schema checked the form, so the pattern matches.
    const [, host = '127.0.0.1', port] = TCP_TARGET.exec(String(ready.tcp))!;
    const bound = /^\d+$/.test(port) ? Number(port) : port;
    return { kind: 'tcp', host: String(host), port: bound, timeoutMs, intervalMs };
  }
  const status = ready.status === undefined ? [] : [ready.status].flat();
  return { kind: 'http', url: ready.url, status, timeoutMs, intervalMs };
}

function resolveRequest(request: RequestFile): RequestSpec {
  if (typeof request === 'string') {
    const parts = request.trim().split(/\s+/);
    return parts.length === 2
      ? { method: parts[0].toUpperCase(), url: parts[1], headers: {} }
      : { method: 'GET', url: parts[0], headers: {} };
  }
  const body =
    request.body === undefined || typeof request.body === 'string'
      ? request.body
      : JSON.stringify(request.body);
  const headers = { ...request.headers };
  if (
    body !== undefined &&
    typeof request.body !== 'string' &&
    !hasHeader(headers, 'content-type')
  ) {
    headers['content-type'] = 'application/json';
  }
  return { method: (request.method ?? 'GET').toUpperCase(), url: request.url, headers, body };
}

const hasHeader = (headers: Record<string, string>, name: string) =>
  Object.keys(headers).some((h) => h.toLowerCase() === name);

/** The request list of one load section, or undefined when it names no URL. */
function requestsOf(load: LoadFile | undefined): RequestSpec[] | undefined {
  if (load?.steps) return load.steps.map(resolveRequest);
  if (load?.url) {
    return [
      resolveRequest({
        method: load.method,
        url: load.url,
        headers: load.headers,
        body: load.body,
      }),
    ];
  }
  return undefined;
}

function resolveLoad(
  shared: LoadFile,
  own: LoadFile | undefined,
  path: string,
  problem: (path: string, message: string) => void,
): LoadSpec {
  const merged: LoadFile = { ...shared, ...own };
  // Whichever section names the request decides it: a variant's url replaces shared steps.
  const requests = requestsOf(own) ?? requestsOf(shared) ?? [];
  const where = own ? `${path}.load` : 'load';

  if (requests.length === 0) {
    // No section names one: the shared load is where it goes, whichever variant found it.
    problem('load.url', 'is required: the URL to load (or steps: a list of requests)');
  }
  // One section with both: its steps are the requests, and the rest would go unused unsaid.
  for (const [section, at] of [
    [shared, 'load'],
    [own, `${path}.load`],
  ] as const) {
    const single = (['url', 'method', 'headers', 'body'] as const).filter((k) => section?.[k]);
    if (section?.steps && single.length > 0)
      problem(
        `${at}.${single[0]}`,
        `sits beside steps, which name the requests, so ${single.join(', ')} would go unused: write this request as one of the steps, or remove steps`,
      );
  }
  for (const [i, request] of requests.entries()) {
    const host = new URL(withDummyPorts(request.url)).hostname;
    if (!isLoopback(host)) {
      problem(
        requests.length > 1 ? `${where}.steps[${i}]` : `${where}.url`,
        `"${request.url}" is not on this machine; perf-gate loads only services it starts itself, on 127.0.0.1 or localhost`,
      );
    }
  }
  if (merged.requests !== undefined && merged.duration !== undefined) {
    problem(`${where}.requests`, 'set either requests (a fixed count) or duration, not both');
  }
  if (merged.rate !== undefined && merged.requests !== undefined) {
    problem(`${where}.rate`, 'an open-model load (rate) runs for a duration; remove requests');
  }
  if (merged.arrival !== undefined && merged.rate === undefined) {
    problem(
      `${where}.arrival`,
      'spaces the requests of an open-model load: set load.rate too, or remove arrival',
    );
  }
  if (merged.stages && merged.rate === undefined) {
    problem(`${where}.stages`, 'ramp-up stages lead to a target rate: set load.rate too');
  }
  if (merged.rate !== undefined && (merged.pipelining ?? 1) > 1) {
    problem(
      // Where it is written: the shared load, or the variant's own.
      own?.pipelining !== undefined ? `${where}.pipelining` : 'load.pipelining',
      'an open-model load (rate) sends each request when its time comes, one at a time on a connection; remove pipelining',
    );
  }

  const warmup = resolveWarmup(merged.warmup, where, problem);

  return {
    requests,
    connections: merged.connections ?? DEFAULTS.connections,
    pipelining: merged.pipelining ?? 1,
    amount: merged.requests,
    durationMs:
      merged.requests === undefined
        ? (optionalMs(merged.duration) ?? DEFAULTS.durationMs)
        : undefined,
    rate: merged.rate,
    stages: (merged.stages ?? []).map((s) => ({ durationMs: ms(s.duration), rate: s.rate })),
    arrival: merged.arrival ?? 'constant',
    timeoutMs: optionalMs(merged.timeout) ?? DEFAULTS.timeoutMs,
    objectiveMs: optionalMs(merged.objective),
    warmup,
  };
}

/** A fixed warm-up (a time or a count), or one until the rate is steady, at most `max`. */
function resolveWarmup(
  warmup: LoadFile['warmup'],
  where: string,
  problem: (path: string, message: string) => void,
): NonNullable<LoadSpec['warmup']> {
  if (warmup === undefined) return { durationMs: DEFAULTS.warmupMs };
  if (warmup === 'steady') return { steady: { maxMs: DEFAULTS.steadyWarmupMaxMs } };
  if (typeof warmup !== 'object') return { durationMs: parseDuration(warmup, { zero: true }) };
  if (warmup.until === 'steady') {
    if (warmup.duration !== undefined || warmup.requests !== undefined)
      problem(
        `${where}.warmup`,
        'a warm-up until: steady ends when the rate is steady: remove duration and requests (max bounds it)',
      );
    return { steady: { maxMs: optionalMs(warmup.max) ?? DEFAULTS.steadyWarmupMaxMs } };
  }
  if (warmup.max !== undefined)
    problem(`${where}.warmup.max`, 'bounds a warm-up until the rate is steady: add until: steady');
  return {
    durationMs:
      warmup.duration === undefined ? undefined : parseDuration(warmup.duration, { zero: true }),
    amount: warmup.requests,
  };
}

function resolveSetup(step: SetupFile): SetupStep {
  const timeoutMs = optionalMs(step.timeout) ?? DEFAULTS.setupTimeoutMs;
  const when = step.when ?? 'measure';
  return 'run' in step
    ? { kind: 'run', command: step.run, timeoutMs, when }
    : { kind: 'request', request: resolveRequest(step.request), timeoutMs, when };
}

function resolveGate(file: ConfigFile): GateSpec {
  // A gate: section adds to the default gates (throughput, errors, cpu) rather than replacing
  // them: a config that names only p99 must not silently stop failing on errors.
  const thresholds: Partial<Record<GateMetric, number>> = { ...DEFAULT_GATE };
  for (const metric of GATE_METRICS) {
    const value = file.gate?.[metric];
    if (value === 'off' || value === false) delete thresholds[metric];
    else if (value !== undefined) thresholds[metric] = parsePercent(value);
  }
  // A default the config leaves alone takes the tolerance it gave the metric it follows
  // (CPU per request follows throughput): `throughput: 10%` means 10% for either cost.
  for (const metric of GATE_METRICS) {
    const source = metricDefinition(metric).defaultToleranceOf;
    const follows = source !== undefined && file.gate?.[source] !== undefined;
    if (follows && file.gate?.[metric] === undefined && thresholds[source] !== undefined)
      thresholds[metric] = thresholds[source];
  }
  return {
    thresholds,
    alpha: file.gate?.alpha ?? DEFAULTS.alpha,
    inconclusive: file.gate?.inconclusive ?? 'pass',
    test: file.gate?.test ?? 't',
  };
}

/**
 * `rounds` fixes the size; otherwise rounds are sequential up to `max-rounds` and `budget`.
 * The permutation test looks once, so it needs a fixed size, and enough rounds for its
 * smallest p-value (1/2ⁿ, one-sided) to reach α over the Holm-corrected gated family.
 */
function resolveRounds(
  file: ConfigFile,
  gate: GateSpec,
  variants: number,
  problem: (path: string, message: string) => void,
): Pick<Config, 'rounds' | 'sequential' | 'budgetMs'> {
  const maxRounds = file['max-rounds'];
  const budgetMs = optionalMs(file.budget);
  if (file.rounds !== undefined && maxRounds !== undefined) {
    problem(
      'max-rounds',
      'set either rounds (a fixed number of rounds) or max-rounds (sequential: stop as soon as the answer is clear), not both',
    );
  }
  if (file.rounds !== undefined && budgetMs !== undefined) {
    problem(
      'budget',
      'a wall-time budget bounds sequential rounds; remove rounds (which fixes the size) or remove budget',
    );
  }
  if (gate.test === 'permutation') {
    if (file.rounds === undefined) {
      problem(
        'gate.test',
        `"permutation" looks at the data once, so it needs a fixed size: set rounds (e.g. rounds: ${DEFAULTS.rounds}) instead of ${maxRounds !== undefined ? 'max-rounds' : budgetMs !== undefined ? 'budget' : 'sequential rounds'}`,
      );
    }
    const gated = Object.keys(gate.thresholds).filter((m) => m !== 'errors').length * variants;
    const needed = roundsToReach(gate.alpha / Math.max(1, gated));
    const rounds = file.rounds ?? DEFAULTS.rounds;
    if (gated > 0 && rounds < needed) {
      problem(
        'rounds',
        `${rounds} rounds cannot reach α = ${gate.alpha} with the permutation test over ${gated} gated comparison${gated === 1 ? '' : 's'} (its smallest p-value is 1/2^${rounds}); use at least ${needed} rounds, gate.test: t${gate.thresholds.cpu !== undefined && file.gate?.cpu === undefined ? ', or cpu: off (CPU per request is gated by default)' : ''}`,
      );
    }
  }
  if (file.rounds !== undefined || gate.test === 'permutation') {
    return { rounds: file.rounds ?? DEFAULTS.rounds, sequential: false };
  }
  return {
    rounds:
      maxRounds ?? (budgetMs === undefined ? DEFAULTS.maxRounds : DEFAULTS.maxRoundsWithBudget),
    sequential: true,
    budgetMs,
  };
}
