/**
 * perf-gate's profiling tooling (the Node preload, the protocol's folders, perf's binary
 * recordings) lives in a temporary folder of the run, never in the user's tree, and is gone
 * once removed; a Node service sampled by perf is started with V8's perf map.
 */
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
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

  it('removes the perf maps of its own processes written since the run began, and no other', () => {
    // PIDs above the kernel's largest (pid_max is at most 2^22): no process can hold them.
    const [noted, preloaded, old, other] = [1, 2, 3, 4].map(
      (i) => 4_194_304 + 1000 * i + (process.pid % 1000),
    );
    const map = (pid: number) => `/tmp/perf-${pid}.map`;
    const tooling = createProfilerTooling('perf');
    try {
      for (const pid of [noted, preloaded, old, other]) writeFileSync(map(pid), '1000 10 f\n');
      writeFileSync(`/tmp/perfinfo-${noted}.map`, 'image\n');
      // An earlier process of that PID left it: ours would have rewritten it.
      utimesSync(map(old), new Date(0), new Date(0));
      writeFileSync(join(tooling.startDir('profile-1-base'), `${preloaded}.ready`), 'app.js');
      const service = (pid: number) => ({ pid }) as Parameters<typeof tooling.noteServices>[0][0];
      tooling.noteServices([service(noted), service(old)]);
      tooling.remove();
      expect([noted, preloaded, old, other].map((pid) => existsSync(map(pid)))).toEqual([
        false,
        false,
        true,
        true,
      ]);
      expect(existsSync(`/tmp/perfinfo-${noted}.map`)).toBe(false);
    } finally {
      for (const pid of [noted, preloaded, old, other]) rmSync(map(pid), { force: true });
      rmSync(`/tmp/perfinfo-${noted}.map`, { force: true });
    }
  });

  it("starts a Node sampled by perf with V8's perf map, and one sampled by V8 without", () => {
    expect(withPreload('--max-old-space-size=512', '/tmp/x/pre.cjs', 'perf')).toBe(
      '--max-old-space-size=512 --require "/tmp/x/pre.cjs" --perf-basic-prof --interpreted-frames-native-stack',
    );
    expect(withPreload(undefined, '/tmp/x/pre.cjs', 'v8')).toBe('--require "/tmp/x/pre.cjs"');
  });
});
