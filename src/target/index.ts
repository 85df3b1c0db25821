/** Target stage: the services of one variant, started in order and stopped in reverse. */
import type { ServiceSpec } from '../config/types.js';
import { ServiceError } from './errors.js';
import { continueGroups, pauseGroups, pausedProcesses, resumeGroups } from './process-group.js';
import { whyListenerNotAmong } from './listener.js';
import { answersWithin } from './probe.js';
import { describeExit, startService, type RunningService, type StartOptions } from './service.js';

export { PortInUseError, ServiceError, SetupError } from './errors.js';
export {
  PauseError,
  stopAllGroups,
  stopGroupsOnExit,
  stopRequested,
  writeBeforeSignalExit,
} from './process-group.js';
export { placeProcesses, type RunningService } from './service.js';

export interface Target {
  readonly services: RunningService[];
  /** A ServiceError for the first service that has died since it was ready, if any. */
  failure(): ServiceError | undefined;
  /**
   * Pauses every process of every service (SIGSTOP; see pauseGroups) and resolves once all
   * have stopped; `resume` continues them. A PauseError when one cannot be paused.
   */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /**
   * While paused: the first service whose HTTP probe still answers, which means its work
   * runs outside the processes perf-gate started (a container, a daemon of another user).
   */
  answeringWhilePaused(): Promise<string | undefined>;
  stop(): Promise<void>;
}

/** How long a paused service's probe is given to answer: a running one answers in ms. */
const PAUSED_PROBE_MS = 300;

/** Each service starts once the one before it is ready (a front end needs its back end). */
export async function startTarget(specs: ServiceSpec[], options: StartOptions): Promise<Target> {
  const services: RunningService[] = [];
  const groups = () => services.map((s) => s.pid);
  const stop = async () => {
    // A paused back end would hang a front end's shutdown that still talks to it.
    continueGroups(groups());
    // Every service is stopped, whichever failed to: one left running would share the CPUs
    // with every later trial.
    const failures: unknown[] = [];
    for (const service of [...services].reverse())
      await service.stop().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  };
  try {
    for (const spec of specs) services.push(await startService(spec, options));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    services,
    stop,
    pause: () => pauseGroups(groups()),
    resume: () => resumeGroups(groups()),
    async answeringWhilePaused() {
      for (const { spec } of services) {
        if (spec.ready?.kind === 'http') {
          if (await answersWithin(spec.ready.url, PAUSED_PROBE_MS))
            return `service "${spec.name}" answered ${spec.ready.url} while its processes were paused`;
        } else if (spec.ready?.kind === 'tcp') {
          // A paused listener still completes connections: ask who holds it instead.
          const why = whyListenerNotAmong(Number(spec.ready.port), pausedProcesses(groups()));
          if (why) return `service "${spec.name}" is ready on a TCP port, but ${why}`;
        }
      }
      return undefined;
    },
    failure() {
      for (const service of services) {
        const exit = service.exitStatus();
        if (exit) {
          return new ServiceError(
            { name: service.spec.name, command: service.spec.command, logPath: service.logPath },
            `${describeExit(exit)} during the trial`,
            service.lastLines(),
          );
        }
      }
      return undefined;
    },
  };
}
