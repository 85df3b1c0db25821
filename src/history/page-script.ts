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
export const PAGE_SCRIPT = String.raw`
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
