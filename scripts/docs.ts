// Writes the config reference table of docs/configuration.md from the schema's descriptions
// and defaults (the same ones perf-gate.schema.json carries). Run by `npm run docs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { configFileSchema } from '../src/config/schema.js';
import {
  CONFIG_REFERENCE_FILE,
  referenceRows,
  referenceTable,
  withReferenceTable,
} from '../src/config/docs.js';

writeFileSync(
  CONFIG_REFERENCE_FILE,
  withReferenceTable(
    readFileSync(CONFIG_REFERENCE_FILE, 'utf8'),
    referenceTable(referenceRows(configFileSchema)),
  ),
);
