/**
 * What rate this machine's open engine can hold, found by a short self-check, so a config
 * that asks for more is told so up front instead of finding out by dropped requests. The
 * check drives the engine at doubling rates for a moment each against a trivial server in its
 * own process (whose cost is part of any loopback run) and keeps the highest rate held: no
 * drops, p99 under 20 ms, the same bar as `npm run bench:load`.
 */
import { spawn } from 'node:child_process';
import type { Measurement } from '../model/measurement.js';
import { runOpen } from './open.js';

export interface EngineCapacity {
  /** Highest rate held, requests per second; 0 when even the lowest was not. */
  heldRate: number;
  /** Whether the check stopped at its upper bound (it held every rate it tried). */
  reachedLimit: boolean;
}

const STEP_MS = 400;
const FIRST_RATE = 1000;
/** The latency bar of "held", from the due time. */
const P99_LIMIT_US = 20_000;

/**
 * The connections the engine may open when it is checked at `rate`: as many as the p99 bar
 * allows in flight (Little's law: rate × 20 ms), at least 100. Fewer would make a drop of a
 * hiccup shorter than the bar (100 connections at 30,000 req/s are 3.3 ms of requests) decide
 * the figure; with these, a drop means the bar was broken anyway.
 */
export function connectionsToHold(rate: number): number {
  return Math.max(100, Math.ceil((rate * P99_LIMIT_US) / 1e6));
}

/** Whether a window held its rate: nothing dropped, failed or timed out, p99 under 20 ms. */
export function rateHeld(m: Measurement): boolean {
  return m.dropped === 0 && m.errors + m.timeouts === 0 && m.latencyUs.p99 < P99_LIMIT_US;
}

/** Runs the self-check up to `upTo` req/s (a few seconds at most). */
export async function checkEngineCapacity(upTo: number): Promise<EngineCapacity> {
  const server = await trivialServer();
  try {
    let held = 0;
    for (let rate = FIRST_RATE; ; rate *= 2) {
      const tried = Math.min(rate, upTo);
      const m = await runOpen({
        requests: [{ method: 'GET', url: server.url, headers: {} }],
        maxConnections: connectionsToHold(tried),
        segment: { durationMs: STEP_MS, fromRate: tried, toRate: tried },
        arrival: 'constant',
        timeoutMs: 5_000,
      });
      if (!rateHeld(m)) return { heldRate: held, reachedLimit: false };
      held = tried;
      if (tried >= upTo) return { heldRate: held, reachedLimit: true };
    }
  } finally {
    server.stop();
  }
}

/**
 * The warning for each configured rate above what the self-check held, naming the variant
 * and the field. Pure, so the report and `validate` word it the same way.
 */
export function rateWarnings(
  rates: { variant: string; rate: number }[],
  capacity: EngineCapacity,
): string[] {
  if (capacity.reachedLimit) return [];
  return rates
    .filter(({ rate }) => rate > capacity.heldRate)
    .map(
      ({ variant, rate }) =>
        `variant "${variant}": load.rate ${rate.toLocaleString('en')} req/s is above the ${capacity.heldRate.toLocaleString('en')} req/s this machine's open-model engine held in a self-check (no drops, p99 under 20 ms, against a trivial local server); expect dropped requests and saturated trials. Lower load.rate, or measure on a machine with more free CPU.`,
    );
}

async function trivialServer(): Promise<{ url: string; stop(): void }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const s = require('node:http').createServer((q, r) => r.end('ok'));
       s.listen(0, '127.0.0.1', () => console.log(s.address().port));`,
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim())));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGKILL') };
}

/**
 * The warnings for a config's open-model rates, after a self-check up to the highest of them;
 * none (and no check) when no variant sets a rate.
 */
export async function engineRateWarnings(
  variants: { name: string; load: { rate?: number } }[],
): Promise<string[]> {
  const rates = variants.flatMap((v) =>
    v.load.rate === undefined ? [] : [{ variant: v.name, rate: v.load.rate }],
  );
  if (rates.length === 0) return [];
  const capacity = await checkEngineCapacity(Math.max(...rates.map((r) => r.rate)));
  return rateWarnings(rates, capacity);
}
