/**
 * The examples users copy, in the default design and as whole trials (`slice: off`), the
 * designs alternating in blocks of two rounds (as in noise-offpath.ts), quiet or beside the
 * bursty co-tenant: the spread of the per-round paired ln ratio of each variant against the
 * baseline for req/s, CPU per request, p50 and p99 (the metrics the examples gate), and the
 * wall time. Issue 24: in slices at most 0.6 of whole trials at equal wall time — the spread
 * of a mean falls with √(rounds), so at equal wall time the ratio is sd_slices/sd_whole ×
 * √(wall per round in slices / wall per round whole); its 95% interval is F's.
 *
 * Then what the spread is made of, from each slice's own record (RunOptions.onSlice): the
 * same figures over the rounds the machine left alone (no steal by the hypervisor, no other
 * process busy), how much of the sliced rounds' spread is the round's own (fresh processes
 * every round) and how much the slices', and how a resumed variant's first requests compare
 * with the rest of its slice.
 *
 *   npm run bench:noise -- --part examples [--rounds N] [--cotenant] [--example NAME]
 *                          [--variants "a,b"] [--slice 1s | --slice 500ms,1s] [--save FILE]   (about 12 minutes at 12)
 *   npm run bench:noise -- --part examples --analyse FILE…   (saved recordings, pooled)
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseConfigText } from '../../src/config/index.js';
import { makePlan } from '../../src/experiment/plan.js';
import { runExperiment, type SliceRecord } from '../../src/experiment/run.js';
import type { MeasuredTrial, Trial } from '../../src/model/trial.js';
import { est, paired, pct } from './noise-offpath.js';
import { startBurstyCotenant } from './noise-real.js';
import {
  firstRequestsProfile,
  median,
  roundAndSliceSpread,
  sdRatioInterval,
} from './noise-slices.js';
import { startTarget } from '../../src/target/index.js';

/** The examples `--part examples` runs, in order (`--example` picks one). */
export const EXAMPLES = ['quickstart', 'instrumentation-overhead', 'two-services'];

export interface ExamplesOptions {
  rounds?: number;
  cotenant?: boolean;
  /** Only this example (one of EXAMPLES). */
  example?: string;
  /** Only these variants beside the baseline (their names in the example). */
  variants?: string[];
  /**
   * The sliced designs' slice lengths, as the config writes them (`1s`, or `500ms,1s` for two
   * sliced designs beside the whole trials); the default if absent.
   */
  slice?: string;
  /** Writes every trial and every slice's record here, as JSON, for `--analyse`. */
  save?: string;
}

const WHOLE = 'whole trials';

/** A slice's record as the benchmark keeps it: perf-gate's own longest event-loop delay too. */
type KeptSlice = SliceRecord & { loopMaxMs: number };

interface DesignRecording {
  trials: Trial[];
  slices: KeptSlice[];
  wallMs: number;
  rounds: number;
}

/** What one `--part examples` run recorded, per example and design (saved with --save). */
interface ExamplesRecording {
  examples: Record<
    string,
    { baseline: string; variants: string[]; designs: Record<string, DesignRecording> }
  >;
}

/**
 * A round the machine left alone: neither trial saw the hypervisor take its CPUs (steal) or
 * another process busy, each at most this many cores on average over the trial's window.
 */
const UNDISTURBED_CORES = 0.1;

export async function examplesInBothDesigns(
  print: (line?: string) => void,
  options: ExamplesOptions = {},
): Promise<void> {
  const recording = await recordExamples(print, options);
  if (options.save) {
    writeFileSync(options.save, JSON.stringify(recording));
    print(`Saved every trial and slice to ${options.save}.\n`);
  }
  analyseExamples([recording], print);
}

/** `--analyse FILE…`: the figures of saved recordings, their rounds pooled per design. */
export function analyseSavedExamples(files: string[], print: (line?: string) => void): void {
  if (files.length === 0) throw new Error('--analyse needs the files that --save wrote.');
  analyseExamples(
    files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as ExamplesRecording),
    print,
  );
}

