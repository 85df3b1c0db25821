/** The lint config keeps the pure core pure: planted imports of the shell must fail the lint. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the pure core imports only itself', () => {
  it.each([
    ['src/stats/planted.ts', "import { startAccounting } from '../load/resources.js';"],
    ['src/stats/planted.ts', "import type { ResourceUsage } from '../load/resources.js';"],
    ['src/gate/planted.ts', "export { runExperiment } from '../experiment/run.js';"],
    ['src/report/planted.ts', "import { upsertComment } from '../github/comment.js';"],
    ['src/model/planted.ts', "import type { Target } from '../target/index.js';"],
    ['src/config/planted.ts', "import { run } from '../action/main.js';"],
    ['src/experiment/plan.ts', "import { prepareRefs } from './refs.js';"],
    ['src/model/format.ts', "import { runCommand } from '../cli/commands.js';"],
    ['src/report/planted.ts', "const m = await import('../load/trial.js');"],
    ['src/profile/planted.ts', "import { collectProfiles } from '../profiler/index.js';"],
  ])('%s: %s fails as a shell import', async (file, line) => {
    expect(await problems(file, `${line}\nexport const x = 1;\n`)).toContainEqual(
      expect.stringMatching(/^perf-gate\/pure-imports: '.*' is outside the pure core/),
    );
  });

  it.each([
    "import { readFileSync } from 'node:fs';",
    "import { spawn } from 'child_process';",
    "import * as core from '@actions/core';",
    "import autocannon from 'autocannon';",
  ])('%s fails as reaching the world', async (line) => {
    expect(await problems('src/stats/planted.ts', `${line}\nexport const x = 1;\n`)).toContainEqual(
      expect.stringMatching(/^perf-gate\/pure-imports: '.*' reaches the world/),
    );
  });

  it('imports inside the zone and of its packages pass', async () => {
    const code = [
      "import { METRICS } from '../model/metrics.js';",
      "import type { Trial } from '../model/trial.js';",
      "import { pct } from '../model/format.js';",
      "import { pairedTest } from './paired.js';",
      "import { makePlan } from '../experiment/plan.js';",
      "import { median } from 'simple-statistics';",
      'export const all = [METRICS, pct, pairedTest, makePlan, median];',
      'export type T = Trial;',
      '',
    ].join('\n');
    expect(await problems('src/stats/planted.ts', code)).toEqual([]);
  });

  it('the shell may import anything', async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n";
    expect(await problems('src/load/planted.ts', code)).toEqual([]);
  });
});
