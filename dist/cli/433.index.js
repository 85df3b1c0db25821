export const id = 433;
export const ids = [433];
export const modules = {

/***/ 59433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bisect: () => (/* binding */ bisect),
  parseBisectBudget: () => (/* binding */ parseBisectBudget)
});

// UNUSED EXPORTS: DEFAULT_BISECT_BUDGET_MS, writeBisect

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/config/units.ts
var units = __webpack_require__(34529);
// EXTERNAL MODULE: ./src/model/format.ts
var format = __webpack_require__(60826);
// EXTERNAL MODULE: ./src/config/slicing.ts
var slicing = __webpack_require__(47087);
// EXTERNAL MODULE: ./src/experiment/index.ts + 23 modules
var experiment = __webpack_require__(9365);
// EXTERNAL MODULE: ./src/model/metrics.ts
var metrics = __webpack_require__(25500);
// EXTERNAL MODULE: ./src/experiment/refs.ts
var refs = __webpack_require__(99125);
// EXTERNAL MODULE: ./src/gate/index.ts
var gate = __webpack_require__(67155);
// EXTERNAL MODULE: ./src/target/errors.ts
var errors = __webpack_require__(81786);
// EXTERNAL MODULE: ./src/target/index.ts + 3 modules
var target = __webpack_require__(67656);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/bisect/error.ts
var error = __webpack_require__(27400);
// EXTERNAL MODULE: ./src/git/names.ts
var names = __webpack_require__(86524);
// EXTERNAL MODULE: ./src/git/run.ts
var git_run = __webpack_require__(73073);
;// CONCATENATED MODULE: ./src/bisect/git.ts






