import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  configFromInputs,
  parseConfigText,
  validateConfig,
  type SimpleInputs,
} from '../../src/config/index.js';
import { withVariantsFromCommits } from '../../src/config/slicing.js';
import { parseDuration, parsePercent } from '../../src/config/units.js';

const valid = {
  services: [{ name: 'api', command: 'node server.js', ready: 'http://127.0.0.1:5000/health' }],
  load: { url: 'http://127.0.0.1:5000/', connections: 1, requests: 1000 },
  baseline: { name: 'off', env: { OTEL: 'off' } },
  variants: [{ name: 'on', env: { OTEL: 'on' } }],
};

function problemsOf(raw: unknown): { path: string; message: string }[] {
  try {
    validateConfig(raw, 'perf-gate.yml');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected the config to be rejected');
}

// Tests break configs on purpose, in ways the types would not allow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = any;
const patch = (change: (c: Raw) => void) => {
  const copy = structuredClone(valid) as Raw;
  change(copy);
  return copy;
};

describe('broken configs are rejected with the path and a message a user can act on', () => {
  it.each([
    [
      'a string where a number goes',
      patch((c) => (c.load.connections = 'many')),
      'load.connections',
      /positive whole number, got "many"/,
    ],
    [
      'a negative count',
      patch((c) => (c.load.requests = -5)),
      'load.requests',
      /positive whole number, got -5/,
    ],
    [
      'a fractional count',
      patch((c) => (c.load.connections = 1.5)),
      'load.connections',
      /whole number/,
    ],
    [
      'a bad duration',
      patch((c) => {
        delete c.load.requests;
        c.load.duration = 'ten seconds';
      }),
      'load.duration',
      /duration like "500ms", "30s" or "2m"/,
    ],
    [
      'a rate that is not a number',
      patch((c) => {
        c.variants[0].load = { rate: 'fast' };
      }),
      'variants[0].load.rate',
      /positive number, got "fast"/,
    ],
    [
      'an unknown top-level key with a suggestion',
      patch((c) => (c.varients = [])),
      'varients',
      /unknown key — did you mean "variants"\?/,
    ],
    [
      'an unknown nested key with a suggestion',
      patch((c) => (c.load.conections = 4)),
      'load.conections',
      /did you mean "connections"\?/,
    ],
    [
      // `url:` written at column 0 under `load:`: an indentation, not a typo ("did you mean url").
      'a key of a section written at the top',
      patch((c) => {
        c.duration = '2s';
      }),
      'duration',
      /^is not a key here; it is a key of load: indent it under load:$/,
    ],
    [
      'a key of a section one level down, in a variant',
      patch((c) => (c.variants[0].load = { until: 'steady' })),
      'variants[0].load.until',
      /^is not a key here; it is a key of warmup: indent it under warmup:$/,
    ],
    [
      // Not "indent it under ready:": there is no ready under load.
      "a key of another section's child",
      patch((c) => (c.load.status = 200)),
      'load.status',
      /^unknown key here — it is a key of ready \(under services\)$/,
    ],
    [
      // A 200 kB value was quoted whole.
      'a very long value',
      patch((c) => (c.load.duration = 'x'.repeat(200_000))),
      'load.duration',
      /got "x{119}… \(200002 characters\)$/,
    ],
    [
      // YAML reads 400 digits as Infinity, which JSON quotes as null.
      'a number too large to be one',
      patch((c) => (c.load.connections = Infinity)),
      'load.connections',
      /got Infinity$/,
    ],
    [
      // The list of forms said nothing of a "-" too many.
      'a setup step that is only a when',
      patch((c) => (c.setup = [{ run: 'ls' }, { when: 'both' }])),
      'setup[1]',
      /^has no request or run; if when belongs to the entry above, remove the "-" before it \(it must be/,
    ],
    [
      'a top-level warmup written as a time',
      patch((c) => (c.warmup = '5s')),
      'warmup',
      /goes under load: as load\.warmup/,
    ],
    [
      'an empty list of steps',
      patch((c) => (c.load.steps = [])),
      'load.steps',
      /^lists no request: list at least one, or remove steps and give url$/,
    ],
    [
      'alpha as a percentage',
      patch((c) => (c.gate = { alpha: '5%' })),
      'gate.alpha',
      /e\.g\. 0\.05 \(not "5%"\)/,
    ],
    [
      // It was accepted: a drop of 200% cannot happen, so the gate could never fail.
      'a throughput tolerance of 100% or more',
      patch((c) => (c.gate = { throughput: '200%' })),
      'gate.throughput',
      /^must be under 100%: a drop of 100% or more cannot happen/,
    ],
    [
      // It was "Invalid input".
      'a quoted ready status',
      patch(
        (c) => (c.services[0].ready = { url: 'http://127.0.0.1:{port}/health', status: '200' }),
      ),
      'services[0].ready.status',
      /^must be an HTTP status code from 100 to 599 \(a number, without quotes\), or a list of them like \[200, 204\], got "200"$/,
    ],
    [
      // It was accepted.
      'a load body that is neither text nor a mapping',
      patch((c) => (c.load.body = 5)),
      'load.body',
      /^must be text, or a mapping \(sent as JSON\), got 5$/,
    ],
    [
      // It was accepted, and the shell got "--port {PORT}" as written.
      '{PORT} in a command',
      patch((c) => (c.services[0].command = 'node s.js --port {PORT}')),
      'services[0].command',
      /write \{port\} or \{port:name\}, in lower case, got "\{PORT\}"$/,
    ],
    [
      'a variant env value that is {PORT}',
      patch((c) => (c.variants[0].env.PORT = '{PORT}')),
      'variants[0].env.PORT',
      /in lower case, got "\{PORT\}"$/,
    ],
    [
      // It was accepted, and the url went unused.
      'a url beside steps',
      patch((c) => (c.load.steps = ['GET http://127.0.0.1:{port}/a'])),
      'load.url',
      /^sits beside steps, which name the requests, so url would go unused: write this request as one of the steps, or remove steps$/,
    ],
    [
      // It was accepted: {port:app} and a variant's services entry named either.
      'two services of one name',
      patch((c) => {
        c.services[0].ready = { tcp: '{port}' };
        c.services.push({ name: c.services[0].name, command: 'node other.js' });
      }),
      'services[1].name',
      /is already the name of services\[0\]; give each service its own name$/,
    ],
    [
      // Nothing can be indented under a string.
      'a status beside a ready URL',
      patch((c) => {
        c.services[0].ready = 'http://127.0.0.1:{port}/health';
        c.services[0].status = 204;
      }),
      'services[0].status',
      /^is a key of ready written as a mapping, and ready here is a string: write ready: \{ …, status: … \}/,
    ],
    [
      // It was "did you mean "report"?", the nearest key anywhere.
      'a port key on a service',
      patch((c) => (c.services[0].port = 5000)),
      'services[0].port',
      /perf-gate picks a free port for each service: write \{port\} where the service reads it/,
    ],
    [
      'a misspelt key, told the nearest of its own mapping',
      patch((c) => (c.load.warmup = { reqests: 100 })),
      'load.warmup.reqests',
      /did you mean "requests"\?$/,
    ],
    [
      'a key of another section at the same depth',
      patch((c) => (c.load.name = 'x')),
      'load.name',
      /^unknown key here — it is a key of services or baseline or variants$/,
    ],
    [
      'a top-level key indented under a section',
      patch((c) => (c.load.rounds = 3)),
      'load.rounds',
      /^unknown key here — it goes at the top of the file, not indented \(or it is a key of profile\)$/,
    ],
    [
      // Not "goes at the top": the top's warmup counts rounds; a variant's load has its own.
      "a load's key written in a variant",
      patch((c) => (c.variants[0].warmup = '5s')),
      'variants[0].warmup',
      /^is not a key here; it is a key of load: indent it under load:$/,
    ],
    [
      'an unknown key made of known ones',
      patch((c) => (c.load['arrival-rate'] = 2)),
      'load.arrival-rate',
      /^unknown key — did you mean "arrival" or "rate"\?$/,
    ],
    [
      'a rate written with its unit',
      patch((c) => {
        delete c.load.requests;
        c.load.rate = '200/s';
      }),
      'load.rate',
      /^must be a positive number, got "200\/s" — write the number alone, without quotes or units: 200$/,
    ],
    [
      'a misspelt choice',
      patch((c) => (c.lifecycle = 'sharde')),
      'lifecycle',
      /^must be "fresh" or "shared", got "sharde" — did you mean "shared"\?$/,
    ],
    [
      'an unknown key without a near match',
      patch((c) => (c.banana = 1)),
      'banana',
      /^unknown key$/,
    ],
    ['a missing baseline', patch((c) => delete c.baseline), 'baseline', /is required/],
    ['no variants', patch((c) => (c.variants = [])), 'variants', /at least one variant/],
    ['no services', patch((c) => (c.services = [])), 'services', /at least one service/],
    [
      'a service without command',
      patch((c) => delete c.services[0].command),
      'services[0].command',
      /is required/,
    ],
    [
      'an empty name',
      patch((c) => (c.variants[0].name = '  ')),
      'variants[0].name',
      /non-empty string/,
    ],
    [
      'a duplicate variant name',
      patch((c) => (c.variants[0].name = 'off')),
      'variants[0].name',
      /already the name of baseline/,
    ],
    [
      'requests and duration together',
      patch((c) => (c.load.duration = '10s')),
      'load.requests',
      /either requests .* or duration, not both/,
    ],
    [
      'stages without a rate',
      patch((c) => {
        delete c.load.requests;
        c.load.stages = [{ duration: '30s', rate: 100 }];
      }),
      'load.stages',
      /set load.rate too/,
    ],
    [
      'a rate with a request count',
      patch((c) => (c.load.rate = 100)),
      'load.rate',
      /remove requests/,
    ],
    [
      'a URL on another machine',
      patch((c) => (c.load.url = 'http://10.0.0.5:5000/')),
      'load.url',
      /not on this machine/,
    ],
    ['no URL at all', patch((c) => delete c.load.url), 'load.url', /is required: the URL to load/],
    [
      'an arrival process without a rate',
      patch((c) => (c.load.arrival = 'poisson')),
      'load.arrival',
      /set load.rate too/,
    ],
    [
      'an unknown arrival process',
      patch((c) => {
        delete c.load.requests;
        c.load.rate = 100;
        c.load.arrival = 'bursty';
      }),
      'load.arrival',
      /"constant" or "poisson"/,
    ],
    [
      'a ref with spaces',
      patch((c) => (c.baseline.ref = 'my branch')),
      'baseline.ref',
      /"base", a branch, a tag or a commit SHA, got "my branch"/,
    ],
    [
      'a shared app with a ref variant',
      patch((c) => {
        c.lifecycle = 'shared';
        delete c.baseline.env;
        delete c.variants[0].env;
        c.baseline.ref = 'base';
      }),
      'lifecycle',
      /set env, services, ref or build/,
    ],
    [
      'a {port:name} that names no service with a port',
      patch((c) => (c.load.url = 'http://127.0.0.1:{port:db}/')),
      // Where it is written, not "baseline", which the user did not touch.
      'load',
      /\{port:db\} names no service with a port/,
    ],
    [
      '{port} where no service asks for a port',
      patch((c) => {
        c.services[0].ready = 'http://127.0.0.1:3998/health';
        c.load.url = 'http://127.0.0.1:{port}/';
      }),
      'load',
      /no service asks for one\. Write \{port\} in the command, env or ready of the service it means/,
    ],
    [
      '{PORT} for {port}',
      patch((c) => (c.load.url = 'http://127.0.0.1:{PORT}/')),
      'load.url',
      /write \{port\} or \{port:name\}, in lower case/,
    ],
    [
      'a closed baseline against an open variant',
      patch((c) => {
        delete c.load.requests;
        c.variants[0].load = { rate: 200 };
      }),
      'variants[0].load.rate',
      /sets an arrival rate where the baseline has none: .* give every variant the same model/,
    ],
    [
      'an open baseline against closed variants: once, at the baseline',
      patch((c) => {
        delete c.load.requests;
        c.baseline.load = { rate: 200 };
        c.variants.push({ name: 'second', env: { X: '2' } });
      }),
      'baseline.load.rate',
      /^sets an arrival rate where every variant has none: /,
    ],
    [
      'pipelining in the shared load with rates in the variants: where it is written',
      patch((c) => {
        delete c.load.requests;
        c.load.pipelining = 4;
        c.baseline.load = { rate: 100 };
        c.variants[0].load = { rate: 100 };
      }),
      'load.pipelining',
      /remove pipelining/,
    ],
    [
      'a placeholder naming no port in a variant env',
      patch((c) => (c.variants[0].env.BACKEND = 'http://127.0.0.1:{port:nope}/')),
      'variants[0].env',
      /\{port:nope\} names no service with a port/,
    ],
    [
      // Braces in a query are the user's own text: only a port's placeholder is checked.
      'a {Port} in a query, with a {PORT} port',
      patch((c) => (c.load.url = 'http://127.0.0.1:{PORT}/search?q={Port}')),
      'load.url',
      /write \{port\} or \{port:name\}, in lower case/,
    ],
    [
      // It threw "Invalid URL" with no field named.
      '{PORT} in a step',
      patch((c) => {
        delete c.load.url;
        c.load.steps = ['GET http://127.0.0.1:{PORT}/'];
      }),
      'load.steps[0]',
      /write \{port\} or \{port:name\}, in lower case/,
    ],
    [
      // It was accepted, and every trial's setup failed.
      '{PORT} in a setup request',
      patch((c) => (c.setup = [{ request: 'POST http://127.0.0.1:{PORT}/reset' }])),
      'setup[0].request',
      /write \{port\} or \{port:name\}, in lower case/,
    ],
    [
      '{Port} in a ready URL',
      patch((c) => (c.services[0].ready = 'http://127.0.0.1:{Port}/health')),
      'services[0].ready',
      /write \{port\} or \{port:name\}, in lower case/,
    ],
    [
      'a misspelt choice with its own words',
      patch((c) => {
        delete c.load.requests;
        c.load.rate = 100;
        c.load.arrival = 'poison';
      }),
      'load.arrival',
      /^must be "constant" or "poisson", got "poison" — did you mean "poisson"\?$/,
    ],
    [
      'pipelining in an open model',
      patch((c) => {
        delete c.load.requests;
        c.load.rate = 100;
        c.load.pipelining = 4;
      }),
      'load.pipelining',
      /one at a time on a connection; remove pipelining/,
    ],
    [
      // The app would listen on 3999 while the probe and the load go to the port perf-gate picked.
      'a fixed PORT in env while the URLs say {port}',
      patch((c) => {
        delete c.services[0].ready;
        c.services[0].env = { PORT: '3999' };
        c.load.url = 'http://127.0.0.1:{port}/items';
      }),
      'services[0].env.PORT',
      /"3999" would override the port perf-gate picks for service "api" .* remove PORT from env/,
    ],
    [
      'a fixed PORT a variant sets while the URLs say {port}',
      patch((c) => {
        c.services[0].ready = { tcp: '{port}' };
        c.variants[0].env.PORT = '8080';
        c.load.url = 'http://127.0.0.1:{port}/';
      }),
      'variants[0].env.PORT',
      /"8080" would override the port perf-gate picks/,
    ],
    [
      'one round',
      patch((c) => (c.rounds = 1)),
      'rounds',
      /at least 2: a paired comparison needs two rounds, got 1/,
    ],
    [
      'both a fixed and a sequential size',
      patch((c) => Object.assign(c, { rounds: 10, 'max-rounds': 20 })),
      'max-rounds',
      /either rounds \(a fixed number of rounds\) or max-rounds/,
    ],
    [
      'a budget on a fixed size',
      patch((c) => Object.assign(c, { rounds: 10, budget: '10m' })),
      'budget',
      /bounds sequential rounds; remove rounds/,
    ],
    [
      'more rounds than the boundaries were calibrated for',
      patch((c) => Object.assign(c, { 'max-rounds': 61 })),
      'max-rounds',
      /whole number from 3 to 60/,
    ],
    [
      'the permutation test with sequential rounds',
      patch((c) => (c.gate = { test: 'permutation' })),
      'gate.test',
      /needs a fixed size: set rounds/,
    ],
    [
      'the permutation test with too few rounds for its gated family',
      patch((c) => {
        c.rounds = 5;
        c.gate = { test: 'permutation', throughput: '5%', p99: '10%' };
      }),
      'rounds',
      /5 rounds cannot reach α = 0.05 with the permutation test over 3 gated comparisons .*use at least 6 rounds, gate.test: t, or cpu: off \(CPU per request is gated by default\)/,
    ],
    [
      'a percentage without %',
      patch((c) => (c.gate = { throughput: 5 })),
      'gate.throughput',
      /percentage like "5%"/,
    ],
    [
      'a gate on a metric that is not measured',
      patch((c) => (c.gate = { memory: '5%' })),
      'gate.memory',
      /unknown key/,
    ],
    [
      'an override of a service that does not exist',
      patch((c) => (c.variants[0].services = [{ name: 'db', command: 'x' }])),
      'variants[0].services[0].name',
      /no service named "db"/,
    ],
    [
      'shared lifecycle with env variants',
      patch((c) => (c.lifecycle = 'shared')),
      'lifecycle',
      /some variants set env/,
    ],
    [
      'an invalid TCP probe',
      patch((c) => (c.services[0].ready = { tcp: 'nope' })),
      'services[0].ready.tcp',
      /port number, "host:port" or "\{port\}", got "nope"/,
    ],
    [
      'a probe that is neither URL nor object',
      patch((c) => (c.services[0].ready = 5000)),
      'services[0].ready',
      /URL, \{ url, status, timeout \} or \{ tcp: PORT \}/,
    ],
    [
      'a second service without a probe',
      patch((c) => c.services.unshift({ name: 'db', command: 'db' })),
      'services[0].ready',
      /needs a readiness probe/,
    ],
    [
      'a bad setup step',
      patch((c) => (c.setup = [{ curl: 'x' }])),
      'setup[0].curl',
      /^unknown key \(setup\[0\] must be \{ request: "GET http/,
    ],
    [
      // The list of the shapes said nothing of which key was wrong.
      'a misspelt key of a setup step',
      patch((c) => (c.setup = [{ rn: 'ls', timeout: '5s' }])),
      'setup[0].rn',
      /^unknown key — did you mean "run"\?/,
    ],
    [
      'a misspelt when of a setup step',
      patch((c) => (c.setup = [{ request: 'GET http://127.0.0.1:{port}/', when: 'mesure' }])),
      'setup[0].when',
      /got "mesure" — did you mean "measure"\?$/,
    ],
    [
      'a setup step that is both kinds',
      patch((c) => (c.setup = [{ request: 'GET http://127.0.0.1:{port}/', run: 'ls' }])),
      'setup[0]',
      /^mixes two forms, \{ request \} and \{ run \}: keep one/,
    ],
    [
      // YAML reads `tcp: {port}` as the mapping { port: null }.
      'an unquoted {port} in a tcp probe',
      patch((c) => (c.services[0].ready = { tcp: { port: null } })),
      'services[0].ready.tcp',
      /YAML reads \{port\} without quotes as a mapping: write "\{port\}"$/,
    ],
    [
      'an unquoted {port:name} in a tcp probe',
      patch((c) => (c.services[0].ready = { tcp: { port: 'db' } })),
      'services[0].ready.tcp',
      /write "\{port:db\}"$/,
    ],
    [
      // A form that is a word ("steady") is not a form of mappings: no "has both ," here.
      'a misspelt word inside a mapping form of warmup',
      patch((c) => (c.load.warmup = { until: 'stedy' })),
      'load.warmup.until',
      /^must be "steady", got "stedy"/,
    ],
    [
      'a misspelt key of placement',
      patch((c) => (c.placement = { engine: '0', servces: '1' })),
      'placement.servces',
      /^unknown key — did you mean "services"\?$/,
    ],
    [
      'a status beside a tcp probe',
      patch((c) => (c.services[0].ready = { tcp: 5000, status: 200 })),
      'services[0].ready.status',
      /^is a key of another form of ready; it does not go with tcp$/,
    ],
    [
      'a url probe with a misspelt key',
      patch((c) => (c.services[0].ready = { url: 'http://127.0.0.1:{port}/', stauts: 200 })),
      'services[0].ready.stauts',
      /did you mean "status"\?/,
    ],
    [
      're-runs as a bare fraction',
      patch((c) => (c.reruns = 0.3)),
      'reruns',
      /whole number of extra rounds .* or a share of the rounds like "30%"/,
    ],
    [
      'an env value that is a list',
      patch((c) => (c.baseline.env = { A: [1] })),
      'baseline.env.A',
      /string, number or boolean/,
    ],
  ])('%s', (_title, raw, path, message) => {
    const problems = problemsOf(raw);
    const problem = problems.find((p) => p.path === path);
    expect(problem, `problems: ${JSON.stringify(problems)}`).toBeDefined();
    expect(problem!.message).toMatch(message);
  });

  it('takes a mapping as the load body, as a step does, and a method in lower case', () => {
    // Both were refused: load.body took only text, a request line only an upper-case method.
    const config = validateConfig(
      patch((c) => {
        c.load.body = { a: 1 };
        c.setup = [{ request: 'post http://127.0.0.1:5000/reset' }];
      }),
      'perf-gate.yml',
    );
    expect(config.variants[0].load.requests[0].body).toBe('{"a":1}');
    expect(config.variants[0].setup[0]).toMatchObject({ request: { method: 'POST' } });
  });

  it.each([
    ["the shell's own ${PORT} (perf-gate sets PORT)", 'node s.js --port ${PORT}'],
    // Code, not a placeholder: refused for a day (a review caught it).
    ['an object literal in code', 'node -e "server.listen({ port: process.env.PORT })"'],
    ["an object's shorthand in code", 'node -e "server.listen({ port }, () => {})"'],
  ])('takes %s in a command', (_title, command) => {
    const shell = patch((c) => {
      c.services[0].command = command;
      c.services[0].env = { OPTIONS: '{ port: 3000, host: "0.0.0.0" }', LOG: '{ts} {Port}: {msg}' };
      c.services[0].ready = 'http://127.0.0.1:{port}/health';
    });
    expect(validateConfig(shell, 'perf-gate.yml').variants[0].services[0].command).toBe(command);
  });

  it('takes a fixed PORT wherever the app learns its port another way', () => {
    const fixed = patch((c) => (c.services[0].env = { PORT: '5000' }));
    expect(validateConfig(fixed, 'perf-gate.yml').variants[0].services[0].env.PORT).toBe('5000');
    const accepted = [
      // PORT written as the placeholder.
      (c: Raw) => {
        c.services[0].env = { PORT: '{port}' };
        c.services[0].ready = 'http://127.0.0.1:{port}/health';
        c.load.url = 'http://127.0.0.1:{port}/';
      },
      // The picked port goes in the command (an app with --port, a container's -p {port}:8080).
      (c: Raw) => {
        c.services[0].command = 'docker run -p {port}:8080 -e PORT app';
        c.services[0].env = { PORT: '8080' };
        c.load.url = 'http://127.0.0.1:{port}/';
        delete c.services[0].ready;
      },
      // A front on a fixed port that is told another service's picked port.
      (c: Raw) => {
        c.services = [
          { name: 'api', command: 'node api.js', ready: { tcp: '{port}' } },
          {
            name: 'web',
            command: 'node web.js',
            env: { PORT: '5000', API: 'http://127.0.0.1:{port:api}' },
          },
        ];
      },
    ];
    for (const change of accepted)
      expect(() => validateConfig(patch(change), 'perf-gate.yml')).not.toThrow();
  });

  it('names the key whose PORT is in force when the picked one would be lost', () => {
    // The service's own PORT is {port}; a variant's fixed PORT is what the app would get.
    const variantWins = patch((c) => {
      c.services[0].env = { PORT: '{port}' };
      c.services[0].ready = { tcp: '{port}' };
      c.load.url = 'http://127.0.0.1:{port}/';
      c.variants[0].env.PORT = '8080';
    });
    expect(problemsOf(variantWins).map((p) => p.path)).toEqual(['variants[0].env.PORT']);
    // A variant's override of the service.
    const override = patch((c) => {
      c.services[0].ready = { tcp: '{port}' };
      c.load.url = 'http://127.0.0.1:{port}/';
      c.variants[0].services = [{ name: 'api', env: { PORT: '8080' } }];
    });
    expect(problemsOf(override).map((p) => p.path)).toEqual(['variants[0].services[0].env.PORT']);
  });

  it('reports every schema problem at once', () => {
    const problems = problemsOf(
      patch((c) => {
        c.load.connections = 'x';
        c.rounds = 0;
        c.varients = 1;
      }),
    );
    expect(problems.map((p) => p.path).sort()).toEqual(['load.connections', 'rounds', 'varients']);
  });

  it('formats the error for a person: file, count, one line per problem', () => {
    try {
      parseConfigText(
        'services: []\nload: { url: "http://127.0.0.1:1/" }\nbaseline: { name: a }\nvariants: [{ name: b }]\n',
        'perf-gate.yml',
      );
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toBe(
        'perf-gate.yml has a problem:\n  services: must list at least one service',
      );
    }
  });

  it('reports YAML syntax errors with their line', () => {
    expect(() => parseConfigText('services:\n  - name: [unclosed\n', 'perf-gate.yml')).toThrow(
      /perf-gate.yml has .*\n {2}line \d+:/,
    );
  });

  it('says to quote a value that holds ": ", which YAML reads as a key', () => {
    const text = 'services:\n  - name: api\n    command: node s.js --opt: 1\n';
    expect(() => parseConfigText(text, 'perf-gate.yml')).toThrow(
      /line 3: .*the value holds ": ", which YAML reads as another key; put the whole value in quotes/,
    );
    // Inside { … } yaml's words differ ("Block collections are not allowed within flow
    // collections"); the hint names the key whose value it is, and, since the same tokens are
    // a missing comma, says that too.
    const flow =
      'services: [ { name: api, command: node s.js --opt: 1, ready: "http://127.0.0.1:{port}/" } ]\n';
    expect(() => parseConfigText(flow, 'perf-gate.yml')).toThrow(
      /line 1: .*the value of command holds "--opt: ", which YAML reads as another key; put the whole value in quotes \("…"\), or put a comma before --opt if it is a key of its own/,
    );
    expect(() =>
      parseConfigText('load: { connections: 4 duration: 10s }\n', 'perf-gate.yml'),
    ).toThrow(/the value of connections holds "duration: ", .* or put a comma before duration/);
    // The same in a { … } spread over lines.
    expect(() =>
      parseConfigText(
        'load: {\n  url: "http://127.0.0.1:{port}/",\n  connections: 1 duration: 300ms\n}\n',
        'perf-gate.yml',
      ),
    ).toThrow(/line 3: .*the value of connections holds "duration: ", .* or put a comma before/);
    // After a quoted value the next key can only be missing its comma; said once a line.
    let message = '';
    try {
      parseConfigText('services:\n  - { name: "api" command: node s.js }\n', 'perf-gate.yml');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /line 2: .* — command follows the quoted value of name without a comma; put a comma before command/,
    );
    expect(message.match(/put a comma/g)).toHaveLength(1);
    // A block scalar's braces open no { … }: the line after `f() {` is a block line.
    expect(() =>
      parseConfigText(
        'services:\n  - name: api\n    build: |\n      f() {\n    command: node s.js --opt: 1\n',
        'perf-gate.yml',
      ),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/line 5: .* — the value holds ": ", which YAML reads/),
      }),
    );
    // Nor do a quoted value's over lines, nor a {port} URL in a block; and CRLF lines get hints.
    const quoteHint = /line 5: .* — the value holds ": ", which YAML reads/;
    for (const [name, text, hint] of [
      [
        'quoted over lines',
        'services:\n  - name: api\n    build: "f() {\n      echo"\n    command: node s.js --opt: 1\n',
        quoteHint,
      ],
      [
        'a {port} URL in a block',
        'setup:\n  - run: |\n      for i in {1..3}; do curl http://127.0.0.1:{port}/warm; done\nservices:\n  - name: api\n    command: node s.js --opt: 1\n',
        /line 6: .* — the value holds ": ", which YAML reads/,
      ],
      [
        'CRLF',
        'services:\r\n  - name: api\r\n    command: node s.js --opt: 1\r\n',
        /line 3: .* — the value holds ": ", which YAML reads/,
      ],
    ] as const) {
      expect(() => parseConfigText(text, 'perf-gate.yml'), name).toThrow(
        expect.objectContaining({ message: expect.stringMatching(hint) }),
      );
    }
    // A colon inside quotes or a comment is no key: no hint on another error of that line.
    for (const line of [
      'load: { url: "http://a: b" duration: 10s, x',
      'load: { url: "http://127.0.0.1:{port}/", [ } # see: a: b',
    ]) {
      expect(() => parseConfigText(`${line}\n`, 'perf-gate.yml')).toThrow(
        expect.objectContaining({ message: expect.not.stringMatching(/the value of url/) }),
      );
    }
  });

  it('a list taken out for its own problem does not leave its section "required" again', () => {
    // load.steps is set aside for its {PORT}; the load then has no url, which the file never lacked.
    expect(
      problemsOf(
        patch((c) => {
          delete c.load.url;
          c.load.steps = ['GET http://127.0.0.1:{PORT}/'];
        }),
      ).map((p) => p.path),
    ).toEqual(['load.steps[0]']);
  });

  it('says each thing once, in the words of the file, not of the parser', () => {
    // A duration that is no duration: one message, not also "must be longer than 0".
    expect(problemsOf(patch((c) => (c.load.timeout = '2 minutes')))).toEqual([
      { path: 'load.timeout', message: expect.stringMatching(/^must be a duration like/) },
    ]);
    // A mapping where a list goes.
    expect(problemsOf(patch((c) => (c.variants = { name: 'b' })))).toEqual([
      {
        path: 'variants',
        message:
          'must be a list, each item on a line starting with "- " (or [a, b]), got a mapping',
      },
    ]);
    // No load URL: that, not also a readiness probe the only service would then need, and once,
    // where it goes, whichever variants have a load section of their own.
    expect(problemsOf(patch((c) => (delete c.load.url, delete c.services[0].ready)))).toEqual([
      { path: 'load.url', message: expect.stringMatching(/^is required/) },
    ]);
    const ownLoads = patch((c) => {
      delete c.load.url;
      c.baseline.load = { connections: 2 };
      c.variants[0].load = { connections: 3 };
    });
    expect(problemsOf(ownLoads)).toEqual([
      { path: 'load.url', message: expect.stringMatching(/^is required/) },
    ]);
    // A value quoted before the config's secrets are known keeps a URL's password out.
    const [quoted] = problemsOf(
      patch((c) => (c.load.url = 'http://u:hunter6secret@127.0.0.1:{pport}/')),
    );
    expect(quoted.message).toContain('"http://u:***@127.0.0.1:{pport}/"');
    expect(quoted.message).not.toContain('hunter6secret');
    // A share of the requests above 100%.
    expect(problemsOf(patch((c) => (c.gate = { errors: '200%' })))).toEqual([
      {
        path: 'gate.errors',
        message: 'must be at most 100%: it is a share of the requests, got "200%"',
      },
    ]);
  });
});

describe('the gate', () => {
  const thresholds = (gate: string) =>
    parseConfigText(
      `services: [{ name: app, command: ./app, ready: "http://127.0.0.1:8080/health" }]
load: { url: "http://127.0.0.1:8080/" }
baseline: { name: a, env: { X: "1" } }
variants: [{ name: b, env: { X: "2" } }]
${gate}
`,
      'gate.yml',
    ).gate.thresholds;

  it('throughput, errors and CPU per request are gated in every config', () => {
    expect(thresholds('')).toEqual({ throughput: 0.05, errors: 0.01, cpu: 0.05 });
  });

  it('a gate: section adds to the defaults instead of replacing them', () => {
    expect(thresholds('gate: { p99: 10% }')).toEqual({
      throughput: 0.05,
      errors: 0.01,
      cpu: 0.05,
      p99: 0.1,
    });
    expect(thresholds('gate: { p75: 10%, p999: 20%, errors: 0.1%, cpu: 10% }')).toEqual({
      throughput: 0.05,
      errors: 0.001,
      cpu: 0.1,
      p75: 0.1,
      p999: 0.2,
    });
  });

  it('CPU per request takes the tolerance the gate gives throughput, unless it has its own', () => {
    expect(thresholds('gate: { throughput: 10% }')).toMatchObject({ throughput: 0.1, cpu: 0.1 });
    expect(thresholds('gate: { throughput: 10%, cpu: 3% }')).toMatchObject({ cpu: 0.03 });
    expect(thresholds('gate: { throughput: 10%, cpu: off }')).not.toHaveProperty('cpu');
    // Throughput switched off: CPU per request keeps its own default.
    expect(thresholds('gate: { throughput: off }')).toEqual({ errors: 0.01, cpu: 0.05 });
  });

  it('a default is switched off only by name', () => {
    expect(thresholds('gate: { p99: 10%, throughput: off }')).toEqual({
      errors: 0.01,
      cpu: 0.05,
      p99: 0.1,
    });
    expect(thresholds('gate: { errors: false, cpu: off }')).toEqual({ throughput: 0.05 });
  });

  it('names what a gate key accepts', () => {
    expect(problemsOf(patch((c) => (c.gate = { p75: 'ten' })))).toEqual([
      {
        path: 'gate.p75',
        message: 'must be a percentage like "5%", or off to switch this gate off, got "ten"',
      },
    ]);
  });
});

describe('re-runs', () => {
  const withReruns = (reruns: string) =>
    parseConfigText(
      `services: [{ name: app, command: ./app, ready: "http://127.0.0.1:8080/health" }]
load: { url: "http://127.0.0.1:8080/" }
rounds: 10
reruns: ${reruns}
baseline: { name: a, env: { X: "1" } }
variants: [{ name: b, env: { X: "2" } }]
`,
      'reruns.yml',
    ).reruns;
  it('count extra rounds, given as a number or as a share of the rounds (rounded up)', () => {
    expect(withReruns('2')).toBe(2);
    expect(withReruns('"25%"')).toBe(3);
    expect(withReruns('"0%"')).toBe(0);
  });
});

describe('rounds: fixed or sequential', () => {
  const configOf = (extra: Raw) => validateConfig({ ...structuredClone(valid), ...extra }, 'x.yml');

  it('are sequential by default, up to 30 rounds, or 60 within a wall-time budget', () => {
    expect(configOf({})).toMatchObject({ rounds: 30, sequential: true });
    expect(configOf({ budget: '10m' })).toMatchObject({
      rounds: 60,
      sequential: true,
      budgetMs: 600_000,
    });
    expect(configOf({ 'max-rounds': 12 })).toMatchObject({ rounds: 12, sequential: true });
  });

  it('`rounds` keeps meaning a fixed size', () => {
    expect(configOf({ rounds: 8 })).toMatchObject({ rounds: 8, sequential: false });
  });
});

describe('the three reference experiments as config files', () => {
  it('seed 000: variants that differ by env, closed load with a fixed request count, a gate per metric', () => {
    const config = parseConfigText(
      `
services:
  - name: api
    command: dotnet run -c Release --urls http://127.0.0.1:5000
    ready: http://127.0.0.1:5000/health
load: { url: http://127.0.0.1:5000/weatherforecast, connections: 1, requests: 100000 }
rounds: 10
warmup: 1
baseline: { name: no instrumentation, env: { OTEL_TRACES: "off", OTEL_METRICS: "off" } }
variants:
  - { name: traces + metrics, env: { OTEL_TRACES: "on", OTEL_METRICS: "on" } }
  - { name: traces, env: { OTEL_TRACES: "on" } }
gate: { throughput: 5%, p99: 10%, errors: 0.1% }
`,
      'seed-000.yml',
    );
    expect(config.lifecycle).toBe('fresh');
    expect(config.warmupRounds).toBe(1);
    expect(config.variants.map((v) => v.name)).toEqual([
      'no instrumentation',
      'traces + metrics',
      'traces',
    ]);
    expect(config.variants[2].services[0].env).toEqual({ OTEL_TRACES: 'on' });
    expect(config.variants[1].load).toMatchObject({
      connections: 1,
      amount: 100000,
      durationMs: undefined,
    });
    expect(config.gate.thresholds).toEqual({
      throughput: 0.05,
      p99: 0.1,
      errors: 0.001,
      cpu: 0.05,
    });
  });

  it('seed 001: two services in order, open model with a ramp, timeout and objective', () => {
    const config = parseConfigText(
      `
services:
  - { name: node-api, command: ./node-api, ready: { tcp: 7001 } }
  - { name: main-api, command: ./main-api, ready: { url: "http://127.0.0.1:7000/health", timeout: 90s } }
load:
  url: http://127.0.0.1:7000/orders
  stages: [ { duration: 30s, rate: 600 } ]
  rate: 600
  duration: 2m
  timeout: 1s
  objective: 1s
baseline: { name: http, env: { BACKEND_PROTOCOL: http } }
variants: [ { name: grpc, env: { BACKEND_PROTOCOL: grpc } } ]
`,
      'seed-001.yml',
    );
    const [back, front] = config.variants[1].services;
    expect(back.ready).toMatchObject({ kind: 'tcp', host: '127.0.0.1', port: 7001 });
    expect(front.ready).toMatchObject({ kind: 'http', timeoutMs: 90_000 });
    expect(config.variants[1].load).toMatchObject({
      rate: 600,
      durationMs: 120_000,
      timeoutMs: 1000,
      objectiveMs: 1000,
      stages: [{ durationMs: 30_000, rate: 600 }],
      arrival: 'constant',
    });
  });

  it('braces in a query are the URL’s own text, not a placeholder to check', () => {
    const config = parseConfigText(
      'services: [{ name: api, command: node a.js }]\nload: { url: "http://127.0.0.1:{port}/search?q={Port}&t={ port-range }" }\nbaseline: { name: main }\nvariants: [{ name: pr, env: { X: 1 } }]\n',
      'perf-gate.yml',
    );
    expect(config.variants[0].load.requests[0].url).toContain('q={Port}');
  });

  it("the last service without a probe waits on its own port where a variant loads another's", () => {
    const config = parseConfigText(
      `
services:
  - { name: back, command: node back.mjs, ready: "http://127.0.0.1:{port}/health" }
  - { name: front, command: node front.mjs, env: { BACKEND_URL: "http://127.0.0.1:{port:back}/data" } }
load: { url: "http://127.0.0.1:{port}/items" }
lifecycle: shared
baseline: { name: via-front }
variants: [ { name: direct-back, load: { url: "http://127.0.0.1:{port:back}/data" } } ]
`,
      'perf-gate.yml',
    );
    const front = (v: number) => config.variants[v].services[1].ready;
    expect(front(0)).toMatchObject({ kind: 'tcp', port: '{port}' });
    // Not back's port, which answers before front starts and read as taken by another process:
    // where the shared load goes, front's own.
    expect(front(1)).toMatchObject({ kind: 'tcp', port: '{port}' });
    // A front on a fixed port is waited for there; a name no placeholder can hold needs none.
    const fixed = parseConfigText(
      `
services:
  - { name: back, command: node back.mjs, ready: { tcp: "{port}" } }
  - { name: front end, command: PORT=8555 node front.mjs, env: { BACK: "http://127.0.0.1:{port:back}/" } }
load: { url: "http://127.0.0.1:8555/" }
baseline: { name: via-front }
variants: [ { name: direct-back, load: { url: "http://127.0.0.1:{port:back}/" } } ]
`,
      'perf-gate.yml',
    );
    for (const v of fixed.variants)
      expect(v.services[1].ready).toMatchObject({ kind: 'tcp', host: '127.0.0.1', port: 8555 });
    // Another service's fixed port is as much its own as {port:back}; a later step may be the
    // front's; a shared URL elsewhere (never loaded, never checked) is never probed.
    const readyOf = (yaml: string) =>
      parseConfigText(yaml, 'perf-gate.yml').variants.map((v) => v.services[1].ready);
    expect(
      readyOf(`
services:
  - { name: back, command: node back.mjs, ready: { tcp: 5000 } }
  - { name: front, command: node front.mjs }
load: { url: "http://127.0.0.1:8080/" }
baseline: { name: via-front }
variants: [ { name: direct-back, load: { steps: ["GET http://127.0.0.1:5000/a", "GET http://127.0.0.1:8080/b"] } } ]
`),
    ).toEqual([expect.objectContaining({ port: 8080 }), expect.objectContaining({ port: 8080 })]);
    expect(
      readyOf(`
services:
  - { name: back, command: node back.mjs, ready: { tcp: "{port}" } }
  - { name: front, command: node front.mjs, env: { B: "http://127.0.0.1:{port:back}/" } }
load: { url: "http://10.0.0.5:{port}/" }
baseline: { name: a, load: { url: "http://127.0.0.1:{port:back}/" } }
variants: [ { name: b, load: { url: "http://127.0.0.1:{port:back}/x" } } ]
`),
    ).toEqual([
      expect.objectContaining({ host: '127.0.0.1', port: '{port}' }),
      expect.objectContaining({ host: '127.0.0.1', port: '{port}' }),
    ]);
  });

  it('an open model with Poisson arrivals and a timeout below a second', () => {
    const config = parseConfigText(
      `
services: [ { name: api, command: ./api } ]
load: { url: http://127.0.0.1:7000/, rate: 300, arrival: poisson, timeout: 250ms, objective: 100ms }
baseline: { name: a }
variants: [ { name: b } ]
`,
      'open.yml',
    );
    expect(config.variants[0].load).toMatchObject({
      rate: 300,
      arrival: 'poisson',
      timeoutMs: 250,
      objectiveMs: 100,
    });
  });

  it('seed 003: one shared app, variants differ by path, setup before each trial', () => {
    const config = parseConfigText(
      `
services: [ { name: app, command: dotnet run, ready: http://127.0.0.1:5129/health } ]
setup: [ { request: GET http://127.0.0.1:5129/setup } ]
load: { connections: 100, requests: 10000 }
baseline: { name: simple, load: { url: http://127.0.0.1:5129/simple } }
variants: [ { name: orleans, load: { url: http://127.0.0.1:5129/orleans } } ]
`,
      'seed-003.yml',
    );
    expect(config.lifecycle).toBe('shared');
    expect(config.variants[1].load.requests[0].url).toBe('http://127.0.0.1:5129/orleans');
    expect(config.variants[1].load.connections).toBe(100);
    expect(config.variants[1].setup).toEqual([
      {
        kind: 'request',
        request: { method: 'GET', url: 'http://127.0.0.1:5129/setup', headers: {} },
        timeoutMs: 30_000,
        when: 'measure',
      },
    ]);
  });
});

describe('simple mode from action inputs', () => {
  const inputs: SimpleInputs = {
    command: 'node server.js',
    ready: '',
    url: 'http://127.0.0.1:3000/',
    connections: '10',
    duration: '10s',
    requests: '',
    rounds: '10',
    warmup: '1s',
    baselineName: 'baseline',
    baselineEnv: 'WORK=0',
    variantName: 'variant',
    variantEnv: 'WORK=5\n# comment\nOTHER = x',
    failOn: '5%',
    seed: '',
  };

  it('builds a two-variant experiment', () => {
    const config = configFromInputs(inputs);
    expect(config.variants[1].services[0].env).toEqual({ WORK: '5', OTHER: 'x' });
    expect(config.variants[0].services[0].ready).toMatchObject({ kind: 'tcp', port: 3000 });
    expect(config.gate.thresholds.throughput).toBe(0.05);
  });

  it('fail-on is the tolerance of throughput and of CPU per request alike', () => {
    const config = configFromInputs({ ...inputs, failOn: '8%' });
    expect(config.gate.thresholds).toEqual({ throughput: 0.08, cpu: 0.08, errors: 0.01 });
    expect(configFromInputs({ ...inputs, failOn: 'off' }).gate.thresholds).toEqual({
      errors: 0.01,
    });
  });

  it('names the missing input', () => {
    expect(() => configFromInputs({ ...inputs, command: '' })).toThrow(
      /input 'command': is required when no config file is used/,
    );
  });

  it('names the input that holds a bad value, as the user wrote it', () => {
    expect(() => configFromInputs({ ...inputs, connections: 'lots' })).toThrow(
      /input 'connections': must be a positive whole number, got "lots"/,
    );
    expect(() => configFromInputs({ ...inputs, failOn: '5' })).toThrow(
      /input 'fail-on': must be a percentage like "5%"/,
    );
    expect(() => configFromInputs({ ...inputs, variantEnv: 'JUSTAWORD' })).toThrow(
      /input 'variant-env'.*line 1: expected KEY=VALUE/,
    );
  });
});

describe('units', () => {
  it.each([
    ['500ms', 500],
    ['30s', 30_000],
    ['2m', 120_000],
    ['1.5s', 1500],
    [3, 3000],
    ['0s', undefined],
    ['3 days', undefined],
  ] as const)('duration %s → %s ms', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each([
    ['5%', 0.05],
    ['0.1%', 0.001],
    ['5', undefined],
  ] as const)('percent %s → %s', (text, value) => expect(parsePercent(text)).toBe(value));
});

describe('slice: the variants of a round take turns wherever they can', () => {
  const timed = (change: (c: Raw) => void = () => {}) =>
    patch((c) => {
      c.services[0] = {
        name: 'api',
        command: 'node server.js --port {port}',
        ready: 'http://127.0.0.1:{port}/health',
      };
      c.load = { url: 'http://127.0.0.1:{port}/', connections: 1, duration: '10s' };
      change(c);
    });
  const sliceOf = (raw: Raw) => validateConfig(raw, 'perf-gate.yml').sliceMs;

  it('slices of 100 ms by default when every service takes its port from {port}', () => {
    expect(sliceOf(timed())).toBe(100);
    expect(sliceOf(timed((c) => (c.slice = '2s')))).toBe(2000);
    expect(sliceOf(timed((c) => (c.slice = 'off')))).toBeUndefined();
  });

  it.each([
    ['a fixed request count', (c: Raw) => ((c.load.requests = 1000), delete c.load.duration)],
    ['a gate on a latency metric', (c: Raw) => (c.gate = { p99: '10%' })],
    [
      'the open model and its ramp',
      (c: Raw) => ((c.load.rate = 100), (c.load.stages = [{ duration: '2s', rate: 100 }])),
    ],
    [
      "setup requests to the variant's own {port}",
      (c: Raw) => (c.setup = [{ request: 'POST http://127.0.0.1:{port}/seed' }]),
    ],
  ])('slices with %s too', (_, change) => {
    expect(sliceOf(timed(change))).toBe(100);
  });

  it.each([
    [
      'a setup command',
      (c: Raw) => (c.setup = [{ run: './reset-db.sh' }]),
      /setup\[0\] of baseline runs a command, whose state \(a database, a file\) the variants' slices might share/,
    ],
    [
      'pipelined requests',
      (c: Raw) => (c.load.pipelining = 4),
      /load\.pipelining: 4\), and a slice's end could not let the pipelined ones finish/,
    ],
    [
      'a setup request to a URL without {port}',
      (c: Raw) => (c.setup = [{ request: 'POST http://127.0.0.1:9000/reset' }]),
      /setup\[0\] of baseline goes to a URL without \{port\}/,
    ],
    [
      'a request count too small to split',
      (c: Raw) => ((c.load.requests = 3), (c.load.connections = 2), delete c.load.duration),
      /load\.requests \(3\) is fewer than two slices of one request per connection/,
    ],
    [
      'a window shorter than two slices',
      (c: Raw) => (c.load.duration = '150ms'),
      /load\.duration \(150ms\) is shorter than two slices of 1s/,
    ],
    [
      'a service on a fixed port',
      (c: Raw) => (
        (c.services[0].command = 'node server.js'),
        (c.services[0].ready = 'http://127.0.0.1:5000/health'),
        (c.load.url = 'http://127.0.0.1:5000/')
      ),
      /service "api" of baseline takes no port from \{port\}/,
    ],
  ])(
    'whole trials by default with %s; a slice asked for there is refused, saying why',
    (_, change, why) => {
      expect(sliceOf(timed(change))).toBeUndefined();
      expect(validateConfig(timed(change), 'perf-gate.yml').wholeTrialsBecause).toMatch(
        new RegExp(why.source.replace('1s', '100ms')),
      );
      const problems = problemsOf(timed((c) => (change(c), (c.slice = '1s'))));
      expect(problems).toEqual([{ path: 'slice', message: expect.stringMatching(why) }]);
      expect(problems[0].message).toMatch(/remove slice or set it to "off"/);
    },
  );

  it('a shared app can be sliced whatever its port', () => {
    const shared = patch((c) => {
      c.load = { url: 'http://127.0.0.1:5000/', connections: 1, duration: '4s' };
      delete c.baseline.env;
      c.variants = [{ name: 'on', load: { headers: { 'x-trace': 'on' } } }];
    });
    const config = validateConfig(shared, 'perf-gate.yml');
    expect(config.lifecycle).toBe('shared');
    expect(config.sliceMs).toBe(100);
  });

  it('a shared app with setup steps runs whole trials: its slices would share their state', () => {
    const shared = patch((c) => {
      c.load = { url: 'http://127.0.0.1:5000/', connections: 1, duration: '4s' };
      c.setup = [{ request: 'GET http://127.0.0.1:5000/setup' }];
      delete c.baseline.env;
      c.variants = [{ name: 'orleans', load: { url: 'http://127.0.0.1:5000/orleans' } }];
    });
    const config = validateConfig(shared, 'perf-gate.yml');
    expect(config.sliceMs).toBeUndefined();
    expect(config.wholeTrialsBecause).toMatch(
      /lifecycle: shared\), so the slices of a round would share the state/,
    );
  });

  it('refuses slices shorter than 50 ms, which would spend more on their turns than they measure', () => {
    expect(problemsOf(timed((c) => (c.slice = '20ms')))).toEqual([
      { path: 'slice', message: expect.stringMatching(/must be at least 50ms: each slice pauses/) },
    ]);
  });

  it('says what is wrong with a slice that is no duration', () => {
    expect(problemsOf(timed((c) => (c.slice = 'sometimes')))).toEqual([
      { path: 'slice', message: expect.stringMatching(/duration like "1s", or "off"/) },
    ]);
  });
});

