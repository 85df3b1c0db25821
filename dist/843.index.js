export const id = 843;
export const ids = [843];
export const modules = {

/***/ 843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runHistoryStep: () => (/* binding */ runHistoryStep)
});

;// CONCATENATED MODULE: ./src/github/history-branch.ts
const statusOf = (error) => error.status;
/** GitHub's message, from the response body when Octokit kept it, else from the error. */
const messageOf = (error) => error.response?.data?.message ??
    error.message ??
    '';
/**
 * Another run wrote first: GitHub answers 422 "Update is not a fast forward" to a move, 422
 * "Reference already exists" to a create, 409 to a ref changed under it. Any other 422 (a
 * protected branch, a malformed request) is no race: retrying it 20 times would only hide it.
 */
const isConflict = (error) => statusOf(error) === 409 ||
    (statusOf(error) === 422 && /not a fast.?forward|already exists/i.test(messageOf(error)));
function gitHubHistoryBranch(git, repository, branch) {
    const { owner, repo } = repository;
    const name = `branch ${branch} of ${owner}/${repo}`;
    // The tree each head read had, for the next commit's base tree.
    const treeOf = new Map();
    const explain = (what, error) => {
        const status = statusOf(error);
        const hint = status === 403 || status === 404
            ? " The job's token needs `permissions: contents: write` (and a fork's pull_request token cannot write)."
            : '';
        return new Error(`perf-gate history: could not ${what} ${name} (${status ?? 'no status'}: ${error.message}).${hint}`);
    };
    return {
        name,
        async read(files) {
            let head;
            try {
                head = (await git.getRef({ owner, repo, ref: `heads/${branch}` })).data.object.sha;
            }
            catch (error) {
                if (statusOf(error) === 404)
                    return { paths: [], files: {} };
                throw explain('read', error);
            }
            try {
                const tree = (await git.getCommit({ owner, repo, commit_sha: head })).data.tree.sha;
                treeOf.set(head, tree);
                const listing = (await git.getTree({ owner, repo, tree_sha: tree })).data.tree;
                const out = {};
                for (const item of listing) {
                    if (item.type !== 'blob' || !item.path || !item.sha || !files.includes(item.path))
                        continue;
                    const blob = (await git.getBlob({ owner, repo, file_sha: item.sha })).data;
                    out[item.path] = Buffer.from(blob.content, blob.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
                }
                return { head, paths: listing.flatMap((i) => (i.path ? [i.path] : [])), files: out };
            }
            catch (error) {
                throw explain('read', error);
            }
        },
        async write(head, files, message) {
            let commit;
            try {
                const tree = [];
                for (const [path, content] of Object.entries(files)) {
                    const blob = await git.createBlob({ owner, repo, content, encoding: 'utf-8' });
                    tree.push({ path, mode: '100644', type: 'blob', sha: blob.data.sha });
                }
                const base = head ? treeOf.get(head) : undefined;
                const made = await git.createTree({
                    owner,
                    repo,
                    tree,
                    ...(base && { base_tree: base }),
                });
                commit = (await git.createCommit({
                    owner,
                    repo,
                    message,
                    tree: made.data.sha,
                    parents: head ? [head] : [],
                })).data.sha;
            }
            catch (error) {
                throw explain('write to', error);
            }
            try {
                if (head)
                    await git.updateRef({ owner, repo, ref: `heads/${branch}`, sha: commit, force: false });
                else
                    await git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha: commit });
                return { written: true, commit };
            }
            catch (error) {
                if (isConflict(error))
                    return { written: false };
                throw explain('move', error);
            }
        },
    };
}
/**
 * The pull request a commit on main came from (a merge, a squash or a rebase of it), if
 * any: GitHub's own association, the merged one first. A direct push has none.
 */
async function pullRequestOfCommit(repos, repository, sha) {
    const { data } = await repos.listPullRequestsAssociatedWithCommit({
        ...repository,
        commit_sha: sha,
    });
    const pull = data.find((p) => p.merged_at) ?? data[0];
    return (pull && { number: pull.number, url: pull.html_url, ...(pull.title && { title: pull.title }) });
}

