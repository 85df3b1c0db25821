/**
 * The load engines on this machine, side by side in one run:
 * - the open model's pacing and latency against the bounds, judged from the arrival
 *   times a server in its own process recorded;
 * - the open engine's maximum sustainable rate next to autocannon's closed model and wrk,
 *   with the CPU each spends per request, and the CPU per request of the HTTP clients it
 *   could use (node:http, undici, its own);
 * - a perf-gate closed trial against the plain autocannon CLI, and the peak memory of a long
 *   trial.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { HELD_RULE, tryToHold } from '../../src/load/capacity.js';
import { runOpen } from '../../src/load/open.js';
import { runLoad } from '../../src/load/trial.js';
import type { Measurement } from '../../src/model/measurement.js';
import {
  autocannonBin,
  autocannonRate,
  median,
  peakMemoryMb,
  perfGateRate,
} from '../lib/measure.js';
import { compareClients } from '../lib/clients.js';
import { burstShare, gapSpread } from '../../src/stats/pacing.js';
import { startTrivialServer } from '../lib/server.js';
import { wrapText } from '../../src/config/docs.js';
import type { Print, Study } from '../lib/study.js';

// Set by `run`: every part below reads them.
let quick = false;
let seconds = 5;
let reps = 5;
let print: Print = () => undefined;
/** A paragraph, in lines a reader of docs/benchmarks.md's source can read. */
const paragraph = (text: string) => print(`\n${wrapText(text, 100, '')}\n`);
const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const verdict = (ok: boolean) => (ok ? 'within' : '**outside**');

interface PacedServer {
  url: string;
  pid: number;
  arrivals(): Promise<number[]>;
  stop(): void;
}

/** The tests' arrival-recording server (__tests__/fixtures/apps/paced.mjs). */
async function pacedServer(env: Record<string, string> = {}): Promise<PacedServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [resolve('__tests__/fixtures/apps/paced.mjs')],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((ok) =>
    child.stdout!.once('data', (d: Buffer) => ok(Number(String(d).trim()))),
  );
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    pid: child.pid!,
    arrivals: async () => (await fetch(`${url}arrivals`)).json() as Promise<number[]>,
    stop: () => child.kill('SIGKILL'),
  };
}

const get = (url: string) => [{ method: 'GET', url, headers: {} }];

/**
 * CPU time (ms) of every process on the machine, by pid, from /proc (Linux): its own and its
 * finished children's, so a build that ran and ended during the run still counts (a child
 * reaped during the run adds its whole life, so the sum is an upper bound then). (The
 * machine's busy time in /proc/stat read less than the engine's and the server's own times
 * here, −36% to −11% of a CPU, so the processes' own times are summed instead.)
 */
function processesCpuMs(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime, stime, cutime, cstime: fields 14–17 of stat(5), in clock ticks of 10 ms.
      const ticks = fields.slice(11, 15).reduce((a, b) => a + Number(b), 0);
      cpu.set(Number(entry), ticks * 10);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return cpu;
}

/**
 * CPU time (ms) the host took from this VM's vCPUs since boot (steal, /proc/stat): while it
 * does, every thread of the guest stalls, whatever the guest's scheduler wants.
 */
function stealMs(): number {
  return Number(readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/)[8]) * 10;
}

