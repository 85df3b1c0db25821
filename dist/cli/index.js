#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

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

/***/ 70486:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ cli)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_defaults_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(31954);
/* harmony import */ var _config_units_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(34529);
/* harmony import */ var _history_types_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(29653);
/* harmony import */ var _modes_usage_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(87739);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(71604);
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(8330);
/**
 * The terminal entry point: the same engine as the action, a readable report on stdout,
 * progress on stderr. Exit codes: 0 passed, 1 gate failed, 2 usage or config error,
 * 3 the app or the run failed, 130 and 143 stopped by SIGINT and SIGTERM.
 */







const HELP = {
    main: `perf-gate — did this change make the service slower, by how much, and are we sure?

Usage:
  perf-gate --version
  perf-gate run [--config FILE] [--json FILE] [--markdown FILE] [--seed N] [--base REF] [--shard I/N] [--output-dir DIR]
  perf-gate merge [--json FILE] [--markdown FILE] [--output-dir DIR] PATH...
  perf-gate validate [--config FILE]
  perf-gate bisect --good REF --bad REF [--config FILE] [--budget DURATION] [--seed N] [--json FILE] [--markdown FILE] [--output-dir DIR]
  perf-gate schema
  perf-gate history [--config FILE] [--anchor REF] [--branch NAME] [--seed N] [--output-dir DIR]

Commands:
  run        start the app, run the interleaved trials, print the report
  merge      pool the results of shards (run --shard) and judge them as one run
  validate   check a config file and list every problem in it
  bisect     name the commits between a good and a bad ref that made the app slower
  schema     print the JSON Schema of the config file (for editors)
  history    measure HEAD against a release and append it to a history branch with its page

Exit codes: 0 passed, 1 gate failed, 2 usage or config error, 3 the app or the run failed,
130 and 143 stopped by SIGINT and SIGTERM (its services stopped first).
Run 'perf-gate <command> --help' for the options of a command.`,
    run: `Usage: perf-gate run [options]

Runs the experiment in the config file and prints the report.

Options:
  -c, --config FILE      experiment file (default: ${_config_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONFIG_FILE */ .Cu})
      --json FILE        also write the JSON result here
      --markdown FILE    also write the markdown report here
      --seed N           seed of the trial order, over the config's seed (default: the config's,
                         else random)
      --base REF         what \`ref: base\` means outside a pull request (a branch, tag or SHA)
      --shard I/N        run only shard I of N of the rounds; writes report-shard-I-of-N.json
                         for 'perf-gate merge' and exits 0 whatever the verdict
      --output-dir DIR   folder for report.md, report.json and logs (default: ${_config_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_OUTPUT_DIR */ .w}
                         beside the config file, wherever perf-gate is started from)
  -h, --help             show this help`,
    merge: `Usage: perf-gate merge [options] PATH...

Pools the rounds of shard results (the JSON files 'perf-gate run --shard I/N' wrote; PATH is
a file or a folder searched for them), checks that they are shards of one experiment, and
judges the pool as a single run over those rounds would be.

Options:
      --json FILE        also write the JSON result here
      --markdown FILE    also write the markdown report here
      --output-dir DIR   folder for report.md and report.json (default: ${_config_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_OUTPUT_DIR */ .w})
  -h, --help             show this help`,
    validate: `Usage: perf-gate validate [--config FILE]

Checks the config file and lists every problem, each with its path in the file.`,
    bisect: `Usage: perf-gate bisect --good REF --bad REF [options]

Searches the first-parent commits after --good up to --bad for the ones that made the app
slower: each step compares two commits (the config's baseline, checked out at each and built
with its build command) in a paired sequential run, and a branch of the search ends at a
commit shown worse than its parent beyond the gate's tolerance. Commits that do not build or
start are skipped and named; a culprit that only changes a lockfile is searched package by
package. See docs/bisect.md.

Options:
      --good REF         the last commit known to be fast (e.g. the latest release tag)
      --bad REF          the first commit known to be slow (e.g. main)
  -c, --config FILE      experiment file (default: ${_config_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONFIG_FILE */ .Cu})
      --budget DURATION  wall time for the whole bisect, shared over its steps (default: 30m)
      --seed N           seed of the trial orders (default: the config's, else random)
      --json FILE        also write bisect.json here
      --markdown FILE    also write bisect.md here
      --output-dir DIR   folder for bisect.md, bisect.json and each step's report and logs
                         (default: ${_config_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_OUTPUT_DIR */ .w} beside the config file)
  -h, --help             show this help

Exit codes: 0 the search ran, whatever it found; 2 usage or config error (an unknown ref,
--good not an ancestor of --bad, an end that does not build); 3 the run itself failed;
130 and 143 stopped by SIGINT and SIGTERM.`,
    schema: `Usage: perf-gate schema

Prints the JSON Schema of perf-gate.yml.`,
    history: `Usage: perf-gate history [options]

Measures HEAD against a release (the anchor) in one run, every arm built from the config's
baseline, and appends the comparison to a branch of this repository (history.json, rollup.json
and index.html, the page), written with git plumbing: nothing is checked out. When the anchor
moved since the last entry, the old anchor is measured against the new one too, to chain them.
The action's \`mode: history\` writes the same branch on GitHub (see docs/history.md).

Options:
  -c, --config FILE      experiment file (default: ${_config_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONFIG_FILE */ .Cu})
      --anchor REF       the release to measure against (default: the latest tag v* at or
                         before HEAD)
      --branch NAME      the history branch (default: ${_history_types_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_HISTORY_BRANCH */ .Gt})
      --seed N           seed of the trial order (default: the config's, else random)
      --json FILE        also write the JSON result here
      --markdown FILE    also write the markdown report here
      --output-dir DIR   folder for report.md, report.json and logs (default: ${_config_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_OUTPUT_DIR */ .w}
                         beside the config file)
  -h, --help             show this help

Exit codes: 0 HEAD not shown worse than its release (the entry is written); 1 HEAD shown worse
beyond the tolerance (the entry is written, and the bisect to run is printed); 2 usage or config
error (no release tag, uncommitted changes, HEAD off the line the history follows, a branch that
is not a history), nothing measured; 3 the run failed, or the branch could not be written (the
report is); 130 and 143 stopped by SIGINT and SIGTERM, nothing written to the branch.`,
};
/** The options each command takes; parseArgs below accepts their union. */
const OPTIONS_OF = {
    run: ['config', 'json', 'markdown', 'seed', 'base', 'shard', 'output-dir'],
    merge: ['json', 'markdown', 'output-dir'],
    validate: ['config'],
    bisect: ['good', 'bad', 'config', 'budget', 'seed', 'json', 'markdown', 'output-dir'],
    schema: [],
    history: ['config', 'anchor', 'branch', 'seed', 'json', 'markdown', 'output-dir'],
};
async function cli(argv, given) {
    const io = (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .maskedTerminal */ .C)(given);
    const [command, ...rest] = argv;
    const print = (text) => io.stdout.write(`${text}\n`);
    const fail = (text, code) => {
        io.stderr.write(`${text}\n`);
        return code;
    };
    if (command === '--version' || command === '-v' || command === 'version') {
        print(_package_json__WEBPACK_IMPORTED_MODULE_5__/* .version */ .rE);
        return _modes_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Passed;
    }
    if (!command || command === '--help' || command === '-h' || command === 'help') {
        print(HELP.main);
        return command ? _modes_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Passed : _modes_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Usage;
    }
    if (!(command in HELP) || command === 'main') {
        const near = (0,_config_units_js__WEBPACK_IMPORTED_MODULE_2__/* .closestOf */ .P9)(command, Object.keys(OPTIONS_OF));
        const hint = near ? ` Did you mean 'perf-gate ${near}'?` : '';
        return fail(`perf-gate: unknown command '${command}'.${hint}\n\n${HELP.main}`, _modes_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Usage);
    }
    let values;
    let positionals;
    try {
        ({ values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: rest,
            strict: true,
            allowPositionals: command === 'merge',
            options: {
                config: { type: 'string', short: 'c' },
                json: { type: 'string' },
                markdown: { type: 'string' },
                seed: { type: 'string' },
                base: { type: 'string' },
                shard: { type: 'string' },
                'output-dir': { type: 'string' },
                good: { type: 'string' },
                bad: { type: 'string' },
                budget: { type: 'string' },
                anchor: { type: 'string' },
                branch: { type: 'string' },
                help: { type: 'boolean', short: 'h' },
            },
        }));
    }
    catch (error) {
        // "Unknown option '--confg'": name the option of this command it is likely a typo of.
        const message = error.message;
        // "--budget -5m": node reads '-5m' as an option and asks about it in its own words.
        // Node names the option as typed ('-c'); its remedy names the long form ('--config=-XYZ').
        const ambiguous = /^Option '(-{1,2}[\w-]+)' argument is ambiguous/.exec(message);
        const long = /use '(--[\w-]+)=/.exec(message)?.[1];
        if (ambiguous && long) {
            const typed = ambiguous[1];
            const short = typed.startsWith('--') ? undefined : typed.slice(1);
            const at = rest.findIndex((arg, i) => (arg === long || (short !== undefined && /^-\w+$/.test(arg) && arg.endsWith(short))) &&
                rest[i + 1]?.startsWith('-'));
            const next = at >= 0 ? rest[at + 1] : undefined;
            const value = next === undefined ? 'a value that starts with a dash' : `'${next}'`;
            return fail(`perf-gate ${command}: ${typed} is followed by ${value}, which reads as an option and not as ${long}'s value. Give ${long} its value (see 'perf-gate ${command} --help'), or write ${long}=${next ?? '-…'} if that is the value you mean.`, _modes_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Usage);
        }
        const unknown = /^Unknown option '-{1,2}([^']+)'/.exec(message)?.[1];
        const near = unknown && (0,_config_units_js__WEBPACK_IMPORTED_MODULE_2__/* .closestOf */ .P9)(unknown, OPTIONS_OF[command] ?? []);
        const hint = near ? `${message.endsWith('.') ? '' : '.'} Did you mean --${near}?` : '';
        return fail(`perf-gate ${command}: ${message}${hint}\n\n${HELP[command]}`, _modes_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Usage);
    }
    if (values.help) {
        print(HELP[command]);
        return _modes_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Passed;
    }
    // parseArgs knows every command's options at once; a run option given to validate or schema
    // would otherwise be accepted and do nothing.
    const misplaced = Object.keys(values).filter((option) => option !== 'help' && !(OPTIONS_OF[command] ?? []).includes(option));
    if (misplaced.length > 0) {
        const owner = Object.keys(OPTIONS_OF).find((other) => other !== command && misplaced.every((o) => OPTIONS_OF[other].includes(o))) ?? 'run';
        return fail(`perf-gate ${command}: ${misplaced.map((o) => `--${o}`).join(', ')} ${misplaced.length === 1 ? 'is an option' : 'are options'} of 'perf-gate ${owner}', not of '${command}'. Remove ${misplaced.length === 1 ? 'it' : 'them'}, or use 'perf-gate ${owner}'.\n\n${HELP[command]}`, _modes_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Usage);
    }
    // The commands load the engine; --version, --help and a mistyped command answer without it.
    const { runCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(336), __nccwpck_require__.e(694)]).then(__nccwpck_require__.bind(__nccwpck_require__, 93694));
    return runCommand(command, values, positionals, io);
}
// `perf-gate schema | head`: a reader that stops reading is no failure of perf-gate's; what it
// did not read is dropped, and the command ends as it would have (a run still writes its files).
for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error) => {
        if (error.code !== 'EPIPE')
            throw error;
    });
}
process.exitCode = await cli(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: process.cwd(),
    env: process.env,
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 71604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ maskedTerminal)
/* harmony export */ });
/* harmony import */ var _target_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2024);
/**
 * The terminal the CLI writes to, and its masking: light on purpose, since the entry
 * (./index.ts) loads it before it answers --help or a mistyped command (no zod, no stats).
 */