function must(cwd, args, what, options) {
    const run = (0,git_run/* git */.$Y)(cwd, args, options);
    if (!run.ok)
        throw new Error(`git ${args[0]} failed while ${what}: ${(0,git_run/* gitFailure */.tv)(run)}`);
    return run.out;
}
/** The commit a name points at, or a usage error naming the option. */
function resolveRef(cwd, ref, option) {
    const found = (0,git_run/* git */.$Y)(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    if (found.ok && found.out)
        return found.out;
    if (!(0,git_run/* git */.$Y)(cwd, ['rev-parse', '--git-dir']).ok) {
        throw new error/* BisectError */.Z(`${cwd} is not in a git repository, and a bisect searches one's history. Run perf-gate bisect inside the repository (in a workflow, after actions/checkout with \`fetch-depth: 0\`).`);
    }
    throw new error/* BisectError */.Z(`${option}: "${ref}" is not a commit of this repository. Name a branch, tag or SHA; in a workflow, check out with \`fetch-depth: 0\` so that the history is there.`);
}
/**
 * The first-parent commits from good to bad, both included, oldest first. A merge commit on
 * main is one step: the commits of the branch it merged are not searched (as Pinpoint searches
 * the commits of the repository it watches, not those of each change's branch).
 */
function firstParentRange(cwd, good, bad, labels) {
    if (good === bad) {
        throw new error/* BisectError */.Z(`${labels.good} and ${labels.bad} name the same commit: there is nothing to search.`);
    }
    if (!(0,git_run/* git */.$Y)(cwd, ['merge-base', '--is-ancestor', good, bad]).ok) {
        throw new error/* BisectError */.Z(`${labels.good} ${good.slice(0, 7)} is not an ancestor of ${labels.bad} ${bad.slice(0, 7)}. Name an older good commit (e.g. the last release tag) and a newer bad one.`);
    }
    const between = must(cwd, ['rev-list', '--first-parent', '--reverse', `${good}..${bad}`], 'listing the commits to search')
        .split('\n')
        .filter(Boolean);
    if (!between.includes(bad)) {
        throw new error/* BisectError */.Z(`${labels.good} ${good.slice(0, 7)} is not on the first-parent line of ${labels.bad} ${bad.slice(0, 7)} (it was merged from a branch). Name a commit of the main line.`);
    }
    return [good, ...between];
}
function commitInfo(cwd, sha) {
    const [subject = '', author = ''] = must(cwd, ['show', '-s', '--format=%s%n%an <%ae>', sha], `reading commit ${sha.slice(0, 7)}`).split('\n');
    return { sha, subject, author, pullRequest: (0,names/* pullRequestInSubject */.Y)(subject) };
}
/** The files a commit changed against its parent, each as it was before and after. */
function changedFiles(cwd, parent, commit) {
    const names = must(cwd, ['diff', '--name-only', '-z', parent, commit], 'diffing the culprit')
        .split('\0')
        .filter(Boolean);
    const show = (sha, path) => {
        const run = (0,git_run/* git */.$Y)(cwd, ['show', `${sha}:${path}`]);
        return run.ok ? run.raw : undefined;
    };
    return names.map((path) => ({ path, before: show(parent, path), after: show(commit, path) }));
}
/**
 * A commit whose parent is `parent` and whose tree is the parent's with `files` replaced,
 * made in the object store only (a temporary index; no ref points at it).
 */
function commitWithFiles(cwd, parent, files, message) {
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'perf-gate-index-'));
    // Signed by perf-gate, whoever runs it: the commit is the search's own, reachable from no ref.
    const env = { ...(0,git_run/* commitAuthorEnv */.wm)({}), GIT_INDEX_FILE: (0,external_node_path_.join)(dir, 'index') };
    try {
        must(cwd, ['read-tree', parent], 'preparing a package-only commit', { env });
        for (const file of files) {
            const blob = must(cwd, ['hash-object', '-w', '--stdin'], `writing ${file.path}`, {
                input: file.after ?? '',
                env,
            });
            must(cwd, ['update-index', '--add', '--cacheinfo', `100644,${blob},${file.path}`], `staging ${file.path}`, { env });
        }
        const tree = must(cwd, ['write-tree'], 'writing a package-only tree', { env });
        return must(cwd, ['commit-tree', tree, '-p', parent, '-m', message], 'writing a package-only commit', {
            env,
        });
    }
    finally {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/bisect/packages.ts
/**
 * One level down from a culprit that only changed dependencies: which packages its lockfile
 * (or project file) changed, and the parent with one package's change alone, so that each
 * can be compared with the parent (Pinpoint descends into a dependency roll the same way).
 * Pure: file texts in, file texts out; the shell reads them from git and writes a commit.
 *
 * Understood: npm (package.json + package-lock.json / npm-shrinkwrap.json, lockfile v2 and
 * v3), NuGet (a .csproj's PackageReference versions, packages.lock.json).
 */
const base = (path) => path.split('/').at(-1) ?? path;
const NPM_LOCKS = ['package-lock.json', 'npm-shrinkwrap.json'];
const DEPENDENCY_FIELDS = [
    'dependencies',
    'devDependencies',
    'optionalDependencies',
    'peerDependencies',
];
const parse = (text) => {
    if (text === undefined)
        return undefined;
    try {
        const value = JSON.parse(text);
        return value && typeof value === 'object' ? value : undefined;
    }
    catch {
        return undefined;
    }
};
const record = (value) => value && typeof value === 'object' ? value : {};
/** A package.json whose change is in its dependency fields (and version) alone. */
function onlyDependenciesChanged(file) {
    const strip = (text) => {
        const json = parse(text);
        if (!json)
            return undefined;
        const rest = { ...json, version: undefined };
        for (const field of DEPENDENCY_FIELDS)
            delete rest[field];
        return JSON.stringify(rest);
    };
    const before = strip(file.before);
    return before !== undefined && before === strip(file.after);
}
const PACKAGE_REFERENCE = /<PackageReference\b[^>]*?\bInclude="([^"]+)"[^>]*?\bVersion="([^"]*)"[^>]*?\/?>|<PackageReference\b[^>]*?\bVersion="([^"]*)"[^>]*?\bInclude="([^"]+)"[^>]*?\/?>/g;
function csprojVersions(text) {
    const out = new Map();
    for (const m of (text ?? '').matchAll(PACKAGE_REFERENCE)) {
        out.set(m[1] ?? m[4], m[2] ?? m[3]);
    }
    return out;
}
const withoutVersions = (text) => (text ?? '').replace(PACKAGE_REFERENCE, (tag) => tag.replace(/\bVersion="[^"]*"/, ''));
/**
 * Whether a commit changes dependencies and nothing else: every file it touches is a
 * lockfile, a package.json changed only in its dependency fields, or a project file changed
 * only in its package versions.
 */
function isDependencyOnly(files) {
    if (files.length === 0)
        return false;
    return files.every((file) => {
        const name = base(file.path);
        if (NPM_LOCKS.includes(name) || name === 'packages.lock.json')
            return true;
        if (name === 'package.json')
            return onlyDependenciesChanged(file);
        if (name.endsWith('.csproj')) {
            return (file.before !== undefined &&
                file.after !== undefined &&
                withoutVersions(file.before) === withoutVersions(file.after));
        }
        return false;
    });
}
/** Top-level packages of an npm lockfile (v2/v3 `packages`, else v1 `dependencies`). */
function npmVersions(lock) {
    const out = new Map();
    const packages = record(lock?.packages);
    for (const [key, entry] of Object.entries(packages)) {
        if (!key.startsWith('node_modules/') || key.slice(13).includes('/node_modules/'))
            continue;
        out.set(key.slice(13), `${String(entry.version ?? '')}${entry.resolved ? ` ${String(entry.resolved)}` : ''}`);
    }
    if (out.size === 0) {
        for (const [name, entry] of Object.entries(record(lock?.dependencies))) {
            out.set(name, String(entry.version ?? ''));
        }
    }
    return out;
}
/** NuGet's packages.lock.json: per package, its resolved versions over the frameworks. */
function nugetVersions(lock) {
    const out = new Map();
    for (const framework of Object.values(record(lock?.dependencies))) {
        for (const [name, entry] of Object.entries(record(framework))) {
            out.set(name, String(entry.resolved ?? ''));
        }
    }
    return out;
}
const versionOnly = (text) => text?.split(' ')[0] || undefined;
function diffVersions(before, after, file) {
    const names = [...new Set([...before.keys(), ...after.keys()])].sort();
    return names
        .filter((name) => before.get(name) !== after.get(name))
        .map((name) => ({
        name,
        from: versionOnly(before.get(name)),
        to: versionOnly(after.get(name)),
        file,
    }));
}
/**
 * The packages a dependency-only commit changed, one entry per package and file: from the
 * lockfiles where there is one, else from the project files' versions.
 */
function changedPackages(files) {
    const out = [];
    const locked = new Set();
    for (const file of files) {
        const name = base(file.path);
        const dir = file.path.slice(0, file.path.length - name.length);
        if (NPM_LOCKS.includes(name)) {
            out.push(...diffVersions(npmVersions(parse(file.before)), npmVersions(parse(file.after)), file.path));
            locked.add(dir);
        }
        else if (name === 'packages.lock.json') {
            out.push(...diffVersions(nugetVersions(parse(file.before)), nugetVersions(parse(file.after)), file.path));
            locked.add(dir);
        }
    }
    for (const file of files) {
        const name = base(file.path);
        const dir = file.path.slice(0, file.path.length - name.length);
        if (name.endsWith('.csproj') && !locked.has(dir)) {
            out.push(...diffVersions(csprojVersions(file.before), csprojVersions(file.after), file.path));
        }
    }
    return out;
}
function setOrDelete(target, key, value) {
    if (value === undefined)
        delete target[key];
    else
        target[key] = value;
}
/** An npm lockfile with one package's entries (and its nested ones) as in `after`. */
function npmLockWith(before, after, name) {
    const out = structuredClone(before);
    const prefix = `node_modules/${name}`;
    const packages = { ...record(out.packages) };
    const wanted = record(after.packages);
    for (const key of Object.keys(packages)) {
        if (key === prefix || key.startsWith(`${prefix}/node_modules/`))
            delete packages[key];
    }
    for (const [key, entry] of Object.entries(wanted)) {
        if (key === prefix || key.startsWith(`${prefix}/node_modules/`))
            packages[key] = entry;
    }
    const root = { ...(packages[''] ?? {}) };
    for (const field of DEPENDENCY_FIELDS) {
        const spec = record(wanted[''])[field];
        const own = { ...(root[field] ?? {}) };
        if (spec?.[name] !== undefined || own[name] !== undefined) {
            setOrDelete(own, name, spec?.[name]);
            root[field] = own;
        }
    }
    if (Object.keys(packages).length > 0)
        packages[''] = root;
    out.packages = packages;
    if (out.dependencies && typeof out.dependencies === 'object') {
        const deps = { ...record(out.dependencies) };
        setOrDelete(deps, name, record(after.dependencies)[name]);
        out.dependencies = deps;
    }
    return out;
}
/** A package.json whose spec of one dependency is as in `after`. */
function manifestWith(before, after, name) {
    const out = structuredClone(before);
    for (const field of DEPENDENCY_FIELDS) {
        const wanted = after[field]?.[name];
        const own = out[field];
        if (wanted === undefined && own?.[name] === undefined)
            continue;
        const next = { ...(own ?? {}) };
        setOrDelete(next, name, wanted);
        out[field] = next;
    }
    return out;
}
function nugetLockWith(before, after, name) {
    const out = structuredClone(before);
    const frameworks = record(out.dependencies);
    const wanted = record(after.dependencies);
    for (const [framework, entries] of Object.entries(frameworks)) {
        const next = { ...record(entries) };
        setOrDelete(next, name, record(wanted[framework])[name]);
        frameworks[framework] = next;
    }
    return out;
}
function csprojWith(before, after, name) {
    const version = csprojVersions(after).get(name);
    if (version === undefined)
        return before;
    return before.replace(PACKAGE_REFERENCE, (tag, include1, _v1, _v2, include2) => (include1 ?? include2) === name
        ? tag.replace(/\bVersion="[^"]*"/, `Version="${version}"`)
        : tag);
}
const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;
/**
 * The parent's files with one package's change alone (the files a commit on top of the
 * parent writes): its manifests and lockfiles as they were, but for that package.
 */
function filesWithOnly(files, change) {
    const out = [];
    for (const file of files) {
        const name = base(file.path);
        if (file.before === undefined || file.after === undefined)
            continue;
        let text;
        const before = parse(file.before);
        const after = parse(file.after);
        if (NPM_LOCKS.includes(name) && before && after) {
            text = jsonText(npmLockWith(before, after, change.name));
        }
        else if (name === 'package.json' && before && after) {
            text = jsonText(manifestWith(before, after, change.name));
        }
        else if (name === 'packages.lock.json' && before && after) {
            text = jsonText(nugetLockWith(before, after, change.name));
        }
        else if (name.endsWith('.csproj')) {
            text = csprojWith(file.before, file.after, change.name);
        }
        if (text !== undefined && text !== file.before)
            out.push({ ...file, after: text });
    }
    return out;
}

// EXTERNAL MODULE: ./src/model/trial.ts
var trial = __webpack_require__(173);
;// CONCATENATED MODULE: ./src/bisect/result.ts
/**
 * The bisect's result as data (what bisect.json holds and the report and the issue read), and
 * what one step's run answered. Pure.
 */

const CLI_BISECT_LABELS = { good: '--good', bad: '--bad', budget: '--budget' };
/** The metric a step's outcome is about: a regressed gated one, else throughput, else the first gated. */
function primaryComparison(result) {
    const gated = result.comparisons.filter((c) => c.gated);
    return (gated.find((c) => c.outcome === 'regression') ??
        gated.find((c) => c.metric === 'throughput') ??
        gated[0]);
}
/** What one step's run says about the newer commit against the older. */
function stepAnswer(result, newer) {
    const own = result.summaries.find((s) => s.variant === newer);
    if (own && own.failedTrials > 0) {
        return {
            outcome: 'untestable',
            reason: `${own.failedTrials} of ${own.trials} trials failed${own.firstFailure ? `: ${own.firstFailure}` : ''}`,
        };
    }
    // The older commit's every trial failed: nothing was compared, so nothing was decided.
    const older = result.summaries[0];
    if (older && (0,trial/* baselineFailures */.Bq)(result.summaries) === 'all') {
        return {
            outcome: 'untestable',
            reason: `the older commit's ${older.failedTrials} of ${older.trials} trials failed${older.firstFailure ? `: ${older.firstFailure}` : ''}`,
        };
    }
    if (result.incomplete)
        return { outcome: 'untestable', reason: result.incomplete.split('\n')[0] };
    const c = primaryComparison(result);
    const rounds = result.sequence?.rounds ?? c?.n;
    const stoppedBy = result.sequence?.stoppedBy;
    if (!c)
        return { outcome: 'inconclusive', rounds, stoppedBy, reason: 'no gated metric' };
    const gated = result.comparisons.filter((x) => x.gated);
    const outcome = gated.some((x) => x.outcome === 'regression')
        ? 'worse'
        : gated.every((x) => x.outcome === 'no-change' || x.outcome === 'improvement')
            ? 'within'
            : 'inconclusive';
    return {
        outcome,
        metric: c.metric,
        estimatePct: c.estimatePct,
        ciLowPct: c.ciLowPct,
        ciHighPct: c.ciHighPct,
        rounds,
        stoppedBy,
    };
}
/** The profiling table of a culprit's step, when its rounds ran. */
function culpritProfile(result, stepDir) {
    const profiling = result.profiling;
    if (!profiling)
        return undefined;
    const table = profiling.tables[0];
    const empty = { baselineCpuUs: 0, variantCpuUs: 0, functions: [], rounds: profiling.rounds };
    if (!table)
        return { ...empty, note: profiling.error ?? profiling.unprofiled.join('; ') };
    const flame = profiling.artifacts.flameGraphs[table.variant];
    return {
        baselineCpuUs: table.baselineCpuUs,
        variantCpuUs: table.variantCpuUs,
        functions: table.functions.slice(0, 5),
        rounds: table.rounds,
        flameGraph: flame && `${stepDir}/${flame}`,
        note: profiling.error,
    };
}

;// CONCATENATED MODULE: ./src/bisect/search.ts
/**
 * The bisect's search, pure: which two commits the next step compares, and what a step's
 * answer means for the rest. The shell (./run.ts) runs each step as a paired sequential
 * comparison and feeds its outcome back; nothing here runs, reads a clock or draws a number.
 *
 * Like Chromium's Pinpoint, and unlike `git bisect`, a step never asks "is this commit good
 * or bad?" of one commit alone: a performance answer is always a comparison, so every step
 * compares two commits of the range, the older as the baseline, and asks whether the newer is
 * worse beyond the tolerance. A range shown worse is split at its middle and both halves are
 * compared (Pinpoint compares a new midpoint with both neighbours), so that a second culprit
 * in the other half is not lost; a range not shown worse is left alone. A branch of the search
 * ends at a commit shown worse than its own parent: that commit is a culprit.
 *
 * Commits are indices into the first-parent list, 0 the good end and the last the bad end.
 */
function startSearch(commits) {
    if (commits < 2)
        throw new Error('a search needs a good and a bad commit');
    return { commits, open: [], skipped: [], culprits: [], spread: [], confirmed: false };
}
/** The commits strictly between two that can still be tested. */
function testableBetween(state, older, newer) {
    const out = [];
    for (let i = older + 1; i < newer; i++)
        if (!state.skipped.includes(i))
            out.push(i);
    return out;
}
/**
 * The commit nearest the middle of a range, among those that can be tested; the earlier of
 * two equally near. A skipped middle moves to its nearest neighbour, as `git bisect skip` does.
 */
function midpointOf(state, older, newer) {
    const candidates = testableBetween(state, older, newer);
    if (candidates.length === 0)
        return undefined;
    const centre = (older + newer) / 2;
    return candidates.reduce((best, c) => Math.abs(c - centre) < Math.abs(best - centre) ? c : best);
}
/** The next comparison to run, or undefined when the search is over. */
function nextStep(state) {
    if (!state.confirmed)
        return { older: 0, newer: state.commits - 1 };
    const range = state.open.at(-1);
    if (!range)
        return undefined;
    if (range.mid === undefined)
        throw new Error('an open range always has its midpoint');
    if (range.lower === undefined)
        return { older: range.older, newer: range.mid };
    return { older: range.mid, newer: range.newer };
}
/**
 * A range shown worse: a culprit when no testable commit is left inside it, else a range to
 * narrow (pushed last, so the search goes depth-first and names culprits oldest first).
 */
function shownWorse(state, older, newer) {
    const mid = midpointOf(state, older, newer);
    if (mid === undefined) {
        const orSkipped = state.skipped.filter((s) => s > older && s < newer).sort((a, b) => a - b);
        const culprits = [...state.culprits, { commit: newer, older, orSkipped }];
        return { ...state, culprits: culprits.sort((a, b) => a.commit - b.commit) };
    }
    return { ...state, open: [...state.open, { older, newer, mid }] };
}
/** The state after `step` answered `outcome`. */
function recordStep(state, step, outcome) {
    const planned = nextStep(state);
    if (!planned || planned.older !== step.older || planned.newer !== step.newer) {
        throw new Error(`step ${step.older}→${step.newer} was not the one planned`);
    }
    if (!state.confirmed) {
        // The ends are the caller's: neither can be skipped, and a range not shown worse has
        // nothing to search (the shell reports an untestable end as the user's error).
        const confirmed = { ...state, confirmed: true };
        if (outcome === 'worse')
            return shownWorse(confirmed, step.older, step.newer);
        return { ...confirmed, noRegression: outcome };
    }
    const open = state.open.slice(0, -1);
    const range = state.open.at(-1);
    if (outcome === 'untestable') {
        // Only the midpoint can be new here: `older` and `newer` of a range ran in the step
        // that showed the range worse.
        const skipped = [...state.skipped, range.mid];
        const rest = { ...state, open, skipped };
        // The range is re-planned around the skip, with whatever half was already answered lost:
        // it was measured against a midpoint that is no longer one.
        if (range.lower !== undefined && range.lower !== 'untestable') {
            // The lower half ran, so the midpoint did build; a failure of the upper step is the
            // upper end's, which ran before. Treat the upper half as undecided rather than skip.
            return finishRange({ ...state, open }, { ...range, upper: 'inconclusive' });
        }
        return shownWorse(rest, range.older, range.newer);
    }
    if (range.lower === undefined) {
        return { ...state, open: [...open, { ...range, lower: outcome }] };
    }
    return finishRange({ ...state, open }, { ...range, upper: outcome });
}
/** Both halves of a range answered: each half shown worse is searched, lower half first. */
function finishRange(state, range) {
    const mid = range.mid;
    let next = state;
    // Pushed upper first so that the lower half is searched first (the stack's top).
    if (range.upper === 'worse')
        next = shownWorse(next, mid, range.newer);
    if (range.lower === 'worse')
        next = shownWorse(next, range.older, mid);
    if (range.lower !== 'worse' && range.upper !== 'worse') {
        // Undecided when a half could not be told from within the tolerance (its share of the
        // budget ran out, or the noise): then nothing is shown spread, only not narrowed.
        const undecided = range.lower === 'inconclusive' || range.upper === 'inconclusive';
        const spread = { older: range.older, newer: range.newer, ...(undecided && { undecided }) };
        next = { ...next, spread: [...next.spread, spread] };
    }
    return next;
}
/**
 * How many more steps the search expects, for sharing the budget: two per halving of every
 * open range (a range of k testable commits takes about log2(k + 1) halvings), at least one
 * while a step is planned.
 */
function stepsAhead(state) {
    if (!state.confirmed) {
        return 1 + 2 * Math.ceil(Math.log2(Math.max(2, state.commits - 1)));
    }
    let steps = 0;
    for (const range of state.open) {
        const inside = testableBetween(state, range.older, range.newer).length;
        steps += 2 * Math.ceil(Math.log2(inside + 1)) - (range.lower === undefined ? 0 : 1);
    }
    return Math.max(state.open.length > 0 ? 1 : 0, steps);
}
function searchDone(state) {
    return nextStep(state) === undefined;
}

// EXTERNAL MODULE: ./src/target/secrets.ts
var secrets = __webpack_require__(2024);
;// CONCATENATED MODULE: ./src/bisect/run.ts
/**
 * The bisect's shell: runs each step the search (./search.ts) plans as a paired sequential
 * comparison of two commits — the config's baseline, checked out at each in its own worktree
 * and built with its `build` (once per commit: refs.ts BuiltCheckouts) — sharing one
 * wall-time budget over the steps, then goes one level down into a culprit that only changed
 * dependencies, and profiles a culprit's step when the budget has room for it.
 */















/**
 * A step's report.json, masked as every report is (src/target/secrets.ts): a config's
 * `Authorization` header or an app's printed password would otherwise land in the artifact.
 */
function writeStepReport(file, result) {
    (0,external_node_fs_.writeFileSync)(file, `${JSON.stringify((0,secrets/* maskedCopy */.f7)(result), null, 2)}\n`);
}
/** Errors that mean "this commit cannot be measured" rather than "perf-gate failed". */
const untestable = (error) => error instanceof refs/* RefError */.qY ||
    error instanceof errors/* ServiceError */._7 ||
    error instanceof errors/* SetupError */.w3 ||
    error instanceof errors/* PortInUseError */.WB;
const run_short = (sha) => sha.slice(0, 7);
/** The config's baseline, run from `sha` under `name`; its build (or any variant's) builds it. */
function armAt(config, name, sha) {
    const template = config.variants[0];
    const build = template.build ?? config.variants.find((v) => v.build)?.build;
    return { ...template, name, ref: sha, build };
}
/** Roughly what the profiling rounds of one comparison add: each round profiles both arms. */
const profileCostMs = (config) => config.profile.rounds * 2 * (config.profile.windowMs + 3_000);
async function runBisect(config, options) {
    // Steps compare the same commits again (a step's older end is often the last one's): each
    // is checked out and built once, and its worktree removed when the bisect ends.
    const checkouts = new refs/* BuiltCheckouts */.wH();
    try {
        return await search(config, options, checkouts);
    }
    finally {
        checkouts.removeAll();
    }
}
/**
 * The steps of one bisect: each a paired sequential comparison of two commits, its share of
 * what is left of the budget, its report and logs in `steps/NN/`. Shared by the search and by
 * the level below a culprit (its packages compared one at a time).
 */
class BisectSteps {
    config;
    options;
    checkouts;
    progress;
    steps;
    /** Each step's run, by step number: a culprit's profile is read from its step's. */
    runs = new Map();
    now;
    startedAt;
    constructor(config, options, checkouts, progress) {
        this.config = config;
        this.options = options;
        this.checkouts = checkouts;
        this.progress = progress;
        this.now = options.now ?? Date.now;
        this.startedAt = this.now();
        progress.startedAt = this.startedAt;
        this.steps = progress.steps;
    }
    /** What is left of the bisect's budget, in ms. */
    remaining() {
        return this.options.budgetMs - (this.now() - this.startedAt);
    }
    /**
     * One paired comparison: `newer` against `older` as the baseline, with its share of what is
     * left of the budget (`ahead`: the steps that share it, this one included).
     */
    async compare(older, newer, ahead, extra = {}) {
        const { config, options } = this;
        const number = this.steps.length + 1;
        const stepStarted = this.now();
        const share = Math.max(0, this.remaining() - (extra.profile ? profileCostMs(config) : 0)) / ahead;
        // A config's own budget bounds each step too.
        const stepBudgetMs = Math.min(config.budgetMs ?? Infinity, share);
        const olderName = run_short(older);
        const newerName = extra.newerName ?? run_short(newer);
        const folder = (0,external_node_path_.join)('steps', String(number).padStart(2, '0'));
        const dir = (0,external_node_path_.join)(options.outputDir, folder);
        const logDir = (0,external_node_path_.join)(dir, 'logs');
        (0,external_node_fs_.mkdirSync)(logDir, { recursive: true });
        const stepConfig = {
            ...(0,slicing/* withVariantsFromCommits */.fy)(config, [
                armAt(config, olderName, older),
                armAt(config, newerName, newer),
            ]),
            sequential: true,
            budgetMs: stepBudgetMs,
            seed: options.seed + number,
            profile: { ...config.profile, when: extra.profile ? 'auto' : 'off' },
        };
        options.log(`step ${number}: ${newerName} against ${olderName} (budget ${Math.round(stepBudgetMs / 1000)} s)`);
        const known = { step: number, older, newer, package: extra.package };
        let step;
        try {
            const result = await (0,experiment/* runPerfGate */.ir)(stepConfig, {
                reportId: `bisect-${number}`,
                cwd: options.cwd,
                logDir,
                outputDir: dir,
                baseEnv: options.baseEnv,
                checkouts: this.checkouts,
            });
            this.runs.set(number, result);
            this.progress.compared ??= new Set();
            for (const c of result.comparisons)
                this.progress.compared.add(c.metric);
            writeStepReport((0,external_node_path_.join)(dir, 'report.json'), result);
            step = {
                ...known,
                ...stepAnswer(result, newerName),
                wallMs: this.now() - stepStarted,
                report: (0,external_node_path_.join)(folder, 'report.json'),
            };
        }
        catch (error) {
            // A build or a service killed by a cancellation says nothing of the commit.
            const signal = (0,target/* stopRequested */.TQ)();
            if (signal)
                throw new Error(`perf-gate received ${signal}; the bisect stopped in step ${number}`, {
                    cause: error,
                });
            if (!untestable(error))
                throw error;
            step = {
                ...known,
                outcome: 'untestable',
                reason: error.message.split('\n')[0],
                wallMs: this.now() - stepStarted,
            };
        }
        this.steps.push(step);
        options.log(`step ${number}: ${describeStep(step)}`);
        return step;
    }
}
async function search(config, options, checkouts) {
    const progress = options.progress ?? { steps: [] };
    const run = new BisectSteps(config, options, checkouts, progress);
    const good = resolveRef(options.cwd, options.good, options.labels.good);
    const bad = resolveRef(options.cwd, options.bad, options.labels.bad);
    const commits = firstParentRange(options.cwd, good, bad, options.labels);
    progress.searched = commits.length - 1;
    const { state, stoppedBy, skippedReasons } = await searchRange(config, options, run, commits);
    const culprits = await culpritsOf(config, options, run, commits, state.culprits);
    const finishedAt = run.now();
    return {
        schema: 'perf-gate/bisect@1',
        good: commitInfo(options.cwd, good),
        bad: commitInfo(options.cwd, bad),
        searched: commits.length - 1,
        question: (0,gate/* gateQuestion */.Kp)(config.gate.thresholds, progress.compared),
        steps: run.steps,
        culprits,
        skipped: state.skipped.map((i) => ({
            commit: commitInfo(options.cwd, commits[i]),
            reason: skippedReasons.get(i) ?? 'failed',
        })),
        spread: state.spread.map((r) => ({
            older: commits[r.older],
            newer: commits[r.newer],
            ...(r.undecided && { undecided: true }),
        })),
        unsearched: state.open.map((r) => ({ older: commits[r.older], newer: commits[r.newer] })),
        noRegression: state.noRegression,
        budgetMs: options.budgetMs,
        wallMs: finishedAt - run.startedAt,
        startedAt: new Date(run.startedAt).toISOString(),
        finishedAt: new Date(finishedAt).toISOString(),
        stoppedBy,
    };
}
/**
 * The search over the first-parent commits (./search.ts plans each step), until it is done or
 * the budget is spent. The ends (the first step) must be measurable.
 */
async function searchRange(config, options, run, commits) {
    let state = startSearch(commits.length);
    const skippedReasons = new Map();
    for (let planned = nextStep(state); planned; planned = nextStep(state)) {
        if (run.steps.length > 0 && run.remaining() <= 0)
            return { state, stoppedBy: 'budget', skippedReasons };
        const adjacent = planned.newer === planned.older + 1;
        const step = await run.compare(commits[planned.older], commits[planned.newer], stepsAhead(state), {
            profile: adjacent && config.profile.when !== 'off' && run.remaining() > 2 * profileCostMs(config),
        });
        if (!state.confirmed && step.outcome === 'untestable') {
            const { good, bad } = options.labels;
            throw new error/* BisectError */.Z(`${good} ${run_short(commits[0])} against ${bad} ${run_short(commits.at(-1))} could not be measured: ${(step.reason ?? 'failed').replace(/\.$/, '')}. Its builds' and services' output is in ${(0,external_node_path_.join)(options.outputDir, 'steps', String(step.step).padStart(2, '0'), 'logs')}. The ends of a bisect must build and start; name ends that do.`);
        }
        if (step.outcome === 'untestable')
            skippedReasons.set(planned.newer, step.reason ?? 'failed');
        state = recordStep(state, planned, step.outcome);
    }
    return { state, stoppedBy: 'done', skippedReasons };
}
/**
 * Each culprit the search found, with its changed files, its step's profile, and — one level
 * down, when it only changed dependencies — which package's change did it.
 */
async function culpritsOf(config, options, run, commits, found) {
    const culprits = [];
    for (const { commit, older, orSkipped } of found) {
        const sha = commits[commit];
        const parent = commits[older];
        const evidence = [...run.steps]
            .reverse()
            .find((s) => s.older === parent && s.newer === sha && s.outcome === 'worse');
        const files = changedFiles(options.cwd, parent, sha);
        const culprit = {
            commit: commitInfo(options.cwd, sha),
            parent,
            orSkipped: orSkipped.map((i) => commits[i]),
            files: files.slice(0, 10).map((f) => f.path),
            step: evidence.step,
        };
        const stepRun = run.runs.get(evidence.step);
        const profile = stepRun && culpritProfile(stepRun, `steps/${String(evidence.step).padStart(2, '0')}`);
        if (profile)
            culprit.profile = profile;
        if (orSkipped.length === 0 && isDependencyOnly(files)) {
            culprit.packages = await packageVerdicts(files, evidence, () => run.remaining(), (change, ahead) => {
                const alone = commitWithFiles(options.cwd, parent, filesWithOnly(files, change), `perf-gate bisect: ${run_short(parent)} with ${change.name} ${change.to ?? '(removed)'} alone`);
                return run.compare(parent, alone, ahead, {
                    package: change,
                    newerName: `${run_short(parent)}+${change.name}`,
                });
            });
        }
        culprits.push(culprit);
    }
    return culprits;
}
/**
 * The result of a search that threw after some steps finished: those steps, their skipped
 * commits, no culprit (none was confirmed), and the error. Its ends are the first step's,
 * which compares good with bad.
 */
function partialBisect(config, options, progress, error) {
    const [first] = progress.steps;
    if (!first)
        return undefined;
    const now = options.now ?? Date.now;
    const startedAt = progress.startedAt ?? now();
    const finishedAt = now();
    return {
        schema: 'perf-gate/bisect@1',
        good: commitInfo(options.cwd, first.older),
        bad: commitInfo(options.cwd, first.newer),
        searched: progress.searched ?? 0,
        question: (0,gate/* gateQuestion */.Kp)(config.gate.thresholds, progress.compared),
        steps: progress.steps,
        culprits: [],
        skipped: progress.steps
            .filter((s) => s.outcome === 'untestable' && !s.package)
            .map((s) => ({ commit: commitInfo(options.cwd, s.newer), reason: s.reason ?? 'failed' })),
        spread: [],
        unsearched: [],
        budgetMs: options.budgetMs,
        wallMs: finishedAt - startedAt,
        startedAt: new Date(startedAt).toISOString(),
        finishedAt: new Date(finishedAt).toISOString(),
        stoppedBy: 'error',
        error: (error instanceof Error ? error.message : String(error)).split('\n')[0],
    };
}
/**
 * Which package's change made a dependency-only culprit slower: with one package changed, the
 * culprit's own step is that package's; with several, each is compared alone with the parent.
 */
async function packageVerdicts(files, evidence, remaining, compareAlone) {
    const byName = new Map();
    for (const change of changedPackages(files))
        if (!byName.has(change.name))
            byName.set(change.name, change);
    const changes = [...byName.values()];
    if (changes.length === 1) {
        return [{ change: changes[0], step: evidence.step, outcome: evidence.outcome }];
    }
    const verdicts = [];
    for (const [i, change] of changes.entries()) {
        // Out of budget: the package is named as changed with the culprit, not compared alone.
        if (remaining() <= 0) {
            verdicts.push({ change, step: evidence.step, outcome: 'inconclusive' });
            continue;
        }
        const step = await compareAlone(change, changes.length - i);
        verdicts.push({ change, step: step.step, outcome: step.outcome });
    }
    return verdicts;
}
const OUTCOME_WORDS = {
    worse: 'worse beyond the tolerance',
    within: 'within the tolerance',
    inconclusive: 'undecided',
    untestable: 'skipped',
};
/** One line per step for the progress output. */
function describeStep(step) {
    if (step.outcome === 'untestable')
        return `skipped ${run_short(step.newer)}: ${step.reason}`;
    const interval = step.estimatePct === undefined
        ? ''
        : ` (${(0,metrics/* metricNameInSentence */.mW)(step.metric)} ${step.estimatePct.toFixed(1)}%, 95% CI ${step.ciLowPct.toFixed(1)} … ${step.ciHighPct.toFixed(1)}%, ${step.rounds} rounds, ${Math.round(step.wallMs / 1000)} s)`;
    return `${OUTCOME_WORDS[step.outcome]}${interval}`;
}

// EXTERNAL MODULE: ./src/report/markdown/text.ts
var markdown_text = __webpack_require__(74755);
;// CONCATENATED MODULE: ./src/bisect/report.ts
/**
 * The bisect's report in markdown: the answer first (the culprits, each with its pull
 * request, author and, for a dependency bump, the package), then the evidence of every step
 * (Δ and 95% interval per tested commit), the skipped commits, and where the culprit's time
 * went. The same text is the terminal's report, the job summary and the issue's body. Pure.
 */



/** Hidden in the issue's body, so that the next bisect updates it instead of opening another. */
const ISSUE_MARKER = '<!-- perf-gate:bisect -->';
const report_short = (sha) => sha.slice(0, 7);
const signed = (value) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
/**
 * Given text (a commit's subject and author, a file, a function, an error) as the report
 * escapes it: inert markdown and HTML, no table-breaking `|`, and no @mention that would
 * notify a team on every update of the issue.
 */
const given = markdown_text/* escapeText */.X1;
/** Given text in a code span: nothing is markdown there but a backtick (a code span does not mention). */
const code = (text) => `\`${(0,markdown_text/* fenceSafe */.tH)(text.replace(/[\r\n]+/g, ' '))}\``;
function commitText(commit, links) {
    const sha = links.repositoryUrl
        ? `[${report_short(commit.sha)}](${links.repositoryUrl}/commit/${commit.sha})`
        : `\`${report_short(commit.sha)}\``;
    const pr = commit.pullRequest === undefined
        ? ''
        : links.repositoryUrl
            ? ` in [#${commit.pullRequest}](${links.repositoryUrl}/pull/${commit.pullRequest})`
            : ` in #${commit.pullRequest}`;
    return `${sha} “${given(commit.subject)}” by ${given(commit.author)}${pr}`;
}
function culpritLines(culprit, result, links) {
    const step = result.steps.find((s) => s.step === culprit.step);
    const files = culprit.files.length > 0 ? ` It changes ${culprit.files.map(code).join(', ')}.` : '';
    const lines = [
        `- ${commitText(culprit.commit, links)}: ${(0,metrics/* metricNameInSentence */.mW)(step.metric)} ${signed(step.estimatePct)} (95% CI ${signed(step.ciLowPct)} … ${signed(step.ciHighPct)}) against its parent \`${report_short(culprit.parent)}\` (step ${step.step}).${files}`,
    ];
    if (culprit.orSkipped.length > 0) {
        lines.push(`  - Skipped commits lie between: the culprit may be any of ${culprit.orSkipped.map((s) => `\`${report_short(s)}\``).join(', ')} or \`${report_short(culprit.commit.sha)}\`.`);
    }
    for (const verdict of culprit.packages ?? []) {
        const { change } = verdict;
        const what = `${code(change.name)} ${given(change.from ?? '(new)')} → ${given(change.to ?? '(removed)')} (${given(change.file)})`;
        const own = result.steps.find((s) => s.step === verdict.step);
        if (verdict.step === culprit.step && verdict.outcome !== 'worse') {
            lines.push(`  - Changed with it: ${what} — not compared alone, the budget was spent.`);
            continue;
        }
        lines.push(`  - ${packageLine(what, verdict.outcome, own)}`);
    }
    const profile = culprit.profile;
    if (profile && profile.variantCpuUs > 0) {
        const flame = profile.flameGraph ? `; flame graph: ${given(profile.flameGraph)}` : '';
        lines.push(`  - Where the time went: CPU per request ${profile.baselineCpuUs.toFixed(0)} → ${profile.variantCpuUs.toFixed(0)} µs over ${profile.rounds} profiling rounds${profile.functions.length === 0 ? `, no single function beyond its noise` : ''}${flame}.`);
        for (const row of profile.functions) {
            lines.push(`    - ${code(row.name)}${row.package ? ` (${given(row.package)})` : ''}: ${row.deltaUs > 0 ? '+' : ''}${row.deltaUs.toFixed(0)} µs/request`);
        }
    }
    else if (profile?.note) {
        lines.push(`  - Profiling: ${given(profile.note)}`);
    }
    return lines;
}
/** What an undecided step ran out of, as the report says it. */
const UNDECIDED_BECAUSE = {
    budget: 'not decided within its share of the budget',
    'max-rounds': 'not decided within `max-rounds`',
    decision: 'not decided',
};
/**
 * What a dependency-only culprit's package did, from its verdict and the step that compared the
 * parent with its change alone (or the culprit's own step, when it is the only package). Only a
 * change shown within the tolerance is cleared: an undecided or skipped one may still be it.
 */
function packageLine(what, outcome, own) {
    const interval = own.estimatePct === undefined
        ? undefined
        : `${signed(own.estimatePct)} (95% CI ${signed(own.ciLowPct)} … ${signed(own.ciHighPct)})`;
    const reason = own.reason ? `: ${given(own.reason)}` : '';
    switch (outcome) {
        case 'worse':
            return own.package
                ? `The package: ${what} — the parent with this change alone is ${interval}, step ${own.step}.`
                : `The package: ${what} — the only package the commit changed.`;
        case 'within':
            return `Not this package: ${what} — within the tolerance alone (step ${own.step}).`;
        case 'inconclusive':
            return `Undecided: ${what} — ${interval ? `alone it is ${interval}` : 'compared alone'}, ${UNDECIDED_BECAUSE[own.stoppedBy ?? 'decision']}${reason} (step ${own.step}); it may be this one.`;
        case 'untestable':
            return `Skipped: ${what} — the parent with this change alone could not be measured${reason} (step ${own.step}); it may be this one.`;
    }
}
const OUTCOME = {
    worse: '**worse**',
    within: 'within',
    inconclusive: 'undecided',
    untestable: 'skipped',
};
function stepRow(step) {
    const newer = step.package
        ? `\`${report_short(step.older)}\` + ${given(step.package.name)} ${given(step.package.to ?? '(removed)')}`
        : `\`${report_short(step.newer)}\``;
    // Named in each row: a step is about the gated metric that regressed, else throughput, so
    // one row's +40% may be CPU per request (worse) and the next one's −3% throughput.
    const delta = step.estimatePct === undefined
        ? '—'
        : `${step.metric ? `${(0,metrics/* metricNameInSentence */.mW)(step.metric)} ` : ''}${signed(step.estimatePct)} (${signed(step.ciLowPct)} … ${signed(step.ciHighPct)})`;
    return `| ${step.step} | ${newer} | \`${report_short(step.older)}\` | ${OUTCOME[step.outcome]} | ${delta} | ${step.rounds ?? '—'} | ${(step.wallMs / 1000).toFixed(0)} s | ${given(step.reason ?? '')} |`;
}
/** The first line; `listed`: where the ranges it did not narrow are (`below` in the report). */
function headline(result, listed = 'below') {
    const range = `\`${report_short(result.good.sha)}\`..\`${report_short(result.bad.sha)}\``;
    if (result.noRegression) {
        return `No regression to search in ${range}: the bad commit is ${result.noRegression === 'within' ? 'within the tolerance of' : 'not shown worse than'} the good one (${result.question}).`;
    }
    if (result.stoppedBy === 'error') {
        return `The bisect of ${range} stopped part-way after ${(0,format/* counted */.hS)(result.steps.length, 'step')}, before it named a culprit: ${given(result.error ?? 'an error')}.`;
    }
    if (result.culprits.length === 0) {
        // Cut short or undecided, the search named nothing because it could not, not because it
        // cleared every commit.
        if (result.stoppedBy === 'budget')
            return `The budget ended the bisect of ${range} before it named a commit (${result.question}); the ranges it did not narrow are ${listed}.`;
        if (result.spread.some((r) => r.undecided))
            return `The bisect of ${range} named no commit (${result.question}): a range it halved stayed undecided (${listed}).`;
        return `No single commit in ${range} is worse than its parent beyond the tolerance (${result.question}).`;
    }
    const n = result.culprits.length;
    return `${n === 1 ? 'One commit' : `${n} commits`} in ${range} made it slower beyond the tolerance (${result.question}): ${result.culprits.map((c) => `\`${report_short(c.commit.sha)}\``).join(', ')}.`;
}
function renderBisectMarkdown(result, links = {}) {
    const lines = [`## perf-gate bisect`, '', headline(result), ''];
    for (const culprit of result.culprits)
        lines.push(...culpritLines(culprit, result, links));
    if (result.culprits.length > 0)
        lines.push('');
    if (result.skipped.length > 0) {
        lines.push('Skipped (did not build or start), as `git bisect skip` does:', '');
        for (const s of result.skipped)
            lines.push(`- ${commitText(s.commit, links)}: ${given(s.reason)}`);
        lines.push('');
    }
    for (const r of result.spread) {
        lines.push(r.undecided
            ? `- \`${report_short(r.older)}\`..\`${report_short(r.newer)}\` is worse as a whole, and neither half is shown worse, but not both within the tolerance either (undecided): run again with a larger ${links.budgetLabel ?? '--budget'}, or with these ends.`
            : `- \`${report_short(r.older)}\`..\`${report_short(r.newer)}\` is worse as a whole, but neither half is shown worse: the slowdown is spread over several commits, each within the tolerance.`);
    }
    for (const r of result.unsearched) {
        lines.push(`- \`${report_short(r.older)}\`..\`${report_short(r.newer)}\` is worse, and the budget ended before it was narrowed: run again with a larger ${links.budgetLabel ?? '--budget'}, or with these ends.`);
    }
    if (result.spread.length + result.unsearched.length > 0)
        lines.push('');
    lines.push(`${(0,format/* counted */.hS)(result.steps.length, 'step')} over ${(0,format/* counted */.hS)(result.searched, 'commit')} in ${(result.wallMs / 1000).toFixed(0)} s of a ${(result.budgetMs / 1000).toFixed(0)} s budget. Each step is a paired sequential comparison of the newer commit against the older (Δ and 95% interval of the gated metric it turned on):`, '', '| step | newer | against | answer | Δ (95% CI) | rounds | time | note |', '|---:|---|---|---|---|---:|---:|---|', ...result.steps.map(stepRow), '');
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/modes/config-path.ts
var config_path = __webpack_require__(80618);
// EXTERNAL MODULE: ./src/modes/output.ts + 3 modules
var modes_output = __webpack_require__(34047);
// EXTERNAL MODULE: ./src/modes/usage.ts
var usage = __webpack_require__(87739);
;// CONCATENATED MODULE: ./src/modes/bisect.ts
/**
 * The bisect mode (`perf-gate bisect`, the action's `mode: bisect`): names the commits between
 * a good and a bad ref that made the service slower (see src/bisect/). Like measure, every
 * process it started is stopped before it returns or throws; it writes bisect.md and
 * bisect.json into the output folder before anything can fail the step.
 */