/** CPU (ms) that every process but `ours` spent between two readings. */
function othersCpuMs(before: Map<number, number>, after: Map<number, number>, ours: number[]) {
  let total = 0;
  for (const [pid, ms] of after) if (!ours.includes(pid)) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Value at quantile `p` of `xs` (sorted in place). */
function quantile(xs: number[], p: number): number {
  xs.sort((a, b) => a - b);
  return xs[Math.floor((xs.length - 1) * p)];
}

/**
 * One open-model run at 1,000 req/s against the arrival-recording server, with what the
 * engine itself saw: how late each request left after its due time and how evenly it left,
 * beside how evenly the server recorded it, so a bad run shows where its jitter came from.
 * The machine's other CPU use during the run (every process but the engine and the server)
 * tells a busy machine from a bad engine.
 */
async function pacedRun(arrival: 'constant' | 'poisson') {
  const server = await pacedServer();
  try {
    const dueAt: number[] = [];
    const sentAt: number[] = [];
    const othersBefore = processesCpuMs();
    const stealBefore = stealMs();
    const cpuBefore = process.cpuUsage();
    const m = await runOpen({
      requests: get(server.url),
      maxConnections: 200,
      segment: { durationMs: seconds * 1000, fromRate: 1000, toRate: 1000 },
      arrival,
      timeoutMs: 5_000,
      onSent: (due, sent) => {
        dueAt.push(due);
        sentAt.push(sent);
      },
    });
    const cpu = process.cpuUsage(cpuBefore);
    const steal = stealMs() - stealBefore;
    const others = othersCpuMs(othersBefore, processesCpuMs(), [process.pid, server.pid]);
    const arrivals = await server.arrivals();
    const lateUs = sentAt.map((t, i) => (t - dueAt[i]) * 1000);
    return {
      m,
      arrivals,
      achieved: arrivals.length / seconds,
      late: {
        p50: quantile(lateUs, 0.5),
        p95: quantile(lateUs, 0.95),
        p99: quantile(lateUs, 0.99),
      },
      sentCv: gapSpread(sentAt).cv,
      cv: gapSpread(arrivals).cv,
      burst: burstShare(arrivals),
      cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, sentAt.length),
      // Percent of one CPU, over the run's wall time.
      othersCpu: others / seconds / 10,
      steal: steal / seconds / 10,
    };
  } finally {
    server.stop();
  }
}

async function pacing(): Promise<void> {
  print(`## Open model at 1,000 req/s for ${seconds} s, seen from the server\n`);
  print(
    '| sender | achieved rate | dropped | sent after its due time p50 / p95 / p99 | gap CV of the sends | gap CV at the server (p5–p95 of gaps) | worst second: share in its first 10 ms | … in its densest 10 ms | engine CPU per request | other processes’ CPU / host steal | issue bounds |',
  );
  print('|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|:--|');
  for (const arrival of ['constant', 'poisson'] as const) {
    const run = await pacedRun(arrival);
    const { cv, burst, achieved } = run;
    const bounds =
      arrival === 'constant'
        ? `rate ±1% ${verdict(Math.abs(achieved - 1000) <= 10)}, CV ≤ 0.2 ${verdict(cv <= 0.2)}, densest ≤ 2% ${verdict(burst.densestWorst <= 0.02)}`
        : `rate ±1% ${verdict(Math.abs(achieved - 1000) <= 10 || run.m.dropped === 0)} (Poisson counts vary by √n)`;
    const us = (x: number) => x.toFixed(0);
    print(
      `| open model, ${arrival} | ${achieved.toFixed(1)} req/s | ${run.m.dropped} | ${us(run.late.p50)} / ${us(run.late.p95)} / ${us(run.late.p99)} µs | ${run.sentCv.toFixed(3)} | ${cv.toFixed(3)} | ${pct(burst.worst)} | ${pct(burst.densestWorst)} | ${run.cpuUsPerRequest.toFixed(0)} µs | ${run.othersCpu.toFixed(0)}% / ${run.steal.toFixed(0)}% of a CPU | ${bounds} |`,
    );
  }
  // The measurement behind a second engine: autocannon's own fixed-rate mode, same rate,
  // same connections, same server.
  const server = await pacedServer();
  try {
    spawnSync(process.execPath, [
      autocannonBin,
      '-c',
      '200',
      '-R',
      '1000',
      '-d',
      String(seconds),
      server.url,
    ]);
    const arrivals = await server.arrivals();
    const { cv } = gapSpread(arrivals);
    const burst = burstShare(arrivals);
    print(
      `| autocannon \`-c 200 -R 1000\` (its fixed rate) | ${(arrivals.length / seconds).toFixed(1)} req/s | – | – | – | ${cv.toFixed(3)} | ${pct(burst.worst)} | ${pct(burst.densestWorst)} | – | – | CV ≤ 0.2 ${verdict(cv <= 0.2)}, densest ≤ 2% ${verdict(burst.densestWorst <= 0.02)} |`,
    );
  } finally {
    server.stop();
  }
  paragraph(
    'The gap CV of a Poisson stream counts only gaps between their 5th and 95th percentiles, so it reads below 1 (≈ 0.8 for exact exponential gaps). An even stream puts 1% of a second in any 10 ms (a Poisson one up to ~2% by chance); a burst per second puts most of it in one 10 ms, wherever the sender’s second begins. “Other processes’ CPU” is what every other process on the machine (and its finished children) spent during the run, and the CPU the host took from this VM (steal), in % of one CPU of the two: jitter a busy machine adds is not the engine’s.',
  );
}

