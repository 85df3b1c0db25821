/**
 * perf-gate's own figures, one registry of studies, measured on this machine:
 *
 *   npm run bench [-- STUDY…] [--quick] [--write-docs] [a study's own options]
 *
 * With no study named, the headline studies run in this order (the figures the README and
 * docs quote). `--list` prints the studies. `--write-docs` writes each study's output into
 * docs/benchmarks.md, between its markers, with the time and machine it was measured on.
 * Run it under the machine's load lock: it puts real load on every core.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseOrExit, type Options } from './lib/options.js';
import type { Study } from './lib/study.js';
import { bisect } from './studies/bisect.js';
import { cold } from './studies/cold.js';
import { config } from './studies/config.js';
import { dotnet } from './studies/dotnet.js';
import { gate } from './studies/gate.js';
import { load } from './studies/load.js';
import { noise, offpath } from './studies/noise.js';
import { profile } from './studies/profile.js';
import { rules } from './studies/rules.js';
import { tails } from './studies/tails.js';
import { efficiency, overhead, quality, sequential, shards } from './studies/verdict.js';

const studies: Record<string, Study> = {
  efficiency,
  quality,
  sequential,
  shards,
  overhead,
  noise,
  offpath,
  gate,
  dotnet,
  bisect,
  load,
  rules,
  tails,
  cold,
  config,
  profile,
};

const DOCS = 'docs/benchmarks.md';

const general = {
  quick: {
    type: 'boolean',
    about: 'fewer rounds and shorter trials: every headline figure, rough, in under 5 minutes',
  },
  'write-docs': { type: 'boolean', about: `writes what each study printed into ${DOCS}` },
  list: { type: 'boolean', about: 'lists the studies' },
} as const satisfies Options;

/** Each study's own options, named in the usage with the study they belong to. */
const owner = new Map<string, string>();
const own: Options = {};
for (const [name, study] of Object.entries(studies))
  for (const [option, spec] of Object.entries(study.options ?? {})) {
    if (owner.has(option) || option in general)
      throw new Error(
        `bench/index.ts: --${option} is declared twice (${owner.get(option) ?? 'bench'}, ${name}).`,
      );
    owner.set(option, name);
    own[option] = { ...spec, about: `${name}: ${spec.about}` };
  }

const { values, positionals, given, fail } = parseOrExit({
  name: 'npm run bench --',
  synopsis: ["[STUDY…] [--quick] [--write-docs] [a study's own options]", '--list'],
  options: { ...general, ...own } as Options,
  positionals: 'STUDY…',
});

/** Replaces the block between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in DOCS. */
function writeDocs(name: string, lines: string[], quick: boolean, part?: string): void {
  const text = readFileSync(DOCS, 'utf8');
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start)
    throw new Error(`${DOCS} has no ${open} … ${close} block: add one where the study belongs.`);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const machine = `${cpus().length} CPUs (${cpus()[0]?.model.trim()}), Node ${process.version}`;
  const block = [
    open,
    '',
    `_\`npm run bench -- ${name}${quick ? ' --quick' : ''}${part ? ` --part ${part}` : ''}\`, ${when} UTC, ${machine}${quick ? '; quick settings, so the figures are rough' : ''}._`,
    '',
    // A study's headings sit under this page's own (## at most).
    ...lines
      .flatMap((line) => line.split('\n'))
      .map((line) => (line.startsWith('#') ? `##${line}` : line)),
    '',
    close,
  ].join('\n');
  writeFileSync(DOCS, text.slice(0, start) + block + text.slice(end + close.length));
}

if (values.list) {
  for (const [name, study] of Object.entries(studies))
    console.log(`${name.padEnd(11)} ${study.headline ? '*' : ' '} ${study.about}`);
  console.log('\n* part of `npm run bench` with no study named');
  process.exit(0);
}
const unknown = positionals.filter((name) => !(name in studies));
if (unknown.length > 0)
  fail(
    `there is no study ${unknown.map((n) => `'${n}'`).join(', ')}; the studies are ${Object.keys(studies).join(', ')} (--list says what each measures).`,
  );
const chosen =
  positionals.length > 0
    ? positionals
    : Object.keys(studies).filter((name) => studies[name].headline);
for (const option of given) {
  const study = owner.get(option);
  if (study && !chosen.includes(study))
    fail(
      `--${option} is an option of the study '${study}': name it (npm run bench -- ${study} --${option} …).`,
    );
}
const quick = values.quick === true;
const started = performance.now();
console.log(
  `# perf-gate benchmark (${quick ? 'quick' : 'full'}: ${chosen.join(', ')}) — ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), Node ${process.version}\n`,
);
if (quick)
  console.log(
    '_Quick: fewer rounds and shorter trials than the full run. Every figure is measured, but rough: a first look and a check that each study runs end to end, not a figure to quote._\n',
  );
for (const name of chosen) {
  const lines: string[] = [];
  const print = (line = '') => {
    lines.push(line);
    console.log(line);
  };
  const began = performance.now();
  await studies[name].run({ print, quick, values });
  console.log(`\n(${name}: ${((performance.now() - began) / 1000).toFixed(0)} s)\n`);
  if (values['write-docs'])
    writeDocs(name, lines, quick, Array.isArray(values.part) ? values.part.join(',') : undefined);
}
console.log(`Total: ${((performance.now() - started) / 1000).toFixed(0)} s.`);
