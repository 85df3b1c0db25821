/** Start one service (a child process of its own group), wait until it is ready, stop it. */
import { join } from 'node:path';
import type { ServiceSpec } from '../config/types.js';
import {
  commandLineOf,
  holdsSocket,
  listeningInodes,
  listeningPortsOf,
  processIds,
} from '../procfs/index.js';
import { describeExit, startChild, type ExitStatus } from './child.js';
import { PortInUseError, ServiceError } from './errors.js';
import type { PlaceProcesses } from './placement.js';
import { groupMembers } from './process-group.js';
import { portAccepts, probeEndpoint, probeOnce, type ProbeSeen } from './probe.js';

export { describeExit, type ExitStatus } from './child.js';

export interface RunningService {
  readonly spec: ServiceSpec;
  /** Also the process group id. */
  readonly pid: number;
  readonly logPath: string;
  /** Set once the service's main process has exited. */
  exitStatus(): ExitStatus | undefined;
  lastLines(count?: number): string[];
  /** Stops the whole process group; `forced` when SIGTERM was ignored. */
  stop(): Promise<{ forced: boolean }>;
}

export interface StartOptions {
  logDir: string;
  /** The environment the service's env is merged over (the runner's). */
  baseEnv: NodeJS.ProcessEnv;
  /** Label for the log file, e.g. the variant and round. */
  label: string;
  /** The CPUs services start on (target/placement.ts); undefined: where perf-gate runs. */
  serviceCpus?: string;
  /** `placement: main-thread`: places the service's processes once it is ready (target/placement.ts). */
  placeReady?: PlaceProcesses;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a service's runtime gets unless the runner's environment or the config's `env:` sets
 * it, under any of its names. .NET counts calls towards optimised code (tier 1) only after
 * 100 ms in which no new quickly-compiled method appeared, and under load new ones keep
 * appearing: an ASP.NET Core app ran its tier-0 code for 4-5 s of its own load and more,
 * through the warm-up into the measured window, at about twice the CPU per request, stepping
 * down at a moment that differed by round and by arm; pinned to one CPU, in one run, it never
 * got there in the window. Counting at once reaches the same optimised code within 1.5-2 s of
 * load (docs/accuracy.md, ".NET tiers up inside the window"). Other runtimes ignore it.
 */
const SERVICE_RUNTIME_DEFAULTS: readonly { names: readonly string[]; value: string }[] = [
  // .NET reads DOTNET_ first, then the older COMPlus_.
  { names: ['DOTNET_TC_CallCountingDelayMs', 'COMPlus_TC_CallCountingDelayMs'], value: '0' },
];

/** The runtime defaults that neither the runner's environment nor the service's `env:` set. */
function runtimeDefaults(
  ...envs: (Readonly<Record<string, string | undefined>> | undefined)[]
): Record<string, string> {
  const set = (name: string) => envs.some((env) => env?.[name] !== undefined);
  return Object.fromEntries(
    SERVICE_RUNTIME_DEFAULTS.filter((d) => !d.names.some(set)).map((d) => [d.names[0], d.value]),
  );
}

export async function startService(
  spec: ServiceSpec,
  options: StartOptions,
): Promise<RunningService> {
  const identity = { name: spec.name, command: spec.command };
  if (spec.ready) {
    const { host, port } = probeEndpoint(spec.ready);
    if (await portAccepts(host, port))
      throw new PortInUseError(identity, host, port, findPortHolder(port));
  }

  const logPath = join(options.logDir, `${fileSafe(options.label)}.${fileSafe(spec.name)}.log`);
  const child = startChild({
    command: spec.command,
    cwd: spec.cwd,
    baseEnv: { ...runtimeDefaults(options.baseEnv, spec.env), ...options.baseEnv },
    env: spec.env,
    name: spec.name,
    logPath,
    header: `starting "${spec.name}": ${spec.command}${options.serviceCpus === undefined ? '' : ` (on CPU ${options.serviceCpus})`}`,
    graceMs: spec.graceMs,
    escaped: 'kill',
    cpus: options.serviceCpus,
  });
  const pid = child.pid;
  if (pid === undefined) {
    await child.exited;
    await child.stop();
    throw new ServiceError(
      { ...identity, logPath },
      `could not be started: ${child.spawnError()?.message ?? 'no process id'}`,
      [],
      spec.cwd ? `Check that cwd "${spec.cwd}" exists.` : '',
    );
  }

  const service: RunningService = {
    spec,
    pid,
    logPath,
    exitStatus: () => child.exitStatus(),
    lastLines: (count) => child.lastLines(count),
    stop: () => child.stop(),
  };

  try {
    await waitReady(service);
    if (options.placeReady) placeProcesses(service, options.placeReady);
  } catch (error) {
    await service.stop();
    throw error;
  }
  return service;
}

/**
 * `placement: main-thread` for a service's processes (its process group's members), ready or
 * warmed up; a failure names the service and what to do.
 */
export function placeProcesses(service: RunningService, place: (pids: number[]) => void): void {
  try {
    place(groupMembers(service.pid));
  } catch (error) {
    const { name, command } = service.spec;
    throw new ServiceError(
      { name, command, logPath: service.logPath },
      `could not be placed on the CPUs (placement: main-thread, the default): ${(error as Error).message}`,
      service.lastLines(),
      'Set placement: off in the config to let it float.',
    );
  }
}

async function waitReady(service: RunningService): Promise<void> {
  const { spec } = service;
  const probe = spec.ready;
  if (!probe) return;
  const identity = { name: spec.name, command: spec.command, logPath: service.logPath };
  const deadline = Date.now() + probe.timeoutMs;
  let last: ProbeSeen = { seen: 'no probe yet' };
  for (;;) {
    const exit = service.exitStatus();
    if (exit) {
      await sleep(20); // the last output may still be in the pipe
      throw new ServiceError(
        identity,
        `${describeExit(exit)} before it was ready`,
        service.lastLines(),
      );
    }
    const result = await probeOnce(probe, Math.min(1_000, probe.timeoutMs));
    if (result === undefined) return;
    last = result;
    if (Date.now() >= deadline) {
      const target = probe.kind === 'tcp' ? `${probe.host}:${probe.port}` : probe.url;
      throw new ServiceError(
        identity,
        `was not ready within ${probe.timeoutMs / 1000} s (last probe: ${last.seen})`,
        service.lastLines(),
        // It listens and answers, with another status: neither the port nor the time is wrong.
        last.answered && probe.kind === 'http'
          ? `It answers, with another status: point ready at a URL that answers ${probe.status.length > 0 ? 'that status' : '2xx'} once the app is ready (or, if that status means ready, set ready.status to it).`
          : (elsewhere(service, probeEndpoint(probe).port) ??
              `Check that it listens on ${target}, or raise ready.timeout.`),
      );
    }
    await sleep(probe.intervalMs);
  }
}

/**
 * Advice for a service that listens, but not where it is probed (an app that keeps its own
 * port 3000 when perf-gate gave it another in PORT): the ports it does listen on.
 */
function elsewhere(service: RunningService, probed: number): string | undefined {
  const ports = listeningPortsOf(groupMembers(service.pid));
  if (ports.length === 0 || ports.includes(probed)) return undefined;
  const given = service.spec.env.PORT === String(probed);
  const listed = ports.join(', ');
  // Its main port elsewhere, or another of its ports (an inspector, metrics) open while it
  // still starts: both are said, the first as the likelier when perf-gate gave it PORT.
  const fix = given
    ? "have the app listen on the PORT variable perf-gate sets (process.env.PORT, ASPNETCORE_URLS), or write its own port in ready and the load's URLs instead of {port}"
    : "point ready and the load's URLs at the port it serves on";
  return `It listens on port ${listed}, not on ${probed}${given ? ', the port perf-gate gave it in PORT' : ''}: if it serves on ${listed}, ${fix}; if that is another of its ports (an inspector, metrics) and it was still starting, raise ready.timeout.`;
}

function fileSafe(text: string): string {
  return text.replace(/[^\w.-]+/g, '_').slice(0, 60);
}

/** "PID 123 (node server.js)" for the process listening on a TCP port, when Linux tells. */
export function findPortHolder(port: number): string | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  const pid = processIds().find((candidate) => holdsSocket(candidate, inodes));
  return pid === undefined ? undefined : `PID ${pid} (${(commandLineOf(pid) ?? '').slice(0, 120)})`;
}
