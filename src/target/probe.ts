/** Readiness: the service answers its probe URL (or its TCP port accepts). */
import { checksCertificate } from '../model/loopback.js';
import { connect } from 'node:net';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ReadyProbe } from '../config/types.js';
import { maskSecrets } from './secrets.js';

/** How much of a not-ready answer's body a probe keeps to show. */
const BODY_SHOWN = 120;

/**
 * What one look at a probe that was not ready saw: the words for the error, and whether an
 * HTTP probe was answered (with another status than it asks for): the app listens then.
 */
export interface ProbeSeen {
  seen: string;
  answered?: boolean;
}

/** One look at the probe: undefined when ready, otherwise what was seen (for the error). */
export function probeOnce(probe: ReadyProbe, timeoutMs = 1_000): Promise<ProbeSeen | undefined> {
  return probe.kind === 'tcp'
    ? tcpOnce(probe.host, Number(probe.port), timeoutMs)
    : httpOnce(probe, timeoutMs);
}

function tcpOnce(host: string, port: number, timeoutMs: number): Promise<ProbeSeen | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (seen: string | undefined) => {
      socket.destroy();
      resolve(seen === undefined ? undefined : { seen });
    };
    socket.setTimeout(timeoutMs, () =>
      done(`no answer from ${host}:${port} within ${timeoutMs} ms`),
    );
    socket.once('connect', () => done(undefined));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(describeError(error, `${host}:${port}`)),
    );
  });
}

function httpOnce(
  probe: Extract<ReadyProbe, { kind: 'http' }>,
  timeoutMs: number,
): Promise<ProbeSeen | undefined> {
  return new Promise((resolve) => {
    const req = request(probe.url, timeoutMs, (res) => {
      const status = res.statusCode ?? 0;
      const ok =
        probe.status.length > 0 ? probe.status.includes(status) : status >= 200 && status < 300;
      if (ok) {
        res.resume();
        return resolve(undefined);
      }
      const wanted =
        probe.status.length > 0 ? `ready.status expects ${probe.status.join(' or ')}` : 'not 2xx';
      // What it said is often why it is not ready ("waiting for database"): its start.
      let body = '';
      res.setEncoding('utf8');
      const answered = () => {
        const said = body.replace(/\s+/g, ' ').trim().slice(0, BODY_SHOWN);
        const quoted = said ? `: ${JSON.stringify(maskSecrets(said))}` : '';
        resolve({ seen: `${probe.url} answered ${status}, ${wanted}${quoted}`, answered: true });
      };
      // A body that trickles on does not hold the probe past its own timeout.
      const cutoff = setTimeout(() => {
        answered();
        res.destroy();
      }, timeoutMs);
      res.once('close', () => clearTimeout(cutoff));
      res.on('data', (chunk: string) => {
        body += chunk;
        // Enough to show: a body that streams on need not be waited for.
        if (body.length >= BODY_SHOWN) {
          answered();
          res.destroy();
        }
      });
      res.once('end', answered);
      res.once('error', answered);
    });
    req.once('timeout', () => {
      req.destroy();
      resolve({ seen: `${probe.url} did not answer within ${timeoutMs} ms` });
    });
    req.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ seen: describeError(error, probe.url) }),
    );
    req.end();
  });
}

/** Whether `url` gives any HTTP answer within `timeoutMs`. */
export function answersWithin(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, timeoutMs, (res) => {
      res.resume();
      resolve(true);
    });
    req.once('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.once('error', () => resolve(false));
    req.end();
  });
}

function describeError(error: NodeJS.ErrnoException, where: string): string {
  if (error.code === 'ECONNREFUSED') return `${where} refused the connection`;
  return `${where}: ${error.code ?? error.message}`;
}

/** Whether something already accepts connections on host:port. */
export async function portAccepts(host: string, port: number): Promise<boolean> {
  return (await tcpOnce(host, port, 500)) === undefined;
}

export function probeEndpoint(probe: ReadyProbe): { host: string; port: number } {
  if (probe.kind === 'tcp') return { host: probe.host, port: Number(probe.port) };
  const url = new URL(probe.url);
  return { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)) };
}

/** A GET of an http or https URL; a certificate is checked unless the host is this machine. */
function request(
  url: string,
  timeoutMs: number,
  then: (res: IncomingMessage) => void,
): ClientRequest {
  const options = { method: 'GET', timeout: timeoutMs, agent: false } as const;
  return url.startsWith('https:')
    ? httpsRequest(
        url,
        { ...options, rejectUnauthorized: checksCertificate(new URL(url).hostname) },
        then,
      )
    : httpRequest(url, options, then);
}
