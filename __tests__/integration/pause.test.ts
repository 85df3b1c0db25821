/**
 * A waiting variant is paused: every process and thread of every service stops, and resumes
 * for its next slice; whatever goes wrong, nothing is left paused or running. Real processes,
 * checked through /proc by PID.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/index.js';
import { makePlan } from '../../src/experiment/plan.js';
import { runExperiment } from '../../src/experiment/run.js';
import { startTarget, type Target } from '../../src/target/index.js';
import { eventually, freePort, isAlive, readPids } from '../helpers/processes.js';

const app = resolve('__tests__/fixtures/apps/app.mjs');
let dir: string;
let target: Target | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'perf-gate-pause-'));
});
afterEach(async () => {
  await target?.stop();
  target = undefined;
});

/** The scheduler state of every thread of a process. */
function threadStates(pid: number): string[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map((tid) => {
      const text = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2, text.lastIndexOf(')') + 3);
    });
  } catch {
    return [];
  }
}
/** CPU time of every thread of a process, in clock ticks. */
function cpuTicks(pid: number): number {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function busyService(name: string, extra: Record<string, string>) {
  const port = await freePort();
  return {
    name,
    command: `node ${app}`,
    env: {
      PORT: String(port),
      PID_FILE: join(dir, 'pids'),
      TERM_FILE: join(dir, 'terms'),
      ...extra,
    },
    ready: {
      kind: 'http' as const,
      url: `http://127.0.0.1:${port}/health`,
      status: [],
      timeoutMs: 15_000,
      intervalMs: 50,
    },
    graceMs: 10_000,
  };
}

describe('pausing a variant', () => {
  it('stops every thread of every process of every service, and resumes them', async () => {
    target = await startTarget(
      [
        await busyService('back', { BUSY_WORKER: '1' }),
        await busyService('front', { BUSY_CHILD: '1', CHILD_PID_FILE: join(dir, 'child') }),
      ],
      { logDir: dir, baseEnv: process.env, label: 'pause' },
    );
    const processes = [...readPids(join(dir, 'pids')), ...readPids(join(dir, 'child'))];
    expect(processes).toHaveLength(3);
    // The worker thread and the child spin: CPU time grows while they run (100 ms of it, however
    // long a busy machine takes to give them that).
    const total = () => processes.map(cpuTicks).reduce((a, b) => a + b);
    const before = total();
    expect(await eventually(() => total() > before + 10, 10_000)).toBe(true);

    await target.pause();
    for (const pid of processes) expect(new Set(threadStates(pid))).toEqual(new Set(['T']));
    const paused = processes.map(cpuTicks);
    await sleep(500);
    expect(processes.map(cpuTicks)).toEqual(paused);
    // Its probe does not answer while it is paused: the work runs in the processes paused.
    expect(await target.answeringWhilePaused()).toBeUndefined();

    await target.resume();
    for (const pid of processes) expect(threadStates(pid)).not.toContain('T');
    const pausedTotal = paused.reduce((a, b) => a + b);
    expect(await eventually(() => total() > pausedTotal + 10, 10_000)).toBe(true);
  }, 60_000);

  it('a paused service that is stopped gets its SIGTERM and exits cleanly, not killed', async () => {
    target = await startTarget([await busyService('api', {})], {
      logDir: dir,
      baseEnv: process.env,
      label: 'stop',
    });
    const [pid] = readPids(join(dir, 'pids'));
    await target.pause();
    expect(threadStates(pid)).toContain('T');
    const started = Date.now();
    await target.stop();
    target = undefined;
    // Well within its 10 s grace period: the SIGTERM reached a running process.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(readPids(join(dir, 'terms'))).toEqual([pid]);
    expect(isAlive(pid)).toBe(false);
  }, 60_000);
});

describe('the pause check of a service ready on a TCP port', () => {
  // A paused listener still completes connections, so the check asks who holds the socket.
  const tcpService = async (name: string, command: string) => {
    const port = await freePort();
    return {
      name,
      command,
      env: { PORT: String(port), PID_FILE: join(dir, 'pids') },
      ready: { kind: 'tcp' as const, host: '127.0.0.1', port, timeoutMs: 15_000, intervalMs: 50 },
      graceMs: 10_000,
    };
  };

  it('passes when the listener is a paused process of the service', async () => {
    target = await startTarget([await tcpService('api', `node ${app}`)], {
      logDir: dir,
      baseEnv: process.env,
      label: 'tcp',
    });
    await target.pause();
    expect(await target.answeringWhilePaused()).toBeUndefined();
    await target.resume();
  }, 60_000);

  it('names the service when its listener escaped perf-gate (nothing paused holds it)', async () => {
    const escaped = `env -u PERF_GATE_CHILD_ID setsid -f node ${app}; exec sleep 600`;
    try {
      target = await startTarget([await tcpService('api', escaped)], {
        logDir: dir,
        baseEnv: process.env,
        label: 'tcp-escaped',
      });
      await target.pause();
      expect(await target.answeringWhilePaused()).toMatch(
        /service "api" is ready on a TCP port, but the socket listening on port \d+ belongs to no process perf-gate paused/,
      );
    } finally {
      for (const pid of readPids(join(dir, 'pids')).filter(isAlive)) process.kill(pid, 'SIGKILL');
    }
  }, 60_000);
});

describe('a round in slices with paused variants', () => {
  function configOf(yaml: string) {
    return parseConfigText(yaml.replaceAll('$APP', app).replaceAll('$DIR', dir), 'test.yml');
  }
  // Answers after 1 ms: the test is about a killed service, not the app's speed (at full speed
  // the load would take two cores for the round).
  const base = (variantB: string) => `
services: [ { name: app, command: node $APP, env: { PID_FILE: "$DIR/pids", TERM_FILE: "$DIR/terms", DELAY_MS: "1" }, ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: 2, duration: 1s, warmup: 200ms }
rounds: 2
baseline: { name: a, env: { X: "a" } }
variants: [ { name: b, env: ${variantB} } ]
`;

  it('a service killed while it waits fails its trial; the other variant is measured, nothing is left', async () => {
    const config = configOf(base('{ PID_FILE: "$DIR/pids-b" }'));
    expect(config.sliceMs).toBe(100);
    const run = runExperiment(config, makePlan(config, 1), {
      logDir: dir,
      baseEnv: process.env,
      startTarget,
    });
    // Once b's app is paused (its turn is over), the system kills it (as an OOM killer would).
    expect(
      await eventually(
        () => readPids(join(dir, 'pids-b')).some((p) => threadStates(p)[0] === 'T'),
        20_000,
      ),
    ).toBe(true);
    const [victim] = readPids(join(dir, 'pids-b'));
    process.kill(victim, 'SIGKILL');
    const trials = await run;
    const byVariant = new Map(trials.filter((t) => t.round === 0).map((t) => [t.variant, t]));
    expect(byVariant.get('a')?.status).toBe('measured');
    expect(byVariant.get('b')?.status).toBe('failed');
    expect((byVariant.get('b') as { error?: string }).error).toMatch(
      /killed by SIGKILL|exited with code 137/,
    );
    const all = [...readPids(join(dir, 'pids')), ...readPids(join(dir, 'pids-b'))];
    expect(await eventually(() => all.every((pid) => !isAlive(pid)))).toBe(true);
  }, 60_000);

  it('a service perf-gate cannot pause turns the run to whole trials, and the result says why', async () => {
    // The app runs outside perf-gate's reach: a new session, without perf-gate's tracking id.
    const config = configOf(`
services: [ { name: app, command: "env -u PERF_GATE_CHILD_ID setsid -f node $APP; exec sleep 600", env: { PID_FILE: "$DIR/pids" }, ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 1s, warmup: 100ms }
rounds: 2
baseline: { name: a, env: { X: "a" } }
variants: [ { name: b, env: { X: "b" } } ]
`);
    expect(config.sliceMs).toBe(100);
    let reason: string | undefined;
    try {
      const trials = await runExperiment(config, makePlan(config, 1), {
        logDir: dir,
        baseEnv: process.env,
        startTarget,
        onWholeTrials: (why) => (reason = why),
      });
      expect(trials.map((t) => t.status)).toEqual(Array(4).fill('measured'));
      expect(reason).toMatch(
        /service "app" answered http:\/\/127\.0\.0\.1:\d+\/health while its processes were paused/,
      );
    } finally {
      for (const pid of readPids(join(dir, 'pids')).filter(isAlive)) process.kill(pid, 'SIGKILL');
    }
  }, 60_000);
});
