/**
 * Every bound a config value must keep, with the keys it applies to and why: the schema
 * refuses a value beyond one and says why, and `npm run docs` lists them all in
 * docs/configuration.md. A value beyond them is a typo or a test of the tool (connections: 1e9
 * ran perf-gate out of memory; durations beyond Node's 2^31 ms timer limit fire at once).
 */
import { MAX_SEQUENTIAL_ROUNDS, MIN_SEQUENTIAL_ROUNDS } from '../stats/round-limits.js';

export interface Limit {
  /** The keys it bounds, as the docs name them. */
  keys: string;
  min?: number;
  max?: number;
  minMs?: number;
  maxMs?: number;
  why: string;
}

export const LIMITS = {
  rounds: {
    keys: '`rounds`',
    min: 2,
    max: 1000,
    why: 'a paired comparison needs two; every round runs every variant once, and 1000 already take hours',
  },
  maxRounds: {
    keys: '`max-rounds`',
    min: MIN_SEQUENTIAL_ROUNDS,
    max: MAX_SEQUENTIAL_ROUNDS,
    why: `the budget of a sequential run, whose boundaries are calibrated up to ${MAX_SEQUENTIAL_ROUNDS} rounds`,
  },
  warmupRounds: { keys: '`warmup`', max: 100, why: 'warm-up rounds are run but not analysed' },
  reruns: {
    keys: '`reruns`',
    max: 100,
    why: 'a re-run repeats a disturbed trial; more means the runner is too busy',
  },
  profileRounds: {
    keys: '`profile.rounds`',
    min: 2,
    max: 50,
    why: 'the noise bound of a function comes from its spread over the rounds, and each profiling round runs the baseline and every profiled variant once more',
  },
  profileWindow: {
    keys: '`profile.window`',
    maxMs: 60_000,
    why: 'one profiled window; more rounds say more than longer windows',
  },
  profileInterval: {
    keys: '`profile.interval` (µs)',
    min: 50,
    max: 100_000,
    why: "V8's sampling interval: finer costs the app more than it tells, coarser sees too few samples",
  },
  connections: {
    keys: '`load.connections`',
    max: 10_000,
    why: 'each connection is a socket and a buffer in perf-gate; more runs out of file descriptors or memory',
  },
  pipelining: {
    keys: '`load.pipelining`',
    max: 1000,
    why: 'requests in flight per connection; more only queues in the app',
  },
  requests: {
    keys: '`load.requests`, `load.warmup.requests`',
    max: 100_000_000,
    why: 'a fixed request count per trial',
  },
  rate: {
    keys: '`load.rate`, `load.stages[].rate`',
    max: 1_000_000,
    why: 'one load generator cannot send more requests per second',
  },
  variants: {
    keys: '`variants`',
    max: 20,
    why: 'each variant adds a trial to every round and a table to the report',
  },
  services: {
    keys: '`services`',
    max: 20,
    why: 'each service is a process started for every trial',
  },
  steps: { keys: '`load.steps`', max: 1000, why: 'requests cycled in one trial' },
  setup: { keys: '`setup`', max: 100, why: 'steps run before every trial' },
  stages: { keys: '`load.stages`', max: 100, why: 'ramp-up stages before one trial' },
  allowHosts: {
    keys: '`allow-hosts`',
    max: 100,
    why: 'hosts a probe or a setup request may reach',
  },
  trial: {
    keys: '`load.duration`, `load.warmup`, `load.stages[].duration`',
    maxMs: 3_600_000,
    why: 'one trial; longer trials are better spent as more rounds',
  },
  slice: {
    keys: '`slice`',
    minMs: 50,
    maxMs: 3_600_000,
    why: 'each slice pauses and resumes the services and reads their CPU time, which shorter ones spend more of the round on than they measure',
  },
  requestTimeout: {
    keys: '`load.timeout`, `load.objective`',
    maxMs: 600_000,
    why: 'a request still unanswered after 10m has failed',
  },
  startup: {
    keys: '`services[].ready.timeout`, `setup[].timeout`',
    maxMs: 3_600_000,
    why: 'waiting for a service or a setup step',
  },
  grace: {
    keys: '`services[].grace`',
    maxMs: 600_000,
    why: 'time a service gets to stop after SIGTERM',
  },
  interval: {
    keys: '`services[].ready.interval`',
    maxMs: 60_000,
    why: 'pause between readiness probes',
  },
  budget: {
    keys: '`budget`',
    maxMs: 21_600_000,
    why: 'the wall time of a sequential run; a GitHub job ends at 6h',
  },
} satisfies Record<string, Limit>;
