/**
 * perf-gate's profiling tooling (the Node preload, the protocol's folders, perf's binary
 * recordings) lives in a temporary folder of the run, never in the user's tree, and is gone
 * once removed; a Node service sampled by perf is started with V8's perf map.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createProfilerTooling } from '../../src/profiler/tooling.js';
import { withPreload } from '../../src/profiler/node-preload.js';

const savedTmp = process.env.TMPDIR;
afterEach(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
});

describe("perf-gate's profiling tooling", () => {
  it('lives in a temporary folder outside the project, and nothing of it stays once removed', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'perf-gate-tooling-test-'));
    process.env.TMPDIR = tmp;
    const tooling = createProfilerTooling('perf');
    expect(tooling.dir.startsWith(`${tmp}/`)).toBe(true);
    expect(tooling.preload.startsWith(`${tooling.dir}/`)).toBe(true);
    expect(tooling.preload.startsWith(process.cwd())).toBe(false);
    expect(readFileSync(tooling.preload, 'utf8')).toContain('--no-turbo-inlining');
    const start = tooling.startDir('profile-1-this PR');
    expect(start).toBe(join(tooling.dir, 'starts', 'profile-1-this_PR'));
    expect(existsSync(start)).toBe(true);
    expect(tooling.scratch('profile-1-this PR')).toBe(join(tooling.dir, 'profile-1-this_PR'));
    tooling.remove();
    tooling.remove();
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("starts a Node sampled by perf with V8's perf map, and one sampled by V8 without", () => {
    expect(withPreload('--max-old-space-size=512', '/tmp/x/pre.cjs', 'perf')).toBe(
      '--max-old-space-size=512 --require "/tmp/x/pre.cjs" --perf-basic-prof --interpreted-frames-native-stack',
    );
    expect(withPreload(undefined, '/tmp/x/pre.cjs', 'v8')).toBe('--require "/tmp/x/pre.cjs"');
  });
});
