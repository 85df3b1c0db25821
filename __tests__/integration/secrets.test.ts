/**
 * Secrets of the runner's environment and of a config's `env:` reach the service (it may
 * need them) and no output: a real service prints them and crashes, and neither the PR
 * comment (through the GitHub stand-in), the job summary, the action's log and outputs, the
 * CLI's stdout and stderr, nor any file perf-gate wrote holds them — masked, not withheld.
 * A profiled run's files are among them: the service builds a regular expression from its
 * secrets (a log redactor), which V8 names after its source, and the profiles hold its frames.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main.js';
import { connectGitHub } from '../../src/github/client.js';
import { cliEntry } from '../helpers/entries.js';
import { FakeCore } from '../helpers/fake-core.js';
import { GitHubStandIn } from '../helpers/github-stand-in.js';
import { freePort } from '../helpers/processes.js';
import { perfUnavailable } from '../../src/profiler/perf.js';

const app = resolve('__tests__/fixtures/apps/app.mjs');

/** In the runner's environment: a connection string with a password, and an API key. */
const DB_PASSWORD = 'db-password-0001';
const DATABASE_URL = `postgres://app:${DB_PASSWORD}@db.internal:5432/shop`;
const PAYMENT_API_KEY = 'pk_live_payment_key_0002';
/** In the config's `env:` of the variant. */
const SESSION_SECRET = 'session-secret-from-config-0003';
/** In the service's command itself, as an argument: a connection string's password. */
const COMMAND_PASSWORD = 'command-password-0005';
const SECRETS = [DATABASE_URL, DB_PASSWORD, PAYMENT_API_KEY, SESSION_SECRET, COMMAND_PASSWORD];

let dir: string;
let github: GitHubStandIn;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'perf-gate-secrets-'));
  github = new GitHubStandIn();
  await github.start();
});
afterEach(() => github.stop());

/**
 * The baseline serves; the variant's service prints its secrets as it starts, as a dump of
 * its settings would, then exits: `at-start` before it is ready (the run fails, and its
 * error quotes the service's last lines), `mid-trial` after a few requests (its trials fail,
 * and the report quotes them).
 */
async function writeConfig(crash: 'at-start' | 'mid-trial'): Promise<void> {
  const port = await freePort();
  const dump = [
    `env > ${dir}/crashed.env`,
    'echo "starting: DATABASE_URL=$DATABASE_URL PAYMENT_API_KEY=$PAYMENT_API_KEY SESSION_SECRET=$SESSION_SECRET"',
    'echo "fatal: cannot connect to $DATABASE_URL with key $PAYMENT_API_KEY" >&2',
    ...(crash === 'at-start' ? ['exit 1'] : []),
  ].join('; ');
  writeFileSync(
    join(dir, 'perf-gate.yml'),
    `
services:
  - name: api
    command: 'if [ -n "$CRASH_AFTER" ]; then ${dump}; fi; exec node ${app} --db=postgres://app:${COMMAND_PASSWORD}@db.internal/shop'
    env: { PORT: "${port}" }
    ready: http://127.0.0.1:${port}/health
load: { url: "http://127.0.0.1:${port}/", connections: 1, requests: 50, warmup: { requests: 1 } }
rounds: 2
profile: off
baseline: { name: a, env: { X: "1" } }
variants:
  - { name: b, env: { CRASH_AFTER: "5", SESSION_SECRET: "${SESSION_SECRET}" } }
`,
  );
}

const runnerEnv = { ...process.env, DATABASE_URL, PAYMENT_API_KEY };

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function expectNoSecret(text: string, where: string): void {
  for (const secret of SECRETS) expect(text, `${where} holds ${secret}`).not.toContain(secret);
}

/** The secrets reached the crashing service: what keeps them out of the outputs is the mask. */
function expectServiceGotThem(): void {
  const env = readFileSync(join(dir, 'crashed.env'), 'utf8');
  expect(env).toContain(`DATABASE_URL=${DATABASE_URL}`);
  expect(env).toContain(`PAYMENT_API_KEY=${PAYMENT_API_KEY}`);
  expect(env).toContain(`SESSION_SECRET=${SESSION_SECRET}`);
}

