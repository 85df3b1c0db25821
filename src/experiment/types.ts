import type { Measurement } from '../load/measurement.js';

/** One load run of one variant in one round: the unit of sampling. */
export interface Trial {
  /** Warm-up rounds are negative and not analysed. */
  round: number;
  variant: string;
  /** The shard (1-based) that measured it, when the rounds were pooled from a job matrix. */
  shard?: number;
  /** Position in the run's schedule, from 0. */
  sequence: number;
  warmup: boolean;
  /**
   * Its round was run again because a trial of it was disturbed: kept for the record, not
   * analysed. `disturbances` says what happened, naming the variant.
   */
  replaced?: boolean;
  disturbances?: string[];
  /** False when the trial could not be measured (setup failed, the app died). */
  ok: boolean;
  error?: string;
  measurement?: Measurement;
}
