/**
 * Profiling rounds: after the gate decided, the baseline and the chosen variants are run
 * again under the experiment's load with a profiler on, so profiling never touches a
 * measured window. Each round profiles every arm once, in the round's order and its mirror
 * image alternately (baseline first, then last, …) so the runner's drift falls on both
 * sides; each arm's services are started with the profiler's environment (the preload for
 * Node, perf maps for .NET), warmed up and set up as in a trial, then profiled for one
 * window while its CPU is accounted. The pure profile stage turns the rounds into the table
 * and the flame graph; this file writes them, and the raw profiles, to the output folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Config, ProfileSpec, ServiceSpec, VariantSpec } from '../config/types.js';
import { bindPorts, servicesNeedingPorts } from '../config/ports.js';
import { runSetup } from '../load/setup.js';
import { startAccounting } from '../load/resources.js';
import { startTarget, stopRequested, type Target } from '../target/index.js';
import { allocatePorts } from '../target/ports.js';
import {
  costTable,
  differentialFlameGraph,
  listedOnly,
  wantsMoreRounds,
} from '../profile/index.js';
import type { ArmProfile, CostTable, ProfileRound, ProfilingReport } from '../profile/index.js';
import { INTERVAL_VARIABLE, PROFILE_DIR_VARIABLE, withPreload } from '../profiler/node-preload.js';
import { PERF_MAP_ENV, perfUnavailable } from '../profiler/perf.js';
import { startWindow } from '../profiler/session.js';
import {
  createProfilerTooling,
  type NodeSampler,
  type ProfilerTooling,
} from '../profiler/tooling.js';

export interface ProfileRoundsOptions {
  /** The output folder; profiles go to its `profiles/` folder. */
  outputDir: string;
  logDir: string;
  baseEnv: NodeJS.ProcessEnv;
  /** A line per profiled window, for the progress output. */
  log?: (message: string) => void;
  /** Which variants (by name), and why, from variantsToProfile. */
  chosen: { variants: string[]; reason: string };
  /** Injected for tests; by default, whether perf can run here. */
  perfUnavailable?: () => string | undefined;
}

/** The folder of the artifacts, relative to the output folder. */
export const PROFILES_FOLDER = 'profiles';

