import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 60218:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _modes_config_path_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(80618);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(81729);
/* harmony import */ var _modes_usage_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(87739);
/**
 * Entry point of the action (dist/index.js). It makes run()'s first checks (./inputs.ts)
 * before it loads run(): a step set up wrong is answered in about the time node takes to
 * start, instead of after evaluating the whole action (@actions/core with undici, Octokit,
 * zod, yaml), which ncc leaves in a chunk that only the import below loads. run() makes the
 * same checks first, so the answer is the one it would give.
 */



function firstInputError() {
    const getInput = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .inputsFromEnv */ .lN)(process.env);
    try {
        (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .checkInputs */ .sw)(getInput, (path, label) => (0,_modes_config_path_js__WEBPACK_IMPORTED_MODULE_0__/* .findConfigFile */ .i)(path, process.cwd(), label));
        return undefined;
    }
    catch (error) {
        const { code, message } = (0,_modes_usage_js__WEBPACK_IMPORTED_MODULE_2__/* .failureOf */ .g5)(error);
        // Anything but a usage error is left to run(), which reports every failure.
        if (code !== _modes_usage_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.Usage)
            return undefined;
        const token = getInput(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Token);
        return (token ? (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .workflowCommand */ .NA)('add-mask', token) : '') + (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .workflowCommand */ .NA)('error', message);
    }
}
const answer = firstInputError();
if (answer) {
    process.stdout.write(answer);
    process.exitCode = _modes_usage_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.Usage;
}
else {
    const { run } = await Promise.all(/* import() */[__nccwpck_require__.e(40), __nccwpck_require__.e(784)]).then(__nccwpck_require__.bind(__nccwpck_require__, 79784));
    process.exitCode = await run();
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 81729:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ Inputs),
/* harmony export */   NA: () => (/* binding */ workflowCommand),
/* harmony export */   aT: () => (/* binding */ simpleInputs),
/* harmony export */   lN: () => (/* binding */ inputsFromEnv),
/* harmony export */   p1: () => (/* binding */ configLabel),
/* harmony export */   sw: () => (/* binding */ checkInputs),
/* harmony export */   tY: () => (/* binding */ Outputs),
/* harmony export */   uP: () => (/* binding */ configFileOverrides)
/* harmony export */ });
/* unused harmony exports inputSpecs, outputSpecs */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_defaults_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(31954);
/* harmony import */ var _config_error_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(28004);
/* harmony import */ var _config_simple_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(81922);
/* harmony import */ var _history_types_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(29653);
/* harmony import */ var _experiment_shard_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(48667);
/* harmony import */ var _modes_usage_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(87739);
/**
 * The action's inputs and outputs, in one place. action.yml, the input parser and the tables
 * of docs/action.md are checked against this list by a test, so they cannot drift apart.
 *
 * Light on purpose: dist/index.js checks the inputs with this module before it loads the rest
 * of the action (see ./index.ts), so it imports nothing that pulls in @actions/core, zod or
 * yaml.
 */







