/**
 * The words of the report, format-neutral: perf-gate's own text, text it was given (a
 * variant's name, an app's error), emphasis, and literals. Each renderer decides what they
 * look like — the markdown makes given text inert and bold strong text; the terminal prints
 * both as they are — so no renderer has to undo another's escaping. Pure.
 */

export type Span =
  /** perf-gate's own words, shown as they are. */
  | string
  /** Text from a config, the app or an error: the markdown renderer makes it inert. */
  | { given: string }
  /** What the reader should see first. */
  | { strong: Text }
  /** A literal: a command, a path, a seed. */
  | { code: string }
  /** A remark beside a value, quieter than the value: "(baseline)". */
  | { aside: Text };

export type Text = Span | Span[];

export const given = (text: string): Span => ({ given: text });
export const strong = (...text: Span[]): Span => ({ strong: text.length === 1 ? text[0] : text });
export const code = (text: string): Span => ({ code: text });
export const aside = (text: Text): Span => ({ aside: text });

/** Spans joined by `separator`, as one text. */
export function joinText(parts: Text[], separator: string): Span[] {
  return parts.flatMap((part, i) => (i === 0 ? spans(part) : [separator, ...spans(part)]));
}

export function spans(text: Text): Span[] {
  return Array.isArray(text) ? text : [text];
}

/** Flat on one line, at most `width` characters: a name in a fixed-width picture or a literal. */
export function fit(text: string, width = 40): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/** How a renderer shows each kind of span, given the span's inner text rendered already. */
export interface SpanStyle {
  given: (text: string) => string;
  strong: (text: string) => string;
  aside: (text: string) => string;
  code: (text: string) => string;
}

export function renderText(text: Text, style: SpanStyle): string {
  return spans(text)
    .map((span) => {
      if (typeof span === 'string') return span;
      if ('given' in span) return style.given(span.given);
      if ('strong' in span) return style.strong(renderText(span.strong, style));
      if ('aside' in span) return style.aside(renderText(span.aside, style));
      return style.code(span.code);
    })
    .join('');
}

const asItIs = (text: string) => text;
const PLAIN: SpanStyle = {
  given: (text) => text.replace(/[\r\n]+/g, ' '),
  strong: asItIs,
  aside: asItIs,
  code: asItIs,
};

/** The text as a terminal shows it: every span as it is, on one line. */
export function plainText(text: Text): string {
  return renderText(text, PLAIN);
}

/** A table: its columns, and its rows of cells; a cell that does not apply is undefined. */
export interface Table {
  columns: { title: Text; align: 'left' | 'right' | 'none' }[];
  rows: (Text | undefined)[][];
}
