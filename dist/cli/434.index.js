export const id = 434;
export const ids = [434];
export const modules = {

/***/ 8434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   engineRateWarnings: () => (/* binding */ engineRateWarnings)
/* harmony export */ });
/* unused harmony exports checkEngineCapacity, rateWarnings */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _open_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8399);
/**
 * What rate this machine's open engine can hold, found by a short self-check, so a config
 * that asks for more is told so up front instead of finding out by dropped requests. The
 * check drives the engine at doubling rates for a moment each against a trivial server in its
 * own process (whose cost is part of any loopback run) and keeps the highest rate held: no
 * drops, p99 under 20 ms, the same bar as `npm run bench:load`.
 */


const STEP_MS = 400;
const FIRST_RATE = 1000;
const P99_LIMIT_US = 20_000;
/** Runs the self-check up to `upTo` req/s (a few seconds at most). */
async function checkEngineCapacity(upTo) {
    const server = await trivialServer();
    try {
        let held = 0;
        for (let rate = FIRST_RATE;; rate *= 2) {
            const tried = Math.min(rate, upTo);
            const m = await (0,_open_js__WEBPACK_IMPORTED_MODULE_1__/* .runOpen */ .Wr)({
                requests: [{ method: 'GET', url: server.url, headers: {} }],
                maxConnections: 100,
                segment: { durationMs: STEP_MS, fromRate: tried, toRate: tried },
                arrival: 'constant',
                timeoutMs: 5_000,
            });
            if (m.dropped !== 0 || m.errors + m.timeouts > 0 || m.latencyUs.p99 >= P99_LIMIT_US)
                return { heldRate: held, reachedLimit: false };
            held = tried;
            if (tried >= upTo)
                return { heldRate: held, reachedLimit: true };
        }
    }
    finally {
        server.stop();
    }
}
/**
 * The warning for each configured rate above what the self-check held, naming the variant
 * and the field. Pure, so the report and `validate` word it the same way.
 */
function rateWarnings(rates, capacity) {
    if (capacity.reachedLimit)
        return [];
    return rates
        .filter(({ rate }) => rate > capacity.heldRate)
        .map(({ variant, rate }) => `variant "${variant}": load.rate ${rate.toLocaleString('en')} req/s is above the ${capacity.heldRate.toLocaleString('en')} req/s this machine's open-model engine held in a self-check (no drops, p99 under 20 ms, against a trivial local server); expect dropped requests and saturated trials. Lower load.rate, or measure on a machine with more free CPU.`);
}
async function trivialServer() {
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, [
        '-e',
        `const s = require('node:http').createServer((q, r) => r.end('ok'));
       s.listen(0, '127.0.0.1', () => console.log(s.address().port));`,
    ], { stdio: ['ignore', 'pipe', 'ignore'] });
    const port = await new Promise((resolve, reject) => {
        child.once('error', reject);
        child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    });
    return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGKILL') };
}
/**
 * The warnings for a config's open-model rates, after a self-check up to the highest of them;
 * none (and no check) when no variant sets a rate.
 */
async function engineRateWarnings(variants) {
    const rates = variants.flatMap((v) => v.load.rate === undefined ? [] : [{ variant: v.name, rate: v.load.rate }]);
    if (rates.length === 0)
        return [];
    const capacity = await checkEngineCapacity(Math.max(...rates.map((r) => r.rate)));
    return rateWarnings(rates, capacity);
}


/***/ })

};
