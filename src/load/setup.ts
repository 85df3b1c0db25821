/**
 * Setup in each trial: an HTTP request or a shell command, each with a timeout. A step runs
 * at the moment its `when` names: before the warm-up, or after it, right before the ramp
 * and the measured window (the default, so the warm-up cannot use up the state it makes).
 */
import { spawn } from 'node:child_process';
import type { SetupStep } from '../config/types.js';
import { SetupError } from '../target/errors.js';
import { OutputLog } from '../target/output-log.js';
import { registerGroup, stopGroup } from '../target/process-group.js';

/**
 * The moment of a trial a setup step runs at: `warmup` before the warm-up, `measure` after
 * it (before the ramp and the measured window), `once` when the trial has no warm-up, so
 * every step runs once before the measured window.
 */
export type SetupMoment = 'warmup' | 'measure' | 'once';

const MOMENT_TEXT: Record<SetupMoment, string> = {
  warmup: 'before the warm-up',
  measure: 'after the warm-up, right before the measured window',
  once: 'right before the measured window (no warm-up)',
};

function runsAt(step: SetupStep, moment: SetupMoment): boolean {
  if (moment === 'once' || step.when === 'both') return true;
  return step.when === moment;
}

/** Runs the steps that belong to `moment`, in order; each step is logged with its moment. */
export async function runSetup(
  steps: SetupStep[],
  logPath: string,
  moment: SetupMoment = 'once',
): Promise<void> {
  const due = [...steps.entries()].filter(([, step]) => runsAt(step, moment));
  if (due.length === 0) return;
  const log = new OutputLog(logPath);
  try {
    for (const [i, step] of due) {
      const where = `setup[${i}]`;
      const what =
        step.kind === 'request' ? `${step.request.method} ${step.request.url}` : step.command;
      log.write(`# perf-gate: ${where} (${what}) ${MOMENT_TEXT[moment]}\n`);
      const started = Date.now();
      if (step.kind === 'request') await setupRequest(step, where, log);
      else await setupCommand(step, where, log);
      log.write(`# perf-gate: ${where} done in ${Date.now() - started} ms\n`);
    }
  } finally {
    await log.close();
  }
}

async function setupRequest(
  step: Extract<SetupStep, { kind: 'request' }>,
  where: string,
  log: OutputLog,
): Promise<void> {
  const { method, url, headers, body } = step.request;
  const label = `${where} (${method} ${url})`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(step.timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new SetupError(label, `failed: ${cause}`);
  }
  const text = await response.text();
  log.write(`# perf-gate: ${where} answered ${response.status}\n`);
  if (!response.ok) {
    throw new SetupError(
      label,
      `answered ${response.status}; a setup request must answer 2xx`,
      text.split('\n').slice(-5),
    );
  }
}

async function setupCommand(
  step: Extract<SetupStep, { kind: 'run' }>,
  where: string,
  log: OutputLog,
): Promise<void> {
  const label = `${where} (${step.command})`;
  const child = spawn(step.command, {
    shell: true,
    detached: true,
    cwd: step.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  log.attach(child.stdout);
  log.attach(child.stderr);
  if (child.pid) registerGroup(child.pid, label, 1_000);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    if (child.pid) void stopGroup(child.pid, 1_000);
  }, step.timeoutMs);
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(-1));
    child.once('close', (exitCode) => resolve(exitCode));
  });
  clearTimeout(timer);
  if (child.pid) await stopGroup(child.pid, 1_000);
  if (timedOut)
    throw new SetupError(
      label,
      `did not finish within ${step.timeoutMs / 1000} s`,
      log.lastLines(10),
    );
  if (code !== 0) throw new SetupError(label, `exited with code ${code}`, log.lastLines(10));
}
