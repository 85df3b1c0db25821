/**
 * Why the open engine sends with undici: CPU per request of the two candidate clients, the
 * same closed loop of 10 requests in flight against the same server, interleaved so drift hits
 * both alike. CPU per request is what bounds the rate the engine can pace.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Agent } from 'undici';
import { median } from './measure.js';

const IN_FLIGHT = 10;

export interface ClientFigure {
  cpuUsPerRequest: number;
  rate: number;
}

async function loop(send: () => Promise<void>, requests: number): Promise<ClientFigure> {
  let left = requests;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (left-- > 0) await send();
    }),
  );
  const used = process.cpuUsage(cpu);
  return {
    cpuUsPerRequest: (used.user + used.system) / requests,
    rate: (requests / (performance.now() - started)) * 1000,
  };
}

/** Median over `pairs` interleaved runs of each client; the ratio is undici's over node:http's. */
export async function compareClients(
  url: string,
  pairs: number,
  requests = 3000,
): Promise<{ nodeHttp: ClientFigure; undici: ClientFigure; ratios: number[] }> {
  const target = new URL(url);
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const pool = new Agent({ connections: IN_FLIGHT, pipelining: 1 });
  const viaHttp = () =>
    new Promise<void>((done, fail) => {
      const req = http.request(
        { host: target.hostname, port: target.port, path: target.pathname, agent: keepAlive },
        (res) => {
          res.on('data', () => {});
          res.on('end', done);
        },
      );
      req.on('error', fail);
      req.end();
    });
  const viaUndici = () =>
    new Promise<void>((done, fail) => {
      pool.dispatch(
        { origin: target.origin, path: target.pathname, method: 'GET' },
        {
          onConnect: () => {},
          onHeaders: () => true,
          onData: () => true,
          onComplete: () => done(),
          onError: fail,
        },
      );
    });
  try {
    await loop(viaHttp, requests);
    await loop(viaUndici, requests);
    const h: ClientFigure[] = [];
    const u: ClientFigure[] = [];
    for (let i = 0; i < pairs; i++) {
      // Alternate which goes first, so neither always follows the other.
      if (i % 2 === 0) {
        h.push(await loop(viaHttp, requests));
        u.push(await loop(viaUndici, requests));
      } else {
        u.push(await loop(viaUndici, requests));
        h.push(await loop(viaHttp, requests));
      }
    }
    const summary = (xs: ClientFigure[]) => ({
      cpuUsPerRequest: median(xs.map((x) => x.cpuUsPerRequest)),
      rate: median(xs.map((x) => x.rate)),
    });
    return {
      nodeHttp: summary(h),
      undici: summary(u),
      ratios: u.map((x, i) => x.cpuUsPerRequest / h[i].cpuUsPerRequest),
    };
  } finally {
    keepAlive.destroy();
    await pool.destroy();
  }
}
