/**
 * The REST client, built only when the action posts: Octokit is most of the action's
 * start-up time, and a run that fails early or only measures never needs it. main.ts
 * imports this module dynamically.
 */
import { getOctokit } from '@actions/github';
import type { GitHubApi } from '../main.js';

export function restClient(token: string, baseUrl: string | undefined): GitHubApi {
  return getOctokit(token, baseUrl ? { baseUrl } : {}).rest;
}
