/**
 * What perf-gate assumes when it is not told: the config file's defaults (the schema
 * documents them, normalize applies them) and where the entry points look and write. One
 * place, so that the schema, the help texts, action.yml and the code cannot disagree.
 */
import { MAX_SEQUENTIAL_ROUNDS } from '../stats/round-limits.js';
import type { PlacementMode } from './cpus.js';

export const DEFAULTS = {
  /** Fixed rounds of the permutation test when the config gives none. */
  rounds: 10,
  /** Budget of a sequential run: without a wall-time budget, and with one. */
  maxRounds: 30,
  maxRoundsWithBudget: MAX_SEQUENTIAL_ROUNDS,
  connections: 10,
  durationMs: 10_000,
  timeoutMs: 10_000,
  /**
   * A fixed 1 s warm-up. `warmup: steady` read 0.72× its per-round A/A spread in req/s and
   * 0.88× in CPU per request at equal wall time on the express bench app, interleaved, 8
   * rounds each: not yet told apart from 1 (docs/configuration.md, "A warm-up until steady").
   */
  warmupMs: 1_000,
  /** The longest a warm-up `until: steady` runs (`load.warmup.max`). */
  steadyWarmupMaxMs: 10_000,
  /**
   * Variants take turns in slices of this length, where they can (see `slice`), the load
   * keeping its connections from slice to slice (load/closed.ts). On the 2-CPU machine
   * (express A/A, 4 s trials, two interleaved runs, 40 rounds each, 2 December 2026) rounds in
   * 100 ms slices differed by 3.6% (req/s) and 3.3% (CPU per request) against 5.7% and 5.1% in
   * the 250 ms slices of autocannon started afresh for each slice, at equal wall time 0.63
   * [0.46–0.87] and 0.65 [0.47–0.89] of them; 50 ms slices were no better (0.65, 0.57, and 8%
   * more wall time per round), nor was pinning. Known costs on the request path and on the
   * event loop read as in whole trials; a worker thread's req/s cost reads lower than in
   * autocannon's whole trials, as in whole trials on kept connections (docs/accuracy.md,
   * "Kept connections and 100 ms slices").
   */
  sliceMs: 100,
  /**
   * Where the work runs on the CPUs (see `placement`; src/config/cpus.ts,
   * src/target/placement.ts). `main-thread`: each Node process's event loop on the services'
   * CPU, its other threads and the load engine on the engine's, each .NET process whole on the
   * services' CPU once warmed up, everything else floating. On
   * the 2-CPU machines it brought express to 0.35–0.76 of floating's per-round spread at equal
   * wall time in four interleaved studies (2.7% / 2.9% per round against 3.9% / 3.8% floating
   * in the latest, 20 rounds each), and a 2% gate in `budget: 5m` decided each of nine A/As
   * within tolerance and failed helmet() each time (docs/accuracy.md, "main-thread as the
   * default"). `auto` (everything placed) did not help express (0.61 and 1.07 of floating) and
   * moved ASP.NET Core's between 0.4 and 2.5 of floating's from day to day (a .NET app started
   * on one CPU sizes itself for one), so the default moves a .NET process whole to the services'
   * CPUs only once it is warm: its rounds 1.7–1.9% apart against 2.7–5.2% floating (".NET apart
   * from the load engine"). With neither kind of process it places nothing. The cost: a Node
   * app's worker threads started before it is ready share the load engine's CPU, and a .NET
   * app's background threads share its requests' CPU, which changes what their work costs.
   */
  placement: 'main-thread' as PlacementMode,
  readyTimeoutMs: 60_000,
  readyIntervalMs: 100,
  graceMs: 5_000,
  /** Extra rounds for re-running disturbed ones. */
  reruns: 0 as number | string,
  setupTimeoutMs: 30_000,
  alpha: 0.05,
  /** Profiling rounds after the gate (see src/config/profile.ts). */
  profile: {
    when: 'auto',
    /**
     * Five rounds: in the seeded simulation (profile.test.ts) a 30 µs function on a ~100 µs
     * request ranked first in every one of 400 runs with five rounds, in 59% with three.
     */
    rounds: 5,
    windowMs: 2_000,
    /**
     * V8 samples every 1 ms. Every 250 µs, a profiled quick-start app spent +92% CPU per
     * request against a plain start, every 1 ms +40% (bench:profile, docs/profiling.md); the
     * noise bound that decides is the spread between rounds, not the sampling (a 30 µs
     * function's sampling noise is about a quarter of it at 1 ms), and the seeded simulation
     * at 1,200 samples per window still lists nothing in 199 of 200 A/A runs.
     */
    intervalUs: 1_000,
  } as const,
};

/** The experiment file looked for in the working folder when none is named. */
export const DEFAULT_CONFIG_FILE = 'perf-gate.yml';

/** The folder for report.md, report.json and the service logs (`output-dir`, `--output-dir`). */
export const DEFAULT_OUTPUT_DIR = '.perf-gate';

/** Where a report job finds the measure job's result (`result` input, `mode: report`). */
export const DEFAULT_MEASURED_RESULT = `${DEFAULT_OUTPUT_DIR}/report.json`;

/** Where a merge job finds the shards' results (`result` input, `mode: merge`). */
export const DEFAULT_SHARDS_DIR = `${DEFAULT_OUTPUT_DIR}/shards`;
