#!/usr/bin/env node
/**
 * The terminal entry point: the same engine as the action, a readable report on stdout,
 * progress on stderr. Exit codes: 0 passed, 1 gate failed, 2 usage or config error,
 * 3 the app or the run failed.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { budgetWarnings } from './stats/decisive.js';
import { ConfigError, configJsonSchema } from './config/index.js';
import { DEFAULT_CONFIG_FILE } from './config-file.js';
import type { RoundProgress, TrialEvent } from './experiment/index.js';
import {
  ExitCode,
  exitCodeOf,
  failureOf,
  UsageError,
  loadConfig,
  parseSeed,
  prepareOutput,
  runAndWrite,
  shardPaths,
  writeResult,
} from './orchestrate.js';
import { parseShard } from './experiment/shard.js';
import { mergeShardResults } from './merge/merge.js';
import { readShardResults } from './shard-files.js';
import { renderTerminal } from './report/terminal.js';
import { maskSecrets } from './target/secrets.js';
import packageJson from '../package.json' with { type: 'json' };

export { ExitCode } from './orchestrate.js';
const HELP: Record<string, string> = {
  main: `perf-gate — did this change make the service slower, by how much, and are we sure?

Usage:
  perf-gate --version
  perf-gate run [--config FILE] [--json FILE] [--markdown FILE] [--seed N] [--base REF] [--shard I/N] [--output-dir DIR]
  perf-gate merge [--json FILE] [--markdown FILE] [--output-dir DIR] PATH...
  perf-gate validate [--config FILE]
  perf-gate schema

Commands:
  run        start the app, run the interleaved trials, print the report
  merge      pool the results of shards (run --shard) and judge them as one run
  validate   check a config file and list every problem in it
  schema     print the JSON Schema of the config file (for editors)

Exit codes: 0 passed, 1 gate failed, 2 usage or config error, 3 the app or the run failed.
Run 'perf-gate <command> --help' for the options of a command.`,
  run: `Usage: perf-gate run [options]

Runs the experiment in the config file and prints the report.

Options:
  -c, --config FILE      experiment file (default: ${DEFAULT_CONFIG_FILE})
      --json FILE        also write the JSON result here
      --markdown FILE    also write the markdown report here
      --seed N           seed of the trial order (default: the config's, else random)
      --base REF         what \`ref: base\` means outside a pull request (a branch, tag or SHA)
      --shard I/N        run only shard I of N of the rounds; writes report-shard-I-of-N.json
                         for 'perf-gate merge' and exits 0 whatever the verdict
      --output-dir DIR   folder for report.md, report.json and logs (default: .perf-gate)
  -h, --help             show this help`,
  merge: `Usage: perf-gate merge [options] PATH...

Pools the rounds of shard results (the JSON files 'perf-gate run --shard I/N' wrote; PATH is
a file or a folder searched for them), checks that they are shards of one experiment, and
judges the pool as a single run over those rounds would be.

Options:
      --json FILE        also write the JSON result here
      --markdown FILE    also write the markdown report here
      --output-dir DIR   folder for report.md and report.json (default: .perf-gate)
  -h, --help             show this help`,
  validate: `Usage: perf-gate validate [--config FILE]

Checks the config file and lists every problem, each with its path in the file.`,
  schema: `Usage: perf-gate schema

Prints the JSON Schema of perf-gate.yml.`,
};

/** The options each command takes; parseArgs below accepts their union. */
const OPTIONS_OF: Record<string, string[]> = {
  run: ['config', 'json', 'markdown', 'seed', 'base', 'shard', 'output-dir'],
  merge: ['json', 'markdown', 'output-dir'],
  validate: ['config'],
  schema: [],
};

