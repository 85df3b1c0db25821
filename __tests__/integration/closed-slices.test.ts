/**
 * The closed model in slices keeps its connections: a real server on 127.0.0.1 counts the
 * connections it accepted and the requests it received, so every check is exact whatever
 * the machine is doing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ClosedSlices } from '../../src/load/closed.js';
import { Tally } from '../../src/load/tally.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function countingServer(delayMs = 0) {
  const counts = { connections: 0, received: 0 };
  server = createServer((_req, res) => {
    counts.received++;
    setTimeout(() => res.end('ok'), delayMs);
  });
  server.on('connection', () => counts.connections++);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, counts };
}

const run = (url: string, connections: number) => ({
  requests: [{ method: 'GET', url, headers: {} }],
  connections,
  timeoutMs: 5_000,
});

describe('closed-model slices on kept connections', () => {
  it('opens its connections once and reuses them in every slice', async () => {
    const { url, counts } = await countingServer();
    const tally = new Tally(undefined, 'sent');
    const engine = new ClosedSlices(run(url, 4), tally);
    for (let i = 0; i < 5; i++) await engine.slice({ durationMs: 60 });
    await engine.close();
    expect(counts.connections).toBe(4);
    const m = tally.toMeasurement();
    expect(m.responses).toBe(counts.received);
    expect(m.errors + m.timeouts).toBe(0);
  }, 30_000);

  it('runs a slice into another tally on the same connections: the trial counts none of it', async () => {
    const { url, counts } = await countingServer();
    const tally = new Tally(undefined, 'sent');
    const engine = new ClosedSlices(run(url, 2), tally);
    const discarded = new Tally(undefined, 'sent');
    await engine.slice({ durationMs: 60 }, discarded);
    await engine.slice({ amount: 9 });
    await engine.close();
    expect(counts.connections).toBe(2);
    expect(tally.responseCount).toBe(9);
    expect(discarded.responseCount).toBe(counts.received - 9);
    expect(discarded.responseCount).toBeGreaterThan(0);
  }, 30_000);

  it('sends exactly a counted slice and lets the requests in flight of a timed one finish', async () => {
    const { url, counts } = await countingServer(50);
    const tally = new Tally(undefined, 'sent');
    const engine = new ClosedSlices(run(url, 3), tally);
    await engine.slice({ amount: 7 });
    expect(counts.received).toBe(7);
    expect(tally.responseCount).toBe(7);
    // Three lanes of 50 ms responses in a 20 ms slice: each lane's one request was in flight
    // at the end, and still counts.
    await engine.slice({ durationMs: 20 });
    await engine.close();
    expect(counts.received).toBe(7 + 3);
    const m = tally.toMeasurement();
    expect(m.responses).toBe(10);
    // A timer may fire a millisecond early.
    expect(m.latencyUs.min).toBeGreaterThanOrEqual(45_000);
  }, 30_000);

  it('ends a slice under way at once when closed, and counts nothing after', async () => {
    const { url } = await countingServer(5_000);
    const tally = new Tally(undefined, 'sent');
    const engine = new ClosedSlices(run(url, 2), tally);
    const started = performance.now();
    const slice = engine.slice({ durationMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await engine.close();
    await slice;
    expect(performance.now() - started).toBeLessThan(5_000);
    const m = tally.toMeasurement();
    expect(m.responses + m.errors + m.timeouts).toBe(0);
  }, 30_000);

  it('ends a timed slice against an app that is gone, counting errors, without spinning', async () => {
    const { url } = await countingServer();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const tally = new Tally(undefined, 'sent');
    const engine = new ClosedSlices(run(url, 2), tally);
    const started = performance.now();
    await engine.slice({ durationMs: 100 });
    await engine.close();
    expect(performance.now() - started).toBeLessThan(10_000);
    const m = tally.toMeasurement();
    expect(m.responses).toBe(0);
    expect(m.errors).toBeGreaterThan(0);
  }, 30_000);
});
