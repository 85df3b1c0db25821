/**
 * The CLI's publisher: the report on stdout, the paths of what was written, the copies the
 * user asked for (`--json`, `--markdown`), and the progress of a run on stderr.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { RoundProgress, TrialEvent } from '../experiment/index.js';
import type { WrittenResult } from '../modes/index.js';
import { resultJson } from '../modes/output.js';
import { roundLine, trialLine, trialPlace } from '../modes/progress.js';
import { UsageError } from '../modes/usage.js';
import type { Terminal } from './io.js';
import { renderTerminal } from '../report/terminal.js';

export type { CliIo, Terminal } from './io.js';

export interface TerminalOptions {
  /** Where the user asked for copies of the report: `--markdown FILE`, `--json FILE`. */
  markdown?: string;
  json?: string;
  /** Point to the services' logs (a mode that started services). */
  logs: boolean;
}

/** Prints the report and where its files are, and writes the copies asked for. */
export function publishToTerminal(
  io: Terminal,
  written: WrittenResult,
  options: TerminalOptions,
): void {
  const { result, markdown, paths } = written;
  const print = (text: string) => io.stdout.write(`${text}\n`);
  print(renderTerminal(result));
  print(
    `Report: ${paths.markdown}\nJSON:   ${paths.json}${options.logs ? `\nLogs:   ${paths.logDir}` : ''}`,
  );
  writeCopy(io.cwd, options.markdown, '--markdown', markdown);
  writeCopy(io.cwd, options.json, '--json', resultJson(result));
}

/** `--json FILE`, `--markdown FILE`: a copy of a result where the user asked for one. */
function writeCopy(cwd: string, path: string | undefined, label: string, text: string): void {
  if (path === undefined) return;
  try {
    // Its folder may be the output folder this run made, or one to make (checked up front).
    mkdirSync(dirname(resolve(cwd, path)), { recursive: true });
    writeFileSync(resolve(cwd, path), text);
  } catch (error) {
    throw new UsageError(`${label}: could not write ${path} (${(error as Error).message}).`);
  }
}

/**
 * A live line on a terminal; one plain line per trial in a log. After each round (from the
 * 3rd) the line also says what the run can detect so far at its own noise.
 */
export function progressReporter(stream: Terminal['stderr']): {
  onTrial: (event: TrialEvent) => void;
  onRound: (progress: RoundProgress) => void;
  onProfile: (message: string) => void;
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
    if (e.phase !== 'end') {
      // The live line: the last second's rate once the measured window runs.
      const now = e.phase === 'progress' ? `${e.rate} req/s` : 'running';
      const eta = left !== undefined ? ` (~${left}s left)` : '';
      const note = resolvable ? ` · ${resolvable}` : '';
      if (stream.isTTY) {
        stream.write(`\r\x1b[K${trialPlace(e)}: ${now}…${eta}${note}`);
        lineOpen = true;
      }
      return;
    }
    if (stream.isTTY) {
      stream.write(`\r\x1b[K${trialLine(e)}`);
      lineOpen = e.index + 1 !== e.total;
      if (!lineOpen) stream.write('\n');
    } else {
      stream.write(`${trialLine(e)}\n`);
    }
  };
  const onRound = (progress: RoundProgress) => {
    const line = roundLine(progress);
    if (!line || !progress.resolvable) return;
    resolvable = progress.resolvable;
    if (stream.isTTY && lineOpen) {
      // The round's last trial is on the line: the figure joins it.
      stream.write(` · ${resolvable}`);
    } else {
      stream.write(`${line}\n`);
    }
  };
  const onProfile = (message: string) => {
    if (stream.isTTY && lineOpen) stream.write('\n');
    lineOpen = false;
    stream.write(`${message}\n`);
  };
  return { onTrial, onRound, onProfile };
}
