/**
 * The history page in a real headless Chromium (Debian's, driven by playwright-core): opened
 * from disk and served over HTTP, it shows one point per run, linked to its commit, pull
 * request and report, the releases marked, the pull requests that moved the line most and a
 * table of the same points; a broken or empty history shows a message saying so.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesOf } from '../../src/history/branch.js';
import { addAnchor, appendEntry } from '../../src/history/store.js';
import { emptyHistory, type HistoryState } from '../../src/history/types.js';
import { delta, entry, link, sha } from '../helpers/history.js';

const CHROMIUM = process.env.PERF_GATE_CHROMIUM ?? '/usr/bin/chromium';
const work = mkdtempSync(join(tmpdir(), 'perf-gate-history-page-'));
let context: BrowserContext;
let server: Server;
let served = '';
/** What the HTTP server answers per file name; absent: 404. */
const onServer: Record<string, string> = {};

/** A scratch history: v1.0.0, four commits, v1.1.0 (8% faster), four more, one a regression. */
function scratchHistory(): HistoryState {
  const [v1, v2] = [sha(1), sha(2)];
  let state = addAnchor(emptyHistory('perf-gate/scratch'), { sha: v1, tag: 'v1.0.0' });
  const pr = (n: number) => ({
    number: n,
    url: `https://github.com/perf-gate/scratch/pull/${n}`,
    title: `change ${n}`,
  });
  const changes = [0.5, -1, 1.2, 0.8];
  changes.forEach((pct, i) => {
    state = appendEntry(
      state,
      entry(10 + i, v1, pct, `2026-11-0${i + 2}T12:00:00Z`, { pullRequest: pr(100 + i) }),
    );
  });
  state = addAnchor(state, { sha: v2, tag: 'v1.1.0' }, link(v1, 8));
  const after = [0.3, -12, -11.5, -11.8];
  after.forEach((pct, i) => {
    state = appendEntry(
      state,
      entry(20 + i, v2, pct, `2026-11-1${i + 2}T12:00:00Z`, {
        pullRequest: i === 3 ? undefined : pr(200 + i),
        metrics: { throughput: delta(pct, 2, pct < -5 ? 'regression' : 'no-change') },
      }),
    );
  });
  return state;
}

function writePage(folder: string, state: HistoryState): string {
  const dir = join(work, folder);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(filesOf(state, '2026-12-01T00:00:00Z')))
    writeFileSync(join(dir, name), text);
  return join(dir, 'index.html');
}

async function open(url: string): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  // The status line leaves "Loading" once the script has drawn or given its message.
  await page.waitForFunction(
    () => !document.getElementById('status')!.textContent!.startsWith('Loading'),
  );
  expect(errors).toEqual([]);
  return page;
}

/**
 * On a developer's machine without Chromium, `npm test` says it skipped the page, and why;
 * in CI (.ci/run installs it) a missing browser fails the file.
 */
const skipped =
  !existsSync(CHROMIUM) && !process.env.CI
    ? `skipped: ${CHROMIUM} is missing (apt-get install chromium, as .ci/run does)`
    : undefined;

