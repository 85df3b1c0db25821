/**
 * What "held" means for the open engine is written once (src/load/capacity.ts) and quoted by
 * the docs that print a ceiling, so a reader can reproduce the figure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { connectionsToHold, HELD_RULE } from '../../src/load/capacity.js';

const unwrapped = (file: string) => readFileSync(file, 'utf8').replace(/\s*\n\s*/g, ' ');

describe('the rule of a held rate', () => {
  it('is quoted word for word by docs/accuracy.md', () => {
    expect(unwrapped('docs/accuracy.md')).toContain(HELD_RULE);
  });

  it('allows the connections it names: rate × 20 ms, at least 100', () => {
    expect(HELD_RULE).toContain('rate × 20 ms');
    expect(connectionsToHold(1000)).toBe(100);
    expect(connectionsToHold(32_000)).toBe(640);
  });
});