/** Runs the profiling rounds and writes their artifacts. Never throws for a profiler that cannot run. */
export async function runProfileRounds(
  config: Config,
  spec: ProfileSpec,
  options: ProfileRoundsOptions,
): Promise<ProfilingReport> {
  const started = Date.now();
  const dir = join(options.outputDir, PROFILES_FOLDER);
  mkdirSync(dir, { recursive: true });
  const perfWhyNot = (options.perfUnavailable ?? perfUnavailable)();
  // The preload and the protocol's files go to a temporary folder, removed in the finally below.
  const tooling = createProfilerTooling(perfWhyNot ? 'v8' : 'perf');
  const arms = [
    config.variants[0],
    ...options.chosen.variants.map((name) => config.variants.find((v) => v.name === name)!),
  ];
  const perArm = arms.map(() => [] as ArmProfile[]);
  const profiles: string[] = [];
  const unprofiled = new Set<string>();
  const report = (
    tables: CostTable[],
    flameGraphs: Record<string, string>,
    table: string,
    error?: string,
  ): ProfilingReport => ({
    variants: options.chosen.variants,
    reason: options.chosen.reason,
    rounds: roundsRun(),
    windowMs: spec.windowMs,
    wallMs: Date.now() - started,
    tables,
    unprofiled: [...unprofiled],
    artifacts: {
      profiles: profiles.map((p) => relative(options.outputDir, p)),
      flameGraphs,
      table,
    },
    ...(error && { error }),
  });

  let shared: Target | undefined;
  let ports: Map<string, number> | undefined;
  let error: string | undefined;
  let windows = 0;
  // The rounds asked for, and as many again at most for a variant whose CPU per request has
  // changed beyond its noise while no function is listed yet (wantsMoreRounds): those extra
  // rounds profile the baseline and only such variants, so they cost at most the wall time
  // asked for again, and only where the profile cannot yet say where the time went. A variant
  // leaves once explained and does not come back, so its rounds pair with the baseline's first.
  const maxRounds = 2 * spec.rounds;
  const paired = (variant: number): ProfileRound[] =>
    Array.from({ length: Math.min(perArm[0].length, perArm[variant + 1].length) }, (_, r) => ({
      baseline: perArm[0][r],
      variant: perArm[variant + 1][r],
    }));
  // The most rounds any variant was paired over (each table has its own count).
  const roundsRun = () => Math.max(0, ...options.chosen.variants.map((_, i) => paired(i).length));
  const profiled = (arm: ArmProfile) => arm.processes.some((p) => p.busySamples > 0);
  const comparable = (rounds: ProfileRound[]) =>
    rounds.length > 0 && rounds.every((p) => profiled(p.baseline) && profiled(p.variant));
  let inPlay = arms.map((_, i) => i);
  try {
    for (let round = 0; round < maxRounds; round++) {
      if (round >= spec.rounds) {
        inPlay = inPlay.filter((arm) => {
          if (arm === 0) return true;
          const pairs = paired(arm - 1);
          return (
            pairs.length === round &&
            comparable(pairs) &&
            wantsMoreRounds(costTable('', pairs), pairs)
          );
        });
        if (inPlay.length === 1) break;
        options.log?.(
          `profiling round ${round + 1} (at most ${maxRounds}): the CPU per request of ${inPlay
            .slice(1)
            .map((arm) => arms[arm].name)
            .join(', ')} changed beyond its noise, but no function is beyond its own yet`,
        );
      }
      const order = [...inPlay];
      if (round % 2 === 1) order.reverse();
      for (const arm of order) {
        const signal = stopRequested();
        if (signal) throw new Error(`perf-gate received ${signal}; profiling stopped`);
        const variant = arms[arm];
        const label = `profile-${round + 1}-${variant.name}`;
        const startDir = tooling.startDir(config.lifecycle === 'shared' ? 'shared' : label);
        // A shared app keeps the ports it started with; a fresh one gets its own.
        if (config.lifecycle !== 'shared' || !ports)
          ports = await allocatePorts(servicesNeedingPorts(variant.services));
        const bound = bindPorts(
          withProfilerEnv(variant, tooling, startDir, spec, options.baseEnv),
          ports,
        );
        const target =
          config.lifecycle === 'shared'
            ? (shared ??= await startTarget(bound.services, {
                logDir: options.logDir,
                baseEnv: options.baseEnv,
                label: 'profile-shared',
              }))
            : await startTarget(bound.services, {
                logDir: options.logDir,
                baseEnv: options.baseEnv,
                label,
              });
        windows++;
        try {
          const profile = await profileWindow(bound, target, {
            dir: startDir,
            artifactBase: join(dir, label.replace(/[^\w.-]+/g, '_')),
            scratchBase: tooling.scratch(label),
            nodeSampler: tooling.nodeSampler,
            perfUnavailable: perfWhyNot,
            windowNumber: config.lifecycle === 'shared' ? windows : 1,
            setupLog: join(options.logDir, `${label}.setup.log`),
            baseEnv: options.baseEnv,
            windowMs: spec.windowMs,
          });
          for (const line of profile.unprofiled) unprofiled.add(line);
          profiles.push(...profile.artifacts);
          perArm[arm].push(profile.arm);
          options.log?.(
            `profiled ${variant.name} (round ${round + 1} of ${spec.rounds}${round >= spec.rounds ? `, at most ${maxRounds}` : ''})`,
          );
        } finally {
          if (target !== shared) await target.stop();
        }
      }
    }
  } catch (caught) {
    error = (caught as Error).message;
  } finally {
    try {
      await shared?.stop();
    } finally {
      tooling.remove();
    }
  }

  const tables: CostTable[] = [];
  const flameGraphs: Record<string, string> = {};
  const everyRow: CostTable[] = [];
  for (const [i, name] of options.chosen.variants.entries()) {
    const pairs = paired(i);
    if (!comparable(pairs)) continue;
    const table = costTable(name, pairs);
    everyRow.push(table);
    tables.push(listedOnly(table));
    const svg = join(dir, `${name.replace(/[^\w.-]+/g, '_')}.diff.svg`);
    writeFileSync(
      svg,
      differentialFlameGraph(pairs, { title: `${name} against ${arms[0].name}: CPU per request` }),
    );
    flameGraphs[name] = relative(options.outputDir, svg);
  }
  const tablePath = join(dir, 'where-the-time-went.json');
  writeFileSync(
    tablePath,
    JSON.stringify({ baseline: arms[0].name, rounds: roundsRun(), tables: everyRow }, null, 2) +
      '\n',
  );
  return report(tables, flameGraphs, relative(options.outputDir, tablePath), error);
}

