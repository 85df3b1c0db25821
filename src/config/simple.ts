/**
 * The action's simple mode: the inputs that describe an experiment without a config file,
 * and the ones it cannot do without. Apart from the rest of the config stage (zod, yaml), so
 * that the action's entry can answer a missing input without loading them.
 */
import { ConfigError } from './error.js';

/** The action's simple mode: one service, one URL, a baseline env and a variant env. */
export interface SimpleInputs {
  command: string;
  ready: string;
  url: string;
  connections: string;
  duration: string;
  requests: string;
  rounds: string;
  maxRounds?: string;
  budget?: string;
  warmup: string;
  baselineName: string;
  baselineEnv: string;
  variantName: string;
  variantEnv: string;
  failOn: string;
  seed: string;
}

/** The inputs simple mode needs; the first one missing is named. */
export function requireSimpleInputs(inputs: Pick<SimpleInputs, 'command' | 'url'>): void {
  const missing = !inputs.command ? 'command' : !inputs.url ? 'url' : undefined;
  if (missing) {
    throw new ConfigError('action inputs', [
      {
        path: `input '${missing}'`,
        message: `is required when no config file is used (input 'config' empty and no perf-gate.yml in the working directory). Set '${missing}', or point 'config' at a perf-gate.yml.`,
      },
    ]);
  }
}
