/**
 * The host's slow wander (issue 33 item 3): a fixed CPU work loop pinned to one core, its
 * rate over 50 ms, 500 ms and 2 s windows — the spread between windows and between adjacent
 * windows (what a turn of that length leaves uncancelled: slices of two arms taken one after
 * the other meet adjacent windows). Run it with the rest of the machine as quiet as the
 * study's, under the load lock.
 *
 * The loop can also read at random from a working set of a given size (`workingSetKb`): a
 * loop that stays in its core's registers and L1 measures only the core, which the host keeps
 * steady (2–4% per 50 ms); code whose data lies beyond the core's own caches moves far more,
 * and each vCPU mostly on its own (docs/accuracy.md, "What moves under a slice: each CPU's
 * memory, and the app's main thread"). An app's heap is of the second kind.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { sampleRankCorrelation } from 'simple-statistics';

import { machineTimes } from '../../src/procfs/index.js';

/** The loop pinned to `cpu`, as a command line (`startAt`: when its bins begin, epoch ms). */
function loopCommand(cpu: number, seconds: number, workingSetKb: number, startAt = 0): string[] {
  if (workingSetKb & (workingSetKb - 1))
    throw new Error(`--working-set ${workingSetKb}: a power of two KB (64, 8192, 32768 …)`);
  const args = [String(seconds), String(workingSetKb), String(startAt)];
  return ['taskset', '-c', String(cpu), process.execPath, '-e', LOOP, ...args];
}

const command = ([cmd, ...args]: string[]): [string, string[]] => [cmd, args];

/**
 * The loop: counts fixed work units per 10 ms bin for `seconds`, prints the counts. With a
 * working set (argv[2], KB, a power of two), each unit also reads 2,000 random words of it.
 * With a start time (argv[3], epoch ms), it waits for it, so that two loops' bins align.
 */
const LOOP = `
const seconds = Number(process.argv[1]);
const kb = Number(process.argv[2]);
const startAt = Number(process.argv[3] || 0);
const bins = new Float64Array(Math.ceil(seconds * 100));
const data = new Int32Array(kb * 256);
const mask = data.length - 1;
for (let i = 0; i < data.length; i++) data[i] = Math.imul(i, 2654435761);
while (Date.now() < startAt);
const start = process.hrtime.bigint();
let x = 1;
let sum = 0;
for (;;) {
  if (kb === 0) for (let i = 0; i < 20000; i++) x = (x * 1103515245 + 12345) % 2147483648;
  else
    for (let i = 0; i < 2000; i++) {
      x = (Math.imul(x, 1103515245) + 12345) | 0;
      sum = (sum + data[x & mask]) | 0;
    }
  const bin = Number((process.hrtime.bigint() - start) / 10000000n);
  if (bin >= bins.length) break;
  bins[bin]++;
}
process.stdout.write(JSON.stringify({ bins: [...bins], x, sum }));`;

export interface WanderFigures {
  windowMs: number;
  windows: number;
  /** sd of ln(rate) over the windows. */
  sd: number;
  /** sd of ln(rate_k / rate_k−1), ÷ √2: equal to `sd` for independent windows, smaller for slow change. */
  adjacent: number;
}

/** Runs the loop on `cpu` for `seconds` (reading a working set of `workingSetKb`, 0: none):
 * its figures per window length, and the machine's steal and its busy cores besides the
 * loop's one (foreign load) meanwhile. */
export function hostWander(
  cpu: number,
  seconds: number,
  niced = false,
  workingSetKb = 0,
): { figures: WanderFigures[]; stealCores: number; foreignCores: number } {
  const loop = loopCommand(cpu, seconds, workingSetKb);
  const before = machineTimes();
  const t0 = process.hrtime.bigint();
  const [cmd, ...args] = niced ? ['nice', '-n', '-10', ...loop] : loop;
  const out = execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  const wallNs = Number(process.hrtime.bigint() - t0);
  const after = machineTimes();
  const stealCores = ((after.stealNs ?? 0) - (before.stealNs ?? 0)) / wallNs;
  const foreignCores = Math.max(0, (after.busyNs - before.busyNs) / wallNs - 1);
  const bins = (JSON.parse(out) as { bins: number[] }).bins;
  // The first second: the loop's own start (V8 optimizing it).
  const steady = bins.slice(100);
  const figures = [50, 500, 2000].map((windowMs) => {
    const per = windowMs / 10;
    const rates: number[] = [];
    for (let i = 0; i + per <= steady.length; i += per)
      rates.push(steady.slice(i, i + per).reduce((a, b) => a + b, 0));
    const logs = rates.filter((r) => r > 0).map(Math.log);
    const diffs = logs.slice(1).map((l, i) => l - logs[i]);
    return {
      windowMs,
      windows: logs.length,
      sd: sd(logs),
      adjacent: sd(diffs) / Math.SQRT2,
    };
  });
  return { figures, stealCores, foreignCores };
}

