/**
 * Where the time went: each function's CPU time per request, baseline against variant,
 * paired over the profiling rounds, and listed only where the change is beyond its own noise.
 *
 * A function's cost in one window is its share of the process's busy samples times the CPU
 * time per request those samples stand for; a sample is charged to the innermost frame of
 * the service's code or of a package (chargedFrame), so what the runtime does for a function
 * is that function's cost. Two noises blur it: the profiler's sampling (a
 * function with c of N samples is a binomial count, variance ≈ c(1 − c/N)), and everything
 * that differs between windows (the runner's drift, JIT and GC luck), seen only as the spread
 * of the paired differences over rounds. The bound takes the larger of the two, each with the
 * critical value of its own distribution (normal for the sampling noise, Student's t with
 * rounds − 1 degrees of freedom for the spread, which few rounds estimate poorly), Bonferroni-
 * corrected over every function compared: an A/A run then lists no function in 95% of runs,
 * however many functions the service has. The rule is checked by a seeded A/A simulation.
 */
import { normalQuantile, tQuantile } from '../stats/distributions.js';
import { APP, chargedFrame, functionLabel, packageLabel } from './frames.js';
import type { ArmProfile, CostRow, CostTable, Frame, ProfileRound } from './types.js';

/** CPU per request of an arm that no profile covers (other threads, unprofiled processes). */
export const UNPROFILED = '(not sampled: other threads and processes)';

/** The row of the change no listed row holds, so that the rows shown add up to it. */
export const restName = (rows: number) =>
  `(everything else: ${rows} row${rows === 1 ? '' : 's'} within their noise)`;

interface Cost {
  us: number;
  /** Variance of `us` from the profiler's sampling. */
  samplingVar: number;
}

interface Keyed {
  name: string;
  package?: string;
  /** What makes two frames the same row, when it is not the name (see functionIdentity). */
  identity?: string;
}

const keyOfKeyed = (keyed: Keyed) =>
  JSON.stringify([keyed.identity ?? keyed.name, keyed.package ?? '']);

/** A compared row with the key it was compared under (a function's identity, not its label). */
type KeyedRow = CostRow & { key: string };
const withoutKey = ({ key: _key, ...row }: KeyedRow): CostRow => row;

/** Each function's (or package's) cost per request in one arm of one round. */
function armCosts(arm: ArmProfile, keyOf: (frame: Frame) => Keyed): Map<string, Cost & Keyed> {
  const costs = new Map<string, Cost & Keyed>();
  const add = (keyed: Keyed, us: number, samplingVar: number) => {
    const key = keyOfKeyed(keyed);
    const cost = costs.get(key) ?? { ...keyed, us: 0, samplingVar: 0 };
    cost.us += us;
    cost.samplingVar += samplingVar;
    costs.set(key, cost);
  };
  for (const process of arm.processes) {
    if (process.busySamples === 0) continue;
    const perSample = process.cpuUsPerRequest / process.busySamples;
    const counts = new Map<string, { keyed: Keyed; samples: number }>();
    for (const stack of process.stacks) {
      const charged = chargedFrame(stack.frames);
      if (!charged) continue;
      const keyed = keyOf(charged);
      const key = keyOfKeyed(keyed);
      const count = counts.get(key) ?? { keyed, samples: 0 };
      count.samples += stack.samples;
      counts.set(key, count);
    }
    const n = process.busySamples;
    for (const { keyed, samples } of counts.values()) {
      add(keyed, samples * perSample, perSample ** 2 * samples * (1 - samples / n));
    }
  }
  if (arm.unprofiledCpuUsPerRequest > 0)
    add({ name: UNPROFILED }, arm.unprofiledCpuUsPerRequest, 0);
  return costs;
}

