/**
 * A small real HTTP server on 127.0.0.1 that plays the GitHub endpoints perf-gate calls
 * (issue comments, commit statuses, open pull requests by head, GraphQL's viewer). It
 * records every request and can be told to answer 403 (a fork's read-only token), a
 * secondary rate limit with Retry-After, or 5xx (a GitHub outage) — also after it has
 * stored the comment, as GitHub sometimes does.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GitDataStandIn } from './git-data-stand-in.js';

export interface RecordedRequest {
  method: string;
  path: string;
  body?: unknown;
  authorization?: string;
}

export interface Account {
  login: string;
  id: number;
}

/** The account GITHUB_TOKEN acts as. */
export const ACTIONS_BOT: Account = { login: 'github-actions[bot]', id: 41898282 };
export const A_USER: Account = { login: 'mallory', id: 4242 };

export interface StoredComment {
  id: number;
  body: string;
  issue: number;
  /** A comment pushed by a test without an author was written by a user, not the bot. */
  user?: Account;
}

export interface StoredPull {
  number: number;
  /** owner:branch, as the `head` filter of GET /pulls takes it. */
  head: string;
  headSha: string;
  baseSha: string;
  baseRef: string;
}

/** A planned failure: a status, optionally with a message and headers. */
export type Failure =
  | number
  | { status: number; message?: string; headers?: Record<string, string>; afterStoring?: boolean };

/** An issue (not a pull request), as the bisect files one. */
export interface StoredIssue {
  number: number;
  title: string;
  body: string;
}

export class GitHubStandIn {
  readonly requests: RecordedRequest[] = [];
  /** Issues, for the bisect's (GET/POST /repos/o/r/issues, PATCH /repos/o/r/issues/N). */
  readonly issues: StoredIssue[] = [];
  /** Status to answer to the next issue requests (list, create, update), one per request. */
  readonly issueFailures: Failure[] = [];
  readonly comments: StoredComment[] = [];
  readonly statuses: { sha: string; state: string; context: string; description: string }[] = [];
  /** Status to answer to the next requests of a kind, consumed one per request. */
  readonly failures: { create: Failure[]; list: Failure[]; update: Failure[] } = {
    create: [],
    list: [],
    update: [],
  };
  readonly pulls: StoredPull[] = [];
  /** Who each token is; any other token is GITHUB_TOKEN, the actions bot. */
  readonly accounts: Record<string, Account> = {};
  /** Refs, commits, trees and blobs: the history branch (see git-data-stand-in.ts). */
  readonly git = new GitDataStandIn();
  private server?: Server;
  private nextId = 1000;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(
    req: IncomingMessage,
    res: import('node:http').ServerResponse,
  ): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? JSON.parse(text) : undefined;
    const url = new URL(req.url ?? '/', this.url);
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      body,
      authorization: req.headers.authorization,
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const token = req.headers.authorization?.replace(/^(token|bearer) /i, '') ?? '';
    const account = this.accounts[token] ?? ACTIONS_BOT;
    const fail = (kind: keyof GitHubStandIn['failures'], store?: () => void) => {
      const planned = this.failures[kind].shift();
      if (planned === undefined) return false;
      const failure = typeof planned === 'number' ? { status: planned } : planned;
      if (failure.afterStoring) store?.();
      res.writeHead(failure.status, {
        'content-type': 'application/json',
        ...failure.headers,
      });
      res.end(
        JSON.stringify({
          message:
            failure.message ??
            (failure.status === 403 ? 'Resource not accessible by integration' : 'Server Error'),
        }),
      );
      return true;
    };
    const asJson = (c: StoredComment) => ({
      id: c.id,
      body: c.body,
      user: {
        ...(c.user ?? A_USER),
        type: (c.user ?? A_USER).login.endsWith('[bot]') ? 'Bot' : 'User',
      },
    });

    if (await this.git.handle(req.method ?? '', url.pathname, body, send)) return;

