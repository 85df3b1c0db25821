/**
 * Where the noise comes from and which design cuts it (issue 33; noise-designs.ts):
 *
 *   npm run bench:noise -- --quick        the headline in under 2 minutes (express, today's
 *                                         default against the recommended design, interleaved)
 *   npm run bench:noise                   the whole study, part after part (about 60 minutes;
 *                                         with PERF_GATE_LOAD_LOCK=FILE each part runs under
 *                                         `flock FILE`, so other load can run in between)
 *   npm run bench:noise -- --part study --app express|dotnet --designs default,pinned,…
 *                          [--cycles N] [--block-rounds K] [--cotenant] [--save FILE] [--max-seconds S]
 *   npm run bench:noise -- --part study --analyse FILE…   (saved studies, pooled per design)
 *   npm run bench:noise -- --part wander [--working-set 64,8192,32768,262144] [--both-cpus]   (the host, by working set)
 *   npm run bench:noise -- --part probe [--rounds N]   (what a slow slice goes with; noise-probe.ts)
 *   npm run bench:noise -- --part wander|offpath|examples|aa|headline|cotenant|slices|design|lengths …
 *                          (the older parts, one at a time: noise-real.ts, noise-offpath.ts, noise-examples.ts)
 *   npm run bench:noise -- --pool FILE…   (recordings saved with --save: each, and pooled)
 *   npm run bench:noise -- --help         every option, and the parts it applies to
 *
 * Each older part takes 9–15 minutes, `headline` about 20; run it under the machine's load lock.
 */
import {
  NOISE_PARTS,
  noiseOnRealApp,
  pooledRecordings,
  type TrialDesign,
} from '../lib/noise-real.js';
import { COSTS, offPathCosts } from '../lib/noise-offpath.js';
import { analyseSavedExamples, EXAMPLES, examplesInBothDesigns } from '../lib/noise-examples.js';
import { hostWander, pairedWander, printPairedWander, printWander } from './noise-wander.js';
import { probeSlices } from '../lib/noise-probe.js';
import { APPS, DESIGNS, loadRecordings, printStudy, recordDesigns } from '../lib/noise-designs.js';
import { spawnSync } from 'node:child_process';
import { parseOrExit, type Options } from '../lib/options.js';
import type { Placement } from '../lib/noise-place.js';

/** The placement the study recommends (docs/accuracy.md, "Where the noise comes from"). */
const RECOMMENDED = 'pinned';

const OLDER_PARTS = ['offpath', 'examples', 'aa'] as const;
const PARTS = ['study', 'wander', 'probe', ...OLDER_PARTS, ...NOISE_PARTS] as const;

const options = {
  quick: { type: 'boolean', about: 'the headline in under 2 minutes (with --app)' },
  part: { type: 'string', value: 'PART', choices: PARTS, about: 'one part (absent: all)' },
  pool: { type: 'boolean', about: 'the recordings FILE… saved with --save: each, and pooled' },
  analyse: {
    type: 'boolean',
    about: 'study, examples: the saved recordings FILE…, pooled, instead of measuring',
  },
  app: { type: 'string', value: 'APP', choices: Object.keys(APPS), about: 'the app (express)' },
  designs: {
    type: 'list',
    value: 'DESIGN',
    choices: Object.keys(DESIGNS),
    about: 'study: the designs interleaved (default,pinned,warm5,shared; noise-designs.ts)',
  },
  'block-rounds': {
    type: 'number',
    value: 'K',
    min: 1,
    integer: true,
    about: "study: rounds per block, for every design (each design's own)",
  },
  cycles: {
    type: 'number',
    value: 'N',
    min: 1,
    integer: true,
    about: 'study: cycles of one block per design (4)',
  },
  'max-seconds': {
    type: 'number',
    value: 'S',
    min: 1,
    about: 'study: no new cycle after S seconds',
  },
  cotenant: { type: 'boolean', about: 'study, examples: beside the bursty co-tenant' },
  save: {
    type: 'string',
    value: 'PATH',
    about: 'study, examples: the recording to FILE; headline…lengths: the trials to DIR',
  },
  seconds: { type: 'number', value: 'S', min: 2, about: 'wander: how long the loop runs (30)' },
  cpu: { type: 'number', value: 'N', min: 0, integer: true, about: 'wander: its CPU (1)' },
  nice: { type: 'boolean', about: 'wander, offpath: again / measured at nice −10' },
  'working-set': {
    type: 'list',
    value: 'KB',
    about: 'wander: the loop again reading at random from each working set (KB, powers of two)',
  },
  'both-cpus': {
    type: 'boolean',
    about:
      'wander: also the loop on CPU 0 and CPU 1 at once, per working set (do they move together?)',
  },
  rounds: {
    type: 'number',
    value: 'N',
    min: 2,
    integer: true,
    about: "offpath, aa, examples, probe, headline…lengths: rounds (each part's own)",
  },
  cost: {
    type: 'list',
    value: 'COST',
    choices: COSTS.map((c) => c.key),
    about: 'offpath: the known costs (all)',
  },
  placement: {
    type: 'string',
    value: 'WHERE',
    choices: ['floating', 'pinned', 'main-pinned', 'product'],
    about: "offpath: where the work runs (floating; product: the product's default)",
  },
  'warmup-ms': { type: 'number', value: 'N', min: 0, about: "offpath: each arm's warm-up (1000)" },
  'whole-engine': {
    type: 'string',
    value: 'ENGINE',
    choices: ['kept', 'autocannon'],
    about: "offpath: whole trials' closed-model engine (autocannon)",
  },
  slice: {
    type: 'string',
    value: 'LENGTH',
    about: 'offpath: the turn length (500ms); examples: slice lengths, comma-separated',
  },
  example: {
    type: 'string',
    value: 'NAME',
    choices: EXAMPLES,
    about: 'examples: only this example',
  },
  variants: { type: 'list', value: 'NAME', about: 'examples: only these variants' },
  chosen: {
    type: 'string',
    value: 'DESIGN',
    about:
      'headline, cotenant, slices: another chosen design, LIFECYCLE:SECONDS[:WARMUP_MS[:SLICE_MS]]',
  },
} as const satisfies Options;
type Name = keyof typeof options;

