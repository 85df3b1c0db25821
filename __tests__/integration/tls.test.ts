/**
 * A service that serves TLS with a certificate of its own (self-signed, as a local app's
 * usually is): its ready probe answers, and both engines load it — autocannon never checked
 * the certificate, and perf-gate's own engine (slices, the open model) now does not either.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad, slicedMeasurement } from '../../src/load/trial.js';
import { probeOnce } from '../../src/target/probe.js';
import type { LoadSpec } from '../../src/config/types.js';

let server: Server;
let url: string;

beforeAll(async () => {
  const tls = (name: string) => readFileSync(resolve('__tests__/fixtures/tls', name));
  server = createServer({ key: tls('key.pem'), cert: tls('cert.pem') }, (_req, res) =>
    res.end('ok'),
  );
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const load = (): LoadSpec => ({
  requests: [{ method: 'GET', url, headers: {} }],
  connections: 4,
  pipelining: 1,
  stages: [],
  arrival: 'constant',
  timeoutMs: 5_000,
});

describe('a service with its own certificate', () => {
  it('is ready once its https probe answers', async () => {
    const probe = { kind: 'http' as const, url, status: [], timeoutMs: 2_000, intervalMs: 50 };
    expect(await probeOnce(probe)).toBeUndefined();
  });

  it('is loaded by the open model and by kept connections in slices, every request answered', async () => {
    const open = await runLoad({ ...load(), rate: 100, durationMs: 500 });
    expect(open.errors).toBe(0);
    expect(open.responses).toBeGreaterThan(0);
    const sliced = slicedMeasurement(load());
    await sliced.slice({ durationMs: 300 });
    const closed = sliced.measurement();
    expect(closed.errors).toBe(0);
    expect(closed.responses).toBeGreaterThan(0);
  });
});
