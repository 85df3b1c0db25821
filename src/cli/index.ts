#!/usr/bin/env node
/**
 * The terminal entry point: the same engine as the action, a readable report on stdout,
 * progress on stderr. Exit codes: 0 passed, 1 gate failed, 2 usage or config error,
 * 3 the app or the run failed, 130 and 143 stopped by SIGINT and SIGTERM.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_CONFIG_FILE, DEFAULT_OUTPUT_DIR } from '../config/defaults.js';
import { closestOf } from '../config/units.js';
import { DEFAULT_HISTORY_BRANCH } from '../history/types.js';
import { ExitCode } from '../modes/usage.js';
import { maskedTerminal, type CliIo } from './io.js';
import packageJson from '../../package.json' with { type: 'json' };

const HELP: Record<string, string> = {
  main: `perf-gate — did this change make the service slower, by how much, and are we sure?

Usage:
  perf-gate --version
  perf-gate run [--config FILE] [--json FILE] [--markdown FILE] [--seed N] [--base REF] [--shard I/N] [--output-dir DIR]
  perf-gate merge [--json FILE] [--markdown FILE] [--output-dir DIR] PATH...
  perf-gate validate [--config FILE]
  perf-gate bisect --good REF --bad REF [--config FILE] [--budget DURATION] [--seed N] [--json FILE] [--markdown FILE] [--output-dir DIR]
  perf-gate schema
  perf-gate history [--config FILE] [--anchor REF] [--branch NAME] [--seed N] [--output-dir DIR]

Commands:
  run        start the app, run the interleaved trials, print the report
  merge      pool the results of shards (run --shard) and judge them as one run
  validate   check a config file and list every problem in it
  bisect     name the commits between a good and a bad ref that made the app slower
  schema     print the JSON Schema of the config file (for editors)
  history    measure HEAD against a release and append it to a history branch with its page

Exit codes: 0 passed, 1 gate failed, 2 usage or config error, 3 the app or the run failed,
130 and 143 stopped by SIGINT and SIGTERM (its services stopped first).
Run 'perf-gate <command> --help' for the options of a command.`,
  run: `Usage: perf-gate run [options]

Runs the experiment in the config file and prints the report.

Options:
  -c, --config FILE      experiment file (default: ${DEFAULT_CONFIG_FILE})
      --json FILE        also write the JSON result here
      --markdown FILE    also write the markdown report here
      --seed N           seed of the trial order, over the config's seed (default: the config's,
                         else random)
      --base REF         what \`ref: base\` means outside a pull request (a branch, tag or SHA)
      --shard I/N        run only shard I of N of the rounds; writes report-shard-I-of-N.json
                         for 'perf-gate merge' and exits 0 whatever the verdict
      --output-dir DIR   folder for report.md, report.json and logs (default: ${DEFAULT_OUTPUT_DIR}
                         beside the config file, wherever perf-gate is started from)
  -h, --help             show this help`,
  merge: `Usage: perf-gate merge [options] PATH...

Pools the rounds of shard results (the JSON files 'perf-gate run --shard I/N' wrote; PATH is
a file or a folder searched for them), checks that they are shards of one experiment, and
judges the pool as a single run over those rounds would be.

Options:
      --json FILE        also write the JSON result here
      --markdown FILE    also write the markdown report here
      --output-dir DIR   folder for report.md and report.json (default: ${DEFAULT_OUTPUT_DIR})
  -h, --help             show this help`,
  validate: `Usage: perf-gate validate [--config FILE]

Checks the config file and lists every problem, each with its path in the file.`,
  bisect: `Usage: perf-gate bisect --good REF --bad REF [options]

Searches the first-parent commits after --good up to --bad for the ones that made the app
slower: each step compares two commits (the config's baseline, checked out at each and built
with its build command) in a paired sequential run, and a branch of the search ends at a
commit shown worse than its parent beyond the gate's tolerance. Commits that do not build or
start are skipped and named; a culprit that only changes a lockfile is searched package by
package. See docs/bisect.md.

Options:
      --good REF         the last commit known to be fast (e.g. the latest release tag)
      --bad REF          the first commit known to be slow (e.g. main)
  -c, --config FILE      experiment file (default: ${DEFAULT_CONFIG_FILE})
      --budget DURATION  wall time for the whole bisect, shared over its steps (default: 30m)
      --seed N           seed of the trial orders (default: the config's, else random)
      --json FILE        also write bisect.json here
      --markdown FILE    also write bisect.md here
      --output-dir DIR   folder for bisect.md, bisect.json and each step's report and logs
                         (default: ${DEFAULT_OUTPUT_DIR} beside the config file)
  -h, --help             show this help

Exit codes: 0 the search ran, whatever it found; 2 usage or config error (an unknown ref,
--good not an ancestor of --bad, an end that does not build); 3 the run itself failed;
130 and 143 stopped by SIGINT and SIGTERM.`,
  schema: `Usage: perf-gate schema

Prints the JSON Schema of perf-gate.yml.`,
  history: `Usage: perf-gate history [options]

Measures HEAD against a release (the anchor) in one run, every arm built from the config's
baseline, and appends the comparison to a branch of this repository (history.json, rollup.json
and index.html, the page), written with git plumbing: nothing is checked out. When the anchor
moved since the last entry, the old anchor is measured against the new one too, to chain them.
The action's \`mode: history\` writes the same branch on GitHub (see docs/history.md).

Options:
  -c, --config FILE      experiment file (default: ${DEFAULT_CONFIG_FILE})
      --anchor REF       the release to measure against (default: the latest tag v* at or
                         before HEAD)
      --branch NAME      the history branch (default: ${DEFAULT_HISTORY_BRANCH})
      --seed N           seed of the trial order (default: the config's, else random)
      --json FILE        also write the JSON result here
      --markdown FILE    also write the markdown report here
      --output-dir DIR   folder for report.md, report.json and logs (default: ${DEFAULT_OUTPUT_DIR}
                         beside the config file)
  -h, --help             show this help

Exit codes: 0 HEAD not shown worse than its release (the entry is written); 1 HEAD shown worse
beyond the tolerance (the entry is written, and the bisect to run is printed); 2 usage or config
error (no release tag, uncommitted changes, HEAD off the line the history follows, a branch that
is not a history), nothing measured; 3 the run failed, or the branch could not be written (the
report is); 130 and 143 stopped by SIGINT and SIGTERM, nothing written to the branch.`,
};

/** The options each command takes; parseArgs below accepts their union. */
const OPTIONS_OF: Record<string, string[]> = {
  run: ['config', 'json', 'markdown', 'seed', 'base', 'shard', 'output-dir'],
  merge: ['json', 'markdown', 'output-dir'],
  validate: ['config'],
  bisect: ['good', 'bad', 'config', 'budget', 'seed', 'json', 'markdown', 'output-dir'],
  schema: [],
  history: ['config', 'anchor', 'branch', 'seed', 'json', 'markdown', 'output-dir'],
};

