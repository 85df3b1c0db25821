/**
 * One benchmark study: what `npm run bench -- NAME` runs. Each prints markdown through the
 * `print` it is given, so the runner can show it and, with `--write-docs`, write the same
 * lines into docs/benchmarks.md (the figures in the docs come from the command that measured
 * them).
 */
import type { AnyValues, Options } from './options.js';

export type Print = (line?: string) => void;

export interface StudyRun {
  print: Print;
  /**
   * `--quick`: fewer rounds and shorter trials, every figure still measured, for a first look
   * (the figures are rough; `npm run bench -- --quick` prints them all in under 5 minutes).
   */
  quick: boolean;
  /** The study's own options (see `options`), as parsed and checked. */
  values: AnyValues;
}

export interface Study {
  /** One line: what it measures. */
  about: string;
  /** Part of `npm run bench` with no study named: the figures the README and docs quote. */
  headline: boolean;
  /** Options of its own beyond `--quick` (bench/lib/options.ts). */
  options?: Options;
  run(run: StudyRun): Promise<void>;
}