const Inputs = {
    Config: 'config',
    Command: 'command',
    Ready: 'ready',
    Url: 'url',
    Connections: 'connections',
    Duration: 'duration',
    Requests: 'requests',
    Rounds: 'rounds',
    MaxRounds: 'max-rounds',
    Budget: 'budget',
    Warmup: 'warmup',
    BaselineName: 'baseline-name',
    BaselineEnv: 'baseline-env',
    VariantName: 'variant-name',
    VariantEnv: 'variant-env',
    FailOn: 'fail-on',
    Seed: 'seed',
    ReportId: 'report-id',
    Comment: 'comment',
    OutputDir: 'output-dir',
    Mode: 'mode',
    Shard: 'shard',
    Result: 'result',
    Token: 'token',
    Good: 'good',
    Bad: 'bad',
    BisectBudget: 'bisect-budget',
    Anchor: 'anchor',
    HistoryBranch: 'history-branch',
};
const inputSpecs = {
    config: {
        description: 'Path to a perf-gate.yml experiment file. When empty, perf-gate.yml is used if it exists, otherwise the experiment is built from the inputs below.',
        default: '',
    },
    command: {
        description: 'Shell command that starts the app under test (simple mode, without a config file), e.g. `node server.js`.',
        default: '',
        configKey: 'services[0].command',
    },
    ready: {
        description: 'URL that answers 2xx once the app is ready, e.g. http://127.0.0.1:3000/health (simple mode). Empty: ready once the port of `url` accepts connections.',
        default: '',
        configKey: 'services[0].ready',
    },
    url: {
        description: 'URL to load, on 127.0.0.1 or localhost (simple mode).',
        default: '',
        configKey: 'load.url',
    },
    connections: {
        description: 'Concurrent connections of the closed-model load (simple mode). Empty: 10.',
        default: '',
        configKey: 'load.connections',
    },
    duration: {
        description: 'Length of each measured trial, e.g. 10s (simple mode). Ignored when `requests` is set. Empty: 10s.',
        default: '',
        configKey: 'load.duration',
    },
    requests: {
        description: 'Fixed number of requests per trial instead of a duration (simple mode).',
        default: '',
        configKey: 'load.requests',
    },
    rounds: {
        description: "A fixed number of rounds; each round runs every variant once, in a shuffled order. With a config file, replaces its `rounds`. Empty: the config file's `rounds`, else sequential rounds that stop once the answer is clear (see max-rounds, budget).",
        default: '',
        overridesConfigFile: true,
    },
    'max-rounds': {
        description: 'Most rounds a sequential run may take (simple mode; 3 to 60). Empty: 30, or 60 with a budget.',
        default: '',
    },
    budget: {
        description: 'Wall-time budget of a sequential run, e.g. 10m (simple mode): the run plans the rounds it reaches at the pace of its first, and no look starts that could not end within it.',
        default: '',
    },
    warmup: {
        description: 'Unmeasured warm-up at the start of every trial, e.g. 2s (simple mode). Empty: 1s.',
        default: '',
        configKey: 'load.warmup',
    },
    'baseline-name': {
        description: 'Name of the baseline in the report (simple mode). Empty: baseline.',
        default: '',
        configKey: 'baseline.name',
    },
    'baseline-env': {
        description: 'Environment of the baseline, one KEY=VALUE per line (simple mode).',
        default: '',
        configKey: 'baseline.env',
    },
    'variant-name': {
        description: 'Name of the variant in the report (simple mode). Empty: variant.',
        default: '',
        configKey: 'variants[0].name',
    },
    'variant-env': {
        description: 'Environment of the variant, one KEY=VALUE per line (simple mode).',
        default: '',
        configKey: 'variants[0].env',
    },
    'fail-on': {
        description: 'Fail when throughput is shown to be more than this much lower, or CPU per request this much higher, e.g. 5%; `off` for neither (simple mode; a config file uses `gate:`). Empty: 5%.',
        default: '',
        configKey: 'gate.throughput',
    },
    seed: {
        description: "Seed of the trial order (and of Poisson arrivals), to replay a run; with a config file, replaces its `seed`. Empty: the config file's `seed`, else a new seed, printed in the report.",
        default: '',
        overridesConfigFile: true,
    },
    'report-id': {
        description: 'Identifies this report among perf-gate comments on the pull request. Empty: derived from the workflow and job, so two jobs keep two comments; in `report` and `merge` mode, the id the measuring job wrote.',
        default: '',
    },
    comment: {
        description: 'When to post the pull-request comment: `always`, `on-change` (only when a comparison changed or the gate failed) or `never`. Empty: `report.comment` of the config file, else `always`.',
        default: '',
    },
    'output-dir': {
        description: `Folder for report.md, report.json and the service logs. Empty: \`${_config_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_OUTPUT_DIR */ .w}\` beside the config file (in the working directory in simple mode).`,
        default: '',
    },
    mode: {
        description: '`run` measures and posts the report; `measure` only measures and writes report.json, and fails on a regression as `run` does, without commenting (a pull_request job from a fork, read-only token); `report` posts the comment and a commit status from the report.json of a measure job (a workflow_run job), running no pull-request code; `merge` pools the results of shards (see `shard`) and reports like `run`; `bisect` names the commits between `good` and `bad` that made the app slower and files one issue (see docs/bisect.md); `history` (on main: push, schedule) measures HEAD against a release (see `anchor`) and appends it to the history branch and its page (see `history-branch`).',
        default: 'run',
    },
    shard: {
        description: "INDEX/TOTAL, e.g. `${{ matrix.shard }}/4`: run only this job's share of the rounds and write report-shard-INDEX-of-TOTAL.json for a `mode: merge` job; it neither comments nor fails on its share's verdict: the merge job judges.",
        default: '',
    },
    result: {
        description: `With \`mode: report\`: path of the report.json that the measure job uploaded (empty: ${_config_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MEASURED_RESULT */ .hk}). With \`mode: merge\`: the folder (or file) holding the shards' results (empty: ${_config_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_SHARDS_DIR */ .gU}).`,
        default: '',
    },
    token: {
        description: 'Token used to comment on the pull request. It is masked in the log.',
        default: '${{ github.token }}',
    },
    good: {
        description: 'With `mode: bisect`: the last commit known to be fast, e.g. the latest release tag (see docs/bisect.md).',
        default: '',
    },
    bad: {
        description: 'With `mode: bisect`: the first commit known to be slow. Empty: the commit the workflow runs on.',
        default: '',
    },
    'bisect-budget': {
        description: 'With `mode: bisect`: wall time of the whole bisect, shared over its steps, e.g. 45m. Empty: 30m.',
        default: '',
    },
    anchor: {
        description: 'With `mode: history`: the release main is measured against, a tag, branch or SHA. Empty: the latest tag matching `v*` at or before HEAD (needs `fetch-depth: 0`).',
        default: '',
    },
    'history-branch': {
        description: 'With `mode: history`: the branch the history and its page are written to (made on the first run; needs `permissions: contents: write`).',
        default: _history_types_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_HISTORY_BRANCH */ .Gt,
    },
};
/**
 * Beside a config file, inputs that describe the experiment in simple mode would be silently
 * ignored: they are refused, each with the key of the file to use instead. Inputs that
 * override the file (`rounds`, `seed`) are returned as the top-level keys they replace.
 */
