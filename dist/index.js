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
    const { run } = await Promise.all(/* import() */[__nccwpck_require__.e(612), __nccwpck_require__.e(784)]).then(__nccwpck_require__.bind(__nccwpck_require__, 79784));
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
        description: "Seed of the trial order, to replay a run; with a config file, replaces its `seed`. Empty: the config file's `seed`, else a new seed, printed in the report.",
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
    // A multiplicative hash of the index (Knuth's golden-ratio constant) mixed into the seed.
    return (seed ^ Math.imul(shard.index, 0x9e3779b1)) >>> 0;
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
/* harmony import */ var _report_shards_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1897);

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
        shards: ordered.map(({ source, result }) => {
            const ended = (0,_report_shards_js__WEBPACK_IMPORTED_MODULE_0__/* .budgetEndedShard */ .iQ)(result);
            return {
                index: result.shard.index,
                source,
                runner: result.runner,
                seed: result.shard.seed,
                runSeed: result.seed,
                // Counted one way for the share and the rounds, so that "3 of 4" holds.
                rounds: ended?.measured ??
                    new Set(result.trials.filter((t) => !t.warmup).map((t) => t.round)).size,
                share: ended?.share,
            };
        }),
        missing,
        trials,
    };
}


/***/ }),

/***/ 60826:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/***/ 25500:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(60826);
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

/***/ 173:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BZ: () => (/* binding */ noSuccessfulResponse),
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
            ? ' — the load URL is https://: does the app serve TLS there? (an app without it needs http://)'
            : '',
    ].join('');
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
/* harmony import */ var _experiment_shard_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(48667);
/* harmony import */ var _history_error_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7006);
/* harmony import */ var _merge_pool_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(89292);
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
        error instanceof _experiment_shard_js__WEBPACK_IMPORTED_MODULE_3__/* .ShardError */ .Zj ||
        error instanceof _merge_pool_js__WEBPACK_IMPORTED_MODULE_2__/* .MergeError */ .V ||
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
    const baseline = result.summaries[0];
    if (baseline && baseline.trials > 0 && baseline.failedTrials === baseline.trials)
        return ExitCode.RunFailed;
    return result.verdict.passed ? ExitCode.Passed : ExitCode.GateFailed;
}
/** The first line of an error's message, for a message that quotes it in passing. */
function firstLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.split('\n')[0];
}


/***/ }),

/***/ 88625:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/***/ 65781:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CR: () => (/* binding */ buildResult),
/* harmony export */   WD: () => (/* binding */ headlineVariant),
/* harmony export */   Wu: () => (/* binding */ headlineComparison),
/* harmony export */   de: () => (/* binding */ headlineOutputs),
/* harmony export */   lY: () => (/* binding */ headlineMetric),
/* harmony export */   s1: () => (/* binding */ roundsSpent)
/* harmony export */ });
/* unused harmony export rerunRounds */
/* harmony import */ var _stats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9751);
/* harmony import */ var _placement_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(88625);


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
        schema: 'perf-gate/result@1',
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
    const warning = (0,_placement_js__WEBPACK_IMPORTED_MODULE_1__/* .placementWarning */ .Y)(placement);
    return warning ? { ...verdict, warnings: [...verdict.warnings, warning] } : verdict;
}


/***/ }),

/***/ 1897:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ shardsSection),
/* harmony export */   iQ: () => (/* binding */ budgetEndedShard),
/* harmony export */   kO: () => (/* binding */ shardVerdictLine),
/* harmony export */   uG: () => (/* binding */ shardsDrewOwnSeeds),
/* harmony export */   ur: () => (/* binding */ shardConditionLine)
/* harmony export */ });
/* harmony import */ var _experiment_shard_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(48667);
/* harmony import */ var _model_metrics_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(25500);
/* harmony import */ var _model_format_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(60826);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(65781);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(65655);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HU: () => (/* binding */ aside),
/* harmony export */   S5: () => (/* binding */ renderText),
/* harmony export */   Uj: () => (/* binding */ fit),
/* harmony export */   _V: () => (/* binding */ joinText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   gI: () => (/* binding */ given),
/* harmony export */   ko: () => (/* binding */ strong)
/* harmony export */ });
/* unused harmony exports spans, plainText */
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ decidesVerdict),
/* harmony export */   UD: () => (/* binding */ compare),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   g$: () => (/* binding */ judged)
/* harmony export */ });
/* unused harmony exports summarizeValues, comparedMetrics */
/* harmony import */ var simple_statistics__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(15521);
/* harmony import */ var _model_metrics_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(25500);
/* harmony import */ var _model_trial_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(173);
/* harmony import */ var _paired_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5570);
/* harmony import */ var _tolerance_test_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(16717);
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
    const significant = adjustedPValue < alpha;
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

/***/ 5570:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   IZ: () => (/* binding */ holmAdjust),
/* harmony export */   TD: () => (/* binding */ trimmedMeanAndError),
/* harmony export */   Yt: () => (/* binding */ pairedTest),
/* harmony export */   cH: () => (/* binding */ pairedPermutationTest),
/* harmony export */   cY: () => (/* binding */ pairedTrimmedTest),
/* harmony export */   wY: () => (/* binding */ POWER),
/* harmony export */   yG: () => (/* binding */ pairedDifferences)
/* harmony export */ });
/* unused harmony exports signFlipPValue, TRIM */
/* harmony import */ var simple_statistics__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(15521);
/* harmony import */ var _distributions_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(99808);
/* harmony import */ var _sign_flip_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(51268);
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

/***/ 25723:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  p3: () => (/* binding */ budgetedDesign),
  aT: () => (/* binding */ criticalScore),
  Mk: () => (/* binding */ isLook),
  uJ: () => (/* binding */ looksOf),
  Hm: () => (/* binding */ sequentialPValue)
});

// UNUSED EXPORTS: BOUNDARY_SHAPES, BUDGET_PLANNED_SHARE, LOOK_POINTS, lookWeight

// EXTERNAL MODULE: ./src/stats/distributions.ts
var distributions = __nccwpck_require__(99808);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
/* harmony import */ var simple_statistics__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(15521);
/* harmony import */ var _distributions_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(99808);
/* harmony import */ var _paired_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5570);
/* harmony import */ var _sequential_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(25723);
/* harmony import */ var _sign_flip_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(51268);
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

/***/ }),

/***/ 15521:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JK: () => (/* binding */ sampleStandardDeviation),
/* harmony export */   JZ: () => (/* binding */ median),
/* harmony export */   RE: () => (/* binding */ mean),
/* harmony export */   T9: () => (/* binding */ max),
/* harmony export */   jk: () => (/* binding */ min)
/* harmony export */ });
/* unused harmony exports BayesianClassifier, PerceptronModel, addToMean, approxEqual, average, averageSimple, bayesian, bernoulliDistribution, binomialDistribution, bisect, chiSquaredDistributionTable, chiSquaredGoodnessOfFit, chunk, ckmeans, coefficientOfVariation, combinations, combinationsReplacement, combineMeans, combineVariances, cumulativeStdLogisticProbability, cumulativeStdNormalProbability, epsilon, equalIntervalBreaks, erf, errorFunction, extent, extentSorted, factorial, gamma, gammaln, geometricMean, harmonicMean, interquartileRange, inverseErrorFunction, iqr, jenks, kMeansCluster, kde, kernelDensityEstimation, linearRegression, linearRegressionLine, logAverage, logit, mad, maxSorted, meanSimple, medianAbsoluteDeviation, medianSorted, minSorted, mode, modeFast, modeSorted, normalDistribution, numericSort, perceptron, permutationTest, permutationsHeap, poissonDistribution, probit, product, quantile, quantileRank, quantileRankSorted, quantileSorted, quickselect, rSquared, relativeError, rms, rootMeanSquare, sample, sampleCorrelation, sampleCovariance, sampleKurtosis, sampleRankCorrelation, sampleSkewness, sampleVariance, sampleWithReplacement, scaledRootMeanSquare, shuffle, shuffleInPlace, sign, silhouette, silhouetteMetric, standardDeviation, standardNormalTable, subtractFromMean, sum, sumNthPowerDeviations, sumSimple, tTest, tTestTwoSample, uniqueCountSorted, variance, weightedLinearRegression, weightedMean, weightedQuantile, weightedStandardDeviation, weightedVariance, wilcoxonRankSum, zScore */
/**
 * When adding a new value to a list, one does not have to necessary
 * recompute the mean of the list in linear time. They can instead use
 * this function to compute the new mean by providing the current mean,
 * the number of elements in the list that produced it and the new
 * value to add.
 *
 * @since 2.5.0
 * @param {number} mean current mean
 * @param {number} n number of items in the list
 * @param {number} newValue the added value
 * @returns {number} the new mean
 *
 * @example
 * addToMean(14, 5, 53); // => 20.5
 */
function addToMean(mean, n, newValue) {
    return mean + (newValue - mean) / (n + 1);
}

/**
 * Split an array into chunks of a specified size. This function
 * has the same behavior as [PHP's array_chunk](http://php.net/manual/en/function.array-chunk.php)
 * function, and thus will insert smaller-sized chunks at the end if
 * the input size is not divisible by the chunk size.
 *
 * `x` is expected to be an array, and `chunkSize` a number.
 * The `x` array can contain any kind of data.
 *
 * @param {Array} x a sample
 * @param {number} chunkSize size of each output array. must be a positive integer
 * @returns {Array<Array>} a chunked array
 * @throws {Error} if chunk size is less than 1 or not an integer
 * @example
 * chunk([1, 2, 3, 4, 5, 6], 2);
 * // => [[1, 2], [3, 4], [5, 6]]
 */
function chunk(x, chunkSize) {
    // a list of result chunks, as arrays in an array
    var output = [];

    // `chunkSize` must be zero or higher - otherwise the loop below,
    // in which we call `start += chunkSize`, will loop infinitely.
    // So, we'll detect and throw in that case to indicate
    // invalid input.
    if (chunkSize < 1) {
        throw new Error("chunk size must be a positive number");
    }

    if (Math.floor(chunkSize) !== chunkSize) {
        throw new Error("chunk size must be an integer");
    }

    // `start` is the index at which `.slice` will start selecting
    // new array elements
    for (var start = 0; start < x.length; start += chunkSize) {
        // for each chunk, slice that part of the array and add it
        // to the output. The `.slice` function does not change
        // the original array.
        output.push(x.slice(start, start + chunkSize));
    }
    return output;
}

/**
 * Create a new column x row matrix.
 *
 * @private
 * @param {number} columns
 * @param {number} rows
 * @return {Array<Array<number>>} matrix
 * @example
 * makeMatrix(10, 10);
 */
function makeMatrix(columns, rows) {
    var matrix = [];
    for (var i = 0; i < columns; i++) {
        var column = [];
        for (var j = 0; j < rows; j++) {
            column.push(0);
        }
        matrix.push(column);
    }
    return matrix;
}

/**
 * Sort an array of numbers by their numeric value, ensuring that the
 * array is not changed in place.
 *
 * This is necessary because the default behavior of .sort
 * in JavaScript is to sort arrays as string values
 *
 *     [1, 10, 12, 102, 20].sort()
 *     // output
 *     [1, 10, 102, 12, 20]
 *
 * @param {Array<number>} x input array
 * @return {Array<number>} sorted array
 * @private
 * @example
 * numericSort([3, 2, 1]) // => [1, 2, 3]
 */
function numericSort(x) {
    return (
        x
            // ensure the array is not changed in-place
            .slice()
            // comparator function that treats input as numeric
            .sort(function (a, b) {
                return a - b;
            })
    );
}

/**
 * For a sorted input, counting the number of unique values
 * is possible in constant time and constant memory. This is
 * a simple implementation of the algorithm.
 *
 * Values are compared with `===`, so objects and non-primitive objects
 * are not handled in any special way.
 *
 * @param {Array<*>} x an array of any kind of value
 * @returns {number} count of unique values
 * @example
 * uniqueCountSorted([1, 2, 3]); // => 3
 * uniqueCountSorted([1, 1, 1]); // => 1
 */
function uniqueCountSorted(x) {
    var uniqueValueCount = 0;
    var lastSeenValue;
    for (var i = 0; i < x.length; i++) {
        if (i === 0 || x[i] !== lastSeenValue) {
            lastSeenValue = x[i];
            uniqueValueCount++;
        }
    }
    return uniqueValueCount;
}

/**
 * Generates incrementally computed values based on the sums and sums of
 * squares for the data array
 *
 * @private
 * @param {number} j
 * @param {number} i
 * @param {Array<number>} sums
 * @param {Array<number>} sumsOfSquares
 * @return {number}
 * @example
 * ssq(0, 1, [-1, 0, 2], [1, 1, 5]);
 */
function ssq(j, i, sums, sumsOfSquares) {
    var sji; // s(j, i)
    if (j > 0) {
        var muji = (sums[i] - sums[j - 1]) / (i - j + 1); // mu(j, i)
        sji =
            sumsOfSquares[i] - sumsOfSquares[j - 1] - (i - j + 1) * muji * muji;
    } else {
        sji = sumsOfSquares[i] - (sums[i] * sums[i]) / (i + 1);
    }
    if (sji < 0) {
        return 0;
    }
    return sji;
}

/**
 * Function that recursively divides and conquers computations
 * for cluster j
 *
 * @private
 * @param {number} iMin Minimum index in cluster to be computed
 * @param {number} iMax Maximum index in cluster to be computed
 * @param {number} cluster Index of the cluster currently being computed
 * @param {Array<Array<number>>} matrix
 * @param {Array<Array<number>>} backtrackMatrix
 * @param {Array<number>} sums
 * @param {Array<number>} sumsOfSquares
 */
function fillMatrixColumn(
    iMin,
    iMax,
    cluster,
    matrix,
    backtrackMatrix,
    sums,
    sumsOfSquares
) {
    if (iMin > iMax) {
        return;
    }

    // Start at midpoint between iMin and iMax
    var i = Math.floor((iMin + iMax) / 2);

    matrix[cluster][i] = matrix[cluster - 1][i - 1];
    backtrackMatrix[cluster][i] = i;

    var jlow = cluster; // the lower end for j

    if (iMin > cluster) {
        jlow = Math.max(jlow, backtrackMatrix[cluster][iMin - 1] || 0);
    }
    jlow = Math.max(jlow, backtrackMatrix[cluster - 1][i] || 0);

    var jhigh = i - 1; // the upper end for j
    if (iMax < matrix[0].length - 1) {
        /* c8 ignore start */
        jhigh = Math.min(jhigh, backtrackMatrix[cluster][iMax + 1] || 0);
        /* c8 ignore end */
    }

    var sji;
    var sjlowi;
    var ssqjlow;
    var ssqj;
    for (var j = jhigh; j >= jlow; --j) {
        sji = ssq(j, i, sums, sumsOfSquares);

        if (sji + matrix[cluster - 1][jlow - 1] >= matrix[cluster][i]) {
            break;
        }

        // Examine the lower bound of the cluster border
        sjlowi = ssq(jlow, i, sums, sumsOfSquares);

        ssqjlow = sjlowi + matrix[cluster - 1][jlow - 1];

        if (ssqjlow < matrix[cluster][i]) {
            // Shrink the lower bound
            matrix[cluster][i] = ssqjlow;
            backtrackMatrix[cluster][i] = jlow;
        }
        jlow++;

        ssqj = sji + matrix[cluster - 1][j - 1];
        if (ssqj < matrix[cluster][i]) {
            matrix[cluster][i] = ssqj;
            backtrackMatrix[cluster][i] = j;
        }
    }

    fillMatrixColumn(
        iMin,
        i - 1,
        cluster,
        matrix,
        backtrackMatrix,
        sums,
        sumsOfSquares
    );
    fillMatrixColumn(
        i + 1,
        iMax,
        cluster,
        matrix,
        backtrackMatrix,
        sums,
        sumsOfSquares
    );
}

/**
 * Initializes the main matrices used in Ckmeans and kicks
 * off the divide and conquer cluster computation strategy
 *
 * @private
 * @param {Array<number>} data sorted array of values
 * @param {Array<Array<number>>} matrix
 * @param {Array<Array<number>>} backtrackMatrix
 */
function fillMatrices(data, matrix, backtrackMatrix) {
    var nValues = matrix[0].length;

    // Shift values by the median to improve numeric stability
    var shift = data[Math.floor(nValues / 2)];

    // Cumulative sum and cumulative sum of squares for all values in data array
    var sums = [];
    var sumsOfSquares = [];

    // Initialize first column in matrix & backtrackMatrix
    for (var i = 0, shiftedValue = (void 0); i < nValues; ++i) {
        shiftedValue = data[i] - shift;
        if (i === 0) {
            sums.push(shiftedValue);
            sumsOfSquares.push(shiftedValue * shiftedValue);
        } else {
            sums.push(sums[i - 1] + shiftedValue);
            sumsOfSquares.push(
                sumsOfSquares[i - 1] + shiftedValue * shiftedValue
            );
        }

        // Initialize for cluster = 0
        matrix[0][i] = ssq(0, i, sums, sumsOfSquares);
        backtrackMatrix[0][i] = 0;
    }

    // Initialize the rest of the columns
    var iMin;
    for (var cluster = 1; cluster < matrix.length; ++cluster) {
        if (cluster < matrix.length - 1) {
            iMin = cluster;
        } else {
            // No need to compute matrix[K-1][0] ... matrix[K-1][N-2]
            iMin = nValues - 1;
        }

        fillMatrixColumn(
            iMin,
            nValues - 1,
            cluster,
            matrix,
            backtrackMatrix,
            sums,
            sumsOfSquares
        );
    }
}

/**
 * Ckmeans clustering is an improvement on heuristic-based clustering
 * approaches like Jenks. The algorithm was developed in
 * [Haizhou Wang and Mingzhou Song](http://journal.r-project.org/archive/2011-2/RJournal_2011-2_Wang+Song.pdf)
 * as a [dynamic programming](https://en.wikipedia.org/wiki/Dynamic_programming) approach
 * to the problem of clustering numeric data into groups with the least
 * within-group sum-of-squared-deviations.
 *
 * Minimizing the difference within groups - what Wang & Song refer to as
 * `withinss`, or within sum-of-squares, means that groups are optimally
 * homogenous within and the data is split into representative groups.
 * This is very useful for visualization, where you may want to represent
 * a continuous variable in discrete color or style groups. This function
 * can provide groups that emphasize differences between data.
 *
 * Being a dynamic approach, this algorithm is based on two matrices that
 * store incrementally-computed values for squared deviations and backtracking
 * indexes.
 *
 * This implementation is based on Ckmeans 3.4.6, which introduced a new divide
 * and conquer approach that improved runtime from O(kn^2) to O(kn log(n)).
 *
 * Unlike the [original implementation](https://cran.r-project.org/web/packages/Ckmeans.1d.dp/index.html),
 * this implementation does not include any code to automatically determine
 * the optimal number of clusters: this information needs to be explicitly
 * provided.
 *
 * ### References
 * _Ckmeans.1d.dp: Optimal k-means Clustering in One Dimension by Dynamic
 * Programming_ Haizhou Wang and Mingzhou Song ISSN 2073-4859
 *
 * from The R Journal Vol. 3/2, December 2011
 * @param {Array<number>} x input data, as an array of number values
 * @param {number} nClusters number of desired classes. This cannot be
 * greater than the number of values in the data array.
 * @returns {Array<Array<number>>} clustered input
 * @throws {Error} if the number of requested clusters is higher than the size of the data
 * @example
 * ckmeans([-1, 2, -1, 2, 4, 5, 6, -1, 2, -1], 3);
 * // The input, clustered into groups of similar numbers.
 * //= [[-1, -1, -1, -1], [2, 2, 2], [4, 5, 6]]);
 */
function ckmeans(x, nClusters) {
    if (nClusters > x.length) {
        throw new Error(
            "cannot generate more classes than there are data values"
        );
    }

    var sorted = numericSort(x);
    // we'll use this as the maximum number of clusters
    var uniqueCount = uniqueCountSorted(sorted);

    // if all of the input values are identical, there's one cluster
    // with all of the input in it.
    if (uniqueCount === 1) {
        return [sorted];
    }

    // named 'S' originally
    var matrix = makeMatrix(nClusters, sorted.length);
    // named 'J' originally
    var backtrackMatrix = makeMatrix(nClusters, sorted.length);

    // This is a dynamic programming way to solve the problem of minimizing
    // within-cluster sum of squares. It's similar to linear regression
    // in this way, and this calculation incrementally computes the
    // sum of squares that are later read.
    fillMatrices(sorted, matrix, backtrackMatrix);

    // The real work of Ckmeans clustering happens in the matrix generation:
    // the generated matrices encode all possible clustering combinations, and
    // once they're generated we can solve for the best clustering groups
    // very quickly.
    var clusters = [];
    var clusterRight = backtrackMatrix[0].length - 1;

    // Backtrack the clusters from the dynamic programming matrix. This
    // starts at the bottom-right corner of the matrix (if the top-left is 0, 0),
    // and moves the cluster target with the loop.
    for (var cluster = backtrackMatrix.length - 1; cluster >= 0; cluster--) {
        var clusterLeft = backtrackMatrix[cluster][clusterRight];

        // fill the cluster from the sorted input by taking a slice of the
        // array. the backtrack matrix makes this easy - it stores the
        // indexes where the cluster should start and end.
        clusters[cluster] = sorted.slice(clusterLeft, clusterRight + 1);

        if (cluster > 0) {
            clusterRight = clusterLeft - 1;
        }
    }

    return clusters;
}

