export const id = 694;
export const ids = [694];
export const modules = {

/***/ 93694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(98439);
// EXTERNAL MODULE: ./src/config/units.ts
var units = __webpack_require__(34529);
// EXTERNAL MODULE: ./src/config/ports.ts
var ports = __webpack_require__(30226);
// EXTERNAL MODULE: ./src/model/metrics.ts
var model_metrics = __webpack_require__(25500);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/registries.js
var registries = __webpack_require__(29396);
// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
// EXTERNAL MODULE: ./src/config/slicing.ts
var config_slicing = __webpack_require__(47087);
;// CONCATENATED MODULE: ./src/config/docs.ts
/**
 * What each config key means and what it defaults to, written once next to its schema and
 * shown twice: as `description`/`default` in perf-gate.schema.json (editors show them on
 * hover and completion) and as the reference list of CONFIG_REFERENCE_FILE (`npm run docs`,
 * which also writes there the conditions of slices and the limits; see generatedDocs).
 */




const keyDocs = registries/* registry */.u5();
/**
 * The schema with its documentation: `doc(count(LIMITS.rounds), 'Rounds of …', { default: 10 })`.
 * A copy is documented, so one shared schema can mean different things under different keys.
 */
function doc(schema, description, more = {}) {
    const copy = schema.clone();
    keyDocs.add(copy, { description, ...more });
    return copy;
}
/** The documentation of a key, looked up through optional and other wrappers. */
function docOf(schema) {
    for (let s = schema; s; s = inner(s)) {
        const found = keyDocs.get(s);
        if (found)
            return found;
    }
    return undefined;
}
function inner(schema) {
    const def = schema._zod.def;
    return ['optional', 'nullable', 'default', 'readonly', 'nonoptional'].includes(def.type)
        ? def.innerType
        : undefined;
}
/** The schema without its optional and other wrappers. */
function unwrap(schema) {
    let s = schema;
    for (let next = inner(s); next; next = inner(s))
        s = next;
    return s;
}
/** Adds each documented key's description and default to the JSON Schema (for toJSONSchema). */
function documentJsonSchema(ctx) {
    const found = keyDocs.get(ctx.zodSchema);
    if (!found)
        return;
    ctx.jsonSchema.description = found.description.replaceAll('`', '');
    ctx.jsonSchema.markdownDescription = found.description;
    if (found.default !== undefined)
        ctx.jsonSchema.default = found.default;
}
/**
 * One entry per documented key, in schema order: `services[].name`, `load.url`, …. A key that
 * reuses an object already listed (a variant's `load`) gets its own row, not the keys again.
 */
function referenceRows(root) {
    const rows = [];
    const listed = new Set();
    const expanded = new Set();
    const walk = (schema, path, required) => {
        const core = unwrap(schema);
        const def = core._zod.def;
        const key = def.type === 'array' && !path.endsWith('[]') ? `${path}[]` : path;
        const found = docOf(schema);
        if (found && key && !listed.has(key)) {
            listed.add(key);
            rows.push({
                key,
                default: found.default !== undefined
                    ? `\`${typeof found.default === 'string' ? found.default : JSON.stringify(found.default)}\``
                    : (found.defaultText ?? (required ? 'required' : '')),
                meaning: found.description,
            });
        }
        if (found?.collapse)
            return;
        if (def.type === 'object' && def.shape) {
            if (expanded.has(def.shape))
                return;
            expanded.add(def.shape);
            for (const [name, child] of Object.entries(def.shape)) {
                walk(child, key ? `${key}.${name}` : name, child._zod.optin !== 'optional');
            }
        }
        else if (def.type === 'array' && def.element) {
            walk(def.element, key, required);
        }
        else if (def.type === 'union' && def.options) {
            for (const option of def.options)
                walk(option, key, required);
        }
    };
    walk(root, '', true);
    return rows;
}
/**
 * Markdown that reads as well in its source as rendered: `text` broken into lines of at most
 * `width` characters at spaces outside code spans, each line after the first indented by
 * `indent`. A word that would start a line and read as Markdown there (a list marker, a
 * heading) stays on the line before it.
 */
function wrapText(text, width = 100, indent = '  ') {
    const lines = [];
    let line = '';
    for (const word of words(text)) {
        const fits = line === '' || line.length + 1 + word.length <= width;
        const startsBlock = /^(\d{1,9}[.)]|[-+*>|]|#+|=+)$/.test(word);
        if (fits || startsBlock)
            line = line === '' ? word : `${line} ${word}`;
        else {
            lines.push(line);
            line = `${indent}${word}`;
        }
    }
    return [...lines, line].join('\n');
}
/** The words of `text`, a code span with spaces in it kept as one (a break in it reads badly). */
function words(text) {
    const out = [];
    let open = false;
    for (const piece of text.replaceAll('\n', ' ').split(' ').filter(Boolean)) {
        if (open)
            out[out.length - 1] += ` ${piece}`;
        else
            out.push(piece);
        if ((piece.split('`').length - 1) % 2 === 1)
            open = !open;
    }
    return out;
}
/** The reference as a list, one entry per key: `key`, what it does, and its default. */
function referenceList(rows) {
    return rows
        .map((r) => {
        if (r.default === 'required')
            return wrapText(`- \`${r.key}\` (required): ${r.meaning}`);
        const byDefault = r.default ? ` Default: ${r.default}.` : '';
        return wrapText(`- \`${r.key}\`: ${r.meaning}${byDefault}`);
    })
        .join('\n');
}
/** The lines between `<!-- name: … -->` and `<!-- /name -->`, without the blank lines around them. */
function markers(name) {
    return {
        start: new RegExp(`<!-- ${name}: generated by \`npm run docs\`[^>]*-->`),
        end: `<!-- /${name} -->`,
    };
}
/** The document with the generated block `name` replaced by `text`. */
function withGeneratedBlock(document, name, text) {
    const { start, end } = markers(name);
    const found = start.exec(document);
    const to = document.indexOf(end);
    if (!found || to < found.index) {
        throw new Error(`${CONFIG_REFERENCE_FILE} lacks the markers <!-- ${name}: generated by \`npm run docs\` … --> … ${end}`);
    }
    const from = found.index + found[0].length;
    return `${document.slice(0, from)}\n\n${text}\n\n${document.slice(to)}`;
}
/** The text of the generated block `name` as the document holds it (undefined without its markers). */
function generatedBlock(document, name) {
    const { start, end } = markers(name);
    const found = start.exec(document);
    const to = document.indexOf(end);
    if (!found || to < found.index)
        return undefined;
    return document.slice(found.index + found[0].length, to).trim();
}
/** The document that holds the generated reference, from the repository's root. */
const CONFIG_REFERENCE_FILE = 'docs/configuration.md';
/** One limit in words: "`rounds`: from 2 to 1,000 (why)". */
function limitLine(limit) {
    const number = (n) => n.toLocaleString('en-US');
    const ms = (n) => `\`${durationText(n)}\``;
    const min = limit.min !== undefined
        ? number(limit.min)
        : limit.minMs !== undefined
            ? ms(limit.minMs)
            : undefined;
    const max = limit.max !== undefined
        ? number(limit.max)
        : limit.maxMs !== undefined
            ? ms(limit.maxMs)
            : undefined;
    const range = min && max ? `from ${min} to ${max}` : min ? `at least ${min}` : `at most ${max}`;
    return wrapText(`- ${limit.keys}: ${range} (${limit.why})`);
}
/**
 * What `npm run docs` writes into CONFIG_REFERENCE_FILE, each block between its markers: the
 * reference of every key of `schema`, when slices apply, and every limit.
 */
function generatedBlocks(schema) {
    return [
        { name: 'config-reference', text: referenceList(referenceRows(schema)) },
        {
            name: 'slice-conditions',
            text: SLICE_CONDITIONS.map((c, i) => wrapText(`- ${c.rule}: ${c.because}${i === SLICE_CONDITIONS.length - 1 ? '.' : ';'}`)).join('\n'),
        },
        { name: 'config-limits', text: Object.values(LIMITS).map(limitLine).join('\n') },
    ];
}
/** The document with every generated block written afresh. */
function withGeneratedBlocks(document, schema) {
    return generatedBlocks(schema).reduce((doc, block) => withGeneratedBlock(doc, block.name, block.text), document);
}

// EXTERNAL MODULE: ./src/config/defaults.ts
var config_defaults = __webpack_require__(31954);
// EXTERNAL MODULE: ./src/config/cpus.ts
var config_cpus = __webpack_require__(18883);
// EXTERNAL MODULE: ./src/config/report-id.ts
var report_id = __webpack_require__(45082);
;// CONCATENATED MODULE: ./src/config/schema.ts
/**
 * The config file as a user writes it. This one schema validates the file, produces the
 * error messages, and is exported as JSON Schema (perf-gate.schema.json) for editors.
 *
 * Adding a key: wrap its schema in `doc(schema, 'What it does.', { default })` and then make
 * it `.optional()`. The description and default show in editors and in the reference of
 * docs/configuration.md; run `npm run docs` to regenerate it (a test fails until you do, and
 * another when a key has no description). Take defaults from DEFAULTS, not literals, and
 * bounds from LIMITS (./limits.ts). `defaultText` is for a default that is not one value.
 */










const INTERVAL_MESSAGE = `must be a whole number of microseconds from ${limits/* LIMITS */.b.profileInterval.min} to ${limits/* LIMITS */.b.profileInterval.max}`;
const DURATION_MESSAGE = 'must be a duration like "500ms", "30s" or "2m" (a bare number means seconds)';
/** A duration up to a limit; with `zero`, 0 is accepted too and means "none". */
function duration(limit, { zero = false } = {}) {
    return schemas/* union */.KCZ([
        schemas/* number */.aig({ error: DURATION_MESSAGE }),
        // abort: a string that is no duration has its message; the checks below are of a duration.
        schemas/* string */.YjP({ error: DURATION_MESSAGE }).regex(new RegExp(units/* DURATION_PATTERN */.Cq), {
            error: DURATION_MESSAGE,
            abort: true,
        }),
    ], { error: DURATION_MESSAGE })
        .refine((value) => (0,units/* parseDuration */.E9)(value, { zero }) !== undefined, {
        error: zero ? 'must be 0 or more' : 'must be longer than 0',
        abort: true,
    })
        .refine((value) => (0,units/* parseDuration */.E9)(value, { zero }) <= limit.maxMs, {
        error: `must be at most ${(0,units/* durationText */.S5)(limit.maxMs)} (${limit.why})`,
    });
}
/** A whole number from 1 to a limit. */
function count(limit) {
    const message = 'must be a positive whole number';
    return schemas/* number */.aig({ error: message })
        .int({ error: message })
        .positive({ error: message })
        .max(limit.max, { error: `must be at most ${limit.max} (${limit.why})` });
}
const percent = schemas/* string */.YjP({ error: 'must be a percentage like "5%"' })
    .regex(new RegExp(units/* PERCENT_PATTERN */.FT), {
    error: 'must be a percentage like "5%"',
});
/** The top-level `warmup` counts rounds; a duration there is load.warmup's. */
const WARMUP_ROUNDS_MESSAGE = 'must be a whole number of warm-up rounds (0 or more); a warm-up time before each trial ("5s", steady) goes under load: as load.warmup';
const RERUNS_MESSAGE = 'must be a whole number of extra rounds (0 or more) or a share of the rounds like "30%"';
const positiveInt = schemas/* number */.aig({ error: 'must be a positive whole number' })
    .int({ error: 'must be a positive whole number' })
    .positive({ error: 'must be a positive whole number' });
const positiveNumber = schemas/* number */.aig({ error: 'must be a positive number' })
    .positive({ error: 'must be a positive number' });
const schema_name = schemas/* string */.YjP({ error: 'must be a non-empty string' }).trim().min(1, {
    error: 'must be a non-empty string',
});
const env = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()], { error: 'must be a string, number or boolean' }), { error: 'must be a mapping of NAME: value' });
const headers = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP({ error: 'must be a string' }), {
    error: 'must be a mapping of Header-Name: value',
});
/**
 * An http(s) URL; `{port}` placeholders are allowed where a port goes (one written otherwise,
 * `{PORT}`, is named by describeIssue in src/config/index.ts, wherever a URL goes).
 */
const url = schemas/* string */.YjP({ error: 'must be an http:// URL' })
    .refine((text) => isHttpUrl((0,ports/* withDummyPorts */.f5)(text)), {
    error: 'must be an http:// URL',
});
function isHttpUrl(text) {
    try {
        return ['http:', 'https:'].includes(new URL(text).protocol);
    }
    catch {
        return false;
    }
}
/** `GET http://127.0.0.1:5000/setup`, or just the URL for a GET. */
const requestLine = schemas/* string */.YjP()
    // `post http://…` as `POST` (load.method takes either case too).
    .regex(/^([A-Za-z]+\s+)?https?:\/\/\S+$/, {
    error: 'must be a URL, optionally preceded by a method: "GET http://127.0.0.1:5000/path"',
    abort: true,
})
    // Its URL as a URL field is checked (a `{PORT}` is named by describeIssue).
    .refine((line) => isHttpUrl((0,ports/* withDummyPorts */.f5)(line.replace(/^[A-Za-z]+\s+/, ''))), {
    error: 'must be a URL, optionally preceded by a method: "GET http://127.0.0.1:5000/path"',
});
const method = schemas/* string */.YjP().regex(/^[A-Za-z]+$/, { error: 'must be an HTTP method like GET' });
const requestBody = doc(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())], {
    error: 'must be text, or a mapping (sent as JSON)',
}), 'Request body: text, or a mapping sent as JSON (with `content-type: application/json`).');
const request = schemas/* union */.KCZ([
    requestLine,
    schemas/* strictObject */.rej({
        method: doc(method, 'HTTP method.', { default: 'GET' }).optional(),
        url: doc(url, 'The URL to request.'),
        headers: doc(headers, 'Request headers, `Header-Name: value`.').optional(),
        body: requestBody.optional(),
    }),
], { error: 'must be a request: a URL string, or { method, url, headers, body }' });
const STATUS_MESSAGE = 'must be an HTTP status code from 100 to 599';
const statusCode = schemas/* number */.aig({ error: STATUS_MESSAGE })
    .int({ error: STATUS_MESSAGE })
    .min(100, { error: STATUS_MESSAGE })
    .max(599, { error: STATUS_MESSAGE });
const probeTimeout = doc(duration(limits/* LIMITS */.b.startup), 'How long the service may take to become ready before the trial fails.', { default: (0,units/* durationText */.S5)(config_defaults/* DEFAULTS */.zY.readyTimeoutMs) });
const probeInterval = doc(duration(limits/* LIMITS */.b.interval), 'Pause between two probes.', {
    default: (0,units/* durationText */.S5)(config_defaults/* DEFAULTS */.zY.readyIntervalMs),
});
const TCP_MESSAGE = 'must be a port number, "host:port" or "{port}"';
const ready = schemas/* union */.KCZ([
    url,
    schemas/* strictObject */.rej({
        url: doc(url, 'The URL to probe until it answers.'),
        status: doc(schemas/* union */.KCZ([statusCode, schemas/* array */.YOg(statusCode)], {
            error: `${STATUS_MESSAGE} (a number, without quotes), or a list of them like [200, 204]`,
        }), 'The status code(s) that mean ready, e.g. `[200, 204]`.', { defaultText: 'any 2xx' }).optional(),
        timeout: probeTimeout.optional(),
        interval: probeInterval.optional(),
    }),
    schemas/* strictObject */.rej({
        tcp: doc(schemas/* union */.KCZ([
            positiveInt.max(65535, { error: TCP_MESSAGE }),
            schemas/* string */.YjP({ error: TCP_MESSAGE }).regex(ports/* TCP_TARGET */.sD, { error: TCP_MESSAGE }),
        ], { error: TCP_MESSAGE }), 'Ready once this port accepts a connection: `5000`, `"127.0.0.1:5000"` or `"{port}"`.'),
        timeout: probeTimeout.optional(),
        interval: probeInterval.optional(),
    }),
], { error: 'must be a URL, { url, status, timeout } or { tcp: PORT }' });
const service = schemas/* strictObject */.rej({
    name: doc(schema_name, 'Name used in the report, the logs and errors.'),
    command: doc(schema_name, 'Run through the shell (`dotnet run`, `npm start`, `./bin/app --port 5000`), in its own process group.'),
    cwd: doc(schemas/* string */.YjP(), 'Working directory.', {
        defaultText: "the config file's folder",
    }).optional(),
    env: doc(env, "Merged over the runner's environment; a variant's `env` goes on top. Unless either sets it, `DOTNET_TC_CallCountingDelayMs=0`: a .NET app reaches its optimised code within 1.5–2 s of load (docs/processes.md).", { default: {} }).optional(),
    ready: doc(ready, '`http://…` that must answer 2xx; or `{ url, status, timeout, interval }`; or `{ tcp: 5000 }`. Only on this machine unless the host is in `allow-hosts`.', {
        defaultText: "TCP check of the load URL's port (last service); where a variant loads another service, the shared load's port, else its own `{port}`",
    }).optional(),
    grace: doc(duration(limits/* LIMITS */.b.grace), 'How long the service may take to stop after SIGTERM before its process group is killed.', { default: (0,units/* durationText */.S5)(config_defaults/* DEFAULTS */.zY.graceMs) }).optional(),
});
/** A variant may replace a service's command, env, cwd or probe, found by name. */
const serviceOverride = service.partial().required({ name: true });
const rate = positiveNumber.max(limits/* LIMITS */.b.rate.max, {
    error: `must be at most ${limits/* LIMITS */.b.rate.max} (${limits/* LIMITS */.b.rate.why})`,
});
const stage = schemas/* strictObject */.rej({
    duration: doc(duration(limits/* LIMITS */.b.trial), 'Length of the stage.'),
    rate: doc(rate, 'The arrival rate reached at its end, in requests per second.'),
});
const warmup = schemas/* union */.KCZ([
    duration(limits/* LIMITS */.b.trial, { zero: true }),
    schemas/* literal */.euz('steady'),
    schemas/* strictObject */.rej({
        duration: doc(duration(limits/* LIMITS */.b.trial, { zero: true }), 'Warm-up time.').optional(),
        requests: doc(count(limits/* LIMITS */.b.requests), 'Warm-up requests.').optional(),
        until: doc(schemas/* literal */.euz('steady', { error: 'must be "steady"' }), "Warm up until the rate is steady: in 250 ms windows, until the last second's rate differs from the second before by at most 2% or its own noise (at least 2 s).").optional(),
        max: doc(duration(limits/* LIMITS */.b.trial), 'The longest a warm-up `until: steady` may run.', {
            default: (0,units/* durationText */.S5)(config_defaults/* DEFAULTS */.zY.steadyWarmupMaxMs),
        }).optional(),
    }),
], {
    error: 'must be a duration like "2s" (0: none), "steady", { requests: N } or { until: steady, max: 10s }',
});
/** At most `limit.max` entries, saying why. */
const atMost = (limit) => ({
    error: `may list at most ${limit.max} (${limit.why})`,
});
const load = schemas/* strictObject */.rej({
    url: doc(url, 'The URL to load; only `127.0.0.1`/`localhost` (perf-gate loads only what it started).', { defaultText: 'required (or `steps`)' }).optional(),
    method: doc(method, 'HTTP method of the request.', { default: 'GET' }).optional(),
    headers: doc(headers, 'Request headers, `Header-Name: value`.').optional(),
    body: requestBody.optional(),
    steps: doc(schemas/* array */.YOg(request)
        .min(1, { error: 'lists no request: list at least one, or remove steps and give url' })
        .max(limits/* LIMITS */.b.steps.max, atMost(limits/* LIMITS */.b.steps)), 'Several requests cycled in order: `"POST http://127.0.0.1:5000/cart"` or `{ method, url, headers, body }`.').optional(),
    connections: doc(count(limits/* LIMITS */.b.connections), 'Closed model: the connections kept busy. Open model: the most connections it may open (opened on demand; a request due while all are busy is dropped and counted).', { default: config_defaults/* DEFAULTS */.zY.connections }).optional(),
    pipelining: doc(count(limits/* LIMITS */.b.pipelining), 'Requests in flight per connection (closed model; the open model sends one at a time on each connection).', { default: 1 }).optional(),
    duration: doc(duration(limits/* LIMITS */.b.trial), 'Length of a trial when `requests` is not set.', {
        default: (0,units/* durationText */.S5)(config_defaults/* DEFAULTS */.zY.durationMs),
    }).optional(),
    requests: doc(count(limits/* LIMITS */.b.requests), 'Closed model with a fixed number of requests per trial, e.g. `100000` (as `bombardier -n 100000` sends); set this or `duration`, not both.').optional(),
    rate: doc(rate, 'Open model: requests per second over `duration`, each sent when it is due and timed from then; the report shows the achieved rate and dropped requests, and flags saturation.').optional(),
    stages: doc(schemas/* array */.YOg(stage).max(limits/* LIMITS */.b.stages.max, atMost(limits/* LIMITS */.b.stages)), 'Ramp-up before the measured window, not measured: `[{ duration: 30s, rate: 600 }]` raises the arrival rate continuously from 0 (or the previous stage) to 600 req/s. Needs `rate`.').optional(),
    arrival: doc(schemas/* enum */.k5n(['constant', 'poisson'], { error: 'must be "constant" or "poisson"' }), 'Open model: `constant` spaces requests evenly; `poisson` sends them at random with the same mean rate (exponential gaps), like independent users; every variant of a round meets the same arrivals, so the round compares the variants, not two draws.', { default: 'constant' }).optional(),
    timeout: doc(duration(limits/* LIMITS */.b.requestTimeout), 'Per-request timeout, down to milliseconds (`250ms`); timeouts are counted, never averaged in as latency.', { default: (0,units/* durationText */.S5)(config_defaults/* DEFAULTS */.zY.timeoutMs) }).optional(),
    objective: doc(duration(limits/* LIMITS */.b.requestTimeout), 'Report the share of requests answered within this latency, e.g. `1s` for "answered in under a second"; in the open model measured from the scheduled time, with dropped requests counted as not answered.').optional(),
    warmup: doc(warmup, 'Unmeasured load at the start of every trial: a duration (`0`: none), `{ duration, requests: 1000 }`, or `steady` (`{ until: steady, max: 10s }`): until the rate has stopped moving, the same rule for every variant. In slices, a variant that warmed up also has one unmeasured slice once all have (the settling turn).', { default: (0,units/* durationText */.S5)(config_defaults/* DEFAULTS */.zY.warmupMs) }).optional(),
});
/** When a setup step runs in a trial; see SetupWhen. */
const setupWhen = schemas/* enum */.k5n(['measure', 'warmup', 'both'], {
    error: 'must be "measure" (after the warm-up, the default), "warmup" (before it) or "both"',
});
const setupTimeout = doc(duration(limits/* LIMITS */.b.startup), 'How long the step may take.', {
    default: (0,units/* durationText */.S5)(config_defaults/* DEFAULTS */.zY.setupTimeoutMs),
});
const setupWhenKey = doc(setupWhen, 'When in the trial: `measure` (after the warm-up, right before the measured window), `warmup` (before the warm-up) or `both`.', { default: 'measure' });
const setupStep = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({
        request: doc(request, 'A request to send: `"GET http://127.0.0.1:5129/setup"` or `{ method, url, headers, body }`. Only on this machine unless the host is in `allow-hosts`.'),
        timeout: setupTimeout.optional(),
        when: setupWhenKey.optional(),
    }),
    schemas/* strictObject */.rej({
        run: doc(schema_name, "A shell command to run, in the config file's folder."),
        timeout: setupTimeout.optional(),
        when: setupWhenKey.optional(),
    }),
], { error: 'must be { request: "GET http://…" } or { run: "command" }' });
const setupSteps = schemas/* array */.YOg(setupStep).max(limits/* LIMITS */.b.setup.max, atMost(limits/* LIMITS */.b.setup));
/** A host name or address, as readiness probes and setup requests may name it. */
const host = schemas/* string */.YjP({ error: 'must be a host name or IP address' })
    .regex(/^[\w.-]+$|^\[[\da-fA-F:]+\]$/, {
    error: 'must be a host name or IP address, like "db" or "10.0.0.5"',
});
const variant = schemas/* strictObject */.rej({
    name: doc(schema_name, 'Name in the report; names must differ.'),
    ref: doc(schemas/* string */.YjP({ error: 'must be "base", a branch, a tag or a commit SHA' })
        .regex(/^[\w./@^~-]+$/, { error: 'must be "base", a branch, a tag or a commit SHA' }), "Run this variant from another commit: `base` (the PR's base), a branch, a tag or a SHA, in its own worktree.", { defaultText: 'the current checkout' }).optional(),
    build: doc(schema_name, "Build or install command run before this variant's trials where its services start: the config file's folder (for a `ref`, the same folder in the variant's checkout).").optional(),
    env: doc(env, "Environment of every service of this variant, over the services' own `env`.").optional(),
    services: doc(schemas/* array */.YOg(serviceOverride).max(limits/* LIMITS */.b.services.max, atMost(limits/* LIMITS */.b.services)), 'Each entry overrides the service of that `name` (`command`, `env`, `cwd`, `ready`, `grace`).', { collapse: true }).optional(),
    load: doc(load, 'Overrides keys of the shared `load`; a `url` or `steps` here replaces the request.', {
        collapse: true,
    }).optional(),
    setup: doc(setupSteps, 'Replaces the shared `setup` for this variant.', {
        collapse: true,
    }).optional(),
});
const GATE_VALUE_MESSAGE = 'must be a percentage like "5%", or off to switch this gate off';
const gateValue = schemas/* union */.KCZ([
    schemas/* string */.YjP({ error: GATE_VALUE_MESSAGE })
        .regex(new RegExp(units/* PERCENT_PATTERN */.FT), { error: GATE_VALUE_MESSAGE, abort: true }),
    schemas/* literal */.euz('off'),
    // YAML 1.1 tools write `off` as false.
    schemas/* literal */.euz(false),
], { error: GATE_VALUE_MESSAGE });
/** A ceiling on a share of the requests (the error rate): 100% already allows every one. */
const shareCeiling = gateValue.refine((value) => typeof value !== 'string' || ((0,units/* parsePercent */.lo)(value) ?? 0) <= 1, { error: 'must be at most 100%: it is a share of the requests' });
/** A tolerance on a drop (throughput): a drop of 100% or more cannot happen, so never fails. */
const dropTolerance = gateValue.refine((value) => typeof value !== 'string' || ((0,units/* parsePercent */.lo)(value) ?? 0) < 1, {
    error: 'must be under 100%: a drop of 100% or more cannot happen, so this gate could never fail',
});
/** A gate key's documentation, from the metric registry. */
function gateDoc(metric) {
    const definition = (0,model_metrics/* metricDefinition */.u8)(metric);
    const label = (0,model_metrics/* metricInSentence */.z2)(metric);
    const description = definition.gate === 'ceiling'
        ? `Fail when a variant's ${label} is above this${definition.baselineTolerance ? `, or shown to be above the baseline's by more than ${definition.baselineTolerance(1)} × this (${+(definition.baselineTolerance(0.01) * 100).toFixed(4)} percentage point when this is 1%)` : ''}.`
        : `The tolerance: fail when a variant's ${label} is shown to be worse than the baseline's by more than this.`;
    const byDefault = definition.gatedByDefault;
    const source = definition.defaultToleranceOf;
    if (byDefault === undefined)
        return [description, {}];
    return [
        `${description} On by default${source ? `, at the tolerance the gate gives \`${source}\` when it gives one` : ''}; \`off\` switches it off.`,
        { default: `${byDefault * 100}%` },
    ];
}
/** The gate keys on by default, as a config names them: "throughput, errors and cpu". */
const DEFAULT_GATE_NAMES = Object.keys(model_metrics/* DEFAULT_GATE */.sV)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');
const gate = schemas/* strictObject */.rej({
    // One key per gateable metric of the registry; `off` drops a gate that is on by default.
    ...(0,model_metrics/* byMetric */.SE)(model_metrics/* GATE_METRICS */.Wm, (metric) => doc((0,model_metrics/* metricDefinition */.u8)(metric).gate === 'ceiling'
        ? shareCeiling
        : (0,model_metrics/* metricDefinition */.u8)(metric).better === 'higher'
            ? dropTolerance
            : gateValue, ...gateDoc(metric)).optional()),
    alpha: doc(schemas/* number */.aig({ error: 'must be a number between 0 and 0.5, e.g. 0.05 (not "5%")' })
        .gt(0, { error: 'must be between 0 and 0.5, e.g. 0.05' })
        .lt(0.5, { error: 'must be between 0 and 0.5, e.g. 0.05' }), 'Significance level of the gated family of comparisons (Holm-corrected).', { default: config_defaults/* DEFAULTS */.zY.alpha }).optional(),
    inconclusive: doc(schemas/* enum */.k5n(['pass', 'fail']), 'What a gated comparison that the run could not decide (neither shown worse than its tolerance nor within it) does: `pass` (with a warning that says how many rounds would decide it) or `fail`.', { default: 'pass' }).optional(),
    test: doc(schemas/* enum */.k5n(['t', 'permutation', 'trimmed']), '`t`: one-sided paired t tests on log ratios. `trimmed`: the same on 20%-trimmed means, for rounds a co-tenant hit. `permutation`: one-sided sign-flip tests (exact up to 16 rounds), whose interval inverts the same test; it looks once, so it needs `rounds`, enough for its smallest p-value (1/2ⁿ) to reach α over the k gated comparisons (2ⁿ ≥ k/α).', { default: 't' }).optional(),
});
const MAX_ROUNDS_MESSAGE = `must be a whole number from ${limits/* LIMITS */.b.maxRounds.min} to ${limits/* LIMITS */.b.maxRounds.max}: ${limits/* LIMITS */.b.maxRounds.why}`;
const ROUNDS_MESSAGE = `must be a whole number of at least ${limits/* LIMITS */.b.rounds.min}: a paired comparison needs two rounds`;
/** A CPU list as taskset -c takes it (`1`, `1-3`, `0,2-3`). */
const cpuList = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig().int().min(0)], { error: `must be ${config_cpus/* CPU_LIST_FORM */.Tr}` })
    .superRefine((value, ctx) => {
    const cpus = (0,config_cpus/* parseCpuList */.Sx)(value);
    if (typeof cpus === 'string')
        ctx.addIssue({ code: 'custom', message: cpus });
});
const configFileSchema = schemas/* strictObject */.rej({
    $schema: doc(schemas/* string */.YjP(), 'Path or URL of perf-gate.schema.json, for editors.').optional(),
    services: doc(schemas/* array */.YOg(service)
        .min(1, { error: 'must list at least one service' })
        .max(limits/* LIMITS */.b.services.max, atMost(limits/* LIMITS */.b.services)), 'The processes that make up the app, started in this order, each once the one before it is ready.'),
    load: doc(load, 'The load every trial drives at the app.'),
    setup: doc(setupSteps, 'Steps before every trial: `{ request: "GET http://127.0.0.1:5129/setup" }` or `{ run: ./reset.sh }`. A failing step fails the trial.').optional(),
    'allow-hosts': doc(schemas/* array */.YOg(host).max(limits/* LIMITS */.b.allowHosts.max, atMost(limits/* LIMITS */.b.allowHosts)), 'Hosts besides `127.0.0.1`/`localhost` that readiness probes and setup requests may reach (load never).').optional(),
    rounds: doc(schemas/* number */.aig({ error: ROUNDS_MESSAGE })
        .int({ error: ROUNDS_MESSAGE })
        .min(limits/* LIMITS */.b.rounds.min, { error: ROUNDS_MESSAGE })
        .max(limits/* LIMITS */.b.rounds.max, {
        error: `must be at most ${limits/* LIMITS */.b.rounds.max} (${limits/* LIMITS */.b.rounds.why})`,
    }), 'A fixed number of rounds (at least 2); each runs every variant once in a shuffled order. Without it, rounds are sequential: see `max-rounds` and `budget`.', { defaultText: 'sequential' }).optional(),
    'max-rounds': doc(schemas/* number */.aig({ error: MAX_ROUNDS_MESSAGE })
        .int({ error: MAX_ROUNDS_MESSAGE })
        .min(limits/* LIMITS */.b.maxRounds.min, { error: MAX_ROUNDS_MESSAGE })
        .max(limits/* LIMITS */.b.maxRounds.max, { error: MAX_ROUNDS_MESSAGE }), "Most rounds a sequential run may take (3 to 60). It looks at its data after 3, 5, 7, 10, 13, 16, 20, 25, 30, 40, 50 rounds and at `max-rounds`, and stops once the gate's answer is clear.", { defaultText: '`30` (`60` with a `budget`)' }).optional(),
    budget: doc(duration(limits/* LIMITS */.b.budget), 'Wall-time budget of a sequential run (`10m`): at its first look the run plans as many rounds as the budget reaches at the pace of its rounds so far (at most `max-rounds`), so its boundaries are those of looks it will make; should the rounds slow down, it stops at the look from which the next could not be reached within the budget. Profiling rounds (`profile`) run in what the rounds leave of it, as many as fit; building a `ref` is not counted.').optional(),
    warmup: doc(schemas/* number */.aig({ error: WARMUP_ROUNDS_MESSAGE })
        .int({ error: WARMUP_ROUNDS_MESSAGE })
        .min(0, { error: WARMUP_ROUNDS_MESSAGE })
        .max(limits/* LIMITS */.b.warmupRounds.max, {
        error: `must be at most ${limits/* LIMITS */.b.warmupRounds.max} (${limits/* LIMITS */.b.warmupRounds.why})`,
    }), 'Extra rounds at the start that are run but not analysed.', { default: 0 }).optional(),
    seed: doc(schemas/* number */.aig({ error: 'must be a whole number ≥ 0' })
        .int({ error: 'must be a whole number ≥ 0' })
        .min(0, { error: 'must be a whole number ≥ 0' }), 'Seed of the order, to replay a run (it is printed in every report).', { defaultText: 'random' }).optional(),
    lifecycle: doc(schemas/* enum */.k5n(['fresh', 'shared']), "`fresh`: a variant's services start for each of its trials and stop after it (for each round, when the variants take turns in slices), so fixed ports work. `shared`: one running app serves every variant (variants that differ only by request).", { defaultText: '`fresh` if a variant sets `env`, `services`, `ref` or `build`, else `shared`' }).optional(),
    slice: doc(schemas/* union */.KCZ([schemas/* literal */.euz('off'), duration(limits/* LIMITS */.b.slice)], {
        error: 'must be a duration like "1s", or "off"',
    }), `Within a round the variants take turns, a slice of this length each (at least \`${(0,units/* durationText */.S5)(limits/* LIMITS */.b.slice.minMs)}\`), until each has had its \`load.duration\` or \`load.requests\` (split into equal shares, as many as make a slice about this long); a variant waiting for its turn is paused (SIGSTOP), so none of its work (timers, background threads, GC) runs in another's slice. A change in the machine (another job, the host) then falls on all variants alike instead of on one trial. At a slice's end no new request is sent and those in flight finish and count. \`off\`: each trial's window runs whole.`, {
        defaultText: `\`${(0,units/* durationText */.S5)(config_defaults/* DEFAULTS */.zY.sliceMs)}\` where the variants can take turns: ${(0,config_slicing/* sliceRule */.LO)()}; else \`off\` (\`validate\` and the report say why)`,
    }).optional(),
    placement: doc(schemas/* union */.KCZ([
        schemas/* enum */.k5n(config_cpus/* PLACEMENT_MODES */.Fd),
        schemas/* strictObject */.rej({
            engine: doc(cpuList, "CPUs of perf-gate's load engine: its process and its worker threads."),
            services: doc(cpuList, "CPUs of every variant's services (the services' commands and what they start)."),
        }),
    ], {
        error: (issue) => `${JSON.stringify(issue.input)} is not ${config_cpus/* PLACEMENT_MODES */.Fd.map((m) => `"${m}"`).join(', ')} or { engine, services }, each ${config_cpus/* CPU_LIST_FORM */.Tr}`,
    }), "Which CPUs the work runs on (CPU affinity, `taskset`, within the CPUs perf-gate may use). `main-thread`, the default: the services start floating; once one is ready, each of its Node (or Deno, Bun) processes keeps its first thread, the event loop, on the services' CPUs while its other threads (GC, compiler, worker threads started so far) go to the load engine's, where perf-gate then pins itself; each of its .NET processes (told by the runtime it loads, whatever the program is called) warms up floating and then moves whole, every thread, to the services' CPUs; any other process floats, and a run with neither kind places nothing, as `off`. `auto`: the load engine on a quarter of the CPUs (at least one), every service on the rest from its start (on 2 CPUs: one each; main-thread uses the same two lists); `off`: everything floats as the scheduler likes; or `{ engine, services }`. The report's run conditions say what was used and which programs were placed, and the report warns when one variant's services had a process to place and another's had none (they did not run alike); without `taskset`, or on one CPU, the work floats and the report says so. On 2 CPUs `main-thread` brought an express app's per-round noise to 0.35–0.76 of floating's at equal wall time in four studies (req/s and CPU per request), and an ASP.NET Core app's to 1.9% / 1.5% and 1.7% / 1.4% per round against floating's 2.7% / 2.8% and 5.2% / 5.0% beside it (5 December). A .NET app placed at its start (`auto`) sizes its thread pool and GC for one CPU, and one moved as soon as it is ready compiles its hot code 2–3 s longer on one CPU: hence after the warm-up (`warmup: 0` moves it cold). A thread started after a service is placed runs where the thread that starts it does: a Node worker thread started before shares the load engine's CPUs, which changes what its work costs (under `auto` it shares the event loop's); a .NET background thread shares its app's CPUs with the requests.", { default: config_defaults/* DEFAULTS */.zY.placement }).optional(),
    reruns: doc(schemas/* union */.KCZ([
        schemas/* number */.aig({ error: RERUNS_MESSAGE })
            .int({ error: RERUNS_MESSAGE })
            .min(0, { error: RERUNS_MESSAGE })
            .max(limits/* LIMITS */.b.reruns.max, {
            error: `must be at most ${limits/* LIMITS */.b.reruns.max} (${limits/* LIMITS */.b.reruns.why})`,
        }),
        percent,
    ], { error: RERUNS_MESSAGE }), 'Extra rounds (a number, or a share of `rounds` like `"30%"`) for re-running a round, whole and in a new order, when a trial in it was disturbed.', { default: config_defaults/* DEFAULTS */.zY.reruns }).optional(),
    baseline: doc(variant, '`{ name, env, services, load, setup, ref, build }`: what the variants are compared with.'),
    variants: doc(schemas/* array */.YOg(variant)
        .min(1, { error: 'must list at least one variant to compare' })
        .max(limits/* LIMITS */.b.variants.max, atMost(limits/* LIMITS */.b.variants)), 'The variants compared with the baseline; each has the same keys as `baseline`.'),
    gate: doc(gate, `When the run fails: a tolerance per metric, and how it is tested. Adds to the default gates (${DEFAULT_GATE_NAMES}).`).optional(),
    profile: doc(schemas/* union */.KCZ([
        schemas/* enum */.k5n(['auto', 'always', 'off']),
        schemas/* strictObject */.rej({
            when: doc(schemas/* enum */.k5n(['auto', 'always', 'off']), 'As `profile` itself: `auto`, `always` or `off`.', { default: config_defaults/* DEFAULTS */.zY.profile.when }).optional(),
            rounds: doc(count(limits/* LIMITS */.b.profileRounds).min(limits/* LIMITS */.b.profileRounds.min, {
                error: 'must be at least 2: the noise bound of a function comes from its spread over the rounds',
            }), 'Profiling rounds; each profiles the baseline and every profiled variant once, in turn.', { default: config_defaults/* DEFAULTS */.zY.profile.rounds }).optional(),
            window: doc(duration(limits/* LIMITS */.b.profileWindow), "Length of each profiled window, under the experiment's load (`load.requests` is replaced by this duration).", {
                defaultText: `${(0,units/* durationText */.S5)(config_defaults/* DEFAULTS */.zY.profile.windowMs)}, or \`load.duration\` when that is shorter`,
            }).optional(),
            interval: doc(schemas/* number */.aig({ error: INTERVAL_MESSAGE })
                .int({ error: INTERVAL_MESSAGE })
                .min(limits/* LIMITS */.b.profileInterval.min, { error: INTERVAL_MESSAGE })
                .max(limits/* LIMITS */.b.profileInterval.max, { error: INTERVAL_MESSAGE }), "V8's sampling interval for Node services, in microseconds.", { default: config_defaults/* DEFAULTS */.zY.profile.intervalUs }).optional(),
        }),
    ], { error: 'must be "auto", "always", "off" or { when, rounds, window, interval }' }), 'Profiling rounds after the gate decided, to show where the time went: `auto` profiles the variants that regressed or stayed undecided, `always` every variant, `off` none; never a variant whose trials failed (its log says why). Never inside a measured window.', { default: config_defaults/* DEFAULTS */.zY.profile.when }).optional(),
    report: doc(schemas/* strictObject */.rej({
        id: doc(schemas/* string */.YjP({ error: report_id/* REPORT_ID_RULE */.M9 })
            .regex(new RegExp(report_id/* REPORT_ID_PATTERN */.CM), { error: report_id/* REPORT_ID_RULE */.M9 }), 'Report id: the sticky comment of one id is updated in place, so two jobs with different ids do not overwrite each other.', { defaultText: 'the workflow and job name' }).optional(),
        title: doc(schemas/* string */.YjP(), 'Heading of the report.', { default: 'perf-gate report' }).optional(),
        comment: doc(schemas/* enum */.k5n(['always', 'on-change', 'never']), 'When to comment on the pull request.', { default: 'always' }).optional(),
    }), 'The pull request comment.').optional(),
});
/** JSON Schema of the file, for editors (`# yaml-language-server: $schema=…`). */
function configJsonSchema() {
    const schema = json_schema_processors/* toJSONSchema */.bl(configFileSchema, {
        io: 'input',
        unrepresentable: 'any',
        override: documentJsonSchema,
    });
    // Top-level x- keys hold YAML anchors for merge keys; validateConfig drops them.
    return { ...schema, patternProperties: { '^x-': {} } };
}

// EXTERNAL MODULE: ./src/model/loopback.ts
var loopback = __webpack_require__(39252);
;// CONCATENATED MODULE: ./src/config/profile.ts
/** The `profile` key: a word (`auto`, `always`, `off`) or the object with the rounds' shape. Pure. */


/**
 * The profiling rounds' shape. A profiled window is by default no longer than a measured one
 * (`trialMs`, the baseline's timed window): a run of short trials stays short.
 */
function resolveProfile(file, trialMs) {
    const defaults = {
        ...config_defaults/* DEFAULTS */.zY.profile,
        windowMs: Math.min(config_defaults/* DEFAULTS */.zY.profile.windowMs, trialMs ?? config_defaults/* DEFAULTS */.zY.profile.windowMs),
    };
    if (file === undefined)
        return defaults;
    if (typeof file === 'string')
        return { ...defaults, when: file };
    return {
        when: file.when ?? defaults.when,
        rounds: file.rounds ?? defaults.rounds,
        windowMs: file.window === undefined ? defaults.windowMs : (0,units/* parseDuration */.E9)(file.window),
        intervalUs: file.interval ?? defaults.intervalUs,
    };
}

// EXTERNAL MODULE: ./src/stats/sign-flip.ts
var sign_flip = __webpack_require__(51268);
;// CONCATENATED MODULE: ./src/config/normalize.ts
/**
 * From the file as written (validated shape) to the Config every stage reads: defaults
 * filled in, variants resolved against the shared services and load, and the checks that
 * span several fields.
 */









/** `reruns` as a count of extra rounds; a share is of the measured rounds, rounded up. */
function rerunRounds(value, rounds) {
    const given = value ?? config_defaults/* DEFAULTS */.zY.reruns;
    if (typeof given === 'number')
        return given;
    return Math.ceil((0,units/* parsePercent */.lo)(given) * rounds);
}
/**
 * Readiness probes and setup requests reach only this machine, like load, unless the host
 * is listed under allow-hosts: a config must not make the runner call e.g. a cloud
 * metadata address (169.254.169.254) by mistake or by a hostile pull request.
 */
function hostOf(url) {
    try {
        return new URL((0,ports/* withDummyPorts */.f5)(url)).hostname;
    }
    catch {
        return undefined; // the schema reports the URL itself
    }
}
function checkProbeHosts(file, declared, problem) {
    const allowed = new Set([
        ...loopback/* LOOPBACK_HOSTS */.WS,
        ...(file['allow-hosts'] ?? []).map((h) => h.toLowerCase()),
    ]);
    const check = (path, host, what) => {
        if (host === undefined || allowed.has(host.toLowerCase()))
            return;
        problem(path, `${what} goes to "${host}", which is not this machine; perf-gate probes and sets up only 127.0.0.1 or localhost unless the host is listed under allow-hosts (allow-hosts: ["${host}"])`);
    };
    const readyHost = (ready, path) => {
        if (ready === undefined)
            return;
        if (typeof ready === 'string' || 'url' in ready) {
            const url = typeof ready === 'string' ? ready : ready.url;
            check(path, hostOf(url), 'the readiness probe');
        }
        else {
            check(path, ports/* TCP_TARGET */.sD.exec(String(ready.tcp))?.[1], 'the readiness probe');
        }
    };
    const setupHosts = (steps, path) => {
        for (const [i, step] of (steps ?? []).entries()) {
            if (!('request' in step))
                continue;
            const url = resolveRequest(step.request).url;
            check(`${path}[${i}].request`, hostOf(url), 'the setup request');
        }
    };
    file.services.forEach((s, i) => readyHost(s.ready, `services[${i}].ready`));
    setupHosts(file.setup, 'setup');
    for (const { path, file: v } of declared) {
        v.services?.forEach((s, i) => readyHost(s.ready, `${path}.services[${i}].ready`));
        setupHosts(v.setup, `${path}.setup`);
    }
}
/**
 * perf-gate sets PORT to the port it picked, unless the config's env sets PORT itself: then
 * the user's wins. That breaks a service whose own picked port is where its probe or the load
 * goes while PORT is the only way the app could learn it (not in its command, not in another
 * env value): the app would listen on the fixed port and perf-gate wait at the picked one
 * (60 s, then "refused"). Named at the key that set the PORT in force.
 */
function checkFixedPort(declared, variant, withPorts, reported, problem) {
    const front = withPorts.at(-1);
    for (const [j, service] of variant.services.entries()) {
        const fixed = service.env.PORT;
        if (!withPorts.includes(service.name) || fixed === undefined || (0,ports/* hasPortPlaceholder */.FY)(fixed))
            continue;
        // In a service's own fields `{port}` is its port; in a load URL, the front service's.
        const named = new RegExp(`\\{port:${escapeRegExp(service.name)}\\}`);
        const own = (text) => /\{port\}/.test(text) || named.test(text);
        const probe = service.ready?.kind === 'http' ? service.ready.url : String(service.ready?.port ?? '');
        const loaded = variant.load.requests.some((r) => named.test(r.url) || (service.name === front && /\{port\}/.test(r.url)));
        const told = own(service.command) ||
            Object.entries(service.env).some(([key, value]) => key !== 'PORT' && own(value));
        if (!(own(probe) || loaded) || told)
            continue;
        // The PORT in force: the variant's env, else its override of the service, else the service's.
        const override = declared.file.services?.findIndex((s) => s.name === service.name) ?? -1;
        const where = declared.file.env?.PORT !== undefined
            ? `${declared.path}.env.PORT`
            : override >= 0 && declared.file.services[override].env?.PORT !== undefined
                ? `${declared.path}.services[${override}].env.PORT`
                : `services[${j}].env.PORT`;
        if (reported.has(where))
            continue;
        reported.add(where);
        problem(where, `"${fixed}" would override the port perf-gate picks for service "${service.name}" ({port}, where its ready probe or the load goes), and nothing else tells the app that port; remove PORT from env (perf-gate sets PORT to the port it picked), or write the fixed port in the URLs instead of {port}`);
    }
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Durations were checked by the schema, so they parse. */
const ms = (value) => (0,units/* parseDuration */.E9)(value);
const optionalMs = (value) => value === undefined ? undefined : ms(value);
function normalizeConfig(file) {
    const problems = [];
    // Each mistake once: a shared section's problem is found again in every variant that uses it.
    const problem = (path, message) => {
        if (!problems.some((p) => p.path === path && p.message === message))
            problems.push({ path, message });
    };
    const declared = [
        { path: 'baseline', file: file.baseline },
        ...file.variants.map((v, i) => ({ path: `variants[${i}]`, file: v })),
    ];
    const seen = new Map();
    for (const { path, file: v } of declared) {
        const other = seen.get(v.name);
        if (other)
            problem(`${path}.name`, `"${v.name}" is already the name of ${other}; names must differ`);
        else
            seen.set(v.name, path);
    }
    // A variant's services entry and `{port:name}` find a service by its name: two of one name
    // would leave either meaning two things.
    const serviceNames = new Map();
    for (const [i, service] of file.services.entries()) {
        const first = serviceNames.get(service.name);
        if (first === undefined)
            serviceNames.set(service.name, i);
        else
            problem(`services[${i}].name`, `"${service.name}" is already the name of services[${first}]; give each service its own name`);
    }
    // URLs are checked where they are parsed; a command or env value would reach the service
    // with `{PORT}` in it as written.
    const placeholders = (service, at) => [
        ['command', service.command],
        ...Object.entries(service.env ?? {}).map(([key, value]) => [`env.${key}`, value]),
    ].forEach(([field, text]) => {
        // An env value is the app's own text (a log format's `{Port}`) unless it is all placeholder.
        const written = typeof text !== 'string'
            ? undefined
            : field === 'command'
                ? (0,ports/* misspeltPlaceholder */.pb)(text)
                : (0,ports/* misspeltPlaceholder */.pb)(text) === text.trim()
                    ? text.trim()
                    : undefined;
        if (written)
            problem(`${at}.${field}`, `writes the port placeholder as perf-gate does not read it: write {port} or {port:name}, in lower case, got "${written}"`);
    });
    file.services.forEach((service, i) => placeholders(service, `services[${i}]`));
    for (const { path, file: v } of declared) {
        placeholders({ env: v.env }, path);
        v.services?.forEach((service, i) => placeholders(service, `${path}.services[${i}]`));
    }
    const variants = declared.map(({ path, file: v }) => resolveVariant(file, v, path, problem));
    checkProbeHosts(file, declared, problem);
    // A closed model against an open one compares the models, not the change. Said once, at
    // the baseline, when it is the one that differs from every variant.
    const open = (v) => v.load.rate !== undefined;
    const mismatch = (v, against) => `${open(v) ? 'sets an arrival rate' : 'has no arrival rate'} where ${against} ${open(v) ? 'has none' : 'sets one'}: a closed model (every connection kept busy) against an open one (a fixed rate) would compare the models, not the change; give every variant the same model (load.rate in the shared load, or in none)`;
    const others = variants.slice(1);
    if (others.length > 1 && others.every((v) => open(v) !== open(variants[0]))) {
        problem('baseline.load.rate', mismatch(variants[0], 'every variant'));
    }
    else {
        for (const [i, v] of others.entries()) {
            if (open(v) !== open(variants[0]))
                problem(`${declared[i + 1].path}.load.rate`, mismatch(v, 'the baseline'));
        }
    }
    const differsByProcess = declared.some(({ file: v }) => v.env || v.services || v.ref || v.build);
    const lifecycle = file.lifecycle ?? (differsByProcess ? 'fresh' : 'shared');
    if (lifecycle === 'shared' && differsByProcess) {
        problem('lifecycle', '"shared" runs one app for every variant, but some variants set env, services, ref or build; remove lifecycle or set it to "fresh"');
    }
    const portClashes = new Set();
    for (const [i, v] of variants.entries()) {
        // Bind dummy ports now, so a {port:name} that names no service is a config error.
        const names = (0,ports/* servicesNeedingPorts */.br)(v.services);
        checkFixedPort(declared[i], v, names, portClashes, problem);
        try {
            (0,ports/* bindPorts */._5)(v, new Map(names.map((name) => [name, 1])));
        }
        catch (error) {
            if (!(error instanceof ports/* PortPlaceholderError */.ZD))
                throw error;
            problem(placeholderPath(file, declared[i], error.placeholder), error.message);
        }
    }
    const gate = resolveGate(file);
    const slicing = (0,config_slicing/* resolveSlice */.vs)(file.slice, { variants, lifecycle }, declared.map((d) => d.path), problem);
    const rounds = resolveRounds(file, gate, variants.length - 1, problem);
    if (problems.length > 0)
        return { problems };
    return {
        problems,
        config: {
            variants,
            ...rounds,
            warmupRounds: file.warmup ?? 0,
            reruns: rerunRounds(file.reruns, file.rounds ?? config_defaults/* DEFAULTS */.zY.rounds),
            lifecycle,
            ...slicing,
            placement: resolvePlacement(file.placement),
            seed: file.seed,
            gate,
            report: {
                id: file.report?.id,
                title: file.report?.title,
                comment: file.report?.comment ?? 'always',
            },
            profile: resolveProfile(file.profile, variants[0].load.durationMs),
        },
    };
}
/**
 * Where the file writes a placeholder that names no port: the variant's own sections, else the
 * shared load, setup or services — not "baseline" for a URL the user wrote under load:.
 */
function placeholderPath(file, variant, placeholder) {
    const holds = (section) => JSON.stringify(section ?? null).includes(placeholder);
    const own = ['load', 'setup', 'services', 'env'].find((key) => holds(variant.file[key]));
    if (own)
        return `${variant.path}.${own}`;
    return ['load', 'setup', 'services'].find((key) => holds(file[key])) ?? variant.path;
}
/** The schema checked the CPU lists, so they parse. */
function resolvePlacement(given) {
    const chosen = given ?? config_defaults/* DEFAULTS */.zY.placement;
    if (typeof chosen === 'string')
        return { mode: chosen };
    const cpus = (list) => (0,config_cpus/* parseCpuList */.Sx)(list);
    return { mode: 'explicit', engine: cpus(chosen.engine), services: cpus(chosen.services) };
}
function resolveVariant(file, variant, path, problem) {
    const overrides = new Map((variant.services ?? []).map((s) => [s.name, s]));
    for (const [i, override] of (variant.services ?? []).entries()) {
        if (!file.services.some((s) => s.name === override.name)) {
            problem(`${path}.services[${i}].name`, `no service named "${override.name}"; a variant can only change services listed under services (${file.services.map((s) => `"${s.name}"`).join(', ')})`);
        }
    }
    const load = resolveLoad(file.load, variant.load, path, problem);
    const services = file.services.map((service, i) => {
        const merged = { ...service, ...overrides.get(service.name) };
        merged.env = { ...service.env, ...overrides.get(service.name)?.env, ...variant.env };
        const isLast = i === file.services.length - 1;
        if (!isLast)
            return resolveService(merged, `services[${i}]`, undefined, problem);
        // Every URL of the variant's load, then of the shared one: the last service's default
        // probe, less those that go to the other services' fixed ports.
        const loadUrls = [...load.requests, ...(requestsOf(file.load) ?? [])].map((r) => r.url);
        const othersPorts = new Set(file.services.slice(0, -1).flatMap((other) => {
            const probe = other.ready && resolveReady(other.ready);
            const port = probe && (probe.kind === 'tcp' ? probe.port : hostAndPort(probe.url).port);
            return typeof port === 'number' ? [port] : [];
        }));
        return resolveService(merged, `services[${i}]`, { loadUrls, othersPorts }, problem);
    });
    const setup = (variant.setup ?? file.setup ?? []).map(resolveSetup);
    return { name: variant.name, ref: variant.ref, build: variant.build, services, load, setup };
}
function resolveService(service, path, 
/** The last service's: the URLs the load goes to, and the other services' fixed ports. */
last, problem) {
    let ready = service.ready ? resolveReady(service.ready) : undefined;
    if (!ready && last) {
        // Without a probe, the last service is ready once the port it is loaded on accepts
        // connections; without a load URL, the URL is what is missing, and has its own message.
        // A variant loading another service (`{port:back}`, or its fixed port) still waits for
        // this one: on the first load URL that is its own (the variant's, else the shared load's:
        // a fixed port, or `{port}`), else on its own `{port}`. The other's port answers already,
        // and would read as taken. Only this machine: a shared URL that every variant overrides
        // was never checked against it.
        const targets = last.loadUrls.map(hostAndPort).filter((t) => (0,loopback/* isLoopback */.U9)(t.host));
        if (targets.length > 0) {
            const isOwn = (port) => typeof port === 'number'
                ? !last.othersPorts.has(port)
                : [undefined, service.name].includes(placeholderName(port));
            const own = targets.find((t) => isOwn(t.port));
            ready = {
                kind: 'tcp',
                ...(own ?? { host: targets[0].host, port: '{port}' }),
                timeoutMs: config_defaults/* DEFAULTS */.zY.readyTimeoutMs,
                intervalMs: config_defaults/* DEFAULTS */.zY.readyIntervalMs,
            };
        }
    }
    else if (!ready) {
        problem(`${path}.ready`, `service "${service.name}" needs a readiness probe (a URL or { tcp: PORT }) so that the services after it start only once it answers`);
    }
    const env = Object.fromEntries(Object.entries(service.env ?? {}).map(([k, v]) => [k, String(v)]));
    return {
        name: service.name,
        command: service.command,
        cwd: service.cwd,
        env,
        ready,
        graceMs: optionalMs(service.grace) ?? config_defaults/* DEFAULTS */.zY.graceMs,
    };
}
/** The service a `{port:name}` names; undefined for `{port}` (the service's own). */
function placeholderName(text) {
    return /\{port:([^}]+)\}/.exec(text)?.[1];
}
/** Host and port of a URL whose port may still be a `{port}` placeholder. */
function hostAndPort(url) {
    const parsed = new URL((0,ports/* withDummyPorts */.f5)(url));
    const placeholder = /:(\{port(?::[\w.-]+)?\})/.exec(url)?.[1];
    return {
        // A TCP connection takes an IPv6 literal without its URL brackets.
        host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: placeholder ?? Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80)),
    };
}
function resolveReady(ready) {
    if (typeof ready === 'string')
        return resolveReady({ url: ready });
    const timeoutMs = optionalMs(ready.timeout) ?? config_defaults/* DEFAULTS */.zY.readyTimeoutMs;
    const intervalMs = optionalMs(ready.interval) ?? config_defaults/* DEFAULTS */.zY.readyIntervalMs;
    if ('tcp' in ready) {
        // The schema checked the form, so the pattern matches.
        const [, host = '127.0.0.1', port] = ports/* TCP_TARGET */.sD.exec(String(ready.tcp));
        const bound = /^\d+$/.test(port) ? Number(port) : port;
        return { kind: 'tcp', host: String(host), port: bound, timeoutMs, intervalMs };
    }
    const status = ready.status === undefined ? [] : [ready.status].flat();
    return { kind: 'http', url: ready.url, status, timeoutMs, intervalMs };
}
function resolveRequest(request) {
    if (typeof request === 'string') {
        const parts = request.trim().split(/\s+/);
        return parts.length === 2
            ? { method: parts[0].toUpperCase(), url: parts[1], headers: {} }
            : { method: 'GET', url: parts[0], headers: {} };
    }
    const body = request.body === undefined || typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
    const headers = { ...request.headers };
    if (body !== undefined &&
        typeof request.body !== 'string' &&
        !hasHeader(headers, 'content-type')) {
        headers['content-type'] = 'application/json';
    }
    return { method: (request.method ?? 'GET').toUpperCase(), url: request.url, headers, body };
}
const hasHeader = (headers, name) => Object.keys(headers).some((h) => h.toLowerCase() === name);
/** The request list of one load section, or undefined when it names no URL. */
function requestsOf(load) {
    if (load?.steps)
        return load.steps.map(resolveRequest);
    if (load?.url) {
        return [
            resolveRequest({
                method: load.method,
                url: load.url,
                headers: load.headers,
                body: load.body,
            }),
        ];
    }
    return undefined;
}
function resolveLoad(shared, own, path, problem) {
    const merged = { ...shared, ...own };
    // Whichever section names the request decides it: a variant's url replaces shared steps.
    const requests = requestsOf(own) ?? requestsOf(shared) ?? [];
    const where = own ? `${path}.load` : 'load';
    if (requests.length === 0) {
        // No section names one: the shared load is where it goes, whichever variant found it.
        problem('load.url', 'is required: the URL to load (or steps: a list of requests)');
    }
    // One section with both: its steps are the requests, and the rest would go unused unsaid.
    for (const [section, at] of [
        [shared, 'load'],
        [own, `${path}.load`],
    ]) {
        const single = ['url', 'method', 'headers', 'body'].filter((k) => section?.[k]);
        if (section?.steps && single.length > 0)
            problem(`${at}.${single[0]}`, `sits beside steps, which name the requests, so ${single.join(', ')} would go unused: write this request as one of the steps, or remove steps`);
    }
    for (const [i, request] of requests.entries()) {
        const host = new URL((0,ports/* withDummyPorts */.f5)(request.url)).hostname;
        if (!(0,loopback/* isLoopback */.U9)(host)) {
            problem(requests.length > 1 ? `${where}.steps[${i}]` : `${where}.url`, `"${request.url}" is not on this machine; perf-gate loads only services it starts itself, on 127.0.0.1 or localhost`);
        }
    }
    if (merged.requests !== undefined && merged.duration !== undefined) {
        problem(`${where}.requests`, 'set either requests (a fixed count) or duration, not both');
    }
    if (merged.rate !== undefined && merged.requests !== undefined) {
        problem(`${where}.rate`, 'an open-model load (rate) runs for a duration; remove requests');
    }
    if (merged.arrival !== undefined && merged.rate === undefined) {
        problem(`${where}.arrival`, 'spaces the requests of an open-model load: set load.rate too, or remove arrival');
    }
    if (merged.stages && merged.rate === undefined) {
        problem(`${where}.stages`, 'ramp-up stages lead to a target rate: set load.rate too');
    }
    if (merged.rate !== undefined && (merged.pipelining ?? 1) > 1) {
        problem(
        // Where it is written: the shared load, or the variant's own.
        own?.pipelining !== undefined ? `${where}.pipelining` : 'load.pipelining', 'an open-model load (rate) sends each request when its time comes, one at a time on a connection; remove pipelining');
    }
    const warmup = resolveWarmup(merged.warmup, where, problem);
    return {
        requests,
        connections: merged.connections ?? config_defaults/* DEFAULTS */.zY.connections,
        pipelining: merged.pipelining ?? 1,
        amount: merged.requests,
        durationMs: merged.requests === undefined
            ? (optionalMs(merged.duration) ?? config_defaults/* DEFAULTS */.zY.durationMs)
            : undefined,
        rate: merged.rate,
        stages: (merged.stages ?? []).map((s) => ({ durationMs: ms(s.duration), rate: s.rate })),
        arrival: merged.arrival ?? 'constant',
        timeoutMs: optionalMs(merged.timeout) ?? config_defaults/* DEFAULTS */.zY.timeoutMs,
        objectiveMs: optionalMs(merged.objective),
        warmup,
    };
}
/** A fixed warm-up (a time or a count), or one until the rate is steady, at most `max`. */
function resolveWarmup(warmup, where, problem) {
    if (warmup === undefined)
        return { durationMs: config_defaults/* DEFAULTS */.zY.warmupMs };
    if (warmup === 'steady')
        return { steady: { maxMs: config_defaults/* DEFAULTS */.zY.steadyWarmupMaxMs } };
    if (typeof warmup !== 'object')
        return { durationMs: (0,units/* parseDuration */.E9)(warmup, { zero: true }) };
    if (warmup.until === 'steady') {
        if (warmup.duration !== undefined || warmup.requests !== undefined)
            problem(`${where}.warmup`, 'a warm-up until: steady ends when the rate is steady: remove duration and requests (max bounds it)');
        return { steady: { maxMs: optionalMs(warmup.max) ?? config_defaults/* DEFAULTS */.zY.steadyWarmupMaxMs } };
    }
    if (warmup.max !== undefined)
        problem(`${where}.warmup.max`, 'bounds a warm-up until the rate is steady: add until: steady');
    return {
        durationMs: warmup.duration === undefined ? undefined : (0,units/* parseDuration */.E9)(warmup.duration, { zero: true }),
        amount: warmup.requests,
    };
}
function resolveSetup(step) {
    const timeoutMs = optionalMs(step.timeout) ?? config_defaults/* DEFAULTS */.zY.setupTimeoutMs;
    const when = step.when ?? 'measure';
    return 'run' in step
        ? { kind: 'run', command: step.run, timeoutMs, when }
        : { kind: 'request', request: resolveRequest(step.request), timeoutMs, when };
}
function resolveGate(file) {
    // A gate: section adds to the default gates (throughput, errors, cpu) rather than replacing
    // them: a config that names only p99 must not silently stop failing on errors.
    const thresholds = { ...model_metrics/* DEFAULT_GATE */.sV };
    for (const metric of model_metrics/* GATE_METRICS */.Wm) {
        const value = file.gate?.[metric];
        if (value === 'off' || value === false)
            delete thresholds[metric];
        else if (value !== undefined)
            thresholds[metric] = (0,units/* parsePercent */.lo)(value);
    }
    // A default the config leaves alone takes the tolerance it gave the metric it follows
    // (CPU per request follows throughput): `throughput: 10%` means 10% for either cost.
    for (const metric of model_metrics/* GATE_METRICS */.Wm) {
        const source = (0,model_metrics/* metricDefinition */.u8)(metric).defaultToleranceOf;
        const follows = source !== undefined && file.gate?.[source] !== undefined;
        if (follows && file.gate?.[metric] === undefined && thresholds[source] !== undefined)
            thresholds[metric] = thresholds[source];
    }
    return {
        thresholds,
        alpha: file.gate?.alpha ?? config_defaults/* DEFAULTS */.zY.alpha,
        inconclusive: file.gate?.inconclusive ?? 'pass',
        test: file.gate?.test ?? 't',
    };
}
/**
 * `rounds` fixes the size; otherwise rounds are sequential up to `max-rounds` and `budget`.
 * The permutation test looks once, so it needs a fixed size, and enough rounds for its
 * smallest p-value (1/2ⁿ, one-sided) to reach α over the Holm-corrected gated family.
 */
function resolveRounds(file, gate, variants, problem) {
    const maxRounds = file['max-rounds'];
    const budgetMs = optionalMs(file.budget);
    if (file.rounds !== undefined && maxRounds !== undefined) {
        problem('max-rounds', 'set either rounds (a fixed number of rounds) or max-rounds (sequential: stop as soon as the answer is clear), not both');
    }
    if (file.rounds !== undefined && budgetMs !== undefined) {
        problem('budget', 'a wall-time budget bounds sequential rounds; remove rounds (which fixes the size) or remove budget');
    }
    if (gate.test === 'permutation') {
        if (file.rounds === undefined) {
            problem('gate.test', `"permutation" looks at the data once, so it needs a fixed size: set rounds (e.g. rounds: ${config_defaults/* DEFAULTS */.zY.rounds}) instead of ${maxRounds !== undefined ? 'max-rounds' : budgetMs !== undefined ? 'budget' : 'sequential rounds'}`);
        }
        const gated = Object.keys(gate.thresholds).filter((m) => m !== 'errors').length * variants;
        const needed = (0,sign_flip/* roundsToReach */.O_)(gate.alpha / Math.max(1, gated));
        const rounds = file.rounds ?? config_defaults/* DEFAULTS */.zY.rounds;
        if (gated > 0 && rounds < needed) {
            problem('rounds', `${rounds} rounds cannot reach α = ${gate.alpha} with the permutation test over ${gated} gated comparison${gated === 1 ? '' : 's'} (its smallest p-value is 1/2^${rounds}); use at least ${needed} rounds, gate.test: t${gate.thresholds.cpu !== undefined && file.gate?.cpu === undefined ? ', or cpu: off (CPU per request is gated by default)' : ''}`);
        }
    }
    if (file.rounds !== undefined || gate.test === 'permutation') {
        return { rounds: file.rounds ?? config_defaults/* DEFAULTS */.zY.rounds, sequential: false };
    }
    return {
        rounds: maxRounds ?? (budgetMs === undefined ? config_defaults/* DEFAULTS */.zY.maxRounds : config_defaults/* DEFAULTS */.zY.maxRoundsWithBudget),
        sequential: true,
        budgetMs,
    };
}

// EXTERNAL MODULE: ./src/model/url-password.ts
var url_password = __webpack_require__(73724);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/config/yaml.ts
/**
 * YAML text → plain value, in time linear in the text and with bounded depth and alias
 * expansion, so a hostile or mistaken file gives config problems, never minutes of CPU or a
 * stack overflow. Pure.
 */


const YAML_LIMITS = {
    /** A real config is a few kilobytes; 1 MB leaves room for long request bodies. */
    bytes: 1_000_000,
    /** The deepest key perf-gate reads is 7 levels down; JSON request bodies get the rest. */
    depth: 64,
    /** Aliases expand to copies; yaml counts the nodes an alias brings in against this. */
    aliasCount: 100,
};
/** `maxBytes` is only raised by the benchmark that shows parsing stays linear. */
function parseYaml(text, maxBytes = YAML_LIMITS.bytes) {
    // text.length counts UTF-16 units, never more than the UTF-8 bytes of the same text.
    if (text.length > maxBytes)
        return { problems: [tooLarge(text.length, maxBytes)] };
    const lines = new dist/* LineCounter */.HN();
    const tokens = [...new dist/* Parser */.iX(lines.addNewLine).parse(text)];
    const tooDeep = deepestToken(tokens);
    if (tooDeep) {
        return {
            problems: [
                {
                    path: `line ${lines.linePos(tooDeep.offset).line}`,
                    message: `nests more than ${YAML_LIMITS.depth} levels deep; a perf-gate config needs fewer than 10. Flatten it.`,
                },
            ],
        };
    }
    // uniqueKeys: yaml's own duplicate-key check compares every pair of keys (quadratic: a
    // 10 MB map took minutes); duplicateKeys() below does it with one set per map.
    const composer = new dist/* Composer */.Dk({ uniqueKeys: false, merge: true, prettyErrors: true });
    const documents = [...composer.compose(tokens, true, text.length)];
    const document = documents[0];
    const problems = [];
    // What scalars hold is text, not YAML: its braces open no { … } for the hints.
    const yamlText = withoutScalarText(text, tokens);
    const textLines = yamlText.split(/\r?\n/);
    const hinted = new Set();
    for (const error of document.errors) {
        const line = error.linePos?.[0].line ?? lines.linePos(error.pos[0]).line;
        // yaml often reports one mistake twice on its line: the hint goes on the first only.
        const hint = hinted.has(line)
            ? ''
            : colonInValueHint(textLines[line - 1] ?? '', textLines.slice(0, line - 1));
        if (hint)
            hinted.add(line);
        problems.push({ path: `line ${line}`, message: error.message.split('\n')[0] + hint });
    }
    if (documents.length > 1) {
        problems.push({
            path: `line ${lines.linePos(documents[1].range[0]).line}`,
            message: 'starts a second YAML document (---); perf-gate reads one. Remove the marker.',
        });
    }
    if (problems.length > 0)
        return { problems: unquotedPortUrls(yamlText, problems) ?? problems };
    const duplicates = duplicateKeys(document, lines);
    if (duplicates.length > 0)
        return { problems: duplicates };
    try {
        return { value: document.toJS({ maxAliasCount: YAML_LIMITS.aliasCount }) ?? {} };
    }
    catch (error) {
        return { problems: [aliasProblem(error, yamlText)] };
    }
}
/**
 * What resolving the aliases threw, in the file's terms: an alias that names no anchor, a
 * merge (<<) of something other than a mapping, or aliases that expand past the limit.
 */
function aliasProblem(error, text) {
    const message = error instanceof Error ? error.message : String(error);
    const lineOf = (pattern) => {
        const index = text.split(/\r?\n/).findIndex((line) => pattern.test(line));
        return index < 0 ? '(top)' : `line ${index + 1}`;
    };
    const unresolved = /^Unresolved alias[^:]*: (.+)$/.exec(message)?.[1];
    if (unresolved) {
        const escaped = unresolved.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const anchors = [...text.matchAll(/&([^\s,[\]{}]+)/g)].map((m) => m[1]);
        // Its anchor is there, below it: YAML names an anchor before its aliases.
        if (anchors.includes(unresolved))
            return {
                path: lineOf(new RegExp(`\\*${escaped}(?![^\\s,[\\]{}])`)),
                message: `*${unresolved} comes before its anchor &${unresolved}: YAML reads an anchor before its aliases, so move the value with &${unresolved} above this line`,
            };
        const near = (0,units/* closestOf */.P9)(unresolved, anchors);
        return {
            path: lineOf(new RegExp(`\\*${escaped}(?![^\\s,[\\]{}])`)),
            message: `*${unresolved} names no anchor${near ? ` — did you mean *${near} (&${near})?` : `: write &${unresolved} on the value it repeats, above this line`}`,
        };
    }
    if (message.startsWith('Merge sources must be maps')) {
        return {
            path: lineOf(/(^|[\s{,])<<\s*:/),
            message: 'merges (<<) what is not a mapping: write <<: *name, where &name is on a mapping above (a list of such aliases merges several)',
        };
    }
    if (error instanceof ReferenceError) {
        return {
            path: '(top)',
            message: `its aliases (*name) expand to more than ${YAML_LIMITS.aliasCount} times the nodes they name; write the values out, or use fewer aliases`,
        };
    }
    throw error;
}
function tooLarge(size, limit) {
    return {
        path: '(file)',
        message: `is ${(size / 1e6).toFixed(1)} MB; a config may be at most ${limit / 1e6} MB (a real one is a few kB). Check that this is the config file.`,
    };
}
function fileTooLarge(bytes) {
    return bytes > YAML_LIMITS.bytes ? tooLarge(bytes, YAML_LIMITS.bytes) : undefined;
}
/**
 * The text with what scalars hold blanked, line breaks kept (lines stay lines): each block
 * scalar's body (`run: |`) and the inside of each quoted scalar spread over lines. Their text
 * is no YAML: a brace in it opens no { … } for the hints.
 */
function withoutScalarText(text, tokens) {
    const spans = [];
    const blank = (token) => {
        if (token?.type === 'block-scalar') {
            const header = token.props.at(-1);
            const start = header && 'source' in header ? header.offset + header.source.length : token.offset;
            spans.push([start, start + token.source.length]);
        }
        else if ((token?.type === 'double-quoted-scalar' || token?.type === 'single-quoted-scalar') &&
            token.source.includes('\n')) {
            spans.push([token.offset + 1, token.offset + token.source.length - 1]);
        }
    };
    for (const token of tokens) {
        if (token.type !== 'document')
            continue;
        dist/* CST */.DB.visit(token, ({ key, value }) => {
            blank(key);
            blank(value);
        });
    }
    let kept = '';
    let from = 0;
    for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
        kept += text.slice(from, start) + text.slice(start, end).replace(/[^\r\n]/g, ' ');
        from = end;
    }
    return kept + text.slice(from);
}
/** The first CST token nested deeper than the limit, found without recursion. */
function deepestToken(tokens) {
    const stack = tokens.map((t) => [t, 0]);
    while (stack.length > 0) {
        const [token, depth] = stack.pop();
        if (!token)
            continue;
        if (depth > YAML_LIMITS.depth)
            return token;
        if (token.type === 'document')
            stack.push([token.value, depth]);
        else if (token.type === 'block-map' ||
            token.type === 'block-seq' ||
            token.type === 'flow-collection') {
            for (const item of token.items) {
                if ('key' in item)
                    stack.push([item.key ?? undefined, depth + 1]);
                stack.push([item.value, depth + 1]);
            }
        }
    }
    return undefined;
}
/** Every key written twice in the same mapping, by path, in one pass over the document. */
function duplicateKeys(document, lines) {
    const problems = [];
    const stack = [[document.contents, '']];
    while (stack.length > 0) {
        const [node, path] = stack.pop();
        if ((0,dist/* isMap */.jh)(node)) {
            // Offsets, not lines: a line is looked up only for a key written twice.
            const firstOffset = new Map();
            for (const pair of node.items) {
                if (!(0,dist/* isPair */.tO)(pair) || !(0,dist/* isScalar */.jn)(pair.key))
                    continue;
                const key = String(pair.key.value);
                const offset = pair.key.range?.[0] ?? 0;
                const childPath = path ? `${path}.${key}` : key;
                // Several merge keys (<<) in one mapping are how YAML merges several anchors.
                if (key === '<<')
                    continue;
                const first = firstOffset.get(key);
                if (first !== undefined) {
                    problems.push({
                        path: childPath,
                        message: `is written twice (lines ${lines.linePos(first).line} and ${lines.linePos(offset).line}); keep one`,
                    });
                }
                else
                    firstOffset.set(key, offset);
                stack.push([pair.value, childPath]);
            }
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            node.items.forEach((item, i) => stack.push([item, `${path}[${i}]`]));
        }
    }
    return problems.sort((a, b) => a.path.localeCompare(b.path));
}
/**
 * `command: node app.js --opt: 1`: an unquoted value that holds ": " reads as a mapping, and
 * yaml's own words ("Nested mappings are not allowed in compact mappings"; inside `{ … }`,
 * "Block collections are not allowed within flow collections") do not say so.
 */
function colonInValueHint(line, linesBefore) {
    // Quoted text and a comment hold no key and no value: blanked out first.
    const bareOf = (text) => text.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, '""').replace(/(^|\s)#.*$/, '');
    const bare = bareOf(line);
    // A { … } spread over lines is open where this line starts: its first key is a flow key too.
    const openBefore = unclosedBraces(linesBefore.map(bareOf).join('\n'));
    const quote = ` which YAML reads as another key; put the whole value in quotes ("…")`;
    // Inside { … }: a value runs to the next comma or closing brace. There, the same tokens are
    // also a missing comma (`{ connections: 4 duration: 10s }`), so both are said.
    const inFlow = /(?:^|[{,])\s*([\w.$-]+):[ \t]+(?![\s"'{[])(?:[^,{}[\]]*?\s)?([^\s,{}[\]]+):(?:\s|$)/.exec(bare);
    // `{ name: "main" command: … }`: a quoted value ends at its quote, so what follows it
    // can only be the next key, without its comma.
    const afterQuoted = /(?:^|[{,])\s*([\w.$-]+):[ \t]*""[ \t]+([\w.$-]+):(?:\s|$)/.exec(bare);
    if (afterQuoted && openBefore + unclosedBraces(bare.slice(0, afterQuoted.index + 1)) > 0) {
        const [, key, next] = afterQuoted;
        return ` — ${next} follows the quoted value of ${key} without a comma; put a comma before ${next}`;
    }
    if (inFlow && openBefore + unclosedBraces(bare.slice(0, inFlow.index + 1)) > 0) {
        const [, key, inner] = inFlow;
        return ` — the value of ${key} holds "${inner}: ",${quote}, or put a comma before ${inner} if it is a key of its own`;
    }
    const value = /^\s*(?:-\s+)?[\w.$-]+:\s+(.*)$/.exec(bare)?.[1];
    if (!value || /^["'{[|>]/.test(value) || !/:(\s|$)/.test(value))
        return '';
    return ` — the value holds ": ",${quote}`;
}
const unclosedBraces = (text) => (text.match(/\{/g)?.length ?? 0) - (text.match(/\}/g)?.length ?? 0);
/**
 * In a flow collection `{ url: http://…:{port}/x }` (or `{ command: node s.js --port {port} }`)
 * the braces of `{port}` open a nested mapping, and yaml reports a cascade of errors. Said once,
 * on the lines where it happens.
 */
function unquotedPortUrls(text, problems) {
    const placeholder = /\{port(?::[\w.-]+)?\}/.source;
    // A request (`GET http://…`) is quoted whole: its method with its URL.
    const unquotedUrl = new RegExp(`(^|[\\s,{[])((?:[A-Z]+[ \\t]+)?https?:\\/\\/[^\\s"',]*${placeholder}[^\\s"',}\\]]*)`);
    // Any other value: from after its key's colon to the next comma or closing bracket.
    const unquotedValue = new RegExp(`[\\w.-]+:[ \\t]+([^\\s"'{}[\\],][^"'{}[\\],]*?${placeholder}[^"',}\\]]*)`);
    const found = [];
    text.split(/\r?\n/).forEach((line, i) => {
        const url = unquotedUrl.exec(line);
        const value = url ? undefined : unquotedValue.exec(line);
        const held = url?.[2] ?? value?.[1]?.trim();
        const flowOpener = line.search(/[{[]/);
        if (!held || flowOpener < 0 || flowOpener > line.indexOf(held))
            return;
        found.push({
            path: `line ${i + 1}`,
            message: `quote the ${url ? (/^[A-Z]/.test(held) ? 'request' : 'URL') : 'value'} that holds {port} inside { … }: "${held}" (unquoted, YAML reads its braces as a mapping)`,
        });
    });
    if (found.length === 0)
        return undefined;
    // Keep errors that start before the first such line: they have another cause.
    const first = Number(found[0].path.slice(5));
    const earlier = problems.filter((p) => Number(p.path.slice(5)) < first);
    return [...earlier, ...found];
}

// EXTERNAL MODULE: ./src/config/error.ts
var config_error = __webpack_require__(28004);
;// CONCATENATED MODULE: ./src/config/simple.ts
/**
 * The action's simple mode: the inputs that describe an experiment without a config file,
 * and the ones it cannot do without. Apart from the rest of the config stage (zod, yaml), so
 * that the action's entry can answer a missing input without loading them.
 */

/** The inputs simple mode needs; the first one missing is named. */
function simple_requireSimpleInputs(inputs) {
    const missing = !inputs.command ? 'command' : !inputs.url ? 'url' : undefined;
    if (missing) {
        throw new ConfigError('action inputs', [
            {
                path: `input '${missing}'`,
                message: `is required when no config file is used (input 'config' empty and no perf-gate.yml in the working directory). Set '${missing}', or point 'config' at a perf-gate.yml.`,
            },
        ]);
    }
}

;// CONCATENATED MODULE: ./src/config/index.ts












/**
 * When the schema alone finds more than this, the checks across fields wait for the next run: the
 * list is cut at LISTED_PROBLEMS anyway, and on a file of thousands of stray keys the second
 * pass (and a did-you-mean for each key) cost seconds for lines nobody would see.
 */
const CROSS_FIELD_AFTER = config_error/* LISTED_PROBLEMS */.h;
/**
 * `overrides` replace top-level keys of the file (the action's `rounds` input) before it is
 * validated, so they are checked like the file's own values. `maxBytes` is only raised by the
 * benchmark that shows parsing stays linear.
 */
function parseConfigText(text, source, overrides = {}, maxBytes) {
    const parsed = parseYaml(text, maxBytes);
    if ('problems' in parsed)
        throw new config_error/* ConfigError */.x(source, parsed.problems);
    const raw = parsed.value;
    const isMapping = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
    return validateConfig(isMapping ? { ...raw, ...overrides } : raw, source);
}
function validateConfig(raw, source) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        throw new config_error/* ConfigError */.x(source, [
            { path: '(top)', message: 'must be a mapping with services, load, baseline and variants' },
        ]);
    }
    const file = withoutExtensions(raw);
    const parsed = configFileSchema.safeParse(file, { reportInput: true });
    if (parsed.success) {
        const { config, problems } = normalizeConfig(parsed.data);
        if (!config)
            throw new config_error/* ConfigError */.x(source, problems);
        return config;
    }
    const suggestions = { left: config_error/* LISTED_PROBLEMS */.h };
    const problems = parsed.error.issues.flatMap((issue) => describeIssue(issue, suggestions));
    if (problems.length > CROSS_FIELD_AFTER) {
        throw new config_error/* ConfigError */.x(source, problems, '; fix these and validate again (checks across fields run once fewer remain)');
    }
    throw new config_error/* ConfigError */.x(source, [...problems, ...crossFieldProblems(file, parsed.error.issues)]);
}
/**
 * Top-level keys starting with `x-` are free for the user (as in Compose files): a place to
 * define YAML anchors that merge keys (`<<: *defaults`) then pull into variants.
 */
function withoutExtensions(raw) {
    return Object.fromEntries(Object.entries(raw).filter(([key]) => !key.startsWith('x-')));
}
/**
 * The checks that span fields, run on what remains once the values the schema refused are
 * taken out, so one pass lists every problem. Taking a value out can only hide a check,
 * never invent one: problems at or under a removed path are dropped. When a required part
 * cannot be taken out (a service without a command), these checks wait for the next pass.
 */
function crossFieldProblems(raw, issues) {
    const pruned = structuredClone(raw);
    const removed = [];
    for (let attempt = 0; attempt < 5; attempt++) {
        for (const issue of issues) {
            const targets = issue.code === 'unrecognized_keys'
                ? issue.keys.map((key) => [...issue.path, key])
                : [
                    issue.code === 'invalid_type' && issue.input === undefined
                        ? issue.path.slice(0, -1)
                        : issue.path,
                ];
            for (let target of targets) {
                // An array element goes with its whole list, so no index after it shifts.
                while (typeof target.at(-1) === 'number')
                    target = target.slice(0, -1);
                if (target.length === 0)
                    return [];
                removeAt(pruned, target);
                removed.push(formatPath(target));
            }
        }
        const retry = configFileSchema.safeParse(pruned);
        if (retry.success) {
            const within = (path) => removed.some((r) => path === r || path.startsWith(`${r}.`) || path.startsWith(`${r}[`));
            // Taking `load.steps` out leaves the load without a request: "load.url is required" is
            // the removal's, not the file's.
            const parentOf = (path) => path.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
            const byRemoval = (p) => p.message.startsWith('is required') &&
                removed.some((r) => parentOf(r) === parentOf(p.path));
            return normalizeConfig(retry.data).problems.filter((p) => !within(p.path) && !byRemoval(p));
        }
        issues = retry.error.issues;
    }
    return [];
}
function removeAt(root, path) {
    let node = root;
    for (const key of path.slice(0, -1)) {
        if (typeof node !== 'object' || node === null)
            return;
        node = node[key];
    }
    if (typeof node === 'object' && node !== null) {
        delete node[path.at(-1)];
    }
}
function formatPath(path) {
    let out = '';
    for (const key of path) {
        out += typeof key === 'number' ? `[${key}]` : out === '' ? String(key) : `.${String(key)}`;
    }
    return out || '(top)';
}
/**
 * A value as a message quotes it: as YAML wrote it (`Infinity`, not JSON's `null`), a URL's
 * password masked (the config's secrets are not known yet when its load failed), and no
 * longer than a line (a 200 kB value was quoted whole).
 */
function quoted(value) {
    const text = typeof value === 'number' && !Number.isFinite(value)
        ? String(value)
        : (0,url_password/* maskUrlPasswords */._)(JSON.stringify(value) ?? String(value));
    return text.length > QUOTED_AT_MOST
        ? `${text.slice(0, QUOTED_AT_MOST)}… (${text.length} characters)`
        : text;
}
const QUOTED_AT_MOST = 120;
/** `"a", "b" or "c"`: the choices a value may take. */
const oneOf = (choices) => `${choices.slice(0, -1).join(', ')}${choices.length > 1 ? ' or ' : ''}${choices.at(-1) ?? ''}`;
/**
 * `suggestions.left` bounds the did-you-mean searches: each compares the key with every
 * known key, and only the first listed problems are read.
 */
function describeIssue(issue, suggestions) {
    const path = formatPath(issue.path);
    // A mapping that is one of several shapes (`ready: { tcp: … }`, a setup step): its keys say
    // which one was meant, so what is wrong inside that one is what to say, not the list of shapes.
    if (issue.code === 'invalid_union') {
        const shaped = describeShapes(issue, suggestions);
        if (shaped.length > 0)
            return shaped;
    }
    if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => {
            // A key of a deeper section (`url:` at the top, not under `load:`): its indentation.
            // Its sections whose parent is where the key was written (`url:` at the top: load).
            const here = issue.path.filter((part) => typeof part === 'string').join('.');
            const endsWith = (parent) => parent === '' ? here === '' : here === parent || here.endsWith(`.${parent}`);
            const homes = (keyHomes.get(key) ?? []).filter((home) => endsWith(home.parent));
            if (homes.length > 0) {
                const names = [...new Set(homes.map((home) => home.section))].slice(0, 3);
                // `ready: http://…` with `status: 204` beside it: nothing can be indented under a string.
                const written = issue.input?.[names[0]];
                if (typeof written === 'string')
                    return {
                        path: formatPath([...issue.path, key]),
                        message: `is a key of ${names[0]} written as a mapping, and ${names[0]} here is a string: write ${names[0]}: { …, ${key}: … } (its keys are in docs/configuration.md)`,
                    };
                return {
                    path: formatPath([...issue.path, key]),
                    message: `is not a key here; it is a key of ${names.join(' or ')}: indent it under ${names[0]}:`,
                };
            }
            // perf-gate gives each service its port: there is no key to set it with.
            if (key === 'port' && here.endsWith('services'))
                return {
                    path: formatPath([...issue.path, key]),
                    message: 'unknown key — perf-gate picks a free port for each service: write {port} where the service reads it (its command, env or ready; perf-gate also sets PORT), or write a fixed port in its command and in the URLs',
                };
            // `ready: { tcp: 5000, status: 200 }`: a key of this very section, in its other form.
            // Only a union's other shape at this very place can know it (zod answers for the one
            // shape whose keys matched).
            const ofThisSection = (keyHomes.get(key) ?? []).some((home) => (home.parent ? `${home.parent}.${home.section}` : home.section) === here);
            const beside = Object.keys((issue.input ?? {})).filter((other) => !issue.keys.includes(other));
            if (ofThisSection && beside.length > 0) {
                return {
                    path: formatPath([...issue.path, key]),
                    message: `is a key of another form of ${here.split('.').at(-1)}; it does not go with ${beside.join(', ')}`,
                };
            }
            const suggestion = suggestions.left-- > 0 ? closestKey(key, here) : undefined;
            // `arrival-rate`: the known keys it is made of.
            const parts = key.split(/[-_]/).filter((part) => part !== key && keyHomes.has(part));
            // Its other homes, each section once, the shallowest first.
            const sections = new Map();
            for (const home of keyHomes.get(key) ?? [])
                if (!sections.has(home.section))
                    sections.set(home.section, home.parent ? `${home.section} (under ${home.parent})` : home.section);
            const elsewhere = [...sections.values()].slice(0, 3);
            const hint = unknownKeyHint({
                top: TOP_KEYS.has(key) && issue.path.length > 0,
                elsewhere,
                suggestion: suggestion === key ? undefined : suggestion,
                parts,
            });
            return { path: formatPath([...issue.path, key]), message: `unknown key${hint}` };
        });
    }
    if (issue.code === 'invalid_type' && issue.input === undefined) {
        return [{ path, message: 'is required' }];
    }
    // zod's own words ("Invalid input: expected array, received object") are the parser's, not
    // the user's: say it in YAML's terms, with the shape to write.
    if (issue.code === 'invalid_type' && issue.expected === 'array') {
        const got = Array.isArray(issue.input)
            ? 'a list'
            : typeof issue.input === 'object' && issue.input !== null
                ? 'a mapping'
                : quoted(issue.input);
        return [
            {
                path,
                message: `must be a list, each item on a line starting with "- " (or [a, b]), got ${got}`,
            },
        ];
    }
    if (issue.code === 'invalid_type' && issue.expected === 'object') {
        const got = Array.isArray(issue.input) ? 'a list' : quoted(issue.input);
        return [
            {
                path,
                message: `must be a mapping of keys (key: value lines, or { key: value }), got ${got}`,
            },
        ];
    }
    // zod's "Invalid option: expected one of "fresh"|"shared"": the choices; and the nearest.
    if (issue.code === 'invalid_value') {
        const choices = issue.values.map((v) => JSON.stringify(v));
        const must = issue.message.startsWith('Invalid option')
            ? `must be ${oneOf(choices)}`
            : issue.message;
        const near = typeof issue.input === 'string'
            ? (0,units/* closestOf */.P9)(issue.input, issue.values.filter((v) => typeof v === 'string'))
            : undefined;
        const got = issue.input === undefined ? '' : `, got ${quoted(issue.input)}`;
        return [{ path, message: `${must}${got}${near ? ` — did you mean "${near}"?` : ''}` }];
    }
    // `:{PORT}`, `:{ port }`: a placeholder perf-gate does not read, where a URL's port goes
    // (a query's `{Port}` is the user's own text).
    if (typeof issue.input === 'string' && /:\{\s*port\b/i.test((0,ports/* withDummyPorts */.f5)(issue.input))) {
        return [
            {
                path,
                message: `writes the port placeholder as perf-gate does not read it: write {port} or {port:name}, in lower case, got ${quoted(issue.input)}`,
            },
        ];
    }
    const scalar = issue.input !== undefined && (typeof issue.input !== 'object' || issue.input === null);
    // Quoted before the config's secrets are known (its load failed): a URL's password is not.
    const got = scalar ? `, got ${quoted(issue.input)}` : '';
    return [{ path, message: `${issue.message}${got}${numberHint(issue)}${portMappingHint(issue)}` }];
}
/**
 * A mapping that may take one of several shapes (`ready: { url … }` or `{ tcp … }`, a setup
 * step's `{ request … }` or `{ run … }`): its keys say which was meant, so what is wrong inside
 * that one is what to say, rather than the list of shapes. Empty where the keys single out no
 * shape and the union's own message (the list) is the better answer.
 */
function describeShapes(issue, suggestions) {
    const given = issue.input;
    if (typeof given !== 'object' || given === null || Array.isArray(given))
        return [];
    // The shapes of mappings: a word's or a number's fails at the mapping itself ("expected
    // string", "expected 'steady'"), a mapping's only by keys it does not know.
    const shapes = issue.errors.filter((shape) => !shape.some((inner) => inner.path.length === 0 && inner.code !== 'unrecognized_keys'));
    if (shapes.length === 0)
        return [];
    const unknownTo = (shape) => shape.flatMap((inner) => inner.code === 'unrecognized_keys' && inner.path.length === 0 ? inner.keys : []);
    // The keys a shape requires that the mapping lacks (`run` beside `request: …`).
    const lacked = (shape) => shape.flatMap((inner) => inner.path.length === 1 && !Object.hasOwn(given, inner.path[0])
        ? [String(inner.path[0])]
        : []);
    const at = (key) => formatPath([...issue.path, key]);
    // With one form of mappings, what is wrong is inside it, a key it lacks too.
    const whole = shapes.length === 1 ? shapes : shapes.filter((shape) => lacked(shape).length === 0);
    // What is wrong inside the one shape meant; a key of another shape beside its keys is said
    // where unknown keys are (`{ tcp: 5000, status: 200 }`: "a key of another form of ready").
    if (whole.length === 1)
        return whole[0].flatMap((inner) => describeIssue({ ...inner, path: [...issue.path, ...inner.path] }, suggestions));
    if (whole.length > 1) {
        // `{ request: …, run: … }`: two shapes in one mapping, each with the keys it knows.
        const forms = whole
            .map((shape) => Object.keys(given).filter((key) => !unknownTo(shape).includes(key)))
            .filter((keys) => keys.length > 0)
            .map((keys) => `{ ${keys.join(', ')} }`);
        if (forms.length < 2)
            return [];
        return [
            {
                path: formatPath(issue.path),
                message: `mixes two forms, ${forms.join(' and ')}: keep one (it ${issue.message})`,
            },
        ];
    }
    // `{ requets: … }`: names no shape. The keys none knows, with the nearest required one.
    const unknown = unknownTo(shapes[0]).filter((key) => shapes.every((shape) => unknownTo(shape).includes(key)));
    const required = [...new Set(shapes.flatMap(lacked))];
    const keys = Object.keys(given);
    // `- when: both` under a step: keys of a form, none that names one. In a list, most often
    // a "-" too many, which starts an entry of its own.
    if (unknown.length === 0 && keys.length > 0 && required.length > 0)
        return [
            {
                path: formatPath(issue.path),
                message: `has no ${required.join(' or ')}${typeof issue.path.at(-1) === 'number' ? `; if ${keys.join(', ')} belong${keys.length === 1 ? 's' : ''} to the entry above, remove the "-" before ${keys.length === 1 ? 'it' : 'them'}` : ''} (it ${issue.message})`,
            },
        ];
    return unknown.map((key) => {
        const near = (0,units/* closestOf */.P9)(key, required);
        return {
            path: at(key),
            message: near
                ? `unknown key — did you mean "${near}"?`
                : `unknown key (${formatPath(issue.path)} ${issue.message})`,
        };
    });
}
/** `{port}` written unquoted where a value goes: YAML reads it as a mapping ({ port: null }). */
function portMappingHint(issue) {
    const input = issue.input;
    if (typeof input !== 'object' || input === null || Array.isArray(input))
        return '';
    const keys = Object.keys(input);
    if (keys.length !== 1 || !/^port(?::[\w.-]+)?$/.test(keys[0]))
        return '';
    const value = input[keys[0]];
    const placeholder = typeof value === 'string' ? `{port:${value}}` : `{${keys[0]}}`;
    return ` — YAML reads ${placeholder} without quotes as a mapping: write "${placeholder}"`;
}
/** What follows "unknown key" for a key that is not one here: where it goes, or the nearest. */
function unknownKeyHint(known) {
    const { top, elsewhere, suggestion, parts } = known;
    const of = elsewhere.length > 0 ? `a key of ${elsewhere.join(' or ')}` : '';
    if (top)
        return ` here — it goes at the top of the file, not indented${of ? ` (or it is ${of})` : ''}`;
    if (of)
        return ` here — it is ${of}`;
    if (suggestion)
        return ` — did you mean "${suggestion}"?`;
    if (parts.length > 0)
        return ` — did you mean ${parts.map((part) => `"${part}"`).join(' or ')}?`;
    return '';
}
/** A number written as text (`"200"`, `200/s`) where a number goes: how to write it. */
function numberHint(issue) {
    if (issue.code !== 'invalid_type' || issue.expected !== 'number')
        return '';
    if (typeof issue.input !== 'string')
        return '';
    const number = /^\s*(\d+(?:\.\d+)?)\s*(?:\/s|rps|req\/s|requests\/s)?\s*$/i.exec(issue.input)?.[1];
    return number ? ` — write the number alone, without quotes or units: ${number}` : '';
}
/**
 * Every key the file may use, collected from the schema itself, with the sections it belongs
 * to (`url` → load, steps, …): a known key in the wrong place is a matter of indentation.
 */
const keyHomes = new Map();
/** The keys of the file's top level: `rounds:` indented under `load:` goes back there. */
const TOP_KEYS = new Set(Object.keys(configFileSchema.shape));
/** The keys of each mapping, by its path (`services.ready`; the top is ''). */
const keysAt = new Map();
(() => {
    // Schemas in use on the way down: a reused one (a variant's load is the shared load's) is
    // walked again under each parent, a recursive one only once.
    const active = new Set();
    // `path`: the keys down to this schema (list items add none): `services.ready`.
    const walk = (schema, path) => {
        if (!schema || active.has(schema))
            return;
        active.add(schema);
        const def = schema._zod?.def;
        if (!def)
            return void active.delete(schema);
        if (def.type === 'object') {
            for (const [key, child] of Object.entries(def.shape)) {
                const here = path.join('.');
                keysAt.set(here, (keysAt.get(here) ?? new Set()).add(key));
                const homes = keyHomes.get(key) ?? [];
                const section = path.at(-1);
                const parent = path.slice(0, -1).join('.');
                if (section && !homes.some((home) => home.section === section && home.parent === parent))
                    homes.push({ section, parent });
                keyHomes.set(key, homes);
                walk(child, [...path, key]);
            }
        }
        for (const field of ['innerType', 'element', 'valueType', 'in', 'out'])
            walk(def[field], path);
        if (Array.isArray(def.options))
            def.options.forEach((option) => walk(option, path));
        active.delete(schema);
    };
    walk(configFileSchema, []);
    // The shallowest section first: `url` is load's before it is a ready probe's.
    const depth = (home) => (home.parent ? home.parent.split('.').length : 0);
    for (const homes of keyHomes.values())
        homes.sort((a, b) => depth(a) - depth(b));
})();
/**
 * The nearest key of the mapping at `here`: one of its own keys, not the nearest anywhere
 * (`services[0].port` is not "report").
 */
function closestKey(key, here) {
    return (0,units/* closestOf */.P9)(key, [...(keysAt.get(here) ?? [])]);
}
/** Config paths of simple mode, named as the inputs the user actually set. */
const inputOfPath = {
    'services[0].command': 'command',
    'services[0].ready': 'ready',
    'load.url': 'url',
    'load.connections': 'connections',
    'load.duration': 'duration',
    'load.requests': 'requests',
    'load.warmup': 'warmup',
    rounds: 'rounds',
    'max-rounds': 'max-rounds',
    budget: 'budget',
    'baseline.name': 'baseline-name',
    'variants[0].name': 'variant-name',
    'gate.throughput': 'fail-on',
    seed: 'seed',
};
function configFromInputs(inputs) {
    requireSimpleInputs(inputs);
    // A non-number is passed on as text, so the message quotes what the user wrote.
    const number = (text) => text.trim() === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text;
    const env = (text, input) => {
        try {
            return parseEnvLines(text, input);
        }
        catch (error) {
            throw new ConfigError('action inputs', [
                { path: `input '${input}'`, message: error.message },
            ]);
        }
    };
    const file = {
        services: [{ name: 'app', command: inputs.command, ready: inputs.ready || undefined }],
        load: {
            url: inputs.url,
            connections: number(inputs.connections),
            requests: number(inputs.requests),
            duration: number(inputs.requests) === undefined ? number(inputs.duration) : undefined,
            warmup: number(inputs.warmup),
        },
        rounds: number(inputs.rounds),
        'max-rounds': number(inputs.maxRounds ?? ''),
        budget: inputs.budget || undefined,
        seed: number(inputs.seed),
        baseline: {
            name: inputs.baselineName || 'baseline',
            env: env(inputs.baselineEnv, 'baseline-env'),
        },
        variants: [
            { name: inputs.variantName || 'variant', env: env(inputs.variantEnv, 'variant-env') },
        ],
        // CPU per request follows throughput's tolerance (see resolveGate), and its switch too:
        // simple mode has no other input for it.
        gate: {
            throughput: inputs.failOn || '5%',
            ...(inputs.failOn.trim() === 'off' ? { cpu: 'off' } : {}),
            errors: '1%',
        },
    };
    try {
        return validateConfig(file, 'action inputs');
    }
    catch (error) {
        if (!(error instanceof ConfigError))
            throw error;
        throw new ConfigError('action inputs', error.problems.map((p) => ({
            path: inputOfPath[p.path] ? `input '${inputOfPath[p.path]}'` : p.path,
            message: p.message,
        })));
    }
}

// EXTERNAL MODULE: ./src/experiment/shard.ts
var experiment_shard = __webpack_require__(48667);
// EXTERNAL MODULE: ./src/history/types.ts
var types = __webpack_require__(29653);
// EXTERNAL MODULE: ./src/model/trial.ts
var trial = __webpack_require__(173);
// EXTERNAL MODULE: ./src/git/run.ts
var git_run = __webpack_require__(73073);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/history/page-script.ts
/**
 * The dashboard's script, as the text the page embeds: it runs in the reader's browser, with
 * no library and nothing fetched from elsewhere. It reads history.json and rollup.json beside
 * the page (GitHub Pages), or the copy embedded in the page when the files cannot be fetched
 * (a page opened from disk), checks them, and draws one section per metric: an SVG chart of
 * the change against the first anchor with its interval band and the releases marked, the
 * pull requests that moved it most, and the same points as a table. A history it cannot read,
 * or one with no entry yet, is said in words where the charts would be.
 *
 * Written without template literals, so it can sit in one here.
 */
const PAGE_SCRIPT = String.raw `
(function () {
  'use strict';
  var SVG = 'http://www.w3.org/2000/svg';
  var statusBox = document.getElementById('status');
  var root = document.getElementById('charts');

  function say(text, isError) {
    statusBox.textContent = text;
    statusBox.className = isError ? 'message error' : 'message';
    statusBox.setAttribute('role', isError ? 'alert' : 'status');
  }
  function el(name, attrs, text) {
    var node = document.createElement(name);
    for (var key in attrs || {}) node.setAttribute(key, attrs[key]);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function svg(name, attrs, text) {
    var node = document.createElementNS(SVG, name);
    for (var key in attrs || {}) node.setAttribute(key, attrs[key]);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function pct(value, scale) {
    var sign = value > 0 ? '+' : value < 0 ? '\u2212' : '';
    return sign + Math.abs(value).toFixed(1) + (scale === 'difference' ? ' pts' : '%');
  }
  function short(sha) { return String(sha).slice(0, 7); }

  /** The problem with the history's text, or null when it can be drawn. */
  function problemOf(history, rollup) {
    if (!history || typeof history !== 'object') return 'history.json is not a JSON object.';
    if (history.schema !== 'perf-gate/history@1')
      return 'history.json has the schema ' + JSON.stringify(history.schema) + ', not "perf-gate/history@1": it is not a perf-gate history this page can read.';
    if (!Array.isArray(history.anchors) || !Array.isArray(history.entries))
      return 'history.json lacks its "anchors" or "entries" list.';
    for (var i = 0; i < history.entries.length; i++) {
      var e = history.entries[i];
      if (!e || !e.commit || typeof e.commit.sha !== 'string' || !e.sinceFirst || typeof e.sinceFirst !== 'object')
        return 'history.json: entries[' + i + '] lacks its commit or its "sinceFirst" values.';
    }
    if (rollup && (rollup.schema !== 'perf-gate/history-rollup@1' || !Array.isArray(rollup.weeks)))
      return 'rollup.json is not a perf-gate rollup (schema ' + JSON.stringify(rollup.schema) + ').';
    return null;
  }

  function links(history) {
    var server = history.serverUrl || 'https://github.com';
    var repo = history.repository;
    return {
      commit: function (sha) { return repo ? server + '/' + repo + '/commit/' + sha : null; },
    };
  }

  /** Every point of one metric, oldest first: the rolled-up weeks, then the entries. */
  function pointsOf(metric, history, rollup) {
    var points = [];
    (rollup ? rollup.weeks : []).forEach(function (w) {
      if (w.sinceFirst && w.sinceFirst[metric]) points.push({ kind: 'week', week: w.week, commit: w.commit, anchor: w.anchor, runUrl: w.runUrl, pullRequest: w.pullRequest, at: w.sinceFirst[metric] });
    });
    history.entries.forEach(function (e) {
      if (e.sinceFirst[metric]) points.push({ kind: 'entry', commit: e.commit, anchor: e.anchor, runUrl: e.runUrl, reportUrl: e.reportUrl, pullRequest: e.pullRequest, at: e.sinceFirst[metric], measured: e.metrics && e.metrics[metric], recordedAt: e.recordedAt });
    });
    return points;
  }

  function metricInfo(metric, history) {
    for (var i = history.entries.length - 1; i >= 0; i--) {
      var m = history.entries[i].metrics && history.entries[i].metrics[metric];
      if (m) return m;
    }
    return { scale: 'ratio', better: metric === 'throughput' ? 'higher' : 'lower' };
  }

  function anchorName(history, sha) {
    for (var i = 0; i < history.anchors.length; i++)
      if (history.anchors[i].sha === sha) return history.anchors[i].tag || short(sha);
    return short(sha);
  }

  function chart(metric, points, info, history, link) {
    var W = 760, H = 260, left = 56, right = 16, top = 24, bottom = 36;
    var lows = points.map(function (p) { return p.at.lowPct; });
    var highs = points.map(function (p) { return p.at.highPct; });
    var min = Math.min.apply(null, lows.concat([0])), max = Math.max.apply(null, highs.concat([0]));
    var pad = (max - min) * 0.1 || 1;
    min -= pad; max += pad;
    var n = points.length;
    var x = function (i) { return left + (n === 1 ? (W - left - right) / 2 : (i * (W - left - right)) / (n - 1)); };
    var y = function (v) { return top + ((max - v) * (H - top - bottom)) / (max - min); };
    var titleId = 'chart-title-' + metric, descId = 'chart-desc-' + metric;
    var box = svg('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'aria-labelledby': titleId + ' ' + descId, class: 'chart', 'data-metric': metric });
    box.appendChild(svg('title', { id: titleId }, metric + ': change against the first anchor (' + anchorName(history, history.anchors[0] ? history.anchors[0].sha : '') + ') over main\u2019s commits'));
    var last = points[n - 1];
    box.appendChild(svg('desc', { id: descId }, n + ' point(s); the latest, ' + short(last.commit.sha) + ', is ' + pct(last.at.deltaPct, info.scale) + ' (95% interval ' + pct(last.at.lowPct, info.scale) + ' to ' + pct(last.at.highPct, info.scale) + '). ' + (info.better === 'higher' ? 'Higher is better.' : 'Lower is better.')));
    // The axis: zero is the first anchor, with a few labelled ticks.
    for (var k = 0; k <= 4; k++) {
      var v = min + ((max - min) * k) / 4;
      box.appendChild(svg('line', { x1: left, x2: W - right, y1: y(v), y2: y(v), class: 'grid' }));
      box.appendChild(svg('text', { x: left - 6, y: y(v) + 4, class: 'tick', 'text-anchor': 'end' }, pct(v, info.scale)));
    }
    box.appendChild(svg('line', { x1: left, x2: W - right, y1: y(0), y2: y(0), class: 'zero' }));
    box.appendChild(svg('text', { x: W - right, y: y(0) - 4, class: 'tick', 'text-anchor': 'end' }, '0 = ' + anchorName(history, history.anchors[0] ? history.anchors[0].sha : '')));
    // The interval band: highs left to right, lows back.
    if (n > 1) {
      var d = points.map(function (p, i) { return (i ? 'L' : 'M') + x(i).toFixed(1) + ',' + y(p.at.highPct).toFixed(1); }).join(' ');
      for (var j = n - 1; j >= 0; j--) d += ' L' + x(j).toFixed(1) + ',' + y(points[j].at.lowPct).toFixed(1);
      box.appendChild(svg('path', { d: d + ' Z', class: 'band' }));
      box.appendChild(svg('path', { d: points.map(function (p, i) { return (i ? 'L' : 'M') + x(i).toFixed(1) + ',' + y(p.at.deltaPct).toFixed(1); }).join(' '), class: 'line' }));
    }
    // Releases: where the entries start being measured against each anchor.
    var seen = {};
    points.forEach(function (p, i) {
      if (seen[p.anchor]) return;
      seen[p.anchor] = true;
      var g = svg('g', { class: 'release', 'data-anchor': p.anchor });
      g.appendChild(svg('line', { x1: x(i), x2: x(i), y1: top - 8, y2: H - bottom }));
      g.appendChild(svg('text', { x: x(i) + 3, y: top - 10 }, 'release ' + anchorName(history, p.anchor)));
      box.appendChild(g);
    });
    points.forEach(function (p, i) {
      var label = short(p.commit.sha) + (p.pullRequest ? ' (#' + p.pullRequest.number + ')' : '') + (p.kind === 'week' ? ' \u2014 week ' + p.week : '') + ': ' + pct(p.at.deltaPct, info.scale) + ' against the first anchor, 95% interval ' + pct(p.at.lowPct, info.scale) + ' to ' + pct(p.at.highPct, info.scale) + (p.measured ? '; measured against ' + anchorName(history, p.anchor) + ': ' + pct(p.measured.deltaPct, info.scale) + ', ' + p.measured.outcome : '');
      var href = link.commit(p.commit.sha);
      var holder = href ? svg('a', { href: href, 'aria-label': label, class: 'point-link' }) : svg('g', {});
      if (p.kind === 'entry') {
        holder.appendChild(svg('line', { x1: x(i), x2: x(i), y1: y(p.at.lowPct), y2: y(p.at.highPct), class: 'whisker' }));
      }
      var c = svg('circle', { cx: x(i), cy: y(p.at.deltaPct), r: p.kind === 'week' ? 3 : 4.5, class: 'point ' + (p.measured ? p.measured.outcome : 'rolled-up'), 'data-sha': p.commit.sha });
      c.appendChild(svg('title', {}, label));
      holder.appendChild(c);
      box.appendChild(holder);
    });
    box.appendChild(svg('text', { x: left, y: H - 10, class: 'tick' }, 'older'));
    box.appendChild(svg('text', { x: W - right, y: H - 10, class: 'tick', 'text-anchor': 'end' }, 'newer \u2192 (' + n + ' runs on main)'));
    return box;
  }

  /** The pull requests whose run moved the line most from the point before it. */
  function movers(points, info) {
    var out = [];
    for (var i = 1; i < points.length; i++) {
      var p = points[i];
      if (!p.pullRequest) continue;
      var step = info.scale === 'ratio'
        ? (Math.exp(Math.log1p(p.at.deltaPct / 100) - Math.log1p(points[i - 1].at.deltaPct / 100)) - 1) * 100
        : p.at.deltaPct - points[i - 1].at.deltaPct;
      out.push({ point: p, step: step });
    }
    out.sort(function (a, b) { return Math.abs(b.step) - Math.abs(a.step); });
    return out.slice(0, 5);
  }

  function anchorLink(href, text) {
    if (!href) return document.createTextNode(text);
    return el('a', { href: href }, text);
  }

  function section(metric, history, rollup, link) {
    var points = pointsOf(metric, history, rollup);
    var info = metricInfo(metric, history);
    var s = el('section', { 'aria-labelledby': 'h-' + metric, 'data-metric': metric });
    s.appendChild(el('h2', { id: 'h-' + metric }, metric + ' \u2014 ' + (info.better === 'higher' ? 'higher is better' : 'lower is better')));
    if (points.length === 0) {
      s.appendChild(el('p', { class: 'message' }, 'No run has measured ' + metric + ' yet.'));
      return s;
    }
    s.appendChild(chart(metric, points, info, history, link));
    var moved = movers(points, info);
    if (moved.length) {
      s.appendChild(el('h3', {}, 'Pull requests that moved it most'));
      var ol = el('ol', { class: 'movers' });
      moved.forEach(function (m) {
        var li = el('li');
        li.appendChild(anchorLink(m.point.pullRequest.url, '#' + m.point.pullRequest.number + (m.point.pullRequest.title ? ' ' + m.point.pullRequest.title : '')));
        var worse = info.better === 'higher' ? m.step < 0 : m.step > 0;
        li.appendChild(document.createTextNode(' ' + pct(m.step, info.scale) + (m.step === 0 ? '' : worse ? ' (worse)' : ' (better)') + ' from the run before (commit ' + short(m.point.commit.sha) + ')'));
        ol.appendChild(li);
      });
      s.appendChild(ol);
    }
    var details = el('details', {});
    details.appendChild(el('summary', {}, 'The ' + points.length + ' points as a table'));
    var table = el('table', { class: 'points' });
    table.appendChild(el('caption', {}, metric + ': every run on main, oldest first'));
    var head = el('tr');
    ['Commit', 'Pull request', 'Report', 'Against', 'Change', 'Since the first anchor', '95% interval'].forEach(function (h) { head.appendChild(el('th', { scope: 'col' }, h)); });
    table.appendChild(el('thead')).appendChild(head);
    var body = table.appendChild(el('tbody'));
    points.forEach(function (p) {
      var tr = el('tr', { 'data-sha': p.commit.sha });
      var cell = function (child) { var td = el('td'); td.appendChild(typeof child === 'string' ? document.createTextNode(child) : child); tr.appendChild(td); };
      cell(anchorLink(link.commit(p.commit.sha), short(p.commit.sha) + (p.commit.subject ? ' ' + p.commit.subject : '')));
      cell(p.pullRequest ? anchorLink(p.pullRequest.url, '#' + p.pullRequest.number) : '\u2014');
      cell(p.reportUrl || p.runUrl ? anchorLink(p.reportUrl || p.runUrl, 'report') : '\u2014');
      cell(anchorName(history, p.anchor));
      cell(p.measured ? pct(p.measured.deltaPct, info.scale) + ' (' + p.measured.outcome + ')' : 'week ' + p.week + ', ' + 'rolled up');
      cell(pct(p.at.deltaPct, info.scale));
      cell(pct(p.at.lowPct, info.scale) + ' \u2026 ' + pct(p.at.highPct, info.scale));
      body.appendChild(tr);
    });
    details.appendChild(table);
    s.appendChild(details);
    return s;
  }

  function draw(history, rollup, source) {
    var problem = problemOf(history, rollup);
    if (problem) return say('The history could not be read: ' + problem + ' (' + source + ')', true);
    var metrics = [];
    history.entries.forEach(function (e) { Object.keys(e.sinceFirst).forEach(function (m) { if (metrics.indexOf(m) < 0) metrics.push(m); }); });
    if (history.entries.length === 0 || metrics.length === 0) {
      return say('No history yet: the first run of perf-gate history on main adds the first point.', false);
    }
    var link = links(history);
    var first = history.anchors[0];
    say(history.entries.length + ' runs on main' + (rollup && rollup.weeks.length ? ' and ' + rollup.weeks.length + ' rolled-up weeks' : '') + ', against ' + history.anchors.length + ' release(s) since ' + (first ? anchorName(history, first.sha) : '?') + ' (' + source + ').', false);
    metrics.forEach(function (m) { root.appendChild(section(m, history, rollup, link)); });
  }

  function embedded() {
    var text = document.getElementById('history-data').textContent;
    var data = JSON.parse(text);
    return { history: data.history, rollup: data.rollup };
  }

  function fetchJson(name) {
    return fetch(name, { cache: 'no-store' }).then(function (r) {
      if (!r.ok) throw new Error(name + ': HTTP ' + r.status);
      return r.text();
    }).then(function (text) {
      try { return JSON.parse(text); } catch (e) { var err = new Error(name + ' is not valid JSON (' + e.message + ')'); err.corrupt = true; throw err; }
    });
  }

  function fromEmbedded(why) {
    try {
      var data = embedded();
      draw(data.history, data.rollup, why);
    } catch (e) {
      say('The history could not be read: the copy embedded in this page is not valid JSON (' + e.message + ').', true);
    }
  }

  if (location.protocol === 'file:' || typeof fetch !== 'function') {
    fromEmbedded('the copy embedded in this page');
  } else {
    Promise.all([fetchJson('history.json'), fetchJson('rollup.json').catch(function (e) { if (e.corrupt) throw e; return null; })])
      .then(function (files) { draw(files[0], files[1], 'history.json beside this page'); })
      .catch(function (e) {
        if (e.corrupt) say('The history could not be read: ' + e.message + '.', true);
        else fromEmbedded('history.json could not be fetched (' + e.message + '); the copy embedded in this page');
      });
  }
})();
`;

// EXTERNAL MODULE: ./src/history/error.ts
var history_error = __webpack_require__(7006);
;// CONCATENATED MODULE: ./src/history/validate.ts
/**
 * Reading the branch's files back: each is checked whole before anything is written, so a
 * corrupt or foreign file stops the run with the file, what is wrong and what to do, and the
 * branch is left as it was.
 */




/** The marker by which perf-gate knows the page in the branch is its own. */
const PAGE_MARKER = '<meta name="generator" content="perf-gate history">';
const finite = schemas/* number */.aig().finite();
const sha = schemas/* string */.YjP().regex(/^[0-9a-f]{40,64}$/, 'a full commit SHA');
const delta = schemas/* object */.Ikc({ deltaPct: finite, lowPct: finite, highPct: finite });
const metricDelta = delta.extend({
    scale: schemas/* enum */.k5n(['ratio', 'difference']),
    better: schemas/* enum */.k5n(['higher', 'lower']),
    tolerancePct: finite,
    outcome: schemas/* enum */.k5n(['regression', 'no-change', 'improvement', 'inconclusive']),
});
const commit = schemas/* object */.Ikc({
    sha,
    date: schemas/* string */.YjP().optional(),
    subject: schemas/* string */.YjP().optional(),
});
const pullRequest = schemas/* object */.Ikc({
    number: schemas/* number */.aig().int().positive(),
    url: schemas/* string */.YjP(),
    title: schemas/* string */.YjP().optional(),
});
const runner = schemas/* object */.Ikc({
    os: schemas/* string */.YjP(),
    cpus: schemas/* number */.aig().int().min(0),
    cpuModel: schemas/* string */.YjP(),
    node: schemas/* string */.YjP(),
});
const validate_anchor = schemas/* object */.Ikc({
    sha,
    tag: schemas/* string */.YjP().optional(),
    date: schemas/* string */.YjP().optional(),
    link: schemas/* object */.Ikc({
        from: sha,
        metrics: schemas/* record */.g1P(schemas/* string */.YjP(), metricDelta),
        runUrl: schemas/* string */.YjP().optional(),
        recordedAt: schemas/* string */.YjP(),
    })
        .optional(),
    sinceFirst: schemas/* record */.g1P(schemas/* string */.YjP(), delta).optional(),
});
const entry = schemas/* object */.Ikc({
    commit,
    anchor: sha,
    recordedAt: schemas/* string */.YjP(),
    runner,
    configDigest: schemas/* string */.YjP(),
    runUrl: schemas/* string */.YjP().optional(),
    reportUrl: schemas/* string */.YjP().optional(),
    pullRequest: pullRequest.optional(),
    metrics: schemas/* record */.g1P(schemas/* string */.YjP(), metricDelta),
    sinceFirst: schemas/* record */.g1P(schemas/* string */.YjP(), delta),
});
const historyFile = schemas/* object */.Ikc({
    schema: schemas/* literal */.euz(types/* HISTORY_SCHEMA */.NF),
    repository: schemas/* string */.YjP().optional(),
    serverUrl: schemas/* string */.YjP().optional(),
    anchors: schemas/* array */.YOg(validate_anchor),
    entries: schemas/* array */.YOg(entry),
});
const rollupFile = schemas/* object */.Ikc({
    schema: schemas/* literal */.euz(types/* ROLLUP_SCHEMA */.zM),
    weeks: schemas/* array */.YOg(schemas/* object */.Ikc({
        week: schemas/* string */.YjP().regex(/^\d{4}-W\d{2}$/),
        entries: schemas/* number */.aig().int().positive(),
        commit,
        anchor: sha,
        runUrl: schemas/* string */.YjP().optional(),
        pullRequest: pullRequest.optional(),
        sinceFirst: schemas/* record */.g1P(schemas/* string */.YjP(), delta),
    })),
});
const REMEDY_CORRUPT = (file) => `Repair ${file} in the branch (or restore it from the branch's git history), or point the step's \`history-branch\` at a new branch.`;
const REMEDY_FOREIGN = (file) => `The branch is not perf-gate's: point \`history-branch\` at another branch, or move ${file} out of it.`;
function parseKnown(file, text, schemaName, shape) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new history_error/* HistoryError */.t(file, `is not valid JSON (${error.message}).`, REMEDY_CORRUPT(file));
    }
    const declared = value?.schema;
    if (typeof value !== 'object' || value === null || declared !== schemaName) {
        throw new history_error/* HistoryError */.t(file, `is not a perf-gate history file: its "schema" is ${JSON.stringify(declared)}, expected "${schemaName}".`, typeof declared === 'string' && declared.startsWith('perf-gate/')
            ? 'It was written by another version of perf-gate: run that version, or a newer one that reads it.'
            : REMEDY_FOREIGN(file));
    }
    const parsed = shape.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue.path.length > 0 ? issue.path.join('.') : '(the top level)';
        throw new history_error/* HistoryError */.t(file, `has the schema "${schemaName}" but ${where} is wrong: ${issue.message}${parsed.error.issues.length > 1 ? ` (and ${parsed.error.issues.length - 1} more problem(s))` : ''}.`, REMEDY_CORRUPT(file));
    }
    return parsed.data;
}
function parseHistoryFile(text) {
    const history = parseKnown(types/* HISTORY_FILE */.CX, text, types/* HISTORY_SCHEMA */.NF, historyFile);
    const known = new Set(history.anchors.map((a) => a.sha));
    const stray = history.entries.find((e) => !known.has(e.anchor));
    if (stray) {
        throw new history_error/* HistoryError */.t(types/* HISTORY_FILE */.CX, `has an entry (commit ${stray.commit.sha.slice(0, 7)}) measured against anchor ${stray.anchor.slice(0, 7)}, which is not in "anchors".`, REMEDY_CORRUPT(types/* HISTORY_FILE */.CX));
    }
    return history;
}
function parseRollupFile(text) {
    return parseKnown(types/* ROLLUP_FILE */.On, text, types/* ROLLUP_SCHEMA */.zM, rollupFile);
}
/** The page is regenerated on every write: only one perf-gate made may be replaced. */
function checkPageIsOurs(text) {
    if (!text.includes(PAGE_MARKER)) {
        throw new history_error/* HistoryError */.t(types/* PAGE_FILE */.xu, 'exists in the branch but was not generated by perf-gate (it lacks its generator marker), and perf-gate would replace it.', REMEDY_FOREIGN(types/* PAGE_FILE */.xu));
    }
}

;// CONCATENATED MODULE: ./src/history/page.ts
/**
 * The dashboard (index.html) and the README of the history branch, as text. Pure. The page
 * is one file with no external asset: its style, its script (./page-script.ts) and a copy of
 * the data, so that it opens from disk as well as from GitHub Pages, where it prefers the
 * JSON files beside it.
 */



const STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #fff; --band: rgba(9, 105, 218, 0.16);
  --line: #0969da; --bad: #cf222e; --good: #1a7f37; --grid: #d1d9e0; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117;
  --band: rgba(56, 139, 253, 0.22); --line: #4493f8; --bad: #f85149; --good: #3fb950; --grid: #30363d; } }
body { font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0; }
main { max-width: 820px; margin: 0 auto; padding: 1rem; }
.message { padding: 0.75rem 1rem; border-left: 4px solid var(--line); }
.message.error { border-color: var(--bad); font-weight: 600; }
.chart { width: 100%; height: auto; }
.chart .grid { stroke: var(--grid); stroke-width: 1; }
.chart .zero { stroke: var(--muted); stroke-width: 1.5; }
.chart .tick { fill: var(--muted); font-size: 11px; }
.chart .band { fill: var(--band); stroke: none; }
.chart .line { fill: none; stroke: var(--line); stroke-width: 1.5; }
.chart .whisker { stroke: var(--line); stroke-width: 1; opacity: 0.6; }
.chart .point { fill: var(--line); stroke: var(--bg); stroke-width: 1.5; }
.chart .point.regression { fill: var(--bad); }
.chart .point.improvement { fill: var(--good); }
.chart .point.rolled-up { fill: var(--muted); }
.chart .release line { stroke: var(--muted); stroke-dasharray: 4 3; }
.chart .release text { fill: var(--muted); font-size: 11px; }
.chart a:focus-visible circle { stroke: var(--fg); stroke-width: 3; }
a { color: var(--line); }
a:focus-visible { outline: 2px solid var(--fg); outline-offset: 2px; }
table { border-collapse: collapse; font-size: 13px; width: 100%; }
th, td { text-align: left; padding: 0.2rem 0.5rem; border-bottom: 1px solid var(--grid); }
caption { text-align: left; color: var(--muted); }
`;
/** JSON that cannot end the script element it sits in, whatever a commit subject holds. */
function scriptSafeJson(value) {
    return JSON.stringify(value)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/&/g, '\\u0026')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
function renderPage(state, generatedAt) {
    const repository = state.history.repository ?? 'this repository';
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${PAGE_MARKER}
<title>perf-gate history — ${escapeHtml(repository)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Performance of main against its releases</h1>
<p>Each point is one run on main: the commit measured against a release (the anchor) in the same job, on one runner, so a change of runner cannot move the line. Releases are chained by a comparison of each with the one before, so every point is placed against the first release. The band is the 95% interval. Generated ${escapeHtml(generatedAt)} by perf-gate; the data is in <a href="history.json">history.json</a> and <a href="rollup.json">rollup.json</a>.</p>
<p id="status" class="message" role="status">Loading the history…</p>
<noscript><p class="message error">This page draws the history with JavaScript, which is off. The data is in history.json (schema ${types/* HISTORY_SCHEMA */.NF}).</p></noscript>
<div id="charts"></div>
</main>
<script type="application/json" id="history-data">${scriptSafeJson({ history: state.history, rollup: state.rollup })}</script>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}
function renderBranchReadme(state) {
    const anchors = state.history.anchors.map((a) => a.tag ?? a.sha.slice(0, 7)).join(', ');
    return `# perf-gate history

Written by \`perf-gate history\` on every run on main; do not edit by hand (a file perf-gate
cannot read stops the next run, and nothing is overwritten). Open \`index.html\` (GitHub Pages
serves this branch as is) for the charts.

- \`history.json\` (schema \`${types/* HISTORY_SCHEMA */.NF}\`): \`anchors\` (releases, oldest first; each after
  the first has \`link\`, its comparison with the one before) and the latest \`entries\` (one per
  run: \`commit\`, \`anchor\`, \`metrics\` — Δ% and its 95% interval against the anchor — and
  \`sinceFirst\`, the same placed against the first anchor).
- \`rollup.json\` (schema \`${types/* ROLLUP_SCHEMA */.zM}\`): one point per week for the entries older than
  those history.json keeps.

Anchors so far: ${anchors || 'none'}. Entries: ${state.history.entries.length}; rolled-up weeks:
${state.rollup.weeks.length}. The shape: https://github.com/perf-gate/perf-gate/blob/main/docs/history.md
`;
}

;// CONCATENATED MODULE: ./src/history/store.ts
/**
 * The history as values: chaining anchors, appending an entry, keeping the files bounded,
 * and reading the branch's files into one state. Pure: the shell reads and writes the files
 * (src/github/history-branch.ts, src/modes/local-branch.ts) and ./branch.ts re-applies the
 * same change when another run wrote first.
 */


/** z of a two-sided 95% interval: an interval's half-widths are read back as standard errors. */
const Z95 = 1.959963984540054;
const toLog = (scale, pct) => scale === 'ratio' ? Math.log1p(pct / 100) : pct;
const fromLog = (scale, value) => scale === 'ratio' ? Math.expm1(value) * 100 : value;
/**
 * Two changes one after the other (an anchor against the first, then an entry against that
 * anchor): estimates add on the comparison's own scale (log ratios, or points), and since
 * the two were measured in different jobs, their errors are independent and add in
 * quadrature — each side of the interval on its own, so a skewed interval stays skewed.
 */
function combine(scale, first, then) {
    if (!first)
        return { deltaPct: then.deltaPct, lowPct: then.lowPct, highPct: then.highPct };
    const [a, b] = [first, then].map((d) => ({
        mid: toLog(scale, d.deltaPct),
        low: toLog(scale, d.deltaPct) - toLog(scale, d.lowPct),
        high: toLog(scale, d.highPct) - toLog(scale, d.deltaPct),
    }));
    const mid = a.mid + b.mid;
    return {
        deltaPct: fromLog(scale, mid),
        lowPct: fromLog(scale, mid - Math.hypot(a.low, b.low)),
        highPct: fromLog(scale, mid + Math.hypot(a.high, b.high)),
    };
}
/** The standard error a 95% interval stands for (documented so readers can chain too). */
const standardErrorOf = (halfWidth) => halfWidth / Z95;
const FLIPPED = {
    regression: 'improvement',
    improvement: 'regression',
    'no-change': 'no-change',
    inconclusive: 'inconclusive',
};
/**
 * A comparison read the other way round: the job measured the old anchor against the new
 * one (the new one is the baseline of that run), the link states the new against the old.
 */
function inverted(metric) {
    const flip = (pct) => fromLog(metric.scale, -toLog(metric.scale, pct));
    return {
        ...metric,
        deltaPct: flip(metric.deltaPct),
        lowPct: flip(metric.highPct),
        highPct: flip(metric.lowPct),
        outcome: FLIPPED[metric.outcome],
    };
}
/** Every metric of `changes` placed after `before` (absent: the first anchor itself). */
function placed(before, changes) {
    const out = {};
    for (const [metric, change] of Object.entries(changes)) {
        // A metric the earlier anchors never measured (CPU per request in a history begun before
        // it was gated by default) has no point on the line to add to: it is left off the line,
        // so the page draws none for it, though the entry's own comparison keeps it.
        if (before && !(metric in before))
            continue;
        out[metric] = combine(change.scale, before?.[metric], change);
    }
    return out;
}
function currentAnchor(state) {
    return state.history.anchors.at(-1);
}
/**
 * Adds a release as the anchor of the entries to come. The first anchor needs no link; any
 * later one needs the comparison of it against the current anchor, so the line stays one.
 * An anchor that is there already (another run added it first) is left as it was.
 */
function addAnchor(state, anchor, link) {
    const { anchors } = state.history;
    if (anchors.some((a) => a.sha === anchor.sha))
        return state;
    const previous = anchors.at(-1);
    if (!previous) {
        return { ...state, history: { ...state.history, anchors: [{ ...anchor }] } };
    }
    if (!link || link.from !== previous.sha) {
        throw new Error(`anchor ${anchor.sha.slice(0, 7)} follows ${previous.sha.slice(0, 7)} and needs a comparison with it (the link), ${link ? `not with ${link.from.slice(0, 7)}` : 'and none was measured'}.`);
    }
    const next = {
        ...anchor,
        link,
        sinceFirst: placed(previous.sinceFirst, link.metrics),
    };
    return { ...state, history: { ...state.history, anchors: [...anchors, next] } };
}
/**
 * Appends one run, placed against the first anchor, and rolls the oldest entries beyond
 * `limit` into one point per week, so that history.json stays about `limit` entries long
 * (about 1.5 kB each) and rollup.json grows by one point per week at most.
 */
function appendEntry(state, entry, limit = types/* DEFAULT_HISTORY_LIMIT */.ZI) {
    const anchor = state.history.anchors.find((a) => a.sha === entry.anchor);
    if (!anchor) {
        throw new Error(`the entry for ${entry.commit.sha.slice(0, 7)} is measured against ${entry.anchor.slice(0, 7)}, which is no anchor of the history: add the anchor first.`);
    }
    const full = { ...entry, sinceFirst: placed(anchor.sinceFirst, entry.metrics) };
    return bounded({ ...state, history: { ...state.history, entries: [...state.history.entries, full] } }, limit);
}
function bounded(state, limit) {
    const { entries } = state.history;
    if (entries.length <= limit)
        return state;
    const out = entries.slice(0, entries.length - limit);
    const weeks = [...state.rollup.weeks];
    for (const old of out) {
        const week = isoWeek(old.recordedAt);
        const last = weeks.at(-1);
        const point = {
            week,
            entries: last?.week === week ? last.entries + 1 : 1,
            commit: old.commit,
            anchor: old.anchor,
            runUrl: old.runUrl,
            pullRequest: old.pullRequest,
            sinceFirst: old.sinceFirst,
        };
        if (last?.week === week)
            weeks[weeks.length - 1] = point;
        else
            weeks.push(point);
    }
    return {
        history: { ...state.history, entries: entries.slice(entries.length - limit) },
        rollup: { ...state.rollup, weeks: weeks.slice(-types/* ROLLUP_WEEKS_LIMIT */.HN) },
    };
}
/** ISO 8601 week of a timestamp, e.g. 2026-W49 (weeks start on Monday, in UTC). */
function isoWeek(iso) {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime()))
        return '0000-W00';
    const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
    // The Thursday of this week decides the year the week belongs to.
    day.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
    const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
    const week = Math.floor((day.getTime() - yearStart) / 86_400_000 / 7) + 1;
    return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
/**
 * The state held by the branch's files, given their text (absent: no such file) and the
 * paths the branch holds. A branch without history.json is perf-gate's only when it holds
 * nothing else perf-gate would overwrite; otherwise it is someone else's and is refused.
 */
function stateFromFiles(files, paths, repository) {
    const history = files[types/* HISTORY_FILE */.CX];
    if (history === undefined) {
        const mine = [types/* ROLLUP_FILE */.On, types/* PAGE_FILE */.xu, types/* README_FILE */.aF, types/* NOJEKYLL_FILE */.UU];
        const other = paths.filter((p) => !mine.includes(p));
        if (paths.includes(types/* ROLLUP_FILE */.On)) {
            throw new history_error/* HistoryError */.t(types/* HISTORY_FILE */.CX, 'is missing, but the branch holds rollup.json: the history is incomplete.', 'Restore history.json from the branch’s git history, or give the history a new branch (the step’s `history-branch`, the CLI’s `--branch`).');
        }
        if (other.length > 0 || paths.includes(types/* PAGE_FILE */.xu)) {
            throw new history_error/* HistoryError */.t(types/* HISTORY_FILE */.CX, `is missing, and the branch holds ${[...other, ...paths.filter((p) => p === types/* PAGE_FILE */.xu)].slice(0, 3).join(', ')}: it is not a perf-gate history, and perf-gate writes only to a branch of its own.`, 'Give the history a branch of its own (the step’s `history-branch`, the CLI’s `--branch`; the default is perf-gate-history).');
        }
        return (0,types/* emptyHistory */.s4)(repository);
    }
    const page = files[types/* PAGE_FILE */.xu];
    if (page !== undefined)
        checkPageIsOurs(page);
    const state = (0,types/* emptyHistory */.s4)(repository);
    const rollup = files[types/* ROLLUP_FILE */.On];
    return {
        history: parseHistoryFile(history),
        rollup: rollup === undefined ? state.rollup : parseRollupFile(rollup),
    };
}

;// CONCATENATED MODULE: ./src/history/branch.ts
/**
 * Writing a change to the history branch so that two runs finishing together lose nothing:
 * read the branch, apply the change to what it holds, and move the branch only if it still
 * points where it was read (a fast-forward); when another run moved it first, read again and
 * apply the same change to the new state. The branch itself is behind `BranchStore`: the
 * GitHub Git Data API (src/github/history-branch.ts) or a local repository
 * (src/modes/local-branch.ts).
 */



const READ = [types/* HISTORY_FILE */.CX, types/* ROLLUP_FILE */.On, types/* PAGE_FILE */.xu];
/** The branch's files for a state: the two JSON files, the page and a README. */
function filesOf(state, generatedAt) {
    return {
        [types/* HISTORY_FILE */.CX]: `${JSON.stringify(state.history, null, 1)}\n`,
        [types/* ROLLUP_FILE */.On]: `${JSON.stringify(state.rollup, null, 1)}\n`,
        [types/* PAGE_FILE */.xu]: renderPage(state, generatedAt),
        [types/* README_FILE */.aF]: renderBranchReadme(state),
        [types/* NOJEKYLL_FILE */.UU]: '',
    };
}
/** The branch's current state, checked: a corrupt or foreign file throws a HistoryError. */
async function readHistory(store, repository) {
    const snapshot = await store.read(READ);
    return { snapshot, state: stateFromFiles(snapshot.files, snapshot.paths, repository) };
}
/** Applies `change` to the branch's history, re-applied to a fresh read after each conflict. */
async function updateHistory(store, change, options) {
    const attempts = options.attempts ?? 20;
    for (let attempt = 0; attempt < attempts; attempt++) {
        if (attempt > 0)
            await options.pause?.(attempt);
        const { snapshot, state } = await readHistory(store, options.repository);
        const next = change(state);
        const outcome = await store.write(snapshot.head, filesOf(next, options.now()), options.message);
        if (outcome.written)
            return { state: next, commit: outcome.commit, conflicts: attempt };
    }
    throw new Error(`${store.name} kept moving while perf-gate wrote to it (${attempts} attempts, each time another run had written first). Re-run the job; if it keeps happening, let fewer history jobs run at once (a \`concurrency:\` group).`);
}

// EXTERNAL MODULE: ./src/model/format.ts
var format = __webpack_require__(60826);
;// CONCATENATED MODULE: ./src/history/entry.ts
/**
 * What a history run adds, read off its result: HEAD against the anchor (an entry) and, when
 * the anchor moved, the old anchor against the new one (the link). Pure.
 */



/** The names the history run gives its arms. */
const ARM = { anchor: 'anchor', head: 'HEAD', previousAnchor: 'previous anchor' };
/** Each gated metric of `variant` against the run's baseline. */
function gatedDeltas(result, variant) {
    const out = {};
    for (const c of result.comparisons) {
        if (c.variant !== variant || !c.gated)
            continue;
        out[c.metric] = {
            deltaPct: c.estimatePct,
            lowPct: c.ciLowPct,
            highPct: c.ciHighPct,
            scale: c.scale,
            better: (0,model_metrics/* metricDefinition */.u8)(c.metric).better,
            tolerancePct: c.tolerance * 100,
            outcome: c.outcome,
        };
    }
    return out;
}
/**
 * Whether HEAD was shown worse than the anchor beyond the tolerance on a gated metric: the
 * history crossing it, the cue for a bisect between the two. Failed trials are not (a HEAD
 * that does not start is no slowdown for a bisect to find); the old anchor's arm is not.
 */
function headRegressed(result) {
    if (result.incomplete)
        return false;
    return Object.values(gatedDeltas(result, ARM.head)).some((d) => d.outcome === 'regression');
}
function entryOf(result, facts) {
    return {
        commit: facts.commit,
        anchor: facts.anchor,
        recordedAt: facts.recordedAt,
        runner: result.runner,
        configDigest: result.experiment?.digest ?? '',
        ...(facts.runUrl && { runUrl: facts.runUrl }),
        ...(facts.reportUrl && { reportUrl: facts.reportUrl }),
        ...(facts.pullRequest && { pullRequest: facts.pullRequest }),
        metrics: gatedDeltas(result, ARM.head),
    };
}
/** The new anchor against the old one, from a run whose baseline was the new anchor. */
const LINK_OUTCOME = {
    regression: 'worse beyond the tolerance',
    improvement: 'better beyond the tolerance',
    'no-change': 'within the tolerance',
    inconclusive: 'undecided',
};
/**
 * The link in words, the new release against the old: the run measured it the other way
 * round (the old release as an arm beside HEAD), and its table reads so — an old release
 * "faster" where the new one is slower.
 */
function describeLink(link, release, previous) {
    const metrics = Object.entries(link.metrics).map(([metric, d]) => `${(0,model_metrics/* metricNameInSentence */.mW)(metric)} ${(0,format/* signedChange */.bj)(d, d.deltaPct)} (95% CI ${(0,format/* signedChange */.bj)(d, d.lowPct)} … ${(0,format/* signedChange */.bj)(d, d.highPct)}), ${LINK_OUTCOME[d.outcome]}`);
    return `The release ${release} against the one before, ${previous} (the link between them: recorded, not judged): ${metrics.join('; ') || 'no gated metric'}.`;
}
function linkOf(result, from, recordedAt, runUrl) {
    const metrics = {};
    for (const [metric, delta] of Object.entries(gatedDeltas(result, ARM.previousAnchor)))
        metrics[metric] = inverted(delta);
    return { from, metrics, recordedAt, ...(runUrl && { runUrl }) };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/experiment/index.ts + 23 modules
var experiment = __webpack_require__(9365);
;// CONCATENATED MODULE: ./src/github/pull-request.ts
class UntrustedReportError extends Error {
}
function info(pr, headSha) {
    return {
        number: pr.number,
        headSha,
        baseSha: pr.base?.sha ?? '',
        baseRef: pr.base?.ref ?? 'base',
    };
}
/**
 * The pull request this report job may post on. A `workflow_run` event names the commit
 * its workflow ran on (`head_sha`) and, for a branch of this repository, the pull requests;
 * for a fork it lists none (a GitHub limitation), so the open pull request whose head is
 * that fork branch at that commit is looked up. A `pull_request` event names it directly.
 */
async function trustedPullRequest(context, pulls) {
    const direct = context.payload.pull_request;
    if (direct) {
        const headSha = direct.head?.sha;
        if (!headSha)
            throw new UntrustedReportError('the pull_request event names no head commit');
        return info(direct, headSha);
    }
    const run = context.payload.workflow_run;
    if (!run) {
        throw new UntrustedReportError(`mode 'report' runs on a 'workflow_run' (or 'pull_request') event, but this job was started by '${context.eventName}'`);
    }
    const headSha = run.head_sha;
    if (!headSha) {
        throw new UntrustedReportError('the workflow_run event names no head commit (head_sha), so the report cannot be tied to a pull request');
    }
    const listed = (run.pull_requests ?? []).filter((pr) => pr.head?.sha === headSha);
    if (listed.length === 1)
        return info(listed[0], headSha);
    if (listed.length > 1) {
        throw new UntrustedReportError(`commit ${headSha} is the head of ${listed.length} pull requests (${listed.map((p) => `#${p.number}`).join(', ')}); perf-gate posts on exactly one`);
    }
    const owner = run.head_repository?.owner?.login;
    if (!owner || !run.head_branch) {
        throw new UntrustedReportError(`the workflow_run event lists no pull request for commit ${headSha} and names no head branch to look one up`);
    }
    const { data } = await (await pulls()).list({
        ...context.repo,
        head: `${owner}:${run.head_branch}`,
        state: 'open',
        per_page: 100,
    });
    const found = data.filter((pr) => pr.head.sha === headSha);
    if (found.length !== 1) {
        throw new UntrustedReportError(found.length === 0
            ? `no open pull request has commit ${headSha} of ${owner}:${run.head_branch} as its head (it may have been pushed to since)`
            : `commit ${headSha} is the head of ${found.length} open pull requests; perf-gate posts on exactly one`);
    }
    return info(found[0], headSha);
}
/**
 * The file's own claim, if any, must agree with the event: a result for another pull
 * request or commit is refused rather than re-labelled.
 */
function checkClaim(claimed, trusted) {
    if (!claimed)
        return;
    if (claimed.number !== trusted.number) {
        throw new UntrustedReportError(`the result names pull request #${claimed.number}, but this job's event is for #${trusted.number}`);
    }
    if (claimed.headSha !== trusted.headSha) {
        throw new UntrustedReportError(`the result is for commit ${claimed.headSha}, but this job's event is for ${trusted.headSha}`);
    }
}

// EXTERNAL MODULE: ./src/modes/result-file.ts
var result_file = __webpack_require__(96058);
// EXTERNAL MODULE: ./src/target/placement.ts
var placement = __webpack_require__(15658);
// EXTERNAL MODULE: ./src/experiment/analyse.ts
var analyse = __webpack_require__(5290);
// EXTERNAL MODULE: ./src/stats/distributions.ts
var distributions = __webpack_require__(99808);
;// CONCATENATED MODULE: ./src/stats/heterogeneity.ts
/**
 * Do shards agree? Rounds from different runners are pooled on the assumption that a
 * change costs the same everywhere; a change that is 10% slower on one CPU model and free
 * on another breaks it, and is worth seeing. One-way analysis of variance of the per-round
 * paired differences grouped by shard: the F statistic compares the spread between shard
 * means with the spread within shards. Pure.
 */

function oneWayAnova(groups) {
    const used = groups.filter((g) => g.length > 0);
    const n = used.reduce((a, g) => a + g.length, 0);
    const k = used.length;
    const dfBetween = k - 1;
    const dfWithin = n - k;
    if (dfBetween < 1 || dfWithin < 1)
        return { f: NaN, dfBetween, dfWithin, pValue: NaN };
    const grand = used.flat().reduce((a, b) => a + b, 0) / n;
    let between = 0;
    let within = 0;
    for (const g of used) {
        const m = g.reduce((a, b) => a + b, 0) / g.length;
        between += g.length * (m - grand) ** 2;
        for (const x of g)
            within += (x - m) ** 2;
    }
    if (within === 0) {
        return { f: between === 0 ? 0 : Infinity, dfBetween, dfWithin, pValue: between === 0 ? 1 : 0 };
    }
    const f = between / dfBetween / (within / dfWithin);
    return { f, dfBetween, dfWithin, pValue: fUpperTail(f, dfBetween, dfWithin) };
}
/** P(F ≥ f) for Fisher's F with (d1, d2) degrees of freedom. */
function fUpperTail(f, d1, d2) {
    if (!(f > 0))
        return 1;
    if (!Number.isFinite(f))
        return 0;
    return (0,distributions/* incompleteBeta */.J7)(d2 / (d2 + d1 * f), d2 / 2, d1 / 2);
}

// EXTERNAL MODULE: ./src/stats/paired.ts
var paired = __webpack_require__(5570);
;// CONCATENATED MODULE: ./src/merge/agreement.ts
/**
 * Do the shards agree? For each gated comparison: each shard's own estimate, and a one-way
 * analysis of variance of the per-round paired differences grouped by shard, Holm-adjusted
 * over the gated family so that more shards or metrics do not raise false alarms. A
 * disagreement is information for the reader (a change that costs 10% on one CPU model and
 * nothing on another), not a gate failure. Pure.
 */




function shardAgreement(trials, baseline, comparisons, alpha) {
    const measured = (0,trial/* measuredTrials */.ik)(trials);
    const shards = [...new Set(measured.map((t) => t.shard ?? 0))].sort((a, b) => a - b);
    const drafts = comparisons
        .filter((c) => c.gated)
        .map((c) => {
        const groups = shards.map((shard) => {
            const own = measured.filter((t) => (t.shard ?? 0) === shard);
            const value = (variant) => new Map(own
                .filter((t) => t.variant === variant)
                .map((t) => [t.round, (0,model_metrics/* metricValue */.a3)(t.measurement, c.metric)]));
            const base = value(baseline);
            const variant = value(c.variant);
            const rounds = [...base.keys()].filter((r) => variant.has(r)).sort((a, b) => a - b);
            return (0,paired/* pairedDifferences */.yG)(rounds.map((r) => base.get(r)), rounds.map((r) => variant.get(r)), c.scale);
        });
        const back = (x) => (c.scale === 'ratio' ? Math.expm1(x) : x);
        return {
            variant: c.variant,
            metric: c.metric,
            perShard: shards.map((index, i) => ({
                index,
                n: groups[i].length,
                estimatePct: groups[i].length > 0
                    ? back(groups[i].reduce((a, b) => a + b, 0) / groups[i].length) * 100
                    : NaN,
            })),
            pValue: oneWayAnova(groups).pValue,
        };
    });
    const adjusted = (0,paired/* holmAdjust */.IZ)(drafts.map((d) => d.pValue));
    return drafts.map((d, i) => ({
        ...d,
        pValue: adjusted[i],
        disagree: adjusted[i] < alpha,
    }));
}

// EXTERNAL MODULE: ./src/merge/pool.ts
var pool = __webpack_require__(89292);
// EXTERNAL MODULE: ./src/report/placement.ts
var report_placement = __webpack_require__(88625);
// EXTERNAL MODULE: ./src/report/shards.ts
var shards = __webpack_require__(1897);
;// CONCATENATED MODULE: ./src/merge/merged-result.ts







function mergeShardResults(inputs) {
    const pooled = (0,pool/* poolShards */.A)(inputs);
    const { first } = pooled;
    const c = first.conditions;
    const gate = {
        thresholds: c.thresholds,
        alpha: c.alpha,
        inconclusive: c.inconclusive,
        test: c.test,
        ...(c.judged && { judged: c.judged }),
    };
    const names = [first.baseline, ...first.variants];
    // Every shard shares the run's seed; the pooled permutation stream derives from the first.
    const analysis = (0,analyse/* analyse */.K)(pooled.trials, names, gate, first.seed);
    const agreement = shardAgreement(pooled.trials, first.baseline, analysis.comparisons, c.alpha);
    const rounds = pooled.shards.reduce((a, s) => a + s.rounds, 0);
    const warnings = [...analysis.verdict.warnings];
    if (pooled.missing.length > 0) {
        warnings.push(`${pooled.missing.length} of ${pooled.total} shards sent no result (shard ${pooled.missing.join(', ')}): the verdict rests on ${rounds} rounds from ${pooled.shards.length} runners — see the failed matrix jobs`);
    }
    for (const a of agreement.filter((x) => x.disagree)) {
        const seen = a.perShard
            .map((s) => `shard ${s.index}: ${(0,format/* pct */.Oe)(s.estimatePct / 100, { signed: true })}`)
            .join(', ');
        warnings.push(`${a.variant}: the shards disagree on ${model_metrics/* METRICS */.Cb[a.metric].label.toLowerCase()} (${seen}; p = ${a.pValue.toPrecision(2)}): the change may depend on the runner`);
    }
    const placement = placementOfShards(inputs);
    const conditions = { ...c, ...designOfShards(inputs), ...(placement && { placement }), rounds };
    warnings.push(...placementWarnings(conditions.placement));
    return {
        ...first,
        shard: undefined,
        // Each shard's logs stayed on its own runner: the merge has none to point at.
        logDir: undefined,
        durationMs: Math.max(...inputs.map((i) => i.result.durationMs)),
        conditions,
        trials: pooled.trials,
        ...analysis,
        verdict: { ...analysis.verdict, warnings },
        shards: {
            total: pooled.total,
            ran: pooled.shards.map(({ index, runner, seed, runSeed, rounds }) => {
                // Its budget ended it before its share: rounds and share counted one way ("3 of 4").
                const ended = (0,shards/* budgetEndedShard */.iQ)(inputs.find((i) => i.result.shard.index === index).result);
                return {
                    index,
                    runner,
                    seed,
                    runSeed,
                    rounds: ended?.measured ?? rounds,
                    ...(ended && { share: ended.share }),
                };
            }),
            missing: pooled.missing,
            agreement,
        },
    };
}
/**
 * A shard whose services could not be paused measured whole trials while the others took
 * turns in slices (the config is the same: the fallback happens on the runner). Both designs
 * estimate the same change, so their rounds pool; the run conditions say which shards did what.
 */
function designOfShards(inputs) {
    const sliced = inputs.find((i) => i.result.conditions.sliceMs !== undefined);
    const whole = inputs.filter((i) => i.result.conditions.sliceMs === undefined);
    if (!sliced || whole.length === 0)
        return {};
    const shards = whole.map((i) => i.result.shard.index).sort((a, b) => a - b);
    const reason = whole[0].result.conditions.wholeTrialsBecause;
    return {
        sliceMs: sliced.result.conditions.sliceMs,
        wholeTrialsBecause: `shard ${shards.join(', ')} measured whole trials${reason ? `: ${reason}` : ''}`,
    };
}
/**
 * Shards run on runners of their own, which may place the work differently (more CPUs, no
 * taskset), and a shard of an older perf-gate records none: when they differ, the placement of
 * the first shard that records one, with its shards, and each other with its own (none for
 * shards that record none), so that the run conditions do not speak for shards they do not
 * describe. Undefined when every shard was placed alike (or none says).
 */
function placementOfShards(inputs) {
    const groups = new Map();
    for (const { result } of inputs) {
        const placement = result.conditions.placement;
        const key = placement ? JSON.stringify(placement, Object.keys(placement).sort()) : '';
        const group = groups.get(key) ?? { placement, shards: [] };
        group.shards.push(result.shard.index);
        groups.set(key, group);
    }
    const sorted = [...groups.values()]
        .map((g) => ({ ...g, shards: g.shards.sort((a, b) => a - b) }))
        .sort((a, b) => a.shards[0] - b.shards[0]);
    const first = sorted.find((g) => g.placement);
    if (sorted.length < 2 || !first)
        return undefined;
    return {
        ...first.placement,
        shards: first.shards,
        otherShards: sorted.filter((g) => g !== first),
    };
}
/** The placement warning of each group of shards placed alike, naming the shards when they differ. */
function placementWarnings(placement) {
    if (!placement?.otherShards)
        return [(0,report_placement/* placementWarning */.Y)(placement)].filter((w) => w !== undefined);
    const groups = [{ shards: placement.shards ?? [], placement }, ...placement.otherShards];
    return groups.flatMap(({ shards, placement: p }) => {
        const warning = (0,report_placement/* placementWarning */.Y)(p);
        return warning ? [`shard ${shards.join(', ')}: ${warning}`] : [];
    });
}

// EXTERNAL MODULE: ./src/stats/resolution.ts
var resolution = __webpack_require__(2273);
// EXTERNAL MODULE: ./src/target/secrets.ts
var secrets = __webpack_require__(2024);
// EXTERNAL MODULE: ./src/target/index.ts + 3 modules
var target = __webpack_require__(67656);
// EXTERNAL MODULE: ./src/load/capacity.ts
var capacity = __webpack_require__(48434);
// EXTERNAL MODULE: ./src/modes/config-path.ts
var config_path = __webpack_require__(80618);
// EXTERNAL MODULE: ./src/modes/usage.ts
var usage = __webpack_require__(87739);
;// CONCATENATED MODULE: ./src/modes/config-file.ts
/**
 * The config to run: found (config-path.ts), read from disk and parsed. The one part of
 * config that touches the world.
 */






/** The config to run and the file it came from (none in the action's simple mode). */
function loadConfig(source) {
    const file = (0,config_path/* findConfigFile */.i)(source.path, source.cwd, source.label);
    if (!file) {
        if (source.fallback)
            return { config: source.fallback() };
        throw new usage/* UsageError */.eb(`no ${config_defaults/* DEFAULT_CONFIG_FILE */.Cu} in ${source.cwd}. Pass ${source.label} FILE, or create ${config_defaults/* DEFAULT_CONFIG_FILE */.Cu} (every key: docs/configuration.md).`);
    }
    const overrides = source.fileOverrides?.(file) ?? {};
    try {
        return { config: readConfigFile(file, overrides), file };
    }
    catch (error) {
        if (error instanceof config_error/* ConfigError */.x)
            throw error;
        // Whatever else reading or parsing threw (a folder given as the file, a parser that
        // gave up on the input) is still a problem with the file the user named.
        throw new usage/* UsageError */.eb(`${source.label}: could not read ${file}: ${(0,usage/* firstLine */.TM)(error)}`);
    }
}
/**
 * Services, setup commands and builds run from the config file's folder unless a service
 * names a cwd, so an example folder works whatever directory perf-gate was started from.
 */
function readConfigFile(file, overrides = {}) {
    // Refused before it is read: a huge file must cost neither memory nor parse time.
    const tooLarge = fileTooLarge((0,external_node_fs_.statSync)(file).size);
    if (tooLarge)
        throw new config_error/* ConfigError */.x(file, [tooLarge]);
    const config = parseConfigText((0,external_node_fs_.readFileSync)(file, 'utf8'), file, overrides);
    const folder = (0,external_node_path_.resolve)(file, '..');
    config.folder = folder;
    for (const variant of config.variants) {
        for (const service of variant.services)
            service.cwd = (0,external_node_path_.resolve)(folder, service.cwd ?? '.');
        for (const step of variant.setup)
            if (step.kind === 'run')
                step.cwd = folder;
    }
    return config;
}

// EXTERNAL MODULE: ./src/modes/output.ts + 3 modules
var modes_output = __webpack_require__(34047);
// EXTERNAL MODULE: ./src/modes/shard-files.ts
var shard_files = __webpack_require__(69366);
;// CONCATENATED MODULE: ./src/modes/index.ts
/**
 * perf-gate's modes, each one function from plain values to a RunResult, and the one place
 * that chooses between them. Both entry points gather what they were given into a
 * ModeRequest, call runMode, and publish what it returns their own way (src/action/publish.ts
 * to the runner, src/cli/terminal.ts to the terminal); neither knows how a result is made.
 *
 * - measure: runs the experiment of a config (the action's `run` and `measure`, `perf-gate run`);
 * - merge: pools the results of shards and judges them as one run;
 * - report: reads the result a measure job left, trusting only what the event says (the
 *   action's `mode: report`);
 * - validate: checks a config. It measures nothing, so it returns the config, not a result.
 */
















/**
 * Runs one mode and writes its report.md and report.json before anything can fail the step.
 * The output folder is made first, so that an unwritable path fails before any load runs.
 */
async function runMode(request, output) {
    const { mode } = request;
    const dir = output.dir ??
        (0,config_path/* defaultOutputDir */.A)(mode === 'measure' ? request.config.folder : undefined, output.cwd);
    const paths = (0,modes_output/* shardPaths */.$J)((0,modes_output/* prepareOutput */.DH)(dir, output.cwd, output.label, { logs: mode === 'measure' }), mode === 'measure' ? request.shard : undefined);
    let result;
    if (mode === 'merge')
        result = await merge(request);
    else if (mode === 'report')
        result = await report(request);
    else
        result = await measure(request, paths);
    return { ...(0,modes_output/* writeResult */.Zk)(result, paths), paths };
}
/**
 * Runs the experiment. Whatever happens, every process perf-gate started is stopped before
 * this returns or throws; a cancelled job (SIGINT or SIGTERM) stops them too, and the rounds
 * it had finished are written to the report files first, marked as stopped part-way.
 */
async function measure(request, paths) {
    const { config, log } = request;
    const { logDir, dir } = paths;
    // A config this machine cannot run is refused before anything of an earlier run is removed.
    (0,placement/* checkPlacement */.MI)(config.placement);
    // A shard's logs are a folder of their own, and shards do not profile.
    const profiles = !request.shard && config.profile.when !== 'off';
    (0,modes_output/* clearEarlierRun */.tL)(paths, profiles ? (0,external_node_path_.join)(dir, experiment/* PROFILES_FOLDER */.wT) : undefined);
    (0,target/* stopGroupsOnExit */.i)(log);
    const soFar = {};
    const forgetSignalWrite = (0,target/* writeBeforeSignalExit */.L8)((signal) => {
        const result = soFar.result?.(signal);
        if (!result) {
            log(`perf-gate: no round had finished before ${signal}; no report was written.`);
            return;
        }
        (0,modes_output/* writeResult */.Zk)(result, paths);
        const rounds = new Set(result.trials.filter((t) => !t.warmup).map((t) => t.round)).size;
        log(`perf-gate: the ${(0,format/* counted */.hS)(rounds, 'round')} measured before ${signal} ${rounds === 1 ? 'is' : 'are'} in ${paths.json} and ${paths.markdown}.`);
    });
    // Masked wherever they show up, from the first line a service logs (see target/secrets.ts).
    (0,secrets/* addSecrets */.Nc)([...(0,secrets/* secretsIn */.VY)(request.baseEnv), ...(0,secrets/* secretsOfConfig */.Lh)(config)]);
    try {
        // Before any service starts, so the check has the machine the trials will share with
        // nothing of ours; its warnings join the verdict's, in the report and report.json.
        const engineWarnings = await (0,capacity.engineRateWarnings)(config.variants, capacity/* RUN_CHECK_ABOVE_RATE */.EY);
        const result = await (0,experiment/* runPerfGate */.ir)(config, {
            reportId: request.reportId || config.report.id || request.defaultReportId,
            seed: request.seed,
            fallbackSeed: request.fallbackSeed,
            shard: request.shard,
            baseEnv: request.baseEnv,
            cwd: request.cwd,
            baseSha: request.baseSha,
            pullRequest: request.pullRequest,
            logDir,
            onTrial: request.onTrial,
            onRound: request.onRound,
            onProfile: request.onProfile,
            // The output folder, where profiles/ goes (a shard's logs are a folder further down).
            outputDir: dir,
            soFar,
        });
        if (engineWarnings.length === 0)
            return result;
        return {
            ...result,
            verdict: { ...result.verdict, warnings: [...result.verdict.warnings, ...engineWarnings] },
        };
    }
    finally {
        await (0,target/* stopAllGroups */.yk)();
        // After a signal the writer stays until perf-gate exits: the run unwinds as its services
        // stop, and the exit may come before the caller writes what this returns.
        if (!(0,target/* stopRequested */.TQ)())
            forgetSignalWrite();
    }
}
/** Pools the shards' results found under `request.results` and judges them as one run. */
async function merge(request) {
    if (request.results.length === 0) {
        throw new usage/* UsageError */.eb("name the shard results to merge: a folder or the JSON files that 'perf-gate run --shard I/N' wrote.");
    }
    const shards = (0,shard_files/* readShardResults */.j)(request.results, request.cwd, request.source);
    const merged = mergeShardResults(shards);
    const pullRequest = await request.pullRequest();
    // Each shard ran the pull request's code and wrote its own file: one that names another
    // pull request or commit than the event's is refused, as report mode refuses its file.
    if (pullRequest) {
        for (const shard of shards) {
            await refusingToPost(`${request.source.label}: ${shard.source}`, () => checkClaim(shard.result.pullRequest, pullRequest));
        }
    }
    return { ...merged, pullRequest, ...(request.reportId && { reportId: request.reportId }) };
}
/**
 * The result a measure job left, read as a merge reads a shard's (modes/result-file.ts), with
 * the pull request the event names: that job ran the pull request's code, so its file's claim
 * is checked and replaced. A file that cannot be trusted is a usage error: nothing is posted.
 */
async function report(request) {
    const { result: path, field } = request;
    const read = (0,result_file/* readResultFile */.k)(path);
    if ('problem' in read) {
        const remedy = read.kind === 'unreadable'
            ? ' Download the artifact that the measure job uploaded before this step.'
            : read.claimsResult
                ? ''
                : ' It should be the report.json that the measure job wrote.';
        throw new usage/* UsageError */.eb(`Input '${field}': ${path} ${read.problem}${remedy} Nothing was posted.`);
    }
    const { result } = read;
    const trusted = await refusingToPost(`Input '${field}'`, async () => {
        const pullRequest = await trustedPullRequest(request.context, request.pulls);
        checkClaim(result.pullRequest, pullRequest);
        return pullRequest;
    });
    return {
        ...result,
        pullRequest: trusted,
        ...(request.reportId && { reportId: request.reportId }),
    };
}
/** A file's claim that does not hold (or cannot be checked) stops the post, naming the file. */
async function refusingToPost(label, check) {
    try {
        return await check();
    }
    catch (error) {
        throw new usage/* UsageError */.eb(`${label}: ${error.message}; refusing to post it.`);
    }
}
/** The config to run, checked, and what its budget of rounds can be expected to resolve. */
function validate(source) {
    const { config, file } = loadConfig(source);
    return { config, file, warnings: (0,resolution/* budgetWarnings */.H1)(config) };
}

;// CONCATENATED MODULE: ./src/modes/history.ts
/**
 * The history mode: on main, measure HEAD against an anchor (the latest release tag, or the
 * commit the caller names) in one job — and, when the anchor moved since the last entry, the
 * old anchor against the new one, in the same rounds — then append the comparison to the
 * history branch and regenerate its page. The arms are all the config's baseline (its build,
 * services, load and setup), each from its own commit (`ref:` worktrees, src/experiment/refs.ts).
 *
 * The branch is read and checked before anything is measured, so a corrupt or foreign file
 * stops the run in seconds, not after the rounds; it is read again when the run writes.
 */












/**
 * HEAD is measured from the working tree, and its entry is recorded under HEAD's commit for
 * good: a tracked file changed and not committed would be recorded as that commit's speed.
 */
function refuseUncommitted(cwd) {
    const changed = ((0,git_run/* gitOutput */.oM)(cwd, ['-c', 'core.quotePath=false', 'diff', '--name-only', 'HEAD']) ?? '')
        .split('\n')
        .filter(Boolean);
    if (changed.length === 0)
        return;
    const named = changed.slice(0, 3).join(', ') + (changed.length > 3 ? ', …' : '');
    throw new usage/* UsageError */.eb(`this checkout has uncommitted changes to ${changed.length === 1 ? 'a tracked file' : `${changed.length} tracked files`} (${named}), and HEAD's entry would record them as its commit's, for good. Commit or stash them (git stash), then run it again.`);
}
/**
 * A history follows one branch: each entry's commit on the line of the one before. HEAD on
 * another line (a feature branch, run by hand) would put that line's speed between main's
 * points, and is refused. HEAD behind the last entry on its line (a job re-run for an older
 * push) is measured. A last commit the checkout does not have (a fresh clone after main was
 * rewritten), or that no branch or tag holds any more (rewritten here: only the reflog keeps
 * it), cannot be a line to follow, and is let through.
 */
function refuseOtherLine(cwd, head, last, branch) {
    if (!last || !(0,git_run/* git */.$Y)(cwd, ['cat-file', '-e', `${last.sha}^{commit}`]).ok)
        return;
    const isAncestor = (older, newer) => (0,git_run/* git */.$Y)(cwd, ['merge-base', '--is-ancestor', older, newer]).ok;
    if (isAncestor(last.sha, head) || isAncestor(head, last.sha))
        return;
    const holders = (0,git_run/* gitOutput */.oM)(cwd, ['for-each-ref', '--contains', last.sha, '--format=%(refname)']);
    if (!holders)
        return;
    throw new usage/* UsageError */.eb(`HEAD ${history_short(head)} is not on the line of ${history_short(last.sha)}${last.subject ? ` (“${last.subject}”)` : ''}, the last commit recorded in ${branch}: neither descends from the other. A history follows one branch; run perf-gate history on the branch it follows (main, as the workflow in docs/history.md does), or, to keep a history of this line, give it a branch of its own (the step’s \`history-branch\`, the CLI’s \`--branch\`).`);
}
function commitOf(cwd, sha) {
    const [date, ...subject] = ((0,git_run/* gitOutput */.oM)(cwd, ['log', '-1', '--format=%cI%n%s', sha]) ?? '').split('\n');
    return { sha, ...(date && { date }), ...(subject.join(' ') && { subject: subject.join(' ') }) };
}
/** The anchor's commit (and its tag): the one named, else the latest release tag at or before HEAD. */
function resolveAnchor(cwd, named, releaseTags, label) {
    if (named) {
        for (const candidate of [named, `origin/${named}`]) {
            const sha = (0,git_run/* gitOutput */.oM)(cwd, ['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`]);
            if (sha) {
                const isTag = (0,git_run/* gitOutput */.oM)(cwd, ['rev-parse', '--verify', '--quiet', `refs/tags/${named}`]);
                return { sha, ...(isTag && { tag: named }) };
            }
        }
        throw new usage/* UsageError */.eb(`${label}: "${named}" is no commit of this checkout. Name a tag, branch or SHA that exists; a shallow checkout needs \`fetch-depth: 0\` on actions/checkout.`);
    }
    const tag = (0,git_run/* gitOutput */.oM)(cwd, ['describe', '--tags', '--abbrev=0', '--match', releaseTags, 'HEAD']);
    const sha = tag && (0,git_run/* gitOutput */.oM)(cwd, ['rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`]);
    if (!tag || !sha) {
        throw new usage/* UsageError */.eb(`${label} is empty and no release tag matching "${releaseTags}" precedes HEAD${(0,git_run/* gitOutput */.oM)(cwd, ['rev-parse', '--is-shallow-repository']) === 'true' ? ' in this shallow checkout (set `fetch-depth: 0` on actions/checkout, so the tags come too)' : ''}. Tag a release, or name the anchor (a tag, branch or SHA).`);
    }
    return { sha, tag };
}
/** The experiment: the config's baseline from the anchor, from HEAD and from the old anchor. */
function armsOf(config, anchor, previous) {
    const template = config.variants[0];
    const arm = (name, ref) => ({ ...template, name, ref });
    const variants = [arm(ARM.anchor, anchor), arm(ARM.head)];
    if (previous)
        variants.push(arm(ARM.previousAnchor, previous));
    // HEAD decides the step; the previous anchor is measured for the link only (GateSpec.judged).
    const gate = { ...config.gate, judged: [ARM.head] };
    return (0,config_slicing/* withVariantsFromCommits */.fy)({ ...config, gate }, variants);
}
const history_short = (sha) => sha.slice(0, 7);
/**
 * Where the page's links point: the repository and its server as this run knows them (the
 * pull request it links comes from the same place), else as the file has them.
 */
function withOrigin(request, state) {
    const origin = {
        ...(request.repository && { repository: request.repository }),
        ...(request.serverUrl && { serverUrl: request.serverUrl }),
    };
    return { ...state, history: { ...state.history, ...origin } };
}
async function history_history(request, paths) {
    const { cwd, onHistory } = request;
    const head = (0,git_run/* gitOutput */.oM)(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']);
    if (!head)
        throw new usage/* UsageError */.eb(`perf-gate history runs in a git checkout of the repository; ${cwd} is none.`);
    refuseUncommitted(cwd);
    const anchor = resolveAnchor(cwd, request.anchor, request.releaseTags, request.anchorLabel);
    const { state } = await readHistory(request.store, request.repository);
    refuseOtherLine(cwd, head, state.history.entries.at(-1)?.commit, request.store.name);
    const anchors = state.history.anchors;
    const previous = anchors.some((a) => a.sha === anchor.sha) ? undefined : anchors.at(-1);
    onHistory(`perf-gate history: ${request.store.name} ${state.history.entries.length === 0 && anchors.length === 0 ? 'is new' : `holds ${(0,format/* counted */.hS)(state.history.entries.length, 'entry', 'entries')} and ${(0,format/* counted */.hS)(anchors.length, 'anchor')}`}; measuring HEAD ${history_short(head)} against ${anchor.tag ?? history_short(anchor.sha)}${previous ? `, and ${anchor.tag ?? history_short(anchor.sha)} against the previous anchor ${previous.tag ?? history_short(previous.sha)}` : ''}.`);
    // HEAD is measured even when it is the anchor: an A/A point, the run's own noise there.
    const config = armsOf(request.config, anchor.sha, previous?.sha);
    const recordedAt = () => request.now().toISOString();
    const measured = await measure({ ...request, mode: 'measure', config }, paths);
    // On disk before the branch is written, so that a failed write still leaves the report.
    const { result, markdown } = (0,modes_output/* writeResult */.Zk)(measured, paths);
    const range = { good: anchor.sha, bad: head };
    const regressed = headRegressed(result);
    // A run that stopped part-way, or compared nothing (every trial of the anchor failed), has
    // no point to add: the history keeps what was measured.
    if (result.incomplete || (0,trial/* baselineFailures */.Bq)(result.summaries) === 'all')
        return { result, markdown, paths, range, regressed };
    const pullRequest = await request.pullRequestOf(head).catch((error) => {
        onHistory(`perf-gate history: could not look up the pull request of ${history_short(head)} (${error.message}); the entry names none.`);
        return undefined;
    });
    const anchorCommit = commitOf(cwd, anchor.sha);
    const entry = entryOf(result, {
        commit: commitOf(cwd, head),
        anchor: anchor.sha,
        recordedAt: recordedAt(),
        runUrl: request.runUrl,
        pullRequest,
    });
    const link = previous && linkOf(result, previous.sha, recordedAt(), request.runUrl);
    const linkLine = link &&
        describeLink(link, anchor.tag ?? history_short(anchor.sha), previous.tag ?? history_short(previous.sha));
    if (linkLine)
        onHistory(`perf-gate history: ${linkLine}`);
    // The report's arms are "HEAD" and "anchor": which release that is, said once.
    const anchorLine = `“anchor” is ${anchor.tag ? `the release ${anchor.tag} (${history_short(anchor.sha)})` : history_short(anchor.sha)}; “HEAD” is ${history_short(head)}.`;
    const withLink = `${markdown}\n\n${[anchorLine, linkLine].filter(Boolean).join('\n\n')}\n`;
    // Applied to the branch as it is when written: another run may have added the anchor first.
    const change = (current) => withOrigin(request, appendEntry(addAnchor(current, {
        sha: anchor.sha,
        ...(anchor.tag && { tag: anchor.tag }),
        ...(anchorCommit.date && { date: anchorCommit.date }),
    }, link), entry, request.limit));
    let written;
    try {
        written = await updateHistory(request.store, change, {
            message: `perf-gate history: ${history_short(head)} against ${anchor.tag ?? history_short(anchor.sha)}`,
            repository: request.repository,
            now: recordedAt,
            pause: request.pause,
        });
    }
    catch (error) {
        // The measurement is done and its report written: the caller publishes it (the job
        // summary), then fails with this. A token without `contents: write` is the likeliest
        // first-run mistake, and a thrown error here would have lost the summary too.
        const historyError = error.message;
        onHistory(historyError);
        const withError = `${withLink}\n\n> ${historyError.split('\n')[0]}\n`;
        (0,external_node_fs_.writeFileSync)(paths.markdown, withError);
        return { result, markdown: withError, paths, historyError, range, regressed };
    }
    const note = `perf-gate history: wrote ${request.store.name} (commit ${history_short(written.commit)}${written.conflicts ? `, after ${written.conflicts} other run(s) wrote first` : ''}): ${(0,format/* counted */.hS)(written.state.history.entries.length, 'entry', 'entries')}, ${(0,format/* counted */.hS)(written.state.history.anchors.length, 'anchor')}.`;
    onHistory(note);
    const withNote = `${withLink}\n\n${note}\n`;
    (0,external_node_fs_.writeFileSync)(paths.markdown, withNote);
    return { result, markdown: withNote, paths, history: written, range, regressed };
}
/** Runs the history mode into the output folder, made first as every mode's is. */
async function runHistory(request, output) {
    const dir = output.dir ?? (0,config_path/* defaultOutputDir */.A)(request.config.folder, output.cwd);
    return history_history(request, (0,modes_output/* prepareOutput */.DH)(dir, output.cwd, output.label));
}

// EXTERNAL MODULE: ./src/git/names.ts
var names = __webpack_require__(86524);
;// CONCATENATED MODULE: ./src/modes/local-branch.ts


const NO_COMMIT = '0'.repeat(40);
function localHistoryBranch(cwd, branch) {
    const ref = `refs/heads/${branch}`;
    const git = (args, input) => (0,git_run/* git */.$Y)(cwd, args, { input, env: (0,git_run/* commitAuthorEnv */.wm)() });
    const must = (args, input) => {
        const run = git(args, input);
        if (!run.ok) {
            throw new Error(`perf-gate history: git ${args[0]} failed in ${cwd} (${(0,git_run/* gitFailure */.tv)(run)}). Run it inside the repository's checkout.`);
        }
        return run.out;
    };
    return {
        name: `branch ${branch} of the repository in ${cwd}`,
        async read(files) {
            const head = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
            if (!head.ok)
                return { paths: [], files: {} };
            // --full-tree: from a folder inside the checkout, git lists that folder's part of a
            // tree, and the branch would read as empty (and be written over).
            const paths = must(['ls-tree', '--full-tree', '--name-only', head.out])
                .split('\n')
                .filter(Boolean);
            const out = {};
            for (const path of files) {
                if (!paths.includes(path))
                    continue;
                const blob = git(['cat-file', 'blob', `${head.out}:${path}`]);
                if (blob.ok)
                    out[path] = blob.raw;
            }
            return { head: head.out, paths, files: out };
        },
        async write(head, files, message) {
            const entries = new Map();
            if (head) {
                for (const line of must(['ls-tree', '--full-tree', head]).split('\n').filter(Boolean)) {
                    entries.set(line.slice(line.indexOf('\t') + 1), line);
                }
            }
            for (const [path, content] of Object.entries(files)) {
                const blob = must(['hash-object', '-w', '--stdin'], content);
                entries.set(path, `100644 blob ${blob}\t${path}`);
            }
            const tree = must(['mktree'], `${[...entries.values()].join('\n')}\n`);
            const commit = must(['commit-tree', tree, ...(head ? ['-p', head] : []), '-m', message]);
            const moved = git(['update-ref', ref, commit, head ?? NO_COMMIT]);
            return moved.ok ? { written: true, commit } : { written: false };
        },
    };
}
/**
 * Where a local history's links point: the repository `upstream` names in a fork's clone (the
 * pull requests a subject numbers are the upstream's), else `origin`'s — its commits, and the
 * pull request a commit's subject names, as GitHub writes it on a squash or a merge. Without
 * either the page shows the same points, without links.
 */
function localRepository(cwd) {
    const remote = (0,git_run/* gitOutput */.oM)(cwd, ['remote', 'get-url', 'upstream']) ??
        (0,git_run/* gitOutput */.oM)(cwd, ['remote', 'get-url', 'origin']);
    const origin = remote === undefined ? undefined : (0,names/* repositoryOfRemote */.G)(remote);
    if (!origin)
        return { pullRequestOf: async () => undefined };
    return {
        ...origin,
        pullRequestOf: async (sha) => {
            const subject = (0,git_run/* gitOutput */.oM)(cwd, ['log', '-1', '--format=%s', sha]) ?? '';
            const number = (0,names/* pullRequestInSubject */.Y)(subject);
            if (number === undefined)
                return undefined;
            return { number, url: `${origin.serverUrl}/${origin.repository}/pull/${number}` };
        },
    };
}

// EXTERNAL MODULE: ./src/report/markdown/text.ts
var markdown_text = __webpack_require__(74755);
// EXTERNAL MODULE: ./src/target/errors.ts
var errors = __webpack_require__(81786);
;// CONCATENATED MODULE: ./src/modes/progress.ts

/** "[3/20] round 2 fast build" — where in the run a trial is. */
function trialPlace(event) {
    const { planned } = event;
    return `[${event.index + 1}/${event.total}] ${planned.warmup ? 'warm-up' : `round ${planned.round + 1}`} ${event.variant}`;
}
/**
 * "[3/20] round 2 fast build: 1234 req/s, p99 1.48 ms", once the trial has ended; a failed
 * one with its first line and where its service's log is (its last lines are in the report).
 */
function trialLine(event) {
    const t = event.trial;
    if (t?.status === 'measured')
        return `${trialPlace(event)}: ${t.measurement.throughput.toFixed(0)} req/s, p99 ${(t.measurement.latencyUs.p99 / 1000).toFixed(2)} ms`;
    const error = t?.error ?? '';
    const log = error
        .split('\n')
        .find((line) => line.startsWith(errors/* FULL_LOG */.b1))
        ?.slice(errors/* FULL_LOG */.b1.length);
    return `${trialPlace(event)}: failed: ${error.split('\n')[0]}${log ? ` (log: ${log})` : ''}`;
}
/**
 * "round 5 of at most 30: detects ≥ 4.1% so far …", "round 3 of at most 60: latency p99 — too
 * few rounds to tell yet …" (stats/resolution.ts words it), or nothing before the 3rd round.
 */
function roundLine(progress) {
    if (!progress.resolvable)
        return undefined;
    return `round ${progress.rounds} of at most ${progress.maxRounds}: ${progress.resolvable}`;
}

// EXTERNAL MODULE: ./src/report/model.ts + 7 modules
var report_model = __webpack_require__(90476);
// EXTERNAL MODULE: ./src/report/result.ts
var report_result = __webpack_require__(65781);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/report/conditions.ts + 1 modules
var conditions = __webpack_require__(45399);
;// CONCATENATED MODULE: ./src/report/terminal.ts
/**
 * The report as a terminal shows it: the answer, the verdict, where the time went, the diff
 * block, the interval plot and the variants, from the same model as the comment, as plain
 * text (no HTML, no markup to undo). Pure.
 */






function renderTerminal(result) {
    const model = (0,report_model/* reportModel */.S)(result);
    const profiling = profilingLines(model.profiling);
    return [
        (0,report_text/* plainText */.wh)(model.headline),
        ...verdictLines(model.verdict),
        '',
        ...profiling,
        ...(profiling.length > 0 ? [''] : []),
        ...model.diff,
        '',
        ...model.intervals,
        ...(model.intervals.length > 0 ? [''] : []),
        ...tableLines(model.variants),
        '',
        ...noisePartsLines(model),
        `${roundsFooter(result)} · ${(0,conditions/* describeLoad */.sF)(result.conditions.load)} · ${seedText(result)} · ${(0,format/* seconds */.YA)(result.durationMs)}`,
        '',
    ].join('\n');
}
function verdictLines(verdict) {
    return [
        ...verdict.lines.map(report_text/* plainText */.wh),
        ...verdict.reasons.map((reason) => `- ${(0,report_text/* plainText */.wh)(reason)}`),
        ...(verdict.question ? ['', (0,report_text/* plainText */.wh)(verdict.question)] : []),
        ...(verdict.warnings.length > 0
            ? ['', ...verdict.warnings.map((w) => `⚠️ ${(0,report_text/* plainText */.wh)(w)}`)]
            : []),
    ];
}
/** A table in aligned columns, a rule under its header; a cell that does not apply is blank. */
function tableLines(table, indent = '') {
    const text = (cell) => (cell === undefined ? '' : (0,report_text/* plainText */.wh)(cell));
    const cells = [table.columns.map((c) => c.title), ...table.rows].map((row) => table.columns.map((_, i) => text(row[i])));
    const widths = table.columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
    const line = (row) => `${indent}${row
        .map((cell, i) => table.columns[i].align === 'right' ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))
        .join('  ')}`.trimEnd();
    const [header, ...rows] = cells;
    return [
        line(header),
        `${indent}${widths.map((w) => '─'.repeat(w)).join('  ')}`,
        ...rows.map(line),
    ];
}
function noisePartsLines(model) {
    if (!model.noiseParts)
        return [];
    return [
        `${(0,report_text/* plainText */.wh)(model.noiseParts.summary)}:`,
        ...tableLines(model.noiseParts.table, '  '),
        '',
    ];
}
function profilingLines(profiling) {
    if (!profiling)
        return [];
    const lines = [`${(0,report_text/* plainText */.wh)(profiling.heading)}:`];
    for (const variant of profiling.variants) {
        lines.push(`  ${(0,report_text/* plainText */.wh)(variant.intro)}`);
        if (variant.none)
            lines.push(`    ${(0,report_text/* plainText */.wh)(variant.none)}`);
        if (variant.functions)
            lines.push(...tableLines(variant.functions, '    '));
        // The comment folds the rest; here one line says how many, and the cost line where.
        if (variant.more)
            lines.push(`    … ${(0,report_text/* plainText */.wh)(variant.more.summary)}`);
        if (variant.rest)
            lines.push(`    ${(0,report_text/* plainText */.wh)(variant.rest)}`);
        if (variant.packages)
            lines.push(`    ${(0,report_text/* plainText */.wh)(variant.packages)}`);
    }
    lines.push(`  ${(0,report_text/* plainText */.wh)(profiling.cost)}`);
    lines.push(...profiling.problems.map((line) => `  ⚠ ${(0,report_text/* plainText */.wh)(line)}`));
    return lines;
}
/** "10 rounds", "7 of at most 60 rounds": what the run measured, against what it could take. */
function roundsFooter(result) {
    const { measured, most } = (0,report_result/* roundsSpent */.s1)(result);
    if (result.shard) {
        return `shard ${result.shard.index}/${result.shard.total}: ${measured} of the experiment's ${most} rounds`;
    }
    if (measured === most && !result.sequence)
        return `${most} rounds`;
    return `${measured} of at most ${most} rounds`;
}
/** "seed 42", or, for shards that drew their own (from a terminal), that each has one. */
function seedText(result) {
    return (0,shards/* shardsDrewOwnSeeds */.uG)(result) ? 'each shard its own seed' : `seed ${result.seed}`;
}

;// CONCATENATED MODULE: ./src/cli/terminal.ts
/**
 * The CLI's publisher: the report on stdout, the paths of what was written, the copies the
 * user asked for (`--json`, `--markdown`), and the progress of a run on stderr.
 */






/** Prints the report and where its files are, and writes the copies asked for. */
function publishToTerminal(io, written, options) {
    const { result, markdown, paths } = written;
    const print = (text) => io.stdout.write(`${text}\n`);
    print(renderTerminal(result));
    print(`Report: ${paths.markdown}\nJSON:   ${paths.json}${options.logs ? `\nLogs:   ${paths.logDir}` : ''}`);
    writeCopy(io.cwd, options.markdown, '--markdown', markdown);
    writeCopy(io.cwd, options.json, '--json', (0,modes_output/* resultJson */.y3)(result));
}
/** `--json FILE`, `--markdown FILE`: a copy of a result where the user asked for one. */
function writeCopy(cwd, path, label, text) {
    if (path === undefined)
        return;
    try {
        // Its folder may be the output folder this run made, or one to make (checked up front).
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)((0,external_node_path_.resolve)(cwd, path)), { recursive: true });
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.resolve)(cwd, path), text);
    }
    catch (error) {
        throw new usage/* UsageError */.eb(`${label}: could not write ${path} (${error.message}).`);
    }
}
/**
 * A live line on a terminal; one plain line per trial in a log. After each round (from the
 * 3rd) the line also says what the run can detect so far at its own noise.
 */
function progressReporter(stream) {
    const started = Date.now();
    let lastEnd = started;
    let completed = 0;
    // On a terminal the latest figure stays on the live line until the next round replaces it.
    let resolvable = '';
    let lineOpen = false;
    const onTrial = (e) => {
        // Time left: the mean time of the trials done so far, for the ones still to come.
        const perTrial = completed > 0 ? (lastEnd - started) / completed : undefined;
        const left = perTrial === undefined
            ? undefined
            : Math.max(0, Math.round((perTrial * (e.total - completed) - (Date.now() - lastEnd)) / 1000));
        if (e.phase === 'end') {
            completed++;
            lastEnd = Date.now();
        }
        if (e.phase !== 'end') {
            // The live line: the last second's rate once the measured window runs.
            const now = e.phase === 'progress' ? `${e.rate} req/s` : 'running';
            const eta = left !== undefined ? ` (~${left}s left)` : '';
            const note = resolvable ? ` · ${resolvable}` : '';
            if (stream.isTTY) {
                stream.write(`\r\x1b[K${trialPlace(e)}: ${now}…${eta}${note}`);
                lineOpen = true;
            }
            return;
        }
        if (stream.isTTY) {
            stream.write(`\r\x1b[K${trialLine(e)}`);
            lineOpen = e.index + 1 !== e.total;
            if (!lineOpen)
                stream.write('\n');
        }
        else {
            stream.write(`${trialLine(e)}\n`);
        }
    };
    const onRound = (progress) => {
        const line = roundLine(progress);
        if (!line || !progress.resolvable)
            return;
        resolvable = progress.resolvable;
        if (stream.isTTY && lineOpen) {
            // The round's last trial is on the line: the figure joins it.
            stream.write(` · ${resolvable}`);
        }
        else {
            stream.write(`${line}\n`);
        }
    };
    const onProfile = (message) => {
        if (stream.isTTY && lineOpen)
            stream.write('\n');
        lineOpen = false;
        stream.write(`${message}\n`);
    };
    return { onTrial, onRound, onProfile };
}

;// CONCATENATED MODULE: ./src/cli/commands.ts
/**
 * The CLI's commands: each gathers its options into the request of a mode (src/modes/),
 * which makes the result, and publishes it to the terminal. cli/index.ts parses the arguments
 * and imports this module only for a command, so that --version, --help and a mistyped
 * command answer without loading the engine.
 */















const commands_text = (value) => value === undefined ? undefined : String(value);
/** The commands that make a result, each with the request of the mode it runs. */
const requestOf = {
    run: (values, _paths, io) => {
        const shard = values.shard === undefined ? undefined : (0,experiment_shard/* parseShard */.uK)(String(values.shard), '--shard');
        const seed = (0,usage/* parseSeed */.dS)(commands_text(values.seed), '--seed');
        const config = configOf(values, io);
        return {
            mode: 'measure',
            config,
            seed,
            shard,
            defaultReportId: 'cli',
            baseEnv: io.env,
            cwd: io.cwd,
            baseSha: commands_text(values.base),
            ...progressReporter(io.stderr),
            log: (message) => io.stderr.write(`\n${message}\n`),
        };
    },
    merge: (_values, paths, io) => ({
        mode: 'merge',
        results: paths,
        cwd: io.cwd,
        source: {
            label: 'the paths given',
            remedy: "Name the folders or files that 'perf-gate run --shard INDEX/TOTAL' wrote (in .perf-gate/ beside the config by default).",
        },
        pullRequest: async () => undefined,
    }),
};
/** The config that --config names (perf-gate.yml by default), its warnings printed. */
function configOf(values, io) {
    const { config, warnings } = validate({
        path: commands_text(values.config) ?? '',
        cwd: io.cwd,
        label: '--config',
    });
    for (const warning of warnings)
        io.stderr.write(`warning: ${warning}\n`);
    return config;
}
/** `perf-gate history`: the history mode, writing a branch of the local repository. */
function historyRequest(values, io) {
    const config = configOf(values, io);
    return {
        mode: 'history',
        config,
        seed: (0,usage/* parseSeed */.dS)(commands_text(values.seed), '--seed'),
        defaultReportId: 'history',
        baseEnv: io.env,
        cwd: io.cwd,
        anchor: commands_text(values.anchor),
        anchorLabel: '--anchor',
        releaseTags: 'v*',
        store: localHistoryBranch(io.cwd, commands_text(values.branch) ?? types/* DEFAULT_HISTORY_BRANCH */.Gt),
        ...localRepository(io.cwd),
        now: () => new Date(),
        onHistory: (message) => io.stderr.write(`${message}\n`),
        ...progressReporter(io.stderr),
        log: (message) => io.stderr.write(`\n${message}\n`),
    };
}
/** Runs `command` with the options cli() parsed and checked. */
async function runCommand(command, values, positionals, io) {
    const print = (line) => io.stdout.write(`${line}\n`);
    const fail = (line, code) => {
        io.stderr.write(`${line}\n`);
        return code;
    };
    // A copy's path is checked before minutes of load, not after them.
    for (const option of ['json', 'markdown']) {
        const problem = copyPathProblem(values[option], option, io.cwd, command);
        if (problem)
            return fail(`perf-gate ${command}: --${option} ${problem}`, usage/* ExitCode */.yU.Usage);
    }
    if (command === 'bisect')
        return bisectCommand(values, io);
    if (command === 'schema') {
        print(JSON.stringify(configJsonSchema(), null, 2));
        return usage/* ExitCode */.yU.Passed;
    }
    try {
        if (command === 'validate') {
            const { config, file, warnings } = validate({
                path: commands_text(values.config) ?? '',
                cwd: io.cwd,
                label: '--config',
            });
            print(`${file}: valid — ${config.variants.length - 1} variant(s) against "${config.variants[0].name}", ${roundsText(config)}, ${(0,config_slicing/* describeSlicing */.np)(config)}.`);
            for (const warning of warnings)
                print(`warning: ${warning}`);
            // Loaded only here: the self-check runs the open-model engine for a few seconds.
            const { engineRateWarnings } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 48434));
            for (const warning of await engineRateWarnings(config.variants))
                print(`warning: ${warning}`);
            return usage/* ExitCode */.yU.Passed;
        }
        const output = {
            dir: commands_text(values['output-dir']),
            cwd: io.cwd,
            label: '--output-dir',
        };
        const request = command === 'history' ? undefined : requestOf[command](values, positionals, io);
        const history = request ? undefined : await runHistory(historyRequest(values, io), output);
        const written = history ?? (await runMode(request, output));
        const { result } = written;
        publishToTerminal(io, written, {
            markdown: commands_text(values.markdown),
            json: commands_text(values.json),
            logs: request?.mode !== 'merge',
        });
        if (history?.regressed) {
            io.stderr.write(`\nperf-gate history: HEAD is shown worse than its release beyond the tolerance; find the commit with: perf-gate bisect --good ${history.range.good} --bad ${history.range.bad}\n`);
        }
        if (history?.historyError) {
            return fail(`\nperf-gate history failed: ${history.historyError}`, usage/* ExitCode */.yU.RunFailed);
        }
        if (result.incomplete) {
            return fail(`\nperf-gate ${command} ${(0,target/* stopRequested */.TQ)() ? 'stopped' : 'failed'} part-way: ${result.incomplete}`, (0,usage/* exitCodeOf */.FO)(result));
        }
        // A shard measured its share; the verdict belongs to the merge of every shard.
        return result.shard ? usage/* ExitCode */.yU.Passed : (0,usage/* exitCodeOf */.FO)(result);
    }
    catch (error) {
        const { code, message } = (0,usage/* failureOf */.g5)(error);
        // A config error names its file first; other usage errors name the command.
        if (error instanceof config_error/* ConfigError */.x)
            return fail(message, code);
        if (code === usage/* ExitCode */.yU.Usage)
            return fail(`perf-gate ${command}: ${message}`, code);
        // Ctrl-C is the user's own stop, not a failure of the run.
        return fail(`\nperf-gate ${command} ${(0,target/* stopRequested */.TQ)() ? 'stopped' : 'failed'}: ${message}`, code);
    }
}
/** `perf-gate bisect`: names the commits between --good and --bad that made the app slower. */
async function bisectCommand(values, io) {
    try {
        const { bisect, parseBisectBudget } = await __webpack_require__.e(/* import() */ 433).then(__webpack_require__.bind(__webpack_require__, 59433));
        for (const option of ['good', 'bad']) {
            if (!commands_text(values[option])) {
                throw new usage/* UsageError */.eb(`--${option} REF is required: the ${option === 'good' ? 'last commit known to be fast (e.g. the latest release tag)' : 'first commit known to be slow (e.g. main)'}.`);
            }
        }
        // The options' own checks first: a typo in one answers before the config is read.
        const budgetMs = parseBisectBudget(commands_text(values.budget), '--budget');
        const seed = (0,usage/* parseSeed */.dS)(commands_text(values.seed), '--seed');
        const config = configOf(values, io);
        const written = await bisect({
            mode: 'bisect',
            config,
            good: commands_text(values.good),
            bad: commands_text(values.bad),
            budgetMs,
            seed,
            baseEnv: io.env,
            cwd: io.cwd,
            log: (line) => io.stderr.write(`${line}\n`),
        }, { dir: commands_text(values['output-dir']), cwd: io.cwd, label: '--output-dir' });
        io.stdout.write((0,markdown_text/* markdownForTerminal */.d3)(written.markdown));
        io.stdout.write(`\nReport: ${written.paths.markdown}\nJSON:   ${written.paths.json}\n`);
        if (values.json !== undefined)
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.resolve)(io.cwd, String(values.json)), (0,external_node_fs_.readFileSync)(written.paths.json));
        if (values.markdown !== undefined)
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.resolve)(io.cwd, String(values.markdown)), written.markdown);
        return usage/* ExitCode */.yU.Passed;
    }
    catch (error) {
        const { code, message } = (0,usage/* failureOf */.g5)(error);
        if (error instanceof config_error/* ConfigError */.x) {
            io.stderr.write(`${message}\n`);
            return code;
        }
        io.stderr.write(code === usage/* ExitCode */.yU.Usage
            ? `perf-gate bisect: ${message}\n`
            : `\nperf-gate bisect failed: ${message}\n`);
        return code;
    }
}
/** "sequential, at most 60 rounds, fewer if budget 2m ends them first": what `validate` knows. */
function roundsText(config) {
    if (!config.sequential)
        return `${config.rounds} rounds`;
    const budget = config.budgetMs === undefined
        ? ''
        : `, fewer if budget ${(0,units/* durationText */.S5)(config.budgetMs)} ends them first (planned from the first rounds' pace)`;
    return `sequential, at most ${config.rounds} rounds${budget}`;
}
/** What is wrong with `--json PATH` / `--markdown PATH` for a copy of the report, if anything. */
function copyPathProblem(value, option, cwd, command) {
    if (value === undefined)
        return undefined;
    const path = String(value);
    const example = option === 'json' ? 'report.json' : 'report.md';
    if (path.trim() === '')
        return `is empty: name the file for the copy (e.g. --${option} ${example}).`;
    const full = (0,external_node_path_.resolve)(cwd, path);
    // Not there, or under a file (ENOTDIR, which throwIfNoEntry does not cover): no stat.
    const statOf = (at) => {
        try {
            return (0,external_node_fs_.statSync)(at);
        }
        catch {
            return undefined;
        }
    };
    if (statOf(full)?.isDirectory())
        return `${path} is a folder: name a file in it (e.g. ${(0,external_node_path_.join)(path, example)}).`;
    // Folders that do not exist yet are made when the copy is written (the output folder the
    // run makes, or any other); one that is a file cannot be.
    let folder = (0,external_node_path_.dirname)(full);
    while (!statOf(folder) && (0,external_node_path_.dirname)(folder) !== folder)
        folder = (0,external_node_path_.dirname)(folder);
    if (!statOf(folder)?.isDirectory())
        return `${path}: ${(0,external_node_path_.relative)(cwd, folder) || folder} is a file, not a folder.`;
    // A merge's copy written over one of its own inputs would lose that shard.
    if (command === 'merge' && shard_files/* SHARD_RESULT_NAME */.XX.test((0,external_node_path_.basename)(path)))
        return `${path} is named as a shard's result, which the merge would overwrite: name another file.`;
    return undefined;
}


/***/ }),

/***/ 18883:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ PLACEMENT_MODES),
/* harmony export */   Fi: () => (/* binding */ planPlacement),
/* harmony export */   Sx: () => (/* binding */ parseCpuList),
/* harmony export */   Tr: () => (/* binding */ CPU_LIST_FORM),
/* harmony export */   mK: () => (/* binding */ formatCpuList)
/* harmony export */ });
/**
 * CPU lists as Linux writes them (`0`, `1-3`, `0,2-3`: taskset -c, cpuset.cpus,
 * Cpus_allowed_list) and where perf-gate puts its work on them (`placement`). Pure: the
 * target stage reads which CPUs the process may use and applies the plan
 * (src/target/placement.ts).
 */
/** The form a CPU list takes, for error messages. */
const CPU_LIST_FORM = 'a CPU list like "1", "1-3" or "0,2-3"';
/** The CPUs of a list, ascending and without repeats; a string saying what is wrong otherwise. */
function parseCpuList(text) {
    const source = String(text).trim();
    if (source === '')
        return `is empty; expected ${CPU_LIST_FORM}`;
    const cpus = new Set();
    for (const part of source.split(',')) {
        const match = /^\s*(\d{1,4})\s*(?:-\s*(\d{1,4})\s*)?$/.exec(part);
        if (!match)
            return `"${source}" is not ${CPU_LIST_FORM}`;
        const from = Number(match[1]);
        const to = match[2] === undefined ? from : Number(match[2]);
        if (to < from)
            return `"${part.trim()}" in "${source}" runs backwards; write it low-high`;
        for (let cpu = from; cpu <= to; cpu++)
            cpus.add(cpu);
    }
    return [...cpus].sort((a, b) => a - b);
}
/** A list of CPUs in the shortest form: `0,2-3`. */
function formatCpuList(cpus) {
    const sorted = [...new Set(cpus)].sort((a, b) => a - b);
    const parts = [];
    for (let i = 0; i < sorted.length;) {
        let j = i;
        while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1)
            j++;
        parts.push(j === i ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
        i = j + 1;
    }
    return parts.join(',');
}
/** The placements written as a word (the other form is the explicit `{ engine, services }`). */
const PLACEMENT_MODES = ['auto', 'main-thread', 'off'];
/**
 * Where `auto` puts the work on the CPUs this process may use: the load engine on a quarter
 * of them (at least one, its lowest), the services on the rest. The variants of a round take
 * turns (the waiting one paused), so they share the services' CPUs. `main-thread` uses the
 * same lists for the event loops and the load engine, and sends the event-loop processes' other
 * threads (GC, compiler, worker threads) to the engine's CPUs. One CPU: nothing to place.
 */
function planPlacement(spec, allowed) {
    if (spec.mode === 'off')
        return { floating: 'placement: off' };
    if (spec.mode === 'explicit') {
        for (const field of ['engine', 'services']) {
            const outside = spec[field].filter((cpu) => !allowed.includes(cpu));
            if (outside.length > 0)
                return {
                    problem: {
                        path: `placement.${field}`,
                        message: `"${formatCpuList(spec[field])}" names CPU ${formatCpuList(outside)}, which this process may not use here; list CPUs from ${formatCpuList(allowed)}, or set placement: auto`,
                    },
                };
        }
        return { engine: spec.engine, services: spec.services };
    }
    if (allowed.length < 2)
        return { floating: `one CPU (${formatCpuList(allowed)}): nothing to place` };
    const sorted = [...allowed].sort((a, b) => a - b);
    const engineCount = Math.max(1, Math.round(sorted.length / 4));
    const engine = sorted.slice(0, engineCount);
    const services = sorted.slice(engineCount);
    return spec.mode === 'main-thread'
        ? { engine, services, otherThreads: engine }
        : { engine, services };
}


/***/ }),

/***/ 59304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ LIMITS)
/* harmony export */ });
/* harmony import */ var _stats_round_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13212);
/**
 * Every bound a config value must keep, with the keys it applies to and why: the schema
 * refuses a value beyond one and says why, and `npm run docs` lists them all in
 * docs/configuration.md. A value beyond them is a typo or a test of the tool (connections: 1e9
 * ran perf-gate out of memory; durations beyond Node's 2^31 ms timer limit fire at once).
 */

const LIMITS = {
    rounds: {
        keys: '`rounds`',
        min: 2,
        max: 1000,
        why: 'a paired comparison needs two; every round runs every variant once, and 1000 already take hours',
    },
    maxRounds: {
        keys: '`max-rounds`',
        min: _stats_round_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_SEQUENTIAL_ROUNDS */ .j,
        max: _stats_round_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SEQUENTIAL_ROUNDS */ .d,
        why: `the budget of a sequential run, whose boundaries are calibrated up to ${_stats_round_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SEQUENTIAL_ROUNDS */ .d} rounds`,
    },
    warmupRounds: { keys: '`warmup`', max: 100, why: 'warm-up rounds are run but not analysed' },
    reruns: {
        keys: '`reruns`',
        max: 100,
        why: 'a re-run repeats a disturbed trial; more means the runner is too busy',
    },
    profileRounds: {
        keys: '`profile.rounds`',
        min: 2,
        max: 50,
        why: 'the noise bound of a function comes from its spread over the rounds, and each profiling round runs the baseline and every profiled variant once more',
    },
    profileWindow: {
        keys: '`profile.window`',
        maxMs: 60_000,
        why: 'one profiled window; more rounds say more than longer windows',
    },
    profileInterval: {
        keys: '`profile.interval` (µs)',
        min: 50,
        max: 100_000,
        why: "V8's sampling interval: finer costs the app more than it tells, coarser sees too few samples",
    },
    connections: {
        keys: '`load.connections`',
        max: 10_000,
        why: 'each connection is a socket and a buffer in perf-gate; more runs out of file descriptors or memory',
    },
    pipelining: {
        keys: '`load.pipelining`',
        max: 1000,
        why: 'requests in flight per connection; more only queues in the app',
    },
    requests: {
        keys: '`load.requests`, `load.warmup.requests`',
        max: 100_000_000,
        why: 'a fixed request count per trial',
    },
    rate: {
        keys: '`load.rate`, `load.stages[].rate`',
        max: 1_000_000,
        why: 'one load generator cannot send more requests per second',
    },
    variants: {
        keys: '`variants`',
        max: 20,
        why: 'each variant adds a trial to every round and a table to the report',
    },
    services: {
        keys: '`services`',
        max: 20,
        why: 'each service is a process started for every trial',
    },
    steps: { keys: '`load.steps`', max: 1000, why: 'requests cycled in one trial' },
    setup: { keys: '`setup`', max: 100, why: 'steps run before every trial' },
    stages: { keys: '`load.stages`', max: 100, why: 'ramp-up stages before one trial' },
    allowHosts: {
        keys: '`allow-hosts`',
        max: 100,
        why: 'hosts a probe or a setup request may reach',
    },
    trial: {
        keys: '`load.duration`, `load.warmup`, `load.stages[].duration`',
        maxMs: 3_600_000,
        why: 'one trial; longer trials are better spent as more rounds',
    },
    slice: {
        keys: '`slice`',
        minMs: 50,
        maxMs: 3_600_000,
        why: 'each slice pauses and resumes the services and reads their CPU time, which shorter ones spend more of the round on than they measure',
    },
    requestTimeout: {
        keys: '`load.timeout`, `load.objective`',
        maxMs: 600_000,
        why: 'a request still unanswered after 10m has failed',
    },
    startup: {
        keys: '`services[].ready.timeout`, `setup[].timeout`',
        maxMs: 3_600_000,
        why: 'waiting for a service or a setup step',
    },
    grace: {
        keys: '`services[].grace`',
        maxMs: 600_000,
        why: 'time a service gets to stop after SIGTERM',
    },
    interval: {
        keys: '`services[].ready.interval`',
        maxMs: 60_000,
        why: 'pause between readiness probes',
    },
    budget: {
        keys: '`budget`',
        maxMs: 21_600_000,
        why: 'the wall time of a sequential run; a GitHub job ends at 6h',
    },
};


/***/ }),

/***/ 30226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ hasPortPlaceholder),
/* harmony export */   ZD: () => (/* binding */ PortPlaceholderError),
/* harmony export */   _5: () => (/* binding */ bindPorts),
/* harmony export */   br: () => (/* binding */ servicesNeedingPorts),
/* harmony export */   f5: () => (/* binding */ withDummyPorts),
/* harmony export */   pb: () => (/* binding */ misspeltPlaceholder),
/* harmony export */   sD: () => (/* binding */ TCP_TARGET)
/* harmony export */ });
const PLACEHOLDER = /\{port(?::([\w.-]+))?\}/g;
/** A TCP probe target: `5000`, `host:5000`, `{port}`, `host:{port:name}`. Groups: host, port. */
const TCP_TARGET = new RegExp(`^(?:([\\w.-]+):)?(\\d+|${PLACEHOLDER.source})$`);
function hasPortPlaceholder(text) {
    return new RegExp(PLACEHOLDER.source).test(text);
}
/**
 * A port placeholder in another case (`{PORT}`, `{Port:db}`), which a command would hand
 * the shell as it is; undefined when there is none. Braces with spaces (`{ port }`) are code
 * (a JS object's shorthand), and `${PORT}` the shell's expansion of the PORT perf-gate sets.
 */
function misspeltPlaceholder(text) {
    for (const match of text.matchAll(/(?<!\$)\{port(?::[\w.-]+)?\}/gi))
        if (!new RegExp(`^${PLACEHOLDER.source}$`).test(match[0]))
            return match[0];
    return undefined;
}
/** The text with every placeholder replaced by a valid port, for validating URLs. */
function withDummyPorts(text) {
    return text.replace(PLACEHOLDER, '1');
}
/** Names of the services whose own fields ask for a port. */
function servicesNeedingPorts(services) {
    return services
        .filter((s) => {
        const ready = s.ready?.kind === 'http' ? s.ready.url : s.ready ? String(s.ready.port) : '';
        return [s.command, ready, ...Object.values(s.env)].some(hasPortPlaceholder);
    })
        .map((s) => s.name);
}
/** A `{port:name}` that names no service with a port. */
class PortPlaceholderError extends Error {
    placeholder;
    constructor(
    /** As written: `{port}`, `{port:api}`. */
    placeholder, message) {
        super(message);
        this.placeholder = placeholder;
    }
}
function substitute(text, own, ports) {
    return text.replace(PLACEHOLDER, (match, name) => {
        const key = name ?? own;
        const port = key === undefined ? undefined : ports.get(key);
        if (port === undefined) {
            const known = [...ports.keys()];
            throw new PortPlaceholderError(match, known.length === 0
                ? `${match} names no service with a port: no service asks for one. Write {port} in the command, env or ready of the service it means (perf-gate then picks its port and sets PORT), or write the fixed port instead of ${match}`
                : `${match} names no service with a port (services with {port}: ${known.join(', ')}); name one of them`);
        }
        return String(port);
    });
}
/** The variant with every placeholder replaced by the given ports. */
function bindPorts(variant, ports) {
    // Load and setup URLs mean the front end: the last service that has a port.
    const front = [...ports.keys()].pop();
    const url = (r) => ({ ...r, url: substitute(r.url, front, ports) });
    const ready = (probe, own) => {
        if (!probe)
            return probe;
        return probe.kind === 'http'
            ? { ...probe, url: substitute(probe.url, own, ports) }
            : { ...probe, port: Number(substitute(String(probe.port), own, ports)) };
    };
    const services = variant.services.map((s) => {
        const own = ports.has(s.name) ? s.name : undefined;
        const env = Object.fromEntries(Object.entries(s.env).map(([k, v]) => [k, substitute(v, own, ports)]));
        if (own && env.PORT === undefined)
            env.PORT = String(ports.get(own));
        return { ...s, command: substitute(s.command, own, ports), env, ready: ready(s.ready, s.name) };
    });
    const setup = variant.setup.map((step) => step.kind === 'request'
        ? { ...step, request: url(step.request) }
        : { ...step, command: substitute(step.command, front, ports) });
    return {
        ...variant,
        services,
        setup,
        load: { ...variant.load, requests: variant.load.requests.map(url) },
    };
}


/***/ }),

/***/ 45082:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ REPORT_ID_PATTERN),
/* harmony export */   M9: () => (/* binding */ REPORT_ID_RULE)
/* harmony export */ });
/* unused harmony export isReportId */
/**
 * A report id names the sticky comment's marker and the commit status context
 * (`perf-gate/<id>`). It may come from a file a pull request wrote, so it is held to a
 * plain identifier: no path segments, no markup, no way to pose as another check.
 */
const REPORT_ID_PATTERN = '^(?!.*\\.\\.)[A-Za-z0-9._-]{1,64}$';
const REPORT_ID_RULE = 'must be 1 to 64 letters, digits, ".", "_" or "-", without ".." (e.g. "perf-api")';
const reportIdPattern = new RegExp(REPORT_ID_PATTERN);
function isReportId(value) {
    return reportIdPattern.test(value);
}


/***/ }),

/***/ 47087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LO: () => (/* binding */ sliceRule),
/* harmony export */   fy: () => (/* binding */ withVariantsFromCommits),
/* harmony export */   np: () => (/* binding */ describeSlicing),
/* harmony export */   vs: () => (/* binding */ resolveSlice)
/* harmony export */ });
/* unused harmony exports SLICE_CONDITIONS, whyNotSliced */
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31954);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59304);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(30226);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34529);
/**
 * When the variants of a round can take turns in slices: one list of conditions, each with
 * its rule in words, why it is needed, and the check that names the variant breaking it. The
 * schema's default text, the reference in docs/configuration.md and `perf-gate validate`
 * quote these, so the rule is written once.
 */




const SAME_PORT = /\{port(:[^}]*)?\}/;
const SLICE_CONDITIONS = [
    {
        rule: 'no `load.pipelining` above 1',
        because: "a slice's end could not let the pipelined requests finish and count",
        brokenBy: (v, path) => v.load.pipelining > 1
            ? `${path} pipelines requests (load.pipelining: ${v.load.pipelining}), and a slice's end could not let the pipelined ones finish and count`
            : undefined,
    },
    {
        rule: "`setup` only as requests to the variant's own `{port}`, with `lifecycle: fresh`",
        because: "a setup command, or a request to a fixed address, may reset a database or a file the variants share, and with `lifecycle: shared` one app holds every variant's state",
        brokenBy: (v, path, lifecycle) => {
            if (lifecycle === 'shared' && v.setup.length > 0)
                return `${path} has setup steps and one app serves every variant (lifecycle: shared), so the slices of a round would share the state they make`;
            const command = v.setup.findIndex((step) => step.kind === 'run');
            if (command >= 0)
                return `setup[${command}] of ${path} runs a command, whose state (a database, a file) the variants' slices might share; setup requests to the variant's own {port} can run in slices`;
            const shared = v.setup.findIndex((step) => step.kind === 'request' && !SAME_PORT.test(step.request.url));
            if (lifecycle === 'fresh' && shared >= 0)
                return `setup[${shared}] of ${path} goes to a URL without {port}, whose state the variants' slices might share; setup requests to the variant's own {port} can run in slices`;
            return undefined;
        },
    },
    {
        rule: 'a `load.duration` of at least two slices, or a `load.requests` of at least two per connection (the open model too: its ramp-up runs once, before the first slice)',
        because: 'each variant needs two slices at least to take turns',
        brokenBy: (v, path, _lifecycle, sliceMs) => {
            if (v.load.amount !== undefined)
                return v.load.amount < 2 * v.load.connections
                    ? `${path}'s load.requests (${v.load.amount}) is fewer than two slices of one request per connection`
                    : undefined;
            const durationMs = v.load.durationMs ?? _defaults_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS */ .zY.durationMs;
            return durationMs < 2 * sliceMs
                ? `${path}'s load.duration (${(0,_units_js__WEBPACK_IMPORTED_MODULE_3__/* .durationText */ .S5)(durationMs)}) is shorter than two slices of ${(0,_units_js__WEBPACK_IMPORTED_MODULE_3__/* .durationText */ .S5)(sliceMs)}`
                : undefined;
        },
    },
    {
        rule: 'with `lifecycle: fresh`, every service on its own `{port}`',
        because: 'two copies of a service on a fixed port, or two workers on one queue, could not run side by side',
        brokenBy: (v, path, lifecycle) => {
            const withPort = new Set((0,_ports_js__WEBPACK_IMPORTED_MODULE_2__/* .servicesNeedingPorts */ .br)(v.services));
            const fixed = v.services.find((s) => !withPort.has(s.name));
            return lifecycle === 'fresh' && fixed
                ? `service "${fixed.name}" of ${path} takes no port from {port}, so the variants' copies of it might not run side by side (a fixed port, or a worker sharing a queue)`
                : undefined;
        },
    },
];
/** The conditions as one phrase: "no `load.pipelining` above 1; …; and with `lifecycle: fresh` …". */
function sliceRule() {
    const rules = SLICE_CONDITIONS.map((c) => c.rule);
    return `${rules.slice(0, -1).join('; ')}; and ${rules.at(-1)}`;
}
/** Why the variants cannot take turns in slices of `sliceMs`, if they cannot: the first broken condition. */
function whyNotSliced({ variants, lifecycle }, sliceMs, paths) {
    for (const [i, variant] of variants.entries()) {
        for (const condition of SLICE_CONDITIONS) {
            const why = condition.brokenBy(variant, paths[i], lifecycle, sliceMs);
            if (why)
                return why;
        }
    }
    return undefined;
}
/**
 * The slice length, or why each window runs whole. By default the variants take turns
 * wherever they can; a `slice` given where they cannot is a problem that says why.
 */
function resolveSlice(given, experiment, paths, problem) {
    if (given === 'off')
        return { wholeTrialsBecause: 'slice: off' };
    // The schema checked the form and the upper bound.
    const sliceMs = given === undefined ? _defaults_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS */ .zY.sliceMs : (0,_units_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDuration */ .E9)(given);
    if (sliceMs < _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.slice.minMs) {
        problem('slice', `must be at least ${(0,_units_js__WEBPACK_IMPORTED_MODULE_3__/* .durationText */ .S5)(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.slice.minMs)}: ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.slice.why}; or "off"`);
        return {};
    }
    const why = whyNotSliced(experiment, sliceMs, paths);
    if (why && given !== undefined)
        problem('slice', `${why}; remove slice or set it to "off"`);
    return why ? { wholeTrialsBecause: why } : { sliceMs };
}
/** How a config's rounds run, in the words `perf-gate validate` prints. */
function describeSlicing(config) {
    if (config.sliceMs)
        return `the variants of a round taking turns in ${(0,_units_js__WEBPACK_IMPORTED_MODULE_3__/* .durationText */ .S5)(config.sliceMs)} slices`;
    const why = config.wholeTrialsBecause ?? 'slice: off';
    if (why === 'slice: off')
        return 'each trial whole (slice: off)';
    return `each trial whole, because ${why} (the variants take turns where ${sliceRule()})`;
}
/**
 * The experiment with the given variants, each run from a commit of its own (the history's
 * arms, a bisect's step): two commits cannot share one app, so a config whose own variants
 * did not differ (normalized to `lifecycle: shared`) runs them `fresh` — with `shared` every
 * arm was measured on the first arm's process, and HEAD always matched its release. Slices
 * are checked again for `fresh` (a service on a fixed port, say, then runs each trial whole).
 */
function withVariantsFromCommits(config, variants) {
    const next = { ...config, variants, lifecycle: 'fresh' };
    if (config.lifecycle === 'fresh' || config.sliceMs === undefined)
        return next;
    const paths = variants.map((v) => `variant "${v.name}"`);
    const why = whyNotSliced(next, config.sliceMs, paths);
    return why ? { ...next, sliceMs: undefined, wholeTrialsBecause: why } : next;
}


/***/ }),

/***/ 5290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ analyse)
/* harmony export */ });
/* harmony import */ var _gate_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67155);
/* harmony import */ var _stats_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9751);
/* harmony import */ var _stats_noise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5957);
/* harmony import */ var _model_random_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6574);




/** `design`: how the rounds were run (sequential looks); by default one look at the end. */
function analyse(trials, names, gate, seed, design) {
    const summaries = (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .summarize */ .eh)(trials, names);
    // The permutation test draws from its own stream, so it does not shift the trial order.
    const comparisons = (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .compare */ .UD)(trials, names, gate, (0,_model_random_js__WEBPACK_IMPORTED_MODULE_3__/* .seededRandom */ .I)(seed ^ 0x5eed), design);
    const noise = (0,_stats_noise_js__WEBPACK_IMPORTED_MODULE_2__/* .flagNoisyTrials */ .y9)(trials, names);
    const verdict = (0,_gate_index_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluateGate */ .DR)(comparisons, summaries, gate, design);
    return { summaries, comparisons, noise, verdict };
}


/***/ }),

/***/ 9365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wT: () => (/* reexport */ PROFILES_FOLDER),
  ir: () => (/* binding */ runPerfGate)
});

// UNUSED EXPORTS: describeRunner, experimentDigest

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/report/result.ts
var result = __webpack_require__(65781);
// EXTERNAL MODULE: ./src/experiment/analyse.ts
var analyse = __webpack_require__(5290);
// EXTERNAL MODULE: ./src/gate/index.ts
var gate = __webpack_require__(67155);
// EXTERNAL MODULE: ./src/stats/sequential.ts + 1 modules
var sequential = __webpack_require__(25723);
// EXTERNAL MODULE: ./src/model/random.ts
var model_random = __webpack_require__(6574);
;// CONCATENATED MODULE: ./src/experiment/plan.ts
/**
 * Plan stage: which variant runs when. Randomized complete blocks: every round runs each
 * variant once, in an order shuffled per round, so slow drift of the runner hits all
 * variants alike and the comparison can be paired within rounds. Pure: the seed is given.
 */

function shuffled(items, random) {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
}
/**
 * `rounds` lists the round numbers to run (a shard runs a share of them, see shard.ts);
 * by default all of the config's rounds. Warm-up rounds come first and count up to -1.
 */
function makePlan(config, seed, rounds = Array.from({ length: config.rounds }, (_, r) => r)) {
    const random = (0,model_random/* seededRandom */.I)(seed);
    const indices = config.variants.map((_, i) => i);
    const trials = [];
    const warmups = Array.from({ length: config.warmupRounds }, (_, r) => r - config.warmupRounds);
    for (const round of [...warmups, ...rounds]) {
        const warmup = round < 0;
        for (const variant of shuffled(indices, random))
            trials.push({ round, variant, warmup });
    }
    return { seed, trials };
}
/**
 * The order of a round that is run again (attempt 1, 2, …): shuffled afresh, so a co-tenant
 * that keeps time with the schedule does not hit the same variant again, and drawn from its
 * own seeded stream so the replay of a run with the same seed repeats it exactly.
 */
function rerunOrder(seed, round, attempt, variantCount) {
    const random = (0,model_random/* seededRandom */.I)((0,model_random/* deriveSeed */.B)(seed, round + 1, attempt));
    return shuffled(Array.from({ length: variantCount }, (_, i) => i), random);
}

// EXTERNAL MODULE: ./src/experiment/shard.ts
var shard = __webpack_require__(48667);
// EXTERNAL MODULE: ./src/experiment/refs.ts
var refs = __webpack_require__(99125);
// EXTERNAL MODULE: ./src/stats/noise.ts
var noise = __webpack_require__(5957);
// EXTERNAL MODULE: ./src/config/ports.ts
var ports = __webpack_require__(30226);
// EXTERNAL MODULE: ./src/model/loopback.ts
var loopback = __webpack_require__(39252);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/target/child.ts + 1 modules
var child = __webpack_require__(53294);
// EXTERNAL MODULE: ./src/target/errors.ts
var errors = __webpack_require__(81786);
// EXTERNAL MODULE: ./src/target/secrets.ts
var secrets = __webpack_require__(2024);
;// CONCATENATED MODULE: ./src/load/setup.ts
/**
 * Setup in each trial: an HTTP request or a shell command, each with a timeout. A step runs
 * at the moment its `when` names: before the warm-up, or after it, right before the ramp
 * and the measured window (the default, so the warm-up cannot use up the state it makes).
 */





const MOMENT_TEXT = {
    warmup: 'before the warm-up',
    measure: 'after the warm-up, right before the measured window',
    once: 'right before the measured window (no warm-up)',
};
function runsAt(step, moment) {
    if (moment === 'once' || step.when === 'both')
        return true;
    return step.when === moment;
}
/**
 * Runs the steps that belong to `moment`, in order; each step is logged with its moment. A
 * command runs on `cpus`, where the services start (a database it leaves running serves them
 * from there); undefined: where perf-gate runs.
 */
async function runSetup(steps, logPath, moment, baseEnv, cpus) {
    const note = (text) => (0,external_node_fs_.appendFileSync)(logPath, (0,secrets/* maskSecrets */.QU)(`# perf-gate: ${text}\n`));
    for (const [i, step] of steps.entries()) {
        if (!runsAt(step, moment))
            continue;
        const where = `setup[${i}]`;
        const started = Date.now();
        if (step.kind === 'request') {
            const { method, url } = step.request;
            note(`${where} (${method} ${url}) ${MOMENT_TEXT[moment]}`);
            note(`${where} answered ${await setupRequest(step, where)}`);
        }
        else {
            const label = `${where} (${step.command})`;
            const outcome = await (0,child/* runCommand */.d1)({
                command: step.command,
                cwd: step.cwd,
                baseEnv,
                name: label,
                logPath,
                header: `${label} ${MOMENT_TEXT[moment]}`,
                graceMs: 1_000,
                escaped: 'leave',
                timeoutMs: step.timeoutMs,
                cpus,
            });
            if (outcome.failure)
                throw new errors/* SetupError */.w3(label, outcome.failure, outcome.lastLines.slice(-10));
        }
        note(`${where} done in ${Date.now() - started} ms`);
    }
}
/** Sends the request; its status when it answered 2xx. */
async function setupRequest(step, where) {
    const { method, url, headers, body } = step.request;
    const label = `${where} (${method} ${url})`;
    let response;
    try {
        const init = { method, headers, body, signal: AbortSignal.timeout(step.timeoutMs) };
        response = await (uncheckedTls(url)
            ? fetchWithoutCertificateCheck(url, init)
            : fetch(url, init));
    }
    catch (error) {
        const cause = error.cause?.code ?? error.message;
        throw new errors/* SetupError */.w3(label, `failed: ${cause}`);
    }
    const text = await response.text();
    if (!response.ok) {
        throw new errors/* SetupError */.w3(label, `answered ${response.status}; a setup request must answer 2xx`, (0,secrets/* maskSecrets */.QU)(text).split('\n').slice(-5));
    }
    return response.status;
}
/** An https URL on this machine: its certificate is not checked (model/loopback.ts). */
function uncheckedTls(url) {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !(0,loopback/* checksCertificate */.Bf)(parsed.hostname);
}
/** fetch through undici's own client, which lets a certificate go unchecked. */
async function fetchWithoutCertificateCheck(url, init) {
    const { Agent, fetch: undiciFetch } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 24371, 19));
    const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
    try {
        const response = await undiciFetch(url, { ...init, dispatcher });
        // The body is read before the client closes: the caller gets it whole.
        const text = await response.text();
        return new Response(text, { status: response.status, headers: response.headers });
    }
    finally {
        await dispatcher.close();
    }
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: ./src/procfs/index.ts
var procfs = __webpack_require__(85527);
;// CONCATENATED MODULE: ./src/target/ports.ts
/** Free ports for services that ask for one with `{port}`. */


/** `port` on 127.0.0.1, held open (0: one of the system's choosing); undefined if in use. */
async function hold(port) {
    const server = (0,external_node_net_.createServer)();
    const listening = await new Promise((resolve, reject) => {
        server.once('error', (error) => error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(false) : reject(error));
        server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!listening)
        return undefined;
    const { port: held } = server.address();
    return {
        port: held,
        close: () => new Promise((resolve) => server.close(() => resolve())),
    };
}
/** Below the ports the kernel hands out, and above those services usually keep. */
const LOWEST_CHOSEN = 10_000;
/**
 * A free port on 127.0.0.1, held open. Chosen below the kernel's ephemeral range where it
 * can: a port from that range, let go for a service to bind, can be taken meanwhile as the
 * local end of an outgoing connection — the load engine's own, or another job's — and the
 * service then fails with EADDRINUSE (CI, 6 December 2026, a profiling round). Ports below it
 * are taken only by a listener that asks for one by number.
 */
async function holdFreePort() {
    const range = (0,procfs/* ephemeralPortRange */.q_)();
    if (range && range.low - LOWEST_CHOSEN >= 1000) {
        for (let attempt = 0; attempt < 50; attempt++) {
            const port = LOWEST_CHOSEN + Math.floor(Math.random() * (range.low - LOWEST_CHOSEN));
            const held = await hold(port);
            if (held)
                return held;
        }
    }
    const held = await hold(0);
    if (!held)
        throw new Error('no free port on 127.0.0.1');
    return held;
}
/** A port that was free a moment ago, let go at once (the benchmarks' own servers). */
async function freePort() {
    const held = await holdFreePort();
    await held.close();
    return held.port;
}
/** How many of the ports handed out last are never handed out again. */
const REMEMBERED = 1024;
/**
 * Ports handed out lately, oldest first. The system knows only the ports in use: a port handed
 * out is free to it until its service binds it (and again between rounds), so choosing one
 * port at a time and letting it go could give one twice (CI, 4 December 2026: a .NET front end
 * found its port held by its own back end).
 */
const handedOut = [];
/**
 * A port for each of `names`, all different and none handed out lately: every port the system
 * gives stays held until all are chosen, so it cannot give the same one twice.
 */
async function allocatePorts(names, hold = holdFreePort) {
    const ports = new Map();
    const held = [];
    try {
        for (const name of names) {
            let port;
            do {
                const next = await hold();
                held.push(next);
                port = next.port;
            } while (handedOut.includes(port));
            handedOut.push(port);
            if (handedOut.length > REMEMBERED)
                handedOut.shift();
            ports.set(name, port);
        }
    }
    finally {
        await Promise.all(held.map((h) => h.close()));
    }
    return ports;
}

;// CONCATENATED MODULE: ./src/experiment/bring-up.ts




/** Starts with freshly picked ports after one was taken under it, before giving up. */
const PORT_ATTEMPTS = 3;
/**
 * The services of the variants, as trials or windows ask for them: a fresh app per trial,
 * on ports of its own; or, with `lifecycle: shared`, one app started for the first and
 * kept (with its ports) until `stopShared`.
 */
class VariantServices {
    options;
    shared;
    ports;
    constructor(options) {
        this.options = options;
    }
    /** The variant with its ports bound, and its running services. */
    async start(declared, label) {
        const shared = this.options.lifecycle === 'shared';
        for (let attempt = 1;; attempt++) {
            if (!shared || !this.ports)
                this.ports = await allocatePorts((0,ports/* servicesNeedingPorts */.br)(declared.services));
            const variant = (0,ports/* bindPorts */._5)(declared, this.ports);
            if (shared && this.shared)
                return { variant, target: this.shared };
            try {
                const target = await this.startServices(variant.services, shared ? this.options.sharedLabel : label, declared.name);
                if (shared)
                    this.shared = target;
                return { variant, target };
            }
            catch (error) {
                // A port perf-gate picked, taken between the pick and the start by another process
                // (another job's service on a shared runner: CI, 6 December 2026): pick again. A fixed
                // port in use is the user's to free, and is said at once.
                const picked = error instanceof errors/* PortInUseError */.WB && [...this.ports.values()].includes(error.port);
                if (!picked || attempt >= PORT_ATTEMPTS)
                    throw error;
                this.ports = undefined;
            }
        }
    }
    /** Every start of a variant's services goes through here. */
    startServices(services, label, variant) {
        const { logDir, baseEnv, startTarget, serviceCpus, placeReady } = this.options;
        return startTarget(services, {
            logDir,
            baseEnv,
            label,
            serviceCpus,
            // The placement says which variants it split (a variant of another runtime is not).
            placeReady: placeReady && ((pids) => placeReady(pids, variant)),
        });
    }
    /** Stops a trial's services, unless they are the shared app. */
    async release(target) {
        if (target !== this.shared)
            await target.stop();
    }
    async stopShared() {
        const shared = this.shared;
        this.shared = undefined;
        await shared?.stop();
    }
}
/**
 * Everything before the measured window, in order: setup, warm-up, setup, the placement of a
 * warmed-up service, ramp. Returns what
 * the warm-up did, if one ran (how fast the app answered; how long a warm-up until steady took).
 */
async function bringToWindow(variant, context) {
    // The load engine (autocannon, the open engine's client, the HDR histogram) loads with the
    // first trial: a run that stops before measuring never pays for it at start-up.
    const { hasWarmup, runRamp, runWarmup } = await __webpack_require__.e(/* import() */ 556).then(__webpack_require__.bind(__webpack_require__, 87556));
    const { load, setup } = variant;
    const { setupLog, baseEnv, setupCpus } = context;
    let warmup;
    if (hasWarmup(load)) {
        await runSetup(setup, setupLog, 'warmup', baseEnv, setupCpus);
        warmup = await runWarmup(load);
        await runSetup(setup, setupLog, 'measure', baseEnv, setupCpus);
    }
    else {
        await runSetup(setup, setupLog, 'once', baseEnv, setupCpus);
    }
    context.placeWarm?.();
    await runRamp(load);
    return warmup;
}

// EXTERNAL MODULE: ./src/config/units.ts
var units = __webpack_require__(34529);
// EXTERNAL MODULE: ./src/target/index.ts + 3 modules
var src_target = __webpack_require__(67656);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
;// CONCATENATED MODULE: ./src/load/resources.ts
/**
 * Resource accounting of a trial on Linux, from /proc: CPU time of the target's process
 * groups (per request, the figure an overhead study wants and far steadier than req/s on a
 * shared runner), their peak memory, perf-gate's own CPU, and what else the machine did
 * meanwhile — foreign load, interrupt work and CPU steal — so a disturbed trial can be told
 * from a quiet one. Elsewhere it returns nothing, and the report says so.
 *
 * Foreign load is what the whole machine was busy with (/proc/stat, which also sees
 * processes in other PID namespaces and processes that lived and died within the window),
 * less the CPU of perf-gate's own process tree, of the target's process groups and of the
 * kernel's softirq threads. Interrupt and softirq work grows with the trial's own request
 * rate, so it is kept apart: never foreign. A second, independent reading sums the CPU of
 * every other process it can see, for a cross-check and to name the biggest co-tenants.
 */


function processTimes(stat) {
    return {
        pid: stat.pid,
        ppid: stat.ppid,
        pgrp: stat.pgrp,
        command: stat.comm,
        ticks: stat.utime + stat.stime + stat.cutime + stat.cstime,
        childTicks: stat.cutime + stat.cstime,
    };
}
/** perf-gate's process and its descendants, plus every member of the target's groups. */
function oursOf(processes, selfPid, pgids) {
    const groups = new Set(pgids);
    const target = new Set();
    const children = new Map();
    for (const p of processes.values()) {
        if (groups.has(p.pgrp))
            target.add(p.pid);
        children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
    }
    // What the target starts belongs to the target, even in a process group of its own.
    const self = new Set();
    const seen = new Set();
    const queue = [[selfPid, false]];
    while (queue.length > 0) {
        const [pid, underTarget] = queue.pop();
        if (seen.has(pid))
            continue;
        seen.add(pid);
        const inTarget = underTarget || target.has(pid);
        if (inTarget)
            target.add(pid);
        else
            self.add(pid);
        for (const child of children.get(pid) ?? [])
            queue.push([child, inTarget]);
    }
    return { target, self };
}
/** The kernel threads that run deferred softirq work: interrupt work, not foreign. */
const isSoftirqThread = (p) => p.ppid === 2 && p.command.startsWith('ksoftirqd/');
function takeSnapshot(pgids, selfPid = process.pid) {
    const atMs = external_node_perf_hooks_.performance.now();
    const self = process.cpuUsage();
    const machine = (0,procfs/* machineTimes */.M9)();
    const processes = new Map();
    for (const pid of (0,procfs/* processIds */.Uj)()) {
        const stat = (0,procfs/* readStat */.BV)(pid);
        if (stat)
            processes.set(stat.pid, processTimes(stat));
    }
    const ours = oursOf(processes, selfPid, pgids);
    const oursThreads = new Map();
    for (const pid of [...ours.target, ...ours.self]) {
        const times = (0,procfs/* threadTimes */.nr)(pid);
        if (times)
            oursThreads.set(pid, times);
    }
    return { atMs, machine, processes, oursThreads, selfNs: (self.user + self.system) * 1000 };
}
/**
 * Who used the CPU between two snapshots. Pure, so the rules are tested on made-up
 * counters; the ones read from /proc are tested against real processes.
 */
function attributeCpu(before, after, pgids, selfPid = process.pid) {
    const ours = oursOf(after.processes, selfPid, pgids);
    // A process or thread that started during the window counts from zero; one that ended is
    // lost, unless its parent waited for it (then the parent's children counters have it).
    const delta = (pid, of = 'cpuNs') => (0,procfs/* timeBetween */.U5)(before.oursThreads.get(pid), after.oursThreads.get(pid), of);
    let targetNs = 0;
    let targetWaitNs = 0;
    for (const pid of ours.target) {
        targetNs += delta(pid);
        targetWaitNs += delta(pid, 'waitNs');
    }
    let selfNs = after.selfNs - before.selfNs;
    let selfWaitNs = 0;
    for (const pid of ours.self) {
        if (pid !== selfPid)
            selfNs += delta(pid);
        selfWaitNs += delta(pid, 'waitNs');
    }
    // The independent reading: each other process's own counters. A process that ended in
    // the window reappears in its parent's children counters with its whole life, so the part
    // it had used before the window is taken off the parent again.
    const isOther = (pid) => after.processes.has(pid) && !ours.target.has(pid) && !ours.self.has(pid);
    const otherTicks = new Map();
    for (const p of after.processes.values()) {
        if (isOther(p.pid))
            otherTicks.set(p.pid, p.ticks - (before.processes.get(p.pid)?.ticks ?? 0));
    }
    // What each process's children counters grew by in the window, not yet explained.
    const reaped = new Map();
    for (const p of after.processes.values())
        reaped.set(p.pid, p.childTicks - (before.processes.get(p.pid)?.childTicks ?? 0));
    // Its parent may have ended too; then the nearest ancestor still there waited for both,
    // unless the parent ended first: then the orphan was reaped by a subreaper above it or by
    // init (pid 1), whose children counters grew by its whole life (charged to the ancestor
    // instead, a spinner orphaned so read 0.5 cores too many in a 4 s window, and a .ci/run once
    // saw others' counters 4.2 cores above the machine's). So the one charged is the first
    // process up the living chain whose children counters grew by as much.
    const reaperOf = (p) => {
        let ancestor = p.ppid;
        while (!after.processes.has(ancestor) && before.processes.has(ancestor))
            ancestor = before.processes.get(ancestor).ppid;
        for (let up = ancestor, steps = 0; after.processes.has(up) && steps < 64; up = after.processes.get(up).ppid, steps++)
            if (reaped.get(up) >= p.ticks)
                return up;
        return ancestor;
    };
    for (const p of before.processes.values()) {
        if (after.processes.has(p.pid))
            continue;
        const reaper = reaperOf(p);
        if (!after.processes.has(reaper))
            continue;
        reaped.set(reaper, reaped.get(reaper) - p.ticks);
        if (isOther(reaper))
            otherTicks.set(reaper, otherTicks.get(reaper) - p.ticks);
    }
    let softirqThreadsNs = 0;
    let othersSeenNs = 0;
    const others = [];
    for (const [pid, ticks] of otherTicks) {
        const p = after.processes.get(pid);
        const ns = ticks * procfs/* NS_PER_TICK */.aF;
        if (isSoftirqThread(p))
            softirqThreadsNs += ns;
        else if (ns > 0) {
            othersSeenNs += ns;
            others.push({ pid, command: p.command, ns });
        }
    }
    const machineBusyNs = after.machine.busyNs - before.machine.busyNs;
    const stealNs = after.machine.stealNs === undefined || before.machine.stealNs === undefined
        ? undefined
        : after.machine.stealNs - before.machine.stealNs;
    return {
        wallNs: (after.atMs - before.atMs) * 1e6,
        targetNs,
        selfNs,
        // The machine's busy time includes interrupts serviced while our own processes ran
        // (they are in our processes' counters too), so subtracting ours removes them as well.
        foreignNs: Math.max(0, machineBusyNs - targetNs - selfNs - softirqThreadsNs),
        interruptNs: after.machine.interruptNs - before.machine.interruptNs + softirqThreadsNs,
        stealNs,
        targetWaitNs,
        selfWaitNs,
        othersSeenNs,
        others: others.sort((a, b) => b.ns - a.ns),
        targetPids: [...ours.target],
    };
}
/** Converts an attribution of a window to the per-trial figures a Measurement keeps. */
function usageOf(a, requests, peakRss) {
    const cores = (ns) => (a.wallNs > 0 ? ns / a.wallNs : 0);
    return {
        targetCpuUs: a.targetNs / 1000,
        targetCpuUsPerRequest: requests > 0 ? a.targetNs / 1000 / requests : NaN,
        targetPeakRssKb: peakRss,
        selfCpuUs: a.selfNs / 1000,
        foreignCores: cores(a.foreignNs),
        interruptCores: cores(a.interruptNs),
        stealCores: a.stealNs === undefined ? undefined : cores(a.stealNs),
        foreignProcesses: a.others
            .map((p) => ({ pid: p.pid, command: p.command, cores: cores(p.ns) }))
            .filter((p) => p.cores >= 0.05)
            .slice(0, 3),
    };
}
/**
 * Two windows as one of their total length: a trial measured in slices (experiment/run.ts)
 * is accounted over its slices only, not over the other variants' slices between them.
 */
function sumAttributions(a, b) {
    const others = new Map(a.others.map((p) => [p.pid, { ...p }]));
    for (const p of b.others) {
        const seen = others.get(p.pid);
        if (seen)
            seen.ns += p.ns;
        else
            others.set(p.pid, { ...p });
    }
    return {
        wallNs: a.wallNs + b.wallNs,
        targetNs: a.targetNs + b.targetNs,
        selfNs: a.selfNs + b.selfNs,
        foreignNs: a.foreignNs + b.foreignNs,
        interruptNs: a.interruptNs + b.interruptNs,
        stealNs: a.stealNs === undefined || b.stealNs === undefined ? undefined : a.stealNs + b.stealNs,
        targetWaitNs: a.targetWaitNs + b.targetWaitNs,
        selfWaitNs: a.selfWaitNs + b.selfWaitNs,
        othersSeenNs: a.othersSeenNs + b.othersSeenNs,
        others: [...others.values()].sort((x, y) => y.ns - x.ns),
        targetPids: [...new Set([...a.targetPids, ...b.targetPids])],
    };
}
/**
 * Accounting of a trial whose measured time comes in slices: `begin()` before each slice,
 * `end()` after it, then `usage(requests)` for the slices together.
 */
function slicedAccounting(pgids) {
    let before;
    let total;
    return {
        begin() {
            if (procfs/* procfsHas */.QU.cpuAccounting())
                before = takeSnapshot(pgids);
        },
        /** Ends the slice; returns what its CPU went to (undefined where unsupported). */
        end() {
            if (!before)
                return undefined;
            const a = attributeCpu(before, takeSnapshot(pgids), pgids);
            total = total ? sumAttributions(total, a) : a;
            before = undefined;
            return {
                cpuUs: a.targetNs / 1000,
                stealUs: a.stealNs === undefined ? undefined : a.stealNs / 1000,
                targetWaitUs: a.targetWaitNs / 1000,
                selfWaitUs: a.selfWaitNs / 1000,
            };
        },
        usage(requests) {
            if (!total)
                return undefined;
            const rss = total.targetPids.reduce((sum, pid) => sum + (0,procfs/* peakRssKb */.FH)(pid), 0);
            return usageOf(total, requests, rss);
        },
    };
}
/** Starts accounting for the given process groups; call the result when the window ends. */
function startAccounting(pgids) {
    const accounting = slicedAccounting(pgids);
    accounting.begin();
    return (requests) => {
        accounting.end();
        return accounting.usage(requests);
    };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/experiment/run-context.ts
/**
 * What the run's parts share: the options a caller runs an experiment with, the events it
 * hears, and the context a round is run in (whole-trial.ts, sliced-round.ts, run.ts).
 */



/**
 * A round's seed of its Poisson arrivals, from the plan's seed (apart from the order's
 * stream): every variant of the round draws the same; a re-run of a disturbed round, a new one.
 */
function arrivalSeedOf(seed, planned) {
    return (0,model_random/* deriveSeed */.B)(seed ^ ARRIVALS, planned.round + 1, planned.attempt ?? 0);
}
/** Sets the arrivals' streams apart from the trial order's, drawn from the same seed. */
const ARRIVALS = 0xa5a5a5a5;
/**
 * A profiling round's seed of its Poisson arrivals, from the run's seed: every arm of the
 * round draws the same, and a stream apart from every measured round's.
 */
function profilingArrivalSeedOf(seed, round) {
    return (0,model_random/* deriveSeed */.B)(seed ^ PROFILING_ARRIVALS, round + 1);
}
const PROFILING_ARRIVALS = 0x9f0f11e5;
/** The variant with its Poisson arrivals drawn from `seed`; a load of another kind as it is. */
function withArrivalSeed(variant, seed) {
    if (variant.load.arrival !== 'poisson')
        return variant;
    return { ...variant, load: { ...variant.load, arrivalSeed: seed } };
}
/**
 * Starts a planned trial's services. Logs are named by the trial's place in the schedule
 * and its variant: 003-traces.
 */
async function startPlanned(context, planned, sequence) {
    const signal = (0,src_target/* stopRequested */.TQ)();
    if (signal)
        throw new Error(`perf-gate received ${signal}; no further trial was started`);
    const { config, options } = context;
    const declared = config.variants[planned.variant];
    const label = `${String(sequence).padStart(3, '0')}-${declared.name}`;
    const started = await context.services.start(declared, label);
    const { target } = started;
    // Every variant of a round meets the same Poisson arrivals: its comparison is not of two draws.
    const variant = withArrivalSeed(started.variant, arrivalSeedOf(context.seed, planned));
    const onSecond = (rate) => options.onTrial?.({ ...context.event(planned, sequence), phase: 'progress', rate });
    return {
        planned,
        sequence,
        variant,
        target,
        setupLog: (0,external_node_path_.join)(options.logDir, `${label}.setup.log`),
        baseEnv: options.baseEnv,
        setupCpus: options.serviceCpus,
        placeWarm: options.placeWarm &&
            (() => {
                for (const service of target.services)
                    (0,src_target/* placeProcesses */.jL)(service, (pids) => options.placeWarm(pids, declared.name));
            }),
        onSecond,
        onSlice: options.onSlice,
        sliceLatencies: options.sliceLatencies,
        closedSlicesEngine: options.closedSlicesEngine,
        wholeTrialsEngine: options.wholeTrialsEngine,
    };
}
/** The fields every trial of a planned trial carries, whatever its status. */
function trialBase(started) {
    const { planned, variant, sequence } = started;
    return { round: planned.round, variant: variant.name, sequence, warmup: planned.warmup };
}

// EXTERNAL MODULE: ./src/model/trial.ts
var trial = __webpack_require__(173);
;// CONCATENATED MODULE: ./src/experiment/whole-trial.ts
/**
 * A round of whole trials: each variant in turn has its services started, is brought to its
 * measured window (bring-up.ts), measured for the whole window, checked that it survived,
 * and stopped. A trial that fails is recorded as failed, never averaged in.
 */





/** Runs the round's trials one after another; each is added to the run's trials as it ends. */
async function runWholeRound(context, order) {
    const { options, trials } = context;
    const round = [];
    for (const planned of order) {
        const sequence = trials.length;
        options.onTrial?.({ phase: 'start', ...context.event(planned, sequence) });
        const event = context.event(planned, sequence);
        const started = await startPlanned(context, planned, sequence);
        let trial;
        try {
            trial = await runWholeTrial(started);
        }
        finally {
            await context.services.release(started.target);
        }
        trials.push(trial);
        round.push(trial);
        options.onTrial?.({ phase: 'end', ...event, trial });
    }
    return round;
}
/** One trial on running services: brought to its window, then measured for all of it. */
async function runWholeTrial(started) {
    const { variant, target, onSecond, onSlice, sliceLatencies } = started;
    let base = trialBase(started);
    let measurement;
    try {
        const warmedUp = (await bringToWindow(variant, started))?.untilSteady;
        if (warmedUp)
            base = { ...base, warmedUp };
        const { runMeasured } = await __webpack_require__.e(/* import() */ 556).then(__webpack_require__.bind(__webpack_require__, 87556));
        const account = startAccounting(target.services.map((s) => s.pid));
        const latenciesUs = onSlice && sliceLatencies ? [] : undefined;
        const startedAtMs = external_node_perf_hooks_.performance.now();
        measurement = await runMeasured(variant.load, onSecond, latenciesUs && ((latencyUs) => latenciesUs.push(latencyUs)), started.wholeTrialsEngine);
        const endedAtMs = external_node_perf_hooks_.performance.now();
        measurement.resources = account(measurement.responses);
        const cpuUs = measurement.resources?.targetCpuUs;
        const { responses } = measurement;
        const record = { ...base, index: 0, startedAtMs, endedAtMs, responses, cpuUs };
        onSlice?.(latenciesUs ? { ...record, latenciesUs } : record);
    }
    catch (error) {
        const message = target.failure()?.message ?? error.message;
        return { ...base, status: 'failed', error: message };
    }
    return trialOutcome(base, target.failure()?.message, measurement, variant.load);
}
/**
 * A trial whose load ran to the end: measured, unless the app died (`died`, checked when
 * its window ended) or never answered.
 */
function trialOutcome(base, died, measurement, load) {
    if (died)
        return { ...base, status: 'failed', error: died, measurement };
    const unanswered = (0,trial/* noSuccessfulResponse */.BZ)(measurement, load.requests.map((r) => r.url));
    if (unanswered)
        return { ...base, status: 'failed', error: unanswered, measurement };
    return { ...base, status: 'measured', measurement };
}

;// CONCATENATED MODULE: ./src/experiment/sliced-arm.ts
/** One variant's trial in a sliced round (sliced-round.ts): prepared once, then measured slice by slice. */





/** Answers per connection a warm-up needs before its rate sizes a round's slices. */
const MIN_WARMUP_ANSWERS_PER_CONNECTION = 10;
class SlicedArm {
    started;
    sliceMs;
    planned;
    /** The variant's name. */
    variant;
    sequence;
    target;
    load;
    base;
    accounting;
    measured;
    error;
    rate;
    /** Whether the variant warmed up: without a warm-up its first measured slice meets it cold, as asked. */
    hadWarmup = false;
    sliceIndex = 0;
    pendingLatencies = [];
    // A timed window: equal slices of about sliceMs that add up to it (the config allows slices
    // only for a window of at least two of them). A request count waits for splitCount.
    windows = [];
    constructor(started, sliceMs) {
        this.started = started;
        this.sliceMs = sliceMs;
        this.planned = started.planned;
        this.variant = started.variant.name;
        this.sequence = started.sequence;
        this.target = started.target;
        this.load = started.variant.load;
        this.base = trialBase(started);
        this.accounting = slicedAccounting(this.target.services.map((s) => s.pid));
        const { amount, durationMs } = this.load;
        if (amount === undefined) {
            const count = Math.max(1, Math.round(durationMs / sliceMs));
            this.windows = Array.from({ length: count }, () => ({ durationMs: durationMs / count }));
        }
    }
    fail(e) {
        this.error ??= this.target.failure()?.message ?? e.message;
    }
    /** Everything before the measured window, once (bring-up.ts). */
    async prepare() {
        const { variant, onSecond, onSlice, sliceLatencies } = this.started;
        try {
            const warm = await bringToWindow(variant, this.started);
            this.hadWarmup = warm !== undefined;
            if (warm?.untilSteady)
                this.base = { ...this.base, warmedUp: warm.untilSteady };
            // A rate from a few answers per connection is mostly the first one's cold start
            // (`warmup: { requests: 1 }` read 50 req/s of a 2,000 req/s app, 80 tiny slices).
            if (warm && warm.responses >= MIN_WARMUP_ANSWERS_PER_CONNECTION * this.load.connections)
                this.rate = warm.responses / warm.durationSec;
            const { slicedMeasurement } = await __webpack_require__.e(/* import() */ 556).then(__webpack_require__.bind(__webpack_require__, 87556));
            this.measured = slicedMeasurement(this.load, onSecond, onSlice && sliceLatencies
                ? (latencyUs) => this.pendingLatencies.push(latencyUs)
                : undefined, this.started.closedSlicesEngine ?? 'kept');
        }
        catch (e) {
            this.fail(e);
        }
    }
    /** Responses per second in the warm-up, if one ran. */
    warmupRate() {
        return this.rate;
    }
    /** A request count's share per slice, once the round knows how many slices it takes. */
    splitCount(slices) {
        if (this.load.amount !== undefined)
            this.windows = shares(this.load.amount, slices).map((amount) => ({ amount }));
    }
    slicesLeft() {
        return this.error ? 0 : this.windows.length;
    }
    /**
     * The round's settling turn (sliced-round.ts): a slice of load that no trial counts, as
     * long as a measured one (a share of a request count, else `sliceMs`), resumed for it and
     * paused after it when `pausing`. None for a variant without a warm-up: `warmup: 0` asks
     * for the first requests to meet the app cold, and they do, in its first measured slice.
     */
    async settlingSlice(pausing) {
        const measured = this.measured;
        if (!this.hadWarmup || this.error || !measured || this.failIfDied())
            return;
        const share = this.windows[0]?.amount;
        await this.resumedFor(pausing, () => measured.unmeasuredSlice(share === undefined ? { durationMs: this.sliceMs } : { amount: share }));
    }
    /** The next slice, resumed for it and paused after it when `pausing`; none once the trial failed. */
    async slice(pausing) {
        const window = this.windows.shift();
        const measured = this.measured;
        if (this.error || !window || !measured || this.failIfDied())
            return;
        // The slice's CPU is counted from before the resume to after the pause: a stopped
        // process uses none, and what the app does as it resumes (the timers that fell due
        // while it waited) or as it is paused is its own.
        this.accounting.begin();
        const responsesBefore = measured.responses();
        const times = await this.resumedFor(pausing, () => measured.slice(window));
        const cpu = this.accounting.end();
        const responses = measured.responses() - responsesBefore;
        const latenciesUs = this.started.sliceLatencies ? this.pendingLatencies.splice(0) : undefined;
        if (this.started.onSlice && !this.error) {
            const index = this.sliceIndex++;
            const record = { ...this.base, index, ...times, responses, ...cpu };
            this.started.onSlice(latenciesUs ? { ...record, latenciesUs } : record);
        }
    }
    /**
     * Fails the trial if a service died while the variant waited (paused, killed by the
     * system); true if one did.
     */
    failIfDied() {
        const died = this.target.failure();
        if (died)
            this.fail(died);
        return died !== undefined;
    }
    /**
     * Runs `load` with the variant's services resumed (when `pausing`) and pauses them again
     * after it; a failure in it fails the trial. Returns when the load started and ended.
     */
    async resumedFor(pausing, load) {
        let startedAtMs = 0;
        let endedAtMs = 0;
        try {
            if (pausing)
                await this.target.resume();
            startedAtMs = external_node_perf_hooks_.performance.now();
            await load();
            endedAtMs = external_node_perf_hooks_.performance.now();
        }
        catch (e) {
            this.fail(e);
        }
        finally {
            if (pausing)
                await this.target.pause();
        }
        const failure = this.target.failure();
        if (failure)
            this.fail(failure);
        return { startedAtMs, endedAtMs };
    }
    trial() {
        const { base, error, measured } = this;
        if (error || !measured)
            return { ...base, status: 'failed', error: error ?? 'not measured' };
        const measurement = measured.measurement();
        measurement.resources = this.accounting.usage(measurement.responses);
        // Whether the app died was checked after each of its slices: one that dies while the
        // other variants finish their slices had its whole window.
        return trialOutcome(base, undefined, measurement, this.load);
    }
    /** Lets go of the load engine's connections and pacer (the open model keeps them across slices). */
    async close() {
        await this.measured?.close();
    }
}
/** `total` in `parts` whole shares that differ by at most one. */
function shares(total, parts) {
    return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

;// CONCATENATED MODULE: ./src/experiment/sliced-round.ts
/**
 * A round in slices: every variant's services come up for the round and are brought to
 * their measured window (bring-up.ts), then the variants take turns, a slice each, in the
 * round's order and its mirror image alternately (A B B A A B …), until each has had its
 * measured time or request count. The machine drifts (another job starts, the host's
 * neighbours get busy) over seconds; a 10 s trial after another 10 s trial meets a different
 * machine, while slices half a second apart meet nearly the same one, and the paired
 * comparison cancels it.
 *
 * The round's first turn is not measured (the settling turn): each variant that warmed up
 * has a slice of load in the round's order, then the measured turns begin. Until then every
 * variant but the last waited through the others' start-up and warm-up, paused for seconds;
 * its first slice after that long pause opened the load's connections and ran slower
 * (ASP.NET Core's CPU per request after a 3 s warm-up, 52 µs against 34–37 in its later
 * slices; pinned to one CPU, 197 against ~50), in whichever variant's window it fell. After
 * the settling turn a variant waits for its first measured slice only while the others take
 * their slices, as it does between its later ones.
 *
 * A variant that waits for its turn is paused (every process of every service, SIGSTOP; see
 * target/process-group.ts), so nothing of it runs in another variant's slice: not its
 * timers, its exporter's background thread, its concurrent GC. Its clock runs on while it
 * is paused, so work due in that time is done when it resumes, in its own slice: a periodic
 * timer fires once for the pause (Node's and .NET's timers do not replay missed ticks), a
 * batch exports what its own requests queued. Either way the cost lands in the slices of
 * the variant that has it, as it does when the app runs alone (docs/configuration.md, "A
 * round in slices", gives the small bias towards more cost that remains).
 */




/** Found before the first measured slice: the run goes on in whole trials (RunOptions.onWholeTrials). */
class SlicesUnavailable extends Error {
    name = 'SlicesUnavailable';
}
/** The sliced rounds of one run, and what they learn from each other. */
class SlicedRounds {
    sliceMs;
    // The first sliced round shows that pausing silences every variant's services; until it
    // has, a service that cannot be paused turns the run to whole trials (SlicesUnavailable).
    pauseShown = false;
    // Each variant's responses per second in its last trial: how many slices its request
    // count takes when its round has no warm-up to tell.
    lastRates = new Map();
    constructor(sliceMs) {
        this.sliceMs = sliceMs;
    }
    /** Notes each variant's rate in a round that ran (whole or sliced), for the next split. */
    remember(round) {
        for (const trial of round) {
            const m = trial.status === 'measured' ? trial.measurement : undefined;
            if (m && m.durationSec > 0 && m.responses > 0)
                this.lastRates.set(trial.variant, m.responses / m.durationSec);
        }
    }
    async run(context, order) {
        const arms = [];
        // One shared app serves every variant: no other variant's process could run meanwhile.
        const pausing = context.config.lifecycle !== 'shared';
        let round;
        try {
            await this.startArms(context, order, arms);
            for (const arm of arms) {
                context.options.onTrial?.({ phase: 'start', ...context.event(arm.planned, arm.sequence) });
                await arm.prepare();
                if (pausing)
                    await this.pause(arm);
            }
            this.pauseShown ||= pausing;
            splitCounts(arms, this.sliceMs, this.lastRates);
            if (context.options.settlingTurn !== false)
                await settlingTurn(arms, pausing);
            await takeTurns(arms, pausing);
            round = endRound(context, arms);
        }
        catch (error) {
            // What went wrong in the round says more than a stop that failed after it (and
            // SlicesUnavailable must reach the run, which goes on in whole trials).
            await stopArms(context, arms).catch(() => undefined);
            throw error;
        }
        await stopArms(context, arms);
        return round;
    }
    /** Starts each variant's services, in the round's order, into `arms` (which the round stops). */
    async startArms(context, order, arms) {
        const first = context.trials.length;
        for (const [i, planned] of order.entries()) {
            const started = await startPlanned(context, planned, first + i).catch((error) => {
                throw besideOthers(error, arms, this.sliceMs);
            });
            arms.push(new SlicedArm(started, this.sliceMs));
        }
    }
    async pause(arm) {
        try {
            await arm.target.pause();
            const answering = this.pauseShown ? undefined : await arm.target.answeringWhilePaused();
            if (answering)
                throw new SlicesUnavailable(answering);
        }
        catch (error) {
            if (error instanceof src_target/* PauseError */.VQ && !this.pauseShown)
                throw new SlicesUnavailable(error.message);
            throw error;
        }
    }
}
/**
 * Lets go of every arm's load and stops its services, one after another (services stopping
 * at once could meet in what they write as they exit); an arm whose load or services fail to
 * stop does not keep the next running. Throws the first failure.
 */
async function stopArms(context, arms) {
    let failure;
    for (const arm of arms) {
        try {
            await arm.close();
        }
        catch (error) {
            failure ??= error;
        }
        try {
            await context.services.release(arm.target);
        }
        catch (error) {
            failure ??= error;
        }
    }
    if (failure !== undefined)
        throw failure;
}
/** A slice of each arm, in the round's order, that is not measured (see the top of this file). */
async function settlingTurn(arms, pausing) {
    for (const arm of arms) {
        throwIfStopRequested();
        await arm.settlingSlice(pausing);
    }
}
/** The arms' slices, in the round's order and its mirror image alternately. */
async function takeTurns(arms, pausing) {
    for (let turn = 0; arms.some((arm) => arm.slicesLeft() > 0); turn++) {
        for (const arm of turn % 2 === 0 ? arms : [...arms].reverse()) {
            throwIfStopRequested();
            if (arm.slicesLeft() === 0)
                continue;
            await arm.slice(pausing);
        }
    }
}
/** A signal to perf-gate ends the round between two slices. */
function throwIfStopRequested() {
    const signal = (0,src_target/* stopRequested */.TQ)();
    if (signal)
        throw new Error(`perf-gate received ${signal} during a round`);
}
/** The round's trials, added to the run's as they are announced. */
function endRound(context, arms) {
    const round = arms.map((arm) => arm.trial());
    for (const [i, trial] of round.entries()) {
        context.trials.push(trial);
        context.options.onTrial?.({
            phase: 'end',
            ...context.event(arms[i].planned, trial.sequence),
            trial,
        });
    }
    return round;
}
/**
 * A variant's services failed to start while other variants' services of the round were
 * running: say so, since variants that share something besides their {port} (a fixed
 * port, a file, a container name, a queue) cannot run side by side.
 */
function besideOthers(error, running, sliceMs) {
    if (running.length === 0 || !(error instanceof Error))
        return error;
    const names = running.map((arm) => `"${arm.variant}"`).join(', ');
    error.message += `\nThe services of ${names} were running beside it (slice: ${(0,units/* durationText */.S5)(sliceMs)}, the variants of a round take turns): if the variants share anything besides their {port} (a fixed port, a file, a container name, a queue), set slice: off in the config.`;
    return error;
}
/**
 * How many slices the round's request counts take: as many as make a slice about `sliceMs`
 * long at the rate the variants answered (their warm-up, else their last trial), the same
 * number for every variant so that they alternate to the end; at least two. A variant's
 * slices then last as long as its app takes for its share.
 */
function splitCounts(arms, sliceMs, lastRates) {
    const counted = arms.filter((arm) => arm.load.amount !== undefined);
    if (counted.length === 0)
        return;
    const seconds = counted.flatMap((arm) => {
        const rate = arm.warmupRate() ?? lastRates.get(arm.variant);
        return rate ? [arm.load.amount / rate] : [];
    });
    const mean = seconds.reduce((sum, s) => sum + s, 0) / Math.max(1, seconds.length);
    // A share never smaller than the connections, which would lower the load's concurrency.
    const most = Math.min(...counted.map((arm) => Math.floor(arm.load.amount / arm.load.connections)));
    const slices = Math.max(1, Math.min(most, Math.max(2, Math.round((mean * 1000) / sliceMs))));
    for (const arm of counted)
        arm.splitCount(slices);
}

;// CONCATENATED MODULE: ./src/experiment/run.ts





/**
 * The run stopped part-way (a variant's services did not start, a stop was asked): the
 * trials measured until then, and why it stopped.
 */
class IncompleteRun extends Error {
    trials;
    cause;
    name = 'IncompleteRun';
    constructor(trials, cause) {
        super(cause instanceof Error ? cause.message : String(cause));
        this.trials = trials;
        this.cause = cause;
    }
}
async function runExperiment(config, plan, options) {
    const { logDir, baseEnv, startTarget, serviceCpus, placeReady } = options;
    const services = new VariantServices({
        lifecycle: config.lifecycle,
        startTarget,
        logDir,
        baseEnv,
        sharedLabel: 'shared',
        serviceCpus,
        placeReady,
    });
    const schedule = new Schedule(config, plan, options, services);
    try {
        await schedule.run();
    }
    catch (error) {
        throw new IncompleteRun(schedule.trials, error);
    }
    finally {
        await services.stopShared();
    }
    return schedule.trials;
}
/** The plan's rounds in order, each run again (whole, in a new order) while it was disturbed. */
class Schedule {
    config;
    plan;
    options;
    trials = [];
    // Re-run rounds lengthen the schedule; the progress line counts them in as they come.
    total;
    sliced;
    extraRoundsLeft;
    context;
    constructor(config, plan, options, services) {
        this.config = config;
        this.plan = plan;
        this.options = options;
        this.total = plan.trials.length;
        this.extraRoundsLeft = config.reruns;
        this.sliced = config.sliceMs === undefined ? undefined : new SlicedRounds(config.sliceMs);
        this.context = {
            config,
            seed: plan.seed,
            options,
            services,
            trials: this.trials,
            event: (planned, index) => ({
                index,
                total: this.total,
                planned,
                variant: config.variants[planned.variant].name,
            }),
        };
    }
    async run() {
        let measuredRounds = 0;
        for (const order of roundsOf(this.plan)) {
            const { warmup } = order[0];
            if (!warmup &&
                measuredRounds > 0 &&
                this.options.stopAfterRound?.(this.trials, measuredRounds))
                break;
            await this.runKept(order);
            if (!warmup) {
                measuredRounds++;
                this.options.afterRound?.(this.trials, measuredRounds);
                const allowed = this.options.roundsAllowed?.(measuredRounds);
                // The rounds still to come, each of this round's size (its re-runs are counted in).
                if (allowed !== undefined)
                    this.total = this.trials.length + (allowed - measuredRounds) * order.length;
            }
        }
    }
    /**
     * The round, not the trial, is what is run again: its trials are compared with each
     * other, so a round whose trials did not share the same conditions is replaced whole,
     * in a new order, and kept in the record (marked) out of the statistics.
     */
    async runKept(order) {
        const { round, warmup } = order[0];
        for (let attempt = 1;; attempt++) {
            const ran = await this.runRound(order);
            this.sliced?.remember(ran);
            const reasons = warmup ? [] : roundDisturbances(ran);
            if (reasons.length === 0 || this.extraRoundsLeft === 0)
                return;
            this.extraRoundsLeft--;
            for (const trial of ran) {
                this.trials[this.trials.indexOf(trial)] = {
                    ...trial,
                    status: 'replaced',
                    disturbances: reasons,
                };
            }
            const variants = this.config.variants.length;
            order = rerunOrder(this.plan.seed, round, attempt, variants).map((variant) => ({
                round,
                variant,
                warmup,
                attempt,
            }));
            this.total += order.length;
        }
    }
    async runRound(order) {
        if (this.sliced) {
            try {
                return await this.sliced.run(this.context, order);
            }
            catch (error) {
                if (!(error instanceof SlicesUnavailable))
                    throw error;
                this.sliced = undefined;
                this.options.onWholeTrials?.(`${error.message}, so a waiting variant's work could not be kept out of the others' slices`);
            }
        }
        return runWholeRound(this.context, order);
    }
}
/** The plan's trials, one array per round, in schedule order. */
function roundsOf(plan) {
    const rounds = [];
    for (const planned of plan.trials) {
        const last = rounds.at(-1);
        if (last && last[0].round === planned.round)
            last.push(planned);
        else
            rounds.push([planned]);
    }
    return rounds;
}
/** What disturbed a round's measured trials, each reason naming its variant. */
function roundDisturbances(round) {
    return round.flatMap((t) => t.status === 'measured' ? (0,noise/* disturbances */.i4)(t.measurement).map((r) => `${t.variant}: ${r}`) : []);
}

;// CONCATENATED MODULE: ./src/stats/noise-parts.ts
/** Fewest rounds, and slices per round, from which the parts are worth stating. */
const MIN_ROUNDS = 5;
const MIN_SLICES = 2;
/**
 * Slice pairs per batch for the long-run variance. Neighbouring slices are not independent:
 * an arm takes two slices back to back (the turns go A, B, B, A, A…), and on express (15:20
 * UTC, 5 December 2026, 16 rounds of 40) a pair's ln ratio correlated −0.46 with the pair two
 * on — the same arm's next turn — so single pairs, taken as independent, put 3.4% / 4.5%
 * (req/s / CPU per request) on a round measured at 2.3% / 2.3%, and left nothing between
 * processes. Means of eight pairs (four turns of each arm, five batches a round) put 2.0% /
 * 2.1%; of four, 2.4% / 2.4%. A batch mean still carries what crosses its edges, so the longer
 * the batch the less of a cancelling structure it keeps (a synthetic one that cancels
 * entirely read 1.7% within with batches of four, 1.3% with eight, 2.4% with single pairs),
 * and the fewer batches the noisier the estimate: at least four pairs, five batches a round.
 * Under independence batch means are as unbiased as single slices; a round too short for two
 * batches of four uses halves of itself.
 */
const MIN_BATCH = 4;
const BATCHES = 5;
const RESAMPLES = 400;
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs) => {
    const m = mean(xs);
    return xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1);
};
function trialValue(t, metric) {
    const v = metric === 'throughput'
        ? t.measurement.throughput
        : t.measurement.resources?.targetCpuUsPerRequest;
    return v !== undefined && v > 0 && Number.isFinite(v) ? v : undefined;
}
function sliceValue(s, metric) {
    if (s.responses <= 0)
        return undefined;
    const v = metric === 'throughput'
        ? s.responses / (s.durationMs / 1000)
        : s.cpuUs === undefined
            ? undefined
            : s.cpuUs / s.responses;
    return v !== undefined && v > 0 && Number.isFinite(v) ? v : undefined;
}
const machineCores = (t) => (t.measurement.resources?.stealCores ?? 0) + (t.measurement.resources?.foreignCores ?? 0);
/** The rounds in which both arms were measured, paired slice by slice. */
function pairRounds(trials, slices, baseline, variant, metric) {
    const bySequence = new Map();
    for (const s of slices) {
        const v = sliceValue(s, metric);
        if (v === undefined)
            continue;
        const own = bySequence.get(s.sequence) ?? new Map();
        own.set(s.index, v);
        bySequence.set(s.sequence, own);
    }
    const rounds = new Map();
    for (const t of trials) {
        if (t.warmup || (t.variant !== baseline && t.variant !== variant))
            continue;
        const round = rounds.get(t.round) ?? {};
        if (t.variant === baseline)
            round.base = t;
        else
            round.other = t;
        rounds.set(t.round, round);
    }
    const paired = [];
    for (const { base, other } of rounds.values()) {
        if (!base || !other)
            continue;
        const [b, o] = [trialValue(base, metric), trialValue(other, metric)];
        if (b === undefined || o === undefined)
            continue;
        const baseSlices = bySequence.get(base.sequence) ?? new Map();
        const otherSlices = bySequence.get(other.sequence) ?? new Map();
        const ratios = [...otherSlices].flatMap(([k, v]) => baseSlices.has(k) ? [Math.log(v / baseSlices.get(k))] : []);
        paired.push({
            d: Math.log(o / b),
            slices: ratios,
            machineDelta: machineCores(other) - machineCores(base),
            machineLevel: (machineCores(other) + machineCores(base)) / 2,
        });
    }
    return paired;
}
/**
 * The slices' variances about their round's mean, pooled over the rounds that have at least
 * two: of one slice pair (`sliceVariance`), and the long-run one from batch means
 * (`longRunVariance`, λ: what a round's mean of K slices varies by is λ / K; see MIN_BATCH),
 * with the harmonic mean of K. The bench's noise study reads its slices with the same rule.
 */
function sliceVariances(rounds) {
    let squares = 0;
    let df = 0;
    // The same over batch means, each weighed by its batch's size.
    let batchSquares = 0;
    let batchDf = 0;
    let inverseK = 0;
    let sliced = 0;
    for (const slices of rounds) {
        if (slices.length < MIN_SLICES)
            continue;
        const m = mean(slices);
        squares += slices.reduce((a, x) => a + (x - m) ** 2, 0);
        df += slices.length - 1;
        const size = Math.min(Math.max(MIN_BATCH, Math.floor(slices.length / BATCHES)), Math.floor(slices.length / 2));
        const batches = Array.from({ length: Math.floor(slices.length / size) }, (_, b) => mean(slices.slice(b * size, (b + 1) * size)));
        const bm = mean(batches);
        batchSquares += size * batches.reduce((a, x) => a + (x - bm) ** 2, 0);
        batchDf += batches.length - 1;
        inverseK += 1 / slices.length;
        sliced++;
    }
    return {
        sliceVariance: df > 0 ? squares / df : 0,
        longRunVariance: batchDf > 0 ? batchSquares / batchDf : 0,
        slicesPerRound: sliced > 0 ? sliced / inverseK : 1,
        sliced: sliced > 0,
    };
}
/** The three variances of the per-round ln ratio (see the module comment). */
function components(rounds) {
    const d = rounds.map((r) => r.d);
    const total = variance(d);
    const { sliceVariance, longRunVariance, slicesPerRound, sliced } = sliceVariances(rounds.map((r) => r.slices));
    // The within share is judged on the scale the slices give (the rounds' mean slice ratio, a
    // one-way analysis of variance) and applied to the trials' ratio d, whose spread the gate
    // sees: the ratio of a trial's totals weighs its slices by their responses, and spreads
    // less than the mean of its slices' ratios when they vary by tens of percent.
    const roundMeans = rounds.filter((r) => r.slices.length >= MIN_SLICES).map((r) => mean(r.slices));
    const meansVariance = roundMeans.length > 1 ? variance(roundMeans) : 0;
    const withinShare = meansVariance > 0 ? Math.min(1, longRunVariance / slicesPerRound / meansVariance) : 0;
    // The machine: least squares of d on the difference in machine load. What a covariate of
    // pure noise explains by chance, the residual variance over n − 1, is taken off.
    const x = rounds.map((r) => r.machineDelta);
    const n = rounds.length;
    const varX = variance(x);
    let machine = 0;
    if (n > 2 && varX > 1e-12) {
        const mx = mean(x);
        const md = mean(d);
        const slope = x.reduce((a, xi, i) => a + (xi - mx) * (d[i] - md), 0) / ((n - 1) * varX);
        const residual = d.reduce((a, di, i) => a + (di - md - slope * (x[i] - mx)) ** 2, 0) / (n - 2);
        machine = Math.max(0, slope ** 2 * varX - residual / (n - 1));
    }
    const within = withinShare * total;
    machine = Math.min(machine, total - within);
    const between = Math.max(0, total - within - machine);
    return { total, within, between, machine, sliceVariance, slicesPerRound, sliced };
}
function percentile(sorted, p) {
    const at = (sorted.length - 1) * p;
    const lo = Math.floor(at);
    return sorted[lo] + (sorted[Math.min(lo + 1, sorted.length - 1)] - sorted[lo]) * (at - lo);
}
/** The part the spread is mostly made of, and what cuts it. */
function adviceOf(within, between, machine) {
    if (machine >= within && machine >= between)
        return 'isolation';
    return within > between ? 'longer-trials' : 'more-rounds';
}
/** One comparison's parts, or undefined with too few rounds to say. */
function noisePart(trials, slices, baseline, variant, metric, random) {
    const rounds = pairRounds(trials, slices, baseline, variant, metric);
    if (rounds.length < MIN_ROUNDS)
        return undefined;
    const c = components(rounds);
    if (!(c.total > 0))
        return undefined;
    // Bootstrap over rounds: a round keeps its slices and its counters.
    const draws = { within: [], between: [], machine: [] };
    for (let i = 0; i < RESAMPLES; i++) {
        const sample = rounds.map(() => rounds[Math.floor(random() * rounds.length)]);
        const b = components(sample);
        if (!(b.total > 0))
            continue;
        draws.within.push(Math.sqrt(b.within));
        draws.between.push(Math.sqrt(b.between));
        draws.machine.push(Math.sqrt(b.machine));
    }
    const component = (v, sds, known = true) => {
        if (!known)
            return { sd: NaN, share: NaN, low: NaN, high: NaN };
        const sorted = [...sds].sort((a, b) => a - b);
        return {
            sd: Math.sqrt(v),
            share: v / c.total,
            low: sorted.length ? Math.min(Math.sqrt(v), percentile(sorted, 0.025)) : NaN,
            high: sorted.length ? Math.max(Math.sqrt(v), percentile(sorted, 0.975)) : NaN,
        };
    };
    return {
        variant,
        metric,
        rounds: rounds.length,
        slicesPerRound: c.slicesPerRound,
        roundSd: Math.sqrt(c.total),
        sliceSd: Math.sqrt(c.sliceVariance),
        within: component(c.within, draws.within, c.sliced),
        between: component(c.between, draws.between),
        machine: component(c.machine, draws.machine),
        machineCores: mean(rounds.map((r) => r.machineLevel)),
        advice: adviceOf(c.within, c.between, c.machine),
    };
}
/** Every comparison's parts, for req/s and CPU per request. */
function noiseParts(trials, slices, names, lifecycle, random) {
    const parts = names.slice(1).flatMap((variant) => ['throughput', 'cpuPerRequest'].flatMap((metric) => {
        const part = noisePart(trials, slices, names[0], variant, metric, random);
        return part ? [part] : [];
    }));
    return { between: lifecycle === 'fresh' ? 'processes' : 'rounds of one process', parts };
}

// EXTERNAL MODULE: ./src/stats/resolution.ts
var resolution = __webpack_require__(2273);
// EXTERNAL MODULE: ./src/stats/index.ts
var stats = __webpack_require__(9751);
// EXTERNAL MODULE: ./src/stats/distributions.ts
var distributions = __webpack_require__(99808);
;// CONCATENATED MODULE: ./src/profile/frames.ts
/** The package of the runtime's own code: Node's `node:` modules, V8, GC, the kernel, libc. */
const RUNTIME = '(runtime)';
/** The npm package a path is in: the innermost node_modules folder decides (`@scope/name` or `name`). */
function npmPackageOf(path) {
    const at = path.lastIndexOf('node_modules/');
    if (at < 0)
        return undefined;
    const [first, second] = path.slice(at + 'node_modules/'.length).split('/');
    if (!first)
        return undefined;
    return first.startsWith('@') && second ? `${first}/${second}` : first;
}
/**
 * A script's location as the service's folder sees it: `file://` dropped, the folder's
 * prefix dropped, and inside node_modules only the path within the package kept.
 */
function displayFile(url, root) {
    let path = url.startsWith('file://') ? decodeURIComponent(url.slice('file://'.length)) : url;
    const modules = path.lastIndexOf('node_modules/');
    if (modules >= 0)
        return path.slice(modules + 'node_modules/'.length);
    if (root) {
        const prefix = root.endsWith('/') ? root : `${root}/`;
        if (path.startsWith(prefix))
            path = path.slice(prefix.length);
    }
    return path;
}
/**
 * A frame of V8's CPU profiler (`callFrame` of a `.cpuprofile` node). Line numbers there
 * are 0-based. Frames without a script are V8's own: builtins, `(program)`, `(garbage
 * collector)`.
 */
function v8Frame(callFrame, root) {
    const name = callFrame.functionName || '(anonymous)';
    const { url } = callFrame;
    if (!url)
        return { name, package: RUNTIME };
    const line = callFrame.lineNumber >= 0 ? callFrame.lineNumber + 1 : undefined;
    const file = displayFile(url, root);
    if (url.startsWith('node:'))
        return { name, file, line, package: RUNTIME };
    const pkg = npmPackageOf(url.startsWith('file://') ? decodeURIComponent(url) : url);
    return pkg ? { name, file, line, package: pkg } : { name, file, line };
}
/**
 * A frame of `perf script`: its symbol and the object it is in. JIT code is named through
 * the runtime's perf map (`/tmp/perf-PID.map`): Node's (`--perf-basic-prof`) reads
 * `JS:*handler /app/src/items.js:42:7` (older: `LazyCompile:*handler …`), .NET's
 * (`DOTNET_PerfMapEnabled=1`) reads `instance void [Assembly] Namespace.Type::Method(args)[Optimized]`.
 */
function perfFrame(symbol, object, root) {
    const dso = object.replace(/^\(|\)$/g, '');
    const bare = symbol.replace(/\+0x[0-9a-f]+$/i, '');
    if (/\/perf-\d+\.map$/.test(dso) || dso === '[JIT]' || dso.startsWith('/memfd:')) {
        return jitFrame(bare, root);
    }
    // The kernel, and the kernel's code mapped into the process (a clock read through the vDSO
    // is `process.hrtime` or `performance.now`): the runtime, charged to the function that asked.
    if (dso.startsWith('[kernel') || dso === '[vdso]' || dso === '[vsyscall]')
        return { name: bare, package: RUNTIME };
    const name = bare === '[unknown]' || !bare ? `[unknown] (${basename(dso)})` : bare;
    const library = basename(dso);
    // The runtime itself (node, dotnet, libcoreclr, libc) is the runtime, not a package.
    if (/^(node|dotnet|libcoreclr\.so|libclrjit\.so|libc\.so.*|libstdc\+\+\.so.*|ld-linux.*|libpthread.*|libuv\.so.*)$/.test(library))
        return { name, package: RUNTIME };
    return { name, package: library };
}
function jitFrame(symbol, root) {
    // .NET: `[return type] [Assembly] Namespace.Type::Method(args)[Optimized]`.
    const dotnet = /\[([^\]\s]+)\]\s+([^\s(]+)(\(.*)?$/.exec(symbol);
    if (dotnet && dotnet[2].includes('::')) {
        const assembly = dotnet[1];
        return { name: dotnet[2], package: assembly };
    }
    // Node: `JS:*name url:line:column`, `LazyCompile:~name url:line:column`, `Builtin:Name`.
    const node = /^(?:JS|LazyCompile|Function|Script|InterpretedFunction):[*~^+]?(\S*)\s+(.*?):(\d+)(?::\d+)?$/.exec(symbol);
    if (node) {
        const [, fn, url, line] = node;
        return v8Frame({ functionName: fn, url, lineNumber: Number(line) - 1 }, root);
    }
    const builtin = /^(?:Builtin|BytecodeHandler|Stub|RegExp|Handler):(.*)$/.exec(symbol);
    if (builtin)
        return { name: builtin[1], package: RUNTIME };
    return { name: symbol || '[unknown]', package: RUNTIME };
}
function basename(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
/**
 * The frame a sample is charged to: the innermost frame of the service's own code or of a
 * package. A function's cost is what it does itself and what the runtime does for it —
 * the builtins, `node:` modules, native code and kernel it calls (a spin on
 * `process.hrtime`, `JSON.stringify`, a regexp, a socket write) — because that is what a
 * change to it changes, and the runtime's frames are not something the user can change.
 * Only a stack with no such frame (the event loop, GC, the runtime's own bookkeeping) is
 * charged to the runtime's leaf frame.
 */
function chargedFrame(frames) {
    for (let i = frames.length - 1; i >= 0; i--) {
        if (frames[i].package !== RUNTIME)
            return frames[i];
    }
    return frames.at(-1);
}
/** The function as the table names it: `handler (src/routes/items.js:42)`; a native one by name only. */
function functionLabel(frame) {
    if (!frame.file)
        return frame.name;
    return `${frame.name} (${frame.file}${frame.line ? `:${frame.line}` : ''})`;
}
/** What a package row is called: the package, or `(app)` for the service's own code. */
function packageLabel(frame) {
    return frame.package ?? APP;
}
/** The service's own code, in the package table. */
const APP = '(app)';

;// CONCATENATED MODULE: ./src/profile/table.ts
/**
 * Where the time went: each function's CPU time per request, baseline against variant,
 * paired over the profiling rounds, and listed only where the change is beyond its own noise.
 *
 * A function's cost in one window is its share of the process's busy samples times the CPU
 * time per request those samples stand for; a sample is charged to the innermost frame of
 * the service's code or of a package (chargedFrame), so what the runtime does for a function
 * is that function's cost. Two noises blur it: the profiler's sampling (a
 * function with c of N samples is a binomial count, variance ≈ c(1 − c/N)), and everything
 * that differs between windows (the runner's drift, JIT and GC luck), seen only as the spread
 * of the paired differences over rounds. The bound takes the larger of the two, each with the
 * critical value of its own distribution (normal for the sampling noise, Student's t with
 * rounds − 1 degrees of freedom for the spread, which few rounds estimate poorly), Bonferroni-
 * corrected over every function compared: an A/A run then lists no function in 95% of runs,
 * however many functions the service has. The rule is checked by a seeded A/A simulation.
 */


/** CPU per request of an arm that no profile covers (other threads, unprofiled processes). */
const UNPROFILED = '(not sampled: other threads and processes)';
/** The row of the change no listed row holds, so that the rows shown add up to it. */
const restName = (rows) => `(everything else: ${rows} row${rows === 1 ? '' : 's'} within their noise)`;
const keyOfKeyed = (keyed) => JSON.stringify([keyed.identity ?? keyed.name, keyed.package ?? '']);
const withoutKey = ({ key: _key, ...row }) => row;
/** Each function's (or package's) cost per request in one arm of one round. */
function armCosts(arm, keyOf) {
    const costs = new Map();
    const add = (keyed, us, samplingVar) => {
        const key = keyOfKeyed(keyed);
        const cost = costs.get(key) ?? { ...keyed, us: 0, samplingVar: 0 };
        cost.us += us;
        cost.samplingVar += samplingVar;
        costs.set(key, cost);
    };
    for (const process of arm.processes) {
        if (process.busySamples === 0)
            continue;
        const perSample = process.cpuUsPerRequest / process.busySamples;
        const counts = new Map();
        for (const stack of process.stacks) {
            const charged = chargedFrame(stack.frames);
            if (!charged)
                continue;
            const keyed = keyOf(charged);
            const key = keyOfKeyed(keyed);
            const count = counts.get(key) ?? { keyed, samples: 0 };
            count.samples += stack.samples;
            counts.set(key, count);
        }
        const n = process.busySamples;
        for (const { keyed, samples } of counts.values()) {
            add(keyed, samples * perSample, perSample ** 2 * samples * (1 - samples / n));
        }
    }
    if (arm.unprofiledCpuUsPerRequest > 0)
        add({ name: UNPROFILED }, arm.unprofiledCpuUsPerRequest, 0);
    return costs;
}
/** Total CPU per request of an arm: what its profiles share out, and what none covers. */
function armCpuUs(arm) {
    return (arm.processes.reduce((sum, p) => sum + p.cpuUsPerRequest, 0) + arm.unprofiledCpuUsPerRequest);
}
const table_mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
function compareRows(rounds, keyOf, alpha, cpuChangeUs) {
    const perRound = rounds.map((round) => ({
        baseline: armCosts(round.baseline, keyOf),
        variant: armCosts(round.variant, keyOf),
    }));
    const keys = new Map();
    for (const { baseline, variant } of perRound) {
        for (const [key, cost] of [...baseline, ...variant]) {
            // The label last seen: the variant's, whose line numbers are the code as it is now.
            keys.set(key, { name: cost.name, package: cost.package });
        }
    }
    const r = rounds.length;
    const family = Math.max(1, keys.size);
    const zCritical = (0,distributions/* normalQuantile */.Zl)(1 - alpha / (2 * family));
    const tCritical = r >= 2 ? (0,distributions/* tQuantile */.YW)(1 - alpha / (2 * family), r - 1) : Infinity;
    const rows = [];
    for (const [key, keyed] of keys) {
        const zero = { us: 0, samplingVar: 0 };
        const b = perRound.map((round) => round.baseline.get(key) ?? zero);
        const v = perRound.map((round) => round.variant.get(key) ?? zero);
        const d = b.map((cost, i) => v[i].us - cost.us);
        const delta = table_mean(d);
        const samplingSe = Math.sqrt(b.reduce((s, c, i) => s + c.samplingVar + v[i].samplingVar, 0)) / r;
        const spread = r >= 2 ? d.reduce((s, x) => s + (x - delta) ** 2, 0) / (r - 1) : 0;
        const betweenSe = Math.sqrt(spread / r);
        // One round cannot show the spread between windows: only the sampling noise bounds it.
        const noise = Math.max(zCritical * samplingSe, r >= 2 ? tCritical * betweenSe : 0);
        rows.push({
            key,
            name: keyed.name,
            ...(keyed.package !== undefined && { package: keyed.package }),
            baselineUs: table_mean(b.map((c) => c.us)),
            variantUs: table_mean(v.map((c) => c.us)),
            deltaUs: delta,
            noiseUs: noise,
            beyondNoise: Math.abs(delta) > noise && delta !== 0,
            ...(Math.abs(cpuChangeUs) > 1e-9 && { shareOfChange: delta / cpuChangeUs }),
        });
    }
    return rows.sort((x, y) => Math.abs(y.deltaUs) - Math.abs(x.deltaUs) || (x.name < y.name ? -1 : 1));
}
/** The function a frame is, for the function table. */
function byFunction(frame) {
    return {
        name: functionLabel(frame),
        ...(frame.package !== undefined && { package: frame.package }),
        identity: functionIdentity(frame),
    };
}
/**
 * A named function is the same row in both arms whatever line it starts at: a change that
 * adds lines above it, or a dependency upgrade that moves it (express 4's `stringify` is at
 * response.js:1155, express 5's at :1015), would otherwise show one function as two rows, one
 * dropped and one added, each with its whole cost as Δ. An anonymous function has only its
 * place to tell it from the file's others, so it keeps its line; two functions of one name in
 * one file share a row.
 */
function functionIdentity(frame) {
    if (!frame.file || frame.name === '(anonymous)' || frame.name === '')
        return functionLabel(frame);
    return `${frame.name} (${frame.file})`;
}
/** The package a frame is in, for the package table (the service's own code is `(app)`). */
function byPackage(frame) {
    return { name: packageLabel(frame) };
}
/**
 * The per-function and per-package tables of one variant against the baseline, every
 * compared row (biggest |Δ| first) with `beyondNoise` set where it is listed.
 * `alpha`: the family-wise rate at which an A/A run lists anything.
 */
function costTable(variant, rounds, alpha = 0.05) {
    if (rounds.length === 0)
        throw new Error('costTable: no profiling round to compare');
    const baselineCpuUs = table_mean(rounds.map((round) => armCpuUs(round.baseline)));
    const variantCpuUs = table_mean(rounds.map((round) => armCpuUs(round.variant)));
    const change = variantCpuUs - baselineCpuUs;
    const compared = compareRows(rounds, byFunction, alpha, change);
    const rest = restRow(rounds, compared, alpha, change);
    const functions = compared.map(withoutKey);
    const packages = compareRows(rounds, byPackage, alpha, change)
        .map(withoutKey)
        .filter(
    // The package table answers "which dependency": the app's own code and the runtime
    // are in the function table already.
    (row) => row.name !== APP && row.name !== UNPROFILED);
    return {
        variant,
        rounds: rounds.length,
        baselineCpuUs,
        variantCpuUs,
        functions,
        rest,
        packages,
        compared: functions.length,
    };
}
/**
 * The change in CPU per request that no listed function row holds — every row within its
 * noise, together — paired over the rounds like a row, so that the listed rows and this one
 * add up to the variant's change. It is one row, not one of a family, so its bound is a
 * plain t bound at `alpha`.
 */
function restRow(rounds, functions, alpha, cpuChangeUs) {
    const listed = new Set(functions.filter((row) => row.beyondNoise).map((row) => row.key));
    const unlisted = (arm) => {
        let us = 0;
        for (const [key, cost] of armCosts(arm, byFunction))
            if (!listed.has(key))
                us += cost.us;
        return us;
    };
    const b = rounds.map((round) => unlisted(round.baseline));
    const v = rounds.map((round) => unlisted(round.variant));
    const d = b.map((x, i) => v[i] - x);
    const delta = table_mean(d);
    const r = rounds.length;
    const spread = r >= 2 ? d.reduce((s, x) => s + (x - delta) ** 2, 0) / (r - 1) : 0;
    const noise = r >= 2 ? (0,distributions/* tQuantile */.YW)(1 - alpha / 2, r - 1) * Math.sqrt(spread / r) : 0;
    return {
        name: restName(functions.length - listed.size),
        baselineUs: table_mean(b),
        variantUs: table_mean(v),
        deltaUs: delta,
        noiseUs: noise,
        beyondNoise: Math.abs(delta) > noise && delta !== 0,
        ...(Math.abs(cpuChangeUs) > 1e-9 && { shareOfChange: delta / cpuChangeUs }),
    };
}
/** The table as the report shows it: only the rows beyond their noise. */
function listedOnly(table) {
    return {
        ...table,
        functions: table.functions.filter((row) => row.beyondNoise),
        packages: table.packages.filter((row) => row.beyondNoise),
    };
}
/**
 * Whether the profiling rounds should go on: the variant's CPU per request changed beyond
 * its own noise (a paired t-test over the rounds at `alpha`), yet no function is listed —
 * the profile has seen that the variant costs more (or less) but cannot yet say where. The
 * noise bound of a function falls fast with the rounds (Student's t at the family's
 * Bonferroni level is ~11.5 with 4 degrees of freedom, ~6 with 9, and the spread's standard
 * error falls with √rounds: about 2.7 times tighter at 10 rounds than at 5), so a few more
 * rounds are what turns "CPU +58 µs, nothing listed" into an answer. An A/A, or a change
 * already explained, stops at the rounds asked for.
 */
function wantsMoreRounds(table, rounds, alpha = 0.05) {
    if (rounds.length < 2)
        return false;
    // Any listed row is an answer to show, the CPU of other threads included: a variant whose
    // requests are mostly waiting (a timer, a slow backend) has its CPU per request swell from
    // the idle process's housekeeping, which more rounds would not turn into a function.
    if (table.functions.some((row) => row.beyondNoise))
        return false;
    const d = rounds.map((round) => armCpuUs(round.variant) - armCpuUs(round.baseline));
    const delta = table_mean(d);
    const spread = d.reduce((s, x) => s + (x - delta) ** 2, 0) / (d.length - 1);
    const se = Math.sqrt(spread / d.length);
    return Math.abs(delta) > (0,distributions/* tQuantile */.YW)(1 - alpha / 2, d.length - 1) * se;
}

;// CONCATENATED MODULE: ./src/profile/flame.ts
/**
 * The differential flame graph: the baseline's and the variant's stacks merged into one
 * tree, each frame as wide as its mean inclusive CPU per request over the two (so the
 * widths add up and a path that vanished in the variant still shows), coloured by the
 * change of its inclusive cost — red where the variant spends more, blue where it spends
 * less, white where nothing changed — the root at the bottom. SVG text, with a tooltip
 * (`<title>`) on every frame; browsers show it as is.
 */

const newNode = (label) => ({
    label,
    baselineUs: 0,
    variantUs: 0,
    children: new Map(),
});
/** The tree of one side's stacks, added into `root` with each stack's CPU µs per request. */
function addArm(root, arm, side, weight) {
    for (const process of arm.processes) {
        if (process.busySamples === 0)
            continue;
        const perSample = (process.cpuUsPerRequest / process.busySamples) * weight;
        for (const stack of process.stacks) {
            const us = stack.samples * perSample;
            root[side] += us;
            let node = root;
            for (const frame of stack.frames) {
                const label = frameName(frame);
                let child = node.children.get(label);
                if (!child)
                    node.children.set(label, (child = newNode(label)));
                child[side] += us;
                node = child;
            }
        }
    }
}
function frameName(frame) {
    const label = functionLabel(frame);
    return frame.package && !frame.file ? `${label} [${frame.package}]` : label;
}
const WIDTH = 1200;
const ROW = 17;
const PAD = 10;
const HEADER = 40;
const CHAR_PX = 6.6;
/** The SVG of the differential flame graph over the rounds of one variant against the baseline. */
function differentialFlameGraph(rounds, options) {
    const root = newNode('all');
    for (const round of rounds) {
        addArm(root, round.baseline, 'baselineUs', 1 / rounds.length);
        addArm(root, round.variant, 'variantUs', 1 / rounds.length);
    }
    const widthOf = (node) => (node.baselineUs + node.variantUs) / 2;
    const total = widthOf(root);
    let depth = 0;
    const maxChange = { us: 0 };
    const walk = (node, level) => {
        depth = Math.max(depth, level);
        if (level > 0)
            maxChange.us = Math.max(maxChange.us, Math.abs(node.variantUs - node.baselineUs));
        for (const child of node.children.values())
            walk(child, level + 1);
    };
    walk(root, 0);
    const height = HEADER + (depth + 1) * ROW + PAD * 2;
    const scale = total > 0 ? (WIDTH - 2 * PAD) / total : 0;
    const frames = [];
    const draw = (node, x, level) => {
        const w = widthOf(node) * scale;
        if (w < 0.3)
            return;
        const y = height - PAD - (level + 1) * ROW;
        const change = node.variantUs - node.baselineUs;
        const title = `${node.label}: ${fixed(node.baselineUs)} → ${fixed(node.variantUs)} µs/request (Δ ${change >= 0 ? '+' : '−'}${fixed(Math.abs(change))})`;
        const fits = Math.floor((w - 6) / CHAR_PX);
        const text = fits >= 3
            ? node.label.length <= fits
                ? node.label
                : `${node.label.slice(0, fits - 2)}..`
            : '';
        frames.push(`<g><title>${escapeXml(title)}</title><rect x="${fixed(x)}" y="${y}" width="${fixed(w)}" height="${ROW - 1}" fill="${colour(change, maxChange.us)}" rx="2"/>` +
            (text ? `<text x="${fixed(x + 3)}" y="${y + ROW - 5}">${escapeXml(text)}</text>` : '') +
            '</g>');
        let childX = x;
        for (const child of [...node.children.values()].sort((a, b) => (a.label < b.label ? -1 : 1))) {
            draw(child, childX, level + 1);
            childX += widthOf(child) * scale;
        }
    };
    draw(root, PAD, 0);
    return [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Verdana, sans-serif" font-size="11">`,
        `<rect width="100%" height="100%" fill="#ffffff"/>`,
        `<text x="${WIDTH / 2}" y="20" text-anchor="middle" font-size="15">${escapeXml(options.title)}</text>`,
        `<text x="${WIDTH / 2}" y="35" text-anchor="middle" fill="#555">width: mean CPU per request of the two; red: the variant spends more, blue: less (largest change ${fixed(maxChange.us)} µs/request)</text>`,
        ...frames,
        '</svg>',
        '',
    ].join('\n');
}
/** White for no change, to full red (more) or blue (less) at the largest change in the graph. */
function colour(changeUs, maxUs) {
    const strength = maxUs > 0 ? Math.min(1, Math.abs(changeUs) / maxUs) : 0;
    const fade = Math.round(235 - 200 * Math.sqrt(strength));
    return changeUs >= 0 ? `rgb(250,${fade},${fade})` : `rgb(${fade},${fade},250)`;
}
function fixed(value) {
    return String(Math.round(value * 100) / 100);
}
function escapeXml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}

;// CONCATENATED MODULE: ./src/profile/v8.ts
/**
 * V8's CPU profile (the `.cpuprofile` JSON that Chrome DevTools, speedscope and
 * `node --cpu-prof` use) reduced to stacks with sample counts. Idle samples (the event loop
 * waiting) are left out: they cost no CPU.
 */

/** The node names V8 gives the time it was not running JavaScript for the app. */
const IDLE = '(idle)';
const ROOT = '(root)';
function v8Stacks(profile, root) {
    const parent = new Map();
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    for (const node of profile.nodes)
        for (const child of node.children ?? [])
            parent.set(child, node.id);
    const hits = new Map();
    if (profile.samples) {
        for (const id of profile.samples)
            hits.set(id, (hits.get(id) ?? 0) + 1);
    }
    else {
        for (const node of profile.nodes)
            if (node.hitCount)
                hits.set(node.id, node.hitCount);
    }
    const stacks = [];
    for (const [id, samples] of [...hits].sort(([a], [b]) => a - b)) {
        const leaf = byId.get(id);
        if (!leaf || leaf.callFrame.functionName === IDLE)
            continue;
        const path = [];
        for (let at = id; at !== undefined; at = parent.get(at)) {
            const node = byId.get(at);
            if (!node || node.callFrame.functionName === ROOT)
                break;
            path.push(v8Frame(node.callFrame, root));
        }
        if (path.length > 0)
            stacks.push({ frames: path.reverse(), samples });
    }
    return stacks;
}

;// CONCATENATED MODULE: ./src/profile/perf-script.ts
/**
 * The text of `perf script` (one block per sample: a header line with the command, the
 * PID/TID, the time and the event, then one line per frame from the leaf to the root, then
 * a blank line) reduced to stacks with sample counts, per process.
 */

function perfScriptStacks(text, root) {
    const byProcess = new Map();
    const flush = (pid, lines) => {
        if (pid === undefined || lines.length === 0)
            return;
        const frames = lines
            .map((line) => {
            // `    7f3a1c2b symbol+0x12 (/path/to/object)`; the symbol may hold spaces.
            const match = /^\s*[0-9a-f]+\s+(.*?)\s+(\([^()]*\))$/i.exec(line);
            return match ? perfFrame(match[1], match[2], root) : undefined;
        })
            .filter((frame) => frame !== undefined)
            .reverse();
        if (frames.length === 0)
            return;
        const key = JSON.stringify(frames);
        const stacks = byProcess.get(pid) ?? new Map();
        byProcess.set(pid, stacks);
        const stack = stacks.get(key);
        if (stack)
            stack.samples++;
        else
            stacks.set(key, { frames, samples: 1 });
    };
    let pid;
    let lines = [];
    for (const line of text.split('\n')) {
        if (line.trim() === '') {
            flush(pid, lines);
            pid = undefined;
            lines = [];
        }
        else if (!/^\s/.test(line)) {
            flush(pid, lines);
            lines = [];
            // `comm  PID/TID  time: …` or `comm  PID  time: …` (the command may hold spaces).
            const match = /\s(\d+)(?:\/\d+)?\s+(?:\[\d+\]\s+)?[\d.]+:/.exec(line);
            pid = match ? Number(match[1]) : undefined;
        }
        else {
            lines.push(line);
        }
    }
    flush(pid, lines);
    return new Map([...byProcess].map(([p, stacks]) => [p, [...stacks.values()]]));
}

;// CONCATENATED MODULE: ./src/profile/select.ts
/**
 * `always`: every variant. `auto`: the variants the gate failed on a metric, or for which a
 * gated comparison stayed undecided — where "why?" is the next question; a variant within
 * its tolerance needs no answer, and one whose trials failed (its app died, its setup
 * failed) would fail its profiling too: its log says why. `off`: none.
 */
function variantsToProfile(when, variants, comparisons, verdict) {
    if (when === 'off')
        return { variants: [], reason: 'profile: off' };
    // A variant with failed trials is left out even where its comparisons stayed undecided (as
    // they do when every trial failed): its profile would set a crash or error pages beside the
    // baseline's answers.
    const trialsFailed = (name) => verdict.failures.some((f) => f.variant === name && f.metric === 'trials');
    if (when === 'always')
        return { variants: variants.filter((name) => !trialsFailed(name)), reason: 'profile: always' };
    const chosen = variants.filter((name) => !trialsFailed(name) &&
        (verdict.failures.some((f) => f.variant === name) ||
            comparisons.some((c) => c.variant === name &&
                c.gated &&
                (c.outcome === 'regression' || c.outcome === 'inconclusive'))));
    return {
        variants: chosen,
        reason: chosen.length > 0
            ? 'profile: auto — the variants that regressed or stayed undecided'
            : 'profile: auto — no variant regressed or stayed undecided',
    };
}

;// CONCATENATED MODULE: ./src/profile/index.ts
/**
 * Profile stage (pure): profiles of the baseline and a variant, taken in profiling rounds
 * after the gate decided, reduced to where the time went — each function's CPU per
 * request (its own and the runtime's it called), paired over the rounds and listed only
 * beyond its own noise — and the differential flame graph. Collecting the profiles is the shell's (src/profiler/).
 */







;// CONCATENATED MODULE: ./src/profiler/node-preload.ts
/**
 * V8's CPU profiler inside a Node service, with nothing installed: a script loaded by
 * `--require` through NODE_OPTIONS (so it reaches the node behind `npm start`, a shell
 * wrapper or a forked worker) that opens an in-process inspector session and starts or
 * stops the profiler on SIGUSR2. perf-gate then profiles exactly the measured window of a
 * profiling round, not the start-up or the warm-up — what `--cpu-prof` (whole life, written
 * only on a clean exit) cannot do — and needs no debugger port.
 *
 * The protocol is files in one folder per profiled service start: `PID.ready` once the
 * preload ran, `PID.started` once sampling runs, `PID-N.cpuprofile` (written whole, then
 * renamed) when the N-th window stopped. Only processes that wrote `PID.ready` are ever
 * signalled: SIGUSR2 would end any other process.
 *
 * The script is written at run time (the bundle has no files beside it) into the run's
 * temporary folder, never the user's tree (src/profiler/tooling.ts).
 *
 * Where perf samples the service instead (NodeSampler `perf`), NODE_OPTIONS also asks V8 for
 * its perf map, and the preload removes the log V8 then opens in the service's folder.
 */


/** The folder of the protocol; set only in profiling rounds. */
const PROFILE_DIR_VARIABLE = 'PERF_GATE_PROFILE_DIR';
/** The sampling interval in µs. */
const INTERVAL_VARIABLE = 'PERF_GATE_PROFILE_INTERVAL_US';
const PRELOAD_SOURCE = `'use strict';
// perf-gate's profiling preload (profiling rounds only): SIGUSR2 starts and stops V8's CPU profiler.
(() => {
  const dir = process.env.${PROFILE_DIR_VARIABLE};
  if (!dir) return;
  const fs = require('node:fs');
  const path = require('node:path');
  // Asked for its perf map, V8 also opens a log of its own in the working folder
  // (isolate-ADDRESS-PID-v8.log, one per isolate): a profiled service left one per start in
  // the user's tree. When the preload loads (in workers too), the logs this process holds open
  // are unlinked: V8 writes on to the open file, which goes with the process. Only files this
  // very process has open, never another's by its name; none if the service asked V8 for a
  // log itself.
  const flags = process.execArgv.concat(process.env.NODE_OPTIONS || '').join(' ');
  if (flags.includes('--perf-basic-prof') && !/--(ll-)?prof\b|--log|--trace-(ic|maps)/.test(flags)) {
    let fds = [];
    try { fds = fs.readdirSync('/proc/self/fd'); } catch {}
    for (const fd of fds) {
      try {
        const file = fs.readlinkSync('/proc/self/fd/' + fd);
        const name = path.basename(file);
        if (name.startsWith('isolate-0x') && name.endsWith('-' + process.pid + '-v8.log')) fs.unlinkSync(file);
      } catch {}
    }
  }
  const { isMainThread } = require('node:worker_threads');
  if (!isMainThread) return;
  // A profiler counts an inlined function's samples in its caller (V8's perf map has one name
  // per compiled code object; V8's profiler resolves inlined frames only for code compiled
  // while it runs, not the warmed-up code), and whether a function is inlined changes from
  // one start to the next: its cost would be split between two rows and move between them
  // over the rounds, and neither be listed. Without inlining (TurboFan's, and Maglev's where
  // a Node has it on) every function is its own row. Set before the app's code is compiled;
  // profiling rounds only.
  const v8 = require('node:v8');
  v8.setFlagsFromString('--no-turbo-inlining');
  v8.setFlagsFromString('--no-maglev-inlining');
  const inspector = require('node:inspector');
  const interval = Number(process.env.${INTERVAL_VARIABLE}) || 1000;
  let session;
  let windows = 0;
  const write = (name, text) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file + '.part', text);
    fs.renameSync(file + '.part', file);
  };
  process.on('SIGUSR2', () => {
    try {
      if (!session) {
        session = new inspector.Session();
        session.connect();
        session.post('Profiler.enable', () =>
          session.post('Profiler.setSamplingInterval', { interval }, () =>
            session.post('Profiler.start', () => write(process.pid + '.started', ''))));
        return;
      }
      const stopping = session;
      session = undefined;
      stopping.post('Profiler.stop', (error, result) => {
        windows++;
        try {
          write(process.pid + '-' + windows + '.cpuprofile', error ? '{"error":' + JSON.stringify(String(error.message)) + '}' : JSON.stringify(result.profile));
        } finally {
          stopping.disconnect();
        }
      });
    } catch (error) {
      try { write(process.pid + '.error', String(error && error.stack || error)); } catch {}
    }
  });
  try { write(process.pid + '.ready', process.argv.slice(1).join(' ')); } catch {}
})();
`;
/** Writes the preload into `dir` and returns its path. */
function writeNodePreload(dir) {
    const path = (0,external_node_path_.join)(dir, 'perf-gate-profile-preload.cjs');
    (0,external_node_fs_.writeFileSync)(path, PRELOAD_SOURCE);
    return path;
}
/**
 * What a Node started for perf needs so that perf can name its frames: V8's perf map
 * (`/tmp/perf-PID.map`, one line per compiled function), and a frame of its own for each
 * interpreted function, which would otherwise show as the interpreter's trampoline and be
 * charged to its caller. Both are allowed in NODE_OPTIONS.
 */
const PERF_MAP_NODE_OPTIONS = ['--perf-basic-prof', '--interpreted-frames-native-stack'];
/** NODE_OPTIONS with the preload added to what the service (or the runner) already sets. */
function withPreload(nodeOptions, preloadPath, sampler = 'v8') {
    const quoted = `"${preloadPath.replace(/(["\\])/g, '\\$1')}"`;
    return [
        nodeOptions?.trim(),
        `--require ${quoted}`,
        ...(sampler === 'perf' ? PERF_MAP_NODE_OPTIONS : []),
    ]
        .filter(Boolean)
        .join(' ');
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/target/process-group.ts + 1 modules
var process_group = __webpack_require__(33200);
;// CONCATENATED MODULE: ./src/profiler/perf.ts
/**
 * Linux `perf` for services that are not Node: `perf record` on the service's processes for
 * the measured window, `perf script` to read the stacks. JIT-compiled frames (.NET, a JVM,
 * Node without the preload) are named through the perf map the runtime writes when asked
 * (`DOTNET_PerfMapEnabled=1`, `--perf-basic-prof`). Where perf is missing or not allowed,
 * the reason says what to install or set.
 */



/**
 * Environment that makes runtimes name their compiled code for perf, set on services in
 * profiling rounds. .NET writes `/tmp/perf-PID.map` with PerfMapEnabled, but perf reads a
 * map only for anonymous memory: with W^X (the default since .NET 7) JIT code runs from a
 * `/memfd:doublemapper` mapping, and every managed frame came out `[unknown]`; and the
 * framework's ReadyToRun code sits in its DLLs, which the map does not cover. So profiling
 * rounds turn both off: every method is JIT-compiled into anonymous memory and named.
 */
const PERF_MAP_ENV = {
    DOTNET_PerfMapEnabled: '1',
    DOTNET_EnableWriteXorExecute: '0',
    DOTNET_ReadyToRun: '0',
};
/**
 * The files a runtime writes for perf, by PID: the perf map (Node's `--perf-basic-prof`,
 * .NET's PerfMapEnabled), .NET's image list beside it and its jitdump. Both runtimes write
 * them to /tmp itself, not to TMPDIR, and nothing removes them: a profiled run's dozens of
 * starts left as many maps of 200 kB each behind (tooling.ts removes those of its own PIDs).
 */
function perfMapFiles(pid) {
    return [`/tmp/perf-${pid}.map`, `/tmp/perfinfo-${pid}.map`, `/tmp/jit-${pid}.dump`];
}
const PERF_FREQUENCY_HZ = 999;
/**
 * The event perf samples on: the kernel's CPU clock, a software timer that fires while a
 * thread is on a CPU, so samples share out CPU time, which is what the table charges, on
 * every machine (perf's default, the hardware cycle counter, is missing on some, this one
 * among them, where perf falls back to the CPU clock anyway).
 */
const PERF_EVENT = 'cpu-clock';
/** Why perf cannot profile here, or undefined when it can (checked once per run). */
function perfUnavailable() {
    const version = (0,external_node_child_process_.spawnSync)('perf', ['--version'], { encoding: 'utf8', timeout: 10_000 });
    if (version.error || version.status !== 0) {
        return 'Linux perf is not installed (on ubuntu-latest: sudo apt-get install -y linux-tools-common linux-tools-$(uname -r))';
    }
    const paranoid = (0,procfs/* perfEventParanoid */.WJ)();
    const root = process.getuid?.() === 0;
    if (!root && paranoid !== undefined && paranoid > 1) {
        return `perf is not allowed to profile other processes (kernel.perf_event_paranoid is ${paranoid}): run sudo sysctl kernel.perf_event_paranoid=1 before perf-gate`;
    }
    return undefined;
}
let recordings = 0;
/** How long perf may take to open its events and start sampling (over a second beside a busy neighbour). */
const PERF_START_TIMEOUT_MS = 20_000;
/** How long perf may take to write its file and exit after SIGINT. */
const PERF_STOP_TIMEOUT_MS = 15_000;
/**
 * Starts `perf record` on the given processes, writing to `file`, and resolves once it
 * samples (see enableSampling). The recorder is a process group of its own, registered like a
 * service's, so that a cancelled run stops it and, should perf-gate die where no handler runs
 * (SIGKILL, out of memory), the watchdog kills it: `perf record -p` would otherwise sample on
 * for as long as its targets live.
 */
async function startPerfRecord(pids, file) {
    const recorder = spawnRecorder(pids, file);
    await enableSampling(recorder);
    return {
        pid: recorder.child.pid,
        async stop() {
            recorder.child.kill('SIGINT');
            const code = await beforeTimeout(recorder.exited, PERF_STOP_TIMEOUT_MS);
            if (code === 'late')
                recorder.child.kill('SIGKILL');
            await recorder.forget();
            if (code === 'late') {
                throw new Error(`perf record did not stop within ${PERF_STOP_TIMEOUT_MS / 1000} s of SIGINT`);
            }
            return samplesOf(file, pids, recorder.said());
        },
        kill() {
            recorder.child.kill('SIGKILL');
            void recorder.forget();
        },
    };
}
/** `perf record` with its events disabled (`-D -1`), to be enabled on its control descriptor. */
function spawnRecorder(pids, file) {
    const trackingId = `${process.pid}.perf.${++recordings}`;
    const child = (0,external_node_child_process_.spawn)('perf', [
        'record',
        // No side-band thread for BPF program events (nothing a service's profile names): perf
        // polls it with a 1 s timeout and waits for it at exit, which took 0.75 s of every
        // window's stop here, against 5 ms without.
        '--no-bpf-event',
        '-D',
        '-1',
        '--control',
        'fd:3,4',
        '-e',
        PERF_EVENT,
        '-F',
        String(PERF_FREQUENCY_HZ),
        '-g',
        '-p',
        pids.join(','),
        '-o',
        file,
    ], {
        stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
        detached: true,
        env: { ...process.env, [process_group/* TRACKING_VARIABLE */.dG]: trackingId },
    });
    const pid = child.pid;
    if (pid !== undefined)
        (0,process_group/* registerGroup */.fM)(pid, { name: 'perf record', graceMs: 15_000, trackingId, killEscaped: false });
    let stderr = '';
    child
        .stderr.setEncoding('utf8')
        .on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    const exited = new Promise((resolve) => {
        child.on('exit', (code) => resolve(code));
        child.on('error', () => resolve(-1));
    });
    return {
        child,
        exited,
        said: () => stderr,
        forget: async () => {
            if (pid !== undefined)
                await (0,process_group/* stopGroup */.gv)(pid, 0);
        },
    };
}
/**
 * Tells perf to enable its events and waits for its acknowledgement, which it gives only
 * after it has opened them. Beside a busy neighbour perf took over a second to get there,
 * longer than a profiling window: a fixed wait had the window end before perf sampled, and
 * the table was left out. Throws with why when perf exits or is late instead.
 */
async function enableSampling(recorder) {
    const { child } = recorder;
    const control = child.stdio[3];
    const acknowledged = new Promise((resolve) => {
        let said = '';
        child.stdio[4].setEncoding('utf8').on('data', (chunk) => {
            said += chunk;
            if (said.includes('ack'))
                resolve('sampling');
        });
    });
    control.on('error', () => { }); // perf gone: its exit says why
    control.write('enable\n');
    const started = await beforeTimeout(Promise.race([recorder.exited, acknowledged]), PERF_START_TIMEOUT_MS);
    if (started === 'sampling')
        return;
    if (started === 'late') {
        child.kill('SIGKILL');
        await recorder.exited;
    }
    await recorder.forget();
    const stderr = recorder.said();
    if (started === 'late') {
        throw new Error(`perf record did not start sampling within ${PERF_START_TIMEOUT_MS / 1000} s (it said: ${lastLine(stderr)})`);
    }
    // An older perf names the switch it lacks: say which version has it.
    const tooOld = /unknown (switch|option)/i.test(stderr)
        ? '; perf-gate needs perf 5.10 or later (-D -1 and --control)'
        : '';
    const said = stderr.split('\n').find((line) => /error/i.test(line)) ?? lastLine(stderr);
    throw new Error(`perf record failed (exit ${started}): ${said.trim()}${tooOld}`);
}
/** The text of `perf script` on a finished recording, or why it holds no sample. */
function samplesOf(file, pids, recorderSaid) {
    const script = (0,external_node_child_process_.spawnSync)('perf', ['script', '-i', file, '--no-inline', '-F', 'comm,pid,tid,time,event,ip,sym,dso'], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, timeout: 120_000 });
    if (script.status !== 0)
        throw new Error(`perf script failed: ${lastLine(script.stderr ?? '')}`);
    // A sample's header is the one line that starts without a space.
    if (!/^\S/m.test(script.stdout))
        throw new Error(`perf recorded no sample of pids ${pids.join(', ')} in the window (perf record said: ${lastLine(recorderSaid)})`);
    return script.stdout;
}
/** The promise's value, or 'late' once `ms` have passed. */
async function beforeTimeout(promise, ms) {
    let timer;
    try {
        return await Promise.race([
            promise,
            new Promise((resolve) => (timer = setTimeout(() => resolve('late'), ms))),
        ]);
    }
    finally {
        clearTimeout(timer);
    }
}
function lastLine(text) {
    return text.trim().split('\n').filter(Boolean).at(-1) ?? 'no output';
}

;// CONCATENATED MODULE: ./src/profiler/session.ts
/**
 * Profiles the services of one running arm for one measured window: `perf record` on the CPU
 * clock on a service's processes where perf can run (a Node service too, when the run's
 * tooling chose perf for Node: NodeSampler), V8's CPU profiler in every Node process that
 * loaded the preload otherwise, or — when neither can — a line that names the service and
 * says why, while the rest of the run goes on. The CPU time each profile stands for is read from /proc around
 * the window: the main thread's for a V8 profile (V8 samples only that thread), every
 * thread's for perf.
 *
 * A profile can hold a secret, though a function's name does not: a script's path or URL, a
 * process's name, and what V8 names compiled code after (a regular expression is named by its
 * source: a log redactor built from an API key puts the key in the perf map, and so in every
 * stack through it). So the stacks and the raw artifacts pass the masker, as every output does.
 */







const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitForFile(path, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (!(0,external_node_fs_.existsSync)(path)) {
        if (Date.now() > deadline)
            return false;
        await sleep(10);
    }
    return true;
}
/** The Node processes of a service's group that loaded the preload (wrote `PID.ready`). */
function preloadedProcesses(service, dir) {
    const members = new Set((0,process_group/* groupMembers */.rU)(service.pid));
    return (0,external_node_fs_.readdirSync)(dir)
        .map((name) => /^(\d+)\.ready$/.exec(name)?.[1])
        .filter((pid) => pid !== undefined)
        .map(Number)
        .filter((pid) => members.has(pid))
        .sort((a, b) => a - b);
}
/** Starts profiling every service of the arm; resolves once sampling runs everywhere it can. */
async function startWindow(services, options) {
    const unprofiled = [];
    const signalled = [];
    let v8 = [];
    const perf = [];
    try {
        for (const service of services) {
            const viaPerf = options.nodeSampler === 'perf' && !options.perfUnavailable;
            const pids = viaPerf ? [] : preloadedProcesses(service, options.dir);
            if (pids.length > 0) {
                signalled.push(...startV8Profilers(service, pids));
            }
            else if (options.perfUnavailable) {
                unprofiled.push(`"${service.spec.name}": not a Node process, and ${options.perfUnavailable}`);
            }
            else {
                const started = await startPerf(service, options);
                if ('why' in started)
                    unprofiled.push(started.why);
                else
                    perf.push(started);
            }
        }
        v8 = await v8ProfilersStarted(signalled, options.dir, unprofiled);
    }
    catch (error) {
        for (const entry of perf)
            entry.recording.kill();
        throw error;
    }
    return {
        async stop() {
            // Every profile's CPU time is read before any profiler stops: one window for all.
            const v8CpuUs = v8.map((entry) => (((0,procfs/* threadCpuNs */.uv)(entry.pid, entry.pid) ?? 0) - entry.cpuBefore) / 1000);
            const perfCpuUs = perf.map((entry) => cpuSince(entry.pids, entry.threadsBefore) / 1000);
            // Every V8 profiler is told to stop before any profile is waited for.
            const collected = [];
            const stopped = v8.map((entry) => signalPreload(entry.pid));
            for (const [i, entry] of v8.entries()) {
                if (!stopped[i]) {
                    collected.push({
                        why: `"${entry.service.spec.name}" (pid ${entry.pid}): exited during the window`,
                    });
                }
            }
            for (const [i, entry] of v8.entries()) {
                if (stopped[i])
                    collected.push(await collectV8(entry, v8CpuUs[i], options));
            }
            for (const [i, entry] of perf.entries())
                collected.push(await collectPerf(entry, perfCpuUs[i]));
            return {
                processes: collected.filter((c) => !('why' in c)),
                unprofiled: [...unprofiled, ...collected.flatMap((c) => ('why' in c ? [c.why] : []))],
            };
        },
    };
}
/**
 * Signals the preload in a process to start or stop V8's profiler (it toggles on SIGUSR2);
 * false when the process has exited.
 */
function signalPreload(pid) {
    try {
        process.kill(pid, 'SIGUSR2');
        return true;
    }
    catch {
        return false;
    }
}
/** Starts V8's profiler in each process of the service it reaches (an exited one is left out). */
function startV8Profilers(service, pids) {
    return pids.filter(signalPreload).map((pid) => ({ service, pid }));
}
/**
 * The processes whose profiler started (the preload writes `PID.started`), each with its main
 * thread's CPU at that moment; the others are named in `unprofiled`.
 */
async function v8ProfilersStarted(signalled, dir, unprofiled) {
    const started = [];
    for (const entry of signalled) {
        if (await waitForFile((0,external_node_path_.join)(dir, `${entry.pid}.started`), 5_000)) {
            started.push({ ...entry, cpuBefore: (0,procfs/* threadCpuNs */.uv)(entry.pid, entry.pid) ?? 0 });
        }
        else {
            unprofiled.push(`"${entry.service.spec.name}" (pid ${entry.pid}): V8's profiler did not start within 5 s`);
        }
    }
    return started;
}
/** `perf record` on every process of the service's group, or why it could not start. */
async function startPerf(service, options) {
    const pids = (0,process_group/* groupMembers */.rU)(service.pid);
    const name = fileSafe(service.spec.name);
    try {
        const recording = await startPerfRecord(pids, `${options.scratchBase ?? options.artifactBase}.${name}.perf.data`);
        return {
            service,
            pids,
            recording,
            artifact: `${options.artifactBase}.${name}.perf.data.txt`,
            threadsBefore: pids.map(procfs/* threadTimes */.nr),
        };
    }
    catch (error) {
        return { why: `"${service.spec.name}": ${error.message}` };
    }
}
/** Thread by thread (timeBetween): a thread that ends in the window takes nothing out. */
function cpuSince(pids, before) {
    return pids.reduce((sum, pid, i) => sum + (0,procfs/* timeBetween */.U5)(before[i], (0,procfs/* threadTimes */.nr)(pid)), 0);
}
/** The profile V8 wrote for this window, masked, kept as an artifact, and read into stacks. */
async function collectV8(entry, cpuUs, options) {
    const who = `"${entry.service.spec.name}" (pid ${entry.pid})`;
    const written = (0,external_node_path_.join)(options.dir, `${entry.pid}-${options.windowNumber}.cpuprofile`);
    if (!(await waitForFile(written, 20_000))) {
        return { why: `${who}: its CPU profile was not written within 20 s` };
    }
    const text = (0,external_node_fs_.readFileSync)(written, 'utf8');
    let profile;
    try {
        profile = JSON.parse(text);
    }
    catch (error) {
        return { why: `${who}: its CPU profile could not be read (${error.message})` };
    }
    if (profile.error)
        return { why: `${who}: V8's profiler failed: ${profile.error}` };
    const artifact = `${options.artifactBase}.${fileSafe(entry.service.spec.name)}.${entry.pid}.cpuprofile`;
    // Each string masked as V8 wrote it, before JSON quoting changes its characters.
    const masked = (0,secrets/* maskedCopy */.f7)(profile);
    (0,external_node_fs_.writeFileSync)(artifact, masked === profile ? text : JSON.stringify(masked));
    return {
        source: (0,secrets/* maskSecrets */.QU)(`"${entry.service.spec.name}" node (pid ${entry.pid}, V8 CPU profiler)`),
        stacks: v8Stacks(masked, entry.service.spec.cwd ?? process.cwd()),
        cpuUs,
        artifact,
    };
}
/** Stops `perf record`, keeps its masked text as an artifact and reads it into stacks. */
async function collectPerf(entry, cpuUs) {
    try {
        const script = (0,secrets/* maskSecrets */.QU)(await entry.recording.stop());
        (0,external_node_fs_.writeFileSync)(entry.artifact, script);
        return {
            source: (0,secrets/* maskSecrets */.QU)(`"${entry.service.spec.name}" (pids ${entry.pids.join(', ')}, perf)`),
            stacks: [
                ...perfScriptStacks(script, entry.service.spec.cwd ?? process.cwd()).values(),
            ].flat(),
            cpuUs,
            artifact: entry.artifact,
        };
    }
    catch (error) {
        return { why: `"${entry.service.spec.name}": ${error.message}` };
    }
}
function fileSafe(text) {
    return text.replace(/[^\w.-]+/g, '_').slice(0, 60);
}

;// CONCATENATED MODULE: ./src/profiler/tooling.ts
/**
 * What perf-gate injects into a service for its profiling rounds — the Node preload, the
 * folders of the preload's start/stop protocol, perf's raw recordings — lives in one
 * temporary folder per run, outside the user's tree, and is removed when the rounds end,
 * failed or not. Only the artifacts a reader opens (raw profiles as text, flame graphs, the
 * table) go to the output folder. A preload written into `.perf-gate/profiles/` was a
 * `.cjs` file in the user's repository, and a repository-wide `eslint .` failed on it.
 *
 * The perf maps its services write (/tmp/perf-PID.map: perf script names JIT frames from
 * them) are removed with the folder, but only those of the processes the rounds started:
 * the PIDs of every Node process that loaded the preload (it says so in its start folder,
 * however short it lived) and of every member of a service's process group seen at its
 * start and its stop (a .NET service, a shell's children). Never by a pattern: /tmp holds
 * other programs' maps, and a map a process of ours did not write (older than the run, left
 * by an earlier process with the same PID) is not ours either.
 *
 * Which sampler a Node service gets is decided here too, once per run, because the
 * service's start (NODE_OPTIONS) and its windows (src/profiler/session.ts) must agree:
 * Linux perf on the CPU clock where perf can run, V8's own profiler otherwise (see
 * NodeSampler).
 */






/** A map written this long before the run began is still taken as the run's (clock steps, mtime granularity). */
const MTIME_SLACK_MS = 2_000;
function createProfilerTooling(nodeSampler) {
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'perf-gate-profiling-'));
    const createdAt = Date.now();
    const noted = new Set();
    const safe = (name) => name.replace(/[^\w.-]+/g, '_');
    try {
        const preload = writeNodePreload(dir);
        return {
            dir,
            preload,
            nodeSampler,
            startDir(label) {
                const path = (0,external_node_path_.join)(dir, 'starts', safe(label));
                (0,external_node_fs_.mkdirSync)(path, { recursive: true });
                return path;
            },
            scratch: (name) => (0,external_node_path_.join)(dir, safe(name)),
            noteServices(services) {
                for (const service of services) {
                    noted.add(service.pid);
                    for (const pid of (0,process_group/* groupMembers */.rU)(service.pid))
                        noted.add(pid);
                }
            },
            remove() {
                for (const pid of [...noted, ...preloadedPids(dir)])
                    removePerfMaps(pid, createdAt);
                noted.clear();
                (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
            },
        };
    }
    catch (error) {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        throw error;
    }
}
/** Every process that loaded the preload in any start of the run (it wrote `PID.ready`). */
function preloadedPids(dir) {
    const starts = (0,external_node_path_.join)(dir, 'starts');
    let folders;
    try {
        folders = (0,external_node_fs_.readdirSync)(starts);
    }
    catch {
        return []; // removed already, or no service started
    }
    return folders.flatMap((folder) => (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(starts, folder))
        .map((name) => /^(\d+)\.ready$/.exec(name)?.[1])
        .filter((pid) => pid !== undefined)
        .map(Number));
}
/** The perf maps of `pid` written since the run began. */
function removePerfMaps(pid, since) {
    for (const file of perfMapFiles(pid)) {
        try {
            if ((0,external_node_fs_.statSync)(file).mtimeMs >= since - MTIME_SLACK_MS)
                (0,external_node_fs_.rmSync)(file, { force: true });
        }
        catch {
            // None written (a shell, a V8-sampled Node), or removed already.
        }
    }
}

;// CONCATENATED MODULE: ./src/experiment/profile-rounds.ts
/**
 * Profiling rounds: after the gate decided, the baseline and the chosen variants are run
 * again under the experiment's load with a profiler on, so profiling never touches a
 * measured window. Each round profiles every arm once, in the round's order and its mirror
 * image alternately (baseline first, then last, …) so the runner's drift falls on both
 * sides; each arm's services are started with the profiler's environment (the preload for
 * Node, perf maps for .NET), warmed up and set up as in a trial, then profiled for one
 * window while its CPU is accounted. The pure profile stage turns the rounds into the table
 * and the flame graph; this file writes them, and the raw profiles, to the output folder.
 */












/** The folder of the artifacts, relative to the output folder. */
const PROFILES_FOLDER = 'profiles';
/** Runs the profiling rounds and writes their artifacts. Never throws for a profiler that cannot run. */
async function runProfileRounds(config, spec, options) {
    const started = Date.now();
    const dir = (0,external_node_path_.join)(options.outputDir, PROFILES_FOLDER);
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const rounds = new ProfileRounds(config, spec, options, dir);
    // A signal ends perf-gate without this function's finally: the preload, the perf data and
    // the services' perf maps (in the system's temporary folder) go before it exits.
    const forgetCleanup = (0,src_target/* writeBeforeSignalExit */.L8)(() => rounds.tooling.remove());
    let error;
    try {
        error = await rounds.run();
    }
    catch (caught) {
        error = caught.message;
    }
    finally {
        try {
            await rounds.services.stopShared();
        }
        finally {
            forgetCleanup();
            rounds.tooling.remove();
        }
    }
    return rounds.report(started, error);
}
/**
 * The rounds asked for, and as many again at most for a variant whose CPU per request has
 * changed beyond its noise while no function is listed yet (wantsMoreRounds): those extra
 * rounds profile the baseline and only such variants, so they cost at most the wall time
 * asked for again, and only where the profile cannot yet say where the time went. A variant
 * leaves once explained and does not come back, so its rounds pair with the baseline's first.
 */
class ProfileRounds {
    config;
    spec;
    options;
    dir;
    services;
    /** The baseline, then the chosen variants. */
    arms;
    perArm;
    profiles = [];
    unprofiled = new Set();
    /** The preload, the protocol's files and the services' perf maps: removed when the rounds end. */
    tooling;
    perfWhyNot;
    maxRounds;
    windows = 0;
    constructor(config, spec, options, dir) {
        this.config = config;
        this.spec = spec;
        this.options = options;
        this.dir = dir;
        this.perfWhyNot = (options.perfUnavailable ?? perfUnavailable)();
        this.tooling = createProfilerTooling(this.perfWhyNot ? 'v8' : 'perf');
        this.arms = [
            config.variants[0],
            ...options.chosen.variants.map((name) => config.variants.find((v) => v.name === name)),
        ];
        this.perArm = this.arms.map(() => []);
        this.maxRounds = 2 * spec.rounds;
        const { logDir, baseEnv, startTarget } = options;
        const { lifecycle } = config;
        this.services = new VariantServices({
            lifecycle,
            startTarget,
            logDir,
            baseEnv,
            sharedLabel: 'profile-shared',
        });
    }
    /** Runs the rounds; why they stopped short of those asked for, when the budget ended them. */
    async run() {
        let inPlay = this.arms.map((_, i) => i);
        const { budget } = this.options;
        // Until a profiled round is timed: a measured trial's time with its window swapped for the
        // profiled one (a 10 s window after 500 ms trials took 22 s past the budget).
        const trialWindowMs = this.config.variants[0].load.durationMs ?? 0;
        let armMs = budget
            ? Math.max(budget.armMs, budget.armMs - trialWindowMs + this.spec.windowMs)
            : 0;
        for (let round = 0; round < this.maxRounds; round++) {
            if (budget && Date.now() + inPlay.length * armMs > budget.deadline) {
                // Past the rounds asked for, a round not run is only one more look: nothing to say.
                if (round >= this.spec.rounds)
                    return undefined;
                return round === 0
                    ? `the budget (${budget.text}) had no time left for profiling after the measured rounds; a longer budget leaves room for it`
                    : `the budget (${budget.text}) left room for ${round} of ${this.spec.rounds} profiling rounds`;
            }
            if (round >= this.spec.rounds) {
                inPlay = inPlay.filter((arm) => arm === 0 || this.unexplained(arm - 1, round));
                if (inPlay.length === 1)
                    break;
                const names = inPlay.slice(1).map((arm) => this.arms[arm].name);
                this.options.log?.(`profiling round ${round + 1} (at most ${this.maxRounds}): the CPU per request of ${names.join(', ')} changed beyond its noise, but no function is beyond its own yet`);
            }
            const order = [...inPlay];
            if (round % 2 === 1)
                order.reverse();
            const roundStarted = Date.now();
            for (const arm of order)
                await this.profileArm(arm, round);
            // From the first profiled round on, its own pace: a window plus its start and warm-up.
            armMs = Math.max(armMs, (Date.now() - roundStarted) / order.length);
        }
        return undefined;
    }
    /** Whether a variant profiled in every round so far still wants another (wantsMoreRounds). */
    unexplained(variant, round) {
        const pairs = this.paired(variant);
        return (pairs.length === round && comparable(pairs) && wantsMoreRounds(costTable('', pairs), pairs));
    }
    /** One arm's window in a round: its services started with the profiler's environment. */
    async profileArm(arm, round) {
        const signal = (0,src_target/* stopRequested */.TQ)();
        if (signal)
            throw new Error(`perf-gate received ${signal}; profiling stopped`);
        const { config, options, spec, dir } = this;
        const declared = this.arms[arm];
        const label = `profile-${round + 1}-${declared.name}`;
        const shared = config.lifecycle === 'shared';
        const startDir = this.tooling.startDir(shared ? 'shared' : label);
        const withProfiler = withProfilerEnv(declared, this.tooling, startDir, spec, options.baseEnv);
        const started = await this.services.start(withProfiler, label);
        const { target } = started;
        // Every arm of a profiling round meets the same Poisson arrivals, as in a measured round.
        const variant = withArrivalSeed(started.variant, profilingArrivalSeedOf(options.seed, round));
        this.tooling.noteServices(target.services);
        this.windows++;
        try {
            const profile = await profileWindow(variant, target, {
                dir: startDir,
                artifactBase: (0,external_node_path_.join)(dir, profile_rounds_fileSafe(label)),
                scratchBase: this.tooling.scratch(label),
                nodeSampler: this.tooling.nodeSampler,
                perfUnavailable: this.perfWhyNot,
                windowNumber: shared ? this.windows : 1,
                setupLog: (0,external_node_path_.join)(options.logDir, `${label}.setup.log`),
                baseEnv: options.baseEnv,
                windowMs: spec.windowMs,
            });
            for (const line of profile.unprofiled)
                this.unprofiled.add(line);
            this.profiles.push(...profile.artifacts);
            this.perArm[arm].push(profile.arm);
            // Past the rounds asked (a change with no function named yet), the extended count.
            const of = round >= spec.rounds ? `of at most ${this.maxRounds}` : `of ${spec.rounds}`;
            options.log?.(`profiled ${declared.name} (round ${round + 1} ${of})`);
        }
        finally {
            // Processes started since (a worker, a shell's child) wrote maps too.
            this.tooling.noteServices(target.services);
            await this.services.release(target);
        }
    }
    paired(variant) {
        const { perArm } = this;
        return Array.from({ length: Math.min(perArm[0].length, perArm[variant + 1].length) }, (_, r) => ({ baseline: perArm[0][r], variant: perArm[variant + 1][r] }));
    }
    /** The most rounds any variant was paired over (each table has its own count). */
    roundsRun() {
        return Math.max(0, ...this.options.chosen.variants.map((_, i) => this.paired(i).length));
    }
    /** Writes the flame graphs and the table, and says what the rounds found. */
    report(startedAt, error) {
        const { options, dir, arms } = this;
        const tables = [];
        const flameGraphs = {};
        const everyRow = [];
        for (const [i, name] of options.chosen.variants.entries()) {
            const pairs = this.paired(i);
            if (!comparable(pairs))
                continue;
            const table = costTable(name, pairs);
            everyRow.push(table);
            tables.push(listedOnly(table));
            const svg = (0,external_node_path_.join)(dir, `${profile_rounds_fileSafe(name)}.diff.svg`);
            // The stacks were masked as they were read (profiler/session.ts); the names are the config's.
            const title = (0,secrets/* maskSecrets */.QU)(`${name} against ${arms[0].name}: CPU per request`);
            (0,external_node_fs_.writeFileSync)(svg, differentialFlameGraph(pairs, { title }));
            flameGraphs[name] = (0,external_node_path_.relative)(options.outputDir, svg);
        }
        const tablePath = (0,external_node_path_.join)(dir, 'where-the-time-went.json');
        const rounds = this.roundsRun();
        const written = { baseline: arms[0].name, rounds, tables: everyRow };
        (0,external_node_fs_.writeFileSync)(tablePath, JSON.stringify((0,secrets/* maskedCopy */.f7)(written), null, 2) + '\n');
        return {
            variants: options.chosen.variants,
            reason: options.chosen.reason,
            rounds,
            windowMs: this.spec.windowMs,
            wallMs: Date.now() - startedAt,
            tables,
            unprofiled: [...this.unprofiled],
            artifacts: {
                profiles: this.profiles.map((p) => (0,external_node_path_.relative)(options.outputDir, p)),
                flameGraphs,
                table: (0,external_node_path_.relative)(options.outputDir, tablePath),
            },
            ...(error && { error }),
        };
    }
}
const profile_rounds_fileSafe = (name) => name.replace(/[^\w.-]+/g, '_');
const profiled = (arm) => arm.processes.some((p) => p.busySamples > 0);
const comparable = (rounds) => rounds.length > 0 && rounds.every((p) => profiled(p.baseline) && profiled(p.variant));
/**
 * What the report says when profiling could not even begin (its folder could not be
 * written): the verdict stands, and the line says why.
 */
function profilingFailed(chosen, spec, error) {
    return {
        variants: chosen.variants,
        reason: chosen.reason,
        rounds: 0,
        windowMs: spec.windowMs,
        wallMs: 0,
        tables: [],
        unprofiled: [],
        artifacts: { profiles: [], flameGraphs: {}, table: '' },
        error: error instanceof Error ? error.message : String(error),
    };
}
/** The variant's services with the profiler's environment on top of their own. */
function withProfilerEnv(variant, tooling, dir, spec, baseEnv) {
    const services = variant.services.map((service) => ({
        ...service,
        env: {
            ...PERF_MAP_ENV,
            ...service.env,
            NODE_OPTIONS: withPreload(service.env.NODE_OPTIONS ?? baseEnv.NODE_OPTIONS, tooling.preload, tooling.nodeSampler),
            [PROFILE_DIR_VARIABLE]: dir,
            [INTERVAL_VARIABLE]: String(spec.intervalUs),
        },
    }));
    return { ...variant, services };
}
/** One arm's profiled window: set up and warmed up as a trial, then profiled under the load. */
async function profileWindow(variant, target, context) {
    await bringToWindow(variant, context);
    const { runMeasured } = await __webpack_require__.e(/* import() */ 556).then(__webpack_require__.bind(__webpack_require__, 87556));
    const { load } = variant;
    const window = await startWindow(target.services, context);
    const account = startAccounting(target.services.map((s) => s.pid));
    // The profilers (perf record, the preload's sampler) stop whatever the load did: one left
    // running would sample every later window of a bisect.
    const measurement = await runMeasured({
        ...load,
        amount: undefined,
        durationMs: context.windowMs,
    }).catch(async (error) => {
        await window.stop().catch(() => undefined);
        throw error;
    });
    const usage = account(measurement.responses);
    const collected = await window.stop();
    const failure = target.failure();
    if (failure)
        throw failure;
    const requests = Math.max(1, measurement.responses);
    const processes = collected.processes.map((p) => ({
        source: p.source,
        stacks: p.stacks,
        busySamples: p.stacks.reduce((sum, s) => sum + s.samples, 0),
        cpuUsPerRequest: p.cpuUs / requests,
    }));
    const profiledUs = processes.reduce((sum, p) => sum + p.cpuUsPerRequest, 0);
    const totalUs = usage ? usage.targetCpuUs / requests : profiledUs;
    return {
        arm: { processes, unprofiledCpuUsPerRequest: Math.max(0, totalUs - profiledUs) },
        unprofiled: collected.unprofiled,
        artifacts: collected.processes.map((p) => p.artifact),
    };
}

// EXTERNAL MODULE: ./src/target/placement.ts
var target_placement = __webpack_require__(15658);
;// CONCATENATED MODULE: ./src/experiment/index.ts
/**
 * The whole pipeline for one experiment, shared by the action and the CLI:
 * Config → Plan → Trial[] → Comparison[] → Verdict → RunResult.
 */





















/**
 * What makes two jobs parts of one experiment: the normalized config, less the seed (each
 * shard may draw its own) and the checkout's own path.
 */
function experimentDigest(config, cwd) {
    // Services run from absolute folders under the checkout; runners may check out elsewhere.
    // The budget bounds how many rounds a job takes, not what a round is: shards given
    // different budgets measured one experiment, and the merge pools what each measured.
    const portable = JSON.stringify({ ...config, seed: undefined, budgetMs: undefined })
        .split(cwd)
        .join('.');
    return (0,external_node_crypto_.createHash)('sha256').update(portable).digest('hex');
}
/**
 * A shard's wall time. It takes its share of the rounds in order without looking at the
 * verdict (its rounds are pooled elsewhere), and stops before a round that the budget would not
 * let it finish, so its rounds end within `budget` as a single job's do (the build before them
 * is not counted, there as here); the merge pools the rounds each shard measured. The pace is taken from round ends, as the
 * sequential rule takes it (the start-up is not a round).
 */
function shardBudgetStop(budgetMs) {
    const started = Date.now();
    let firstRoundEnded;
    return (_trials, rounds) => {
        const now = Date.now();
        firstRoundEnded ??= now;
        // After the first round the pace is unknown (its time holds the start-up and warm-up):
        // it goes on unless the budget is already spent.
        if (rounds === 1)
            return now - started > budgetMs;
        const msPerRound = (now - firstRoundEnded) / (rounds - 1);
        return now - started + msPerRound > budgetMs;
    };
}
/**
 * The stopping rule of a sequential run: at each look, the gate's pure decision on the
 * trials so far. With a wall-time budget the design is planned at the first look from the
 * time a round takes (stats/sequential.ts budgetedDesign), so the last look is one the
 * budget reaches; should the rounds slow down so that the next look could not be reached
 * within it after all, the run stops at the look it is at. One pace (time per round, from
 * round ends: the start-up is not a round) serves the plan, the stop and the progress line.
 */
function sequentialStop(config, names, seed) {
    const started = Date.now();
    const budgetMs = config.budgetMs;
    let design = { kind: 'sequential', maxRounds: config.rounds };
    let planned = budgetMs === undefined;
    let firstRoundEnded;
    let stoppedBy = 'max-rounds';
    let stoppedAt = config.rounds;
    let lastPace = Infinity;
    /** After a measured round: the time a round takes so far, and the plan at the first look. */
    const observe = (rounds) => {
        const now = Date.now();
        firstRoundEnded ??= now;
        const msPerRound = rounds > 1 ? (now - firstRoundEnded) / (rounds - 1) : Infinity;
        lastPace = msPerRound;
        if (!planned && rounds === (0,sequential/* looksOf */.uJ)(design)[0]) {
            planned = true;
            design = (0,sequential/* budgetedDesign */.p3)({
                rounds,
                elapsedMs: now - started,
                msPerRound,
                budgetMs: budgetMs,
                maxRounds: config.rounds,
            });
        }
        return { now, msPerRound };
    };
    const stopAfterRound = (trials, rounds) => {
        const { now, msPerRound } = observe(rounds);
        if (!(0,sequential/* isLook */.Mk)(design, rounds))
            return false;
        const { comparisons, summaries } = (0,analyse/* analyse */.K)(trials, names, config.gate, seed, design);
        const stop = (why) => {
            stoppedBy = why;
            stoppedAt = rounds;
            return true;
        };
        const decision = (0,gate/* lookDecision */.st)(comparisons, summaries, config.gate);
        // A variant measured beside the judged ones (a history's previous anchor: the link between
        // two releases, which every later point is placed on) gets rounds until it is decided too,
        // within the budget; it never fails the run.
        const linkUndecided = comparisons.some((c) => c.gated && !(0,stats/* judged */.g$)(config.gate, c.variant) && c.outcome === 'inconclusive');
        if (decision === 'fail' || (decision === 'pass' && !linkUndecided))
            return stop('decision');
        if (rounds >= design.maxRounds)
            return stop(rounds < config.rounds ? 'budget' : 'max-rounds');
        if (budgetMs !== undefined) {
            const next = (0,sequential/* looksOf */.uJ)(design).find((n) => n > rounds) ?? design.maxRounds;
            if (now - started + (next - rounds) * msPerRound > budgetMs)
                return stop('budget');
        }
        return false;
    };
    /** The rounds the run may still reach: the design's last, or fewer where the budget ends first. */
    const roundsAllowed = (rounds) => {
        const { now, msPerRound } = observe(rounds);
        if (budgetMs === undefined)
            return design.maxRounds;
        const byBudget = rounds + Math.floor((budgetMs - (now - started)) / msPerRound);
        return Math.max(rounds, Math.min(design.maxRounds, byBudget));
    };
    /**
     * For the progress (the trial count, "of at most"): the rounds the run is now expected to
     * reach. At a look the budget may end it there; between looks it goes on to the next look
     * at least. Once per round, so that the count and the round line agree.
     */
    let ahead;
    const roundsAhead = (rounds) => {
        if (ahead?.rounds !== rounds) {
            const allowed = roundsAllowed(rounds);
            const next = (0,sequential/* looksOf */.uJ)(design).find((n) => n > rounds) ?? design.maxRounds;
            const value = (0,sequential/* isLook */.Mk)(design, rounds)
                ? allowed >= next
                    ? allowed
                    : rounds
                : Math.max(allowed, Math.min(next, design.maxRounds));
            ahead = { rounds, value };
        }
        return ahead.value;
    };
    const outcome = (trials) => ({
        rounds: Math.min(stoppedAt, new Set(trials.filter((t) => !t.warmup).map((t) => t.round)).size),
        maxRounds: design.maxRounds,
        configuredMaxRounds: design.maxRounds < config.rounds ? config.rounds : undefined,
        stoppedBy,
        budgetMs,
        roundMs: Number.isFinite(lastPace) ? Math.round(lastPace) : undefined,
    });
    return { stopAfterRound, roundsAhead, outcome, design: () => design };
}
/**
 * The progress after each measured round: the gate's comparisons so far (a pure analysis
 * of the trials, as at a look) and what they can resolve within the rounds the run may still
 * reach (the sequential design's, or a shard's fixed share).
 */
function roundProgress(config, names, seed, sequence, shardRounds, onRound) {
    return (trials, rounds) => {
        const allowed = sequence?.roundsAhead(rounds) ?? shardRounds;
        const design = sequence?.design();
        const resolvable = rounds >= 3
            ? (0,resolution/* resolvableSoFar */.He)((0,analyse/* analyse */.K)(trials, names, config.gate, seed, design).comparisons, rounds, allowed, design && !(0,sequential/* isLook */.Mk)(design, rounds) ? (0,sequential/* looksOf */.uJ)(design).find((n) => n > rounds) : undefined)
            : undefined;
        // "of at most": what the budget still allows, as the trial count and the figure say.
        onRound({ rounds, maxRounds: allowed, resolvable });
    };
}
function describeRunner() {
    const list = (0,external_node_os_.cpus)();
    return {
        os: `${(0,external_node_os_.type)()} ${(0,external_node_os_.release)()}`,
        cpus: list.length,
        cpuModel: list[0]?.model.trim() ?? 'unknown',
        node: process.version,
    };
}
/**
 * After the gate decided, in rounds of their own: profiling changes the speed it measures,
 * so it never runs inside a measured window. `prepared` is the config with the refs' worktrees.
 */
async function profileChosen(config, prepared, trials, run) {
    const { seed, design, options, budget } = run;
    const names = config.variants.map((v) => v.name);
    const { comparisons, verdict } = (0,analyse/* analyse */.K)(trials, names, config.gate, seed, design);
    // Only what the gate judges: a history's previous anchor answers no "why is it slower?".
    const candidates = names.slice(1).filter((name) => (0,stats/* judged */.g$)(config.gate, name));
    const chosen = variantsToProfile(config.profile.when, candidates, comparisons, verdict);
    if (chosen.variants.length === 0)
        return undefined;
    options.onProfile?.(`profiling ${chosen.variants.join(', ')} against ${names[0]} (${config.profile.rounds} rounds)`);
    return runProfileRounds(prepared, config.profile, {
        outputDir: options.outputDir ?? options.logDir,
        logDir: options.logDir,
        baseEnv: options.baseEnv,
        seed,
        budget,
        startTarget: options.startTarget ?? src_target/* startTarget */.ar,
        chosen,
        log: options.onProfile,
    }).catch((error) => profilingFailed(chosen, config.profile, error));
}
async function runPerfGate(config, options) {
    const seed = options.seed ?? config.seed ?? options.fallbackSeed ?? (0,external_node_crypto_.randomInt)(0, 2 ** 31);
    const startedAt = new Date();
    // CPUs this machine does not give perf-gate are the config's mistake: said before any build.
    (0,target_placement/* checkPlacement */.MI)(config.placement);
    const prepared = await (0,refs/* prepareRefs */.Ug)(config, {
        cwd: options.cwd,
        baseSha: options.baseSha,
        logDir: options.logDir,
        baseEnv: options.baseEnv,
        checkouts: options.checkouts,
    });
    const names = config.variants.map((v) => v.name);
    // A shard runs its share of the rounds, stopping only for its budget; only a single job
    // stops on its verdict.
    const sequence = config.sequential && !options.shard ? sequentialStop(config, names, seed) : undefined;
    const designOf = () => sequence?.design();
    let trials;
    let incomplete;
    // Why the run measured whole trials though the config has slices (a service that could
    // not be paused); the Config stays what the user asked for.
    let wholeTrialsBecause;
    let profiling;
    let placement;
    // Each slice's count, length and CPU (its latencies let go): what the noise's parts are made of.
    const slices = [];
    const assemble = (measured, stoppedBecause) => (0,result/* buildResult */.CR)({
        config,
        wholeTrialsBecause,
        reportId: options.reportId,
        seed,
        startedAt,
        finishedAt: new Date(),
        runner: describeRunner(),
        pullRequest: options.pullRequest,
        trials: measured,
        ...(0,analyse/* analyse */.K)(measured, names, config.gate, seed, designOf()),
        sequence: sequence?.outcome(measured),
        refs: Object.keys(prepared.refs).length > 0 ? prepared.refs : undefined,
        logDir: options.logDir,
        incomplete: stoppedBecause,
        experiment: {
            digest: experimentDigest(config, options.cwd),
            commit: options.commit ?? (0,refs/* gitHead */.Tj)(options.cwd),
        },
        shard: options.shard && { ...options.shard, seed: (0,shard/* shardSeed */.kS)(seed, options.shard) },
        profiling,
        placement: placement?.report,
        noiseParts: noiseParts((0,trial/* measuredTrials */.ik)(measured), slices, names, config.lifecycle, (0,model_random/* seededRandom */.I)(seed + 1)),
    });
    const rounds = (0,shard/* shardRounds */.e1)(config.rounds, options.shard);
    const progress = options.onRound && roundProgress(config, names, seed, sequence, rounds.length, options.onRound);
    try {
        const plan = makePlan(config, (0,shard/* shardSeed */.kS)(seed, options.shard), rounds);
        // After the refs are built (a build on the engine's CPU alone would be slow), undone
        // before profiling, which measures no comparison.
        placement = (0,target_placement/* applyPlacement */.sw)(config.placement);
        // The budget's clock: from the first round (a build is not counted), to the last profile.
        const measuringFrom = Date.now();
        trials = await runExperiment(prepared.config, plan, {
            ...options,
            serviceCpus: placement.serviceCpus,
            placeReady: placement.placeReady,
            placeWarm: placement.placeWarm,
            onSlice: (slice) => {
                options.onSlice?.(slice);
                if (!slice.warmup)
                    slices.push(sliceSample(slice));
            },
            startTarget: options.startTarget ?? src_target/* startTarget */.ar,
            stopAfterRound: sequence?.stopAfterRound ??
                (options.shard && config.budgetMs !== undefined
                    ? shardBudgetStop(config.budgetMs)
                    : undefined),
            // From the 2nd round the time a round takes is known, and with it what the budget allows.
            roundsAllowed: sequence && config.budgetMs !== undefined
                ? (measured) => (measured >= 2 ? sequence.roundsAhead(measured) : undefined)
                : undefined,
            onWholeTrials: (reason) => {
                wholeTrialsBecause = reason;
            },
            afterRound: (measured, count) => {
                progress?.(measured, count);
                if (!options.soFar)
                    return;
                // Whole rounds only. After a signal, a round whose trial failed may have failed for
                // it (its services stopped under the trial): not kept. One that measured every trial
                // and was only stopping its services is.
                const last = measured.at(-1)?.round;
                const cut = (0,src_target/* stopRequested */.TQ)() !== undefined &&
                    measured.some((t) => t.round === last && t.status === 'failed');
                const finished = cut ? measured.filter((t) => t.round !== last) : [...measured];
                options.soFar.result = (signal) => assemble(finished, `perf-gate received ${signal}; the run stopped part-way`);
            },
        }).finally(() => placement?.restore());
        // Every round measured: a signal from here on stops only the profiling rounds.
        const measured = trials;
        if (options.soFar && !(0,src_target/* stopRequested */.TQ)())
            options.soFar.result = (signal) => assemble(measured, `perf-gate received ${signal} during the profiling rounds, after every measured round`);
        // A shard's rounds are pooled elsewhere, so its gate has not decided: shards do not profile.
        if (!options.shard)
            profiling = await profileChosen(config, prepared.config, trials, {
                seed,
                design: designOf(),
                options,
                budget: config.budgetMs === undefined || trials.length === 0
                    ? undefined
                    : {
                        deadline: measuringFrom + config.budgetMs,
                        armMs: (Date.now() - measuringFrom) / trials.length,
                        text: (0,units/* durationText */.S5)(config.budgetMs),
                    },
            });
    }
    catch (error) {
        // What was measured before a part-way failure is reported, marked incomplete; a run
        // that measured nothing has nothing to report but the error.
        if (!(error instanceof IncompleteRun) || error.trials.length === 0) {
            throw error instanceof IncompleteRun ? error.cause : error;
        }
        trials = error.trials;
        incomplete = error.message;
    }
    finally {
        await prepared.cleanup();
    }
    return assemble(trials, incomplete);
}
function sliceSample(slice) {
    return {
        sequence: slice.sequence,
        index: slice.index,
        durationMs: slice.endedAtMs - slice.startedAtMs,
        responses: slice.responses,
        cpuUs: slice.cpuUs,
    };
}


/***/ }),

/***/ 99125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tj: () => (/* binding */ gitHead),
/* harmony export */   Ug: () => (/* binding */ prepareRefs),
/* harmony export */   qY: () => (/* binding */ RefError),
/* harmony export */   wH: () => (/* binding */ BuiltCheckouts)
/* harmony export */ });
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73073);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _target_child_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53294);
/**
 * Variants that run from another commit (`ref:`): each gets its own git worktree, fetched
 * if a shallow checkout lacks the commit, built with its `build` command, and removed
 * afterwards whatever happened. The current checkout is the variant without a ref.
 *
 * A build runs where the variant's services start: the config's folder, or the same folder
 * in the variant's worktree, so a relative path in `build:` means what it means to the
 * services, whichever directory perf-gate was started from.
 *
 * A caller that runs many comparisons of the same commits (a bisect) passes `BuiltCheckouts`:
 * each commit is then checked out and built once, and its worktree kept until the caller ends.
 */





/** A ref or a build the user can fix: names the variant, the ref or command, and what to do. */
class RefError extends Error {
    constructor(message) {
        super(message);
        this.name = 'RefError';
    }
}
/** The commit checked out in `cwd`, or undefined outside a git repository. */
function gitHead(cwd) {
    const head = (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']);
    return head.ok && /^[0-9a-f]{40,64}$/.test(head.out) ? head.out : undefined;
}
function resolveCommit(root, ref, where) {
    const local = (name) => (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(root, ['rev-parse', '--verify', '--quiet', `${name}^{commit}`]);
    for (const candidate of [ref, `origin/${ref}`]) {
        const found = local(candidate);
        if (found.ok)
            return found.out;
    }
    // A shallow checkout (actions/checkout's default depth 1) lacks older commits: fetch it.
    const fetched = (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(root, ['fetch', '--quiet', '--depth=1', 'origin', ref]);
    if (fetched.ok) {
        const head = local('FETCH_HEAD');
        if (head.ok)
            return head.out;
    }
    const shallow = (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(root, ['rev-parse', '--is-shallow-repository']).out === 'true';
    throw new RefError(`${where}: commit "${ref}" is not in this checkout and could not be fetched from origin (${(0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .gitFailure */ .tv)(fetched)}). ` +
        (shallow
            ? 'The checkout is shallow: set `fetch-depth: 0` on actions/checkout, or make sure origin serves this commit.'
            : 'Check the name, and that the workflow can fetch from origin.'));
}
async function runBuild(command, cwd, logPath, what, baseEnv, inCheckout) {
    const outcome = await (0,_target_child_js__WEBPACK_IMPORTED_MODULE_4__/* .runCommand */ .d1)({
        command,
        cwd,
        baseEnv,
        name: `build ${what}`,
        logPath,
        header: `building ${what}: ${command}`,
        graceMs: 2_000,
        escaped: 'leave',
    });
    if (outcome.failure) {
        const tail = outcome.lastLines.map((l) => `  | ${l}`).join('\n');
        // A path that works from the repository's root may not from the config's folder.
        throw new RefError(`The build of ${what} failed (command: ${command}, ${outcome.failure}).\nIt ran in ${cwd}, the config's folder${inCheckout ? " in the commit's own checkout" : ''}: paths in build are relative to it.\nLast lines of its output:\n${tail}\nFull log: ${logPath}`);
    }
}
/**
 * What a worktree holds, to tell whether anything changed it: every file and folder under it
 * (ignored ones included: node_modules, a build's output, a database file) with its size and
 * modification time. A write into a file, a new file or a removed one changes it. Undefined
 * when the worktree cannot be read (it was removed).
 */
function contentsOf(worktree) {
    try {
        let [entries, bytes, newest] = [0, 0, 0];
        for (const path of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(worktree, { recursive: true, encoding: 'utf8' })) {
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(worktree, path), { throwIfNoEntry: false });
            if (!stat)
                continue;
            entries += 1;
            bytes += stat.size;
            newest = Math.max(newest, stat.mtimeMs, stat.ctimeMs);
        }
        return `${entries} entries, ${bytes} bytes, newest ${newest}`;
    }
    catch {
        return undefined;
    }
}
function removeWorktree(root, worktree) {
    (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(root, ['worktree', 'remove', '--force', worktree]);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(worktree, { recursive: true, force: true });
}
/**
 * Built worktrees kept across one caller's runs: a bisect's steps compare the same commits
 * again and again, and a build (an `npm ci`, a `dotnet publish`) can take longer than the
 * comparison. A kept worktree is reused only while it holds what it held once its build ended
 * (`contentsOf`): a service that wrote a database or a cache into its checkout leaves it to be
 * built afresh, so no arm runs on what an earlier run left behind. At most `KEPT` are kept (the
 * ones used last: a bisect's next steps test the ends of its last ones), and all of them go
 * when the caller is done, or when perf-gate exits before that (a cancelled job).
 */
class BuiltCheckouts {
    static KEPT = 4;
    kept = new Map();
    onExit = () => this.removeAll();
    constructor() {
        process.on('exit', this.onExit);
    }
    /** The kept worktree of this commit and build, if it is unchanged; a changed one is removed. */
    take(key) {
        const found = this.kept.get(key);
        this.kept.delete(key);
        if (!found)
            return undefined;
        const contents = contentsOf(found.worktree);
        if (contents !== undefined && contents === found.contents)
            return found;
        removeWorktree(found.root, found.worktree);
        return undefined;
    }
    /** Keeps a built worktree for a later run (which takes it back with `take`). */
    give(key, checkout) {
        const replaced = this.kept.get(key);
        if (replaced)
            removeWorktree(replaced.root, replaced.worktree);
        this.kept.delete(key);
        this.kept.set(key, checkout);
        // The one used longest ago goes first (a Map iterates in the order of insertion).
        for (const [oldest, { root, worktree }] of this.kept) {
            if (this.kept.size <= BuiltCheckouts.KEPT)
                break;
            removeWorktree(root, worktree);
            this.kept.delete(oldest);
        }
    }
    /** Removes every kept worktree: the caller is done. */
    removeAll() {
        process.off('exit', this.onExit);
        const roots = new Set();
        for (const { root, worktree } of this.kept.values()) {
            removeWorktree(root, worktree);
            roots.add(root);
        }
        this.kept.clear();
        for (const root of roots)
            (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(root, ['worktree', 'prune']);
    }
}
async function prepareRefs(config, options) {
    const needsGit = config.variants.some((v) => v.ref);
    // Worktrees of this run: removed at the end, or kept for the caller once built.
    const worktrees = [];
    const built = new Map();
    let root = options.cwd;
    // A cancelled job exits through process.exit, past every finally: its worktrees go then.
    const onExit = () => {
        for (const path of worktrees)
            removeWorktree(root, path);
        for (const checkout of built.values())
            removeWorktree(checkout.root, checkout.worktree);
    };
    process.on('exit', onExit);
    const cleanup = async () => {
        process.off('exit', onExit);
        for (const path of worktrees.splice(0))
            removeWorktree(root, path);
        for (const [key, checkout] of built)
            options.checkouts.give(key, checkout);
        built.clear();
        if (needsGit)
            (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(root, ['worktree', 'prune']);
    };
    const refs = {};
    try {
        if (needsGit) {
            const top = (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(options.cwd, ['rev-parse', '--show-toplevel']);
            if (!top.ok) {
                throw new RefError(`${refKey(config.variants.findIndex((v) => v.ref))} is set, which needs a git checkout, but ${options.cwd} is not one. Run perf-gate inside the repository (after actions/checkout).`);
            }
            root = top.out;
        }
        const folder = config.folder ?? options.cwd;
        const variants = [];
        for (const [index, variant] of config.variants.entries()) {
            const where = refKey(index);
            const label = `"${variant.name}"${variant.ref ? ` (ref ${variant.ref})` : ''}`;
            const logPath = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(options.logDir, `build-${index}.log`);
            if (!variant.ref) {
                if (needsGit)
                    refs[variant.name] = { ref: 'HEAD', sha: (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(root, ['rev-parse', 'HEAD']).out };
                if (variant.build)
                    await runBuild(variant.build, folder, logPath, label, options.baseEnv, false);
                variants.push(variant);
                continue;
            }
            let ref = variant.ref;
            if (ref === 'base') {
                if (!options.baseSha) {
                    throw new RefError(`${where}: "base" is the pull request's base commit, and there is none here. Run in a pull_request workflow, pass --base REF to the CLI, or name a branch, tag or SHA.`);
                }
                ref = options.baseSha;
            }
            const sha = resolveCommit(root, ref, where);
            refs[variant.name] = { ref: variant.ref, sha };
            const key = JSON.stringify([sha, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(root, folder), variant.build ?? '']);
            const reused = built.has(key) ? undefined : options.checkouts?.take(key);
            const worktree = reused?.worktree ?? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'perf-gate-worktree-'));
            // The variant's services and build run from the same place inside its own checkout.
            const inWorktree = (cwd) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(worktree, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(root, cwd ?? folder));
            if (reused) {
                built.set(key, reused);
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(logPath, `${label}: ${sha.slice(0, 7)} as an earlier run built it\n`);
            }
            else {
                worktrees.push(worktree);
                const added = (0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(root, ['worktree', 'add', '--force', '--detach', worktree, sha]);
                if (!added.ok)
                    throw new RefError(`${where}: could not check out ${sha.slice(0, 7)} (${(0,_git_run_js__WEBPACK_IMPORTED_MODULE_0__/* .gitFailure */ .tv)(added)}).`);
                if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(inWorktree(folder))) {
                    throw new RefError(`${where}: the config's folder ${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(root, folder) || '.'} does not exist in ${variant.ref} (${sha.slice(0, 7)}), so its services and build have nowhere to run. Check the ref, or run the variant without ref.`);
                }
                if (variant.build)
                    await runBuild(variant.build, inWorktree(folder), logPath, label, options.baseEnv, true);
                // Built: the caller keeps it for its later runs (one worktree per commit and build).
                if (options.checkouts && !built.has(key)) {
                    worktrees.splice(worktrees.indexOf(worktree), 1);
                    built.set(key, { root, worktree, contents: contentsOf(worktree) ?? '' });
                }
            }
            variants.push({
                ...variant,
                services: variant.services.map((s) => ({ ...s, cwd: inWorktree(s.cwd) })),
                setup: variant.setup.map((step) => step.kind === 'run' ? { ...step, cwd: inWorktree(step.cwd) } : step),
            });
        }
        return { config: { ...config, variants }, refs, cleanup };
    }
    catch (error) {
        await cleanup();
        throw error;
    }
}
/** The config key of a variant's ref: `baseline.ref`, `variants[0].ref`. */
function refKey(index) {
    return index === 0 ? 'baseline.ref' : `variants[${index - 1}].ref`;
}


/***/ }),

/***/ 67155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DR: () => (/* binding */ evaluateGate),
/* harmony export */   Kp: () => (/* binding */ gateQuestion),
/* harmony export */   ag: () => (/* binding */ ceilingQuestion),
/* harmony export */   st: () => (/* binding */ lookDecision)
/* harmony export */ });
/* harmony import */ var _model_metrics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25500);
/* harmony import */ var _stats_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9751);
/* harmony import */ var _model_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60826);
/* harmony import */ var _stats_sequential_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25723);
/* harmony import */ var _model_trial_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(173);





/**
 * The question the gate answers, in words: "throughput more than 5% lower or latency p99 more
 * than 10% higher". The verdict answers exactly this, not "did anything change?". Given the
 * metrics a run compared (none yet: every gated one), a gate on one it could not measure (CPU
 * where it cannot be read) is not asked.
 */
function gateQuestion(thresholds, compared = new Set()) {
    return _model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_METRICS */ .Wm.filter((metric) => thresholds[metric] !== undefined &&
        (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricDefinition */ .u8)(metric).gate === 'change' &&
        (compared.size === 0 || compared.has(metric)))
        .map((metric) => {
        const direction = (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricDefinition */ .u8)(metric).better === 'higher' ? 'lower' : 'higher';
        return `${(0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricInSentence */ .z2)(metric)} more than ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(thresholds[metric])} ${direction}`;
    })
        .join(' or ');
}
/**
 * The ceilings in words, for the report's question beside gateQuestion's: "do more than
 * 1.00% of requests fail (or 0.10 pp more than in the baseline)". A variant above one fails
 * whatever the comparisons say, and a ceiling with a baseline tolerance is also compared with
 * the baseline (stats/index.ts), so the question a reader sees must name both (a bisect
 * searches the change metrics only).
 */
function ceilingQuestion(thresholds) {
    return _model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_METRICS */ .Wm.flatMap((metric) => {
        const ceiling = thresholds[metric];
        const definition = (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricDefinition */ .u8)(metric);
        if (ceiling === undefined || definition.gate !== 'ceiling')
            return [];
        const { format } = definition;
        const above = metric === 'errors'
            ? `do more than ${format(ceiling)} of requests fail`
            : `is ${(0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricInSentence */ .z2)(metric)} above ${format(ceiling)}`;
        const overBaseline = definition.baselineTolerance?.(ceiling);
        return [
            overBaseline === undefined
                ? above
                : `${above} (or ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pointsText */ .JA)(overBaseline)} more than in the baseline)`,
        ];
    }).join(' or ');
}
/**
 * Whether a sequential run can stop at this look: `fail` once a gated comparison is a
 * regression or a trial failed (more rounds cannot undo either), `pass` once every gated
 * comparison is within its tolerance, else `continue`.
 */
function lookDecision(comparisons, summaries, gate) {
    const gated = comparisons.filter((c) => (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .decidesVerdict */ .$i)(c, gate));
    if (summaries.some((s) => s.failedTrials > 0))
        return 'fail';
    if (gated.some((c) => c.outcome === 'regression'))
        return 'fail';
    if (gated.every((c) => c.outcome === 'no-change' || c.outcome === 'improvement'))
        return 'pass';
    return 'continue';
}
/**
 * `design`: how the rounds were run; a sequential run's p-values allow for stopping at any of
 * its looks, which the reason of a failed comparison says.
 */
function evaluateGate(comparisons, summaries, gate, design) {
    const reasons = [];
    const failures = [];
    const warnings = [];
    const fail = (variant, metric, reason) => {
        failures.push({ variant, metric });
        reasons.push(reason);
    };
    // A failed trial (the app died, setup failed, not one successful response) has nothing to
    // compare; it always counts against its variant, whatever the gate names.
    // Where the baseline's own trials failed, the app or the run is what to look at first.
    const baselineFailedTrials = (0,_model_trial_js__WEBPACK_IMPORTED_MODULE_4__/* .baselineFailures */ .Bq)(summaries);
    const advice = (summary) => summary === summaries[0]
        ? "the baseline's own trials failed, so look at the app and the run (its logs) first"
        : baselineFailedTrials !== 'none'
            ? "the baseline's trials failed too, so look at the app and the run (its logs) before this change"
            : 'a failed trial fails the gate whatever caused it, so re-run the job if this change did not';
    for (const summary of summaries) {
        if (summary.failedTrials > 0) {
            fail(summary.variant, 'trials', `${summary.variant}: ${summary.failedTrials} of ${summary.trials} trials failed${summary.firstFailure ? ` — ${summary.firstFailure}` : ''} (listed under failed trials in the report; ${advice(summary)})`);
        }
    }
    // Ceilings bound each variant's own mean (the error rate), before any comparison: a variant
    // that fails fast must not be judged on the latency of its failures.
    for (const metric of _model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_METRICS */ .Wm) {
        const ceiling = gate.thresholds[metric];
        if (ceiling === undefined || (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricDefinition */ .u8)(metric).gate !== 'ceiling')
            continue;
        for (const summary of summaries.slice(1)) {
            if (!(0,_stats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .judged */ .g$)(gate, summary.variant))
                continue;
            const value = summary.metrics[metric].mean;
            if (value > ceiling) {
                const { format } = (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricDefinition */ .u8)(metric);
                fail(summary.variant, metric, metric === 'errors'
                    ? `${summary.variant}: ${format(value)} of requests failed, more than the ${format(ceiling)} allowed`
                    : `${summary.variant}: ${(0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricInSentence */ .z2)(metric)} ${format(value)}, above the ${format(ceiling)} allowed`);
            }
        }
    }
    const decisive = comparisons.filter((c) => (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .decidesVerdict */ .$i)(c, gate));
    // What the gate's p allows for, beside its question: a reader who sees p = 0.03 under an
    // interval far beyond the tolerance should learn why it is not smaller (0.027 for a −48%
    // change at a sequential run's first look, against 5%, over two gated comparisons).
    const allowances = [
        ...(decisive.length > 1 ? [`${decisive.length} gated comparisons`] : []),
        // A sequential design of one look (max-rounds 3) tests as a fixed one.
        ...(design && (0,_stats_sequential_js__WEBPACK_IMPORTED_MODULE_2__/* .looksOf */ .uJ)(design).length > 1 ? ['stopping early'] : []),
    ];
    const allowing = allowances.length > 0 ? `, allowing for ${allowances.join(' and ')}` : '';
    for (const c of decisive) {
        // Above its ceiling already says more plainly that this variant fails on this metric.
        if (failures.some((f) => f.variant === c.variant && f.metric === c.metric))
            continue;
        const label = (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricInSentence */ .z2)(c.metric);
        const change = c.estimatePct < 0 ? 'decreased' : 'increased';
        const interval = `95% CI ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .signedChange */ .bj)(c, c.ciLowPct)} … ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .signedChange */ .bj)(c, c.ciHighPct)}`;
        if (c.outcome === 'regression') {
            // Beside the headline's p (against no change) this p is the gate's own: against the
            // tolerance, Holm-adjusted, sequential when the rounds were, so often much larger. Naming
            // its question and what it allows for keeps a reader from taking the two for two answers
            // to one question.
            fail(c.variant, c.metric, c.scale === 'difference'
                ? `${c.variant}: ${label} ${change} by ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pointsText */ .JA)(Math.abs(c.estimatePct) / 100)} over the baseline's (${interval}), more than the ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pointsText */ .JA)(c.tolerance)} allowed (tested against ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pointsText */ .JA)(c.tolerance)}, not against no change: ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pEquals */ .MG)(c.pWorse)}${allowing})`
                : `${c.variant}: ${label} ${change} by ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(Math.abs(c.estimatePct) / 100)} (${interval}), worse than the ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(c.tolerance)} allowed (tested against ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(c.tolerance)}, not against no change: ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pEquals */ .MG)(c.pWorse)}${allowing})`);
        }
        else if (c.outcome === 'inconclusive' && baselineFailedTrials !== 'all') {
            // A pass needs the run to show the metric within its tolerance, so only an undecided
            // comparison needs words about what the run could resolve. With no baseline trial
            // measured nothing was compared: more rounds are not what it needs.
            const detectable = Number.isFinite(c.mdePct)
                ? `this run could only detect a worsening of ${c.scale === 'difference' ? (0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pointsText */ .JA)(c.mdePct / 100) : (0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(c.mdePct / 100)} or more`
                : 'too few rounds were measured';
            const more = c.roundsNeeded ? `; about ${c.roundsNeeded} rounds would decide` : '';
            const allowed = c.scale === 'difference' ? (0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pointsText */ .JA)(c.tolerance) : (0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(c.tolerance);
            const sentence = `${c.variant}: could not tell whether ${label} is worse than the ${allowed} allowed (${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_3__/* .signedChange */ .bj)(c, c.estimatePct)}, ${interval}) — ${detectable}${more}`;
            if (gate.inconclusive === 'fail')
                fail(c.variant, c.metric, sentence);
            else
                warnings.push(sentence);
        }
    }
    for (const summary of summaries) {
        if (summary.saturatedTrials > 0) {
            warnings.push(`${summary.variant}: ${summary.saturatedTrials} of ${summary.trials} trials dropped requests that fell due while every allowed connection was busy — the app could not keep up at this rate: it is saturated, or was still cold as the window began (a warm-up, load.warmup, takes that out); or raise load.connections`);
        }
    }
    return { passed: reasons.length === 0, reasons, failures, warnings };
}


/***/ }),

/***/ 86524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ repositoryOfRemote),
/* harmony export */   Y: () => (/* binding */ pullRequestInSubject)
/* harmony export */ });
/**
 * What a repository's own names say, read the way GitHub writes them: the pull request a
 * commit's subject names, and the repository a remote's URL points at. Pure.
 */
/** `Fix the cache (#12)` (a squash merge) or `Merge pull request #12 from …` (a merge). */
function pullRequestInSubject(subject) {
    const found = /\(#(\d+)\)\s*$/.exec(subject) ?? /^Merge pull request #(\d+)/.exec(subject);
    return found ? Number(found[1]) : undefined;
}
/** Hosts known not to lay out their pages as GitHub does (`/commit/SHA`, `/pull/N`). */
const NOT_GITHUB = /(^|\.)(gitlab\.com|bitbucket\.org|codeberg\.org|sr\.ht)$|(^|\.)gitlab\./;
/**
 * `https://github.com/owner/name.git`, `git@github.com:owner/name.git` or
 * `ssh://git@host/owner/name` → the server's web address and owner/name, for links to its
 * commits and pull requests; undefined for a path, a URL that names no owner/name, or a host
 * known not to be GitHub. An http(s) URL keeps its scheme and port; over SSH the web is
 * https on the same host (GitHub's `ssh.github.com` is github.com).
 */
function repositoryOfRemote(remote) {
    const url = remote.trim();
    const name = '([^/]+/[^/]+?)(?:\\.git)?/?$';
    const web = new RegExp(`^(https?://)(?:[^@/]+@)?([^/:]+(?::\\d+)?)/${name}`).exec(url);
    const ssh = new RegExp(`^(?:ssh|git|git\\+ssh|ssh\\+git)://(?:[^@/]+@)?([^/:]+)(?::\\d+)?/${name}`).exec(url) ?? new RegExp(`^(?:[^@/]+@)?([^/:]{2,}):${name}`).exec(url);
    const [server, repository] = web
        ? [`${web[1]}${web[2]}`, web[3]]
        : ssh
            ? [`https://${ssh[1] === 'ssh.github.com' ? 'github.com' : ssh[1]}`, ssh[2]]
            : [];
    if (!server || !repository || NOT_GITHUB.test(new URL(server).hostname))
        return undefined;
    return { serverUrl: server, repository };
}


/***/ }),

/***/ 73073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   oM: () => (/* binding */ gitOutput),
/* harmony export */   tv: () => (/* binding */ gitFailure),
/* harmony export */   wm: () => (/* binding */ commitAuthorEnv)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/**
 * One git command, run to its end: the one way perf-gate runs git, for the refs a run checks
 * out, the history it records and the bisect it searches. A command that fails is a result,
 * not an error: each caller knows what the failure means for its user.
 */

function git(cwd, args, options = {}) {
    const run = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', args, {
        cwd,
        encoding: 'utf8',
        input: options.input,
        env: options.env ? { ...process.env, ...options.env } : undefined,
        // A range's log or a lockfile's blob can be megabytes; spawnSync's default is 1 MB.
        maxBuffer: 64 * 1024 * 1024,
    });
    const raw = run.stdout ?? '';
    // No git at all (ENOENT) leaves stderr empty: the reason is spawnSync's own.
    const err = (run.stderr ?? '').trim() || (run.error ? `git could not run: ${run.error.message}` : '');
    return { ok: run.status === 0, raw, out: raw.trim(), err };
}
/** A command's trimmed stdout, or undefined when it failed. */
function gitOutput(cwd, args) {
    const run = git(cwd, args);
    return run.ok ? run.out : undefined;
}
/**
 * The line git wrote about a failure, for a message that quotes it: its `fatal:` or `error:`
 * line when it wrote one (`worktree add` says "Preparing worktree …" first), else its first.
 */
function gitFailure(run) {
    const lines = (run.err || run.out).split('\n');
    return lines.find((line) => /^(fatal|error):/.test(line)) ?? (lines[0] || 'no output');
}
/**
 * Who a commit perf-gate writes (a history entry, a package's change alone) is by: the
 * user's git identity when the environment names one, else perf-gate — git refuses to
 * commit without one, and a runner has none configured.
 */
function commitAuthorEnv(env = process.env) {
    return {
        GIT_AUTHOR_NAME: env.GIT_AUTHOR_NAME ?? 'perf-gate',
        GIT_AUTHOR_EMAIL: env.GIT_AUTHOR_EMAIL ?? 'perf-gate@localhost',
        GIT_COMMITTER_NAME: env.GIT_COMMITTER_NAME ?? 'perf-gate',
        GIT_COMMITTER_EMAIL: env.GIT_COMMITTER_EMAIL ?? 'perf-gate@localhost',
    };
}


/***/ }),

/***/ 48434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ RUN_CHECK_ABOVE_RATE),
/* harmony export */   engineRateWarnings: () => (/* binding */ engineRateWarnings)
/* harmony export */ });
/* unused harmony exports HELD_RULE, connectionsToHold, tryToHold, rateHeld, checkEngineCapacity, rateWarnings */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _open_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31539);
/**
 * What rate this machine's open engine can hold, found by a short self-check, so a config
 * that asks for more is told so up front instead of finding out by dropped requests. The
 * check drives the engine for a moment at the rate asked against a trivial server in its own
 * process (whose cost is part of any loopback run); only when that is not held does it look for
 * the highest rate that is, at doubling rates. What "held" means is written once, here
 * (`HELD_RULE`): the self-check, `npm run bench:load`'s ceiling and docs/accuracy.md quote it.
 */


const STEP_MS = 400;
const FIRST_RATE = 1000;
/** The latency bar of "held", from the due time. */
const P99_LIMIT_US = 20_000;
/** Tries of a step before it counts as not held (why two: `checkEngineCapacity`). */
const TRIES = 2;
/**
 * The one rule of "held", in words: the self-check's warning, the bench's ceiling table and
 * docs/accuracy.md quote it, so a reader can reproduce a ceiling. (A looser-looking rule gives
 * another figure: "≥ 97% of the rate, ≤ 0.1% dropped, 200 connections, one of two tries" read
 * 18,000 req/s where this one read 32,000, because 200 connections are 11 ms of requests at
 * 18,000 req/s, so a hiccup far shorter than the latency bar drops.)
 */
const HELD_RULE = (/* unused pure expression or super */ null && ('a rate is held when a constant-rate step at it drops nothing, has no error or timeout and ' +
    'a p99 from the due time under 20 ms, the engine allowed as many connections as that p99 ' +
    'allows in flight (rate × 20 ms by Little’s law, at least 100, opened before the step); a ' +
    'step counts as not held only when a second try fails too'));
/**
 * The connections the engine may open when it is checked at `rate`: as many as the p99 bar
 * allows in flight (Little's law: rate × 20 ms), at least 100. Fewer would make a drop of a
 * hiccup shorter than the bar (100 connections at 30,000 req/s are 3.3 ms of requests) decide
 * the figure; with these, a drop means the bar was broken anyway.
 */
function connectionsToHold(rate) {
    return Math.max(100, Math.ceil((rate * P99_LIMIT_US) / 1e6));
}
/** Tries `rate` by `HELD_RULE`: up to two steps of `durationMs`, the last one's figures. */
async function tryToHold(url, rate, durationMs) {
    let attempt;
    for (let i = 0; i < TRIES && !attempt?.held; i++) {
        const before = process.cpuUsage();
        const measurement = await (0,_open_js__WEBPACK_IMPORTED_MODULE_1__/* .runOpen */ .Wr)({
            requests: [{ method: 'GET', url, headers: {} }],
            maxConnections: connectionsToHold(rate),
            segment: { durationMs, fromRate: rate, toRate: rate },
            arrival: 'constant',
            timeoutMs: 5_000,
        });
        const cpu = process.cpuUsage(before);
        attempt = {
            held: rateHeld(measurement),
            measurement,
            cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, measurement.responses),
        };
    }
    return attempt;
}
/** Whether a window held its rate: nothing dropped, failed or timed out, p99 under 20 ms. */
function rateHeld(m) {
    return m.dropped === 0 && m.errors + m.timeouts === 0 && m.latencyUs.p99 < P99_LIMIT_US;
}
/**
 * The highest rate checked at once: above it, the rate asked is not tried first (the step would
 * open rate × 20 ms connections, thousands, for a rate no Node engine holds).
 */
const DIRECT_CHECK_MAX_RATE = 64_000;
/**
 * Runs the self-check up to `upTo` req/s: one step of 0.4 s when the rate asked is held (the
 * usual case, ~0.6 s in all with the server's start), a few seconds when it is not.
 */
async function checkEngineCapacity(upTo) {
    const server = await trivialServer();
    // A step is tried twice before it counts as not held (`HELD_RULE`): 0.4 s is short enough
    // that one scheduling hiccup of a shared machine breaks its p99, and the first step meets a
    // server whose code is not compiled yet (held 8,000 of 10,000 and 16,000 of 30,000 req/s
    // tried once, where a 2 s step after lower ones holds 24,000).
    const holds = async (rate) => (await tryToHold(server.url, rate, STEP_MS)).held;
    try {
        if (upTo <= DIRECT_CHECK_MAX_RATE && (await holds(upTo)))
            return { heldRate: upTo, reachedLimit: true };
        let held = 0;
        for (let rate = FIRST_RATE; rate < upTo && (await holds(rate)); rate *= 2)
            held = rate;
        return { heldRate: held, reachedLimit: false };
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
    // A check that held not even its first step says so, not "above the 0 req/s".
    const held = capacity.heldRate > 0
        ? `the ${capacity.heldRate.toLocaleString('en')} req/s this machine's open-model engine held in a self-check`
        : `what this machine's open-model engine held in a self-check, not even ${FIRST_RATE.toLocaleString('en')} req/s`;
    return rates
        .filter(({ rate }) => rate > capacity.heldRate)
        .map(({ variant, rate }) => `variant "${variant}": load.rate ${rate.toLocaleString('en')} req/s is above ${held} (no drops, p99 under 20 ms, against a trivial local server); expect dropped requests and saturated trials. Lower load.rate, or measure on a machine with more free CPU.`);
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
 * Rates up to this are not checked before a run (`validate` checks every rate): the engine
 * wakes for each request there and needs about a tenth of a core, so a machine that cannot
 * give it that is too busy for any measurement, which the trials' drops and noise flags show.
 */
const RUN_CHECK_ABOVE_RATE = 1000;
/**
 * The warnings for a config's open-model rates, after a self-check up to the highest of them;
 * none (and no check) when no variant sets a rate above `above`.
 */
async function engineRateWarnings(variants, above = 0) {
    const rates = variants.flatMap((v) => v.load.rate === undefined ? [] : [{ variant: v.name, rate: v.load.rate }]);
    const highest = Math.max(0, ...rates.map((r) => r.rate));
    if (highest <= above || rates.length === 0)
        return [];
    return rateWarnings(rates, await checkEngineCapacity(highest));
}


/***/ }),

/***/ 87779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ Http1Client)
/* harmony export */ });
/* harmony import */ var _model_loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39252);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(643);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_perf_hooks__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41692);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_tls__WEBPACK_IMPORTED_MODULE_3__);
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




const ERROR = Object.freeze({ kind: 'error' });
const TIMEOUT = Object.freeze({ kind: 'timeout' });
/** A response head longer than this is not HTTP a load test should accept. */
const MAX_HEAD_BYTES = 64 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
/** Longest time between two sweeps of the deadline queue. */
const SWEEP_MS = 100;
/** Longest wait for the connections opened before a run. */
const WARM_LIMIT_MS = 1_000;
/** Connects in flight at once while opening them before a run (why: Pool.warm). */
const WARM_CONNECTS = 32;
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
    /**
     * Sends on the most recently idle connection, or a new one (always a new one for a retry:
     * the idle ones may have timed out together); `mayRetry`: see Connection.
     */
    send(prepared, done, mayRetry) {
        if (this.closed)
            return done(ERROR);
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
    async warm(count) {
        // One try per connection missing: a refused one is not opened again (its requests will
        // say what happened).
        let unopened = count - this.all.size;
        const opener = async () => {
            while (unopened > 0 && !this.closed) {
                unopened--;
                const connection = new Connection(this);
                this.all.add(connection);
                if (await connection.opened)
                    this.release(connection);
            }
        };
        await Promise.all(Array.from({ length: Math.min(WARM_CONNECTS, Math.max(0, unopened)) }, opener));
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
    /** Resolves once the connection is open (true), or has failed (false). */
    opened;
    constructor(pool) {
        this.pool = pool;
        const { host, port } = pool;
        // Plain sockets read into the pool's one buffer (parsing is synchronous, so it is free
        // again once `feed` returns): no buffer and no stream event per read.
        // Load goes only to this machine (config/normalize.ts), whose certificates are not checked.
        this.socket = pool.secure
            ? node_tls__WEBPACK_IMPORTED_MODULE_3___default().connect({
                host,
                port,
                servername: node_net__WEBPACK_IMPORTED_MODULE_1___default().isIP(host) ? undefined : host,
                rejectUnauthorized: (0,_model_loopback_js__WEBPACK_IMPORTED_MODULE_0__/* .checksCertificate */ .Bf)(host),
            })
            : node_net__WEBPACK_IMPORTED_MODULE_1___default().connect({
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
            this.socket.once(pool.secure ? 'secureConnect' : 'connect', () => resolve(true));
            this.socket.once('close', () => resolve(false));
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
        this.sentAt = node_perf_hooks__WEBPACK_IMPORTED_MODULE_2__.performance.now();
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
        const now = node_perf_hooks__WEBPACK_IMPORTED_MODULE_2__.performance.now();
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


/***/ }),

/***/ 31539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lr: () => (/* binding */ feedOpen),
  MK: () => (/* binding */ openSlices),
  Wr: () => (/* binding */ runOpen)
});

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/load/http1.ts
var http1 = __webpack_require__(87779);
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

// EXTERNAL MODULE: ./src/load/tally.ts
var load_tally = __webpack_require__(15514);
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
    const tally = new load_tally/* Tally */.F(run.objectiveMs, 'scheduled', run.onSecond);
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
    async slice(durationMs, tally = this.tally) {
        if (this.closed)
            throw new Error('open engine: slice() after close()');
        const { now, pacer, client } = await (this.world ??= realWorld(this.run));
        const { maxConnections, onSent } = this.run;
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
                onSent?.(dueAt, now());
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
 * rate for 20 ms (wrk and k6 connect before their clock starts too), so a hiccup of the
 * machine up to that long finds them open. A connection opened during the window costs both
 * sides CPU at the moment the backlog of a hiccup leaves it least: against a trivial server at
 * 30,000 req/s with 600 allowed, opening all but 2 ms' worth on demand dropped 448–1,788
 * requests in 2 s with p99 27–47 ms; opening 20 ms' worth ahead dropped none, p99 3.7–6.8 ms
 * (bench/load.ts, 1 December 2026).
 */
const WARM_MS = 20;
async function realWorld(run) {
    const client = new http1/* Http1Client */.x(run.requests, run.timeoutMs);
    const peakRate = Math.max(run.segment.fromRate, run.segment.toRate);
    const [pacer] = await Promise.all([
        peakRate > TICK_ABOVE_RATE ? timerPacer() : workerPacer(),
        client.warm(Math.min(run.maxConnections, Math.ceil((peakRate * WARM_MS) / 1000))),
    ]);
    return {
        now: () => external_node_perf_hooks_.performance.now(),
        client: { send: (request, done) => client.send(request, done), close: () => client.close() },
        pacer,
    };
}
/**
 * Above TICK_ABOVE_RATE the engine wakes once a millisecond, which is what Node's own timers
 * resolve: the pacer thread's precision buys nothing there, and its timed wait and message
 * cost more CPU per wake than a timer on the event loop (the ceiling's CPU per request 15.6 →
 * 13.9 µs, `npm run bench:load -- --part ceiling`, 1 December 2026, two runs a minute apart).
 */
function timerPacer() {
    let timer;
    return {
        wakeAt(at, then) {
            clearTimeout(timer);
            timer = setTimeout(then, at - external_node_perf_hooks_.performance.now());
        },
        idle() {
            timer?.unref();
        },
        close() {
            clearTimeout(timer);
        },
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


/***/ }),

/***/ 15514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ Tally)
/* harmony export */ });
/* harmony import */ var hdr_histogram_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32960);
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
    latencies = hdr_histogram_js__WEBPACK_IMPORTED_MODULE_0__.build({
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
    /** Sees each response's latency as it is counted (the noise benchmark's per-slice record). */
    observeLatency;
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
    /** Responses counted so far, in every window of the trial. */
    get responseCount() {
        return this.responses;
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
        this.observeLatency?.(latencyUs);
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


/***/ }),

/***/ 60826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EU: () => (/* binding */ bytesRate),
/* harmony export */   JA: () => (/* binding */ pointsText),
/* harmony export */   MG: () => (/* binding */ pEquals),
/* harmony export */   Oe: () => (/* binding */ pct),
/* harmony export */   SY: () => (/* binding */ micros),
/* harmony export */   TS: () => (/* binding */ rate),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   bj: () => (/* binding */ signedChange),
/* harmony export */   hS: () => (/* binding */ counted),
/* harmony export */   sp: () => (/* binding */ pValue)
/* harmony export */ });
/* unused harmony export pp */
/** Number formatting shared by the verdict's reasons and the report. Pure. */
const MINUS = '−';
/** 0.1163 → "11.6%"; signed adds "+" or "−". */
function pct(fraction, { signed = false, digits = 1 } = {}) {
    if (!Number.isFinite(fraction))
        return 'n/a';
    const text = `${Math.abs(fraction * 100).toFixed(digits)}%`;
    if (!signed)
        return fraction < 0 ? `${MINUS}${text}` : text;
    return `${fraction < 0 ? MINUS : '+'}${text}`;
}
/** Percentage points for absolute differences (error rates). */
function pp(fraction) {
    if (!Number.isFinite(fraction))
        return 'n/a';
    return `${fraction < 0 ? MINUS : '+'}${Math.abs(fraction * 100).toFixed(2)} pp`;
}
/** A size in percentage points, unsigned: 0.001 → "0.10 pp". */
function pointsText(fraction) {
    return Number.isFinite(fraction) ? `${Math.abs(fraction * 100).toFixed(2)} pp` : 'n/a';
}
/** A signed change (in %) in its scale's unit: "+4.2%" for ratios, "+3.50 pp" for shares. */
function signedChange(c, valuePct) {
    return c.scale === 'difference' ? pp(valuePct / 100) : pct(valuePct / 100, { signed: true });
}
/** "1 entry", "3 entries": a count with its noun. */
function counted(count, one, many = `${one}s`) {
    return `${count} ${count === 1 ? one : many}`;
}
function pValue(p) {
    if (!Number.isFinite(p))
        return 'n/a';
    if (p < 0.001)
        return '< 0.001';
    return p.toFixed(3);
}
/** "p = 0.002" or "p < 0.001". */
function pEquals(p) {
    const text = pValue(p);
    return text.startsWith('<') ? `p ${text}` : `p = ${text}`;
}
/** Microseconds, in the unit a person reads best: 153µs, 1.48ms, 9.47s. */
function micros(us) {
    if (!Number.isFinite(us))
        return 'n/a';
    if (us < 1_000)
        return `${us.toFixed(0)}µs`;
    if (us < 1_000_000)
        return `${(us / 1_000).toFixed(2)}ms`;
    return `${(us / 1_000_000).toFixed(2)}s`;
}
function rate(perSec) {
    if (!Number.isFinite(perSec))
        return 'n/a';
    return perSec >= 100 ? perSec.toFixed(0) : perSec.toFixed(2);
}
function bytesRate(perSec) {
    if (!Number.isFinite(perSec))
        return 'n/a';
    if (perSec >= 1024 * 1024)
        return `${(perSec / 1024 / 1024).toFixed(2)}MB/s`;
    if (perSec >= 1024)
        return `${(perSec / 1024).toFixed(2)}KB/s`;
    return `${perSec.toFixed(0)}B/s`;
}
function seconds(ms) {
    if (ms < 1_000)
        return `${ms}ms`;
    if (ms < 120_000)
        return `${+(ms / 1000).toFixed(1)}s`;
    return `${+(ms / 60_000).toFixed(1)}m`;
}


/***/ }),

/***/ 39252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bf: () => (/* binding */ checksCertificate),
/* harmony export */   U9: () => (/* binding */ isLoopback),
/* harmony export */   WS: () => (/* binding */ LOOPBACK_HOSTS)
/* harmony export */ });
/**
 * This machine's names: perf-gate loads only services on them, and a readiness probe or setup
 * request goes elsewhere only to a host the config allows. Pure.
 */
const LOOPBACK_HOSTS = new Set([
    '127.0.0.1',
    'localhost',
    '[::1]',
    '::1',
]);
function isLoopback(host) {
    return LOOPBACK_HOSTS.has(host);
}
/**
 * Whether a TLS connection to `host` checks its certificate. A service on this machine that
 * perf-gate started usually has a certificate of its own (self-signed), and a loopback
 * connection has no one in the middle to guard against (autocannon never checks either); a
 * host elsewhere that the config allows is checked as any client would.
 */
function checksCertificate(host) {
    return !isLoopback(host);
}


/***/ }),

/***/ 25500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ METRICS),
/* harmony export */   Iq: () => (/* binding */ isGateMetric),
/* harmony export */   SE: () => (/* binding */ byMetric),
/* harmony export */   Uw: () => (/* binding */ METRIC_NAMES),
/* harmony export */   Wm: () => (/* binding */ GATE_METRICS),
/* harmony export */   a3: () => (/* binding */ metricValue),
/* harmony export */   mW: () => (/* binding */ metricNameInSentence),
/* harmony export */   sV: () => (/* binding */ DEFAULT_GATE),
/* harmony export */   u8: () => (/* binding */ metricDefinition),
/* harmony export */   z2: () => (/* binding */ metricInSentence)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60826);
/**
 * The metric registry: everything perf-gate knows about a metric, in one entry. The config
 * schema's gate keys, normalization, statistics, the gate and the report all derive from
 * it, so adding a metric is one entry here plus its extraction in the load stage.
 */

const share = (value) => (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(value, { digits: 2 });
/** In report order. */
const METRICS = {
    throughput: {
        label: 'Throughput',
        unit: 'req/s',
        better: 'higher',
        scale: 'ratio',
        read: (m) => m.throughput,
        gate: 'change',
        gatedByDefault: 0.05,
        tolerance: 0.05,
        format: _format_js__WEBPACK_IMPORTED_MODULE_0__/* .rate */ .TS,
        row: 'Req/s',
    },
    latency: {
        label: 'Latency mean',
        unit: 'µs',
        better: 'lower',
        scale: 'ratio',
        read: (m) => m.latencyUs.mean,
        gate: 'change',
        tolerance: 0.05,
        format: _format_js__WEBPACK_IMPORTED_MODULE_0__/* .micros */ .SY,
    },
    p50: {
        label: 'Latency p50',
        unit: 'µs',
        better: 'lower',
        scale: 'ratio',
        read: (m) => m.latencyUs.p50,
        gate: 'change',
        tolerance: 0.05,
        format: _format_js__WEBPACK_IMPORTED_MODULE_0__/* .micros */ .SY,
        row: 'Latency p50',
    },
    p75: {
        label: 'Latency p75',
        unit: 'µs',
        better: 'lower',
        scale: 'ratio',
        read: (m) => m.latencyUs.p75,
        gate: 'change',
        tolerance: 0.05,
        format: _format_js__WEBPACK_IMPORTED_MODULE_0__/* .micros */ .SY,
    },
    p90: {
        label: 'Latency p90',
        unit: 'µs',
        better: 'lower',
        scale: 'ratio',
        read: (m) => m.latencyUs.p90,
        gate: 'change',
        tolerance: 0.05,
        format: _format_js__WEBPACK_IMPORTED_MODULE_0__/* .micros */ .SY,
        row: 'Latency p90',
    },
    p99: {
        label: 'Latency p99',
        unit: 'µs',
        better: 'lower',
        scale: 'ratio',
        read: (m) => m.latencyUs.p99,
        gate: 'change',
        tolerance: 0.05,
        format: _format_js__WEBPACK_IMPORTED_MODULE_0__/* .micros */ .SY,
        row: 'Latency p99',
    },
    p999: {
        label: 'Latency p99.9',
        unit: 'µs',
        better: 'lower',
        scale: 'ratio',
        read: (m) => m.latencyUs.p999,
        gate: 'change',
        tolerance: 0.05,
        format: _format_js__WEBPACK_IMPORTED_MODULE_0__/* .micros */ .SY,
    },
    errors: {
        label: 'Error rate',
        unit: '%',
        better: 'lower',
        scale: 'difference',
        read: (m) => m.errorRate,
        gate: 'ceiling',
        // A tenth of the ceiling: under the default 1%, a change that makes one request in a
        // thousand fail is caught; one in ten thousand is shown as information. A tolerance is
        // needed at all so that a run without errors can show "no change" and stop.
        baselineTolerance: (ceiling) => ceiling / 10,
        gatedByDefault: 0.01,
        tolerance: 0.01,
        format: share,
        row: 'Error rate',
    },
    bytes: {
        label: 'Transfer',
        unit: 'B/s',
        better: 'higher',
        scale: 'ratio',
        read: (m) => m.bytesPerSec,
        gate: false,
        tolerance: 0.05,
        format: _format_js__WEBPACK_IMPORTED_MODULE_0__/* .bytesRate */ .EU,
        row: 'Transfer',
    },
    objective: {
        label: 'Under objective',
        unit: '%',
        better: 'higher',
        scale: 'difference',
        read: (m) => m.underObjective,
        gate: false,
        tolerance: 0.01,
        format: (value) => (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(value),
        row: (load) => load.objectiveMs === undefined ? 'Under objective' : `Under ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .seconds */ .YA)(load.objectiveMs)}`,
    },
    cpu: {
        label: 'CPU per request',
        unit: 'µs',
        better: 'lower',
        scale: 'ratio',
        read: (m) => m.resources?.targetCpuUsPerRequest,
        gate: 'change',
        // Gated by default beside throughput, at its tolerance: a cost off the request path (a
        // worker thread, a background exporter) shows in req/s only where it takes a CPU the
        // server or its load needed, so in slices on 2 CPUs a spinning worker read +0.1% req/s
        // but +34% CPU per request (docs/accuracy.md). For a CPU-bound server the two move
        // together (−10% req/s ≈ +11% CPU per request), so one tolerance serves both. Measured
        // only where the services' CPU time can be read.
        gatedByDefault: 0.05,
        defaultToleranceOf: 'throughput',
        tolerance: 0.05,
        format: _format_js__WEBPACK_IMPORTED_MODULE_0__/* .micros */ .SY,
        row: 'CPU/request',
    },
};
const METRIC_NAMES = Object.keys(METRICS);
function isGateMetric(metric) {
    return METRICS[metric].gate !== false;
}
const GATE_METRICS = METRIC_NAMES.filter(isGateMetric);
/** The definition with the registry's common shape, for code that reads any metric. */
function metricDefinition(metric) {
    return METRICS[metric];
}
/** The label inside a sentence: "Throughput" → "throughput"; "CPU per request" keeps its acronym. */
function metricInSentence(metric) {
    const { label } = metricDefinition(metric);
    return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}
/** A metric named in stored JSON (a bisect step's), in a sentence; an unknown name as it is. */
function metricNameInSentence(name) {
    return Object.hasOwn(METRICS, name) ? metricInSentence(name) : name;
}
/** The metric's value in one trial; NaN when this run does not measure it. */
function metricValue(m, metric) {
    return metricDefinition(metric).read(m) ?? NaN;
}
/** One value per metric of the list, keyed by metric. */
function byMetric(metrics, value) {
    return Object.fromEntries(metrics.map((metric) => [metric, value(metric)]));
}
/** The gate every config has unless it switches a metric off by name. */
const DEFAULT_GATE = Object.fromEntries(GATE_METRICS.flatMap((metric) => {
    const value = metricDefinition(metric).gatedByDefault;
    return value === undefined ? [] : [[metric, value]];
}));


/***/ }),

/***/ 80618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ defaultOutputDir),
/* harmony export */   i: () => (/* binding */ findConfigFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_defaults_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31954);
/* harmony import */ var _config_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28004);
/**
 * Which config file to use, and where a run writes when no output folder is named. Apart
 * from reading the file (config-file.ts, which loads the parser), so that the action's entry
 * can tell simple mode from a file without loading the parser.
 */




/**
 * The config file to use: the given path (which must exist), else perf-gate.yml in the
 * working directory if there is one, else undefined.
 */
function findConfigFile(path, cwd, label) {
    if (path) {
        const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(full)) {
            throw new _config_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .x(label, [
                {
                    path: path,
                    message: `file not found (looked in ${cwd}). Check the path, or leave it empty to use ${_config_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG_FILE */ .Cu}.`,
                },
            ]);
        }
        return full;
    }
    // Joined by hand: ncc's asset relocator rewrites path.resolve(x, 'literal') at build time.
    const fallback = [cwd, _config_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG_FILE */ .Cu].join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(fallback) ? fallback : undefined;
}
/**
 * The output folder when none is named: `.perf-gate` beside the config file (`folder`), so
 * that examples run from anywhere each keep their own; without a file, in `cwd`.
 */
function defaultOutputDir(folder, cwd) {
    return [folder ?? cwd, _config_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_OUTPUT_DIR */ .w].join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
}


/***/ }),

/***/ 34047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tL: () => (/* binding */ clearEarlierRun),
  DH: () => (/* binding */ prepareOutput),
  y3: () => (/* binding */ resultJson),
  $J: () => (/* binding */ shardPaths),
  Zk: () => (/* binding */ writeResult)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/report/model.ts + 7 modules
var report_model = __webpack_require__(90476);
// EXTERNAL MODULE: ./src/model/format.ts
var format = __webpack_require__(60826);
// EXTERNAL MODULE: ./src/report/markdown/text.ts
var markdown_text = __webpack_require__(74755);
;// CONCATENATED MODULE: ./src/report/markdown/chart.ts
/** The chart of ../chart.ts as a Mermaid xychart, which GitHub draws in a comment. Pure. */


// Mermaid may render labels as HTML: keep only harmless characters.
const safe = (text) => (0,markdown_text/* fenceSafe */.tH)(text).replace(/[<>"&]/g, '');
function mermaidChart(chart) {
    if (!chart)
        return '';
    const { tolerance, direction, bars } = chart;
    return [
        '```mermaid',
        'xychart-beta',
        `  title "${chart.label}: % ${direction} than “${safe(chart.baseline)}”${tolerance === undefined ? '' : ` (line: the ${(0,format/* pct */.Oe)(tolerance / 100)} tolerance)`}"`,
        `  x-axis [${chart.names.map((name) => `"${safe(name)}"`).join(', ')}]`,
        `  y-axis "% ${direction}" ${chart.bottom} --> ${chart.top}`,
        `  bar [${bars.map((w) => w.toFixed(2)).join(', ')}]`,
        ...(tolerance === undefined
            ? []
            : [`  line [${bars.map(() => tolerance.toFixed(2)).join(', ')}]`]),
        '```',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/markdown/sections.ts


/** The hidden marker that finds this report's comment again, and only this report's. */
function reportMarker(reportId) {
    return `<!-- perf-gate:report id="${reportId.replace(/[^\w.-]/g, '_')}" -->`;
}
function verdictMarkdown(verdict) {
    const lines = [
        ...verdict.lines.map(markdown_text/* markdownText */.p7),
        ...verdict.reasons.map((reason) => `- ${(0,markdown_text/* markdownText */.p7)(reason)}`),
    ];
    if (verdict.question)
        lines.push('', (0,markdown_text/* markdownText */.p7)(verdict.question));
    if (verdict.warnings.length > 0)
        lines.push('', ...verdict.warnings.map((w) => `> ⚠️ ${(0,markdown_text/* markdownText */.p7)(w)}`));
    return lines.join('\n');
}
function profilingMarkdown(profiling) {
    if (!profiling)
        return '';
    const lines = [`### ${(0,markdown_text/* markdownText */.p7)(profiling.heading)}`, ''];
    for (const variant of profiling.variants) {
        lines.push((0,markdown_text/* markdownText */.p7)(variant.intro), '');
        if (variant.none)
            lines.push((0,markdown_text/* markdownText */.p7)(variant.none), '');
        if (variant.functions)
            lines.push((0,markdown_text/* markdownTable */.Qj)(variant.functions), '');
        if (variant.more) {
            const { summary, functions, beyond } = variant.more;
            lines.push((0,markdown_text/* foldedSection */.qF)(summary, [(0,markdown_text/* markdownTable */.Qj)(functions), ...(beyond ? ['', (0,markdown_text/* markdownText */.p7)(beyond)] : [])].join('\n')), '');
        }
        if (variant.rest)
            lines.push((0,markdown_text/* markdownText */.p7)(variant.rest), '');
        if (variant.packages)
            lines.push((0,markdown_text/* markdownText */.p7)(variant.packages), '');
    }
    lines.push((0,markdown_text/* markdownText */.p7)(profiling.cost));
    if (profiling.problems.length > 0) {
        lines.push('', ...profiling.problems.map((line) => `> ⚠️ ${(0,markdown_text/* markdownText */.p7)(line)}`));
    }
    return lines.join('\n').trimEnd();
}
function shardsMarkdown(shards) {
    if (!shards)
        return '';
    return [
        `### ${(0,markdown_text/* markdownText */.p7)(shards.heading)}`,
        '',
        (0,markdown_text/* markdownTable */.Qj)(shards.table),
        '',
        ...shards.agreement.map((line) => `- ${(0,markdown_text/* markdownText */.p7)(line)}`),
    ].join('\n');
}
function noisePartsMarkdown(section) {
    if (!section)
        return '';
    return (0,markdown_text/* foldedSection */.qF)(section.summary, [(0,markdown_text/* markdownText */.p7)(section.intro), '', (0,markdown_text/* markdownTable */.Qj)(section.table)].join('\n'));
}
function foldedBlock(folded) {
    return folded ? (0,markdown_text/* foldedSection */.qF)(folded.summary, (0,markdown_text/* fenced */.OF)(folded.lines)) : '';
}
function conditionsMarkdown(model) {
    return [
        (0,markdown_text/* foldedSection */.qF)('Run conditions', model.conditions.map((item) => `- ${(0,markdown_text/* markdownText */.p7)(item)}`).join('\n')),
        '',
        `<sub>${(0,markdown_text/* markdownText */.p7)(model.footnote)}</sub>`,
    ].join('\n');
}
/** The sections in the comment's order; each is left out when it renders empty. */
const SECTION_ORDER = [
    (m) => reportMarker(m.reportId),
    (m) => `## ${(0,markdown_text/* markdownText */.p7)(m.title)}`,
    (m) => (0,markdown_text/* markdownText */.p7)(m.headline),
    (m) => verdictMarkdown(m.verdict),
    (m) => profilingMarkdown(m.profiling),
    (m) => (0,markdown_text/* fenced */.OF)(m.diff, 'diff'),
    (m) => (0,markdown_text/* fenced */.OF)(m.intervals),
    (m) => (0,markdown_text/* markdownTable */.Qj)(m.variants),
    (m) => mermaidChart(m.chart),
    (m) => shardsMarkdown(m.shards),
    (m, details) => (details ? m.statistics.map(foldedBlock).join('\n\n') : ''),
    (m, details) => (details ? foldedBlock(m.failedTrials) : ''),
    (m, details) => (details ? foldedBlock(m.noisyTrials) : ''),
    (m, details) => (details ? noisePartsMarkdown(m.noiseParts) : ''),
    conditionsMarkdown,
];

;// CONCATENATED MODULE: ./src/report/markdown/index.ts
/**
 * The PR comment, the job summary and report.md: a codecov-style report whose first line
 * gives the answer, rendered from the report model (../model.ts) section by section
 * (./sections.ts). Pure: a RunResult in, markdown out. Golden files in __tests__/golden/
 * show every change to it.
 */




/** GitHub refuses comments longer than 65,536 characters. */
const COMMENT_LIMIT = 65_536;
function renderMarkdown(result, options = {}) {
    const details = options.details ?? true;
    const model = (0,report_model/* reportModel */.S)(result);
    const sections = SECTION_ORDER.map((section) => section(model, details));
    return `${sections.filter((s) => s !== '').join('\n\n')}\n`;
}
/** Fits the comment limit: fold details first, then cut with a note. */
function renderComment(result, limit = COMMENT_LIMIT) {
    const full = renderMarkdown(result);
    if (full.length <= limit)
        return full;
    const folded = renderMarkdown(result, { details: false });
    const note = '\n\n> The full report, with per-variant statistics, is in the job summary and in report.md.\n';
    if (folded.length + note.length <= limit)
        return folded.trimEnd() + note;
    const cutNote = "\n\n> **This report was cut to fit GitHub's comment size limit.** The full report is in the job summary and in report.md.\n";
    // Cut on a line boundary, then close a fence and any <details> the cut leaves open, so
    // the note lands outside every folded section (room for the closers is kept).
    const closers = (text) => {
        const fence = (text.match(/^```/gm)?.length ?? 0) % 2 === 1 ? '\n```' : '';
        const open = (text.match(/<details>/g)?.length ?? 0) - (text.match(/<\/details>/g)?.length ?? 0);
        return fence + '\n\n</details>'.repeat(Math.max(0, open));
    };
    let cut = folded.slice(0, limit - cutNote.length);
    do {
        cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
    } while (cut.length + closers(cut).length + cutNote.length > limit);
    return cut + closers(cut) + cutNote;
}

// EXTERNAL MODULE: ./src/target/secrets.ts
var secrets = __webpack_require__(2024);
// EXTERNAL MODULE: ./src/modes/shard-files.ts
var shard_files = __webpack_require__(69366);
// EXTERNAL MODULE: ./src/modes/usage.ts
var usage = __webpack_require__(87739);
;// CONCATENATED MODULE: ./src/modes/output.ts
/** The output folder, and writing the report and the JSON result into it. */






/**
 * The output folder, made now so that an unwritable path fails before any load runs; its
 * logs/ only for a mode that measures (a merge or a report job runs nothing to log).
 */
function prepareOutput(dir, cwd, label, { logs = true } = {}) {
    const full = (0,external_node_path_.resolve)(cwd, dir);
    const logDir = (0,external_node_path_.join)(full, 'logs');
    try {
        (0,external_node_fs_.mkdirSync)(logs ? logDir : full, { recursive: true });
    }
    catch (error) {
        throw new usage/* UsageError */.eb(`${label}: cannot create the output folder ${dir} (${(0,usage/* firstLine */.TM)(error)}). Choose a folder perf-gate can write to.`);
    }
    return { dir: full, logDir, markdown: (0,external_node_path_.join)(full, 'report.md'), json: (0,external_node_path_.join)(full, 'report.json') };
}
/**
 * A shard writes its report, its JSON and its logs under its own names, so that shards run
 * into one folder (from a terminal, `.perf-gate/` by default) never overwrite each other.
 */
function shardPaths(paths, shard) {
    if (!shard)
        return paths;
    const json = (0,shard_files/* shardResultName */.FA)(shard);
    // logs/shard-I-of-N beside report-shard-I-of-N.json.
    const logDir = (0,external_node_path_.join)(paths.logDir, json.replace(/^report-|\.json$/g, ''));
    (0,external_node_fs_.mkdirSync)(logDir, { recursive: true });
    return {
        ...paths,
        logDir,
        markdown: (0,external_node_path_.join)(paths.dir, json.replace(/\.json$/, '.md')),
        json: (0,external_node_path_.join)(paths.dir, json),
    };
}
/**
 * What an earlier run left in the output folder that this one writes anew, removed before
 * it measures: its report files (a run that fails before it writes must not leave them to be
 * uploaded or merged as its own; a report or merge job, which measures nothing, reads the
 * very report.json it writes, so only a measuring run does this), its services' logs (a log
 * is appended to, so it would start with the last run's lines), and its profiles when this
 * run profiles (named by variant, they would pile up). Only files perf-gate names so: a
 * user's own files in a folder given as --output-dir stay.
 */
function clearEarlierRun(paths, profilesDir) {
    for (const file of [paths.json, paths.markdown])
        (0,external_node_fs_.rmSync)(file, { force: true });
    removeFilesNamed(paths.logDir, PERF_GATE_LOG);
    if (profilesDir)
        removeFilesNamed(profilesDir, PERF_GATE_PROFILE);
}
/** A log perf-gate writes: a trial's (`003-main.api.log`), a shared, profiling or build one. */
const PERF_GATE_LOG = /^(\d{3}-.+|shared\..+|profile-.+|build-\d+)\.log$/;
/** A profiling artifact: a raw profile, a flame graph, the table of every row. */
const PERF_GATE_PROFILE = /^(profile-.+|.+\.diff\.svg|where-the-time-went\.json)$/;
function removeFilesNamed(dir, pattern) {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
    }
    catch {
        return; // not made yet: nothing of an earlier run
    }
    for (const entry of entries)
        if (entry.isFile() && pattern.test(entry.name))
            (0,external_node_fs_.rmSync)((0,external_node_path_.join)(dir, entry.name), { force: true });
}
/** The result as JSON: report.json and the CLI's `--json` copy, of a result `writeResult` masked. */
function resultJson(result) {
    return `${JSON.stringify(result, null, 2)}\n`;
}
/**
 * Writes report.md and report.json; returns the result every other output is made from (the
 * comment, the job summary, the outputs, the terminal) with its secrets masked, and its
 * markdown. Masked before rendering: a secret is found as the app printed it, not after
 * markdown escaping or JSON quoting changed its characters.
 */
function writeResult(result, paths) {
    const masked = (0,secrets/* maskedCopy */.f7)(result);
    // The JSON first: it holds every trial, and a report that fails to render must not lose it.
    (0,external_node_fs_.writeFileSync)(paths.json, resultJson(masked));
    const markdown = renderMarkdown(masked);
    (0,external_node_fs_.writeFileSync)(paths.markdown, markdown);
    return { result: masked, markdown };
}


/***/ }),

/***/ 96058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ readResultFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _report_result_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58909);
/**
 * A result file another job wrote: the measure job's for report mode, a shard's for a merge.
 * That job may have run a pull request's code, so the file is bounded, parsed and checked
 * against the result schema before anything in it is used. One reader for both modes; each
 * says in its own words where the file came from and what to do.
 */


function readResultFile(path) {
    let text;
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        if (!stat.isFile()) {
            return { kind: 'unreadable', problem: 'is not a regular file.', claimsResult: true };
        }
        if (stat.size > _report_result_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_FILE_LIMIT_BYTES */ .D4) {
            return {
                kind: 'too-large',
                problem: `is ${stat.size} bytes, more than the ${_report_result_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_FILE_LIMIT_BYTES */ .D4 / 1024 / 1024} MB a result can have.`,
                claimsResult: startSaysResult(path),
            };
        }
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch (error) {
        const { code } = error;
        return {
            kind: 'unreadable',
            problem: `cannot be read (${code ?? error.message}).`,
            claimsResult: true,
        };
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        const claimsResult = text.includes(_report_result_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_SCHEMA */ .w);
        return {
            kind: 'not-json',
            // A result that is not JSON was cut short; any other file is the wrong one.
            problem: `is not valid JSON (${error.message})${claimsResult ? '; was it written whole?' : '.'}`,
            claimsResult,
        };
    }
    const schema = json?.schema;
    if (schema !== _report_result_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_SCHEMA */ .w) {
        // Another version's result says so: its reader is that version.
        const otherVersion = typeof schema === 'string' && schema.startsWith('perf-gate/result@');
        return {
            kind: 'not-a-result',
            problem: otherVersion
                ? `is a result of another perf-gate version (schema ${schema}; this one reads ${_report_result_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_SCHEMA */ .w}); measure and report with the same version.`
                : `is not a perf-gate result (schema ${_report_result_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_SCHEMA */ .w}).`,
            claimsResult: otherVersion,
        };
    }
    try {
        return { result: (0,_report_result_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .parseResult */ .F)(json) };
    }
    catch (error) {
        return {
            kind: 'mismatch',
            problem: `does not match the perf-gate result schema: ${error.message}; was it written by the same perf-gate version as this job?`,
            claimsResult: true,
        };
    }
}
/** Whether a file too large to read whole names the result schema near its start. */
function startSaysResult(path) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    try {
        const head = Buffer.alloc(64 * 1024);
        const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, head, 0, head.length, 0);
        return head.subarray(0, read).toString('utf8').includes(_report_result_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_SCHEMA */ .w);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 69366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FA: () => (/* binding */ shardResultName),
/* harmony export */   XX: () => (/* binding */ SHARD_RESULT_NAME),
/* harmony export */   j: () => (/* binding */ readShardResults)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _merge_pool_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89292);
/* harmony import */ var _result_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96058);
/**
 * Reading the shards' results from disk for a merge: the one part of merging that touches
 * the world. `actions/download-artifact` lays artifacts out either one folder each or, with
 * `merge-multiple: true`, side by side; both are found by walking the given folders.
 */




/** Each shard writes its JSON under this name, so that shards never overwrite each other. */
function shardResultName(shard) {
    return `report-shard-${shard.index}-of-${shard.total}.json`;
}
/** A file named as `shardResultName` names one. */
const SHARD_RESULT_NAME = /^report-shard-\d+-of-\d+\.json$/;
/** A folder deep enough for any artifact layout, shallow enough not to wander. */
const MAX_DEPTH = 4;
/**
 * The .json files under a path; only regular files (a FIFO named x.json would block a read).
 * An entry that cannot be looked at (a dangling link) is passed over unless it is named .json.
 */
function jsonFiles(path, depth = 0) {
    const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
    if (stat.isFile())
        return [path];
    if (depth >= MAX_DEPTH || !stat.isDirectory())
        return [];
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(path)
        .sort()
        .flatMap((name) => {
        const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, name);
        const isJson = name.endsWith('.json');
        let entry;
        try {
            entry = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(full);
        }
        catch {
            return isJson ? [full] : [];
        }
        if (entry.isDirectory())
            return jsonFiles(full, depth + 1);
        return entry.isFile() && isJson ? [full] : [];
    });
}
/**
 * Every shard's result under `paths` (files or folders). A JSON file that is not a perf-gate
 * result is passed over, and so is a result without a shard tag when shards' results are
 * beside it (a merge's own report.json, a plain run's): a second merge of the same folder
 * reads the same shards. One that cannot be read is an error naming it.
 */
function readShardResults(paths, cwd, source) {
    const { label, remedy } = source;
    const results = [];
    const seen = new Set();
    for (const given of paths) {
        const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, given);
        let files;
        try {
            files = jsonFiles(full);
        }
        catch (error) {
            throw new _merge_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .MergeError */ .V(`${label}: cannot read ${given} (${error.code ?? error.message}). ${remedy}`);
        }
        for (const file of files) {
            // `merge dir ./dir`, or a file and its folder: each file is read once.
            if (seen.has(file))
                continue;
            seen.add(file);
            const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, file) || file;
            // A shard ran the pull request's code: its file is read as report mode reads its own.
            // Another JSON file beside the shards (a tsconfig, a fixture) is passed over; one named
            // as a shard's that is not a result of this version stops the merge, rather than the
            // merge pooling the others and calling that shard missing.
            const read = (0,_result_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readResultFile */ .k)(file);
            if ('problem' in read) {
                const shardNamed = SHARD_RESULT_NAME.test((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(file));
                if (!read.claimsResult && !shardNamed)
                    continue;
                // Cut short before its schema mark, its name says whose it was: where it comes from.
                const again = read.kind === 'not-json' && !read.claimsResult ? ` ${remedy}` : '';
                throw new _merge_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .MergeError */ .V(`${label}: ${name} ${read.problem}${again}`);
            }
            const { result } = read;
            results.push({ source: name, result });
        }
    }
    const shards = results.filter(({ result }) => result.shard);
    if (shards.length > 0)
        return shards;
    if (results.length > 0) {
        throw new _merge_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .MergeError */ .V(`${label}: ${results.map((r) => r.source).join(', ')} ${results.length === 1 ? 'is a perf-gate result' : 'are perf-gate results'}, but no shard's: a shard is measured with \`shard: INDEX/TOTAL\` (the action) or \`perf-gate run --shard INDEX/TOTAL\`, and writes report-shard-INDEX-of-TOTAL.json.`);
    }
    throw new _merge_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .MergeError */ .V(`${label}: no perf-gate result found in ${paths.join(', ')}. ${remedy}`);
}


/***/ }),

/***/ 85527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ listeningInodes),
/* harmony export */   BV: () => (/* binding */ readStat),
/* harmony export */   De: () => (/* binding */ allowedCpuList),
/* harmony export */   FH: () => (/* binding */ peakRssKb),
/* harmony export */   IK: () => (/* binding */ executableName),
/* harmony export */   M9: () => (/* binding */ machineTimes),
/* harmony export */   QU: () => (/* binding */ procfsHas),
/* harmony export */   RP: () => (/* binding */ environOf),
/* harmony export */   Rq: () => (/* binding */ mapsLibrary),
/* harmony export */   U5: () => (/* binding */ timeBetween),
/* harmony export */   Uj: () => (/* binding */ processIds),
/* harmony export */   WJ: () => (/* binding */ perfEventParanoid),
/* harmony export */   aF: () => (/* binding */ NS_PER_TICK),
/* harmony export */   aq: () => (/* binding */ holdsSocket),
/* harmony export */   hd: () => (/* binding */ threadStates),
/* harmony export */   l0: () => (/* binding */ commandLineOf),
/* harmony export */   nQ: () => (/* binding */ listeningPortsOf),
/* harmony export */   nr: () => (/* binding */ threadTimes),
/* harmony export */   q_: () => (/* binding */ ephemeralPortRange),
/* harmony export */   uv: () => (/* binding */ threadCpuNs)
/* harmony export */ });
/* unused harmony exports parseMachineTimes, tcpListenOverflows */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Linux's /proc, read in one place: processes and their threads, CPU counters, memory, TCP
 * listeners and kernel settings. Every reader returns "nothing" (undefined, an empty list)
 * for a process or thread that is gone or not ours to read, so callers never race a process
 * that exits between a listing and a read. What this machine has is checked when first
 * asked, not when the module loads: importing it touches no file.
 */

/** Whether `path` exists, looked up once, on the first call. */
function checkedOnce(...paths) {
    let known;
    return () => (known ??= paths.every((path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path)));
}
/** What this machine's /proc offers; each is checked on its first call. */
const procfsHas = {
    /** Per-process files (stat, environ, task/): Linux. */
    processes: checkedOnce('/proc/self/stat'),
    /** Exact CPU time per thread (schedstat) and the machine's counters (/proc/stat). */
    cpuAccounting: checkedOnce('/proc/self/schedstat', '/proc/stat'),
    /** The kernel's TCP socket table. */
    tcpTable: checkedOnce('/proc/net/tcp'),
};
function read(path, encoding = 'utf8') {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, encoding);
    }
    catch {
        return undefined; // gone, or not ours to read
    }
}
function list(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(path);
    }
    catch {
        return [];
    }
}
/** Every process id the machine shows (empty without /proc). */
function processIds() {
    return procfsHas.processes()
        ? list('/proc')
            .filter((entry) => /^\d+$/.test(entry))
            .map(Number)
        : [];
}
/** The state field of a stat line: after the command name, which may hold spaces or parentheses. */
function fieldsAfterCommand(text) {
    const close = text.lastIndexOf(')');
    return {
        comm: text.slice(text.indexOf('(') + 1, close),
        fields: text.slice(close + 2).split(' '),
    };
}
function readStat(pid) {
    const text = read(`/proc/${pid}/stat`);
    if (text === undefined)
        return undefined;
    const { comm, fields } = fieldsAfterCommand(text);
    return {
        pid,
        comm,
        state: fields[0],
        ppid: Number(fields[1]),
        pgrp: Number(fields[2]),
        utime: Number(fields[11]),
        stime: Number(fields[12]),
        cutime: Number(fields[13]),
        cstime: Number(fields[14]),
    };
}
/** The scheduler state of each thread of a process (empty when it is gone). */
function threadStates(pid) {
    const states = [];
    for (const tid of list(`/proc/${pid}/task`)) {
        const text = read(`/proc/${pid}/task/${tid}/stat`);
        // Undefined: the thread ended between the listing and the read.
        if (text !== undefined)
            states.push(fieldsAfterCommand(text).fields[0].slice(0, 1));
    }
    return states;
}
/** A process's environment as the kernel keeps it (NAME=value, each ended by NUL). */
function environOf(pid) {
    return read(`/proc/${pid}/environ`, 'latin1');
}
/**
 * The file name of the program a process runs (`node`, `dotnet`): its /proc/PID/exe's, less
 * the ` (deleted)` the kernel adds once the file was replaced (a package upgrade mid-run).
 */
function executableName(pid) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(`/proc/${pid}/exe`)
            .replace(/ \(deleted\)$/, '')
            .split('/')
            .pop();
    }
    catch {
        return undefined; // gone, or not ours to read
    }
}
/**
 * Whether a process has a shared library whose file name starts with `name` mapped (its
 * /proc maps): how a runtime is told whatever its program is called — a .NET app's own
 * executable (an apphost) loads `libcoreclr.so` as `dotnet app.dll` does.
 */
function mapsLibrary(pid, name) {
    const maps = read(`/proc/${pid}/maps`);
    return maps !== undefined && maps.includes(`/${name}`);
}
/** A process's command line, its arguments joined by spaces. */
function commandLineOf(pid) {
    return read(`/proc/${pid}/cmdline`)?.split('\0').join(' ').trim();
}
function threadSchedNs(pid, tid) {
    const text = read(`/proc/${pid}/task/${tid}/schedstat`);
    if (text === undefined)
        return undefined;
    const [cpu, wait] = text.split(' ');
    return { cpuNs: Number(cpu), waitNs: Number(wait) };
}
/** CPU time of one thread, in ns (its schedstat); undefined once it is gone. */
function threadCpuNs(pid, tid) {
    return threadSchedNs(pid, tid)?.cpuNs;
}
/**
 * The schedstat of every thread of a process, exact where stat counts ticks; undefined once
 * the process is gone. A thread that ended between the listing and the read is left out.
 */
function threadTimes(pid) {
    let tids;
    try {
        tids = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(`/proc/${pid}/task`);
    }
    catch {
        return undefined;
    }
    const times = new Map();
    for (const tid of tids) {
        const t = threadSchedNs(pid, Number(tid));
        if (t)
            times.set(Number(tid), t);
    }
    return times;
}
/**
 * What a process's threads used between two readings, thread by thread. A thread that
 * started in between counts from zero; one that ended in between counts nothing, rather
 * than taking its earlier time out of a sum of the live threads' totals: .NET retires
 * idle thread-pool threads, and each took its seconds of CPU off the slice it ended in
 * (CPU per request read 0.3 to 150 µs for one app from round to round). What an ended
 * thread used after the first reading is lost; a thread that retires has been idle.
 */
function timeBetween(before, after, of = 'cpuNs') {
    let ns = 0;
    for (const [tid, t] of after ?? []) {
        const earlier = before?.get(tid)?.[of] ?? 0;
        // Less than before: the id was reused by a new thread (or process), which counts from zero.
        ns += t[of] >= earlier ? t[of] - earlier : t[of];
    }
    return ns;
}
/** Peak resident memory of a process (VmHWM), in kB; 0 when it is gone. */
function peakRssKb(pid) {
    const match = /VmHWM:\s+(\d+)/.exec(read(`/proc/${pid}/status`) ?? '');
    return match ? Number(match[1]) : 0;
}
/** The CPUs a process may run on (Cpus_allowed_list: its affinity within its cgroup's cpuset), as the kernel writes the list ("0-3,6"); undefined without /proc. */
function allowedCpuList(pid = 'self') {
    return /^Cpus_allowed_list:\s*(.+)$/m.exec(read(`/proc/${pid}/status`) ?? '')?.[1];
}
/** /proc counts in USER_HZ, which Linux fixes at 100 for user space. */
const NS_PER_TICK = 10_000_000;
function parseMachineTimes(procStat) {
    const fields = procStat.split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = fields;
    return {
        busyNs: (user + nice + system + irq + softirq) * NS_PER_TICK,
        interruptNs: (irq + softirq) * NS_PER_TICK,
        stealNs: steal === undefined ? undefined : steal * NS_PER_TICK,
    };
}
/** The machine's CPU counters now (/proc/stat). */
function machineTimes() {
    return parseMachineTimes((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)('/proc/stat', 'utf8'));
}
/** TCP_LISTEN in /proc/net/tcp's `st` column. */
const LISTEN = '0A';
/** Each listening TCP socket's inode, with its port: IPv4 and IPv6. */
function listeningSockets() {
    const portOf = new Map();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
        for (const line of (read(table) ?? '').split('\n').slice(1)) {
            const fields = line.trim().split(/\s+/);
            // sl local_address rem_address st tx:rx tr:tm retrnsmt uid timeout inode
            if (fields.length < 10 || fields[3] !== LISTEN)
                continue;
            portOf.set(fields[9], parseInt(fields[1].split(':').pop(), 16));
        }
    }
    return portOf;
}
/** The inodes of the sockets listening on `port`, IPv4 and IPv6. */
function listeningInodes(port) {
    return new Set([...listeningSockets()].filter(([, listening]) => listening === port).map(([inode]) => inode));
}
/** The TCP ports that these processes listen on (sockets of their own fds), in order. */
function listeningPortsOf(pids) {
    const portOf = listeningSockets();
    const ports = pids.flatMap((pid) => socketInodesOf(pid).flatMap((inode) => portOf.get(inode) ?? []));
    return [...new Set(ports)].sort((a, b) => a - b);
}
/** Whether the process holds a socket with one of these inodes (an fd of its own). */
function holdsSocket(pid, inodes) {
    return socketInodesOf(pid).some((inode) => inodes.has(inode));
}
/** The inodes of the sockets a process holds, from its fds. */
function socketInodesOf(pid) {
    const inodes = [];
    for (const fd of list(`/proc/${pid}/fd`)) {
        let link;
        try {
            link = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(`/proc/${pid}/fd/${fd}`);
        }
        catch {
            continue; // closed between the listing and the read
        }
        if (link.startsWith('socket:['))
            inodes.push(link.slice(8, -1));
    }
    return inodes;
}
/**
 * The ports the kernel gives outgoing connections and listen(0) (net.ipv4.ip_local_port_range),
 * where it says.
 */
function ephemeralPortRange() {
    const [low, high] = (read('/proc/sys/net/ipv4/ip_local_port_range') ?? '')
        .trim()
        .split(/\s+/)
        .map(Number);
    return Number.isInteger(low) && Number.isInteger(high) ? { low, high } : undefined;
}
/** kernel.perf_event_paranoid, where the kernel has it. */
function perfEventParanoid() {
    const text = read('/proc/sys/kernel/perf_event_paranoid');
    return text === undefined ? undefined : Number(text.trim());
}
/**
 * How many times, since boot, a handshake found a listener's accept queue full and the kernel
 * dropped it (TcpExt ListenOverflows, /proc/net/netstat): the client's connect is then retried
 * a second later. undefined where the kernel does not say.
 */
function tcpListenOverflows() {
    const lines = (read('/proc/net/netstat') ?? '').split('\n');
    const at = lines.findIndex((line) => line.startsWith('TcpExt:'));
    if (at < 0 || !lines[at + 1]?.startsWith('TcpExt:'))
        return undefined;
    const names = lines[at].split(/\s+/);
    const column = names.indexOf('ListenOverflows');
    return column < 0 ? undefined : Number(lines[at + 1].split(/\s+/)[column]);
}


/***/ }),

/***/ 45399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RC: () => (/* binding */ FOOTNOTE),
  Gf: () => (/* binding */ conditionItems),
  sF: () => (/* binding */ describeLoad)
});

// UNUSED EXPORTS: describeSetup

// EXTERNAL MODULE: ./src/model/format.ts
var format = __webpack_require__(60826);
// EXTERNAL MODULE: ./src/model/metrics.ts
var metrics = __webpack_require__(25500);
// EXTERNAL MODULE: ./src/model/trial.ts
var trial = __webpack_require__(173);
// EXTERNAL MODULE: ./src/stats/index.ts
var stats = __webpack_require__(9751);
// EXTERNAL MODULE: ./src/stats/sequential.ts + 1 modules
var sequential = __webpack_require__(25723);
// EXTERNAL MODULE: ./src/report/result.ts
var report_result = __webpack_require__(65781);
// EXTERNAL MODULE: ./src/report/noise-parts.ts
var noise_parts = __webpack_require__(81039);
// EXTERNAL MODULE: ./src/report/shards.ts
var shards = __webpack_require__(1897);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
;// CONCATENATED MODULE: ./src/report/warmup.ts
/** The run-conditions line of a warm-up until the rate is steady: how long it took, how often it got there. */


function warmupConditionLine(result) {
    const steady = result.conditions.load.warmup?.steady;
    const warmed = result.trials.flatMap((t) => (t.warmedUp ? [t.warmedUp] : []));
    if (!steady || warmed.length === 0)
        return undefined;
    const took = warmed.map((w) => w.durationMs).sort((a, b) => a - b);
    const median = took[Math.floor((took.length - 1) / 2)];
    const reached = warmed.filter((w) => w.steady).length;
    const rest = reached < warmed.length ? ` (the rest ran to the ${(0,format/* seconds */.YA)(steady.maxMs)} maximum)` : '';
    return [
        (0,report_text/* strong */.ko)('Warm-up'),
        ` until the rate was steady, the same rule for every variant: median ${(0,format/* seconds */.YA)(median)} (${(0,format/* seconds */.YA)(took[0])}–${(0,format/* seconds */.YA)(took.at(-1))}), steady in ${reached} of ${warmed.length} trials${rest}`,
    ];
}

;// CONCATENATED MODULE: ./src/report/conditions.ts
/**
 * How the run was made, for the folded run conditions: rounds, trial, setup, gate, noise,
 * runner, seed, duration. One item per line; a new line is one more item here. Pure.
 */










function describeLoad(load) {
    const connections = `${load.connections} connection${load.connections === 1 ? '' : 's'}`;
    if (load.rate !== undefined) {
        const ramp = load.stages.reduce((total, stage) => total + stage.durationMs, 0);
        const arrivals = load.arrival === 'poisson' ? 'Poisson arrivals' : 'evenly spaced';
        return `open model, ${load.rate} req/s ${arrivals} for ${(0,format/* seconds */.YA)(load.durationMs ?? 0)}${ramp ? ` after a ${(0,format/* seconds */.YA)(ramp)} ramp-up` : ''}, latency from the scheduled time, up to ${connections}, timeout ${(0,format/* seconds */.YA)(load.timeoutMs)}`;
    }
    const model = load.amount !== undefined
        ? `closed model, ${load.amount} requests`
        : `closed model, ${(0,format/* seconds */.YA)(load.durationMs ?? 0)}`;
    return `${model}, ${connections}, timeout ${(0,format/* seconds */.YA)(load.timeoutMs)}`;
}
/** How a round's trials shared the machine: one after another, or taking turns in slices. */
function trialArrangement(c) {
    const services = c.lifecycle === 'shared' ? 'shared by all variants' : undefined;
    if (c.sliceMs === undefined) {
        const why = c.wholeTrialsBecause ? ` (each trial whole: ${c.wholeTrialsBecause})` : '';
        return `services ${services ?? 'restarted for every trial'}${why}`;
    }
    const paused = c.lifecycle === 'shared' ? '' : ', a waiting variant paused';
    // Merged shards of which some fell back to whole trials say which.
    const except = c.wholeTrialsBecause ? ` (${c.wholeTrialsBecause})` : '';
    return `the variants of a round took turns in slices of ${(0,format/* seconds */.YA)(c.sliceMs)}${paused}, services ${services ?? 'started for every round'}${except}`;
}
/** When each setup step ran in a trial, relative to the warm-up, ramp and measured window. */
function describeSetup(conditions) {
    const steps = conditions.setup ?? [];
    if (steps.length === 0)
        return undefined;
    const { warmup, stages } = conditions.load;
    const warm = Boolean(warmup?.durationMs || warmup?.amount || warmup?.steady);
    const window = stages.length > 0 ? 'the ramp-up and the measured window' : 'the measured window';
    const moment = (when) => !warm
        ? `before ${window}`
        : when === 'warmup'
            ? 'before the warm-up'
            : when === 'both'
                ? `before the warm-up and again before ${window}`
                : `after the warm-up, right before ${window}`;
    return (0,report_text/* joinText */._V)(steps.map(({ step, when }) => [(0,report_text/* code */.aY)((0,report_text/* fit */.Uj)(step, 200)), ` ${moment(when)}`]), '; ');
}
function reruns(result) {
    const rerun = result.rerunRounds ?? [];
    const limit = result.conditions.reruns ?? 0;
    if (rerun.length === 0)
        return limit ? [`; no round needed a re-run (up to ${limit} allowed)`] : [];
    // The reasons of a few rounds show the pattern; the JSON has them all.
    const shown = 3;
    const list = (0,report_text/* joinText */._V)(rerun
        .slice(0, shown)
        .map((r) => [
        `round ${r.round + 1} (`,
        ...(0,report_text/* joinText */._V)(r.reasons.slice(0, 2).map(report_text/* given */.gI), '; '),
        ')',
    ]), ', ');
    return [
        `; ${rerun.length} of at most ${limit} round${limit === 1 ? '' : 's'} re-run whole, in a new order, because a trial was disturbed: `,
        ...list,
        rerun.length > shown ? ` and ${rerun.length - shown} more` : '',
    ];
}
function holmNote(gated) {
    return gated === 1
        ? 'one gated comparison, no correction needed'
        : `Holm-corrected over ${gated} gated comparisons`;
}
function roundsText(result) {
    const s = result.sequence;
    if (!s) {
        // A run that stopped part-way says how far it came.
        const { measured, most } = (0,report_result/* roundsSpent */.s1)(result);
        return measured === most ? String(most) : `${measured} of ${most}`;
    }
    const looks = (0,sequential/* looksOf */.uJ)({ kind: 'sequential', maxRounds: s.maxRounds });
    const budget = s.budgetMs === undefined
        ? ''
        : s.configuredMaxRounds !== undefined
            ? ` (what ${(0,format/* seconds */.YA)(s.budgetMs)} reach at the pace of the first ${looks[0]}; max-rounds ${s.configuredMaxRounds})`
            : ` within ${(0,format/* seconds */.YA)(s.budgetMs)}`;
    return `${s.rounds} of at most ${s.maxRounds}${budget} (sequential: looks after ${looks.join(', ')} rounds, stopping once the gate's answer is clear)`;
}
/** The run conditions, one item per line. */
function conditionItems(result) {
    const c = result.conditions;
    // The least resolved throughput comparison, with the noise of its own rounds behind it.
    const least = result.comparisons
        .filter((x) => x.metric === 'throughput' && Number.isFinite(x.mdePct))
        .reduce((worst, x) => (!worst || Math.abs(x.mdePct) > Math.abs(worst.mdePct) ? x : worst), undefined);
    const mde = least
        ? `${(0,format/* pct */.Oe)(Math.abs(least.mdePct) / 100)}${least.spreadPct !== undefined ? ` (its rounds differed by ${(0,format/* pct */.Oe)(least.spreadPct / 100)})` : ''}`
        : 'n/a';
    // A gate on a metric the run could not measure (CPU where it cannot be read) asked nothing.
    const compared = new Set(result.comparisons.map((x) => x.metric));
    const thresholds = metrics/* GATE_METRICS */.Wm.flatMap((metric) => {
        const value = c.thresholds[metric];
        if (value === undefined)
            return [];
        const { gate, baselineTolerance } = (0,metrics/* metricDefinition */.u8)(metric);
        const against = baselineTolerance
            ? ` and at most ${(0,format/* pointsText */.JA)(baselineTolerance(value))} above the baseline's`
            : '';
        const unmeasured = compared.size > 0 && !compared.has(metric) ? ' (not measured here)' : '';
        return [
            gate === 'ceiling'
                ? `${metric} ≤ ${(0,format/* pct */.Oe)(value, { digits: 2 })}${against}${unmeasured}`
                : `${metric} at most ${(0,format/* pct */.Oe)(value)} worse${unmeasured}`,
        ];
    }).join(', ');
    const r = result.runner;
    const setup = describeSetup(c);
    return [
        [
            (0,report_text/* strong */.ko)('Rounds'),
            `: ${roundsText(result)}${c.warmupRounds ? ` (+${c.warmupRounds} warm-up${result.shards ? ' on each shard' : ''})` : ''}, every variant once per round in a shuffled order, compared pairwise within rounds`,
        ],
        [
            (0,report_text/* strong */.ko)('Trial'),
            `: ${describeLoad(c.load)}${c.load.warmup?.durationMs ? `, ${(0,format/* seconds */.YA)(c.load.warmup.durationMs)} warm-up` : c.load.warmup?.amount ? `, ${c.load.warmup.amount}-request warm-up` : ''}; ${trialArrangement(c)}`,
        ],
        ...(setup ? [[(0,report_text/* strong */.ko)('Setup'), ' in every trial: ', ...setup]] : []),
        [
            (0,report_text/* strong */.ko)('Gate'),
            `: ${thresholds || 'none'}; ${c.test === 'permutation' ? 'one-sided sign-flip tests against each tolerance, intervals by inverting the same test' : c.test === 'trimmed' ? 'one-sided paired 20%-trimmed-mean t tests of the log ratios against each tolerance' : 'one-sided paired t tests of the log ratios against each tolerance'}; α = ${c.alpha} (${holmNote(result.comparisons.filter((x) => (0,stats/* decidesVerdict */.$i)(x, result.conditions)).length)}); undecided gated comparisons ${c.inconclusive === 'fail' ? 'fail' : 'pass with a warning'}`,
        ],
        [
            // "80% power" is the statistician's name for it; a reader needs the odds.
            (0,report_text/* strong */.ko)('Smallest throughput worsening this run would catch 4 times in 5'),
            ` (by the gate's rule): ${mde}`,
        ],
        [
            (0,report_text/* strong */.ko)('Noise'),
            `: ${(result.noise ?? []).length} of ${(0,trial/* countedTrials */.aO)(result.trials).length} trials flagged (outlier, unstable rate or foreign load)`,
            ...reruns(result),
        ],
        ...[(0,noise_parts/* placementCondition */.h0)(result)].filter((line) => line !== undefined),
        [
            (0,report_text/* strong */.ko)('Runner'),
            ': ',
            (0,report_text/* given */.gI)(r.os),
            `, ${r.cpus} CPUs (`,
            (0,report_text/* given */.gI)(r.cpuModel),
            '), Node ',
            (0,report_text/* given */.gI)(r.node),
        ],
        seedCondition(result),
        ...[(0,shards/* shardConditionLine */.ur)(result), warmupConditionLine(result)].filter((line) => line !== undefined),
        [(0,report_text/* strong */.ko)('Duration'), `: ${(0,format/* seconds */.YA)(result.durationMs)}`],
        ...(result.logDir
            ? [
                [
                    (0,report_text/* strong */.ko)('Service logs'),
                    ': ',
                    (0,report_text/* code */.aY)((0,report_text/* fit */.Uj)(result.logDir, 200)),
                    ' (also the ',
                    (0,report_text/* code */.aY)('log-dir'),
                    ' output)',
                ],
            ]
            : []),
    ];
}
/** Small print under the run conditions. */
const FOOTNOTE = `perf-gate · Δ = exp(mean of ln(variant/baseline) over rounds) − 1 · ${metrics/* METRICS */.Cb.throughput.label} counts successful responses only`;
/**
 * The seed that replays the run. Shards merged from a terminal each drew their own: the
 * shards table has each one's, which replays it with its `--shard`.
 */
function seedCondition(result) {
    if ((0,shards/* shardsDrewOwnSeeds */.uG)(result)) {
        return [
            (0,report_text/* strong */.ko)('Seed'),
            ': each shard drew its own (the shards table); replay one with ',
            (0,report_text/* code */.aY)('--shard INDEX/TOTAL --seed SEED'),
        ];
    }
    // A shard's order derives from the seed and its index: it replays with both.
    const replay = result.shards
        ? [
            ' (replay a shard with ',
            (0,report_text/* code */.aY)(`seed: ${result.seed}`),
            ' and its ',
            (0,report_text/* code */.aY)('shard: INDEX/TOTAL'),
            ', or ',
            (0,report_text/* code */.aY)(`perf-gate run --shard INDEX/TOTAL --seed ${result.seed}`),
            ')',
        ]
        : [' (replay the same order with ', (0,report_text/* code */.aY)(`seed: ${result.seed}`), ')'];
    return [(0,report_text/* strong */.ko)('Seed'), ': ', (0,report_text/* code */.aY)(String(result.seed)), ...replay];
}


/***/ }),

/***/ 74755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OF: () => (/* binding */ fenced),
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   d3: () => (/* binding */ markdownForTerminal),
/* harmony export */   p7: () => (/* binding */ markdownText),
/* harmony export */   qF: () => (/* binding */ foldedSection),
/* harmony export */   tH: () => (/* binding */ fenceSafe)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);
/** The report's text (../text.ts) as markdown: given text made inert, emphasis in markup. Pure. */

/**
 * Text from config or the app, made safe for markdown and HTML. An @mention would notify
 * someone (a variant named "@octocat"): a zero-width space after the "@" keeps it inert.
 */
function escapeText(text) {
    // Markdown punctuation first: the entities added below contain "#" and must stay intact.
    return text
        .replace(/[\r\n]+/g, ' ')
        .replace(/@(?=[\w-])/g, '@\u200b')
        .replace(/([\\*_[\]~#])/g, '\\$1')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/`/g, '&#96;')
        .replace(/\|/g, '&#124;');
}
/**
 * A report written as markdown, for a terminal: escapeText undone (its backslashes, entities
 * and the zero-width space after "@") and bold marks dropped, so that "(\#2)" and
 * "&lt;dev@example.com&gt;" read as "(#2)" and "<dev@example.com>". Links and tables stay.
 */
function markdownForTerminal(markdown) {
    return markdown
        .replace(/\*\*(?=\S)(.+?)\*\*/g, '$1')
        .replace(/\\([\\*_[\]~#])/g, '$1')
        .replace(/@\u200b/g, '@')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#96;/g, '`')
        .replace(/&#124;/g, '|')
        .replace(/&amp;/g, '&');
}
/** Inside a code span or a fenced block nothing is markdown: only a backtick could end it early. */
function fenceSafe(text) {
    return text.replace(/`/g, "'");
}
const MARKDOWN = {
    given: escapeText,
    strong: (text) => `**${text}**`,
    aside: (text) => `*${text}*`,
    code: (text) => `\`${fenceSafe(text)}\``,
};
function markdownText(text) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderText */ .S5)(text, MARKDOWN);
}
const ALIGN = { left: ':--', right: '--:', none: '---' };
/** A pipe table; a cell that does not apply stays blank. */
function markdownTable(table) {
    const row = (cells) => `|${cells.map((cell) => (cell === undefined ? ' |' : ` ${markdownText(cell)} |`)).join('')}`;
    return [
        row(table.columns.map((c) => c.title)),
        `|${table.columns.map((c) => `${ALIGN[c.align]}|`).join('')}`,
        ...table.rows.map(row),
    ].join('\n');
}
/** Fixed-width lines in a fenced block, the same in the comment, an e-mail and a terminal. */
function fenced(lines, language = '') {
    return lines.length ? ['```' + language, ...lines.map(fenceSafe), '```'].join('\n') : '';
}
/** A section folded under its summary. */
function foldedSection(summary, body) {
    return [`<details><summary>${markdownText(summary)}</summary>`, '', body, '', '</details>'].join('\n');
}


/***/ }),

/***/ 90476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ reportModel)
});

// EXTERNAL MODULE: ./src/model/metrics.ts
var model_metrics = __webpack_require__(25500);
// EXTERNAL MODULE: ./src/model/format.ts
var model_format = __webpack_require__(60826);
// EXTERNAL MODULE: ./src/stats/tolerance-test.ts
var tolerance_test = __webpack_require__(16717);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
;// CONCATENATED MODULE: ./src/report/interval-plot.ts
/**
 * Every gated change with its 95% interval on one axis, as fixed-width lines, and the scale
 * both the plot and the chart share. Pure.
 */




/** The tolerance as a change of the metric in % (−10 for throughput at 10%, +10 for p99). */
function tolerancePct(c) {
    const { better } = (0,model_metrics/* metricDefinition */.u8)(c.metric);
    return (0,tolerance_test/* changeOfWorsening */.ih)((0,tolerance_test/* toleranceMargin */.wI)(c.tolerance, c.scale, better), c.scale, better) * 100;
}
/** The step of a round axis: 1, 2, 2.5 or 5 times a power of ten, at least `rough`. */
function niceStep(rough) {
    if (!(rough > 0))
        return 1;
    const power = 10 ** Math.floor(Math.log10(rough));
    return ([1, 2, 2.5, 5, 10].find((step) => step * power >= rough) ?? 10) * power;
}
/** Comparisons the gate judged against a tolerance, in % (shares in points would need their own axis). */
function gatedChanges(result) {
    return result.comparisons.filter((c) => c.gated && c.scale === 'ratio' && (0,model_metrics/* metricDefinition */.u8)(c.metric).gate === 'change');
}
const PLOT_WIDTH = 41;
/**
 * Every gated change with its 95% interval on one shared axis, no change (│) and each
 * tolerance (║) marked: the gate's question as a picture. Text in a code block, because
 * Mermaid's xychart has no error bars, and so that it reads the same in the comment, a
 * notification e-mail and a terminal. Box-drawing characters and ● are in every common
 * monospace font (WGL4), so the columns stay aligned.
 */
function intervalPlotLines(result) {
    const gated = gatedChanges(result);
    const rows = (gated.length > 0 ? gated : result.comparisons.filter((c) => c.metric === 'throughput')).filter((c) => [c.estimatePct, c.ciLowPct, c.ciHighPct].every(Number.isFinite));
    if (rows.length === 0)
        return [];
    const metrics = model_metrics/* METRIC_NAMES */.Uw.filter((m) => rows.some((c) => c.metric === m));
    const tolerance = (c) => (c.gated ? tolerancePct(c) : undefined);
    // The axis holds every estimate, 0 and each tolerance, and intervals up to twice that span
    // beyond; one far wider (a noisy run of few rounds) runs off the edge (◄ ►) rather than
    // squash every other row into a few columns.
    const core = rows.flatMap((c) => [c.estimatePct, 0, tolerance(c) ?? 0]);
    const span = 2 * Math.max(Math.max(...core) - Math.min(...core), 1);
    const wanted = [
        Math.min(Math.min(...core), Math.max(Math.min(...rows.map((c) => c.ciLowPct)), Math.min(...core) - span)),
        Math.max(Math.max(...core), Math.min(Math.max(...rows.map((c) => c.ciHighPct)), Math.max(...core) + span)),
    ];
    const step = niceStep((wanted[1] - wanted[0]) / 4);
    // A change of a ratio cannot go below −100%: the axis stops there. An axis of no width
    // (every change exactly 0, nothing gated) gets a step each side.
    let lo = Math.max(-100, Math.floor(wanted[0] / step) * step);
    let hi = Math.ceil(wanted[1] / step) * step;
    if (hi <= lo)
        [lo, hi] = [lo - step, hi + step];
    const column = (value) => Math.round(((Math.min(Math.max(value, lo), hi) - lo) / (hi - lo)) * (PLOT_WIDTH - 1));
    const labelWidth = Math.min(24, Math.max(8, ...rows.map((c) => (0,report_text/* fit */.Uj)(c.variant, 24).length)));
    const plotRow = (c) => {
        const cells = Array.from({ length: PLOT_WIDTH }, () => ' ');
        cells[column(0)] = '│';
        const limit = tolerance(c);
        if (limit !== undefined)
            cells[column(limit)] = '║';
        const [from, to] = [column(c.ciLowPct), column(c.ciHighPct)];
        for (let i = from; i <= to; i++)
            cells[i] = cells[i] === '│' ? '┼' : cells[i] === '║' ? '╫' : '─';
        if (from < to) {
            cells[from] = c.ciLowPct < lo ? '◄' : '├';
            cells[to] = c.ciHighPct > hi ? '►' : '┤';
        }
        cells[column(c.estimatePct)] = '●';
        const change = (0,model_format/* pct */.Oe)(c.estimatePct / 100, { signed: true });
        return `${(0,report_text/* fit */.Uj)(c.variant, labelWidth).padEnd(labelWidth)} ${cells.join('')} ${change.padStart(7)}  ${outcomePlain(c)}`;
    };
    const ticks = [];
    // On the step's multiples, so that 0% is one wherever the axis starts.
    for (let t = Math.ceil(lo / step - 1e-9) * step; t <= hi + step / 2; t += step)
        ticks.push(Number(t.toFixed(6)));
    const indent = labelWidth + 1;
    const axis = Array.from({ length: PLOT_WIDTH }, () => '─');
    // Labels centred under their ticks; the first may reach into the indent.
    const labels = Array.from({ length: indent + PLOT_WIDTH + 8 }, () => ' ');
    let free = 0;
    for (const t of ticks) {
        axis[column(t)] = '┴';
        // As many decimals as the step has: 2.5 → "+2.5%", not "+3%".
        const digits = [0, 1, 2, 3, 4].find((d) => Number.isInteger(Number((step * 10 ** d).toFixed(6)))) ?? 4;
        const text = t === 0 ? '0%' : (0,model_format/* pct */.Oe)(t / 100, { signed: true, digits });
        const start = indent + column(t) - Math.floor(text.length / 2);
        if (start < free)
            continue;
        labels.splice(start, text.length, ...text);
        free = start + text.length + 1;
    }
    return [
        ...metrics.flatMap((metric) => {
            const own = rows.filter((c) => c.metric === metric);
            const limit = own.find((c) => c.gated);
            return [
                `${model_metrics/* METRICS */.Cb[metric].label} vs “${(0,report_text/* fit */.Uj)(result.baseline, 24)}”: ├─●─┤ 95% interval, │ no change${limit ? `, ║ tolerance ${(0,model_format/* pct */.Oe)(tolerancePct(limit) / 100, { signed: true })}` : ''}`,
                ...own.map(plotRow),
            ];
        }),
        `${' '.repeat(indent)}${axis.join('')}`,
        labels.join('').trimEnd(),
    ];
}
/** The gate's answer for a row of the interval plot, in words. */
function outcomePlain(c) {
    if (c.outcome === 'no-change')
        return c.gated ? 'within tolerance' : 'no change';
    return c.outcome;
}

// EXTERNAL MODULE: ./src/report/result.ts
var report_result = __webpack_require__(65781);
;// CONCATENATED MODULE: ./src/report/chart.ts
/**
 * How much worse each variant is than the baseline, as bars, with the tolerance as a line:
 * a bar over the line is the variant to look at. The figures; ./markdown/chart.ts draws them
 * (Mermaid). Pure.
 */




/** The metric the chart is about: what decided the verdict when it is a change in %, else the first gated change. */
function chartMetric(result) {
    const headlined = (0,report_result/* headlineMetric */.lY)(result);
    const gated = gatedChanges(result);
    return gated.find((c) => c.metric === headlined)?.metric ?? gated[0]?.metric ?? 'throughput';
}
/**
 * How much worse each variant is than the baseline, as bars, with the tolerance as a line:
 * a bar over the line is the variant to look at. Mermaid draws every bar up from the axis
 * minimum, so a signed Δ% would draw a small change as a tall bar: bars measure the
 * worsening (taller is worse), and the axis starts one step below both 0 and the lowest bar,
 * so no variant's bar has zero height. One variant gets no chart: its interval plot says more.
 */
function chartModel(result) {
    const metric = chartMetric(result);
    const compared = result.comparisons.filter((c) => c.metric === metric && Number.isFinite(c.estimatePct));
    if (compared.length < 2)
        return undefined;
    const { better, label } = (0,model_metrics/* metricDefinition */.u8)(metric);
    const worsening = compared.map((c) => (better === 'higher' ? -c.estimatePct : c.estimatePct));
    const gated = compared.find((c) => c.gated);
    const tolerance = gated ? Math.abs(tolerancePct(gated)) : undefined;
    const high = Math.max(...worsening, tolerance ?? 0, 0);
    const low = Math.min(...worsening, 0);
    const step = niceStep((high - low) / 5);
    const round = (value) => Number(value.toFixed(6));
    const top = round((Math.floor(high / step) + 1) * step);
    const bottom = round((Math.ceil(low / step) - 1) * step);
    return {
        label,
        direction: better === 'higher' ? 'lower' : 'higher',
        baseline: (0,report_text/* fit */.Uj)(result.baseline, 24),
        names: compared.map((c) => (0,report_text/* fit */.Uj)(c.variant, 24)),
        bars: worsening,
        tolerance,
        bottom,
        top,
    };
}

// EXTERNAL MODULE: ./src/report/conditions.ts + 1 modules
var conditions = __webpack_require__(45399);
// EXTERNAL MODULE: ./src/model/trial.ts
var trial = __webpack_require__(173);
;// CONCATENATED MODULE: ./src/report/details.ts
/**
 * The folded details under the report: each variant's figures (a block familiar from
 * bombardier), the failed trials and the noisy ones, each body fixed-width lines. Pure.
 */



const folded = (summary, lines) => ({ summary, lines });
/** A block familiar from bombardier, per variant, folded. */
function statistics(result) {
    return result.summaries.map((s) => {
        // The trials the statistics used: a re-run trial's replacement, never both.
        const trials = (0,trial/* measuredTrials */.ik)(result.trials).filter((t) => t.variant === s.variant);
        const perSecond = trials.flatMap((t) => t.measurement.perSecond);
        const rps = perSecond.length > 0 ? perSecond : trials.map((t) => t.measurement.throughput);
        const avg = rps.reduce((a, b) => a + b, 0) / Math.max(1, rps.length);
        const sd = Math.sqrt(rps.reduce((a, b) => a + (b - avg) ** 2, 0) / Math.max(1, rps.length - 1));
        const codes = { '1xx': 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
        let errors = 0;
        let timeouts = 0;
        for (const t of trials) {
            for (const k of Object.keys(codes))
                codes[k] += t.measurement.statusClasses[k];
            errors += t.measurement.errors;
            timeouts += t.measurement.timeouts;
        }
        const m = s.metrics;
        const maxLatency = Math.max(0, ...trials.map((t) => t.measurement.latencyUs.max));
        const latencySd = trials.reduce((a, t) => a + t.measurement.latencyUs.stdev, 0) / Math.max(1, trials.length);
        const col = (v) => v.padStart(11);
        return {
            summary: [(0,report_text/* given */.gI)(s.variant), `: statistics over ${trials.length} trials`],
            lines: [
                `Statistics        ${'Avg'.padStart(11)}${'Stdev'.padStart(11)}${'Max'.padStart(11)}`,
                `  Reqs/sec        ${col(avg.toFixed(2))}${col(sd.toFixed(2))}${col(Math.max(0, ...rps).toFixed(2))}`,
                `  Latency         ${col((0,model_format/* micros */.SY)(m.latency.mean))}${col((0,model_format/* micros */.SY)(latencySd))}${col((0,model_format/* micros */.SY)(maxLatency))}`,
                `  Latency p50 ${(0,model_format/* micros */.SY)(m.p50.mean)}, p90 ${(0,model_format/* micros */.SY)(m.p90.mean)}, p99 ${(0,model_format/* micros */.SY)(m.p99.mean)}${result.conditions.load.rate !== undefined ? ' (from the scheduled time)' : ''}`,
                '  HTTP codes:',
                `    1xx - ${codes['1xx']}, 2xx - ${codes['2xx']}, 3xx - ${codes['3xx']}, 4xx - ${codes['4xx']}, 5xx - ${codes['5xx']}`,
                `    others - ${errors + timeouts} (${timeouts} timeouts)`,
                `  Throughput:     ${(0,model_format/* bytesRate */.EU)(m.bytes.mean)}`,
                ...openModelLines(result, trials.map((t) => t.measurement)),
                ...resourceLines(trials.map((t) => t.measurement)),
                `  Req/s across trials: mean ${(0,model_format/* rate */.TS)(m.throughput.mean)}, CV ${(0,model_format/* pct */.Oe)(m.throughput.cv)}, min ${(0,model_format/* rate */.TS)(m.throughput.min)}, max ${(0,model_format/* rate */.TS)(m.throughput.max)}`,
            ],
        };
    });
}
/** CPU and memory of the target, and what else the machine was doing (Linux only). */
function resourceLines(measurements) {
    const usage = measurements.flatMap((m) => (m.resources ? [m.resources] : []));
    if (usage.length === 0)
        return ['  Resources: not measured (needs Linux /proc)'];
    const mean = (pick) => usage.reduce((a, u) => a + pick(u), 0) / usage.length;
    const peakMb = Math.max(...usage.map((u) => u.targetPeakRssKb)) / 1024;
    return [
        `  CPU: ${(0,model_format/* micros */.SY)(mean((u) => u.targetCpuUsPerRequest))} per request, peak RSS ${peakMb.toFixed(1)}MB`,
        `  Load generator CPU ${(mean((u) => u.selfCpuUs) / 1e6).toFixed(2)}s per trial; foreign load ${mean((u) => u.foreignCores).toFixed(2)} cores${usage.every((u) => u.interruptCores !== undefined) ? `, interrupts ${mean((u) => u.interruptCores).toFixed(2)}` : ''}${usage.every((u) => u.stealCores !== undefined) ? `, steal ${mean((u) => u.stealCores).toFixed(2)}` : ''}`,
    ];
}
/** Achieved rate against the target, and the share within the objective, when set. */
function openModelLines(result, measurements) {
    const { load } = result.conditions;
    const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const lines = [];
    if (load.rate !== undefined) {
        const achieved = mean(measurements.map((m) => m.achievedRate ?? 0));
        const short = measurements.filter((m) => m.saturated).length;
        const dropped = measurements.reduce((total, m) => total + (m.dropped ?? 0), 0);
        lines.push(`  Rate: ${(0,model_format/* rate */.TS)(achieved)} achieved of ${(0,model_format/* rate */.TS)(load.rate)} req/s asked${short ? ` (${short} trial${short === 1 ? '' : 's'} fell short: saturated)` : ''}`, `  Dropped: ${dropped} request${dropped === 1 ? '' : 's'}${dropped ? ` (due while all ${load.connections} connections were busy)` : ''}`);
    }
    if (load.objectiveMs !== undefined) {
        lines.push(`  Under ${(0,model_format/* seconds */.YA)(load.objectiveMs)}: ${(0,model_format/* pct */.Oe)(mean(measurements.map((m) => m.underObjective ?? 0)))} of requests`);
    }
    return lines;
}
function noisyTrials(result) {
    const flags = result.noise ?? [];
    if (flags.length === 0)
        return undefined;
    const lines = flags.map((f) => `#${f.sequence} ${(0,report_text/* fit */.Uj)(f.variant)} (round ${f.round + 1}): ${(0,report_text/* fit */.Uj)(f.reasons.join('; '), 500)}`);
    return folded(`〰️ ${flags.length} noisy trial${flags.length === 1 ? '' : 's'} (kept in the statistics, shown so you can judge)`, lines);
}
function failedTrials(result) {
    const failed = result.trials.filter((t) => t.status === 'failed');
    if (failed.length === 0)
        return undefined;
    const lines = failed.map((t) => `#${t.sequence} ${(0,report_text/* fit */.Uj)(t.variant)} (round ${t.round + 1}): ${t.error}`);
    return folded(`❗ ${failed.length} failed trial${failed.length === 1 ? '' : 's'} (not included in the statistics)`, lines);
}

// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
// EXTERNAL MODULE: ./src/gate/index.ts
var gate = __webpack_require__(67155);
// EXTERNAL MODULE: ./src/stats/index.ts
var stats = __webpack_require__(9751);
// EXTERNAL MODULE: ./src/report/noise-parts.ts
var noise_parts = __webpack_require__(81039);
// EXTERNAL MODULE: ./src/report/shards.ts
var shards = __webpack_require__(1897);
;// CONCATENATED MODULE: ./src/report/headline.ts
/**
 * The report's first words: what was measured, what changed and by how much (the headline),
 * then whether the gate passed and why (the verdict). Pure.
 */










const OUTCOME_BADGE = {
    regression: '🔴 regression',
    improvement: '🟢 improvement',
    'no-change': '⚪ no change',
    inconclusive: '🟡 inconclusive',
};
/** A commit as people quote it. */
function shortSha(sha) {
    return sha.slice(0, 7);
}
/**
 * The one place that says what a run measured, for every renderer of the head (comment, job
 * summary, terminal). "Merging #N into base" only when that is what was measured: the baseline
 * is the pull request's base commit (`ref: base`) and the single variant is the checkout. An
 * env switch on one commit is a comparison *in* the pull request, and outside a pull request
 * (the CLI, a push) no pull request is named, only the commit.
 */
function measuredSubject(result) {
    const pr = result.pullRequest;
    const refs = result.refs ?? {};
    const names = [result.baseline, ...result.variants];
    // Where perf-gate ran: the pull request's head as GitHub shows it (from the event, never
    // the result file), else the commit checked out. A variant built from a ref of its own ran
    // from that commit instead.
    const here = pr?.headSha ?? result.experiment?.commit;
    const own = (name) => {
        const ref = refs[name];
        return ref && ref.ref !== 'HEAD' ? ref.sha : undefined;
    };
    const shaOf = (name) => own(name) ?? here;
    const baseRef = refs[result.baseline];
    if (pr && result.variants.length === 1 && baseRef?.ref === 'base' && !own(result.variants[0])) {
        return {
            text: [
                `Merging #${pr.number} (${shortSha(pr.headSha)}) into `,
                (0,report_text/* given */.gI)(pr.baseRef),
                ` (${shortSha(baseRef.sha)})`,
            ],
            many: false,
            future: true,
            namesVariant: false,
            variant: (name) => ['“', (0,report_text/* given */.gI)(name), '”'],
        };
    }
    const shas = new Set(names.map(shaOf).filter((sha) => sha !== undefined));
    // One commit for all: say it once, after the names; several: each name carries its own.
    const common = shas.size === 1 ? [...shas][0] : undefined;
    const quoted = (name) => {
        const sha = shaOf(name);
        return ['“', (0,report_text/* given */.gI)(name), `”${shas.size > 1 && sha ? ` (${shortSha(sha)})` : ''}`];
    };
    const where = pr
        ? ` in #${pr.number}${common ? ` (${shortSha(common)})` : ''}`
        : common
            ? ` at commit ${shortSha(common)}`
            : '';
    // "the worst" of the variants the gate judges: a history run's previous anchor, shown for
    // the link between two releases, is no rival of HEAD's for the first line.
    const judgedVariants = result.variants.filter((v) => (0,stats/* judged */.g$)(result.conditions, v));
    const many = judgedVariants.length > 1;
    const compared = many ? [`${judgedVariants.length} variants`] : quoted(judgedVariants[0] ?? '');
    return {
        text: [...compared, ' compared with ', ...quoted(result.baseline), where],
        many,
        future: false,
        namesVariant: !many,
        variant: quoted,
    };
}
function interval(c) {
    return `95% CI ${(0,model_format/* signedChange */.bj)(c, c.ciLowPct)} … ${(0,model_format/* signedChange */.bj)(c, c.ciHighPct)}`;
}
/** The tolerance in its scale's unit: "5.0%" for ratios, "0.10 pp" for shares. */
function toleranceText(c) {
    return c.scale === 'difference' ? (0,model_format/* pointsText */.JA)(c.tolerance) : (0,model_format/* pct */.Oe)(c.tolerance);
}
/** A change in the unit of its scale: "11.6%" for ratios, "3.50 percentage points" for shares. */
function changeSize(c) {
    return c.scale === 'difference'
        ? `${Math.abs(c.estimatePct).toFixed(2)} percentage points`
        : (0,model_format/* pct */.Oe)(Math.abs(c.estimatePct) / 100);
}
function summaryOf(result, variant) {
    return result.summaries.find((s) => s.variant === variant);
}
function headline(result) {
    const metric = (0,report_result/* headlineMetric */.lY)(result);
    const variant = (0,report_result/* headlineVariant */.WD)(result);
    const subject = measuredSubject(result);
    // The gate failed first on something no comparison describes: say that, plainly.
    // The baseline's own trials failed, and no variant's, or every one of them did (nothing was
    // compared): its failure is the answer.
    const base = summaryOf(result, result.baseline);
    const variantFailed = variant !== undefined && (summaryOf(result, variant)?.failedTrials ?? 0) > 0;
    const baselineFirst = (0,trial/* baselineFailures */.Bq)(result.summaries) === 'all' || !variantFailed;
    if (metric === 'trials' && baselineFirst && base && base.failedTrials > 0) {
        const what = base.firstFailure ? [' — ', (0,report_text/* given */.gI)(base.firstFailure)] : [];
        const nothing = base.failedTrials === base.trials ? ['; nothing was compared'] : [];
        return [
            ...subject.text,
            ': ',
            (0,report_text/* strong */.ko)(`${base.failedTrials} of ${base.trials} trials of the baseline “`, (0,report_text/* given */.gI)(result.baseline), '” failed'),
            ...what,
            ...nothing,
        ];
    }
    if (metric === 'trials' && variant) {
        const s = result.summaries.find((x) => x.variant === variant);
        const what = s?.firstFailure ? [' — ', (0,report_text/* given */.gI)(s.firstFailure)] : [];
        const of = subject.namesVariant ? [] : [' of ', ...subject.variant(variant)];
        return [
            ...subject.text,
            ': ',
            (0,report_text/* strong */.ko)(`${s?.failedTrials ?? 'some'} of ${s?.trials ?? '?'} trials`, ...of, ' failed'),
            ...what,
        ];
    }
    // Above its ceiling (the error rate); a ceiling metric that failed only against the
    // baseline is told below, as the comparison it is.
    const ceiling = metric !== 'trials' && (0,model_metrics/* isGateMetric */.Iq)(metric) && (0,model_metrics/* metricDefinition */.u8)(metric).gate === 'ceiling'
        ? result.conditions.thresholds[metric]
        : undefined;
    const own = metric !== 'trials' && variant ? summaryOf(result, variant)?.metrics[metric].mean : undefined;
    if (metric !== 'trials' &&
        variant &&
        ceiling !== undefined &&
        own !== undefined &&
        own > ceiling) {
        const { format } = (0,model_metrics/* metricDefinition */.u8)(metric);
        const base = summaryOf(result, result.baseline)?.metrics[metric].mean ?? NaN;
        const value = metric === 'errors'
            ? (0,report_text/* strong */.ko)(`${format(own)} of requests failed`)
            : (0,report_text/* strong */.ko)(`${(0,model_metrics/* metricInSentence */.z2)(metric)} ${format(own)}`);
        const inVariant = subject.many ? ['in ', ...subject.variant(variant), ', '] : [];
        return [
            ...subject.text,
            ': ',
            ...inVariant,
            value,
            `, more than the ${format(ceiling)} allowed (“`,
            (0,report_text/* given */.gI)(result.baseline),
            `”: ${format(base)})`,
        ];
    }
    const c = (0,report_result/* headlineComparison */.Wu)(result);
    if (!c)
        return ['No comparison could be made: no variant was measured.'];
    const label = (0,model_metrics/* metricInSentence */.z2)(c.metric);
    const verbText = (plain, third) => subject.future ? ['will ', (0,report_text/* strong */.ko)(plain)] : [(0,report_text/* strong */.ko)(third)];
    const p = (0,model_format/* pEquals */.MG)(c.pValue);
    if (!Number.isFinite(c.estimatePct)) {
        const of = subject.many ? [' of ', ...subject.variant(c.variant)] : [];
        return [
            ...subject.text,
            `: ${label}`,
            ...of,
            ' could not be compared — too few rounds were measured.',
        ];
    }
    const size = (0,report_text/* strong */.ko)(changeSize(c));
    const direction = c.estimatePct < 0 ? verbText('decrease', 'decreases') : verbText('increase', 'increases');
    // With several variants the subject is the experiment; the sentence then names the variant.
    const lead = subject.many
        ? [...subject.text, ': the worst, ', ...subject.variant(c.variant), ', ']
        : [...subject.text, ' '];
    switch (c.outcome) {
        case 'regression':
        case 'improvement':
            return [...lead, ...direction, ` ${label} by `, size, ` (${interval(c)}, ${p})`];
        case 'no-change':
            return c.significant
                ? [
                    ...lead,
                    ...direction,
                    ` ${label} by `,
                    size,
                    `, within the ${toleranceText(c)} tolerance (${interval(c)}, ${p})`,
                ]
                : [
                    ...lead,
                    ...verbText('not change', 'does not change'),
                    ` ${label} (${(0,model_format/* signedChange */.bj)(c, c.estimatePct)}, ${interval(c)})`,
                ];
        case 'inconclusive':
            return [
                ...lead,
                (0,report_text/* strong */.ko)('may change'),
                ` ${label} by ${(0,model_format/* signedChange */.bj)(c, c.estimatePct)} (${interval(c)}): too noisy to tell whether it is more than ${toleranceText(c)} worse; this run could only detect a worsening of ${c.scale === 'difference' ? (0,model_format/* pointsText */.JA)(Math.abs(c.mdePct) / 100) : (0,model_format/* pct */.Oe)(Math.abs(c.mdePct) / 100)} or more`,
            ];
    }
}
function verdictModel(result) {
    const { verdict } = result;
    const model = { lines: [], reasons: [], warnings: [] };
    if (result.incomplete) {
        // A partial run decides nothing: never show it as passed.
        const reason = result.incomplete.split('\n')[0];
        const trials = result.trials.length;
        model.lines.push([
            '⛔ ',
            (0,report_text/* strong */.ko)('Incomplete run'),
            `: it stopped after ${trials} trial${trials === 1 ? '' : 's'}: `,
            (0,report_text/* given */.gI)(reason),
            // The reason may be a sentence of its own ("…, or raise ready.timeout.") or not.
            `${/[.!?]$/.test(reason) ? '' : '.'} What follows is what was measured before it stopped.`,
        ]);
        if (verdict.passed)
            return model;
    }
    const shard = (0,shards/* shardVerdictLine */.kO)(result);
    if (shard) {
        model.lines.push(shard);
    }
    else if (verdict.passed) {
        model.lines.push(passedLine(result));
    }
    else if (verdict.reasons.length === 1) {
        model.lines.push(['❌ ', (0,report_text/* strong */.ko)('Failed'), ': ', (0,report_text/* given */.gI)(verdict.reasons[0])]);
    }
    else {
        model.lines.push(['❌ ', (0,report_text/* strong */.ko)('Failed'), ` for ${verdict.reasons.length} reasons:`]);
        model.reasons = verdict.reasons.map((r) => (0,report_text/* given */.gI)(r));
    }
    const compared = new Set(result.comparisons.map((c) => c.metric));
    const change = (0,gate/* gateQuestion */.Kp)(result.conditions.thresholds, compared);
    const ceiling = (0,gate/* ceilingQuestion */.ag)(result.conditions.thresholds);
    const asked = change || ceiling
        ? `The gate asked: ${[change && `is ${change}`, ceiling].filter(Boolean).join(', or ')}?`
        : '';
    const spent = sequenceSentence(result);
    if (asked || spent)
        model.question = [[asked, spent].filter(Boolean).join(' '), ...undecidedHint(result)];
    model.warnings = verdict.warnings.map((w) => (0,report_text/* given */.gI)(w));
    return model;
}
/**
 * The commit status's one line, beside the merge button: the reasons of a failure, or a pass
 * that says when it is undecided (as passedLine does).
 */
function statusDescription(result) {
    if (!result.verdict.passed)
        return result.verdict.reasons.join('; ');
    return undecidedComparisons(result).length > 0
        ? 'Passed, undecided: too noisy to tell for a gated metric (gate.inconclusive: pass)'
        : 'No gated metric got worse beyond its tolerance';
}
const undecidedComparisons = (result) => result.comparisons.filter((c) => (0,stats/* decidesVerdict */.$i)(c, result.conditions) && c.outcome === 'inconclusive');
/**
 * A pass with a gated comparison left undecided passes only because `gate.inconclusive` is
 * `pass` (the default): said on the line itself, so that it does not read as shown within
 * tolerance (the headline already says "too noisy to tell").
 */
function passedLine(result) {
    const undecided = undecidedComparisons(result);
    if (undecided.length === 0)
        return ['✅ ', (0,report_text/* strong */.ko)('Passed'), ': no gated metric is worse than its tolerance.'];
    return [
        '✅ ',
        (0,report_text/* strong */.ko)('Passed, undecided'),
        `: nothing was shown worse than its tolerance, but ${undecided.length === 1 ? 'one comparison was' : `${undecided.length} comparisons were`} too noisy to tell (below), and `,
        (0,report_text/* code */.aY)('gate.inconclusive: pass'),
        ' lets an undecided run pass (',
        (0,report_text/* code */.aY)('fail'),
        ' blocks it instead).',
    ];
}
/**
 * What would decide a run that ended undecided: more rounds (the key that buys them: a fixed
 * run's `rounds`, a sequential run's `budget` or `max-rounds`), and where the run could have
 * placed a Node or .NET service apart from the load engine and did not, that. Nothing for a
 * decided run, one that stopped part-way, or one that failed on what more rounds cannot
 * change (a ceiling, a decided comparison): only its inconclusive comparisons wait on rounds.
 */
function undecidedHint(result) {
    const s = result.sequence;
    if (result.incomplete)
        return [];
    if ((0,gate/* lookDecision */.st)(result.comparisons, result.summaries, result.conditions) !== 'continue')
        return [];
    const waitsOnRounds = result.verdict.failures.every((f) => result.comparisons.some((c) => c.variant === f.variant && c.metric === f.metric && c.outcome === 'inconclusive'));
    if (!waitsOnRounds)
        return [];
    const more = !s
        ? fixedRoundsHint(result)
        : s.stoppedBy === 'budget' && s.budgetMs !== undefined
            ? budgetHint(result, s)
            : s.maxRounds < limits/* LIMITS */.b.maxRounds.max
                ? [' A higher ', (0,report_text/* code */.aY)('max-rounds'), ' buys more rounds']
                : [
                    ' More than ',
                    String(limits/* LIMITS */.b.maxRounds.max),
                    ' rounds take a fixed ',
                    (0,report_text/* code */.aY)('rounds'),
                    ' over shards (docs/shards.md)',
                ];
    if (more.length === 0)
        return [];
    const closer = (0,noise_parts/* couldPlaceMainThread */.Su)(result)
        ? [
            "; a Node or .NET service's rounds come closer with ",
            (0,report_text/* code */.aY)('placement: main-thread'),
            ' (the default)',
        ]
        : [];
    return [...more, ...closer, '.'];
}
/**
 * " A `budget: 9m` buys about 31 rounds at this run's pace, enough to decide it": the
 * most rounds an undecided comparison needs, at the minutes a round took here (its share of
 * profiling and start-up too, all of which the budget bounds); only "a longer budget" where
 * no count is known, and a higher `max-rounds` where the count is past this run's.
 */
function budgetHint(result, s) {
    const needed = undecidedComparisons(result).map((c) => c.roundsNeeded);
    const most = needed.some((n) => n === undefined) ? 0 : Math.max(0, ...needed);
    if (most <= s.rounds || s.rounds === 0 || most > limits/* LIMITS */.b.maxRounds.max)
        return [' A longer ', (0,report_text/* code */.aY)('budget'), ' buys more rounds'];
    // The rounds' own pace where the run recorded it (a build is not in it, nor in a budget).
    const roundMs = s.roundMs ?? result.durationMs / s.rounds;
    const minutes = Math.ceil((most * roundMs) / 60_000);
    return [
        ' A ',
        (0,report_text/* code */.aY)(`budget: ${minutes}m`),
        ` buys about ${most} rounds at this run's pace, enough to decide it`,
        ...(most > (s.configuredMaxRounds ?? s.maxRounds)
            ? [', with ', (0,report_text/* code */.aY)(`max-rounds: ${most}`)]
            : []),
    ];
}
/**
 * " A fixed `rounds` of about 17 would decide it": the most any undecided comparison needs.
 * Nothing for a shard (the merge of all shards decides), nor when the run already had as many
 * (a result right at the tolerance stays undecided past the planned size); a comparison no
 * number of rounds within the limit would decide (roundsNeeded unset) says so.
 */
function fixedRoundsHint(result) {
    if (result.shard)
        return [];
    const needed = undecidedComparisons(result).map((c) => c.roundsNeeded);
    if (needed.some((n) => n === undefined))
        return [' No practical number of ', (0,report_text/* code */.aY)('rounds'), ' would decide it'];
    const most = Math.max(0, ...needed);
    return most > (0,report_result/* roundsSpent */.s1)(result).measured
        ? [' A fixed ', (0,report_text/* code */.aY)('rounds'), ` of about ${most} would decide it`]
        : [];
}
/** "Decided after 8 of at most 30 rounds (2.4 min)." — for sequential runs only. */
function sequenceSentence(result) {
    const s = result.sequence;
    if (!s)
        return '';
    const minutes = `${(result.durationMs / 60_000).toFixed(1)} min`;
    const decided = (0,gate/* lookDecision */.st)(result.comparisons, result.summaries, result.conditions) !== 'continue';
    const spent = `after ${s.rounds} of at most ${s.maxRounds} rounds (${minutes})`;
    if (decided)
        return `Decided ${spent}.`;
    const why = result.incomplete
        ? 'the run stopped part-way'
        : s.stoppedBy !== 'budget' || s.budgetMs === undefined
            ? 'the rounds ran out'
            : s.rounds >= s.maxRounds
                ? `these are the rounds the ${(0,model_format/* seconds */.YA)(s.budgetMs)} budget reaches`
                : `the ${(0,model_format/* seconds */.YA)(s.budgetMs)} budget could not reach the next look`;
    return `Not decided ${spent}: ${why}.`;
}

;// CONCATENATED MODULE: ./src/report/diff.ts
/**
 * The codecov-style diff block: each metric of the headline variant against the baseline,
 * its leading sign marking better (+) or worse (−), as fixed-width lines. Pure.
 */




function deltaText(c) {
    if (!c || !Number.isFinite(c.estimatePct))
        return 'n/a';
    return c.scale === 'difference'
        ? `${c.estimatePct < 0 ? '-' : '+'}${Math.abs(c.estimatePct).toFixed(2)}pp`
        : `${c.estimatePct < 0 ? '-' : '+'}${Math.abs(c.estimatePct).toFixed(1)}%`;
}
/** codecov's convention: the leading sign marks better (+) or worse (−), not the direction. */
function diffSign(c, broken, failed) {
    if (failed)
        return '-';
    if (!c || !c.significant)
        return ' ';
    if (c.worse)
        return '-';
    // A variant that fails trials or errors is not faster for it: its quick failures are not an
    // improvement to celebrate.
    return broken ? ' ' : '+';
}
/** Rows of the diff block: metrics with a row of their own, and every gated one, when compared. */
function diffMetrics(result) {
    return model_metrics/* METRIC_NAMES */.Uw.filter((metric) => ((0,model_metrics/* metricDefinition */.u8)(metric).row !== undefined ||
        result.comparisons.some((x) => x.metric === metric && x.gated)) &&
        result.comparisons.some((x) => x.metric === metric));
}
/** The body of the codecov-style diff block, for the headline variant. */
function diffBlockLines(result) {
    const variant = (0,report_result/* headlineVariant */.WD)(result);
    if (variant === undefined)
        return [];
    const base = summaryOf(result, result.baseline);
    const own = summaryOf(result, variant);
    const head = [(0,report_text/* fit */.Uj)(result.baseline, 12), (0,report_text/* fit */.Uj)(variant, 12)];
    const failures = result.verdict.failures.filter((f) => f.variant === variant);
    const broken = failures.some((f) => f.metric === 'trials' || (0,model_metrics/* metricDefinition */.u8)(f.metric).gate === 'ceiling');
    const width = 52;
    const line = (sign, label, a, b, d) => `${sign} ${label.padEnd(13)}${a.padStart(13)}${b.padStart(13)}${d.padStart(10)}`;
    const title = ' Performance Diff ';
    const pad = Math.max(0, width - 4 - title.length);
    const rows = diffMetrics(result).map((metric) => {
        const comparison = result.comparisons.find((x) => x.variant === variant && x.metric === metric);
        const failed = failures.some((f) => f.metric === metric);
        const { format, row } = (0,model_metrics/* metricDefinition */.u8)(metric);
        const label = typeof row === 'function'
            ? row(result.conditions.load)
            : (row ?? (0,model_metrics/* metricDefinition */.u8)(metric).label);
        return line(diffSign(comparison, broken, failed), label, base ? format(base.metrics[metric].mean) : 'n/a', own ? format(own.metrics[metric].mean) : 'n/a', deltaText(comparison));
    });
    const rule = '='.repeat(width);
    // The means above are over each arm's measured trials; every Δ pairs the rounds both arms
    // measured. When a trial failed the two differ (6750 → 6837 read +0.8% over 5 pairs), so the
    // Rounds row says over how many rounds the Δ column is.
    const baseRounds = base?.metrics.throughput.n ?? 0;
    const ownRounds = own?.metrics.throughput.n ?? 0;
    const paired = result.comparisons.find((x) => x.variant === variant && x.metric === 'throughput')?.n;
    const pairedText = paired !== undefined && (paired !== baseRounds || paired !== ownRounds)
        ? `${paired} paired`
        : '';
    return [
        `@@${' '.repeat(Math.floor(pad / 2))}${title}${' '.repeat(Math.ceil(pad / 2))}@@`,
        `##${head[0].padStart(26)}${head[1].padStart(13)}${'+/-'.padStart(7)}  ##`,
        rule,
        // Every trial failed: nothing was compared, and the block says so rather than stand empty.
        ...(rows.length > 0 ? rows : ['  nothing compared: no round measured both']),
        rule,
        line(' ', 'Rounds', String(baseRounds), String(ownRounds), pairedText),
    ];
}

;// CONCATENATED MODULE: ./src/report/profiling.ts


/** Rows shown before the rest is folded into <details>. */
const FIRST_ROWS = 5;
/** Rows in the fold, at most: the rest is in the table's JSON file. */
const FOLDED_ROWS = 25;
const us = (value) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1));
const signedUs = (value) => `${value >= 0 ? '+' : '−'}${us(Math.abs(value))}`;
const share = (row) => row.shareOfChange === undefined ? '' : (0,model_format/* pct */.Oe)(row.shareOfChange, { digits: 0 });
const COLUMNS = [
    { title: 'function', align: 'none' },
    { title: 'package', align: 'none' },
    { title: 'baseline µs', align: 'right' },
    { title: 'variant µs', align: 'right' },
    { title: 'Δ µs/request', align: 'right' },
    { title: 'share of Δ CPU', align: 'right' },
];
const functionRow = (r) => [
    (0,report_text/* given */.gI)(r.name),
    r.package ? (0,report_text/* given */.gI)(r.package) : '',
    us(r.baselineUs),
    us(r.variantUs),
    (0,report_text/* strong */.ko)(signedUs(r.deltaUs)),
    share(r),
];
function whereTheTimeWent(result) {
    const profiling = result.profiling;
    if (!profiling)
        return undefined;
    const variants = profiling.tables.map((table) => {
        const intro = tableIntro(result, table);
        if (table.functions.length === 0)
            return { intro, none: noneBeyondNoise(table) };
        const rest = table.functions.slice(FIRST_ROWS);
        // The comment has a size limit; the artifact has every row.
        const shown = rest.slice(0, FOLDED_ROWS);
        const beyond = rest.length - shown.length;
        return {
            intro,
            functions: { columns: COLUMNS, rows: table.functions.slice(0, FIRST_ROWS).map(functionRow) },
            more: rest.length > 0
                ? {
                    summary: `${rest.length} more function${rest.length === 1 ? '' : 's'} beyond their noise`,
                    functions: { columns: COLUMNS, rows: shown.map(functionRow) },
                    beyond: beyond > 0
                        ? [`… and ${beyond} more in `, (0,report_text/* code */.aY)(profiling.artifacts.table), '.']
                        : undefined,
                }
                : undefined,
            rest: table.rest ? restLine(table.rest) : undefined,
            packages: table.packages.length > 0
                ? [
                    'By package: ',
                    ...(0,report_text/* joinText */._V)(table.packages
                        .slice(0, FIRST_ROWS)
                        .map((p) => [
                        (0,report_text/* given */.gI)(p.name),
                        ` ${signedUs(p.deltaUs)} µs${share(p) ? ` (${share(p)})` : ''}`,
                    ]), ' · '),
                ]
                : undefined,
        };
    });
    return {
        heading: 'Where the time went',
        variants,
        cost: costSentence(profiling),
        problems: problemLines(profiling).map((line) => (0,report_text/* given */.gI)(line)),
    };
}
function tableIntro(result, table) {
    const change = table.variantCpuUs - table.baselineCpuUs;
    return [
        (0,report_text/* strong */.ko)((0,report_text/* given */.gI)(table.variant)),
        ' against ',
        (0,report_text/* strong */.ko)((0,report_text/* given */.gI)(result.baseline)),
        `: CPU per request ${us(table.baselineCpuUs)} → ${us(table.variantCpuUs)} µs (${signedUs(change)} µs) over ${table.rounds} profiling rounds`,
        // Inlining off and the sampler's own work raise both arms alike (docs/profiling.md,
        // "What profiling costs"): without this, a reader takes the gate's figures and these for
        // two measurements of one thing that disagree.
        " (measured with the profiler on, which raises these figures in both: they say where the time went, the gate's figures say how much).",
    ];
}
/**
 * The change no listed row holds, so that the rows shown add up to the change; with its
 * noise, since a large Δ here is mostly the rounds' spread (a share of −155% read as a real
 * saving otherwise).
 */
function restLine(rest) {
    const noise = rest.noiseUs > 0
        ? `, ${rest.beyondNoise ? 'beyond' : 'within'} its noise (±${us(rest.noiseUs)} µs)`
        : '';
    return [
        (0,report_text/* given */.gI)(rest.name),
        ` ${signedUs(rest.deltaUs)} µs${share(rest) ? ` (${share(rest)})` : ''}${noise}`,
    ];
}
function noneBeyondNoise(table) {
    // With no row listed the rest is the whole change: its noise says whether the change in
    // the line above (−29.5 µs on an A/A) is one at all.
    const { rest } = table;
    const whole = rest && rest.noiseUs > 0
        ? ` The change above is ${rest.beyondNoise ? 'beyond' : 'within'} its noise (±${us(rest.noiseUs)} µs).`
        : '';
    return `No function's CPU per request changed beyond its noise (${table.compared} compared).${whole}`;
}
/**
 * What opens the raw profiles: V8's `.cpuprofile` opens in Chrome DevTools, `perf script` text
 * (perf's samples, any runtime) only in speedscope.
 */
function viewersOf(profiles) {
    const v8 = profiles.some((path) => path.endsWith('.cpuprofile'));
    const perf = profiles.some((path) => !path.endsWith('.cpuprofile'));
    if (v8 && perf)
        return '.cpuprofile in Chrome DevTools or speedscope, perf script text in speedscope';
    return v8 ? 'Chrome DevTools, speedscope' : 'perf script text: speedscope';
}
function costSentence(p) {
    const graphs = Object.values(p.artifacts.flameGraphs);
    const folder = p.artifacts.table.slice(0, p.artifacts.table.lastIndexOf('/') + 1) || './';
    const files = [
        ...graphs.map((path) => [(0,report_text/* code */.aY)(path)]),
        ...(p.artifacts.table ? [[(0,report_text/* code */.aY)(p.artifacts.table)]] : []),
        ...(p.artifacts.profiles.length > 0
            ? [
                [
                    `${p.artifacts.profiles.length} raw profiles in `,
                    (0,report_text/* code */.aY)(folder),
                    ` (${viewersOf(p.artifacts.profiles)})`,
                ],
            ]
            : []),
    ];
    return [
        'Profiled after the gate decided (',
        (0,report_text/* given */.gI)(p.reason),
        `), never inside a measured window: ${p.rounds} rounds of ${(0,model_format/* seconds */.YA)(p.windowMs)} windows added ${(0,model_format/* seconds */.YA)(p.wallMs)} of wall time.`,
        graphs.length > 0
            ? ' Differential flame graph: red where the variant spends more, blue where less.'
            : '',
        ...(files.length > 0 ? [' In the output folder: ', ...(0,report_text/* joinText */._V)(files, ', '), '.'] : []),
    ];
}
function problemLines(p) {
    return [
        ...(p.error ? [`Profiling stopped: ${p.error} (the verdict does not depend on it).`] : []),
        ...p.unprofiled
            .slice(0, 5)
            .map((line) => `Could not profile ${line}; the rest of the run went on.`),
        ...(p.unprofiled.length > 5 ? [`… and ${p.unprofiled.length - 5} more.`] : []),
    ];
}

;// CONCATENATED MODULE: ./src/report/variants-table.ts
/** One row per variant, about the headline metric, with throughput or p99 beside it. Pure. */







/**
 * A real (significant) change inside the tolerance is shown as such, not hidden — in words a
 * reader does not take for a regression ("(significant)" was): a worsening the tolerance
 * allows, or a gain smaller than it.
 */
function outcomeText(c) {
    if (c.outcome === 'no-change' && c.significant)
        return c.worse
            ? `⚪ real, within the ${toleranceText(c)} allowed`
            : `⚪ real, a gain under ${toleranceText(c)}`;
    return OUTCOME_BADGE[c.outcome];
}
function variantsTable(result) {
    const headlined = (0,report_result/* headlineMetric */.lY)(result);
    const metric = headlined === 'trials' ? 'throughput' : headlined;
    const beside = metric === 'throughput' ? 'p99' : 'throughput';
    const { format, label } = (0,model_metrics/* metricDefinition */.u8)(metric);
    const short = (m) => (m === 'throughput' ? 'req/s' : (0,model_metrics/* metricInSentence */.z2)(m));
    const rows = result.variants.map((variant) => {
        const find = (m) => result.comparisons.find((c) => c.variant === variant && c.metric === m);
        const main = find(metric);
        const other = find(beside);
        const own = summaryOf(result, variant);
        const change = (c) => c && Number.isFinite(c.estimatePct) ? (0,model_format/* signedChange */.bj)(c, c.estimatePct) : 'n/a';
        const ci = main && Number.isFinite(main.ciLowPct)
            ? ` (${(0,model_format/* signedChange */.bj)(main, main.ciLowPct)} … ${(0,model_format/* signedChange */.bj)(main, main.ciHighPct)})`
            : '';
        return [
            (0,report_text/* given */.gI)(variant),
            own ? format(own.metrics[metric].mean) : 'n/a',
            `${change(main)}${ci}`,
            main ? (0,model_format/* pValue */.sp)(main.pValue) : 'n/a',
            change(other),
            // A variant the gate does not judge (the history's previous anchor) is shown, not gated.
            // One whose trials failed failed the gate on them, whatever its comparison could tell.
            own && own.failedTrials > 0 && (0,stats/* judged */.g$)(result.conditions, variant)
                ? `❌ ${own.failedTrials} of ${own.trials} trials failed`
                : (0,trial/* baselineFailures */.Bq)(result.summaries) === 'all'
                    ? "— the baseline's trials failed"
                    : main
                        ? `${outcomeText(main)}${(0,stats/* judged */.g$)(result.conditions, variant) ? '' : ' (shown, not gated)'}`
                        : 'n/a',
        ];
    });
    const base = summaryOf(result, result.baseline);
    return {
        columns: [
            { title: 'Variant', align: 'left' },
            { title: metric === 'throughput' ? 'Req/s' : label, align: 'right' },
            { title: `Δ ${short(metric)} (95% CI)`, align: 'left' },
            { title: 'p', align: 'right' },
            { title: `Δ ${beside === 'p99' ? 'p99' : short(beside)}`, align: 'right' },
            // "Throughput" over its badges, as codecov heads them; another metric's values already
            // stand under its name.
            { title: metric === 'throughput' ? label : 'Verdict', align: 'left' },
        ],
        rows: [
            [
                [(0,report_text/* given */.gI)(result.baseline), ' ', (0,report_text/* aside */.HU)('(baseline)')],
                base ? format(base.metrics[metric].mean) : 'n/a',
                // The baseline has no change of its own.
                ...[undefined, undefined, undefined, undefined],
            ],
            ...rows,
        ],
    };
}

;// CONCATENATED MODULE: ./src/report/model.ts
/**
 * What the report says, format-neutral: one ReportModel per result, its sections in the
 * order a reader meets them, each holding text (./text.ts), rows and values — no markdown.
 * The markdown renderer (./markdown/) writes the PR comment, the job summary and report.md
 * from it; the terminal renderer (./terminal.ts) the CLI's report. Pure.
 *
 * A new section: a field here, its builder beside the others (one file per section), set in
 * `reportModel`; then its markdown in ./markdown/sections.ts (and its place in SECTION_ORDER
 * there), and in ./terminal.ts if the terminal shows it. A new run-conditions line: an item
 * in ./conditions.ts.
 */











function reportModel(result) {
    return {
        reportId: result.reportId,
        title: result.title ? (0,report_text/* given */.gI)(result.title) : 'perf-gate report',
        headline: headline(result),
        verdict: verdictModel(result),
        profiling: whereTheTimeWent(result),
        diff: diffBlockLines(result),
        intervals: intervalPlotLines(result),
        variants: variantsTable(result),
        chart: chartModel(result),
        shards: (0,shards/* shardsSection */.Hk)(result),
        statistics: statistics(result),
        failedTrials: failedTrials(result),
        noisyTrials: noisyTrials(result),
        noiseParts: (0,noise_parts/* noisePartsSection */.od)(result),
        conditions: (0,conditions/* conditionItems */.Gf)(result),
        footnote: conditions/* FOOTNOTE */.RC,
    };
}


/***/ }),

/***/ 81039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Su: () => (/* binding */ couldPlaceMainThread),
/* harmony export */   h0: () => (/* binding */ placementCondition),
/* harmony export */   od: () => (/* binding */ noisePartsSection)
/* harmony export */ });
/* harmony import */ var _config_cpus_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18883);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);
/**
 * What the noise is made of (src/stats/noise-parts.ts) and where the work ran on the CPUs
 * (src/target/placement.ts), as sections of the report model. Pure.
 */


const METRIC_LABEL = {
    throughput: 'req/s',
    cpuPerRequest: 'CPU/request',
};
const ADVICE = {
    'more-rounds': 'more rounds',
    'longer-trials': 'longer trials or finer turns',
    isolation: ['isolation (a quieter runner, ', (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)('placement'), ')'],
};
/**
 * Whether the run could have placed its work with `placement: main-thread` and did not: it
 * placed it otherwise, or floated because it was told to on a Linux runner with a second CPU
 * (not for want of `taskset`, Linux or a second CPU, where main-thread would float too).
 */
function couldPlaceMainThread(result) {
    const placement = result.conditions.placement;
    if (!placement || placement.mode === 'main-thread')
        return false;
    if (placement.floating === undefined)
        return true;
    const cpus = (0,_config_cpus_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCpuList */ .Sx)(placement.cpus);
    return (placement.mode === 'off' &&
        result.runner.os.startsWith('Linux') &&
        Array.isArray(cpus) &&
        cpus.length > 1);
}
/**
 * The advice for a part, as the reader can act on it. A Node service's event loop on a CPU of
 * its own cut both what the slices and what the rounds' own processes add on express (slice
 * pairs 22% apart against 31%, the rounds' own share 15% / 0% against 29% / 25%; rounds 1.8%
 * apart against 4.9%: docs/accuracy.md), and a .NET app apart once warm halved its slice pairs'
 * spread (rounds 1.7–1.9% apart against 2.7–5.2%), so where either dominates, the advice names it.
 */
function adviceText(advice, result) {
    if (advice !== 'isolation' && couldPlaceMainThread(result))
        return [
            ADVICE[advice],
            '; a Node or .NET service: ',
            (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)('placement: main-thread'),
            ' (the default)',
        ];
    return ADVICE[advice];
}
const pct = (x) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : 'n/a');
function component(c) {
    if (!Number.isFinite(c.sd))
        return 'n/a';
    return `${pct(c.sd)} (${Math.round(c.share * 100)}%; ${pct(c.low)}–${pct(c.high)})`;
}
/** The parts of each comparison's per-round spread; undefined when the run had too few rounds. */
function noisePartsSection(result) {
    const np = result.noiseParts;
    if (!np || np.parts.length === 0)
        return undefined;
    const between = np.between === 'processes' ? 'between processes' : 'between rounds';
    const whole = np.parts.some((p) => !Number.isFinite(p.within.sd))
        ? ' Whole trials have no slices to pair, so their within part is counted in the between part.'
        : '';
    const right = (title) => ({ title, align: 'right' });
    const left = (title) => ({ title, align: 'left' });
    return {
        summary: 'What the noise is made of',
        intro: [
            "Each part of the spread of a round's ln(variant / baseline), as the sd it adds (its share of the variance; 95% bootstrap interval over rounds). ",
            (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .strong */ .ko)('Within a process'),
            ': slice to slice, pooled over rounds and divided by the slices a round averages; ',
            (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .strong */ .ko)(between),
            `: what is left of the rounds' spread (${np.between === 'processes' ? 'each round starts fresh processes' : 'one process serves every round'}); `,
            (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .strong */ .ko)('machine'),
            `: what the difference in CPU steal and foreign load between a round's two trials explains.${whole}`,
        ],
        table: {
            columns: [
                left('variant'),
                left('metric'),
                right('rounds'),
                right('per-round spread'),
                right('within a process'),
                right(between),
                right('machine'),
                right('steal + foreign (cores)'),
                left('would cut it most'),
            ],
            rows: np.parts.map((p) => [
                { given: p.variant },
                METRIC_LABEL[p.metric],
                String(p.rounds),
                pct(p.roundSd),
                component(p.within),
                component(p.between),
                component(p.machine),
                p.machineCores.toFixed(2),
                adviceText(p.advice, result),
            ]),
        },
    };
}
/** The run conditions' line on where the work ran; undefined for results without it. */
function placementCondition(result) {
    const p = result.conditions.placement;
    if (!p)
        return undefined;
    if (!p.otherShards?.length)
        return [(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .strong */ .ko)('CPUs'), `: ${placementText(p)}`];
    // Merged shards placed differently: each placement with the shards it is of.
    const groups = [{ shards: p.shards ?? [], placement: p }, ...p.otherShards];
    return [
        (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .strong */ .ko)('CPUs'),
        `: ${groups.map((g) => `shard ${g.shards.join(', ')}: ${g.placement ? placementText(g.placement) : 'not recorded (an older perf-gate)'}`).join('; ')}`,
    ];
}
/** Where one run's work ran, or why it floated. */
function placementText(p) {
    if (p.floating)
        return `floating on CPU ${p.cpus} (${p.floating})`;
    const placed = [
        p.splitPrograms &&
            `the first thread (the event loop) of each ${p.splitPrograms.join(' or ')} process on CPU ${p.services}, its other threads once it was ready on CPU ${p.otherThreads}`,
        p.wholePrograms &&
            `each ${p.wholePrograms.join(' or ')} process whole on CPU ${p.services} once warmed up`,
    ].filter(Boolean);
    const services = placed.length
        ? `${placed.join(', ')}, other processes floating on CPU ${p.cpus}`
        : p.otherThreads // main-thread of earlier versions: other processes where `auto` puts them
            ? `each Node process's first thread (its event loop) on CPU ${p.services}, its other threads once it was ready on CPU ${p.otherThreads}, other processes on CPU ${p.services}`
            : `every variant's services on CPU ${p.services}`;
    return `load engine on CPU ${p.engine}, ${services} (placement: ${p.mode}, of CPU ${p.cpus})`;
}


/***/ }),

/***/ 88625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ placementWarning)
/* harmony export */ });
/**
 * `main-thread` placed one variant's services but found nothing to place in another's
 * (another runtime), which then floated beside the pinned load engine: the variants did not
 * run alike, which the comparison cannot tell from the change. Undefined otherwise.
 */
function placementWarning(p) {
    const floating = p?.floatingVariants;
    if (!floating?.length)
        return undefined;
    const names = floating.map((v) => `"${v}"`).join(', ');
    const its = floating.length === 1 ? 'its' : 'their';
    const others = p.splitPrograms
        ? `the other variants' event loops ran on CPU ${p.services} with their helper threads beside the load engine`
        : `the other variants' services ran on CPU ${p.services}, apart from the load engine`;
    return `${names} had no Node, Deno, Bun or .NET process to place, so ${its} services floated on CPU ${p.cpus} beside the load engine (CPU ${p.engine}), while ${others} (placement: ${p.mode}): part of the difference may be where they ran. To run every variant alike, set placement: off.`;
}


/***/ }),

/***/ 58909:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D4: () => (/* binding */ RESULT_FILE_LIMIT_BYTES),
/* harmony export */   F: () => (/* binding */ parseResult),
/* harmony export */   w: () => (/* binding */ RESULT_SCHEMA)
/* harmony export */ });
/* unused harmony exports resultSchema, ResultFileError */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64377);
/* harmony import */ var _config_report_id_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45082);
/* harmony import */ var _config_cpus_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18883);
/* harmony import */ var _model_metrics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25500);
/**
 * The result file (report.json) as the report job reads it. In the fork-safe pair the file
 * was written by a job that ran the pull request's code, so nothing in it is taken on
 * trust: every field the renderers read is checked for type and bounds before use, and a
 * file that does not match is refused with the field named. Pure.
 */




/** The mark a result carries near its start, in `schema`. */
const RESULT_SCHEMA = 'perf-gate/result@1';
/** Far above any real run (a 1,000-round, 20-variant run with per-second counts is ~20 MB). */
const RESULT_FILE_LIMIT_BYTES = 64 * 1024 * 1024;
const LIMITS = {
    name: 200,
    text: 2_000,
    variants: 64,
    trials: 100_000,
    perSecond: 100_000,
    list: 1_000,
};
/** JSON has no NaN: an undefined statistic is written as null and read back as NaN. */
const num = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* ["null"] */ .chJ().transform(() => Number.NaN)], {
    error: 'must be a number (or null for an undefined statistic)',
});
const count = zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0).max(Number.MAX_SAFE_INTEGER);
const name = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(LIMITS.name);
const text = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(LIMITS.text);
const sha = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{7,64}$/, { error: 'must be a commit SHA (hex)' });
const metric = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_model_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .METRIC_NAMES */ .Uw);
const fraction = zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).max(100);
const latency = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    mean: num,
    stdev: num,
    min: num,
    p50: num,
    p75: num,
    p90: num,
    p99: num,
    p999: num,
    max: num,
});
const statusClasses = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    '1xx': count,
    '2xx': count,
    '3xx': count,
    '4xx': count,
    '5xx': count,
});
const measurement = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    responses: count,
    successes: count,
    durationSec: num,
    throughput: num,
    bytesPerSec: num,
    latencyUs: latency,
    statusClasses,
    statusCodes: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^\d{3}$/), count),
    errors: count,
    timeouts: count,
    errorRate: num,
    underObjective: num.optional(),
    targetRate: num.optional(),
    achievedRate: num.optional(),
    dropped: count.optional(),
    saturated: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
    latencyFrom: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['scheduled', 'sent']).optional(),
    perSecond: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(num).max(LIMITS.perSecond),
    resources: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        targetCpuUs: num,
        targetCpuUsPerRequest: num,
        targetPeakRssKb: num,
        selfCpuUs: num,
        foreignCores: num,
        interruptCores: num.optional(),
        stealCores: num.optional(),
        foreignProcesses: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ pid: count, command: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(LIMITS.name), cores: num }))
            .max(LIMITS.list)
            .optional(),
    })
        .optional(),
});
const trialBase = {
    round: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    variant: name,
    shard: count.optional(),
    sequence: count,
    warmup: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    /** A warm-up until the rate is steady: how long it ran, and whether it was steady before its maximum. */
    warmedUp: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ durationMs: count, steady: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY() }).optional(),
};
const trial = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('status', [
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ ...trialBase, status: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('measured'), measurement }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        ...trialBase,
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('failed'),
        error: text,
        measurement: measurement.optional(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        ...trialBase,
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('replaced'),
        disturbances: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text).max(LIMITS.list),
        error: text.optional(),
        measurement: measurement.optional(),
    }),
]);
const metricSummary = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    n: count,
    mean: num,
    median: num,
    stdev: num,
    cv: num,
    min: num,
    max: num,
});
const summary = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    variant: name,
    trials: count,
    failedTrials: count,
    saturatedTrials: count,
    firstFailure: text.optional(),
    metrics: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(metric, metricSummary),
});
const comparison = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    variant: name,
    baseline: name,
    metric,
    scale: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['ratio', 'difference']),
    gated: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    tolerance: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).max(100),
    n: count,
    estimatePct: num,
    ciLowPct: num,
    ciHighPct: num,
    pValue: num,
    adjustedPValue: num,
    pWorse: num,
    pWithin: num,
    mdePct: num,
    roundsNeeded: count.optional(),
    spreadPct: num.optional(),
    significant: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    worse: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['regression', 'improvement', 'no-change', 'inconclusive']),
});
const request = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    method: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[A-Z]{1,16}$/),
    url: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(LIMITS.text),
    headers: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(LIMITS.name), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(LIMITS.text)),
    body: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
const load = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    requests: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(request).max(LIMITS.list),
    connections: count,
    pipelining: count,
    amount: count.optional(),
    durationMs: count.optional(),
    rate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).optional(),
    stages: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ durationMs: count, rate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0) })).max(LIMITS.list),
    arrival: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['constant', 'poisson']),
    timeoutMs: count,
    objectiveMs: count.optional(),
    warmup: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        durationMs: count.optional(),
        amount: count.optional(),
        steady: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ maxMs: count }).optional(),
    })
        .optional(),
});
const runner = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    os: name,
    cpus: count,
    cpuModel: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(LIMITS.name),
    node: name,
});
const pullRequest = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    number: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
    headSha: sha,
    baseSha: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([sha, zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('')]),
    baseRef: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(LIMITS.name),
});
const rerunRound = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    round: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    /** `sequence` of the replaced trials. */
    trials: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(count).max(LIMITS.variants + 1),
    reasons: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text).max(LIMITS.list),
});
/** How a sequential run spent its rounds. */
const sequence = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    /** Rounds measured when the run stopped. */
    rounds: count,
    /** The most rounds the design's looks were planned for: fewer than `max-rounds` when a budget could reach no more. */
    maxRounds: count,
    /** `max-rounds` as configured, when the budget planned fewer (at the first look, from the time a round took). */
    configuredMaxRounds: count.optional(),
    /** The answer was clear at a look, the wall-time budget ran out, or the rounds did. */
    stoppedBy: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['decision', 'budget', 'max-rounds']),
    budgetMs: count.optional(),
    /** The time a round took, ms (from the first round's end to the last's): the run's pace. */
    roundMs: count.optional(),
});
const experimentIdentity = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    /** SHA-256 of the normalized config: shards of one experiment have the same. */
    digest: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    /** The commit checked out where perf-gate ran. */
    commit: sha.optional(),
});
/** Gated comparisons whose shards disagree beyond chance, and how each shard saw it. */
const shardAgreement = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    variant: name,
    metric,
    perShard: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ index: count, n: count, estimatePct: num })).max(LIMITS.list),
    /** One-way ANOVA of the per-round differences by shard, Holm-adjusted over the gated family. */
    pValue: num,
    disagree: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
});
const shardsReport = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    total: count,
    ran: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        index: count,
        runner,
        /** The shard's own order's seed, derived from the run's seed and its index. */
        seed: count,
        /** The run's seed the shard was given (`--seed`, `seed:`), which replays it. */
        runSeed: count.optional(),
        rounds: count,
        /**
         * Present when its budget ended it before its share of the experiment's rounds: that
         * share. Absent when it ran its share (or failed part-way, or an older perf-gate).
         */
        share: count.optional(),
    }))
        .max(LIMITS.list),
    /** Shards whose result did not arrive. */
    missing: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(count).max(LIMITS.list),
    agreement: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(shardAgreement).max(LIMITS.list),
});
/** One row of "where the time went": a function or a package, per request. */
const costRow = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    name: text,
    package: text.optional(),
    baselineUs: num,
    variantUs: num,
    deltaUs: num,
    noiseUs: num,
    beyondNoise: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    shareOfChange: num.optional(),
});
/** The profiling rounds after the gate, and what they found (src/profile/types.ts). */
const profiling = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    variants: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(name).max(LIMITS.variants),
    reason: text,
    rounds: count,
    windowMs: count,
    wallMs: count,
    tables: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        variant: name,
        rounds: count,
        baselineCpuUs: num,
        variantCpuUs: num,
        functions: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(costRow).max(LIMITS.list),
        rest: costRow.optional(),
        packages: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(costRow).max(LIMITS.list),
        compared: count,
    }))
        .max(LIMITS.variants),
    unprofiled: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text).max(LIMITS.list),
    artifacts: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        profiles: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text).max(LIMITS.trials),
        flameGraphs: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(name, text),
        table: text,
    }),
    error: text.optional(),
});
/** One part of the per-round spread (src/stats/noise-parts.ts): its sd, share and interval. */
const noiseComponent = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ sd: num, share: num, low: num, high: num });
/** What the noise of each comparison is made of, and what would cut it most. */
const noiseParts = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    between: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['processes', 'rounds of one process']),
    parts: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        variant: name,
        metric: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['throughput', 'cpuPerRequest']),
        rounds: count,
        slicesPerRound: num,
        roundSd: num,
        sliceSd: num,
        within: noiseComponent,
        between: noiseComponent,
        machine: noiseComponent,
        machineCores: num,
        advice: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['more-rounds', 'longer-trials', 'isolation']),
    }))
        .max(LIMITS.variants * 2),
});
/**
 * Where the work ran on the CPUs, as src/target/placement.ts records it (report.json
 * `conditions.placement`): CPU lists, or why it floated.
 */
const placementOfRun = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    mode: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n([..._config_cpus_js__WEBPACK_IMPORTED_MODULE_3__/* .PLACEMENT_MODES */ .Fd, 'explicit']),
    /** The CPUs perf-gate could use. */
    cpus: text,
    engine: text.optional(),
    services: text.optional(),
    /** `main-thread`: the CPUs of each split process's threads other than its first. */
    otherThreads: text.optional(),
    /** `main-thread`: the programs whose processes it split (`node`, …). */
    splitPrograms: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text).max(16).optional(),
    /** `main-thread`: the programs whose processes it moved whole to `services` once warmed up (.NET). */
    wholePrograms: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text).max(16).optional(),
    /**
     * `main-thread`: variants none of whose services had a process to place, while another
     * variant's were placed: they floated beside the pinned load engine.
     */
    floatingVariants: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(name).max(LIMITS.variants).optional(),
    /** Why the work floated, when it did. */
    floating: text.optional(),
});
/**
 * Merged shards placed differently (one runner without taskset, another with more CPUs): the
 * shards this placement is of, and every other placement with its shards (src/merge).
 */
const placement = placementOfRun.extend({
    shards: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(count).max(LIMITS.list).optional(),
    otherShards: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        shards: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(count).max(LIMITS.list),
        /** Absent: those shards recorded none (an older perf-gate). */
        placement: placementOfRun.optional(),
    }))
        .max(LIMITS.list)
        .optional(),
});
const resultSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schema: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(RESULT_SCHEMA),
    reportId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(new RegExp(_config_report_id_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_ID_PATTERN */ .CM), { error: _config_report_id_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_ID_RULE */ .M9 }),
    title: text.optional(),
    seed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .min(0)
        .max(2 ** 32),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$(),
    durationMs: count,
    runner,
    pullRequest: pullRequest.optional(),
    baseline: name,
    variants: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(name).max(LIMITS.variants),
    conditions: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        rounds: count,
        warmupRounds: count,
        lifecycle: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['fresh', 'shared']),
        /** The variants of a round took turns in slices of this length (absent: whole trials). */
        sliceMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().positive().max(3_600_000).optional(),
        wholeTrialsBecause: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(2_000).optional(),
        load,
        /** The baseline's setup steps and when in each trial they ran (absent in older files). */
        setup: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ step: text, when: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['measure', 'warmup', 'both']) }))
            .max(LIMITS.list)
            .optional(),
        alpha: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().gt(0).lt(1),
        thresholds: zod__WEBPACK_IMPORTED_MODULE_2__/* .partialRecord */ .jgl(metric, fraction),
        inconclusive: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['pass', 'fail']),
        test: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['t', 'permutation', 'trimmed']),
        /** The variants whose comparisons decided the verdict (absent: every variant; GateSpec.judged). */
        judged: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text).max(LIMITS.variants).optional(),
        /** Extra rounds the run could spend re-running disturbed rounds. */
        reruns: count,
        /** Which CPUs the load engine and the services ran on (absent in older files). */
        placement: placement.optional(),
    }),
    /** Rounds that were run again, with what disturbed them; their trials stay in `trials`. */
    rerunRounds: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(rerunRound).max(LIMITS.trials),
    /** How a sequential run spent its rounds (absent when `rounds` fixed the size). */
    sequence: sequence.optional(),
    summaries: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(summary).max(LIMITS.variants + 1),
    comparisons: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(comparison).max(LIMITS.variants * _model_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .METRIC_NAMES */ .Uw.length),
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        reasons: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text).max(LIMITS.list),
        failures: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ variant: name, metric: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([metric, zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('trials')]) }))
            .max(LIMITS.list),
        warnings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text).max(LIMITS.list),
    }),
    /** Trials that look disturbed (outliers, unstable rate, foreign load): reported, kept. */
    noise: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        sequence: count,
        variant: name,
        round: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        reasons: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text).max(16),
    }))
        .max(LIMITS.trials),
    /** The commit each variant ran from, when a variant names a ref. */
    refs: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(name, zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ ref: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(LIMITS.name), sha })).optional(),
    trials: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(trial).max(LIMITS.trials),
    /** Where the services' logs were written. */
    logDir: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(LIMITS.text).optional(),
    /**
     * Why the run stopped part-way (e.g. a variant's services did not start): the result
     * holds only the trials measured before, and the run exits 3.
     */
    incomplete: text.optional(),
    /** What identifies the experiment across jobs: the shards of one run share it. */
    experiment: experimentIdentity.optional(),
    /** This result is one shard of a job matrix: it measured a share of the rounds. */
    shard: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ index: count, total: count, seed: count }).optional(),
    /** This result pools the rounds of shards measured on several runners. */
    shards: shardsReport.optional(),
    /** Where the time went: the profiling rounds after the gate decided (absent when none ran). */
    profiling: profiling.optional(),
    /** What the per-round spread is made of (absent in older files and pooled shards). */
    noiseParts: noiseParts.optional(),
});
class ResultFileError extends Error {
}
/** "trials[3].measurement.throughput" from zod's path. */
function fieldPath(path) {
    return path.reduce((out, key) => typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key), '');
}
/** The result, checked; throws a ResultFileError naming the first fields that do not match. */
function parseResult(value) {
    const parsed = resultSchema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const problems = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${fieldPath(issue.path) || '(top level)'}: ${issue.message}`);
    const more = parsed.error.issues.length - problems.length;
    throw new ResultFileError(`${problems.join('; ')}${more > 0 ? `; and ${more} more problem${more === 1 ? '' : 's'}` : ''}`);
}


/***/ }),

/***/ 65781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CR: () => (/* binding */ buildResult),
/* harmony export */   WD: () => (/* binding */ headlineVariant),
/* harmony export */   Wu: () => (/* binding */ headlineComparison),
/* harmony export */   lY: () => (/* binding */ headlineMetric),
/* harmony export */   s1: () => (/* binding */ roundsSpent)
/* harmony export */ });
/* unused harmony exports rerunRounds, headlineOutputs */
/* harmony import */ var _stats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9751);
/* harmony import */ var _placement_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88625);
/* harmony import */ var _result_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58909);



/** Each run of replaced trials of one round is one re-run. */
function rerunRounds(trials) {
    const out = [];
    let previous;
    for (const t of trials) {
        if (t.status === 'replaced') {
            const last = out.at(-1);
            if (last && previous?.status === 'replaced' && previous.round === t.round)
                last.trials.push(t.sequence);
            else
                out.push({ round: t.round, trials: [t.sequence], reasons: t.disturbances });
        }
        previous = t;
    }
    return out;
}
function buildResult(inputs) {
    const { config } = inputs;
    const names = config.variants.map((v) => v.name);
    return {
        schema: _result_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_SCHEMA */ .w,
        reportId: inputs.reportId,
        title: config.report.title,
        seed: inputs.seed,
        startedAt: inputs.startedAt.toISOString(),
        durationMs: inputs.finishedAt.getTime() - inputs.startedAt.getTime(),
        runner: inputs.runner,
        pullRequest: inputs.pullRequest,
        baseline: names[0],
        variants: names.slice(1),
        conditions: {
            rounds: config.rounds,
            warmupRounds: config.warmupRounds,
            lifecycle: config.lifecycle,
            sliceMs: inputs.wholeTrialsBecause ? undefined : config.sliceMs,
            wholeTrialsBecause: inputs.wholeTrialsBecause ?? config.wholeTrialsBecause,
            load: config.variants[0].load,
            setup: config.variants[0].setup.map((step) => ({
                step: step.kind === 'request' ? `${step.request.method} ${step.request.url}` : step.command,
                when: step.when,
            })),
            alpha: config.gate.alpha,
            thresholds: config.gate.thresholds,
            inconclusive: config.gate.inconclusive,
            test: config.gate.test,
            ...(config.gate.judged && { judged: [...config.gate.judged] }),
            reruns: config.reruns,
            ...(inputs.placement && { placement: inputs.placement }),
        },
        rerunRounds: rerunRounds(inputs.trials),
        sequence: inputs.sequence,
        summaries: inputs.summaries,
        comparisons: inputs.comparisons,
        verdict: withPlacementWarning(inputs.verdict, inputs.placement),
        noise: inputs.noise ?? [],
        refs: inputs.refs,
        trials: inputs.trials,
        logDir: inputs.logDir,
        ...(inputs.incomplete ? { incomplete: inputs.incomplete } : {}),
        experiment: inputs.experiment,
        shard: inputs.shard,
        shards: inputs.shards,
        ...(inputs.profiling && { profiling: inputs.profiling }),
        ...(inputs.noiseParts &&
            inputs.noiseParts.parts.length > 0 && { noiseParts: inputs.noiseParts }),
    };
}
/**
 * The rounds the run measured (warm-up rounds not counted) and the most it could take: a
 * sequential run stops once the answer is clear, a run that failed part-way stops early, and
 * a shard measures its share of the experiment's rounds.
 */
function roundsSpent(result) {
    const s = result.sequence;
    if (s)
        return { measured: s.rounds, most: s.maxRounds };
    const measured = new Set(result.trials.filter((t) => !t.warmup && t.status !== 'replaced').map((t) => t.round)).size;
    return { measured, most: result.conditions.rounds };
}
/**
 * The metric the first line, the diff block and the table are about: the one that failed
 * the gate first (the error rate, a gated latency…), else the first gated one, else
 * throughput. `trials` when the gate failed first on failed trials: nothing to compare.
 */
function headlineMetric(result) {
    const first = result.verdict.failures[0];
    if (first)
        return first.metric;
    const gated = result.comparisons.find((c) => c.gated);
    return gated?.metric ?? 'throughput';
}
/** The variant the first line is about: the one that failed first, else the worst one. */
function headlineVariant(result) {
    // The baseline is the other column of every comparison: its own failures name no variant.
    const first = result.verdict.failures.find((f) => f.variant !== result.baseline);
    if (first?.metric === 'trials')
        return first.variant;
    return headlineComparison(result)?.variant ?? first?.variant ?? result.variants[0];
}
/** The comparison the first line is about: of the headline metric, the worst variant's. */
function headlineComparison(result) {
    const metric = headlineMetric(result);
    // When the gate failed on this metric, the worst of the variants that failed on it.
    const failed = new Set(result.verdict.failures.filter((f) => f.metric === metric).map((f) => f.variant));
    // Only a judged variant's (GateSpec.judged): a history run is about HEAD, not the link.
    const candidates = result.comparisons.filter((c) => c.metric === metric &&
        (failed.size === 0 || failed.has(c.variant)) &&
        (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .judged */ .g$)(result.conditions, c.variant));
    const rank = (c) => ({ regression: 0, inconclusive: 1, improvement: 2, 'no-change': 3 })[c.outcome];
    // Worse first: the sign that means worse depends on the metric.
    const badness = (c) => Number.isFinite(c.estimatePct) ? (c.worse ? 1 : -1) * Math.abs(c.estimatePct) : 0;
    return [...candidates].sort((a, b) => rank(a) - rank(b) || badness(b) - badness(a))[0];
}
/** The headline as step outputs: what the first line is about, and by how much it changed. */
function headlineOutputs(result) {
    const metric = headlineMetric(result);
    const variant = headlineVariant(result);
    const change = (m) => {
        const c = result.comparisons.find((x) => x.variant === variant && x.metric === m);
        return c && Number.isFinite(c.estimatePct) ? c.estimatePct.toFixed(2) : '';
    };
    return {
        metric,
        delta: metric === 'trials' ? '' : change(metric),
        throughputDelta: change('throughput'),
    };
}
/** The verdict with a warning when the variants were not placed alike (`placementWarning`). */
function withPlacementWarning(verdict, placement) {
    const warning = (0,_placement_js__WEBPACK_IMPORTED_MODULE_2__/* .placementWarning */ .Y)(placement);
    return warning ? { ...verdict, warnings: [...verdict.warnings, warning] } : verdict;
}


/***/ }),

/***/ 1897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ shardsSection),
/* harmony export */   iQ: () => (/* binding */ budgetEndedShard),
/* harmony export */   kO: () => (/* binding */ shardVerdictLine),
/* harmony export */   uG: () => (/* binding */ shardsDrewOwnSeeds),
/* harmony export */   ur: () => (/* binding */ shardConditionLine)
/* harmony export */ });
/* harmony import */ var _experiment_shard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48667);
/* harmony import */ var _model_metrics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25500);
/* harmony import */ var _model_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(60826);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65781);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65655);
/**
 * What the report says about shards: for one shard, which share it measured; for a merged
 * run, how many rounds from how many runners the verdict rests on, who is missing, and how
 * each shard saw every gated change. Pure.
 */





/** Whether merged shards drew their own run seeds (from a terminal; a workflow's share one). */
function shardsDrewOwnSeeds(result) {
    return new Set(result.shards?.ran.map((shard) => shard.runSeed ?? result.seed)).size > 1;
}
/** Rounds this result measured, warm-ups not counted. */
const measuredRounds = (result) => (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .roundsSpent */ .s1)(result).measured;
/**
 * A shard's rounds measured and its share, when it ended before its share without failing:
 * its budget ended it (a shard stops before a round the budget would not fit). Undefined for
 * a shard that ran its share, or failed part-way.
 */
function budgetEndedShard(result) {
    if (!result.shard || result.incomplete)
        return undefined;
    const measured = measuredRounds(result);
    const share = (0,_experiment_shard_js__WEBPACK_IMPORTED_MODULE_3__/* .shardRounds */ .e1)(result.conditions.rounds, result.shard).length;
    return measured < share ? { measured, share } : undefined;
}
/** "7 of the experiment's 60 rounds", and whether its budget ended it before its share. */
function shardMeasured(result) {
    const cut = budgetEndedShard(result);
    const ended = cut ? ` (its share is ${cut.share}; its budget ended it)` : '';
    return `${measuredRounds(result)} of the experiment's ${result.conditions.rounds} rounds${ended}`;
}
/**
 * A shard gives no verdict of its own: its share of the rounds is too small to judge, and
 * a pass or fail here would contradict the merge that does judge.
 */
function shardVerdictLine(result) {
    if (!result.shard)
        return undefined;
    const { index, total } = result.shard;
    return [
        '🧩 ',
        (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .strong */ .ko)(`Shard ${index} of ${total}`),
        `: measured ${shardMeasured(result)}. The verdict comes from merging every shard (`,
        (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)('mode: merge'),
        ', or ',
        (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)('perf-gate merge'),
        ').',
    ];
}
/** One line for the run conditions, or none for an unsharded run. */
function shardConditionLine(result) {
    if (result.shard) {
        const { index, total, seed } = result.shard;
        return [
            (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .strong */ .ko)('Shard'),
            `: ${index} of ${total}, ${shardMeasured(result)} (shard seed `,
            (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(String(seed)),
            '); the verdict comes from merging every shard (',
            (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)('mode: merge'),
            ')',
        ];
    }
    const s = result.shards;
    if (!s)
        return undefined;
    const missing = s.missing.length > 0 ? `; missing: shard ${s.missing.join(', ')}` : '';
    const cut = s.ran.filter((shard) => shard.share !== undefined);
    const ended = cut.length === 1
        ? `; shard ${cut[0].index}'s budget ended it after ${cut[0].rounds} of its ${cut[0].share} rounds`
        : cut.length > 1
            ? `; the budget ended shards ${cut.map((shard) => shard.index).join(', ')} before their share (their rounds are in the shards table)`
            : '';
    return [
        (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .strong */ .ko)('Shards'),
        `: ${result.conditions.rounds} rounds pooled from ${s.ran.length} of ${s.total} runners${missing}${ended}`,
    ];
}
/** The per-shard table of a merged run; none for any other run. */
function shardsSection(result) {
    const s = result.shards;
    if (!s)
        return undefined;
    const gated = s.agreement;
    const rows = s.ran.map((shard) => [
        String(shard.index),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .given */ .gI)(`${shard.runner.cpus} × ${shard.runner.cpuModel}`),
        shard.share !== undefined ? `${shard.rounds} of ${shard.share}` : String(shard.rounds),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(String(shard.runSeed ?? shard.seed)),
        ...gated.map((a) => {
            const own = a.perShard.find((p) => p.index === shard.index);
            return own ? (0,_model_format_js__WEBPACK_IMPORTED_MODULE_4__/* .pct */ .Oe)(own.estimatePct / 100, { signed: true }) : 'n/a';
        }),
    ]);
    const missing = s.missing.map((index) => [
        String(index),
        '— no result —',
        '0',
        undefined,
        ...gated.map(() => undefined),
    ]);
    return {
        heading: `Shards: ${result.conditions.rounds} rounds from ${s.ran.length} of ${s.total} runners`,
        table: {
            columns: [
                { title: 'Shard', align: 'none' },
                { title: 'Runner', align: 'none' },
                { title: 'Rounds', align: 'right' },
                { title: 'Seed', align: 'right' },
                ...gated.map((a) => ({
                    title: [(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .given */ .gI)(a.variant), `: ${_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .METRICS */ .Cb[a.metric].label}`],
                    align: 'right',
                })),
            ],
            // In shard order, a missing one in its place.
            rows: [...rows, ...missing].sort((a, b) => Number(a[0]) - Number(b[0])),
        },
        agreement: gated.map((a) => [
            (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .given */ .gI)(a.variant),
            `, ${_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .METRICS */ .Cb[a.metric].label.toLowerCase()}: `,
            // One shard (the others missing), or shards of one round each: nothing to compare.
            ...(!Number.isFinite(a.pValue)
                ? [
                    'too few shards or rounds to test agreement between shards (it takes two shards of two rounds or more)',
                ]
                : [
                    ...(a.disagree ? ['⚠️ the shards ', (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .strong */ .ko)('disagree')] : ['the shards agree']),
                    ` (one-way ANOVA of the per-round differences by shard, Holm-adjusted p = ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_4__/* .pValue */ .sp)(a.pValue)})`,
                ]),
        ]),
    };
}


/***/ }),

/***/ 65655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HU: () => (/* binding */ aside),
/* harmony export */   S5: () => (/* binding */ renderText),
/* harmony export */   Uj: () => (/* binding */ fit),
/* harmony export */   _V: () => (/* binding */ joinText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   gI: () => (/* binding */ given),
/* harmony export */   ko: () => (/* binding */ strong),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/* unused harmony export spans */
/**
 * The words of the report, format-neutral: perf-gate's own text, text it was given (a
 * variant's name, an app's error), emphasis, and literals. Each renderer decides what they
 * look like — the markdown makes given text inert and bold strong text; the terminal prints
 * both as they are — so no renderer has to undo another's escaping. Pure.
 */
const given = (text) => ({ given: text });
const strong = (...text) => ({ strong: text.length === 1 ? text[0] : text });
const code = (text) => ({ code: text });
const aside = (text) => ({ aside: text });
/** Spans joined by `separator`, as one text. */
function joinText(parts, separator) {
    return parts.flatMap((part, i) => (i === 0 ? spans(part) : [separator, ...spans(part)]));
}
function spans(text) {
    return Array.isArray(text) ? text : [text];
}
/** Flat on one line, at most `width` characters: a name in a fixed-width picture or a literal. */
function fit(text, width = 40) {
    const flat = text.replace(/[\r\n]+/g, ' ');
    return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}
function renderText(text, style) {
    return spans(text)
        .map((span) => {
        if (typeof span === 'string')
            return span;
        if ('given' in span)
            return style.given(span.given);
        if ('strong' in span)
            return style.strong(renderText(span.strong, style));
        if ('aside' in span)
            return style.aside(renderText(span.aside, style));
        return style.code(span.code);
    })
        .join('');
}
const asItIs = (text) => text;
const PLAIN = {
    given: (text) => text.replace(/[\r\n]+/g, ' '),
    strong: asItIs,
    aside: asItIs,
    code: asItIs,
};
/** The text as a terminal shows it: every span as it is, on one line. */
function plainText(text) {
    return renderText(text, PLAIN);
}


/***/ }),

/***/ 99808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ incompleteBeta),
/* harmony export */   YW: () => (/* binding */ tQuantile),
/* harmony export */   Zl: () => (/* binding */ normalQuantile),
/* harmony export */   my: () => (/* binding */ tTwoSidedP),
/* harmony export */   p0: () => (/* binding */ tToNormalScore),
/* harmony export */   vr: () => (/* binding */ normalCdf)
/* harmony export */ });
/* unused harmony exports lnGamma, tCdf, tUpperTail */
/**
 * Student's t distribution, written out because simple-statistics has no t CDF or quantile.
 * Checked against scipy.stats in __tests__/fixtures/distributions.json.
 */
const LANCZOS = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
];
/** ln Γ(x) for x > 0 (Lanczos, g = 7), accurate to ~1e-15 relative. */
function lnGamma(x) {
    if (x < 0.5)
        return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
    x -= 1;
    let sum = LANCZOS[0];
    for (let i = 1; i < 9; i++)
        sum += LANCZOS[i] / (x + i);
    const t = x + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}
/** Continued fraction of the incomplete beta function (modified Lentz). */
function betaContinuedFraction(x, a, b) {
    const tiny = 1e-300;
    let c = 1;
    let d = 1 - ((a + b) * x) / (a + 1);
    if (Math.abs(d) < tiny)
        d = tiny;
    d = 1 / d;
    let h = d;
    for (let m = 1; m <= 500; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < tiny)
            d = tiny;
        c = 1 + aa / c;
        if (Math.abs(c) < tiny)
            c = tiny;
        d = 1 / d;
        h *= d * c;
        aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
        d = 1 + aa * d;
        if (Math.abs(d) < tiny)
            d = tiny;
        c = 1 + aa / c;
        if (Math.abs(c) < tiny)
            c = tiny;
        d = 1 / d;
        const step = d * c;
        h *= step;
        if (Math.abs(step - 1) < 1e-15)
            break;
    }
    return h;
}
/** Regularized incomplete beta I_x(a, b). */
function incompleteBeta(x, a, b) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const front = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
    return x < (a + 1) / (a + b + 2)
        ? (front * betaContinuedFraction(x, a, b)) / a
        : 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}
/** P(T ≤ t) for Student's t with `df` degrees of freedom. */
function tCdf(t, df) {
    if (!Number.isFinite(t))
        return t > 0 ? 1 : 0;
    const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
    return t >= 0 ? 1 - tail : tail;
}
/** Two-sided p-value of a t statistic. */
function tTwoSidedP(t, df) {
    if (Number.isNaN(t))
        return 1;
    return Math.min(1, incompleteBeta(df / (df + t * t), df / 2, 0.5));
}
const quantileCache = new Map();
/** The t value below which a share `p` of the distribution lies. */
function tQuantile(p, df) {
    if (p <= 0)
        return -Infinity;
    if (p >= 1)
        return Infinity;
    if (p === 0.5)
        return 0;
    const key = `${p}:${df}`;
    const cached = quantileCache.get(key);
    if (cached !== undefined)
        return cached;
    // Bisection on a bracket that grows until it holds the answer; tCdf is monotone.
    let low = -1;
    let high = 1;
    while (tCdf(low, df) > p)
        low *= 2;
    while (tCdf(high, df) < p)
        high *= 2;
    for (let i = 0; i < 200 && high - low > 1e-13 * Math.max(1, Math.abs(high)); i++) {
        const mid = (low + high) / 2;
        if (tCdf(mid, df) < p)
            low = mid;
        else
            high = mid;
    }
    const q = (low + high) / 2;
    quantileCache.set(key, q);
    return q;
}
/**
 * Φ(x), the standard normal CDF (Hart's double-precision algorithm as given by West 2005,
 * "Better approximations to cumulative normal functions"; ~1e-14 absolute).
 */
function normalCdf(x) {
    const z = Math.abs(x);
    let tail;
    if (z > 37)
        tail = 0;
    else {
        const e = Math.exp((-z * z) / 2);
        if (z < 7.07106781186547) {
            let num = 3.52624965998911e-2 * z + 0.700383064443688;
            num = num * z + 6.37396220353165;
            num = num * z + 33.912866078383;
            num = num * z + 112.079291497871;
            num = num * z + 221.213596169931;
            num = num * z + 220.206867912376;
            let den = 8.83883476483184e-2 * z + 1.75566716318264;
            den = den * z + 16.064177579207;
            den = den * z + 86.7807322029461;
            den = den * z + 296.564248779674;
            den = den * z + 637.333633378831;
            den = den * z + 793.826512519948;
            den = den * z + 440.413735824752;
            tail = (e * num) / den;
        }
        else {
            let f = z + 0.65;
            f = z + 4 / f;
            f = z + 3 / f;
            f = z + 2 / f;
            f = z + 1 / f;
            tail = e / f / 2.506628274631;
        }
    }
    return x > 0 ? 1 - tail : tail;
}
const ACKLAM_A = [
    -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2,
    -3.066479806614716e1, 2.506628277459239,
];
const ACKLAM_B = [
    -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1,
    -1.328068155288572e1,
];
const ACKLAM_C = [
    -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
];
const ACKLAM_D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
/** Φ⁻¹(p): Acklam's rational approximation, polished by one Halley step on normalCdf. */
function normalQuantile(p) {
    if (p <= 0)
        return -Infinity;
    if (p >= 1)
        return Infinity;
    const [a, b, c, d] = [ACKLAM_A, ACKLAM_B, ACKLAM_C, ACKLAM_D];
    let x;
    if (p < 0.02425 || p > 1 - 0.02425) {
        const q = Math.sqrt(-2 * Math.log(p < 0.5 ? p : 1 - p));
        x =
            (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
                ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
        if (p > 0.5)
            x = -x;
    }
    else {
        const q = p - 0.5;
        const r = q * q;
        x =
            ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
                (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
    const e = normalCdf(x) - p;
    const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
    return x - u / (1 + (x * u) / 2);
}
/** P(T > t): the upper tail, computed directly so that small tails keep their precision. */
function tUpperTail(t, df) {
    if (Number.isNaN(t))
        return NaN;
    if (!Number.isFinite(t))
        return t > 0 ? 0 : 1;
    const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
    return t >= 0 ? tail : 1 - tail;
}
/**
 * The normal score with the same one-sided tail as t on `df` degrees of freedom. Sequential
 * boundaries are set on this scale, where every look's statistic is exactly N(0, 1).
 */
function tToNormalScore(t, df) {
    if (Number.isNaN(t))
        return NaN;
    // Symmetric, and taken from the small tail, where floating point keeps its precision.
    const z = -normalQuantile(tUpperTail(Math.abs(t), df));
    return t < 0 ? -z : z;
}


/***/ }),

/***/ 9751:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ decidesVerdict),
/* harmony export */   UD: () => (/* binding */ compare),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   g$: () => (/* binding */ judged)
/* harmony export */ });
/* unused harmony exports summarizeValues, comparedMetrics */
/* harmony import */ var simple_statistics__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15521);
/* harmony import */ var _model_metrics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25500);
/* harmony import */ var _model_trial_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(173);
/* harmony import */ var _paired_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5570);
/* harmony import */ var _tolerance_test_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(16717);
/**
 * Stats stage: Trial[] → per-variant summaries and Comparison[] (variant × metric vs the
 * baseline), each with an outcome. Pure.
 */





function summarize(trials, variants) {
    return variants.map((variant) => {
        const own = (0,_model_trial_js__WEBPACK_IMPORTED_MODULE_4__/* .countedTrials */ .aO)(trials).filter((t) => t.variant === variant);
        const measured = (0,_model_trial_js__WEBPACK_IMPORTED_MODULE_4__/* .measuredTrials */ .ik)(own);
        return {
            variant,
            trials: own.length,
            failedTrials: own.length - measured.length,
            firstFailure: own.find((t) => t.status === 'failed')?.error.split('\n')[0],
            saturatedTrials: measured.filter((t) => t.measurement.saturated).length,
            metrics: (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .byMetric */ .SE)(_model_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .METRIC_NAMES */ .Uw, (metric) => summarizeValues(measured.map((t) => (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .metricValue */ .a3)(t.measurement, metric)))),
        };
    });
}
function summarizeValues(values) {
    if (values.length === 0)
        return { n: 0, mean: NaN, median: NaN, stdev: NaN, cv: NaN, min: NaN, max: NaN };
    const m = (0,simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .mean */ .RE)(values);
    const stdev = values.length > 1 ? (0,simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .sampleStandardDeviation */ .JK)(values) : 0;
    return {
        n: values.length,
        mean: m,
        median: (0,simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(values),
        stdev,
        cv: m !== 0 ? stdev / m : NaN,
        min: (0,simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .min */ .jk)(values),
        max: (0,simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .max */ .T9)(values),
    };
}
/** Values of one metric per round for one variant: index = round; undefined when not measured. */
function byRound(trials, variant, metric) {
    const values = new Map();
    for (const t of (0,_model_trial_js__WEBPACK_IMPORTED_MODULE_4__/* .measuredTrials */ .ik)(trials)) {
        if (t.variant === variant)
            values.set(t.round, (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .metricValue */ .a3)(t.measurement, metric));
    }
    return values;
}
/** The metrics this run measured (the objective and CPU only when set up), in report order. */
function comparedMetrics(trials) {
    const measured = (0,_model_trial_js__WEBPACK_IMPORTED_MODULE_4__/* .measuredTrials */ .ik)(trials);
    return _model_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .METRIC_NAMES */ .Uw.filter((metric) => measured.some((t) => (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .metricDefinition */ .u8)(metric).read(t.measurement) !== undefined));
}
/**
 * `random` seeds the permutation test when the gate asks for it; the t test needs none.
 * `design` says how the rounds were run: a sequential run's looks use its calibrated
 * boundaries; by default one look after the rounds there are (a fixed design).
 */
function compare(trials, variants, gate, random = () => {
    throw new Error('the permutation test needs a seeded random source');
}, design) {
    const [baseline, ...others] = variants;
    const alpha = gate.alpha;
    const metrics = comparedMetrics(trials);
    const tests = others.flatMap((variant) => metrics.map((metric) => testMetric(trials, baseline, variant, metric, gate, random, design)));
    // The family is the comparisons that decide the verdict: a variant the gate does not judge
    // (GateSpec.judged) is decided alone, as an ungated metric is, and widens no one's test.
    const gatedIndices = tests.flatMap((c, i) => (decidesVerdict(c, gate) ? [i] : []));
    const adjusted = (0,_paired_js__WEBPACK_IMPORTED_MODULE_2__/* .holmAdjust */ .IZ)(gatedIndices.map((i) => tests[i].estimate.pValue));
    const adjustedByIndex = new Map(gatedIndices.map((i, k) => [i, adjusted[k]]));
    // Regressions are Holm-corrected over the gated family; each ungated metric stands alone.
    const family = (0,_tolerance_test_js__WEBPACK_IMPORTED_MODULE_3__/* .decide */ .LD)(gatedIndices.map((i) => tests[i].worse), alpha);
    const decisionByIndex = new Map(gatedIndices.map((i, k) => [
        i,
        { outcome: family.outcomes[k], pWorse: family.adjustedPWorse[k] },
    ]));
    const familySize = Math.max(1, gatedIndices.length);
    return tests.map((c, i) => {
        const own = (0,_tolerance_test_js__WEBPACK_IMPORTED_MODULE_3__/* .decide */ .LD)([c.worse], alpha);
        return comparisonOf(c, baseline, alpha, adjustedByIndex.has(i) ? familySize : 1, {
            adjustedPValue: adjustedByIndex.get(i) ?? c.estimate.pValue,
            decision: decisionByIndex.get(i) ?? {
                outcome: own.outcomes[0],
                pWorse: own.adjustedPWorse[0],
            },
        });
    });
}
/** Whether a variant's comparisons decide the verdict (GateSpec.judged; absent, every variant). */
function judged(gate, variant) {
    return gate.judged?.includes(variant) ?? true;
}
/**
 * Whether a comparison is one the verdict rests on: gated, of a judged variant. The Holm
 * family, the gate, the sequential stop and the report's "undecided" are all made of these.
 */
function decidesVerdict(c, gate) {
    return c.gated && judged(gate, c.variant);
}
/** The paired rounds of one metric: its estimate, and its tests against the tolerance both ways. */
function testMetric(trials, baseline, variant, metric, gate, random, design) {
    const alpha = gate.alpha;
    const definition = (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .metricDefinition */ .u8)(metric);
    const { scale, better } = definition;
    const base = byRound(trials, baseline, metric);
    const own = byRound(trials, variant, metric);
    const rounds = [...base.keys()].filter((r) => own.has(r)).sort((a, b) => a - b);
    const d = (0,_paired_js__WEBPACK_IMPORTED_MODULE_2__/* .pairedDifferences */ .yG)(rounds.map((r) => base.get(r)), rounds.map((r) => own.get(r)), scale);
    const estimate = gate.test === 'permutation'
        ? (0,_paired_js__WEBPACK_IMPORTED_MODULE_2__/* .pairedPermutationTest */ .cH)(d, scale, alpha, random)
        : gate.test === 'trimmed'
            ? (0,_paired_js__WEBPACK_IMPORTED_MODULE_2__/* .pairedTrimmedTest */ .cY)(d, scale, alpha)
            : (0,_paired_js__WEBPACK_IMPORTED_MODULE_2__/* .pairedTest */ .Yt)(d, scale, alpha);
    const threshold = (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .isGateMetric */ .Iq)(metric) ? gate.thresholds[metric] : undefined;
    // A ceiling (the error rate) bounds the variant itself (see gate/); with a baseline
    // tolerance it is also a comparison, gated only when some round differs. Rounds that
    // are all identical (no error on either side) can never show a regression: in the
    // Holm family they would only halve the other comparisons' level. Swapping the arms
    // of a round leaves that event unchanged, so leaving them out keeps the A/A
    // false-fail rate (checked by simulation in errors-gate.test.ts).
    const gated = threshold !== undefined &&
        (definition.gate === 'change' ||
            (definition.baselineTolerance !== undefined && d.some((x) => x !== 0)));
    const tolerance = threshold === undefined
        ? definition.tolerance
        : definition.gate === 'ceiling'
            ? (definition.baselineTolerance?.(threshold) ?? definition.tolerance)
            : threshold;
    const w = (0,_tolerance_test_js__WEBPACK_IMPORTED_MODULE_3__/* .worsening */ .Hr)(d, better);
    const look = design ?? { kind: 'fixed', maxRounds: d.length };
    const test = (values, margin) => gate.test === 'permutation'
        ? (0,_tolerance_test_js__WEBPACK_IMPORTED_MODULE_3__/* .signFlipToleranceTest */ .Q0)(values, margin, random)
        : (0,_tolerance_test_js__WEBPACK_IMPORTED_MODULE_3__/* .toleranceTest */ .SC)(values, margin, look, gate.test === 'trimmed' ? (x) => (0,_paired_js__WEBPACK_IMPORTED_MODULE_2__/* .trimmedMeanAndError */ .TD)(x) : undefined);
    const margin = (0,_tolerance_test_js__WEBPACK_IMPORTED_MODULE_3__/* .toleranceMargin */ .wI)(tolerance, scale, better);
    const worse = test(w, margin);
    // The mirror image, for the report: better than the tolerance by the same standard.
    const mirror = better === 'higher' ? 'lower' : 'higher';
    const improved = test(w.map((x) => -x), (0,_tolerance_test_js__WEBPACK_IMPORTED_MODULE_3__/* .toleranceMargin */ .wI)(tolerance, scale, mirror));
    return {
        variant,
        metric,
        scale,
        better,
        gated,
        tolerance,
        margin,
        look,
        estimate,
        worse,
        improved,
    };
}
/** A metric's comparison as the report reads it, once the gated family has decided. */
function comparisonOf(c, baseline, alpha, familySize, family) {
    const e = c.estimate;
    const { adjustedPValue, decision } = family;
    // As the report shows it: the plain p beside the plain 95% interval, so that "does not
    // change" never stands beside an interval clear of zero.
    const significant = e.pValue < 0.05;
    const worse = c.better === 'higher' ? e.estimate < 0 : e.estimate > 0;
    // The advice uses the level of the gate's first Holm step, where a regression is hardest
    // (familySize 1 for a comparison outside the family).
    const level = alpha / familySize;
    const detectable = (0,_tolerance_test_js__WEBPACK_IMPORTED_MODULE_3__/* .detectableWorsening */ .KK)(e.sd, e.n, c.margin, level, c.look);
    const improvement = c.improved.pWorse <= alpha;
    return {
        variant: c.variant,
        baseline,
        metric: c.metric,
        scale: c.scale,
        gated: c.gated,
        tolerance: c.tolerance,
        n: e.n,
        estimatePct: e.estimate * 100,
        ciLowPct: e.ciLow * 100,
        ciHighPct: e.ciHigh * 100,
        pValue: e.pValue,
        adjustedPValue,
        pWorse: decision.pWorse,
        pWithin: c.worse.pWithin,
        mdePct: Math.abs((0,_tolerance_test_js__WEBPACK_IMPORTED_MODULE_3__/* .changeOfWorsening */ .ih)(detectable, c.scale, c.better)) * 100,
        roundsNeeded: (0,_tolerance_test_js__WEBPACK_IMPORTED_MODULE_3__/* .roundsToDecide */ .bb)(e.sd, c.margin, level),
        spreadPct: Number.isFinite(e.sd) ? e.sd * 100 : undefined,
        significant,
        worse,
        outcome: decision.outcome === 'worse'
            ? 'regression'
            : improvement
                ? 'improvement'
                : decision.outcome === 'within'
                    ? 'no-change'
                    : 'inconclusive',
    };
}


/***/ }),

/***/ 5957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i4: () => (/* binding */ disturbances),
/* harmony export */   y9: () => (/* binding */ flagNoisyTrials)
/* harmony export */ });
/* unused harmony exports NOISE_LIMITS, perSecondCv */
/* harmony import */ var simple_statistics__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15521);
/* harmony import */ var _model_trial_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(173);
/**
 * Noise diagnostics: trials that look disturbed. They are reported, never dropped — a
 * dropped trial would break the pairing and could hide a real effect.
 */


const NOISE_LIMITS = {
    /** Modified z-score (Iglewicz & Hoaglin) beyond which a trial's req/s is an outlier. */
    outlierZ: 3.5,
    /** Coefficient of variation of the per-second rate above which a trial was unstable. */
    unstableCv: 0.15,
    /** Cores of foreign CPU use above which the trial shared the machine. */
    foreignCores: 0.25,
    /** Cores the hypervisor gave to other guests (steal) above which the trial lost CPU. */
    stealCores: 0.1,
};
/** Coefficient of variation of the per-second rate, when there are enough seconds to tell. */
function perSecondCv(perSecond) {
    if (perSecond.length < 3)
        return undefined;
    const mean = perSecond.reduce((a, b) => a + b, 0) / perSecond.length;
    if (!(mean > 0))
        return undefined;
    const sd = Math.sqrt(perSecond.reduce((a, b) => a + (b - mean) ** 2, 0) / (perSecond.length - 1));
    return sd / mean;
}
/**
 * Why a trial's conditions were disturbed, from what happened around it — foreign load,
 * CPU steal, a rate that jumped within the trial — and never from the level of the metric
 * it measured: re-running on the outcome would select the results and bias the estimate.
 */
function disturbances(m) {
    const reasons = [];
    const cv = perSecondCv(m.perSecond);
    if (cv !== undefined && cv > NOISE_LIMITS.unstableCv)
        reasons.push(`unstable: per-second rate varied by ${(cv * 100).toFixed(0)}%`);
    const foreign = m.resources?.foreignCores;
    if (foreign !== undefined && foreign > NOISE_LIMITS.foreignCores)
        reasons.push(`foreign load: other processes used ${foreign.toFixed(2)} cores${busiest(m.resources?.foreignProcesses)}`);
    const steal = m.resources?.stealCores;
    if (steal !== undefined && steal > NOISE_LIMITS.stealCores)
        reasons.push(`steal: the hypervisor took ${steal.toFixed(2)} cores`);
    return reasons;
}
/** The co-tenant that used most, to tell the reader what it was. */
function busiest(processes) {
    const top = processes?.[0];
    return top ? ` (most: ${top.command} ${top.cores.toFixed(2)})` : '';
}
function flagNoisyTrials(trials, variants) {
    const flags = new Map();
    const flag = (t, reason) => {
        const entry = flags.get(t.sequence) ?? {
            sequence: t.sequence,
            variant: t.variant,
            round: t.round,
            reasons: [],
        };
        entry.reasons.push(reason);
        flags.set(t.sequence, entry);
    };
    const measured = (0,_model_trial_js__WEBPACK_IMPORTED_MODULE_1__/* .measuredTrials */ .ik)(trials);
    for (const variant of variants) {
        const own = measured.filter((t) => t.variant === variant);
        if (own.length < 4)
            continue;
        const rates = own.map((t) => t.measurement.throughput);
        const center = (0,simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(rates);
        const mad = (0,simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(rates.map((r) => Math.abs(r - center)));
        if (mad === 0)
            continue;
        for (const t of own) {
            const z = (0.6745 * (t.measurement.throughput - center)) / mad;
            if (Math.abs(z) > NOISE_LIMITS.outlierZ) {
                flag(t, `outlier: ${t.measurement.throughput.toFixed(0)} req/s against a median of ${center.toFixed(0)}`);
            }
        }
    }
    for (const t of measured)
        for (const reason of disturbances(t.measurement))
            flag(t, reason);
    return [...flags.values()].sort((a, b) => a.sequence - b.sequence);
}


/***/ }),

/***/ 5570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IZ: () => (/* binding */ holmAdjust),
/* harmony export */   TD: () => (/* binding */ trimmedMeanAndError),
/* harmony export */   Yt: () => (/* binding */ pairedTest),
/* harmony export */   cH: () => (/* binding */ pairedPermutationTest),
/* harmony export */   cY: () => (/* binding */ pairedTrimmedTest),
/* harmony export */   wY: () => (/* binding */ POWER),
/* harmony export */   yG: () => (/* binding */ pairedDifferences)
/* harmony export */ });
/* unused harmony exports signFlipPValue, TRIM */
/* harmony import */ var simple_statistics__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15521);
/* harmony import */ var _distributions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99808);
/* harmony import */ var _sign_flip_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51268);
/**
 * The paired comparison of one variant with the baseline on one metric.
 *
 * Why this test: the unit of sampling is one trial, and trials of the same round share the
 * runner's conditions at that moment, so each round gives one difference d = ln(v / b)
 * (or v − b for rates that are often zero). Pairing cancels drift between rounds; the log
 * makes a ratio symmetric and its sampling distribution close to normal for the
 * multiplicative noise of throughput and latency. A one-sample t test on the d values gives
 * the estimate, its 95% interval and the p-value with few rounds (5–20) where a normal
 * approximation would be overconfident.
 */



const POWER = 0.8;
function pairedDifferences(baseline, variant, scale) {
    const d = [];
    for (let i = 0; i < baseline.length; i++) {
        const b = baseline[i];
        const v = variant[i];
        if (scale === 'difference')
            d.push(v - b);
        else if (b > 0 && v > 0)
            d.push(Math.log(v / b));
    }
    return d;
}
function pairedTest(d, scale, alpha) {
    const n = d.length;
    const back = (x) => (scale === 'ratio' ? Math.expm1(x) : x);
    if (n < 2) {
        return {
            n,
            estimate: n ? back(d[0]) : NaN,
            ciLow: NaN,
            ciHigh: NaN,
            pValue: NaN,
            mde: NaN,
            sd: NaN,
        };
    }
    const m = (0,simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .mean */ .RE)(d);
    const sd = (0,simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .sampleStandardDeviation */ .JK)(d);
    const se = sd / Math.sqrt(n);
    const df = n - 1;
    const tCrit = (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .tQuantile */ .YW)(1 - alpha / 2, df);
    let pValue;
    // Rounding leaves a tiny sd when every round gave the same difference.
    if (se <= 1e-12 * Math.abs(m) || se === 0)
        pValue = m === 0 ? 1 : 0;
    else
        pValue = (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .tTwoSidedP */ .my)(m / se, df);
    const mdeLog = (tCrit + (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .tQuantile */ .YW)(POWER, df)) * se;
    return {
        n,
        estimate: back(m),
        ciLow: back(m - tCrit * se),
        ciHigh: back(m + tCrit * se),
        pValue,
        mde: back(mdeLog),
        sd,
    };
}
/** Holm's step-down adjustment: controls the family-wise false-alarm rate at alpha. */
function holmAdjust(pValues) {
    const order = pValues
        .map((p, i) => ({ p: Number.isNaN(p) ? 1 : p, i }))
        .sort((a, b) => a.p - b.p);
    const adjusted = new Array(pValues.length);
    let running = 0;
    order.forEach(({ p, i }, rank) => {
        running = Math.max(running, Math.min(1, (order.length - rank) * p));
        adjusted[i] = Number.isNaN(pValues[i]) ? NaN : running;
    });
    return adjusted;
}
/** Sign patterns are enumerated up to this many rounds, sampled beyond it. */
const EXACT_SIGN_FLIP_LIMIT = 16;
const SIGN_FLIP_DRAWS = 20_000;
/**
 * Two-sided sign-flip permutation test of mean(d) = 0: under no change each round's
 * difference is as likely positive as negative. Assumes only symmetry, not normality, so it
 * suits heavy-tailed metrics such as p99 latency. Exact up to 16 rounds; beyond that a
 * seeded Monte Carlo estimate (the random source is passed in).
 */
function signFlipPValue(d, random) {
    const n = d.length;
    if (n === 0)
        return NaN;
    const observed = Math.abs(d.reduce((a, b) => a + b, 0));
    // Ties in floating point: count patterns within a relative hair of the observed sum.
    const atLeast = (sum) => Math.abs(sum) >= observed * (1 - 1e-12);
    if (n <= EXACT_SIGN_FLIP_LIMIT) {
        let count = 0;
        const patterns = 2 ** n;
        for (let mask = 0; mask < patterns; mask++) {
            let sum = 0;
            for (let i = 0; i < n; i++)
                sum += mask & (1 << i) ? -d[i] : d[i];
            if (atLeast(sum))
                count++;
        }
        return count / patterns;
    }
    let count = 0;
    for (let draw = 0; draw < SIGN_FLIP_DRAWS; draw++) {
        let sum = 0;
        for (const x of d)
            sum += random() < 0.5 ? -x : x;
        if (atLeast(sum))
            count++;
    }
    return (count + 1) / (SIGN_FLIP_DRAWS + 1);
}
/**
 * The permutation variant of pairedTest: sign-flip p-value, and the interval that inverts the
 * same test (a percentile bootstrap covers only 84–89% at 5–10 rounds while labelled 95%).
 */
function pairedPermutationTest(d, scale, alpha, random) {
    const t = pairedTest(d, scale, alpha);
    if (d.length < 2)
        return t;
    const back = (x) => (scale === 'ratio' ? Math.expm1(x) : x);
    const [low, high] = (0,_sign_flip_js__WEBPACK_IMPORTED_MODULE_2__/* .signFlipInterval */ .MM)((0,_sign_flip_js__WEBPACK_IMPORTED_MODULE_2__/* .subsetMeans */ .bM)(d, random), alpha);
    return { ...t, pValue: signFlipPValue(d, random), ciLow: back(low), ciHigh: back(high) };
}
/** Share trimmed from each end by the trimmed test: Wilcox's recommended 20%. */
const TRIM = 0.2;
/**
 * Paired trimmed-mean t test (Tukey–McLaughlin; Yuen's test on paired differences): the
 * mean of the per-round differences after dropping the lowest and highest 20%, with a
 * standard error from the winsorized variance and h − 1 degrees of freedom (h rounds kept).
 * A round in which a co-tenant hit one arm moves the plain mean and inflates the plain
 * variance; here it is one of the trimmed, so the interval stays as narrow as the quiet
 * rounds allow and its level holds. It estimates the centre of the differences, which is
 * the mean when their noise is symmetric, as it is when the arm that is hit is random.
 */
/**
 * Yuen's trimmed mean of d and its standard error (from the winsorized variance), with
 * h − 1 degrees of freedom; undefined when fewer than two rounds would be kept.
 */
function trimmedMeanAndError(d, trim = TRIM) {
    const n = d.length;
    const g = Math.floor(trim * n);
    const h = n - 2 * g;
    if (h < 2)
        return undefined;
    const sorted = [...d].sort((a, b) => a - b);
    const mean = sorted.slice(g, n - g).reduce((a, b) => a + b, 0) / h;
    const winsorized = sorted.map((x) => Math.min(Math.max(x, sorted[g]), sorted[n - g - 1]));
    const wMean = winsorized.reduce((a, b) => a + b, 0) / n;
    const ssw = winsorized.reduce((a, x) => a + (x - wMean) ** 2, 0);
    return { mean, se: Math.sqrt(ssw / (h * (h - 1))), df: h - 1 };
}
function pairedTrimmedTest(d, scale, alpha, trim = TRIM) {
    const n = d.length;
    const trimmed = trimmedMeanAndError(d, trim);
    if (!trimmed)
        return pairedTest(d, scale, alpha);
    const { mean: trimmedMean, se, df } = trimmed;
    const back = (x) => (scale === 'ratio' ? Math.expm1(x) : x);
    const tCrit = (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .tQuantile */ .YW)(1 - alpha / 2, df);
    let pValue;
    if (se <= 1e-12 * Math.abs(trimmedMean) || se === 0)
        pValue = trimmedMean === 0 ? 1 : 0;
    else
        pValue = (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .tTwoSidedP */ .my)(trimmedMean / se, df);
    return {
        n,
        estimate: back(trimmedMean),
        ciLow: back(trimmedMean - tCrit * se),
        ciHigh: back(trimmedMean + tCrit * se),
        pValue,
        mde: back((tCrit + (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .tQuantile */ .YW)(POWER, df)) * se),
        // The spread of a plain mean with the same standard error, for planning rounds.
        sd: se * Math.sqrt(n),
    };
}


/***/ }),

/***/ 2273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H1: () => (/* binding */ budgetWarnings),
/* harmony export */   He: () => (/* binding */ resolvableSoFar)
/* harmony export */ });
/* unused harmony export TYPICAL_ROUND_SPREAD */
/* harmony import */ var _model_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60826);
/* harmony import */ var _model_metrics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25500);
/* harmony import */ var _tolerance_test_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16717);



/**
 * Spread (sd) of the per-round log ratio on a shared 2-CPU runner, by design, from
 * `npm run bench:noise -- --part headline` (an express app, 10 s per variant; docs/accuracy.md):
 * in 500 ms slices rounds differed by 4.6–5.3% (req/s) and 3.8–4.7% (CPU per request), quiet
 * or beside a bursty co-tenant; as whole trials (`slice: off`) by 11–13% and 10–12%. The
 * default 100 ms slices on kept connections read 3.6% / 3.3% on a morning when 250 ms slices
 * read 5.7% / 5.1% (those read 4.1% / 3.5% on a quieter night, 5.3% / 4.6% beside the
 * co-tenant), within these. The upper figures, so that
 * no design is promised more than it did. Latency
 * percentiles are not listed: their spread depends too much on the app to assume one.
 */
const TYPICAL_ROUND_SPREAD = {
    sliced: { throughput: 0.053, cpu: 0.047 },
    whole: { throughput: 0.13, cpu: 0.124 },
};
/**
 * Warnings for gated metrics whose tolerance not even the most rounds the run may take
 * (`rounds`, or `max-rounds` for sequential rounds) could resolve at the typical spread of the
 * run's design, by the gate's own rule: rounds that would show no change within the tolerance
 * and a worsening of twice the tolerance as a regression, at α over the gated comparisons
 * (Holm's first step). The spread is an assumption about a shared runner, not a measurement
 * of this app, so the warning says so and points to the run's own figure (`resolvableSoFar`).
 * At a fixed arrival rate (`load.rate` in every variant) throughput is the rate the engine
 * holds, not a figure that varies with the machine: no warning for it.
 */
function budgetWarnings(config) {
    const warnings = [];
    const gated = Object.keys(config.gate.thresholds).filter((metric) => (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricDefinition */ .u8)(metric).gate === 'change').length;
    const level = config.gate.alpha / Math.max(1, gated);
    const most = config.sequential
        ? `even ${config.rounds} rounds (max-rounds)`
        : `${config.rounds} rounds`;
    const typical = TYPICAL_ROUND_SPREAD[config.sliceMs ? 'sliced' : 'whole'];
    const rateHeld = config.variants !== undefined &&
        config.variants.length > 0 &&
        config.variants.every((v) => v.load.rate !== undefined);
    for (const [metric, sd] of Object.entries(typical)) {
        const tolerance = config.gate.thresholds[metric];
        if (tolerance === undefined || (metric === 'throughput' && rateHeld))
            continue;
        const margin = (0,_tolerance_test_js__WEBPACK_IMPORTED_MODULE_1__/* .toleranceMargin */ .wI)(tolerance, 'ratio', (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricDefinition */ .u8)(metric).better);
        const needed = (0,_tolerance_test_js__WEBPACK_IMPORTED_MODULE_1__/* .roundsToDecide */ .bb)(sd, margin, level);
        if (needed !== undefined && needed <= config.rounds)
            continue;
        warnings.push(`gate.${metric}: ${most} cannot resolve a ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(tolerance)} tolerance if this app is as noisy as a typical shared runner (${config.sliceMs ? 'in slices, ' : 'as whole trials, '}rounds differ by about ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(sd)}); ${needed ? `about ${needed} rounds would` : 'no practical number of rounds would'}. The run measures its own noise and says what it can detect; to be sure of an answer, raise ${config.sequential ? 'max-rounds' : 'rounds'} or the tolerance.`);
    }
    return warnings;
}
/**
 * What the run can resolve so far at its own noise, for the progress line after each round
 * (from the 3rd): of the gated comparisons not yet decided, the one furthest from resolving
 * its tolerance, e.g.
 * "detects ≥ 9.1% so far (gate 5%, rounds differ by 7.2%); about 24 rounds would decide,
 * 30 allowed". `allowedRounds`: the most rounds the run may still reach (max-rounds, or
 * fewer when a wall-time budget ends it sooner); `nextLook`: between a sequential run's looks,
 * the next. Undefined when nothing is gated by a change.
 */
function resolvableSoFar(comparisons, rounds, allowedRounds, nextLook) {
    const candidates = comparisons.filter((c) => c.gated && (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricDefinition */ .u8)(c.metric).gate === 'change' && Number.isFinite(c.mdePct));
    if (rounds < 3 || candidates.length === 0)
        return undefined;
    // A comparison already decided (a regression far beyond its tolerance, say) needs no more
    // rounds, whatever its detectable change: only the undecided ones say what is left.
    // Between looks a sequential run goes on whatever it reads (its error rates rest on stopping
    // only at looks): say where it can stop.
    if (comparisons.every((x) => !x.gated || x.outcome !== 'inconclusive'))
        return `every gated comparison decided so far${nextLook ? `; the run can stop at its next look, round ${nextLook}` : ''}`;
    const undecided = candidates.filter((x) => x.outcome === 'inconclusive');
    if (undecided.length === 0)
        return undefined;
    // The comparison whose detectable change is largest against its tolerance decides last.
    const c = undecided.reduce((worst, x) => x.mdePct / x.tolerance > worst.mdePct / worst.tolerance ? x : worst);
    const variants = new Set(comparisons.map((x) => x.variant)).size;
    const who = [
        variants > 1 ? c.variant : '',
        c.metric === 'throughput' ? '' : (0,_model_metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .metricInSentence */ .z2)(c.metric),
    ]
        .filter(Boolean)
        .join(' ');
    const spread = c.spreadPct !== undefined ? `, rounds differ by ${readablePct(c.spreadPct / 100)}` : '';
    const needed = c.roundsNeeded;
    const rest = needed === undefined
        ? c.spreadPct
            ? `; no practical number of rounds would decide`
            : ''
        : needed <= rounds
            ? ''
            : needed <= allowedRounds
                ? `; about ${needed} rounds would decide, ${allowedRounds} allowed`
                : `; about ${needed} rounds would decide, only ${allowedRounds} allowed`;
    // A few rounds of a noisy metric (a p99) can only detect a change many times its size:
    // before the run could detect even a doubling, a figure says nothing (once it was
    // "≥ 63462305667.1%"), so the line says in words that it cannot tell yet.
    const figure = c.mdePct < UNREADABLE_PCT
        ? `detects ≥ ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(c.mdePct / 100)} so far`
        : `${who ? '— ' : ''}too few rounds to tell yet`;
    return `${who ? `${who} ` : ''}${figure} (gate ${(0,_model_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(c.tolerance)}${spread})${rest}`;
}
/** A detectable change at or above this (in %, a doubling) is not worth a figure yet. */
const UNREADABLE_PCT = 100;
/** A spread in %, or "more than tenfold" past what a percentage still says to a reader. */
function readablePct(fraction) {
    return fraction < 10 ? (0,_model_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(fraction) : 'more than tenfold';
}


/***/ }),

/***/ 25723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p3: () => (/* binding */ budgetedDesign),
  aT: () => (/* binding */ criticalScore),
  Mk: () => (/* binding */ isLook),
  uJ: () => (/* binding */ looksOf),
  Hm: () => (/* binding */ sequentialPValue)
});

// UNUSED EXPORTS: BOUNDARY_SHAPES, BUDGET_PLANNED_SHARE, LOOK_POINTS, lookWeight

// EXTERNAL MODULE: ./src/stats/distributions.ts
var distributions = __webpack_require__(99808);
;// CONCATENATED MODULE: ./src/stats/boundary-table.ts
// Generated by scripts/calibrate-boundaries.ts — do not edit; run the script again instead.
// 500000 simulated null runs, seed 20261130, looks at 3, 5, 7, 10, 13, 16, 20, 25, 30, 40, 50, 60 and the budget.
/** Tail probabilities at which the table gives the largest normal score over the looks. */
const BOUNDARY_TAIL_PROBABILITIES = [
    0.5, 0.4, 0.3, 0.25, 0.2, 0.15, 0.12, 0.1, 0.08, 0.07, 0.06, 0.05, 0.045, 0.04, 0.035, 0.03,
    0.025, 0.02, 0.0175, 0.015, 0.0125, 0.01, 0.008, 0.00667, 0.005, 0.004, 0.0033, 0.0025, 0.002,
    0.00167, 0.00125, 0.001, 0.0008, 0.0006, 0.0005, 0.0004, 0.0003, 0.00025,
];
/** Wang–Tsiatis Δ → budget (max rounds) → weighted scores at BOUNDARY_TAIL_PROBABILITIES. */
const BOUNDARY_TABLE = {
    '0.25': {
        '4': [
            0.2031, 0.4457, 0.7086, 0.8547, 1.0168, 1.206, 1.3408, 1.4429, 1.5637, 1.6331, 1.7106, 1.7984,
            1.8487, 1.9036, 1.9613, 2.0281, 2.1038, 2.1952, 2.2466, 2.3057, 2.3735, 2.451, 2.5233, 2.5848,
            2.679, 2.7465, 2.8072, 2.8958, 2.9628, 3.016, 3.0991, 3.1648, 3.2203, 3.3088, 3.363, 3.4046,
            3.4831, 3.5357,
        ],
        '5': [
            0.2546, 0.4911, 0.7435, 0.8856, 1.043, 1.2262, 1.3556, 1.4547, 1.5713, 1.6371, 1.7112, 1.7955,
            1.8423, 1.8931, 1.9521, 2.0174, 2.0902, 2.1746, 2.2232, 2.2809, 2.3469, 2.4242, 2.5022,
            2.5587, 2.6521, 2.7219, 2.7813, 2.8607, 2.92, 2.9776, 3.0607, 3.1299, 3.1819, 3.2633, 3.313,
            3.3974, 3.4783, 3.5067,
        ],
        '6': [
            0.3473, 0.5785, 0.8281, 0.9671, 1.1217, 1.3004, 1.4277, 1.5263, 1.6417, 1.7054, 1.7785,
            1.8618, 1.9093, 1.9597, 2.0155, 2.0782, 2.1524, 2.2375, 2.2867, 2.346, 2.4133, 2.4891, 2.5632,
            2.622, 2.7146, 2.7813, 2.8403, 2.929, 2.9936, 3.0479, 3.1331, 3.2087, 3.2722, 3.3544, 3.4075,
            3.463, 3.5411, 3.5865,
        ],
        '7': [
            0.3778, 0.6041, 0.8469, 0.9819, 1.1333, 1.3095, 1.435, 1.5312, 1.6433, 1.7065, 1.7779, 1.8599,
            1.9049, 1.9546, 2.0083, 2.0694, 2.1402, 2.2281, 2.2768, 2.3324, 2.3968, 2.4747, 2.5467,
            2.6066, 2.6944, 2.7706, 2.8265, 2.9115, 2.9822, 3.0378, 3.1226, 3.187, 3.2479, 3.3299, 3.3802,
            3.4351, 3.5087, 3.5559,
        ],
        '8': [
            0.4345, 0.656, 0.8952, 1.03, 1.1788, 1.3536, 1.4772, 1.5737, 1.6839, 1.7488, 1.8192, 1.8994,
            1.9446, 1.9924, 2.0472, 2.1114, 2.1827, 2.2645, 2.3112, 2.3656, 2.4318, 2.5097, 2.5827,
            2.6463, 2.7397, 2.8159, 2.8797, 2.9666, 3.0343, 3.0866, 3.1693, 3.2387, 3.3, 3.3805, 3.4254,
            3.484, 3.5667, 3.6106,
        ],
        '9': [
            0.4537, 0.6707, 0.9059, 1.0377, 1.1839, 1.3567, 1.4777, 1.5721, 1.6819, 1.7445, 1.8142,
            1.8932, 1.9389, 1.9862, 2.0412, 2.1034, 2.1728, 2.2564, 2.3037, 2.3603, 2.4218, 2.4965,
            2.5741, 2.6329, 2.7268, 2.796, 2.8617, 2.945, 3.0183, 3.0724, 3.1668, 3.2294, 3.2917, 3.3729,
            3.4213, 3.4749, 3.5317, 3.5819,
        ],
        '10': [
            0.4662, 0.6788, 0.9105, 1.0386, 1.1826, 1.3515, 1.4719, 1.5652, 1.6709, 1.732, 1.8017, 1.8799,
            1.9246, 1.9736, 2.029, 2.0876, 2.1566, 2.2389, 2.2883, 2.3412, 2.4033, 2.4783, 2.5565, 2.6175,
            2.7109, 2.7851, 2.8466, 2.9321, 2.995, 3.0567, 3.134, 3.202, 3.2668, 3.3649, 3.4095, 3.4671,
            3.5402, 3.576,
        ],
        '11': [
            0.5025, 0.7145, 0.944, 1.0711, 1.214, 1.3807, 1.5006, 1.5935, 1.7022, 1.7637, 1.8313, 1.9106,
            1.9555, 2.0037, 2.0577, 2.1176, 2.1881, 2.2702, 2.3188, 2.3728, 2.4391, 2.5155, 2.5934,
            2.6533, 2.7446, 2.8202, 2.8799, 2.9688, 3.0365, 3.0952, 3.181, 3.2458, 3.3173, 3.3959, 3.4425,
            3.4986, 3.584, 3.645,
        ],
        '12': [
            0.5149, 0.7236, 0.9499, 1.0755, 1.2168, 1.3819, 1.501, 1.5921, 1.6977, 1.7587, 1.8287, 1.9086,
            1.9523, 2.0002, 2.0549, 2.1137, 2.1826, 2.2635, 2.3113, 2.3674, 2.4335, 2.5109, 2.5858,
            2.6473, 2.7402, 2.8155, 2.8737, 2.9552, 3.0146, 3.0791, 3.1638, 3.2406, 3.303, 3.3704, 3.4165,
            3.4775, 3.5758, 3.6111,
        ],
        '13': [
            0.5234, 0.7288, 0.9515, 1.0761, 1.2163, 1.3798, 1.4971, 1.586, 1.6917, 1.752, 1.8207, 1.8986,
            1.9412, 1.9884, 2.0408, 2.102, 2.1723, 2.2551, 2.3055, 2.3629, 2.4243, 2.5007, 2.5756, 2.6386,
            2.7315, 2.8008, 2.8635, 2.9451, 3.0174, 3.0697, 3.1593, 3.218, 3.2873, 3.3664, 3.4151, 3.4688,
            3.5431, 3.5883,
        ],
        '14': [
            0.5485, 0.7534, 0.9752, 1.0997, 1.2393, 1.4022, 1.5205, 1.6103, 1.7139, 1.7746, 1.8432,
            1.9194, 1.9629, 2.0105, 2.0641, 2.1259, 2.1971, 2.2797, 2.3334, 2.3886, 2.4525, 2.5325,
            2.6119, 2.6723, 2.7634, 2.8366, 2.891, 2.9834, 3.0509, 3.1071, 3.1943, 3.2591, 3.321, 3.4038,
            3.4495, 3.5045, 3.5711, 3.6146,
        ],
        '15': [
            0.557, 0.7597, 0.9795, 1.1026, 1.2411, 1.4034, 1.5193, 1.6096, 1.7123, 1.7725, 1.8403, 1.9163,
            1.959, 2.0069, 2.0611, 2.1203, 2.1934, 2.2805, 2.3278, 2.3834, 2.4482, 2.5279, 2.6036, 2.6653,
            2.762, 2.8314, 2.8946, 2.9849, 3.0543, 3.104, 3.1934, 3.2566, 3.3149, 3.4028, 3.4473, 3.5111,
            3.5872, 3.6212,
        ],
        '16': [
            0.5626, 0.7628, 0.9804, 1.1023, 1.2391, 1.4007, 1.5163, 1.605, 1.7077, 1.7681, 1.8339, 1.9099,
            1.952, 2.0002, 2.0551, 2.1151, 2.1859, 2.2701, 2.3196, 2.3728, 2.437, 2.5139, 2.5929, 2.6539,
            2.7494, 2.8231, 2.8836, 2.979, 3.0397, 3.0885, 3.1755, 3.2358, 3.2999, 3.3921, 3.4416, 3.505,
            3.5961, 3.64,
        ],
        '17': [
            0.5824, 0.7811, 0.9979, 1.1194, 1.255, 1.4174, 1.5336, 1.6225, 1.7265, 1.7867, 1.8542, 1.9276,
            1.9728, 2.0222, 2.073, 2.1343, 2.2081, 2.2926, 2.3408, 2.3964, 2.4603, 2.538, 2.6147, 2.6767,
            2.7725, 2.8463, 2.9116, 2.9984, 3.0621, 3.1144, 3.2002, 3.2634, 3.3322, 3.409, 3.4602, 3.5388,
            3.6127, 3.6683,
        ],
        '18': [
            0.5875, 0.786, 1.0014, 1.1218, 1.2583, 1.4175, 1.5322, 1.6208, 1.7247, 1.7835, 1.85, 1.9239,
            1.9697, 2.0169, 2.0712, 2.1321, 2.2042, 2.2888, 2.3365, 2.3917, 2.4554, 2.5327, 2.608, 2.6688,
            2.7617, 2.8344, 2.9008, 2.9874, 3.0588, 3.1099, 3.2032, 3.2708, 3.3313, 3.4003, 3.4514,
            3.5171, 3.5901, 3.631,
        ],
        '19': [
            0.5914, 0.7884, 1.0014, 1.1214, 1.2564, 1.4153, 1.5292, 1.617, 1.7197, 1.7786, 1.8451, 1.9216,
            1.9646, 2.0121, 2.0661, 2.1288, 2.1991, 2.2818, 2.3295, 2.3834, 2.4471, 2.5239, 2.5997,
            2.6618, 2.755, 2.8254, 2.8906, 2.9763, 3.0439, 3.0996, 3.1904, 3.263, 3.3223, 3.3955, 3.4584,
            3.5078, 3.579, 3.6214,
        ],
        '20': [
            0.5944, 0.7886, 1.0006, 1.1199, 1.2539, 1.4114, 1.5246, 1.6112, 1.7145, 1.7732, 1.8389,
            1.9166, 1.9581, 2.006, 2.0584, 2.1196, 2.1913, 2.2734, 2.3206, 2.3742, 2.4385, 2.5184, 2.5933,
            2.6537, 2.75, 2.8241, 2.8798, 2.9654, 3.0288, 3.086, 3.1822, 3.2457, 3.3104, 3.4028, 3.4449,
            3.5047, 3.5651, 3.6215,
        ],
        '21': [
            0.6097, 0.8038, 1.0154, 1.1352, 1.269, 1.4259, 1.5388, 1.6271, 1.7305, 1.7898, 1.8562, 1.9327,
            1.9772, 2.0248, 2.0784, 2.1398, 2.2087, 2.2922, 2.3401, 2.394, 2.4624, 2.5387, 2.6122, 2.6725,
            2.7742, 2.8417, 2.8984, 2.9816, 3.0518, 3.1146, 3.2013, 3.2617, 3.3329, 3.411, 3.4579, 3.521,
            3.6051, 3.6407,
        ],
        '22': [
            0.615, 0.8074, 1.0179, 1.1364, 1.2701, 1.4266, 1.5389, 1.6266, 1.7291, 1.7876, 1.8541, 1.9309,
            1.9758, 2.0233, 2.0778, 2.1398, 2.208, 2.2903, 2.3392, 2.3951, 2.4622, 2.5382, 2.6127, 2.6704,
            2.7679, 2.8344, 2.8943, 2.9817, 3.0546, 3.1185, 3.2094, 3.2662, 3.3365, 3.4068, 3.4476, 3.51,
            3.5945, 3.6404,
        ],
        '23': [
            0.6175, 0.8086, 1.0184, 1.1359, 1.2694, 1.4249, 1.5356, 1.6248, 1.7275, 1.7843, 1.8512,
            1.9276, 1.9726, 2.0204, 2.0747, 2.1357, 2.2041, 2.2868, 2.3356, 2.3908, 2.458, 2.5324, 2.603,
            2.6654, 2.7604, 2.8255, 2.8866, 2.9713, 3.0563, 3.1115, 3.1999, 3.2691, 3.3263, 3.4047,
            3.4502, 3.5115, 3.5962, 3.6576,
        ],
        '24': [
            0.6197, 0.8098, 1.0177, 1.1353, 1.2666, 1.4219, 1.5332, 1.6199, 1.722, 1.779, 1.8461, 1.924,
            1.9673, 2.0161, 2.0684, 2.1285, 2.1974, 2.2801, 2.3279, 2.3843, 2.4499, 2.5228, 2.5943, 2.655,
            2.7477, 2.8167, 2.8802, 2.9625, 3.0386, 3.0975, 3.1894, 3.2631, 3.3243, 3.3991, 3.4464, 3.502,
            3.5781, 3.6539,
        ],
        '25': [
            0.6204, 0.8097, 1.0162, 1.133, 1.2648, 1.4178, 1.5291, 1.6158, 1.7164, 1.7752, 1.8404, 1.9162,
            1.9607, 2.0095, 2.0631, 2.124, 2.1921, 2.2743, 2.3223, 2.3776, 2.4395, 2.5142, 2.5891, 2.6495,
            2.7366, 2.8055, 2.8646, 2.9507, 3.0287, 3.0851, 3.1707, 3.2398, 3.2995, 3.3713, 3.4288,
            3.4777, 3.5741, 3.6289,
        ],
        '26': [
            0.6334, 0.8219, 1.0289, 1.1452, 1.2771, 1.432, 1.5444, 1.6302, 1.73, 1.7897, 1.8555, 1.933,
            1.978, 2.0269, 2.0807, 2.141, 2.2109, 2.2938, 2.3432, 2.3979, 2.4593, 2.532, 2.6094, 2.671,
            2.7602, 2.8304, 2.8901, 2.9787, 3.0483, 3.1019, 3.1924, 3.2538, 3.3128, 3.4015, 3.451, 3.5196,
            3.596, 3.6362,
        ],
        '27': [
            0.6374, 0.8247, 1.0309, 1.1473, 1.278, 1.4326, 1.5441, 1.6304, 1.7315, 1.7904, 1.8565, 1.9338,
            1.9787, 2.0268, 2.0813, 2.1413, 2.2111, 2.2939, 2.3434, 2.3965, 2.4578, 2.5343, 2.6109,
            2.6689, 2.7589, 2.8257, 2.8896, 2.9842, 3.0539, 3.1057, 3.186, 3.2458, 3.3034, 3.3861, 3.454,
            3.5283, 3.5953, 3.6618,
        ],
        '28': [
            0.6395, 0.8259, 1.0305, 1.147, 1.2773, 1.4305, 1.5425, 1.6289, 1.7297, 1.7872, 1.8532, 1.9316,
            1.975, 2.0242, 2.0776, 2.1376, 2.2068, 2.289, 2.3387, 2.3924, 2.4549, 2.5295, 2.605, 2.6627,
            2.7517, 2.8262, 2.8877, 2.9765, 3.0455, 3.1069, 3.1932, 3.2456, 3.3175, 3.3931, 3.4513,
            3.5135, 3.6003, 3.6804,
        ],
        '29': [
            0.6408, 0.8266, 1.0306, 1.1457, 1.2753, 1.4279, 1.5396, 1.6262, 1.7274, 1.7852, 1.8509,
            1.9277, 1.9711, 2.0186, 2.0719, 2.1331, 2.2002, 2.2834, 2.3324, 2.3863, 2.4507, 2.5272,
            2.6013, 2.6568, 2.7465, 2.8179, 2.8804, 2.9695, 3.0391, 3.0979, 3.1832, 3.2443, 3.3099,
            3.3949, 3.4463, 3.5209, 3.5854, 3.6521,
        ],
        '30': [
            0.6423, 0.8268, 1.0288, 1.1434, 1.2726, 1.4256, 1.5363, 1.6221, 1.7223, 1.7807, 1.8474,
            1.9249, 1.9683, 2.0159, 2.0686, 2.1278, 2.1956, 2.2782, 2.3266, 2.3785, 2.4423, 2.5209,
            2.5946, 2.649, 2.7384, 2.8145, 2.8776, 2.9678, 3.03, 3.0863, 3.1696, 3.2214, 3.285, 3.377,
            3.4386, 3.4926, 3.571, 3.627,
        ],
        '31': [
            0.6525, 0.8372, 1.0395, 1.1546, 1.2841, 1.4376, 1.5477, 1.6337, 1.735, 1.7937, 1.8606, 1.9394,
            1.9824, 2.0314, 2.0853, 2.1453, 2.2122, 2.295, 2.343, 2.396, 2.4588, 2.5369, 2.6084, 2.6671,
            2.7653, 2.8373, 2.8994, 2.9804, 3.0498, 3.1037, 3.1796, 3.2454, 3.3094, 3.4106, 3.4566,
            3.5159, 3.6069, 3.6606,
        ],
        '32': [
            0.656, 0.8392, 1.0408, 1.1563, 1.2845, 1.4386, 1.5495, 1.6344, 1.7351, 1.794, 1.8615, 1.9395,
            1.9832, 2.0311, 2.085, 2.1435, 2.2133, 2.2959, 2.3417, 2.3955, 2.4596, 2.538, 2.6092, 2.6654,
            2.7644, 2.836, 2.8991, 2.9838, 3.0524, 3.104, 3.1818, 3.2495, 3.3157, 3.4049, 3.4495, 3.5137,
            3.6061, 3.6582,
        ],
        '33': [
            0.6575, 0.8402, 1.0411, 1.1559, 1.2841, 1.4379, 1.5481, 1.6336, 1.7347, 1.793, 1.8604, 1.9371,
            1.981, 2.0281, 2.0814, 2.1395, 2.2119, 2.293, 2.3406, 2.3947, 2.4587, 2.5333, 2.6025, 2.6651,
            2.7626, 2.8365, 2.9014, 2.9786, 3.0536, 3.1025, 3.1865, 3.2444, 3.3186, 3.3932, 3.4469,
            3.4992, 3.5861, 3.6439,
        ],
        '34': [
            0.6586, 0.8402, 1.041, 1.1553, 1.2828, 1.436, 1.5452, 1.6321, 1.7322, 1.7905, 1.8573, 1.9338,
            1.976, 2.0243, 2.078, 2.1367, 2.2073, 2.289, 2.337, 2.3917, 2.4548, 2.5267, 2.6002, 2.6596,
            2.7579, 2.8316, 2.8941, 2.9843, 3.0503, 3.0979, 3.1835, 3.2488, 3.3102, 3.3967, 3.4505,
            3.5077, 3.5948, 3.6334,
        ],
        '35': [
            0.659, 0.8401, 1.0402, 1.1538, 1.2815, 1.4336, 1.5432, 1.6286, 1.7294, 1.7883, 1.8539, 1.9298,
            1.9735, 2.0222, 2.0752, 2.1329, 2.202, 2.2829, 2.3308, 2.3867, 2.4526, 2.5277, 2.5995, 2.6583,
            2.7525, 2.8253, 2.8877, 2.9725, 3.0416, 3.0885, 3.1698, 3.2375, 3.3045, 3.3919, 3.443, 3.5098,
            3.5932, 3.6463,
        ],
        '36': [
            0.6598, 0.8398, 1.0385, 1.1519, 1.2793, 1.4311, 1.5417, 1.6254, 1.7273, 1.7866, 1.8521,
            1.9275, 1.9704, 2.0177, 2.0703, 2.1285, 2.1974, 2.2778, 2.3257, 2.3818, 2.4438, 2.5192,
            2.5935, 2.6569, 2.7535, 2.8268, 2.885, 2.9703, 3.0341, 3.0869, 3.1707, 3.241, 3.3086, 3.382,
            3.4329, 3.5019, 3.5846, 3.6323,
        ],
        '37': [
            0.6599, 0.8393, 1.0371, 1.151, 1.2772, 1.429, 1.5381, 1.6229, 1.7229, 1.7822, 1.8476, 1.9231,
            1.9674, 2.0137, 2.066, 2.1249, 2.1935, 2.2729, 2.321, 2.3755, 2.4388, 2.5113, 2.5885, 2.6531,
            2.7512, 2.8223, 2.8795, 2.9643, 3.0267, 3.0758, 3.1602, 3.2394, 3.3086, 3.3972, 3.4448,
            3.5133, 3.6072, 3.6616,
        ],
        '38': [
            0.6599, 0.8387, 1.0359, 1.1489, 1.2752, 1.4263, 1.5342, 1.6193, 1.721, 1.7792, 1.8448, 1.9208,
            1.9632, 2.0106, 2.0619, 2.1207, 2.1891, 2.2699, 2.3169, 2.3691, 2.433, 2.5062, 2.579, 2.6425,
            2.7425, 2.8152, 2.8766, 2.9602, 3.0188, 3.0732, 3.1557, 3.235, 3.299, 3.3951, 3.4497, 3.518,
            3.6124, 3.6784,
        ],
        '39': [
            0.6599, 0.838, 1.0343, 1.1467, 1.273, 1.4235, 1.531, 1.6158, 1.7165, 1.7748, 1.841, 1.9167,
            1.9594, 2.0074, 2.059, 2.119, 2.1856, 2.2657, 2.3129, 2.3661, 2.4272, 2.5021, 2.5752, 2.6392,
            2.7352, 2.8061, 2.8693, 2.9538, 3.0181, 3.072, 3.1557, 3.229, 3.288, 3.3673, 3.4379, 3.4962,
            3.5842, 3.647,
        ],
        '40': [
            0.6595, 0.8372, 1.0327, 1.1449, 1.2703, 1.4204, 1.5283, 1.6126, 1.7121, 1.7713, 1.8367,
            1.9126, 1.956, 2.0027, 2.0536, 2.114, 2.1824, 2.2612, 2.3086, 2.3632, 2.4264, 2.4983, 2.5728,
            2.6346, 2.7281, 2.7988, 2.8588, 2.9422, 3.0075, 3.0624, 3.1509, 3.2207, 3.2818, 3.369, 3.4319,
            3.5011, 3.5739, 3.6435,
        ],
        '41': [
            0.6686, 0.8468, 1.0429, 1.1552, 1.282, 1.4321, 1.5404, 1.6252, 1.7268, 1.7856, 1.8519, 1.9288,
            1.9716, 2.0187, 2.0712, 2.1309, 2.198, 2.2795, 2.3255, 2.3798, 2.4416, 2.5189, 2.5956, 2.6578,
            2.7506, 2.8194, 2.8798, 2.9646, 3.0355, 3.0856, 3.1804, 3.2422, 3.3055, 3.4007, 3.4595,
            3.5222, 3.6204, 3.6543,
        ],
        '42': [
            0.6714, 0.8491, 1.0451, 1.1569, 1.2835, 1.4335, 1.542, 1.6271, 1.7286, 1.7884, 1.8545, 1.9305,
            1.9732, 2.0196, 2.072, 2.1333, 2.1977, 2.2803, 2.3292, 2.3821, 2.4435, 2.5221, 2.6007, 2.663,
            2.7545, 2.8207, 2.8826, 2.9661, 3.0295, 3.0857, 3.1833, 3.2513, 3.3112, 3.4078, 3.4598,
            3.5225, 3.6282, 3.6653,
        ],
        '43': [
            0.6727, 0.8498, 1.046, 1.1567, 1.2833, 1.4334, 1.5416, 1.626, 1.7283, 1.7883, 1.8543, 1.9314,
            1.9739, 2.0195, 2.0722, 2.1311, 2.1992, 2.2794, 2.3288, 2.3826, 2.4453, 2.5232, 2.5997,
            2.6607, 2.7504, 2.8193, 2.8813, 2.9662, 3.0365, 3.0874, 3.1799, 3.2491, 3.3138, 3.4121,
            3.4595, 3.5205, 3.6097, 3.6552,
        ],
        '44': [
            0.6736, 0.8502, 1.0456, 1.1566, 1.283, 1.4325, 1.541, 1.6259, 1.7268, 1.7855, 1.8521, 1.9287,
            1.9716, 2.0178, 2.0717, 2.1316, 2.198, 2.2802, 2.3273, 2.3812, 2.4432, 2.5194, 2.5971, 2.6609,
            2.7488, 2.8202, 2.8814, 2.9613, 3.0312, 3.0893, 3.1776, 3.2409, 3.301, 3.3943, 3.4533, 3.5139,
            3.5973, 3.6492,
        ],
        '45': [
            0.6746, 0.8501, 1.0456, 1.1557, 1.2819, 1.4309, 1.5393, 1.6243, 1.726, 1.7848, 1.85, 1.9267,
            1.9692, 2.0167, 2.0692, 2.1287, 2.1951, 2.2778, 2.3244, 2.3782, 2.4407, 2.5186, 2.5946,
            2.6579, 2.7473, 2.8163, 2.8767, 2.9654, 3.0328, 3.0888, 3.1715, 3.2357, 3.2987, 3.3859,
            3.4329, 3.4987, 3.5793, 3.6109,
        ],
        '46': [
            0.6748, 0.8501, 1.0455, 1.155, 1.2802, 1.4292, 1.5385, 1.6228, 1.7234, 1.7816, 1.8472, 1.9235,
            1.966, 2.0134, 2.0671, 2.1257, 2.1921, 2.2736, 2.3216, 2.3768, 2.437, 2.5164, 2.5906, 2.6563,
            2.7467, 2.8182, 2.8742, 2.9588, 3.0209, 3.0838, 3.1704, 3.2351, 3.3031, 3.3867, 3.4339,
            3.5155, 3.5806, 3.6297,
        ],
        '47': [
            0.6751, 0.8497, 1.0441, 1.1537, 1.2793, 1.4275, 1.5363, 1.6208, 1.7211, 1.7795, 1.8451,
            1.9211, 1.9625, 2.0107, 2.0633, 2.1231, 2.1907, 2.2721, 2.3202, 2.3714, 2.4335, 2.5121,
            2.5933, 2.6526, 2.7438, 2.8065, 2.8649, 2.9503, 3.025, 3.081, 3.1645, 3.223, 3.3023, 3.383,
            3.4334, 3.5038, 3.5663, 3.6301,
        ],
        '48': [
            0.6746, 0.8489, 1.0433, 1.1531, 1.2776, 1.4257, 1.5335, 1.618, 1.7185, 1.777, 1.8426, 1.9186,
            1.9603, 2.0083, 2.0606, 2.1171, 2.1859, 2.2665, 2.3129, 2.3671, 2.4313, 2.5077, 2.5877,
            2.6492, 2.7412, 2.8099, 2.8651, 2.9496, 3.0194, 3.0765, 3.1617, 3.2288, 3.2972, 3.386, 3.4382,
            3.5002, 3.582, 3.6423,
        ],
        '49': [
            0.6748, 0.8481, 1.0416, 1.151, 1.2762, 1.4243, 1.5313, 1.6156, 1.7171, 1.7754, 1.8411, 1.9164,
            1.9582, 2.0061, 2.0578, 2.1136, 2.182, 2.262, 2.3102, 2.3635, 2.427, 2.5048, 2.5802, 2.6398,
            2.7339, 2.8065, 2.8677, 2.9535, 3.025, 3.0772, 3.1598, 3.2281, 3.3028, 3.3861, 3.4427, 3.5005,
            3.5728, 3.6347,
        ],
        '50': [
            0.6746, 0.8478, 1.0406, 1.1496, 1.2743, 1.4226, 1.5286, 1.613, 1.7145, 1.7722, 1.8377, 1.9136,
            1.9543, 2.0022, 2.0535, 2.1109, 2.1781, 2.2592, 2.3068, 2.3586, 2.4224, 2.4994, 2.5752,
            2.6346, 2.7287, 2.7951, 2.8567, 2.942, 3.015, 3.0669, 3.1536, 3.2154, 3.2875, 3.362, 3.4333,
            3.4847, 3.5565, 3.6238,
        ],
        '51': [
            0.6817, 0.8556, 1.0484, 1.1585, 1.283, 1.4328, 1.5403, 1.6254, 1.727, 1.7855, 1.8517, 1.9258,
            1.969, 2.0151, 2.0676, 2.1256, 2.1929, 2.2756, 2.3214, 2.3762, 2.4395, 2.5153, 2.5935, 2.6526,
            2.7437, 2.8114, 2.8776, 2.9691, 3.036, 3.0873, 3.1672, 3.2458, 3.308, 3.3877, 3.4467, 3.4995,
            3.5912, 3.6422,
        ],
        '52': [
            0.6839, 0.8574, 1.0506, 1.1601, 1.2852, 1.4343, 1.5414, 1.6273, 1.7292, 1.7875, 1.8542,
            1.9285, 1.9718, 2.0175, 2.068, 2.1278, 2.1944, 2.2769, 2.3238, 2.3786, 2.4435, 2.5197, 2.5961,
            2.6534, 2.7489, 2.8167, 2.8758, 2.9661, 3.0335, 3.0917, 3.1698, 3.2515, 3.3062, 3.3948,
            3.4426, 3.5039, 3.603, 3.6473,
        ],
        '53': [
            0.6852, 0.8581, 1.0513, 1.1606, 1.2858, 1.4342, 1.5413, 1.6275, 1.7294, 1.7883, 1.8551,
            1.9289, 1.9726, 2.0181, 2.0688, 2.129, 2.1945, 2.2762, 2.3238, 2.3799, 2.4441, 2.5226, 2.595,
            2.6552, 2.7481, 2.8151, 2.878, 2.9637, 3.0352, 3.0916, 3.1805, 3.2485, 3.3127, 3.406, 3.4492,
            3.5082, 3.5942, 3.6422,
        ],
        '54': [
            0.6859, 0.8584, 1.0508, 1.1607, 1.2854, 1.4334, 1.541, 1.6272, 1.7279, 1.7882, 1.8554, 1.9289,
            1.9717, 2.0177, 2.069, 2.127, 2.1954, 2.2765, 2.3243, 2.3777, 2.4436, 2.5215, 2.596, 2.6569,
            2.7476, 2.8151, 2.8753, 2.9655, 3.0357, 3.0924, 3.1862, 3.2461, 3.3054, 3.3978, 3.4459,
            3.5072, 3.5872, 3.6353,
        ],
        '55': [
            0.6865, 0.859, 1.0512, 1.1602, 1.2848, 1.4329, 1.541, 1.6264, 1.7276, 1.7859, 1.8528, 1.928,
            1.9706, 2.0176, 2.0691, 2.1255, 2.1933, 2.2738, 2.3217, 2.377, 2.4424, 2.5179, 2.593, 2.6538,
            2.7443, 2.8197, 2.874, 2.9649, 3.0264, 3.0843, 3.1787, 3.2392, 3.3038, 3.3897, 3.4447, 3.5081,
            3.5804, 3.6294,
        ],
        '56': [
            0.6869, 0.8587, 1.0503, 1.159, 1.2838, 1.432, 1.5399, 1.6256, 1.7258, 1.7851, 1.8511, 1.9255,
            1.9682, 2.0147, 2.068, 2.1252, 2.1928, 2.2733, 2.3217, 2.377, 2.442, 2.52, 2.5917, 2.6537,
            2.7449, 2.8156, 2.8717, 2.9626, 3.0292, 3.0788, 3.1691, 3.2312, 3.3058, 3.3878, 3.4409,
            3.5067, 3.5953, 3.6319,
        ],
        '57': [
            0.6868, 0.8586, 1.0498, 1.1584, 1.2827, 1.4311, 1.5387, 1.6241, 1.7255, 1.784, 1.8496, 1.9234,
            1.9659, 2.0121, 2.0645, 2.1227, 2.1914, 2.2706, 2.3191, 2.3751, 2.4405, 2.5187, 2.594, 2.6526,
            2.7446, 2.8174, 2.8753, 2.9632, 3.0296, 3.0768, 3.171, 3.2242, 3.2915, 3.3778, 3.443, 3.5082,
            3.5846, 3.621,
        ],
        '58': [
            0.6872, 0.8583, 1.0488, 1.1576, 1.2812, 1.4291, 1.5371, 1.6229, 1.7232, 1.781, 1.8461, 1.9219,
            1.9639, 2.0098, 2.0631, 2.12, 2.1898, 2.2679, 2.3168, 2.3727, 2.4358, 2.5151, 2.5891, 2.6498,
            2.7385, 2.8135, 2.8746, 2.9574, 3.0311, 3.0782, 3.1647, 3.2182, 3.2904, 3.3803, 3.4242,
            3.5074, 3.571, 3.6124,
        ],
        '59': [
            0.6869, 0.8579, 1.0473, 1.1565, 1.28, 1.4276, 1.5355, 1.621, 1.7218, 1.7802, 1.8442, 1.9189,
            1.9617, 2.0069, 2.0599, 2.117, 2.1864, 2.2655, 2.3148, 2.3703, 2.4334, 2.5115, 2.5875, 2.6447,
            2.7364, 2.8089, 2.871, 2.9558, 3.0201, 3.0789, 3.1657, 3.2257, 3.295, 3.3715, 3.4186, 3.5009,
            3.5662, 3.608,
        ],
        '60': [
            0.6866, 0.8573, 1.0468, 1.1558, 1.2789, 1.426, 1.5343, 1.6188, 1.7198, 1.7784, 1.8433, 1.918,
            1.9594, 2.0056, 2.059, 2.115, 2.1833, 2.2635, 2.3123, 2.3683, 2.4333, 2.5079, 2.5803, 2.6374,
            2.7352, 2.8047, 2.8687, 2.9489, 3.0175, 3.0746, 3.1633, 3.2285, 3.2946, 3.3688, 3.4185,
            3.4876, 3.5557, 3.5893,
        ],
    },
    '0.5': {
        '4': [
            0.2101, 0.4595, 0.7296, 0.879, 1.0447, 1.2395, 1.3769, 1.4837, 1.6062, 1.6784, 1.7585, 1.848,
            1.8994, 1.9538, 2.0151, 2.0837, 2.1608, 2.257, 2.3119, 2.3727, 2.437, 2.5148, 2.5968, 2.66,
            2.7564, 2.8295, 2.8888, 2.9742, 3.0456, 3.1034, 3.1921, 3.256, 3.3098, 3.3905, 3.429, 3.4817,
            3.5733, 3.6179,
        ],
        '5': [
            0.2704, 0.5201, 0.786, 0.9351, 1.1006, 1.2929, 1.4288, 1.5329, 1.6537, 1.7244, 1.801, 1.8883,
            1.9388, 1.9946, 2.0536, 2.121, 2.1952, 2.2852, 2.3385, 2.3966, 2.4661, 2.5469, 2.6244, 2.6869,
            2.7839, 2.8504, 2.9089, 2.9905, 3.0631, 3.1161, 3.1972, 3.2571, 3.3145, 3.4073, 3.4528,
            3.4999, 3.5812, 3.6241,
        ],
        '6': [
            0.3755, 0.6232, 0.8879, 1.0367, 1.2003, 1.391, 1.5257, 1.6304, 1.7499, 1.8181, 1.896, 1.9848,
            2.0333, 2.0871, 2.1463, 2.2118, 2.2874, 2.3807, 2.4324, 2.4905, 2.5591, 2.6374, 2.7131,
            2.7772, 2.8677, 2.9382, 2.9953, 3.0884, 3.1578, 3.2079, 3.2841, 3.3529, 3.4231, 3.4903,
            3.5403, 3.5977, 3.6503, 3.7092,
        ],
        '7': [
            0.4167, 0.6629, 0.9261, 1.0734, 1.2368, 1.4272, 1.561, 1.6636, 1.7832, 1.8516, 1.9283, 2.0163,
            2.0621, 2.1158, 2.1753, 2.241, 2.3166, 2.4054, 2.4566, 2.5147, 2.584, 2.6595, 2.7377, 2.7991,
            2.8916, 2.9616, 3.0246, 3.1105, 3.1693, 3.2229, 3.3079, 3.3722, 3.4354, 3.5032, 3.5554, 3.617,
            3.6944, 3.7422,
        ],
        '8': [
            0.4848, 0.7276, 0.9898, 1.137, 1.2992, 1.4875, 1.6215, 1.7254, 1.8434, 1.911, 1.9878, 2.0725,
            2.1213, 2.1746, 2.2314, 2.296, 2.3696, 2.4575, 2.5091, 2.5669, 2.6351, 2.7131, 2.7935, 2.8523,
            2.9457, 3.0195, 3.0792, 3.1619, 3.2306, 3.2836, 3.3708, 3.426, 3.484, 3.5599, 3.6102, 3.6635,
            3.7445, 3.7953,
        ],
        '9': [
            0.5139, 0.7558, 1.0168, 1.1627, 1.3241, 1.5124, 1.6448, 1.7482, 1.8655, 1.9353, 2.0106, 2.094,
            2.1421, 2.1956, 2.2528, 2.317, 2.3915, 2.4786, 2.5304, 2.588, 2.6525, 2.7294, 2.8051, 2.8672,
            2.9599, 3.0385, 3.1008, 3.1819, 3.248, 3.3031, 3.3861, 3.4438, 3.4969, 3.5747, 3.6227, 3.6878,
            3.7607, 3.821,
        ],
        '10': [
            0.5352, 0.7762, 1.0362, 1.181, 1.3413, 1.5276, 1.6603, 1.7623, 1.8783, 1.9477, 2.0227, 2.1062,
            2.1544, 2.2066, 2.2643, 2.3298, 2.4024, 2.4891, 2.5403, 2.5982, 2.6624, 2.742, 2.8171, 2.8788,
            2.9723, 3.0476, 3.1079, 3.1848, 3.2503, 3.3051, 3.3984, 3.459, 3.5138, 3.5919, 3.6382, 3.7092,
            3.786, 3.8316,
        ],
        '11': [
            0.5811, 0.8205, 1.08, 1.2231, 1.3819, 1.5676, 1.7007, 1.8005, 1.9166, 1.9852, 2.0589, 2.1444,
            2.1927, 2.2441, 2.3015, 2.3657, 2.4387, 2.5241, 2.5762, 2.6323, 2.6952, 2.7755, 2.8523,
            2.9128, 3.0048, 3.0803, 3.1378, 3.2235, 3.2919, 3.3402, 3.4286, 3.4917, 3.5553, 3.6274,
            3.6855, 3.7432, 3.8145, 3.8602,
        ],
        '12': [
            0.6028, 0.8404, 1.0992, 1.2411, 1.3999, 1.585, 1.7162, 1.8169, 1.9338, 2.0018, 2.0758, 2.1598,
            2.2066, 2.2579, 2.3146, 2.3797, 2.4531, 2.5386, 2.5892, 2.644, 2.7099, 2.7903, 2.8646, 2.9241,
            3.0161, 3.0936, 3.1455, 3.2357, 3.2996, 3.3522, 3.4383, 3.4969, 3.559, 3.6333, 3.697, 3.7586,
            3.8276, 3.8775,
        ],
        '13': [
            0.6194, 0.8563, 1.1132, 1.2556, 1.4129, 1.5972, 1.7284, 1.8279, 1.9446, 2.0107, 2.0849,
            2.1701, 2.2162, 2.2676, 2.3263, 2.3896, 2.4628, 2.5472, 2.5978, 2.6543, 2.7191, 2.7982,
            2.8723, 2.9353, 3.0314, 3.1029, 3.1571, 3.2419, 3.3084, 3.3633, 3.4462, 3.5034, 3.5633,
            3.6389, 3.6937, 3.7491, 3.8239, 3.8589,
        ],
        '14': [
            0.6517, 0.8884, 1.1452, 1.2856, 1.4432, 1.6273, 1.7569, 1.8562, 1.9719, 2.0368, 2.11, 2.197,
            2.2429, 2.2949, 2.3527, 2.4159, 2.4876, 2.5746, 2.6244, 2.6786, 2.7467, 2.8237, 2.9, 2.9593,
            3.0555, 3.1258, 3.1836, 3.2691, 3.3356, 3.3963, 3.472, 3.5331, 3.5908, 3.6675, 3.7181, 3.772,
            3.8403, 3.8821,
        ],
        '15': [
            0.6673, 0.904, 1.1591, 1.3001, 1.457, 1.6398, 1.7692, 1.8677, 1.9837, 2.0484, 2.1215, 2.2069,
            2.2545, 2.3066, 2.3635, 2.4266, 2.499, 2.5849, 2.6347, 2.6902, 2.7573, 2.8334, 2.9099, 2.973,
            3.067, 3.1341, 3.1928, 3.2812, 3.3456, 3.4077, 3.4823, 3.5479, 3.6097, 3.6766, 3.7284, 3.7882,
            3.8621, 3.9116,
        ],
        '16': [
            0.6796, 0.9157, 1.1695, 1.3097, 1.4673, 1.6494, 1.7784, 1.8761, 1.9912, 2.0562, 2.1309, 2.214,
            2.2617, 2.3138, 2.3707, 2.4328, 2.5046, 2.5908, 2.6406, 2.696, 2.7641, 2.8407, 2.9181, 2.9823,
            3.0708, 3.1406, 3.198, 3.2835, 3.3525, 3.4136, 3.4904, 3.5536, 3.6219, 3.6987, 3.7434, 3.7975,
            3.8568, 3.9149,
        ],
        '17': [
            0.705, 0.9408, 1.1932, 1.3325, 1.4893, 1.6717, 1.8004, 1.8983, 2.0133, 2.077, 2.1513, 2.2347,
            2.2825, 2.3346, 2.3902, 2.4533, 2.5239, 2.6092, 2.6594, 2.7145, 2.7846, 2.8594, 2.9371,
            2.9968, 3.0935, 3.1585, 3.2159, 3.3054, 3.373, 3.4264, 3.5059, 3.5733, 3.6374, 3.7178, 3.7683,
            3.8309, 3.8973, 3.9607,
        ],
        '18': [
            0.7178, 0.9528, 1.2056, 1.3448, 1.5008, 1.6818, 1.8097, 1.9068, 2.0216, 2.0866, 2.1599,
            2.2438, 2.2914, 2.3429, 2.3982, 2.461, 2.5322, 2.6176, 2.6651, 2.7213, 2.7897, 2.8646, 2.9422,
            3.003, 3.1014, 3.1651, 3.2286, 3.3127, 3.3843, 3.4335, 3.5164, 3.5747, 3.639, 3.7244, 3.7717,
            3.8309, 3.8972, 3.9607,
        ],
        '19': [
            0.728, 0.9625, 1.2143, 1.3538, 1.5092, 1.6892, 1.8169, 1.9142, 2.0287, 2.0935, 2.1688, 2.2501,
            2.2981, 2.3488, 2.4047, 2.4658, 2.5377, 2.6227, 2.6709, 2.7281, 2.7953, 2.8694, 2.9491,
            3.0089, 3.1058, 3.1714, 3.2341, 3.3171, 3.3922, 3.4416, 3.5226, 3.5812, 3.6455, 3.7233,
            3.7717, 3.8338, 3.9048, 3.9497,
        ],
        '20': [
            0.7364, 0.9705, 1.2219, 1.3609, 1.516, 1.6954, 1.8231, 1.9203, 2.0338, 2.0986, 2.1731, 2.2555,
            2.3026, 2.3537, 2.408, 2.4695, 2.5429, 2.6274, 2.676, 2.7328, 2.8002, 2.8762, 2.9541, 3.0117,
            3.1082, 3.1773, 3.2364, 3.3218, 3.3985, 3.4446, 3.5301, 3.5907, 3.6537, 3.7284, 3.7722,
            3.8338, 3.9013, 3.9637,
        ],
        '21': [
            0.7566, 0.9903, 1.2411, 1.3795, 1.534, 1.7137, 1.8399, 1.938, 2.0506, 2.1164, 2.1896, 2.2712,
            2.3189, 2.3694, 2.4232, 2.4851, 2.5579, 2.6423, 2.691, 2.7503, 2.8144, 2.89, 2.9654, 3.0266,
            3.1204, 3.1906, 3.2491, 3.3366, 3.4093, 3.4562, 3.5439, 3.6143, 3.669, 3.7436, 3.7926, 3.8522,
            3.9346, 3.9955,
        ],
        '22': [
            0.7673, 1.0003, 1.25, 1.3887, 1.5426, 1.7212, 1.8474, 1.946, 2.0577, 2.1234, 2.1971, 2.2789,
            2.3261, 2.3772, 2.4318, 2.4926, 2.5647, 2.6487, 2.6963, 2.7557, 2.8203, 2.8961, 2.9732,
            3.0334, 3.1276, 3.1991, 3.2567, 3.3436, 3.4152, 3.4622, 3.5469, 3.6168, 3.6766, 3.7509,
            3.7934, 3.8521, 3.9402, 4.005,
        ],
        '23': [
            0.7752, 1.0084, 1.2582, 1.3955, 1.549, 1.7279, 1.8536, 1.9515, 2.0632, 2.1291, 2.2024, 2.2847,
            2.3319, 2.3817, 2.4362, 2.4976, 2.5694, 2.6536, 2.7021, 2.7596, 2.8241, 2.9016, 2.9775,
            3.0378, 3.1318, 3.2032, 3.263, 3.3469, 3.42, 3.47, 3.5496, 3.6215, 3.6819, 3.7597, 3.8055,
            3.861, 3.9418, 4.0028,
        ],
        '24': [
            0.7825, 1.0144, 1.2639, 1.4016, 1.5547, 1.7324, 1.8588, 1.9572, 2.0677, 2.1334, 2.2063,
            2.2889, 2.3354, 2.3853, 2.4398, 2.5012, 2.5734, 2.6573, 2.7056, 2.7628, 2.8275, 2.9053,
            2.9801, 3.0395, 3.1332, 3.2061, 3.2668, 3.3541, 3.4262, 3.4748, 3.5548, 3.6227, 3.6818, 3.756,
            3.8055, 3.8651, 3.95, 4.016,
        ],
        '25': [
            0.7883, 1.0202, 1.2693, 1.4067, 1.5594, 1.7368, 1.8629, 1.9608, 2.0721, 2.1378, 2.2099,
            2.2929, 2.3396, 2.3885, 2.4429, 2.5048, 2.5777, 2.6598, 2.7078, 2.764, 2.8272, 2.9063, 2.9825,
            3.0441, 3.1372, 3.2061, 3.2668, 3.3543, 3.4245, 3.4747, 3.5543, 3.6227, 3.6831, 3.7597,
            3.8055, 3.8645, 3.9446, 4.0087,
        ],
        '26': [
            0.8051, 1.0363, 1.2841, 1.4215, 1.5748, 1.7502, 1.8764, 1.9741, 2.086, 2.151, 2.2226, 2.3053,
            2.3516, 2.4006, 2.4556, 2.5171, 2.5885, 2.6719, 2.7202, 2.7778, 2.8395, 2.917, 2.9925, 3.0539,
            3.1462, 3.2156, 3.2751, 3.364, 3.4377, 3.4873, 3.5655, 3.6305, 3.6938, 3.7694, 3.8199, 3.878,
            3.9637, 4.0286,
        ],
        '27': [
            0.8129, 1.0442, 1.2916, 1.4285, 1.5812, 1.7574, 1.8828, 1.9807, 2.0917, 2.1572, 2.2294,
            2.3114, 2.3573, 2.4061, 2.461, 2.5234, 2.5939, 2.6766, 2.7252, 2.782, 2.8445, 2.9216, 2.9971,
            3.0595, 3.1514, 3.2206, 3.2809, 3.3715, 3.4388, 3.4901, 3.5736, 3.6364, 3.7028, 3.7717,
            3.8257, 3.8821, 3.9815, 4.0434,
        ],
        '28': [
            0.8199, 1.0499, 1.2976, 1.4341, 1.5863, 1.7626, 1.8878, 1.9845, 2.0961, 2.1615, 2.2334,
            2.3157, 2.3616, 2.4101, 2.4653, 2.5265, 2.5975, 2.6792, 2.728, 2.785, 2.8476, 2.9257, 2.9999,
            3.0628, 3.1578, 3.2272, 3.2884, 3.3784, 3.4423, 3.4899, 3.5735, 3.6401, 3.7113, 3.7779,
            3.8339, 3.891, 3.9708, 4.0434,
        ],
        '29': [
            0.8257, 1.0556, 1.3024, 1.4388, 1.5905, 1.7679, 1.8922, 1.9887, 2.1006, 2.1652, 2.2368,
            2.3188, 2.3649, 2.4139, 2.4686, 2.5315, 2.6014, 2.6839, 2.732, 2.7882, 2.8503, 2.9278, 3.0018,
            3.0648, 3.1588, 3.232, 3.2933, 3.3813, 3.4448, 3.4969, 3.5747, 3.6397, 3.7087, 3.7882, 3.8422,
            3.8939, 3.9891, 4.0553,
        ],
        '30': [
            0.8313, 1.0597, 1.3065, 1.4432, 1.5949, 1.7708, 1.8957, 1.9927, 2.104, 2.1685, 2.24, 2.3216,
            2.3675, 2.4158, 2.4702, 2.5341, 2.6036, 2.6857, 2.7331, 2.7898, 2.8535, 2.9317, 3.0053,
            3.0663, 3.1606, 3.2314, 3.2925, 3.3838, 3.4455, 3.4931, 3.5747, 3.6401, 3.7062, 3.7867,
            3.8371, 3.8911, 3.9897, 4.0458,
        ],
        '31': [
            0.8451, 1.073, 1.3188, 1.4557, 1.6065, 1.7822, 1.9065, 2.0033, 2.1165, 2.1804, 2.2503, 2.3322,
            2.3772, 2.4252, 2.4797, 2.5426, 2.6128, 2.6945, 2.7441, 2.8007, 2.8624, 2.94, 3.0144, 3.0739,
            3.167, 3.2395, 3.2996, 3.3952, 3.4532, 3.5032, 3.5845, 3.6521, 3.7171, 3.7936, 3.8439, 3.9013,
            4.0057, 4.0604,
        ],
        '32': [
            0.8517, 1.0796, 1.3244, 1.4615, 1.6126, 1.7874, 1.9116, 2.0084, 2.1206, 2.1851, 2.2559,
            2.3378, 2.3818, 2.4304, 2.4848, 2.5478, 2.6179, 2.6982, 2.7479, 2.804, 2.8658, 2.945, 3.0204,
            3.0801, 3.1734, 3.2466, 3.3048, 3.399, 3.457, 3.5096, 3.5908, 3.6538, 3.7178, 3.7986, 3.8501,
            3.9068, 4.0056, 4.0631,
        ],
        '33': [
            0.8576, 1.085, 1.3297, 1.4661, 1.6169, 1.7915, 1.9156, 2.0124, 2.124, 2.1886, 2.2592, 2.3412,
            2.3854, 2.4344, 2.4893, 2.5515, 2.6203, 2.7026, 2.7516, 2.807, 2.8703, 2.9481, 3.0245, 3.0855,
            3.1778, 3.249, 3.3093, 3.4008, 3.4603, 3.5113, 3.5919, 3.6539, 3.7181, 3.7992, 3.8513, 3.9119,
            4.0057, 4.068,
        ],
        '34': [
            0.8622, 1.0892, 1.3341, 1.4699, 1.6208, 1.7955, 1.9192, 2.0152, 2.1272, 2.1917, 2.2624,
            2.3438, 2.3884, 2.4365, 2.4908, 2.5538, 2.6235, 2.7051, 2.7543, 2.8097, 2.8743, 2.9509,
            3.0281, 3.0892, 3.1788, 3.2503, 3.3103, 3.4033, 3.4638, 3.5192, 3.601, 3.6548, 3.721, 3.7978,
            3.8518, 3.9116, 4.0156, 4.0758,
        ],
        '35': [
            0.8662, 1.0929, 1.338, 1.4736, 1.6238, 1.7991, 1.9224, 2.0181, 2.1299, 2.194, 2.2644, 2.3459,
            2.3901, 2.4394, 2.4941, 2.5574, 2.627, 2.7073, 2.756, 2.8111, 2.8759, 2.9529, 3.03, 3.0911,
            3.18, 3.2507, 3.3122, 3.4042, 3.4664, 3.5231, 3.602, 3.6618, 3.7244, 3.7989, 3.8522, 3.9217,
            4.022, 4.0769,
        ],
        '36': [
            0.8701, 1.0961, 1.3414, 1.4771, 1.6268, 1.802, 1.9255, 2.0207, 2.1325, 2.1963, 2.2669, 2.3479,
            2.3921, 2.4414, 2.4958, 2.5595, 2.629, 2.7091, 2.7591, 2.8145, 2.8782, 2.955, 3.0323, 3.0939,
            3.1832, 3.2531, 3.3148, 3.4063, 3.4668, 3.5227, 3.6018, 3.6621, 3.7244, 3.8014, 3.8522,
            3.9217, 4.0105, 4.0726,
        ],
        '37': [
            0.8741, 1.1001, 1.3445, 1.4797, 1.63, 1.8043, 1.9277, 2.023, 2.1353, 2.1987, 2.2684, 2.3502,
            2.3938, 2.4432, 2.4978, 2.5608, 2.6303, 2.712, 2.761, 2.8171, 2.8802, 2.9569, 3.0332, 3.0938,
            3.1848, 3.2561, 3.3173, 3.4096, 3.4701, 3.5265, 3.6129, 3.671, 3.7285, 3.8057, 3.8558, 3.9309,
            4.0229, 4.0728,
        ],
        '38': [
            0.8774, 1.1034, 1.3475, 1.4822, 1.6325, 1.8067, 1.9302, 2.0256, 2.1371, 2.2006, 2.2707,
            2.3517, 2.3959, 2.4451, 2.4991, 2.5611, 2.6309, 2.7127, 2.7623, 2.8187, 2.8828, 2.959, 3.0354,
            3.0971, 3.1862, 3.2569, 3.3187, 3.4126, 3.473, 3.527, 3.6152, 3.6766, 3.7374, 3.8145, 3.8578,
            3.9176, 4.0143, 4.0726,
        ],
        '39': [
            0.8806, 1.1062, 1.3501, 1.4852, 1.6352, 1.8094, 1.9322, 2.028, 2.1396, 2.203, 2.2728, 2.3534,
            2.3977, 2.4471, 2.5012, 2.5633, 2.6328, 2.714, 2.7631, 2.819, 2.884, 2.96, 3.0374, 3.0976,
            3.187, 3.2571, 3.3173, 3.4117, 3.4748, 3.5275, 3.6131, 3.6735, 3.738, 3.815, 3.8621, 3.9267,
            4.022, 4.0728,
        ],
        '40': [
            0.8832, 1.1094, 1.3526, 1.4876, 1.6373, 1.8114, 1.9345, 2.0293, 2.1406, 2.2044, 2.2747,
            2.3558, 2.3998, 2.4491, 2.5033, 2.565, 2.634, 2.7155, 2.7642, 2.8196, 2.8845, 2.9612, 3.0371,
            3.0993, 3.1885, 3.2587, 3.3201, 3.4136, 3.4755, 3.5296, 3.6147, 3.671, 3.7284, 3.8145, 3.859,
            3.9267, 4.011, 4.0726,
        ],
        '41': [
            0.8947, 1.1202, 1.3634, 1.4975, 1.6463, 1.8211, 1.9449, 2.0383, 2.15, 2.2131, 2.2837, 2.3641,
            2.4077, 2.4568, 2.5121, 2.5733, 2.6418, 2.7222, 2.7718, 2.8266, 2.8913, 2.9702, 3.0458,
            3.1071, 3.1972, 3.2664, 3.329, 3.4181, 3.4809, 3.5348, 3.6215, 3.6782, 3.7401, 3.815, 3.8651,
            3.932, 4.0229, 4.0764,
        ],
        '42': [
            0.9005, 1.1253, 1.3677, 1.5024, 1.6508, 1.8254, 1.9489, 2.042, 2.1531, 2.216, 2.2872, 2.3678,
            2.411, 2.461, 2.5154, 2.577, 2.6455, 2.727, 2.7761, 2.8294, 2.8946, 2.9724, 3.0468, 3.1083,
            3.2003, 3.2711, 3.3319, 3.421, 3.4817, 3.5393, 3.6248, 3.6859, 3.7463, 3.8309, 3.8775, 3.9357,
            4.0256, 4.0764,
        ],
        '43': [
            0.9047, 1.1291, 1.3717, 1.506, 1.654, 1.8288, 1.9524, 2.0458, 2.1566, 2.2192, 2.2899, 2.3707,
            2.4148, 2.4645, 2.5193, 2.5802, 2.6479, 2.7289, 2.7782, 2.8315, 2.897, 2.9746, 3.0504, 3.1107,
            3.2014, 3.2725, 3.3357, 3.4231, 3.4864, 3.537, 3.6244, 3.687, 3.7491, 3.8338, 3.8775, 3.9367,
            4.0254, 4.0764,
        ],
        '44': [
            0.9083, 1.1329, 1.3749, 1.5095, 1.6574, 1.8315, 1.9551, 2.0486, 2.1593, 2.2222, 2.2933,
            2.3732, 2.4171, 2.4663, 2.5209, 2.5822, 2.6508, 2.732, 2.7804, 2.835, 2.9001, 2.9762, 3.0507,
            3.113, 3.2027, 3.2735, 3.3342, 3.4231, 3.4875, 3.5412, 3.6254, 3.6859, 3.75, 3.8326, 3.8821,
            3.9445, 4.032, 4.0794,
        ],
        '45': [
            0.9115, 1.1361, 1.3777, 1.5123, 1.6604, 1.8337, 1.9574, 2.0505, 2.1612, 2.2244, 2.2954,
            2.3748, 2.4188, 2.4685, 2.5232, 2.5843, 2.6526, 2.7347, 2.7838, 2.8367, 2.9022, 2.9795,
            3.0545, 3.1143, 3.2039, 3.2745, 3.3363, 3.424, 3.4868, 3.5391, 3.6248, 3.685, 3.7491, 3.8339,
            3.8831, 3.9518, 4.0353, 4.0794,
        ],
        '46': [
            0.915, 1.139, 1.38, 1.5147, 1.6626, 1.8357, 1.9589, 2.0525, 2.1635, 2.2268, 2.2972, 2.3775,
            2.4209, 2.4695, 2.5243, 2.5863, 2.655, 2.7367, 2.7854, 2.8394, 2.9052, 2.9807, 3.0541, 3.1157,
            3.2068, 3.2776, 3.338, 3.4266, 3.4899, 3.544, 3.6274, 3.6879, 3.7509, 3.838, 3.8821, 3.9445,
            4.0358, 4.0813,
        ],
        '47': [
            0.9177, 1.1418, 1.3826, 1.5171, 1.6649, 1.8382, 1.9604, 2.0538, 2.166, 2.2291, 2.2993, 2.3781,
            2.4221, 2.4703, 2.5261, 2.5882, 2.6559, 2.7392, 2.787, 2.8404, 2.9052, 2.9825, 3.0566, 3.1152,
            3.2064, 3.2796, 3.3399, 3.4284, 3.4903, 3.544, 3.6293, 3.6905, 3.7509, 3.8352, 3.8848, 3.9446,
            4.0448, 4.0874,
        ],
        '48': [
            0.9201, 1.1442, 1.385, 1.5192, 1.6665, 1.8396, 1.963, 2.0558, 2.1674, 2.2302, 2.3004, 2.3796,
            2.4234, 2.4719, 2.5274, 2.5887, 2.6577, 2.741, 2.7888, 2.8429, 2.9074, 2.9834, 3.057, 3.1176,
            3.2084, 3.2796, 3.3419, 3.4326, 3.4917, 3.5475, 3.6305, 3.6937, 3.7526, 3.8403, 3.8853,
            3.9465, 4.033, 4.0879,
        ],
        '49': [
            0.9222, 1.146, 1.3876, 1.5212, 1.6681, 1.8421, 1.9644, 2.0577, 2.1689, 2.2312, 2.302, 2.3811,
            2.4252, 2.4734, 2.5289, 2.5896, 2.6577, 2.741, 2.7903, 2.8445, 2.9092, 2.9854, 3.059, 3.1193,
            3.2099, 3.2815, 3.3436, 3.4335, 3.4931, 3.5486, 3.6307, 3.6971, 3.7552, 3.8403, 3.8848,
            3.9465, 4.0434, 4.0967,
        ],
        '50': [
            0.9252, 1.1482, 1.3898, 1.5232, 1.6702, 1.8435, 1.9659, 2.059, 2.1701, 2.2327, 2.3032, 2.3819,
            2.4262, 2.4745, 2.5292, 2.59, 2.6583, 2.7413, 2.7895, 2.8445, 2.9097, 2.9856, 3.0591, 3.12,
            3.2099, 3.2818, 3.3411, 3.4334, 3.4929, 3.5465, 3.6307, 3.6928, 3.7552, 3.8371, 3.8848,
            3.9446, 4.0448, 4.0964,
        ],
        '51': [
            0.934, 1.1572, 1.3985, 1.5313, 1.6781, 1.851, 1.9732, 2.0659, 2.1768, 2.2397, 2.3099, 2.3885,
            2.4328, 2.4809, 2.5359, 2.5964, 2.665, 2.7475, 2.7962, 2.8504, 2.9149, 2.9899, 3.0648, 3.1262,
            3.2163, 3.2888, 3.3489, 3.4367, 3.4969, 3.5519, 3.637, 3.699, 3.7589, 3.8443, 3.8927, 3.9569,
            4.0589, 4.1013,
        ],
        '52': [
            0.9382, 1.1613, 1.4023, 1.5351, 1.682, 1.8544, 1.9765, 2.0689, 2.1805, 2.2426, 2.3125, 2.3908,
            2.4355, 2.4839, 2.5395, 2.5993, 2.6671, 2.751, 2.7993, 2.8535, 2.917, 2.9914, 3.0663, 3.1282,
            3.2198, 3.2925, 3.3525, 3.4382, 3.4999, 3.5544, 3.6389, 3.7012, 3.7601, 3.8479, 3.8927,
            3.9651, 4.068, 4.1022,
        ],
        '53': [
            0.9419, 1.1646, 1.4057, 1.5381, 1.6847, 1.8578, 1.9792, 2.0721, 2.1825, 2.2452, 2.3146,
            2.3936, 2.4381, 2.4863, 2.5422, 2.6018, 2.6693, 2.7525, 2.8006, 2.8553, 2.9187, 2.9927,
            3.0692, 3.1311, 3.2225, 3.2942, 3.3547, 3.4412, 3.5057, 3.5559, 3.6392, 3.7025, 3.7621,
            3.8489, 3.8985, 3.9648, 4.0609, 4.1063,
        ],
        '54': [
            0.9446, 1.1676, 1.4085, 1.5407, 1.6868, 1.8601, 1.9815, 2.0743, 2.1852, 2.2476, 2.3172,
            2.3957, 2.4403, 2.4879, 2.5436, 2.6034, 2.6719, 2.7541, 2.8027, 2.8572, 2.9208, 2.9952,
            3.0707, 3.1323, 3.2253, 3.2951, 3.3559, 3.4425, 3.5066, 3.5573, 3.6406, 3.706, 3.7638, 3.8501,
            3.8986, 3.9778, 4.0707, 4.1078,
        ],
        '55': [
            0.9479, 1.1701, 1.4109, 1.5431, 1.6896, 1.8617, 1.9837, 2.0765, 2.1868, 2.2489, 2.3188,
            2.3972, 2.4419, 2.4897, 2.5447, 2.6048, 2.6733, 2.755, 2.804, 2.8587, 2.9239, 2.9963, 3.0708,
            3.1324, 3.225, 3.2972, 3.3567, 3.4438, 3.5074, 3.5593, 3.6431, 3.7061, 3.7658, 3.8501, 3.9013,
            3.9708, 4.0728, 4.113,
        ],
        '56': [
            0.9501, 1.1722, 1.4132, 1.5452, 1.6916, 1.8636, 1.9849, 2.0784, 2.1887, 2.2505, 2.3204,
            2.3997, 2.4444, 2.4921, 2.547, 2.6065, 2.6751, 2.7568, 2.8064, 2.8594, 2.9241, 2.9972, 3.0717,
            3.1321, 3.2257, 3.2975, 3.358, 3.4438, 3.5108, 3.5608, 3.647, 3.7079, 3.7718, 3.8528, 3.9048,
            3.9833, 4.0726, 4.113,
        ],
        '57': [
            0.9522, 1.1745, 1.4151, 1.547, 1.6936, 1.8653, 1.9867, 2.0797, 2.1902, 2.2521, 2.3218, 2.4006,
            2.4457, 2.4937, 2.5496, 2.6092, 2.6772, 2.7588, 2.808, 2.8616, 2.9272, 2.9998, 3.0726, 3.134,
            3.2267, 3.2973, 3.359, 3.4479, 3.5113, 3.5622, 3.6471, 3.7092, 3.7721, 3.8528, 3.9068, 3.9797,
            4.0725, 4.113,
        ],
        '58': [
            0.9547, 1.1768, 1.4168, 1.5487, 1.6951, 1.8666, 1.9879, 2.0813, 2.192, 2.2541, 2.3232, 2.4013,
            2.4463, 2.4941, 2.5499, 2.6101, 2.6789, 2.7594, 2.8087, 2.8625, 2.9276, 3.0019, 3.0761,
            3.1352, 3.2273, 3.298, 3.3609, 3.4454, 3.5118, 3.5616, 3.6453, 3.7064, 3.7683, 3.8501, 3.9008,
            3.9662, 4.0707, 4.1143,
        ],
        '59': [
            0.9568, 1.179, 1.4187, 1.5504, 1.6968, 1.8678, 1.9891, 2.0826, 2.1928, 2.2553, 2.325, 2.4028,
            2.4474, 2.4952, 2.5511, 2.611, 2.6792, 2.7607, 2.8095, 2.8633, 2.9286, 3.0013, 3.0782, 3.1376,
            3.2316, 3.2998, 3.362, 3.4479, 3.5127, 3.5622, 3.647, 3.7065, 3.7658, 3.8501, 3.9008, 3.9708,
            4.0707, 4.1143,
        ],
        '60': [
            0.9589, 1.1808, 1.4203, 1.5521, 1.698, 1.8695, 1.9908, 2.0843, 2.1942, 2.2567, 2.3264, 2.4043,
            2.4486, 2.4963, 2.5516, 2.6112, 2.6804, 2.7613, 2.81, 2.8646, 2.9292, 3.0032, 3.0782, 3.1385,
            3.2326, 3.3021, 3.3616, 3.4448, 3.5108, 3.5616, 3.6464, 3.7068, 3.7717, 3.8513, 3.8985, 3.967,
            4.0726, 4.113,
        ],
    },
};

;// CONCATENATED MODULE: ./src/stats/sequential.ts
/**
 * Group-sequential rounds: the run looks at its data at planned points (after 3, 5, 7, 10, …
 * rounds, up to the budget) and stops as soon as the answer is clear.
 *
 * Why these boundaries: looking repeatedly at a test raises its false-alarm rate unless each
 * look uses a stricter level. The boundaries come from the Wang–Tsiatis family (Wang &
 * Tsiatis 1987; Jennison & Turnbull, "Group Sequential Methods with Applications to Clinical
 * Trials", 2000, ch. 2): a look after n of at most N rounds crosses when its normal score z
 * reaches c·(n/N)^(Δ−½). Δ = ½ is Pocock's boundary (the same level at every look: clear
 * answers stop early); smaller Δ spends less α on early looks, as O'Brien–Fleming's (Δ = 0)
 * does. Both boundaries use Δ = ¼. For *regression* it keeps early looks from failing changes
 * just inside the tolerance (0.8θ) while still stopping early on clear regressions. For
 * *within tolerance* it was Pocock's until issue 33: an A/A at a 2% tolerance mostly needs the
 * budget's last looks, where Pocock's bar stays as high as at the first (2.28 standard errors
 * over 23 rounds against 1.93 at Δ = ¼). In seeded simulation of 5-minute runs (rounds 4%
 * apart, throughput and CPU per request gated) Δ = ¼ decides 45% of A/A runs within the
 * tolerance against 29%, at the same α; a clearly unchanged app passes about two rounds later.
 *
 * perf-gate's noise is estimated from the run itself, so each look's statistic is a Student
 * t, not a normal z; we map it to the normal score with the same tail (every look's score is
 * then exactly N(0, 1)) and calibrate c by seeded simulation of the joint null distribution
 * of the scores over all looks (scripts/calibrate-boundaries.ts → boundary-table.ts). The
 * table gives, for each budget and shape, the tail probability of the largest weighted score
 * over the looks: a look's *sequential p-value*, which the decision rule compares with α
 * (Holm-corrected for regressions).
 */


/** Rounds after which a sequential run may stop; the budget is always a look too. */
const LOOK_POINTS = [3, 5, 7, 10, 13, 16, 20, 25, 30, 40, 50, 60];
function looksOf(design) {
    if (design.kind === 'fixed')
        return [design.maxRounds];
    return [...LOOK_POINTS.filter((n) => n < design.maxRounds), design.maxRounds];
}
/** The look that `rounds` completed rounds reach, or undefined between looks. */
function isLook(design, rounds) {
    return looksOf(design).includes(rounds);
}
/**
 * A budget's share of the wall time its last look may plan on: the rounds' time varies a
 * little (a rerun, a slow start), and a plan that overshoots loses its last look.
 */
const BUDGET_PLANNED_SHARE = 0.95;
/**
 * The design a run with a wall-time budget follows once it knows how long a round takes:
 * at most as many rounds as the budget reaches at that pace (within `maxRounds`), so that
 * its boundary spends α over looks it will make. Planned for the largest budget (60 rounds)
 * while 5 minutes reach 25, each look's boundary would spread α over 12 looks instead of 8,
 * and an A/A that a fixed 25 rounds would decide would stay undecided.
 * The pace is not the data the test looks at, so the plan keeps the design's error rates
 * (each budget's boundary is calibrated on its own, boundary-table.ts).
 */
function budgetedDesign(pace) {
    const left = BUDGET_PLANNED_SHARE * pace.budgetMs - pace.elapsedMs;
    const reachable = pace.rounds + Math.max(0, Math.floor(left / pace.msPerRound));
    return { kind: 'sequential', maxRounds: Math.min(pace.maxRounds, reachable) };
}
/** Wang–Tsiatis Δ of each boundary (see above). */
const BOUNDARY_SHAPES = { worse: 0.25, within: 0.25 };
/** Weight of a look after `n` of at most `maxRounds` rounds: the boundary is c / weight. */
function lookWeight(n, maxRounds, side) {
    return (Math.min(n, maxRounds) / maxRounds) ** (0.5 - BOUNDARY_SHAPES[side]);
}
/**
 * P(the largest weighted normal score over all looks of this design ≥ the weighted score of
 * this look) under the null: the sequential p-value of a look after `n` rounds whose score
 * is `score`. Exact for a fixed design (one look).
 */
function sequentialPValue(score, n, design, side) {
    if (Number.isNaN(score))
        return NaN;
    const looks = looksOf(design);
    if (looks.length === 1)
        return 1 - (0,distributions/* normalCdf */.vr)(score);
    const weighted = score * lookWeight(n, design.maxRounds, side);
    // Bonferroni over the looks bounds the tail from above, and is tight far out in it.
    const weights = looks.map((look) => lookWeight(look, design.maxRounds, side));
    const bonferroni = Math.min(1, weights.reduce((sum, w) => sum + 1 - (0,distributions/* normalCdf */.vr)(weighted / w), 0));
    const upper = 1 - (0,distributions/* normalCdf */.vr)(weighted / Math.max(...weights));
    const quantiles = BOUNDARY_TABLE[BOUNDARY_SHAPES[side]]?.[design.maxRounds];
    if (!quantiles)
        throw new Error(`no calibrated boundary for a budget of ${design.maxRounds}`);
    const probs = BOUNDARY_TAIL_PROBABILITIES;
    // quantiles[i] is the score whose tail probability is probs[i]; probs fall, scores rise.
    if (weighted <= quantiles[0])
        return Math.max(probs[0], upper);
    for (let i = 1; i < quantiles.length; i++) {
        if (weighted <= quantiles[i]) {
            // Linear in the score, logarithmic in the probability: the tail is close to exponential.
            const f = (weighted - quantiles[i - 1]) / (quantiles[i] - quantiles[i - 1]);
            const logP = Math.log(probs[i - 1]) + f * (Math.log(probs[i]) - Math.log(probs[i - 1]));
            return Math.max(upper, Math.min(bonferroni, Math.exp(logP)));
        }
    }
    return Math.max(upper, Math.min(bonferroni, probs[probs.length - 1]));
}
/**
 * Each critical score found, by its arguments: a run asks for the same few (its looks at its
 * gates' levels) for every metric at every look, and the seeded simulations millions of
 * times; each is a bisection over a hundred sequential p-values, whose boundaries are constants.
 */
const criticalScores = new Map();
/** The score a look after `n` rounds must reach to be significant at `level`. */
function criticalScore(level, n, design, side) {
    // A fixed design's score is the same after any number of rounds (one look).
    const key = design.kind === 'fixed'
        ? `${level} fixed ${side}`
        : `${level} ${n} ${design.maxRounds} ${side}`;
    let score = criticalScores.get(key);
    if (score === undefined) {
        score = bisectCriticalScore(level, n, design, side);
        criticalScores.set(key, score);
    }
    return score;
}
function bisectCriticalScore(level, n, design, side) {
    let low = -10;
    let high = 40;
    for (let i = 0; i < 100; i++) {
        const mid = (low + high) / 2;
        if (sequentialPValue(mid, n, design, side) > level)
            low = mid;
        else
            high = mid;
    }
    return high;
}


/***/ }),

/***/ 51268:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ip: () => (/* binding */ pAbove),
/* harmony export */   MM: () => (/* binding */ signFlipInterval),
/* harmony export */   O_: () => (/* binding */ roundsToReach),
/* harmony export */   bM: () => (/* binding */ subsetMeans),
/* harmony export */   gf: () => (/* binding */ pBelow)
/* harmony export */ });
/* unused harmony export EXACT_ROUNDS */
/**
 * The sign-flip permutation test of a shift, its one-sided tests against the tolerance and
 * the confidence interval that inverts the same test.
 *
 * Why subset means: flipping the signs of a set F of the centred differences (d − μ) leaves
 * a sum at least as large as the observed one exactly when the mean of d over F is at most
 * μ. So every p-value of the test, at any μ, counts the subset means on one side of μ, and
 * the interval (the μ the test does not reject) runs between two order statistics of the
 * subset means — the sign-flip analogue of the Walsh averages of the signed-rank test.
 * Exact over all 2ⁿ − 1 subsets up to EXACT_ROUNDS; beyond that, seeded random subsets.
 */
/** All 2ⁿ subsets up to 16 rounds (65,535 means); seeded random subsets beyond. */
const EXACT_ROUNDS = 16;
const RANDOM_SUBSETS = 20_000;
function subsetMeans(d, random) {
    const n = d.length;
    if (n <= EXACT_ROUNDS) {
        const count = 2 ** n;
        const sums = new Float64Array(count);
        const sizes = new Uint8Array(count);
        const means = new Float64Array(count - 1);
        for (let mask = 1; mask < count; mask++) {
            const low = mask & -mask;
            const rest = mask ^ low;
            sums[mask] = sums[rest] + d[31 - Math.clz32(low)];
            sizes[mask] = sizes[rest] + 1;
            means[mask - 1] = sums[mask] / sizes[mask];
        }
        return { sorted: means.sort(), total: count, exact: true };
    }
    const means = [];
    for (let draw = 0; draw < RANDOM_SUBSETS; draw++) {
        let sum = 0;
        let size = 0;
        for (const x of d) {
            if (random() < 0.5) {
                sum += x;
                size++;
            }
        }
        if (size > 0)
            means.push(sum / size);
    }
    return { sorted: Float64Array.from(means).sort(), total: RANDOM_SUBSETS + 1, exact: false };
}
/** Count of sorted values ≤ x (or < x when `strict`). */
function countBelow(sorted, x, strict = false) {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
        const mid = (low + high) >>> 1;
        if (strict ? sorted[mid] < x : sorted[mid] <= x)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}
/** P-value against "the shift is at most μ" (small: the shift is larger than μ). */
function pAbove(s, mu) {
    return Math.min(1, (1 + countBelow(s.sorted, mu)) / s.total);
}
/** P-value against "the shift is at least μ" (small: the shift is smaller than μ). */
function pBelow(s, mu) {
    return Math.min(1, (1 + s.sorted.length - countBelow(s.sorted, mu, true)) / s.total);
}
/**
 * The two-sided (1 − α) interval of the shift: every μ that neither one-sided test rejects
 * at α/2. Infinite on a side when the rounds are too few to ever reject there.
 */
function signFlipInterval(s, alpha) {
    const allowed = Math.floor((alpha / 2) * s.total) - 1;
    if (allowed < 0)
        return [-Infinity, Infinity];
    return [s.sorted[allowed], s.sorted[s.sorted.length - 1 - allowed]];
}
/** Rounds a sign-flip test needs before its smallest p-value can reach `level`. */
function roundsToReach(level) {
    return Math.ceil(Math.log2(1 / level));
}


/***/ }),

/***/ 16717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ worsening),
/* harmony export */   KK: () => (/* binding */ detectableWorsening),
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   Q0: () => (/* binding */ signFlipToleranceTest),
/* harmony export */   SC: () => (/* binding */ toleranceTest),
/* harmony export */   bb: () => (/* binding */ roundsToDecide),
/* harmony export */   ih: () => (/* binding */ changeOfWorsening),
/* harmony export */   wI: () => (/* binding */ toleranceMargin)
/* harmony export */ });
/* unused harmony exports meanAndError, criticalT */
/* harmony import */ var simple_statistics__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15521);
/* harmony import */ var _distributions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99808);
/* harmony import */ var _paired_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5570);
/* harmony import */ var _sequential_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25723);
/* harmony import */ var _sign_flip_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51268);
/**
 * The decision rule: does a comparison show a worsening beyond its tolerance, within it, or
 * can this run not tell?
 *
 * `gate.throughput: 5%` means "up to 5% worse is fine". So the gate tests the tolerance, not
 * zero. On the log scale, with w the worsening per round and δ the tolerance in the same
 * units (−ln(1 − θ) for throughput-like metrics, ln(1 + θ) for latency-like ones):
 * - *worse than the tolerance* when a one-sided test rejects "w ≤ δ" (the minimal-effect
 *   test), Holm-corrected over every gated comparison so that more variants or metrics do not
 *   raise the false-fail rate;
 * - *within the tolerance* when a one-sided test rejects "w ≥ δ" (non-inferiority). Passing
 *   needs every gated comparison to be within, so no correction is needed there
 *   (intersection–union: Berger 1982);
 * - *undecided* otherwise.
 * With sequential rounds the p-values are the sequential ones of ./sequential.ts.
 */





/** The tolerance on the scale of the per-round differences, counted in the worse direction. */
function toleranceMargin(tolerance, scale, better) {
    if (scale === 'difference')
        return tolerance;
    if (better === 'higher')
        return tolerance >= 1 ? Infinity : -Math.log1p(-tolerance);
    return Math.log1p(tolerance);
}
/** Back from a worsening on the differences' scale to the metric's change as a fraction. */
function changeOfWorsening(worsening, scale, better) {
    if (scale === 'difference')
        return better === 'higher' ? -worsening : worsening;
    return Math.expm1(better === 'higher' ? -worsening : worsening);
}
/** Per-round worsening: positive when the variant is worse than the baseline. */
function worsening(differences, better) {
    return better === 'higher' ? differences.map((d) => -d) : differences;
}
/** The plain mean and its standard error: the paired t test. */
const meanAndError = (w) => w.length < 2
    ? undefined
    : { mean: (0,simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .mean */ .RE)(w), se: (0,simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .sampleStandardDeviation */ .JK)(w) / Math.sqrt(w.length), df: w.length - 1 };
/**
 * The one-sided t tests of the worsening `w` against the tolerance `margin`; `location` is the
 * plain mean by default, the trimmed mean for `gate.test: trimmed`.
 */
function toleranceTest(w, margin, design, location = meanAndError) {
    const n = w.length;
    const centre = location(w) ?? meanAndError(w);
    if (!centre || !Number.isFinite(margin)) {
        const within = n >= 2 ? 0 : NaN;
        return { n, score: NaN, pWorse: n >= 2 ? 1 : NaN, pWithin: within };
    }
    const m = centre.mean - margin;
    const se = centre.se;
    // Identical rounds leave no noise to test against: the sign of the shift decides.
    const score = se <= 1e-12 * Math.abs(m) || se === 0
        ? m === 0
            ? 0
            : Math.sign(m) * Infinity
        : (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .tToNormalScore */ .p0)(m / se, centre.df);
    return {
        n,
        score,
        pWorse: (0,_sequential_js__WEBPACK_IMPORTED_MODULE_3__/* .sequentialPValue */ .Hm)(score, n, design, 'worse'),
        pWithin: (0,_sequential_js__WEBPACK_IMPORTED_MODULE_3__/* .sequentialPValue */ .Hm)(-score, n, design, 'within'),
    };
}
/**
 * The same tests by sign flips (`gate.test: permutation`), for heavy-tailed metrics: they
 * assume only that the worsening is symmetric about its centre. One look only.
 */
function signFlipToleranceTest(w, margin, random) {
    const n = w.length;
    if (n < 2 || !Number.isFinite(margin))
        return toleranceTest(w, margin, { kind: 'fixed', maxRounds: n });
    const means = (0,_sign_flip_js__WEBPACK_IMPORTED_MODULE_4__/* .subsetMeans */ .bM)(w, random);
    const pWorse = (0,_sign_flip_js__WEBPACK_IMPORTED_MODULE_4__/* .pAbove */ .Ip)(means, margin);
    return { n, score: -(0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .normalQuantile */ .Zl)(pWorse), pWorse, pWithin: (0,_sign_flip_js__WEBPACK_IMPORTED_MODULE_4__/* .pBelow */ .gf)(means, margin) };
}
/**
 * Decides a family of gated comparisons at one look. `correct: false` exists only to show,
 * in the tests, what the Holm correction buys.
 */
function decide(tests, alpha, options = {}) {
    const adjustedPWorse = options.correct === false ? tests.map((t) => t.pWorse) : (0,_paired_js__WEBPACK_IMPORTED_MODULE_2__/* .holmAdjust */ .IZ)(tests.map((t) => t.pWorse));
    const outcomes = tests.map((t, i) => {
        if (adjustedPWorse[i] <= alpha)
            return 'worse';
        if (t.pWithin <= alpha)
            return 'within';
        return 'undecided';
    });
    const verdict = outcomes.includes('worse')
        ? 'fail'
        : outcomes.every((o) => o === 'within')
            ? 'pass'
            : 'undecided';
    return { outcomes, adjustedPWorse, verdict };
}
/** The t value a look with `n` rounds must reach to be significant at `level` in `design`. */
function criticalT(level, n, design) {
    return (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .tQuantile */ .YW)((0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .normalCdf */ .vr)((0,_sequential_js__WEBPACK_IMPORTED_MODULE_3__/* .criticalScore */ .aT)(level, n, design, 'worse')), n - 1);
}
/**
 * Smallest true worsening that a run like this one (its rounds, noise and design) would show
 * as worse than the tolerance with 80% power, at `level` (the gate's α, Holm's first step).
 */
function detectableWorsening(sd, n, margin, level, design) {
    if (n < 2 || !(sd >= 0))
        return NaN;
    return margin + ((criticalT(level, n, design) + (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .tQuantile */ .YW)(_paired_js__WEBPACK_IMPORTED_MODULE_2__/* .POWER */ .wY, n - 1)) * sd) / Math.sqrt(n);
}
/**
 * Rounds of a fixed design that would, at the noise `sd`, show a true "no change" within the
 * tolerance and a worsening of twice the tolerance as a regression, each with 80% power:
 * both lie one tolerance away from the boundary the tests are about. Undefined beyond 1000.
 */
function roundsToDecide(sd, margin, level) {
    if (!(sd > 0) || !(margin > 0) || !Number.isFinite(margin))
        return undefined;
    for (let n = 2; n <= 1000; n++) {
        const reach = (((0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .tQuantile */ .YW)(1 - level, n - 1) + (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .tQuantile */ .YW)(_paired_js__WEBPACK_IMPORTED_MODULE_2__/* .POWER */ .wY, n - 1)) * sd) / Math.sqrt(n);
        if (reach <= margin)
            return n;
    }
    return undefined;
}


/***/ }),

/***/ 53294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KE: () => (/* binding */ describeExit),
  d1: () => (/* binding */ runCommand),
  v0: () => (/* binding */ startChild)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/target/secrets.ts
var secrets = __webpack_require__(2024);
;// CONCATENATED MODULE: ./src/target/output-log.ts
/**
 * A child process's stdout and stderr: all of it to a log file, and the last lines in
 * memory so that an error can show them, with every secret masked before either sees it.
 * Nothing goes to the action log, however chatty the app.
 */


const TAIL_BYTES = 16 * 1024;
class OutputLog {
    path;
    tail = '';
    file;
    masker = new secrets/* SecretMasker */.M2();
    /** Why the file stopped taking writes (a full disk): the tail in memory still does. */
    failed;
    constructor(path) {
        this.path = path;
        this.file = (0,external_node_fs_.createWriteStream)(path, { flags: 'a' });
        // Unheard, a failed write (a chatty app filling the disk) would crash perf-gate whole.
        // The last lines (shown when the service fails) say where the file stops.
        this.file.on('error', (error) => {
            if (this.failed)
                return;
            this.failed = error.message;
            this.tail += `\n# perf-gate: ${path} takes no more of this output: ${error.message}\n`;
        });
    }
    attach(stream) {
        stream?.on('data', (chunk) => this.write(chunk.toString('utf8')));
    }
    write(text) {
        this.append(this.masker.push(text));
    }
    append(text) {
        if (!text)
            return;
        if (!this.failed)
            this.file.write(text);
        this.tail = (this.tail + text).slice(-TAIL_BYTES);
    }
    /** The last `count` lines written. */
    lastLines(count = 20) {
        const lines = this.tail.split(/\r?\n/);
        if (lines[lines.length - 1] === '')
            lines.pop();
        return lines.slice(-count);
    }
    async close() {
        if (this.file.closed || this.file.writableEnded)
            return;
        this.append(this.masker.flush());
        if (this.failed || this.file.destroyed)
            return;
        await new Promise((resolve) => this.file.end(resolve));
    }
}

// EXTERNAL MODULE: ./src/target/process-group.ts + 1 modules
var process_group = __webpack_require__(33200);
// EXTERNAL MODULE: ./src/target/placement.ts
var placement = __webpack_require__(15658);
;// CONCATENATED MODULE: ./src/target/child.ts
/**
 * The one way perf-gate runs a child process — a service, a setup command, a build: a shell
 * command in its own process group (so a wrapper shell, a forked worker or any grandchild
 * goes with it), the runner's environment without its secrets, its output to a log file
 * (secrets masked, the last lines kept for errors), registered so that a signal or a crash
 * stops it, and stopped as a group.
 */





function describeExit(status) {
    return status.signal ? `was killed by ${status.signal}` : `exited with code ${status.code}`;
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a closed group's output may take to arrive before the pipes are let go. */
const DRAIN_MS = 200;
let children = 0;
function startChild(spec) {
    const trackingId = `${process.pid}.${++children}`;
    const log = new OutputLog(spec.logPath);
    log.write(`# perf-gate: ${spec.header}\n`);
    const options = {
        detached: true,
        cwd: spec.cwd,
        env: {
            ...(0,secrets/* inheritedEnvironment */.aJ)(spec.baseEnv),
            ...spec.env,
            [process_group/* TRACKING_VARIABLE */.dG]: trackingId,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
    };
    const placed = spec.cpus === undefined ? undefined : (0,placement/* placedCommand */.fT)(spec.command, spec.cpus);
    const child = placed
        ? (0,external_node_child_process_.spawn)(placed.file, placed.args, options)
        : (0,external_node_child_process_.spawn)(spec.command, { ...options, shell: true });
    let exit;
    let spawnError;
    const exited = new Promise((resolve) => {
        child.once('exit', (code, signal) => resolve((exit = { code, signal })));
        child.once('error', (error) => {
            spawnError = error;
            resolve((exit ??= { code: null, signal: null }));
        });
    });
    log.attach(child.stdout);
    log.attach(child.stderr);
    const pid = child.pid;
    // A service's escaped processes are stopped with its group (see ChildSpec.escaped).
    if (pid !== undefined) {
        (0,process_group/* registerGroup */.fM)(pid, {
            name: spec.name,
            graceMs: spec.graceMs,
            trackingId,
            killEscaped: spec.escaped === 'kill',
        });
    }
    let stopped;
    return {
        pid,
        logPath: spec.logPath,
        spawnError: () => spawnError,
        exitStatus: () => exit,
        exited,
        lastLines: (count) => log.lastLines(count),
        stop: () => (stopped ??= (async () => {
            const result = pid === undefined ? { forced: false } : await (0,process_group/* stopGroup */.gv)(pid, spec.graceMs);
            if (result.forced) {
                log.write(`# perf-gate: "${spec.name}" ignored SIGTERM for ${spec.graceMs} ms; its process group was killed\n`);
            }
            await releaseOutput([child.stdout, child.stderr]);
            await log.close();
            return result;
        })()),
    };
}
/**
 * Once the group is gone its output ends — unless a process that left the group still holds
 * it. Waiting for that could take forever: after a moment to drain, the pipes are let go.
 */
async function releaseOutput(streams) {
    const open = streams.filter((s) => s !== null && !s.readableEnded);
    const deadline = Date.now() + DRAIN_MS;
    while (open.some((s) => !s.readableEnded) && Date.now() < deadline)
        await sleep(10);
    for (const stream of open)
        if (!stream.readableEnded)
            stream.destroy();
}
/**
 * Runs a command to its end (a setup command, a build): whatever it left running in its
 * group is stopped afterwards, and a command that outlives `timeoutMs` is stopped then.
 */
async function runCommand(spec) {
    const child = startChild(spec);
    let timedOut = false;
    const timer = spec.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            void child.stop();
        }, spec.timeoutMs);
    const status = await child.exited;
    clearTimeout(timer);
    await child.stop();
    const lastLines = child.lastLines(15);
    if (timedOut)
        return { failure: `did not finish within ${spec.timeoutMs / 1000} s`, lastLines };
    const spawnError = child.spawnError();
    if (spawnError)
        return { failure: `could not be started: ${spawnError.message}`, lastLines };
    if (status.code !== 0)
        return { failure: describeExit(status), lastLines };
    return { lastLines };
}


/***/ }),

/***/ 81786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WB: () => (/* binding */ PortInUseError),
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   b1: () => (/* binding */ FULL_LOG),
/* harmony export */   w3: () => (/* binding */ SetupError)
/* harmony export */ });
/** Starts the line of a service's error that names its log (modes/progress.ts reads it back). */
const FULL_LOG = 'Full log: ';
class ServiceError extends Error {
    service;
    outputTail;
    constructor(service, what, outputTail, advice = '') {
        const tail = outputTail.length > 0
            ? `\nLast lines of its output:\n${outputTail.map((l) => `  | ${l}`).join('\n')}`
            : '\nIt printed nothing.';
        const log = service.logPath ? `\n${FULL_LOG}${service.logPath}` : '';
        super(`Service "${service.name}" (command: ${service.command}) ${what}.${advice ? ` ${advice}` : ''}${tail}${log}`);
        this.service = service;
        this.outputTail = outputTail;
        this.name = 'ServiceError';
    }
}
class PortInUseError extends Error {
    port;
    constructor(service, host, port, holder) {
        super(`Service "${service.name}" cannot start: ${host}:${port} is already in use${holder ? ` by ${holder}` : ''}. ` +
            'Stop that process, or give the service a free port (its command and URLs can use {port}).');
        this.port = port;
        this.name = 'PortInUseError';
    }
}
/** A setup step before a trial failed. */
class SetupError extends Error {
    constructor(step, what, outputTail = []) {
        const tail = outputTail.length > 0 ? `\n${outputTail.map((l) => `  | ${l}`).join('\n')}` : '';
        super(`Setup step ${step} ${what}.${tail}`);
        this.name = 'SetupError';
    }
}


/***/ }),

/***/ 67656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VQ: () => (/* reexport */ process_group/* PauseError */.VQ),
  jL: () => (/* reexport */ placeProcesses),
  ar: () => (/* binding */ startTarget),
  yk: () => (/* reexport */ process_group/* stopAllGroups */.yk),
  i: () => (/* reexport */ process_group/* stopGroupsOnExit */.i),
  TQ: () => (/* reexport */ process_group/* stopRequested */.TQ),
  L8: () => (/* reexport */ process_group/* writeBeforeSignalExit */.L8)
});

// UNUSED EXPORTS: PortInUseError, ServiceError, SetupError

// EXTERNAL MODULE: ./src/target/errors.ts
var errors = __webpack_require__(81786);
// EXTERNAL MODULE: ./src/target/process-group.ts + 1 modules
var process_group = __webpack_require__(33200);
// EXTERNAL MODULE: ./src/procfs/index.ts
var procfs = __webpack_require__(85527);
;// CONCATENATED MODULE: ./src/target/listener.ts
/**
 * Which processes hold the socket listening on a TCP port (Linux: /proc/net/tcp{,6} and each
 * process's fds). A paused service that is ready on a TCP probe cannot be asked whether it
 * still answers — the kernel completes a connection on a paused listener's backlog — so the
 * pause check asks instead whether the listener belongs to a process perf-gate paused. One
 * that belongs to no such process (a container's port forwarded by a proxy, another user's
 * daemon) would keep serving while "paused".
 */

/**
 * Undefined when a process among `pids` holds the socket listening on `port`; otherwise why
 * not. Elsewhere than Linux, undefined: nothing can be told.
 */
function whyListenerNotAmong(port, pids) {
    if (!procfs/* procfsHas */.QU.tcpTable())
        return undefined;
    const inodes = (0,procfs/* listeningInodes */.Au)(port);
    if (inodes.size === 0)
        return `nothing that perf-gate can see listens on port ${port}`;
    if (pids.some((pid) => (0,procfs/* holdsSocket */.aq)(pid, inodes)))
        return undefined;
    return `the socket listening on port ${port} belongs to no process perf-gate paused`;
}

// EXTERNAL MODULE: ./src/model/loopback.ts
var loopback = __webpack_require__(39252);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
// EXTERNAL MODULE: ./src/target/secrets.ts
var secrets = __webpack_require__(2024);
;// CONCATENATED MODULE: ./src/target/probe.ts
/** Readiness: the service answers its probe URL (or its TCP port accepts). */





/** How much of a not-ready answer's body a probe keeps to show. */
const BODY_SHOWN = 120;
/** One look at the probe: undefined when ready, otherwise what was seen (for the error). */
function probeOnce(probe, timeoutMs = 1_000) {
    return probe.kind === 'tcp'
        ? tcpOnce(probe.host, Number(probe.port), timeoutMs)
        : httpOnce(probe, timeoutMs);
}
function tcpOnce(host, port, timeoutMs) {
    return new Promise((resolve) => {
        const socket = (0,external_node_net_.connect)({ host, port });
        const done = (seen) => {
            socket.destroy();
            resolve(seen === undefined ? undefined : { seen });
        };
        socket.setTimeout(timeoutMs, () => done(`no answer from ${host}:${port} within ${timeoutMs} ms`));
        socket.once('connect', () => done(undefined));
        socket.once('error', (error) => done(describeError(error, `${host}:${port}`)));
    });
}
function httpOnce(probe, timeoutMs) {
    return new Promise((resolve) => {
        const req = request(probe.url, timeoutMs, (res) => {
            const status = res.statusCode ?? 0;
            const ok = probe.status.length > 0 ? probe.status.includes(status) : status >= 200 && status < 300;
            if (ok) {
                res.resume();
                return resolve(undefined);
            }
            const wanted = probe.status.length > 0 ? `ready.status expects ${probe.status.join(' or ')}` : 'not 2xx';
            // What it said is often why it is not ready ("waiting for database"): its start.
            let body = '';
            res.setEncoding('utf8');
            const answered = () => {
                const said = body.replace(/\s+/g, ' ').trim().slice(0, BODY_SHOWN);
                const quoted = said ? `: ${JSON.stringify((0,secrets/* maskSecrets */.QU)(said))}` : '';
                resolve({ seen: `${probe.url} answered ${status}, ${wanted}${quoted}`, answered: true });
            };
            // A body that trickles on does not hold the probe past its own timeout.
            const cutoff = setTimeout(() => {
                answered();
                res.destroy();
            }, timeoutMs);
            res.once('close', () => clearTimeout(cutoff));
            res.on('data', (chunk) => {
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
        req.once('error', (error) => resolve({ seen: describeError(error, probe.url) }));
        req.end();
    });
}
/** Whether `url` gives any HTTP answer within `timeoutMs`. */
function answersWithin(url, timeoutMs) {
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
function describeError(error, where) {
    if (error.code === 'ECONNREFUSED')
        return `${where} refused the connection`;
    return `${where}: ${error.code ?? error.message}`;
}
/** Whether something already accepts connections on host:port. */
async function portAccepts(host, port) {
    return (await tcpOnce(host, port, 500)) === undefined;
}
function probeEndpoint(probe) {
    if (probe.kind === 'tcp')
        return { host: probe.host, port: Number(probe.port) };
    const url = new URL(probe.url);
    return { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)) };
}
/** A GET of an http or https URL; a certificate is checked unless the host is this machine. */
function request(url, timeoutMs, then) {
    const options = { method: 'GET', timeout: timeoutMs, agent: false };
    return url.startsWith('https:')
        ? (0,external_node_https_.request)(url, { ...options, rejectUnauthorized: (0,loopback/* checksCertificate */.Bf)(new URL(url).hostname) }, then)
        : (0,external_node_http_.request)(url, options, then);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/target/child.ts + 1 modules
var target_child = __webpack_require__(53294);
;// CONCATENATED MODULE: ./src/target/service.ts
/** Start one service (a child process of its own group), wait until it is ready, stop it. */







const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * What a service's runtime gets unless the runner's environment or the config's `env:` sets
 * it, under any of its names. .NET counts calls towards optimised code (tier 1) only after
 * 100 ms in which no new quickly-compiled method appeared, and under load new ones keep
 * appearing: an ASP.NET Core app ran its tier-0 code for 4-5 s of its own load and more,
 * through the warm-up into the measured window, at about twice the CPU per request, stepping
 * down at a moment that differed by round and by arm; pinned to one CPU, in one run, it never
 * got there in the window. Counting at once reaches the same optimised code within 1.5-2 s of
 * load (docs/accuracy.md, ".NET tiers up inside the window"). Other runtimes ignore it.
 */
const SERVICE_RUNTIME_DEFAULTS = [
    // .NET reads DOTNET_ first, then the older COMPlus_.
    { names: ['DOTNET_TC_CallCountingDelayMs', 'COMPlus_TC_CallCountingDelayMs'], value: '0' },
];
/** The runtime defaults that neither the runner's environment nor the service's `env:` set. */
function runtimeDefaults(...envs) {
    const set = (name) => envs.some((env) => env?.[name] !== undefined);
    return Object.fromEntries(SERVICE_RUNTIME_DEFAULTS.filter((d) => !d.names.some(set)).map((d) => [d.names[0], d.value]));
}
async function startService(spec, options) {
    const identity = { name: spec.name, command: spec.command };
    if (spec.ready) {
        const { host, port } = probeEndpoint(spec.ready);
        if (await portAccepts(host, port))
            throw new errors/* PortInUseError */.WB(identity, host, port, findPortHolder(port));
    }
    const logPath = (0,external_node_path_.join)(options.logDir, `${fileSafe(options.label)}.${fileSafe(spec.name)}.log`);
    const child = (0,target_child/* startChild */.v0)({
        command: spec.command,
        cwd: spec.cwd,
        baseEnv: { ...runtimeDefaults(options.baseEnv, spec.env), ...options.baseEnv },
        env: spec.env,
        name: spec.name,
        logPath,
        header: `starting "${spec.name}": ${spec.command}${options.serviceCpus === undefined ? '' : ` (on CPU ${options.serviceCpus})`}`,
        graceMs: spec.graceMs,
        escaped: 'kill',
        cpus: options.serviceCpus,
    });
    const pid = child.pid;
    if (pid === undefined) {
        await child.exited;
        await child.stop();
        throw new errors/* ServiceError */._7({ ...identity, logPath }, `could not be started: ${child.spawnError()?.message ?? 'no process id'}`, [], spec.cwd ? `Check that cwd "${spec.cwd}" exists.` : '');
    }
    const service = {
        spec,
        pid,
        logPath,
        exitStatus: () => child.exitStatus(),
        lastLines: (count) => child.lastLines(count),
        stop: () => child.stop(),
    };
    try {
        await waitReady(service);
        if (options.placeReady)
            placeProcesses(service, options.placeReady);
    }
    catch (error) {
        await service.stop();
        throw error;
    }
    return service;
}
/**
 * `placement: main-thread` for a service's processes (its process group's members), ready or
 * warmed up; a failure names the service and what to do.
 */
function placeProcesses(service, place) {
    try {
        place((0,process_group/* groupMembers */.rU)(service.pid));
    }
    catch (error) {
        const { name, command } = service.spec;
        throw new errors/* ServiceError */._7({ name, command, logPath: service.logPath }, `could not be placed on the CPUs (placement: main-thread, the default): ${error.message}`, service.lastLines(), 'Set placement: off in the config to let it float.');
    }
}
async function waitReady(service) {
    const { spec } = service;
    const probe = spec.ready;
    if (!probe)
        return;
    const identity = { name: spec.name, command: spec.command, logPath: service.logPath };
    const deadline = Date.now() + probe.timeoutMs;
    let last = { seen: 'no probe yet' };
    for (;;) {
        const exit = service.exitStatus();
        if (exit) {
            await sleep(20); // the last output may still be in the pipe
            throw new errors/* ServiceError */._7(identity, `${(0,target_child/* describeExit */.KE)(exit)} before it was ready`, service.lastLines());
        }
        const result = await probeOnce(probe, Math.min(1_000, probe.timeoutMs));
        if (result === undefined)
            return;
        last = result;
        if (Date.now() >= deadline) {
            const target = probe.kind === 'tcp' ? `${probe.host}:${probe.port}` : probe.url;
            throw new errors/* ServiceError */._7(identity, `was not ready within ${probe.timeoutMs / 1000} s (last probe: ${last.seen})`, service.lastLines(), 
            // It listens and answers, with another status: neither the port nor the time is wrong.
            last.answered && probe.kind === 'http'
                ? `It answers, with another status: point ready at a URL that answers ${probe.status.length > 0 ? 'that status' : '2xx'} once the app is ready (or, if that status means ready, set ready.status to it).`
                : (elsewhere(service, probeEndpoint(probe).port) ??
                    `Check that it listens on ${target}, or raise ready.timeout.`));
        }
        await sleep(probe.intervalMs);
    }
}
/**
 * Advice for a service that listens, but not where it is probed (an app that keeps its own
 * port 3000 when perf-gate gave it another in PORT): the ports it does listen on.
 */
function elsewhere(service, probed) {
    const ports = (0,procfs/* listeningPortsOf */.nQ)((0,process_group/* groupMembers */.rU)(service.pid));
    if (ports.length === 0 || ports.includes(probed))
        return undefined;
    const given = service.spec.env.PORT === String(probed);
    const listed = ports.join(', ');
    // Its main port elsewhere, or another of its ports (an inspector, metrics) open while it
    // still starts: both are said, the first as the likelier when perf-gate gave it PORT.
    const fix = given
        ? "have the app listen on the PORT variable perf-gate sets (process.env.PORT, ASPNETCORE_URLS), or write its own port in ready and the load's URLs instead of {port}"
        : "point ready and the load's URLs at the port it serves on";
    return `It listens on port ${listed}, not on ${probed}${given ? ', the port perf-gate gave it in PORT' : ''}: if it serves on ${listed}, ${fix}; if that is another of its ports (an inspector, metrics) and it was still starting, raise ready.timeout.`;
}
function fileSafe(text) {
    return text.replace(/[^\w.-]+/g, '_').slice(0, 60);
}
/** "PID 123 (node server.js)" for the process listening on a TCP port, when Linux tells. */
function findPortHolder(port) {
    const inodes = (0,procfs/* listeningInodes */.Au)(port);
    if (inodes.size === 0)
        return undefined;
    const pid = (0,procfs/* processIds */.Uj)().find((candidate) => (0,procfs/* holdsSocket */.aq)(candidate, inodes));
    return pid === undefined ? undefined : `PID ${pid} (${((0,procfs/* commandLineOf */.l0)(pid) ?? '').slice(0, 120)})`;
}

;// CONCATENATED MODULE: ./src/target/index.ts








/** How long a paused service's probe is given to answer: a running one answers in ms. */
const PAUSED_PROBE_MS = 300;
/** Each service starts once the one before it is ready (a front end needs its back end). */
async function startTarget(specs, options) {
    const services = [];
    const groups = () => services.map((s) => s.pid);
    const stop = async () => {
        // A paused back end would hang a front end's shutdown that still talks to it.
        (0,process_group/* continueGroups */.cB)(groups());
        // Every service is stopped, whichever failed to: one left running would share the CPUs
        // with every later trial.
        const failures = [];
        for (const service of [...services].reverse())
            await service.stop().catch((error) => failures.push(error));
        if (failures.length > 0)
            throw failures[0];
    };
    try {
        for (const spec of specs)
            services.push(await startService(spec, options));
    }
    catch (error) {
        await stop();
        throw error;
    }
    return {
        services,
        stop,
        pause: () => (0,process_group/* pauseGroups */.Rw)(groups()),
        resume: () => (0,process_group/* resumeGroups */.cs)(groups()),
        async answeringWhilePaused() {
            for (const { spec } of services) {
                if (spec.ready?.kind === 'http') {
                    if (await answersWithin(spec.ready.url, PAUSED_PROBE_MS))
                        return `service "${spec.name}" answered ${spec.ready.url} while its processes were paused`;
                }
                else if (spec.ready?.kind === 'tcp') {
                    // A paused listener still completes connections: ask who holds it instead.
                    const why = whyListenerNotAmong(Number(spec.ready.port), (0,process_group/* pausedProcesses */.qs)(groups()));
                    if (why)
                        return `service "${spec.name}" is ready on a TCP port, but ${why}`;
                }
            }
            return undefined;
        },
        failure() {
            for (const service of services) {
                const exit = service.exitStatus();
                if (exit) {
                    return new errors/* ServiceError */._7({ name: service.spec.name, command: service.spec.command, logPath: service.logPath }, `${(0,target_child/* describeExit */.KE)(exit)} during the trial`, service.lastLines());
                }
            }
            return undefined;
        },
    };
}


/***/ }),

/***/ 15658:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MI: () => (/* binding */ checkPlacement),
/* harmony export */   fT: () => (/* binding */ placedCommand),
/* harmony export */   sw: () => (/* binding */ applyPlacement)
/* harmony export */ });
/* unused harmony exports allowedCpus, tasksetAvailable, mainThreadPlacement, servesOnFirstThread, isEventLoopProgram, servesFromThreadPool, placeOtherThreads, placeWhole */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _procfs_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85527);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_defaults_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31954);
/* harmony import */ var _config_cpus_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18883);
/* harmony import */ var _config_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28004);
/**
 * Puts the work on the CPUs (`placement`, planned in src/config/cpus.ts): perf-gate's own
 * process — the load engine, its worker threads and what it starts later — with
 * `taskset -a -p`, each service's command with `taskset -c`, which sets the affinity and
 * then execs the command, so the service's PID and process group stay what perf-gate
 * tracks, pauses and stops, and everything the service starts inherits the CPUs.
 * `main-thread` (the default) places nothing until a service is ready: then each Node process's
 * event loop goes to the services' CPUs, its other threads and perf-gate's own to the engine's
 * (`mainThreadPlacement`), a .NET process whole to the services' CPUs once warmed up, and every
 * other process floats.
 */






/**
 * The CPUs this process may use: its affinity, which the kernel already narrows to its
 * cgroup's cpuset; without /proc (not Linux), every CPU the OS reports.
 */
function allowedCpus() {
    const list = (0,_procfs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .allowedCpuList */ .De)();
    const parsed = list ? (0,_config_cpus_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCpuList */ .Sx)(list) : undefined;
    if (Array.isArray(parsed) && parsed.length > 0)
        return parsed;
    return (0,node_os__WEBPACK_IMPORTED_MODULE_2__.cpus)().map((_, i) => i);
}
let tasksetChecked;
/** Whether `taskset` (util-linux) can be run; asked once per process. */
function tasksetAvailable() {
    tasksetChecked ??= (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('taskset', ['-V'], { stdio: 'ignore' }).status === 0;
    return tasksetChecked;
}
const ON_THIS_MACHINE = 'The config, on this machine,';
/**
 * Throws the config error of a placement that names CPUs this process may not use: called
 * before anything is built or started, as a config error is (exit 2).
 */
function checkPlacement(spec = { mode: _config_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULTS */ .zY.placement }) {
    const { problem } = (0,_config_cpus_js__WEBPACK_IMPORTED_MODULE_5__/* .planPlacement */ .Fi)(spec, allowedCpus());
    if (problem)
        throw new _config_error_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x(ON_THIS_MACHINE, [problem]);
}
/**
 * Places the work as `spec` says: `auto` and an explicit placement pin perf-gate's process
 * (all its threads; threads and children made later inherit it) now and return the services'
 * CPUs; `main-thread` waits for a ready Node or .NET service (`mainThreadPlacement`). Throws when an
 * explicit placement names CPUs this process may not use. Without taskset, the work floats
 * and the report says why.
 */
function applyPlacement(spec = { mode: _config_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULTS */ .zY.placement }, pid = process.pid, taskset = runTaskset) {
    const allowed = allowedCpus();
    const plan = (0,_config_cpus_js__WEBPACK_IMPORTED_MODULE_5__/* .planPlacement */ .Fi)(spec, allowed);
    if (plan.problem)
        throw new _config_error_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x(ON_THIS_MACHINE, [plan.problem]);
    const base = { mode: spec.mode, cpus: (0,_config_cpus_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCpuList */ .mK)(allowed) };
    const floating = (why) => ({
        report: { ...base, floating: why },
        restore: () => { },
    });
    if (plan.floating || !plan.engine || !plan.services)
        return floating(plan.floating ?? 'no plan');
    if (process.platform !== 'linux')
        return floating(`CPU affinity is Linux only (${process.platform})`);
    if (!tasksetAvailable())
        return floating('taskset (util-linux) was not found, so the work floated');
    const [engine, services] = [(0,_config_cpus_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCpuList */ .mK)(plan.engine), (0,_config_cpus_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCpuList */ .mK)(plan.services)];
    if (plan.otherThreads) {
        const otherThreads = (0,_config_cpus_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCpuList */ .mK)(plan.otherThreads);
        return mainThreadPlacement(base, { engine, services, otherThreads }, pid, taskset);
    }
    const failure = pinSelf(pid, engine, base.cpus, taskset);
    if (failure)
        return floating(failure);
    return {
        report: { ...base, engine, services },
        serviceCpus: services,
        restore: () => restoreSelf(pid, base.cpus, taskset),
    };
}
/**
 * Sets the CPUs of every thread of perf-gate's process (`pid`); threads it makes later inherit
 * them. `taskset -a` stops at a thread that ended while it ran, with the threads before it
 * already set, so it tries again. Returns what taskset said when it never got through.
 */
function setOwnCpus(pid, cpus, taskset) {
    let said = '';
    for (let attempt = 1; attempt <= PLACE_ATTEMPTS; attempt++) {
        const run = taskset(['-a', '-p', '-c', cpus, String(pid)]);
        if (run.status === 0)
            return undefined;
        said = run.stderr || `exit ${run.status}`;
    }
    return said;
}
/**
 * Pins perf-gate to `cpus`; when it cannot, puts every thread back on `allowed` (those set
 * before the failure too) and returns why.
 */
function pinSelf(pid, cpus, allowed, taskset) {
    const said = setOwnCpus(pid, cpus, taskset);
    if (said === undefined)
        return undefined;
    restoreSelf(pid, allowed, taskset);
    return `taskset could not pin perf-gate to CPU ${cpus}: ${said}`;
}
/**
 * Gives perf-gate's threads back the CPUs it started with: a profiling round or a setup
 * command after it must not inherit the engine's CPUs, so a failure is warned about.
 */
function restoreSelf(pid, allowed, taskset) {
    const said = setOwnCpus(pid, allowed, taskset);
    if (said !== undefined)
        process.emitWarning(`perf-gate could not give its threads back CPU ${allowed}: ${said}`);
}
/**
 * `main-thread`: the services start floating over every CPU perf-gate may use (named, so that
 * a start after perf-gate is pinned does not inherit the engine's CPUs). When a ready service
 * has a process it places, perf-gate pins itself, the load engine, to the engine's CPUs (the
 * first time). A Node (Deno, Bun) process is split at once: its event loop on the services'
 * CPUs, its other threads on the engine's. A .NET process is moved whole onto the services'
 * CPUs once its variant is warmed up (`placeWarm`): it sized its thread pool and GC heaps for
 * every CPU as it started, and it tiered its code up in the warm-up on all of them (moved at
 * once, its code took 2–3 s more to get fast on one CPU). Any other process floats, and a run
 * with neither kind is placed nowhere, as under `off`. The report names the programs placed,
 * and the variants none of whose services it placed while it placed another's
 * (`floatingVariants`). docs/accuracy.md, "main-thread as the default" and ".NET apart from
 * the load engine", has the measurements.
 */
function mainThreadPlacement(base, cpus, pid, taskset = runTaskset, kinds = PROCESS_KINDS) {
    let state = 'waiting';
    let report = { ...base, floating: NOTHING_TO_PLACE };
    const [splitPrograms, wholePrograms] = [new Set(), new Set()];
    const [seenVariants, placedVariants] = [new Set(), new Set()];
    /** Pins perf-gate the first time; false once it could not be, and the run floats. */
    const engineApart = () => {
        if (state === 'waiting') {
            const failure = pinSelf(pid, cpus.engine, base.cpus, taskset);
            // As when a placement cannot pin at the start: the run floats and says why.
            state = failure ? 'floating' : 'pinned';
            if (failure)
                report = { ...base, floating: failure };
        }
        return state === 'pinned';
    };
    /** Names the programs of the processes just placed in the report. */
    const note = (placed, programs) => {
        for (const p of placed)
            programs.add(kinds.program(p) ?? 'unnamed');
        if (programs.size === 0)
            return;
        report = { ...base, ...cpus };
        if (splitPrograms.size > 0)
            report.splitPrograms = [...splitPrograms].sort();
        if (wholePrograms.size > 0)
            report.wholePrograms = [...wholePrograms].sort();
    };
    return {
        get report() {
            const floatingVariants = [...seenVariants].filter((v) => !placedVariants.has(v));
            return report.floating === undefined && floatingVariants.length > 0
                ? { ...report, floatingVariants }
                : report;
        },
        serviceCpus: base.cpus,
        placeReady(pids, variant) {
            const loops = pids.filter(kinds.servesOnFirstThread);
            const pools = pids.filter(kinds.servesFromThreadPool);
            if (variant !== undefined)
                seenVariants.add(variant);
            if (variant !== undefined && loops.length + pools.length > 0)
                placedVariants.add(variant);
            // A thread-pool process warms up beside the engine already pinned, as it is measured.
            if (loops.length + pools.length === 0 || !engineApart())
                return;
            note(placeOtherThreads(loops, cpus.otherThreads, cpus.services, taskset), splitPrograms);
        },
        placeWarm(pids) {
            const pools = pids.filter(kinds.servesFromThreadPool);
            if (pools.length === 0 || !engineApart())
                return;
            note(placeWhole(pools, cpus.services, taskset), wholePrograms);
        },
        restore: () => {
            if (state === 'pinned')
                restoreSelf(pid, base.cpus, taskset);
        },
    };
}
const NOTHING_TO_PLACE = 'no ready service had a Node, Deno, Bun or .NET process, so nothing was placed';
const runTaskset = (args) => {
    const run = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('taskset', args, { encoding: 'utf8' });
    return { status: run.status, stderr: (run.stderr || String(run.error ?? '')).trim() };
};
/** Tries per taskset call: `taskset -a` stops at a thread that ended while it ran. */
const PLACE_ATTEMPTS = 3;
/**
 * Whether a process serves on its first thread: an event-loop runtime, by the name of its
 * program — Node, and Deno and Bun, which run JavaScript the same way (measured: Node only).
 */
function servesOnFirstThread(pid) {
    return isEventLoopProgram((0,_procfs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .executableName */ .IK)(pid) ?? '');
}
/** `node`, `nodejs`, a versioned install's `node20` or `node-20`; `deno`; `bun`. */
function isEventLoopProgram(name) {
    return /^(node(js)?|deno|bun)([-_]?\d[\d.]*)?$/.test(name);
}
/**
 * Whether a process runs .NET, whatever its program is called (`dotnet app.dll`, or a
 * published app's own executable): it has the runtime's library mapped. It serves from a
 * thread pool, so `main-thread` moves it whole rather than split it: split from its first
 * thread, an ASP.NET Core app's rounds came 9 to 12 times further apart (docs/accuracy.md,
 * "In the product: `placement: main-thread`").
 */
function servesFromThreadPool(pid) {
    return (0,_procfs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .mapsLibrary */ .Rq)(pid, 'libcoreclr.so');
}
const PROCESS_KINDS = {
    servesOnFirstThread,
    servesFromThreadPool,
    program: _procfs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .executableName */ .IK,
};
/**
 * `main-thread`: every thread of each process in `pids` onto `otherCpus`, then its first
 * thread (tid = pid: the event loop) back onto `mainCpus`, so that on the services' CPUs the
 * event loop runs without its process's helpers (docs/accuracy.md, "What moves under a
 * slice"). V8's helper threads exist once a service is ready (it always has a ready probe);
 * a thread started later (a libuv pool on first use, a worker) runs where the thread that
 * starts it does. Returns the processes placed (placeEach).
 */
function placeOtherThreads(pids, otherCpus, mainCpus, taskset = runTaskset) {
    return placeEach(pids, (pid) => [
        ['-a', '-p', '-c', otherCpus, String(pid)],
        ['-p', '-c', mainCpus, String(pid)],
    ], taskset);
}
/**
 * `main-thread`: every thread of each process in `pids` onto `cpus`; a thread it starts later
 * runs there too. Returns the processes placed (placeEach).
 */
function placeWhole(pids, cpus, taskset = runTaskset) {
    return placeEach(pids, (pid) => [['-a', '-p', '-c', cpus, String(pid)]], taskset);
}
/**
 * Runs each process's taskset calls in order, all of them again when one fails (`taskset -a`
 * stops at a thread that ended while it ran). Returns the processes placed: one that ended
 * meanwhile is skipped; one that stays unplaced throws, naming the command and what taskset
 * said, since the run would not be placed as its report says.
 */
function placeEach(pids, calls, taskset) {
    const placed = [];
    for (const pid of pids) {
        for (let attempt = 1;; attempt++) {
            let failed;
            for (const args of calls(pid)) {
                const run = taskset(args);
                if (run.status !== 0) {
                    failed = { args, ...run };
                    break;
                }
            }
            if (!failed)
                placed.push(pid);
            if (!failed || !running(pid))
                break;
            if (attempt === PLACE_ATTEMPTS)
                throw new Error(`\`taskset ${failed.args.join(' ')}\` failed ${PLACE_ATTEMPTS} times (${failed.stderr || `exit ${failed.status}`})`);
        }
    }
    return placed;
}
/** Whether `pid` is still a running process (not gone, not a zombie). */
function running(pid) {
    const stat = (0,_procfs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readStat */ .BV)(pid);
    return stat !== undefined && stat.state !== 'Z' && stat.state !== 'X';
}
/**
 * What runs a service's shell command on `cpus`: what spawn's `shell: true` runs, with
 * taskset in front, which execs the shell, so the PID spawn returns is still the shell's.
 */
function placedCommand(command, cpus) {
    return { file: 'taskset', args: ['-c', cpus, '/bin/sh', '-c', command] };
}


/***/ }),

/***/ 33200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VQ: () => (/* binding */ PauseError),
  dG: () => (/* binding */ TRACKING_VARIABLE),
  cB: () => (/* binding */ continueGroups),
  rU: () => (/* binding */ groupMembers),
  Rw: () => (/* binding */ pauseGroups),
  qs: () => (/* binding */ pausedProcesses),
  fM: () => (/* binding */ registerGroup),
  cs: () => (/* binding */ resumeGroups),
  yk: () => (/* binding */ stopAllGroups),
  gv: () => (/* binding */ stopGroup),
  i: () => (/* binding */ stopGroupsOnExit),
  TQ: () => (/* binding */ stopRequested),
  L8: () => (/* binding */ writeBeforeSignalExit)
});

// UNUSED EXPORTS: killAllGroups, trackedProcesses

// EXTERNAL MODULE: ./src/procfs/index.ts
var procfs = __webpack_require__(85527);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/target/watchdog.ts
/**
 * The last line of defence for the process groups perf-gate started: a tiny detached
 * process that outlives perf-gate. An out-of-memory abort or a SIGKILL ends perf-gate
 * without running any handler, so nothing in perf-gate itself can stop its services then.
 * The watchdog holds the read end of a pipe from perf-gate and is told each group as it is
 * registered and as it is stopped; when the pipe closes (perf-gate is gone, however it
 * went), it kills every group it still holds, and, for services, the processes that left
 * their group, found by their tracking id — never by name.
 *
 * It runs as `node -e` with the source below, so the bundle needs no extra file; the
 * /proc scan is its own copy of src/procfs/'s because it cannot import the bundle.
 * Before it kills a group it checks that a member still carries the group's tracking id, so
 * a process group id reused by the system after the group ended is never hit.
 */

/** Lines on stdin: `+ PGID TRACKING-ID KILL-ESCAPED(0|1)` when registered, `- PGID` when stopped. */
const WATCHDOG_SOURCE = String.raw `
const fs = require('node:fs');
const groups = new Map();
const hasProc = fs.existsSync('/proc/self/environ');
const carries = (pid, id) => {
  try {
    const environ = fs.readFileSync('/proc/' + pid + '/environ', 'latin1');
    const marker = process.argv[1] + '=' + id + '\0';
    return environ.startsWith(marker) || environ.includes('\0' + marker);
  } catch {
    return false;
  }
};
const processes = () =>
  hasProc ? fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e)).map(Number) : [];
const groupOf = (pid) => {
  try {
    const stat = fs.readFileSync('/proc/' + pid + '/stat', 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return -1;
  }
};
const kill = (target) => {
  try {
    process.kill(target, 'SIGKILL');
  } catch {}
};
const killAll = () => {
  const pids = processes();
  for (const [pgid, group] of groups) {
    const ours = !hasProc || pids.some((pid) => groupOf(pid) === pgid && carries(pid, group.id));
    if (ours) kill(-pgid);
    if (group.escaped) for (const pid of pids) if (carries(pid, group.id)) kill(pid);
  }
  process.exit(0);
};
let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  const lines = buffer.split('\n');
  buffer = lines.pop();
  for (const line of lines) {
    const [sign, pgid, id, escaped] = line.split(' ');
    if (sign === '+') groups.set(Number(pgid), { id, escaped: escaped === '1' });
    if (sign === '-') groups.delete(Number(pgid));
  }
});
process.stdin.on('end', killAll);
process.stdin.on('error', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
`;
let watchdog;
/**
 * Started with the first group, in a session of its own (so a Ctrl-C or a job's SIGINT to
 * perf-gate's group leaves it standing), and never keeps perf-gate alive.
 */
function started(trackingVariable) {
    if (watchdog)
        return watchdog;
    try {
        watchdog = (0,external_node_child_process_.spawn)(process.execPath, ['-e', WATCHDOG_SOURCE, trackingVariable], {
            detached: true,
            stdio: ['pipe', 'ignore', 'ignore'],
            // Its own copy of what it needs: nothing of the runner's environment.
            env: {},
        });
    }
    catch {
        return undefined;
    }
    // A watchdog that could not start or died leaves perf-gate's own handlers in charge.
    watchdog.on('error', () => { });
    watchdog.stdin?.on('error', () => { });
    watchdog.unref();
    watchdog.stdin?.unref();
    return watchdog;
}
function watchGroup(trackingVariable, pgid, trackingId, killEscaped) {
    started(trackingVariable)?.stdin?.write(`+ ${pgid} ${trackingId} ${killEscaped ? 1 : 0}\n`);
}
function unwatchGroup(pgid) {
    watchdog?.stdin?.write(`- ${pgid}\n`);
}
/** The watchdog's PID, for the tests that check it is there and that it goes. */
function watchdogPid() {
    return watchdog?.pid;
}

;// CONCATENATED MODULE: ./src/target/process-group.ts
/**
 * Process groups of the services perf-gate started. Each service runs in its own group so
 * that a shell wrapper, a forked worker or any grandchild is stopped with it. Every live
 * group is registered here, so a cancelled job (SIGINT/SIGTERM to perf-gate) or a crash
 * still stops them all, and with the watchdog (watchdog.ts), so does a death no handler sees.
 */


const live = new Map();
function registerGroup(pgid, group) {
    live.set(pgid, group);
    // Should perf-gate die where no handler runs (out of memory, SIGKILL), the watchdog
    // stops the group.
    watchGroup(TRACKING_VARIABLE, pgid, group.trackingId, group.killEscaped);
}
/**
 * Every child carries this variable with an id of its own, and so does whatever it starts:
 * that finds a process that left the group, e.g. a daemon started with setsid (the runner
 * tracks a job's processes the same way).
 */
const TRACKING_VARIABLE = 'PERF_GATE_CHILD_ID';
/** Processes (Linux: read from /proc) whose environment holds this tracking id. */
function trackedProcesses(trackingId) {
    const marker = `${TRACKING_VARIABLE}=${trackingId}\0`;
    return (0,procfs/* processIds */.Uj)().filter((pid) => {
        const environ = (0,procfs/* environOf */.RP)(pid);
        return environ !== undefined && (environ.startsWith(marker) || environ.includes(`\0${marker}`));
    });
}
function killTracked(group) {
    if (!group?.killEscaped)
        return;
    for (const pid of trackedProcesses(group.trackingId)) {
        try {
            process.kill(pid, 'SIGKILL');
        }
        catch {
            // Gone already.
        }
    }
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * PIDs of the group's members that are still running. On Linux a zombie does not count:
 * an orphaned grandchild may wait a while for the runner's init to reap it.
 */
function groupMembers(pgid) {
    if (!procfs/* procfsHas */.QU.processes()) {
        try {
            process.kill(-pgid, 0);
            return [pgid];
        }
        catch (error) {
            return error.code === 'EPERM' ? [pgid] : [];
        }
    }
    const members = [];
    for (const pid of (0,procfs/* processIds */.Uj)()) {
        const stat = (0,procfs/* readStat */.BV)(pid);
        if (stat && stat.pgrp === pgid && stat.state !== 'Z' && stat.state !== 'X')
            members.push(stat.pid);
    }
    return members;
}
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
    }
    catch {
        // Already gone.
    }
}
/**
 * A paused process keeps a SIGTERM pending until it is continued: a stop continues the group
 * right after signalling it (SIGCONT to a running process does nothing), so a paused service
 * gets its grace period like any other. SIGKILL needs no continue.
 */
function terminateGroup(pgid) {
    const group = live.get(pgid);
    if (group)
        group.stopping = true;
    signalGroup(pgid, 'SIGTERM');
    continueGroup(pgid);
}
/** SIGCONT to the group and to the escaped processes paused with it. */
function continueGroup(pgid) {
    signalGroup(pgid, 'SIGCONT');
    const group = live.get(pgid);
    if (!group?.paused)
        return;
    for (const pid of group.pausedEscaped ?? [])
        signal(pid, 'SIGCONT');
    group.paused = false;
    group.pausedEscaped = undefined;
}
/** Continues the groups at once, without waiting: before a target's services are stopped in turn. */
function continueGroups(pgids) {
    for (const pgid of pgids)
        continueGroup(pgid);
}
function signal(pid, name) {
    try {
        process.kill(pid, name);
    }
    catch {
        // Already gone.
    }
}
/** A service's processes that left its group (a daemon started with setsid). */
function escapedOf(pgid, group) {
    if (!group.killEscaped)
        return [];
    return trackedProcesses(group.trackingId).filter((pid) => (0,procfs/* readStat */.BV)(pid)?.pgrp !== pgid);
}
/** A group could not be paused: the variants cannot take turns (see experiment/run.ts). */
class PauseError extends Error {
    name = 'PauseError';
}
/**
 * How long a pause or a resume may take to reach every thread: a thread in an uninterruptible
 * system call (a disk read on a busy runner) stops only once it returns.
 */
const SETTLE_MS = 5_000;
/**
 * Pauses the groups (SIGSTOP to each group and to its escaped processes) and resolves once
 * every thread of every member has stopped: a worker thread or a child process left running
 * would do its work in another variant's slice. SIGSTOP cannot be caught or ignored, and a
 * group of perf-gate's is in a session of its own, so the kernel never continues it behind
 * perf-gate's back (it does so only for orphaned groups within one session).
 * Throws a PauseError when a group may not be signalled (another user's) or does not stop.
 */
async function pauseGroups(pgids) {
    const targets = [];
    for (const pgid of pgids) {
        // Only groups perf-gate started and still runs: never a stopped one's reused id.
        const group = live.get(pgid);
        if (!group || group.stopping)
            continue;
        try {
            process.kill(-pgid, 'SIGSTOP');
        }
        catch (error) {
            if (error.code === 'EPERM')
                throw new PauseError(`"${group.name}" could not be paused: perf-gate may not signal its processes (EPERM; they run as another user)`);
            continue; // gone: the trial reports the service's exit
        }
        group.paused = true;
        group.pausedEscaped = escapedOf(pgid, group);
        targets.push(...groupMembers(pgid), ...group.pausedEscaped);
        for (const pid of group.pausedEscaped)
            signal(pid, 'SIGSTOP');
    }
    const running = await settled(targets, (state) => state === 'T' || state === 't');
    if (running.length > 0)
        throw new PauseError(`process ${running.join(', ')} did not stop within ${SETTLE_MS} ms of SIGSTOP (a thread stuck in a system call)`);
}
/** The processes paused with these groups: their members and the escaped ones paused with them. */
function pausedProcesses(pgids) {
    return pgids.flatMap((pgid) => {
        const group = live.get(pgid);
        return group?.paused ? [...groupMembers(pgid), ...(group.pausedEscaped ?? [])] : [];
    });
}
/** Continues paused groups and resolves once none of their threads is stopped any more. */
async function resumeGroups(pgids) {
    const targets = [];
    for (const pgid of pgids) {
        const group = live.get(pgid);
        if (!group?.paused)
            continue;
        targets.push(...groupMembers(pgid), ...(group.pausedEscaped ?? []));
        continueGroup(pgid);
    }
    const stopped = await settled(targets, (state) => state !== 'T' && state !== 't');
    if (stopped.length > 0)
        throw new PauseError(`process ${stopped.join(', ')} was still stopped ${SETTLE_MS} ms after SIGCONT`);
}
/**
 * Waits until every thread of `pids` is in a state that `done` accepts (or gone), polling
 * /proc; returns the processes that did not get there in time. Elsewhere (no /proc) the
 * signals are taken as delivered.
 */
async function settled(pids, done) {
    if (!procfs/* procfsHas */.QU.processes())
        return [];
    const deadline = Date.now() + SETTLE_MS;
    let pending = pids;
    for (let wait = 0;; wait = Math.min(wait + 1, 10)) {
        pending = pending.filter((pid) => !(0,procfs/* threadStates */.hd)(pid).every((s) => done(s) || s === 'Z' || s === 'X'));
        if (pending.length === 0 || Date.now() >= deadline)
            return pending;
        await sleep(wait);
    }
}
/**
 * SIGTERM to the group, then SIGKILL after the grace period. Resolves once no member is
 * left; `forced` says the group had to be killed.
 */
async function stopGroup(pgid, graceMs) {
    let forced = false;
    if (groupMembers(pgid).length > 0) {
        terminateGroup(pgid);
        const deadline = Date.now() + graceMs;
        while (groupMembers(pgid).length > 0 && Date.now() < deadline)
            await sleep(25);
        if (groupMembers(pgid).length > 0) {
            forced = true;
            signalGroup(pgid, 'SIGKILL');
            const killDeadline = Date.now() + 5_000;
            while (groupMembers(pgid).length > 0 && Date.now() < killDeadline)
                await sleep(25);
        }
    }
    killTracked(live.get(pgid));
    live.delete(pgid);
    unwatchGroup(pgid);
    return { forced };
}
/** Stops every group still registered, in reverse start order (front ends before back ends). */
async function stopAllGroups() {
    const groups = [...live.entries()].reverse();
    await Promise.all(groups.map(([pgid, { graceMs }]) => stopGroup(pgid, graceMs)));
}
/** Every registered group at once, without waiting: for a second signal and for crashes. */
function killAllGroups() {
    for (const [pgid, group] of live) {
        signalGroup(pgid, 'SIGKILL');
        killTracked(group);
    }
}
let handlersInstalled = false;
/** The conventional exit code of a process stopped by a signal: 128 + its number. */
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
let stopAsked;
/** The signal that asked perf-gate to stop, if one did: no new trial starts after it. */
function stopRequested() {
    return stopAsked;
}
const lastWrites = new Set();
/**
 * A write that must happen if a signal ends perf-gate: what was measured before it (a bisect's
 * finished steps, minutes each). Called synchronously once the services are stopped, before
 * perf-gate exits, whatever the rest of the program was doing. Returns the way to take it back.
 */
function writeBeforeSignalExit(write) {
    lastWrites.add(write);
    return () => lastWrites.delete(write);
}
function exitAfterSignal(signal, log) {
    for (const write of lastWrites) {
        try {
            write(signal);
        }
        catch (error) {
            log(`perf-gate could not write what it measured before ${signal}: ${String(error)}`);
        }
    }
    lastWrites.clear();
    process.exit(SIGNAL_EXIT_CODES[signal]);
}
/**
 * A cancelled job sends SIGINT or SIGTERM to perf-gate: stop what it started (SIGTERM, then
 * SIGKILL after each service's grace period), then exit with the conventional 128 + signal
 * number. A second signal does not wait for the grace periods: every group is killed at
 * once. A crash (an uncaught exception, an unhandled rejection) kills every group and exits
 * 3 with one line — or, after a signal, with the signal's code: the job was cancelled, and
 * what failed while its services were being stopped under it (a CI run once exited 3 so)
 * is said in that line, not in the exit code. A last synchronous SIGKILL on exit covers
 * paths that reach no finally.
 */
function stopGroupsOnExit(log) {
    if (handlersInstalled)
        return;
    handlersInstalled = true;
    const onSignal = (signal) => {
        if (stopAsked) {
            log(`perf-gate received ${signal} again: killing ${live.size} process group(s) now.`);
            killAllGroups();
            exitAfterSignal(signal, log);
        }
        stopAsked = signal;
        log(`perf-gate received ${signal}: stopping ${live.size} service(s) it started.`);
        void stopAllGroups().finally(() => exitAfterSignal(signal, log));
    };
    process.on('SIGINT', () => onSignal('SIGINT'));
    process.on('SIGTERM', () => onSignal('SIGTERM'));
    const onCrash = (error) => {
        killAllGroups();
        const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        if (!stopAsked) {
            log(`perf-gate crashed: ${message}`);
            process.exit(3);
        }
        log(`perf-gate failed while stopping after ${stopAsked}: ${message}`);
        process.exit(SIGNAL_EXIT_CODES[stopAsked]);
    };
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    process.on('exit', killAllGroups);
}


/***/ })

};
