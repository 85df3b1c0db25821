export const id = 277;
export const ids = [277];
export const modules = {

/***/ 4277:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMeasured: () => (/* binding */ runMeasured),
  runRamp: () => (/* binding */ runRamp),
  runWarmup: () => (/* binding */ runWarmup),
  slicedMeasurement: () => (/* binding */ slicedMeasurement)
});

// UNUSED EXPORTS: runLoad

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
;// CONCATENATED MODULE: ./src/load/schedule.ts
/**
 * Due times of the segment's requests in milliseconds from its start, in order. `random`
 * returns uniform numbers in [0, 1) (Poisson only), so tests and replays can seed it.
 */
function* dueTimes(segment, arrival, random = Math.random) {
    const { durationMs, fromRate, toRate } = segment;
    // N(t) = a·t + b·t²/2 in requests, t in ms.
    const a = fromRate / 1000;
    const b = (toRate - fromRate) / 1000 / durationMs;
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
 */





async function runOpen(run, world) {
    const tally = new Tally(run.objectiveMs, 'scheduled', run.onSecond);
    await feedOpen(run, tally, world);
    return tally.toMeasurement();
}
/** Runs one window of the open model into `tally` (which may hold earlier windows). */
async function feedOpen(run, tally, world) {
    const { now, client, pacer } = world ?? {
        now: () => external_node_perf_hooks_.performance.now(),
        client: undiciClient(run),
        pacer: await workerPacer(),
    };
    const schedule = dueTimes(run.segment, run.arrival, run.random);
    let inFlight = 0;
    let sent = 0;
    let dropped = 0;
    let next = schedule.next();
    // A few milliseconds of lead so the first due time is not already late.
    const startedAt = now() + 5;
    const finished = new Promise((resolve, reject) => {
        const settleIfDone = () => {
            if (next.done && inFlight === 0)
                resolve();
        };
        const fire = (dueAt) => {
            if (inFlight >= run.maxConnections) {
                dropped++;
                return;
            }
            inFlight++;
            client.send(sent++, (outcome) => {
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
                // A late wake (the process was descheduled) sends every overdue request at once,
                // each timed from its own due time: the lateness is part of what it measured.
                const at = now();
                while (!next.done && startedAt + next.value <= at) {
                    fire(startedAt + next.value);
                    next = schedule.next();
                }
                if (next.done)
                    settleIfDone();
                else
                    pacer.wakeAt(startedAt + next.value, pump);
            }
            catch (error) {
                reject(error);
            }
        };
        pacer.wakeAt(startedAt, pump);
    });
    try {
        await finished;
    }
    finally {
        pacer.close();
        await client.close();
    }
    tally.endWindow({
        durationSec: run.segment.durationMs / 1000,
        dropped,
        sent,
        expected: expectedRequests(run.segment),
    });
}
/**
 * undici (the client behind Node's own fetch): its dispatch API costs less CPU per request
 * than node:http here, and hands back an abort per request for our timeout.
 */
function undiciClient(run) {
    // One pool per origin (steps may go to several services); the limit on connections is
    // enforced across them by the engine, before dispatch.
    const agent = new undici.Agent({
        connections: run.maxConnections,
        pipelining: 1,
        // Our own timer ends a request; undici's would only add a second clock.
        headersTimeout: 0,
        bodyTimeout: 0,
    });
    const prepared = run.requests.map((r) => {
        const url = new URL(r.url);
        return {
            origin: url.origin,
            path: url.pathname + url.search,
            method: r.method,
            headers: r.headers,
            body: r.body,
        };
    });
    return {
        send(request, done) {
            let settled = false;
            let abort;
            let statusCode = 0;
            let bytes = 0;
            const settle = (outcome) => {
                if (settled)
                    return;
                settled = true;
                clearTimeout(timer);
                done(outcome);
            };
            const timer = setTimeout(() => {
                settle({ kind: 'timeout' });
                abort?.(new Error('timed out'));
            }, run.timeoutMs);
            agent.dispatch(prepared[request % prepared.length], {
                onConnect: (a) => (abort = a),
                onHeaders: (code) => {
                    statusCode = code;
                    return true;
                },
                onData: (chunk) => {
                    bytes += chunk.length;
                    return true;
                },
                onComplete: () => settle({ kind: 'response', statusCode, bytes }),
                onError: () => settle({ kind: 'error' }),
            });
        },
        async close() {
            await agent.destroy();
        },
    };
}
/**
 * Node's timers wake the event loop only on whole milliseconds, so at 1,000 req/s requests
 * would leave in pairs and gaps. A worker thread sleeps to the due time with Atomics.wait
 * (microsecond resolution, no busy loop) and wakes the event loop with a message.
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
    let pending;
    worker.on('message', () => {
        const then = pending;
        pending = undefined;
        then?.();
    });
    return {
        wakeAt(at, then) {
            pending = then;
            worker.postMessage(external_node_perf_hooks_.performance.timeOrigin + at);
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



/** The unmeasured warm-up at the start of a trial (closed model, whatever the load's model). */
async function runWarmup(spec) {
    if (!spec.warmup?.amount && !spec.warmup?.durationMs)
        return;
    await runLoad({
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
 * each of its seconds), then `slice(ms)` for each slice, then `measurement()` for them all.
 */
function slicedMeasurement(spec, onSecond) {
    const tally = newTally(spec, onSecond);
    return {
        slice: (durationMs) => feedLoad({ ...spec, durationMs, amount: undefined }, tally),
        measurement: () => tally.toMeasurement(),
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
async function feedClosed(run, tally) {
    // Loaded on the first closed-model trial rather than at start-up: a run that stops on a
    // config error, or a report-only job, never needs it, and it is a large share of the
    // action's cold start.
    const { default: autocannon } = await __webpack_require__.e(/* import() */ 174).then(__webpack_require__.t.bind(__webpack_require__, 8174, 23));
    const first = new URL(run.requests[0].url);
    let lastResponseAt = 0;
    const options = {
        url: first.origin,
        connections: run.amount ? Math.min(run.connections, run.amount) : run.connections,
        pipelining: run.pipelining,
        // autocannon takes seconds, and rejects keys that are present but undefined.
        ...(run.amount ? { amount: run.amount } : { duration: (run.durationMs ?? 10_000) / 1000 }),
        // autocannon accepts whole seconds of at least 1 only; setupClient sets the real one.
        timeout: Math.max(1, Math.ceil(run.timeoutMs / 1000)),
        setupClient: (client) => {
            // Read after this hook, whenever the client arms its per-request timer (autocannon 8,
            // lib/httpClient.js): this gives millisecond timeouts. A test guards it.
            client.timeout = run.timeoutMs;
        },
        requests: run.requests.map(toAutocannonRequest),
        // The run notices its end on a sample tick. Tick often, so a fixed count ends promptly
        // and a timed window ends within 10 ms of its length: the app's CPU is counted until the
        // run returns, and a 500 ms slice would otherwise carry up to 100 ms of uncounted load.
        sampleInt: 10,
    };
    // autocannon sends its first requests as it is constructed.
    const startedAt = external_node_perf_hooks_.performance.now();
    let instance;
    const finished = new Promise((resolve, reject) => {
        instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    });
    // A timed run stops on autocannon's next sample tick: only responses inside the window count.
    const windowMs = run.amount ? Infinity : (run.durationMs ?? 10_000);
    instance.on('response', (_client, statusCode, resBytes, responseTimeMs) => {
        const now = external_node_perf_hooks_.performance.now();
        if (now - startedAt > windowMs)
            return;
        lastResponseAt = now;
        tally.response(statusCode, resBytes, responseTimeMs * 1000, now - startedAt);
    });
    const result = await finished;
    // autocannon counts a timeout as an error too; keep the two apart.
    for (let i = 0; i < result.timeouts; i++)
        tally.timeout();
    for (let i = 0; i < Math.max(0, result.errors - result.timeouts); i++)
        tally.error();
    tally.endWindow({
        durationSec: windowMs === Infinity
            ? Math.max((lastResponseAt || external_node_perf_hooks_.performance.now()) - startedAt, 1) / 1000
            : windowMs / 1000,
    });
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
