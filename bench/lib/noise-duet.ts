/**
 * Duet rounds (issue 33 item 3; Bulej et al., ICPE 2020): both arms run AT THE SAME MOMENT,
 * each loaded by its own connections from this one process, so whatever the host does to the
 * machine in a window it does to both. No arm waits paused; the window is cut into lockstep
 * windows of `sliceMs` so that the slice analysis reads pairs as it does for turns.
 *
 * Two placements: `floating` leaves both apps to the scheduler; `split` puts each app on a
 * CPU of its own (A on CPU r mod 2, A2 on the other, swapped every round so that neither
 * arm always has the CPU that takes the interrupts), the load engine floating over both.
 *
 * A third, `cores`, is the duet of the paper: each arm is its app AND its own load driver on
 * one CPU of its own (an autocannon process pinned beside the app, whole trials: the product's
 * closed model), the CPUs swapped every round, so the two arms share nothing a scheduler
 * hands out — only the host, which is what a duet cancels (recordCoresBlock).
 *
 * A prototype for the benchmark, not the product's yet: an off-path cost of one arm (a timer,
 * a thread) takes CPU the other arm might have had, which the turns' paused waiting exists to
 * prevent — the known-cost check (noise-offpath.ts) has to pass before anything ships.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { bindPorts, servicesNeedingPorts } from '../../src/config/ports.js';
import type { Config } from '../../src/config/types.js';
import { allocatePorts } from '../../src/target/ports.js';
import { slicedMeasurement } from '../../src/load/trial.js';
import { startAccounting } from '../../src/load/resources.js';
import {
  processIds,
  readStat,
  threadTimes,
  timeBetween,
  type SchedNs,
  type ThreadTimes,
} from '../../src/procfs/index.js';
import { startTarget, type Target } from '../../src/target/index.js';
import { autocannonBin } from './measure.js';
import { blockRecord } from './noise-block.js';
import type { BlockRecord, Design, KeptSlice, StudyApp } from './noise-designs.js';

export type DuetPlacement = 'floating' | 'split' | 'cores';

/**
 * Both arms' services on ports of their own, started in order into `targets` (which the
 * caller stops, also when a start fails), arm i on CPUs `cpus(i)` when given.
 */
async function startArms(
  variants: Config['variants'],
  targets: Target[],
  logDir: string,
  label: string,
  cpus: (i: number) => string | undefined,
) {
  const arms = [];
  for (const v of variants)
    arms.push(bindPorts(v, await allocatePorts(servicesNeedingPorts(v.services))));
  for (const [i, v] of arms.entries())
    targets.push(
      await startTarget(v.services, {
        logDir,
        baseEnv: process.env,
        label: `${label}-${v.name}`,
        serviceCpus: cpus(i),
      }),
    );
  return arms;
}

/** Every process of a target's groups (a service's command may run under a shell). */
const membersOf = (t: Target): number[] => {
  const groups = new Set(t.services.map((s) => s.pid));
  return processIds().filter((pid) => groups.has(readStat(pid)?.pgrp ?? -1));
};
/** The thread times of each process of an arm, read at once. */
type ArmReading = (ThreadTimes | undefined)[];
const readArm = (pids: number[]): ArmReading => pids.map(threadTimes);
/** What an arm's processes used between two readings, thread by thread (timeBetween). */
const usedBetween = (from: ArmReading, to: ArmReading, of: keyof SchedNs = 'cpuNs') =>
  to.reduce((sum, times, j) => sum + timeBetween(from[j], times, of), 0);

