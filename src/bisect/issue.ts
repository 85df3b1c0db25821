/**
 * The one issue a bisect files: found by a hidden marker among the open issues, updated in
 * place (so a weekly bisect does not open a new issue each week), else opened. Its text is
 * the bisect's report: the culprits, each with its pull request and author, and the
 * evidence of every step.
 */
import { httpStatus } from '../github/comment.js';
import { escapeText } from '../report/markdown/text.js';
import type { BisectResult } from './result.js';
import { ISSUE_MARKER, renderBisectMarkdown, type ReportLinks } from './report.js';

/** The slice of Octokit's `rest.issues` the bisect calls. */
export interface IssuesApi {
  listForRepo(params: {
    owner: string;
    repo: string;
    state: 'open';
    per_page: number;
    page: number;
  }): Promise<{
    data: { number: number; title?: string; body?: string | null; pull_request?: unknown }[];
  }>;
  create(params: {
    owner: string;
    repo: string;
    title: string;
    body: string;
  }): Promise<{ data: { number: number; html_url?: string } }>;
  update(params: {
    owner: string;
    repo: string;
    issue_number: number;
    title: string;
    body: string;
  }): Promise<{ data: { number: number; html_url?: string } }>;
  createComment(params: {
    owner: string;
    repo: string;
    issue_number: number;
    body: string;
  }): Promise<unknown>;
}

export interface IssueText {
  title: string;
  body: string;
}

const short = (sha: string) => sha.slice(0, 7);

/** The issue a bisect with culprits files; undefined when it named none. */
export function issueText(result: BisectResult, links: ReportLinks): IssueText | undefined {
  const [first, ...rest] = result.culprits;
  if (!first) return undefined;
  const title =
    rest.length === 0
      ? `perf-gate bisect: ${short(first.commit.sha)} “${first.commit.subject}” made it slower`
      : `perf-gate bisect: ${result.culprits.length} commits made it slower (${result.culprits.map((c) => short(c.commit.sha)).join(', ')})`;
  return { title, body: `${ISSUE_MARKER}\n${renderBisectMarkdown(result, links)}` };
}

/** Pages of open issues looked through for the marker; a repository with more is rare. */
const MAX_PAGES = 10;

export type FiledIssue =
  | { kind: 'created' | 'updated'; number: number; url?: string }
  /** The token may not write issues (HTTP 403): what would have been filed. */
  | { kind: 'forbidden'; message: string };

export async function fileIssue(
  api: IssuesApi,
  repo: { owner: string; repo: string },
  text: IssueText,
): Promise<FiledIssue> {
  try {
    let existing: { number: number; title?: string } | undefined;
    for (let page = 1; page <= MAX_PAGES && existing === undefined; page++) {
      const { data } = await api.listForRepo({ ...repo, state: 'open', per_page: 100, page });
      existing = data.find((i) => !i.pull_request && i.body?.includes(ISSUE_MARKER));
      if (data.length < 100) break;
    }
    if (existing !== undefined) {
      const { data } = await api.update({ ...repo, issue_number: existing.number, ...text });
      // An edit notifies no one: when the bisect names other commits than the issue did, a
      // comment tells those who follow it (the same answer again, a weekly re-run, says nothing).
      if (existing.title !== text.title) {
        await api.createComment({
          ...repo,
          issue_number: existing.number,
          body: `perf-gate bisect has a new answer, and the issue now reads: **${escapeText(text.title)}** (it read: ${escapeText(existing.title ?? 'no title')}).`,
        });
      }
      return { kind: 'updated', number: data.number, url: data.html_url };
    }
    const { data } = await api.create({ ...repo, ...text });
    return { kind: 'created', number: data.number, url: data.html_url };
  } catch (error) {
    if (httpStatus(error) === 403) {
      return { kind: 'forbidden', message: (error as Error).message };
    }
    throw error;
  }
}
