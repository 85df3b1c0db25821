/**
 * Placement on real processes: a service started on a CPU list runs there with everything
 * it starts, keeps the PID and process group perf-gate tracks (taskset execs the command),
 * is paused, resumed and stopped as before; perf-gate's own threads are pinned and given
 * back their CPUs. Checked through /proc by PID.
 */
import {
  copyFileSync,
  linkSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTarget, type Target } from '../../src/target/index.js';
import { allowedCpus, applyPlacement, tasksetAvailable } from '../../src/target/placement.js';
import { appService } from '../helpers/app.js';
import { eventually, freePort, isAlive, readPids } from '../helpers/processes.js';
import { formatCpuList, planPlacement } from '../../src/config/cpus.js';
import { parseConfigText } from '../../src/config/index.js';
import { runPerfGate } from '../../src/experiment/index.js';

const app = resolve('__tests__/fixtures/apps/app.mjs');
let target: Target | undefined;
afterEach(async () => {
  await target?.stop();
  target = undefined;
});

const status = (pid: number, field: string) =>
  new RegExp(`^${field}:\\s*(.+)$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1];
const pgrp = (pid: number) => {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[2]);
};
const threadsOf = (pid: number) => readdirSync(`/proc/${pid}/task`).map(Number);

const cpus = allowedCpus();
const usable = process.platform === 'linux' && tasksetAvailable() && cpus.length >= 2;

describe.skipIf(!usable)('placement on real processes', () => {
  it('runs a service and what it starts on the CPUs given, with the PID and group perf-gate tracks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-placement-'));
    const port = await freePort();
    const last = String(cpus.at(-1));
    target = await startTarget(
      [
        appService(port, {
          PID_FILE: join(dir, 'pids'),
          BUSY_WORKER: '1',
          BUSY_CHILD: '1',
          CHILD_PID_FILE: join(dir, 'child'),
        }),
      ],
      { logDir: dir, baseEnv: process.env, label: 'placed', serviceCpus: last },
    );
    const leader = target.services[0].pid;
    expect(await eventually(() => readPids(join(dir, 'child')).length === 1, 10_000)).toBe(true);
    const processes = [leader, ...readPids(join(dir, 'pids')), ...readPids(join(dir, 'child'))];
    for (const pid of processes) {
      expect(status(pid, 'Cpus_allowed_list')).toBe(last);
      expect(pgrp(pid)).toBe(leader);
    }
    // The shell taskset exec'd is the group's leader: the command did not fork away from it.
    expect(readFileSync(`/proc/${leader}/cmdline`, 'utf8')).not.toMatch(/^taskset/);

    await target.pause();
    for (const pid of processes) expect(status(pid, 'State')).toMatch(/^T/);
    await target.resume();
    for (const pid of processes) expect(status(pid, 'State')).not.toMatch(/^T/);
    await target.stop();
    target = undefined;
    for (const pid of processes) expect(isAlive(pid)).toBe(false);
  }, 60_000);

  it("main-thread: once a Node service is ready, its event loop on the services' CPUs, its other threads and perf-gate on the engine's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-placement-'));
    const port = await freePort();
    const plan = planPlacement({ mode: 'main-thread' }, cpus);
    const [engine, services, all] = [plan.engine!, plan.services!, cpus].map(formatCpuList);
    const ownCpus = () => [
      ...new Set(threadsOf(process.pid).map((tid) => status(tid, 'Cpus_allowed_list'))),
    ];
    const before = ownCpus();
    const placement = applyPlacement({ mode: 'main-thread' });
    try {
      // Nothing is placed before a service is ready, and the services start on every CPU.
      expect(ownCpus()).toEqual(before);
      expect(placement.serviceCpus).toBe(all);
      expect(placement.report.floating).toMatch(
        /no ready service had a Node, Deno, Bun or .NET process/,
      );
      target = await startTarget(
        [appService(port, { PID_FILE: join(dir, 'pids'), BUSY_WORKER: '1' })],
        {
          logDir: dir,
          baseEnv: process.env,
          label: 'main-thread',
          serviceCpus: placement.serviceCpus,
          placeReady: placement.placeReady,
        },
      );
      const node = readPids(join(dir, 'pids'))[0];
      const threads = threadsOf(node);
      // The event loop, V8's helpers and the busy worker thread: more than one to place.
      expect(threads.length).toBeGreaterThan(2);
      for (const tid of threads)
        expect(status(tid, 'Cpus_allowed_list')).toBe(tid === node ? services : engine);
      expect(ownCpus()).toEqual([engine]);
      expect(placement.report).toEqual({
        mode: 'main-thread',
        cpus: all,
        engine,
        services,
        otherThreads: engine,
        splitPrograms: ['node'],
      });
    } finally {
      placement.restore();
    }
    expect(ownCpus()).toEqual(before);
    await target!.stop();

    // The same threads under a program of another name (a .NET app, say, serves on a thread
    // pool, which the split would put beside the load engine): it floats, and so does
    // perf-gate, as under `off`.
    const other = join(dir, 'server');
    try {
      linkSync(process.execPath, other);
    } catch {
      copyFileSync(process.execPath, other);
    }
    const pids = join(dir, 'other-pids');
    const second = applyPlacement({ mode: 'main-thread' });
    target = await startTarget(
      [
        appService(
          await freePort(),
          { PID_FILE: pids, BUSY_WORKER: '1' },
          { command: `${other} ${app}` },
        ),
      ],
      {
        logDir: dir,
        baseEnv: process.env,
        label: 'not-node',
        serviceCpus: second.serviceCpus,
        placeReady: second.placeReady,
      },
    );
    second.restore();
    const server = readPids(pids)[0];
    expect(readlinkSync(`/proc/${server}/exe`)).toBe(other);
    expect(threadsOf(server).length).toBeGreaterThan(2);
    for (const tid of threadsOf(server)) expect(status(tid, 'Cpus_allowed_list')).toBe(all);
    expect(ownCpus()).toEqual(before);
    expect(second.report.floating).toMatch(
      /no ready service had a Node, Deno, Bun or .NET process/,
    );
  }, 60_000);

  it('the default through a whole run: every Node start split, a service of another program and a setup command floating, and the report says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-placement-run-'));
    // The same app under another program's name (a .NET app, say), started after the Node one:
    // perf-gate is pinned by then, and it must not inherit the engine's CPUs.
    const other = join(dir, 'server');
    try {
      linkSync(process.execPath, other);
    } catch {
      copyFileSync(process.execPath, other);
    }
    const config = parseConfigText(
      `
services:
  - { name: app, command: node ${app}, env: { PID_FILE: "${dir}/pids" }, ready: "http://127.0.0.1:{port}/health" }
  - { name: side, command: ${other} ${app}, env: { PID_FILE: "${dir}/side-pids", PORT: "{port}" }, ready: "http://127.0.0.1:{port}/health" }
load: { url: "http://127.0.0.1:{port:app}/", connections: 1, duration: 300ms, warmup: 100ms }
setup: [ { run: "grep Cpus_allowed_list /proc/self/status >> ${dir}/setup-cpus" } ]
rounds: 2
profile: off
# The arms differ in env, so every trial starts its own processes (lifecycle: fresh).
baseline: { name: a, env: { ARM: "a" } }
variants: [ { name: b, env: { ARM: "b" } } ]
`,
      'main-thread.yml',
    );
    expect(config.placement).toEqual({ mode: 'main-thread' });
    // Each start as the run makes it, its processes' threads read once it is placed.
    const placed: { main: string; others: string[]; side: string[] }[] = [];
    const recording: typeof startTarget = async (services, options) => {
      const started = await startTarget(services, options);
      const [node, side] = [readPids(join(dir, 'pids')), readPids(join(dir, 'side-pids'))].map(
        (pids) => pids.at(-1)!,
      );
      const affinity = (tid: number) => status(tid, 'Cpus_allowed_list');
      placed.push({
        main: affinity(node),
        others: threadsOf(node)
          .filter((tid) => tid !== node)
          .map(affinity),
        side: threadsOf(side).map(affinity),
      });
      return started;
    };
    const result = await runPerfGate(config, {
      logDir: dir,
      baseEnv: process.env,
      reportId: 'main-thread',
      cwd: dir,
      seed: 1,
      startTarget: recording,
    });
    const plan = planPlacement({ mode: 'main-thread' }, cpus);
    const [services, engine] = [formatCpuList(plan.services!), formatCpuList(plan.engine!)];
    expect(result.conditions.placement).toMatchObject({
      mode: 'main-thread',
      services,
      otherThreads: engine,
      splitPrograms: ['node'],
    });
    // Both variants' processes were split alike: none floated, nothing to warn of.
    expect(result.conditions.placement!.floatingVariants).toBeUndefined();
    // Two rounds of two variants, fresh processes each: four starts, each placed.
    expect(placed).toHaveLength(4);
    const all = formatCpuList(cpus);
    for (const start of placed) {
      expect(start.main).toBe(services);
      expect(start.others.length).toBeGreaterThan(0);
      for (const others of start.others) expect(others).toBe(engine);
      expect(start.side.length).toBeGreaterThan(2);
      for (const side of start.side) expect(side).toBe(all);
    }
    // Setup runs where the services start, never on the engine's CPUs perf-gate is pinned to.
    const setupCpus = readFileSync(join(dir, 'setup-cpus'), 'utf8').trim().split('\n');
    expect(setupCpus).toHaveLength(4);
    for (const line of setupCpus) expect(line).toMatch(new RegExp(`:\\s*${all}$`));
    // Paused and resumed in turns while placed: every trial measured.
    expect(result.trials.filter((t) => t.status === 'measured')).toHaveLength(4);
  }, 120_000);

  it('the default warns when one variant had a Node process to split and another had none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-placement-mixed-'));
    const other = join(dir, 'server'); // the same app under another program's name
    try {
      linkSync(process.execPath, other);
    } catch {
      copyFileSync(process.execPath, other);
    }
    const config = parseConfigText(
      `
services: [{ name: app, command: node ${app}, ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 200ms, warmup: 100ms }
rounds: 2
profile: off
baseline: { name: node app }
variants: [ { name: rewrite, services: [{ name: app, command: ${other} ${app}, env: { PORT: "{port}" }, ready: "http://127.0.0.1:{port}/health" }] } ]
`,
      'mixed.yml',
    );
    const result = await runPerfGate(config, {
      logDir: dir,
      baseEnv: process.env,
      reportId: 'mixed',
      cwd: dir,
      seed: 1,
      startTarget,
    });
    expect(result.conditions.placement).toMatchObject({
      splitPrograms: ['node'],
      floatingVariants: ['rewrite'],
    });
    expect(result.verdict.warnings.join('\n')).toContain(
      '"rewrite" had no Node, Deno, Bun or .NET process to place, so its services floated',
    );
  }, 60_000);

  it("pins perf-gate's own threads to the engine's CPUs and gives them back", () => {
    // The distinct affinities, not each thread's by position: the runtime starts and ends
    // threads of its own (the libuv pool, GC helpers) while the test runs.
    const affinities = () =>
      [...new Set(threadsOf(process.pid).map((tid) => status(tid, 'Cpus_allowed_list')))].sort();
    const before = affinities();
    const placement = applyPlacement({ mode: 'auto' });
    try {
      expect(placement.report.engine).toBe(String(cpus[0]));
      expect(placement.serviceCpus).toBe(formatCpuList(cpus.slice(1)));
      for (const tid of threadsOf(process.pid))
        expect(status(tid, 'Cpus_allowed_list')).toBe(String(cpus[0]));
    } finally {
      placement.restore();
    }
    expect(affinities()).toEqual(before);
  });
});
