/**
 * Where the noise comes from and which design cuts it (issue 33; noise-designs.ts):
 *
 *   npm run bench:noise -- --quick        the headline in under 2 minutes (express, today's
 *                                         default against the recommended design, interleaved)
 *   npm run bench:noise                   the whole study, part after part (about 60 minutes;
 *                                         with PERF_GATE_LOAD_LOCK=FILE each part runs under
 *                                         `flock FILE`, so other load can run in between)
 *   npm run bench:noise -- --part study --app express|dotnet --designs default,pinned,…
 *                          [--cycles N] [--block-rounds K] [--cotenant] [--save FILE] [--max-seconds S]   (designs: noise-designs.ts)
 *   npm run bench:noise -- --part study --analyse FILE…   (saved studies, pooled per design)
 *   npm run bench:noise -- --part wander [--seconds 30] [--cpu 1] [--nice]
 *   npm run bench:noise -- --part offpath [--placement pinned] [--nice] [--warmup-ms N] [--slice 500ms]
 *
 * The older parts, one at a time (see noise-real.ts):
 *
 *   npm run bench:noise -- --part headline|cotenant|slices|design|lengths|offpath|examples|aa [--rounds N] [--save DIR]
 *                          [--cotenant]   (examples: beside the bursty co-tenant)
 *                          [--example NAME] [--variants "a,b"] [--slice 1s | 500ms,1s] [--save FILE]   (examples)
 *   npm run bench:noise -- --part examples --analyse FILE…   (recordings saved with --save, pooled)
 *                          [--chosen fresh:10:1000:500]
 *   npm run bench:noise -- --pool FILE…   (recordings saved with --save: each, and pooled)
 *   (headline, cotenant, slices: another chosen design, LIFECYCLE:SECONDS[:WARMUP_MS[:SLICE_MS]])
 *
 * Each part takes 9–15 minutes, `headline` about 20; run it under the machine's load lock.
 */
import {
  NOISE_PARTS,
  noiseOnRealApp,
  pooledRecordings,
  type NoisePart,
  type TrialDesign,
} from '../lib/noise-real.js';
import { offPathCosts } from '../lib/noise-offpath.js';
import { analyseSavedExamples, examplesInBothDesigns } from '../lib/noise-examples.js';
import { hostWander, printWander } from './noise-wander.js';
import {
  APPS,
  DESIGNS,
  loadRecordings,
  printStudy,
  recordDesigns,
  type Design,
} from '../lib/noise-designs.js';
import { spawnSync } from 'node:child_process';

