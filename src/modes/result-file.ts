/**
 * A result file another job wrote: the measure job's for report mode, a shard's for a merge.
 * That job may have run a pull request's code, so the file is bounded, parsed and checked
 * against the result schema before anything in it is used. One reader for both modes; each
 * says in its own words where the file came from and what to do.
 */
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { parseResult, RESULT_FILE_LIMIT_BYTES, RESULT_SCHEMA } from '../report/result-schema.js';
import type { RunResult } from '../report/result.js';

export type ResultFileProblem =
  /** Missing, not a regular file (a FIFO would block the read), or not allowed. */
  | 'unreadable'
  | 'too-large'
  | 'not-json'
  /** JSON, but not of the result schema (a tsconfig.json, a fixture). */
  | 'not-a-result'
  /** Of the result schema, but its fields do not match (another version, or tampered). */
  | 'mismatch';

export type ResultFileRead =
  | { result: RunResult }
  | {
      kind: ResultFileProblem;
      /** What is wrong, to follow the file's name, its sentence ended: "is not valid JSON (…)." */
      problem: string;
      /**
       * Whether the file says it is a perf-gate result (or could not be looked at): its problem
       * is then an error, where a merge passes over another JSON file beside the shards.
       */
      claimsResult: boolean;
    };

export function readResultFile(path: string): ResultFileRead {
  let text: string;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) {
      return { kind: 'unreadable', problem: 'is not a regular file.', claimsResult: true };
    }
    if (stat.size > RESULT_FILE_LIMIT_BYTES) {
      return {
        kind: 'too-large',
        problem: `is ${stat.size} bytes, more than the ${RESULT_FILE_LIMIT_BYTES / 1024 / 1024} MB a result can have.`,
        claimsResult: startSaysResult(path),
      };
    }
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    return {
      kind: 'unreadable',
      problem: `cannot be read (${code ?? (error as Error).message}).`,
      claimsResult: true,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const claimsResult = text.includes(RESULT_SCHEMA);
    return {
      kind: 'not-json',
      // A result that is not JSON was cut short; any other file is the wrong one.
      problem: `is not valid JSON (${(error as Error).message})${claimsResult ? '; was it written whole?' : '.'}`,
      claimsResult,
    };
  }
  const schema = (json as { schema?: unknown } | null)?.schema;
  if (schema !== RESULT_SCHEMA) {
    // Another version's result says so: its reader is that version.
    const otherVersion = typeof schema === 'string' && schema.startsWith('perf-gate/result@');
    return {
      kind: 'not-a-result',
      problem: otherVersion
        ? `is a result of another perf-gate version (schema ${schema}; this one reads ${RESULT_SCHEMA}); measure and report with the same version.`
        : `is not a perf-gate result (schema ${RESULT_SCHEMA}).`,
      claimsResult: otherVersion,
    };
  }
  try {
    return { result: parseResult(json) };
  } catch (error) {
    return {
      kind: 'mismatch',
      problem: `does not match the perf-gate result schema: ${(error as Error).message}; was it written by the same perf-gate version as this job?`,
      claimsResult: true,
    };
  }
}

/** Whether a file too large to read whole names the result schema near its start. */
function startSaysResult(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const read = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, read).toString('utf8').includes(RESULT_SCHEMA);
  } finally {
    closeSync(fd);
  }
}
