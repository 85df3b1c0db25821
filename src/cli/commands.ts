/**
 * The CLI's commands: each gathers its options into the request of a mode (src/modes/),
 * which makes the result, and publishes it to the terminal. cli/index.ts parses the arguments
 * and imports this module only for a command, so that --version, --help and a mistyped
 * command answer without loading the engine.
 */
import { ConfigError, configJsonSchema } from '../config/index.js';
import type { Config } from '../config/types.js';
import { durationText } from '../config/units.js';
import { describeSlicing } from '../config/slicing.js';
import { parseShard } from '../experiment/shard.js';
import { DEFAULT_HISTORY_BRANCH } from '../history/types.js';
import { runHistory } from '../modes/history.js';
import { runMode, validate, type ModeRequest, type OutputRequest } from '../modes/index.js';
import { localHistoryBranch, localRepository } from '../modes/local-branch.js';
import { ExitCode, exitCodeOf, failureOf, parseSeed, UsageError } from '../modes/usage.js';
import { stopRequested } from '../target/index.js';
import { markdownForTerminal } from '../report/markdown/text.js';
import { SHARD_RESULT_NAME } from '../modes/shard-files.js';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { progressReporter, publishToTerminal, type CliIo } from './terminal.js';

/** The options of a command, as cli() parsed and checked them. */
export type CommandValues = Record<string, string | boolean | undefined>;

const text = (value: string | boolean | undefined) =>
  value === undefined ? undefined : String(value);

/** The commands that make a result, each with the request of the mode it runs. */
const requestOf: Record<
  string,
  (values: CommandValues, paths: string[], io: CliIo) => ModeRequest
> = {
  run: (values, _paths, io) => {
    const shard =
      values.shard === undefined ? undefined : parseShard(String(values.shard), '--shard');
    const seed = parseSeed(text(values.seed), '--seed');
    const config = configOf(values, io);
    return {
      mode: 'measure',
      config,
      seed,
      shard,
      defaultReportId: 'cli',
      baseEnv: io.env,
      cwd: io.cwd,
      baseSha: text(values.base),
      ...progressReporter(io.stderr),
      log: (message) => io.stderr.write(`\n${message}\n`),
    };
  },
  merge: (_values, paths, io) => ({
    mode: 'merge',
    results: paths,
    cwd: io.cwd,
    source: {
      label: 'the paths given',
      remedy:
        "Name the folders or files that 'perf-gate run --shard INDEX/TOTAL' wrote (in .perf-gate/ beside the config by default).",
    },
    pullRequest: async () => undefined,
  }),
};

/** The config that --config names (perf-gate.yml by default), its warnings printed. */
function configOf(values: CommandValues, io: CliIo) {
  const { config, warnings } = validate({
    path: text(values.config) ?? '',
    cwd: io.cwd,
    label: '--config',
  });
  for (const warning of warnings) io.stderr.write(`warning: ${warning}\n`);
  return config;
}

/** `perf-gate history`: the history mode, writing a branch of the local repository. */
function historyRequest(values: CommandValues, io: CliIo) {
  const config = configOf(values, io);
  return {
    mode: 'history' as const,
    config,
    seed: parseSeed(text(values.seed), '--seed'),
    defaultReportId: 'history',
    baseEnv: io.env,
    cwd: io.cwd,
    anchor: text(values.anchor),
    anchorLabel: '--anchor',
    releaseTags: 'v*',
    store: localHistoryBranch(io.cwd, text(values.branch) ?? DEFAULT_HISTORY_BRANCH),
    ...localRepository(io.cwd),
    now: () => new Date(),
    onHistory: (message: string) => io.stderr.write(`${message}\n`),
    ...progressReporter(io.stderr),
    log: (message: string) => io.stderr.write(`\n${message}\n`),
  };
}

/** Runs `command` with the options cli() parsed and checked. */
export async function runCommand(
  command: string,
  values: CommandValues,
  positionals: string[],
  io: CliIo,
): Promise<number> {
  const print = (line: string) => io.stdout.write(`${line}\n`);
  const fail = (line: string, code: number) => {
    io.stderr.write(`${line}\n`);
    return code;
  };
  // A copy's path is checked before minutes of load, not after them.
  for (const option of ['json', 'markdown'] as const) {
    const problem = copyPathProblem(values[option], option, io.cwd, command);
    if (problem) return fail(`perf-gate ${command}: --${option} ${problem}`, ExitCode.Usage);
  }
  if (command === 'bisect') return bisectCommand(values, io);
  if (command === 'schema') {
    print(JSON.stringify(configJsonSchema(), null, 2));
    return ExitCode.Passed;
  }
  try {
    if (command === 'validate') {
      const { config, file, warnings } = validate({
        path: text(values.config) ?? '',
        cwd: io.cwd,
        label: '--config',
      });
      print(
        `${file}: valid — ${config.variants.length - 1} variant(s) against "${config.variants[0].name}", ${roundsText(config)}, ${describeSlicing(config)}.`,
      );
      for (const warning of warnings) print(`warning: ${warning}`);
      // Loaded only here: the self-check runs the open-model engine for a few seconds.
      const { engineRateWarnings } = await import('../load/capacity.js');
      for (const warning of await engineRateWarnings(config.variants)) print(`warning: ${warning}`);
      return ExitCode.Passed;
    }
    const output: OutputRequest = {
      dir: text(values['output-dir']),
      cwd: io.cwd,
      label: '--output-dir',
    };
    const request = command === 'history' ? undefined : requestOf[command](values, positionals, io);
    const history = request ? undefined : await runHistory(historyRequest(values, io), output);
    const written = history ?? (await runMode(request!, output));
    const { result } = written;
    publishToTerminal(io, written, {
      markdown: text(values.markdown),
      json: text(values.json),
      logs: request?.mode !== 'merge',
    });
    if (history?.regressed) {
      io.stderr.write(
        `\nperf-gate history: HEAD is shown worse than its release beyond the tolerance; find the commit with: perf-gate bisect --good ${history.range.good} --bad ${history.range.bad}\n`,
      );
    }
    if (history?.historyError) {
      return fail(`\nperf-gate history failed: ${history.historyError}`, ExitCode.RunFailed);
    }
    if (result.incomplete) {
      return fail(
        `\nperf-gate ${command} ${stopRequested() ? 'stopped' : 'failed'} part-way: ${result.incomplete}`,
        exitCodeOf(result),
      );
    }
    // A shard measured its share; the verdict belongs to the merge of every shard.
    return result.shard ? ExitCode.Passed : exitCodeOf(result);
  } catch (error) {
    const { code, message } = failureOf(error);
    // A config error names its file first; other usage errors name the command.
    if (error instanceof ConfigError) return fail(message, code);
    if (code === ExitCode.Usage) return fail(`perf-gate ${command}: ${message}`, code);
    // Ctrl-C is the user's own stop, not a failure of the run.
    return fail(
      `\nperf-gate ${command} ${stopRequested() ? 'stopped' : 'failed'}: ${message}`,
      code,
    );
  }
}