beforeAll(async () => {
  if (skipped) return;
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `The history page is tested in Debian's Chromium, and ${CHROMIUM} is missing: \`apt-get install chromium\` (as .ci/run does), or set PERF_GATE_CHROMIUM to a Chromium binary.`,
    );
  }
  context = await chromium.launchPersistentContext(mkdtempSync(join(work, 'profile-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname.slice(1) || 'index.html';
    const body = onServer[name];
    res.writeHead(body === undefined ? 404 : 200, {
      'content-type': name.endsWith('.html') ? 'text/html' : 'application/json',
    });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  served = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(skipped)(`the history page in Chromium${skipped ? ` (${skipped})` : ''}`, () => {
  it('opened from disk, shows every run, the releases and links to each commit', async () => {
    const page = await open(pathToFileURL(writePage('scratch', scratchHistory())).href);
    expect(await page.textContent('#status')).toMatch(
      /^8 runs on main, against 2 release\(s\) since v1\.0\.0 \(the copy embedded in this page\)/,
    );
    const chart = page.locator('svg.chart[data-metric="throughput"]');
    expect(await chart.locator('circle.point').count()).toBe(8);
    expect(await chart.locator('circle.point.regression').count()).toBe(3);
    expect(await chart.locator('.release text').allTextContents()).toEqual([
      'release v1.0.0',
      'release v1.1.0',
    ]);
    const hrefs = await chart
      .locator('a.point-link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs[0]).toBe(`https://github.com/perf-gate/scratch/commit/${sha(10)}`);
    expect(hrefs).toHaveLength(8);
    // The fifth point is 0.3% against v1.1.0, which is 8% above v1.0.0.
    const label = await chart.locator('a.point-link').nth(4).getAttribute('aria-label');
    expect(label).toMatch(
      new RegExp(
        `^${sha(20).slice(0, 7)} \\(#200\\): \\+8\\.3% against the first anchor.*measured against v1\\.1\\.0: \\+0\\.3%, no-change$`,
      ),
    );
    expect(await chart.getAttribute('role')).toBe('img');
    expect(
      await page.textContent(
        `#${await chart.getAttribute('aria-labelledby').then((ids) => ids!.split(' ')[0])}`,
      ),
    ).toMatch(/^throughput: change against the first anchor \(v1\.0\.0\)/);
    // The pull request that moved it most: #201, from +8.3% to −5.0%.
    const movers = await page
      .locator('section[data-metric="throughput"] ol.movers li')
      .allTextContents();
    expect(movers[0]).toMatch(/^#201 change 201 −12\.3% \(worse\) from the run before \(commit/);
    const rows = page.locator('table.points tbody tr');
    expect(await rows.count()).toBe(8);
    expect(
      await rows
        .nth(5)
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual([
      `https://github.com/perf-gate/scratch/commit/${sha(21)}`,
      'https://github.com/perf-gate/scratch/pull/201',
      'https://github.com/o/r/actions/runs/21',
    ]);
    await page.screenshot({
      path: join(process.env.PERF_GATE_SCREENSHOT_DIR ?? work, 'history-page.png'),
      fullPage: true,
    });
    await page.close();
  });

  it('reaches the points from the keyboard', async () => {
    const page = await open(pathToFileURL(join(work, 'scratch', 'index.html')).href);
    const focused: string[] = [];
    for (let i = 0; i < 8 && !focused.some((f) => f.startsWith('point')); i++) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(
          () =>
            (document.activeElement?.getAttribute('class') ?? document.activeElement?.tagName) ||
            '',
        ),
      );
    }
    expect(focused.some((f) => f.startsWith('point-link'))).toBe(true);
    await page.close();
  });

  it('served over HTTP, reads history.json beside it, and says so when it is broken', async () => {
    const files = filesOf(scratchHistory(), '2026-12-01T00:00:00Z');
    Object.assign(onServer, files);
    let page = await open(`${served}/index.html`);
    expect(await page.textContent('#status')).toMatch(
      /^8 runs on main.*\(history\.json beside this page\)/,
    );
    await page.close();
    onServer['history.json'] = files['history.json'].slice(0, 300);
    page = await open(`${served}/index.html`);
    expect(await page.getAttribute('#status', 'role')).toBe('alert');
    expect(await page.textContent('#status')).toMatch(
      /^The history could not be read: history\.json is not valid JSON/,
    );
    expect(await page.locator('svg.chart').count()).toBe(0);
    onServer['history.json'] = JSON.stringify([{ name: 'bench', value: 1 }]);
    await page.reload();
    await page.waitForFunction(
      () => !document.getElementById('status')!.textContent!.startsWith('Loading'),
    );
    expect(await page.textContent('#status')).toMatch(
      /history\.json has the schema undefined, not "perf-gate\/history@1"/,
    );
    await page.close();
  });

  it('says there is no history yet, and that an embedded copy is broken', async () => {
    let page = await open(pathToFileURL(writePage('empty', emptyHistory('o/r'))).href);
    expect(await page.textContent('#status')).toBe(
      'No history yet: the first run of perf-gate history on main adds the first point.',
    );
    await page.close();
    const path = writePage('broken', scratchHistory());
    const html = readFileSync(path, 'utf8').replace(
      /(<script type="application\/json" id="history-data">)\{/,
      '$1{"oops',
    );
    writeFileSync(path, html);
    page = await open(pathToFileURL(path).href);
    expect(await page.getAttribute('#status', 'role')).toBe('alert');
    expect(await page.textContent('#status')).toMatch(
      /^The history could not be read: the copy embedded in this page is not valid JSON/,
    );
    await page.close();
  });

  it('shows a commit subject as text, never as markup', async () => {
    let state = addAnchor(emptyHistory('o/r'), { sha: sha(1) });
    state = appendEntry(
      state,
      entry(5, sha(1), 1, undefined, {
        commit: { sha: sha(5), subject: '</script><img src=x onerror=alert(1)>' },
      }),
    );
    const page = await open(pathToFileURL(writePage('markup', state)).href);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('table.points tbody td').first().textContent()).toContain(
      '</script><img src=x',
    );
    await page.close();
  });
});
