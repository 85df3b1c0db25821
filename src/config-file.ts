/** Reading the config file from disk: the one part of config that touches the world. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { ConfigError, fileTooLarge, parseConfigText } from './config/index.js';
import type { Config } from './config/types.js';

export const DEFAULT_CONFIG_FILE = 'perf-gate.yml';

/**
 * The config file to use: the given path (which must exist), else perf-gate.yml in the
 * working directory if there is one, else undefined.
 */
export function findConfigFile(path: string, cwd: string, label: string): string | undefined {
  if (path) {
    const full = resolve(cwd, path);
    if (!existsSync(full)) {
      throw new ConfigError(label, [
        {
          path: path,
          message: `file not found (looked in ${cwd}). Check the path, or leave it empty to use ${DEFAULT_CONFIG_FILE}.`,
        },
      ]);
    }
    return full;
  }
  // Joined by hand: ncc's asset relocator rewrites path.resolve(x, 'literal') at build time.
  const fallback = [cwd, DEFAULT_CONFIG_FILE].join(sep);
  return existsSync(fallback) ? fallback : undefined;
}

/**
 * Services run from the config file's folder unless they name a cwd, so an example folder
 * works whatever directory perf-gate was started from.
 */
export function readConfigFile(file: string, overrides: Record<string, unknown> = {}): Config {
  // Refused before it is read: a huge file must cost neither memory nor parse time.
  const tooLarge = fileTooLarge(statSync(file).size);
  if (tooLarge) throw new ConfigError(file, [tooLarge]);
  const config = parseConfigText(readFileSync(file, 'utf8'), file, overrides);
  const folder = resolve(file, '..');
  for (const variant of config.variants) {
    for (const service of variant.services) service.cwd = resolve(folder, service.cwd ?? '.');
    for (const step of variant.setup) if (step.kind === 'run') step.cwd = folder;
  }
  return config;
}
