/**
 * A scratch git repository with a known history, for the bisect's scenario and its bench:
 * a small node http server tagged `v1.0.0`, then eight commits on main, of which
 *   - one adds a 4 ms busy loop per request in the app's own code (`checksum`),
 *   - one only bumps two dependencies in package.json + package-lock.json: `slowpkg`
 *     1.0.0 → 1.1.0, whose new version spends 20 ms per request, and `fastpkg` 1.0.0 → 1.0.1,
 *     which changes nothing,
 *   - one does not build (a syntax error the build's `node --check` refuses; the next fixes it).
 * The packages are tarballs kept in the repository (`file:` dependencies), installed by
 * `npm ci --offline`: no registry, no network.
 *
 * Why these sizes: at one connection the server's rate is the inverse of its time per request.
 * The first cost takes a sub-millisecond request to over 4 ms (−90% and more); the second is
 * measured against a parent that already pays the first, so it must be large against 4 ms:
 * 20 ms more is −80%. Both are CPU on the request path, so contention from a busy neighbour
 * slows both arms of a step alike and the ratio holds; the tolerance is 50%, far from both.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ScratchHistory {
  dir: string;
  /** Commits by role, SHAs. */
  tag: string;
  checksum: string;
  broken: string;
  bump: string;
  /** Every commit after the tag, oldest first. */
  commits: string[];
  git: (...args: string[]) => string;
}

const busy = (ms: number) =>
  `const end = performance.now() + ${ms}; let spins = 0; while (performance.now() < end) spins++; return spins;`;

function server(options: { checksum: boolean; broken?: boolean; route?: boolean }) {
  return `import { createServer } from 'node:http';
import { appendFileSync } from 'node:fs';
import slow from 'slowpkg';
import fast from 'fastpkg';
if (process.env.PID_FILE) appendFileSync(process.env.PID_FILE, process.pid + '\\n');
${options.checksum ? `\nfunction checksum() {\n  ${busy(4)}\n}\n` : ''}
createServer((req, res) => {
  ${options.broken ? 'const = 1;' : ''}
  ${options.route ? "if (req.url === '/health') return res.end('up');" : ''}
  ${options.checksum ? 'checksum();' : ''}
  slow.handle();
  fast.handle();
  res.end('ok');
}).listen(Number(process.env.PORT), '127.0.0.1');
`;
}

/** A package tarball as npm packs it (a `package/` folder inside). */
function packTarball(vendor: string, name: string, version: string, costMs: number) {
  const src = mkdtempSync(join(tmpdir(), 'perf-gate-pkg-'));
  mkdirSync(join(src, 'package'));
  writeFileSync(
    join(src, 'package', 'package.json'),
    JSON.stringify({ name, version, main: 'index.js', license: 'MIT' }, null, 2),
  );
  writeFileSync(
    join(src, 'package', 'index.js'),
    `exports.handle = function handle() {${costMs > 0 ? `\n  ${busy(costMs)}\n` : ''}};\n`,
  );
  execFileSync('tar', ['-czf', join(vendor, `${name}-${version}.tgz`), '-C', src, 'package']);
}

export function makeScratchHistory(
  options: {
    pidFile?: string;
    /** The config's `profile:` (the bench's, and docs/bisect.md's, by default). */
    profile?: string;
  } = {},
): ScratchHistory {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-bisect-history-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  const npm = (...args: string[]) =>
    execFileSync('npm', [...args, '--offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      encoding: 'utf8',
    });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'dev@example.com');
  git('config', 'user.name', 'A Developer');
  const vendor = join(dir, 'vendor');
  mkdirSync(vendor);
  packTarball(vendor, 'slowpkg', '1.0.0', 0);
  packTarball(vendor, 'slowpkg', '1.1.0', 20);
  packTarball(vendor, 'fastpkg', '1.0.0', 0);
  packTarball(vendor, 'fastpkg', '1.0.1', 0);
  const manifest = (slow: string, fast: string) =>
    `${JSON.stringify(
      {
        name: 'scratch-app',
        version: '1.0.0',
        private: true,
        dependencies: {
          fastpkg: `file:vendor/fastpkg-${fast}.tgz`,
          slowpkg: `file:vendor/slowpkg-${slow}.tgz`,
        },
      },
      null,
      2,
    )}\n`;
  writeFileSync(join(dir, 'package.json'), manifest('1.0.0', '1.0.0'));
  npm('install', '--package-lock-only');
  writeFileSync(join(dir, 'server.mjs'), server({ checksum: false }));
  const pidEnv = options.pidFile ? `, env: { PID_FILE: "${options.pidFile}" }` : '';
  writeFileSync(
    join(dir, 'perf-gate.yml'),
    `services:
  - { name: app, command: "node server.mjs", ready: { tcp: "{port}" }${pidEnv} }
load: { url: "http://127.0.0.1:{port}/", connections: 1, duration: 600ms, warmup: 200ms }
rounds: 10
profile: ${options.profile ?? '{ when: auto, rounds: 3, window: 1s }'}
baseline:
  name: app
  build: npm ci --offline --no-audit --no-fund --loglevel=error && node --check server.mjs
variants: [ { name: this checkout } ]
gate: { throughput: 50% }
`,
  );
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\n.perf-gate/\n');
  writeFileSync(join(dir, 'README.md'), '# scratch app\n');
  git('add', '.');
  git('commit', '-q', '-m', 'Release 1.0.0');
  git('tag', 'v1.0.0');
  const tag = git('rev-parse', 'HEAD');

  const commit = (message: string, files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
    git('add', '.');
    git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  const commits: string[] = [];
  commits.push(
    commit('Docs: how to run (#1)', { 'README.md': '# scratch app\n\nnode server.mjs\n' }),
  );
  const checksum = commit('Checksum every request (#2)', {
    'server.mjs': server({ checksum: true }),
  });
  commits.push(checksum);
  commits.push(commit('Docs: the checksum (#3)', { 'README.md': '# scratch app\n\nchecksums\n' }));
  const broken = commit('Health route, half done (#4)', {
    'server.mjs': server({ checksum: true, broken: true, route: true }),
  });
  commits.push(broken);
  commits.push(
    commit('Health route (#5)', { 'server.mjs': server({ checksum: true, route: true }) }),
  );
  writeFileSync(join(dir, 'package.json'), manifest('1.1.0', '1.0.1'));
  npm('install', '--package-lock-only');
  git('add', 'package.json', 'package-lock.json');
  git('commit', '-q', '-m', 'Bump slowpkg and fastpkg (#6)');
  const bump = git('rev-parse', 'HEAD');
  commits.push(bump);
  commits.push(commit('Docs: changelog (#7)', { 'CHANGES.md': '- health route\n' }));
  commits.push(commit('Docs: badge (#8)', { 'README.md': '# scratch app\n\n[badge]\n' }));
  return { dir, tag, checksum, broken, bump, commits, git };
}
