/**
 * Shards from a terminal, with real processes: `run --shard I/N` measures a share of the
 * rounds and exits 0 whatever the verdict; `merge` pools them and judges the pool.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliEntry } from '../helpers/entries.js';
import { freePort } from '../helpers/processes.js';

const app = resolve('__tests__/fixtures/apps/app.mjs');

describe('perf-gate run --shard, perf-gate merge', () => {
  let dir: string;
  let port: number;
  const perfGate = (args: string[]) =>
    spawnSync(process.execPath, [cliEntry(), ...args], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 90_000,
    });
  // 20 ms per request against none: a change far beyond any noise, so the verdict is certain.
  const writeConfig = (name: string, gate: string) =>
    writeFileSync(
      join(dir, name),
      `services:
  - name: api
    command: node ${app}
    env: { PORT: "${port}" }
    ready: http://127.0.0.1:${port}/health
load: { url: "http://127.0.0.1:${port}/", connections: 2, duration: 300ms, warmup: 100ms }
rounds: 4
seed: 11
baseline: { name: before, env: { DELAY_MS: "0" } }
variants: [ { name: after, env: { DELAY_MS: "20" } } ]
gate: { throughput: ${gate} }
`,
    );

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'perf-gate-shards-'));
    port = await freePort();
    writeConfig('perf-gate.yml', '5%');
    writeConfig('other.yml', '10%');
  });

  it('measures each share, merges them into one verdict, and refuses a shard of another config', () => {
    for (const index of [1, 2]) {
      const shard = perfGate(['run', '--shard', `${index}/2`, '--output-dir', `out-${index}`]);
      expect(shard.stderr).not.toContain('failed:');
      expect(shard.status).toBe(0); // a shard measures; the merge judges
      const json = join(dir, `out-${index}`, `report-shard-${index}-of-2.json`);
      const result = JSON.parse(readFileSync(json, 'utf8'));
      expect(result.shard).toMatchObject({ index, total: 2 });
      expect(new Set(result.trials.map((t: { round: number }) => t.round))).toEqual(
        new Set(index === 1 ? [0, 2] : [1, 3]),
      );
      expect(shard.stdout).toContain(
        `🧩 Shard ${index} of 2: measured 2 of the experiment's 4 rounds.`,
      );
      expect(shard.stdout).not.toMatch(/✅|❌/);
    }

    const merged = perfGate(['merge', 'out-1', 'out-2', '--output-dir', 'merged']);
    expect(merged.stderr).toBe('');
    expect(merged.status).toBe(1); // the regression, found in the pooled rounds
    const result = JSON.parse(readFileSync(join(dir, 'merged', 'report.json'), 'utf8'));
    expect(result.conditions.rounds).toBe(4);
    expect(existsSync(join(dir, 'merged', 'logs'))).toBe(false); // a merge runs nothing to log
    expect(result.shards.ran.map((s: { index: number }) => s.index)).toEqual([1, 2]);
    expect(result.verdict.reasons.join()).toContain('after: throughput decreased by');
    expect(readFileSync(join(dir, 'merged', 'report.md'), 'utf8')).toContain(
      '### Shards: 4 rounds from 2 of 2 runners',
    );

    const alone = perfGate(['merge', 'out-1', '--output-dir', 'alone']);
    expect(alone.stdout).toContain('shard 2');
    expect(
      JSON.parse(readFileSync(join(dir, 'alone', 'report.json'), 'utf8')).shards.missing,
    ).toEqual([2]);

    // Merged into the shards' own folder, twice: the merge's report.json beside them is no
    // shard, and the second merge reads the same two shards.
    mkdirSync(join(dir, 'both'));
    for (const index of [1, 2]) {
      const name = `report-shard-${index}-of-2.json`;
      copyFileSync(join(dir, `out-${index}`, name), join(dir, 'both', name));
    }
    for (const attempt of [1, 2]) {
      const again = perfGate(['merge', 'both', '--output-dir', 'both']);
      expect(again.stderr, `merge ${attempt}`).toBe('');
      expect(again.status).toBe(1);
    }
    // Beside the shards: a large JSON file that is no result, a FIFO named .json (a read of it
    // would block), and the folder given twice — all passed over.
    writeFileSync(join(dir, 'both', 'data.json'), `[${'0,'.repeat(34_000_000)}0]`);
    execFileSync('mkfifo', [join(dir, 'both', 'pipe.json')]);
    const beside = perfGate(['merge', 'both', './both/', '--output-dir', 'beside']);
    expect(beside.stderr).toBe('');
    expect(beside.status).toBe(1);
    rmSync(join(dir, 'both', 'data.json'));
    // A merge's copy over one of its own inputs is refused before anything is read.
    const over = perfGate(['merge', 'both', '--json', 'both/report-shard-1-of-2.json']);
    expect(over.status).toBe(2);
    expect(over.stderr).toContain("is named as a shard's result, which the merge would overwrite");
    // A folder of results that are no shard's says what a shard is, once, in the CLI's words.
    const plain = perfGate(['merge', 'merged']);
    expect(plain.status).toBe(2);
    expect(plain.stderr).toContain(
      "perf-gate merge: the paths given: merged/report.json is a perf-gate result, but no shard's",
    );
    expect(plain.stderr).toContain('perf-gate run --shard INDEX/TOTAL');

    const other = perfGate(['run', '-c', 'other.yml', '--shard', '2/2', '--output-dir', 'other']);
    expect(other.status).toBe(0);
    const mixed = perfGate(['merge', 'out-1', 'other', '--output-dir', 'mixed']);
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toMatch(
      /perf-gate merge: other\/report-shard-2-of-2.json was measured with another experiment than out-1\/report-shard-1-of-2.json \(different gate\)/,
    );
    expect(existsSync(join(dir, 'mixed', 'report.json'))).toBe(false);
  }, 120_000);

  it('a shard stops before a round its budget would not fit, and says so', () => {
    // Ten rounds in this shard's share, each over a second (two fresh services, a warm-up and
    // two trials): a 3 s budget ends it well before its share.
    writeFileSync(
      join(dir, 'budget.yml'),
      readFileSync(join(dir, 'perf-gate.yml'), 'utf8').replace(
        'rounds: 4',
        'max-rounds: 20\nbudget: 3s',
      ),
    );
    // A stale result of this shard from an earlier run in the same folder is not left behind
    // when the run fails: here its service exits at once, and the old file is gone.
    mkdirSync(join(dir, 'cut'));
    writeFileSync(join(dir, 'cut', 'report-shard-1-of-2.json'), '{"stale": true}');
    writeFileSync(
      join(dir, 'dead.yml'),
      readFileSync(join(dir, 'perf-gate.yml'), 'utf8').replace(
        `command: node ${app}`,
        'command: node -e "process.exit(3)"',
      ),
    );
    const dead = perfGate(['run', '-c', 'dead.yml', '--shard', '1/2', '--output-dir', 'cut']);
    expect(dead.status).toBe(3);
    expect(existsSync(join(dir, 'cut', 'report-shard-1-of-2.json'))).toBe(false);
    const shard = perfGate(['run', '-c', 'budget.yml', '--shard', '1/2', '--output-dir', 'cut']);
    expect(shard.status).toBe(0);
    const result = JSON.parse(
      readFileSync(join(dir, 'cut', 'report-shard-1-of-2.json'), 'utf8'),
    ) as { trials: Array<{ round: number; warmup?: boolean }> };
    const rounds = new Set(result.trials.filter((t) => !t.warmup).map((t) => t.round)).size;
    expect(rounds).toBeGreaterThanOrEqual(1);
    expect(rounds).toBeLessThan(10);
    expect(shard.stdout).toContain(
      `measured ${rounds} of the experiment's 20 rounds (its share is 10; its budget ended it)`,
    );
    // Its report and logs under its own name: another shard in the same folder keeps its own.
    expect(existsSync(join(dir, 'cut', 'report-shard-1-of-2.md'))).toBe(true);
    expect(readdirSync(join(dir, 'cut', 'logs', 'shard-1-of-2')).length).toBeGreaterThan(0);
  }, 60_000);

  it('names the flag when a shard is malformed, and a merge with nothing to merge', () => {
    const bad = perfGate(['run', '--shard', '3/2']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(
      "--shard must be INDEX/TOTAL with 1 ≤ INDEX ≤ TOTAL ≤ 256 (e.g. '2/8'",
    );
    const nothing = perfGate(['merge']);
    expect(nothing.status).toBe(2);
    expect(nothing.stderr).toContain('name the shard results to merge');
    const empty = perfGate(['merge', mkdtempSync(join(dir, 'empty-'))]);
    expect(empty.status).toBe(2);
    expect(empty.stderr).toContain('no perf-gate result found in ');
    const missing = perfGate(['merge', 'nope']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain(
      "perf-gate merge: the paths given: cannot read nope (ENOENT). Name the folders or files that 'perf-gate run --shard INDEX/TOTAL' wrote",
    );
  });
});
