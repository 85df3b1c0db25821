/**
 * Profile stage (pure): profiles of the baseline and a variant, taken in profiling rounds
 * after the gate decided, reduced to where the time went — each function's CPU per
 * request (its own and the runtime's it called), paired over the rounds and listed only
 * beyond its own noise — and the differential flame graph. Collecting the profiles is the shell's (src/profiler/).
 */
export { costTable, listedOnly, armCpuUs, wantsMoreRounds, UNPROFILED } from './table.js';
export { differentialFlameGraph } from './flame.js';
export { v8Stacks, type V8CpuProfile } from './v8.js';
export { perfScriptStacks } from './perf-script.js';
export { variantsToProfile } from './select.js';
export { APP, RUNTIME, chargedFrame, functionLabel, npmPackageOf } from './frames.js';
export type * from './types.js';