/**
 * Our default sum is the [Kahan-Babuska algorithm](https://pdfs.semanticscholar.org/1760/7d467cda1d0277ad272deb2113533131dc09.pdf).
 * This method is an improvement over the classical
 * [Kahan summation algorithm](https://en.wikipedia.org/wiki/Kahan_summation_algorithm).
 * It aims at computing the sum of a list of numbers while correcting for
 * floating-point errors. Traditionally, sums are calculated as many
 * successive additions, each one with its own floating-point roundoff. These
 * losses in precision add up as the number of numbers increases. This alternative
 * algorithm is more accurate than the simple way of calculating sums by simple
 * addition.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x input
 * @return {number} sum of all input numbers
 * @example
 * sum([1, 2, 3]); // => 6
 */
function sum(x) {
    // If the array is empty, we needn't bother computing its sum
    if (x.length === 0) {
        return 0;
    }

    // Initializing the sum as the first number in the array
    var sum = x[0];

    // Keeping track of the floating-point error correction
    var correction = 0;

    var transition;

    if (typeof sum !== "number") {
        return Number.NaN;
    }

    for (var i = 1; i < x.length; i++) {
        if (typeof x[i] !== "number") {
            return Number.NaN;
        }
        transition = sum + x[i];

        // Here we need to update the correction in a different fashion
        // if the new absolute value is greater than the absolute sum
        if (Math.abs(sum) >= Math.abs(x[i])) {
            correction += sum - transition + x[i];
        } else {
            correction += x[i] - transition + sum;
        }

        sum = transition;
    }

    // Returning the corrected sum
    return sum + correction;
}

/**
 * The mean, _also known as average_,
 * is the sum of all values over the number of values.
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @throws {Error} if the length of x is less than one
 * @returns {number} mean
 * @example
 * mean([0, 10]); // => 5
 */
function mean(x) {
    if (x.length === 0) {
        throw new Error("mean requires at least one data point");
    }

    return sum(x) / x.length;
}

/**
 * The sum of deviations to the Nth power.
 * When n=2 it's the sum of squared deviations.
 * When n=3 it's the sum of cubed deviations.
 *
 * @param {Array<number>} x
 * @param {number} n power
 * @returns {number} sum of nth power deviations
 *
 * @example
 * var input = [1, 2, 3];
 * // since the variance of a set is the mean squared
 * // deviations, we can calculate that with sumNthPowerDeviations:
 * sumNthPowerDeviations(input, 2) / input.length;
 */
function sumNthPowerDeviations(x, n) {
    var meanValue = mean(x);
    var sum = 0;
    var tempValue;
    var i;

    // This is an optimization: when n is 2 (we're computing a number squared),
    // multiplying the number by itself is significantly faster than using
    // the Math.pow method.
    if (n === 2) {
        for (i = 0; i < x.length; i++) {
            tempValue = x[i] - meanValue;
            sum += tempValue * tempValue;
        }
    } else {
        for (i = 0; i < x.length; i++) {
            sum += Math.pow(x[i] - meanValue, n);
        }
    }

    return sum;
}

/**
 * The [sample variance](https://en.wikipedia.org/wiki/Variance#Sample_variance)
 * is the sum of squared deviations from the mean. The sample variance
 * is distinguished from the variance by the usage of [Bessel's Correction](https://en.wikipedia.org/wiki/Bessel's_correction):
 * instead of dividing the sum of squared deviations by the length of the input,
 * it is divided by the length minus one. This corrects the bias in estimating
 * a value from a set that you don't know if full.
 *
 * References:
 * * [Wolfram MathWorld on Sample Variance](http://mathworld.wolfram.com/SampleVariance.html)
 *
 * @param {Array<number>} x a sample of two or more data points
 * @throws {Error} if the length of x is less than 2
 * @return {number} sample variance
 * @example
 * sampleVariance([1, 2, 3, 4, 5]); // => 2.5
 */
function sampleVariance(x) {
    if (x.length < 2) {
        throw new Error("sampleVariance requires at least two data points");
    }

    var sumSquaredDeviationsValue = sumNthPowerDeviations(x, 2);

    // this is Bessels' Correction: an adjustment made to sample statistics
    // that allows for the reduced degree of freedom entailed in calculating
    // values from samples rather than complete populations.
    var besselsCorrection = x.length - 1;

    // Find the mean value of that list
    return sumSquaredDeviationsValue / besselsCorrection;
}

/**
 * The [sample standard deviation](http://en.wikipedia.org/wiki/Standard_deviation#Sample_standard_deviation)
 * is the square root of the sample variance.
 *
 * @param {Array<number>} x input array
 * @returns {number} sample standard deviation
 * @example
 * sampleStandardDeviation([2, 4, 4, 4, 5, 5, 7, 9]).toFixed(2);
 * // => '2.14'
 */
function sampleStandardDeviation(x) {
    var sampleVarianceX = sampleVariance(x);
    return Math.sqrt(sampleVarianceX);
}

/**
 * The`coefficient of variation`_ is the ratio of the standard deviation to the mean.
 * .._`coefficient of variation`: https://en.wikipedia.org/wiki/Coefficient_of_variation
 *
 *
 * @param {Array} x input
 * @returns {number} coefficient of variation
 * @example
 * coefficientOfVariation([1, 2, 3, 4]).toFixed(3); // => 0.516
 * coefficientOfVariation([1, 2, 3, 4, 5]).toFixed(3); // => 0.527
 * coefficientOfVariation([-1, 0, 1, 2, 3, 4]).toFixed(3); // => 1.247
 */
function coefficientOfVariation(x) {
    return sampleStandardDeviation(x) / mean(x);
}

/**
 * Implementation of Combinations
 * Combinations are unique subsets of a collection - in this case, k x from a collection at a time.
 * https://en.wikipedia.org/wiki/Combination
 * @param {Array} x any type of data
 * @param {int} k the number of objects in each group (without replacement)
 * @returns {Array<Array>} array of permutations
 * @example
 * combinations([1, 2, 3], 2); // => [[1,2], [1,3], [2,3]]
 */

function combinations(x, k) {
    if (k === 0) {
        return [[]];
    }

    var i;
    var subI;
    var combinationList = [];
    var subsetCombinations;
    var next;

    for (i = 0; i < x.length; i++) {
        if (k === 1) {
            combinationList.push([x[i]]);
        } else {
            subsetCombinations = combinations(x.slice(i + 1, x.length), k - 1);
            for (subI = 0; subI < subsetCombinations.length; subI++) {
                next = subsetCombinations[subI];
                next.unshift(x[i]);
                combinationList.push(next);
            }
        }
    }
    return combinationList;
}

/**
 * Implementation of [Combinations](https://en.wikipedia.org/wiki/Combination) with replacement
 * Combinations are unique subsets of a collection - in this case, k x from a collection at a time.
 * 'With replacement' means that a given element can be chosen multiple times.
 * Unlike permutation, order doesn't matter for combinations.
 *
 * @param {Array} x any type of data
 * @param {int} k the number of objects in each group (without replacement)
 * @returns {Array<Array>} array of permutations
 * @example
 * combinationsReplacement([1, 2], 2); // => [[1, 1], [1, 2], [2, 2]]
 */
function combinationsReplacement(x, k) {
    if (k === 0) {
        return [[]];
    }

    var combinationList = [];

    for (var i = 0; i < x.length; i++) {
        if (k === 1) {
            // If we're requested to find only one element, we don't need
            // to recurse: just push `x[i]` onto the list of combinations.
            combinationList.push([x[i]]);
        } else {
            // Otherwise, recursively find combinations, given `k - 1`. Note that
            // we request `k - 1`, so if you were looking for k=3 combinations, we're
            // requesting k=2. This -1 gets reversed in the for loop right after this
            // code, since we concatenate `x[i]` onto the selected combinations,
            // bringing `k` back up to your requested level.
            // This recursion may go many levels deep, since it only stops once
            // k=1.
            var subsetCombinations = combinationsReplacement(
                x.slice(i, x.length),
                k - 1
            );

            for (var j = 0; j < subsetCombinations.length; j++) {
                combinationList.push([x[i]].concat(subsetCombinations[j]));
            }
        }
    }

    return combinationList;
}

/**
 * When combining two lists of values for which one already knows the means,
 * one does not have to necessary recompute the mean of the combined lists in
 * linear time. They can instead use this function to compute the combined
 * mean by providing the mean & number of values of the first list and the mean
 * & number of values of the second list.
 *
 * @since 3.0.0
 * @param {number} mean1 mean of the first list
 * @param {number} n1 number of items in the first list
 * @param {number} mean2 mean of the second list
 * @param {number} n2 number of items in the second list
 * @returns {number} the combined mean
 *
 * @example
 * combineMeans(5, 3, 4, 3); // => 4.5
 */
function combineMeans(mean1, n1, mean2, n2) {
    return (mean1 * n1 + mean2 * n2) / (n1 + n2);
}

/**
 * When combining two lists of values for which one already knows the variances,
 * one does not have to necessary recompute the variance of the combined lists
 * in linear time. They can instead use this function to compute the combined
 * variance by providing the variance, mean & number of values of the first list
 * and the variance, mean & number of values of the second list.
 *
 * @since 3.0.0
 * @param {number} variance1 variance of the first list
 * @param {number} mean1 mean of the first list
 * @param {number} n1 number of items in the first list
 * @param {number} variance2 variance of the second list
 * @param {number} mean2 mean of the second list
 * @param {number} n2 number of items in the second list
 * @returns {number} the combined mean
 *
 * @example
 * combineVariances(14 / 3, 5, 3, 8 / 3, 4, 3); // => 47 / 12
 */
function combineVariances(variance1, mean1, n1, variance2, mean2, n2) {
    var newMean = combineMeans(mean1, n1, mean2, n2);

    return (
        (n1 * (variance1 + Math.pow(mean1 - newMean, 2)) +
            n2 * (variance2 + Math.pow(mean2 - newMean, 2))) /
        (n1 + n2)
    );
}

/**
 * This computes the maximum number in an array.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @returns {number} maximum value
 * @throws {Error} if the length of x is less than one
 * @example
 * max([1, 2, 3, 4]);
 * // => 4
 */
function max(x) {
    if (x.length === 0) {
        throw new Error("max requires at least one data point");
    }

    var value = x[0];
    for (var i = 1; i < x.length; i++) {
        if (x[i] > value) {
            value = x[i];
        }
    }
    return value;
}

/**
 * The min is the lowest number in the array.
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @throws {Error} if the length of x is less than one
 * @returns {number} minimum value
 * @example
 * min([1, 5, -10, 100, 2]); // => -10
 */
function min(x) {
    if (x.length === 0) {
        throw new Error("min requires at least one data point");
    }

    var value = x[0];
    for (var i = 1; i < x.length; i++) {
        if (x[i] < value) {
            value = x[i];
        }
    }
    return value;
}

/**
 * Given an array of x, this will find the extent of the
 * x and return an array of breaks that can be used
 * to categorize the x into a number of classes. The
 * returned array will always be 1 longer than the number of
 * classes because it includes the minimum value.
 *
 * @param {Array<number>} x an array of number values
 * @param {number} nClasses number of desired classes
 * @returns {Array<number>} array of class break positions
 * @example
 * equalIntervalBreaks([1, 2, 3, 4, 5, 6], 4); // => [1, 2.25, 3.5, 4.75, 6]
 */
function equalIntervalBreaks(x, nClasses) {
    if (x.length < 2) {
        return x;
    }

    var theMin = min(x);
    var theMax = max(x);

    // the first break will always be the minimum value
    // in the xset
    var breaks = [theMin];

    // The size of each break is the full range of the x
    // divided by the number of classes requested
    var breakSize = (theMax - theMin) / nClasses;

    // In the case of nClasses = 1, this loop won't run
    // and the returned breaks will be [min, max]
    for (var i = 1; i < nClasses; i++) {
        breaks.push(breaks[0] + breakSize * i);
    }

    // the last break will always be the
    // maximum.
    breaks.push(theMax);

    return breaks;
}

/**
 * This computes the minimum & maximum number in an array.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @returns {Array<number>} minimum & maximum value
 * @throws {Error} if the length of x is less than one
 * @example
 * extent([1, 2, 3, 4]);
 * // => [1, 4]
 */
function extent(x) {
    if (x.length === 0) {
        throw new Error("extent requires at least one data point");
    }

    var min = x[0];
    var max = x[0];
    for (var i = 1; i < x.length; i++) {
        if (x[i] > max) {
            max = x[i];
        }
        if (x[i] < min) {
            min = x[i];
        }
    }
    return [min, max];
}

/**
 * The extent is the lowest & highest number in the array. With a sorted array,
 * the first element in the array is always the lowest while the last element is always the largest, so this calculation
 * can be done in one step, or constant time.
 *
 * @param {Array<number>} x input
 * @returns {Array<number>} minimum & maximum value
 * @example
 * extentSorted([-100, -10, 1, 2, 5]); // => [-100, 5]
 */
function extentSorted(x) {
    return [x[0], x[x.length - 1]];
}

/**
 * The [Geometric Mean](https://en.wikipedia.org/wiki/Geometric_mean) is
 * a mean function that is more useful for numbers in different
 * ranges.
 *
 * This is the nth root of the input numbers multiplied by each other.
 *
 * The geometric mean is often useful for
 * **[proportional growth](https://en.wikipedia.org/wiki/Geometric_mean#Proportional_growth)**: given
 * growth rates for multiple years, like _80%, 16.66% and 42.85%_, a simple
 * mean will incorrectly estimate an average growth rate, whereas a geometric
 * mean will correctly estimate a growth rate that, over those years,
 * will yield the same end value.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @returns {number} geometric mean
 * @throws {Error} if x is empty
 * @throws {Error} if x contains a negative number
 * @example
 * var growthRates = [1.80, 1.166666, 1.428571];
 * var averageGrowth = ss.geometricMean(growthRates);
 * var averageGrowthRates = [averageGrowth, averageGrowth, averageGrowth];
 * var startingValue = 10;
 * var startingValueMean = 10;
 * growthRates.forEach(function(rate) {
 *   startingValue *= rate;
 * });
 * averageGrowthRates.forEach(function(rate) {
 *   startingValueMean *= rate;
 * });
 * startingValueMean === startingValue;
 */
function geometricMean(x) {
    if (x.length === 0) {
        throw new Error("geometricMean requires at least one data point");
    }

    // the starting value.
    var value = 1;

    for (var i = 0; i < x.length; i++) {
        // the geometric mean is only valid for positive numbers
        if (x[i] < 0) {
            throw new Error(
                "geometricMean requires only non-negative numbers as input"
            );
        }

        // repeatedly multiply the value by each number
        value *= x[i];
    }

    return Math.pow(value, 1 / x.length);
}

/**
 * The [Harmonic Mean](https://en.wikipedia.org/wiki/Harmonic_mean) is
 * a mean function typically used to find the average of rates.
 * This mean is calculated by taking the reciprocal of the arithmetic mean
 * of the reciprocals of the input numbers.
 *
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @returns {number} harmonic mean
 * @throws {Error} if x is empty
 * @throws {Error} if x contains a negative number
 * @example
 * harmonicMean([2, 3]).toFixed(2) // => '2.40'
 */
function harmonicMean(x) {
    if (x.length === 0) {
        throw new Error("harmonicMean requires at least one data point");
    }

    var reciprocalSum = 0;

    for (var i = 0; i < x.length; i++) {
        // the harmonic mean is only valid for positive numbers
        if (x[i] <= 0) {
            throw new Error(
                "harmonicMean requires only positive numbers as input"
            );
        }

        reciprocalSum += 1 / x[i];
    }

    // divide n by the reciprocal sum
    return x.length / reciprocalSum;
}

/**
 * This is the internal implementation of quantiles: when you know
 * that the order is sorted, you don't need to re-sort it, and the computations
 * are faster.
 *
 * This implements the linear interpolation method (type=7 in R/numpy),
 * which is the default in numpy.percentile and R's quantile.
 *
 * @param {Array<number>} x sample of one or more data points
 * @param {number} p desired quantile: a number between 0 to 1, inclusive
 * @returns {number} quantile value
 * @throws {Error} if p ix outside of the range from 0 to 1
 * @throws {Error} if x is empty
 * @example
 * quantileSorted([3, 6, 7, 8, 8, 9, 10, 13, 15, 16, 20], 0.5); // => 9
 */
function quantileSorted(x, p) {
    // Use (n-1) * p for index, matching numpy's linear method (type=7)
    var idx = (x.length - 1) * p;
    if (x.length === 0) {
        throw new Error("quantile requires at least one data point.");
    } else if (p < 0 || p > 1) {
        throw new Error("quantiles must be between 0 and 1");
    } else if (p === 1) {
        // If p is 1, directly return the last element
        return x[x.length - 1];
    } else if (p === 0) {
        // If p is 0, directly return the first element
        return x[0];
    } else if (idx % 1 !== 0) {
        // If idx is not integer, interpolate linearly between floor and ceil
        var lower = Math.floor(idx);
        var upper = Math.ceil(idx);
        var fraction = idx - lower;
        return x[lower] + fraction * (x[upper] - x[lower]);
    } else {
        // If idx is integer, type=7 returns the value at that index
        return x[idx];
    }
}

/**
 * Rearrange items in `arr` so that all items in `[left, k]` range are the smallest.
 * The `k`-th element will have the `(k - left + 1)`-th smallest value in `[left, right]`.
 *
 * Implements Floyd-Rivest selection algorithm https://en.wikipedia.org/wiki/Floyd-Rivest_algorithm
 *
 * @param {Array<number>} arr input array
 * @param {number} k pivot index
 * @param {number} [left] left index
 * @param {number} [right] right index
 * @returns {void} mutates input array
 * @example
 * var arr = [65, 28, 59, 33, 21, 56, 22, 95, 50, 12, 90, 53, 28, 77, 39];
 * quickselect(arr, 8);
 * // = [39, 28, 28, 33, 21, 12, 22, 50, 53, 56, 59, 65, 90, 77, 95]
 */
function quickselect(arr, k, left, right) {
    left = left || 0;
    right = right || arr.length - 1;

    while (right > left) {
        // 600 and 0.5 are arbitrary constants chosen in the original paper to minimize execution time
        if (right - left > 600) {
            var n = right - left + 1;
            var m = k - left + 1;
            var z = Math.log(n);
            var s = 0.5 * Math.exp((2 * z) / 3);
            var sd = 0.5 * Math.sqrt((z * s * (n - s)) / n);
            if (m - n / 2 < 0) { sd *= -1; }
            var newLeft = Math.max(left, Math.floor(k - (m * s) / n + sd));
            var newRight = Math.min(
                right,
                Math.floor(k + ((n - m) * s) / n + sd)
            );
            quickselect(arr, k, newLeft, newRight);
        }

        var t = arr[k];
        var i = left;
        var j = right;

        swap(arr, left, k);
        if (arr[right] > t) { swap(arr, left, right); }

        while (i < j) {
            swap(arr, i, j);
            i++;
            j--;
            while (arr[i] < t) { i++; }
            while (arr[j] > t) { j--; }
        }

        if (arr[left] === t) { swap(arr, left, j); }
        else {
            j++;
            swap(arr, j, right);
        }

        if (j <= k) { left = j + 1; }
        if (k <= j) { right = j - 1; }
    }
}

function swap(arr, i, j) {
    var tmp = arr[i];
    arr[i] = arr[j];
    arr[j] = tmp;
}

/**
 * The [quantile](https://en.wikipedia.org/wiki/Quantile):
 * this is a population quantile, since we assume to know the entire
 * dataset in this library. This implementation uses linear interpolation,
 * equivalent to R's type=7 and numpy's default percentile method.
 *
 * Sample is a one-dimensional array of numbers,
 * and p is either a decimal number from 0 to 1 or an array of decimal
 * numbers from 0 to 1.
 * In terms of a k/q quantile, p = k/q - it's just dealing with fractions or dealing
 * with decimal values.
 * When p is an array, the result of the function is also an array containing the appropriate
 * quantiles in input order
 *
 * @param {Array<number>} x sample of one or more numbers
 * @param {Array<number> | number} p the desired quantile, as a number between 0 and 1
 * @returns {number} quantile
 * @example
 * quantile([3, 6, 7, 8, 8, 9, 10, 13, 15, 16, 20], 0.5); // => 9
 */
