/** What the code under test inherits, and masking of secrets in what perf-gate writes. */
import { describe, expect, it } from 'vitest';
import {
  addSecret,
  addSecrets,
  announceSecretsTo,
  inheritedEnvironment,
  maskedCopy,
  maskSecrets,
  SecretMasker,
  secretsIn,
  secretsOfConfig,
} from '../../src/target/secrets.js';

describe('secrets', () => {
  it('withholds inputs, GITHUB_TOKEN and the ACTIONS_* tokens and URLs; keeps the rest', () => {
    const env = {
      PATH: '/bin',
      HOME: '/home/runner',
      GITHUB_SHA: 'abc',
      ACTIONS_RUNNER_DEBUG: 'true',
      INPUT_TOKEN: 't1-secret',
      INPUT_URL: 'http://127.0.0.1/',
      GITHUB_TOKEN: 't2-secret',
      ACTIONS_RUNTIME_TOKEN: 't3-secret',
      ACTIONS_RUNTIME_URL: 'https://r/',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 't4-secret',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'https://o/',
      ACTIONS_CACHE_URL: 'https://c/',
      ACTIONS_CACHE_SERVICE_V2: 'true',
      ACTIONS_RESULTS_URL: 'https://s/',
    };
    expect(Object.keys(inheritedEnvironment(env)).sort()).toEqual([
      'ACTIONS_RUNNER_DEBUG',
      'GITHUB_SHA',
      'HOME',
      'PATH',
    ]);
    expect(secretsIn(env).sort()).toEqual([
      'https://o/',
      't1-secret',
      't2-secret',
      't3-secret',
      't4-secret',
    ]);
  });

  it('masks a secret however the output is cut into chunks, and nothing else', () => {
    addSecret('s3cr3t-value');
    addSecret('abc'); // too short to mask without hiding ordinary words
    const text = 'start s3cr3t-value middle s3cr3t-valu end s3cr3t-value';
    for (let cut = 1; cut < text.length; cut++) {
      const masker = new SecretMasker();
      const out = masker.push(text.slice(0, cut)) + masker.push(text.slice(cut)) + masker.flush();
      expect(out).toBe('start *** middle s3cr3t-valu end ***');
    }
    const masker = new SecretMasker();
    expect(masker.push('abc s3cr3t')).toBe('abc ');
    expect(masker.flush()).toBe('s3cr3t');
  });

  it('finds secrets by name in the runner environment and a config, and the password of any connection string', () => {
    const env = {
      PATH: '/usr/bin',
      DATABASE_URL: 'postgres://app:hunter2-db@db.internal:5432/shop',
      CACHE_URL: 'redis://:pw@cache:6379',
      PUBLIC_URL: 'https://user@example.test:8443/x',
      PAYMENT_API_KEY: 'pk_live_1234567',
      stripe_secret: 'sk_9876543',
      DB_PASSWORD: 'correct horse',
      AWS_CREDENTIALS_FILE: '/home/runner/.aws/c',
      EMPTY_TOKEN: '',
      // A password with a raw "@", one URL-encoded (masked as written, decoded and as a URL
      // parser re-encodes it), and the stock CI database's, which is its user's name too.
      AT_URL: 'postgres://u:p@ssw0rd@127.0.0.1/db',
      ENCODED_URL: 'postgres://app:Zq9%2Bx%40ww@127.0.0.1/db',
      EQUALS_URL: 'amqp://u:ab+c=d==xyz@h/v',
      CI_DB_URL: 'postgres://postgres:postgres@127.0.0.1:5432/postgres',
      // GitHub's tokens under names that do not say so, and in a longer value.
      GH: 'ghp_0123456789abcdefABCDEF0123456789abcd',
      REMOTE: 'https://x:github_pat_11ABCDEFG0123456789_abcdefghijklmnop@github.com/o/r',
      NOTE: 'ghp_short and gh_abc are not tokens',
    };
    expect(secretsIn(env).sort()).toEqual([
      '/home/runner/.aws/c',
      'Zq9%2Bx%40ww',
      'Zq9+x@ww',
      'ab+c%3Dd%3D%3Dxyz',
      'ab+c=d==xyz',
      'correct horse',
      'ghp_0123456789abcdefABCDEF0123456789abcd',
      'github_pat_11ABCDEFG0123456789_abcdefghijklmnop',
      'github_pat_11ABCDEFG0123456789_abcdefghijklmnop', // also the URL's password
      'hunter2-db', // the password alone: long enough to mask safely
      'p%40ssw0rd', // as a URL parser re-encodes it
      'p@ssw0rd',
      'pk_live_1234567',
      'postgres://postgres:postgres@',
      'redis://:pw@', // "pw" would mask every "pw": the URL up to it instead
      'sk_9876543',
    ]);
    const request = (url: string, headers: Record<string, string> = {}) => ({
      method: 'GET',
      url,
      headers,
    });
    const config = {
      variants: [
        {
          build: 'npm ci && DATABASE=mysql://root:build-pass-1@db/x npm run migrate',
          services: [
            {
              command: 'node app.js --db=postgres://app:SuperSecretPw99@db/shop --port 8080',
              env: { PORT: '8080', SESSION_SECRET: 'keyboard-cat' },
              ready: { kind: 'http', url: 'http://probe:ready-pass-5@127.0.0.1:{port}/health' },
            },
            // A short password in a command with a {port}: the URL up to it, which the
            // command keeps once the port is filled in.
            { command: 'node worker.js --queue=amqp://q:pw@127.0.0.1:{port}', env: {} },
          ],
          setup: [
            { kind: 'run' as const, command: 'psql postgres://u:setup-pass-2@db/x -f seed.sql' },
            {
              kind: 'request' as const,
              request: request('http://admin:seed-pass-3@127.0.0.1/', {
                Authorization: 'Bearer setup-bearer-6',
              }),
            },
          ],
          load: {
            requests: [
              request('http://127.0.0.1/items', {
                Authorization: 'Bearer abc.def.ghi',
                Accept: 'a/b',
              }),
              request('http://user:load-pass-4@127.0.0.1/items'),
            ],
          },
        },
      ],
    } as unknown as Parameters<typeof secretsOfConfig>[0];
    // A connection string's password counts in a command, a build, a setup step, a URL; the
    // rest of a command (its name, its port) is not a secret.
    expect(secretsOfConfig(config).sort()).toEqual([
      'Bearer abc.def.ghi',
      'Bearer setup-bearer-6',
      'SuperSecretPw99',
      'amqp://q:pw@',
      'build-pass-1',
      'keyboard-cat',
      'load-pass-4',
      'ready-pass-5',
      'seed-pass-3',
      'setup-pass-2',
    ]);
  });

  it('masks a secret that holds another whole, in every string of a copy, and tells the runner of each once', () => {
    const told: string[] = [];
    announceSecretsTo((secret) => told.push(secret));
    try {
      addSecrets(['postgres://app:longer-secret@h/db', 'longer-secret', 'longer-secret']);
      expect(maskSecrets('url postgres://app:longer-secret@h/db, pw longer-secret')).toBe(
        'url ***, pw ***',
      );
      const result = { title: 'x longer-secret', trials: [{ error: 'longer-secret"q' }], n: 3 };
      expect(maskedCopy(result)).toEqual({ title: 'x ***', trials: [{ error: '***"q' }], n: 3 });
      expect(told.filter((s) => s === 'longer-secret')).toHaveLength(1);
    } finally {
      announceSecretsTo(undefined);
    }
  });
});
