/**
 * Markdown as a reader sees it: rendered by a CommonMark renderer that lets raw HTML
 * through (as GitHub does before it sanitizes), then parsed as a DOM, so a test can ask
 * what elements and text came out rather than grep the source.
 */
import { JSDOM } from 'jsdom';
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: true });

export function rendered(text: string): Document {
  return new JSDOM(markdown.render(text)).window.document;
}

/** Elements that would run, load or link something if a field slipped through raw. */
export const ACTIVE_ELEMENTS = 'img, script, iframe, a, svg, object, embed, style, form, input';

/** Text outside code that would notify someone (an @mention). */
export function liveMentions(document: Document): string[] {
  for (const code of document.querySelectorAll('code, pre')) code.remove();
  return document.body.textContent?.match(/(?<![\w`])@[A-Za-z0-9][\w-]*/g) ?? [];
}
