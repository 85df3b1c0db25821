/**
 * Setup in each trial: an HTTP request or a shell command, each with a timeout. A step runs
 * at the moment its `when` names: before the warm-up, or after it, right before the ramp
 * and the measured window (the default, so the warm-up cannot use up the state it makes).
 */
import { checksCertificate } from '../model/loopback.js';
import { appendFileSync } from 'node:fs';
import type { SetupStep } from '../config/types.js';
import { runCommand } from '../target/child.js';
import { SetupError } from '../target/errors.js';
import { maskSecrets } from '../target/secrets.js';

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

/**
 * Runs the steps that belong to `moment`, in order; each step is logged with its moment. A
 * command runs on `cpus`, where the services start (a database it leaves running serves them
 * from there); undefined: where perf-gate runs.
 */
export async function runSetup(
  steps: SetupStep[],
  logPath: string,
  moment: SetupMoment,
  baseEnv: NodeJS.ProcessEnv,
  cpus?: string,
): Promise<void> {
  const note = (text: string) => appendFileSync(logPath, maskSecrets(`# perf-gate: ${text}\n`));
  for (const [i, step] of steps.entries()) {
    if (!runsAt(step, moment)) continue;
    const where = `setup[${i}]`;
    const started = Date.now();
    if (step.kind === 'request') {
      const { method, url } = step.request;
      note(`${where} (${method} ${url}) ${MOMENT_TEXT[moment]}`);
      note(`${where} answered ${await setupRequest(step, where)}`);
    } else {
      const label = `${where} (${step.command})`;
      const outcome = await runCommand({
        command: step.command,
        cwd: step.cwd,
        baseEnv,
        name: label,
        logPath,
        header: `${label} ${MOMENT_TEXT[moment]}`,
        graceMs: 1_000,
        escaped: 'leave',
        timeoutMs: step.timeoutMs,
        cpus,
      });
      if (outcome.failure)
        throw new SetupError(label, outcome.failure, outcome.lastLines.slice(-10));
    }
    note(`${where} done in ${Date.now() - started} ms`);
  }
}

/** Sends the request; its status when it answered 2xx. */
async function setupRequest(
  step: Extract<SetupStep, { kind: 'request' }>,
  where: string,
): Promise<number> {
  const { method, url, headers, body } = step.request;
  const label = `${where} (${method} ${url})`;
  let response: Response;
  try {
    const init = { method, headers, body, signal: AbortSignal.timeout(step.timeoutMs) };
    response = await (uncheckedTls(url)
      ? fetchWithoutCertificateCheck(url, init)
      : fetch(url, init));
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new SetupError(label, `failed: ${cause}`);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new SetupError(
      label,
      `answered ${response.status}; a setup request must answer 2xx`,
      maskSecrets(text).split('\n').slice(-5),
    );
  }
  return response.status;
}

/** An https URL on this machine: its certificate is not checked (model/loopback.ts). */
function uncheckedTls(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'https:' && !checksCertificate(parsed.hostname);
}

/** fetch through undici's own client, which lets a certificate go unchecked. */
async function fetchWithoutCertificateCheck(url: string, init: RequestInit): Promise<Response> {
  const { Agent, fetch: undiciFetch } = await import('undici');
  const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
  try {
    const response = await undiciFetch(url, { ...(init as object), dispatcher });
    // The body is read before the client closes: the caller gets it whole.
    const text = await response.text();
    return new Response(text, { status: response.status, headers: response.headers as Headers });
  } finally {
    await dispatcher.close();
  }
}