/** `perf-gate bisect`: names the commits between --good and --bad that made the app slower. */
async function bisectCommand(values: CommandValues, io: CliIo): Promise<number> {
  try {
    const { bisect, parseBisectBudget } = await import('../modes/bisect.js');
    for (const option of ['good', 'bad'] as const) {
      if (!text(values[option])) {
        throw new UsageError(
          `--${option} REF is required: the ${option === 'good' ? 'last commit known to be fast (e.g. the latest release tag)' : 'first commit known to be slow (e.g. main)'}.`,
        );
      }
    }
    // The options' own checks first: a typo in one answers before the config is read.
    const budgetMs = parseBisectBudget(text(values.budget), '--budget');
    const seed = parseSeed(text(values.seed), '--seed');
    const config = configOf(values, io);
    const written = await bisect(
      {
        mode: 'bisect',
        config,
        good: text(values.good)!,
        bad: text(values.bad)!,
        budgetMs,
        seed,
        baseEnv: io.env,
        cwd: io.cwd,
        log: (line) => io.stderr.write(`${line}\n`),
      },
      { dir: text(values['output-dir']), cwd: io.cwd, label: '--output-dir' },
    );
    io.stdout.write(markdownForTerminal(written.markdown));
    io.stdout.write(`\nReport: ${written.paths.markdown}\nJSON:   ${written.paths.json}\n`);
    if (values.json !== undefined)
      writeFileSync(resolve(io.cwd, String(values.json)), readFileSync(written.paths.json));
    if (values.markdown !== undefined)
      writeFileSync(resolve(io.cwd, String(values.markdown)), written.markdown);
    return ExitCode.Passed;
  } catch (error) {
    const { code, message } = failureOf(error);
    if (error instanceof ConfigError) {
      io.stderr.write(`${message}\n`);
      return code;
    }
    io.stderr.write(
      code === ExitCode.Usage
        ? `perf-gate bisect: ${message}\n`
        : `\nperf-gate bisect failed: ${message}\n`,
    );
    return code;
  }
}

/** "sequential, at most 60 rounds, fewer if budget 2m ends them first": what `validate` knows. */
function roundsText(config: Config): string {
  if (!config.sequential) return `${config.rounds} rounds`;
  const budget =
    config.budgetMs === undefined
      ? ''
      : `, fewer if budget ${durationText(config.budgetMs)} ends them first (planned from the first rounds' pace)`;
  return `sequential, at most ${config.rounds} rounds${budget}`;
}

/** What is wrong with `--json PATH` / `--markdown PATH` for a copy of the report, if anything. */
function copyPathProblem(
  value: string | boolean | undefined,
  option: 'json' | 'markdown',
  cwd: string,
  command: string,
): string | undefined {
  if (value === undefined) return undefined;
  const path = String(value);
  const example = option === 'json' ? 'report.json' : 'report.md';
  if (path.trim() === '')
    return `is empty: name the file for the copy (e.g. --${option} ${example}).`;
  const full = resolve(cwd, path);
  // Not there, or under a file (ENOTDIR, which throwIfNoEntry does not cover): no stat.
  const statOf = (at: string) => {
    try {
      return statSync(at);
    } catch {
      return undefined;
    }
  };
  if (statOf(full)?.isDirectory())
    return `${path} is a folder: name a file in it (e.g. ${join(path, example)}).`;
  // Folders that do not exist yet are made when the copy is written (the output folder the
  // run makes, or any other); one that is a file cannot be.
  let folder = dirname(full);
  while (!statOf(folder) && dirname(folder) !== folder) folder = dirname(folder);
  if (!statOf(folder)?.isDirectory())
    return `${path}: ${relative(cwd, folder) || folder} is a file, not a folder.`;
  // A merge's copy written over one of its own inputs would lose that shard.
  if (command === 'merge' && SHARD_RESULT_NAME.test(basename(path)))
    return `${path} is named as a shard's result, which the merge would overwrite: name another file.`;
  return undefined;
}