async function recordExamples(
  print: (line?: string) => void,
  options: ExamplesOptions,
): Promise<ExamplesRecording> {
  const rounds = options.rounds ?? 12;
  const examples = options.example ? [options.example] : EXAMPLES;
  if (!examples.every((e) => EXAMPLES.includes(e)))
    throw new Error(`--example must be one of ${EXAMPLES.join(', ')}, got '${options.example}'.`);
  const lengths = options.slice?.split(',').map((l) => l.trim());
  const designs: [string, string][] = [
    [WHOLE, 'slice: off'],
    ...(lengths ?? ['']).map((l): [string, string] =>
      l ? [`${l} slices, paused`, `slice: ${l}`] : ['500 ms slices, paused', ''],
    ),
  ];
  const logDir = mkdtempSync(join(tmpdir(), 'perf-gate-examples-'));
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const started = performance.now();
  print(
    `Part "examples": ${rounds} rounds per design, the designs alternating in blocks of two rounds, ${options.cotenant ? 'beside the bursty co-tenant' : 'no co-tenant added'}; ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} at start.\n`,
  );
  const recording: ExamplesRecording = { examples: {} };
  for (const [e, example] of examples.entries()) {
    const file = resolve('examples', example, 'perf-gate.yml');
    const configOf = (slice: string) => {
      const text = readFileSync(file, 'utf8')
        .replace(/^(max-|min-)?rounds:.*$/gm, '')
        .replace(/^slice:.*$/m, '');
      const config = parseConfigText(`${text}\nrounds: 2\n${slice}\n`, file);
      // Services start in the example's folder, as perf-gate run --config does.
      for (const v of config.variants) for (const s of v.services) s.cwd ??= dirname(file);
      if (options.variants) {
        const kept = config.variants.filter(
          (v, i) => i === 0 || options.variants!.includes(v.name),
        );
        if (kept.length < 2)
          throw new Error(
            `--variants names none of ${example}'s variants (${config.variants
              .slice(1)
              .map((v) => v.name)
              .join(', ')}).`,
          );
        config.variants = kept;
      }
      return config;
    };
    const [baseline, ...variants] = configOf('').variants.map((v) => v.name);
    const recorded: Record<string, DesignRecording> = Object.fromEntries(
      designs.map(([d]) => [d, { trials: [], slices: [], wallMs: 0, rounds }]),
    );
    const cotenant = options.cotenant ? startBurstyCotenant(4000 + e) : undefined;
    try {
      for (let block = 0; block < Math.ceil(rounds / 2); block++) {
        // Each block starts with the next design, so that every design leads as often.
        const order = designs.map((_, i) => designs[(i + block) % designs.length]);
        for (const [design, slice] of order) {
          const config = configOf(slice);
          const into = recorded[design];
          const t0 = performance.now();
          const trials = await runExperiment(config, makePlan(config, 3000 + block), {
            logDir,
            baseEnv: process.env,
            startTarget,
            sliceLatencies: true,
            onSlice: (s) => {
              // perf-gate's own event loop since the slice before: a stall of the load engine.
              const loopMaxMs = loopDelay.max / 1e6;
              loopDelay.reset();
              if (!s.warmup) into.slices.push({ ...s, round: s.round + 2 * block, loopMaxMs });
            },
          });
          into.wallMs += performance.now() - t0;
          into.trials.push(...trials.map((t) => ({ ...t, round: t.round + 2 * block })));
        }
      }
    } finally {
      if (cotenant) process.kill(cotenant, 'SIGKILL');
    }
    recording.examples[example] = { baseline, variants, designs: recorded };
  }
  print(
    `Recorded in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadavg()[0].toFixed(1)} at the end.\n`,
  );
  return recording;
}

/** Recordings of one example back to back: each design's rounds renumbered after the last. */
function pooled(recordings: ExamplesRecording[], example: string) {
  const parts = recordings.flatMap((r) => (r.examples[example] ? [r.examples[example]] : []));
  const designs: Record<string, DesignRecording> = {};
  for (const part of parts) {
    for (const [name, d] of Object.entries(part.designs)) {
      const into = (designs[name] ??= { trials: [], slices: [], wallMs: 0, rounds: 0 });
      const offset = into.rounds;
      into.trials.push(...d.trials.map((t) => ({ ...t, round: t.round + offset })));
      into.slices.push(...d.slices.map((s) => ({ ...s, round: s.round + offset })));
      into.wallMs += d.wallMs;
      into.rounds += d.rounds;
    }
  }
  return { baseline: parts[0].baseline, variants: parts[0].variants, designs };
}

