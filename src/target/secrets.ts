/**
 * Secrets never reach the code under test or the files perf-gate writes. A service, a
 * setup command or a build runs pull-request code: it gets the runner's environment
 * without the action's inputs (`INPUT_*`, the token among them), the runtime, OIDC, cache
 * and results tokens and URLs (`ACTIONS_*`), and `GITHUB_TOKEN`. A config's explicit `env:`
 * can still pass what the user chooses. Whatever secret value still shows up in a log (an
 * app that prints a token it was given some other way) is masked before it is written.
 */

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

/** Values in `env` that are tokens: masked wherever they appear in a log or a report. */
export function secretValuesOf(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(env)
    .filter(([name]) => /TOKEN/.test(name) && isWithheld(name))
    .map(([, value]) => value ?? '');
}

/** Shorter values would mask ordinary words. */
const MIN_SECRET_LENGTH = 6;
const MASK = '***';
const secrets = new Set<string>();

/** Masks `value` in every log and report written from now on. */
export function addSecret(value: string): void {
  if (value.length >= MIN_SECRET_LENGTH) secrets.add(value);
}

export function maskSecrets(text: string): string {
  let masked = text;
  for (const secret of secrets) masked = masked.split(secret).join(MASK);
  return masked;
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