function quantile(x, p) {
    var copy = x.slice();

    if (Array.isArray(p)) {
        // rearrange elements so that each element corresponding to a requested
        // quantile is on a place it would be if the array was fully sorted
        multiQuantileSelect(copy, p);
        // Initialize the result array
        var results = [];
        // For each requested quantile
        for (var i = 0; i < p.length; i++) {
            results[i] = quantileSorted(copy, p[i]);
        }
        return results;
    } else {
        var idx = quantileIndex(copy.length, p);
        quantileSelect(copy, idx, 0, copy.length - 1);
        return quantileSorted(copy, p);
    }
}

function quantileSelect(arr, k, left, right) {
    if (k % 1 === 0) {
        quickselect(arr, k, left, right);
    } else {
        k = Math.floor(k);
        quickselect(arr, k, left, right);
        quickselect(arr, k + 1, k + 1, right);
    }
}

function multiQuantileSelect(arr, p) {
    // Collect every integer order statistic that the requested quantiles need.
    // Linear interpolation (type=7) reads x[floor(idx)] and x[ceil(idx)], so both
    // surrounding positions must be placed. Deduplicate to integer positions
    // so each is selected with an unambiguous index.
    var positions = new Set();
    for (var i = 0; i < p.length; i++) {
        var idx = quantileIndex(arr.length, p[i]);
        positions.add(Math.floor(idx));
        positions.add(Math.ceil(idx));
    }
    var indices = Array.from(positions).sort(compare);

    multiselect(arr, indices, 0, indices.length - 1, 0, arr.length - 1);
}

// Place every order statistic in `indices` by partitioning around the median
// requested position, then recursing into the two halves. The just-placed pivot
// is excluded from the child ranges (indices[mid] ± 1) so that a later, narrower
// quickselect cannot disturb an already-finalized position.
function multiselect(arr, indices, lo, hi, left, right) {
    if (lo > hi) { return; }
    var mid = (lo + hi) >> 1;
    quickselect(arr, indices[mid], left, right);
    multiselect(arr, indices, lo, mid - 1, left, indices[mid] - 1);
    multiselect(arr, indices, mid + 1, hi, indices[mid] + 1, right);
}

function compare(a, b) {
    return a - b;
}

function quantileIndex(len, p) {
    // Use (n-1) * p to match numpy's linear method (type=7)
    var idx = (len - 1) * p;
    if (p === 1) {
        // If p is 1, directly return the last index
        return len - 1;
    } else if (p === 0) {
        // If p is 0, directly return the first index
        return 0;
    } else if (idx % 1 !== 0) {
        // If index is not integer, keep the fractional position so we can
        // select both surrounding order statistics for interpolation.
        return idx;
    } else {
        // If index is integer, return that exact position.
        return idx;
    }
}

/**
 * The [Interquartile range](http://en.wikipedia.org/wiki/Interquartile_range) is
 * a measure of statistical dispersion, or how scattered, spread, or
 * concentrated a distribution is. It's computed as the difference between
 * the third quartile and first quartile.
 *
 * @param {Array<number>} x sample of one or more numbers
 * @returns {number} interquartile range: the span between lower and upper quartile,
 * 0.25 and 0.75
 * @example
 * interquartileRange([0, 1, 2, 3]); // => 1.5
 */
function interquartileRange(x) {
    // Interquartile range is the span between the upper quartile,
    // at `0.75`, and lower quartile, `0.25`
    var q1 = quantile(x, 0.75);
    var q2 = quantile(x, 0.25);

    if (typeof q1 === "number" && typeof q2 === "number") {
        return q1 - q2;
    }
}

/*
 * Pull Breaks Values for Jenks
 *
 * the second part of the jenks recipe: take the calculated matrices
 * and derive an array of n breaks.
 *
 * @private
 */
function jenksBreaks(data, lowerClassLimits, nClasses) {
    var k = data.length;
    var kclass = [];
    var countNum = nClasses;

    // the calculation of classes will never include the upper
    // bound, so we need to explicitly set it
    kclass[nClasses] = data[data.length - 1];

    // the lowerClassLimits matrix is used as indices into itself
    // here: the `k` variable is reused in each iteration.
    while (countNum > 0) {
        kclass[countNum - 1] = data[lowerClassLimits[k][countNum] - 1];
        k = lowerClassLimits[k][countNum] - 1;
        countNum--;
    }

    return kclass;
}

/*
 * Compute Matrices for Jenks
 *
 * Compute the matrices required for Jenks breaks. These matrices
 * can be used for any classing of data with `classes <= nClasses`
 *
 * @private
 */
function jenksMatrices(data, nClasses) {
    // in the original implementation, these matrices are referred to
    // as `LC` and `OP`
    //
    // * lowerClassLimits (LC): optimal lower class limits
    // * varianceCombinations (OP): optimal variance combinations for all classes
    var lowerClassLimits = [];
    var varianceCombinations = [];
    // loop counters
    var i;
    var j;
    // the variance, as computed at each step in the calculation
    var variance = 0;

    // Initialize and fill each matrix with zeroes
    for (i = 0; i < data.length + 1; i++) {
        var tmp1 = [];
        var tmp2 = [];
        // despite these arrays having the same values, we need
        // to keep them separate so that changing one does not change
        // the other
        for (j = 0; j < nClasses + 1; j++) {
            tmp1.push(0);
            tmp2.push(0);
        }
        lowerClassLimits.push(tmp1);
        varianceCombinations.push(tmp2);
    }

    for (i = 1; i < nClasses + 1; i++) {
        lowerClassLimits[1][i] = 1;
        varianceCombinations[1][i] = 0;
        // in the original implementation, 9999999 is used but
        // since Javascript has `Infinity`, we use that.
        for (j = 2; j < data.length + 1; j++) {
            varianceCombinations[j][i] = Number.POSITIVE_INFINITY;
        }
    }

    // Shift values by the median to improve numeric stability
    var shift = data[Math.floor(data.length / 2)];

    for (var l = 2; l < data.length + 1; l++) {
        // `SZ` originally. this is the sum of the values seen thus
        // far when calculating variance.
        var sum = 0;
        // `ZSQ` originally. the sum of squares of values seen
        // thus far
        var sumSquares = 0;
        // `WT` originally. This is the number of
        var w = 0;
        // `IV` originally
        var i4 = 0;

        // in several instances, you could say `Math.pow(x, 2)`
        // instead of `x * x`, but this is slower in some browsers
        // introduces an unnecessary concept.
        for (var m = 1; m < l + 1; m++) {
            // `III` originally
            var lowerClassLimit = l - m + 1;
            var val = data[lowerClassLimit - 1] - shift;

            // here we're estimating variance for each potential classing
            // of the data, for each potential number of classes. `w`
            // is the number of data points considered so far.
            w++;

            // increase the current sum and sum-of-squares
            sum += val;
            sumSquares += val * val;

            // the variance at this point in the sequence is the difference
            // between the sum of squares and the total x 2, over the number
            // of samples.
            variance = sumSquares - (sum * sum) / w;

            i4 = lowerClassLimit - 1;

            if (i4 !== 0) {
                for (j = 2; j < nClasses + 1; j++) {
                    // if adding this element to an existing class
                    // will increase its variance beyond the limit, break
                    // the class at this point, setting the `lowerClassLimit`
                    // at this point.
                    if (
                        varianceCombinations[l][j] >=
                        variance + varianceCombinations[i4][j - 1]
                    ) {
                        lowerClassLimits[l][j] = lowerClassLimit;
                        varianceCombinations[l][j] =
                            variance + varianceCombinations[i4][j - 1];
                    }
                }
            }
        }

        lowerClassLimits[l][1] = 1;
        varianceCombinations[l][1] = variance;
    }

    // return the two matrices. for just providing breaks, only
    // `lowerClassLimits` is needed, but variances can be useful to
    // evaluate goodness of fit.
    return {
        lowerClassLimits: lowerClassLimits,
        varianceCombinations: varianceCombinations
    };
}

/**
 * The **[jenks natural breaks optimization](http://en.wikipedia.org/wiki/Jenks_natural_breaks_optimization)**
 * is an algorithm commonly used in cartography and visualization to decide
 * upon groupings of data values that minimize variance within themselves
 * and maximize variation between themselves.
 *
 * For instance, cartographers often use jenks in order to choose which
 * values are assigned to which colors in a [choropleth](https://en.wikipedia.org/wiki/Choropleth_map)
 * map.
 *
 * @param {Array<number>} data input data, as an array of number values
 * @param {number} nClasses number of desired classes
 * @returns {Array<number> | null} array of class break positions, or null
 * when nClasses is greater than the number of data points
 * @example
 * // split data into 3 break points
 * jenks([1, 2, 4, 5, 7, 9, 10, 20], 3) // = [1, 7, 20, 20]
 */
function jenks(data, nClasses) {
    if (nClasses > data.length) {
        return null;
    }

    // sort data in numerical order, since this is expected
    // by the matrices function
    data = data.slice().sort(function (a, b) {
        return a - b;
    });

    // get our basic matrices
    var matrices = jenksMatrices(data, nClasses);
    // we only need lower class limits here
    var lowerClassLimits = matrices.lowerClassLimits;

    // extract nClasses out of the computed matrices
    return jenksBreaks(data, lowerClassLimits, nClasses);
}

/**
 * [Simple linear regression](http://en.wikipedia.org/wiki/Simple_linear_regression)
 * is a simple way to find a fitted line
 * between a set of coordinates. This algorithm finds the slope and y-intercept of a regression line
 * using the least sum of squares.
 *
 * @param {Array<Array<number>>} data an array of two-element of arrays,
 * like `[[0, 1], [2, 3]]`
 * @returns {Object} object containing slope and intersect of regression line
 * @example
 * linearRegression([[0, 0], [1, 1]]); // => { m: 1, b: 0 }
 */
function linearRegression(data) {
    var m;
    var b;

    // Store data length in a local variable to reduce
    // repeated object property lookups
    var dataLength = data.length;

    //if there's only one point, arbitrarily choose a slope of 0
    //and a y-intercept of whatever the y of the initial point is
    if (dataLength === 1) {
        m = 0;
        b = data[0][1];
    } else {
        // The means of x and y. Centering on them before accumulating the
        // cross products keeps the sums small when the coordinates are not,
        // which is what `weightedLinearRegression` already does.
        var sumX = 0;
        var sumY = 0;
        for (var i = 0; i < dataLength; i++) {
            sumX += data[i][0];
            sumY += data[i][1];
        }
        var meanX = sumX / dataLength;
        var meanY = sumY / dataLength;

        var sumXY = 0;
        var sumXX = 0;
        for (var i$1 = 0; i$1 < dataLength; i$1++) {
            var deviationX = data[i$1][0] - meanX;
            sumXY += deviationX * (data[i$1][1] - meanY);
            sumXX += deviationX * deviationX;
        }

        // `m` is the slope of the regression line, `b` its y-intercept.
        m = sumXY / sumXX;
        b = meanY - m * meanX;
    }

    // Return both values as an object.
    return {
        m: m,
        b: b
    };
}

/**
 * Given the output of `linearRegression`: an object
 * with `m` and `b` values indicating slope and intercept,
 * respectively, generate a line function that translates
 * x values into y values.
 *
 * @param {Object} mb object with `m` and `b` members, representing
 * slope and intersect of desired line
 * @returns {Function} method that computes y-value at any given
 * x-value on the line.
 * @example
 * var l = linearRegressionLine(linearRegression([[0, 0], [1, 1]]));
 * l(0) // = 0
 * l(2) // = 2
 * linearRegressionLine({ b: 0, m: 1 })(1); // => 1
 * linearRegressionLine({ b: 1, m: 1 })(1); // => 2
 */
function linearRegressionLine(mb /*: { b: number, m: number }*/) {
    // Return a function that computes a `y` value for each
    // x value it is given, based on the values of `b` and `a`
    // that we just computed.
    return function (x) {
        return mb.b + mb.m * x;
    };
}

/**
 * The [log average](https://en.wikipedia.org/wiki/https://en.wikipedia.org/wiki/Geometric_mean#Relationship_with_logarithms)
 * is an equivalent way of computing the geometric mean of an array suitable for large or small products.
 *
 * It's found by calculating the average logarithm of the elements and exponentiating.
 *
 * @param {Array<number>} x sample of one or more data points
 * @returns {number} geometric mean
 * @throws {Error} if x is empty
 * @throws {Error} if x contains a negative number
 */
function logAverage(x) {
    if (x.length === 0) {
        throw new Error("logAverage requires at least one data point");
    }

    var value = 0;
    for (var i = 0; i < x.length; i++) {
        if (x[i] < 0) {
            throw new Error(
                "logAverage requires only non-negative numbers as input"
            );
        }
        value += Math.log(x[i]);
    }

    return Math.exp(value / x.length);
}

/**
 * The maximum is the highest number in the array. With a sorted array,
 * the last element in the array is always the largest, so this calculation
 * can be done in one step, or constant time.
 *
 * @param {Array<number>} x input
 * @returns {number} maximum value
 * @example
 * maxSorted([-100, -10, 1, 2, 5]); // => 5
 */
function maxSorted(x) {
    return x[x.length - 1];
}

/**
 * The simple [sum](https://en.wikipedia.org/wiki/Summation) of an array
 * is the result of adding all numbers together, starting from zero.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x input
 * @return {number} sum of all input numbers
 * @example
 * sumSimple([1, 2, 3]); // => 6
 */
function sumSimple(x) {
    var value = 0;
    for (var i = 0; i < x.length; i++) {
        if (typeof x[i] !== "number") {
            return Number.NaN;
        }
        value += x[i];
    }
    return value;
}

/**
 * The mean, _also known as average_,
 * is the sum of all values over the number of values.
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * The simple mean uses the successive addition method internally
 * to calculate it's result. Errors in floating-point addition are
 * not accounted for, so if precision is required, the standard {@link mean}
 * method should be used instead.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 *
 * @param {Array<number>} x sample of one or more data points
 * @throws {Error} if the length of x is less than one
 * @returns {number} mean
 * @example
 * mean([0, 10]); // => 5
 */
function meanSimple(x) {
    if (x.length === 0) {
        throw new Error("meanSimple requires at least one data point");
    }

    return sumSimple(x) / x.length;
}

/**
 * The [median](http://en.wikipedia.org/wiki/Median) is
 * the middle number of a list. This is often a good indicator of 'the middle'
 * when there are outliers that skew the `mean()` value.
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * The median isn't necessarily one of the elements in the list: the value
 * can be the average of two elements if the list has an even length
 * and the two central values are different.
 *
 * @param {Array<number>} x input
 * @returns {number} median value
 * @example
 * median([10, 2, 5, 100, 2, 1]); // => 3.5
 */
function median(x) {
    return +quantile(x, 0.5);
}

/**
 * The [Median Absolute Deviation](http://en.wikipedia.org/wiki/Median_absolute_deviation) is
 * a robust measure of statistical
 * dispersion. It is more resilient to outliers than the standard deviation.
 *
 * @param {Array<number>} x input array
 * @returns {number} median absolute deviation
 * @example
 * medianAbsoluteDeviation([1, 1, 2, 2, 4, 6, 9]); // => 1
 */
function medianAbsoluteDeviation(x) {
    var medianValue = median(x);
    var medianAbsoluteDeviations = [];

    // Make a list of absolute deviations from the median
    for (var i = 0; i < x.length; i++) {
        medianAbsoluteDeviations.push(Math.abs(x[i] - medianValue));
    }

    // Find the median value of that list
    return median(medianAbsoluteDeviations);
}

/**
 * The [median](http://en.wikipedia.org/wiki/Median) is
 * the middle number of a list. This is often a good indicator of 'the middle'
 * when there are outliers that skew the `mean()` value.
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * The median isn't necessarily one of the elements in the list: the value
 * can be the average of two elements if the list has an even length
 * and the two central values are different.
 *
 * @param {Array<number>} sorted input
 * @returns {number} median value
 * @example
 * medianSorted([10, 2, 5, 100, 2, 1]); // => 52.5
 */
function medianSorted(sorted) {
    return quantileSorted(sorted, 0.5);
}

/**
 * The minimum is the lowest number in the array. With a sorted array,
 * the first element in the array is always the smallest, so this calculation
 * can be done in one step, or constant time.
 *
 * @param {Array<number>} x input
 * @returns {number} minimum value
 * @example
 * minSorted([-100, -10, 1, 2, 5]); // => -100
 */
function minSorted(x) {
    return x[0];
}

/**
 * The [mode](https://en.wikipedia.org/wiki/Mode_%28statistics%29) is the number
 * that appears in a list the highest number of times.
 * There can be multiple modes in a list. This algorithm expects sorted input,
 * so equal values are adjacent and a tie resolves to the smallest of the tied
 * values. `modeFast` breaks ties differently, returning whichever tied value
 * reaches the highest count first.
 *
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * This runs in `O(n)` because the input is sorted.
 *
 * @param {Array<number>} sorted a sample of one or more data points
 * @returns {number} mode
 * @throws {Error} if sorted is empty
 * @example
 * modeSorted([0, 0, 1]); // => 0
 */
function modeSorted(sorted) {
    // Handle edge cases:
    // The mode of an empty list is undefined
    if (sorted.length === 0) {
        throw new Error("mode requires at least one data point");
    }
    if (sorted.length === 1) {
        return sorted[0];
    }

    // This assumes it is dealing with an array of size > 1, since size
    // 0 and 1 are handled immediately. Hence it starts at index 1 in the
    // array.
    var last = sorted[0];
    // store the mode as we find new modes
    var value = Number.NaN;
    // store how many times we've seen the mode
    var maxSeen = 0;
    // how many times the current candidate for the mode
    // has been seen
    var seenThis = 1;

    // end at sorted.length + 1 to fix the case in which the mode is
    // the highest number that occurs in the sequence. the last iteration
    // compares sorted[i], which is undefined, to the highest number
    // in the series
    for (var i = 1; i < sorted.length + 1; i++) {
        // we're seeing a new number pass by
        if (sorted[i] !== last) {
            // the last number is the new mode since we saw it more
            // often than the old one
            if (seenThis > maxSeen) {
                maxSeen = seenThis;
                value = last;
            }
            seenThis = 1;
            last = sorted[i];
            // if this isn't a new number, it's one more occurrence of
            // the potential mode
        } else {
            seenThis++;
        }
    }
    return value;
}

/**
 * The [mode](https://en.wikipedia.org/wiki/Mode_%28statistics%29) is the number
 * that appears in a list the highest number of times.
 * There can be multiple modes in a list. This algorithm sorts its input, so a
 * tie resolves to the smallest of the tied values regardless of the order they
 * appeared in. `modeFast` breaks ties differently, returning whichever tied
 * value reaches the highest count first.
 *
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * This runs in `O(n log(n))` because it needs to sort the array internally
 * before running an `O(n)` search to find the mode.
 *
 * @param {Array<number>} x input
 * @returns {number} mode
 * @example
 * mode([0, 0, 1]); // => 0
 */
function mode(x) {
    // Sorting the array lets us iterate through it below and be sure
    // that every time we see a new number it's new and we'll never
    // see the same number twice
    return modeSorted(numericSort(x));
}

/* globals Map: false */

/**
 * The [mode](https://en.wikipedia.org/wiki/Mode_%28statistics%29) is the number
 * that appears in a list the highest number of times.
 * There can be multiple modes in a list. This algorithm walks the input in
 * order, so a tie resolves to whichever tied value reaches the highest count
 * first. `mode` and `modeSorted` break ties differently, returning the
 * smallest of the tied values.
 *
 * modeFast uses a Map object to keep track of the mode, instead of the approach
 * used with `mode`, a sorted array. As a result, it is faster
 * than `mode` and supports any data type that can be compared with `==`.
 * It also requires a
 * [JavaScript environment with support for Map](https://kangax.github.io/compat-table/es6/#test-Map),
 * and will throw an error if Map is not available.
 *
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * @param {Array<*>} x a sample of one or more data points
 * @returns {?*} mode
 * @throws {ReferenceError} if the JavaScript environment doesn't support Map
 * @throws {Error} if x is empty
 * @example
 * modeFast(['rabbits', 'rabbits', 'squirrels']); // => 'rabbits'
 */
function modeFast(x) {
    // This index will reflect the incidence of different values, indexing
    // them like
    // { value: count }
    var index = new Map();

    // A running `mode` and the number of times it has been encountered.
    var mode;
    var modeCount = 0;

    for (var i = 0; i < x.length; i++) {
        var newCount = index.get(x[i]);
        if (newCount === undefined) {
            newCount = 1;
        } else {
            newCount++;
        }
        if (newCount > modeCount) {
            mode = x[i];
            modeCount = newCount;
        }
        index.set(x[i], newCount);
    }

    if (modeCount === 0) {
        throw new Error("mode requires at last one data point");
    }

    return mode;
}

