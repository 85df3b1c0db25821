/**
 * Noise on a real framework app, one part at a time (see noise-real.ts):
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
} from './noise-real.js';
import { offPathCosts } from './noise-offpath.js';
import { analyseSavedExamples, examplesInBothDesigns } from './noise-examples.js';

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
const part = (arg('part') ?? 'headline') as NoisePart | 'offpath' | 'examples' | 'aa';
if (part === 'offpath' || part === 'examples' || part === 'aa') {
  const rounds = arg('rounds') ? Number(arg('rounds')) : undefined;
  const print = (line = '') => console.log(line);
  if (part === 'offpath') {
    console.log('# Does taking turns hide cost?\n');
    await offPathCosts(print, { rounds, cost: arg('cost') });
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
