/** action.yml, the input parser and the README cannot drift from src/inputs.ts. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { Inputs, inputSpecs, Outputs, outputSpecs } from '../src/inputs.js';

const action = parse(readFileSync('action.yml', 'utf8'));
const readme = readFileSync('README.md', 'utf8');
const main = readFileSync('src/main.ts', 'utf8');

describe('action.yml matches src/inputs.ts', () => {
  it('runs the bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('declares exactly the inputs, with the same descriptions and defaults', () => {
    expect(Object.keys(action.inputs)).toEqual(Object.keys(inputSpecs));
    for (const [name, spec] of Object.entries(inputSpecs)) {
      expect(action.inputs[name], name).toEqual({
        description: spec.description,
        required: false,
        default: spec.default,
      });
    }
  });

  it('declares exactly the outputs', () => {
    expect(Object.keys(action.outputs)).toEqual(Object.keys(outputSpecs));
    for (const [name, description] of Object.entries(outputSpecs))
      expect(action.outputs[name].description).toBe(description);
  });

  it('every input is read by the action, and every output is set', () => {
    for (const key of Object.keys(Inputs)) expect(main, `Inputs.${key}`).toContain(`Inputs.${key}`);
    for (const key of Object.keys(Outputs))
      expect(main, `Outputs.${key}`).toContain(`Outputs.${key}`);
  });

  it('the README documents every input and output', () => {
    for (const name of [...Object.keys(inputSpecs), ...Object.keys(outputSpecs)]) {
      expect(readme, name).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
    }
  });
});
