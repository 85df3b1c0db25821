export const id = 556;
export const ids = [556];
export const modules = {

/***/ 87556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hasWarmup: () => (/* binding */ hasWarmup),
  runMeasured: () => (/* binding */ runMeasured),
  runRamp: () => (/* binding */ runRamp),
  runWarmup: () => (/* binding */ runWarmup),
  slicedMeasurement: () => (/* binding */ slicedMeasurement)
});

// UNUSED EXPORTS: runLoad

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/load/http1.ts
var http1 = __webpack_require__(87779);
;// CONCATENATED MODULE: ./src/load/closed.ts
/**
 * The closed model's measured window in slices, on connections kept open across them.
 *
 * A sliced trial takes turns with the other variants of its round (experiment/sliced-round.ts)
 * in slices of a tenth of a second. Starting autocannon afresh for every slice opened
 * its connections again each time: the app accepted them, built their parsers and sockets,
 * and the first requests of every slice ran on a cold connection, inside the measured window
 * and its CPU. The open model already keeps its connections across slices (open.ts); this
 * does the same for the closed model, on the same HTTP/1.1 client: `connections` lanes, each
 * sending its next request as soon as its last one is answered, paused with the variant
 * (its sockets simply wait, as a client's would) and resumed in its next slice.
 *
 * A timed slice stops sending at its end and lets every request in flight finish and count;
 * a counted slice sends its share. The slice's duration is what its lanes' own rates add up
 * to, as for autocannon's windows (trial.ts): windowSeconds below.
 */


class ClosedSlices {
    run;
    tally;
    client;
    /**
     * Requests each lane has sent so far: a lane goes through the request kinds in order (a
     * login before the page it opens, as autocannon's connections do), across slices.
     */
    sentByLane;
    /** Ends the slice under way, if one is: no more requests, and none counted after close(). */
    stopSlice;
    closed = false;
    constructor(run, tally) {
        this.run = run;
        this.tally = tally;
        this.sentByLane = Array.from({ length: run.connections }, () => 0);
    }
    /**
     * Runs one slice into the engine's tally (or `tally`, for a slice that is not measured);
     * resolves when its last request has ended.
     */
    async slice(window, tally = this.tally) {
        if (this.closed)
            throw new Error('closed engine: slice() after close()');
        const { connections: most, timeoutMs, requests } = this.run;
        const connections = window.amount === undefined ? most : Math.min(most, window.amount);
        if (connections <= 0)
            return tally.endWindow({ durationSec: 0 });
        if (!this.client) {
            this.client = new http1/* Http1Client */.x(requests, timeoutMs);
            // Opened once, in the first slice (the variant is running then) and before its clock
            // starts; the app's share of it, a few accepts, is in that slice's CPU, which in a
            // sliced round is the settling turn's, not measured (experiment/sliced-round.ts).
            await this.client.warm(most);
        }
        const client = this.client;
        const kinds = requests.length;
        let unsent = window.amount ?? Infinity;
        let stopping = false;
        const lanes = Array.from({ length: connections }, () => ({
            responses: 0,
            lastAtMs: 0,
        }));
        const startedAt = external_node_perf_hooks_.performance.now();
        await new Promise((resolve) => {
            let running = connections;
            const timer = window.durationMs === undefined
                ? undefined
                : setTimeout(() => (stopping = true), window.durationMs);
            // The connections do not hold the process open (http1.ts); the slice does, to its last answer.
            const hold = setInterval(() => { }, 60_000);
            this.stopSlice = () => {
                stopping = true;
                clearTimeout(timer);
                clearInterval(hold);
                resolve();
            };
            const next = (lane) => {
                if (this.closed)
                    return;
                if (stopping || unsent <= 0) {
                    if (--running === 0)
                        this.stopSlice?.();
                    return;
                }
                unsent--;
                const sentAt = external_node_perf_hooks_.performance.now();
                const kind = this.sentByLane[lane]++ % kinds;
                client.send(kind, (outcome) => {
                    if (this.closed)
                        return;
                    const at = external_node_perf_hooks_.performance.now();
                    const own = lanes[lane];
                    own.lastAtMs = at - startedAt;
                    if (outcome.kind === 'response') {
                        own.responses++;
                        tally.response(outcome.statusCode, outcome.bytes, (at - sentAt) * 1000, at - startedAt);
                        next(lane);
                        return;
                    }
                    if (outcome.kind === 'timeout')
                        tally.timeout();
                    else
                        tally.error();
                    // A refused connection can fail at once: the next attempt waits a turn of the event
                    // loop, so the slice's timer can end a slice against an app that is gone.
                    setImmediate(() => next(lane));
                });
            };
            for (let lane = 0; lane < connections; lane++)
                next(lane);
        });
        this.stopSlice = undefined;
        if (!this.closed)
            tally.endWindow({ durationSec: windowSeconds(lanes, external_node_perf_hooks_.performance.now() - startedAt) });
    }
    /** Closes the connections; a slice under way ends at once, and nothing more is counted. */
    async close() {
        this.closed = true;
        this.stopSlice?.();
        this.client?.close();
        this.client = undefined;
    }
}
/**
 * A closed window's duration: each connection sends back to back, so its responses over the
 * time to its last one is its rate, exactly, however long its last request took; the window
 * is the time those rates need for all the responses (the elapsed time if none answered).
 */
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