/**
 * Implementation of [Heap's Algorithm](https://en.wikipedia.org/wiki/Heap%27s_algorithm)
 * for generating permutations.
 *
 * @param {Array} elements any type of data
 * @returns {Array<Array>} array of permutations
 */
function permutationsHeap(elements) {
    var indexes = new Array(elements.length);
    var permutations = [elements.slice()];

    for (var i = 0; i < elements.length; i++) {
        indexes[i] = 0;
    }

    for (var i$1 = 0; i$1 < elements.length; ) {
        if (indexes[i$1] < i$1) {
            // At odd indexes, swap from indexes[i] instead
            // of from the beginning of the array
            var swapFrom = 0;
            if (i$1 % 2 !== 0) {
                swapFrom = indexes[i$1];
            }

            // swap between swapFrom and i, using
            // a temporary variable as storage.
            var temp = elements[swapFrom];
            elements[swapFrom] = elements[i$1];
            elements[i$1] = temp;

            permutations.push(elements.slice());
            indexes[i$1]++;
            i$1 = 0;
        } else {
            indexes[i$1] = 0;
            i$1++;
        }
    }

    return permutations;
}

/**
 * The [product](https://en.wikipedia.org/wiki/Product_(mathematics)) of an array
 * is the result of multiplying all numbers together, starting using one as the multiplicative identity.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x input
 * @return {number} product of all input numbers
 * @example
 * product([1, 2, 3, 4]); // => 24
 */
function product(x) {
    var value = 1;
    for (var i = 0; i < x.length; i++) {
        value *= x[i];
    }
    return value;
}

/* eslint no-bitwise: 0 */

/**
 * This function returns the quantile in which one would find the given value in
 * the given array. With a sorted array, leveraging binary search, we can find
 * this information in logarithmic time.
 *
 * @param {Array<number>} x input
 * @param {number} value the value for which to find the quantile rank
 * @returns {number} the quantile rank
 * @example
 * quantileRankSorted([1, 2, 3, 4], 3); // => 0.75
 * quantileRankSorted([1, 2, 3, 3, 4], 3); // => 0.7
 * quantileRankSorted([1, 2, 3, 4], 6); // => 1
 * quantileRankSorted([1, 2, 3, 3, 5], 4); // => 0.8
 */
function quantileRankSorted(x, value) {
    // Value is lesser than any value in the array
    if (value < x[0]) {
        return 0;
    }

    // Value is greater than any value in the array
    if (value > x[x.length - 1]) {
        return 1;
    }

    var l = lowerBound(x, value);

    // Value is not in the array
    if (x[l] !== value) {
        return l / x.length;
    }

    l++;

    var u = upperBound(x, value);

    // The value exists only once in the array
    if (u === l) {
        return l / x.length;
    }

    // Here, we are basically computing the mean of the range of indices
    // containing our searched value. But, instead, of initializing an
    // array and looping over it, there is a dedicated math formula that
    // we apply below to get the result.
    var r = u - l + 1;
    var sum = (r * (u + l)) / 2;
    var mean = sum / r;

    return mean / x.length;
}

function lowerBound(x, value) {
    var mid = 0;
    var lo = 0;
    var hi = x.length;

    while (lo < hi) {
        mid = (lo + hi) >>> 1;

        if (value <= x[mid]) {
            hi = mid;
        } else {
            lo = -~mid;
        }
    }

    return lo;
}

function upperBound(x, value) {
    var mid = 0;
    var lo = 0;
    var hi = x.length;

    while (lo < hi) {
        mid = (lo + hi) >>> 1;

        if (value >= x[mid]) {
            lo = -~mid;
        } else {
            hi = mid;
        }
    }

    return lo;
}

/**
 * This function returns the quantile in which one would find the given value in
 * the given array. It will copy and sort your array before each run, so
 * if you know your array is already sorted, you should use `quantileRankSorted`
 * instead.
 *
 * @param {Array<number>} x input
 * @param {number} value the value for which to find the quantile rank
 * @returns {number} the quantile rank
 * @example
 * quantileRank([4, 3, 1, 2], 3); // => 0.75
 * quantileRank([4, 3, 2, 3, 1], 3); // => 0.7
 * quantileRank([2, 4, 1, 3], 6); // => 1
 * quantileRank([5, 3, 1, 2, 3], 4); // => 0.8
 */
function quantileRank(x, value) {
    // Cloning and sorting the array
    var sortedCopy = numericSort(x);

    return quantileRankSorted(sortedCopy, value);
}

/**
 * The [R Squared](http://en.wikipedia.org/wiki/Coefficient_of_determination)
 * value of data compared with a function `f`
 * is the sum of the squared differences between the prediction
 * and the actual value.
 *
 * @param {Array<Array<number>>} x input data: this should be doubly-nested
 * @param {Function} func function called on `[i][0]` values within the dataset
 * @returns {number} r-squared value
 * @example
 * var samples = [[0, 0], [1, 1]];
 * var regressionLine = linearRegressionLine(linearRegression(samples));
 * rSquared(samples, regressionLine); // = 1 this line is a perfect fit
 */
function rSquared(x, func) {
    if (x.length < 2) {
        return 1;
    }

    // Compute the average y value for the actual
    // data set in order to compute the
    // _total sum of squares_
    var sum = 0;
    for (var i = 0; i < x.length; i++) {
        sum += x[i][1];
    }
    var average = sum / x.length;

    // Compute the total sum of squares - the
    // squared difference between each point
    // and the average of all points.
    var sumOfSquares = 0;
    for (var j = 0; j < x.length; j++) {
        sumOfSquares += Math.pow(average - x[j][1], 2);
    }

    // Finally estimate the error: the squared
    // difference between the estimate and the actual data
    // value at each point.
    var err = 0;
    for (var k = 0; k < x.length; k++) {
        err += Math.pow(x[k][1] - func(x[k][0]), 2);
    }

    // As the error grows larger, its ratio to the
    // sum of squares increases and the r squared
    // value grows lower.
    return 1 - err / sumOfSquares;
}

/**
 * The Root Mean Square (RMS) is
 * a mean function used as a measure of the magnitude of a set
 * of numbers, regardless of their sign.
 * This is the square root of the mean of the squares of the
 * input numbers.
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x a sample of one or more data points
 * @returns {number} root mean square
 * @throws {Error} if x is empty
 * @example
 * rootMeanSquare([-1, 1, -1, 1]); // => 1
 */
function rootMeanSquare(x) {
    if (x.length === 0) {
        throw new Error("rootMeanSquare requires at least one data point");
    }

    var sumOfSquares = 0;
    for (var i = 0; i < x.length; i++) {
        sumOfSquares += Math.pow(x[i], 2);
    }

    return Math.sqrt(sumOfSquares / x.length);
}

/**
 * A [Fisher-Yates shuffle](http://en.wikipedia.org/wiki/Fisher%E2%80%93Yates_shuffle)
 * in-place - which means that it **will change the order of the original
 * array by reference**.
 *
 * This is an algorithm that generates a random [permutation](https://en.wikipedia.org/wiki/Permutation)
 * of a set.
 *
 * @param {Array} x sample of one or more numbers
 * @param {Function} [randomSource=Math.random] an optional entropy source that
 * returns numbers between 0 inclusive and 1 exclusive: the range [0, 1)
 * @returns {Array} x
 * @example
 * var x = [1, 2, 3, 4];
 * shuffleInPlace(x);
 * // x is shuffled to a value like [2, 1, 4, 3]
 */
function shuffleInPlace(x, randomSource) {
    // a custom random number source can be provided if you want to use
    // a fixed seed or another random number generator, like
    // [random-js](https://www.npmjs.org/package/random-js)
    randomSource = randomSource || Math.random;

    // store the current length of the x to determine
    // when no elements remain to shuffle.
    var length = x.length;

    // temporary is used to hold an item when it is being
    // swapped between indices.
    var temporary;

    // The index to swap at each stage.
    var index;

    // While there are still items to shuffle
    while (length > 0) {
        // choose a random index within the subset of the array
        // that is not yet shuffled
        index = Math.floor(randomSource() * length--);

        // store the value that we'll move temporarily
        temporary = x[length];

        // swap the value at `x[length]` with `x[index]`
        x[length] = x[index];
        x[index] = temporary;
    }

    return x;
}

/**
 * A [Fisher-Yates shuffle](http://en.wikipedia.org/wiki/Fisher%E2%80%93Yates_shuffle)
 * is a fast way to create a random permutation of a finite set. This is
 * a function around `shuffle_in_place` that adds the guarantee that
 * it will not modify its input.
 *
 * @param {Array} x sample of 0 or more numbers
 * @param {Function} [randomSource=Math.random] an optional entropy source that
 * returns numbers between 0 inclusive and 1 exclusive: the range [0, 1)
 * @return {Array} shuffled version of input
 * @example
 * var shuffled = shuffle([1, 2, 3, 4]);
 * shuffled; // = [2, 3, 1, 4] or any other random permutation
 */
function shuffle(x, randomSource) {
    // slice the original array so that it is not modified
    var sample = x.slice();

    // and then shuffle that shallow-copied array, in place
    return shuffleInPlace(sample, randomSource);
}

/**
 * Create a [simple random sample](http://en.wikipedia.org/wiki/Simple_random_sample)
 * from a given array of `n` elements.
 *
 * The sampled values will be in any order, not necessarily the order
 * they appear in the input.
 *
 * @param {Array<any>} x input array. can contain any type
 * @param {number} n count of how many elements to take
 * @param {Function} [randomSource=Math.random] an optional entropy source that
 * returns numbers between 0 inclusive and 1 exclusive: the range [0, 1)
 * @return {Array} subset of n elements in original array
 *
 * @example
 * var values = [1, 2, 4, 5, 6, 7, 8, 9];
 * sample(values, 3); // returns 3 random values, like [2, 5, 8];
 */
function sample(x, n, randomSource) {
    // shuffle the original array using a fisher-yates shuffle
    var shuffled = shuffle(x, randomSource);

    // and then return a subset of it - the first `n` elements.
    return shuffled.slice(0, n);
}

/**
 * [Sample covariance](https://en.wikipedia.org/wiki/Sample_mean_and_covariance) of two datasets:
 * how much do the two datasets move together?
 * x and y are two datasets, represented as arrays of numbers.
 *
 * @param {Array<number>} x a sample of two or more data points
 * @param {Array<number>} y a sample of two or more data points
 * @throws {Error} if x and y do not have equal lengths
 * @throws {Error} if x or y have length of one or less
 * @returns {number} sample covariance
 * @example
 * sampleCovariance([1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]); // => -3.5
 */
function sampleCovariance(x, y) {
    // The two datasets must have the same length which must be more than 1
    if (x.length !== y.length) {
        throw new Error("sampleCovariance requires samples with equal lengths");
    }

    if (x.length < 2) {
        throw new Error(
            "sampleCovariance requires at least two data points in each sample"
        );
    }

    // determine the mean of each dataset so that we can judge each
    // value of the dataset fairly as the difference from the mean. this
    // way, if one dataset is [1, 2, 3] and [2, 3, 4], their covariance
    // does not suffer because of the difference in absolute values
    var xmean = mean(x);
    var ymean = mean(y);
    var sum = 0;

    // for each pair of values, the covariance increases when their
    // difference from the mean is associated - if both are well above
    // or if both are well below
    // the mean, the covariance increases significantly.
    for (var i = 0; i < x.length; i++) {
        sum += (x[i] - xmean) * (y[i] - ymean);
    }

    // this is Bessels' Correction: an adjustment made to sample statistics
    // that allows for the reduced degree of freedom entailed in calculating
    // values from samples rather than complete populations.
    var besselsCorrection = x.length - 1;

    // the covariance is weighted by the length of the datasets.
    return sum / besselsCorrection;
}

/**
 * The [correlation](http://en.wikipedia.org/wiki/Correlation_and_dependence) is
 * a measure of how correlated two datasets are, between -1 and 1
 *
 * @param {Array<number>} x first input
 * @param {Array<number>} y second input
 * @returns {number} sample correlation
 * @example
 * sampleCorrelation([1, 2, 3, 4, 5, 6], [2, 2, 3, 4, 5, 60]).toFixed(2);
 * // => '0.69'
 */
function sampleCorrelation(x, y) {
    var cov = sampleCovariance(x, y);
    var xstd = sampleStandardDeviation(x);
    var ystd = sampleStandardDeviation(y);

    return cov / xstd / ystd;
}

/**
 * [Kurtosis](http://en.wikipedia.org/wiki/Kurtosis) is
 * a measure of the heaviness of a distribution's tails relative to its
 * variance. The kurtosis value can be positive or negative, or even undefined.
 *
 * Implementation is based on Fisher's excess kurtosis definition and uses
 * unbiased moment estimators. This is the version found in Excel and available
 * in several statistical packages, including SAS and SciPy.
 *
 * @param {Array<number>} x a sample of 4 or more data points
 * @returns {number} sample kurtosis
 * @throws {Error} if x has length less than 4
 * @example
 * sampleKurtosis([1, 2, 2, 3, 5]); // => 1.4555765595463122
 */
function sampleKurtosis(x) {
    var n = x.length;

    if (n < 4) {
        throw new Error("sampleKurtosis requires at least four data points");
    }

    var meanValue = mean(x);
    var tempValue;
    var secondCentralMoment = 0;
    var fourthCentralMoment = 0;

    for (var i = 0; i < n; i++) {
        tempValue = x[i] - meanValue;
        secondCentralMoment += tempValue * tempValue;
        fourthCentralMoment += tempValue * tempValue * tempValue * tempValue;
    }

    return (
        ((n - 1) / ((n - 2) * (n - 3))) *
        ((n * (n + 1) * fourthCentralMoment) /
            (secondCentralMoment * secondCentralMoment) -
            3 * (n - 1))
    );
}

/**
 * Rank values, giving tied values the average of the ranks they span.
 *
 * Spearman's rho is defined on these midranks. Assigning tied values
 * distinct consecutive ranks instead would make the rank of a value depend
 * on where it happens to sit in the input array, and therefore make the
 * correlation depend on the order the pairs are listed in.
 *
 * @private
 * @param {Array<number>} values input
 * @returns {Array<number>} ranks, in the order of the input
 */
function midranks(values) {
    var order = values
        .map(function (value, index) { return [value, index]; })
        .sort(function (a, b) { return a[0] - b[0]; });

    var ranks = Array(values.length);
    var i = 0;
    while (i < order.length) {
        // Extend j across every value tied with the one at i.
        var j = i;
        while (j + 1 < order.length && order[j + 1][0] === order[i][0]) {
            j++;
        }
        var rank = (i + j) / 2;
        for (var k = i; k <= j; k++) {
            ranks[order[k][1]] = rank;
        }
        i = j + 1;
    }
    return ranks;
}

/**
 * The [rank correlation](https://en.wikipedia.org/wiki/Rank_correlation) is
 * a measure of the strength of monotonic relationship between two arrays
 *
 * Tied values share the average of the ranks they span, so the result
 * depends only on the paired data and not on the order the pairs are given
 * in. When either input has no rank variance the correlation is undefined
 * and the result is `NaN`.
 *
 * @param {Array<number>} x first input
 * @param {Array<number>} y second input
 * @returns {number} sample rank correlation
 * @example
 * sampleRankCorrelation([1, 2, 3, 4, 5], [1, 4, 9, 16, 25]);
 * // => 1
 */
function sampleRankCorrelation(x, y) {
    return sampleCorrelation(midranks(x), midranks(y));
}

/**
 * [Skewness](http://en.wikipedia.org/wiki/Skewness) is
 * a measure of the extent to which a probability distribution of a
 * real-valued random variable "leans" to one side of the mean.
 * The skewness value can be positive or negative, or even undefined.
 *
 * Implementation is based on the adjusted Fisher-Pearson standardized
 * moment coefficient, which is the version found in Excel and several
 * statistical packages including Minitab, SAS and SPSS.
 *
 * Pass `biased` to opt into the biased coefficient instead, which is the
 * population moment ratio `m3 / m2^(3/2)`. That is what R reports and what
 * scipy returns by default; the adjusted coefficient above is scipy's
 * `bias=False`. The two differ by a factor of `sqrt(n * (n - 1)) / (n - 2)`.
 *
 * @since 4.1.0
 * @param {Array<number>} x a sample of 3 or more data points
 * @param {boolean} [biased=false] if true, return the biased coefficient
 * @returns {number} sample skewness
 * @throws {Error} if x has length less than 3
 * @example
 * sampleSkewness([2, 4, 6, 3, 1]); // => 0.590128656384365
 * sampleSkewness([2, 4, 6, 3, 1], true); // => 0.3958703373438167
 */
function sampleSkewness(x, biased) {
    if ( biased === void 0 ) biased = false;

    if (x.length < 3) {
        throw new Error("sampleSkewness requires at least three data points");
    }

    var meanValue = mean(x);
    var tempValue;
    var sumSquaredDeviations = 0;
    var sumCubedDeviations = 0;

    for (var i = 0; i < x.length; i++) {
        tempValue = x[i] - meanValue;
        sumSquaredDeviations += tempValue * tempValue;
        sumCubedDeviations += tempValue * tempValue * tempValue;
    }

    var n = x.length;

    if (biased) {
        // The population moments, without Bessel's correction: the biased
        // coefficient is the third central moment over the second raised
        // to three halves.
        var secondCentralMoment = sumSquaredDeviations / n;
        var thirdCentralMoment = sumCubedDeviations / n;

        return thirdCentralMoment / Math.pow(secondCentralMoment, 3 / 2);
    }

    // this is Bessels' Correction: an adjustment made to sample statistics
    // that allows for the reduced degree of freedom entailed in calculating
    // values from samples rather than complete populations.
    var besselsCorrection = x.length - 1;

    // Find the mean value of that list
    var theSampleStandardDeviation = Math.sqrt(
        sumSquaredDeviations / besselsCorrection
    );

    var cubedS = Math.pow(theSampleStandardDeviation, 3);

    return (n * sumCubedDeviations) / ((n - 1) * (n - 2) * cubedS);
}

/**
 * Sampling with replacement is a type of sampling that allows the same
 * item to be picked out of a population more than once.
 *
 * @param {Array<*>} x an array of any kind of value
 * @param {number} n count of how many elements to take
 * @param {Function} [randomSource=Math.random] an optional entropy source that
 * returns numbers between 0 inclusive and 1 exclusive: the range [0, 1)
 * @return {Array} n sampled items from the population
 * @example
 * var values = [1, 2, 3, 4];
 * sampleWithReplacement(values, 2); // returns 2 random values, like [2, 4];
 */
function sampleWithReplacement(x, n, randomSource) {
    if (x.length === 0) {
        return [];
    }

    // a custom random number source can be provided if you want to use
    // a fixed seed or another random number generator, like
    // [random-js](https://www.npmjs.org/package/random-js)
    randomSource = randomSource || Math.random;

    var length = x.length;
    var sample = [];

    for (var i = 0; i < n; i++) {
        var index = Math.floor(randomSource() * length);

        sample.push(x[index]);
    }

    return sample;
}

/**
 * The [root mean square](https://en.wikipedia.org/wiki/Root_mean_square)
 * computed by scaling, which is an equivalent way of computing
 * `rootMeanSquare` suitable for values whose squares leave floating point
 * range.
 *
 * `rootMeanSquare` sums the squares directly, so it returns `Infinity` once
 * a value exceeds about 1e154 and `0` once every value falls below about
 * 1e-162. This function divides through by the largest magnitude first, so
 * the squares it sums are all at most one.
 *
 * It runs in `O(n)`, linear time, with respect to the length of the array,
 * in two passes rather than one.
 *
 * @param {Array<number>} x a sample of one or more data points
 * @returns {number} root mean square
 * @throws {Error} if x is empty
 * @example
 * scaledRootMeanSquare([-1, 1, -1, 1]); // => 1
 * scaledRootMeanSquare([1e200, 2e200, 3e200]); // => 2.1602468994692866e+200
 */
function scaledRootMeanSquare(x) {
    if (x.length === 0) {
        throw new Error(
            "scaledRootMeanSquare requires at least one data point"
        );
    }

    var max = 0;
    for (var i = 0; i < x.length; i++) {
        var magnitude = Math.abs(x[i]);
        max = Math.max(max, magnitude);
    }

    // Every value is zero, and the division below would be 0 / 0.
    if (max === 0) {
        return 0;
    }

    // An infinite or missing largest value cannot be scaled away, and
    // dividing by it would turn the result into NaN. Report it as
    // `rootMeanSquare` does.
    if (!Number.isFinite(max)) {
        return max;
    }

    var sumOfSquares = 0;
    for (var i$1 = 0; i$1 < x.length; i$1++) {
        var scaled = x[i$1] / max;
        sumOfSquares += scaled * scaled;
    }

    return max * Math.sqrt(sumOfSquares / x.length);
}