function configFileOverrides(getInput, file) {
    const problems = [];
    for (const [name, spec] of Object.entries(inputSpecs)) {
        if (spec.configKey && getInput(name).trim() !== '') {
            problems.push({
                path: `input '${name}'`,
                message: `is a simple-mode input, which does nothing beside a config file (${file}). Set \`${spec.configKey}\` in the file instead, or remove input 'config' and the file to use simple mode.`,
            });
        }
    }
    if (problems.length > 0)
        throw new _config_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x('action inputs', problems);
    const rounds = getInput(Inputs.Rounds).trim();
    // A non-number is passed on as text, so the file's validation quotes what the user wrote.
    return rounds === '' ? {} : { rounds: Number.isFinite(Number(rounds)) ? Number(rounds) : rounds };
}
const Outputs = {
    Passed: 'passed',
    ThroughputDelta: 'throughput-delta',
    HeadlineMetric: 'headline-metric',
    HeadlineDelta: 'headline-delta',
    ReportPath: 'report-path',
    JsonPath: 'json-path',
    LogDir: 'log-dir',
    Regressed: 'regressed',
    Good: 'good',
    Bad: 'bad',
};
const outputSpecs = {
    passed: '`true` when the gate passed, `false` when it failed.',
    'throughput-delta': "Change of throughput of the report's headline variant against the baseline, in percent (e.g. -11.6).",
    'headline-metric': "The metric the report's first line is about: the one that failed the gate first, else the first gated one (e.g. `p99`, `errors`, or `trials` when trials failed).",
    'headline-delta': 'Change of the headline metric of the headline variant against the baseline: percent for rates and latencies, percentage points for shares (empty when not compared).',
    'report-path': 'Path of the markdown report.',
    'json-path': "Path of the JSON result (`seed`, `verdict`, `comparisons[]`, every trial's measurements).",
    'log-dir': 'Folder holding the log of every service that was started; empty for `merge` and `report`, which start none.',
    regressed: "With `mode: history`: `true` when HEAD was shown worse than the anchor beyond the gate's tolerance on a gated metric (the step then fails), else `false`. A bisect job runs on it (see docs/history.md).",
    good: "With `mode: history`: the anchor's commit SHA, the `good` input of a bisect job.",
    bad: 'With `mode: history`: the SHA of the HEAD it measured, the `bad` input of a bisect job.',
};
/**
 * The runner's inputs as @actions/core's getInput reads them (`INPUT_` and the name in upper
 * case, spaces as `_`, trimmed), for the entry, which answers before it loads @actions/core.
 */
function inputsFromEnv(env) {
    return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/**
 * A workflow command line (`::error::…`, `::add-mask::…`) as @actions/core writes it, for the
 * entry, which answers before it loads @actions/core.
 */
function workflowCommand(command, message) {
    const escaped = message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    return `::${command}::${escaped}${node_os__WEBPACK_IMPORTED_MODULE_0__.EOL}`;
}
/** How messages name the `config` input. */
const configLabel = `input '${Inputs.Config}'`;
/**
 * The checks that need nothing but the inputs and the working folder, in the order the action
 * makes them: the inputs every mode reads, then, for the modes that measure, that there is an
 * experiment to run (a config file, or the simple-mode inputs it cannot do without). run()
 * makes them first, and dist/index.js makes them before it loads the rest, so the first error
 * is the same either way and a step set up wrong is answered in about the time node takes to
 * start. `findConfig` is src/modes/config-path.ts's findConfigFile, given the working folder.
 */
function checkInputs(getInput, findConfig) {
    const mode = choice(Inputs.Mode, getInput(Inputs.Mode) || 'run', [
        'run',
        'measure',
        'report',
        'merge',
        'bisect',
        'history',
    ]);
    const comment = getInput(Inputs.Comment);
    const settings = {
        mode,
        comment: comment
            ? choice(Inputs.Comment, comment, ['always', 'on-change', 'never'])
            : undefined,
        seed: (0,_modes_usage_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSeed */ .dS)(getInput(Inputs.Seed), `Input '${Inputs.Seed}'`),
        shard: shardOf(getInput, mode),
    };
    if (mode === 'bisect' && !getInput(Inputs.Good)) {
        throw new _modes_usage_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`Input '${Inputs.Good}' is required with mode 'bisect': the last commit known to be fast, e.g. the latest release tag.`);
    }
    if (mode === 'run' || mode === 'measure' || mode === 'history') {
        const file = findConfig(getInput(Inputs.Config), configLabel);
        if (!file)
            (0,_config_simple_js__WEBPACK_IMPORTED_MODULE_3__/* .requireSimpleInputs */ .X)(simpleInputs(getInput));
    }
    return settings;
}
/** The experiment the inputs describe in simple mode (no config file). */
function simpleInputs(getInput) {
    return {
        command: getInput(Inputs.Command),
        ready: getInput(Inputs.Ready),
        url: getInput(Inputs.Url),
        connections: getInput(Inputs.Connections),
        duration: getInput(Inputs.Duration),
        requests: getInput(Inputs.Requests),
        rounds: getInput(Inputs.Rounds),
        maxRounds: getInput(Inputs.MaxRounds),
        budget: getInput(Inputs.Budget),
        warmup: getInput(Inputs.Warmup),
        baselineName: getInput(Inputs.BaselineName),
        baselineEnv: getInput(Inputs.BaselineEnv),
        variantName: getInput(Inputs.VariantName),
        variantEnv: getInput(Inputs.VariantEnv),
        failOn: getInput(Inputs.FailOn),
        seed: getInput(Inputs.Seed),
    };
}
function choice(input, value, allowed) {
    if (!allowed.includes(value)) {
        throw new _modes_usage_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`Input '${input}' must be one of ${allowed.map((a) => `'${a}'`).join(', ')}, but got '${value}'.`);
    }
    return value;
}
/** The `shard` input, which only a measuring mode can take. */
function shardOf(getInput, mode) {
    const text = getInput(Inputs.Shard);
    if (!text)
        return undefined;
    if (mode !== 'run' && mode !== 'measure') {
        throw new _modes_usage_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`Input '${Inputs.Shard}' is for the jobs that measure (mode 'run' or 'measure'), not for mode '${mode}'. Remove it from this step.`);
    }
    return (0,_experiment_shard_js__WEBPACK_IMPORTED_MODULE_6__/* .parseShard */ .uK)(text, `Input '${Inputs.Shard}'`);
}


