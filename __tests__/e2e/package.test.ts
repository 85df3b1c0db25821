/**
 * The npm package as a user gets it: packed from dist/ (run after `npm run bundle`), then
 * run with npx from an empty folder, offline and with an empty npm cache — so it passes
 * only if the package needs nothing from the registry, i.e. the bundle carries every
 * dependency it runs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
let dir: string;
let tarball: string;
let files: string[];

/** npm with a private empty cache and no network, whatever the caller's npm config says. */
function offlineEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.toLowerCase().startsWith('npm_')) env[key] = value;
  }
  return {
    ...env,
    npm_config_offline: 'true',
    npm_config_cache: join(dir, 'npm-cache'),
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'perf-gate-pack-'));
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
      encoding: 'utf8',
      env: offlineEnv(),
    }),
  );
  tarball = join(dir, packed[0].filename);
  files = packed[0].files.map((f: { path: string }) => f.path).sort();
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the npm package', () => {
  it('holds the CLI bundle, the schema and the docs, nothing else', () => {
    expect(packageJson.private).toBeUndefined();
    expect(packageJson.dependencies ?? {}).toEqual({});
    for (const file of files) {
      expect(file, file).toMatch(
        /^(dist\/cli\/.+|perf-gate\.schema\.json|README\.md|LICENSE|CHANGELOG\.md|package\.json)$/,
      );
    }
    for (const needed of ['dist/cli/index.js', 'perf-gate.schema.json', 'README.md', 'LICENSE'])
      expect(files).toContain(needed);
  });

  it('npx runs it from an empty folder, offline: --version and validate', () => {
    // The folder holds only the tarball, as after downloading it: `npx ./perf-gate-x.y.z.tgz`.
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    copyFileSync(tarball, join(empty, basename(tarball)));
    const npx = (...args: string[]) =>
      spawnSync('npx', ['--yes', `./${basename(tarball)}`, ...args], {
        cwd: empty,
        encoding: 'utf8',
        env: offlineEnv(),
        timeout: 60_000,
      });
    const version = npx('--version');
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toBe(packageJson.version);

    copyFileSync(resolve('examples/quickstart/perf-gate.yml'), join(empty, 'perf-gate.yml'));
    const valid = npx('validate');
    expect(valid.status, valid.stderr).toBe(0);
    expect(valid.stdout).toContain('perf-gate.yml: valid — 1 variant(s) against "main"');
    const misused = npx('validate', '--seed', '1');
    expect(misused.status).toBe(2);
  }, 120_000);
});
