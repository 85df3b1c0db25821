/**
 * Linux `perf` for services that are not Node: `perf record` on the service's processes for
 * the measured window, `perf script` to read the stacks. JIT-compiled frames (.NET, a JVM,
 * Node without the preload) are named through the perf map the runtime writes when asked
 * (`DOTNET_PerfMapEnabled=1`, `--perf-basic-prof`). Where perf is missing or not allowed,
 * the reason says what to install or set.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { registerGroup, stopGroup, TRACKING_VARIABLE } from '../target/process-group.js';

/**
 * Environment that makes runtimes name their compiled code for perf, set on services in
 * profiling rounds. .NET writes `/tmp/perf-PID.map` with PerfMapEnabled, but perf reads a
 * map only for anonymous memory: with W^X (the default since .NET 7) JIT code runs from a
 * `/memfd:doublemapper` mapping, and every managed frame came out `[unknown]`; and the
 * framework's ReadyToRun code sits in its DLLs, which the map does not cover. So profiling
 * rounds turn both off: every method is JIT-compiled into anonymous memory and named.
 */
export const PERF_MAP_ENV: Record<string, string> = {
  DOTNET_PerfMapEnabled: '1',
  DOTNET_EnableWriteXorExecute: '0',
  DOTNET_ReadyToRun: '0',
};

export const PERF_FREQUENCY_HZ = 999;

/**
 * The event perf samples on: the kernel's CPU clock, a software timer that fires while a
 * thread is on a CPU, so samples share out CPU time, which is what the table charges. perf's
 * default, the hardware cycle counter, falls back to it only where the counter is missing;
 * where a virtual machine offers a counter that does not overflow, a window came out with no
 * sample at all (CI, 1 December 2026) and the table was left out without a word.
 */
export const PERF_EVENT = 'cpu-clock';

/** Why perf cannot profile here, or undefined when it can (checked once per run). */
export function perfUnavailable(): string | undefined {
  const version = spawnSync('perf', ['--version'], { encoding: 'utf8', timeout: 10_000 });
  if (version.error || version.status !== 0) {
    return 'Linux perf is not installed (on ubuntu-latest: sudo apt-get install -y linux-tools-common linux-tools-$(uname -r))';
  }
  const paranoid = readParanoid();
  const root = process.getuid?.() === 0;
  if (!root && paranoid !== undefined && paranoid > 1) {
    return `perf is not allowed to profile other processes (kernel.perf_event_paranoid is ${paranoid}): run sudo sysctl kernel.perf_event_paranoid=1 before perf-gate`;
  }
  return undefined;
}

function readParanoid(): number | undefined {
  const path = '/proc/sys/kernel/perf_event_paranoid';
  if (!existsSync(path)) return undefined;
  return Number(readFileSync(path, 'utf8').trim());
}

export interface PerfRecording {
  /** The recorder's PID (also its process group's). */
  pid: number | undefined;
  /** Ends the recording and resolves with the text of `perf script`, or rejects with why not. */
  stop(): Promise<string>;
  /** Kills the recorder without reading anything (cleanup after an error). */
  kill(): void;
}

let recordings = 0;

/**
 * Starts `perf record` on the given processes, writing to `file`. Resolves once it samples.
 * The recorder is a process group of its own, registered like a service's, so that a
 * cancelled run stops it and, should perf-gate die where no handler runs (SIGKILL, out of
 * memory), the watchdog kills it: `perf record -p` would otherwise sample on for as long as
 * its targets live.
 */
export async function startPerfRecord(pids: number[], file: string): Promise<PerfRecording> {
  const trackingId = `${process.pid}.perf.${++recordings}`;
  const recorder = spawn(
    'perf',
    [
      'record',
      '-e',
      PERF_EVENT,
      '-F',
      String(PERF_FREQUENCY_HZ),
      '-g',
      '-p',
      pids.join(','),
      '-o',
      file,
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
      env: { ...process.env, [TRACKING_VARIABLE]: trackingId },
    },
  );
  const pid = recorder.pid;
  if (pid !== undefined)
    registerGroup(pid, { name: 'perf record', graceMs: 15_000, trackingId, killEscaped: false });
  // Once it has exited, its group is only forgotten (there is no member left to signal).
  const forget = async () => {
    if (pid !== undefined) await stopGroup(pid, 0);
  };
  let stderr = '';
  recorder.stderr
    .setEncoding('utf8')
    .on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => {
    recorder.on('exit', (code) => resolve(code));
    recorder.on('error', () => resolve(-1));
  });
  // perf attaches within a few milliseconds; one that cannot attach exits at once.
  const early = await Promise.race([
    exited,
    new Promise<'running'>((r) => setTimeout(() => r('running'), 300)),
  ]);
  if (early !== 'running') {
    await forget();
    throw new Error(`perf record failed (exit ${early}): ${lastLine(stderr)}`);
  }
  return {
    pid,
    async stop() {
      recorder.kill('SIGINT');
      const code = await Promise.race([
        exited,
        new Promise<'late'>((r) => setTimeout(() => r('late'), 15_000)),
      ]);
      if (code === 'late') {
        recorder.kill('SIGKILL');
        await forget();
        throw new Error('perf record did not stop within 15 s of SIGINT');
      }
      await forget();
      const script = spawnSync(
        'perf',
        ['script', '-i', file, '--no-inline', '-F', 'comm,pid,tid,time,event,ip,sym,dso'],
        {
          encoding: 'utf8',
          maxBuffer: 512 * 1024 * 1024,
          timeout: 120_000,
        },
      );
      if (script.status !== 0)
        throw new Error(`perf script failed: ${lastLine(script.stderr ?? '')}`);
      // A sample's header is the one line that starts without a space.
      if (!/^\S/m.test(script.stdout))
        throw new Error(
          `perf recorded no sample of pids ${pids.join(', ')} in the window (perf record said: ${lastLine(stderr)})`,
        );
      return script.stdout;
    },
    kill() {
      recorder.kill('SIGKILL');
      void forget();
    },
  };
}

function lastLine(text: string): string {
  return text.trim().split('\n').filter(Boolean).at(-1) ?? 'no output';
}