/***/ }),

/***/ 27400:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ BisectError)
/* harmony export */ });
/**
 * The error of a bisect's ends that is the user's to fix (an unknown ref, good not an ancestor
 * of bad, an end that does not build): exit 2. Apart from src/modes/usage.ts so that the
 * bisect's stages do not import the modes that call them; failureOf there tells it apart.
 */
class BisectError extends Error {
    name = 'BisectError';
}


/***/ }),

/***/ 31954:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ DEFAULT_CONFIG_FILE),
/* harmony export */   gU: () => (/* binding */ DEFAULT_SHARDS_DIR),
/* harmony export */   hk: () => (/* binding */ DEFAULT_MEASURED_RESULT),
/* harmony export */   w: () => (/* binding */ DEFAULT_OUTPUT_DIR),
/* harmony export */   zY: () => (/* binding */ DEFAULTS)
/* harmony export */ });
/* harmony import */ var _stats_round_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(13212);
/**
 * What perf-gate assumes when it is not told: the config file's defaults (the schema
 * documents them, normalize applies them) and where the entry points look and write. One
 * place, so that the schema, the help texts, action.yml and the code cannot disagree.
 */

const DEFAULTS = {
    /** Fixed rounds of the permutation test when the config gives none. */
    rounds: 10,
    /** Budget of a sequential run: without a wall-time budget, and with one. */
    maxRounds: 30,
    maxRoundsWithBudget: _stats_round_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SEQUENTIAL_ROUNDS */ .d,
    connections: 10,
    durationMs: 10_000,
    timeoutMs: 10_000,
    /**
     * A fixed 1 s warm-up. `warmup: steady` read 0.72× its per-round A/A spread in req/s and
     * 0.88× in CPU per request at equal wall time on the express bench app, interleaved, 8
     * rounds each: not yet told apart from 1 (docs/configuration.md, "A warm-up until steady").
     */
    warmupMs: 1_000,
    /** The longest a warm-up `until: steady` runs (`load.warmup.max`). */
    steadyWarmupMaxMs: 10_000,
    /**
     * Variants take turns in slices of this length, where they can (see `slice`), the load
     * keeping its connections from slice to slice (load/closed.ts). On the 2-CPU machine
     * (express A/A, 4 s trials, two interleaved runs, 40 rounds each, 2 December 2026) rounds in
     * 100 ms slices differed by 3.6% (req/s) and 3.3% (CPU per request) against 5.7% and 5.1% in
     * the 250 ms slices of autocannon started afresh for each slice, at equal wall time 0.63
     * [0.46–0.87] and 0.65 [0.47–0.89] of them; 50 ms slices were no better (0.65, 0.57, and 8%
     * more wall time per round), nor was pinning. Known costs on the request path and on the
     * event loop read as in whole trials; a worker thread's req/s cost reads lower than in
     * autocannon's whole trials, as in whole trials on kept connections (docs/accuracy.md,
     * "Kept connections and 100 ms slices").
     */
    sliceMs: 100,
    /**
     * Where the work runs on the CPUs (see `placement`; src/config/cpus.ts,
     * src/target/placement.ts). `main-thread`: each Node process's event loop on the services'
     * CPU, its other threads and the load engine on the engine's, each .NET process whole on the
     * services' CPU once warmed up, everything else floating. On
     * the 2-CPU machines it brought express to 0.35–0.76 of floating's per-round spread at equal
     * wall time in four interleaved studies (2.7% / 2.9% per round against 3.9% / 3.8% floating
     * in the latest, 20 rounds each), and a 2% gate in `budget: 5m` decided each of nine A/As
     * within tolerance and failed helmet() each time (docs/accuracy.md, "main-thread as the
     * default"). `auto` (everything placed) did not help express (0.61 and 1.07 of floating) and
     * moved ASP.NET Core's between 0.4 and 2.5 of floating's from day to day (a .NET app started
     * on one CPU sizes itself for one), so the default moves a .NET process whole to the services'
     * CPUs only once it is warm: its rounds 1.7–1.9% apart against 2.7–5.2% floating (".NET apart
     * from the load engine"). With neither kind of process it places nothing. The cost: a Node
     * app's worker threads started before it is ready share the load engine's CPU, and a .NET
     * app's background threads share its requests' CPU, which changes what their work costs.
     */
    placement: 'main-thread',
    readyTimeoutMs: 60_000,
    readyIntervalMs: 100,
    graceMs: 5_000,
    /** Extra rounds for re-running disturbed ones. */
    reruns: 0,
    setupTimeoutMs: 30_000,
    alpha: 0.05,
    /** Profiling rounds after the gate (see src/config/profile.ts). */
    profile: {
        when: 'auto',
        /**
         * Five rounds: in the seeded simulation (profile.test.ts) a 30 µs function on a ~100 µs
         * request ranked first in every one of 400 runs with five rounds, in 59% with three.
         */
        rounds: 5,
        windowMs: 2_000,
        /**
         * V8 samples every 1 ms. Every 250 µs, a profiled quick-start app spent +92% CPU per
         * request against a plain start, every 1 ms +40% (bench:profile, docs/profiling.md); the
         * noise bound that decides is the spread between rounds, not the sampling (a 30 µs
         * function's sampling noise is about a quarter of it at 1 ms), and the seeded simulation
         * at 1,200 samples per window still lists nothing in 199 of 200 A/A runs.
         */
        intervalUs: 1_000,
    },
};
/** The experiment file looked for in the working folder when none is named. */
const DEFAULT_CONFIG_FILE = 'perf-gate.yml';
/** The folder for report.md, report.json and the service logs (`output-dir`, `--output-dir`). */
const DEFAULT_OUTPUT_DIR = '.perf-gate';
/** Where a report job finds the measure job's result (`result` input, `mode: report`). */
const DEFAULT_MEASURED_RESULT = `${DEFAULT_OUTPUT_DIR}/report.json`;
/** Where a merge job finds the shards' results (`result` input, `mode: merge`). */
const DEFAULT_SHARDS_DIR = `${DEFAULT_OUTPUT_DIR}/shards`;


