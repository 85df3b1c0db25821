/**
 * YAML text → plain value, in time linear in the text and with bounded depth and alias
 * expansion, so a hostile or mistaken file gives config problems, never minutes of CPU or a
 * stack overflow. Pure.
 */
import { Composer, CST, isMap, isPair, isScalar, isSeq, LineCounter, Parser } from 'yaml';
import type { Document } from 'yaml';
import type { ConfigProblem } from './normalize.js';
import { closestOf } from './units.js';

export const YAML_LIMITS = {
  /** A real config is a few kilobytes; 1 MB leaves room for long request bodies. */
  bytes: 1_000_000,
  /** The deepest key perf-gate reads is 7 levels down; JSON request bodies get the rest. */
  depth: 64,
  /** Aliases expand to copies; yaml counts the nodes an alias brings in against this. */
  aliasCount: 100,
};

export type YamlResult = { value: unknown } | { problems: ConfigProblem[] };

/** `maxBytes` is only raised by the benchmark that shows parsing stays linear. */
export function parseYaml(text: string, maxBytes = YAML_LIMITS.bytes): YamlResult {
  // text.length counts UTF-16 units, never more than the UTF-8 bytes of the same text.
  if (text.length > maxBytes) return { problems: [tooLarge(text.length, maxBytes)] };

  const lines = new LineCounter();
  const tokens = [...new Parser(lines.addNewLine).parse(text)];
  const tooDeep = deepestToken(tokens);
  if (tooDeep) {
    return {
      problems: [
        {
          path: `line ${lines.linePos(tooDeep.offset).line}`,
          message: `nests more than ${YAML_LIMITS.depth} levels deep; a perf-gate config needs fewer than 10. Flatten it.`,
        },
      ],
    };
  }

  // uniqueKeys: yaml's own duplicate-key check compares every pair of keys (quadratic: a
  // 10 MB map took minutes); duplicateKeys() below does it with one set per map.
  const composer = new Composer({ uniqueKeys: false, merge: true, prettyErrors: true });
  const documents = [...composer.compose(tokens, true, text.length)];
  const document = documents[0];
  const problems: ConfigProblem[] = [];
  // What scalars hold is text, not YAML: its braces open no { … } for the hints.
  const yamlText = withoutScalarText(text, tokens);
  const textLines = yamlText.split(/\r?\n/);
  const hinted = new Set<number>();
  for (const error of document.errors) {
    const line = error.linePos?.[0].line ?? lines.linePos(error.pos[0]).line;
    // yaml often reports one mistake twice on its line: the hint goes on the first only.
    const hint = hinted.has(line)
      ? ''
      : colonInValueHint(textLines[line - 1] ?? '', textLines.slice(0, line - 1));
    if (hint) hinted.add(line);
    problems.push({ path: `line ${line}`, message: error.message.split('\n')[0] + hint });
  }
  if (documents.length > 1) {
    problems.push({
      path: `line ${lines.linePos(documents[1].range[0]).line}`,
      message: 'starts a second YAML document (---); perf-gate reads one. Remove the marker.',
    });
  }
  if (problems.length > 0) return { problems: unquotedPortUrls(yamlText, problems) ?? problems };

  const duplicates = duplicateKeys(document, lines);
  if (duplicates.length > 0) return { problems: duplicates };

  try {
    return { value: document.toJS({ maxAliasCount: YAML_LIMITS.aliasCount }) ?? {} };
  } catch (error) {
    return { problems: [aliasProblem(error, yamlText)] };
  }
}

/**
 * What resolving the aliases threw, in the file's terms: an alias that names no anchor, a
 * merge (<<) of something other than a mapping, or aliases that expand past the limit.
 */
