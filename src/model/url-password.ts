/**
 * The password of a connection string (scheme://user:PASSWORD@host), in one place for the
 * secrets' registry (target/secrets.ts) and for a config's error messages, which quote its
 * values before any secret is registered (config/index.ts). Pure.
 */

/** The password runs to the last "@" before the host: a raw "@" in a password happens. */
const URL_PASSWORD = /\b([a-z][\w+.-]*):\/\/([^\s:/?#@]*):([^\s/?#]+)@/gi;

/**
 * What to mask of each connection string in `value`: its password in every form an app may
 * print it (as written, decoded, re-encoded as a URL parser does: `=` becomes `%3D`); or the
 * URL up to it where the password alone would mask ordinary words in every report: a short
 * one ("pw"), or one that is the URL's user or scheme (postgres://postgres:postgres@, a CI
 * database's default, would hide every "postgres" in a variant's name).
 */
export function urlPasswordSecrets(value: string, minLength: number): string[] {
  const found: string[] = [];
  for (const [span, scheme, user, password] of value.matchAll(URL_PASSWORD)) {
    const wordy = [scheme, user].some((name) => name.toLowerCase() === password.toLowerCase());
    if (password.length < minLength || wordy) {
      found.push(span);
      continue;
    }
    found.push(password);
    for (const form of [decoded(password), reencoded(scheme, password)]) {
      if (form !== undefined && form !== password && form.length >= minLength) found.push(form);
    }
  }
  return found;
}

/** `text` with each connection string's password replaced by `***`. */
export function maskUrlPasswords(text: string): string {
  return text.replace(URL_PASSWORD, (_span, scheme, user) => `${scheme}://${user}:***@`);
}

function decoded(password: string): string | undefined {
  try {
    return decodeURIComponent(password);
  } catch {
    return undefined;
  }
}

function reencoded(scheme: string, password: string): string | undefined {
  try {
    return new URL(`${scheme}://u:${password}@h`).password;
  } catch {
    return undefined;
  }
}
