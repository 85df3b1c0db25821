/** Entry point of the action (dist/index.js). */
import * as core from '@actions/core';
import { context, getOctokit } from '@actions/github';
import { run } from './main.js';

process.exitCode = await run({
  core,
  context,
  githubApi: (token) => getOctokit(token, { baseUrl: process.env.GITHUB_API_URL }).rest,
  cwd: process.cwd(),
  env: process.env,
});