/***/ }),

/***/ 28004:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ LISTED_PROBLEMS),
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
/** Beyond this many, the message ends with a count: the reader fixes the first ones first. */
const LISTED_PROBLEMS = 50;
/** A config the user can fix: names where each problem is and what to do. */
class ConfigError extends Error {
    source;
    problems;
    constructor(source, problems, 
    /** Said after the count when the list is cut, e.g. that some checks did not run. */
    cutNote = '') {
        const seen = new Set();
        problems = problems.filter((p) => {
            const key = `${p.path}\n${p.message}`;
            if (seen.has(key))
                return false;
            seen.add(key);
            return true;
        });
        const lines = problems.slice(0, LISTED_PROBLEMS).map((p) => `  ${p.path}: ${p.message}`);
        if (problems.length > LISTED_PROBLEMS) {
            lines.push(`  … and ${problems.length - LISTED_PROBLEMS} more${cutNote}`);
        }
        super(`${source} has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${lines.join('\n')}`);
        this.source = source;
        this.name = 'ConfigError';
        this.problems = problems;
    }
}


/***/ }),

/***/ 81922:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ requireSimpleInputs)
/* harmony export */ });
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(28004);
/**
 * The action's simple mode: the inputs that describe an experiment without a config file,
 * and the ones it cannot do without. Apart from the rest of the config stage (zod, yaml), so
 * that the action's entry can answer a missing input without loading them.
 */

/** The inputs simple mode needs; the first one missing is named. */
function requireSimpleInputs(inputs) {
    const missing = !inputs.command ? 'command' : !inputs.url ? 'url' : undefined;
    if (missing) {
        throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x('action inputs', [
            {
                path: `input '${missing}'`,
                message: `is required when no config file is used (input 'config' empty and no perf-gate.yml in the working directory). Set '${missing}', or point 'config' at a perf-gate.yml.`,
            },
        ]);
    }
}


/***/ }),

/***/ 48667:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Zj: () => (/* binding */ ShardError),
/* harmony export */   e1: () => (/* binding */ shardRounds),
/* harmony export */   kS: () => (/* binding */ shardSeed),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/* unused harmony export MAX_SHARDS */
/* harmony import */ var _model_random_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6574);
/**
 * Shards: one job of a matrix runs its share of an experiment's rounds. Rounds are blocks
 * (every variant once, on one machine), so rounds measured on different runners can be
 * pooled: the runner's own speed cancels inside each pair. Pure.
 */

/** The most shards one experiment may be split into: a matrix of 256 jobs is GitHub's limit. */
const MAX_SHARDS = 256;
/** Reads `2/8`; `field` names where it came from, for the error. */
function parseShard(text, field) {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    const index = match ? Number(match[1]) : NaN;
    const total = match ? Number(match[2]) : NaN;
    if (!match || total < 1 || total > MAX_SHARDS || index < 1 || index > total) {
        throw new ShardError(`${field} must be INDEX/TOTAL with 1 ≤ INDEX ≤ TOTAL ≤ ${MAX_SHARDS} (e.g. '2/8', from \${{ matrix.shard }}/8), but got '${text}'.`);
    }
    return { index, total };
}
class ShardError extends Error {
    name = 'ShardError';
}
/**
 * The rounds (numbered over the whole experiment) that one shard runs: every TOTAL-th,
 * starting at INDEX − 1. Interleaving rather than cutting into blocks keeps each shard's
 * share equal to within one round whatever the budget.
 */
