/**
 * Where the time went on the seed 000 examples: each example's own perf-gate.yml, its
 * "traces + metrics" build profiled against the uninstrumented baseline in profiling rounds
 * (V8's profiler for Node, `perf record` with perf maps for .NET), and the functions and
 * packages named at the top. The .NET example is built by its baseline's `build:` step
 * first, and skipped, saying so, without the SDK. npm run bench:profile -- --examples [--stack Node|.NET]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readConfigFile } from '../../src/modes/config-file.js';
import { runProfileRounds } from '../../src/experiment/profile-rounds.js';
import type { CostRow } from '../../src/profile/index.js';
import { startTarget } from '../../src/target/index.js';

const EXAMPLES = [
  { stack: 'Node', file: 'examples/instrumentation-overhead/perf-gate.yml' },
  { stack: '.NET', file: 'examples/dotnet/instrumentation-overhead/perf-gate.yml' },
];
const VARIANT = 'traces + metrics';

const row = (r: CostRow) =>
  `${r.name}${r.package ? ` [${r.package}]` : ''} ${r.deltaUs >= 0 ? '+' : '−'}${Math.abs(r.deltaUs).toFixed(1)} µs`;

export async function profiledExamples(
  print: (line: string) => void,
  options: { rounds: number; stack?: string },
): Promise<void> {
  print(`| example | CPU per request | top functions (Δ per request) | top packages |`);
  print('|:--|--:|:--|:--|');
  for (const { stack, file } of EXAMPLES.filter(
    (e) => !options.stack || e.stack === options.stack,
  )) {
    const config = readConfigFile(resolve(file));
    const build = config.variants[0].build;
    if (build) {
      // Where perf-gate runs it: the config's folder.
      const built = spawnSync('sh', ['-c', build], {
        cwd: config.folder,
        stdio: 'ignore',
        timeout: 600_000,
      });
      if (built.status !== 0) {
        print(`| ${stack} | — | not built: \`${build}\` exited ${built.status} | |`);
        continue;
      }
    }
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-bench-examples-'));
    const report = await runProfileRounds(
      config,
      { ...config.profile, rounds: options.rounds },
      {
        outputDir: dir,
        logDir: dir,
        baseEnv: process.env,
        seed: 1,
        startTarget,
        chosen: { variants: [VARIANT], reason: 'bench' },
      },
    );
    const [table] = report.tables;
    const why = [...report.unprofiled, ...(report.error ? [report.error] : [])].join('; ');
    print(
      `| ${stack}, ${VARIANT} (${report.rounds} rounds, ${dir}) | ${table ? `${table.baselineCpuUs.toFixed(1)} → ${table.variantCpuUs.toFixed(1)} µs` : '—'} | ${table?.functions.slice(0, 3).map(row).join('<br>') || why || 'none listed'} | ${table?.packages.slice(0, 2).map(row).join('<br>') || ''} |`,
    );
  }
}
