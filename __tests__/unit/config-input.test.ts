/**
 * Config input that is too large, too deep, repeated or outside the sane range: every such
 * file gives config problems that name the field, the limit and why, in one pass.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  configFromInputs,
  LIMITS,
  parseConfigText,
  YAML_LIMITS,
} from '../../src/config/index.js';
import { readConfigFile } from '../../src/modes/config-file.js';

const VALID = `services:
  - name: api
    command: node server.js
    ready: http://127.0.0.1:5000/health
load:
  url: http://127.0.0.1:5000/
  connections: 1
baseline: { name: off }
variants: [{ name: on, env: { A: "1" } }]
`;

function problemsOf(text: string): { path: string; message: string }[] {
  try {
    parseConfigText(text, 'perf-gate.yml');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
  throw new Error('expected the config to be rejected');
}

const withLoad = (lines: string) =>
  VALID.replace('  connections: 1\n', `  connections: 1\n${lines}`);

describe('bounds: values far beyond any real experiment are config errors that say the limit and why', () => {
  it.each([
    ['rounds: 1e9', `${VALID}rounds: 1e9\n`, 'rounds', /at most 1000 \(.+\), got 1000000000/],
    [
      'connections: 1e9',
      VALID.replace('connections: 1', 'connections: 1e9'),
      'load.connections',
      /at most 10000 \(.*file descriptors or memory\)/,
    ],
    ['pipelining: 1e9', withLoad('  pipelining: 1e9\n'), 'load.pipelining', /at most 1000 \(/],
    [
      'duration: 99999999999h',
      withLoad('  duration: 99999999999h\n'),
      'load.duration',
      /at most 1h \(.+\), got "99999999999h"/,
    ],
    ['timeout: 99999999h', withLoad('  timeout: 99999999h\n'), 'load.timeout', /at most 10m \(/],
    [
      'a readiness timeout of a year',
      VALID.replace(
        'ready: http://127.0.0.1:5000/health',
        'ready: { url: "http://127.0.0.1:5000/health", timeout: 8760h }',
      ),
      'services[0].ready.timeout',
      /at most 1h/,
    ],
    ['rate: 1e9', withLoad('  rate: 1e9\n'), 'load.rate', /at most 1000000/],
    [
      `${LIMITS.variants.max + 1} variants`,
      VALID.replace(
        'variants: [{ name: on, env: { A: "1" } }]',
        `variants: [${Array.from({ length: LIMITS.variants.max + 1 }, (_, i) => `{ name: v${i} }`).join(', ')}]`,
      ),
      'variants',
      /at most 20 \(/,
    ],
    [
      'a status code of 1000',
      VALID.replace(
        'ready: http://127.0.0.1:5000/health',
        'ready: { url: "http://127.0.0.1:5000/", status: 1000 }',
      ),
      'services[0].ready.status',
      /100 to 599/,
    ],
  ])('%s', (_title, text, path, message) => {
    const problem = problemsOf(text).find((p) => p.path === path);
    expect(problem, JSON.stringify(problemsOf(text))).toBeDefined();
    expect(problem!.message).toMatch(message);
  });

  it('keeps every duration within the range of Node timers (2^31 ms)', () => {
    for (const limit of Object.values(LIMITS)) {
      if ('maxMs' in limit) expect(limit.maxMs).toBeLessThan(2 ** 31);
    }
  });

  it('accepts warmup: 0 as "no warm-up", from a file and from the action input', () => {
    const config = parseConfigText(withLoad('  warmup: 0\n'), 'perf-gate.yml');
    expect(config.variants[0].load.warmup).toEqual({ durationMs: 0 });
    const simple = configFromInputs({
      command: 'node server.js',
      ready: '',
      url: 'http://127.0.0.1:3000/',
      connections: '',
      duration: '',
      requests: '',
      rounds: '',
      warmup: '0',
      baselineName: '',
      baselineEnv: '',
      variantName: '',
      variantEnv: '',
      failOn: '',
      seed: '',
    });
    expect(simple.variants[0].load.warmup).toEqual({ durationMs: 0 });
    expect(problemsOf(withLoad('  duration: 0s\n'))[0]).toMatchObject({
      path: 'load.duration',
      message: expect.stringMatching(/longer than 0/),
    });
  });
});

describe('size, depth and aliases: a hostile file costs neither minutes nor a stack trace', () => {
  it('refuses text over the size limit before parsing it', () => {
    // Broken YAML: had it been parsed, the problem would be a syntax error.
    const text = `${VALID}broken: [${'x'.repeat(YAML_LIMITS.bytes)}`;
    expect(problemsOf(text)).toEqual([
      {
        path: '(file)',
        message: expect.stringMatching(/is 1\.0 MB; a config may be at most 1 MB/),
      },
    ]);
  });

  it('refuses a file over the size limit by its size', () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-config-'));
    const file = join(dir, 'perf-gate.yml');
    writeFileSync(file, `${VALID}# ${'x'.repeat(YAML_LIMITS.bytes)}\n`);
    expect(() => readConfigFile(file)).toThrow(/at most 1 MB/);
  });

  it('gives one problem for an alias bomb', () => {
    let bomb = 'a: &a ["x","x","x","x","x","x","x","x","x"]\n';
    const names = 'bcdefghi';
    for (const [i, name] of [...names].entries()) {
      bomb += `${name}: &${name} [${Array(9)
        .fill(`*${i === 0 ? 'a' : names[i - 1]}`)
        .join(',')}]\n`;
    }
    expect(problemsOf(bomb)).toEqual([
      { path: '(top)', message: expect.stringMatching(/aliases \(\*name\) expand/) },
    ]);
  });

  it.each([
    // Both were called an alias bomb ("expand to more than 100 times"), or a bare parser error.
    [
      'an alias whose anchor is spelt otherwise',
      'x-env: &shared-env { A: "1" }\nb:\n  env: *shared_env\n',
      {
        path: 'line 3',
        message: '*shared_env names no anchor — did you mean *shared-env (&shared-env)?',
      },
    ],
    [
      // It read "did you mean *common (&common)?".
      'an alias above its anchor',
      'b:\n  env: *common\nx-common: &common { A: "1" }\n',
      {
        path: 'line 2',
        message: expect.stringMatching(
          /^\*common comes before its anchor &common: YAML reads an anchor before its aliases/,
        ),
      },
    ],
    [
      'an alias of no anchor',
      'b:\n  env: *nope\n',
      {
        path: 'line 2',
        message: expect.stringMatching(
          /^\*nope names no anchor: write &nope on the value it repeats/,
        ),
      },
    ],
    [
      'a merge of an alias of no anchor',
      'b:\n  <<: *common\n  c: 1\n',
      {
        path: 'line 2',
        message: expect.stringMatching(/^merges \(<<\) what is not a mapping: write <<: \*name/),
      },
    ],
  ])('names %s where it is written', (_title, text, problem) => {
    expect(problemsOf(text)).toEqual([problem]);
  });

  it.each([
    ['flow', `${VALID}x: ${'['.repeat(5000)}${']'.repeat(5000)}\n`],
    ['block', `${VALID}x:\n  ${'- '.repeat(5000)}1\n`],
    ['indented', Array.from({ length: 200 }, (_, i) => `${' '.repeat(i)}a:`).join('\n')],
  ])('gives one problem for deep %s nesting', (_kind, text) => {
    expect(problemsOf(text)).toEqual([
      {
        path: expect.stringMatching(/^line \d+$/),
        message: expect.stringMatching(/more than 64 levels/),
      },
    ]);
  });

  it('still reports a key written twice, with both lines, at any depth', () => {
    const problems = problemsOf(withLoad('  connections: 2\n') + 'rounds: 3\nrounds: 4\n');
    expect(problems).toEqual([
      { path: 'load.connections', message: 'is written twice (lines 7 and 8); keep one' },
      { path: 'rounds', message: 'is written twice (lines 11 and 12); keep one' },
    ]);
  });
});

describe('YAML as people write it', () => {
  it('supports merge keys, with anchors under a top-level x- key', () => {
    const config = parseConfigText(
      VALID.replace(
        'variants: [{ name: on, env: { A: "1" } }]',
        `x-common: &common { env: { A: "1", B: "2" } }
variants:
  - <<: *common
    name: on`,
      ),
      'perf-gate.yml',
    );
    expect(config.variants[1].services[0].env).toMatchObject({ A: '1', B: '2' });
  });

  it.each([
    [
      'ready',
      VALID.replace(
        'ready: http://127.0.0.1:5000/health',
        'ready: {url: http://127.0.0.1:{port}/health}',
      ),
      4,
    ],
    [
      'load',
      VALID.replace(
        'load:\n  url: http://127.0.0.1:5000/\n',
        'load: { url: http://127.0.0.1:{port}/ }\n',
      ),
      5,
    ],
  ])(
    'says "quote it" once for a {port} URL unquoted in a flow mapping (%s)',
    (_key, text, line) => {
      expect(problemsOf(text)).toEqual([
        {
          path: `line ${line}`,
          message: expect.stringMatching(/^quote the URL that holds \{port\}/),
        },
      ]);
    },
  );

  it.each([
    [
      'a whole request, its method with its URL',
      'load: { url: "http://127.0.0.1:{port}/" }\nsetup: [{ request: GET http://127.0.0.1:{port}/reset }]\n',
      'line 2',
      'request',
      'GET http://127.0.0.1:{port}/reset',
    ],
    [
      'another value that holds {port}',
      'services: [{ name: api, command: node a.js --port {port} }]\nload: { url: "http://127.0.0.1:{port}/" }\n',
      'line 1',
      'value',
      'node a.js --port {port}',
    ],
  ])('says "quote it" once for %s in a flow mapping', (_what, text, line, kind, held) => {
    expect(problemsOf(text)).toEqual([
      {
        path: line,
        message: `quote the ${kind} that holds {port} inside { … }: "${held}" (unquoted, YAML reads its braces as a mapping)`,
      },
    ]);
  });
});

describe('every problem in one pass', () => {
  it('lists cross-field problems together with schema problems', () => {
    const problems = problemsOf(
      withLoad('  requests: 100\n  duration: 5s\n  rate: fast\n') +
        'lifecycle: shared\nvarients: []\n',
    );
    expect(problems.map((p) => p.path).sort()).toEqual([
      'lifecycle',
      'load.rate',
      'load.requests',
      'varients',
    ]);
  });

  it('lists cross-field problems when a list item is broken too', () => {
    const problems = problemsOf(
      withLoad('  stages: [{ duration: 5s, rate: fast }]\n  requests: 100\n  duration: 5s\n'),
    );
    expect(problems.map((p) => p.path).sort()).toEqual(['load.requests', 'load.stages[0].rate']);
  });
});

describe('a file of thousands of stray keys: the list is cut, and so is the work behind it', () => {
  // 60 keys each two edits from "rounds" (a did-you-mean would name it), then a cross-field
  // problem (requests and duration together) that the schema alone does not see.
  const strayKeys = Array.from(
    { length: 60 },
    (_, i) =>
      `rounds${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}: 1\n`,
  ).join('');
  const crossField = withLoad('  requests: 100\n  duration: 5s\n');

  it('suggests a near key for the first 50 problems only, and counts the rest', () => {
    let error: ConfigError | undefined;
    try {
      parseConfigText(crossField + strayKeys, 'perf-gate.yml');
    } catch (thrown) {
      error = thrown as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = error!.problems;
    expect(problems).toHaveLength(60);
    expect(problems.slice(0, 50).every((p) => /did you mean "rounds"/.test(p.message))).toBe(true);
    expect(problems.slice(50).map((p) => p.message)).toEqual(Array(10).fill('unknown key'));
    const lines = error!.message.split('\n');
    expect(lines).toHaveLength(1 + 50 + 1);
    expect(lines.at(-1)).toBe(
      '  … and 10 more; fix these and validate again (checks across fields run once fewer remain)',
    );
  });

  it('runs the checks across fields as long as the list is not cut', () => {
    const fewer = strayKeys.split('\n').slice(0, 49).join('\n') + '\n';
    const paths = problemsOf(crossField + fewer).map((p) => p.path);
    expect(paths).toHaveLength(50);
    expect(paths).toContain('load.requests');
  });
});

describe('readiness probes and setup requests stay on this machine unless allowed', () => {
  const metadata = 'http://169.254.169.254/latest/meta-data';
  it.each([
    ['an HTTP probe', VALID.replace('http://127.0.0.1:5000/health', metadata), 'services[0].ready'],
    [
      'a TCP probe',
      VALID.replace('ready: http://127.0.0.1:5000/health', 'ready: { tcp: "169.254.169.254:80" }'),
      'services[0].ready',
    ],
    ['a setup request', `${VALID}setup: [{ request: "GET ${metadata}" }]\n`, 'setup[0].request'],
    [
      'a variant setup request',
      VALID.replace(
        '{ name: on, env: { A: "1" } }',
        `{ name: on, setup: [{ request: { url: "${metadata}" } }] }`,
      ),
      'variants[0].setup[0].request',
    ],
  ])('refuses %s to 169.254.169.254 and says how to allow it', (_title, text, path) => {
    expect(problemsOf(text)).toEqual([
      {
        path,
        message: expect.stringMatching(
          /"169\.254\.169\.254".*allow-hosts: \["169\.254\.169\.254"\]/,
        ),
      },
    ]);
    const allowed = parseConfigText(`${text}allow-hosts: [169.254.169.254]\n`, 'perf-gate.yml');
    expect(allowed.variants).toHaveLength(2);
  });

  it('keeps load URLs on this machine even with allow-hosts', () => {
    const text = `${VALID.replace('url: http://127.0.0.1:5000/', 'url: http://10.0.0.5/')}allow-hosts: [10.0.0.5]\n`;
    expect(problemsOf(text).map((p) => p.path)).toEqual(['load.url']);
  });
});