/**
 * The terminal with every text written to it masked (target/secrets.ts): the report, the
 * progress, an error quoting a service's last lines. The runner's secrets are known from
 * the start; a config's join them once it is read.
 */
function maskedTerminal(io) {
    (0,_target_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .addSecrets */ .Nc)((0,_target_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .secretsIn */ .VY)(io.env));
    const masked = (stream) => ({
        isTTY: stream.isTTY,
        write: (text) => stream.write((0,_target_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(text)),
    });
    return { ...io, stdout: masked(io.stdout), stderr: masked(io.stderr) };
}


/***/ }),

/***/ 31954:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ DEFAULT_CONFIG_FILE),
/* harmony export */   w: () => (/* binding */ DEFAULT_OUTPUT_DIR),
/* harmony export */   zY: () => (/* binding */ DEFAULTS)
/* harmony export */ });
/* unused harmony exports DEFAULT_MEASURED_RESULT, DEFAULT_SHARDS_DIR */
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
const DEFAULT_MEASURED_RESULT = (/* unused pure expression or super */ null && (`${DEFAULT_OUTPUT_DIR}/report.json`));
/** Where a merge job finds the shards' results (`result` input, `mode: merge`). */
const DEFAULT_SHARDS_DIR = (/* unused pure expression or super */ null && (`${DEFAULT_OUTPUT_DIR}/shards`));


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

