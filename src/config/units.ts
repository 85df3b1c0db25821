/** Parsers for the human units of the config file: durations, percentages, env lists. */

const DURATION = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * `30s`, `2m`, `500ms`, `1h`, or a bare number of seconds. Returns milliseconds, or
 * undefined; 0 only where `zero` says that a zero duration means "none".
 */
export function parseDuration(value: string | number, { zero = false } = {}): number | undefined {
  const ms =
    typeof value === 'number'
      ? value * 1000
      : ((match) => (match ? Number(match[1]) * UNIT_MS[match[2]] : NaN))(
          DURATION.exec(value.trim()),
        );
  return Number.isFinite(ms) && (ms > 0 || (zero && ms === 0)) ? ms : undefined;
}

export const DURATION_PATTERN = DURATION.source;

const PERCENT = /^(\d+(?:\.\d+)?)\s*%$/;

/** `5%` → 0.05. A bare number is refused: `5` could mean 5% or 500%. */
export function parsePercent(value: string): number | undefined {
  const match = PERCENT.exec(value.trim());
  return match ? Number(match[1]) / 100 : undefined;
}

export const PERCENT_PATTERN = PERCENT.source;

/** `KEY=value` lines (as an action input). Blank lines and `#` comments are skipped. */
export function parseEnvLines(text: string, inputName: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) {
      throw new Error(
        `Input '${inputName}' line ${index + 1}: expected KEY=VALUE, got ${JSON.stringify(line)}.`,
      );
    }
    env[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return env;
}

/** Edit distance, for "did you mean" suggestions on unknown keys. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The candidate nearest `word` by edit distance, if near enough to be a typo of it. */
export function closestOf(word: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (
      distance <= Math.max(2, Math.floor(candidate.length / 3)) &&
      (!best || distance < best.distance)
    ) {
      best = { candidate, distance };
    }
  }
  return best?.candidate;
}

/** Milliseconds as the shortest duration text that says it: 90_000 → "90s", 3_600_000 → "1h". */
export function durationText(ms: number): string {
  for (const [unit, size] of [
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
  ] as const) {
    if (ms >= size && ms % size === 0) return `${ms / size}${unit}`;
  }
  return `${ms}ms`;
}