async function stall(): Promise<void> {
  print('## A server that stalls 200 ms once a second\n');
  print('| load | p50 | p90 | p99 | max | latency from |');
  print('|:--|--:|--:|--:|--:|:--|');
  const server = await pacedServer({ STALL_MS: '200', STALL_EVERY_MS: '1000' });
  const row = (name: string, m: Measurement) =>
    print(
      `| ${name} | ${ms(m.latencyUs.p50)} | ${ms(m.latencyUs.p90)} | ${ms(m.latencyUs.p99)} | ${ms(m.latencyUs.max)} | ${m.latencyFrom === 'scheduled' ? 'the scheduled time' : 'the send'} |`,
    );
  try {
    const base = { requests: get(server.url), pipelining: 1, timeoutMs: 5_000 };
    const duration = seconds * 1000;
    row(
      'open model, 500 req/s',
      await runLoad({ ...base, connections: 300, rate: 500, durationMs: duration }),
    );
    row(
      'closed loop, 10 connections',
      await runLoad({ ...base, connections: 10, durationMs: duration }),
    );
  } finally {
    server.stop();
  }
  print('\nIssue bound: the open model’s p99 ≥ 100 ms; the closed loop under-reports it.\n');
}

/** CPU time of this process's finished children, from /proc (Linux), in microseconds. */
function childrenCpuUs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // cutime and cstime are fields 16 and 17 of stat(5); the split starts at field 3.
  return ((Number(fields[13]) + Number(fields[14])) / 100) * 1e6;
}

interface EngineFigure {
  rate: number;
  cpuUsPerRequest: number;
}

/** The ceiling's steps (the self-check's are 0.4 s: it runs before every run). */
const CEILING_STEP_MS = 2_000;

/** The open engine at `rate` by `HELD_RULE` (src/load/capacity.ts), in 2 s steps. */
async function openHeld(url: string, rate: number): Promise<EngineFigure & { ok: boolean }> {
  const attempt = await tryToHold(url, rate, CEILING_STEP_MS);
  const m = attempt.measurement;
  return {
    rate: m.responses / m.durationSec,
    cpuUsPerRequest: attempt.cpuUsPerRequest,
    ok: attempt.held,
  };
}

/**
 * The search for the highest rate held, with a 2 s wrk run (the reference) right after each
 * of its steps: the machine's own speed moved by 40% between ceiling runs a minute apart
 * (docs/accuracy.md), so the ratio is taken against the wrk runs of the same minute, not
 * against one run before or after.
 */
async function maxSustainable(
  url: string,
  reference: (() => EngineFigure) | undefined,
): Promise<EngineFigure & { references: number[] }> {
  let good: EngineFigure = { rate: 0, cpuUsPerRequest: NaN };
  const references: number[] = [];
  const step = async (rate: number) => {
    const figure = await openHeld(url, rate);
    if (reference) references.push(reference().rate);
    return figure;
  };
  let low = 0;
  let high = 0;
  // From 1,000 req/s, double while the engine holds the rate (halve while it does not),
  // then bisect between the last rate held and the first one that was not.
  let rate = 1000;
  let first = await step(rate);
  if (first.ok) {
    for (; first.ok && rate < 256_000; first = await step((rate *= 2))) {
      good = first;
      low = rate;
    }
    high = first.ok ? 0 : rate;
  } else {
    for (; !first.ok && rate > 100; first = await step((rate /= 2))) high = rate;
    if (first.ok) {
      good = first;
      low = rate;
    }
  }
  for (let i = 0; i < 4 && low > 0 && high > 0; i++) {
    const middle = Math.round((low + high) / 2);
    const figure = await step(middle);
    if (figure.ok) {
      good = figure;
      low = middle;
    } else high = middle;
  }
  return { rate: low, cpuUsPerRequest: good.cpuUsPerRequest, references };
}