export function printWander(
  cpu: number,
  seconds: number,
  wander: ReturnType<typeof hostWander>,
  print: (line?: string) => void,
  niced = false,
  workingSetKb = 0,
): void {
  const { figures, stealCores, foreignCores } = wander;
  const reads =
    workingSetKb === 0 ? '' : `, reading at random from ${workingSetText(workingSetKb)}`;
  print(
    `\n### The host's wander: a fixed CPU loop pinned to CPU ${cpu}${niced ? ' at nice −10' : ''}${reads}, ${seconds} s (${new Date().toISOString().slice(11, 16)} UTC; steal ${stealCores.toFixed(3)} cores, other load ${foreignCores.toFixed(2)} cores)\n`,
  );
  print(
    '| window | windows | sd of the rate between windows | … between adjacent windows (÷ √2) |',
  );
  print('|--:|--:|--:|--:|');
  for (const f of figures)
    print(
      `| ${f.windowMs} ms | ${f.windows} | ${(f.sd * 100).toFixed(1)}% | ${(f.adjacent * 100).toFixed(1)}% |`,
    );
}

const workingSetText = (kb: number) => (kb >= 1024 ? `${kb / 1024} MB` : `${kb} KB`);

/** How much two CPUs' wanders move together: r of their rates, loop against loop, per window. */
export interface PairedWander {
  workingSetKb: number;
  /**
   * Rank correlation of the rates on CPU 0 and CPU 1, window by window, at 50 ms and 500 ms
   * (ranks: one window in which both stalled would otherwise make the whole r).
   */
  r50: number;
  r500: number;
  /** sd of ln(rate on CPU 0 / rate on CPU 1) over 50 ms windows. */
  sdDifference50: number;
}

/**
 * The loop on CPU 0 and on CPU 1 at the same time, bins aligned on a shared start: whether
 * what moves one CPU moves the other (a factor common to both cancels between two arms
 * measured at the same instant on different CPUs; one of each CPU's own does not).
 */
export async function pairedWander(seconds: number, workingSetKb: number): Promise<PairedWander> {
  const startAt = Date.now() + 2_000; // after both loops have filled their working sets
  const loop = (cpu: number) =>
    promisify(execFile)(...command(loopCommand(cpu, seconds, workingSetKb, startAt)), {
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    }).then(({ stdout }) => (JSON.parse(stdout) as { bins: number[] }).bins.slice(100));
  const [a, b] = await Promise.all([loop(0), loop(1)]);
  const windows = (bins: number[], per: number) => {
    const logs: number[] = [];
    for (let i = 0; i + per <= bins.length; i += per)
      // A window the loop never ran in (both CPUs taken) counts as half a unit, not −∞.
      logs.push(
        Math.log(
          Math.max(
            0.5,
            bins.slice(i, i + per).reduce((x, y) => x + y, 0),
          ),
        ),
      );
    return logs;
  };
  const [a50, b50] = [windows(a, 5), windows(b, 5)];
  return {
    workingSetKb,
    r50: sampleRankCorrelation(a50, b50),
    r500: sampleRankCorrelation(windows(a, 50), windows(b, 50)),
    sdDifference50: sd(a50.map((x, i) => x - b50[i])),
  };
}

export function printPairedWander(
  seconds: number,
  pairs: PairedWander[],
  print: (line?: string) => void,
): void {
  print(
    `\n### Do the two CPUs wander together? The loop on CPU 0 and on CPU 1 at once, ${seconds} s each (${new Date().toISOString().slice(11, 16)} UTC)\n`,
  );
  print(
    '| working set | rank r, 50 ms windows | rank r, 500 ms windows | sd of CPU 0 against CPU 1, 50 ms |',
  );
  print('|:--|--:|--:|--:|');
  for (const p of pairs)
    print(
      `| ${p.workingSetKb === 0 ? 'none' : workingSetText(p.workingSetKb)} | ${p.r50.toFixed(2)} | ${p.r500.toFixed(2)} | ${(p.sdDifference50 * 100).toFixed(1)}% |`,
    );
}

/** Sample sd; NaN for fewer than two values (a short run has fewer than two 2 s windows). */
function sd(xs: number[]): number {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
}
