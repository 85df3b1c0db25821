// Writes the README's config reference table from the schema's descriptions and defaults
// (the same ones perf-gate.schema.json carries). Run by `npm run docs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { configFileSchema } from '../src/config/schema.js';
import { referenceRows, referenceTable, withReferenceTable } from '../src/config/docs.js';

const readme = readFileSync('README.md', 'utf8');
writeFileSync(
  'README.md',
  withReferenceTable(readme, referenceTable(referenceRows(configFileSchema))),
);
