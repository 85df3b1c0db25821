/**
 * perf-gate's own HTTP/1.1 client: the open engine's, and the closed model's in slices
 * (closed.ts). The CPU the engine spends per request bounds the rate it can hold on a shared
 * runner, and a general client spends most of it on things a load generator does not need: undici's dispatch cost 41 µs per request here, against 8 µs for
 * wrk (`npm run bench:load`). This one does only what the engine needs:
 * - each request kind is serialized once, up front, into the bytes it writes;
 * - a response is read for its status, its body's length (Content-Length, chunked, or up to
 *   the close) and whether its connection stays open; headers are not split into objects and
 *   the body is counted, not kept;
 * - one request per connection at a time (no pipelining: the open model measures each
 *   request from its own due time), connections kept alive and reused last-in first-out;
 * - timeouts from one queue of deadlines (they all have the same length, so they expire in
 *   the order the requests left) with one timer, instead of a timer per request.
 */
import { checksCertificate } from '../model/loopback.js';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import tls from 'node:tls';
import type { RequestSpec } from '../config/types.js';

/** How a request ended, for the one function that counts it. */
export type RequestOutcome =
  { kind: 'response'; statusCode: number; bytes: number } | { kind: 'error' } | { kind: 'timeout' };

export type Done = (outcome: RequestOutcome) => void;

const ERROR: RequestOutcome = Object.freeze({ kind: 'error' });
const TIMEOUT: RequestOutcome = Object.freeze({ kind: 'timeout' });
/** A response head longer than this is not HTTP a load test should accept. */
const MAX_HEAD_BYTES = 64 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
/** Longest time between two sweeps of the deadline queue. */
const SWEEP_MS = 100;
/** Longest wait for the connections opened before a run. */
const WARM_LIMIT_MS = 1_000;
/** Connects in flight at once while opening them before a run (why: Pool.warm). */
const WARM_CONNECTS = 32;

interface Prepared {
  pool: Pool;
  bytes: Buffer;
  /** False for HEAD: its response has a length header but no body. */
  hasBody: boolean;
}

export class Http1Client {
  private readonly prepared: Prepared[];
  private readonly pools = new Map<string, Pool>();
  private readonly deadlines: Deadlines;

  constructor(requests: RequestSpec[], timeoutMs: number) {
    this.deadlines = new Deadlines(timeoutMs);
    this.prepared = requests.map((request) => {
      const url = new URL(request.url);
      let pool = this.pools.get(url.origin);
      if (!pool) this.pools.set(url.origin, (pool = new Pool(url, this.deadlines)));
      return {
        pool,
        bytes: serialize(request, url),
        hasBody: request.method.toUpperCase() !== 'HEAD',
      };
    });
  }

  /** Sends request kind `request` (modulo the kinds) on an idle or a new connection. */
  send(request: number, done: Done): void {
    const prepared = this.prepared[request % this.prepared.length];
    prepared.pool.send(prepared, done, true);
  }

  /**
   * Opens `perOrigin` connections to each origin and resolves once they are open (or failed,
   * which the requests will then report), so the measured window does not pay for them.
   */
  async warm(perOrigin: number): Promise<void> {
    // An origin that never answers a connect (a firewall dropping it) must not hold the
    // start for the OS's connect timeout: its requests will time out and say so.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([...this.pools.values()].map((pool) => pool.warm(perOrigin))),
      new Promise((resolve) => (timer = setTimeout(resolve, WARM_LIMIT_MS))),
    ]);
    clearTimeout(timer);
  }

  close(): void {
    this.deadlines.close();
    for (const pool of this.pools.values()) pool.close();
  }
}

/** The connections to one origin; idle ones are reused most recent first. */
class Pool {
  private readonly idle: Connection[] = [];
  private readonly all = new Set<Connection>();
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;

  constructor(
    url: URL,
    private readonly deadlines: Deadlines,
  ) {
    this.secure = url.protocol === 'https:';
    // URL keeps the brackets of an IPv6 literal; net.connect wants the bare address.
    this.host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    this.port = Number(url.port || (this.secure ? 443 : 80));
  }

  private closed = false;
  readonly readBuffer = Buffer.allocUnsafe(64 * 1024);

