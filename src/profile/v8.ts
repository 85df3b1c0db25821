/**
 * V8's CPU profile (the `.cpuprofile` JSON that Chrome DevTools, speedscope and
 * `node --cpu-prof` use) reduced to stacks with sample counts. Idle samples (the event loop
 * waiting) are left out: they cost no CPU.
 */
import { v8Frame } from './frames.js';
import type { StackCount } from './types.js';

export interface V8CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number };
    children?: number[];
    hitCount?: number;
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** The node names V8 gives the time it was not running JavaScript for the app. */
const IDLE = '(idle)';
const ROOT = '(root)';

export function v8Stacks(profile: V8CpuProfile, root?: string): StackCount[] {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const hits = new Map<number, number>();
  if (profile.samples) {
    for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  } else {
    for (const node of profile.nodes) if (node.hitCount) hits.set(node.id, node.hitCount);
  }
  const stacks: StackCount[] = [];
  for (const [id, samples] of [...hits].sort(([a], [b]) => a - b)) {
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === IDLE) continue;
    const path = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (!node || node.callFrame.functionName === ROOT) break;
      path.push(v8Frame(node.callFrame, root));
    }
    if (path.length > 0) stacks.push({ frames: path.reverse(), samples });
  }
  return stacks;
}