/** The options each part reads: any other given with it is a mistake, not a no-op. */
type Mode = (typeof PARTS)[number] | 'quick' | 'pool' | 'whole';
const older: Name[] = ['rounds', 'save', 'chosen'];
const OPTIONS_OF: Record<Mode, Name[]> = {
  whole: [],
  quick: ['app'],
  pool: [],
  study: ['app', 'designs', 'block-rounds', 'cycles', 'max-seconds', 'cotenant', 'save', 'analyse'],
  wander: ['seconds', 'cpu', 'nice', 'working-set', 'both-cpus'],
  probe: ['rounds'],
  offpath: ['rounds', 'cost', 'placement', 'warmup-ms', 'slice', 'nice', 'whole-engine'],
  aa: ['rounds'],
  examples: ['analyse', 'rounds', 'cotenant', 'example', 'variants', 'slice', 'save'],
  headline: older,
  cotenant: older,
  slices: older,
  design: older,
  lengths: older,
};

const { values, positionals, given, fail } = parseOrExit({
  name: 'npm run bench:noise --',
  synopsis: [
    '[--part PART] [options]',
    '--quick [--app APP]',
    '--pool FILE…',
    '--part study|examples --analyse FILE…',
  ],
  options,
  positionals: 'FILE…',
});
const mode: Mode = values.pool ? 'pool' : values.quick ? 'quick' : (values.part ?? 'whole');
const own = new Set<Name>(['part', 'quick', 'pool', ...OPTIONS_OF[mode]]);
const modeText =
  mode === 'whole'
    ? 'the whole study (no --part)'
    : mode === 'quick' || mode === 'pool'
      ? `--${mode}`
      : `--part ${mode}`;
for (const name of given)
  if (!own.has(name))
    fail(
      `--${name} does not apply to ${modeText}; its options are ${OPTIONS_OF[mode].map((n) => `--${n}`).join(', ') || 'none'}.`,
    );
const readsFiles = values.pool || values.analyse;
if (readsFiles && positionals.length === 0)
  fail(`--${values.pool ? 'pool' : 'analyse'} needs the files that --save wrote.`);
if (!readsFiles && positionals.length > 0)
  fail(`'${positionals[0]}' is not an option (files follow --pool or --analyse).`);

const chosen = chosenDesign(values.chosen);

