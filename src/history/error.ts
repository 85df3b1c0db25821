/**
 * The error of a history branch perf-gate will not touch. Apart from the rest, so that the
 * entry points can tell it is the user's to fix (exit 2) without loading the schema.
 */
/** A file of the history branch that perf-gate will not read or overwrite. */
export class HistoryError extends Error {
  override name = 'HistoryError';
  constructor(
    readonly file: string,
    problem: string,
    remedy: string,
  ) {
    super(`${file}: ${problem} Nothing was written. ${remedy}`);
  }
}
