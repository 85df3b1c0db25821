// Bundles the action (dist/index.js) and the CLI (dist/cli/index.js) with ncc, and writes
// perf-gate.schema.json from the config schema, so all three come from the same sources.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync, chmodSync, readFileSync } from 'node:fs';

const ncc = (entry, out) =>
  execFileSync('npx', ['ncc', 'build', entry, '-o', out, '--license', 'licenses.txt', '-q'], {
    stdio: 'inherit',
  });

rmSync('dist', { recursive: true, force: true });
ncc('src/action/index.ts', 'dist');
ncc('src/cli/index.ts', 'dist/cli');
const cli = 'dist/cli/index.js';
if (!readFileSync(cli, 'utf8').startsWith('#!')) {
  writeFileSync(cli, `#!/usr/bin/env node\n${readFileSync(cli, 'utf8')}`);
}
chmodSync(cli, 0o755);
const schema = execFileSync('node', [cli, 'schema'], { encoding: 'utf8' });
writeFileSync('perf-gate.schema.json', schema);
