/**
 * A small real HTTP server on 127.0.0.1 that plays the GitHub REST endpoints perf-gate
 * calls (list, create and update issue comments). It records every request and can be
 * told to answer 403 (a fork's read-only token) or 5xx (a GitHub outage).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  body?: unknown;
  authorization?: string;
}

export interface StoredComment {
  id: number;
  body: string;
  issue: number;
}

export class GitHubStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly comments: StoredComment[] = [];
  readonly statuses: { sha: string; state: string; context: string; description: string }[] = [];
  /** Status to answer to the next requests of a kind, consumed one per request. */
  readonly failures: { create: number[]; list: number[]; update: number[] } = {
    create: [],
    list: [],
    update: [],
  };
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
    const fail = (kind: keyof GitHubStandIn['failures']) => {
      const status = this.failures[kind].shift();
      if (status === undefined) return false;
      send(status, {
        message: status === 403 ? 'Resource not accessible by integration' : 'Server Error',
      });
      return true;
    };

    const list = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const one = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (list && req.method === 'GET') {
      if (fail('list')) return;
      const issue = Number(list[1]);
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = this.comments.filter((c) => c.issue === issue);
      send(
        200,
        all.slice((page - 1) * perPage, page * perPage).map((c) => ({ id: c.id, body: c.body })),
      );
    } else if (list && req.method === 'POST') {
      if (fail('create')) return;
      const comment = { id: this.nextId++, body: body.body as string, issue: Number(list[1]) };
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
    } else if (one && req.method === 'PATCH') {
      if (fail('update')) return;
      const comment = this.comments.find((c) => c.id === Number(one[1]));
      if (!comment) return send(404, { message: 'Not Found' });
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
}
