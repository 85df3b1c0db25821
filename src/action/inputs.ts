/**
 * The action's inputs and outputs, in one place. action.yml, the input parser and the tables
 * of docs/action.md are checked against this list by a test, so they cannot drift apart.
 *
 * Light on purpose: dist/index.js checks the inputs with this module before it loads the rest
 * of the action (see ./index.ts), so it imports nothing that pulls in @actions/core, zod or
 * yaml.
 */
import { EOL } from 'node:os';
import {
  DEFAULT_MEASURED_RESULT,
  DEFAULT_OUTPUT_DIR,
  DEFAULT_SHARDS_DIR,
} from '../config/defaults.js';
import { ConfigError } from '../config/error.js';
import type { ConfigProblem } from '../config/normalize.js';
import { requireSimpleInputs, type SimpleInputs } from '../config/simple.js';
import type { Config } from '../config/types.js';
import { DEFAULT_HISTORY_BRANCH } from '../history/types.js';
import { parseShard, type Shard } from '../experiment/shard.js';
import { parseSeed, UsageError } from '../modes/usage.js';

export interface InputSpec {
  readonly description: string;
  /**
   * The default as action.yml states it. Inputs that a config file makes meaningless or
   * overrides have none ('', their description says what empty means), so that the action
   * can tell an input that was set from one that was not.
   */
  readonly default: string;
  /** Simple mode only: the key of perf-gate.yml the input stands for. Refused beside a file. */
  readonly configKey?: string;
  /** Applied over the config file's value when set. */
  readonly overridesConfigFile?: true;
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
  MaxRounds: 'max-rounds',
  Budget: 'budget',
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
  Shard: 'shard',
  Result: 'result',
  Token: 'token',
  Good: 'good',
  Bad: 'bad',
  BisectBudget: 'bisect-budget',
  Anchor: 'anchor',
  HistoryBranch: 'history-branch',
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
    configKey: 'services[0].command',
  },
  ready: {
    description:
      'URL that answers 2xx once the app is ready, e.g. http://127.0.0.1:3000/health (simple mode). Empty: ready once the port of `url` accepts connections.',
    default: '',
    configKey: 'services[0].ready',
  },
  url: {
    description: 'URL to load, on 127.0.0.1 or localhost (simple mode).',
    default: '',
    configKey: 'load.url',
  },
  connections: {
    description: 'Concurrent connections of the closed-model load (simple mode). Empty: 10.',
    default: '',
    configKey: 'load.connections',
  },
  duration: {
    description:
      'Length of each measured trial, e.g. 10s (simple mode). Ignored when `requests` is set. Empty: 10s.',
    default: '',
    configKey: 'load.duration',
  },
  requests: {
    description: 'Fixed number of requests per trial instead of a duration (simple mode).',
    default: '',
    configKey: 'load.requests',
  },
  rounds: {
    description:
      "A fixed number of rounds; each round runs every variant once, in a shuffled order. With a config file, replaces its `rounds`. Empty: the config file's `rounds`, else sequential rounds that stop once the answer is clear (see max-rounds, budget).",
    default: '',
    overridesConfigFile: true,
  },
  'max-rounds': {
    description:
      'Most rounds a sequential run may take (simple mode; 3 to 60). Empty: 30, or 60 with a budget.',
    default: '',
  },
  budget: {
    description:
      'Wall-time budget of a sequential run, e.g. 10m (simple mode): the run plans the rounds it reaches at the pace of its first, and no look starts that could not end within it.',
    default: '',
  },
  warmup: {
    description:
      'Unmeasured warm-up at the start of every trial, e.g. 2s (simple mode). Empty: 1s.',
    default: '',
    configKey: 'load.warmup',
  },
  'baseline-name': {
    description: 'Name of the baseline in the report (simple mode). Empty: baseline.',
    default: '',
    configKey: 'baseline.name',
  },
  'baseline-env': {
    description: 'Environment of the baseline, one KEY=VALUE per line (simple mode).',
    default: '',
    configKey: 'baseline.env',
  },
  'variant-name': {
    description: 'Name of the variant in the report (simple mode). Empty: variant.',
    default: '',
    configKey: 'variants[0].name',
  },
  'variant-env': {
    description: 'Environment of the variant, one KEY=VALUE per line (simple mode).',
    default: '',
    configKey: 'variants[0].env',
  },
  'fail-on': {
    description:
      'Fail when throughput is shown to be more than this much lower, or CPU per request this much higher, e.g. 5%; `off` for neither (simple mode; a config file uses `gate:`). Empty: 5%.',
    default: '',
    configKey: 'gate.throughput',
  },
  seed: {
    description:
      "Seed of the trial order (and of Poisson arrivals), to replay a run; with a config file, replaces its `seed`. Empty: the config file's `seed`, else a new seed, printed in the report.",
    default: '',
    overridesConfigFile: true,
  },
  'report-id': {
    description:
      'Identifies this report among perf-gate comments on the pull request. Empty: derived from the workflow and job, so two jobs keep two comments; in `report` and `merge` mode, the id the measuring job wrote.',
    default: '',
  },
  comment: {
    description:
      'When to post the pull-request comment: `always`, `on-change` (only when a comparison changed or the gate failed) or `never`. Empty: `report.comment` of the config file, else `always`.',
    default: '',
  },
  'output-dir': {
    description: `Folder for report.md, report.json and the service logs. Empty: \`${DEFAULT_OUTPUT_DIR}\` beside the config file (in the working directory in simple mode).`,
    default: '',
  },
  mode: {
    description:
      '`run` measures and posts the report; `measure` only measures and writes report.json, and fails on a regression as `run` does, without commenting (a pull_request job from a fork, read-only token); `report` posts the comment and a commit status from the report.json of a measure job (a workflow_run job), running no pull-request code; `merge` pools the results of shards (see `shard`) and reports like `run`; `bisect` names the commits between `good` and `bad` that made the app slower and files one issue (see docs/bisect.md); `history` (on main: push, schedule) measures HEAD against a release (see `anchor`) and appends it to the history branch and its page (see `history-branch`).',
    default: 'run',
  },
  shard: {
    description:
      "INDEX/TOTAL, e.g. `${{ matrix.shard }}/4`: run only this job's share of the rounds and write report-shard-INDEX-of-TOTAL.json for a `mode: merge` job; it neither comments nor fails on its share's verdict: the merge job judges.",
    default: '',
  },
  result: {
    description: `With \`mode: report\`: path of the report.json that the measure job uploaded (empty: ${DEFAULT_MEASURED_RESULT}). With \`mode: merge\`: the folder (or file) holding the shards' results (empty: ${DEFAULT_SHARDS_DIR}).`,
    default: '',
  },
  token: {
    description: 'Token used to comment on the pull request. It is masked in the log.',
    default: '${{ github.token }}',
  },
  good: {
    description:
      'With `mode: bisect`: the last commit known to be fast, e.g. the latest release tag (see docs/bisect.md).',
    default: '',
  },
  bad: {
    description:
      'With `mode: bisect`: the first commit known to be slow. Empty: the commit the workflow runs on.',
    default: '',
  },
  'bisect-budget': {
    description:
      'With `mode: bisect`: wall time of the whole bisect, shared over its steps, e.g. 45m. Empty: 30m.',
    default: '',
  },
  anchor: {
    description:
      'With `mode: history`: the release main is measured against, a tag, branch or SHA. Empty: the latest tag matching `v*` at or before HEAD (needs `fetch-depth: 0`).',
    default: '',
  },
  'history-branch': {
    description:
      'With `mode: history`: the branch the history and its page are written to (made on the first run; needs `permissions: contents: write`).',
    default: DEFAULT_HISTORY_BRANCH,
  },
};

