/**
 * Bringing a variant to its measured window: start its services (or reuse the shared app),
 * then the setup steps marked `warmup`, the warm-up, the setup steps marked `measure` (the
 * default), the ramp-up. Whole trials, sliced rounds and profiling rounds all start and
 * prepare a variant here, so a variant meets the same conditions whichever of them measures it.
 *
 * Setup comes after the warm-up so the warm-up cannot use up the state the measured window
 * depends on, and before the ramp so the ramp leads into the window without a pause.
 */
import type { Config, ServiceSpec, VariantSpec } from '../config/types.js';
import { bindPorts, servicesNeedingPorts } from '../config/ports.js';
import { runSetup } from '../load/setup.js';
import type { WarmupRun } from '../load/trial.js';
import type { Target } from '../target/index.js';
import type { PlaceProcesses } from '../target/placement.js';
import { allocatePorts } from '../target/ports.js';
import { PortInUseError } from '../target/errors.js';

/** Starts with freshly picked ports after one was taken under it, before giving up. */
const PORT_ATTEMPTS = 3;

/** What a variant's services are started with (target/service.ts StartOptions). */
export interface ServiceStartOptions {
  logDir: string;
  /** The environment each service's env is merged over (the runner's). */
  baseEnv: NodeJS.ProcessEnv;
  /** Names the services' log files: the trial's place and variant, `shared`, … */
  label: string;
  /** The CPUs they start on (target/placement.ts); undefined: where perf-gate runs. */
  serviceCpus?: string;
  /** `placement: main-thread`: places each service's processes once it is ready. */
  placeReady?: PlaceProcesses;
}

/** Starts a variant's services in order and says when they are ready (target/index.ts startTarget). */
export type StartTarget = (
  services: ServiceSpec[],
  options: ServiceStartOptions,
) => Promise<Target>;

/**
 * The services of the variants, as trials or windows ask for them: a fresh app per trial,
 * on ports of its own; or, with `lifecycle: shared`, one app started for the first and
 * kept (with its ports) until `stopShared`.
 */
export class VariantServices {
  private shared: Target | undefined;
  private ports: Map<string, number> | undefined;

  constructor(
    private readonly options: {
      lifecycle: Config['lifecycle'];
      startTarget: StartTarget;
      logDir: string;
      baseEnv: NodeJS.ProcessEnv;
      /** The label of the shared app's logs. */
      sharedLabel: string;
      serviceCpus?: string;
      placeReady?: PlaceProcesses;
    },
  ) {}

  /** The variant with its ports bound, and its running services. */
  async start(
    declared: VariantSpec,
    label: string,
  ): Promise<{ variant: VariantSpec; target: Target }> {
    const shared = this.options.lifecycle === 'shared';
    for (let attempt = 1; ; attempt++) {
      if (!shared || !this.ports)
        this.ports = await allocatePorts(servicesNeedingPorts(declared.services));
      const variant = bindPorts(declared, this.ports);
      if (shared && this.shared) return { variant, target: this.shared };
      try {
        const target = await this.startServices(
          variant.services,
          shared ? this.options.sharedLabel : label,
          declared.name,
        );
        if (shared) this.shared = target;
        return { variant, target };
      } catch (error) {
        // A port perf-gate picked, taken between the pick and the start by another process
        // (another job's service on a shared runner: CI, 6 December 2026): pick again. A fixed
        // port in use is the user's to free, and is said at once.
        const picked =
          error instanceof PortInUseError && [...this.ports.values()].includes(error.port);
        if (!picked || attempt >= PORT_ATTEMPTS) throw error;
        this.ports = undefined;
      }
    }
  }

  /** Every start of a variant's services goes through here. */
  private startServices(services: ServiceSpec[], label: string, variant: string): Promise<Target> {
    const { logDir, baseEnv, startTarget, serviceCpus, placeReady } = this.options;
    return startTarget(services, {
      logDir,
      baseEnv,
      label,
      serviceCpus,
      // The placement says which variants it split (a variant of another runtime is not).
      placeReady: placeReady && ((pids) => placeReady(pids, variant)),
    });
  }

  /** Stops a trial's services, unless they are the shared app. */
  async release(target: Target): Promise<void> {
    if (target !== this.shared) await target.stop();
  }

  async stopShared(): Promise<void> {
    const shared = this.shared;
    this.shared = undefined;
    await shared?.stop();
  }
}

/** Where a variant's setup steps log, the environment they run in, and their CPUs. */
export interface SetupContext {
  setupLog: string;
  baseEnv: NodeJS.ProcessEnv;
  /**
   * Where setup commands run: where the services start (target/placement.ts), not on the load
   * engine's CPUs that perf-gate may be pinned to; undefined: where perf-gate runs.
   */
  setupCpus?: string;
  /** `placement: main-thread`: places the variant's services once warmed up (target/placement.ts). */
  placeWarm?: () => void;
}

/**
 * Everything before the measured window, in order: setup, warm-up, setup, the placement of a
 * warmed-up service, ramp. Returns what
 * the warm-up did, if one ran (how fast the app answered; how long a warm-up until steady took).
 */
export async function bringToWindow(
  variant: VariantSpec,
  context: SetupContext,
): Promise<WarmupRun | undefined> {
  // The load engine (autocannon, the open engine's client, the HDR histogram) loads with the
  // first trial: a run that stops before measuring never pays for it at start-up.
  const { hasWarmup, runRamp, runWarmup } = await import('../load/trial.js');
  const { load, setup } = variant;
  const { setupLog, baseEnv, setupCpus } = context;
  let warmup: WarmupRun | undefined;
  if (hasWarmup(load)) {
    await runSetup(setup, setupLog, 'warmup', baseEnv, setupCpus);
    warmup = await runWarmup(load);
    await runSetup(setup, setupLog, 'measure', baseEnv, setupCpus);
  } else {
    await runSetup(setup, setupLog, 'once', baseEnv, setupCpus);
  }
  context.placeWarm?.();
  await runRamp(load);
  return warmup;
}