function closedTool(command: string[], forSeconds = seconds): EngineFigure {
  const before = childrenCpuUs();
  const run = spawnSync(command[0], command.slice(1), { encoding: 'utf8' });
  const cpu = childrenCpuUs() - before;
  const rate =
    command[0] === 'wrk'
      ? Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? NaN)
      : JSON.parse(run.stdout).requests.average;
  return { rate, cpuUsPerRequest: cpu / (rate * forSeconds) };
}

const wrkRun = (url: string, forSeconds: number) =>
  closedTool(['wrk', '-t1', '-c100', `-d${forSeconds}s`, url], forSeconds);

async function maximumRates(): Promise<void> {
  print(
    '## Maximum rate against the same trivial server: the closed tools with 100 connections, the open engine with rate × 20 ms\n',
  );
  const wrk = spawnSync('wrk', ['--version']).error === undefined;
  const server = await startTrivialServer();
  const stealBefore = stealMs();
  const othersBefore = processesCpuMs();
  const started = Date.now();
  try {
    const stepSeconds = CEILING_STEP_MS / 1000;
    const open = await maxSustainable(
      server.url,
      wrk ? () => wrkRun(server.url, stepSeconds) : undefined,
    );
    const autocannon = closedTool([
      process.execPath,
      autocannonBin,
      '-c',
      '100',
      '-d',
      String(seconds),
      '-j',
      server.url,
    ]);
    const rows: [string, EngineFigure][] = [
      ['perf-gate open model (the highest rate held, `HELD_RULE`)', open],
      ['autocannon, closed model', autocannon],
    ];
    if (wrk) rows.push(['wrk -t1, closed model', wrkRun(server.url, seconds)]);
    const fastest = Math.max(...rows.map(([, f]) => f.rate));
    print('| engine | req/s | ratio to the fastest | CPU per request |');
    print('|:--|--:|--:|--:|');
    for (const [name, figure] of rows)
      print(
        `| ${name} | ${figure.rate.toFixed(0)} | ${(figure.rate / fastest).toFixed(2)} | ${figure.cpuUsPerRequest.toFixed(1)} µs |`,
      );
    if (wrk) {
      const beside = median(open.references);
      paragraph(
        `Beside the search: wrk ran ${stepSeconds} s after each of its ${open.references.length} steps and made ${beside.toFixed(0)} req/s at the median (${Math.min(...open.references).toFixed(0)}–${Math.max(...open.references).toFixed(0)}), so the open engine held **${(open.rate / beside).toFixed(2)} of wrk** measured in the same minutes.`,
      );
    } else print('\nwrk is not installed (`apt-get install wrk`), so it is left out.');
    const others = othersCpuMs(othersBefore, processesCpuMs(), [process.pid, server.pid]);
    const elapsed = Date.now() - started;
    paragraph(
      `Over these ${(elapsed / 1000).toFixed(0)} s (${new Date(started).toISOString().slice(11, 16)}–${new Date().toISOString().slice(11, 16)} UTC) the host took ${((100 * (stealMs() - stealBefore)) / elapsed).toFixed(0)}% of a CPU from this VM (steal) and the machine's other processes ${((100 * others) / elapsed).toFixed(0)}% of a CPU.`,
    );
  } finally {
    server.stop();
  }
  paragraph(
    `The closed tools keep every connection busy; the open engine must also hold a schedule, so its ceiling is the highest rate it held, by the rule of src/load/capacity.ts (\`HELD_RULE\`): ${HELD_RULE}. The steps last ${CEILING_STEP_MS / 1000} s, from 1,000 req/s doubling while held, then four bisections between the last rate held and the first not. CPU per request is the load generator’s own (user + system).`,
  );
}

