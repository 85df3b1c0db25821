/**
 * A scratch git repository with a known history, for the bisect's scenario and its bench:
 * a small node http server that waits 1 ms per request (a lookup), tagged `v1.0.0`, then eight
 * commits on main, of which
 *   - one adds 4 ms per request in the app's own code (`checksum`): 2 ms of CPU, then 2 ms of
 *     waiting,
 *   - one only bumps two dependencies in package.json + package-lock.json: `slowpkg`
 *     1.0.0 → 1.1.0, whose new version waits 20 ms per request, and `fastpkg` 1.0.0 → 1.0.1,
 *     which changes nothing,
 *   - one does not build (a syntax error the build's `node --check` refuses; the next fixes it).
 * The packages are tarballs kept in the repository (`file:` dependencies), installed by
 * `npm ci --offline`: no registry, no network.
 *
 * Why these sizes: at one connection the server's rate is the inverse of its time per request.
 * The first cost takes a request of about 1 ms to 5 ms (−80%); the second is measured against a
 * parent that already pays the first, so it must be large against 5 ms: 20 ms more is −80%; the
 * tolerance is 50%, far from both. Most of it is waiting (the event loop blocked, as by a
 * synchronous call), which costs the step's wall time and not the machine's CPU: with every
 * cost spun on the CPU and no lookup, the apps of the bisect's scenario kept a core busy for most
 * of its two minutes (the scenario took 144 s of CPU, 14% of CI's). The checksum's CPU is counted,
 * not timed (a spin on the wall clock got half its CPU when a busy neighbour shared the core), so
 * that its profiling rounds see 2,000 µs more CPU per request on any machine; a busy neighbour
 * stretches it in both arms of a step alike, and the ratio holds.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  /** Deletes the repository (the tests' scratch TMPDIR goes anyway; the bench's would stay). */
  remove(): void;
}

/** Spins until the process has run `ms` more of CPU (user and system, every thread). */
const spinCpu = (ms: number) =>
  `const start = process.cpuUsage(); let spins = 0; for (let used = 0; used < ${ms * 1000}; spins++) { const cpu = process.cpuUsage(start); used = cpu.user + cpu.system; }`;
/** Blocks the event loop for `ms` of wall time without running: a synchronous wait. */
const block = (ms: number) =>
  `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms});`;

function server(options: { checksum: boolean; broken?: boolean; route?: boolean }) {
  return `import { createServer } from 'node:http';
import { appendFileSync } from 'node:fs';
import slow from 'slowpkg';
import fast from 'fastpkg';
if (process.env.PID_FILE) appendFileSync(process.env.PID_FILE, process.pid + '\\n');
${options.checksum ? `\nfunction checksum() {\n  ${spinCpu(2)}\n  ${block(2)}\n  return spins;\n}\n` : ''}
createServer((req, res) => {
  ${options.broken ? 'const = 1;' : ''}
  ${options.route ? "if (req.url === '/health') return res.end('up');" : ''}
  ${options.checksum ? 'checksum();' : ''}
  ${block(1)} // a lookup
  slow.handle();
  fast.handle();
  res.end('ok');
}).listen(Number(process.env.PORT), '127.0.0.1');
`;
}

/** A package tarball as npm packs it (a `package/` folder inside). */
function packTarball(vendor: string, name: string, version: string, waitMs: number) {
  const src = mkdtempSync(join(tmpdir(), 'perf-gate-pkg-'));
  mkdirSync(join(src, 'package'));
  writeFileSync(
    join(src, 'package', 'package.json'),
    JSON.stringify({ name, version, main: 'index.js', license: 'MIT' }, null, 2),
  );
  writeFileSync(
    join(src, 'package', 'index.js'),
    `exports.handle = function handle() {${waitMs > 0 ? `\n  ${block(waitMs)}\n` : ''}};\n`,
  );
  execFileSync('tar', ['-czf', join(vendor, `${name}-${version}.tgz`), '-C', src, 'package']);
  rmSync(src, { recursive: true });
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
  const remove = () => rmSync(dir, { recursive: true, force: true });
  return { dir, tag, checksum, broken, bump, commits, git, remove };
}
