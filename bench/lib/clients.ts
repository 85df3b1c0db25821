/**
 * Why the open engine sends with its own HTTP/1.1 client: CPU per request of node:http,
 * undici and that client, the same closed loop of 10 requests in flight against the same
 * server, interleaved so drift hits them alike. CPU per request is what bounds the rate the
 * engine can pace.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Agent } from 'undici';
import { Http1Client } from '../../src/load/http1.js';
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
): Promise<{
  nodeHttp: ClientFigure;
  undici: ClientFigure;
  http1: ClientFigure;
  ratios: number[];
}> {
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
  const own = new Http1Client([{ method: 'GET', url, headers: {} }], 10_000);
  const viaHttp1 = () =>
    new Promise<void>((done, fail) =>
      own.send(0, (outcome) =>
        outcome.kind === 'response' ? done() : fail(new Error(outcome.kind)),
      ),
    );
  // The client's sockets do not hold the process open by themselves (the engine's pacer does).
  const hold = setInterval(() => {}, 1000);
  try {
    await loop(viaHttp, requests);
    await loop(viaUndici, requests);
    await loop(viaHttp1, requests);
    const h: ClientFigure[] = [];
    const u: ClientFigure[] = [];
    const o: ClientFigure[] = [];
    for (let i = 0; i < pairs; i++) {
      // Rotate which goes first, so none always follows another.
      const order = [
        () => loop(viaHttp, requests).then((f) => h.push(f)),
        () => loop(viaUndici, requests).then((f) => u.push(f)),
        () => loop(viaHttp1, requests).then((f) => o.push(f)),
      ];
      for (let k = 0; k < order.length; k++) await order[(i + k) % order.length]();
    }
    const summary = (xs: ClientFigure[]) => ({
      cpuUsPerRequest: median(xs.map((x) => x.cpuUsPerRequest)),
      rate: median(xs.map((x) => x.rate)),
    });
    return {
      nodeHttp: summary(h),
      undici: summary(u),
      http1: summary(o),
      ratios: u.map((x, i) => x.cpuUsPerRequest / h[i].cpuUsPerRequest),
    };
  } finally {
    clearInterval(hold);
    keepAlive.destroy();
    own.close();
    await pool.destroy();
  }
}
