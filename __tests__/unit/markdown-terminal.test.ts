/** The bisect's report on a terminal: its markdown with the escaping of given text undone. */
import { describe, expect, it } from 'vitest';
import { escapeText, markdownForTerminal } from '../../src/report/markdown/text.js';

describe('markdown for a terminal', () => {
  it('gives back what escapeText was given, and drops bold marks', () => {
    const given = [
      'A Developer <dev@example.com>',
      'fix the cache (#2)',
      '@octocat: a*b_c [x] ~y~ x|y `z`',
      'C:\\temp\\x & &lt; literal',
    ];
    for (const text of given) expect(markdownForTerminal(escapeText(text))).toBe(text);
    expect(markdownForTerminal(`**step 3** by ${escapeText('A <a@b.c>')}`)).toBe(
      'step 3 by A <a@b.c>',
    );
  });
});
