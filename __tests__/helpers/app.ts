/** The misbehaving test app (fixtures/apps/app.mjs) as a service spec. */
import { resolve } from 'node:path';
import type { ServiceSpec } from '../../src/config/types.js';

export const testApp = resolve('__tests__/fixtures/apps/app.mjs');

/** The test app on `port`, ready when /health answers; `env` sets its behaviour. */
export function appService(
  port: number,
  env: Record<string, string> = {},
  overrides: Partial<ServiceSpec> = {},
): ServiceSpec {
  return {
    name: 'api',
    command: `node ${testApp}`,
    env: { PORT: String(port), ...env },
    ready: {
      kind: 'http',
      url: `http://127.0.0.1:${port}/health`,
      status: [],
      timeoutMs: 5_000,
      intervalMs: 50,
    },
    graceMs: 1_000,
    ...overrides,
  };
}
