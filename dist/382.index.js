export const id = 382;
export const ids = [382];
export const modules = {

/***/ 7382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMeasured: () => (/* binding */ runMeasured),
  runRamp: () => (/* binding */ runRamp),
  runWarmup: () => (/* binding */ runWarmup),
  slicedMeasurement: () => (/* binding */ slicedMeasurement)
});

// UNUSED EXPORTS: runLoad, windowSeconds

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
var external_node_tls_default = /*#__PURE__*/__webpack_require__.n(external_node_tls_);
;// CONCATENATED MODULE: ./src/load/http1.ts
/**
 * The open engine's HTTP/1.1 client. The CPU the engine spends per request bounds the rate it
 * can hold on a shared runner, and a general client spends most of it on things a load
 * generator does not need: undici's dispatch cost 41 µs per request here, against 8 µs for
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



const ERROR = Object.freeze({ kind: 'error' });
const TIMEOUT = Object.freeze({ kind: 'timeout' });
/** A response head longer than this is not HTTP a load test should accept. */
const MAX_HEAD_BYTES = 64 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
/** Longest time between two sweeps of the deadline queue. */
const SWEEP_MS = 100;
/** Longest wait for the connections opened before a run. */
const WARM_LIMIT_MS = 1_000;
class Http1Client {
    prepared;
    pools = new Map();
    deadlines;
    constructor(requests, timeoutMs) {
        this.deadlines = new Deadlines(timeoutMs);
        this.prepared = requests.map((request) => {
            const url = new URL(request.url);
            let pool = this.pools.get(url.origin);
            if (!pool)
                this.pools.set(url.origin, (pool = new Pool(url, this.deadlines)));
            return {
                pool,
                bytes: serialize(request, url),
                hasBody: request.method.toUpperCase() !== 'HEAD',
            };
        });
    }
    /** Sends request kind `request` (modulo the kinds) on an idle or a new connection. */
    send(request, done) {
        const prepared = this.prepared[request % this.prepared.length];
        prepared.pool.send(prepared, done, true);
    }
    /**
     * Opens `perOrigin` connections to each origin and resolves once they are open (or failed,
     * which the requests will then report), so the measured window does not pay for them.
     */
    async warm(perOrigin) {
        // An origin that never answers a connect (a firewall dropping it) must not hold the
        // start for the OS's connect timeout: its requests will time out and say so.
        let timer;
        await Promise.race([
            Promise.all([...this.pools.values()].map((pool) => pool.warm(perOrigin))),
            new Promise((resolve) => (timer = setTimeout(resolve, WARM_LIMIT_MS))),
        ]);
        clearTimeout(timer);
    }
    close() {
        this.deadlines.close();
        for (const pool of this.pools.values())
            pool.close();
    }
}
/** The connections to one origin; idle ones are reused most recent first. */
class Pool {
    deadlines;
    idle = [];
    all = new Set();
    host;
    port;
    secure;
    constructor(url, deadlines) {
        this.deadlines = deadlines;
        this.secure = url.protocol === 'https:';
        // URL keeps the brackets of an IPv6 literal; net.connect wants the bare address.
        this.host = url.hostname.replace(/^\[(.*)\]$/, '$1');
        this.port = Number(url.port || (this.secure ? 443 : 80));
    }
    closed = false;
    readBuffer = Buffer.allocUnsafe(64 * 1024);
    /** Sends on the most recently idle connection, or a new one; `mayRetry`: see Connection. */
    send(prepared, done, mayRetry) {
        if (this.closed)
            return done(ERROR);
        let connection = this.idle.pop();
        if (!connection) {
            connection = new Connection(this);
            this.all.add(connection);
        }
        connection.send(prepared, done, mayRetry);
        this.deadlines.add(connection);
    }
    warm(count) {
        const opening = [];
        for (let i = this.all.size; i < count; i++) {
            const connection = new Connection(this);
            this.all.add(connection);
            this.release(connection);
            opening.push(connection.opened);
        }
        return Promise.all(opening);
    }
    release(connection) {
        this.idle.push(connection);
    }
    /** The connection closed (or was closed): never hand it out again. */
    forget(connection) {
        this.all.delete(connection);
        const at = this.idle.lastIndexOf(connection);
        if (at >= 0)
            this.idle.splice(at, 1);
    }
    close() {
        this.closed = true;
        for (const connection of this.all)
            connection.destroy();
        this.all.clear();
        this.idle.length = 0;
    }
}
var Read;
(function (Read) {
    Read[Read["Head"] = 0] = "Head";
    Read[Read["Body"] = 1] = "Body";
    Read[Read["ChunkSize"] = 2] = "ChunkSize";
    Read[Read["ChunkData"] = 3] = "ChunkData";
    Read[Read["ChunkEnd"] = 4] = "ChunkEnd";
    Read[Read["Trailers"] = 5] = "Trailers";
    Read[Read["UntilClose"] = 6] = "UntilClose";
})(Read || (Read = {}));
class Connection {
    pool;
    socket;
    done;
    prepared;
    /** Whether the current request went out on a connection that had answered before. */
    reused = false;
    answered = false;
    received = false;
    closed = false;
    /** Counts requests, so a deadline knows whether its request is still the current one. */
    serial = 0;
    sentAt = 0;
    // The response being read.
    read = Read.Head;
    pendingHead;
    line = '';
    statusCode = 0;
    bytes = 0;
    remaining = 0;
    keepAlive = true;
    /** Resolves once the connection is open, or has failed. */
    opened;
    constructor(pool) {
        this.pool = pool;
        const { host, port } = pool;
        // Plain sockets read into the pool's one buffer (parsing is synchronous, so it is free
        // again once `feed` returns): no buffer and no stream event per read.
        this.socket = pool.secure
            ? external_node_tls_default().connect({ host, port, servername: external_node_net_default().isIP(host) ? undefined : host })
            : external_node_net_default().connect({
                host,
                port,
                onread: {
                    buffer: pool.readBuffer,
                    callback: (length, buffer) => {
                        this.feed(buffer.subarray(0, length));
                        return true;
                    },
                },
            });
        if (pool.secure)
            this.socket.on('data', (chunk) => this.feed(chunk));
        this.socket.setNoDelay(true);
        // The engine holds the process open while a run is under way; an idle or a busy
        // connection never needs to.
        this.socket.unref();
        this.opened = new Promise((resolve) => {
            this.socket.once(pool.secure ? 'secureConnect' : 'connect', resolve);
            this.socket.once('close', resolve);
        });
        this.socket.on('error', () => this.lost());
        this.socket.on('close', () => this.lost());
    }
    get busy() {
        return this.done !== undefined;
    }
    send(prepared, done, mayRetry) {
        this.prepared = prepared;
        this.done = done;
        this.reused = this.answered && mayRetry;
        this.received = false;
        this.serial++;
        this.sentAt = external_node_perf_hooks_.performance.now();
        this.read = Read.Head;
        this.socket.write(prepared.bytes);
    }
    /** The request took too long: it ends as a timeout, and its connection with it. */
    timeOut() {
        const done = this.done;
        this.done = undefined;
        this.destroy();
        done?.(TIMEOUT);
    }
    destroy() {
        this.closed = true;
        this.pool.forget(this);
        this.socket.destroy();
    }
    lost() {
        if (this.closed && !this.done)
            return;
        this.closed = true;
        this.pool.forget(this);
        const done = this.done;
        if (!done)
            return;
        this.done = undefined;
        // A response without a length ends with its connection.
        if (this.read === Read.UntilClose)
            return done(this.response());
        // The server closed a kept-alive connection without a byte of answer, most often its idle
        // timeout crossing the request (a paused service resumes with its timers overdue): the
        // request goes once more, on a fresh connection, as browsers do.
        if (this.reused && !this.received)
            return this.pool.send(this.prepared, done, false);
        done(ERROR);
    }
    feed(chunk) {
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
                        if (chunk.length - i > MAX_HEAD_BYTES)
                            return this.fail();
                        // A copy: the read buffer is reused.
                        this.pendingHead = Buffer.from(chunk.subarray(i));
                        return;
                    }
                    if (!this.readHead(chunk.toString('latin1', i, end)))
                        return this.fail();
                    i = end + 4;
                    break;
                }
                case Read.Body:
                case Read.ChunkData: {
                    const take = Math.min(this.remaining, chunk.length - i);
                    this.bytes += take;
                    this.remaining -= take;
                    i += take;
                    if (this.remaining > 0)
                        break;
                    if (this.read === Read.Body)
                        return this.complete(chunk.length - i);
                    this.read = Read.ChunkEnd;
                    this.remaining = 2;
                    break;
                }
                case Read.ChunkEnd: {
                    const take = Math.min(this.remaining, chunk.length - i);
                    this.remaining -= take;
                    i += take;
                    if (this.remaining === 0)
                        this.read = Read.ChunkSize;
                    break;
                }
                case Read.ChunkSize:
                case Read.Trailers: {
                    const newline = chunk.indexOf(10, i);
                    this.line += chunk.toString('latin1', i, newline < 0 ? chunk.length : newline);
                    if (newline < 0) {
                        if (this.line.length > MAX_HEAD_BYTES)
                            return this.fail();
                        return;
                    }
                    i = newline + 1;
                    const line = this.line.trim();
                    this.line = '';
                    if (this.read === Read.Trailers) {
                        if (line === '')
                            return this.complete(chunk.length - i);
                        break;
                    }
                    const size = parseInt(line, 16);
                    if (!Number.isFinite(size) || size < 0)
                        return this.fail();
                    if (size === 0)
                        this.read = Read.Trailers;
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
        if (this.read === Read.Body && this.remaining === 0)
            this.complete(0);
    }
    /** Reads a response head; false when it is not HTTP/1.x. */
    readHead(head) {
        if (!head.startsWith('HTTP/1.'))
            return false;
        const statusCode = Number(head.slice(9, 12));
        if (!(statusCode >= 100))
            return false;
        // An interim response (100 Continue, 103 Early Hints) comes before the real one.
        if (statusCode < 200 && statusCode !== 101)
            return true;
        const lower = head.toLowerCase();
        const connection = headerValue(lower, 'connection');
        this.keepAlive = lower.startsWith('http/1.1')
            ? !connection?.includes('close')
            : !!connection?.includes('keep-alive');
        this.statusCode = statusCode;
        this.bytes = 0;
        this.line = '';
        if (!this.prepared.hasBody || statusCode === 204 || statusCode === 304) {
            this.read = Read.Body;
            this.remaining = 0;
        }
        else if (headerValue(lower, 'transfer-encoding')?.includes('chunked')) {
            this.read = Read.ChunkSize;
        }
        else {
            const length = headerValue(lower, 'content-length');
            if (length === undefined) {
                this.read = Read.UntilClose;
                this.keepAlive = false;
            }
            else {
                this.read = Read.Body;
                this.remaining = Number(length);
                if (!Number.isSafeInteger(this.remaining) || this.remaining < 0)
                    return false;
            }
        }
        return true;
    }
    response() {
        return { kind: 'response', statusCode: this.statusCode, bytes: this.bytes };
    }
    /** The response is whole; `extra` bytes followed it, which one request never asks for. */
    complete(extra) {
        const done = this.done;
        this.done = undefined;
        this.answered = true;
        if (this.keepAlive && extra === 0 && !this.closed) {
            this.pool.release(this);
        }
        else
            this.destroy();
        done(this.response());
    }
    /** A response that is not HTTP/1.x: an error, and the connection is dropped. */
    fail() {
        const done = this.done;
        this.done = undefined;
        this.destroy();
        done?.(ERROR);
    }
}
/** The value of header `name` in a lower-cased response head, if present. */
function headerValue(lowerHead, name) {
    const at = lowerHead.indexOf(`\r\n${name}:`);
    if (at < 0)
        return undefined;
    const from = at + name.length + 3;
    const to = lowerHead.indexOf('\r\n', from);
    return lowerHead.slice(from, to < 0 ? undefined : to).trim();
}
/** The bytes of one request: request line, headers (Host and the body's length added), body. */
function serialize(request, url) {
    const names = new Set(Object.keys(request.headers).map((name) => name.toLowerCase()));
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const lines = [`${request.method.toUpperCase()} ${url.pathname}${url.search} HTTP/1.1`];
    if (!names.has('host'))
        lines.push(`Host: ${url.host}`);
    for (const [name, value] of Object.entries(request.headers))
        lines.push(`${name}: ${value}`);
    if (!names.has('content-length') && !names.has('transfer-encoding')) {
        if (body)
            lines.push(`Content-Length: ${body.length}`);
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
    timeoutMs;
    connections = [];
    serials = [];
    head = 0;
    timer;
    constructor(timeoutMs) {
        this.timeoutMs = timeoutMs;
    }
    add(connection) {
        this.connections.push(connection);
        this.serials.push(connection.serial);
        if (!this.timer)
            this.arm(this.timeoutMs);
    }
    arm(ms) {
        // At least every SWEEP_MS, so the queue holds only that long of ended requests (a 5 s
        // timeout at 20,000 req/s would otherwise gather 100,000 and sweep them in one go).
        // The engine holds the process open during a run, not this timer.
        this.timer = setTimeout(() => this.expire(), Math.max(1, Math.min(ms, SWEEP_MS))).unref();
    }
    expire() {
        this.timer = undefined;
        const now = external_node_perf_hooks_.performance.now();
        const { connections, serials } = this;
        for (; this.head < connections.length; this.head++) {
            const connection = connections[this.head];
            // Ended already: answered, failed, or the connection carries a later request.
            if (!connection.busy || connection.serial !== serials[this.head])
                continue;
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
        }
        else if (this.head > 1024 && this.head * 2 > connections.length) {
            this.connections = connections.slice(this.head);
            this.serials = serials.slice(this.head);
            this.head = 0;
        }
    }
    close() {
        clearTimeout(this.timer);
        this.timer = undefined;
    }
}

;// CONCATENATED MODULE: ./src/load/schedule.ts
/**
 * Due times of the segment's requests in milliseconds from its start, in order. `random`
 * returns uniform numbers in [0, 1) (Poisson only), so tests and replays can seed it.
 */
function* dueTimes(segment, arrival, random = Math.random) {
    const { durationMs } = segment;
    const { a, b } = coefficients(segment);
    let position = arrival === 'poisson' ? exponential(random) : 0;
    for (;;) {
        const t = countToTime(position, a, b);
        if (!(t < durationMs))
            return;
        yield t;
        position += arrival === 'poisson' ? exponential(random) : 1;
    }
}
/** Expected number of requests of a segment: ∫ rate over its duration. */
function expectedRequests(segment) {
    return (((segment.fromRate + segment.toRate) / 2) * segment.durationMs) / 1000;
}
/** Expected number of requests due in the segment's first `ms` milliseconds: N(ms). */
function arrivalsBy(segment, ms) {
    if (ms >= segment.durationMs)
        return expectedRequests(segment);
    const { a, b } = coefficients(segment);
    return a * ms + (b * ms * ms) / 2;
}
/** N(t) = a·t + b·t²/2 in requests, t in ms; a plateau of unbounded length has b = 0. */
function coefficients({ durationMs, fromRate, toRate }) {
    return {
        a: fromRate / 1000,
        b: fromRate === toRate ? 0 : (toRate - fromRate) / 1000 / durationMs,
    };
}
/** Solves a·t + b·t²/2 = u for t ≥ 0, in the form that stays exact when b is near 0. */
function countToTime(u, a, b) {
    if (u === 0)
        return 0;
    const discriminant = a * a + 2 * b * u;
    // A falling ramp never reaches u within its duration when the discriminant goes negative.
    if (discriminant < 0)
        return Infinity;
    const root = a + Math.sqrt(discriminant);
    return root > 0 ? (2 * u) / root : Infinity;
}
function exponential(random) {
    return -Math.log(1 - random());
}

// EXTERNAL MODULE: ./node_modules/hdr-histogram-js/dist/index.js
var dist = __webpack_require__(2960);
;// CONCATENATED MODULE: ./src/load/tally.ts
/**
 * Counts one trial's outcomes as they happen and turns them into a Measurement. Both load
 * engines feed it, so a closed and an open trial are summarized the same way. Latencies go
 * into an HDR histogram in microseconds: a loopback response takes ~150 µs, so millisecond
 * resolution would flatten every difference.
 *
 * A trial's measured time may come in several windows (slices that take turns with the
 * other variants of its round, see experiment/run.ts): each engine run feeds one window and
 * closes it with `endWindow`; the measurement covers them all, as one window laid end to end.
 */

/** Longest latency the histogram tracks: one hour, in microseconds. */
const HIGHEST_US = 3_600_000_000;
class Tally {
    objectiveMs;
    latencyFrom;
    onSecond;
    latencies = dist.build({
        lowestDiscernibleValue: 1,
        highestTrackableValue: HIGHEST_US,
        numberOfSignificantValueDigits: 3,
    });
    statusCodes = {};
    perSecond = [];
    responses = 0;
    successes = 0;
    bytes = 0;
    underObjective = 0;
    errors = 0;
    timeouts = 0;
    /** The windows closed so far, summed. */
    closed = { durationSec: 0, dropped: 0, sent: 0, expected: 0 };
    /**
     * @param objectiveMs the latency objective whose share is reported, if any
     * @param latencyFrom where the engine starts each latency: `sent` (closed model) or
     *   `scheduled` (open model, which also reports its rates and drops)
     * @param onSecond called with the responses of each second once the next one starts
     */
    constructor(objectiveMs, latencyFrom, onSecond) {
        this.objectiveMs = objectiveMs;
        this.latencyFrom = latencyFrom;
        this.onSecond = onSecond;
    }
    /** A response, `latencyUs` after its start, arriving `elapsedMs` into the current window. */
    response(statusCode, bytes, latencyUs, elapsedMs) {
        this.responses++;
        this.bytes += bytes;
        this.statusCodes[statusCode] = (this.statusCodes[statusCode] ?? 0) + 1;
        if (statusCode >= 200 && statusCode < 300)
            this.successes++;
        if (this.objectiveMs !== undefined && latencyUs <= this.objectiveMs * 1000)
            this.underObjective++;
        this.latencies.recordValue(Math.min(HIGHEST_US, Math.max(1, Math.round(latencyUs))));
        const second = Math.floor((this.closed.durationSec * 1000 + elapsedMs) / 1000);
        while (this.perSecond.length <= second) {
            if (this.perSecond.length > 0)
                this.onSecond?.(this.perSecond[this.perSecond.length - 1]);
            this.perSecond.push(0);
        }
        this.perSecond[second]++;
    }
    /** A connection error (refused, reset), not a timeout. */
    error() {
        this.errors++;
    }
    timeout() {
        this.timeouts++;
    }
    get attempts() {
        return this.responses + this.errors + this.timeouts;
    }
    /** The engine's window has ended: the next responses fall into the next one. */
    endWindow(window) {
        this.closed.durationSec += window.durationSec;
        this.closed.dropped += window.dropped ?? 0;
        this.closed.sent += window.sent ?? 0;
        this.closed.expected += window.expected ?? 0;
    }
    /**
     * The summary of the windows closed so far; frees the histogram. Dropped requests (open
     * model) were due but never sent: they were not answered within the objective either.
     */
    toMeasurement() {
        const { latencies, responses, successes, attempts } = this;
        const { durationSec, dropped, sent, expected } = this.closed;
        const due = attempts + dropped;
        const statusClasses = {
            '1xx': 0,
            '2xx': 0,
            '3xx': 0,
            '4xx': 0,
            '5xx': 0,
        };
        for (const [code, count] of Object.entries(this.statusCodes)) {
            const cls = `${String(code)[0]}xx`;
            if (cls in statusClasses)
                statusClasses[cls] += count;
        }
        const measurement = {
            responses,
            successes,
            durationSec,
            throughput: successes / durationSec,
            bytesPerSec: this.bytes / durationSec,
            latencyUs: {
                mean: responses ? latencies.mean : 0,
                stdev: responses ? latencies.stdDeviation : 0,
                min: responses ? latencies.minNonZeroValue : 0,
                p50: latencies.getValueAtPercentile(50),
                p75: latencies.getValueAtPercentile(75),
                p90: latencies.getValueAtPercentile(90),
                p99: latencies.getValueAtPercentile(99),
                p999: latencies.getValueAtPercentile(99.9),
                max: latencies.maxValue,
            },
            statusClasses,
            statusCodes: this.statusCodes,
            errors: this.errors,
            timeouts: this.timeouts,
            errorRate: attempts ? (attempts - successes) / attempts : 0,
            // A request that timed out or failed was not answered within the objective either.
            underObjective: this.objectiveMs === undefined ? undefined : due ? this.underObjective / due : 0,
            // Whole seconds only, so stability checks compare like with like.
            perSecond: this.perSecond.slice(0, Math.max(1, Math.floor(durationSec))),
            latencyFrom: this.latencyFrom,
        };
        if (this.latencyFrom === 'scheduled') {
            measurement.targetRate = expected / durationSec;
            measurement.achievedRate = sent / durationSec;
            measurement.dropped = dropped;
            // Only a drop makes the achieved rate fall short; Poisson counts vary by chance alone.
            measurement.saturated = dropped > 0;
        }
        latencies.destroy();
        return measurement;
    }
}

;// CONCATENATED MODULE: ./src/load/open.ts
/**
 * The open model: requests are sent when they are due, whatever happened to the ones before
 * them, and each latency is measured from the time the request was due. A response that
 * stalls therefore shows as the queueing it causes behind it instead of hiding it, as a
 * closed loop does (coordinated omission). wrk2, k6's constant-arrival-rate and Vegeta work
 * this way.
 *
 * Connections are opened on demand, up to `maxConnections`. A request that falls due while
 * every allowed connection is busy is not queued (its latency would start from a send time
 * the schedule never asked for): it is counted as dropped, and the trial as saturated.
 *
 * A trial measured in slices (taking turns with the other variants of its round) runs one
 * schedule across its slices: each slice continues the due times where the previous one
 * stopped, shifted by the time the variant waited, with the same pacer and connections.
 */





/** A few milliseconds of lead so the first due time of a slice is not already late. */
const LEAD_MS = 5;
/**
 * Waking the event loop costs ~0.1 ms of CPU here (the pacer thread's timed wait and its
 * message), more than a request. Above 1,000 req/s the engine therefore wakes at most once a
 * millisecond and sends everything that fell due since: a request leaves at most 1 ms after
 * its due time, and its latency still counts from the due time. At 1,000 req/s or less every
 * request gets its own wake, so the pacing is exact (a Poisson stream's short gaps too).
 */
const TICK_MS = 1;
const TICK_ABOVE_RATE = 1000 / TICK_MS;
async function runOpen(run, world) {
    const tally = new Tally(run.objectiveMs, 'scheduled', run.onSecond);
    await feedOpen(run, tally, world);
    return tally.toMeasurement();
}
/** Runs the whole segment as one window into `tally` (which may hold earlier windows). */
async function feedOpen(run, tally, world) {
    const engine = new OpenEngine(run, tally, world);
    try {
        await engine.slice(run.segment.durationMs);
    }
    finally {
        await engine.close();
    }
}
/**
 * The measured window of an open-model trial at a constant `rate`, in slices of one schedule:
 * the due times run on across slices, counted only while the trial runs.
 */
function openSlices(run, tally, world) {
    const segment = { durationMs: Infinity, fromRate: run.rate, toRate: run.rate };
    return new OpenEngine({ ...run, segment }, tally, world);
}
class OpenEngine {
    run;
    tally;
    schedule;
    /** The next due time, in ms of schedule time (which runs only during slices). */
    next;
    /** Schedule time at which the next slice starts. */
    cursor = 0;
    /** Requests sent so far: several requests are cycled across slices, not restarted in each. */
    requestsSent = 0;
    tickMs;
    world;
    closed = false;
    constructor(run, tally, world) {
        this.run = run;
        this.tally = tally;
        this.schedule = dueTimes(run.segment, run.arrival, run.random);
        this.next = this.dueAfter();
        this.tickMs =
            Math.max(run.segment.fromRate, run.segment.toRate) > TICK_ABOVE_RATE ? TICK_MS : 0;
        if (world)
            this.world = Promise.resolve(world);
    }
    dueAfter() {
        const next = this.schedule.next();
        return next.done ? Infinity : next.value;
    }
    async slice(durationMs) {
        if (this.closed)
            throw new Error('open engine: slice() after close()');
        const { now, pacer, client } = await (this.world ??= realWorld(this.run));
        const { maxConnections } = this.run;
        const tally = this.tally;
        const from = this.cursor;
        const until = from + durationMs;
        this.cursor = until;
        // Wall-clock time of schedule time `from`: the time waited since the last slice is not
        // part of the schedule, so nothing falls due for it and the slice starts unhurried.
        const startedAt = now() + LEAD_MS;
        const offset = startedAt - from;
        let inFlight = 0;
        let sent = 0;
        let dropped = 0;
        let scheduled = false;
        await new Promise((resolve, reject) => {
            const settleIfDone = () => {
                if (scheduled && inFlight === 0)
                    resolve();
            };
            const fire = (dueAt) => {
                if (inFlight >= maxConnections) {
                    dropped++;
                    return;
                }
                inFlight++;
                sent++;
                client.send(this.requestsSent++, (outcome) => {
                    inFlight--;
                    const at = now();
                    if (outcome.kind === 'response')
                        tally.response(outcome.statusCode, outcome.bytes, (at - dueAt) * 1000, at - startedAt);
                    else if (outcome.kind === 'timeout')
                        tally.timeout();
                    else
                        tally.error();
                    settleIfDone();
                });
            };
            const pump = () => {
                try {
                    // A late wake (the process was descheduled, or the tick gathered several) sends every
                    // overdue request at once, each timed from its own due time: the lateness is part of
                    // what it measured.
                    const at = now();
                    while (this.next < until && this.next + offset <= at) {
                        fire(this.next + offset);
                        this.next = this.dueAfter();
                    }
                    if (this.next >= until) {
                        scheduled = true;
                        settleIfDone();
                    }
                    else
                        pacer.wakeAt(Math.max(this.next + offset, at + this.tickMs), pump);
                }
                catch (error) {
                    reject(error);
                }
            };
            pacer.wakeAt(startedAt, pump);
        }).finally(() => pacer.idle());
        tally.endWindow({
            durationSec: durationMs / 1000,
            dropped,
            sent,
            expected: arrivalsBy(this.run.segment, until) - arrivalsBy(this.run.segment, from),
        });
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        const world = this.world;
        this.world = undefined;
        if (!world)
            return;
        const { pacer, client } = await world;
        pacer.close();
        await client.close();
    }
}
/**
 * The connections opened before the schedule starts, per origin: enough to carry the peak
 * rate at 2 ms per request (wrk and k6 connect before their clock starts too). Without them,
 * the first milliseconds at a high rate open dozens of connections at once, the requests
 * waiting on them hold every allowed connection, and the engine drops what falls due next.
 */
const WARM_MS_PER_REQUEST = 2;
async function realWorld(run) {
    const client = new Http1Client(run.requests, run.timeoutMs);
    const peakRate = Math.max(run.segment.fromRate, run.segment.toRate);
    const [pacer] = await Promise.all([
        workerPacer(),
        client.warm(Math.min(run.maxConnections, Math.ceil((peakRate * WARM_MS_PER_REQUEST) / 1000))),
    ]);
    return {
        now: () => external_node_perf_hooks_.performance.now(),
        client: { send: (request, done) => client.send(request, done), close: () => client.close() },
        pacer,
    };
}
/**
 * Node's timers wake the event loop only on whole milliseconds, so at 1,000 req/s requests
 * would leave in pairs and gaps. A worker thread sleeps to the due time with Atomics.wait
 * (microsecond resolution, no busy loop) and wakes the event loop with a message. Between
 * slices the worker does not hold the process open.
 */
async function workerPacer() {
    const worker = new external_node_worker_threads_.Worker(`const { parentPort } = require('node:worker_threads');
     const { performance } = require('node:perf_hooks');
     const sleeper = new Int32Array(new SharedArrayBuffer(4));
     parentPort.on('message', (at) => {
       const wait = at - (performance.timeOrigin + performance.now());
       if (wait > 0) Atomics.wait(sleeper, 0, 0, wait);
       parentPort.postMessage(0);
     });
     parentPort.postMessage(0);`, { eval: true });
    await new Promise((resolve) => worker.once('message', resolve));
    worker.unref();
    let held = false;
    let pending;
    worker.on('message', () => {
        const then = pending;
        pending = undefined;
        then?.();
    });
    return {
        wakeAt(at, then) {
            pending = then;
            if (!held)
                worker.ref();
            held = true;
            worker.postMessage(external_node_perf_hooks_.performance.timeOrigin + at);
        },
        idle() {
            if (held)
                worker.unref();
            held = false;
        },
        close: () => void worker.terminate(),
    };
}

;// CONCATENATED MODULE: ./src/load/trial.ts
/**
 * One trial: drive load at a running target and measure it ourselves. Two engines, because
 * the two load models ask different questions:
 * - closed model (connections, no rate): autocannon keeps every connection busy and says how
 *   much the app serves; it is faster at that than anything we could write in Node.
 * - open model (`rate`): our own engine sends each request when it is due and measures its
 *   latency from then (see open.ts); autocannon's rate limiter sends each second's requests
 *   as a burst and times them from the send, which hides the queueing a stall causes.
 *
 * autocannon's own latency histogram has millisecond resolution and its duration includes
 * up to a second of idle time after a fixed request count; a loopback trial with one
 * connection answers in ~150 µs, so responses are timed into our own HDR histogram in
 * microseconds and the window is taken from the first request to the last response.
 */



/**
 * The unmeasured warm-up at the start of a trial (closed model, whatever the load's model);
 * its measurement, if it ran, tells how fast the app answers (sliced request counts use it).
 */
async function runWarmup(spec) {
    if (!spec.warmup?.amount && !spec.warmup?.durationMs)
        return undefined;
    return runLoad({
        ...spec,
        objectiveMs: undefined,
        rate: undefined,
        amount: spec.warmup.amount,
        durationMs: spec.warmup.durationMs,
    });
}
/**
 * The ramp-up stages of an open-model load, which lead straight into the measured window.
 * Each raises the arrival rate linearly from the previous stage's rate (0 before the first)
 * to its own: one continuous ramp, not a staircase.
 */
async function runRamp(spec) {
    let previousRate = 0;
    for (const stage of spec.stages) {
        await runOpen({
            requests: spec.requests,
            maxConnections: spec.connections,
            segment: { durationMs: stage.durationMs, fromRate: previousRate, toRate: stage.rate },
            arrival: spec.arrival,
            timeoutMs: spec.timeoutMs,
        });
        previousRate = stage.rate;
    }
}
async function runMeasured(spec, onSecond) {
    return runLoad({ ...spec, onSecond });
}
/**
 * The measured window of a trial in slices: a tally for it (`onSecond` gets the responses of
 * each of its seconds), then `slice(window)` for each slice, then `measurement()` for them all.
 * The open model runs one schedule across the slices (see open.ts), so `measurement()` (or
 * `close()`, for a trial that ends early) also closes its connections and its pacer.
 */
function slicedMeasurement(spec, onSecond) {
    const tally = newTally(spec, onSecond);
    const open = spec.rate === undefined
        ? undefined
        : openSlices({
            requests: spec.requests,
            maxConnections: spec.connections,
            rate: spec.rate,
            arrival: spec.arrival ?? 'constant',
            timeoutMs: spec.timeoutMs,
            objectiveMs: spec.objectiveMs,
        }, tally);
    return {
        // The config gives the open model timed windows only (a rate, not a count).
        slice: (window) => open ? open.slice(window.durationMs) : feedLoad({ ...spec, ...window }, tally),
        measurement: () => {
            void open?.close();
            return tally.toMeasurement();
        },
        close: async () => open?.close(),
    };
}
async function runLoad(run) {
    const tally = newTally(run, run.onSecond);
    await feedLoad(run, tally);
    return tally.toMeasurement();
}
function newTally(run, onSecond) {
    return new Tally(run.objectiveMs, run.rate === undefined ? 'sent' : 'scheduled', onSecond);
}
/** Runs one window of load into `tally`, which may hold earlier windows of the trial. */
async function feedLoad(run, tally) {
    if (run.rate === undefined)
        return feedClosed(run, tally);
    return feedOpen({
        requests: run.requests,
        maxConnections: run.connections,
        segment: { durationMs: run.durationMs ?? 10_000, fromRate: run.rate, toRate: run.rate },
        arrival: run.arrival ?? 'constant',
        timeoutMs: run.timeoutMs,
        objectiveMs: run.objectiveMs,
    }, tally);
}
/**
 * One closed-model window. A timed window stops sending at its end and lets every request
 * still in flight finish and count: cutting them off would leave out the slowest (a request
 * in flight at any moment is more likely a long one), which biases latency percentiles and
 * short slices most. A fixed count ends the same way, once its last request is answered.
 *
 * The window's duration is what its connections' own rates add up to: each connection sends
 * back to back, so its responses over the time to its last one is its rate, exactly, however
 * long its last request took; the window is the time those rates need for all the responses.
 */
async function feedClosed(run, tally) {
    // Loaded on the first closed-model trial rather than at start-up: a run that stops on a
    // config error, or a report-only job, never needs it, and it is a large share of the
    // action's cold start.
    const { default: autocannon } = await __webpack_require__.e(/* import() */ 174).then(__webpack_require__.t.bind(__webpack_require__, 8174, 23));
    const first = new URL(run.requests[0].url);
    const clients = [];
    const perConnection = new Map();
    const windowMs = run.amount ? undefined : (run.durationMs ?? 10_000);
    const connectionOf = (client) => {
        let connection = perConnection.get(client);
        if (!connection)
            perConnection.set(client, (connection = { responses: 0, lastAtMs: 0 }));
        return connection;
    };
    const options = {
        url: first.origin,
        connections: run.amount ? Math.min(run.connections, run.amount) : run.connections,
        pipelining: run.pipelining,
        // autocannon takes seconds, and rejects keys that are present but undefined. A timed
        // window is ended by the drain below; autocannon's own end is only a backstop, after
        // the last request sent could have timed out.
        ...(windowMs === undefined
            ? { amount: run.amount }
            : { duration: Math.ceil((windowMs + run.timeoutMs) / 1000) + 1 }),
        // autocannon accepts whole seconds of at least 1 only; setupClient sets the real one.
        timeout: Math.max(1, Math.ceil(run.timeoutMs / 1000)),
        setupClient: (client) => {
            // Read after this hook, whenever the client arms its per-request timer (autocannon 8,
            // lib/httpClient.js): this gives millisecond timeouts. A test guards it.
            client.timeout = run.timeoutMs;
            clients.push(client);
            // A request that timed out or failed took the connection's time too: its rate counts
            // that time, or a stalling app would look faster.
            const spent = () => (connectionOf(client).lastAtMs = external_node_perf_hooks_.performance.now() - startedAt);
            const events = client;
            events.on('timeout', spent);
            events.on('connError', spent);
        },
        requests: run.requests.map(toAutocannonRequest),
        // The run notices that its connections are done on a sample tick: tick often, so the
        // window ends within 10 ms of its last response (the app's CPU is counted until then).
        sampleInt: 10,
    };
    // autocannon sends its first requests as it is constructed.
    const startedAt = external_node_perf_hooks_.performance.now();
    let instance;
    const finished = new Promise((resolve, reject) => {
        instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    });
    const drain = windowMs === undefined ? undefined : setTimeout(() => clients.forEach(sendNoMore), windowMs);
    instance.on('response', (client, statusCode, resBytes, responseTimeMs) => {
        const now = external_node_perf_hooks_.performance.now();
        const connection = connectionOf(client);
        connection.responses++;
        connection.lastAtMs = now - startedAt;
        tally.response(statusCode, resBytes, responseTimeMs * 1000, now - startedAt);
    });
    const result = await finished.finally(() => clearTimeout(drain));
    // autocannon counts a timeout as an error too; keep the two apart.
    for (let i = 0; i < result.timeouts; i++)
        tally.timeout();
    for (let i = 0; i < Math.max(0, result.errors - result.timeouts); i++)
        tally.error();
    tally.endWindow({
        durationSec: windowSeconds(perConnection.values(), external_node_perf_hooks_.performance.now() - startedAt),
    });
}
/**
 * The connection sends nothing more: once its request in flight is answered (or times out)
 * it closes, as it does when it reaches a fixed count.
 */
function sendNoMore(client) {
    if (client.reqsMade > 0)
        client.responseMax = client.reqsMade;
    else
        client.destroy();
}
/** See feedClosed: responses over the sum of the connections' rates (the elapsed time if none answered). */
function windowSeconds(connections, elapsedMs) {
    let responses = 0;
    let perMs = 0;
    for (const c of connections) {
        if (c.responses === 0 || c.lastAtMs <= 0)
            continue;
        responses += c.responses;
        perMs += c.responses / c.lastAtMs;
    }
    return (perMs > 0 ? responses / perMs : Math.max(elapsedMs, 1)) / 1000;
}
function toAutocannonRequest(request) {
    const url = new URL(request.url);
    return {
        method: request.method,
        path: url.pathname + url.search,
        headers: request.headers,
        body: request.body,
    };
}


/***/ })

};