export async function cli(argv: string[], given: CliIo): Promise<number> {
  const io = maskedTerminal(given);
  const [command, ...rest] = argv;
  const print = (text: string) => io.stdout.write(`${text}\n`);
  const fail = (text: string, code: number) => {
    io.stderr.write(`${text}\n`);
    return code;
  };
  if (command === '--version' || command === '-v' || command === 'version') {
    print(packageJson.version);
    return ExitCode.Passed;
  }
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    print(HELP.main);
    return command ? ExitCode.Passed : ExitCode.Usage;
  }
  if (!(command in HELP) || command === 'main') {
    const near = closestOf(command, Object.keys(OPTIONS_OF));
    const hint = near ? ` Did you mean 'perf-gate ${near}'?` : '';
    return fail(`perf-gate: unknown command '${command}'.${hint}\n\n${HELP.main}`, ExitCode.Usage);
  }

  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: command === 'merge',
      options: {
        config: { type: 'string', short: 'c' },
        json: { type: 'string' },
        markdown: { type: 'string' },
        seed: { type: 'string' },
        base: { type: 'string' },
        shard: { type: 'string' },
        'output-dir': { type: 'string' },
        good: { type: 'string' },
        bad: { type: 'string' },
        budget: { type: 'string' },
        anchor: { type: 'string' },
        branch: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    // "Unknown option '--confg'": name the option of this command it is likely a typo of.
    const message = (error as Error).message;
    // "--budget -5m": node reads '-5m' as an option and asks about it in its own words.
    // Node names the option as typed ('-c'); its remedy names the long form ('--config=-XYZ').
    const ambiguous = /^Option '(-{1,2}[\w-]+)' argument is ambiguous/.exec(message);
    const long = /use '(--[\w-]+)=/.exec(message)?.[1];
    if (ambiguous && long) {
      const typed = ambiguous[1];
      const short = typed.startsWith('--') ? undefined : typed.slice(1);
      const at = rest.findIndex(
        (arg, i) =>
          (arg === long || (short !== undefined && /^-\w+$/.test(arg) && arg.endsWith(short))) &&
          rest[i + 1]?.startsWith('-'),
      );
      const next = at >= 0 ? rest[at + 1] : undefined;
      const value = next === undefined ? 'a value that starts with a dash' : `'${next}'`;
      return fail(
        `perf-gate ${command}: ${typed} is followed by ${value}, which reads as an option and not as ${long}'s value. Give ${long} its value (see 'perf-gate ${command} --help'), or write ${long}=${next ?? '-…'} if that is the value you mean.`,
        ExitCode.Usage,
      );
    }
    const unknown = /^Unknown option '-{1,2}([^']+)'/.exec(message)?.[1];
    const near = unknown && closestOf(unknown, OPTIONS_OF[command] ?? []);
    const hint = near ? `${message.endsWith('.') ? '' : '.'} Did you mean --${near}?` : '';
    return fail(`perf-gate ${command}: ${message}${hint}\n\n${HELP[command]}`, ExitCode.Usage);
  }
  if (values.help) {
    print(HELP[command]);
    return ExitCode.Passed;
  }
  // parseArgs knows every command's options at once; a run option given to validate or schema
  // would otherwise be accepted and do nothing.
  const misplaced = Object.keys(values).filter(
    (option) => option !== 'help' && !(OPTIONS_OF[command] ?? []).includes(option),
  );
  if (misplaced.length > 0) {
    const owner =
      Object.keys(OPTIONS_OF).find(
        (other) => other !== command && misplaced.every((o) => OPTIONS_OF[other].includes(o)),
      ) ?? 'run';
    return fail(
      `perf-gate ${command}: ${misplaced.map((o) => `--${o}`).join(', ')} ${misplaced.length === 1 ? 'is an option' : 'are options'} of 'perf-gate ${owner}', not of '${command}'. Remove ${misplaced.length === 1 ? 'it' : 'them'}, or use 'perf-gate ${owner}'.\n\n${HELP[command]}`,
      ExitCode.Usage,
    );
  }
  // The commands load the engine; --version, --help and a mistyped command answer without it.
  const { runCommand } = await import('./commands.js');
  return runCommand(command, values, positionals, io);
}

// `perf-gate schema | head`: a reader that stops reading is no failure of perf-gate's; what it
// did not read is dropped, and the command ends as it would have (a run still writes its files).
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

process.exitCode = await cli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  env: process.env,
});
