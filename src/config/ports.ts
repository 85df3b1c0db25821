/**
 * `{port}` placeholders. A service that writes `{port}` in its command, env or ready URL
 * gets a free port when it starts (and `PORT` in its environment); load and setup URLs
 * refer to it as `{port}` (the last service that has one) or `{port:name}`. Pure: the
 * caller allocates the ports.
 */
import type { ReadyProbe, RequestSpec, ServiceSpec, SetupStep, VariantSpec } from './types.js';

const PLACEHOLDER = /\{port(?::([\w.-]+))?\}/g;

/** A TCP probe target: `5000`, `host:5000`, `{port}`, `host:{port:name}`. Groups: host, port. */
export const TCP_TARGET = new RegExp(`^(?:([\\w.-]+):)?(\\d+|${PLACEHOLDER.source})$`);

export function hasPortPlaceholder(text: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(text);
}

/**
 * A port placeholder in another case (`{PORT}`, `{Port:db}`), which a command would hand
 * the shell as it is; undefined when there is none. Braces with spaces (`{ port }`) are code
 * (a JS object's shorthand), and `${PORT}` the shell's expansion of the PORT perf-gate sets.
 */
export function misspeltPlaceholder(text: string): string | undefined {
  for (const match of text.matchAll(/(?<!\$)\{port(?::[\w.-]+)?\}/gi))
    if (!new RegExp(`^${PLACEHOLDER.source}$`).test(match[0])) return match[0];
  return undefined;
}

/** The text with every placeholder replaced by a valid port, for validating URLs. */
export function withDummyPorts(text: string): string {
  return text.replace(PLACEHOLDER, '1');
}

/** Names of the services whose own fields ask for a port. */
export function servicesNeedingPorts(services: ServiceSpec[]): string[] {
  return services
    .filter((s) => {
      const ready = s.ready?.kind === 'http' ? s.ready.url : s.ready ? String(s.ready.port) : '';
      return [s.command, ready, ...Object.values(s.env)].some(hasPortPlaceholder);
    })
    .map((s) => s.name);
}

/** A `{port:name}` that names no service with a port. */
export class PortPlaceholderError extends Error {
  constructor(
    /** As written: `{port}`, `{port:api}`. */
    readonly placeholder: string,
    message: string,
  ) {
    super(message);
  }
}

function substitute(text: string, own: string | undefined, ports: Map<string, number>): string {
  return text.replace(PLACEHOLDER, (match, name: string | undefined) => {
    const key = name ?? own;
    const port = key === undefined ? undefined : ports.get(key);
    if (port === undefined) {
      const known = [...ports.keys()];
      throw new PortPlaceholderError(
        match,
        known.length === 0
          ? `${match} names no service with a port: no service asks for one. Write {port} in the command, env or ready of the service it means (perf-gate then picks its port and sets PORT), or write the fixed port instead of ${match}`
          : `${match} names no service with a port (services with {port}: ${known.join(', ')}); name one of them`,
      );
    }
    return String(port);
  });
}

/** The variant with every placeholder replaced by the given ports. */
export function bindPorts(variant: VariantSpec, ports: Map<string, number>): VariantSpec {
  // Load and setup URLs mean the front end: the last service that has a port.
  const front = [...ports.keys()].pop();
  const url = (r: RequestSpec): RequestSpec => ({ ...r, url: substitute(r.url, front, ports) });
  const ready = (probe: ReadyProbe | undefined, own: string): ReadyProbe | undefined => {
    if (!probe) return probe;
    return probe.kind === 'http'
      ? { ...probe, url: substitute(probe.url, own, ports) }
      : { ...probe, port: Number(substitute(String(probe.port), own, ports)) };
  };
  const services = variant.services.map((s): ServiceSpec => {
    const own = ports.has(s.name) ? s.name : undefined;
    const env = Object.fromEntries(
      Object.entries(s.env).map(([k, v]) => [k, substitute(v, own, ports)]),
    );
    if (own && env.PORT === undefined) env.PORT = String(ports.get(own));
    return { ...s, command: substitute(s.command, own, ports), env, ready: ready(s.ready, s.name) };
  });
  const setup = variant.setup.map((step): SetupStep =>
    step.kind === 'request'
      ? { ...step, request: url(step.request) }
      : { ...step, command: substitute(step.command, front, ports) },
  );
  return {
    ...variant,
    services,
    setup,
    load: { ...variant.load, requests: variant.load.requests.map(url) },
  };
}
