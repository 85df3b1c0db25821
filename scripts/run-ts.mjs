// Runs a TypeScript entry (a benchmark) on Node 20 without a TS loader: bundles it with ncc
// into a temporary folder, then runs the bundle with the remaining arguments.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [entry, ...args] = process.argv.slice(2);
const out = mkdtempSync(join(tmpdir(), 'perf-gate-ts-'));
try {
  execFileSync('npx', ['ncc', 'build', entry, '-o', out, '-q'], { stdio: 'inherit' });
  const run = spawnSync(process.execPath, [join(out, 'index.js'), ...args], {
    stdio: 'inherit',
    cwd: process.cwd(),
  });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
