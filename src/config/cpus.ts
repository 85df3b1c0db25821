/**
 * CPU lists as Linux writes them (`0`, `1-3`, `0,2-3`: taskset -c, cpuset.cpus,
 * Cpus_allowed_list) and where perf-gate puts its work on them (`placement`). Pure: the
 * target stage reads which CPUs the process may use and applies the plan
 * (src/target/placement.ts).
 */

/** The form a CPU list takes, for error messages. */
export const CPU_LIST_FORM = 'a CPU list like "1", "1-3" or "0,2-3"';

/** The CPUs of a list, ascending and without repeats; a string saying what is wrong otherwise. */
export function parseCpuList(text: string | number): number[] | string {
  const source = String(text).trim();
  if (source === '') return `is empty; expected ${CPU_LIST_FORM}`;
  const cpus = new Set<number>();
  for (const part of source.split(',')) {
    const match = /^\s*(\d{1,4})\s*(?:-\s*(\d{1,4})\s*)?$/.exec(part);
    if (!match) return `"${source}" is not ${CPU_LIST_FORM}`;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (to < from) return `"${part.trim()}" in "${source}" runs backwards; write it low-high`;
    for (let cpu = from; cpu <= to; cpu++) cpus.add(cpu);
  }
  return [...cpus].sort((a, b) => a - b);
}

/** A list of CPUs in the shortest form: `0,2-3`. */
export function formatCpuList(cpus: readonly number[]): string {
  const sorted = [...new Set(cpus)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j === i ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** The placements written as a word (the other form is the explicit `{ engine, services }`). */
export const PLACEMENT_MODES = ['auto', 'main-thread', 'off'] as const;
export type PlacementMode = (typeof PLACEMENT_MODES)[number];

/**
 * `auto`: perf-gate chooses; `main-thread` (the default): nothing is placed until a service is
 * ready, then each of its Node processes' first thread (the event loop) goes to the services'
 * CPUs and its other threads, with the load engine, to the engine's, and each .NET process,
 * once warmed up, whole to the services' CPUs (other processes float);
 * `off`: everything floats as the scheduler likes; explicit: the load engine (perf-gate's
 * process and threads) on `engine`, every variant's services on `services`.
 */
export type PlacementSpec =
  { mode: PlacementMode } | { mode: 'explicit'; engine: number[]; services: number[] };

/** Where the work runs: CPU lists, or floating (undefined lists) with the reason. */
export interface PlacementPlan {
  engine?: number[];
  services?: number[];
  /**
   * `main-thread`: where an event-loop process's threads other than its first go once it is
   * ready (its first goes to `services`); undefined: nothing is split.
   */
  otherThreads?: number[];
  /** Why the work floats, when it does. */
  floating?: string;
  /** An explicit placement this process cannot follow: a problem of the config, on this machine. */
  problem?: { path: string; message: string };
}

/**
 * Where `auto` puts the work on the CPUs this process may use: the load engine on a quarter
 * of them (at least one, its lowest), the services on the rest. The variants of a round take
 * turns (the waiting one paused), so they share the services' CPUs. `main-thread` uses the
 * same lists for the event loops and the load engine, and sends the event-loop processes' other
 * threads (GC, compiler, worker threads) to the engine's CPUs. One CPU: nothing to place.
 */
export function planPlacement(spec: PlacementSpec, allowed: readonly number[]): PlacementPlan {
  if (spec.mode === 'off') return { floating: 'placement: off' };
  if (spec.mode === 'explicit') {
    for (const field of ['engine', 'services'] as const) {
      const outside = spec[field].filter((cpu) => !allowed.includes(cpu));
      if (outside.length > 0)
        return {
          problem: {
            path: `placement.${field}`,
            message: `"${formatCpuList(spec[field])}" names CPU ${formatCpuList(outside)}, which this process may not use here; list CPUs from ${formatCpuList(allowed)}, or set placement: auto`,
          },
        };
    }
    return { engine: spec.engine, services: spec.services };
  }
  if (allowed.length < 2)
    return { floating: `one CPU (${formatCpuList(allowed)}): nothing to place` };
  const sorted = [...allowed].sort((a, b) => a - b);
  const engineCount = Math.max(1, Math.round(sorted.length / 4));
  const engine = sorted.slice(0, engineCount);
  const services = sorted.slice(engineCount);
  return spec.mode === 'main-thread'
    ? { engine, services, otherThreads: engine }
    : { engine, services };
}
