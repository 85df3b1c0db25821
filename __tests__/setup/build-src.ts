/**
 * Tests that run perf-gate as a process (the CLI, the action) run the sources as they are
 * now, not the committed dist/: vite builds src/ into a private folder before the tests
 * start (about a second), leaving the dependencies external so they load from node_modules.
 * Only the end-to-end project (__tests__/e2e) runs the ncc bundle in dist/.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder with cli.mjs, action.mjs and guarded.mjs, built from src/ for this test run. */
    srcBuild: string;
  }
}

export default async function buildSources(project: TestProject): Promise<() => void> {
  // Inside node_modules, so that the external imports resolve as they do from src/.
  const cache = resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'perf-gate-src-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      target: 'node20',
      minify: false,
      rollupOptions: {
        input: {
          cli: 'src/cli/index.ts',
          action: 'src/action/index.ts',
          guarded: '__tests__/fixtures/guarded.ts',
        },
        output: { format: 'es', entryFileNames: '[name].mjs' },
      },
    },
  });
  project.provide('srcBuild', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
