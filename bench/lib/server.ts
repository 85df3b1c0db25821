/** A trivial HTTP server in its own process, for load benchmarks. */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../src/target/ports.js';
import { probeOnce } from '../../src/target/probe.js';

export interface BenchServer {
  url: string;
  pid: number;
  stop(): void;
}

export async function startTrivialServer(cpu?: number): Promise<BenchServer> {
  const port = await freePort();
  const code = `require('http').createServer((q, r) => r.end('hello world')).listen(${port}, '127.0.0.1')`;
  const argv = [process.execPath, '-e', code];
  const child: ChildProcess =
    cpu === undefined
      ? spawn(argv[0], argv.slice(1), { stdio: 'ignore' })
      : spawn('taskset', ['-c', String(cpu), ...argv], { stdio: 'ignore' });
  const probe = { kind: 'tcp' as const, host: '127.0.0.1', port, timeoutMs: 5_000, intervalMs: 50 };
  for (let i = 0; i < 100 && (await probeOnce(probe)) !== undefined; i++)
    await new Promise((r) => setTimeout(r, 50));
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid!, stop: () => child.kill('SIGKILL') };
}
