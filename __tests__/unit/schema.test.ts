/** perf-gate.schema.json, as an editor uses it: accepts every example, rejects broken files. */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { configJsonSchema } from '../../src/config/index.js';

const schema = JSON.parse(readFileSync('perf-gate.schema.json', 'utf8'));
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);
// Every example's config, however deep (examples/dotnet/ holds one folder per app).
const examples = readdirSync('examples', { recursive: true, encoding: 'utf8' })
  .filter((path) => basename(path) === 'perf-gate.yml')
  .map((path) => join('examples', path))
  .sort();

const minimal = {
  services: [{ name: 'api', command: 'node server.js' }],
  load: { url: 'http://127.0.0.1:3000/' },
  baseline: { name: 'a' },
  variants: [{ name: 'b' }],
};

describe('perf-gate.schema.json', () => {
  it('is generated from the same schema that validates the file', () => {
    expect(schema).toEqual(JSON.parse(JSON.stringify(configJsonSchema())));
  });

  it.each(examples)('accepts %s', (file) => {
    const ok = validate(parse(readFileSync(file, 'utf8')));
    expect(validate.errors ?? [], file).toEqual([]);
    expect(ok).toBe(true);
  });

  it.each([
    ['an unknown key', { ...minimal, varients: [] }],
    ['a count as text', { ...minimal, load: { ...minimal.load, connections: 'many' } }],
    ['a bad duration', { ...minimal, load: { ...minimal.load, duration: 'ten seconds' } }],
    ['a percentage without %', { ...minimal, gate: { throughput: 5 } }],
    [
      'a missing baseline',
      { services: minimal.services, load: minimal.load, variants: minimal.variants },
    ],
    ['no services', { ...minimal, services: [] }],
    ['one round', { ...minimal, rounds: 1 }],
    ['a lifecycle that does not exist', { ...minimal, lifecycle: 'sometimes' }],
  ])('rejects %s', (_title, raw) => {
    expect(validate(raw)).toBe(false);
  });

  it('accepts the minimal file', () => {
    expect(validate(minimal)).toBe(true);
  });
});