  /**
   * Sends on the most recently idle connection, or a new one (always a new one for a retry:
   * the idle ones may have timed out together); `mayRetry`: see Connection.
   */
  send(prepared: Prepared, done: Done, mayRetry: boolean): void {
    if (this.closed) return done(ERROR);
    let connection = mayRetry ? this.idle.pop() : undefined;
    if (!connection) {
      connection = new Connection(this);
      this.all.add(connection);
    }
    connection.send(prepared, done, mayRetry);
    this.deadlines.add(connection);
  }

  /**
   * Opens connections until the pool holds `count`, at most WARM_CONNECTS at a time, and
   * hands out each one only once it is open. Opening them all at once overflowed the server's
   * accept queue (Node's and Kestrel's backlog is 511; the open engine opens rate × 20 ms,
   * 1,000 at 50,000 req/s): the kernel dropped 488 SYNs in three 3 s steps, each retried a
   * second later, and the requests handed to those connections waited for it — the ceiling's
   * steps broke their p99 bar on that, not on the engine's speed.
   */
  async warm(count: number): Promise<void> {
    // One try per connection missing: a refused one is not opened again (its requests will
    // say what happened).
    let unopened = count - this.all.size;
    const opener = async () => {
      while (unopened > 0 && !this.closed) {
        unopened--;
        const connection = new Connection(this);
        this.all.add(connection);
        if (await connection.opened) this.release(connection);
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(WARM_CONNECTS, Math.max(0, unopened)) }, opener),
    );
  }

  release(connection: Connection): void {
    this.idle.push(connection);
  }

  /** The connection closed (or was closed): never hand it out again. */
  forget(connection: Connection): void {
    this.all.delete(connection);
    const at = this.idle.lastIndexOf(connection);
    if (at >= 0) this.idle.splice(at, 1);
  }

  close(): void {
    this.closed = true;
    for (const connection of this.all) connection.destroy();
    this.all.clear();
    this.idle.length = 0;
  }
}

const enum Read {
  Head,
  Body,
  ChunkSize,
  ChunkData,
  ChunkEnd,
  Trailers,
  UntilClose,
}

class Connection {
  private readonly socket: net.Socket;
  private done: Done | undefined;
  private prepared: Prepared | undefined;
  /** Whether the current request went out on a connection that had answered before. */
  private reused = false;
  private answered = false;
  private received = false;
  private closed = false;
  /** Counts requests, so a deadline knows whether its request is still the current one. */
  serial = 0;
  sentAt = 0;
  // The response being read.
  private read = Read.Head;
  private pendingHead: Buffer | undefined;
  private line = '';
  private statusCode = 0;
  private bytes = 0;
  private remaining = 0;
  private keepAlive = true;
  /** Resolves once the connection is open (true), or has failed (false). */
  readonly opened: Promise<boolean>;

  constructor(private readonly pool: Pool) {
    const { host, port } = pool;
    // Plain sockets read into the pool's one buffer (parsing is synchronous, so it is free
    // again once `feed` returns): no buffer and no stream event per read.
    // Load goes only to this machine (config/normalize.ts), whose certificates are not checked.
    this.socket = pool.secure
      ? tls.connect({
          host,
          port,
          servername: net.isIP(host) ? undefined : host,
          rejectUnauthorized: checksCertificate(host),
        })
      : net.connect({
          host,
          port,
          onread: {
            buffer: pool.readBuffer,
            callback: (length, buffer) => {
              this.feed((buffer as Buffer).subarray(0, length));
              return true;
            },
          },
        });
    if (pool.secure) this.socket.on('data', (chunk: Buffer) => this.feed(chunk));
    this.socket.setNoDelay(true);
    // The engine holds the process open while a run is under way; an idle or a busy
    // connection never needs to.
    this.socket.unref();
    this.opened = new Promise((resolve) => {
      this.socket.once(pool.secure ? 'secureConnect' : 'connect', () => resolve(true));
      this.socket.once('close', () => resolve(false));
    });
    this.socket.on('error', () => this.lost());
    this.socket.on('close', () => this.lost());
  }

  get busy(): boolean {
    return this.done !== undefined;
  }

