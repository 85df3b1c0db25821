/**
 * The error of a config the user can fix. Apart from the rest of the config stage (zod,
 * yaml), so that the action's entry can check its inputs without loading them.
 */
import type { ConfigProblem } from './normalize.js';

/** Beyond this many, the message ends with a count: the reader fixes the first ones first. */
export const LISTED_PROBLEMS = 50;

/** A config the user can fix: names where each problem is and what to do. */
export class ConfigError extends Error {
  readonly problems: ConfigProblem[];
  constructor(
    readonly source: string,
    problems: ConfigProblem[],
    /** Said after the count when the list is cut, e.g. that some checks did not run. */
    cutNote = '',
  ) {
    const seen = new Set<string>();
    problems = problems.filter((p) => {
      const key = `${p.path}\n${p.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const lines = problems.slice(0, LISTED_PROBLEMS).map((p) => `  ${p.path}: ${p.message}`);
    if (problems.length > LISTED_PROBLEMS) {
      lines.push(`  … and ${problems.length - LISTED_PROBLEMS} more${cutNote}`);
    }
    super(
      `${source} has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${lines.join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}
