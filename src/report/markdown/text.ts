/** The report's text (../text.ts) as markdown: given text made inert, emphasis in markup. Pure. */
import { renderText, type SpanStyle, type Table, type Text } from '../text.js';

/**
 * Text from config or the app, made safe for markdown and HTML. An @mention would notify
 * someone (a variant named "@octocat"): a zero-width space after the "@" keeps it inert.
 */
export function escapeText(text: string): string {
  // Markdown punctuation first: the entities added below contain "#" and must stay intact.
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/@(?=[\w-])/g, '@\u200b')
    .replace(/([\\*_[\]~#])/g, '\\$1')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/`/g, '&#96;')
    .replace(/\|/g, '&#124;');
}

/**
 * A report written as markdown, for a terminal: escapeText undone (its backslashes, entities
 * and the zero-width space after "@") and bold marks dropped, so that "(\#2)" and
 * "&lt;dev@example.com&gt;" read as "(#2)" and "<dev@example.com>". Links and tables stay.
 */
export function markdownForTerminal(markdown: string): string {
  return markdown
    .replace(/\*\*(?=\S)(.+?)\*\*/g, '$1')
    .replace(/\\([\\*_[\]~#])/g, '$1')
    .replace(/@\u200b/g, '@')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#96;/g, '`')
    .replace(/&#124;/g, '|')
    .replace(/&amp;/g, '&');
}

/** Inside a code span or a fenced block nothing is markdown: only a backtick could end it early. */
export function fenceSafe(text: string): string {
  return text.replace(/`/g, "'");
}

const MARKDOWN: SpanStyle = {
  given: escapeText,
  strong: (text) => `**${text}**`,
  aside: (text) => `*${text}*`,
  code: (text) => `\`${fenceSafe(text)}\``,
};

export function markdownText(text: Text): string {
  return renderText(text, MARKDOWN);
}

const ALIGN = { left: ':--', right: '--:', none: '---' } as const;

/** A pipe table; a cell that does not apply stays blank. */
export function markdownTable(table: Table): string {
  const row = (cells: (Text | undefined)[]) =>
    `|${cells.map((cell) => (cell === undefined ? ' |' : ` ${markdownText(cell)} |`)).join('')}`;
  return [
    row(table.columns.map((c) => c.title)),
    `|${table.columns.map((c) => `${ALIGN[c.align]}|`).join('')}`,
    ...table.rows.map(row),
  ].join('\n');
}

/** Fixed-width lines in a fenced block, the same in the comment, an e-mail and a terminal. */
export function fenced(lines: string[], language = ''): string {
  return lines.length ? ['```' + language, ...lines.map(fenceSafe), '```'].join('\n') : '';
}

/** A section folded under its summary. */
export function foldedSection(summary: Text, body: string): string {
  return [`<details><summary>${markdownText(summary)}</summary>`, '', body, '', '</details>'].join(
    '\n',
  );
}
