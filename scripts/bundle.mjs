// Bundles the action (dist/index.js) and the CLI (dist/cli/index.js) with ncc, and writes
// perf-gate.schema.json from the config schema, so all three come from the same sources.
//
// The two bundles build at the same time, each ncc in its own process: on a 2-core machine
// (a CI runner, beside a busy neighbour) that takes about half as long as one after the
// other. ncc empties its output folder's *.js when it writes, dist/cli's included, so the CLI
// is built into a folder of its own and moved into dist/cli once both are done.
//
// `--transpile-only`: ncc compiles each file on its own instead of type-checking the whole
// program again, which `npm run typecheck` does. The bundles are the same bytes (checked on
// 3 December 2026), and the bundle took 31 s of CPU instead of 101 s: in .ci/run it runs
// beside the tests that measure real processes, on 2 cores.
//
// `--no-cache`: ncc keeps webpack's cache in ~/.cache/ncc, shared by every checkout on the
// machine; a clean clone's bundle, built with entries another checkout's sources left there,
// numbered one module's imports differently from the committed dist/ (5 December 2026), and
// the freshness check failed on the same sources. Without it the bytes depend on the sources
// alone, at the same cost here (20 s, 37 s of CPU, either way).
import { spawn, execFileSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

const ncc = (entry, out) =>
  new Promise((done, fail) => {
    const args = [
      'ncc',
      'build',
      entry,
      '-o',
      out,
      '--license',
      'licenses.txt',
      '--transpile-only',
      '--no-cache',
    ];
    spawn('npx', [...args, '-q'], { stdio: 'inherit' }).on('exit', (code, signal) =>
      code === 0
        ? done()
        : fail(new Error(`npx ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`)),
    );
  });

const cache = resolve('node_modules/.cache');
mkdirSync(cache, { recursive: true });
const cliOut = join(mkdtempSync(join(cache, 'perf-gate-cli-bundle-')), 'cli');
rmSync('dist', { recursive: true, force: true });
try {
  await Promise.all([ncc('src/action/index.ts', 'dist'), ncc('src/cli/index.ts', cliOut)]);
  renameSync(cliOut, 'dist/cli');
} finally {
  rmSync(join(cliOut, '..'), { recursive: true, force: true });
}
const cli = 'dist/cli/index.js';
if (!readFileSync(cli, 'utf8').startsWith('#!')) {
  writeFileSync(cli, `#!/usr/bin/env node\n${readFileSync(cli, 'utf8')}`);
}
chmodSync(cli, 0o755);
// Written beside and renamed into place: a test that reads the schema while .ci/run bundles
// reads the old file or the new one, never half of one.
const schema = execFileSync('node', [cli, 'schema'], { encoding: 'utf8' });
writeFileSync('perf-gate.schema.json.tmp', schema);
renameSync('perf-gate.schema.json.tmp', 'perf-gate.schema.json');