// EXTERNAL MODULE: ./src/history/types.ts
var types = __webpack_require__(29653);
// EXTERNAL MODULE: ./src/model/trial.ts
var trial = __webpack_require__(173);
// EXTERNAL MODULE: ./src/git/run.ts
var run = __webpack_require__(73073);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/config/slicing.ts
var slicing = __webpack_require__(47087);
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
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
// EXTERNAL MODULE: ./src/model/metrics.ts
var model_metrics = __webpack_require__(25500);
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

// EXTERNAL MODULE: ./src/modes/index.ts + 5 modules
var modes = __webpack_require__(15276);
// EXTERNAL MODULE: ./src/modes/config-path.ts
var config_path = __webpack_require__(80618);
// EXTERNAL MODULE: ./src/modes/output.ts
var modes_output = __webpack_require__(96471);
// EXTERNAL MODULE: ./src/modes/usage.ts
var usage = __webpack_require__(87739);
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
    const changed = ((0,run/* gitOutput */.oM)(cwd, ['-c', 'core.quotePath=false', 'diff', '--name-only', 'HEAD']) ?? '')
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
    if (!last || !(0,run/* git */.$Y)(cwd, ['cat-file', '-e', `${last.sha}^{commit}`]).ok)
        return;
    const isAncestor = (older, newer) => (0,run/* git */.$Y)(cwd, ['merge-base', '--is-ancestor', older, newer]).ok;
    if (isAncestor(last.sha, head) || isAncestor(head, last.sha))
        return;
    const holders = (0,run/* gitOutput */.oM)(cwd, ['for-each-ref', '--contains', last.sha, '--format=%(refname)']);
    if (!holders)
        return;
    throw new usage/* UsageError */.eb(`HEAD ${history_short(head)} is not on the line of ${history_short(last.sha)}${last.subject ? ` (“${last.subject}”)` : ''}, the last commit recorded in ${branch}: neither descends from the other. A history follows one branch; run perf-gate history on the branch it follows (main, as the workflow in docs/history.md does), or, to keep a history of this line, give it a branch of its own (the step’s \`history-branch\`, the CLI’s \`--branch\`).`);
}
function commitOf(cwd, sha) {
    const [date, ...subject] = ((0,run/* gitOutput */.oM)(cwd, ['log', '-1', '--format=%cI%n%s', sha]) ?? '').split('\n');
    return { sha, ...(date && { date }), ...(subject.join(' ') && { subject: subject.join(' ') }) };
}
/** The anchor's commit (and its tag): the one named, else the latest release tag at or before HEAD. */
function resolveAnchor(cwd, named, releaseTags, label) {
    if (named) {
        for (const candidate of [named, `origin/${named}`]) {
            const sha = (0,run/* gitOutput */.oM)(cwd, ['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`]);
            if (sha) {
                const isTag = (0,run/* gitOutput */.oM)(cwd, ['rev-parse', '--verify', '--quiet', `refs/tags/${named}`]);
                return { sha, ...(isTag && { tag: named }) };
            }
        }
        throw new usage/* UsageError */.eb(`${label}: "${named}" is no commit of this checkout. Name a tag, branch or SHA that exists; a shallow checkout needs \`fetch-depth: 0\` on actions/checkout.`);
    }
    const tag = (0,run/* gitOutput */.oM)(cwd, ['describe', '--tags', '--abbrev=0', '--match', releaseTags, 'HEAD']);
    const sha = tag && (0,run/* gitOutput */.oM)(cwd, ['rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`]);
    if (!tag || !sha) {
        throw new usage/* UsageError */.eb(`${label} is empty and no release tag matching "${releaseTags}" precedes HEAD${(0,run/* gitOutput */.oM)(cwd, ['rev-parse', '--is-shallow-repository']) === 'true' ? ' in this shallow checkout (set `fetch-depth: 0` on actions/checkout, so the tags come too)' : ''}. Tag a release, or name the anchor (a tag, branch or SHA).`);
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
    return (0,slicing/* withVariantsFromCommits */.fy)({ ...config, gate }, variants);
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
    const head = (0,run/* gitOutput */.oM)(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']);
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
    const measured = await (0,modes/* measure */.xP)({ ...request, mode: 'measure', config }, paths);
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

// EXTERNAL MODULE: ./src/modes/progress.ts
var modes_progress = __webpack_require__(68285);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
// EXTERNAL MODULE: ./src/action/publish.ts + 1 modules
var publish = __webpack_require__(41573);
;// CONCATENATED MODULE: ./src/action/history.ts
/**
 * The action's `mode: history`: the request of the history mode (src/modes/history.ts) from
 * the inputs and the run's context — the branch on GitHub behind the job's token, the run's
 * URL, the pull request each commit came from — published like `run` is, without a comment.
 */








/** Between attempts after another run wrote first: 1–2 s, then longer, never in step. */
const pauseAfterConflict = (attempt) => new Promise((resolve) => setTimeout(resolve, (500 + Math.random() * 1_000) * Math.min(attempt, 5)));
async function runHistoryStep(deps, settings, token, config) {
    const { core, context, env } = deps;
    if (context.eventName.startsWith('pull_request')) {
        throw new usage/* UsageError */.eb(`Input '${inputs/* Inputs */.G0.Mode}' is 'history', which records main (push, schedule, workflow_dispatch), but this job runs on ${context.eventName}. Use mode 'run' on pull requests, and a workflow on main for the history (see docs/history.md).`);
    }
    if (!token) {
        throw new usage/* UsageError */.eb(`Input '${inputs/* Inputs */.G0.Token}' is empty: mode 'history' writes the history branch with it. Leave the default (\${{ github.token }}) and give the job \`permissions: contents: write\`.`);
    }
    const api = await deps.githubApi(token);
    const repository = context.repo;
    const branch = core.getInput(inputs/* Inputs */.G0.HistoryBranch) || types/* DEFAULT_HISTORY_BRANCH */.Gt;
    const server = env.GITHUB_SERVER_URL ?? 'https://github.com';
    const runUrl = env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY
        ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined;
    for (const warning of config.warnings)
        core.warning(warning);
    if (config.file)
        core.info(`perf-gate: using ${config.file}`);
    const written = await core.group('perf-gate: measure main against its release', () => runHistory({
        mode: 'history',
        config: config.config,
        seed: settings.seed,
        defaultReportId: 'history',
        baseEnv: env,
        cwd: deps.cwd,
        anchor: core.getInput(inputs/* Inputs */.G0.Anchor) || undefined,
        anchorLabel: `Input '${inputs/* Inputs */.G0.Anchor}'`,
        releaseTags: 'v*',
        store: gitHubHistoryBranch(api.git, repository, branch),
        repository: `${repository.owner}/${repository.repo}`,
        serverUrl: server,
        runUrl,
        pullRequestOf: (sha) => pullRequestOfCommit(api.repos, repository, sha),
        now: () => new Date(),
        pause: pauseAfterConflict,
        onHistory: (message) => core.info(message),
        log: (message) => core.warning(message),
        onTrial: (event) => {
            if (event.phase === 'end' && event.trial)
                core.info((0,modes_progress/* trialLine */.Xh)(event));
        },
        onRound: (progress) => {
            const line = (0,modes_progress/* roundLine */.z3)(progress);
            if (line)
                core.info(line);
        },
        onProfile: (message) => core.info(message),
    }, {
        dir: core.getInput(inputs/* Inputs */.G0.OutputDir) || undefined,
        cwd: deps.cwd,
        label: `Input '${inputs/* Inputs */.G0.OutputDir}'`,
    }));
    // Before the step can fail: a bisect job runs on them when the history crossed the tolerance.
    core.setOutput(inputs/* Outputs */.tY.Regressed, String(written.regressed));
    core.setOutput(inputs/* Outputs */.tY.Good, written.range.good);
    core.setOutput(inputs/* Outputs */.tY.Bad, written.range.bad);
    if (written.regressed) {
        core.info(`perf-gate history: HEAD ${written.range.bad.slice(0, 7)} is shown worse than its release ${written.range.good.slice(0, 7)} beyond the tolerance; bisect between them (outputs '${inputs/* Outputs */.tY.Good}' and '${inputs/* Outputs */.tY.Bad}', docs/history.md).`);
    }
    const code = await (0,publish/* publishToRunner */.bg)(deps, written, { mode: 'history', comment: 'never', token });
    if (written.historyError) {
        const permission = /contents: write/.test(written.historyError)
            ? ''
            : " If the job's token was refused, give the job `permissions: contents: write`.";
        throw new Error(`${written.historyError}${permission} The measurement is in the job summary and the output folder; branch '${branch}' was not written.`);
    }
    return code;
}


/***/ })

};
