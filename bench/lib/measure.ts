/** Building blocks of the benchmarks: one load run by each tool, and peak memory. */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { runLoad } from '../../src/load/trial.js';
import { startTrivialServer } from './server.js';

export const autocannonBin = createRequire(`${process.cwd()}/package.json`).resolve(
  'autocannon/autocannon.js',
);

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Prefix that pins a command to one CPU, or nothing. */
const pin = (cpu: number | undefined) => (cpu === undefined ? [] : ['taskset', '-c', String(cpu)]);

export async function perfGateRate(
  url: string,
  connections: number,
  seconds: number,
): Promise<number> {
  const m = await runLoad({
    requests: [{ method: 'GET', url, headers: {} }],
    connections,
    pipelining: 1,
    durationMs: seconds * 1000,
    timeoutMs: 10_000,
  });
  return m.throughput;
}

export function autocannonRate(
  url: string,
  connections: number,
  seconds: number,
  cpu?: number,
): number {
  const [cmd, ...args] = [
    ...pin(cpu),
    process.execPath,
    autocannonBin,
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-j',
    url,
  ];
  const run = spawnSync(cmd, args, { encoding: 'utf8' });
  return JSON.parse(run.stdout).requests.average;
}

export const wrkInstalled =
  spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;

export function wrkRate(url: string, connections: number, seconds: number, cpu?: number): number {
  const [cmd, ...args] = [...pin(cpu), 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, url];
  const run = spawnSync(cmd, args, { encoding: 'utf8' });
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? NaN);
}

/** Peak RSS of this process over one trial of `requests` requests. */
export async function peakMemoryMb(requests: number): Promise<number> {
  const server = await startTrivialServer();
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  try {
    await runLoad({
      requests: [{ method: 'GET', url: server.url, headers: {} }],
      connections: 10,
      pipelining: 1,
      amount: requests,
      timeoutMs: 10_000,
    });
  } finally {
    clearInterval(timer);
    server.stop();
  }
  return peak / 2 ** 20;
}
