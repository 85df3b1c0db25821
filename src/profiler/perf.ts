/**
 * Linux `perf` for services that are not Node: `perf record` on the service's processes for
 * the measured window, `perf script` to read the stacks. JIT-compiled frames (.NET, a JVM,
 * Node without the preload) are named through the perf map the runtime writes when asked
 * (`DOTNET_PerfMapEnabled=1`, `--perf-basic-prof`). Where perf is missing or not allowed,
 * the reason says what to install or set.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { perfEventParanoid } from '../procfs/index.js';
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

/**
 * The files a runtime writes for perf, by PID: the perf map (Node's `--perf-basic-prof`,
 * .NET's PerfMapEnabled), .NET's image list beside it and its jitdump. Both runtimes write
 * them to /tmp itself, not to TMPDIR, and nothing removes them: a profiled run's dozens of
 * starts left as many maps of 200 kB each behind (tooling.ts removes those of its own PIDs).
 */
export function perfMapFiles(pid: number): string[] {
  return [`/tmp/perf-${pid}.map`, `/tmp/perfinfo-${pid}.map`, `/tmp/jit-${pid}.dump`];
}

export const PERF_FREQUENCY_HZ = 999;

/**
 * The event perf samples on: the kernel's CPU clock, a software timer that fires while a
 * thread is on a CPU, so samples share out CPU time, which is what the table charges, on
 * every machine (perf's default, the hardware cycle counter, is missing on some, this one
 * among them, where perf falls back to the CPU clock anyway).
 */
export const PERF_EVENT = 'cpu-clock';

/** Why perf cannot profile here, or undefined when it can (checked once per run). */
export function perfUnavailable(): string | undefined {
  const version = spawnSync('perf', ['--version'], { encoding: 'utf8', timeout: 10_000 });
  if (version.error || version.status !== 0) {
    return 'Linux perf is not installed (on ubuntu-latest: sudo apt-get install -y linux-tools-common linux-tools-$(uname -r))';
  }
  const paranoid = perfEventParanoid();
  const root = process.getuid?.() === 0;
  if (!root && paranoid !== undefined && paranoid > 1) {
    return `perf is not allowed to profile other processes (kernel.perf_event_paranoid is ${paranoid}): run sudo sysctl kernel.perf_event_paranoid=1 before perf-gate`;
  }
  return undefined;
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

/** How long perf may take to open its events and start sampling (over a second beside a busy neighbour). */
const PERF_START_TIMEOUT_MS = 20_000;
/** How long perf may take to write its file and exit after SIGINT. */
const PERF_STOP_TIMEOUT_MS = 15_000;

/**
 * Starts `perf record` on the given processes, writing to `file`, and resolves once it
 * samples (see enableSampling). The recorder is a process group of its own, registered like a
 * service's, so that a cancelled run stops it and, should perf-gate die where no handler runs
 * (SIGKILL, out of memory), the watchdog kills it: `perf record -p` would otherwise sample on
 * for as long as its targets live.
 */
export async function startPerfRecord(pids: number[], file: string): Promise<PerfRecording> {
  const recorder = spawnRecorder(pids, file);
  await enableSampling(recorder);
  return {
    pid: recorder.child.pid,
    async stop() {
      recorder.child.kill('SIGINT');
      const code = await beforeTimeout(recorder.exited, PERF_STOP_TIMEOUT_MS);
      if (code === 'late') recorder.child.kill('SIGKILL');
      await recorder.forget();
      if (code === 'late') {
        throw new Error(
          `perf record did not stop within ${PERF_STOP_TIMEOUT_MS / 1000} s of SIGINT`,
        );
      }
      return samplesOf(file, pids, recorder.said());
    },
    kill() {
      recorder.child.kill('SIGKILL');
      void recorder.forget();
    },
  };
}

interface Recorder {
  child: ChildProcess;
  /** Resolves with its exit code (−1 when it could not be spawned). */
  exited: Promise<number | null>;
  /** The tail of what it wrote to stderr so far. */
  said(): string;
  /** Stops and forgets its registered group (once perf has exited, there is no one left to signal). */
  forget(): Promise<void>;
}

/** `perf record` with its events disabled (`-D -1`), to be enabled on its control descriptor. */
function spawnRecorder(pids: number[], file: string): Recorder {
  const trackingId = `${process.pid}.perf.${++recordings}`;
  const child = spawn(
    'perf',
    [
      'record',
      // No side-band thread for BPF program events (nothing a service's profile names): perf
      // polls it with a 1 s timeout and waits for it at exit, which took 0.75 s of every
      // window's stop here, against 5 ms without.
      '--no-bpf-event',
      '-D',
      '-1',
      '--control',
      'fd:3,4',
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
      stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, [TRACKING_VARIABLE]: trackingId },
    },
  );
  const pid = child.pid;
  if (pid !== undefined)
    registerGroup(pid, { name: 'perf record', graceMs: 15_000, trackingId, killEscaped: false });
  let stderr = '';
  child
    .stderr!.setEncoding('utf8')
    .on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(-1));
  });
  return {
    child,
    exited,
    said: () => stderr,
    forget: async () => {
      if (pid !== undefined) await stopGroup(pid, 0);
    },
  };
}

