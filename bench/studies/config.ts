/**
 * How long `validate` takes on large configs: a 10 MB file is refused before it is read,
 * and parsing stays linear in the text up to (and beyond) the size limit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ConfigError, parseConfigText, YAML_LIMITS } from '../../src/config/index.js';
import { readConfigFile } from '../../src/modes/config-file.js';
import type { Print, Study } from '../lib/study.js';

const HEAD = `services: [{ name: app, command: node server.js }]
load: { url: "http://127.0.0.1:3000/" }
variants: [{ name: b }]
`;

/** A valid config whose baseline env is a map of about `bytes` bytes. */
function bigEnvMap(bytes: number): string {
  const lines = [HEAD, 'baseline:\n  name: a\n  env:\n'];
  let size = lines[0].length + lines[1].length;
  for (let i = 0; size < bytes; i++) {
    const line = `    KEY_${i}: value-${i}\n`;
    lines.push(line);
    size += line.length;
  }
  return lines.join('');
}

/** A config with about `bytes` bytes of unknown top-level keys (the error path). */
function bigUnknownKeys(bytes: number): string {
  const lines = [HEAD, 'baseline: { name: a }\n'];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `unknown_key_${i}: ${i}\n`;
    lines.push(line);
    size += line.length;
  }
  return lines.join('');
}

const outcome = (run: () => void): string => {
  try {
    run();
    return 'valid';
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return `${error.problems.length} problem(s)`;
  }
};

/**
 * Median wall and CPU milliseconds of `runs` calls. CPU time is this process's own, so it
 * holds on a shared machine where the wall time also counts waiting for a core.
 */
function time(run: () => void, runs = 3): { wall: number; cpu: number } {
  const times: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    outcome(run);
    const used = process.cpuUsage(cpu);
    times.push({ wall: performance.now() - start, cpu: (used.user + used.system) / 1000 });
  }
  return times.sort((a, b) => a.wall - b.wall)[Math.floor(runs / 2)];
}
const ms = ({ wall, cpu }: { wall: number; cpu: number }) =>
  `${wall.toFixed(0)} ms | ${cpu.toFixed(0)} ms`;

export const config: Study = {
  about: 'how long validate takes on large configs, and that parsing stays linear',
  headline: false,
  run: async ({ print }) => configSizes(print),
};

function configSizes(print: Print): void {
  const folder = mkdtempSync(join(tmpdir(), 'perf-gate-config-bench-'));
  try {
    print(`## Config size: validate time (limit ${YAML_LIMITS.bytes / 1e6} MB)\n`);
    print('| input | size | outcome | time | CPU time |');
    print('|:--|--:|:--|--:|--:|');
    const row = (input: string, text: string, run: () => void) =>
      print(
        `| ${input} | ${(text.length / 1e6).toFixed(1)} MB | ${outcome(run)} | ${ms(time(run))} |`,
      );

    const tenMb = bigEnvMap(10e6);
    const tenMbFile = join(folder, 'ten-mb.yml');
    writeFileSync(tenMbFile, tenMb);
    row('`readConfigFile`, 10 MB env map', tenMb, () => readConfigFile(tenMbFile));

    const cli = 'dist/cli/index.js';
    if (existsSync(cli)) {
      const start = performance.now();
      const result = spawnSync(process.execPath, [cli, 'validate', '--config', tenMbFile]);
      print(
        `| \`perf-gate validate\` (CLI, whole process), 10 MB env map | 10.0 MB | exit ${result.status} | ${(performance.now() - start).toFixed(0)} ms | |`,
      );
    }

    const atLimit = bigEnvMap(YAML_LIMITS.bytes - 100);
    row('`parseConfigText`, env map at the limit', atLimit, () =>
      parseConfigText(atLimit, 'bench.yml'),
    );
    const unknown = bigUnknownKeys(YAML_LIMITS.bytes - 1000);
    row('`parseConfigText`, unknown keys at the limit', unknown, () =>
      parseConfigText(unknown, 'bench.yml'),
    );
    const unknownFile = join(folder, 'unknown-keys.yml');
    writeFileSync(unknownFile, unknown);
    row(
      `\`readConfigFile\`, ${unknown.match(/^unknown_key_/gm)!.length} unknown keys (the validate path)`,
      unknown,
      () => readConfigFile(unknownFile),
    );
    if (existsSync(cli)) {
      const start = performance.now();
      const result = spawnSync(process.execPath, [cli, 'validate', '--config', unknownFile]);
      print(
        `| \`perf-gate validate\` (CLI, whole process), unknown keys | ${(unknown.length / 1e6).toFixed(1)} MB | exit ${result.status} | ${(performance.now() - start).toFixed(0)} ms | |`,
      );
    }

    print('\n## Linear: parse time per MB with the limit lifted\n');
    print('| size | time | CPU time | CPU ms per MB |');
    print('|--:|--:|--:|--:|');
    for (const mb of [0.5, 1, 2, 4]) {
      const text = bigEnvMap(mb * 1e6);
      const spent = time(() => parseConfigText(text, 'bench.yml', {}, Infinity), 1);
      print(`| ${mb} MB | ${ms(spent)} | ${(spent.cpu / mb).toFixed(0)} |`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
