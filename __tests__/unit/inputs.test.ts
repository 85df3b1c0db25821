/**
 * action.yml, the tables of docs/action.md and src/action/inputs.ts cannot drift apart, in either direction:
 * an input documented but not declared (the runner warns and ignores it) fails as surely as
 * one declared but not documented. The check runs on doctored copies too, to show it fails.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/index.js';
import {
  configFileOverrides,
  Inputs,
  inputSpecs,
  Outputs,
  outputSpecs,
  type InputName,
} from '../../src/action/inputs.js';

const actionText = readFileSync('action.yml', 'utf8');
const readmeText = readFileSync('docs/action.md', 'utf8');
// Where the action reads its inputs: run() and the checks it shares with the entry.
const readers = [
  'src/action/main.ts',
  'src/action/inputs.ts',
  'src/action/publish.ts',
  'src/action/history.ts',
]
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

/** The rows of the markdown table under a `## heading`: first cell (unquoted) → other cells. */
function tableRows(markdown: string, heading: string): Map<string, string[]> {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  const rows = new Map<string, string[]>();
  if (start < 0) return rows;
  const lines = markdown.slice(start).split('\n').slice(2);
  for (const line of lines.slice(lines.findIndex((l) => l.startsWith('|')))) {
    if (!line.startsWith('|')) break;
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((c) => c.trim().replace(/\\\|/g, '|'));
    const name = /^`([\w-]+)`$/.exec(cells[0])?.[1];
    if (name) rows.set(name, cells.slice(1));
  }
  return rows;
}

/** Every disagreement between action.yml, docs/action.md and src/action/inputs.ts. */
function drift(actionYml: string, readme: string): string[] {
  const problems: string[] = [];
  const action = parse(actionYml);
  const declared = action.inputs ?? {};
  const inputRows = tableRows(readme, 'Inputs');
  const specs = inputSpecs as Record<string, { description: string; default: string }>;
  for (const name of inputRows.keys()) {
    if (!(name in declared))
      problems.push(`docs/action.md documents input '${name}', which action.yml does not declare`);
    if (!(name in specs))
      problems.push(
        `docs/action.md documents input '${name}', which src/action/inputs.ts does not know`,
      );
  }
  for (const name of Object.keys(declared)) {
    if (!inputRows.has(name))
      problems.push(`action.yml declares input '${name}', which docs/action.md does not document`);
    if (!(name in specs))
      problems.push(
        `action.yml declares input '${name}', which src/action/inputs.ts does not know`,
      );
  }
  for (const [name, spec] of Object.entries(specs)) {
    if (!(name in declared))
      problems.push(`src/action/inputs.ts has input '${name}', which action.yml does not declare`);
    const yml = declared[name];
    if (yml && (yml.description !== spec.description || yml.default !== spec.default))
      problems.push(`action.yml input '${name}' differs from src/action/inputs.ts`);
    if (yml?.required !== undefined && yml.required !== false)
      problems.push(
        `action.yml input '${name}' is required; perf-gate reads every input as optional`,
      );
    const row = inputRows.get(name);
    if (row) {
      const shownDefault = spec.default ? `\`${spec.default}\`` : '';
      if (row[0] !== shownDefault)
        problems.push(
          `docs/action.md default of '${name}' is ${row[0] || 'empty'}, action.yml says ${shownDefault || 'empty'}`,
        );
      if (row[1] !== spec.description)
        problems.push(`docs/action.md description of '${name}' differs from src/action/inputs.ts`);
    }
  }
  const outputRows = tableRows(readme, 'Outputs');
  const outputs = action.outputs ?? {};
  for (const name of new Set([
    ...outputRows.keys(),
    ...Object.keys(outputs),
    ...Object.keys(outputSpecs),
  ])) {
    const spec = (outputSpecs as Record<string, string>)[name];
    if (outputRows.get(name)?.[0] !== spec)
      problems.push(`docs/action.md output '${name}' differs from src/action/inputs.ts`);
    if (outputs[name]?.description !== spec)
      problems.push(`action.yml output '${name}' differs from src/action/inputs.ts`);
  }
  return problems;
}

describe('action.yml, docs/action.md and src/action/inputs.ts agree both ways', () => {
  it('runs the bundle on node24', () => {
    expect(parse(actionText).runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it("describes itself within the Marketplace's 125 characters", () => {
    const { description } = parse(actionText) as { description: string };
    expect(description.length).toBeGreaterThan(40);
    expect(description.length).toBeLessThanOrEqual(125);
  });

  it('no input or output is documented, declared or known in one place only', () => {
    expect(drift(actionText, readmeText)).toEqual([]);
    expect(tableRows(readmeText, 'Inputs').size).toBe(Object.keys(inputSpecs).length);
  });

  it('the check fails on a planted case: an input documented but not declared, and the reverse', () => {
    const inputsTable = readmeText.indexOf('| `config`');
    const documentedOnly =
      readmeText.slice(0, inputsTable) +
      '| `reruns` | `0` | Trials that may be run again. |\n' +
      readmeText.slice(inputsTable);
    expect(drift(actionText, documentedOnly)).toEqual([
      "docs/action.md documents input 'reruns', which action.yml does not declare",
      "docs/action.md documents input 'reruns', which src/action/inputs.ts does not know",
    ]);

    const undocumented = readmeText.replace(/^\| `seed` .*\n/m, '');
    expect(drift(actionText, undocumented)).toEqual([
      "action.yml declares input 'seed', which docs/action.md does not document",
    ]);

    const otherDefault = actionText.replace(
      /(\n {2}result:\n(?: {4}.*\n)*? {4})default: ''/,
      "$1default: 'out'",
    );
    expect(otherDefault).not.toBe(actionText);
    expect(drift(otherDefault, readmeText)).toEqual([
      "action.yml input 'result' differs from src/action/inputs.ts",
    ]);
  });

  it('every input is read by the action, and every output is set', () => {
    for (const key of Object.keys(Inputs))
      expect(readers, `Inputs.${key}`).toContain(`Inputs.${key}`);
    for (const key of Object.keys(Outputs))
      expect(readers, `Outputs.${key}`).toContain(`Outputs.${key}`);
  });
});

describe('inputs beside a config file', () => {
  const file = '/work/app/perf-gate.yml';
  const given =
    (inputs: Partial<Record<InputName, string>>) =>
    (name: InputName): string =>
      inputs[name] ?? '';

  it('a simple-mode input is refused with the key of the file to set instead', () => {
    let error: unknown;
    try {
      configFileOverrides(given({ connections: '20', 'fail-on': '3%', rounds: '4' }), file);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(
      `input 'connections': is a simple-mode input, which does nothing beside a config file (${file}). Set \`load.connections\` in the file instead`,
    );
    expect(message).toContain("input 'fail-on'");
    expect(message).toContain('`gate.throughput`');
    expect(message).not.toContain("input 'rounds'");
  });

  it('every simple-mode input is refused, and no other', () => {
    for (const [name, spec] of Object.entries(inputSpecs) as [
      InputName,
      { configKey?: string },
    ][]) {
      const set = () => configFileOverrides(given({ [name]: 'x' }), file);
      if (spec.configKey) expect(set, name).toThrow(ConfigError);
      else expect(set, name).not.toThrow();
    }
  });

  it('rounds overrides the file; empty leaves it alone', () => {
    expect(configFileOverrides(given({ rounds: '4' }), file)).toEqual({ rounds: 4 });
    expect(configFileOverrides(given({ rounds: 'many' }), file)).toEqual({ rounds: 'many' });
    expect(configFileOverrides(given({}), file)).toEqual({});
  });
});
