/**
 * The config to run: found (config-path.ts), read from disk and parsed. The one part of
 * config that touches the world.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_CONFIG_FILE } from '../config/defaults.js';
import { ConfigError, fileTooLarge, parseConfigText } from '../config/index.js';
import type { Config } from '../config/types.js';
import { findConfigFile } from './config-path.js';
import { firstLine, UsageError } from './usage.js';

export interface ConfigSource {
  /** The path as the user gave it; empty: perf-gate.yml in `cwd` if there is one. */
  path: string;
  cwd: string;
  /** How the user names the path: `--config`, `input 'config'`. */
  label: string;
  /**
   * Builds the config when there is no file (the action's simple mode). Without it, a
   * missing file is a usage error.
   */
  fallback?: () => Config;
  /** Top-level keys that replace the file's (the action's `rounds` input); may refuse. */
  fileOverrides?: (file: string) => Record<string, unknown>;
}

/** The config to run and the file it came from (none in the action's simple mode). */
export function loadConfig(source: ConfigSource): { config: Config; file?: string } {
  const file = findConfigFile(source.path, source.cwd, source.label);
  if (!file) {
    if (source.fallback) return { config: source.fallback() };
    throw new UsageError(
      `no ${DEFAULT_CONFIG_FILE} in ${source.cwd}. Pass ${source.label} FILE, or create ${DEFAULT_CONFIG_FILE} (every key: docs/configuration.md).`,
    );
  }
  const overrides = source.fileOverrides?.(file) ?? {};
  try {
    return { config: readConfigFile(file, overrides), file };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    // Whatever else reading or parsing threw (a folder given as the file, a parser that
    // gave up on the input) is still a problem with the file the user named.
    throw new UsageError(`${source.label}: could not read ${file}: ${firstLine(error)}`);
  }
}

/**
 * Services, setup commands and builds run from the config file's folder unless a service
 * names a cwd, so an example folder works whatever directory perf-gate was started from.
 */
export function readConfigFile(file: string, overrides: Record<string, unknown> = {}): Config {
  // Refused before it is read: a huge file must cost neither memory nor parse time.
  const tooLarge = fileTooLarge(statSync(file).size);
  if (tooLarge) throw new ConfigError(file, [tooLarge]);
  const config = parseConfigText(readFileSync(file, 'utf8'), file, overrides);
  const folder = resolve(file, '..');
  config.folder = folder;
  for (const variant of config.variants) {
    for (const service of variant.services) service.cwd = resolve(folder, service.cwd ?? '.');
    for (const step of variant.setup) if (step.kind === 'run') step.cwd = folder;
  }
  return config;
}
