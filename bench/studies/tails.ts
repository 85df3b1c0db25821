/**
 * Which paired test holds its level when the noise has a heavy tail? Seeded simulation of
 * per-round log ratios: quiet rounds plus rounds in which a co-tenant hit one arm (as on
 * a shared runner), a Student-t(3) tail, and resamples of recorded real A/A rounds.
 */
import { readFileSync } from 'node:fs';
import { seededRandom } from '../../src/model/random.js';
import {
  pairedPermutationTest,
  pairedTest,
  pairedTrimmedTest,
  type PairedEstimate,
} from '../../src/stats/paired.js';
import { normal } from '../../__tests__/helpers/synthetic.js';
import type { Print, Study } from '../lib/study.js';

// Set by `run`: every helper below reads them.
let RUNS = 5000;
let print: Print = () => undefined;
const ROUNDS = 10;
const TOLERANCE = 0.05;
let recordedFile = '__tests__/fixtures/recorded-rounds.json';

type Noise = (random: () => number) => number;

const quiet =
  (sd: number): Noise =>
  (random) =>
    sd * normal(random);
/** A co-tenant hits one arm, chosen at random, in a share of the rounds. */
const cotenant =
  (sd: number, share: number, hit: number): Noise =>
  (random) => {
    const base = sd * normal(random);
    if (random() >= share) return base;
    return base + (random() < 0.5 ? -1 : 1) * Math.abs(hit * normal(random));
  };
const studentT3 =
  (scale: number): Noise =>
  (random) => {
    let chi = 0;
    for (let i = 0; i < 3; i++) chi += normal(random) ** 2;
    return (scale * normal(random)) / Math.sqrt(chi / 3);
  };
/** Recorded rounds, each drawn with a random sign: the real tail, symmetric around 0. */
const recorded =
  (d: number[]): Noise =>
  (random) =>
    (random() < 0.5 ? -1 : 1) * d[Math.floor(random() * d.length)];

const tests: [string, (d: number[], random: () => number) => PairedEstimate][] = [
  ['t test', (d) => pairedTest(d, 'ratio', 0.05)],
  ['sign-flip', (d, random) => pairedPermutationTest(d, 'ratio', 0.05, random)],
  ['20%-trimmed t', (d) => pairedTrimmedTest(d, 'ratio', 0.05)],
];

function loadRecorded(): number[] | undefined {
  try {
    const file = JSON.parse(readFileSync(recordedFile, 'utf8')) as {
      rounds: { throughput: number[]; cpu: number[] }[];
    };
    // ln(A2/A) per round, centred: an A/A run's true difference is zero.
    const d = file.rounds.map((r) => Math.log(r.cpu[1] / r.cpu[0]));
    const centre = d.reduce((a, b) => a + b, 0) / d.length;
    return d.map((x) => x - centre);
  } catch {
    return undefined;
  }
}

const scenarios: [string, Noise][] = [
  ['normal, sd 6%', quiet(0.06)],
  ['co-tenant on one arm in 20% of rounds (±15%), sd 4% else', cotenant(0.04, 0.2, 0.15)],
  ['co-tenant on one arm in 10% of rounds (±30%), sd 4% else', cotenant(0.04, 0.1, 0.3)],
  ['Student t(3), scale 4%', studentT3(0.04)],
];
export const tails: Study = {
  about: 'which paired test holds its level when the noise has a heavy tail (seeded)',
  headline: false,
  options: {
    recorded: {
      type: 'string',
      value: 'FILE',
      about: 'recorded A/A rounds (__tests__/fixtures/…)',
    },
  },
  async run(run) {
    print = run.print;
    RUNS = run.quick ? 1000 : 5000;
    if (typeof run.values.recorded === 'string') recordedFile = run.values.recorded;
    const real = loadRecorded();
    if (real)
      scenarios.push([
        `recorded A/A CPU/request rounds (${real.length}), signs drawn`,
        recorded(real),
      ]);

    print(
      `# Paired tests under heavy-tailed noise (${ROUNDS} rounds, ${RUNS} seeded runs per cell, tolerance ${TOLERANCE * 100}%)\n`,
    );
    print(
      'Each cell: false alarms at no change (p < 0.05) · false fails at exactly the tolerance (whole interval beyond −5%) · caught at −15% (whole interval beyond −5%).\n',
    );
    print(`| noise per round | ${tests.map(([name]) => name).join(' | ')} |`);
    print(`|:--|${tests.map(() => '--:').join('|')}|`);
    const beyond = (e: PairedEstimate) => e.ciHigh < -TOLERANCE;
    for (const [label, noise] of scenarios) {
      const cells = tests.map(([, test], k) => {
        const random = seededRandom(label.length * 7919 + k);
        let alarms = 0;
        let atTolerance = 0;
        let caught = 0;
        for (let run = 0; run < RUNS; run++) {
          const d0 = Array.from({ length: ROUNDS }, () => noise(random));
          if (test(d0, random).pValue < 0.05) alarms++;
          const dT = d0.map((x) => x + Math.log(1 - TOLERANCE));
          if (beyond(test(dT, random))) atTolerance++;
          const d15 = d0.map((x) => x + Math.log(1 - 0.15));
          if (beyond(test(d15, random))) caught++;
        }
        const p = (k2: number) => `${((k2 / RUNS) * 100).toFixed(1)}%`;
        return `${p(alarms)} · ${p(atTolerance)} · ${p(caught)}`;
      });
      print(`| ${label} | ${cells.join(' | ')} |`);
    }
  },
};
