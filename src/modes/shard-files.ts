/**
 * Reading the shards' results from disk for a merge: the one part of merging that touches
 * the world. `actions/download-artifact` lays artifacts out either one folder each or, with
 * `merge-multiple: true`, side by side; both are found by walking the given folders.
 */
import { parseResult, RESULT_FILE_LIMIT_BYTES } from '../report/result-schema.js';
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { MergeError, type ShardResult } from '../merge/pool.js';
import type { RunResult } from '../report/result.js';

/** Each shard writes its JSON under this name, so that shards never overwrite each other. */
export function shardResultName(shard: { index: number; total: number }): string {
  return `report-shard-${shard.index}-of-${shard.total}.json`;
}

/** A file named as `shardResultName` names one. */
export const SHARD_RESULT_NAME = /report-shard-\d+-of-\d+\.json$/;

/** What a perf-gate result says near its start (its `schema`). */
const RESULT_SCHEMA_MARK = 'perf-gate/result@1';

/** A folder deep enough for any artifact layout, shallow enough not to wander. */
const MAX_DEPTH = 4;

/** The .json files under a path; only regular files (a FIFO named x.json would block a read). */
function jsonFiles(path: string, depth = 0): string[] {
  const stat = statSync(path);
  if (stat.isFile()) return [path];
  if (depth >= MAX_DEPTH || !stat.isDirectory()) return [];
  return readdirSync(path)
    .sort()
    .flatMap((name) => {
      const full = join(path, name);
      const entry = statSync(full);
      return entry.isDirectory()
        ? jsonFiles(full, depth + 1)
        : entry.isFile() && name.endsWith('.json')
          ? [full]
          : [];
    });
}

/** Whether a file too large to read whole says, near its start, that it is a perf-gate result. */
function claimsToBeResult(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const read = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, read).toString('utf8').includes(RESULT_SCHEMA_MARK);
  } finally {
    closeSync(fd);
  }
}

/** Where the shards' results are to be found, for the messages. */
export interface ShardSource {
  /** How messages name where the results were given: `Input 'result'`, `the paths given`. */
  label: string;
  /** How the results get there: the artifacts' download, or the runs that wrote them. */
  remedy: string;
}

/**
 * Every shard's result under `paths` (files or folders). A JSON file that is not a perf-gate
 * result is passed over, and so is a result without a shard tag when shards' results are
 * beside it (a merge's own report.json, a plain run's): a second merge of the same folder
 * reads the same shards. One that cannot be read is an error naming it.
 */
export function readShardResults(paths: string[], cwd: string, source: ShardSource): ShardResult[] {
  const { label, remedy } = source;
  const results: ShardResult[] = [];
  const seen = new Set<string>();
  for (const given of paths) {
    const full = resolve(cwd, given);
    let files: string[];
    try {
      files = jsonFiles(full);
    } catch (error) {
      throw new MergeError(
        `${label}: cannot read ${given} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). ${remedy}`,
      );
    }
    for (const file of files) {
      // `merge dir ./dir`, or a file and its folder: each file is read once.
      if (seen.has(file)) continue;
      seen.add(file);
      const name = relative(cwd, file) || file;
      // A shard ran the pull request's code: its file is bounded and checked like report mode's.
      // Another large JSON file beside the shards is passed over like any other.
      const { size } = statSync(file);
      if (size > RESULT_FILE_LIMIT_BYTES) {
        if (!claimsToBeResult(file)) continue;
        throw new MergeError(
          `${label}: ${name} is ${size} bytes, more than the ${RESULT_FILE_LIMIT_BYTES / 1024 / 1024} MB a result can have.`,
        );
      }
      let parsed: unknown;
      const text = readFileSync(file, 'utf8');
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        // A tsconfig.json with comments, a fixture: not ours. A cut shard's file is an error.
        if (!SHARD_RESULT_NAME.test(file) && !text.includes(RESULT_SCHEMA_MARK)) continue;
        throw new MergeError(
          `${label}: ${name} is not valid JSON (${(error as Error).message}). Was the file written whole?`,
        );
      }
      if ((parsed as RunResult | null)?.schema !== RESULT_SCHEMA_MARK) continue;
      let result: RunResult;
      try {
        result = parseResult(parsed);
      } catch (error) {
        throw new MergeError(
          `${label}: ${name} does not match the perf-gate result schema: ${(error as Error).message}.`,
        );
      }
      results.push({ source: name, result });
    }
  }
  const shards = results.filter(({ result }) => result.shard);
  if (shards.length > 0) return shards;
  if (results.length > 0) {
    throw new MergeError(
      `${label}: ${results.map((r) => r.source).join(', ')} ${results.length === 1 ? 'is a perf-gate result' : 'are perf-gate results'}, but no shard's: a shard is measured with \`shard: INDEX/TOTAL\` (the action) or \`perf-gate run --shard INDEX/TOTAL\`, and writes report-shard-INDEX-of-TOTAL.json.`,
    );
  }
  throw new MergeError(`${label}: no perf-gate result found in ${paths.join(', ')}. ${remedy}`);
}