/***/ 34529:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cq: () => (/* binding */ DURATION_PATTERN),
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   FT: () => (/* binding */ PERCENT_PATTERN),
/* harmony export */   P9: () => (/* binding */ closestOf),
/* harmony export */   S5: () => (/* binding */ durationText),
/* harmony export */   lo: () => (/* binding */ parsePercent)
/* harmony export */ });
/* unused harmony exports parseEnvLines, editDistance */
/** Parsers for the human units of the config file: durations, percentages, env lists. */
const DURATION = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/**
 * `30s`, `2m`, `500ms`, `1h`, or a bare number of seconds. Returns milliseconds, or
 * undefined; 0 only where `zero` says that a zero duration means "none".
 */
function parseDuration(value, { zero = false } = {}) {
    const ms = typeof value === 'number'
        ? value * 1000
        : ((match) => (match ? Number(match[1]) * UNIT_MS[match[2]] : NaN))(DURATION.exec(value.trim()));
    return Number.isFinite(ms) && (ms > 0 || (zero && ms === 0)) ? ms : undefined;
}
const DURATION_PATTERN = DURATION.source;
const PERCENT = /^(\d+(?:\.\d+)?)\s*%$/;
/** `5%` → 0.05. A bare number is refused: `5` could mean 5% or 500%. */
function parsePercent(value) {
    const match = PERCENT.exec(value.trim());
    return match ? Number(match[1]) / 100 : undefined;
}
const PERCENT_PATTERN = PERCENT.source;
/** `KEY=value` lines (as an action input). Blank lines and `#` comments are skipped. */
function parseEnvLines(text, inputName) {
    const env = {};
    for (const [index, raw] of text.split(/\r?\n/).entries()) {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            continue;
        const eq = line.indexOf('=');
        if (eq <= 0) {
            throw new Error(`Input '${inputName}' line ${index + 1}: expected KEY=VALUE, got ${JSON.stringify(line)}.`);
        }
        env[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
    }
    return env;
}
/** Edit distance, for "did you mean" suggestions on unknown keys. */
function editDistance(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        let diagonal = row[0];
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const above = row[j];
            row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
            diagonal = above;
        }
    }
    return row[b.length];
}
/** The candidate nearest `word` by edit distance, if near enough to be a typo of it. */
function closestOf(word, candidates) {
    let best;
    for (const candidate of candidates) {
        const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
        if (distance <= Math.max(2, Math.floor(candidate.length / 3)) &&
            (!best || distance < best.distance)) {
            best = { candidate, distance };
        }
    }
    return best?.candidate;
}
/** Milliseconds as the shortest duration text that says it: 90_000 → "90s", 3_600_000 → "1h". */
function durationText(ms) {
    for (const [unit, size] of [
        ['h', 3_600_000],
        ['m', 60_000],
        ['s', 1000],
    ]) {
        if (ms >= size && ms % size === 0)
            return `${ms / size}${unit}`;
    }
    return `${ms}ms`;
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

/***/ 73724:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ maskUrlPasswords),
/* harmony export */   k: () => (/* binding */ urlPasswordSecrets)
/* harmony export */ });
/**
 * The password of a connection string (scheme://user:PASSWORD@host), in one place for the
 * secrets' registry (target/secrets.ts) and for a config's error messages, which quote its
 * values before any secret is registered (config/index.ts). Pure.
 */
