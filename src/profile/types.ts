/**
 * The values the profile stage reads and produces. A profile is reduced to stacks of
 * frames with sample counts, whatever profiler took it (V8's CPU profiler, Linux perf), so
 * the table and the flame graph are computed the same way for any runtime.
 */

/** One frame of a stack: a function, where it is defined, and the package it belongs to. */
export interface Frame {
  /** The function's name; `(anonymous)` for an unnamed one. */
  name: string;
  /** Its file, relative to the service's folder where it is inside it; absent for native code. */
  file?: string;
  /** 1-based. */
  line?: number;
  /**
   * The npm package (`express`, `@opentelemetry/instrumentation-http`) or .NET assembly
   * (`OpenTelemetry.Instrumentation.AspNetCore`) the frame is in; `(runtime)` for the
   * runtime's own code (Node's `node:` modules, V8 builtins, GC, the kernel); absent for
   * the service's own code.
   */
  package?: string;
}

/** Frames from the root to the leaf, and how many samples ended in exactly this stack. */
export interface StackCount {
  frames: Frame[];
  samples: number;
}

/**
 * What one profiled process of one arm showed in one profiling window: its stacks, the
 * samples in which it was busy (idle samples are left out) and the CPU time those samples
 * stand for, per request of the window.
 */
export interface ProcessProfile {
  /** What took the profile, and of which process: `node (pid 123)`. */
  source: string;
  stacks: StackCount[];
  /** Busy samples: the sum of `stacks[].samples`. */
  busySamples: number;
  /**
   * The CPU time per request that the samples share out: the profiled thread's CPU time
   * (V8 samples only the main thread) or the whole process's (perf samples every thread).
   */
  cpuUsPerRequest: number;
}

/** One arm (the baseline or a variant) in one profiling round. */
export interface ArmProfile {
  processes: ProcessProfile[];
  /** CPU per request of the arm's processes not covered by a profile (other threads, other processes). */
  unprofiledCpuUsPerRequest: number;
}

/** One profiling round: the baseline and one variant, profiled under the same load one after the other. */
export interface ProfileRound {
  baseline: ArmProfile;
  variant: ArmProfile;
}

/** One row of the table: a function (or a package), per request, baseline against variant. */
export interface CostRow {
  /** `handler (src/routes/items.js:42)`, or the package's name in the package table. */
  name: string;
  /** The package it belongs to (function rows); `(app)` is never written, it is absent. */
  package?: string;
  /**
   * Mean CPU µs per request over the rounds: the function's own, and the runtime's frames it
   * called (see chargedFrame).
   */
  baselineUs: number;
  variantUs: number;
  /** Mean over the rounds of the paired difference, variant − baseline. */
  deltaUs: number;
  /**
   * The change it must exceed to be listed: its own noise (between rounds, and the sampling
   * noise of the profiler) times the critical value of the family of rows.
   */
  noiseUs: number;
  /** |Δ| exceeds its noise bound. */
  beyondNoise: boolean;
  /** Δ as a share of the variant's change in CPU per request (signed; undefined when that is ~0). */
  shareOfChange?: number;
}

/** Where the time went for one variant against the baseline. */
export interface CostTable {
  variant: string;
  rounds: number;
  /** Mean CPU µs per request over the profiling rounds. */
  baselineCpuUs: number;
  variantCpuUs: number;
  /** Functions beyond their noise, biggest |Δ| first (grew and shrank both). */
  functions: CostRow[];
  /**
   * The change no listed function row holds: every row within its noise together (other
   * threads and GC among them when they are within theirs), paired over the rounds like a
   * row. The listed rows and this one add up to variantCpuUs − baselineCpuUs. Absent in a
   * report.json written before it existed.
   */
  rest?: CostRow;
  /** Packages beyond their noise (frames in node_modules or a framework assembly), biggest |Δ| first. */
  packages: CostRow[];
  /** How many functions were compared (the family the noise bound is corrected for). */
  compared: number;
}

/** What the profiling rounds found, as report.json and the report show it. */
export interface ProfilingReport {
  /** The variants profiled against the baseline, with why they were chosen. */
  variants: string[];
  reason: string;
  rounds: number;
  windowMs: number;
  /** Wall time the profiling rounds added to the run. */
  wallMs: number;
  /** Per variant: only the rows beyond their noise (the artifact holds every row). */
  tables: CostTable[];
  /** Services that could not be profiled, each with why; the verdict does not depend on them. */
  unprofiled: string[];
  /** Files in the output folder, relative to it. */
  artifacts: {
    /** Raw profiles, loadable in Chrome DevTools or speedscope (or perf script text). */
    profiles: string[];
    /** Per variant: its differential flame graph. */
    flameGraphs: Record<string, string>;
    /** Every compared row of every variant, as JSON. */
    table: string;
  };
  /** Why profiling stopped part-way or did not run, when it did not complete. */
  error?: string;
}
