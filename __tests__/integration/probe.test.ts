/** A ready probe against real sockets: what it keeps of a not-ready answer, and for how long. */
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { probeOnce } from '../../src/target/probe.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

describe('a ready probe answered "not ready"', () => {
  it('keeps the start of a body that trickles on, and gives up at its own timeout', async () => {
    // A body sent a byte at a time, forever: the probe waited for 120 bytes or the end, so
    // a 2 s ready.timeout became 34 s (a hostile test).
    const trickles = new Set<NodeJS.Timeout>();
    server = createServer((_req, res) => {
      res.writeHead(503);
      res.write('waiting');
      const timer = setInterval(() => res.write('.'), 100);
      trickles.add(timer);
      res.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((ready) => server!.listen(0, '127.0.0.1', ready));
    const { port } = server.address() as { port: number };
    const seen = await probeOnce(
      {
        kind: 'http',
        url: `http://127.0.0.1:${port}/health`,
        status: [],
        timeoutMs: 5_000,
        intervalMs: 100,
      },
      500,
    );
    for (const timer of trickles) clearInterval(timer);
    server.closeAllConnections();
    expect(seen).toMatchObject({ answered: true });
    expect(seen!.seen).toMatch(/answered 503, not 2xx: "waiting\.*"$/);
    // Cut at its 500 ms, not when 120 bytes had come (11 s at a byte a tenth of a second): a
    // busy machine would have to hold the timer back for 6 s to reach 60 of them.
    expect(seen!.seen.match(/\./g)?.length ?? 0).toBeLessThan(60);
  }, 20_000);
});