function aliasProblem(error: unknown, text: string): ConfigProblem {
  const message = error instanceof Error ? error.message : String(error);
  const lineOf = (pattern: RegExp) => {
    const index = text.split(/\r?\n/).findIndex((line) => pattern.test(line));
    return index < 0 ? '(top)' : `line ${index + 1}`;
  };
  const unresolved = /^Unresolved alias[^:]*: (.+)$/.exec(message)?.[1];
  if (unresolved) {
    const escaped = unresolved.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const anchors = [...text.matchAll(/&([^\s,[\]{}]+)/g)].map((m) => m[1]);
    // Its anchor is there, below it: YAML names an anchor before its aliases.
    if (anchors.includes(unresolved))
      return {
        path: lineOf(new RegExp(`\\*${escaped}(?![^\\s,[\\]{}])`)),
        message: `*${unresolved} comes before its anchor &${unresolved}: YAML reads an anchor before its aliases, so move the value with &${unresolved} above this line`,
      };
    const near = closestOf(unresolved, anchors);
    return {
      path: lineOf(new RegExp(`\\*${escaped}(?![^\\s,[\\]{}])`)),
      message: `*${unresolved} names no anchor${near ? ` — did you mean *${near} (&${near})?` : `: write &${unresolved} on the value it repeats, above this line`}`,
    };
  }
  if (message.startsWith('Merge sources must be maps')) {
    return {
      path: lineOf(/(^|[\s{,])<<\s*:/),
      message:
        'merges (<<) what is not a mapping: write <<: *name, where &name is on a mapping above (a list of such aliases merges several)',
    };
  }
  if (error instanceof ReferenceError) {
    return {
      path: '(top)',
      message: `its aliases (*name) expand to more than ${YAML_LIMITS.aliasCount} times the nodes they name; write the values out, or use fewer aliases`,
    };
  }
  throw error;
}

function tooLarge(size: number, limit: number): ConfigProblem {
  return {
    path: '(file)',
    message: `is ${(size / 1e6).toFixed(1)} MB; a config may be at most ${limit / 1e6} MB (a real one is a few kB). Check that this is the config file.`,
  };
}

export function fileTooLarge(bytes: number): ConfigProblem | undefined {
  return bytes > YAML_LIMITS.bytes ? tooLarge(bytes, YAML_LIMITS.bytes) : undefined;
}

/**
 * The text with what scalars hold blanked, line breaks kept (lines stay lines): each block
 * scalar's body (`run: |`) and the inside of each quoted scalar spread over lines. Their text
 * is no YAML: a brace in it opens no { … } for the hints.
 */
function withoutScalarText(text: string, tokens: CST.Token[]): string {
  const spans: [number, number][] = [];
  const blank = (token: CST.Token | null | undefined) => {
    if (token?.type === 'block-scalar') {
      const header = token.props.at(-1);
      const start =
        header && 'source' in header ? header.offset + header.source.length : token.offset;
      spans.push([start, start + token.source.length]);
    } else if (
      (token?.type === 'double-quoted-scalar' || token?.type === 'single-quoted-scalar') &&
      token.source.includes('\n')
    ) {
      spans.push([token.offset + 1, token.offset + token.source.length - 1]);
    }
  };
  for (const token of tokens) {
    if (token.type !== 'document') continue;
    CST.visit(token, ({ key, value }) => {
      blank(key);
      blank(value);
    });
  }
  let kept = '';
  let from = 0;
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
    kept += text.slice(from, start) + text.slice(start, end).replace(/[^\r\n]/g, ' ');
    from = end;
  }
  return kept + text.slice(from);
}

/** The first CST token nested deeper than the limit, found without recursion. */
function deepestToken(tokens: CST.Token[]): { offset: number } | undefined {
  const stack: [CST.Token | undefined, number][] = tokens.map((t) => [t, 0]);
  while (stack.length > 0) {
    const [token, depth] = stack.pop()!;
    if (!token) continue;
    if (depth > YAML_LIMITS.depth) return token;
    if (token.type === 'document') stack.push([token.value, depth]);
    else if (
      token.type === 'block-map' ||
      token.type === 'block-seq' ||
      token.type === 'flow-collection'
    ) {
      for (const item of token.items) {
        if ('key' in item) stack.push([item.key ?? undefined, depth + 1]);
        stack.push([item.value, depth + 1]);
      }
    }
  }
  return undefined;
}

/** Every key written twice in the same mapping, by path, in one pass over the document. */
function duplicateKeys(document: Document, lines: LineCounter): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const stack: [unknown, string][] = [[document.contents, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (isMap(node)) {
      // Offsets, not lines: a line is looked up only for a key written twice.
      const firstOffset = new Map<string, number>();
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        const offset = pair.key.range?.[0] ?? 0;
        const childPath = path ? `${path}.${key}` : key;
        // Several merge keys (<<) in one mapping are how YAML merges several anchors.
        if (key === '<<') continue;
        const first = firstOffset.get(key);
        if (first !== undefined) {
          problems.push({
            path: childPath,
            message: `is written twice (lines ${lines.linePos(first).line} and ${lines.linePos(offset).line}); keep one`,
          });
        } else firstOffset.set(key, offset);
        stack.push([pair.value, childPath]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => stack.push([item, `${path}[${i}]`]));
    }
  }
  return problems.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * `command: node app.js --opt: 1`: an unquoted value that holds ": " reads as a mapping, and
 * yaml's own words ("Nested mappings are not allowed in compact mappings"; inside `{ … }`,
 * "Block collections are not allowed within flow collections") do not say so.
 */