/**
 * The [variance](http://en.wikipedia.org/wiki/Variance)
 * is the sum of squared deviations from the mean.
 *
 * This is an implementation of variance, not sample variance:
 * see the `sampleVariance` method if you want a sample measure.
 *
 * @param {Array<number>} x a population of one or more data points
 * @returns {number} variance: a value greater than or equal to zero.
 * zero indicates that all values are identical.
 * @throws {Error} if x's length is 0
 * @example
 * variance([1, 2, 3, 4, 5, 6]); // => 2.9166666666666665
 */
function variance(x) {
    if (x.length === 0) {
        throw new Error("variance requires at least one data point");
    }

    // Find the mean of squared deviations between the
    // mean value and each value.
    return sumNthPowerDeviations(x, 2) / x.length;
}

/**
 * The [standard deviation](http://en.wikipedia.org/wiki/Standard_deviation)
 * is the square root of the variance. This is also known as the population
 * standard deviation. It's useful for measuring the amount
 * of variation or dispersion in a set of values.
 *
 * Standard deviation is only appropriate for full-population knowledge: for
 * samples of a population, {@link sampleStandardDeviation} is
 * more appropriate.
 *
 * @param {Array<number>} x input
 * @returns {number} standard deviation
 * @example
 * variance([2, 4, 4, 4, 5, 5, 7, 9]); // => 4
 * standardDeviation([2, 4, 4, 4, 5, 5, 7, 9]); // => 2
 */
function standardDeviation(x) {
    if (x.length === 1) {
        return 0;
    }
    var v = variance(x);
    return Math.sqrt(v);
}

/**
 * When removing a value from a list, one does not have to necessary
 * recompute the mean of the list in linear time. They can instead use
 * this function to compute the new mean by providing the current mean,
 * the number of elements in the list that produced it and the value to remove.
 *
 * @since 3.0.0
 * @param {number} mean current mean
 * @param {number} n number of items in the list
 * @param {number} value the value to remove
 * @returns {number} the new mean
 *
 * @example
 * subtractFromMean(20.5, 6, 53); // => 14
 */
function subtractFromMean(mean, n, value) {
    return (mean * n - value) / (n - 1);
}

/**
 * This is to compute [a one-sample t-test](https://en.wikipedia.org/wiki/Student%27s_t-test#One-sample_t-test), comparing the mean
 * of a sample to a known value, x.
 *
 * in this case, we're trying to determine whether the
 * population mean is equal to the value that we know, which is `x`
 * here. Usually the results here are used to look up a
 * [p-value](http://en.wikipedia.org/wiki/P-value), which, for
 * a certain level of significance, will let you determine that the
 * null hypothesis can or cannot be rejected.
 *
 * @param {Array<number>} x sample of one or more numbers
 * @param {number} expectedValue expected value of the population mean
 * @returns {number} value
 * @example
 * tTest([1, 2, 3, 4, 5, 6], 3.385).toFixed(2); // => '0.16'
 */
function tTest(x, expectedValue) {
    // The mean of the sample
    var sampleMean = mean(x);

    // The standard deviation of the sample
    var sd = standardDeviation(x);

    // Square root the length of the sample
    var rootN = Math.sqrt(x.length);

    // returning the t value
    return (sampleMean - expectedValue) / (sd / rootN);
}

/**
 * This is to compute [two sample t-test](http://en.wikipedia.org/wiki/Student's_t-test).
 * Tests whether "mean(X)-mean(Y) = difference", (
 * in the most common case, we often have `difference == 0` to test if two samples
 * are likely to be taken from populations with the same mean value) with
 * no prior knowledge on standard deviations of both samples
 * other than the fact that they have the same standard deviation.
 *
 * Usually the results here are used to look up a
 * [p-value](http://en.wikipedia.org/wiki/P-value), which, for
 * a certain level of significance, will let you determine that the
 * null hypothesis can or cannot be rejected.
 *
 * `diff` can be omitted if it equals 0.
 *
 * [This is used to reject](https://en.wikipedia.org/wiki/Exclusion_of_the_null_hypothesis)
 * a null hypothesis that the two populations that have been sampled into
 * `sampleX` and `sampleY` are equal to each other.
 *
 * @param {Array<number>} sampleX a sample as an array of numbers
 * @param {Array<number>} sampleY a sample as an array of numbers
 * @param {number} [difference=0]
 * @returns {number|null} test result
 *
 * @example
 * tTestTwoSample([1, 2, 3, 4], [3, 4, 5, 6], 0); // => -2.1908902300206643
 */
function tTestTwoSample(sampleX, sampleY, difference) {
    var n = sampleX.length;
    var m = sampleY.length;

    // If either sample doesn't actually have any values, we can't
    // compute this at all, so we return `null`.
    if (!n || !m) {
        return null;
    }

    // default difference (mu) is zero
    if (!difference) {
        difference = 0;
    }

    var meanX = mean(sampleX);
    var meanY = mean(sampleY);
    var sampleVarianceX = sampleVariance(sampleX);
    var sampleVarianceY = sampleVariance(sampleY);

    if (
        typeof meanX === "number" &&
        typeof meanY === "number" &&
        typeof sampleVarianceX === "number" &&
        typeof sampleVarianceY === "number"
    ) {
        var weightedVariance =
            ((n - 1) * sampleVarianceX + (m - 1) * sampleVarianceY) /
            (n + m - 2);

        return (
            (meanX - meanY - difference) /
            Math.sqrt(weightedVariance * (1 / n + 1 / m))
        );
    }
}

/**
 * Validate values and weights for weighted statistics and return the total
 * weight.
 *
 * @param {Array<number>} x input values
 * @param {Array<number>} weights weights for each input value
 * @param {string} name function name for error messages
 * @returns {number} total weight
 * @private
 */
function validateWeightedInput(x, weights, name) {
    if (x.length === 0) {
        throw new Error((name + " requires at least one data point"));
    }

    if (x.length !== weights.length) {
        throw new Error(
            (name + " requires values and weights to be the same length")
        );
    }

    var totalWeight = 0;

    for (var i = 0; i < weights.length; i++) {
        if (weights[i] < 0) {
            throw new Error((name + " requires weights to be non-negative"));
        }

        totalWeight += weights[i];
    }

    if (totalWeight === 0) {
        throw new Error((name + " requires at least one positive weight"));
    }

    return totalWeight;
}

/**
 * [Weighted least squares](https://en.wikipedia.org/wiki/Weighted_least_squares)
 * fits a line through a set of coordinates in which some observations count
 * for more than others, which is what R's `lm()` does when given a `weights`
 * argument. `linearRegression` is the special case where every weight is
 * equal.
 *
 * A weight of zero drops its observation from the fit. Weights are relative,
 * so scaling all of them by the same factor leaves the line unchanged.
 *
 * @param {Array<Array<number>>} data an array of two-element arrays,
 * like `[[0, 1], [2, 3]]`
 * @param {Array<number>} weights weight for each coordinate
 * @returns {Object} object containing slope and intersect of regression line
 * @throws {Error} if data is empty, weights is a different length than data,
 * all weights are zero, or a weight is negative
 * @example
 * weightedLinearRegression([[0, 0], [1, 1], [2, 2]], [1, 1, 1]); // => { m: 1, b: 0 }
 */
function weightedLinearRegression(data, weights) {
    var totalWeight = validateWeightedInput(
        data,
        weights,
        "weightedLinearRegression"
    );

    // With one point the slope is unconstrained, so match `linearRegression`
    // and take the horizontal line through it.
    if (data.length === 1) {
        return { m: 0, b: data[0][1] };
    }

    // The weighted means of x and y. Centering on them before accumulating
    // the cross products keeps the sums small when the coordinates are not.
    var sumWeightedX = 0;
    var sumWeightedY = 0;
    for (var i = 0; i < data.length; i++) {
        sumWeightedX += weights[i] * data[i][0];
        sumWeightedY += weights[i] * data[i][1];
    }
    var meanX = sumWeightedX / totalWeight;
    var meanY = sumWeightedY / totalWeight;

    var sumXY = 0;
    var sumXX = 0;
    for (var i$1 = 0; i$1 < data.length; i$1++) {
        var deviationX = data[i$1][0] - meanX;
        sumXY += weights[i$1] * deviationX * (data[i$1][1] - meanY);
        sumXX += weights[i$1] * deviationX * deviationX;
    }

    var m = sumXY / sumXX;

    return { m: m, b: meanY - m * meanX };
}

/**
 * The [weighted mean](https://en.wikipedia.org/wiki/Weighted_arithmetic_mean),
 * _also known as weighted average_, is the sum of each value multiplied by its
 * weight, divided by the total weight.
 *
 * The weighted values are accumulated with the same
 * [Kahan-Babuska](https://pdfs.semanticscholar.org/1760/7d467cda1d0277ad272deb2113533131dc09.pdf)
 * correction that {@link sum} uses, so that terms which cancel do not lose
 * precision. The correction is applied in a single pass, without building an
 * intermediate array.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @param {Array<number>} weights non-negative weights for each data point
 * @throws {Error} if x is empty, weights is a different length than x, all weights are zero, or a weight is negative
 * @returns {number} weighted mean
 * @example
 * weightedMean([80, 90, 100], [1, 1, 2]); // => 92.5
 */
function weightedMean(x, weights) {
    var totalWeight = validateWeightedInput(x, weights, "weightedMean");

    var weightedSum = x[0] * weights[0];
    var correction = 0;
    var transition;
    var value;

    for (var i = 1; i < x.length; i++) {
        value = x[i] * weights[i];
        transition = weightedSum + value;

        if (Math.abs(weightedSum) >= Math.abs(value)) {
            correction += weightedSum - transition + value;
        } else {
            correction += value - transition + weightedSum;
        }

        weightedSum = transition;
    }

    return (weightedSum + correction) / totalWeight;
}

/**
 * The weighted quantile is the value whose cumulative weight reaches the
 * requested probability.
 *
 * This implementation sorts value/weight pairs by value, then returns the
 * first value where cumulative weight is greater than or equal to `p` times the
 * total weight. When p is an array, the result is also an array containing the
 * appropriate weighted quantiles in input order.
 *
 * @param {Array<number>} x sample of one or more data points
 * @param {Array<number>} weights non-negative weights for each data point
 * @param {Array<number> | number} p the desired quantile, as a number between 0 and 1
 * @throws {Error} if x is empty, weights is a different length than x, all weights are zero, a weight is negative, or p is outside of the range from 0 to 1
 * @returns {number} weighted quantile
 * @example
 * weightedQuantile([1, 2, 3], [1, 1, 2], 0.5); // => 2
 */
function weightedQuantile(x, weights, p) {
    var totalWeight = validateWeightedInput(x, weights, "weightedQuantile");
    var sorted = [];

    for (var i = 0; i < x.length; i++) {
        sorted.push([x[i], weights[i]]);
    }

    sorted.sort(compareValue);

    if (Array.isArray(p)) {
        var results = [];

        for (var i$1 = 0; i$1 < p.length; i$1++) {
            results[i$1] = weightedQuantileSorted(sorted, totalWeight, p[i$1]);
        }

        return results;
    }

    return weightedQuantileSorted(sorted, totalWeight, p);
}

function weightedQuantileSorted(sorted, totalWeight, p) {
    if (p < 0 || p > 1) {
        throw new Error("quantiles must be between 0 and 1");
    }

    if (p === 0) {
        return sorted[0][0];
    }

    var threshold = p * totalWeight;
    var cumulativeWeight = 0;

    for (var i = 0; i < sorted.length; i++) {
        cumulativeWeight += sorted[i][1];

        if (cumulativeWeight >= threshold) {
            return sorted[i][0];
        }
    }

    return sorted[sorted.length - 1][0];
}

function compareValue(a, b) {
    return a[0] - b[0];
}

/**
 * The [weighted variance](https://en.wikipedia.org/wiki/Weighted_arithmetic_mean#Weighted_sample_variance)
 * is the average weighted squared deviation from the weighted mean.
 *
 * This is a population weighted variance: see the `variance` method for the
 * unweighted population variance.
 *
 * @param {Array<number>} x population of one or more data points
 * @param {Array<number>} weights non-negative weights for each data point
 * @throws {Error} if x is empty, weights is a different length than x, all weights are zero, or a weight is negative
 * @returns {number} weighted variance
 * @example
 * weightedVariance([2, 4, 4, 4, 5, 5, 7, 9], [1, 1, 1, 1, 1, 1, 1, 1]); // => 4
 */
function weightedVariance(x, weights) {
    var totalWeight = validateWeightedInput(x, weights, "weightedVariance");
    var mean = weightedMean(x, weights);
    var weightedSumSquaredDeviations = 0;

    for (var i = 0; i < x.length; i++) {
        var deviation = x[i] - mean;
        weightedSumSquaredDeviations += weights[i] * deviation * deviation;
    }

    return weightedSumSquaredDeviations / totalWeight;
}

/**
 * The [weighted standard deviation](https://en.wikipedia.org/wiki/Standard_deviation)
 * is the square root of the weighted variance.
 *
 * This is a population weighted standard deviation.
 *
 * @param {Array<number>} x population of one or more data points
 * @param {Array<number>} weights non-negative weights for each data point
 * @throws {Error} if x is empty, weights is a different length than x, all weights are zero, or a weight is negative
 * @returns {number} weighted standard deviation
 * @example
 * weightedStandardDeviation([2, 4, 4, 4, 5, 5, 7, 9], [1, 1, 1, 1, 1, 1, 1, 1]); // => 2
 */
function weightedStandardDeviation(x, weights) {
    return Math.sqrt(weightedVariance(x, weights));
}

/**
 * This function calculates the Wilcoxon rank sum statistic for the first sample
 * with respect to the second. The Wilcoxon rank sum test is a non-parametric
 * alternative to the t-test which is equivalent to the
 * [Mann-Whitney U test](https://en.wikipedia.org/wiki/Mann%E2%80%93Whitney_U_test).
 * The statistic is calculated by pooling all the observations together, ranking them,
 * and then summing the ranks associated with one of the samples. If this rank sum is
 * sufficiently large or small we reject the hypothesis that the two samples come
 * from the same distribution in favor of the alternative that one is shifted with
 * respect to the other.
 *
 * @param {Array<number>} sampleX a sample as an array of numbers
 * @param {Array<number>} sampleY a sample as an array of numbers
 * @returns {number} rank sum for sampleX
 *
 * @example
 * wilcoxonRankSum([1, 4, 8], [9, 12, 15]); // => 6
 */
function wilcoxonRankSum(sampleX, sampleY) {
    if (!sampleX.length || !sampleY.length) {
        throw new Error("Neither sample can be empty");
    }

    var pooledSamples = sampleX
        .map(function (x) { return ({ label: "x", value: x }); })
        .concat(sampleY.map(function (y) { return ({ label: "y", value: y }); }))
        .sort(function (a, b) { return a.value - b.value; });

    for (var rank = 0; rank < pooledSamples.length; rank++) {
        pooledSamples[rank].rank = rank;
    }

    var tiedRanks = [pooledSamples[0].rank];
    for (var i = 1; i < pooledSamples.length; i++) {
        if (pooledSamples[i].value === pooledSamples[i - 1].value) {
            tiedRanks.push(pooledSamples[i].rank);
            if (i === pooledSamples.length - 1) {
                replaceRanksInPlace(pooledSamples, tiedRanks);
            }
        } else {
            if (tiedRanks.length > 1) {
                replaceRanksInPlace(pooledSamples, tiedRanks);
            }
            tiedRanks = [pooledSamples[i].rank];
        }
    }

    function replaceRanksInPlace(pooledSamples, tiedRanks) {
        var average = (tiedRanks[0] + tiedRanks[tiedRanks.length - 1]) / 2;
        for (var i = 0; i < tiedRanks.length; i++) {
            pooledSamples[tiedRanks[i]].rank = average;
        }
    }

    var rankSum = 0;

    for (var i$1 = 0; i$1 < pooledSamples.length; i$1++) {
        var sample = pooledSamples[i$1];
        if (sample.label === "x") {
            rankSum += sample.rank + 1;
        }
    }

    return rankSum;
}

/**
 * We use `ε`, epsilon, as a stopping criterion when we want to iterate
 * until we're "close enough". Epsilon is a very small number: for
 * simple statistics, that number is **0.0001**
 *
 * This is used in calculations like the binomialDistribution, in which
 * the process of finding a value is [iterative](https://en.wikipedia.org/wiki/Iterative_method):
 * it progresses until it is close enough.
 *
 * Below is an example of using epsilon in [gradient descent](https://en.wikipedia.org/wiki/Gradient_descent),
 * where we're trying to find a local minimum of a function's derivative,
 * given by the `fDerivative` method.
 *
 * @example
 * // From calculation, we expect that the local minimum occurs at x=9/4
 * var x_old = 0;
 * // The algorithm starts at x=6
 * var x_new = 6;
 * var stepSize = 0.01;
 *
 * function fDerivative(x) {
 *   return 4 * Math.pow(x, 3) - 9 * Math.pow(x, 2);
 * }
 *
 * // The loop runs until the difference between the previous
 * // value and the current value is smaller than epsilon - a rough
 * // meaure of 'close enough'
 * while (Math.abs(x_new - x_old) > ss.epsilon) {
 *   x_old = x_new;
 *   x_new = x_old - stepSize * fDerivative(x_old);
 * }
 *
 * console.log('Local minimum occurs at', x_new);
 */
var epsilon = 0.0001;

/**
 * Relative error.
 *
 * This is more difficult to calculate than it first appears [1,2].  The usual
 * formula for the relative error between an actual value A and an expected
 * value E is `|(A-E)/E|`, but:
 *
 * 1. If the expected value is 0, any other value has infinite relative error,
 *    which is counter-intuitive: if the expected voltage is 0, getting 1/10th
 *    of a volt doesn't feel like an infinitely large error.
 *
 * 2. This formula does not satisfy the mathematical definition of a metric [3].
 *    [4] solved this problem by defining the relative error as `|ln(|A/E|)|`,
 *    but that formula only works if all values are positive: for example, it
 *    reports the relative error of -10 and 10 as 0.
 *
 * Our implementation sticks with convention and returns:
 *
 * - 0 if the actual and expected values are both zero
 * - Infinity if the actual value is non-zero and the expected value is zero
 * - `|(A-E)/E|` in all other cases
 *
 * [1] https://math.stackexchange.com/questions/677852/how-to-calculate-relative-error-when-true-value-is-zero
 * [2] https://en.wikipedia.org/wiki/Relative_change_and_difference
 * [3] https://en.wikipedia.org/wiki/Metric_(mathematics)#Definition
 * [4] F.W.J. Olver: "A New Approach to Error Arithmetic." SIAM Journal on
 *     Numerical Analysis, 15(2), 1978, 10.1137/0715024.
 *
 * @param {number} actual The actual value.
 * @param {number} expected The expected value.
 * @return {number} The relative error.
 */
function relativeError(actual, expected) {
    // These lines are actually covered by tests, but it seems
    // like c8 has a bug that marks them as not covered.
    /* c8 ignore start */
    if (actual === 0 && expected === 0) {
        return 0;
    }
    /* c8 ignore end */
    return Math.abs((actual - expected) / expected);
}

/**
 * Approximate equality.
 *
 * @param {number} actual The value to be tested.
 * @param {number} expected The reference value.
 * @param {number} [tolerance=epsilon] The acceptable relative difference.
 * @return {boolean} Whether numbers are within tolerance.
 */
function approxEqual(actual, expected, tolerance) {
    if ( tolerance === void 0 ) tolerance = epsilon;

    return relativeError(actual, expected) <= tolerance;
}

/**
 * [Bayesian Classifier](http://en.wikipedia.org/wiki/Naive_Bayes_classifier)
 *
 * This is a naïve bayesian classifier that takes
 * singly-nested objects.
 *
 * @class
 * @example
 * var bayes = new BayesianClassifier();
 * bayes.train({
 *   species: 'Cat'
 * }, 'animal');
 * var result = bayes.score({
 *   species: 'Cat'
 * })
 * // result
 * // {
 * //   animal: 1
 * // }
 */
var BayesianClassifier = function BayesianClassifier() {
    // The number of items that are currently
    // classified in the model
    this.totalCount = 0;
    // Every item classified in the model
    this.data = {};
};

/**
 * Train the classifier with a new item, which has a single
 * dimension of Javascript literal keys and values.
 *
 * @param {Object} item an object with singly-deep properties
 * @param {string} category the category this item belongs to
 * @return {undefined} adds the item to the classifier
 */
