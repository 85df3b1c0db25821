/**
 * The watchdog from the ncc bundle (dist/, after `npm run bundle`): the CLI SIGKILLed in the
 * middle of a run — what an out-of-memory abort looks like from outside — leaves no service.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually, freePort, isAlive, readPids } from '../helpers/processes.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'perf-gate-watchdog-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the bundled CLI', () => {
  it('SIGKILLed while its service runs leaves no process running', async () => {
    const port = await freePort();
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      `
services:
  - name: api
    command: node ${resolve('__tests__/fixtures/apps/app.mjs')}
    env: { PORT: "${port}", PID_FILE: "${join(dir, 'pids')}", IGNORE_SIGTERM: "1" }
    ready: http://127.0.0.1:${port}/health
load: { url: "http://127.0.0.1:${port}/", connections: 1, duration: 1s }
rounds: 5
baseline: { name: a, env: { X: "1" } }
variants: [ { name: b, env: { X: "2" } } ]
`,
    );
    const cli = spawn(process.execPath, [resolve('dist/cli/index.js'), 'run'], {
      cwd: dir,
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((r) =>
      cli.on('exit', (_code, signal) => r(signal)),
    );
    try {
      expect(await eventually(() => readPids(join(dir, 'pids')).length > 0, 30_000)).toBe(true);
      expect(readPids(join(dir, 'pids')).every(isAlive)).toBe(true);
    } finally {
      cli.kill('SIGKILL');
    }
    expect(await exited).toBe('SIGKILL');
    const services = readPids(join(dir, 'pids'));
    try {
      expect(await eventually(() => services.every((pid) => !isAlive(pid)))).toBe(true);
    } finally {
      for (const pid of services.filter(isAlive)) process.kill(pid, 'SIGKILL');
    }
  }, 60_000);
});
