// Writes the generated parts of docs/configuration.md — the reference of every key (from the
// schema's descriptions and defaults, the same ones perf-gate.schema.json carries), when slices
// apply and every limit — between their markers. Run by `npm run docs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { configFileSchema } from '../src/config/schema.js';
import { CONFIG_REFERENCE_FILE, withGeneratedBlocks } from '../src/config/docs.js';

writeFileSync(
  CONFIG_REFERENCE_FILE,
  withGeneratedBlocks(readFileSync(CONFIG_REFERENCE_FILE, 'utf8'), configFileSchema),
);
