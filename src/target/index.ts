/** Target stage: the services of one variant, started in order and stopped in reverse. */
import type { ServiceSpec } from '../config/types.js';
import { ServiceError } from './errors.js';
import { describeExit, startService, type RunningService, type StartOptions } from './service.js';

export { PortInUseError, ServiceError, SetupError } from './errors.js';
export { stopAllGroups, stopGroupsOnExit, stopRequested } from './process-group.js';
export type { RunningService } from './service.js';

export interface Target {
  readonly services: RunningService[];
  /** A ServiceError for the first service that has died since it was ready, if any. */
  failure(): ServiceError | undefined;
  stop(): Promise<void>;
}

/** Each service starts once the one before it is ready (a front end needs its back end). */
export async function startTarget(specs: ServiceSpec[], options: StartOptions): Promise<Target> {
  const services: RunningService[] = [];
  const stop = async () => {
    for (const service of [...services].reverse()) await service.stop();
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