// EXTERNAL MODULE: ./src/load/open.ts + 1 modules
var load_open = __webpack_require__(31539);
;// CONCATENATED MODULE: ./src/load/steady.ts
/**
 * When a warm-up has done its work: the rate it reaches has stopped moving (Barrett et al.,
 * OOPSLA 2017: warm-up is not a fixed time). The warm-up runs in short windows; after each,
 * the mean log rate of the last `half` windows is compared with that of the `half` before.
 * The rate is steady once they differ by at most `tolerance`, or by no more than `z` times
 * the noise of that difference (estimated from the spread within the two halves): a rise
 * (a JIT compiling, caches filling) moves the later half above the earlier by more than its
 * noise; noise alone does not; a drift that never settles keeps moving it, and the warm-up
 * ends at its maximum, not steady.
 *
 * Pure: it sees only the warm-up's own rates, never the measured window, and every arm of a
 * round applies it alike, so it cannot favour one side of a comparison.
 */
/** Windows of 250 ms: halves of 1 s, so the shortest steady warm-up is 2 s. */
const WARMUP_WINDOW_MS = 250;
const STEADY_RULE = { half: 4, tolerance: 0.02, z: 2 };
/** Whether the rates so far (responses per second, one per window, oldest first) are steady. */
function isSteady(rates, rule = STEADY_RULE) {
    const { half } = rule;
    if (rates.length < 2 * half)
        return false;
    const last = rates.slice(-2 * half);
    // A window without one answer says nothing steady about the app.
    if (last.some((r) => !(r > 0)))
        return false;
    const logs = last.map(Math.log);
    const earlier = logs.slice(0, half);
    const later = logs.slice(half);
    const change = mean(later) - mean(earlier);
    const pooled = (sumOfSquares(earlier) + sumOfSquares(later)) / (2 * half - 2);
    const noise = Math.sqrt(pooled * (2 / half));
    return Math.abs(change) <= Math.max(Math.log1p(rule.tolerance), rule.z * noise);
}
/**
 * Runs warm-up windows until the rate is steady or `maxWindows` have run. `runWindow` runs
 * one window of load (WARMUP_WINDOW_MS) and says what it got.
 */
async function warmUntilSteady(runWindow, maxWindows, rule = STEADY_RULE) {
    const windows = [];
    const rates = [];
    let steady = false;
    while (!steady && windows.length < Math.max(maxWindows, 1)) {
        const window = await runWindow();
        windows.push(window);
        rates.push(window.durationSec > 0 ? window.responses / window.durationSec : 0);
        steady = isSteady(rates, rule);
    }
    const settled = windows.slice(-rule.half);
    return {
        rates,
        steady,
        responses: settled.reduce((sum, w) => sum + w.responses, 0),
        durationSec: settled.reduce((sum, w) => sum + w.durationSec, 0),
    };
}
function mean(values) {
    return values.reduce((sum, v) => sum + v, 0) / values.length;
}
function sumOfSquares(values) {
    const m = mean(values);
    return values.reduce((sum, v) => sum + (v - m) ** 2, 0);
}

