/**
 * The PR comment, the job summary and report.md: a codecov-style report whose first line
 * gives the answer, rendered from the report model (../model.ts) section by section
 * (./sections.ts). Pure: a RunResult in, markdown out. Golden files in __tests__/golden/
 * show every change to it.
 */
import { reportModel } from '../model.js';
import type { RunResult } from '../result.js';
import { SECTION_ORDER } from './sections.js';

export { reportMarker } from './sections.js';
export { escapeText } from './text.js';

/** GitHub refuses comments longer than 65,536 characters. */
export const COMMENT_LIMIT = 65_536;

export interface RenderOptions {
  /** Fold-out sections (per-variant statistics, trials, failures). Dropped first when too long. */
  details?: boolean;
}

export function renderMarkdown(result: RunResult, options: RenderOptions = {}): string {
  const details = options.details ?? true;
  const model = reportModel(result);
  const sections = SECTION_ORDER.map((section) => section(model, details));
  return `${sections.filter((s) => s !== '').join('\n\n')}\n`;
}

/** Fits the comment limit: fold details first, then cut with a note. */
export function renderComment(result: RunResult, limit = COMMENT_LIMIT): string {
  const full = renderMarkdown(result);
  if (full.length <= limit) return full;
  const folded = renderMarkdown(result, { details: false });
  const note =
    '\n\n> The full report, with per-variant statistics, is in the job summary and in report.md.\n';
  if (folded.length + note.length <= limit) return folded.trimEnd() + note;
  const cutNote =
    "\n\n> **This report was cut to fit GitHub's comment size limit.** The full report is in the job summary and in report.md.\n";
  // Cut on a line boundary, then close a fence and any <details> the cut leaves open, so
  // the note lands outside every folded section (room for the closers is kept).
  const closers = (text: string) => {
    const fence = (text.match(/^```/gm)?.length ?? 0) % 2 === 1 ? '\n```' : '';
    const open =
      (text.match(/<details>/g)?.length ?? 0) - (text.match(/<\/details>/g)?.length ?? 0);
    return fence + '\n\n</details>'.repeat(Math.max(0, open));
  };
  let cut = folded.slice(0, limit - cutNote.length);
  do {
    cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
  } while (cut.length + closers(cut).length + cutNote.length > limit);
  return cut + closers(cut) + cutNote;
}
