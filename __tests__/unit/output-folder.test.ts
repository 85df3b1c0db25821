/** What a measuring run removes from its output folder before it starts: perf-gate's own files only. */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearEarlierRun } from '../../src/modes/output.js';

describe("an earlier run's files", () => {
  it("are removed where perf-gate named them; a user's files in the folder stay", () => {
    // A folder given as --output-dir may hold the user's own logs/ and profiles/: every .log
    // file there, and the whole profiles/ folder, were removed (a hostile test).
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-output-'));
    const logs = join(dir, 'logs');
    const profiles = join(dir, 'profiles');
    mkdirSync(join(logs, 'archive.log'), { recursive: true });
    mkdirSync(join(profiles, 'sub'), { recursive: true });
    const files = {
      ours: [
        'report.json',
        'report.md',
        'logs/003-main.api.log',
        'logs/000-this_PR.setup.log',
        'logs/shared.api.log',
        'logs/profile-1-main.api.log',
        'logs/build-0.log',
        'profiles/profile-2-this_PR.api.4242.cpuprofile',
        'profiles/profile-1-main.api.perf.data.txt',
        'profiles/this_PR.diff.svg',
        'profiles/where-the-time-went.json',
      ],
      theirs: [
        'logs/server.log',
        'logs/notes.txt',
        'profiles/sub/cpu.cpuprofile',
        'profiles/mine.json',
      ],
    };
    for (const file of [...files.ours, ...files.theirs]) writeFileSync(join(dir, file), 'x');
    clearEarlierRun(
      { logDir: logs, json: join(dir, 'report.json'), markdown: join(dir, 'report.md') },
      profiles,
    );
    expect(files.ours.filter((file) => existsSync(join(dir, file)))).toEqual([]);
    expect(files.theirs.filter((file) => !existsSync(join(dir, file)))).toEqual([]);
    // A folder named like a log is not a log (it failed every run with EISDIR).
    expect(existsSync(join(logs, 'archive.log'))).toBe(true);
    // A run that does not profile leaves profiles/ as it is; a missing folder is nothing to do.
    writeFileSync(join(profiles, 'main.diff.svg'), 'x');
    clearEarlierRun(
      { logDir: join(dir, 'none'), json: join(dir, 'a'), markdown: join(dir, 'b') },
      undefined,
    );
    expect(existsSync(join(profiles, 'main.diff.svg'))).toBe(true);
  });
});
