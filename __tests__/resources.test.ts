/** Resource accounting from /proc against real processes with a known CPU cost. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAccounting, resourcesSupported } from '../src/load/resources.js';
import { runLoad } from '../src/load/trial.js';
import { startTarget } from '../src/target/index.js';
import { freePort } from './helpers/processes.js';
import { appService } from './helpers/app.js';

async function trialCpu(spinUs: number, during?: () => Promise<void>) {
  const port = await freePort();
  const target = await startTarget([appService(port, { SPIN_US: String(spinUs) })], {
    logDir: mkdtempSync(join(tmpdir(), 'perf-gate-res-')),
    baseEnv: process.env,
    label: 'res',
  });
  try {
    const account = startAccounting(target.services.map((s) => s.pid));
    const [m] = await Promise.all([
      runLoad({
        requests: [{ method: 'GET', url: `http://127.0.0.1:${port}/`, headers: {} }],
        connections: 1,
        pipelining: 1,
        amount: 2000,
        timeoutMs: 5_000,
      }),
      during?.(),
    ]);
    return account(m.responses)!;
  } finally {
    await target.stop();
  }
}

describe.runIf(resourcesSupported)('resource accounting (Linux /proc)', () => {
  it('CPU per request of the target tells a 300 µs handler from a free one', async () => {
    const free = await trialCpu(0);
    const busy = await trialCpu(300);
    expect(free.targetCpuUsPerRequest).toBeGreaterThan(0);
    // The spin is on the target's CPU, so the difference is about 300 µs per request.
    expect(busy.targetCpuUsPerRequest - free.targetCpuUsPerRequest).toBeGreaterThan(240);
    expect(busy.targetCpuUsPerRequest - free.targetCpuUsPerRequest).toBeLessThan(400);
    expect(busy.targetPeakRssKb).toBeGreaterThan(10_000);
    expect(busy.selfCpuUs).toBeGreaterThan(0);
  }, 30_000);

  it('sees foreign load: a CPU hog beside the trial', async () => {
    const quiet = await trialCpu(300);
    const hog = spawn(
      process.execPath,
      ['-e', 'const end = Date.now() + 8000; while (Date.now() < end);'],
      { stdio: 'ignore' },
    );
    try {
      const noisy = await trialCpu(300, () => new Promise((r) => setTimeout(r, 10)));
      expect(noisy.foreignCores).toBeGreaterThan(quiet.foreignCores + 0.4);
    } finally {
      hog.kill('SIGKILL');
    }
  }, 30_000);
});
