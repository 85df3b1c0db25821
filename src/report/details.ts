/**
 * The folded details under the report: each variant's figures (a block familiar from
 * bombardier), the failed trials and the noisy ones, each body fixed-width lines. Pure.
 */
import { bytesRate, micros, pct, rate, seconds } from '../model/format.js';
import type { Measurement } from '../model/measurement.js';
import { measuredTrials } from '../model/trial.js';
import type { RunResult } from './result.js';
import { fit, given, type Text } from './text.js';

/** A section folded under its summary, its body fixed-width lines (nothing in it is markup). */
export interface Folded {
  summary: Text;
  lines: string[];
}

const folded = (summary: Text, lines: string[]): Folded => ({ summary, lines });

/** A block familiar from bombardier, per variant, folded. */
export function statistics(result: RunResult): Folded[] {
  return result.summaries.map((s) => {
    // The trials the statistics used: a re-run trial's replacement, never both.
    const trials = measuredTrials(result.trials).filter((t) => t.variant === s.variant);
    const perSecond = trials.flatMap((t) => t.measurement.perSecond);
    const rps = perSecond.length > 0 ? perSecond : trials.map((t) => t.measurement.throughput);
    const avg = rps.reduce((a, b) => a + b, 0) / Math.max(1, rps.length);
    const sd = Math.sqrt(rps.reduce((a, b) => a + (b - avg) ** 2, 0) / Math.max(1, rps.length - 1));
    const codes = { '1xx': 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    let errors = 0;
    let timeouts = 0;
    for (const t of trials) {
      for (const k of Object.keys(codes) as (keyof typeof codes)[])
        codes[k] += t.measurement.statusClasses[k];
      errors += t.measurement.errors;
      timeouts += t.measurement.timeouts;
    }
    const m = s.metrics;
    const maxLatency = Math.max(0, ...trials.map((t) => t.measurement.latencyUs.max));
    const latencySd =
      trials.reduce((a, t) => a + t.measurement.latencyUs.stdev, 0) / Math.max(1, trials.length);
    const col = (v: string) => v.padStart(11);
    return {
      summary: [given(s.variant), `: statistics over ${trials.length} trials`],
      lines: [
        `Statistics        ${'Avg'.padStart(11)}${'Stdev'.padStart(11)}${'Max'.padStart(11)}`,
        `  Reqs/sec        ${col(avg.toFixed(2))}${col(sd.toFixed(2))}${col(Math.max(0, ...rps).toFixed(2))}`,
        `  Latency         ${col(micros(m.latency.mean))}${col(micros(latencySd))}${col(micros(maxLatency))}`,
        `  Latency p50 ${micros(m.p50.mean)}, p90 ${micros(m.p90.mean)}, p99 ${micros(m.p99.mean)}${result.conditions.load.rate !== undefined ? ' (from the scheduled time)' : ''}`,
        '  HTTP codes:',
        `    1xx - ${codes['1xx']}, 2xx - ${codes['2xx']}, 3xx - ${codes['3xx']}, 4xx - ${codes['4xx']}, 5xx - ${codes['5xx']}`,
        `    others - ${errors + timeouts} (${timeouts} timeouts)`,
        `  Throughput:     ${bytesRate(m.bytes.mean)}`,
        ...openModelLines(
          result,
          trials.map((t) => t.measurement),
        ),
        ...resourceLines(trials.map((t) => t.measurement)),
        `  Req/s across trials: mean ${rate(m.throughput.mean)}, CV ${pct(m.throughput.cv)}, min ${rate(m.throughput.min)}, max ${rate(m.throughput.max)}`,
      ],
    };
  });
}

/** CPU and memory of the target, and what else the machine was doing (Linux only). */
function resourceLines(measurements: Measurement[]): string[] {
  const usage = measurements.flatMap((m) => (m.resources ? [m.resources] : []));
  if (usage.length === 0) return ['  Resources: not measured (needs Linux /proc)'];
  const mean = (pick: (u: (typeof usage)[number]) => number) =>
    usage.reduce((a, u) => a + pick(u), 0) / usage.length;
  const peakMb = Math.max(...usage.map((u) => u.targetPeakRssKb)) / 1024;
  return [
    `  CPU: ${micros(mean((u) => u.targetCpuUsPerRequest))} per request, peak RSS ${peakMb.toFixed(1)}MB`,
    `  Load generator CPU ${(mean((u) => u.selfCpuUs) / 1e6).toFixed(2)}s per trial; foreign load ${mean((u) => u.foreignCores).toFixed(2)} cores${usage.every((u) => u.interruptCores !== undefined) ? `, interrupts ${mean((u) => u.interruptCores!).toFixed(2)}` : ''}${usage.every((u) => u.stealCores !== undefined) ? `, steal ${mean((u) => u.stealCores!).toFixed(2)}` : ''}`,
  ];
}

/** Achieved rate against the target, and the share within the objective, when set. */
function openModelLines(result: RunResult, measurements: Measurement[]): string[] {
  const { load } = result.conditions;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const lines: string[] = [];
  if (load.rate !== undefined) {
    const achieved = mean(measurements.map((m) => m.achievedRate ?? 0));
    const short = measurements.filter((m) => m.saturated).length;
    const dropped = measurements.reduce((total, m) => total + (m.dropped ?? 0), 0);
    lines.push(
      `  Rate: ${rate(achieved)} achieved of ${rate(load.rate)} req/s asked${short ? ` (${short} trial${short === 1 ? '' : 's'} fell short: saturated)` : ''}`,
      `  Dropped: ${dropped} request${dropped === 1 ? '' : 's'}${dropped ? ` (due while all ${load.connections} connections were busy)` : ''}`,
    );
  }
  if (load.objectiveMs !== undefined) {
    lines.push(
      `  Under ${seconds(load.objectiveMs)}: ${pct(mean(measurements.map((m) => m.underObjective ?? 0)))} of requests`,
    );
  }
  return lines;
}

export function noisyTrials(result: RunResult): Folded | undefined {
  const flags = result.noise ?? [];
  if (flags.length === 0) return undefined;
  const lines = flags.map(
    (f) =>
      `#${f.sequence} ${fit(f.variant)} (round ${f.round + 1}): ${fit(f.reasons.join('; '), 500)}`,
  );
  return folded(
    `〰️ ${flags.length} noisy trial${flags.length === 1 ? '' : 's'} (kept in the statistics, shown so you can judge)`,
    lines,
  );
}

export function failedTrials(result: RunResult): Folded | undefined {
  const failed = result.trials.filter((t) => t.status === 'failed');
  if (failed.length === 0) return undefined;
  const lines = failed.map(
    (t) => `#${t.sequence} ${fit(t.variant)} (round ${t.round + 1}): ${t.error}`,
  );
  return folded(
    `❗ ${failed.length} failed trial${failed.length === 1 ? '' : 's'} (not included in the statistics)`,
    lines,
  );
}