function shardRounds(rounds, shard) {
    const all = Array.from({ length: rounds }, (_, r) => r);
    if (!shard)
        return all;
    const own = all.filter((r) => r % shard.total === shard.index - 1);
    if (own.length < 1) {
        throw new ShardError(`shard ${shard.index}/${shard.total} has no round to run: the experiment has ${rounds} rounds. Give it at least ${shard.total} rounds (rounds: ${shard.total}) or use fewer shards.`);
    }
    return own;
}
/**
 * Each shard shuffles with its own stream, derived from the run's seed and its index, so
 * two shards of one run never replay the same order and a shard can be replayed alone.
 */
function shardSeed(seed, shard) {
    if (!shard)
        return seed;
    return (0,_model_random_js__WEBPACK_IMPORTED_MODULE_0__/* .deriveSeed */ .B)(seed, shard.index);
}


/***/ }),

/***/ 7006:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ HistoryError)
/* harmony export */ });
/**
 * The error of a history branch perf-gate will not touch. Apart from the rest, so that the
 * entry points can tell it is the user's to fix (exit 2) without loading the schema.
 */
/** A file of the history branch that perf-gate will not read or overwrite. */
class HistoryError extends Error {
    file;
    name = 'HistoryError';
    constructor(file, problem, remedy) {
        super(`${file}: ${problem} Nothing was written. ${remedy}`);
        this.file = file;
    }
}


/***/ }),

/***/ 29653:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Gt: () => (/* binding */ DEFAULT_HISTORY_BRANCH),
/* harmony export */   HN: () => (/* binding */ ROLLUP_WEEKS_LIMIT),
/* harmony export */   NF: () => (/* binding */ HISTORY_SCHEMA),
/* harmony export */   On: () => (/* binding */ ROLLUP_FILE),
/* harmony export */   UU: () => (/* binding */ NOJEKYLL_FILE),
/* harmony export */   ZI: () => (/* binding */ DEFAULT_HISTORY_LIMIT),
/* harmony export */   aF: () => (/* binding */ README_FILE),
/* harmony export */   s4: () => (/* binding */ emptyHistory),
/* harmony export */   xu: () => (/* binding */ PAGE_FILE),
/* harmony export */   zM: () => (/* binding */ ROLLUP_SCHEMA)
/* harmony export */ });
/**
 * The shape of the history that `perf-gate history` keeps in a branch of the repository
 * (docs/history.md has it for readers without perf-gate). Plain JSON, each file with a
 * `schema` field naming its kind and version, so a reader can refuse what it does not know.
 *
 * Every number is a *paired* comparison made on one runner in one job — HEAD against an
 * anchor (a release) — never an absolute figure from whatever machine ran that day, so a
 * runner change moves the interval's width, not the line.
 */
const HISTORY_SCHEMA = 'perf-gate/history@1';
const ROLLUP_SCHEMA = 'perf-gate/history-rollup@1';
/** The files perf-gate writes in the branch; any other file there is left as it is. */
const HISTORY_FILE = 'history.json';
const ROLLUP_FILE = 'rollup.json';
const PAGE_FILE = 'index.html';
const README_FILE = 'README.md';
/** GitHub Pages would otherwise run Jekyll over the branch. */
const NOJEKYLL_FILE = '.nojekyll';
/** The branch the history lives in unless the step names another. */
const DEFAULT_HISTORY_BRANCH = 'perf-gate-history';
/** Entries kept whole in history.json; older ones are rolled up, one per week. */
const DEFAULT_HISTORY_LIMIT = 200;
/** Weeks kept in rollup.json: ten years. */
const ROLLUP_WEEKS_LIMIT = 520;
function emptyHistory(repository) {
    return {
        history: { schema: HISTORY_SCHEMA, repository, anchors: [], entries: [] },
        rollup: { schema: ROLLUP_SCHEMA, weeks: [] },
    };
}


/***/ }),

