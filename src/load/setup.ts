/** Setup before each trial: an HTTP request or a shell command, each with a timeout. */
import { spawn } from 'node:child_process';
import type { SetupStep } from '../config/types.js';
import { SetupError } from '../target/errors.js';
import { OutputLog } from '../target/output-log.js';
import { registerGroup, stopGroup } from '../target/process-group.js';

export async function runSetup(steps: SetupStep[], logPath: string): Promise<void> {
  for (const [i, step] of steps.entries()) {
    if (step.kind === 'request') await setupRequest(step, `setup[${i}]`);
    else await setupCommand(step, `setup[${i}]`, logPath);
  }
}

async function setupRequest(
  step: Extract<SetupStep, { kind: 'request' }>,
  where: string,
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
  logPath: string,
): Promise<void> {
  const label = `${where} (${step.command})`;
  const log = new OutputLog(logPath);
  log.write(`# perf-gate: ${label}\n`);
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
  await log.close();
  if (timedOut)
    throw new SetupError(
      label,
      `did not finish within ${step.timeoutMs / 1000} s`,
      log.lastLines(10),
    );
  if (code !== 0) throw new SetupError(label, `exited with code ${code}`, log.lastLines(10));
}