/**
 * What the report says when profiling could not even begin (its folder could not be
 * written): the verdict stands, and the line says why.
 */
export function profilingFailed(
  chosen: { variants: string[]; reason: string },
  spec: ProfileSpec,
  error: unknown,
): ProfilingReport {
  return {
    variants: chosen.variants,
    reason: chosen.reason,
    rounds: 0,
    windowMs: spec.windowMs,
    wallMs: 0,
    tables: [],
    unprofiled: [],
    artifacts: { profiles: [], flameGraphs: {}, table: '' },
    error: error instanceof Error ? error.message : String(error),
  };
}

/** The variant's services with the profiler's environment on top of their own. */
function withProfilerEnv(
  variant: VariantSpec,
  tooling: ProfilerTooling,
  dir: string,
  spec: ProfileSpec,
  baseEnv: NodeJS.ProcessEnv,
): VariantSpec {
  const services = variant.services.map((service): ServiceSpec => ({
    ...service,
    env: {
      ...PERF_MAP_ENV,
      ...service.env,
      NODE_OPTIONS: withPreload(
        service.env.NODE_OPTIONS ?? baseEnv.NODE_OPTIONS,
        tooling.preload,
        tooling.nodeSampler,
      ),
      [PROFILE_DIR_VARIABLE]: dir,
      [INTERVAL_VARIABLE]: String(spec.intervalUs),
    },
  }));
  return { ...variant, services };
}

/** One arm's profiled window: set up and warmed up as a trial, then profiled under the load. */
async function profileWindow(
  variant: VariantSpec,
  target: Target,
  context: {
    dir: string;
    artifactBase: string;
    scratchBase: string;
    nodeSampler: NodeSampler;
    perfUnavailable?: string;
    windowNumber: number;
    setupLog: string;
    baseEnv: NodeJS.ProcessEnv;
    windowMs: number;
  },
): Promise<{ arm: ArmProfile; unprofiled: string[]; artifacts: string[] }> {
  const { runMeasured, runRamp, runWarmup } = await import('../load/trial.js');
  const { load, setup } = variant;
  if (load.warmup?.amount || load.warmup?.durationMs) {
    await runSetup(setup, context.setupLog, 'warmup', context.baseEnv);
    await runWarmup(load);
    await runSetup(setup, context.setupLog, 'measure', context.baseEnv);
  } else {
    await runSetup(setup, context.setupLog, 'once', context.baseEnv);
  }
  await runRamp(load);
  const window = await startWindow(target.services, context);
  const account = startAccounting(target.services.map((s) => s.pid));
  const measurement = await runMeasured({
    ...load,
    amount: undefined,
    durationMs: context.windowMs,
  });
  const usage = account(measurement.responses);
  const collected = await window.stop();
  const failure = target.failure();
  if (failure) throw failure;
  const requests = Math.max(1, measurement.responses);
  const processes = collected.processes.map((p) => ({
    source: p.source,
    stacks: p.stacks,
    busySamples: p.stacks.reduce((sum, s) => sum + s.samples, 0),
    cpuUsPerRequest: p.cpuUs / requests,
  }));
  const profiledUs = processes.reduce((sum, p) => sum + p.cpuUsPerRequest, 0);
  const totalUs = usage ? usage.targetCpuUs / requests : profiledUs;
  return {
    arm: { processes, unprofiledCpuUsPerRequest: Math.max(0, totalUs - profiledUs) },
    unprofiled: collected.unprofiled,
    artifacts: collected.processes.map((p) => p.artifact),
  };
}