// EXTERNAL MODULE: ./src/load/tally.ts
var tally = __webpack_require__(15514);
// EXTERNAL MODULE: ./src/model/random.ts
var random = __webpack_require__(6574);
;// CONCATENATED MODULE: ./src/load/trial.ts
/**
 * One trial: drive load at a running target and measure it ourselves. Two engines, because
 * the two load models ask different questions:
 * - closed model (connections, no rate): every connection kept busy, to say how much the app
 *   serves. Whole trials and warm-ups run autocannon; a trial in slices runs perf-gate's own
 *   client (closed.ts), which keeps its connections from one slice to the next.
 * - open model (`rate`): our own engine sends each request when it is due and measures its
 *   latency from then (see open.ts); autocannon's rate limiter sends each second's requests
 *   as a burst and times them from the send, which hides the queueing a stall causes.
 *
 * autocannon's own latency histogram has millisecond resolution and its duration includes
 * up to a second of idle time after a fixed request count; a loopback trial with one
 * connection answers in ~150 µs, so responses are timed into our own HDR histogram in
 * microseconds and the window is taken from the first request to the last response.
 */






/** Whether the load's warm-up runs at all (`warmup: 0` does not). */
function hasWarmup(spec) {
    return Boolean(spec.warmup?.amount || spec.warmup?.durationMs || spec.warmup?.steady);
}
/**
 * The unmeasured warm-up at the start of a trial (closed model, whatever the load's model);
 * what it measured tells how fast the app answers (sliced request counts use it).
 */
async function runWarmup(spec) {
    if (!hasWarmup(spec))
        return undefined;
    const closed = { ...spec, objectiveMs: undefined, rate: undefined };
    const steady = spec.warmup.steady;
    if (!steady) {
        const { amount, durationMs } = spec.warmup;
        return runLoad({ ...closed, amount, durationMs });
    }
    const startedAtMs = external_node_perf_hooks_.performance.now();
    const warm = await warmUntilSteady(() => runLoad({ ...closed, amount: undefined, durationMs: WARMUP_WINDOW_MS }), Math.ceil(steady.maxMs / WARMUP_WINDOW_MS));
    const durationMs = Math.round(external_node_perf_hooks_.performance.now() - startedAtMs);
    return { ...warm, untilSteady: { durationMs, steady: warm.steady } };
}
/**
 * The ramp-up stages of an open-model load, which lead straight into the measured window.
 * Each raises the arrival rate linearly from the previous stage's rate (0 before the first)
 * to its own: one continuous ramp, not a staircase.
 */
async function runRamp(spec) {
    let previousRate = 0;
    for (const [i, stage] of spec.stages.entries()) {
        await (0,load_open/* runOpen */.Wr)({
            requests: spec.requests,
            maxConnections: spec.connections,
            segment: { durationMs: stage.durationMs, fromRate: previousRate, toRate: stage.rate },
            arrival: spec.arrival,
            random: arrivalRandom(spec, i + 1),
            timeoutMs: spec.timeoutMs,
        });
        previousRate = stage.rate;
    }
}
async function runMeasured(spec, onSecond, observeLatency, engine = 'autocannon') {
    if (engine === 'kept' && spec.rate === undefined && spec.pipelining <= 1) {
        const measured = slicedMeasurement(spec, onSecond, observeLatency, 'kept');
        await measured.slice(spec.amount !== undefined
            ? { amount: spec.amount }
            : { durationMs: spec.durationMs ?? 10_000 });
        return measured.measurement();
    }
    return runLoad({ ...spec, onSecond }, observeLatency);
}
/**
 * The measured window of a trial in slices: a tally for it (`onSecond` gets the responses of
 * each of its seconds), then `slice(window)` for each slice, then `measurement()` for them all.
 * Both models keep their connections across the slices — the open model runs one schedule
 * across them (open.ts), the closed model its lanes (closed.ts) — so `measurement()` (or
 * `close()`, for a trial that ends early) also closes them. `autocannon` instead starts
 * autocannon afresh for each closed slice, as perf-gate did before: rounds in 100 ms slices
 * on kept connections differed by 0.63 of what 250 ms slices of autocannon did at equal wall
 * time (docs/accuracy.md, "Kept connections"); the noise benchmark still compares the two.
 */
