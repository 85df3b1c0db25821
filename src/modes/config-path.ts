/**
 * Which config file to use. Apart from reading it (config-file.ts, which loads the parser),
 * so that the action's entry can tell simple mode from a file without loading the parser.
 */
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { DEFAULT_CONFIG_FILE } from '../config/defaults.js';
import { ConfigError } from '../config/error.js';

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