  send(prepared: Prepared, done: Done, mayRetry: boolean): void {
    this.prepared = prepared;
    this.done = done;
    this.reused = this.answered && mayRetry;
    this.received = false;
    this.serial++;
    this.sentAt = performance.now();
    this.read = Read.Head;
    this.socket.write(prepared.bytes);
  }

  /** The request took too long: it ends as a timeout, and its connection with it. */
  timeOut(): void {
    const done = this.done;
    this.done = undefined;
    this.destroy();
    done?.(TIMEOUT);
  }

  destroy(): void {
    this.closed = true;
    this.pool.forget(this);
    this.socket.destroy();
  }

  private lost(): void {
    if (this.closed && !this.done) return;
    this.closed = true;
    this.pool.forget(this);
    const done = this.done;
    if (!done) return;
    this.done = undefined;
    // A response without a length ends with its connection.
    if (this.read === Read.UntilClose) return done(this.response());
    // The server closed a kept-alive connection without a byte of answer, most often its idle
    // timeout crossing the request (a paused service resumes with its timers overdue): the
    // request goes once more, on a fresh connection, as browsers do.
    if (this.reused && !this.received) return this.pool.send(this.prepared!, done, false);
    done(ERROR);
  }

  private feed(chunk: Buffer): void {
    if (!this.done) {
      // Bytes nobody asked for: the connection can no longer be trusted.
      this.destroy();
      return;
    }
    this.received = true;
    let i = 0;
    if (this.pendingHead) {
      chunk = Buffer.concat([this.pendingHead, chunk]);
      this.pendingHead = undefined;
    }
    while (i < chunk.length) {
      switch (this.read) {
        case Read.Head: {
          const end = chunk.indexOf(HEAD_END, i);
          if (end < 0) {
            if (chunk.length - i > MAX_HEAD_BYTES) return this.fail();
            // A copy: the read buffer is reused.
            this.pendingHead = Buffer.from(chunk.subarray(i));
            return;
          }
          if (!this.readHead(chunk.toString('latin1', i, end))) return this.fail();
          i = end + 4;
          break;
        }
        case Read.Body:
        case Read.ChunkData: {
          const take = Math.min(this.remaining, chunk.length - i);
          this.bytes += take;
          this.remaining -= take;
          i += take;
          if (this.remaining > 0) break;
          if (this.read === Read.Body) return this.complete(chunk.length - i);
          this.read = Read.ChunkEnd;
          this.remaining = 2;
          break;
        }
        case Read.ChunkEnd: {
          const take = Math.min(this.remaining, chunk.length - i);
          this.remaining -= take;
          i += take;
          if (this.remaining === 0) this.read = Read.ChunkSize;
          break;
        }
        case Read.ChunkSize:
        case Read.Trailers: {
          const newline = chunk.indexOf(10, i);
          this.line += chunk.toString('latin1', i, newline < 0 ? chunk.length : newline);
          if (newline < 0) {
            if (this.line.length > MAX_HEAD_BYTES) return this.fail();
            return;
          }
          i = newline + 1;
          const line = this.line.trim();
          this.line = '';
          if (this.read === Read.Trailers) {
            if (line === '') return this.complete(chunk.length - i);
            break;
          }
          const size = parseInt(line, 16);
          if (!Number.isFinite(size) || size < 0) return this.fail();
          if (size === 0) this.read = Read.Trailers;
          else {
            this.read = Read.ChunkData;
            this.remaining = size;
          }
          break;
        }
        case Read.UntilClose:
          this.bytes += chunk.length - i;
          return;
      }
    }
    // A head whose response has no body ends here.
    if (this.read === Read.Body && this.remaining === 0) this.complete(0);
  }

