/**
 * This machine's names: perf-gate loads only services on them, and a readiness probe or setup
 * request goes elsewhere only to a host the config allows. Pure.
 */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set([
  '127.0.0.1',
  'localhost',
  '[::1]',
  '::1',
]);

export function isLoopback(host: string): boolean {
  return LOOPBACK_HOSTS.has(host);
}

/**
 * Whether a TLS connection to `host` checks its certificate. A service on this machine that
 * perf-gate started usually has a certificate of its own (self-signed), and a loopback
 * connection has no one in the middle to guard against (autocannon never checks either); a
 * host elsewhere that the config allows is checked as any client would.
 */
export function checksCertificate(host: string): boolean {
  return !isLoopback(host);
}