    if (this.handleIssues(req.method ?? '', url, body, send, () => this.issueFailures.shift()))
      return;
    const list = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const one = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (list && req.method === 'GET') {
      if (fail('list')) return;
      const issue = Number(list[1]);
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = this.comments.filter((c) => c.issue === issue);
      send(200, all.slice((page - 1) * perPage, page * perPage).map(asJson));
    } else if (list && req.method === 'POST') {
      const comment = {
        id: this.nextId++,
        body: body.body as string,
        issue: Number(list[1]),
        user: account,
      };
      if (fail('create', () => this.comments.push(comment))) return;
      this.comments.push(comment);
      send(201, {
        id: comment.id,
        body: comment.body,
        html_url: `https://github.test/comment/${comment.id}`,
      });
    } else if (
      /^\/repos\/[^/]+\/[^/]+\/statuses\/\w+$/.test(url.pathname) &&
      req.method === 'POST'
    ) {
      const sha = url.pathname.split('/').pop()!;
      this.statuses.push({ sha, ...body });
      send(201, { id: this.statuses.length, state: body.state });
    } else if (url.pathname === '/graphql' && req.method === 'POST') {
      send(200, { data: { viewer: { login: account.login, databaseId: account.id } } });
    } else if (/^\/repos\/[^/]+\/[^/]+\/pulls$/.test(url.pathname) && req.method === 'GET') {
      const head = url.searchParams.get('head');
      send(
        200,
        this.pulls
          .filter((p) => p.head === head)
          .map((p) => ({
            number: p.number,
            head: { sha: p.headSha, ref: p.head.split(':')[1] },
            base: { sha: p.baseSha, ref: p.baseRef },
          })),
      );
    } else if (one && req.method === 'PATCH') {
      if (fail('update')) return;
      const comment = this.comments.find((c) => c.id === Number(one[1]));
      if (!comment) return send(404, { message: 'Not Found' });
      // GitHub lets only the author (or a maintainer's token) edit; the bot is neither here.
      if ((comment.user ?? A_USER).id !== account.id)
        return send(403, { message: 'Resource not accessible by integration' });
      comment.body = body.body;
      send(200, {
        id: comment.id,
        body: comment.body,
        html_url: `https://github.test/comment/${comment.id}`,
      });
    } else {
      send(404, { message: `Not Found: ${req.method} ${url.pathname}` });
    }
  }

  /** The issues endpoints; true when the request was one of them. */
  private handleIssues(
    method: string,
    url: URL,
    body: { title?: string; body?: string } | undefined,
    send: (status: number, payload: unknown) => void,
    failure: () => Failure | undefined,
  ): boolean {
    const all = /^\/repos\/[^/]+\/[^/]+\/issues$/.test(url.pathname);
    const one = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)$/.exec(url.pathname);
    if (!(all && (method === 'GET' || method === 'POST')) && !(one && method === 'PATCH'))
      return false;
    const planned = failure();
    if (planned !== undefined) {
      const f = typeof planned === 'number' ? { status: planned } : planned;
      send(f.status, {
        message:
          f.message ??
          (f.status === 403 ? 'Resource not accessible by integration' : 'Server Error'),
      });
      return true;
    }
    const asJson = (i: StoredIssue) => ({
      number: i.number,
      title: i.title,
      body: i.body,
      html_url: `https://github.test/issues/${i.number}`,
    });
    if (all && method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      send(200, this.issues.slice((page - 1) * perPage, page * perPage).map(asJson));
    } else if (all) {
      const issue = { number: this.issues.length + 1, title: body!.title!, body: body!.body! };
      this.issues.push(issue);
      send(201, asJson(issue));
    } else {
      const issue = this.issues.find((i) => i.number === Number(one![1]));
      if (!issue) send(404, { message: 'Not Found' });
      else {
        Object.assign(issue, { title: body?.title ?? issue.title, body: body?.body ?? issue.body });
        send(200, asJson(issue));
      }
    }
    return true;
  }
}
