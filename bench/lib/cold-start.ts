/**
 * Cold start of the bundles: the time from spawning node to the process exiting after its
 * first answer — the action's first error (no inputs, an empty folder) and the CLI's
 * --version and --help — against `node -e 0` on the same machine. Runs are interleaved so
 * that a change of load on the machine hits all of them alike; the figures are medians. Every
 * run is checked to have given the expected answer, so a bundle that crashes early cannot
 * look fast. No compile cache: a CI job starts cold.
 * Part of `npm run bench`; alone: `npm run bench:cold [-- --runs N]` (bench/cold.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median } from './measure.js';

/** The goal of issue 18: the action's first error within this multiple of `node -e 0`. */
export const COLD_START_GOAL = 2.5;

export interface ColdStartRow {
  what: string;
  ms: number;
  bareMs: number;
}

interface Command {
  what: string;
  args: string[];
  status: number;
  /** What the answer must contain. */
  answer: RegExp;
}

const commands: Record<'bare' | 'action' | 'version' | 'help', Command> = {
  bare: { what: '`node -e 0`', args: ['-e', '0'], status: 0, answer: /^$/ },
  action: {
    what: 'dist/index.js, no inputs (the action, to its first error)',
    args: [resolve('dist/index.js')],
    status: 2,
    answer: /^::error::action inputs has a problem:%0A {2}input 'command': is required/,
  },
  version: {
    what: 'dist/cli/index.js --version (the CLI)',
    args: [resolve('dist/cli/index.js'), '--version'],
    status: 0,
    answer: /^\d+\.\d+\.\d+\n$/,
  },
  help: {
    what: 'dist/cli/index.js --help',
    args: [resolve('dist/cli/index.js'), '--help'],
    status: 0,
    answer: /^perf-gate — /,
  },
};

export function coldStart(runs: number): ColdStartRow[] {
  // An empty folder and no INPUT_* variables: the action stops at its first error.
  const empty = mkdtempSync(join(tmpdir(), 'perf-gate-cold-'));
  const times: Record<string, number[]> = { bare: [], action: [], version: [], help: [] };
  try {
    for (let i = 0; i < runs; i++) {
      for (const [name, command] of Object.entries(commands)) {
        const started = performance.now();
        const ran = spawnSync(process.execPath, command.args, {
          cwd: empty,
          env: { PATH: process.env.PATH },
          encoding: 'utf8',
        });
        times[name].push(performance.now() - started);
        if (ran.status !== command.status || !command.answer.test(ran.stdout)) {
          throw new Error(
            `${command.what} did not give the answer measured here: exit ${ran.status} (expected ${command.status}), stdout ${JSON.stringify(ran.stdout.slice(0, 200))}, stderr ${JSON.stringify(ran.stderr.slice(0, 200))}. Run npm run bundle first.`,
          );
        }
      }
    }
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
  const bareMs = median(times.bare);
  return (['action', 'version', 'help'] as const).map((name) => ({
    what: commands[name].what,
    ms: median(times[name]),
    bareMs,
  }));
}

export function coldStartTable(rows: ColdStartRow[]): string[] {
  const action = rows[0];
  const ratio = action.ms / action.bareMs;
  return [
    '| what | median | `node -e 0` | ratio |',
    '|:--|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.ms.toFixed(0)} ms | ${r.bareMs.toFixed(0)} ms | ×${(r.ms / r.bareMs).toFixed(2)} |`,
    ),
    '',
    `Goal: the action's first error within ×${COLD_START_GOAL} of \`node -e 0\`: ${ratio <= COLD_START_GOAL ? 'met' : 'not met'} (×${ratio.toFixed(2)}).`,
  ];
}
