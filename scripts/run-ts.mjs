// Runs a TypeScript entry (a benchmark, the docs generator) on Node 20 without a TS loader:
// vite builds it into a private folder under node_modules/.cache (about a second; the
// dependencies stay external and load from node_modules, as the tests' build of src/ does),
// then node runs the build with the remaining arguments.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const [entry, ...args] = process.argv.slice(2);
const cache = resolve('node_modules/.cache');
mkdirSync(cache, { recursive: true });
const out = mkdtempSync(join(cache, 'perf-gate-ts-'));
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: out,
      target: 'node20',
      minify: false,
      rollupOptions: { input: { entry }, output: { format: 'es', entryFileNames: '[name].mjs' } },
    },
  });
  const run = spawnSync(process.execPath, [join(out, 'entry.mjs'), ...args], {
    stdio: 'inherit',
    cwd: process.cwd(),
  });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
