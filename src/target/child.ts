/**
 * The one way perf-gate runs a child process — a service, a setup command, a build: a shell
 * command in its own process group (so a wrapper shell, a forked worker or any grandchild
 * goes with it), the runner's environment without its secrets, its output to a log file
 * (secrets masked, the last lines kept for errors), registered so that a signal or a crash
 * stops it, and stopped as a group.
 */
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { OutputLog } from './output-log.js';
import { registerGroup, stopGroup, TRACKING_VARIABLE } from './process-group.js';
import { inheritedEnvironment } from './secrets.js';
import { placedCommand } from './placement.js';

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export function describeExit(status: ExitStatus): string {
  return status.signal ? `was killed by ${status.signal}` : `exited with code ${status.code}`;
}

export interface ChildSpec {
  command: string;
  cwd?: string;
  /** The runner's environment: inherited less its secrets (see secrets.ts). */
  baseEnv: NodeJS.ProcessEnv;
  /** Set on top, as the config says: the user's choice, passed as written. */
  env?: Record<string, string>;
  /** For the registry and the log, e.g. the service's name or `setup[0]`. */
  name: string;
  logPath: string;
  /** The log's first line says what runs, after `# perf-gate: `. */
  header: string;
  /** Between SIGTERM and SIGKILL when it is stopped. */
  graceMs: number;
  /**
   * What happens, when it is stopped, to processes it started that left its group (a
   * daemon started with setsid): a service's are killed with it; a setup or build command
   * may start a daemon on purpose (a database for the trials), so its are left running.
   */
  escaped: 'kill' | 'leave';
  /** The CPUs it runs on (a CPU list, see target/placement.ts); undefined: perf-gate's. */
  cpus?: string;
}

export interface Child {
  /** Also the process group id; undefined when the command could not be spawned. */
  readonly pid: number | undefined;
  readonly logPath: string;
  /** Why it could not be spawned (known once `exited` resolves). */
  spawnError(): Error | undefined;
  /** Set once the main process has exited. */
  exitStatus(): ExitStatus | undefined;
  /** Resolves when the main process exits (or could not start: code null, no signal). */
  readonly exited: Promise<ExitStatus>;
  lastLines(count?: number): string[];
  /**
   * Stops the whole group (SIGTERM, SIGKILL after the grace period), then lets go of its
   * output even if a process that left the group still holds it, and closes the log.
   * `forced` when SIGTERM was ignored. Safe to call more than once.
   */
  stop(): Promise<{ forced: boolean }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a closed group's output may take to arrive before the pipes are let go. */
const DRAIN_MS = 200;

let children = 0;

export function startChild(spec: ChildSpec): Child {
  const trackingId = `${process.pid}.${++children}`;
  const log = new OutputLog(spec.logPath);
  log.write(`# perf-gate: ${spec.header}\n`);
  const options = {
    detached: true,
    cwd: spec.cwd,
    env: {
      ...inheritedEnvironment(spec.baseEnv),
      ...spec.env,
      [TRACKING_VARIABLE]: trackingId,
    },
    stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'],
  };
  const placed = spec.cpus === undefined ? undefined : placedCommand(spec.command, spec.cpus);
  const child = placed
    ? spawn(placed.file, placed.args, options)
    : spawn(spec.command, { ...options, shell: true });
  let exit: ExitStatus | undefined;
  let spawnError: Error | undefined;
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => resolve((exit = { code, signal })));
    child.once('error', (error) => {
      spawnError = error;
      resolve((exit ??= { code: null, signal: null }));
    });
  });
  log.attach(child.stdout);
  log.attach(child.stderr);
  const pid = child.pid;
  // A service's escaped processes are stopped with its group (see ChildSpec.escaped).
  if (pid !== undefined) {
    registerGroup(pid, {
      name: spec.name,
      graceMs: spec.graceMs,
      trackingId,
      killEscaped: spec.escaped === 'kill',
    });
  }

  let stopped: Promise<{ forced: boolean }> | undefined;
  return {
    pid,
    logPath: spec.logPath,
    spawnError: () => spawnError,
    exitStatus: () => exit,
    exited,
    lastLines: (count) => log.lastLines(count),
    stop: () =>
      (stopped ??= (async () => {
        const result = pid === undefined ? { forced: false } : await stopGroup(pid, spec.graceMs);
        if (result.forced) {
          log.write(
            `# perf-gate: "${spec.name}" ignored SIGTERM for ${spec.graceMs} ms; its process group was killed\n`,
          );
        }
        await releaseOutput([child.stdout, child.stderr]);
        await log.close();
        return result;
      })()),
  };
}

/**
 * Once the group is gone its output ends — unless a process that left the group still holds
 * it. Waiting for that could take forever: after a moment to drain, the pipes are let go.
 */
async function releaseOutput(streams: (Readable | null)[]): Promise<void> {
  const open = streams.filter((s): s is Readable => s !== null && !s.readableEnded);
  const deadline = Date.now() + DRAIN_MS;
  while (open.some((s) => !s.readableEnded) && Date.now() < deadline) await sleep(10);
  for (const stream of open) if (!stream.readableEnded) stream.destroy();
}

export interface CommandOutcome {
  /** Undefined when it ran to its end; otherwise what went wrong, e.g. `exited with code 4`. */
  failure?: string;
  lastLines: string[];
}

/**
 * Runs a command to its end (a setup command, a build): whatever it left running in its
 * group is stopped afterwards, and a command that outlives `timeoutMs` is stopped then.
 */
export async function runCommand(
  spec: ChildSpec & { timeoutMs?: number },
): Promise<CommandOutcome> {
  const child = startChild(spec);
  let timedOut = false;
  const timer =
    spec.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          void child.stop();
        }, spec.timeoutMs);
  const status = await child.exited;
  clearTimeout(timer);
  await child.stop();
  const lastLines = child.lastLines(15);
  if (timedOut) return { failure: `did not finish within ${spec.timeoutMs! / 1000} s`, lastLines };
  const spawnError = child.spawnError();
  if (spawnError) return { failure: `could not be started: ${spawnError.message}`, lastLines };
  if (status.code !== 0) return { failure: describeExit(status), lastLines };
  return { lastLines };
}