export interface CliIo {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export async function cli(argv: string[], io: CliIo): Promise<number> {
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
    return fail(`perf-gate: unknown command '${command}'.\n\n${HELP.main}`, ExitCode.Usage);
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
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return fail(
      `perf-gate ${command}: ${(error as Error).message}\n\n${HELP[command]}`,
      ExitCode.Usage,
    );
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
    return fail(
      `perf-gate ${command}: ${misplaced.map((o) => `--${o}`).join(', ')} ${misplaced.length === 1 ? 'is an option' : 'are options'} of 'perf-gate run', not of '${command}'. Remove ${misplaced.length === 1 ? 'it' : 'them'}, or use 'perf-gate run'.\n\n${HELP[command]}`,
      ExitCode.Usage,
    );
  }
  if (command === 'schema') {
    print(JSON.stringify(configJsonSchema(), null, 2));
    return ExitCode.Passed;
  }
  try {
    if (command === 'merge') {
      if (positionals.length === 0) {
        throw new UsageError(
          "name the shard results to merge: a folder or the JSON files that 'perf-gate run --shard I/N' wrote.",
        );
      }
      const paths = prepareOutput(
        String(values['output-dir'] ?? '.perf-gate'),
        io.cwd,
        '--output-dir',
      );
      const result = mergeShardResults(readShardResults(positionals, io.cwd, 'perf-gate merge'));
      const markdown = writeResult(result, paths);
      print(renderTerminal(result));
      print(`Report: ${paths.markdown}\nJSON:   ${paths.json}`);
      writeCopy(io.cwd, values.markdown, '--markdown', markdown);
      writeCopy(io.cwd, values.json, '--json', `${JSON.stringify(result, null, 2)}\n`);
      return exitCodeOf(result);
    }
    const shard =
      values.shard === undefined ? undefined : parseShard(String(values.shard), '--shard');
    const seed = parseSeed(values.seed as string | undefined, '--seed');
    const { config, file } = loadConfig({
      path: String(values.config ?? ''),
      cwd: io.cwd,
      label: '--config',
    });
    const budget = budgetWarnings(config);
    if (command === 'validate') {
      print(
        `${file}: valid — ${config.variants.length - 1} variant(s) against "${config.variants[0].name}", ${config.sequential ? `sequential, at most ${config.rounds}` : config.rounds} rounds.`,
      );
      for (const warning of budget) print(`warning: ${warning}`);
      return ExitCode.Passed;
    }
    for (const warning of budget) io.stderr.write(`warning: ${warning}\n`);
    const paths = shardPaths(
      prepareOutput(String(values['output-dir'] ?? '.perf-gate'), io.cwd, '--output-dir'),
      shard,
    );
    const { result, markdown } = await runAndWrite({
      config,
      paths,
      defaultReportId: 'cli',
      baseEnv: io.env,
      cwd: io.cwd,
      baseSha: values.base === undefined ? undefined : String(values.base),
      seed,
      shard,
      ...progressReporter(io.stderr),
      log: (message) => io.stderr.write(`\n${message}\n`),
    });
    print(renderTerminal(result));
    print(`Report: ${paths.markdown}\nJSON:   ${paths.json}\nLogs:   ${paths.logDir}`);
    writeCopy(io.cwd, values.markdown, '--markdown', markdown);
    writeCopy(io.cwd, values.json, '--json', maskSecrets(`${JSON.stringify(result, null, 2)}\n`));
    if (result.incomplete) {
      return fail(
        `\nperf-gate ${command} failed part-way: ${result.incomplete}`,
        exitCodeOf(result),
      );
    }
    // A shard measured its share; the verdict belongs to the merge of every shard.
    return shard ? ExitCode.Passed : exitCodeOf(result);
  } catch (error) {
    const { code, message } = failureOf(error);
    // A config error names its file first; other usage errors name the command.
    if (error instanceof ConfigError) return fail(message, code);
    if (code === ExitCode.Usage) return fail(`perf-gate ${command}: ${message}`, code);
    return fail(`\nperf-gate ${command} failed: ${message}`, code);
  }
}

/** `--json FILE`, `--markdown FILE`: a copy of a result where the user asked for one. */
function writeCopy(cwd: string, path: unknown, label: string, text: string): void {
  if (path === undefined) return;
  try {
    writeFileSync(resolve(cwd, String(path)), text);
  } catch (error) {
    throw new UsageError(
      `${label}: could not write ${String(path)} (${(error as Error).message}).`,
    );
  }
}

/**
 * A live line on a terminal; one plain line per trial in a log. After each round (from the
 * 3rd) the line also says what the run can detect so far at its own noise.
 */
function progressReporter(stream: CliIo['stderr']): {
  onTrial: (event: TrialEvent) => void;
  onRound: (progress: RoundProgress) => void;
} {
  const started = Date.now();
  let lastEnd = started;
  let completed = 0;
  // On a terminal the latest figure stays on the live line until the next round replaces it.
  let resolvable = '';
  let lineOpen = false;
  const onTrial = (e: TrialEvent) => {
    // Time left: the mean time of the trials done so far, for the ones still to come.
    const perTrial = completed > 0 ? (lastEnd - started) / completed : undefined;
    const left =
      perTrial === undefined
        ? undefined
        : Math.max(
            0,
            Math.round((perTrial * (e.total - completed) - (Date.now() - lastEnd)) / 1000),
          );
    if (e.phase === 'end') {
      completed++;
      lastEnd = Date.now();
    }
    const where = `[${e.index + 1}/${e.total}] ${e.planned.warmup ? 'warm-up' : `round ${e.planned.round + 1}`} ${e.variant}`;
    const note = resolvable ? ` · ${resolvable}` : '';
    if (e.phase !== 'end') {
      // The live line: the last second's rate once the measured window runs.
      const now = e.phase === 'progress' ? `${e.rate} req/s` : 'running';
      const eta = left !== undefined ? ` (~${left}s left)` : '';
      if (stream.isTTY) {
        stream.write(`\r\x1b[K${where}: ${now}…${eta}${note}`);
        lineOpen = true;
      }
      return;
    }
    const t = e.trial;
    const outcome =
      t?.status === 'measured'
        ? `${t.measurement.throughput.toFixed(0)} req/s, p99 ${(t.measurement.latencyUs.p99 / 1000).toFixed(2)} ms`
        : `failed: ${t?.error?.split('\n')[0]}`;
    if (stream.isTTY) {
      stream.write(`\r\x1b[K${where}: ${outcome}`);
      lineOpen = e.index + 1 !== e.total;
      if (!lineOpen) stream.write('\n');
    } else {
      stream.write(`${where}: ${outcome}\n`);
    }
  };
  const onRound = (progress: RoundProgress) => {
    if (!progress.resolvable) return;
    resolvable = progress.resolvable;
    if (stream.isTTY && lineOpen) {
      // The round's last trial is on the line: the figure joins it.
      stream.write(` · ${resolvable}`);
    } else {
      stream.write(`round ${progress.rounds} of at most ${progress.maxRounds}: ${resolvable}\n`);
    }
  };
  return { onTrial, onRound };
}

process.exitCode = await cli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  env: process.env,
});