/**
 * Beside a config file, inputs that describe the experiment in simple mode would be silently
 * ignored: they are refused, each with the key of the file to use instead. Inputs that
 * override the file (`rounds`, `seed`) are returned as the top-level keys they replace.
 */
export function configFileOverrides(
  getInput: (name: InputName) => string,
  file: string,
): { rounds?: number | string } {
  const problems: ConfigProblem[] = [];
  for (const [name, spec] of Object.entries(inputSpecs) as [InputName, InputSpec][]) {
    if (spec.configKey && getInput(name).trim() !== '') {
      problems.push({
        path: `input '${name}'`,
        message: `is a simple-mode input, which does nothing beside a config file (${file}). Set \`${spec.configKey}\` in the file instead, or remove input 'config' and the file to use simple mode.`,
      });
    }
  }
  if (problems.length > 0) throw new ConfigError('action inputs', problems);
  const rounds = getInput(Inputs.Rounds).trim();
  // A non-number is passed on as text, so the file's validation quotes what the user wrote.
  return rounds === '' ? {} : { rounds: Number.isFinite(Number(rounds)) ? Number(rounds) : rounds };
}

export const Outputs = {
  Passed: 'passed',
  ThroughputDelta: 'throughput-delta',
  HeadlineMetric: 'headline-metric',
  HeadlineDelta: 'headline-delta',
  ReportPath: 'report-path',
  JsonPath: 'json-path',
  LogDir: 'log-dir',
  Regressed: 'regressed',
  Good: 'good',
  Bad: 'bad',
} as const;

export type OutputName = (typeof Outputs)[keyof typeof Outputs];

export const outputSpecs: Record<OutputName, string> = {
  passed: '`true` when the gate passed, `false` when it failed.',
  'throughput-delta':
    "Change of throughput of the report's headline variant against the baseline, in percent (e.g. -11.6).",
  'headline-metric':
    "The metric the report's first line is about: the one that failed the gate first, else the first gated one (e.g. `p99`, `errors`, or `trials` when trials failed).",
  'headline-delta':
    'Change of the headline metric of the headline variant against the baseline: percent for rates and latencies, percentage points for shares (empty when not compared).',
  'report-path': 'Path of the markdown report.',
  'json-path':
    "Path of the JSON result (`seed`, `verdict`, `comparisons[]`, every trial's measurements).",
  'log-dir':
    'Folder holding the log of every service that was started; empty for `merge` and `report`, which start none.',
  regressed:
    "With `mode: history`: `true` when HEAD was shown worse than the anchor beyond the gate's tolerance on a gated metric (the step then fails), else `false`. A bisect job runs on it (see docs/history.md).",
  good: "With `mode: history`: the anchor's commit SHA, the `good` input of a bisect job.",
  bad: 'With `mode: history`: the SHA of the HEAD it measured, the `bad` input of a bisect job.',
};

