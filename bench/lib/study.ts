/**
 * One benchmark study: what `npm run bench -- NAME` runs. Each prints markdown through the
 * `print` it is given, so the runner can show it and, with `--write-docs`, write the same
 * lines into docs/benchmarks.md (the figures in the docs come from the command that measured
 * them).
 */
import type { ParseArgsConfig } from 'node:util';

export type Print = (line?: string) => void;

export interface StudyRun {
  print: Print;
  /** `--quick`: fewer runs and shorter trials, for a first look (the figures are noisier). */
  quick: boolean;
  /** The study's own options (see `options`), as parsed. */
  values: Record<string, string | boolean | undefined>;
}

export interface Study {
  /** One line: what it measures. */
  about: string;
  /** Part of `npm run bench` with no study named: the figures the README and docs quote. */
  headline: boolean;
  /** Options of its own beyond `--quick`, as node:util's parseArgs declares them. */
  options?: NonNullable<ParseArgsConfig['options']>;
  run(run: StudyRun): Promise<void>;
}
