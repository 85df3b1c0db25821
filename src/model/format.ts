/** Number formatting shared by the verdict's reasons and the report. Pure. */

const MINUS = '−';

/** 0.1163 → "11.6%"; signed adds "+" or "−". */
export function pct(fraction: number, { signed = false, digits = 1 } = {}): string {
  if (!Number.isFinite(fraction)) return 'n/a';
  const text = `${Math.abs(fraction * 100).toFixed(digits)}%`;
  if (!signed) return fraction < 0 ? `${MINUS}${text}` : text;
  return `${fraction < 0 ? MINUS : '+'}${text}`;
}

/** Percentage points for absolute differences (error rates). */
export function pp(fraction: number): string {
  if (!Number.isFinite(fraction)) return 'n/a';
  return `${fraction < 0 ? MINUS : '+'}${Math.abs(fraction * 100).toFixed(2)} pp`;
}

/** A size in percentage points, unsigned: 0.001 → "0.10 pp". */
export function pointsText(fraction: number): string {
  return Number.isFinite(fraction) ? `${Math.abs(fraction * 100).toFixed(2)} pp` : 'n/a';
}

/** A signed change (in %) in its scale's unit: "+4.2%" for ratios, "+3.50 pp" for shares. */
export function signedChange(c: { scale: 'ratio' | 'difference' }, valuePct: number): string {
  return c.scale === 'difference' ? pp(valuePct / 100) : pct(valuePct / 100, { signed: true });
}

/** "1 entry", "3 entries": a count with its noun. */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function pValue(p: number): string {
  if (!Number.isFinite(p)) return 'n/a';
  if (p < 0.001) return '< 0.001';
  return p.toFixed(3);
}

/** "p = 0.002" or "p < 0.001". */
export function pEquals(p: number): string {
  const text = pValue(p);
  return text.startsWith('<') ? `p ${text}` : `p = ${text}`;
}

/** Microseconds, in the unit a person reads best: 153µs, 1.48ms, 9.47s. */
export function micros(us: number): string {
  if (!Number.isFinite(us)) return 'n/a';
  if (us < 1_000) return `${us.toFixed(0)}µs`;
  if (us < 1_000_000) return `${(us / 1_000).toFixed(2)}ms`;
  return `${(us / 1_000_000).toFixed(2)}s`;
}

export function rate(perSec: number): string {
  if (!Number.isFinite(perSec)) return 'n/a';
  return perSec >= 100 ? perSec.toFixed(0) : perSec.toFixed(2);
}

export function bytesRate(perSec: number): string {
  if (!Number.isFinite(perSec)) return 'n/a';
  if (perSec >= 1024 * 1024) return `${(perSec / 1024 / 1024).toFixed(2)}MB/s`;
  if (perSec >= 1024) return `${(perSec / 1024).toFixed(2)}KB/s`;
  return `${perSec.toFixed(0)}B/s`;
}

export function seconds(ms: number): string {
  if (ms < 1_000) return `${ms}ms`;
  if (ms < 120_000) return `${+(ms / 1000).toFixed(1)}s`;
  return `${+(ms / 60_000).toFixed(1)}m`;
}