/** Total CPU per request of an arm: what its profiles share out, and what none covers. */
export function armCpuUs(arm: ArmProfile): number {
  return (
    arm.processes.reduce((sum, p) => sum + p.cpuUsPerRequest, 0) + arm.unprofiledCpuUsPerRequest
  );
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

function compareRows(
  rounds: readonly ProfileRound[],
  keyOf: (frame: Frame) => Keyed,
  alpha: number,
  cpuChangeUs: number,
): KeyedRow[] {
  const perRound = rounds.map((round) => ({
    baseline: armCosts(round.baseline, keyOf),
    variant: armCosts(round.variant, keyOf),
  }));
  const keys = new Map<string, Keyed>();
  for (const { baseline, variant } of perRound) {
    for (const [key, cost] of [...baseline, ...variant]) {
      // The label last seen: the variant's, whose line numbers are the code as it is now.
      keys.set(key, { name: cost.name, package: cost.package });
    }
  }
  const r = rounds.length;
  const family = Math.max(1, keys.size);
  const zCritical = normalQuantile(1 - alpha / (2 * family));
  const tCritical = r >= 2 ? tQuantile(1 - alpha / (2 * family), r - 1) : Infinity;
  const rows: KeyedRow[] = [];
  for (const [key, keyed] of keys) {
    const zero = { us: 0, samplingVar: 0 };
    const b = perRound.map((round) => round.baseline.get(key) ?? zero);
    const v = perRound.map((round) => round.variant.get(key) ?? zero);
    const d = b.map((cost, i) => v[i].us - cost.us);
    const delta = mean(d);
    const samplingSe =
      Math.sqrt(b.reduce((s, c, i) => s + c.samplingVar + v[i].samplingVar, 0)) / r;
    const spread = r >= 2 ? d.reduce((s, x) => s + (x - delta) ** 2, 0) / (r - 1) : 0;
    const betweenSe = Math.sqrt(spread / r);
    // One round cannot show the spread between windows: only the sampling noise bounds it.
    const noise = Math.max(zCritical * samplingSe, r >= 2 ? tCritical * betweenSe : 0);
    rows.push({
      key,
      name: keyed.name,
      ...(keyed.package !== undefined && { package: keyed.package }),
      baselineUs: mean(b.map((c) => c.us)),
      variantUs: mean(v.map((c) => c.us)),
      deltaUs: delta,
      noiseUs: noise,
      beyondNoise: Math.abs(delta) > noise && delta !== 0,
      ...(Math.abs(cpuChangeUs) > 1e-9 && { shareOfChange: delta / cpuChangeUs }),
    });
  }
  return rows.sort(
    (x, y) => Math.abs(y.deltaUs) - Math.abs(x.deltaUs) || (x.name < y.name ? -1 : 1),
  );
}

/** The function a frame is, for the function table. */
function byFunction(frame: Frame): Keyed {
  return {
    name: functionLabel(frame),
    ...(frame.package !== undefined && { package: frame.package }),
    identity: functionIdentity(frame),
  };
}

/**
 * A named function is the same row in both arms whatever line it starts at: a change that
 * adds lines above it, or a dependency upgrade that moves it (express 4's `stringify` is at
 * response.js:1155, express 5's at :1015), would otherwise show one function as two rows, one
 * dropped and one added, each with its whole cost as Δ. An anonymous function has only its
 * place to tell it from the file's others, so it keeps its line; two functions of one name in
 * one file share a row.
 */
function functionIdentity(frame: Frame): string {
  if (!frame.file || frame.name === '(anonymous)' || frame.name === '') return functionLabel(frame);
  return `${frame.name} (${frame.file})`;
}

/** The package a frame is in, for the package table (the service's own code is `(app)`). */
function byPackage(frame: Frame): Keyed {
  return { name: packageLabel(frame) };
}

/**
 * The per-function and per-package tables of one variant against the baseline, every
 * compared row (biggest |Δ| first) with `beyondNoise` set where it is listed.
 * `alpha`: the family-wise rate at which an A/A run lists anything.
 */
export function costTable(
  variant: string,
  rounds: readonly ProfileRound[],
  alpha = 0.05,
): CostTable {
  if (rounds.length === 0) throw new Error('costTable: no profiling round to compare');
  const baselineCpuUs = mean(rounds.map((round) => armCpuUs(round.baseline)));
  const variantCpuUs = mean(rounds.map((round) => armCpuUs(round.variant)));
  const change = variantCpuUs - baselineCpuUs;
  const compared = compareRows(rounds, byFunction, alpha, change);
  const rest = restRow(rounds, compared, alpha, change);
  const functions = compared.map(withoutKey);
  const packages = compareRows(rounds, byPackage, alpha, change)
    .map(withoutKey)
    .filter(
      // The package table answers "which dependency": the app's own code and the runtime
      // are in the function table already.
      (row) => row.name !== APP && row.name !== UNPROFILED,
    );
  return {
    variant,
    rounds: rounds.length,
    baselineCpuUs,
    variantCpuUs,
    functions,
    rest,
    packages,
    compared: functions.length,
  };
}

/**
 * The change in CPU per request that no listed function row holds — every row within its
 * noise, together — paired over the rounds like a row, so that the listed rows and this one
 * add up to the variant's change. It is one row, not one of a family, so its bound is a
 * plain t bound at `alpha`.
 */
function restRow(
  rounds: readonly ProfileRound[],
  functions: readonly KeyedRow[],
  alpha: number,
  cpuChangeUs: number,
): CostRow {
  const listed = new Set(functions.filter((row) => row.beyondNoise).map((row) => row.key));
  const unlisted = (arm: ArmProfile) => {
    let us = 0;
    for (const [key, cost] of armCosts(arm, byFunction)) if (!listed.has(key)) us += cost.us;
    return us;
  };
  const b = rounds.map((round) => unlisted(round.baseline));
  const v = rounds.map((round) => unlisted(round.variant));
  const d = b.map((x, i) => v[i] - x);
  const delta = mean(d);
  const r = rounds.length;
  const spread = r >= 2 ? d.reduce((s, x) => s + (x - delta) ** 2, 0) / (r - 1) : 0;
  const noise = r >= 2 ? tQuantile(1 - alpha / 2, r - 1) * Math.sqrt(spread / r) : 0;
  return {
    name: restName(functions.length - listed.size),
    baselineUs: mean(b),
    variantUs: mean(v),
    deltaUs: delta,
    noiseUs: noise,
    beyondNoise: Math.abs(delta) > noise && delta !== 0,
    ...(Math.abs(cpuChangeUs) > 1e-9 && { shareOfChange: delta / cpuChangeUs }),
  };
}

/** The table as the report shows it: only the rows beyond their noise. */
export function listedOnly(table: CostTable): CostTable {
  return {
    ...table,
    functions: table.functions.filter((row) => row.beyondNoise),
    packages: table.packages.filter((row) => row.beyondNoise),
  };
}

/**
 * Whether the profiling rounds should go on: the variant's CPU per request changed beyond
 * its own noise (a paired t-test over the rounds at `alpha`), yet no function is listed —
 * the profile has seen that the variant costs more (or less) but cannot yet say where. The
 * noise bound of a function falls fast with the rounds (Student's t at the family's
 * Bonferroni level is ~11.5 with 4 degrees of freedom, ~6 with 9, and the spread's standard
 * error falls with √rounds: about 2.7 times tighter at 10 rounds than at 5), so a few more
 * rounds are what turns "CPU +58 µs, nothing listed" into an answer. An A/A, or a change
 * already explained, stops at the rounds asked for.
 */
export function wantsMoreRounds(
  table: CostTable,
  rounds: readonly ProfileRound[],
  alpha = 0.05,
): boolean {
  if (rounds.length < 2) return false;
  // Any listed row is an answer to show, the CPU of other threads included: a variant whose
  // requests are mostly waiting (a timer, a slow backend) has its CPU per request swell from
  // the idle process's housekeeping, which more rounds would not turn into a function.
  if (table.functions.some((row) => row.beyondNoise)) return false;
  const d = rounds.map((round) => armCpuUs(round.variant) - armCpuUs(round.baseline));
  const delta = mean(d);
  const spread = d.reduce((s, x) => s + (x - delta) ** 2, 0) / (d.length - 1);
  const se = Math.sqrt(spread / d.length);
  return Math.abs(delta) > tQuantile(1 - alpha / 2, d.length - 1) * se;
}
