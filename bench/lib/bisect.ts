/**
 * What a bisect costs on the scratch history of its scenario (__tests__/helpers/
 * scratch-history.ts: a tag, eight commits, two culprits — one a dependency bump of two
 * packages — and one commit that does not build): its steps, their rounds, its wall time,
 * and whether it named the right commits. The `bisect` study of `npm run bench`.
 */
import { validate } from '../../src/modes/index.js';
import { bisect } from '../../src/modes/bisect.js';
import {
  makeScratchHistory,
  type ScratchHistory,
} from '../../__tests__/helpers/scratch-history.js';
import { shortened } from './quick.js';

/** `--quick`: each step's trials at the shortest a trial may be, no culprit profiled. */
const QUICK = { factor: 0.4, profile: { when: 'off' } } as const;

export async function bisectBench(
  print: (line?: string) => void,
  budgetMs: number,
  quick = false,
): Promise<void> {
  const history = makeScratchHistory();
  try {
    await measureBisect(history, print, budgetMs, quick);
  } finally {
    history.remove();
  }
}

async function measureBisect(
  history: ScratchHistory,
  print: (line?: string) => void,
  budgetMs: number,
  quick: boolean,
): Promise<void> {
  const file = validate({ path: '', cwd: history.dir, label: '--config' }).config;
  const config = quick ? shortened(file, QUICK) : file;
  const load = config.variants[0].load;
  const profiling =
    config.profile.when === 'off'
      ? 'no profiling of the culprits'
      : `a culprit's profiling: ${config.profile.rounds} rounds of ${config.profile.windowMs} ms windows`;
  print(
    `Trials of ${load.durationMs} ms after ${load.warmup?.durationMs ?? 0} ms of warm-up; ${profiling}${quick ? ' (quick)' : ''}.\n`,
  );
  const { result } = await bisect(
    {
      mode: 'bisect',
      config,
      good: 'v1.0.0',
      bad: 'main',
      budgetMs,
      seed: 7,
      baseEnv: process.env,
      cwd: history.dir,
      log: () => {},
    },
    { dir: '.perf-gate', cwd: history.dir, label: '--output-dir' },
  );
  const named = result.culprits.map((c) => c.commit.sha);
  const right = named.length === 2 && named[0] === history.checksum && named[1] === history.bump;
  const slowpkg = result.culprits[1]?.packages?.find((p) => p.outcome === 'worse')?.change.name;
  const measured = result.steps.filter((s) => s.rounds !== undefined);
  const rounds = measured.reduce((sum, s) => sum + (s.rounds ?? 0), 0);
  const profiled = result.culprits.filter((c) => c.profile).length;
  print('| what | figure |');
  print('|:--|--:|');
  print(`| commits searched (first parent, after the tag) | ${result.searched} |`);
  print(
    `| steps (paired sequential comparisons, package steps included) | ${result.steps.length} (${result.steps.filter((s) => s.package).length} package steps, ${result.skipped.length} skipped commit) |`,
  );
  print(
    `| rounds over all steps | ${rounds} (${(rounds / Math.max(1, measured.length)).toFixed(1)} per measured step) |`,
  );
  print(
    `| wall time | ${(result.wallMs / 1000).toFixed(0)} s of a ${(budgetMs / 1000).toFixed(0)} s budget (${(result.wallMs / 1000 / result.steps.length).toFixed(1)} s per step, builds and ${profiled} culprits' profiling included) |`,
  );
  print(
    `| named | ${right ? 'both culprits' : `WRONG: ${named.map((s) => s.slice(0, 7)).join(', ') || 'none'}`}; package ${slowpkg ?? 'none'}; skipped ${result.skipped.map((s) => (s.commit.sha === history.broken ? 'the broken commit' : s.commit.sha.slice(0, 7))).join(', ') || 'none'} |`,
  );
  for (const c of result.culprits) {
    const step = result.steps.find((s) => s.step === c.step)!;
    print(
      `| Δ throughput of ${c.commit.subject} against its parent | ${step.estimatePct!.toFixed(1)}% (95% CI ${step.ciLowPct!.toFixed(1)} … ${step.ciHighPct!.toFixed(1)}%) |`,
    );
  }
}
