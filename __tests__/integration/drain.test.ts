/**
 * A timed window ends by draining: no request is sent after its end, and every request sent
 * is answered and counted, however slow. Real sockets on 127.0.0.1; the server counts what it
 * received, so the check is exact whatever the machine is doing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { windowSeconds } from '../../src/load/closed.js';
import { runLoad } from '../../src/load/trial.js';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function slowServer(delayMs: number) {
  const counts = { received: 0 };
  server = createServer((_req, res) => {
    counts.received++;
    setTimeout(() => res.end('ok'), delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, counts };
}

describe('the end of a timed window', () => {
  it('lets the requests in flight finish and counts them: slow responses are not cut off', async () => {
    const { url, counts } = await slowServer(300);
    const measurement = await runLoad({
      requests: [{ method: 'GET', url, headers: {} }],
      connections: 2,
      pipelining: 1,
      durationMs: 500,
      timeoutMs: 5_000,
    });
    // Each connection sent at 0 and about 300 ms; the second was in flight at 500 ms.
    expect(counts.received).toBeGreaterThanOrEqual(4);
    expect(measurement.responses).toBe(counts.received);
    expect(measurement.errors + measurement.timeouts).toBe(0);
    expect(measurement.latencyUs.min).toBeGreaterThanOrEqual(300_000);
    // The window runs to the connections' last responses, not to the 500 ms it sent for.
    expect(measurement.durationSec).toBeGreaterThanOrEqual(0.6);
    expect(measurement.throughput).toBeLessThan(counts.received / 0.5);
  }, 30_000);
});

describe("windowSeconds: the time the connections' own rates need for the responses", () => {
  it.each([
    ['one connection: its span', [{ responses: 10, lastAtMs: 500 }], 0.5],
    [
      'two equal connections: the common span',
      [
        { responses: 5, lastAtMs: 600 },
        { responses: 5, lastAtMs: 600 },
      ],
      0.6,
    ],
    [
      'a slow and a fast connection: responses over the sum of their rates',
      [
        { responses: 2, lastAtMs: 600 },
        { responses: 10, lastAtMs: 500 },
      ],
      12 / (2 / 600 + 10 / 500) / 1000,
    ],
    [
      'a connection that never answered adds no rate',
      [
        { responses: 0, lastAtMs: 5_000 },
        { responses: 4, lastAtMs: 400 },
      ],
      0.4,
    ],
  ])('%s', (_, connections, seconds) => {
    expect(windowSeconds(connections, 999)).toBeCloseTo(seconds, 9);
  });

  it('with no response at all, the elapsed time', () => {
    expect(windowSeconds([{ responses: 0, lastAtMs: 0 }], 750)).toBe(0.75);
  });
});
