/**
 * The CLI's commands: run, merge, validate and schema, each with the engine it loads. cli.ts
 * parses the arguments and imports this module only for a command, so that --version, --help
 * and a mistyped command answer without loading the engine.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { budgetWarnings } from './stats/decisive.js';
import { ConfigError, configJsonSchema } from './config/index.js';
import { durationText } from './config/units.js';
import type { CliIo } from './cli.js';
import type { RoundProgress, TrialEvent } from './experiment/index.js';
import { exitCodeOf, loadConfig, prepareOutput, runAndWrite, shardPaths } from './orchestrate.js';
import { writeResult } from './output.js';
import { ExitCode, failureOf, parseSeed, UsageError } from './usage.js';
import { parseShard } from './experiment/shard.js';
import { mergeShardResults } from './merge/merge.js';
import { readShardResults } from './shard-files.js';
import { renderTerminal } from './report/terminal.js';
import { maskSecrets } from './target/secrets.js';

/** Runs `command` with the options cli() parsed and checked. */
export async function runCommand(
  command: string,
  values: Record<string, string | boolean | undefined>,
  positionals: string[],
  io: CliIo,
): Promise<number> {
  const print = (text: string) => io.stdout.write(`${text}\n`);
  const fail = (text: string, code: number) => {
    io.stderr.write(`${text}\n`);
    return code;
  };
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
        `${file}: valid — ${config.variants.length - 1} variant(s) against "${config.variants[0].name}", ${config.sequential ? `sequential, at most ${config.rounds}` : config.rounds} rounds, ${config.sliceMs ? `the variants of a round taking turns in ${durationText(config.sliceMs)} slices` : 'each trial whole'}.`,
      );
      for (const warning of budget) print(`warning: ${warning}`);
      // Loaded only here: the self-check runs the open-model engine for a few seconds.
      const { engineRateWarnings } = await import('./load/capacity.js');
      for (const warning of await engineRateWarnings(config.variants)) print(`warning: ${warning}`);
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