/**
 * Tells perf to enable its events and waits for its acknowledgement, which it gives only
 * after it has opened them. Beside a busy neighbour perf took over a second to get there,
 * longer than a profiling window: a fixed wait had the window end before perf sampled, and
 * the table was left out. Throws with why when perf exits or is late instead.
 */
async function enableSampling(recorder: Recorder): Promise<void> {
  const { child } = recorder;
  const control = child.stdio[3] as Writable;
  const acknowledged = new Promise<'sampling'>((resolve) => {
    let said = '';
    (child.stdio[4] as Readable).setEncoding('utf8').on('data', (chunk: string) => {
      said += chunk;
      if (said.includes('ack')) resolve('sampling');
    });
  });
  control.on('error', () => {}); // perf gone: its exit says why
  control.write('enable\n');
  const started = await beforeTimeout(
    Promise.race([recorder.exited, acknowledged]),
    PERF_START_TIMEOUT_MS,
  );
  if (started === 'sampling') return;
  if (started === 'late') {
    child.kill('SIGKILL');
    await recorder.exited;
  }
  await recorder.forget();
  const stderr = recorder.said();
  if (started === 'late') {
    throw new Error(
      `perf record did not start sampling within ${PERF_START_TIMEOUT_MS / 1000} s (it said: ${lastLine(stderr)})`,
    );
  }
  // An older perf names the switch it lacks: say which version has it.
  const tooOld = /unknown (switch|option)/i.test(stderr)
    ? '; perf-gate needs perf 5.10 or later (-D -1 and --control)'
    : '';
  const said = stderr.split('\n').find((line) => /error/i.test(line)) ?? lastLine(stderr);
  throw new Error(`perf record failed (exit ${started}): ${said.trim()}${tooOld}`);
}

/** The text of `perf script` on a finished recording, or why it holds no sample. */
function samplesOf(file: string, pids: number[], recorderSaid: string): string {
  const script = spawnSync(
    'perf',
    ['script', '-i', file, '--no-inline', '-F', 'comm,pid,tid,time,event,ip,sym,dso'],
    { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, timeout: 120_000 },
  );
  if (script.status !== 0) throw new Error(`perf script failed: ${lastLine(script.stderr ?? '')}`);
  // A sample's header is the one line that starts without a space.
  if (!/^\S/m.test(script.stdout))
    throw new Error(
      `perf recorded no sample of pids ${pids.join(', ')} in the window (perf record said: ${lastLine(recorderSaid)})`,
    );
  return script.stdout;
}

/** The promise's value, or 'late' once `ms` have passed. */
async function beforeTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function lastLine(text: string): string {
  return text.trim().split('\n').filter(Boolean).at(-1) ?? 'no output';
}