/** The password runs to the last "@" before the host: a raw "@" in a password happens. */
const URL_PASSWORD = /\b([a-z][\w+.-]*):\/\/([^\s:/?#@]*):([^\s/?#]+)@/gi;
/**
 * What to mask of each connection string in `value`: its password in every form an app may
 * print it (as written, decoded, re-encoded as a URL parser does: `=` becomes `%3D`); or the
 * URL up to it where the password alone would mask ordinary words in every report: a short
 * one ("pw"), or one that is the URL's user or scheme (postgres://postgres:postgres@, a CI
 * database's default, would hide every "postgres" in a variant's name).
 */
function urlPasswordSecrets(value, minLength) {
    const found = [];
    for (const [span, scheme, user, password] of value.matchAll(URL_PASSWORD)) {
        const wordy = [scheme, user].some((name) => name.toLowerCase() === password.toLowerCase());
        if (password.length < minLength || wordy) {
            found.push(span);
            continue;
        }
        found.push(password);
        for (const form of [decoded(password), reencoded(scheme, password)]) {
            if (form !== undefined && form !== password && form.length >= minLength)
                found.push(form);
        }
    }
    return found;
}
/** `text` with each connection string's password replaced by `***`. */
function maskUrlPasswords(text) {
    return text.replace(URL_PASSWORD, (_span, scheme, user) => `${scheme}://${user}:***@`);
}
function decoded(password) {
    try {
        return decodeURIComponent(password);
    }
    catch {
        return undefined;
    }
}
function reencoded(scheme, password) {
    try {
        return new URL(`${scheme}://u:${password}@h`).password;
    }
    catch {
        return undefined;
    }
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

/***/ 2024:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lh: () => (/* binding */ secretsOfConfig),
/* harmony export */   M2: () => (/* binding */ SecretMasker),
/* harmony export */   Nc: () => (/* binding */ addSecrets),
/* harmony export */   QU: () => (/* binding */ maskSecrets),
/* harmony export */   VY: () => (/* binding */ secretsIn),
/* harmony export */   aJ: () => (/* binding */ inheritedEnvironment),
/* harmony export */   f7: () => (/* binding */ maskedCopy)
/* harmony export */ });
/* unused harmony exports isWithheld, looksSecret, addSecret, forgetSecrets, announceSecretsTo */
/* harmony import */ var _model_url_password_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73724);