  /** Reads a response head; false when it is not HTTP/1.x. */
  private readHead(head: string): boolean {
    if (!head.startsWith('HTTP/1.')) return false;
    const statusCode = Number(head.slice(9, 12));
    if (!(statusCode >= 100)) return false;
    // An interim response (100 Continue, 103 Early Hints) comes before the real one.
    if (statusCode < 200 && statusCode !== 101) return true;
    const lower = head.toLowerCase();
    const connection = headerValue(lower, 'connection');
    this.keepAlive = lower.startsWith('http/1.1')
      ? !connection?.includes('close')
      : !!connection?.includes('keep-alive');
    this.statusCode = statusCode;
    this.bytes = 0;
    this.line = '';
    if (!this.prepared!.hasBody || statusCode === 204 || statusCode === 304) {
      this.read = Read.Body;
      this.remaining = 0;
    } else if (headerValue(lower, 'transfer-encoding')?.includes('chunked')) {
      this.read = Read.ChunkSize;
    } else {
      const length = headerValue(lower, 'content-length');
      if (length === undefined) {
        this.read = Read.UntilClose;
        this.keepAlive = false;
      } else {
        this.read = Read.Body;
        this.remaining = Number(length);
        if (!Number.isSafeInteger(this.remaining) || this.remaining < 0) return false;
      }
    }
    return true;
  }

  private response(): RequestOutcome {
    return { kind: 'response', statusCode: this.statusCode, bytes: this.bytes };
  }

  /** The response is whole; `extra` bytes followed it, which one request never asks for. */
  private complete(extra: number): void {
    const done = this.done!;
    this.done = undefined;
    this.answered = true;
    if (this.keepAlive && extra === 0 && !this.closed) {
      this.pool.release(this);
    } else this.destroy();
    done(this.response());
  }

  /** A response that is not HTTP/1.x: an error, and the connection is dropped. */
  private fail(): void {
    const done = this.done;
    this.done = undefined;
    this.destroy();
    done?.(ERROR);
  }
}

/** The value of header `name` in a lower-cased response head, if present. */
function headerValue(lowerHead: string, name: string): string | undefined {
  const at = lowerHead.indexOf(`\r\n${name}:`);
  if (at < 0) return undefined;
  const from = at + name.length + 3;
  const to = lowerHead.indexOf('\r\n', from);
  return lowerHead.slice(from, to < 0 ? undefined : to).trim();
}

/** The bytes of one request: request line, headers (Host and the body's length added), body. */
function serialize(request: RequestSpec, url: URL): Buffer {
  const names = new Set(Object.keys(request.headers).map((name) => name.toLowerCase()));
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const lines = [`${request.method.toUpperCase()} ${url.pathname}${url.search} HTTP/1.1`];
  if (!names.has('host')) lines.push(`Host: ${url.host}`);
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
  if (!names.has('content-length') && !names.has('transfer-encoding')) {
    if (body) lines.push(`Content-Length: ${body.length}`);
    else if (!['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(request.method.toUpperCase()))
      lines.push('Content-Length: 0');
  }
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return body ? Buffer.concat([head, body]) : head;
}

/**
 * Deadlines of the requests in flight, in the order they left. Every request has the same
 * timeout, so the oldest deadline is always at the head; one timer is armed for it, and an
 * entry whose request already ended is skipped when it reaches the head.
 */
class Deadlines {
  private connections: Connection[] = [];
  private serials: number[] = [];
  private head = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly timeoutMs: number) {}

  add(connection: Connection): void {
    this.connections.push(connection);
    this.serials.push(connection.serial);
    if (!this.timer) this.arm(this.timeoutMs);
  }

  private arm(ms: number): void {
    // At least every SWEEP_MS, so the queue holds only that long of ended requests (a 5 s
    // timeout at 20,000 req/s would otherwise gather 100,000 and sweep them in one go).
    // The engine holds the process open during a run, not this timer.
    this.timer = setTimeout(() => this.expire(), Math.max(1, Math.min(ms, SWEEP_MS))).unref();
  }

  private expire(): void {
    this.timer = undefined;
    const now = performance.now();
    const { connections, serials } = this;
    for (; this.head < connections.length; this.head++) {
      const connection = connections[this.head];
      // Ended already: answered, failed, or the connection carries a later request.
      if (!connection.busy || connection.serial !== serials[this.head]) continue;
      const left = connection.sentAt + this.timeoutMs - now;
      if (left > 0) {
        this.arm(left);
        break;
      }
      connection.timeOut();
    }
    // Drop the ended prefix once it is the larger part, so the queue stays small.
    if (this.head === connections.length) {
      this.connections = [];
      this.serials = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > connections.length) {
      this.connections = connections.slice(this.head);
      this.serials = serials.slice(this.head);
      this.head = 0;
    }
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