/** Reads an input; empty when it was not given (the signature of @actions/core's getInput). */
export type GetInput = (name: InputName) => string;

/**
 * The runner's inputs as @actions/core's getInput reads them (`INPUT_` and the name in upper
 * case, spaces as `_`, trimmed), for the entry, which answers before it loads @actions/core.
 */
export function inputsFromEnv(env: NodeJS.ProcessEnv): GetInput {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/**
 * A workflow command line (`::error::…`, `::add-mask::…`) as @actions/core writes it, for the
 * entry, which answers before it loads @actions/core.
 */
export function workflowCommand(command: 'error' | 'add-mask', message: string): string {
  const escaped = message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return `::${command}::${escaped}${EOL}`;
}

/** The `mode` input: what the action does with a result (src/modes/ has how each is made). */
export type ActionMode = 'run' | 'measure' | 'report' | 'merge' | 'bisect' | 'history';
export type CommentPolicy = Config['report']['comment'];

/** The inputs every mode reads, checked. */
export interface ActionSettings {
  mode: ActionMode;
  /** Undefined when empty: the config file's `report.comment`, else the mode's default. */
  comment?: CommentPolicy;
  seed?: number;
  shard?: Shard;
}

/** How messages name the `config` input. */
export const configLabel = `input '${Inputs.Config}'`;

/**
 * The checks that need nothing but the inputs and the working folder, in the order the action
 * makes them: the inputs every mode reads, then, for the modes that measure, that there is an
 * experiment to run (a config file, or the simple-mode inputs it cannot do without). run()
 * makes them first, and dist/index.js makes them before it loads the rest, so the first error
 * is the same either way and a step set up wrong is answered in about the time node takes to
 * start. `findConfig` is src/modes/config-path.ts's findConfigFile, given the working folder.
 */
export function checkInputs(
  getInput: GetInput,
  findConfig: (path: string, label: string) => string | undefined,
): ActionSettings {
  const mode = choice<ActionMode>(Inputs.Mode, getInput(Inputs.Mode) || 'run', [
    'run',
    'measure',
    'report',
    'merge',
    'bisect',
    'history',
  ]);
  const comment = getInput(Inputs.Comment);
  const settings: ActionSettings = {
    mode,
    comment: comment
      ? choice<CommentPolicy>(Inputs.Comment, comment, ['always', 'on-change', 'never'])
      : undefined,
    seed: parseSeed(getInput(Inputs.Seed), `Input '${Inputs.Seed}'`),
    shard: shardOf(getInput, mode),
  };
  if (mode === 'bisect' && !getInput(Inputs.Good)) {
    throw new UsageError(
      `Input '${Inputs.Good}' is required with mode 'bisect': the last commit known to be fast, e.g. the latest release tag.`,
    );
  }
  if (mode === 'run' || mode === 'measure' || mode === 'history') {
    const file = findConfig(getInput(Inputs.Config), configLabel);
    if (!file) requireSimpleInputs(simpleInputs(getInput));
  }
  return settings;
}

/** The experiment the inputs describe in simple mode (no config file). */
export function simpleInputs(getInput: GetInput): SimpleInputs {
  return {
    command: getInput(Inputs.Command),
    ready: getInput(Inputs.Ready),
    url: getInput(Inputs.Url),
    connections: getInput(Inputs.Connections),
    duration: getInput(Inputs.Duration),
    requests: getInput(Inputs.Requests),
    rounds: getInput(Inputs.Rounds),
    maxRounds: getInput(Inputs.MaxRounds),
    budget: getInput(Inputs.Budget),
    warmup: getInput(Inputs.Warmup),
    baselineName: getInput(Inputs.BaselineName),
    baselineEnv: getInput(Inputs.BaselineEnv),
    variantName: getInput(Inputs.VariantName),
    variantEnv: getInput(Inputs.VariantEnv),
    failOn: getInput(Inputs.FailOn),
    seed: getInput(Inputs.Seed),
  };
}

function choice<T extends string>(input: string, value: string, allowed: T[]): T {
  if (!allowed.includes(value as T)) {
    throw new UsageError(
      `Input '${input}' must be one of ${allowed.map((a) => `'${a}'`).join(', ')}, but got '${value}'.`,
    );
  }
  return value as T;
}

/** The `shard` input, which only a measuring mode can take. */
function shardOf(getInput: GetInput, mode: ActionMode): Shard | undefined {
  const text = getInput(Inputs.Shard);
  if (!text) return undefined;
  if (mode !== 'run' && mode !== 'measure') {
    throw new UsageError(
      `Input '${Inputs.Shard}' is for the jobs that measure (mode 'run' or 'measure'), not for mode '${mode}'. Remove it from this step.`,
    );
  }
  return parseShard(text, `Input '${Inputs.Shard}'`);
}