BayesianClassifier.prototype.train = function train (item, category) {
    // If the data object doesn't have any values
    // for this category, create a new object for it.
    if (!this.data[category]) {
        this.data[category] = {};
    }

    // Iterate through each key in the item.
    for (var k in item) {
        var v = item[k];
        // Initialize the nested object `data[category][k][item[k]]`
        // with an object of keys that equal 0.
        if (this.data[category][k] === undefined) {
            this.data[category][k] = {};
        }
        if (this.data[category][k][v] === undefined) {
            this.data[category][k][v] = 0;
        }

        // And increment the key for this key/value combination.
        this.data[category][k][v]++;
    }

    // Increment the number of items classified
    this.totalCount++;
};

/**
 * Generate a score of how well this item matches all
 * possible categories based on its attributes
 *
 * @param {Object} item an item in the same format as with train
 * @returns {Object} of probabilities that this item belongs to a
 * given category.
 */
BayesianClassifier.prototype.score = function score (item) {
    // Initialize an empty array of odds per category.
    var odds = {};
    var category;
    // Iterate through each key in the item,
    // then iterate through each category that has been used
    // in previous calls to `.train()`
    for (var k in item) {
        var v = item[k];
        for (category in this.data) {
            // Create an empty object for storing key - value combinations
            // for this category, keeping combinations already collected
            // from earlier properties of the same item.
            if (odds[category] === undefined) {
                odds[category] = {};
            }

            // If this item doesn't even have a property, it counts for nothing,
            // but if it does have the property that we're looking for from
            // the item to categorize, it counts based on how popular it is
            // versus the whole population.
            if (this.data[category][k]) {
                odds[category][k + "_" + v] =
                    (this.data[category][k][v] || 0) / this.totalCount;
            } else {
                odds[category][k + "_" + v] = 0;
            }
        }
    }

    // Set up a new object that will contain sums of these odds by category
    var oddsSums = {};

    for (category in odds) {
        // Tally all of the odds for each category-combination pair -
        // the non-existence of a category does not add anything to the
        // score.
        oddsSums[category] = 0;
        for (var combination in odds[category]) {
            oddsSums[category] += odds[category][combination];
        }
    }

    return oddsSums;
};

/**
 * The [Bernoulli distribution](http://en.wikipedia.org/wiki/Bernoulli_distribution)
 * is the probability discrete
 * distribution of a random variable which takes value 1 with success
 * probability `p` and value 0 with failure
 * probability `q` = 1 - `p`. It can be used, for example, to represent the
 * toss of a coin, where "1" is defined to mean "heads" and "0" is defined
 * to mean "tails" (or vice versa). It is
 * a special case of a Binomial Distribution
 * where `n` = 1.
 *
 * @param {number} p input value, between 0 and 1 inclusive
 * @returns {number[]} values of bernoulli distribution at this point
 * @throws {Error} if p is outside 0 and 1
 * @example
 * bernoulliDistribution(0.3); // => [0.7, 0.3]
 */
function bernoulliDistribution(p) /*: number[] */ {
    // Check that `p` is a valid probability (0 ≤ p ≤ 1)
    if (p < 0 || p > 1) {
        throw new Error(
            "bernoulliDistribution requires probability to be between 0 and 1 inclusive"
        );
    }

    return [1 - p, p];
}

// Define series coefficients
var COEFFICIENTS = (/* unused pure expression or super */ null && ([
    0.99999999999999709182, 57.156235665862923517, -59.59796035547549,
    14.136097974741747174, -0.4919138160976202, 0.33994649984811888699e-4,
    0.46523628927048575665e-4, -9837447530487956e-20,
    0.15808870322491248884e-3, -21026444172410488e-20,
    0.2174396181152126432e-3, -1643181065367639e-19,
    0.84418223983852743293e-4, -26190838401581408e-21,
    0.36899182659531622704e-5
]));

var g = (/* unused pure expression or super */ null && (607 / 128));
var LOGSQRT2PI = Math.log(Math.sqrt(2 * Math.PI));

/**
 * Compute the logarithm of the [gamma function](https://en.wikipedia.org/wiki/Gamma_function) of a value using Lanczos' approximation.
 * This function takes as input any real-value n greater than 0.
 * This function is useful for values of n too large for the normal gamma function (n > 165).
 * The code is based on Lanczo's Gamma approximation, defined [here](http://my.fit.edu/~gabdo/gamma.txt).
 *
 * @param {number} n Any real number greater than zero.
 * @returns {number} The logarithm of gamma of the input value.
 *
 * @example
 * gammaln(500); // 2605.1158503617335
 * gammaln(2.4); // 0.21685932244884043
 */
function gammaln(n) {
    // Return infinity if value not in domain
    if (n <= 0) {
        return Number.POSITIVE_INFINITY;
    }

    // Decrement n, because approximation is defined for n - 1
    n--;

    // Create series approximation
    var a = COEFFICIENTS[0];

    for (var i = 1; i < 15; i++) {
        a += COEFFICIENTS[i] / (n + i);
    }

    var tmp = g + 0.5 + n;

    // Return natural logarithm of gamma(n)
    return LOGSQRT2PI + Math.log(a) - tmp + (n + 0.5) * Math.log(tmp);
}

/**
 * Discrete distributions are tabulated cell by cell, and the Poisson
 * distribution has no upper bound at all, so their tables need a length we can
 * still allocate. Past this, `binomialDistribution` and `poissonDistribution`
 * report a distribution they cannot produce rather than a partial one.
 */
var maxDistributionCells = 1e6;

/**
 * The [Binomial Distribution](http://en.wikipedia.org/wiki/Binomial_distribution) is the discrete probability
 * distribution of the number of successes in a sequence of n independent yes/no experiments, each of which yields
 * success with probability `probability`. Such a success/failure experiment is also called a Bernoulli experiment or
 * Bernoulli trial; when trials = 1, the Binomial Distribution is a Bernoulli Distribution.
 *
 * Returns `undefined` when the distribution cannot be calculated: either
 * argument is outside its domain or is not a number, or when `trials` is large
 * enough that the table would run past a million cells.
 *
 * @param {number} trials number of trials to simulate
 * @param {number} probability
 * @returns {number[] | undefined} output
 */
function binomialDistribution(trials, probability) /*: ?number[] */ {
    // Check that `p` is a valid probability (0 ≤ p ≤ 1),
    // that `n` is an integer, strictly positive.
    if (probability < 0 || probability > 1 || trials <= 0 || trials % 1 !== 0) {
        return undefined;
    }

    // More successes than trials are impossible, and the table cannot outgrow
    // what we can allocate.
    var lastCell = Math.min(trials, maxDistributionCells - 1);

    // The logarithms below are undefined at the ends of the probability range,
    // where the outcome is certain anyway.
    if (probability === 0) {
        return [1];
    }
    if (probability === 1) {
        if (trials > lastCell) {
            return undefined;
        }
        var certain = new Array(trials + 1).fill(0);
        certain[trials] = 1;
        return certain;
    }

    // `x` is the random variable: the number of successes. We iterate until
    // the cumulative probability is within `epsilon` of 1.0, at which point we
    // have the useful range of the distribution.
    var x = 0;
    var cumulativeProbability = 0;
    var cells = [];

    // The terms of the mass function below that do not vary with `x`
    var logTrialsFactorial = gammaln(trials + 1);
    var logProbability = Math.log(probability);
    // `log1p` rather than `Math.log(1 - probability)`, which cancels away the
    // low digits of the complement as `probability` approaches 1.
    var log1mProbability = Math.log1p(-probability);

    // This algorithm iterates through each potential outcome,
    // until the `cumulativeProbability` is very close to 1, at
    // which point we've defined the vast majority of outcomes
    do {
        // A [probability mass function](https://en.wikipedia.org/wiki/Probability_mass_function),
        // taken through its logarithm: the binomial coefficient and the two
        // powers each leave floating-point range long before the product they
        // form does, so computing them separately loses cells the distribution
        // needs.
        cells[x] = Math.exp(
            logTrialsFactorial -
                gammaln(x + 1) -
                gammaln(trials - x + 1) +
                x * logProbability +
                (trials - x) * log1mProbability
        );
        cumulativeProbability += cells[x];
        x++;
        // When the `cumulativeProbability` is nearly 1, we've calculated
        // the useful range of this distribution
    } while (cumulativeProbability < 1 - epsilon && x <= lastCell);

    // Stopping for any other reason - a probability that is not a number, or
    // more trials than the table can hold - leaves cells that do not add up to
    // a distribution, so report that rather than returning them.
    if (
        Number.isNaN(cumulativeProbability) ||
        cumulativeProbability < 1 - epsilon
    ) {
        return undefined;
    }

    return cells;
}

/**
 * [Sign](https://en.wikipedia.org/wiki/Sign_function) is a function
 * that extracts the sign of a real number
 *
 * @param {number} x input value
 * @returns {number} sign value either 1, 0 or -1
 * @throws {TypeError} if the input argument x is not a number
 * @private
 *
 * @example
 * sign(2); // => 1
 */
function sign(x) {
    if (typeof x === "number") {
        if (x < 0) {
            return -1;
        } else if (x === 0) {
            return 0;
        } else {
            return 1;
        }
    } else {
        throw new TypeError("not a number");
    }
}

/**
 * [Bisection method](https://en.wikipedia.org/wiki/Bisection_method) is a root-finding
 * method that repeatedly bisects an interval to find the root.
 *
 * This function returns a numerical approximation to the exact value.
 *
 * @param {Function} func input function
 * @param {number} start - start of interval
 * @param {number} end - end of interval
 * @param {number} maxIterations - the maximum number of iterations
 * @param {number} errorTolerance - the error tolerance
 * @returns {number} estimated root value
 * @throws {TypeError} Argument func must be a function
 *
 * @example
 * bisect(Math.cos,0,4,100,0.003); // => 1.572265625
 */
function bisect(func, start, end, maxIterations, errorTolerance) {
    if (typeof func !== "function")
        { throw new TypeError("func must be a function"); }

    for (var i = 0; i < maxIterations; i++) {
        var output = (start + end) / 2;

        if (
            func(output) === 0 ||
            Math.abs((end - start) / 2) < errorTolerance
        ) {
            return output;
        }

        if (sign(func(output)) === sign(func(start))) {
            start = output;
        } else {
            end = output;
        }
    }

    throw new Error("maximum number of iterations exceeded");
}

/**
 * **Percentage Points of the χ2 (Chi-Squared) Distribution**
 *
 * The [χ2 (Chi-Squared) Distribution](http://en.wikipedia.org/wiki/Chi-squared_distribution) is used in the common
 * chi-squared tests for goodness of fit of an observed distribution to a theoretical one, the independence of two
 * criteria of classification of qualitative data, and in confidence interval estimation for a population standard
 * deviation of a normal distribution from a sample standard deviation.
 *
 * Values from Appendix 1, Table III of William W. Hines & Douglas C. Montgomery, "Probability and Statistics in
 * Engineering and Management Science", Wiley (1980).
 */
var chiSquaredDistributionTable = {
    1: {
        0.995: 0,
        0.99: 0,
        0.975: 0,
        0.95: 0,
        0.9: 0.02,
        0.5: 0.45,
        0.1: 2.71,
        0.05: 3.84,
        0.025: 5.02,
        0.01: 6.63,
        0.005: 7.88
    },
    2: {
        0.995: 0.01,
        0.99: 0.02,
        0.975: 0.05,
        0.95: 0.1,
        0.9: 0.21,
        0.5: 1.39,
        0.1: 4.61,
        0.05: 5.99,
        0.025: 7.38,
        0.01: 9.21,
        0.005: 10.6
    },
    3: {
        0.995: 0.07,
        0.99: 0.11,
        0.975: 0.22,
        0.95: 0.35,
        0.9: 0.58,
        0.5: 2.37,
        0.1: 6.25,
        0.05: 7.81,
        0.025: 9.35,
        0.01: 11.34,
        0.005: 12.84
    },
    4: {
        0.995: 0.21,
        0.99: 0.3,
        0.975: 0.48,
        0.95: 0.71,
        0.9: 1.06,
        0.5: 3.36,
        0.1: 7.78,
        0.05: 9.49,
        0.025: 11.14,
        0.01: 13.28,
        0.005: 14.86
    },
    5: {
        0.995: 0.41,
        0.99: 0.55,
        0.975: 0.83,
        0.95: 1.15,
        0.9: 1.61,
        0.5: 4.35,
        0.1: 9.24,
        0.05: 11.07,
        0.025: 12.83,
        0.01: 15.09,
        0.005: 16.75
    },
    6: {
        0.995: 0.68,
        0.99: 0.87,
        0.975: 1.24,
        0.95: 1.64,
        0.9: 2.2,
        0.5: 5.35,
        0.1: 10.65,
        0.05: 12.59,
        0.025: 14.45,
        0.01: 16.81,
        0.005: 18.55
    },
    7: {
        0.995: 0.99,
        0.99: 1.24,
        0.975: 1.69,
        0.95: 2.17,
        0.9: 2.83,
        0.5: 6.35,
        0.1: 12.02,
        0.05: 14.07,
        0.025: 16.01,
        0.01: 18.48,
        0.005: 20.28
    },
    8: {
        0.995: 1.34,
        0.99: 1.65,
        0.975: 2.18,
        0.95: 2.73,
        0.9: 3.49,
        0.5: 7.34,
        0.1: 13.36,
        0.05: 15.51,
        0.025: 17.53,
        0.01: 20.09,
        0.005: 21.96
    },
    9: {
        0.995: 1.73,
        0.99: 2.09,
        0.975: 2.7,
        0.95: 3.33,
        0.9: 4.17,
        0.5: 8.34,
        0.1: 14.68,
        0.05: 16.92,
        0.025: 19.02,
        0.01: 21.67,
        0.005: 23.59
    },
    10: {
        0.995: 2.16,
        0.99: 2.56,
        0.975: 3.25,
        0.95: 3.94,
        0.9: 4.87,
        0.5: 9.34,
        0.1: 15.99,
        0.05: 18.31,
        0.025: 20.48,
        0.01: 23.21,
        0.005: 25.19
    },
    11: {
        0.995: 2.6,
        0.99: 3.05,
        0.975: 3.82,
        0.95: 4.57,
        0.9: 5.58,
        0.5: 10.34,
        0.1: 17.28,
        0.05: 19.68,
        0.025: 21.92,
        0.01: 24.72,
        0.005: 26.76
    },
    12: {
        0.995: 3.07,
        0.99: 3.57,
        0.975: 4.4,
        0.95: 5.23,
        0.9: 6.3,
        0.5: 11.34,
        0.1: 18.55,
        0.05: 21.03,
        0.025: 23.34,
        0.01: 26.22,
        0.005: 28.3
    },
    13: {
        0.995: 3.57,
        0.99: 4.11,
        0.975: 5.01,
        0.95: 5.89,
        0.9: 7.04,
        0.5: 12.34,
        0.1: 19.81,
        0.05: 22.36,
        0.025: 24.74,
        0.01: 27.69,
        0.005: 29.82
    },
    14: {
        0.995: 4.07,
        0.99: 4.66,
        0.975: 5.63,
        0.95: 6.57,
        0.9: 7.79,
        0.5: 13.34,
        0.1: 21.06,
        0.05: 23.68,
        0.025: 26.12,
        0.01: 29.14,
        0.005: 31.32
    },
    15: {
        0.995: 4.6,
        0.99: 5.23,
        0.975: 6.27,
        0.95: 7.26,
        0.9: 8.55,
        0.5: 14.34,
        0.1: 22.31,
        0.05: 25,
        0.025: 27.49,
        0.01: 30.58,
        0.005: 32.8
    },
    16: {
        0.995: 5.14,
        0.99: 5.81,
        0.975: 6.91,
        0.95: 7.96,
        0.9: 9.31,
        0.5: 15.34,
        0.1: 23.54,
        0.05: 26.3,
        0.025: 28.85,
        0.01: 32,
        0.005: 34.27
    },
    17: {
        0.995: 5.7,
        0.99: 6.41,
        0.975: 7.56,
        0.95: 8.67,
        0.9: 10.09,
        0.5: 16.34,
        0.1: 24.77,
        0.05: 27.59,
        0.025: 30.19,
        0.01: 33.41,
        0.005: 35.72
    },
    18: {
        0.995: 6.26,
        0.99: 7.01,
        0.975: 8.23,
        0.95: 9.39,
        0.9: 10.87,
        0.5: 17.34,
        0.1: 25.99,
        0.05: 28.87,
        0.025: 31.53,
        0.01: 34.81,
        0.005: 37.16
    },
    19: {
        0.995: 6.84,
        0.99: 7.63,
        0.975: 8.91,
        0.95: 10.12,
        0.9: 11.65,
        0.5: 18.34,
        0.1: 27.2,
        0.05: 30.14,
        0.025: 32.85,
        0.01: 36.19,
        0.005: 38.58
    },
    20: {
        0.995: 7.43,
        0.99: 8.26,
        0.975: 9.59,
        0.95: 10.85,
        0.9: 12.44,
        0.5: 19.34,
        0.1: 28.41,
        0.05: 31.41,
        0.025: 34.17,
        0.01: 37.57,
        0.005: 40
    },
    21: {
        0.995: 8.03,
        0.99: 8.9,
        0.975: 10.28,
        0.95: 11.59,
        0.9: 13.24,
        0.5: 20.34,
        0.1: 29.62,
        0.05: 32.67,
        0.025: 35.48,
        0.01: 38.93,
        0.005: 41.4
    },
    22: {
        0.995: 8.64,
        0.99: 9.54,
        0.975: 10.98,
        0.95: 12.34,
        0.9: 14.04,
        0.5: 21.34,
        0.1: 30.81,
        0.05: 33.92,
        0.025: 36.78,
        0.01: 40.29,
        0.005: 42.8
    },
    23: {
        0.995: 9.26,
        0.99: 10.2,
        0.975: 11.69,
        0.95: 13.09,
        0.9: 14.85,
        0.5: 22.34,
        0.1: 32.01,
        0.05: 35.17,
        0.025: 38.08,
        0.01: 41.64,
        0.005: 44.18
    },
    24: {
        0.995: 9.89,
        0.99: 10.86,
        0.975: 12.4,
        0.95: 13.85,
        0.9: 15.66,
        0.5: 23.34,
        0.1: 33.2,
        0.05: 36.42,
        0.025: 39.36,
        0.01: 42.98,
        0.005: 45.56
    },
    25: {
        0.995: 10.52,
        0.99: 11.52,
        0.975: 13.12,
        0.95: 14.61,
        0.9: 16.47,
        0.5: 24.34,
        0.1: 34.38,
        0.05: 37.65,
        0.025: 40.65,
        0.01: 44.31,
        0.005: 46.93
    },
    26: {
        0.995: 11.16,
        0.99: 12.2,
        0.975: 13.84,
        0.95: 15.38,
        0.9: 17.29,
        0.5: 25.34,
        0.1: 35.56,
        0.05: 38.89,
        0.025: 41.92,
        0.01: 45.64,
        0.005: 48.29
    },
    27: {
        0.995: 11.81,
        0.99: 12.88,
        0.975: 14.57,
        0.95: 16.15,
        0.9: 18.11,
        0.5: 26.34,
        0.1: 36.74,
        0.05: 40.11,
        0.025: 43.19,
        0.01: 46.96,
        0.005: 49.65
    },
    28: {
        0.995: 12.46,
        0.99: 13.57,
        0.975: 15.31,
        0.95: 16.93,
        0.9: 18.94,
        0.5: 27.34,
        0.1: 37.92,
        0.05: 41.34,
        0.025: 44.46,
        0.01: 48.28,
        0.005: 50.99
    },
    29: {
        0.995: 13.12,
        0.99: 14.26,
        0.975: 16.05,
        0.95: 17.71,
        0.9: 19.77,
        0.5: 28.34,
        0.1: 39.09,
        0.05: 42.56,
        0.025: 45.72,
        0.01: 49.59,
        0.005: 52.34
    },
    30: {
        0.995: 13.79,
        0.99: 14.95,
        0.975: 16.79,
        0.95: 18.49,
        0.9: 20.6,
        0.5: 29.34,
        0.1: 40.26,
        0.05: 43.77,
        0.025: 46.98,
        0.01: 50.89,
        0.005: 53.67
    },
    40: {
        0.995: 20.71,
        0.99: 22.16,
        0.975: 24.43,
        0.95: 26.51,
        0.9: 29.05,
        0.5: 39.34,
        0.1: 51.81,
        0.05: 55.76,
        0.025: 59.34,
        0.01: 63.69,
        0.005: 66.77
    },
    50: {
        0.995: 27.99,
        0.99: 29.71,
        0.975: 32.36,
        0.95: 34.76,
        0.9: 37.69,
        0.5: 49.33,
        0.1: 63.17,
        0.05: 67.5,
        0.025: 71.42,
        0.01: 76.15,
        0.005: 79.49
    },
    60: {
        0.995: 35.53,
        0.99: 37.48,
        0.975: 40.48,
        0.95: 43.19,
        0.9: 46.46,
        0.5: 59.33,
        0.1: 74.4,
        0.05: 79.08,
        0.025: 83.3,
        0.01: 88.38,
        0.005: 91.95
    },
    70: {
        0.995: 43.28,
        0.99: 45.44,
        0.975: 48.76,
        0.95: 51.74,
        0.9: 55.33,
        0.5: 69.33,
        0.1: 85.53,
        0.05: 90.53,
        0.025: 95.02,
        0.01: 100.42,
        0.005: 104.22
    },
    80: {
        0.995: 51.17,
        0.99: 53.54,
        0.975: 57.15,
        0.95: 60.39,
        0.9: 64.28,
        0.5: 79.33,
        0.1: 96.58,
        0.05: 101.88,
        0.025: 106.63,
        0.01: 112.33,
        0.005: 116.32
    },
    90: {
        0.995: 59.2,
        0.99: 61.75,
        0.975: 65.65,
        0.95: 69.13,
        0.9: 73.29,
        0.5: 89.33,
        0.1: 107.57,
        0.05: 113.14,
        0.025: 118.14,
        0.01: 124.12,
        0.005: 128.3
    },
    100: {
        0.995: 67.33,
        0.99: 70.06,
        0.975: 74.22,
        0.95: 77.93,
        0.9: 82.36,
        0.5: 99.33,
        0.1: 118.5,
        0.05: 124.34,
        0.025: 129.56,
        0.01: 135.81,
        0.005: 140.17
    }
};

