/**
 * Report mode's input: the result a measure job left. That job ran the pull request's
 * code, so the file is bounded, checked against the result schema, and its pull request
 * and commit are replaced by the ones the event (or the API) names.
 */
import { readFileSync, statSync } from 'node:fs';
import { parseResult, RESULT_FILE_LIMIT_BYTES } from '../report/result-schema.js';
import type { RunResult } from '../report/result.js';
import type { EventContext } from './context.js';
import { checkClaim, trustedPullRequest, type PullsApi } from './pull-request.js';

export async function loadMeasuredResult(
  path: string,
  field: string,
  context: EventContext,
  pulls: () => PullsApi | Promise<PullsApi>,
): Promise<RunResult> {
  let text: string;
  try {
    const { size } = statSync(path);
    if (size > RESULT_FILE_LIMIT_BYTES) {
      throw new Error(
        `${size} bytes, more than the ${RESULT_FILE_LIMIT_BYTES / 1024 / 1024} MB a result can have`,
      );
    }
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(
      `Input '${field}': could not read the measure job's result at ${path} (${(error as Error).message}). Download the artifact that the measure job uploaded before this step.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `Input '${field}': ${path} is not JSON (${(error as Error).message}); it should be the report.json of a measure job.`,
    );
  }
  if ((json as { schema?: unknown })?.schema !== 'perf-gate/result@1') {
    throw new Error(
      `Input '${field}': ${path} is not a perf-gate result (schema perf-gate/result@1).`,
    );
  }
  let result: RunResult;
  try {
    result = parseResult(json);
  } catch (error) {
    throw new Error(
      `Input '${field}': ${path} does not match the perf-gate result schema, so nothing was posted: ${(error as Error).message}. Was it written by the same perf-gate version as this job?`,
    );
  }
  let trusted;
  try {
    trusted = await trustedPullRequest(context, pulls);
    checkClaim(result.pullRequest, trusted);
  } catch (error) {
    throw new Error(`Input '${field}': ${(error as Error).message}; refusing to post it.`);
  }
  return { ...result, pullRequest: trusted };
}
