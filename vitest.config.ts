import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The suite in six projects, one folder of __tests__/ each, by what a test needs from the machine (CONTRIBUTING.md has how
 * long each takes beside a CPU hog per core):
 * - unit: pure code and files on disk, no process or socket: run in parallel, every core. The
 *   benchmark's own analysis is tested beside it (bench/tests/), in this project: the product's
 *   tests never import bench/.
 * - simulation: seeded Monte-Carlo runs of the decision rule: CPU only, in parallel; a minute or
 *   more beside a busy neighbour, and only the statistics can change what they find.
 * - integration: real processes and sockets on 127.0.0.1, two files at a time (at most, on any
 *   machine): their tests wait mostly on fixed windows of wall time and hold on a busy 2-core
 *   machine, and one file alone left a core idle most of the time. `.ci/run` runs them one at a
 *   time (PERF_GATE_INTEGRATION_WORKERS=1), since its other lane runs real processes too.
 * - scenarios: whole experiments through the CLI (the examples, pull requests against a base,
 *   broken variants, the open model on real sockets, shards measured and merged), serial like
 *   integration; minutes in all, so `.ci/run` runs them and `npm test` does not.
 * - dotnet: the .NET examples (examples/dotnet), serial; they need the .NET SDK and a NuGet
 *   feed, and their `dotnet publish` alone takes minutes, so `.ci/run` runs them and
 *   `npm test` does not (without `dotnet` on PATH the file says it skipped, and why).
 * - e2e: what users run, dist/ and the npm package, after `npm run bundle`.
 * `npm test` is what every change needs, unit and integration (`npm run test:simulation` when
 * the statistics change); `.ci/run` runs every project. Unit and simulation run together (CPU
 * only, every core), then integration, so that no CPU-only file takes every core from a
 * real-process measurement.
 */
const scratchTmpdir = '__tests__/setup/scratch-tmpdir.ts';

// Pure code needs no fresh module graph per file: without isolation a worker imports the
// libraries once, not once per file (unit: 39 → 16 s of CPU, the same 396 tests passing). No
// test in these projects mocks a module or leaves a global changed (one restores TMPDIR).
const parallel = { fileParallelism: true, maxWorkers: availableParallelism(), isolate: false };

// Two integration files at once; `.ci/run` sets 1, since its other lane runs real processes too.
const integrationWorkers = Number(process.env.PERF_GATE_INTEGRATION_WORKERS ?? 2);

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // One scratch folder for the run's temporary files, removed at its end (nothing left in /tmp).
    globalSetup: [scratchTmpdir],
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['__tests__/unit/**/*.test.ts', 'bench/tests/**/*.test.ts'],
          ...parallel,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'simulation',
          include: ['__tests__/simulation/**/*.test.ts'],
          ...parallel,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // They import src/, or run a build of src/ made for this run, never the committed dist/.
          name: 'integration',
          include: ['__tests__/integration/**/*.test.ts'],
          fileParallelism: integrationWorkers > 1,
          maxWorkers: integrationWorkers,
          globalSetup: [scratchTmpdir, '__tests__/setup/build-src.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'scenarios',
          include: ['__tests__/scenarios/**/*.test.ts'],
          fileParallelism: false,
          globalSetup: [scratchTmpdir, '__tests__/setup/build-src.ts'],
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'dotnet',
          include: ['__tests__/dotnet/**/*.test.ts'],
          fileParallelism: false,
          globalSetup: [scratchTmpdir, '__tests__/setup/build-src.ts'],
          sequence: { groupOrder: 3 },
        },
      },
      {
        extends: true,
        test: {
          // The few tests of what users run: dist/ and the npm package. Run after `npm run bundle`.
          name: 'e2e',
          include: ['__tests__/e2e/**/*.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
});
