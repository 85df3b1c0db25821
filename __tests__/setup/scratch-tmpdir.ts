/**
 * Every temporary folder a test run makes — the tests' own (mkdtemp in os.tmpdir()), the apps
 * and perf-gate processes they start (which inherit TMPDIR) — goes into one folder for the
 * run, removed when it ends: a run of the suite leaves nothing in /tmp, however a test ends.
 * Set before any worker starts, so that os.tmpdir() reads it in every test file. The folder
 * also owns the ports the run's tests were handed (helpers/processes.ts, freePort), released
 * with it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releasePorts } from '../helpers/processes.js';

export default function scratchTmpdir(): () => void {
  if (process.env.PERF_GATE_TEST_TMPDIR) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-tests-'));
  process.env.PERF_GATE_TEST_TMPDIR = dir;
  process.env.TMPDIR = dir;
  return () => {
    try {
      releasePorts(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
