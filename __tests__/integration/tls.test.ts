/**
 * A service on this machine that serves TLS with a certificate of its own (self-signed, as a
 * local app's usually is): its ready probe answers, its setup requests are answered, and
 * perf-gate's own engine (slices, the open model) loads it, as autocannon always did. A host
 * elsewhere is checked (src/model/loopback.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad, slicedMeasurement } from '../../src/load/trial.js';
import { probeOnce } from '../../src/target/probe.js';
import { runSetup } from '../../src/load/setup.js';
import { checksCertificate } from '../../src/model/loopback.js';
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
  it('is not checked on this machine; a host elsewhere the config allows is', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]'])
      expect(checksCertificate(host), host).toBe(false);
    expect(checksCertificate('db.example.com')).toBe(true);
  });

  it('is ready once its https probe answers', async () => {
    const probe = { kind: 'http' as const, url, status: [], timeoutMs: 2_000, intervalMs: 50 };
    expect(await probeOnce(probe)).toBeUndefined();
  });

  it('answers its setup request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-tls-'));
    try {
      const step = {
        kind: 'request' as const,
        request: { method: 'POST', url, headers: {} },
        timeoutMs: 5_000,
        when: 'measure' as const,
      };
      await expect(
        runSetup([step], join(dir, 'setup.log'), 'measure', process.env),
      ).resolves.toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