/***/ 89292:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ poolShards),
/* harmony export */   V: () => (/* binding */ MergeError)
/* harmony export */ });
class MergeError extends Error {
    name = 'MergeError';
}
const short = (sha) => (sha ? sha.slice(0, 7) : 'none');
/** The commits a result measured, as one comparable line. */
function commitsOf(r) {
    const refs = Object.entries(r.refs ?? {})
        .map(([variant, ref]) => `${variant}@${short(ref.sha)}`)
        .sort();
    return [
        `checkout ${short(r.experiment?.commit)}`,
        `head ${short(r.pullRequest?.headSha)}`,
        ...refs,
    ].join(', ');
}
/** Names the parts of two results' experiments that differ, for a refusal a user can act on. */
function configDifferences(a, b) {
    const parts = [
        ['variants', [a.baseline, ...a.variants], [b.baseline, ...b.variants]],
        ['rounds', a.conditions.rounds, b.conditions.rounds],
        ['warm-up rounds', a.conditions.warmupRounds, b.conditions.warmupRounds],
        ['lifecycle', a.conditions.lifecycle, b.conditions.lifecycle],
        ['slice', a.conditions.sliceMs ?? 'off', b.conditions.sliceMs ?? 'off'],
        ['load', a.conditions.load, b.conditions.load],
        ['gate', gateOf(a), gateOf(b)],
    ];
    const differing = parts
        .filter(([, x, y]) => JSON.stringify(x) !== JSON.stringify(y))
        .map(([name]) => name);
    return differing.length > 0 ? differing : ['services, setup or another setting'];
}
function gateOf(r) {
    const { alpha, thresholds, inconclusive, test, judged } = r.conditions;
    return { alpha, thresholds, inconclusive, test, judged };
}
function poolShards(inputs) {
    if (inputs.length === 0) {
        throw new MergeError('No shard results to merge: download the shards’ report.json artifacts (actions/download-artifact with `pattern:` and `merge-multiple: true`) before this step.');
    }
    for (const { source, result } of inputs) {
        if (!result.shard) {
            throw new MergeError(`${source} is not a shard result: it has no shard tag. Measure each shard with \`shard: INDEX/TOTAL\` (the action: \`\${{ matrix.shard }}/N\`) or \`perf-gate run --shard INDEX/TOTAL\`.`);
        }
    }
    const [reference, ...rest] = inputs;
    const first = reference.result;
    const total = first.shard.total;
    for (const other of rest) {
        const r = other.result;
        if (r.shard.total !== total) {
            throw new MergeError(`${other.source} is shard ${r.shard.index} of ${r.shard.total}, but ${reference.source} is one of ${total}: they were not split alike. Merge the results of one matrix.`);
        }
        if (r.experiment?.digest !== first.experiment?.digest) {
            throw new MergeError(`${other.source} was measured with another experiment than ${reference.source} (different ${configDifferences(first, r).join(', ')}): merge only the shards of one run of one config.`);
        }
        if (commitsOf(r) !== commitsOf(first)) {
            throw new MergeError(`${other.source} measured other commits than ${reference.source} (${commitsOf(r)} vs ${commitsOf(first)}): merge only the shards of one workflow run.`);
        }
    }
    const byIndex = new Map();
    for (const input of inputs) {
        const index = input.result.shard.index;
        const seen = byIndex.get(index);
        if (seen) {
            throw new MergeError(`Shard ${index}/${total} appears twice (${seen.source} and ${input.source}): each shard must be merged once. Give each shard's result once (in a workflow, download the artifacts of one workflow run attempt only).`);
        }
        byIndex.set(index, input);
    }
    const ordered = [...byIndex.values()].sort((a, b) => a.result.shard.index - b.result.shard.index);
    // In round order, as one job would have run them (warm-ups, then round 0, 1, …), so the
    // pool is summarized exactly as a single run over the same rounds.
    const trials = ordered
        .flatMap(({ result }) => result.trials.map((t) => ({ ...t, shard: result.shard.index })))
        .sort((a, b) => a.round - b.round || a.shard - b.shard || a.sequence - b.sequence)
        .map((t, sequence) => ({ ...t, sequence }));
    const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    return {
        first,
        total,
        shards: ordered.map(({ source, result }) => ({
            index: result.shard.index,
            source,
            runner: result.runner,
            seed: result.shard.seed,
            runSeed: result.seed,
            rounds: new Set(result.trials.filter((t) => !t.warmup).map((t) => t.round)).size,
        })),
        missing,
        trials,
    };
}


/***/ }),

/***/ 6574:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ deriveSeed),
/* harmony export */   I: () => (/* binding */ seededRandom)
/* harmony export */ });
/** A seeded stream of uniform numbers, so that what is drawn can be replayed. Pure. */
/** mulberry32: a small, well-mixed 32-bit generator; enough to shuffle, and replayable. */
function seededRandom(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/**
 * A seed for one part of a run, from the run's seed and the numbers that name the part (a
 * shard's index; a round and its attempt): each part draws its own replayable stream. Each
 * number is mixed in through a full avalanche (murmur3's finalizer), so that parts do not
 * cancel: shard 1's round 2 and shard 2's round 1 draw different streams.
 */
function deriveSeed(seed, ...parts) {
    return parts.reduce((mixed, part) => avalanche((mixed ^ Math.imul(part, 0x9e3779b1)) >>> 0), seed >>> 0);
}
/** murmur3's 32-bit finalizer: every input bit moves about half of the output bits. */
function avalanche(h) {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
}


/***/ }),

/***/ 173:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BZ: () => (/* binding */ noSuccessfulResponse),
/* harmony export */   Bq: () => (/* binding */ baselineFailures),
/* harmony export */   aO: () => (/* binding */ countedTrials),
/* harmony export */   ik: () => (/* binding */ measuredTrials)
/* harmony export */ });
/* unused harmony export failedTrials */
/** The trials the statistics use: measured, outside the warm-up. */
function measuredTrials(trials) {
    return trials.filter((t) => t.status === 'measured' && !t.warmup);
}
/** Failed trials outside the warm-up: each counts against its variant. */
function failedTrials(trials) {
    return trials.filter((t) => t.status === 'failed' && !t.warmup);
}
/** Trials that count (measured or failed), outside the warm-up: not the replaced ones. */
function countedTrials(trials) {
    return trials.filter((t) => t.status !== 'replaced' && !t.warmup);
}
/**
 * Why a trial that ran to the end still failed: not one successful response. A server
 * that closes every connection unanswered, answers only errors or never answers gives no
 * throughput or latency to compare, and must count against its variant, not vanish.
 */
