import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Integration tests start real servers and load them; running files one at a time keeps
    // a 2-core runner from starving its own measurements.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          // Unit and integration tests: they import src/, or run a build of src/ made for
          // this run, never the committed dist/.
          name: 'unit',
          include: ['__tests__/**/*.test.ts'],
          exclude: ['__tests__/e2e/**'],
          globalSetup: ['__tests__/setup/build-src.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The few tests of what users run: dist/ and the npm package. Run after `npm run bundle`.
          name: 'e2e',
          include: ['__tests__/e2e/**/*.test.ts'],
        },
      },
    ],
  },
});
