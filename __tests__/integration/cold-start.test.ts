/**
 * The entry points answer before they load the engine: the action's entry (src/action/index.ts)
 * makes run()'s first checks, and the CLI answers --version and --help, with only light
 * modules loaded; that is what makes a first answer fast (`npm run bench:cold` times it).
 * What must stay true is tested here: the entries' static imports stay clear of the heavy
 * packages, and the action's early answer is exactly the one run() gives.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../src/action/main.js';
import { forgetSecrets } from '../../src/target/secrets.js';
import { actionEntry } from '../helpers/entries.js';

/** The packages an entry's static imports reach, following src/ files (type imports do not load). */
function staticPackages(entry: string): Set<string> {
  return staticReach(entry).packages;
}

/** The src/ files and the packages an entry's static imports reach. */
function staticReach(entry: string): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, source] of text.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\bfrom\s+)?['"]([^'"]+)['"]/gm,
    )) {
      if (source.startsWith('.')) {
        const target = resolve(dirname(file), source.replace(/\.js$/, '.ts'));
        if (target.endsWith('.ts') && existsSync(target)) visit(target);
      } else {
        packages.add(source);
      }
    }
  };
  visit(resolve(entry));
  return { packages, files: seen };
}

const isBuiltin = (name: string) =>
  name.startsWith('node:') || builtinModules.includes(name.split('/')[0]);

describe('the entries load no heavy package before they answer', () => {
  it('src/action/index.ts and src/cli/index.ts import only node built-ins statically', () => {
    for (const entry of ['src/action/index.ts', 'src/cli/index.ts']) {
      expect(
        [...staticPackages(entry)].filter((p) => !isBuiltin(p)),
        entry,
      ).toEqual([]);
    }
  });

  it('nor the 40 KB boundary table that only a run needs', () => {
    const table = resolve('src/stats/boundary-table.ts');
    for (const entry of ['src/action/index.ts', 'src/cli/index.ts']) {
      expect(staticReach(entry).files.has(table), entry).toBe(false);
    }
    expect(staticReach('src/action/main.ts').files.has(table)).toBe(true);
  });

  it('the check sees the heavy packages that run() and the commands load', () => {
    const action = staticPackages('src/action/main.ts');
    for (const heavy of ['@actions/core', 'zod', 'yaml']) expect(action).toContain(heavy);
    expect(staticPackages('src/cli/commands.ts')).toContain('zod');
  });
});

describe("the action's early answer is run()'s", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    process.exitCode = undefined;
  });

  /** The built entry, as the runner starts it: inputs as INPUT_* variables. */
  function entry(dir: string, inputs: Record<string, string>) {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    const result = spawnSync(process.execPath, [actionEntry()], {
      cwd: dir,
      env,
      encoding: 'utf8',
    });
    return { code: result.status, stdout: result.stdout };
  }

  /** run() itself, with the real @actions/core: what it writes to stdout and the code. */
  async function direct(dir: string, inputs: Record<string, string>) {
    // Each case is its own action run, as the entry's process is.
    forgetSecrets();
    for (const key of Object.keys(process.env))
      if (key.startsWith('INPUT_')) vi.stubEnv(key, undefined);
    for (const [name, value] of Object.entries(inputs))
      vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
    let stdout = '';
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      stdout += String(chunk);
      return true;
    });
    try {
      const code = await run({ cwd: dir, env: {} });
      return { code, stdout };
    } finally {
      write.mockRestore();
    }
  }

  const cases: Record<string, Record<string, string>> = {
    'no inputs': {},
    'a command but no url': { command: 'node app.js' },
    'an unknown mode': { mode: 'publish' },
    'a bad seed before a missing command': { seed: 'abc' },
    'a bad comment policy': { comment: 'sometimes', command: 'x', url: 'http://127.0.0.1:1/' },
    'a shard in report mode': { mode: 'report', shard: '1/2' },
    'a shard out of range': { shard: '3/2' },
    'a config file that does not exist': { config: 'missing.yml' },
    'the token is masked before the error': { token: 'ghs_secret_value', mode: 'x' },
    // Not answered early: the entry hands these to run().
    'a folder as the config file': { config: '.' },
    'report mode without a result file': { mode: 'report' },
  };

  it.each(Object.entries(cases))('%s', async (_name, inputs) => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-entry-'));
    const early = entry(dir, inputs);
    const late = await direct(dir, inputs);
    expect(early.code).toBe(2);
    expect(late.code).toBe(2);
    expect(early.stdout).toContain('::error::');
    expect(early.stdout).toBe(late.stdout);
  });

  it('a config file that exists is left to run(), which reads it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-entry-'));
    writeFileSync(join(dir, 'perf-gate.yml'), 'rounds: [\n');
    const early = entry(dir, {});
    expect(early.code).toBe(2);
    expect(early.stdout).toMatch(/^::error::.*perf-gate\.yml/);
    expect(early.stdout).toBe((await direct(dir, {})).stdout);
  });
});
