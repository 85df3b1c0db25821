/** Reading the config file from disk: the one part of config that touches the world. */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, fileTooLarge, parseConfigText } from './config/index.js';
import type { Config } from './config/types.js';

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