/** Variables the code under test never inherits. */
function isWithheld(name) {
    return (name.startsWith('INPUT_') ||
        name === 'GITHUB_TOKEN' ||
        /^ACTIONS_(RUNTIME|ID_TOKEN_REQUEST|CACHE|RESULTS)_/.test(name) ||
        /^ACTIONS_.*(TOKEN|URL)/.test(name));
}
/** The environment a child process inherits: the runner's, less what `isWithheld` names. */
function inheritedEnvironment(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !isWithheld(name)));
}
/** Names whose values are secret, wherever they are set (GitHub's own secrets are named so). */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|KEY|CREDENTIAL|AUTHORIZATION|COOKIE/i;
function looksSecret(name) {
    return SECRET_NAME.test(name);
}
/**
 * GitHub's tokens, whatever they are named (`GH: ghp_…`): their prefixes are documented and
 * nothing else looks like them (personal, OAuth, user-to-server, server-to-server, refresh,
 * fine-grained).
 */
const GITHUB_TOKEN_VALUE = /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})\b/g;
/** Shorter values would mask ordinary words. */
const MIN_SECRET_LENGTH = 6;
/**
 * The secrets among named values (the runner's environment, a config's `env:`): perf-gate's
 * own tokens, the values of secret-looking names, GitHub tokens under any name, and the
 * password of a connection string in any value.
 */
function secretsIn(values) {
    const found = [];
    for (const [name, value] of Object.entries(values)) {
        if (!value)
            continue;
        if (looksSecret(name))
            found.push(value);
        found.push(...(0,_model_url_password_js__WEBPACK_IMPORTED_MODULE_0__/* .urlPasswordSecrets */ .k)(value, MIN_SECRET_LENGTH));
        for (const [token] of value.matchAll(GITHUB_TOKEN_VALUE))
            found.push(token);
    }
    return found;
}
/**
 * The config's own secrets: the services' `env:` of every variant, secret-looking headers of
 * the load's and the setup's requests, and the password of a connection string wherever a
 * config may hold one — a service's or setup step's command (`node app.js
 * --db=postgres://app:pw@db/shop`), a build, a readiness probe's or a request's URL.
 */
