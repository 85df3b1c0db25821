/** The target lifecycle against real processes on 127.0.0.1; leftovers are checked by PID. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceSpec } from '../../src/config/types.js';
import { PortInUseError, ServiceError, startTarget, type Target } from '../../src/target/index.js';
import { runLoad } from '../../src/load/trial.js';
import { eventually, freePort, isAlive, readPids } from '../helpers/processes.js';
import { appService } from '../helpers/app.js';

let dir: string;
let started: Target[] = [];

function service(
  port: number,
  env: Record<string, string> = {},
  overrides: Partial<ServiceSpec> = {},
): ServiceSpec {
  return appService(port, { PID_FILE: join(dir, 'pids'), ...env }, overrides);
}

async function start(specs: ServiceSpec[]): Promise<Target> {
  const target = await startTarget(specs, { logDir: dir, baseEnv: process.env, label: 'test' });
  started.push(target);
  return target;
}

async function startError(specs: ServiceSpec[]): Promise<Error> {
  try {
    await start(specs);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the start to fail');
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'perf-gate-target-'));
  started = [];
});

afterEach(async () => {
  for (const target of started) await target.stop();
  // Whatever the test did, nothing it started may still run.
  const pids = [...readPids(join(dir, 'pids')), ...readPids(join(dir, 'grandchild'))];
  expect(pids.filter(isAlive)).toEqual([]);
});

describe('target lifecycle', () => {
  it('starts a service, knows when it is ready, and stops it', async () => {
    const port = await freePort();
    const target = await start([service(port)]);
    const [pid] = readPids(join(dir, 'pids'));
    expect(isAlive(pid)).toBe(true);
    await target.stop();
    expect(isAlive(pid)).toBe(false);
  });

  it('a service runs with .NET tiering up at once, unless the runner or its env says otherwise', async () => {
    const environ = (pid: number) =>
      Object.fromEntries(
        readFileSync(`/proc/${pid}/environ`, 'utf8')
          .split('\0')
          .filter(Boolean)
          .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
      );
    const variable = 'DOTNET_TC_CallCountingDelayMs';
    await start([service(await freePort())]);
    const [plain] = readPids(join(dir, 'pids'));
    expect(environ(plain)[variable]).toBe('0');
    await start([service(await freePort(), { [variable]: '100' })]);
    const [, own] = readPids(join(dir, 'pids'));
    expect(environ(own)[variable]).toBe('100');
    const runner = await startTarget([service(await freePort())], {
      logDir: dir,
      baseEnv: { ...process.env, [variable]: '50' },
      label: 'runner',
    });
    started.push(runner);
    const [, , fromRunner] = readPids(join(dir, 'pids'));
    expect(environ(fromRunner)[variable]).toBe('50');
    // .NET reads the DOTNET_ name before the older COMPlus_ one: a service that sets the old
    // name gets no default under the new one, which would win over it.
    const older = 'COMPlus_TC_CallCountingDelayMs';
    await start([service(await freePort(), { [older]: '100' })]);
    const [, , , oldName] = readPids(join(dir, 'pids'));
    expect(environ(oldName)[older]).toBe('100');
    expect(environ(oldName)[variable]).toBeUndefined();
  });

  it('an app that exits at once: the error names it, gives the exit code and its last words', async () => {
    const error = await startError([service(await freePort(), { EXIT_AT_ONCE: '3' })]);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toMatch(
      /^Service "api" \(command: node .*app\.mjs\) exited with code 3 before it was ready\./,
    );
    expect(error.message).toContain('| fatal: config file /etc/app.json not found');
    expect(error.message).toMatch(/Full log: .*test\.api\.log/);
  });

  it('a command that does not exist: exit code 127 and the shell saying so', async () => {
    const error = await startError([
      service(await freePort(), {}, { command: 'definitely-not-a-command --port 1' }),
    ]);
    expect(error.message).toMatch(/exited with code 127 before it was ready/);
    expect(error.message).toMatch(/not found/);
  });

  it('an app that never becomes ready: what the probe last saw, and it is stopped', async () => {
    const port = await freePort();
    const spec = service(port, { HEALTH_STATUS: '503', HEALTH_BODY: 'waiting for  the\ndatabase' });
    // 5 s: a busy machine took 1–2 s to start node, and a probe that never reached the app
    // would say "refused" instead of what the app answered.
    spec.ready = { ...spec.ready!, timeoutMs: 5_000 } as ServiceSpec['ready'];
    const error = await startError([spec]);
    expect(error.message).toMatch(
      /was not ready within 5 s \(last probe: http:\/\/127\.0\.0\.1:\d+\/health answered 503, not 2xx: "waiting for the database"\)/,
    );
    expect(error.message).toContain(`| listening on ${port}`);
    // It listens and answers: neither its port nor the time is what to change.
    expect(error.message).toContain(
      'It answers, with another status: point ready at a URL that answers 2xx once the app is ready (or, if that status means ready, set ready.status to it).',
    );
  });

  it('an app that listens on a port of its own, not the one perf-gate gave it: says which', async () => {
    // It was "check that it listens on …, or raise ready.timeout" after the whole timeout.
    const [given, own] = [await freePort(), await freePort()];
    const spec = service(given, { LISTEN_PORT: String(own) });
    spec.ready = { ...spec.ready!, timeoutMs: 3_000 } as ServiceSpec['ready'];
    const error = await startError([spec]);
    expect(error.message).toContain(`| listening on ${own}`);
    expect(error.message).toContain(
      `It listens on port ${own}, not on ${given}, the port perf-gate gave it in PORT: if it serves on ${own}, have the app listen on the PORT variable`,
    );
    expect(error.message).toContain(
      'if that is another of its ports (an inspector, metrics) and it was still starting, raise ready.timeout.',
    );
  });

  it('an app that answers another status than ready.status asks: says which it expects', async () => {
    const port = await freePort();
    const spec = service(port);
    spec.ready = { ...spec.ready!, status: [204], timeoutMs: 3_000 } as ServiceSpec['ready'];
    const error = await startError([spec]);
    expect(error.message).toMatch(/\/health answered 200, ready\.status expects 204: "health"\)/);
    expect(error.message).not.toContain('raise ready.timeout');
  });

  it('an app that crashes mid-trial: the target reports the failure with its output', async () => {
    const port = await freePort();
    const target = await start([service(port, { CRASH_AFTER: '50' })]);
    await runLoad({
      requests: [{ method: 'GET', url: `http://127.0.0.1:${port}/`, headers: {} }],
      connections: 1,
      pipelining: 1,
      durationMs: 500,
      timeoutMs: 1_000,
    });
    const failure = target.failure();
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure!.message).toMatch(/exited with code 7 during the trial/);
    expect(failure!.message).toContain('| crashing after 50 requests');
  });

  it('an app that ignores SIGTERM and leaves a grandchild: the whole group is killed after the grace period', async () => {
    const port = await freePort();
    const target = await start([
      service(port, { IGNORE_SIGTERM: '1', GRANDCHILD_PID_FILE: join(dir, 'grandchild') }),
    ]);
    const [grandchild] = readPids(join(dir, 'grandchild'));
    expect(isAlive(grandchild)).toBe(true);
    const [result] = await Promise.all(target.services.map((s) => s.stop()));
    expect(result.forced).toBe(true);
    expect(isAlive(grandchild)).toBe(false);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(target.services[0].logPath, 'utf8')).toMatch(
      /ignored SIGTERM for 1000 ms; its process group was killed/,
    );
  });

  it('a port already in use: says so, and which process holds it', async () => {
    const port = await freePort();
    const holder: Server = createServer();
    await new Promise<void>((r) => holder.listen(port, '127.0.0.1', r));
    try {
      const error = await startError([service(port)]);
      expect(error).toBeInstanceOf(PortInUseError);
      expect(error.message).toContain(`127.0.0.1:${port} is already in use by PID ${process.pid}`);
      expect(readPids(join(dir, 'pids'))).toEqual([]); // it did not even start
    } finally {
      holder.close();
    }
  });

  it('two services start in order: the front end starts only once its back end is ready', async () => {
    const backPort = await freePort();
    const frontPort = await freePort();
    const back = { ...service(backPort), name: 'back' };
    const front = {
      ...service(frontPort, { REQUIRE_BACKEND: `http://127.0.0.1:${backPort}/health` }),
      name: 'front',
    };
    const target = await start([back, front]);
    expect(target.services.map((s) => s.spec.name)).toEqual(['back', 'front']);
    // Reversed, the front end finds no back end and the error says which service failed.
    await target.stop();
    const error = await startError([front, back]);
    expect(error.message).toMatch(/^Service "front" .* exited with code 1 before it was ready/);
    expect(error.message).toContain('cannot reach backend');
  });

  it('a TCP readiness probe works too', async () => {
    const port = await freePort();
    const target = await start([
      service(
        port,
        {},
        { ready: { kind: 'tcp', host: '127.0.0.1', port, timeoutMs: 5_000, intervalMs: 50 } },
      ),
    ]);
    expect(target.failure()).toBeUndefined();
    expect(await eventually(() => readPids(join(dir, 'pids')).length === 1)).toBe(true);
  });
});
