/**
 * A warm-up until steady with real services, in whole trials and in sliced rounds: each
 * trial records how long its warm-up ran, within the rule's bounds (at least two seconds of
 * 250 ms windows, at most `max` plus a window), and whether it got steady. Whether a given
 * warm-up gets steady on this busy machine is not asserted: that is the rule's, unit-tested
 * on synthetic series (__tests__/unit/steady-warmup.test.ts). The app answers after 1 ms: the
 * records are this test's, not the app's speed, and a full-speed app would spend about two
 * cores for the whole warm-up of every trial (most of this file's CPU before, on a CI runner
 * whose other lanes and hogs want the same cores).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/index.js';
import type { Config } from '../../src/config/types.js';
import { makePlan } from '../../src/experiment/plan.js';
import { runExperiment } from '../../src/experiment/run.js';
import { startTarget } from '../../src/target/index.js';

const app = resolve('__tests__/fixtures/apps/app.mjs');

function configWith(slice: string, warmup = '{ until: steady, max: 3s }') {
  return parseConfigText(
    `services: [ { name: api, command: "node ${app}", env: { DELAY_MS: "1" }, ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: 2, duration: 1s, warmup: ${warmup} }
rounds: 2
slice: ${slice}
baseline: { name: a }
variants: [ { name: b } ]
`,
    'test.yml',
  );
}

/** Runs the experiment; every trial's status, or its error. */
async function run(config: Config) {
  const logDir = mkdtempSync(join(tmpdir(), 'perf-gate-steady-'));
  const trials = await runExperiment(config, makePlan(config, 1), {
    logDir,
    baseEnv: process.env,
    startTarget,
  });
  return { trials, outcomes: trials.map((t) => (t.status === 'failed' ? t.error : t.status)) };
}

describe('a warm-up until the rate is steady', () => {
  for (const slice of ['off', '500ms']) {
    it(`records its length and whether it got steady in every trial (slice: ${slice})`, async () => {
      const { trials, outcomes } = await run(configWith(slice));
      expect(outcomes).toEqual(Array(4).fill('measured'));
      for (const { warmedUp } of trials) {
        expect(warmedUp).toBeDefined();
        expect(warmedUp!.durationMs).toBeGreaterThanOrEqual(2_000);
        // At most max / 250 ms windows, each ending once its answers are in (a busy machine adds to each).
        expect(warmedUp!.durationMs).toBeLessThan(2 * 3_000);
        if (!warmedUp!.steady) expect(warmedUp!.durationMs).toBeGreaterThanOrEqual(3_000 - 250);
      }
    });
  }

  it('a fixed warm-up records nothing new', async () => {
    const { trials, outcomes } = await run(configWith('off', '200ms'));
    expect(outcomes).toEqual(Array(4).fill('measured'));
    expect(trials.map((t) => t.warmedUp)).toEqual(Array(4).fill(undefined));
  });
});