describe('variants run from commits of their own (the history, a bisect)', () => {
  // Variants that do not differ: normalized to one app for all (lifecycle: shared).
  const alike = (service: Raw, port = '{port}') =>
    validateConfig(
      {
        services: [service],
        load: { url: `http://127.0.0.1:${port}/`, duration: '10s' },
        baseline: { name: 'main' },
        variants: [{ name: 'again' }],
      },
      'perf-gate.yml',
    );
  const fromCommits = (config: ReturnType<typeof alike>) =>
    withVariantsFromCommits(config, [
      { ...config.variants[0], name: 'anchor', ref: 'v1.0.0' },
      { ...config.variants[0], name: 'HEAD' },
    ]);

  it('each get a process of their own, not the first arm’s app, still in slices where they can be', () => {
    const config = alike({
      name: 'api',
      command: 'node server.js --port {port}',
      ready: 'http://127.0.0.1:{port}/health',
    });
    expect(config.lifecycle).toBe('shared');
    const arms = fromCommits(config);
    expect(arms.lifecycle).toBe('fresh');
    expect(arms.variants.map((v) => v.name)).toEqual(['anchor', 'HEAD']);
    expect(arms.sliceMs).toBe(100);
  });

  it('run each trial whole, saying why, where a fresh copy could not run beside the other', () => {
    const config = alike(
      { name: 'api', command: 'node server.js', ready: 'http://127.0.0.1:5000/health' },
      '5000',
    );
    expect(config.sliceMs).toBe(100); // one app on its fixed port serves every variant
    const arms = fromCommits(config);
    expect(arms.lifecycle).toBe('fresh');
    expect(arms.sliceMs).toBeUndefined();
    expect(arms.wholeTrialsBecause).toMatch(/service "api" of variant "anchor" takes no port/);
  });
});
