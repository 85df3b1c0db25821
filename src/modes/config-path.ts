/**
 * Which config file to use, and where a run writes when no output folder is named. Apart
 * from reading the file (config-file.ts, which loads the parser), so that the action's entry
 * can tell simple mode from a file without loading the parser.
 */
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { DEFAULT_CONFIG_FILE, DEFAULT_OUTPUT_DIR } from '../config/defaults.js';
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

/**
 * The output folder when none is named: `.perf-gate` beside the config file (`folder`), so
 * that examples run from anywhere each keep their own; without a file, in `cwd`.
 */
export function defaultOutputDir(folder: string | undefined, cwd: string): string {
  return [folder ?? cwd, DEFAULT_OUTPUT_DIR].join(sep);
}