function colonInValueHint(line: string, linesBefore: string[]): string {
  // Quoted text and a comment hold no key and no value: blanked out first.
  const bareOf = (text: string) =>
    text.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, '""').replace(/(^|\s)#.*$/, '');
  const bare = bareOf(line);
  // A { … } spread over lines is open where this line starts: its first key is a flow key too.
  const openBefore = unclosedBraces(linesBefore.map(bareOf).join('\n'));
  const quote = ` which YAML reads as another key; put the whole value in quotes ("…")`;
  // Inside { … }: a value runs to the next comma or closing brace. There, the same tokens are
  // also a missing comma (`{ connections: 4 duration: 10s }`), so both are said.
  const inFlow =
    /(?:^|[{,])\s*([\w.$-]+):[ \t]+(?![\s"'{[])(?:[^,{}[\]]*?\s)?([^\s,{}[\]]+):(?:\s|$)/.exec(
      bare,
    );
  // `{ name: "main" command: … }`: a quoted value ends at its quote, so what follows it
  // can only be the next key, without its comma.
  const afterQuoted = /(?:^|[{,])\s*([\w.$-]+):[ \t]*""[ \t]+([\w.$-]+):(?:\s|$)/.exec(bare);
  if (afterQuoted && openBefore + unclosedBraces(bare.slice(0, afterQuoted.index + 1)) > 0) {
    const [, key, next] = afterQuoted;
    return ` — ${next} follows the quoted value of ${key} without a comma; put a comma before ${next}`;
  }
  if (inFlow && openBefore + unclosedBraces(bare.slice(0, inFlow.index + 1)) > 0) {
    const [, key, inner] = inFlow;
    return ` — the value of ${key} holds "${inner}: ",${quote}, or put a comma before ${inner} if it is a key of its own`;
  }
  const value = /^\s*(?:-\s+)?[\w.$-]+:\s+(.*)$/.exec(bare)?.[1];
  if (!value || /^["'{[|>]/.test(value) || !/:(\s|$)/.test(value)) return '';
  return ` — the value holds ": ",${quote}`;
}

const unclosedBraces = (text: string) =>
  (text.match(/\{/g)?.length ?? 0) - (text.match(/\}/g)?.length ?? 0);

/**
 * In a flow collection `{ url: http://…:{port}/x }` (or `{ command: node s.js --port {port} }`)
 * the braces of `{port}` open a nested mapping, and yaml reports a cascade of errors. Said once,
 * on the lines where it happens.
 */
function unquotedPortUrls(text: string, problems: ConfigProblem[]): ConfigProblem[] | undefined {
  const placeholder = /\{port(?::[\w.-]+)?\}/.source;
  // A request (`GET http://…`) is quoted whole: its method with its URL.
  const unquotedUrl = new RegExp(
    `(^|[\\s,{[])((?:[A-Z]+[ \\t]+)?https?:\\/\\/[^\\s"',]*${placeholder}[^\\s"',}\\]]*)`,
  );
  // Any other value: from after its key's colon to the next comma or closing bracket.
  const unquotedValue = new RegExp(
    `[\\w.-]+:[ \\t]+([^\\s"'{}[\\],][^"'{}[\\],]*?${placeholder}[^"',}\\]]*)`,
  );
  const found: ConfigProblem[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const url = unquotedUrl.exec(line);
    const value = url ? undefined : unquotedValue.exec(line);
    const held = url?.[2] ?? value?.[1]?.trim();
    const flowOpener = line.search(/[{[]/);
    if (!held || flowOpener < 0 || flowOpener > line.indexOf(held)) return;
    found.push({
      path: `line ${i + 1}`,
      message: `quote the ${url ? (/^[A-Z]/.test(held) ? 'request' : 'URL') : 'value'} that holds {port} inside { … }: "${held}" (unquoted, YAML reads its braces as a mapping)`,
    });
  });
  if (found.length === 0) return undefined;
  // Keep errors that start before the first such line: they have another cause.
  const first = Number(found[0].path.slice(5));
  const earlier = problems.filter((p) => Number(p.path.slice(5)) < first);
  return [...earlier, ...found];
}