function secretsOfConfig(config) {
    // Named after what they are, not after a secret: only their connection strings count.
    const commands = (variant) => ({
        build: variant.build,
        ...Object.fromEntries(variant.services.map((s, i) => [`command ${i}`, s.command])),
        ...Object.fromEntries(variant.services.map((s, i) => [`ready ${i}`, s.ready?.kind === 'http' ? s.ready.url : ''])),
        ...Object.fromEntries(variant.setup.map((step, i) => [
            `setup ${i}`,
            step.kind === 'run' ? step.command : step.request.url,
        ])),
        ...Object.fromEntries(variant.load.requests.map((r, i) => [`url ${i}`, r.url])),
    });
    const setupRequests = (variant) => variant.setup.flatMap((step) => (step.kind === 'request' ? [step.request] : []));
    return config.variants.flatMap((variant) => [
        ...variant.services.flatMap((service) => secretsIn(service.env)),
        ...[...variant.load.requests, ...setupRequests(variant)].flatMap((r) => secretsIn(r.headers)),
        ...secretsIn(commands(variant)),
    ]);
}
const MASK = '***';
const secrets = new Set();
/** The secrets, longest first, so that a secret that holds another is masked whole. */
let longestFirst = [];
/** Told of each new secret: the action registers it with the runner (core.setSecret). */
let announce;
/** Masks `value` in every log and report written from now on. */
function addSecret(value) {
    if (value.length < MIN_SECRET_LENGTH || secrets.has(value))
        return;
    secrets.add(value);
    longestFirst = [...secrets].sort((a, b) => b.length - a.length);
    announce?.(value);
}
/**
 * Forgets every secret: a process runs one action or one command, so only a process that
 * runs several in turn (a test of run()) needs it, lest one run announce another's secrets.
 */
function forgetSecrets() {
    secrets.clear();
    longestFirst = [];
}
function addSecrets(values) {
    for (const value of values)
        addSecret(value);
}
/** Tells `listener` of every secret known now and of each one added later. */
function announceSecretsTo(listener) {
    announce = listener;
    if (listener)
        for (const secret of secrets)
            listener(secret);
}
/** The one masking step. */
function maskSecrets(text) {
    let masked = text;
    for (const secret of longestFirst) {
        if (masked.includes(secret))
            masked = masked.split(secret).join(MASK);
    }
    return masked;
}
/**
 * Every string in `value` masked: a result before a report, the JSON or a comment is made
 * from it, so that a secret is masked as the app printed it, not after markdown escaping or
 * JSON quoting have changed its characters.
 */
function maskedCopy(value) {
    if (secrets.size === 0)
        return value;
    const copy = (item) => {
        if (typeof item === 'string')
            return maskSecrets(item);
        if (Array.isArray(item))
            return item.map(copy);
        if (item && typeof item === 'object') {
            return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, copy(inner)]));
        }
        return item;
    };
    return copy(value);
}
/**
 * Masks a stream that arrives in chunks: a secret split across two chunks is held back
 * until the rest arrives (or the stream ends), so it is never written in two halves.
 */
class SecretMasker {
    pending = '';
    /** The text that can be written now, masked. */
    push(text) {
        const masked = maskSecrets(this.pending + text);
        const keep = heldBack(masked);
        this.pending = masked.slice(masked.length - keep);
        return masked.slice(0, masked.length - keep);
    }
    /** What is left at the end, masked. */
    flush() {
        const rest = maskSecrets(this.pending);
        this.pending = '';
        return rest;
    }
}
/** Length of the longest end of `text` that is the start of a secret. */
function heldBack(text) {
    let longest = 0;
    for (const secret of secrets) {
        for (let n = Math.min(secret.length - 1, text.length); n > longest; n--) {
            if (text.endsWith(secret.slice(0, n))) {
                longest = n;
                break;
            }
        }
    }
    return longest;
}


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

/***/ 8330:
/***/ ((module) => {

module.exports = {"rE":"0.1.0"};

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
/******/ var __webpack_exports__ = __nccwpck_require__(70486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__cli = __webpack_exports__.x;
/******/ export { __webpack_exports__cli as cli };
/******/ 