/** The placement the study recommends (docs/accuracy.md, "Where the noise comes from"). */
const RECOMMENDED = 'pinned';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const pool = process.argv.indexOf('--pool');
if (pool > 0) {
  console.log('# Noise on a real app: saved recordings, pooled\n');
  try {
    pooledRecordings(process.argv.slice(pool + 1), (line = '') => console.log(line));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  process.exit(0);
}
const print = (line = '') => console.log(line);
if (process.argv.includes('--quick')) {
  await quickHeadline(print);
  process.exit(0);
}
if (arg('part') === undefined) {
  wholeStudy(print);
  process.exit(0);
}
if (arg('part') === 'study') {
  await studyPart(print);
  process.exit(0);
}
if (arg('part') === 'wander') {
  const [cpu, seconds] = [Number(arg('cpu') ?? 1), Number(arg('seconds') ?? 30)];
  printWander(cpu, seconds, hostWander(cpu, seconds), print);
  if (process.argv.includes('--nice'))
    printWander(cpu, seconds, hostWander(cpu, seconds, true), print, true);
  process.exit(0);
}
const part = (arg('part') ?? 'headline') as NoisePart | 'offpath' | 'examples' | 'aa';
if (part === 'offpath' || part === 'examples' || part === 'aa') {
  const rounds = arg('rounds') ? Number(arg('rounds')) : undefined;
  if (part === 'offpath') {
    console.log('# Does taking turns hide cost?\n');
    await offPathCosts(print, {
      rounds,
      cost: arg('cost'),
      placement: arg('placement') === 'pinned' ? 'pinned' : 'floating',
      warmupMs: arg('warmup-ms') ? Number(arg('warmup-ms')) : undefined,
      slice: arg('slice'),
      priority: process.argv.includes('--nice') ? 'raised' : 'normal',
    });
  } else if (part === 'aa') {
    console.log('# No design bias: an A/A in slices and as whole trials\n');
    await offPathCosts(print, { rounds: rounds ?? 40, aa: true });
  } else {
    console.log('# The examples in slices and as whole trials\n');
    const analyse = process.argv.indexOf('--analyse');
    if (analyse > 0) {
      analyseSavedExamples(
        process.argv.slice(analyse + 1).filter((a) => !a.startsWith('--')),
        print,
      );
      process.exit(0);
    }
    await examplesInBothDesigns(print, {
      rounds,
      cotenant: process.argv.includes('--cotenant'),
      example: arg('example'),
      variants: arg('variants')
        ?.split(',')
        .map((v) => v.trim()),
      slice: arg('slice'),
      save: arg('save'),
    });
  }
  process.exit(0);
}
if (!NOISE_PARTS.includes(part)) {
  console.error(
    `--part must be one of ${[...NOISE_PARTS, 'offpath', 'examples', 'aa'].join(', ')}, got '${part}'.`,
  );
  process.exit(2);
}
console.log('# Noise on a real app\n');
await noiseOnRealApp(part, (line = '') => console.log(line), {
  rounds: arg('rounds') ? Number(arg('rounds')) : undefined,
  saveDir: arg('save'),
  chosen: chosenDesign(arg('chosen')),
});

function chosenDesign(text: string | undefined): TrialDesign | undefined {
  if (text === undefined) return undefined;
  const [lifecycle, seconds, warmup, slice] = text.split(':');
  if (
    (lifecycle !== 'fresh' && lifecycle !== 'shared') ||
    !(Number(seconds) > 0) ||
    (warmup !== undefined && !(Number(warmup) >= 0)) ||
    (slice !== undefined && !(Number(slice) > 0))
  ) {
    console.error(
      `--chosen must be LIFECYCLE:SECONDS[:WARMUP_MS[:SLICE_MS]], e.g. fresh:10:1000:500, got '${text}'.`,
    );
    process.exit(2);
  }
  return {
    lifecycle,
    trialSeconds: Number(seconds),
    warmupMs: warmup === undefined ? undefined : Number(warmup),
    sliceMs: slice === undefined ? undefined : Number(slice),
  };
}

function designsOf(text: string): Design[] {
  return text.split(',').map((key) => {
    const d = DESIGNS[key.trim()];
    if (!d) {
      console.error(`--designs: '${key}' is none of ${Object.keys(DESIGNS).join(', ')}.`);
      process.exit(2);
    }
    return d;
  });
}

async function studyPart(print: (line?: string) => void): Promise<void> {
  const analyse = process.argv.indexOf('--analyse');
  if (analyse > 0) {
    printStudy(
      loadRecordings(process.argv.slice(analyse + 1).filter((a) => !a.startsWith('--'))),
      print,
    );
    return;
  }
  const app = APPS[arg('app') ?? 'express'];
  if (!app) {
    console.error(`--app must be one of ${Object.keys(APPS).join(', ')}, got '${arg('app')}'.`);
    process.exit(2);
  }
  const blockRounds = arg('block-rounds');
  const designs = designsOf(arg('designs') ?? 'default,pinned,warm5,shared').map((d) =>
    blockRounds ? { ...d, roundsPerBlock: Number(blockRounds) } : d,
  );
  const cycles = Number(arg('cycles') ?? 4);
  const cotenant = process.argv.includes('--cotenant');
  print(
    `# Where the noise comes from: ${app.label}, ${designs.length} designs interleaved, ${cycles} cycles${cotenant ? ', beside the bursty co-tenant' : ''}, from ${new Date().toISOString().slice(11, 19)} UTC\n`,
  );
  const save = arg('save');
  const maxSeconds = arg('max-seconds') ? Number(arg('max-seconds')) : undefined;
  const recording = await recordDesigns(app, designs, {
    cycles,
    cotenant,
    print,
    save,
    maxSeconds,
  });
  if (save) print(`Saved to ${save}.`);
  printStudy(recording, print);
}

/**
 * The headline in under 2 minutes: A/A on the express app (or `--app dotnet`), today's default
 * against the recommended placement, one round per block, alternating, 3 rounds each (about
 * 75 s at 12.3 s a round); then 10 s of the host-wander probe. An sd from 3 rounds is
 * uncertain by about ±50%: this shows the
 * size of a difference and what a round is made of, not a figure to quote.
 */
async function quickHeadline(print: (line?: string) => void): Promise<void> {
  const app = APPS[arg('app') ?? 'express'] ?? APPS.express;
  print(
    `# Where the noise comes from, the quick headline: ${app.label} (${new Date().toISOString().slice(11, 19)} UTC)\n`,
  );
  const designs = [DESIGNS.default, DESIGNS[RECOMMENDED]].map((d) => ({ ...d, roundsPerBlock: 1 }));
  const recording = await recordDesigns(app, designs, { cycles: 3, cotenant: false, print });
  printStudy(recording, print);
  printWander(1, 10, hostWander(1, 10), print);
}

/**
 * The whole study, part after part, each a child run of at most about 8 minutes (under
 * `flock $PERF_GATE_LOAD_LOCK` when set, so that other load can run in between). Each study
 * part interleaves its designs; the parts are the commands docs/accuracy.md reports.
 */
function wholeStudy(print: (line?: string) => void): void {
  const lock = process.env.PERF_GATE_LOAD_LOCK;
  const study = (app: string, designs: string, extra: string[] = []) => [
    ...['--part', 'study', '--app', app, '--designs', designs],
    ...['--block-rounds', '1', '--cycles', '40', '--max-seconds', '430', ...extra],
  ];
  const parts = [
    ['--part', 'wander', '--seconds', '30', '--nice'],
    study('express', 'default,pinned,warm5'),
    study('express', 'default,nice,pinned-nice'),
    study('express', 'default,slice250,slice2s,whole'),
    study('express', `default,${RECOMMENDED}`, ['--cotenant']),
    study('dotnet', 'default,pinned-nice,pinned-nice-warm5'),
    study('dotnet', 'default,pinned,nice'),
    study('dotnet', `default,${RECOMMENDED}`, ['--cotenant']),
    [
      '--part',
      'offpath',
      '--cost',
      'timer,worker',
      '--rounds',
      '6',
      '--placement',
      'pinned',
      '--nice',
    ],
  ];
  for (const part of parts) {
    const self = [process.execPath, 'scripts/run-ts.mjs', 'bench/noise.ts', ...part];
    const [cmd, ...args] = lock ? ['flock', lock, ...self] : self;
    print(`\n<!-- ${new Date().toISOString().slice(11, 19)} UTC: ${part.join(' ')} -->`);
    const run = spawnSync(cmd, args, { stdio: 'inherit' });
    if (run.status !== 0) process.exitCode = run.status ?? 1;
  }
}