/**
 * The [χ2 (Chi-Squared) Goodness-of-Fit Test](http://en.wikipedia.org/wiki/Goodness_of_fit#Pearson.27s_chi-squared_test)
 * uses a measure of goodness of fit which is the sum of differences between observed and expected outcome frequencies
 * (that is, counts of observations), each squared and divided by the number of observations expected given the
 * hypothesized distribution. The resulting χ2 statistic, `chiSquared`, can be compared to the chi-squared distribution
 * to determine the goodness of fit. In order to determine the degrees of freedom of the chi-squared distribution, one
 * takes the total number of observed frequencies and subtracts the number of estimated parameters. The test statistic
 * follows, approximately, a chi-square distribution with (k − c) degrees of freedom where `k` is the number of non-empty
 * cells and `c` is the number of estimated parameters for the distribution.
 *
 * @param {Array<number>} data
 * @param {Function} distributionType a function that returns a point in a distribution:
 * for instance, binomial, bernoulli, or poisson
 * @param {number} significance
 * @returns {number} chi squared goodness of fit
 * @example
 * // Data from Poisson goodness-of-fit example 10-19 in William W. Hines & Douglas C. Montgomery,
 * // "Probability and Statistics in Engineering and Management Science", Wiley (1980).
 * var data1019 = [
 *     0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
 *     0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
 *     1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
 *     2, 2, 2, 2, 2, 2, 2, 2, 2,
 *     3, 3, 3, 3
 * ];
 * ss.chiSquaredGoodnessOfFit(data1019, ss.poissonDistribution, 0.05); //= false
 */
function chiSquaredGoodnessOfFit(data, distributionType, significance) {
    // Estimate from the sample data, a weighted mean.
    var inputMean = mean(data);
    // Calculated value of the χ2 statistic.
    var chiSquared = 0;
    // Number of hypothesized distribution parameters estimated, expected to be supplied in the distribution test.
    // Lose one degree of freedom for estimating `lambda` from the sample data.
    var c = 1;
    // The hypothesized distribution.
    // Generate the hypothesized distribution.
    var hypothesizedDistribution = distributionType(inputMean);
    var observedFrequencies = [];
    var expectedFrequencies = [];

    // Create an array holding a histogram from the sample data, of
    // the form `{ value: numberOfOcurrences }`
    for (var i = 0; i < data.length; i++) {
        if (observedFrequencies[data[i]] === undefined) {
            observedFrequencies[data[i]] = 0;
        }
        observedFrequencies[data[i]]++;
    }

    // The histogram we created might be sparse - there might be gaps
    // between values. So we iterate through the histogram, making
    // sure that instead of undefined, gaps have 0 values.
    for (var i$1 = 0; i$1 < observedFrequencies.length; i$1++) {
        if (observedFrequencies[i$1] === undefined) {
            observedFrequencies[i$1] = 0;
        }
    }

    // Create an array holding a histogram of expected data given the
    // sample size and hypothesized distribution.
    for (var k in hypothesizedDistribution) {
        if (k in observedFrequencies) {
            expectedFrequencies[+k] = hypothesizedDistribution[k] * data.length;
        }
    }

    if (expectedFrequencies.length === 0) {
        throw new Error(
            "chiSquaredGoodnessOfFit requires distributionType to return a distribution for the mean of the data"
        );
    }

    // The hypothesized distribution can stop short of the largest observation,
    // leaving those observations with no expected frequency to be compared
    // against. Fold them into the last class the distribution does cover, the
    // same treatment the collapse below gives to sparse classes, so that the
    // two histograms describe the same classes.
    var lastClass = expectedFrequencies.length - 1;
    for (var k$1 = observedFrequencies.length - 1; k$1 > lastClass; k$1--) {
        observedFrequencies[lastClass] += observedFrequencies[k$1];
        observedFrequencies.pop();
    }

    // Working backward through the expected frequencies, collapse classes
    // if less than three observations are expected for a class.
    // This transformation is applied to the observed frequencies as well.
    // The class that was merged is the one that has to go: popping instead
    // drops the last class, which is only the same thing until a class is
    // large enough to keep. The first class is left alone, since there is no
    // class before it to collapse it into.
    for (var k$2 = expectedFrequencies.length - 1; k$2 >= 1; k$2--) {
        if (expectedFrequencies[k$2] < 3) {
            expectedFrequencies[k$2 - 1] += expectedFrequencies[k$2];
            expectedFrequencies.splice(k$2, 1);

            observedFrequencies[k$2 - 1] += observedFrequencies[k$2];
            observedFrequencies.splice(k$2, 1);
        }
    }

    // Iterate through the squared differences between observed & expected
    // frequencies, accumulating the `chiSquared` statistic.
    for (var k$3 = 0; k$3 < observedFrequencies.length; k$3++) {
        chiSquared +=
            Math.pow(observedFrequencies[k$3] - expectedFrequencies[k$3], 2) /
            expectedFrequencies[k$3];
    }

    if (!Number.isFinite(chiSquared)) {
        throw new Error(
            "chiSquaredGoodnessOfFit could not compute a test statistic for this data and distribution"
        );
    }

    // Calculate degrees of freedom for this test and look it up in the
    // `chiSquaredDistributionTable` in order to
    // accept or reject the goodness-of-fit of the hypothesized distribution.
    // Degrees of freedom, calculated as (number of class intervals -
    // number of hypothesized distribution parameters estimated - 1)
    var degreesOfFreedom = observedFrequencies.length - c - 1;
    if (degreesOfFreedom < 1) {
        throw new Error(
            "chiSquaredGoodnessOfFit requires more data: the classes that survive collapsing leave no degrees of freedom"
        );
    }

    var criticalValues = chiSquaredDistributionTable[degreesOfFreedom];
    if (criticalValues === undefined) {
        throw new Error(
            ("chiSquaredGoodnessOfFit has no critical values tabulated for " + degreesOfFreedom + " degrees of freedom")
        );
    }
    if (criticalValues[significance] === undefined) {
        throw new Error(
            ("chiSquaredGoodnessOfFit has no critical value tabulated for a significance of " + significance)
        );
    }

    return criticalValues[significance] < chiSquared;
}

/**
 * **[Logistic Cumulative Distribution Function](https://en.wikipedia.org/wiki/Logistic_distribution)**
 *
 * @param {number} x
 * @returns {number} cumulative standard logistic probability
 */
function cumulativeStdLogisticProbability(x) {
    return 1 / (Math.exp(-x) + 1);
}

var SQRT_2PI$1 = Math.sqrt(2 * Math.PI);

function cumulativeDistribution(z) {
    var sum = z;
    var tmp = z;

    // The series converges more slowly as z grows: 15 terms fall short of
    // 4-digit precision above z = 2.9. 30 terms converge across the whole
    // domain of the table below, which ends at z = 3.09.
    for (var i = 1; i < 30; i++) {
        tmp *= (z * z) / (2 * i + 1);
        sum += tmp;
    }
    return (
        Math.round((0.5 + (sum / SQRT_2PI$1) * Math.exp((-z * z) / 2)) * 1e4) /
        1e4
    );
}

/**
 * A standard normal table, also called the unit normal table or Z table,
 * is a mathematical table for the values of Φ (phi), which are the values of
 * the [cumulative distribution function](https://en.wikipedia.org/wiki/Normal_distribution#Cumulative_distribution_function)
 * of the normal distribution. It is used to find the probability that a
 * statistic is observed below, above, or between values on the standard
 * normal distribution, and by extension, any normal distribution.
 */
var standardNormalTable = [];

for (var z = 0; z <= 3.09; z += 0.01) {
    standardNormalTable.push(cumulativeDistribution(z));
}

/**
 * **[Cumulative Standard Normal Probability](http://en.wikipedia.org/wiki/Standard_normal_table)**
 *
 * Since probability tables cannot be
 * printed for every normal distribution, as there are an infinite variety
 * of normal distributions, it is common practice to convert a normal to a
 * standard normal and then use the standard normal table to find probabilities.
 *
 * You can use `.5 + .5 * errorFunction(x / Math.sqrt(2))` to calculate the probability
 * instead of looking it up in a table.
 *
 * @param {number} z
 * @returns {number} cumulative standard normal probability
 */
function cumulativeStdNormalProbability(z) {
    // Calculate the position of this value.
    var absZ = Math.abs(z);
    // Each row begins with a different
    // significant digit: 0.5, 0.6, 0.7, and so on. Each value in the table
    // corresponds to a range of 0.01 in the input values, so the value is
    // multiplied by 100.
    var index = Math.min(
        Math.round(absZ * 100),
        standardNormalTable.length - 1
    );

    // The index we calculate must be in the table as a positive value,
    // but we still pay attention to whether the input is positive
    // or negative, and flip the output value as a last step.
    if (z >= 0) {
        return standardNormalTable[index];
    } else {
        // due to floating-point arithmetic, values in the table with
        // 4 significant figures can nevertheless end up as repeating
        // fractions when they're computed here.
        return Math.round((1 - standardNormalTable[index]) * 1e4) / 1e4;
    }
}

/**
 * **[Gaussian error function](http://en.wikipedia.org/wiki/Error_function)**
 *
 * The `errorFunction(x/(sd * Math.sqrt(2)))` is the probability that a value in a
 * normal distribution with standard deviation sd is within x of the mean.
 *
 * This function returns a numerical approximation to the exact value.
 * It uses Horner's method to evaluate the polynomial of τ (tau).
 *
 * @param {number} x input
 * @return {number} error estimation
 * @example
 * errorFunction(1).toFixed(2); // => '0.84'
 */
function errorFunction(x) {
    var t = 1 / (1 + 0.5 * Math.abs(x));
    var tau =
        t *
        Math.exp(
            -x * x +
                ((((((((0.17087277 * t - 0.82215223) * t + 1.48851587) * t -
                    1.13520398) *
                    t +
                    0.27886807) *
                    t -
                    0.18628806) *
                    t +
                    0.09678418) *
                    t +
                    0.37409196) *
                    t +
                    1.00002368) *
                    t -
                1.26551223
        );
    if (x >= 0) {
        return 1 - tau;
    } else {
        return tau - 1;
    }
}

/**
 * A [Factorial](https://en.wikipedia.org/wiki/Factorial), usually written n!, is the product of all positive
 * integers less than or equal to n. Often factorial is implemented
 * recursively, but this iterative approach is significantly faster
 * and simpler.
 *
 * @param {number} n input, must be an integer number 1 or greater
 * @returns {number} factorial: n!
 * @throws {Error} if n is less than 0 or not an integer
 * @example
 * factorial(5); // => 120
 */
function factorial(n) {
    // factorial is mathematically undefined for negative numbers
    if (n < 0) {
        throw new Error("factorial requires a non-negative value");
    }

    if (Math.floor(n) !== n) {
        throw new Error("factorial requires an integer input");
    }

    // typically you'll expand the factorial function going down, like
    // 5! = 5 * 4 * 3 * 2 * 1. This is going in the opposite direction,
    // counting from 2 up to the number in question, and since anything
    // multiplied by 1 is itself, the loop only needs to start at 2.
    var accumulator = 1;
    for (var i = 2; i <= n; i++) {
        // for each number up to and including the number `n`, multiply
        // the accumulator my that number.
        accumulator *= i;
    }
    return accumulator;
}

/**
 * Compute the [gamma function](https://en.wikipedia.org/wiki/Gamma_function) of a value using Nemes' approximation.
 * The gamma of n is equivalent to (n-1)!, but unlike the factorial function, gamma is defined for all real n except zero
 * and negative integers (where NaN is returned). Note, the gamma function is also well-defined for complex numbers,
 * though this implementation currently does not handle complex numbers as input values.
 * Nemes' approximation is defined [here](https://arxiv.org/abs/1003.6020) as Theorem 2.2.
 * Negative values use [Euler's reflection formula](https://en.wikipedia.org/wiki/Gamma_function#Properties) for computation.
 *
 * @param {number} n Any real number except for zero and negative integers.
 * @returns {number} The gamma of the input value.
 *
 * @example
 * gamma(11.5); // 11899423.083964102
 * gamma(-11.5); // 2.2957581048237436e-8
 * gamma(5); // 24
 */
// The Nemes expansion is asymptotic, so it is only accurate for large
// arguments. Below this the recurrence lifts the argument first. At 20
// the worst relative error over (0, 30] is 1.9e-13, against 1.8 for the
// expansion applied directly.
var NEMES_MIN = 20;

function gamma(n) {
    if (Number.isInteger(n)) {
        if (n <= 0) {
            // gamma not defined for zero or negative integers
            return Number.NaN;
        } else {
            // use factorial for integer inputs
            return factorial(n - 1);
        }
    }

    if (n > 0 && n < NEMES_MIN) {
        // The Nemes expansion below divides its terms by powers of
        // `n - 3/4`, so they stop shrinking once the argument is small
        // and the series is worthless there: gamma(1.01) came back as
        // 1.8 times its true value. Arguments in (0, 1) additionally
        // recursed forever through the reflection branch, because the
        // reflected argument stayed in (0, 1) and never reached the
        // expansion at all.
        //
        // Lift into the range where the expansion converges, using the
        // recurrence gamma(n) = gamma(n + 1) / n.
        return gamma(n + 1) / n;
    }

    // Decrement n, because approximation is defined for n - 1
    n--;

    if (n < 0) {
        // Use Euler's reflection formula for negative inputs
        // see:  https://en.wikipedia.org/wiki/Gamma_function#Properties
        return Math.PI / (Math.sin(Math.PI * -n) * gamma(-n));
    } else {
        // Nemes' expansion approximation
        var seriesCoefficient =
            Math.pow(n / Math.E, n) * Math.sqrt(2 * Math.PI * (n + 1 / 6));

        var seriesDenom = n + 1 / 4;

        var seriesExpansion =
            1 +
            1 / 144 / Math.pow(seriesDenom, 2) -
            1 / 12960 / Math.pow(seriesDenom, 3) -
            257 / 207360 / Math.pow(seriesDenom, 4) -
            52 / 2612736 / Math.pow(seriesDenom, 5) +
            5741173 / 9405849600 / Math.pow(seriesDenom, 6) +
            37529 / 18811699200 / Math.pow(seriesDenom, 7);

        return seriesCoefficient * seriesExpansion;
    }
}

/**
 * The Inverse [Gaussian error function](http://en.wikipedia.org/wiki/Error_function)
 * returns a numerical approximation to the value that would have caused
 * `errorFunction()` to return x.
 *
 * @param {number} x value of error function
 * @returns {number} estimated inverted value
 */
function inverseErrorFunction(x) {
    var a = (8 * (Math.PI - 3)) / (3 * Math.PI * (4 - Math.PI));

    var inv = Math.sqrt(
        Math.sqrt(
            Math.pow(2 / (Math.PI * a) + Math.log(1 - x * x) / 2, 2) -
                Math.log(1 - x * x) / a
        ) -
            (2 / (Math.PI * a) + Math.log(1 - x * x) / 2)
    );

    if (x >= 0) {
        return inv;
    } else {
        return -inv;
    }
}

/**
 * Calculate Euclidean distance between two points.
 * @param {Array<number>} left First N-dimensional point.
 * @param {Array<number>} right Second N-dimensional point.
 * @returns {number} Distance.
 */
function euclideanDistance(left, right) {
    var sum = 0;
    for (var i = 0; i < left.length; i++) {
        var diff = left[i] - right[i];
        sum += diff * diff;
    }
    return Math.sqrt(sum);
}

/**
 * @typedef {Object} kMeansReturn
 * @property {Array<number>} labels The labels.
 * @property {Array<Array<number>>} centroids The cluster centroids.
 */

/**
 * Perform k-means clustering.
 *
 * @param {Array<Array<number>>} points N-dimensional coordinates of points to be clustered.
 * @param {number} numCluster How many clusters to create.
 * @param {Function} randomSource An optional entropy source that generates uniform values in [0, 1).
 * @return {kMeansReturn} Labels (same length as data) and centroids (same length as numCluster).
 * @throws {Error} If any centroids wind up friendless (i.e., without associated points).
 *
 * @example
 * kMeansCluster([[0.0, 0.5], [1.0, 0.5]], 2); // => {labels: [0, 1], centroids: [[0.0, 0.5], [1.0, 0.5]]}
 */
function kMeansCluster(points, numCluster, randomSource) {
    if ( randomSource === void 0 ) randomSource = Math.random;

    var oldCentroids = null;
    var newCentroids = sample(points, numCluster, randomSource);
    var labels = null;
    var change = Number.MAX_VALUE;
    while (change !== 0) {
        labels = labelPoints(points, newCentroids);
        oldCentroids = newCentroids;
        newCentroids = calculateCentroids(points, labels, numCluster);
        change = calculateChange(newCentroids, oldCentroids);
    }
    return {
        labels: labels,
        centroids: newCentroids
    };
}

/**
 * Label each point according to which centroid it is closest to.
 *
 * @private
 * @param {Array<Array<number>>} points Array of XY coordinates.
 * @param {Array<Array<number>>} centroids Current centroids.
 * @return {Array<number>} Group labels.
 */
function labelPoints(points, centroids) {
    return points.map(function (p) {
        var minDist = Number.MAX_VALUE;
        var label = -1;
        for (var i = 0; i < centroids.length; i++) {
            var dist = euclideanDistance(p, centroids[i]);
            if (dist < minDist) {
                minDist = dist;
                label = i;
            }
        }
        return label;
    });
}

/**
 * Calculate centroids for points given labels.
 *
 * @private
 * @param {Array<Array<number>>} points Array of XY coordinates.
 * @param {Array<number>} labels Which groups points belong to.
 * @param {number} numCluster Number of clusters being created.
 * @return {Array<Array<number>>} Centroid for each group.
 * @throws {Error} If any centroids wind up friendless (i.e., without associated points).
 */
function calculateCentroids(points, labels, numCluster) {
    // Initialize accumulators.
    var dimension = points[0].length;
    var centroids = makeMatrix(numCluster, dimension);
    var counts = Array(numCluster).fill(0);

    // Add points to centroids' accumulators and count points per centroid.
    var numPoints = points.length;
    for (var i = 0; i < numPoints; i++) {
        var point = points[i];
        var label = labels[i];
        var current = centroids[label];
        for (var j = 0; j < dimension; j++) {
            current[j] += point[j];
        }
        counts[label] += 1;
    }

    // Rescale centroids, checking for any that have no points.
    for (var i$1 = 0; i$1 < numCluster; i$1++) {
        if (counts[i$1] === 0) {
            throw new Error(("Centroid " + i$1 + " has no friends"));
        }
        var centroid = centroids[i$1];
        for (var j$1 = 0; j$1 < dimension; j$1++) {
            centroid[j$1] /= counts[i$1];
        }
    }

    return centroids;
}

/**
 * Calculate the difference between old centroids and new centroids.
 *
 * @private
 * @param {Array<Array<number>>} left One list of centroids.
 * @param {Array<Array<number>>} right Another list of centroids.
 * @return {number} Distance between centroids.
 */
function calculateChange(left, right) {
    var total = 0;
    for (var i = 0; i < left.length; i++) {
        total += euclideanDistance(left[i], right[i]);
    }
    return total;
}

