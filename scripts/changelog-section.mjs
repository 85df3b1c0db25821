// Prints the CHANGELOG.md section of one version (the release notes of its GitHub release),
// or fails with what to do when the CHANGELOG has none.
// Usage: node scripts/changelog-section.mjs VERSION [CHANGELOG]
import { readFileSync } from 'node:fs';

const [version, file = 'CHANGELOG.md'] = process.argv.slice(2);
const heading = /^## \[([^\]]+)\]/;
const lines = readFileSync(file, 'utf8').split('\n');
const start = lines.findIndex((line) => heading.exec(line)?.[1] === version);
if (!version || start < 0) {
  console.error(
    `${file} has no "## [${version}]" section. Move the entries of "## [Unreleased]" under "## [${version}] - YYYY-MM-DD" and commit before tagging.`,
  );
  process.exit(1);
}
// The section ends at the next version, or at the link definitions at the foot of the file.
const end = lines.findIndex(
  (line, i) => i > start && (heading.test(line) || /^\[[^\]]+\]: /.test(line)),
);
const body = lines
  .slice(start + 1, end < 0 ? undefined : end)
  .join('\n')
  .trim();
if (!body) {
  console.error(`${file}: the section of ${version} is empty. Say what changed before tagging.`);
  process.exit(1);
}
console.log(body);