const print = (line = '') => console.log(line);
if (values.pool) {
  console.log('# Noise on a real app: saved recordings, pooled\n');
  try {
    pooledRecordings(positionals, print);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
} else if (values.quick) {
  await quickHeadline(print);
} else if (values.part === undefined) {
  wholeStudy(print);
} else if (values.part === 'study') {
  await studyPart(print);
} else if (values.part === 'wander') {
  const [cpu, seconds] = [values.cpu ?? 1, values.seconds ?? 30];
  printWander(cpu, seconds, hostWander(cpu, seconds), print);
  if (values.nice) printWander(cpu, seconds, hostWander(cpu, seconds, true), print, true);
  const workingSets = (values['working-set'] ?? []).map(Number);
  for (const kb of workingSets)
    printWander(cpu, seconds, hostWander(cpu, seconds, false, kb), print, false, kb);
  if (values['both-cpus']) {
    const pairs = [];
    for (const kb of [0, ...workingSets]) pairs.push(await pairedWander(seconds, kb));
    printPairedWander(seconds, pairs, print);
  }
} else if (values.part === 'probe') {
  await probeSlices(print, { rounds: values.rounds });
} else if (values.part === 'offpath') {
  console.log('# Does taking turns hide cost?\n');
  await offPathCosts(print, {
    rounds: values.rounds,
    cost: values.cost?.join(','),
    placement: (values.placement ?? 'floating') as Placement,
    warmupMs: values['warmup-ms'],
    slice: values.slice,
    priority: values.nice ? 'raised' : 'normal',
    wholeEngine: values['whole-engine'],
  });
} else if (values.part === 'aa') {
  console.log('# No design bias: an A/A in slices and as whole trials\n');
  await offPathCosts(print, { rounds: values.rounds ?? 40, aa: true });
} else if (values.part === 'examples') {
  console.log('# The examples in slices and as whole trials\n');
  if (values.analyse) analyseSavedExamples(positionals, print);
  else
    await examplesInBothDesigns(print, {
      rounds: values.rounds,
      cotenant: values.cotenant === true,
      example: values.example,
      variants: values.variants,
      slice: values.slice,
      save: values.save,
    });
} else {
  console.log('# Noise on a real app\n');
  await noiseOnRealApp(values.part, print, {
    rounds: values.rounds,
    saveDir: values.save,
    chosen,
  });
}
// What a part started (a timer, a child's pipe) must not keep it running once it has printed.
process.exit();

function chosenDesign(text: string | undefined): TrialDesign | undefined {
  if (text === undefined) return undefined;
  const [lifecycle, seconds, warmup, slice] = text.split(':');
  if (
    (lifecycle !== 'fresh' && lifecycle !== 'shared') ||
    !(Number(seconds) > 0) ||
    (warmup !== undefined && !(Number(warmup) >= 0)) ||
    (slice !== undefined && !(Number(slice) > 0))
  )
    return fail(
      `--chosen accepts LIFECYCLE:SECONDS[:WARMUP_MS[:SLICE_MS]] (fresh or shared, e.g. fresh:10:1000:500), got '${text}'.`,
    );
  return {
    lifecycle,
    trialSeconds: Number(seconds),
    warmupMs: warmup === undefined ? undefined : Number(warmup),
    sliceMs: slice === undefined ? undefined : Number(slice),
  };
}

async function studyPart(print: (line?: string) => void): Promise<void> {
  if (values.analyse) {
    printStudy(loadRecordings(positionals), print);
    return;
  }
  const app = APPS[values.app ?? 'express'];
  const blockRounds = values['block-rounds'];
  const designs = (values.designs ?? ['default', 'pinned', 'warm5', 'shared']).map((key) =>
    blockRounds ? { ...DESIGNS[key], roundsPerBlock: blockRounds } : DESIGNS[key],
  );
  const cycles = values.cycles ?? 4;
  const cotenant = values.cotenant === true;
  print(
    `# Where the noise comes from: ${app.label}, ${designs.length} designs interleaved, ${cycles} cycles${cotenant ? ', beside the bursty co-tenant' : ''}, from ${new Date().toISOString().slice(11, 19)} UTC\n`,
  );
  const save = values.save;
  const recording = await recordDesigns(app, designs, {
    cycles,
    cotenant,
    print,
    save,
    maxSeconds: values['max-seconds'],
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
  const app = APPS[values.app ?? 'express'];
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
    [
      '--part',
      'wander',
      '--seconds',
      '30',
      '--nice',
      '--working-set',
      '64,8192,32768',
      '--both-cpus',
    ],
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
    const self = [process.execPath, 'scripts/run-ts.mjs', 'bench/studies/noise-study.ts', ...part];
    const [cmd, ...args] = lock ? ['flock', lock, ...self] : self;
    print(`\n<!-- ${new Date().toISOString().slice(11, 19)} UTC: ${part.join(' ')} -->`);
    const run = spawnSync(cmd, args, { stdio: 'inherit' });
    if (run.status !== 0) process.exitCode = run.status ?? 1;
  }
}