const METRICS = [
  ['req/s', (t: Trial) => t.measurement?.throughput],
  ['CPU/request', (t: Trial) => t.measurement?.resources?.targetCpuUsPerRequest],
  ['p50', (t: Trial) => t.measurement?.latencyUs.p50],
  ['p99', (t: Trial) => t.measurement?.latencyUs.p99],
] as const;

const measuredOf = (trials: Trial[], variant: string) =>
  trials.filter(
    (t): t is MeasuredTrial => t.variant === variant && t.status === 'measured' && !t.warmup,
  );

/** The rounds in which neither trial of the pair saw steal or another busy process. */
function undisturbedRounds(trials: Trial[], names: string[]): Set<number> {
  const disturbed = new Set<number>();
  const seen = new Set<number>();
  for (const t of trials) {
    if (!names.includes(t.variant) || t.status !== 'measured' || t.warmup) continue;
    seen.add(t.round);
    const r = t.measurement.resources;
    if (!r || (r.stealCores ?? 0) > UNDISTURBED_CORES || r.foreignCores > UNDISTURBED_CORES)
      disturbed.add(t.round);
  }
  return new Set([...seen].filter((r) => !disturbed.has(r)));
}

function analyseExamples(recordings: ExamplesRecording[], print: (line?: string) => void): void {
  const examples = EXAMPLES.filter((e) => recordings.some((r) => r.examples[e]));
  const header = `| example | variant | design | rounds | ${METRICS.map(([m]) => `sd of ln ratio, ${m}`).join(' | ')} | ${METRICS.map(([m]) => `Δ ${m} ± SE`).join(' | ')} | wall per round |`;
  const rule = `|:--|:--|:--|--:|${'--:|'.repeat(2 * METRICS.length + 1)}`;
  const tables = { all: [header, rule], undisturbed: [header, rule] };
  const ratios = { all: [] as string[], undisturbed: [] as string[] };
  const made: string[] = [];
  for (const example of examples) {
    const { baseline, variants, designs } = pooled(recordings, example);
    const names = Object.keys(designs);
    const slicedDesigns = names.filter((d) => d !== WHOLE);
    for (const variant of variants) {
      for (const which of ['all', 'undisturbed'] as const) {
        const spreads = new Map<string, { sd: number[]; n: number[]; wallPerRound: number }>();
        for (const design of names) {
          const { trials, wallMs, rounds } = designs[design];
          const keep = which === 'all' ? undefined : undisturbedRounds(trials, [baseline, variant]);
          const pair = trials
            .filter((t) => t.variant === baseline || t.variant === variant)
            .filter((t) => !keep || keep.has(t.round))
            .map((t) => ({ ...t, variant: t.variant === baseline ? 'A' : 'B' }));
          const figures = METRICS.map(([, pick]) => paired(pair, pick));
          const wallPerRound = wallMs / 1000 / rounds;
          spreads.set(design, {
            sd: figures.map((f) => f.sd),
            n: figures.map((f) => f.n),
            wallPerRound,
          });
          tables[which].push(
            `| ${example} | ${variant} | ${design} | ${figures[0].n} | ${figures.map((f) => (f.n > 1 ? pct(f.sd).slice(1) : '—')).join(' | ')} | ${figures.map((f) => (f.n > 1 ? est(f) : '—')).join(' | ')} | ${wallPerRound.toFixed(1)} s |`,
          );
        }
        const whole = spreads.get(WHOLE)!;
        for (const design of slicedDesigns) {
          const sliced = spreads.get(design)!;
          const scale = Math.sqrt(sliced.wallPerRound / whole.wallPerRound);
          const line = METRICS.map(([m], k) => {
            if (!(whole.sd[k] > 0) || whole.n[k] < 3 || sliced.n[k] < 3) return `${m} —`;
            const r = sdRatioInterval(
              { sd: sliced.sd[k], n: sliced.n[k] },
              { sd: whole.sd[k], n: whole.n[k] },
              scale,
            );
            return `${m} ${r.ratio.toFixed(2)} (${r.low.toFixed(2)}–${r.high.toFixed(2)})`;
          });
          ratios[which].push(
            `- ${example}, ${variant}, ${design} (${sliced.n[1]} and ${whole.n[1]} rounds): ${line.join(', ')}`,
          );
        }
      }
      for (const design of slicedDesigns) {
        const { trials, slices } = designs[design];
        for (const which of ['all', 'undisturbed'] as const) {
          const keep = which === 'all' ? undefined : undisturbedRounds(trials, [baseline, variant]);
          const kept = keep ? slices.filter((s) => keep.has(s.round)) : slices;
          const split = (['req/s', 'CPU/request', 'p50'] as const).flatMap((m) => {
            const d = roundAndSliceSpread(kept, baseline, variant, m);
            return d.rounds < 3
              ? []
              : [
                  `${m}: sd of a slice's ratio ${pct(d.sdWithin).slice(1)}, of the rounds' mean ratio ${pct(d.sdRoundMeans).slice(1)} against ${pct(d.sdFromSlices).slice(1)} from the slices' own spread alone (the round's own share ${(d.roundShare * 100).toFixed(0)}%; neighbouring slices' correlation ${d.lag1.toFixed(2)}; ${d.rounds} rounds)`,
                ];
          });
          made.push(
            `- ${example}, ${variant}, ${design}, ${which === 'all' ? 'all rounds' : 'undisturbed rounds'}:${split.length ? `\n  - ${split.join('\n  - ')}` : ' fewer than 3 rounds'}`,
          );
        }
      }
    }
    for (const variant of [baseline, ...variants]) {
      for (const design of names) {
        const { trials, slices } = designs[design];
        const own = slices.filter((s) => s.variant === variant);
        const latencies = own.flatMap((s) => s.latenciesUs ?? []);
        const measured = measuredOf(trials, variant);
        const steal = median(measured.map((t) => t.measurement.resources?.stealCores ?? 0));
        const late = latencies.length
          ? `${pct(latencies.filter((l) => l > 10_000).length / latencies.length).slice(1)} of responses over 10 ms; `
          : '';
        const loop = own.some((s) => Number.isFinite(s.loopMaxMs))
          ? `perf-gate's longest event-loop delay per window, median ${median(own.map((s) => s.loopMaxMs)).toFixed(1)} ms; `
          : '';
        const profile =
          design === WHOLE || own.length === 0
            ? ''
            : `; a slice's responses by place, their median latency over that of its responses after the 100th: ${firstRequestsProfile(
                own,
                variant,
              )
                .map((b) => `${b.band} ${b.ratio.toFixed(2)}`)
                .join(', ')}`;
        made.push(
          `- ${example}, ${variant}, ${design}: median trial p50 ${(median(measured.map((t) => t.measurement.latencyUs.p50)) / 1000).toFixed(2)} ms, CPU per request ${median(measured.map((t) => t.measurement.resources?.targetCpuUsPerRequest ?? NaN)).toFixed(0)} µs, steal ${steal.toFixed(2)} cores; ${late}${loop}rounds undisturbed ${undisturbedRounds(trials, [variant]).size} of ${measured.length}${profile}`,
        );
      }
    }
  }
  print('All rounds:\n');
  for (const line of tables.all) print(line);
  print(
    '\nSpread in slices over spread as whole trials, at equal wall time (sd ratio × √ of the wall-time-per-round ratio, 95% interval from F; goal ≤ 0.6):\n',
  );
  for (const line of ratios.all) print(line);
  print(
    `\nUndisturbed rounds only (neither trial saw more than ${UNDISTURBED_CORES} cores of steal or of another process):\n`,
  );
  for (const line of tables.undisturbed) print(line);
  print('\nThe same ratios over undisturbed rounds:\n');
  for (const line of ratios.undisturbed) print(line);
  print("\nWhat the sliced rounds' spread is made of, slice by slice:\n");
  for (const line of made) print(line);
}