/** Every file under out/, none holding a secret, the variant's service log masked where they were. */
function expectFilesMasked(out: string): string[] {
  const written = filesUnder(out);
  for (const file of written) expectNoSecret(readFileSync(file, 'utf8'), file);
  const crashed = written
    .filter((file) => /\.log$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    // The variant's: the line its service printed (every log's header quotes the command).
    .filter((text) => /^starting: DATABASE_URL=/m.test(text));
  expect(crashed.length).toBeGreaterThan(0);
  for (const log of crashed) {
    expect(log).toContain(
      'starting: DATABASE_URL=postgres://app:***@db.internal:5432/shop PAYMENT_API_KEY=*** SESSION_SECRET=***',
    );
  }
  return written;
}

describe('secrets a crashing service prints', () => {
  it('reach no output of the action: comment, job summary, log, outputs, files', async () => {
    await writeConfig('mid-trial');
    const core = new FakeCore({ token: 'ghs_action_token_0004', 'output-dir': 'out' });
    const code = await run({
      core: core.asCore(),
      context: {
        eventName: 'pull_request',
        payload: {
          pull_request: {
            number: 5,
            head: { sha: 'feedfacefeedfacefeedface' },
            base: { sha: 'beadbeadbeadbeadbead', ref: 'main' },
          },
        },
        repo: { owner: 'acme', repo: 'shop' },
        workflow: 'perf',
        job: 'gate',
      },
      githubApi: (token) =>
        connectGitHub(token, { baseUrl: github.url, backoffUnitMs: 5, pace: false }),
      cwd: dir,
      env: runnerEnv,
    });
    expect(code, core.failed).toBe(1); // b's trials all fail: the gate fails
    expectServiceGotThem();

    expect(github.comments).toHaveLength(1);
    const comment = github.comments[0].body;
    expectNoSecret(comment, 'the PR comment');
    // The failure quotes the service's last lines, masked.
    expect(comment).toContain('fatal: cannot connect to postgres://app:***@db.internal');
    expectNoSecret(core.summaryText, 'the job summary');
    expect(core.summaryText).toContain('## perf-gate report');
    expectNoSecret(
      [...core.infos, ...core.warnings, core.failed ?? ''].join('\n'),
      "the action's log",
    );
    expectNoSecret(JSON.stringify(core.outputs), 'the outputs');
    // Registered with the runner, which masks them in what it shows of the job too.
    expect(core.secrets).toEqual(expect.arrayContaining([DB_PASSWORD, PAYMENT_API_KEY]));
    expect(core.secrets).toContain(SESSION_SECRET);
    const written = expectFilesMasked(join(dir, 'out'));
    expect(written.map((f) => f.slice(dir.length))).toEqual(
      expect.arrayContaining(['/out/report.md', '/out/report.json']),
    );
  }, 90_000);

  it("reach none of a profiled run's files (the raw profiles, the flame graph, the table)", async () => {
    const port = await freePort();
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      `
services:
  - name: api
    command: 'node ${app}'
    env: { PORT: "${port}", REDACT: "DATABASE_URL,PAYMENT_API_KEY,SESSION_SECRET" }
    ready: http://127.0.0.1:${port}/health
load: { url: "http://127.0.0.1:${port}/", connections: 1, duration: 300ms, warmup: 100ms }
rounds: 2
profile: { when: always, rounds: 2, window: 1s }
baseline: { name: a }
variants:
  - { name: b, env: { SESSION_SECRET: "${SESSION_SECRET}" } }
`,
    );
    const cli = spawnSync(process.execPath, [cliEntry(), 'run', '--output-dir', 'out'], {
      cwd: dir,
      env: runnerEnv,
      encoding: 'utf8',
      timeout: 120_000,
    });
    // The verdict is not this test's: an A/A of two 300 ms rounds fails its gate now and then
    // beside CI's CPU hogs (both rounds 9% apart once), and profiles either way; 2 or 3 would
    // be an error.
    expect([0, 1], cli.stderr).toContain(cli.status);
    expectNoSecret(cli.stdout, 'stdout');
    expectNoSecret(cli.stderr, 'stderr');
    const written = filesUnder(join(dir, 'out'));
    const profiles = written.filter((file) => file.includes('/out/profiles/'));
    expect(profiles.map((f) => f.slice(dir.length))).toEqual(
      expect.arrayContaining([
        '/out/profiles/b.diff.svg',
        '/out/profiles/where-the-time-went.json',
      ]),
    );
    // The raw profiles: one per arm and round at least (more rounds follow where CPU per request
    // changed beyond its noise and no function is listed yet: beside CI's CPU hogs, 6 once).
    expect(
      profiles.filter((f) => /\.(cpuprofile|perf\.data\.txt)$/.test(f)).length,
    ).toBeGreaterThanOrEqual(4);
    for (const file of written) expectNoSecret(readFileSync(file, 'utf8'), file);
    if (perfUnavailable() === undefined) {
      // perf named the redactor's frames from V8's perf map: the secrets were there, masked.
      const raw = profiles
        .filter((f) => f.endsWith('.perf.data.txt'))
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n');
      expect(raw).toContain(String.raw`RegExp:postgres:\/\/app:***@db\.internal:5432\/shop|***`);
    }
  }, 120_000);

  it('reach no output of the CLI: stdout, stderr, files', async () => {
    await writeConfig('at-start');
    const cli = spawnSync(process.execPath, [cliEntry(), 'run', '--output-dir', 'out'], {
      cwd: dir,
      env: runnerEnv,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(cli.status, cli.stderr).toBe(3); // the service exited before it was ready
    expectServiceGotThem();
    expectNoSecret(cli.stdout, 'stdout');
    expectNoSecret(cli.stderr, 'stderr');
    // The error quotes the service's last lines, masked, and its command, masked too.
    expect(cli.stderr).toContain(
      '| starting: DATABASE_URL=postgres://app:***@db.internal:5432/shop PAYMENT_API_KEY=*** SESSION_SECRET=***',
    );
    expect(cli.stderr).toContain('--db=postgres://app:***@db.internal/shop');
    expectFilesMasked(join(dir, 'out'));
  }, 90_000);
});
