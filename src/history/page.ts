/**
 * The dashboard (index.html) and the README of the history branch, as text. Pure. The page
 * is one file with no external asset: its style, its script (./page-script.ts) and a copy of
 * the data, so that it opens from disk as well as from GitHub Pages, where it prefers the
 * JSON files beside it.
 */
import { PAGE_SCRIPT } from './page-script.js';
import { HISTORY_SCHEMA, ROLLUP_SCHEMA, type HistoryState } from './types.js';
import { PAGE_MARKER } from './validate.js';

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
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderPage(state: HistoryState, generatedAt: string): string {
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
<noscript><p class="message error">This page draws the history with JavaScript, which is off. The data is in history.json (schema ${HISTORY_SCHEMA}).</p></noscript>
<div id="charts"></div>
</main>
<script type="application/json" id="history-data">${scriptSafeJson({ history: state.history, rollup: state.rollup })}</script>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}

export function renderBranchReadme(state: HistoryState): string {
  const anchors = state.history.anchors.map((a) => a.tag ?? a.sha.slice(0, 7)).join(', ');
  return `# perf-gate history

Written by \`perf-gate history\` on every run on main; do not edit by hand (a file perf-gate
cannot read stops the next run, and nothing is overwritten). Open \`index.html\` (GitHub Pages
serves this branch as is) for the charts.

- \`history.json\` (schema \`${HISTORY_SCHEMA}\`): \`anchors\` (releases, oldest first; each after
  the first has \`link\`, its comparison with the one before) and the latest \`entries\` (one per
  run: \`commit\`, \`anchor\`, \`metrics\` — Δ% and its 95% interval against the anchor — and
  \`sinceFirst\`, the same placed against the first anchor).
- \`rollup.json\` (schema \`${ROLLUP_SCHEMA}\`): one point per week for the entries older than
  those history.json keeps.

Anchors so far: ${anchors || 'none'}. Entries: ${state.history.entries.length}; rolled-up weeks:
${state.rollup.weeks.length}. The shape: https://github.com/perf-gate/perf-gate/blob/main/docs/history.md
`;
}
