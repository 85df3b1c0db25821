/**
 * The documents a reader follows: every relative link in README.md, CONTRIBUTING.md and docs/
 * reaches a file, and every #anchor a heading of it (as GitHub names headings); the README
 * stays short enough to read, and no prose line runs on past 200 characters.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';

const markdown = new MarkdownIt({ html: true });

function docs(): string[] {
  const inDocs = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? inDocs(full) : name.endsWith('.md') ? [full] : [];
    });
  return ['README.md', 'CONTRIBUTING.md', ...inDocs('docs')];
}

/** GitHub's anchor for a heading's text (github-slugger): lower case, punctuation dropped. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a document offers: its headings (repeats get -1, -2 …) and explicit ids. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const tokens = markdown.parse(text, {});
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const inline = tokens[i + 1].children ?? [];
    const base = slug(
      inline.map((t) => (t.type === 'text' || t.type === 'code_inline' ? t.content : '')).join(''),
    );
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  });
  for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

/** Every link target in a document, with the line it is on. */
function linksOf(text: string): { href: string; line: number }[] {
  const links: { href: string; line: number }[] = [];
  const visit = (tokens: ReturnType<typeof markdown.parse>, line: number) => {
    for (const token of tokens) {
      const at = token.map ? token.map[0] + 1 : line;
      const href = token.attrGet('href') ?? token.attrGet('src');
      if (href) links.push({ href: String(href), line: at });
      if (token.children) visit(token.children, at);
    }
  };
  visit(markdown.parse(text, {}), 1);
  return links;
}

/** The links of `file` that do not resolve, as "file:line: href (why)". */
function brokenLinks(
  file: string,
  text: string,
  read = (f: string) => readFileSync(f, 'utf8'),
): string[] {
  const broken: string[] = [];
  for (const { href, line } of linksOf(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue; // https:, mailto: — not ours to check
    const [path, anchor] = href.split('#');
    const target = path ? resolve(dirname(file), decodeURIComponent(path)) : resolve(file);
    const where = `${file}:${line}: ${href}`;
    if (path && !existsSync(target)) {
      broken.push(`${where} (no such file)`);
      continue;
    }
    if (anchor !== undefined && target.endsWith('.md')) {
      const anchors = anchorsOf(path ? read(relative('.', target)) : text);
      if (!anchors.has(decodeURIComponent(anchor)))
        broken.push(`${where} (no heading #${anchor} in ${relative('.', target)})`);
    }
  }
  return broken;
}

/** Lines over 200 characters outside fenced code blocks (and, where allowed, tables). */
function longLines(text: string, { tables }: { tables: boolean }): number[] {
  const long: number[] = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && line.length > 200 && !(tables && line.trimStart().startsWith('|')))
      long.push(i + 1);
  });
  return long;
}

describe('the documents', () => {
  it('every relative link reaches a file, and every #anchor a heading in it', () => {
    expect(docs().flatMap((file) => brokenLinks(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('the check finds a missing file, a missing heading, and passes good links', () => {
    const planted = [
      '# Title',
      '## Two words',
      'See [a](docs/nowhere.md), [b](#three-words), [c](#two-words), [d](README.md#perf-gate),',
      '[e](https://example.com/x#y).',
    ].join('\n');
    expect(brokenLinks('planted.md', planted, () => '# perf-gate\n')).toEqual([
      'planted.md:3: docs/nowhere.md (no such file)',
      'planted.md:3: #three-words (no heading #three-words in planted.md)',
    ]);
  });

  it('names headings as GitHub does', () => {
    expect([
      ...anchorsOf('# How accurate is it?\n## `npm test`, in minutes\n## Setup\n## Setup\n'),
    ]).toEqual(['how-accurate-is-it', 'npm-test-in-minutes', 'setup', 'setup-1']);
  });

  it('the README stays a front page: at most 300 lines, no line over 200 characters outside code', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
    expect(longLines(readme, { tables: false })).toEqual([]);
  });

  it('no prose line over 200 characters in CONTRIBUTING.md and docs/ (tables and code aside)', () => {
    const long = docs()
      .slice(1)
      .flatMap((file) =>
        longLines(readFileSync(file, 'utf8'), { tables: true }).map((n) => `${file}:${n}`),
      );
    expect(long).toEqual([]);
  });
});
