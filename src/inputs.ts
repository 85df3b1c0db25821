/**
 * The action's inputs and outputs, in one place. action.yml, the input parser and the README
 * table are checked against this list by a test, so they cannot drift apart.
 */
export interface InputSpec {
  readonly description: string;
  /** The default as action.yml states it ('' when the input is optional and has none). */
  readonly default: string;
}

export const Inputs = {
  Config: 'config',
  Command: 'command',
  Ready: 'ready',
  Url: 'url',
  Connections: 'connections',
  Duration: 'duration',
  Requests: 'requests',
  Rounds: 'rounds',
  Warmup: 'warmup',
  BaselineName: 'baseline-name',
  BaselineEnv: 'baseline-env',
  VariantName: 'variant-name',
  VariantEnv: 'variant-env',
  FailOn: 'fail-on',
  Seed: 'seed',
  ReportId: 'report-id',
  Comment: 'comment',
  OutputDir: 'output-dir',
  Mode: 'mode',
  Result: 'result',
  Token: 'token',
} as const;

export type InputName = (typeof Inputs)[keyof typeof Inputs];

export const inputSpecs: Record<InputName, InputSpec> = {
  config: {
    description:
      'Path to a perf-gate.yml experiment file. When empty, perf-gate.yml is used if it exists, otherwise the experiment is built from the inputs below.',
    default: '',
  },
  command: {
    description:
      'Shell command that starts the app under test (simple mode, without a config file), e.g. `node server.js`.',
    default: '',
  },
  ready: {
    description:
      'URL that answers 2xx once the app is ready, e.g. http://127.0.0.1:3000/health (simple mode). Empty: ready once the port of `url` accepts connections.',
    default: '',
  },
  url: {
    description: 'URL to load, on 127.0.0.1 or localhost (simple mode).',
    default: '',
  },
  connections: {
    description: 'Concurrent connections of the closed-model load (simple mode).',
    default: '10',
  },
  duration: {
    description:
      'Length of each measured trial, e.g. 10s (simple mode). Ignored when `requests` is set.',
    default: '10s',
  },
  requests: {
    description: 'Fixed number of requests per trial instead of a duration (simple mode).',
    default: '',
  },
  rounds: {
    description: 'Rounds of trials; each round runs every variant once, in a shuffled order.',
    default: '10',
  },
  warmup: {
    description: 'Unmeasured warm-up at the start of every trial, e.g. 2s (simple mode).',
    default: '1s',
  },
  'baseline-name': {
    description: 'Name of the baseline in the report (simple mode).',
    default: 'baseline',
  },
  'baseline-env': {
    description: 'Environment of the baseline, one KEY=VALUE per line (simple mode).',
    default: '',
  },
  'variant-name': {
    description: 'Name of the variant in the report (simple mode).',
    default: 'variant',
  },
  'variant-env': {
    description: 'Environment of the variant, one KEY=VALUE per line (simple mode).',
    default: '',
  },
  'fail-on': {
    description:
      'Fail when throughput drops significantly by more than this, e.g. 5% (simple mode; a config file uses `gate:`).',
    default: '5%',
  },
  seed: {
    description:
      'Seed of the trial order, to replay a run. Empty: a new seed, printed in the report.',
    default: '',
  },
  'report-id': {
    description:
      'Identifies this report among perf-gate comments on the pull request. Empty: derived from the workflow and job, so two jobs keep two comments.',
    default: '',
  },
  comment: {
    description:
      'When to post the pull-request comment: `always`, `on-change` (only when a comparison changed or the gate failed) or `never`. Empty: `report.comment` of the config file, else `always`.',
    default: '',
  },
  'output-dir': {
    description: 'Folder for report.md, report.json and the service logs.',
    default: '.perf-gate',
  },
  mode: {
    description:
      '`run` measures and posts the report; `measure` only measures and writes report.json (a pull_request job from a fork, read-only token); `report` posts the comment and a commit status from the report.json of a measure job (a workflow_run job), running no pull-request code.',
    default: 'run',
  },
  result: {
    description: 'With `mode: report`: path of the report.json that the measure job uploaded.',
    default: '.perf-gate/report.json',
  },
  token: {
    description: 'Token used to comment on the pull request.',
    default: '${{ github.token }}',
  },
};

export const Outputs = {
  Passed: 'passed',
  ThroughputDelta: 'throughput-delta',
  ReportPath: 'report-path',
  JsonPath: 'json-path',
  LogDir: 'log-dir',
} as const;

export type OutputName = (typeof Outputs)[keyof typeof Outputs];

export const outputSpecs: Record<OutputName, string> = {
  passed: '`true` when the gate passed, `false` when it failed.',
  'throughput-delta':
    'Headline change of throughput of the first variant against the baseline, in percent (e.g. -11.6).',
  'report-path': 'Path of the markdown report.',
  'json-path': 'Path of the JSON result.',
  'log-dir': 'Folder holding the log of every service that was started.',
};
