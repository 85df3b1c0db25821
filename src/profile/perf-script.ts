/**
 * The text of `perf script` (one block per sample: a header line with the command, the
 * PID/TID, the time and the event, then one line per frame from the leaf to the root, then
 * a blank line) reduced to stacks with sample counts, per process.
 */
import { perfFrame } from './frames.js';
import type { StackCount } from './types.js';

export function perfScriptStacks(text: string, root?: string): Map<number, StackCount[]> {
  const byProcess = new Map<number, Map<string, StackCount>>();
  const flush = (pid: number | undefined, lines: string[]) => {
    if (pid === undefined || lines.length === 0) return;
    const frames = lines
      .map((line) => {
        // `    7f3a1c2b symbol+0x12 (/path/to/object)`; the symbol may hold spaces.
        const match = /^\s*[0-9a-f]+\s+(.*?)\s+(\([^()]*\))$/i.exec(line);
        return match ? perfFrame(match[1], match[2], root) : undefined;
      })
      .filter((frame) => frame !== undefined)
      .reverse();
    if (frames.length === 0) return;
    const key = JSON.stringify(frames);
    const stacks = byProcess.get(pid) ?? new Map<string, StackCount>();
    byProcess.set(pid, stacks);
    const stack = stacks.get(key);
    if (stack) stack.samples++;
    else stacks.set(key, { frames, samples: 1 });
  };
  let pid: number | undefined;
  let lines: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      flush(pid, lines);
      pid = undefined;
      lines = [];
    } else if (!/^\s/.test(line)) {
      flush(pid, lines);
      lines = [];
      // `comm  PID/TID  time: …` or `comm  PID  time: …` (the command may hold spaces).
      const match = /\s(\d+)(?:\/\d+)?\s+(?:\[\d+\]\s+)?[\d.]+:/.exec(line);
      pid = match ? Number(match[1]) : undefined;
    } else {
      lines.push(line);
    }
  }
  flush(pid, lines);
  return new Map([...byProcess].map(([p, stacks]) => [p, [...stacks.values()]]));
}
