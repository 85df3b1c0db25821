/**
 * Where the time went on a real dependency upgrade, as a pull request against its base
 * (npm run bench:profile -- --upgrade): a temporary git repository with an express app whose
 * base commit depends on express 4 and whose head commit depends on express 5, each
 * installed from the npm registry before the run (the builds then reinstall from npm's
 * cache, so nothing downloads while perf-gate measures). perf-gate runs from these
 * sources, as a user runs it: `baseline: { ref: base, build: npm ci }`, the head as the
 * variant, profiling rounds after the gate, and the bench prints what "Where the time went"
 * names — its top functions and packages, their Δ and share of the change — and the verdict.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RunResult } from '../../src/report/result.js';
import type { CostRow } from '../../src/profile/index.js';

/** The versions compared: the last express 4 of the 4.21 line and express 5.1. */
export const EXPRESS_BASE = '4.21.2';
export const EXPRESS_HEAD = '5.1.0';

// The same app under both majors: a JSON body parser on every route (express.json(), the
// body-parser package), a route with a parameter (path-to-regexp), a query string, and a
// JSON answer — the parts of express a typical API goes through on each request.
const SERVER = `import express from 'express';
const items = Array.from({ length: 20 }, (_, i) => ({
  id: i,
  name: 'item ' + i,
  price: Math.round(100 * (1 + Math.sin(i))) / 10,
  tags: ['a', 'b', 'c'].slice(0, (i % 3) + 1),
}));
const app = express();
app.use(express.json());
app.get('/health', (_req, res) => res.send('ok'));
app.get('/items/:page', (req, res) => {
  const sort = String(req.query.sort ?? 'id');
  res.json({ page: Number(req.params.page), sort, items });
});
app.listen(Number(process.env.PORT), '127.0.0.1');
`;

// From npm's cache, filled by the installs above; a lockfile entry without a `resolved` URL
// (npm leaves some out) needs its package's metadata, which --prefer-offline also takes from
// the cache and --offline would refuse.
const BUILD = 'npm ci --prefer-offline --no-audit --no-fund --loglevel=error';

const CONFIG = (rounds: number) => `services:
  - { name: api, command: node server.mjs, ready: "http://127.0.0.1:{port}/health" }
load:
  url: "http://127.0.0.1:{port}/items/2?sort=price"
  connections: 4
  duration: 2s
  warmup: 1s
rounds: ${rounds}
profile: { when: always }
baseline: { name: express ${EXPRESS_BASE}, ref: base, build: "${BUILD}" }
variants: [ { name: express ${EXPRESS_HEAD}, build: "${BUILD}" } ]
gate: { throughput: 10%, cpu: 10% }
`;

function packageJson(express: string): string {
  return (
    JSON.stringify(
      { name: 'upgrade-app', private: true, type: 'module', dependencies: { express } },
      null,
      2,
    ) + '\n'
  );
}

/** The repository: base on express 4, head on express 5, both installed once from the registry. */
function makeRepo(rounds: number): { dir: string; base: string; head: string } {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-upgrade-'));
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  const git = (...args: string[]) => run('git', args);
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'bench@example.com');
  git('config', 'user.name', 'bench');
  writeFileSync(join(dir, 'server.mjs'), SERVER);
  writeFileSync(join(dir, 'perf-gate.yml'), CONFIG(rounds));
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\n.perf-gate/\nresult.json\nreport.md\n');
  const install = () =>
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(join(dir, 'package.json'), packageJson(EXPRESS_BASE));
  install();
  git('add', '.');
  git('commit', '-q', '-m', `express ${EXPRESS_BASE}`);
  const base = git('rev-parse', 'HEAD');
  writeFileSync(join(dir, 'package.json'), packageJson(EXPRESS_HEAD));
  install();
  git('add', '.');
  git('commit', '-q', '-m', `Upgrade express to ${EXPRESS_HEAD}`);
  return { dir, base, head: git('rev-parse', 'HEAD') };
}

const row = (r: CostRow) =>
  `${r.name}${r.package ? ` [${r.package}]` : ''} ${r.deltaUs >= 0 ? '+' : '−'}${Math.abs(r.deltaUs).toFixed(1)} µs (noise ${r.noiseUs.toFixed(1)})${r.shareOfChange !== undefined ? `, ${(100 * r.shareOfChange).toFixed(0)}% of the change` : ''}`;

/** Runs the upgrade as a pull request against its base and prints what the report names. */
export async function profiledUpgrade(
  print: (line: string) => void,
  options: { rounds: number },
): Promise<void> {
  const started = Date.now();
  const cli = mkdtempSync(join(tmpdir(), 'perf-gate-upgrade-cli-'));
  execFileSync('npx', ['ncc', 'build', resolve('src/cli/index.ts'), '-o', cli, '-q'], {
    stdio: 'inherit',
  });
  const { dir, base, head } = makeRepo(options.rounds);
  print(
    `repository: ${dir} (base ${base.slice(0, 7)}: express ${EXPRESS_BASE}; head ${head.slice(0, 7)}: express ${EXPRESS_HEAD})`,
  );
  const run = spawnSync(
    process.execPath,
    [
      join(cli, 'index.js'),
      'run',
      '--base',
      base,
      '--json',
      'result.json',
      '--markdown',
      'report.md',
    ],
    { cwd: dir, encoding: 'utf8', timeout: 11 * 60_000 },
  );
  rmSync(cli, { recursive: true, force: true });
  let result: RunResult;
  try {
    result = JSON.parse(readFileSync(join(dir, 'result.json'), 'utf8')) as RunResult;
  } catch {
    print(`perf-gate exited ${run.status ?? run.signal}; no result.json.\n${run.stderr}`);
    return;
  }
  const headline = run.stdout.split('\n').find((line) => line.includes('compared with')) ?? '';
  print(`verdict: exit ${run.status}; ${headline.trim()}`);
  const profiling = result.profiling;
  if (!profiling) {
    print('no profiling rounds ran');
    return;
  }
  print(
    `profiling: ${profiling.rounds} rounds of ${profiling.windowMs} ms windows, ${(profiling.wallMs / 1000).toFixed(1)} s${profiling.error ? `; error: ${profiling.error}` : ''}${profiling.unprofiled.length ? `; unprofiled: ${profiling.unprofiled.join('; ')}` : ''}`,
  );
  for (const table of profiling.tables) {
    print(
      `${table.variant}: CPU per request ${table.baselineCpuUs.toFixed(1)} → ${table.variantCpuUs.toFixed(1)} µs (${table.compared} functions compared)`,
    );
    print('functions beyond their noise (the first eight):');
    for (const r of table.functions.slice(0, 8)) print(`  ${row(r)}`);
    print('packages beyond their noise:');
    for (const r of table.packages) print(`  ${row(r)}`);
  }
  print(
    `report: ${join(dir, 'report.md')}; wall time ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}