async function clients(): Promise<void> {
  print(
    '## HTTP client of the open engine: its own (src/load/http1.ts) against node:http (keep-alive agent) and undici\n',
  );
  const server = await startTrivialServer();
  try {
    const { nodeHttp, undici, http1, ratios } = await compareClients(server.url, quick ? 4 : 8);
    print('| client | CPU per request | req/s, 10 in flight |');
    print('|:--|--:|--:|');
    print(
      `| node:http, keep-alive agent | ${nodeHttp.cpuUsPerRequest.toFixed(1)} µs | ${nodeHttp.rate.toFixed(0)} |`,
    );
    print(
      `| undici, Agent.dispatch | ${undici.cpuUsPerRequest.toFixed(1)} µs | ${undici.rate.toFixed(0)} |`,
    );
    print(
      `| perf-gate's HTTP/1.1 client (the open engine's) | ${http1.cpuUsPerRequest.toFixed(1)} µs | ${http1.rate.toFixed(0)} |`,
    );
    const sorted = [...ratios].sort((a, b) => a - b);
    print(
      `\nundici's CPU per request as a ratio to node:http's, pair by pair: median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} (${sorted[0].toFixed(2)}–${sorted[sorted.length - 1].toFixed(2)}).\n`,
    );
  } finally {
    server.stop();
  }
}

async function closedTrial(): Promise<void> {
  print('## perf-gate closed trial against the autocannon CLI\n');
  print(
    '| connections | perf-gate trial req/s | autocannon CLI req/s | ratio, median of pairs (range) |',
  );
  print('|--:|--:|--:|--:|');
  const server = await startTrivialServer();
  try {
    for (const connections of [1, 100]) {
      const ours: number[] = [];
      const theirs: number[] = [];
      // Interleaved, so drift of the machine hits both alike.
      for (let i = 0; i < reps; i++) {
        ours.push(await perfGateRate(server.url, connections, seconds));
        theirs.push(autocannonRate(server.url, connections, seconds));
      }
      // Paired like perf-gate's own trials: the ratio within each pair, then the median.
      const ratios = ours.map((a, i) => a / theirs[i]);
      print(
        `| ${connections} | ${median(ours).toFixed(0)} | ${median(theirs).toFixed(0)} | ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) |`,
      );
    }
  } finally {
    server.stop();
  }
  const small = 100_000;
  const large = quick ? 300_000 : 1_000_000;
  const a = await peakMemoryMb(small);
  const b = await peakMemoryMb(large);
  print('\n| trial | peak RSS of the perf-gate process |');
  print('|--:|--:|');
  print(`| ${small.toLocaleString('en')} requests | ${a.toFixed(0)} MB |`);
  print(`| ${large.toLocaleString('en')} requests | ${b.toFixed(0)} MB |`);
}

const parts = { pacing, stall, ceiling: maximumRates, clients, closed: closedTrial };

export const load: Study = {
  about:
    'the load engines: open-model pacing, the ceiling against wrk, clients, closed trials, memory',
  headline: false,
  options: {
    part: {
      type: 'list',
      value: 'PART',
      choices: Object.keys(parts),
      about: 'only these parts (all)',
    },
  },
  async run(run) {
    print = run.print;
    quick = run.quick;
    seconds = quick ? 3 : 5;
    reps = quick ? 3 : 5;
    const chosen = (run.values.part as string[] | undefined) ?? Object.keys(parts);
    print(
      `# perf-gate load benchmark (${quick ? 'quick' : 'full'}) — ${cpus().length} CPUs, Node ${process.version}, load average ${loadavg()[0].toFixed(1)} at the start\n`,
    );
    for (const name of chosen) await parts[name as keyof typeof parts]();
  },
};