function slicedMeasurement(spec, onSecond, observeLatency, closedEngine = 'kept') {
    const tally = newTally(spec, onSecond);
    tally.observeLatency = observeLatency;
    const closed = spec.rate === undefined && closedEngine === 'kept'
        ? new ClosedSlices({ requests: spec.requests, connections: spec.connections, timeoutMs: spec.timeoutMs }, tally)
        : undefined;
    const open = spec.rate === undefined
        ? undefined
        : (0,load_open/* openSlices */.MK)({
            requests: spec.requests,
            maxConnections: spec.connections,
            rate: spec.rate,
            arrival: spec.arrival ?? 'constant',
            random: arrivalRandom(spec),
            timeoutMs: spec.timeoutMs,
            objectiveMs: spec.objectiveMs,
        }, tally);
    // The config gives the open model timed windows only (a rate, not a count).
    const slice = (window, into = tally) => open
        ? open.slice(window.durationMs, into)
        : closed
            ? closed.slice(window, into)
            : feedLoad({ ...spec, ...window }, into);
    return {
        slice: (window) => slice(window),
        /**
         * A slice whose responses, latencies and seconds count nowhere: the engine (its
         * connections, its schedule) runs on as for a measured one.
         */
        unmeasuredSlice: (window) => slice(window, newTally(spec)),
        /** Responses counted so far: a slice's are the difference across it. */
        responses: () => tally.responseCount,
        measurement: () => {
            void open?.close();
            void closed?.close();
            return tally.toMeasurement();
        },
        close: async () => {
            await open?.close();
            await closed?.close();
        },
    };
}
async function runLoad(run, observeLatency) {
    const tally = newTally(run, run.onSecond);
    tally.observeLatency = observeLatency;
    await feedLoad(run, tally);
    return tally.toMeasurement();
}
function newTally(run, onSecond) {
    return new tally/* Tally */.F(run.objectiveMs, run.rate === undefined ? 'sent' : 'scheduled', onSecond);
}
/** Runs one window of load into `tally`, which may hold earlier windows of the trial. */
async function feedLoad(run, tally) {
    if (run.rate === undefined)
        return feedClosed(run, tally);
    return (0,load_open/* feedOpen */.Lr)({
        requests: run.requests,
        maxConnections: run.connections,
        segment: { durationMs: run.durationMs ?? 10_000, fromRate: run.rate, toRate: run.rate },
        arrival: run.arrival ?? 'constant',
        random: arrivalRandom(run),
        timeoutMs: run.timeoutMs,
        objectiveMs: run.objectiveMs,
    }, tally);
}
/**
 * The gaps of Poisson arrivals: the round's stream when the experiment set one (every variant
 * of the round draws the same, each ramp stage its own), else fresh ones.
 */
function arrivalRandom(spec, stage = 0) {
    if (spec.arrivalSeed === undefined)
        return undefined;
    return (0,random/* seededRandom */.I)((0,random/* deriveSeed */.B)(spec.arrivalSeed, stage));
}
/**
 * One closed-model window. A timed window stops sending at its end and lets every request
 * still in flight finish and count: cutting them off would leave out the slowest (a request
 * in flight at any moment is more likely a long one), which biases latency percentiles and
 * short slices most. A fixed count ends the same way, once its last request is answered.
 * The window's duration is what its connections' own rates add up to (windowSeconds).
 */
async function feedClosed(run, tally) {
    // Loaded on the first closed-model trial rather than at start-up: a run that stops on a
    // config error, or a report-only job, never needs it, and it is a large share of the
    // action's cold start.
    const { default: autocannon } = await __webpack_require__.e(/* import() */ 174).then(__webpack_require__.t.bind(__webpack_require__, 88174, 23));
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