/** One block of duet rounds: fresh processes per round, both arms measured at once. */
export async function recordDuetBlock(
  app: StudyApp,
  d: Design & { duet: DuetPlacement },
  config: Config,
  block: number,
  cotenant: boolean,
  logDir: string,
): Promise<BlockRecord> {
  if (d.duet === 'cores') return recordCoresBlock(app, d, config, block, cotenant, logDir);
  const [baseline, variant] = config.variants;
  const windowMs = d.sliceMs ?? 100;
  const windows = Math.max(1, Math.round((d.trialSeconds * 1000) / windowMs));
  const trials: BlockRecord['trials'] = [];
  const slices: KeptSlice[] = [];
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  for (let round = 0; round < d.roundsPerBlock; round++) {
    const targets: Target[] = [];
    let loads: ReturnType<typeof slicedMeasurement>[] = [];
    try {
      const arms = await startArms(
        [baseline, variant],
        targets,
        logDir,
        `duet-${block}-${round}`,
        (i) => (d.duet === 'split' ? String((i + round + block) % 2) : undefined),
      );
      loads = arms.map((v) => slicedMeasurement(v.load));
      // Warm-up: both at once, as they are measured.
      await Promise.all(loads.map((l) => l.slice({ durationMs: d.warmupMs })));
      const account = startAccounting(targets.flatMap((t) => t.services.map((s) => s.pid)));
      const members = targets.map(membersOf);
      const readBoth = () => members.map(readArm);
      const counted = loads.map((l) => l.responses());
      const cpuNs = [0, 0];
      const measuredMs = [0, 0];
      // One reading ends a window and starts the next: the trial's CPU has no gaps.
      let timesBefore = readBoth();
      for (let index = 0; index < windows; index++) {
        const before = loads.map((l) => l.responses());
        const ms = await Promise.all(
          loads.map(async (l) => {
            const at = performance.now();
            await l.slice({ durationMs: windowMs });
            return performance.now() - at;
          }),
        );
        const timesAfter = readBoth();
        const windowStart = timesBefore;
        timesBefore = timesAfter;
        arms.forEach((v, i) => {
          const used = (of: keyof SchedNs) => usedBetween(windowStart[i], timesAfter[i], of);
          measuredMs[i] += ms[i];
          cpuNs[i] += used('cpuNs');
          slices.push({
            round,
            variant: v.name,
            index,
            responses: loads[i].responses() - before[i],
            ms: ms[i],
            cpuUs: used('cpuNs') / 1000,
            targetWaitUs: used('waitNs') / 1000,
            // Shared by both arms in a duet: the one engine, the one machine.
            selfWaitUs: 0,
            stealUs: 0,
          });
        });
      }
      const total = loads.map((l, i) => l.responses() - counted[i]);
      const usage = account(total[0] + total[1]);
      arms.forEach((v, i) => {
        trials.push({
          round,
          variant: v.name,
          throughput: total[i] / (measuredMs[i] / 1000),
          cpuUsPerRequest: cpuNs[i] / 1000 / total[i],
          foreignCores: usage?.foreignCores ?? 0,
          stealCores: usage?.stealCores ?? 0,
        });
      });
    } finally {
      await Promise.all(loads.map((l) => l.close()));
      for (const t of targets) await t.stop();
    }
  }
  return blockRecord(app, d, { block, cotenant, startedAt, t0 }, trials, slices);
}

/** autocannon on `cpu` against `url` for `seconds`: its requests per second, from its JSON. */
function pinnedAutocannon(
  cpu: number,
  url: string,
  connections: number,
  seconds: number,
): Promise<{ total: number; rate: number }> {
  const child = spawn(
    'taskset',
    ['-c', String(cpu), process.execPath, autocannonBin, '-c', String(connections)].concat([
      '-d',
      String(seconds),
      '-j',
      url,
    ]),
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', () => {
      try {
        const r = JSON.parse(out) as { requests: { total: number }; duration: number };
        resolve({ total: r.requests.total, rate: r.requests.total / r.duration });
      } catch {
        reject(new Error(`autocannon on CPU ${cpu} printed no result against ${url}`));
      }
    });
  });
}

/**
 * Duet on disjoint CPUs: arm i's services and its autocannon on CPU (i + round + block) mod 2,
 * fresh processes per round, warm-up then the trial, both arms at once. The app's CPU is its
 * process group's over the driver's run (the driver's start-up is idle time for the app).
 */
async function recordCoresBlock(
  app: StudyApp,
  d: Design,
  config: Config,
  block: number,
  cotenant: boolean,
  logDir: string,
): Promise<BlockRecord> {
  const trials: BlockRecord['trials'] = [];
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  for (let round = 0; round < d.roundsPerBlock; round++) {
    const cpuOf = (i: number) => (i + round + block) % 2;
    const targets: Target[] = [];
    try {
      const arms = await startArms(
        config.variants,
        targets,
        logDir,
        `duet-cores-${block}-${round}`,
        (i) => String(cpuOf(i)),
      );
      const urls = arms.map((v) => v.load.requests[0].url);
      const drive = (seconds: number) =>
        Promise.all(
          urls.map((url, i) => pinnedAutocannon(cpuOf(i), url, app.connections, seconds)),
        );
      await drive(Math.max(1, Math.round(d.warmupMs / 1000)));
      const account = startAccounting(targets.flatMap((t) => t.services.map((s) => s.pid)));
      const members = targets.map(membersOf);
      const timesBefore = members.map(readArm);
      const measured = await drive(d.trialSeconds);
      const timesAfter = members.map(readArm);
      const usage = account(measured[0].total + measured[1].total);
      arms.forEach((v, i) =>
        trials.push({
          round,
          variant: v.name,
          throughput: measured[i].rate,
          cpuUsPerRequest: usedBetween(timesBefore[i], timesAfter[i]) / 1000 / measured[i].total,
          foreignCores: usage?.foreignCores ?? 0,
          stealCores: usage?.stealCores ?? 0,
        }),
      );
    } finally {
      for (const t of targets) await t.stop();
    }
  }
  return blockRecord(app, d, { block, cotenant, startedAt, t0 }, trials);
}
