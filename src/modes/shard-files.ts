/**
 * Reading the shards' results from disk for a merge: the one part of merging that touches
 * the world. `actions/download-artifact` lays artifacts out either one folder each or, with
 * `merge-multiple: true`, side by side; both are found by walking the given folders.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { MergeError, type ShardResult } from '../merge/pool.js';
import { readResultFile } from './result-file.js';

/** Each shard writes its JSON under this name, so that shards never overwrite each other. */
export function shardResultName(shard: { index: number; total: number }): string {
  return `report-shard-${shard.index}-of-${shard.total}.json`;
}

/** A file named as `shardResultName` names one. */
export const SHARD_RESULT_NAME = /^report-shard-\d+-of-\d+\.json$/;

/** A folder deep enough for any artifact layout, shallow enough not to wander. */
const MAX_DEPTH = 4;

/**
 * The .json files under a path; only regular files (a FIFO named x.json would block a read).
 * An entry that cannot be looked at (a dangling link) is passed over unless it is named .json.
 */
function jsonFiles(path: string, depth = 0): string[] {
  const stat = statSync(path);
  if (stat.isFile()) return [path];
  if (depth >= MAX_DEPTH || !stat.isDirectory()) return [];
  return readdirSync(path)
    .sort()
    .flatMap((name) => {
      const full = join(path, name);
      const isJson = name.endsWith('.json');
      let entry;
      try {
        entry = statSync(full);
      } catch {
        return isJson ? [full] : [];
      }
      if (entry.isDirectory()) return jsonFiles(full, depth + 1);
      return entry.isFile() && isJson ? [full] : [];
    });
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
      // A shard ran the pull request's code: its file is read as report mode reads its own.
      // Another JSON file beside the shards (a tsconfig, a fixture) is passed over; one named
      // as a shard's that is not a result of this version stops the merge, rather than the
      // merge pooling the others and calling that shard missing.
      const read = readResultFile(file);
      if ('problem' in read) {
        const shardNamed = SHARD_RESULT_NAME.test(basename(file));
        if (!read.claimsResult && !shardNamed) continue;
        // Cut short before its schema mark, its name says whose it was: where it comes from.
        const again = read.kind === 'not-json' && !read.claimsResult ? ` ${remedy}` : '';
        throw new MergeError(`${label}: ${name} ${read.problem}${again}`);
      }
      const { result } = read;
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
