/**
 * The open engine's HTTP/1.1 client against real sockets on 127.0.0.1: servers that write
 * exact bytes, so each way a response can end (length, chunks, close) and each way a
 * connection can fail is checked as the client sees it.
 */
import { createServer as createHttpServer } from 'node:http';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Http1Client, type RequestOutcome } from '../../src/load/http1.js';
import { tcpListenOverflows } from '../../src/procfs/index.js';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A server that answers each request (one per `\r\n\r\n`) with `respond(n)`, in pieces. */
async function rawServer(
  respond: (n: number, socket: net.Socket) => string | undefined,
): Promise<{ url: string; requests: string[]; connections: () => number }> {
  const requests: string[] = [];
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      for (let end; (end = buffered.indexOf('\r\n\r\n')) >= 0;) {
        requests.push(buffered.slice(0, end));
        buffered = buffered.slice(end + 4);
        const answer = respond(requests.length - 1, socket);
        if (answer === undefined) continue;
        // Split across writes, so the client must reassemble heads and chunk sizes.
        const half = Math.floor(answer.length / 2);
        socket.write(answer.slice(0, half), 'latin1');
        setTimeout(() => socket.writable && socket.write(answer.slice(half), 'latin1'), 2);
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/path?q=1`, requests, connections: () => connections };
}

function clientFor(url: string, timeoutMs = 2_000, method = 'GET', body?: string) {
  const client = new Http1Client([{ method, url, headers: { 'x-test': 'yes' }, body }], timeoutMs);
  closers.push(() => client.close());
  return client;
}

const send = (client: Http1Client) =>
  new Promise<RequestOutcome>((resolve) => client.send(0, resolve));

describe('HTTP/1.1 client of the open engine', () => {
  it('reads a Content-Length body and reuses the kept-alive connection', async () => {
    const server = await rawServer(
      () => 'HTTP/1.1 201 Created\r\nContent-Length: 11\r\nX-A: b\r\n\r\nhello world',
    );
    const client = clientFor(server.url);
    expect(await send(client)).toEqual({ kind: 'response', statusCode: 201, bytes: 11 });
    expect(await send(client)).toEqual({ kind: 'response', statusCode: 201, bytes: 11 });
    expect(server.connections()).toBe(1);
    expect(server.requests[0]).toBe(
      'GET /path?q=1 HTTP/1.1\r\nHost: ' + new URL(server.url).host + '\r\nx-test: yes',
    );
  });

  it('reads a chunked body, with extensions and trailers, split across packets', async () => {
    const server = await rawServer(
      () =>
        'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n' +
        '5;ext=1\r\nhello\r\n10\r\n0123456789abcdef\r\n0\r\nX-Trailer: t\r\n\r\n',
    );
    const client = clientFor(server.url);
    expect(await send(client)).toEqual({ kind: 'response', statusCode: 200, bytes: 21 });
    expect(await send(client)).toEqual({ kind: 'response', statusCode: 200, bytes: 21 });
    expect(server.connections()).toBe(1);
  });

  it('a body without a length ends with its connection, which is not reused', async () => {
    const server = await rawServer((_n, socket) => {
      socket.end('HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nuntil the end');
      return undefined;
    });
    const client = clientFor(server.url);
    expect(await send(client)).toEqual({ kind: 'response', statusCode: 200, bytes: 13 });
    expect(await send(client)).toEqual({ kind: 'response', statusCode: 200, bytes: 13 });
    expect(server.connections()).toBe(2);
  });

  it('skips an interim 100 Continue, and a 204 or a HEAD has no body', async () => {
    const server = await rawServer((n) =>
      n === 0
        ? 'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n'
        : 'HTTP/1.1 200 OK\r\nContent-Length: 500\r\n\r\n',
    );
    const client = clientFor(server.url);
    expect(await send(client)).toEqual({ kind: 'response', statusCode: 204, bytes: 0 });
    const head = clientFor(server.url, 2_000, 'HEAD');
    expect(await send(head)).toEqual({ kind: 'response', statusCode: 200, bytes: 0 });
  });

  it('sends a body with its length', async () => {
    const server = await rawServer(() => 'HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n');
    const client = clientFor(server.url, 2_000, 'POST', '{"a":1}');
    expect(await send(client)).toEqual({ kind: 'response', statusCode: 200, bytes: 0 });
    expect(server.requests[0]).toContain('\r\nContent-Length: 7');
  });

  it('a response that is not HTTP is an error, and so is a refused connection', async () => {
    const server = await rawServer(() => 'SSH-2.0-OpenSSH\r\n\r\n');
    expect(await send(clientFor(server.url))).toEqual({ kind: 'error' });
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await send(clientFor(`http://127.0.0.1:${port}/`))).toEqual({ kind: 'error' });
  });

  it('times a request out at its timeout, below a second, and drops its connection', async () => {
    const server = await rawServer(() => undefined);
    const client = clientFor(server.url, 150);
    const started = performance.now();
    expect(await send(client)).toEqual({ kind: 'timeout' });
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(149);
    expect(took).toBeLessThan(1_000);
  });

  it('a kept-alive connection the server closed while idle is not reused: the next request opens another', async () => {
    const server = createHttpServer((_req, res) => res.end('ok'));
    // Closes an idle connection after 50 ms.
    server.keepAliveTimeout = 50;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => server.close());
    const { port } = server.address() as net.AddressInfo;
    const client = clientFor(`http://127.0.0.1:${port}/`);
    expect(await send(client)).toEqual({ kind: 'response', statusCode: 200, bytes: 2 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await send(client)).toEqual({ kind: 'response', statusCode: 200, bytes: 2 });
  });

  it("opens a thousand connections before a run without overflowing the server's accept queue", async () => {
    // All at once they overflowed the 511 of a Node server's backlog (the kernel dropped the
    // handshakes, retried a second later, and the requests on those connections waited):
    // the client opens them a few at a time and hands out only those that are open. The
    // server is a process of its own, as an app is (in this one it could not accept while the
    // client opened).
    const server = spawn(
      process.execPath,
      [
        '-e',
        "const s = require('http').createServer((q, r) => r.end('ok')).listen(0, '127.0.0.1', () => console.log(s.address().port))",
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    closers.push(() => server.kill('SIGKILL'));
    const port = await new Promise<number>((resolve) =>
      server.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
    );
    const client = clientFor(`http://127.0.0.1:${port}/`);
    const before = tcpListenOverflows();
    await client.warm(1_000);
    expect(tcpListenOverflows()).toBe(before);
    expect(await send(client)).toMatchObject({ kind: 'response', statusCode: 200 });
  });
});
