/**
 * What is secret, and the one step that masks it. A service, a setup command or a build runs
 * pull-request code: it gets the runner's environment without the action's inputs
 * (`INPUT_*`, the token among them), the runtime, OIDC, cache and results tokens and URLs
 * (`ACTIONS_*`), and `GITHUB_TOKEN`. Everything else it inherits, and a config's explicit
 * `env:` passes what the user chooses — a database URL, an API key the app needs. Those
 * values are secrets too when their names say so (`*TOKEN*`, `*SECRET*`, `*PASSWORD*`,
 * `*KEY*`, `*CREDENTIAL*`), and so is the password of any connection string
 * (postgres://app:pw@host). An app that prints one (a crash dump of its settings) would
 * put it in a log perf-gate uploads, a PR comment, a job summary: GitHub masks a secret
 * in its own log only, not in an artifact nor in a comment posted through the API. So
 * every text perf-gate writes, posts or prints passes through `maskSecrets`: the service
 * logs (output-log.ts), the result before any report is rendered from it (modes/output.ts),
 * the action's log, summary and outputs (action/publish.ts), the terminal (cli/terminal.ts).
 */
import type { VariantSpec } from '../config/types.js';
import { urlPasswordSecrets } from '../model/url-password.js';

/** Variables the code under test never inherits. */
export function isWithheld(name: string): boolean {
  return (
    name.startsWith('INPUT_') ||
    name === 'GITHUB_TOKEN' ||
    /^ACTIONS_(RUNTIME|ID_TOKEN_REQUEST|CACHE|RESULTS)_/.test(name) ||
    /^ACTIONS_.*(TOKEN|URL)/.test(name)
  );
}

/** The environment a child process inherits: the runner's, less what `isWithheld` names. */
export function inheritedEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !isWithheld(name)));
}

/** Names whose values are secret, wherever they are set (GitHub's own secrets are named so). */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|KEY|CREDENTIAL|AUTHORIZATION|COOKIE/i;

export function looksSecret(name: string): boolean {
  return SECRET_NAME.test(name);
}

/**
 * GitHub's tokens, whatever they are named (`GH: ghp_…`): their prefixes are documented and
 * nothing else looks like them (personal, OAuth, user-to-server, server-to-server, refresh,
 * fine-grained).
 */
const GITHUB_TOKEN_VALUE = /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})\b/g;

/** Shorter values would mask ordinary words. */
const MIN_SECRET_LENGTH = 6;

/**
 * The secrets among named values (the runner's environment, a config's `env:`): perf-gate's
 * own tokens, the values of secret-looking names, GitHub tokens under any name, and the
 * password of a connection string in any value.
 */
export function secretsIn(values: Record<string, string | undefined>): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue;
    if (looksSecret(name)) found.push(value);
    found.push(...urlPasswordSecrets(value, MIN_SECRET_LENGTH));
    for (const [token] of value.matchAll(GITHUB_TOKEN_VALUE)) found.push(token);
  }
  return found;
}

/**
 * The config's own secrets: the services' `env:` of every variant, secret-looking headers of
 * the load's and the setup's requests, and the password of a connection string wherever a
 * config may hold one — a service's or setup step's command (`node app.js
 * --db=postgres://app:pw@db/shop`), a build, a readiness probe's or a request's URL.
 */
export function secretsOfConfig(config: {
  variants: Pick<VariantSpec, 'build' | 'services' | 'setup' | 'load'>[];
}): string[] {
  // Named after what they are, not after a secret: only their connection strings count.
  const commands = (
    variant: (typeof config.variants)[number],
  ): Record<string, string | undefined> => ({
    build: variant.build,
    ...Object.fromEntries(variant.services.map((s, i) => [`command ${i}`, s.command])),
    ...Object.fromEntries(
      variant.services.map((s, i) => [`ready ${i}`, s.ready?.kind === 'http' ? s.ready.url : '']),
    ),
    ...Object.fromEntries(
      variant.setup.map((step, i) => [
        `setup ${i}`,
        step.kind === 'run' ? step.command : step.request.url,
      ]),
    ),
    ...Object.fromEntries(variant.load.requests.map((r, i) => [`url ${i}`, r.url])),
  });
  const setupRequests = (variant: (typeof config.variants)[number]) =>
    variant.setup.flatMap((step) => (step.kind === 'request' ? [step.request] : []));
  return config.variants.flatMap((variant) => [
    ...variant.services.flatMap((service) => secretsIn(service.env)),
    ...[...variant.load.requests, ...setupRequests(variant)].flatMap((r) => secretsIn(r.headers)),
    ...secretsIn(commands(variant)),
  ]);
}

const MASK = '***';
const secrets = new Set<string>();
/** The secrets, longest first, so that a secret that holds another is masked whole. */
let longestFirst: string[] = [];
/** Told of each new secret: the action registers it with the runner (core.setSecret). */
let announce: ((secret: string) => void) | undefined;

/** Masks `value` in every log and report written from now on. */
export function addSecret(value: string): void {
  if (value.length < MIN_SECRET_LENGTH || secrets.has(value)) return;
  secrets.add(value);
  longestFirst = [...secrets].sort((a, b) => b.length - a.length);
  announce?.(value);
}

/**
 * Forgets every secret: a process runs one action or one command, so only a process that
 * runs several in turn (a test of run()) needs it, lest one run announce another's secrets.
 */
export function forgetSecrets(): void {
  secrets.clear();
  longestFirst = [];
}

export function addSecrets(values: Iterable<string>): void {
  for (const value of values) addSecret(value);
}

/** Tells `listener` of every secret known now and of each one added later. */
export function announceSecretsTo(listener: ((secret: string) => void) | undefined): void {
  announce = listener;
  if (listener) for (const secret of secrets) listener(secret);
}

/** The one masking step. */
export function maskSecrets(text: string): string {
  let masked = text;
  for (const secret of longestFirst) {
    if (masked.includes(secret)) masked = masked.split(secret).join(MASK);
  }
  return masked;
}

/**
 * Every string in `value` masked: a result before a report, the JSON or a comment is made
 * from it, so that a secret is masked as the app printed it, not after markdown escaping or
 * JSON quoting have changed its characters.
 */
export function maskedCopy<T>(value: T): T {
  if (secrets.size === 0) return value;
  const copy = (item: unknown): unknown => {
    if (typeof item === 'string') return maskSecrets(item);
    if (Array.isArray(item)) return item.map(copy);
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, copy(inner)]));
    }
    return item;
  };
  return copy(value) as T;
}

/**
 * Masks a stream that arrives in chunks: a secret split across two chunks is held back
 * until the rest arrives (or the stream ends), so it is never written in two halves.
 */
export class SecretMasker {
  private pending = '';

  /** The text that can be written now, masked. */
  push(text: string): string {
    const masked = maskSecrets(this.pending + text);
    const keep = heldBack(masked);
    this.pending = masked.slice(masked.length - keep);
    return masked.slice(0, masked.length - keep);
  }

  /** What is left at the end, masked. */
  flush(): string {
    const rest = maskSecrets(this.pending);
    this.pending = '';
    return rest;
  }
}

/** Length of the longest end of `text` that is the start of a secret. */
function heldBack(text: string): number {
  let longest = 0;
  for (const secret of secrets) {
    for (let n = Math.min(secret.length - 1, text.length); n > longest; n--) {
      if (text.endsWith(secret.slice(0, n))) {
        longest = n;
        break;
      }
    }
  }
  return longest;
}
