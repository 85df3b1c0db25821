/**
 * A job matrix as GitHub runs it: the bundled action three times with `shard: i/3` on the
 * quick-start app, each shard's JSON gathered into one folder as actions/download-artifact
 * with `merge-multiple: true` lays it out, then once with `mode: merge` against the GitHub
 * stand-in.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitHubStandIn } from '../helpers/github-stand-in.js';
import { freePort, isAlive, readPids } from '../helpers/processes.js';
import { pullRequestJobEnv, runStep } from '../helpers/action-runner.js';

const app = resolve('examples/quickstart/server.mjs');

describe('shards over a job matrix, merged by the bundled action', () => {
  const github = new GitHubStandIn();
  let dir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    await github.start();
    dir = mkdtempSync(join(tmpdir(), 'perf-gate-shards-e2e-'));
    const port = await freePort();
    env = {
      ...pullRequestJobEnv(dir, github.url),
      GITHUB_RUN_ID: '987654',
      INPUT_TOKEN: 'ghs_secret_token_value',
    };
    Object.assign(env, {
      INPUT_COMMAND: `echo $$ >> ${join(dir, 'pids')} && exec node ${app}`,
      INPUT_URL: `http://127.0.0.1:${port}/`,
      INPUT_READY: `http://127.0.0.1:${port}/health`,
      INPUT_CONNECTIONS: '2',
      INPUT_DURATION: '500ms',
      INPUT_WARMUP: '200ms',
      INPUT_ROUNDS: '6',
      'INPUT_BASELINE-ENV': `PORT=${port}\nWORK_US=0`,
      'INPUT_VARIANT-ENV': `PORT=${port}\nWORK_US=150`,
      'INPUT_FAIL-ON': '5%',
    });
  });
  afterAll(() => github.stop());

  it('measures three shards without a verdict, then merges them into one comment and one verdict', async () => {
    const gathered = join(dir, 'shards');
    mkdirSync(gathered);
    const seeds: number[] = [];
    for (const index of [1, 2, 3]) {
      const shard = await runStep(dir, `shard-${index}`, {
        ...env,
        INPUT_SHARD: `${index}/3`,
        'INPUT_OUTPUT-DIR': join(dir, `out-${index}`),
      });
      expect(shard.stdout).not.toContain('::error::');
      expect(shard.code).toBe(0);
      expect(shard.summary).toContain(
        `🧩 **Shard ${index} of 3**: measured 2 of the experiment's 6 rounds.`,
      );
      const json = shard.outputs['json-path'];
      expect(json).toMatch(new RegExp(`report-shard-${index}-of-3\\.json$`));
      const result = JSON.parse(readFileSync(json, 'utf8'));
      seeds.push(result.seed);
      copyFileSync(json, join(gathered, `report-shard-${index}-of-3.json`));
    }
    // Shards neither comment nor fail; they share the workflow run's seed.
    expect(github.comments).toHaveLength(0);
    expect(new Set(seeds).size).toBe(1);

    const merge = await runStep(dir, 'merge', {
      ...env,
      INPUT_MODE: 'merge',
      INPUT_RESULT: gathered,
      'INPUT_OUTPUT-DIR': join(dir, 'merged'),
    });
    const result = JSON.parse(readFileSync(merge.outputs['json-path'], 'utf8'));
    const body = () => github.comments[0]?.body ?? '';
    expect(result.conditions.rounds).toBe(6);
    expect(
      result.shards.ran.map((s: { index: number; rounds: number }) => [s.index, s.rounds]),
    ).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    expect(result.pullRequest.number).toBe(7);
    // The verdict of the pooled rounds decides the exit (which verdict depends on this
    // machine's noise; that a merge judges exactly like a single run is a unit test).
    expect(merge.code).toBe(result.verdict.passed ? 0 : 1);
    expect(merge.outputs.passed).toBe(String(result.verdict.passed));
    // The shards' logs stayed on their runners: the merge points at none.
    expect(merge.outputs['log-dir']).toBe('');
    expect(result.logDir).toBeUndefined();
    expect(body()).not.toContain('Service logs');
    expect(github.comments).toHaveLength(1);
    expect(body()).toContain('### Shards: 6 rounds from 3 of 3 runners');
    for (const index of [1, 2, 3]) expect(body()).toMatch(new RegExp(`^\\| ${index} \\| `, 'm'));

    const pids = readPids(join(dir, 'pids'));
    expect(pids).toHaveLength(12); // 3 shards × 2 rounds × 2 variants, each started fresh
    expect(pids.filter(isAlive)).toEqual([]);
  }, 180_000);
});