function noSuccessfulResponse(m, urls = []) {
    if (m.successes > 0)
        return undefined;
    const codes = Object.entries(m.statusCodes)
        .sort(([, a], [, b]) => b - a)
        .slice(0, 3)
        .map(([code, count]) => `${count}× ${code}`)
        .join(', ');
    const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
    return [
        'no successful (2xx) response in the measured window: ',
        plural(m.responses, 'response', 'responses'),
        codes ? ` (${codes})` : '',
        `, ${plural(m.errors, 'connection error', 'connection errors')}`,
        `, ${plural(m.timeouts, 'timeout', 'timeouts')}`,
        m.responses === 0 && m.errors === 0 && m.timeouts === 0
            ? ' — the app closed connections without answering'
            : '',
        // TLS to a plain-HTTP app fails every connection: nothing else says why.
        m.responses === 0 && m.errors > 0 && urls.some((url) => url.startsWith('https:'))
            ? ' — the load URL is https://: does the app serve TLS on that port? (an app without TLS needs http://)'
            : '',
    ].join('');
}
/**
 * How many of the baseline's trials failed, from the run's summaries (the baseline's first):
 * `all` means nothing was compared — the app or the run failed, not a change.
 */
function baselineFailures(summaries) {
    const baseline = summaries[0];
    if (!baseline || baseline.failedTrials === 0)
        return 'none';
    return baseline.failedTrials === baseline.trials ? 'all' : 'some';
}


/***/ }),

/***/ 80618:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ defaultOutputDir),
/* harmony export */   i: () => (/* binding */ findConfigFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_defaults_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(31954);
/* harmony import */ var _config_error_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(28004);
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

/***/ 87739:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   dS: () => (/* binding */ parseSeed),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   g5: () => (/* binding */ failureOf),
/* harmony export */   yU: () => (/* binding */ ExitCode)
/* harmony export */ });
/* harmony import */ var _bisect_error_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(27400);
/* harmony import */ var _config_error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(28004);
/* harmony import */ var _experiment_shard_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(48667);
/* harmony import */ var _history_error_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7006);
/* harmony import */ var _merge_pool_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(89292);
/* harmony import */ var _model_trial_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(173);
/**
 * How perf-gate was called, and what the caller is told when it ends: the exit codes, the
 * usage error, and the seed both entry points take from their caller. Apart from
 * ./index.ts, which loads the engine, so that the entry points can answer a mistake in how
 * they were called without loading it.
 */






const ExitCode = { Passed: 0, GateFailed: 1, Usage: 2, RunFailed: 3 };
/** A mistake in how perf-gate was called (an option, an input, a path): exit 2. */
class UsageError extends Error {
    name = 'UsageError';
}
/** The seed of the trial order: empty means none; anything else a whole number ≥ 0. */
function parseSeed(text, label) {
    if (text === undefined || text.trim() === '')
        return undefined;
    const seed = Number(text);
    if (!Number.isSafeInteger(seed) || seed < 0) {
        throw new UsageError(`${label} must be a whole number ≥ 0 (e.g. 42), got '${text}'.`);
    }
    return seed;
}
/**
 * What a user is told when something other than the gate failed: exit 2 for how perf-gate
 * was called or configured, 3 for the run itself; the message without a stack trace.
 */
function failureOf(error) {
    const usage = error instanceof UsageError ||
        error instanceof _config_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x ||
        error instanceof _experiment_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .ShardError */ .Zj ||
        error instanceof _merge_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .MergeError */ .V ||
        error instanceof _history_error_js__WEBPACK_IMPORTED_MODULE_1__/* .HistoryError */ .t ||
        error instanceof _bisect_error_js__WEBPACK_IMPORTED_MODULE_4__/* .BisectError */ .Z;
    return {
        code: usage ? ExitCode.Usage : ExitCode.RunFailed,
        message: error instanceof Error ? error.message : String(error),
    };
}
/**
 * The exit code of a run that produced a result: 3 when it stopped part-way, or when not one
 * trial of the baseline was measured (nothing was compared: the app or the run failed, not a
 * change), else the verdict's.
 */
function exitCodeOf(result) {
    if (result.incomplete)
        return ExitCode.RunFailed;
    if ((0,_model_trial_js__WEBPACK_IMPORTED_MODULE_5__/* .baselineFailures */ .Bq)(result.summaries) === 'all')
        return ExitCode.RunFailed;
    return result.verdict.passed ? ExitCode.Passed : ExitCode.GateFailed;
}
/** The first line of an error's message, for a message that quotes it in passing. */
function firstLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.split('\n')[0];
}


/***/ }),

/***/ 13212:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ MAX_SEQUENTIAL_ROUNDS),
/* harmony export */   j: () => (/* binding */ MIN_SEQUENTIAL_ROUNDS)
/* harmony export */ });
/**
 * The fewest and the most rounds a sequential run may take: the budgets the boundary table
 * (./boundary-table.ts) was calibrated for. Apart from ./sequential.ts, which loads that table,
 * so that the config's defaults, and with them the entry points, can name the limits without
 * loading it.
 */
const MIN_SEQUENTIAL_ROUNDS = 3;
const MAX_SEQUENTIAL_ROUNDS = 60;


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 90290:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("async_hooks");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 28167:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("worker_threads");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(60218);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