/** The whole bisect's wall time when the caller names none. */
const DEFAULT_BISECT_BUDGET_MS = 30 * 60_000;
/** `--budget 20m` / the `budget` input: a duration > 0, or the default. */
function parseBisectBudget(text, label) {
    if (text === undefined || text.trim() === '')
        return DEFAULT_BISECT_BUDGET_MS;
    const ms = (0,units/* parseDuration */.E9)(text.trim());
    if (ms === undefined || ms <= 0) {
        throw new usage/* UsageError */.eb(`${label} must be a duration such as 20m or 1h (the wall time of the whole bisect), got '${text}'.`);
    }
    return ms;
}
async function bisect(request, output) {
    const dir = output.dir ?? (0,config_path/* defaultOutputDir */.A)(request.config.folder, output.cwd);
    const paths = (0,modes_output/* prepareOutput */.DH)(dir, output.cwd, output.label);
    (0,target/* stopGroupsOnExit */.i)(request.log);
    (0,secrets/* addSecrets */.Nc)([...(0,secrets/* secretsIn */.VY)(request.baseEnv), ...(0,secrets/* secretsOfConfig */.Lh)(request.config)]);
    const progress = { steps: [] };
    const options = {
        good: request.good,
        bad: request.bad,
        budgetMs: request.budgetMs,
        cwd: request.cwd,
        outputDir: paths.dir,
        baseEnv: request.baseEnv,
        seed: request.seed ?? request.config.seed ?? (0,external_node_crypto_.randomInt)(0, 2 ** 31),
        labels: request.labels ?? CLI_BISECT_LABELS,
        log: request.log,
        progress,
    };
    // The steps that finished cost minutes each: they are written before an error fails the
    // step, and before perf-gate exits on a signal (which does not wait for the search to
    // unwind), whichever comes first.
    let partialWritten = false;
    const writePartial = (error) => {
        if (partialWritten)
            return;
        partialWritten = true;
        try {
            const partial = partialBisect(request.config, options, progress, error);
            if (!partial)
                return;
            const written = writeBisect(partial, paths.dir, request.links);
            const steps = partial.steps.length;
            request.log(`perf-gate bisect: the ${(0,format/* counted */.hS)(steps, 'step')} that finished ${steps === 1 ? 'is' : 'are'} in ${written.paths.markdown} and bisect.json.`);
        }
        catch (writing) {
            request.log(`perf-gate bisect: could not write the partial result (${(0,usage/* firstLine */.TM)(writing)}).`);
        }
    };
    const onSignal = (0,target/* writeBeforeSignalExit */.L8)((signal) => writePartial(new Error(`perf-gate received ${signal}; the bisect stopped`)));
    let result;
    try {
        result = await runBisect(request.config, options);
    }
    catch (error) {
        writePartial(error);
        throw error;
    }
    finally {
        onSignal();
        await (0,target/* stopAllGroups */.yk)();
    }
    return writeBisect(result, paths.dir, request.links);
}
/**
 * Writes bisect.md and bisect.json; returns the result every other output is made from (the
 * terminal, the job summary, the issue) with its secrets masked, and its markdown. Masked
 * once, before rendering: a secret is found as the app printed it, not after markdown
 * escaping or JSON quoting changed its characters (as modes/output.ts's `writeResult`).
 */
function writeBisect(result, dir, links) {
    const masked = (0,secrets/* maskedCopy */.f7)(result);
    const paths = { dir, markdown: (0,external_node_path_.join)(dir, 'bisect.md'), json: (0,external_node_path_.join)(dir, 'bisect.json') };
    // The JSON first: a report that fails to render must not lose the steps.
    (0,external_node_fs_.writeFileSync)(paths.json, `${JSON.stringify(masked, null, 2)}\n`);
    const markdown = renderBisectMarkdown(masked, links);
    (0,external_node_fs_.writeFileSync)(paths.markdown, markdown);
    return { result: masked, markdown, paths };
}


/***/ })

};
