/**
 * GitHub's Git Data endpoints (refs, commits, trees, blobs) for the GitHub stand-in, as
 * GitHub answers them: a ref moves without force only to a descendant of where it points
 * (else 422 "Update is not a fast forward"), a ref that exists cannot be created again (422),
 * blobs come back base64 in 60-character lines. `holdRefReads(n)` keeps the answers to GET
 * ref until n of them wait, so that n writers certainly read the same head and race.
 */
import { createHash } from 'node:crypto';

interface TreeItem {
  path: string;
  mode: string;
  type: 'blob' | 'tree';
  sha: string;
}

type Send = (status: number, payload: unknown) => void;

/** The fields of the Git Data requests perf-gate sends. */
interface GitBody {
  content?: string;
  encoding?: string;
  base_tree?: string;
  /** The items of POST trees; the tree's SHA in POST commits. */
  tree?: TreeItem[] | string;
  parents?: string[];
  message?: string;
  ref?: string;
  sha?: string;
  force?: boolean;
}

const hash = (text: string) => createHash('sha1').update(text).digest('hex');

export class GitDataStandIn {
  readonly blobs = new Map<string, string>();
  readonly trees = new Map<string, TreeItem[]>();
  readonly commits = new Map<string, { tree: string; parents: string[]; message: string }>();
  readonly refs = new Map<string, string>();
  /** The pull requests GET /repos/o/r/commits/SHA/pulls answers, by commit. */
  readonly pullsOfCommit = new Map<string, { number: number; title: string; html_url: string }[]>();
  /** Ref moves refused as not fast-forward, and creations refused as existing. */
  conflicts = 0;
  private held: (() => void)[] = [];
  private holdFor = 0;

  holdRefReads(count: number): void {
    this.holdFor = count;
  }

  /** Puts files on a branch as a user's push would (a commit on the branch's head). */
  commitFiles(branch: string, files: Record<string, string>, message = 'by hand'): string {
    const parent = this.refs.get(`refs/heads/${branch}`);
    const base = parent ? this.trees.get(this.commits.get(parent)!.tree)! : [];
    const items = new Map(base.map((i) => [i.path, i]));
    for (const [path, content] of Object.entries(files))
      items.set(path, { path, mode: '100644', type: 'blob', sha: this.blob(content) });
    const tree = this.tree([...items.values()]);
    const commit = this.commit(tree, parent ? [parent] : [], message);
    this.refs.set(`refs/heads/${branch}`, commit);
    return commit;
  }

  /** The text of a file at the head of a branch (undefined: no such branch or file). */
  fileAt(branch: string, path: string): string | undefined {
    const head = this.refs.get(`refs/heads/${branch}`);
    if (!head) return undefined;
    const item = this.trees.get(this.commits.get(head)!.tree)!.find((i) => i.path === path);
    return item && this.blobs.get(item.sha);
  }

  /** Commits from the head of a branch back to its first, first parents only. */
  historyOf(branch: string): string[] {
    const out: string[] = [];
    for (let at = this.refs.get(`refs/heads/${branch}`); at; at = this.commits.get(at)?.parents[0])
      out.push(at);
    return out;
  }

  private blob(content: string): string {
    const sha = hash(`blob ${Buffer.byteLength(content)}\0${content}`);
    this.blobs.set(sha, content);
    return sha;
  }
  private tree(items: TreeItem[]): string {
    const sorted = [...items].sort((a, b) => a.path.localeCompare(b.path));
    const sha = hash(`tree ${JSON.stringify(sorted)}`);
    this.trees.set(sha, sorted);
    return sha;
  }
  private commit(tree: string, parents: string[], message: string): string {
    const sha = hash(`commit ${tree} ${parents.join(',')} ${message} ${this.commits.size}`);
    this.commits.set(sha, { tree, parents, message });
    return sha;
  }
  private descends(from: string, ancestor: string): boolean {
    const seen = new Set<string>();
    const queue = [from];
    while (queue.length > 0) {
      const at = queue.shift()!;
      if (at === ancestor) return true;
      if (seen.has(at)) continue;
      seen.add(at);
      queue.push(...(this.commits.get(at)?.parents ?? []));
    }
    return false;
  }

