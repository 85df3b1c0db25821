/** Paths of the CLI and the action built from src/ for this test run (see setup/build-src.ts). */
import { join } from 'node:path';
import { inject } from 'vitest';

export const cliEntry = (): string => join(inject('srcBuild'), 'cli.mjs');
export const actionEntry = (): string => join(inject('srcBuild'), 'action.mjs');
export const guardedEntry = (): string => join(inject('srcBuild'), 'guarded.mjs');