var SQRT_2PI = Math.sqrt(2 * Math.PI);

/**
 * [Well-known kernels](https://en.wikipedia.org/wiki/Kernel_(statistics)#Kernel_functions_in_common_use)
 * @private
 */
var kernels = {
    /**
     * The gaussian kernel.
     * @private
     */
    gaussian: function (u) {
        return Math.exp(-0.5 * u * u) / SQRT_2PI;
    }
};

/**
 * Well known bandwidth selection methods
 * @private
 */
var bandwidthMethods = {
    /**
     * The ["normal reference distribution"
     * rule-of-thumb](https://stat.ethz.ch/R-manual/R-devel/library/MASS/html/bandwidth.nrd.html),
     * a commonly used version of [Silverman's
     * rule-of-thumb](https://en.wikipedia.org/wiki/Kernel_density_estimation#A_rule-of-thumb_bandwidth_estimator).
     * @private
     */
    nrd: function (x) {
        var s = sampleStandardDeviation(x);
        var iqr = interquartileRange(x);
        if (typeof iqr === "number") {
            s = Math.min(s, iqr / 1.34);
        }
        return 1.06 * s * Math.pow(x.length, -0.2);
    }
};

/**
 * [Kernel density estimation](https://en.wikipedia.org/wiki/Kernel_density_estimation)
 * is a useful tool for, among other things, estimating the shape of the
 * underlying probability distribution from a sample.
 *
 * @name kernelDensityEstimation
 * @param X sample values
 * @param kernel The kernel function to use. If a function is provided, it should return non-negative values and integrate to 1. Defaults to 'gaussian'.
 * @param bandwidthMethod The "bandwidth selection" method to use, or a fixed bandwidth value. Defaults to "nrd", the commonly-used ["normal reference distribution" rule-of-thumb](https://stat.ethz.ch/R-manual/R-devel/library/MASS/html/bandwidth.nrd.html).
 * @returns {Function} An estimated [probability density function](https://en.wikipedia.org/wiki/Probability_density_function) for the given sample. The returned function runs in `O(X.length)`.
 */
function kernelDensityEstimation(X, kernel, bandwidthMethod) {
    var kernelFn;
    if (kernel === undefined) {
        kernelFn = kernels.gaussian;
    } else if (typeof kernel === "string") {
        if (!kernels[kernel]) {
            throw new Error('Unknown kernel "' + kernel + '"');
        }
        kernelFn = kernels[kernel];
    } else {
        kernelFn = kernel;
    }

    var bandwidth;
    if (typeof bandwidthMethod === "undefined") {
        bandwidth = bandwidthMethods.nrd(X);
    } else if (typeof bandwidthMethod === "string") {
        if (!bandwidthMethods[bandwidthMethod]) {
            throw new Error(
                'Unknown bandwidth method "' + bandwidthMethod + '"'
            );
        }
        bandwidth = bandwidthMethods[bandwidthMethod](X);
    } else {
        bandwidth = bandwidthMethod;
    }

    return function (x) {
        var i = 0;
        var sum = 0;
        for (i = 0; i < X.length; i++) {
            sum += kernelFn((x - X[i]) / bandwidth);
        }
        return sum / bandwidth / X.length;
    };
}

/**
 * The [Logit](https://en.wikipedia.org/wiki/Logit)
 * is the inverse of cumulativeStdLogisticProbability,
 * and is also known as the logistic quantile function.
 *
 * @param {number} p
 * @returns {number} logit
 */
function logit(p) {
    if (p <= 0 || p >= 1) {
        throw new Error("p must be strictly between zero and one");
    }
    return Math.log(p / (1 - p));
}

/**
 * **[Normal distribution](https://en.wikipedia.org/wiki/Normal_distribution)**
 *
 * Returns either the probability density or the cumulative probability of a
 * normal distribution with the given mean and standard deviation, evaluated
 * at x. It is the equivalent of the NORM.DIST function found in spreadsheet
 * software.
 *
 * The cumulative form is computed with `errorFunction`, so it is more precise
 * than converting x to a z-score and looking it up in the four-decimal
 * `standardNormalTable` used by `cumulativeStdNormalProbability`.
 *
 * @param {number} x the value for which you want the distribution
 * @param {number} mean the mean of the distribution
 * @param {number} standardDeviation the standard deviation of the distribution
 * @param {boolean} [cumulative=false] if true, return the cumulative
 * distribution function; if false, return the probability density function
 * @returns {number} the probability density at x, or the probability of a
 * value at most x
 * @throws {Error} if standardDeviation is not greater than zero
 * @example
 * normalDistribution(42, 40, 1.5, true).toFixed(4); // => '0.9088'
 * normalDistribution(42, 40, 1.5, false).toFixed(4); // => '0.1093'
 */
function normalDistribution(x, mean, standardDeviation, cumulative) {
    if ( cumulative === void 0 ) cumulative = false;

    if (standardDeviation <= 0) {
        throw new Error(
            "normalDistribution requires a standard deviation greater than zero"
        );
    }

    var standardizedX = (x - mean) / standardDeviation;

    if (cumulative) {
        return 0.5 * (1 + errorFunction(standardizedX / Math.SQRT2));
    }
    return (
        Math.exp(-0.5 * standardizedX * standardizedX) /
        (standardDeviation * Math.sqrt(2 * Math.PI))
    );
}

/**
 * This is a single-layer [Perceptron Classifier](http://en.wikipedia.org/wiki/Perceptron) that takes
 * arrays of numbers and predicts whether they should be classified
 * as either 0 or 1 (negative or positive examples).
 * @class
 * @example
 * // Create the model
 * var p = new PerceptronModel();
 * // Train the model with input with a diagonal boundary.
 * for (var i = 0; i < 5; i++) {
 *     p.train([1, 1], 1);
 *     p.train([0, 1], 0);
 *     p.train([1, 0], 0);
 *     p.train([0, 0], 0);
 * }
 * p.predict([0, 0]); // 0
 * p.predict([0, 1]); // 0
 * p.predict([1, 0]); // 0
 * p.predict([1, 1]); // 1
 */
var PerceptronModel = function PerceptronModel() {
    // The weights, or coefficients of the model;
    // weights are only populated when training with data.
    this.weights = [];
    // The bias term, or intercept; it is also a weight but
    // it's stored separately for convenience as it is always
    // multiplied by one.
    this.bias = 0;
};
/**
 * **Predict**: Use an array of features with the weight array and bias
 * to predict whether an example is labeled 0 or 1.
 *
 * @param {Array<number>} features an array of features as numbers
 * @returns {number|null} 1 if the score is over 0, otherwise 0; null if
 * the model has not been trained on feature arrays of this length
 */
PerceptronModel.prototype.predict = function predict (features) {
    // Only predict if previously trained
    // on the same size feature array(s).
    if (features.length !== this.weights.length) {
        return null;
    }

    // Calculate the sum of features times weights,
    // with the bias added (implicitly times one).
    var score = 0;
    for (var i = 0; i < this.weights.length; i++) {
        score += this.weights[i] * features[i];
    }
    score += this.bias;

    // Classify as 1 if the score is over 0, otherwise 0.
    if (score > 0) {
        return 1;
    } else {
        return 0;
    }
};

/**
 * **Train** the classifier with a new example, which is
 * a numeric array of features and a 0 or 1 label.
 *
 * @param {Array<number>} features an array of features as numbers
 * @param {number} label either 0 or 1
 * @returns {PerceptronModel|null} this, or null if the label is not 0 or 1
 */
PerceptronModel.prototype.train = function train (features, label) {
    // Require that only labels of 0 or 1 are considered.
    if (label !== 0 && label !== 1) {
        return null;
    }
    // The length of the feature array determines
    // the length of the weight array.
    // The perceptron will continue learning as long as
    // it keeps seeing feature arrays of the same length.
    // When it sees a new data shape, it initializes.
    if (features.length !== this.weights.length) {
        this.weights = features.slice();
        this.bias = 1;
    }
    // Make a prediction based on current weights.
    var prediction = this.predict(features);
    // Update the weights if the prediction is wrong.
    if (typeof prediction === "number" && prediction !== label) {
        var gradient = label - prediction;
        for (var i = 0; i < this.weights.length; i++) {
            this.weights[i] += gradient * features[i];
        }
        this.bias += gradient;
    }
    return this;
};

/**
 * Conducts a [permutation test](https://en.wikipedia.org/wiki/Resampling_(statistics)#Permutation_tests)
 * to determine if two data sets are *significantly* different from each other, using
 * the difference of means between the groups as the test statistic.
 * The function allows for the following hypotheses:
 * - two_side = Null hypothesis: the two distributions are equal.
 * - greater = Null hypothesis: observations from sampleX tend to be smaller than those from sampleY.
 * - less = Null hypothesis: observations from sampleX tend to be greater than those from sampleY.
 * [Learn more about one-tail vs two-tail tests.](https://en.wikipedia.org/wiki/One-_and_two-tailed_tests)
 *
 * @param {Array<number>} sampleX first dataset (e.g. treatment data)
 * @param {Array<number>} sampleY second dataset (e.g. control data)
 * @param {'two_side'|'greater'|'less'} [alternative='two_side'] alternative hypothesis
 * @param {number} k number of values in permutation distribution.
 * @param {Function} [randomSource=Math.random] an optional entropy source
 * @returns {number} p-value The probability of observing the difference between groups (as or more extreme than what we did), assuming the null hypothesis.
 *
 * @example
 * var control = [2, 5, 3, 6, 7, 2, 5];
 * var treatment = [20, 5, 13, 12, 7, 2, 2];
 * permutationTest(control, treatment); // ~0.1324
 */
function permutationTest(sampleX, sampleY, alternative, k, randomSource) {
    // Set default arguments
    if (k === undefined) {
        k = 10000;
    }
    if (alternative === undefined) {
        alternative = "two_side";
    }
    if (
        alternative !== "two_side" &&
        alternative !== "greater" &&
        alternative !== "less"
    ) {
        throw new Error(
            "`alternative` must be either 'two_side', 'greater', or 'less'."
        );
    }

    // get means for each sample
    var meanX = mean(sampleX);
    var meanY = mean(sampleY);

    // calculate initial test statistic. This will be our point of comparison with
    // the generated test statistics.
    var testStatistic = meanX - meanY;

    // create test-statistic distribution
    var testStatDsn = new Array(k);

    // combine datsets so we can easily shuffle later
    var allData = sampleX.concat(sampleY);
    // Each permutation reassigns the pooled values into two groups that keep
    // the original sample sizes. Splitting at the midpoint only matches when
    // both samples are the same length; for unequal samples it built the
    // permutation distribution from the wrong group sizes.
    var splitIndex = sampleX.length;

    for (var i = 0; i < k; i++) {
        // 1. shuffle data assignments
        shuffleInPlace(allData, randomSource);
        var permLeft = allData.slice(0, splitIndex);
        var permRight = allData.slice(splitIndex, allData.length);

        // 2.re-calculate test statistic
        var permTestStatistic = mean(permLeft) - mean(permRight);

        // 3. store test statistic to build test statistic distribution
        testStatDsn[i] = permTestStatistic;
    }

    // Calculate p-value depending on alternative
    // For this test, we calculate the percentage of 'extreme' test statistics (subject to our hypothesis)
    // more info on permutation test p-value calculations: https://onlinecourses.science.psu.edu/stat464/node/35
    var numExtremeTStats = 0;
    if (alternative === "two_side") {
        for (var i$1 = 0; i$1 <= k; i$1++) {
            if (Math.abs(testStatDsn[i$1]) >= Math.abs(testStatistic)) {
                numExtremeTStats += 1;
            }
        }
    } else if (alternative === "greater") {
        for (var i$2 = 0; i$2 <= k; i$2++) {
            if (testStatDsn[i$2] >= testStatistic) {
                numExtremeTStats += 1;
            }
        }
    } else {
        // alternative === 'less'
        for (var i$3 = 0; i$3 <= k; i$3++) {
            /* c8 ignore start */
            if (testStatDsn[i$3] <= testStatistic) {
                numExtremeTStats += 1;
            }
            /* c8 ignore end */
        }
    }

    return numExtremeTStats / k;
}

/**
 * The [Poisson Distribution](http://en.wikipedia.org/wiki/Poisson_distribution)
 * is a discrete probability distribution that expresses the probability
 * of a given number of events occurring in a fixed interval of time
 * and/or space if these events occur with a known average rate and
 * independently of the time since the last event.
 *
 * The Poisson Distribution is characterized by the strictly positive
 * mean arrival or occurrence rate, `λ`.
 *
 * Returns `undefined` when the distribution cannot be calculated: when `lambda`
 * is not a strictly positive number, or when it is large enough that the table
 * would run past a million cells.
 *
 * @param {number} lambda location poisson distribution
 * @returns {number[] | undefined} values of poisson distribution at that point
 */
function poissonDistribution(lambda) /*: ?number[] */ {
    // Check that lambda is strictly positive
    if (lambda <= 0) {
        return undefined;
    }

    // The distribution peaks at `lambda`, so past the length of the table
    // there is nothing to tabulate and no reason to start.
    if (lambda >= maxDistributionCells) {
        return undefined;
    }

    // Our current place in the distribution
    var x = 0;
    // And we keep track of the current cumulative probability, in
    // order to know when to stop calculating chances.
    var cumulativeProbability = 0;
    // The calculated cells to be returned
    var cells = [];

    // The only term of the mass function below that does not vary with `x`
    var logLambda = Math.log(lambda);

    // This algorithm iterates through each potential outcome,
    // until the `cumulativeProbability` is very close to 1, at
    // which point we've defined the vast majority of outcomes
    do {
        // a [probability mass function](https://en.wikipedia.org/wiki/Probability_mass_function),
        // taken through its logarithm: `lambda` raised to `x` and the factorial
        // of `x` each leave floating-point range long before their ratio does,
        // so computing them separately loses cells the distribution needs.
        cells[x] = Math.exp(x * logLambda - lambda - gammaln(x + 1));
        cumulativeProbability += cells[x];
        x++;
        // When the `cumulativeProbability` is nearly 1, we've calculated
        // the useful range of this distribution
    } while (cumulativeProbability < 1 - epsilon && x < maxDistributionCells);

    // Stopping for any other reason - a lambda that is not a number, or a
    // distribution too wide for the table - leaves cells that do not add up to
    // a distribution, so report that rather than returning them.
    if (
        Number.isNaN(cumulativeProbability) ||
        cumulativeProbability < 1 - epsilon
    ) {
        return undefined;
    }

    return cells;
}

/**
 * The [Probit](http://en.wikipedia.org/wiki/Probit)
 * is the inverse of cumulativeStdNormalProbability(),
 * and is also known as the normal quantile function.
 *
 * It returns the number of standard deviations from the mean
 * where the p'th quantile of values can be found in a normal distribution.
 * So, for example, probit(0.5 + 0.6827/2) ≈ 1 because 68.27% of values are
 * normally found within 1 standard deviation above or below the mean.
 *
 * @param {number} p
 * @returns {number} probit
 */
function probit(p) {
    if (p === 0) {
        p = epsilon;
    } else if (p >= 1) {
        p = 1 - epsilon;
    }
    return Math.sqrt(2) * inverseErrorFunction(2 * p - 1);
}

/**
 * Calculate the [silhouette values](https://en.wikipedia.org/wiki/Silhouette_(clustering))
 * for clustered data.
 *
 * @param {Array<Array<number>>} points N-dimensional coordinates of points.
 * @param {Array<number>} labels Labels of points. This must be the same length as `points`,
 * and values must lie in [0..G-1], where G is the number of groups.
 * @return {Array<number>} The silhouette value for each point.
 *
 * @example
 * silhouette([[0.25], [0.75]], [0, 0]); // => [1.0, 1.0]
 */
function silhouette(points, labels) {
    if (points.length !== labels.length) {
        throw new Error("must have exactly as many labels as points");
    }
    var groupings = createGroups(labels);
    var distances = calculateAllDistances(points);
    var result = [];
    for (var i = 0; i < points.length; i++) {
        var s = 0;
        if (groupings[labels[i]].length > 1) {
            var a = meanDistanceFromPointToGroup(
                i,
                groupings[labels[i]],
                distances
            );
            var b = meanDistanceToNearestGroup(
                i,
                labels,
                groupings,
                distances
            );
            s = (b - a) / Math.max(a, b);
        }
        result.push(s);
    }
    return result;
}

/**
 * Create a lookup table mapping group IDs to point IDs.
 *
 * @private
 * @param {Array<number>} labels Labels of points. This must be the same length as `points`,
 * and values must lie in [0..G-1], where G is the number of groups.
 * @return {Array<Array<number>>} An array of length G, each of whose entries is an array
 * containing the indices of the points in that group.
 */
function createGroups(labels) {
    var numGroups = 1 + max(labels);
    var result = Array(numGroups);
    for (var i = 0; i < labels.length; i++) {
        var label = labels[i];
        if (result[label] === undefined) {
            result[label] = [];
        }
        result[label].push(i);
    }
    return result;
}

/**
 * Create a lookup table of all inter-point distances.
 *
 * @private
 * @param {Array<Array<number>>} points N-dimensional coordinates of points.
 * @return {Array<Array<number>>} A symmetric square array of inter-point distances
 * (zero on the diagonal).
 */
function calculateAllDistances(points) {
    var numPoints = points.length;
    var result = makeMatrix(numPoints, numPoints);
    for (var i = 0; i < numPoints; i++) {
        for (var j = 0; j < i; j++) {
            result[i][j] = euclideanDistance(points[i], points[j]);
            result[j][i] = result[i][j];
        }
    }
    return result;
}

/**
 * Calculate the mean distance between this point and all the points in the
 * nearest group (as determined by which point in another group is closest).
 *
 * @private
 * @param {number} which The index of this point.
 * @param {Array<number>} labels Labels of points.
 * @param {Array<Array<number>>} groupings An array whose entries are arrays
 * containing the indices of the points in that group.
 * @param {Array<Array<number>>} distances A symmetric square array of inter-point
 * distances.
 * @return {number} The mean distance from this point to others in the nearest
 * group.
 */
function meanDistanceToNearestGroup(which, labels, groupings, distances) {
    var label = labels[which];
    var result = Number.MAX_VALUE;
    for (var i = 0; i < groupings.length; i++) {
        if (i !== label) {
            var d = meanDistanceFromPointToGroup(
                which,
                groupings[i],
                distances
            );
            if (d < result) {
                result = d;
            }
        }
    }
    return result;
}

/**
 * Calculate the mean distance from a point to the other members of a group,
 * which may be the point's own group.
 *
 * @private
 * @param {number} which The index of this point.
 * @param {Array<number>} group The indices of all the points in the group in
 * question.
 * @param {Array<Array<number>>} distances A symmetric square array of inter-point
 * distances.
 * @return {number} The mean distance from this point to others in the
 * specified group.
 */
function meanDistanceFromPointToGroup(which, group, distances) {
    var total = 0;
    var count = 0;
    for (var i = 0; i < group.length; i++) {
        if (group[i] === which) {
            continue;
        }
        total += distances[which][group[i]];
        count++;
    }
    return total / count;
}

/**
 * Calculate the [silhouette metric](https://en.wikipedia.org/wiki/Silhouette_(clustering))
 * for a set of N-dimensional points arranged in groups. The metric is the largest
 * individual silhouette value for the data.
 *
 * @param {Array<Array<number>>} points N-dimensional coordinates of points.
 * @param {Array<number>} labels Labels of points. This must be the same length as `points`,
 * and values must lie in [0..G-1], where G is the number of groups.
 * @return {number} The silhouette metric for the groupings.
 *
 * @example
 * silhouetteMetric([[0.25], [0.75]], [0, 0]); // => 1.0
 */
function silhouetteMetric(points, labels) {
    var values = silhouette(points, labels);
    return max(values);
}

/**
 * The [Z-Score, or Standard Score](http://en.wikipedia.org/wiki/Standard_score).
 *
 * The standard score is the number of standard deviations an observation
 * or datum is above or below the mean. Thus, a positive standard score
 * represents a datum above the mean, while a negative standard score
 * represents a datum below the mean. It is a dimensionless quantity
 * obtained by subtracting the population mean from an individual raw
 * score and then dividing the difference by the population standard
 * deviation.
 *
 * The z-score is only defined if one knows the population parameters;
 * if one only has a sample set, then the analogous computation with
 * sample mean and sample standard deviation yields the
 * Student's t-statistic.
 *
 * @param {number} x
 * @param {number} mean
 * @param {number} standardDeviation
 * @return {number} z score
 * @example
 * zScore(78, 80, 5); // => -0.4
 */
function zScore(x, mean, standardDeviation) {
    return (x - mean) / standardDeviation;
}


//# sourceMappingURL=simple-statistics.mjs.map


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