  /** Answers a Git Data request; false when the path is not one of them. */
  async handle(method: string, path: string, body: GitBody, send: Send): Promise<boolean> {
    const pulls = /^\/repos\/[^/]+\/[^/]+\/commits\/(\w+)\/pulls$/.exec(path);
    if (pulls && method === 'GET') return (send(200, this.pullsOfCommit.get(pulls[1]) ?? []), true);
    const m = /^\/repos\/[^/]+\/[^/]+\/git\/(.+)$/.exec(path);
    if (!m) return false;
    const rest = decodeURIComponent(m[1]);
    const notFound = () => send(404, { message: 'Not Found' });
    let match: RegExpExecArray | null;
    if (method === 'GET' && (match = /^ref\/(.+)$/.exec(rest))) {
      if (this.holdFor > 0) {
        await new Promise<void>((resolve) => {
          this.held.push(resolve);
          if (this.held.length >= this.holdFor) {
            this.holdFor = 0;
            for (const release of this.held.splice(0)) release();
          }
        });
      }
      const sha = this.refs.get(`refs/${match[1]}`);
      if (!sha) return (notFound(), true);
      send(200, { ref: `refs/${match[1]}`, object: { sha, type: 'commit' } });
    } else if (method === 'GET' && (match = /^commits\/(\w+)$/.exec(rest))) {
      const commit = this.commits.get(match[1]);
      if (!commit) return (notFound(), true);
      send(200, {
        sha: match[1],
        tree: { sha: commit.tree },
        parents: commit.parents.map((sha) => ({ sha })),
        message: commit.message,
      });
    } else if (method === 'GET' && (match = /^trees\/(\w+)$/.exec(rest))) {
      const tree = this.trees.get(match[1]);
      if (!tree) return (notFound(), true);
      send(200, { sha: match[1], tree, truncated: false });
    } else if (method === 'GET' && (match = /^blobs\/(\w+)$/.exec(rest))) {
      const content = this.blobs.get(match[1]);
      if (content === undefined) return (notFound(), true);
      const base64 = Buffer.from(content).toString('base64');
      send(200, { sha: match[1], encoding: 'base64', content: base64.replace(/.{60}/g, '$&\n') });
    } else if (method === 'POST' && rest === 'blobs') {
      const text =
        body.encoding === 'base64'
          ? Buffer.from(body.content ?? '', 'base64').toString('utf8')
          : body.content;
      if (typeof text !== 'string')
        return (send(422, { message: 'Invalid request: content' }), true);
      send(201, { sha: this.blob(text) });
    } else if (method === 'POST' && rest === 'trees') {
      const base = body.base_tree ? this.trees.get(body.base_tree) : [];
      if (!base) return (send(422, { message: 'base_tree is not a valid tree' }), true);
      const items = new Map(base.map((i) => [i.path, i]));
      for (const item of (body.tree ?? []) as TreeItem[]) {
        if (!this.blobs.has(item.sha))
          return (send(422, { message: `tree.sha ${item.sha} is not a valid blob` }), true);
        items.set(item.path, { path: item.path, mode: item.mode, type: item.type, sha: item.sha });
      }
      send(201, { sha: this.tree([...items.values()]) });
    } else if (method === 'POST' && rest === 'commits') {
      if (!this.trees.has(body.tree as string))
        return (send(422, { message: 'Tree SHA does not exist' }), true);
      for (const parent of body.parents ?? [])
        if (!this.commits.has(parent))
          return (
            send(422, { message: 'Parent SHA does not exist or is not a commit object' }),
            true
          );
      send(201, { sha: this.commit(body.tree as string, body.parents ?? [], body.message ?? '') });
    } else if (method === 'POST' && rest === 'refs') {
      if (this.refs.has(body.ref!)) {
        this.conflicts++;
        return (send(422, { message: 'Reference already exists' }), true);
      }
      this.refs.set(body.ref!, body.sha!);
      send(201, { ref: body.ref, object: { sha: body.sha } });
    } else if (method === 'PATCH' && (match = /^refs\/(.+)$/.exec(rest))) {
      const ref = `refs/${match[1]}`;
      const current = this.refs.get(ref);
      if (!current) return (send(422, { message: 'Reference does not exist' }), true);
      if (!body.force && !this.descends(body.sha!, current)) {
        this.conflicts++;
        return (send(422, { message: 'Update is not a fast forward' }), true);
      }
      this.refs.set(ref, body.sha!);
      send(200, { ref, object: { sha: body.sha } });
    } else {
      return false;
    }
    return true;
  }
}
