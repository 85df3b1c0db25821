/**
 * Reading the shards' results from disk for a merge: the one part of merging that touches
 * the world. `actions/download-artifact` lays artifacts out either one folder each or, with
 * `merge-multiple: true`, side by side; both are found by walking the given folders.
 */
import { parseResult } from '../report/result-schema.js';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { MergeError, type ShardResult } from '../merge/pool.js';
import type { RunResult } from '../report/result.js';

/** Each shard writes its JSON under this name, so that shards never overwrite each other. */
export function shardResultName(shard: { index: number; total: number }): string {
  return `report-shard-${shard.index}-of-${shard.total}.json`;
}

/** A folder deep enough for any artifact layout, shallow enough not to wander. */
const MAX_DEPTH = 4;

function jsonFiles(path: string, depth = 0): string[] {
  const stat = statSync(path);
  if (stat.isFile()) return [path];
  if (depth >= MAX_DEPTH) return [];
  return readdirSync(path)
    .sort()
    .flatMap((name) => {
      const full = join(path, name);
      return statSync(full).isDirectory()
        ? jsonFiles(full, depth + 1)
        : name.endsWith('.json')
          ? [full]
          : [];
    });
}

/**
 * Every perf-gate result under `paths` (files or folders). A JSON file that is not a
 * perf-gate result is passed over; one that cannot be read is an error naming it.
 */
export function readShardResults(paths: string[], cwd: string, label: string): ShardResult[] {
  const results: ShardResult[] = [];
  for (const given of paths) {
    const full = resolve(cwd, given);
    let files: string[];
    try {
      files = jsonFiles(full);
    } catch (error) {
      throw new MergeError(
        `${label}: cannot read ${given} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). Download the shards' artifacts there first (actions/download-artifact with \`pattern:\`).`,
      );
    }
    for (const file of files) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new MergeError(
          `${label}: ${relative(cwd, file)} is not valid JSON (${(error as Error).message}). Was the artifact uploaded whole?`,
        );
      }
      if ((parsed as RunResult | null)?.schema === 'perf-gate/result@1') {
        // A shard ran the pull request's code: its file is checked like report mode's.
        let result: RunResult;
        try {
          result = parseResult(parsed);
        } catch (error) {
          throw new MergeError(
            `${label}: ${relative(cwd, file)} does not match the perf-gate result schema: ${(error as Error).message}.`,
          );
        }
        results.push({ source: relative(cwd, file) || file, result });
      }
    }
  }
  if (results.length === 0) {
    throw new MergeError(
      `${label}: no perf-gate result found in ${paths.join(', ')}. Download the shards' report JSON files there (actions/download-artifact with \`pattern:\` and \`merge-multiple: true\`).`,
    );
  }
  return results;
}
