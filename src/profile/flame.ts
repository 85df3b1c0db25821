/**
 * The differential flame graph: the baseline's and the variant's stacks merged into one
 * tree, each frame as wide as its mean inclusive CPU per request over the two (so the
 * widths add up and a path that vanished in the variant still shows), coloured by the
 * change of its inclusive cost — red where the variant spends more, blue where it spends
 * less, white where nothing changed — the root at the bottom. SVG text, with a tooltip
 * (`<title>`) on every frame; browsers show it as is.
 */
import { functionLabel } from './frames.js';
import type { ArmProfile, Frame, ProfileRound } from './types.js';

interface FlameNode {
  label: string;
  baselineUs: number;
  variantUs: number;
  children: Map<string, FlameNode>;
}

const newNode = (label: string): FlameNode => ({
  label,
  baselineUs: 0,
  variantUs: 0,
  children: new Map(),
});

/** The tree of one side's stacks, added into `root` with each stack's CPU µs per request. */
function addArm(
  root: FlameNode,
  arm: ArmProfile,
  side: 'baselineUs' | 'variantUs',
  weight: number,
) {
  for (const process of arm.processes) {
    if (process.busySamples === 0) continue;
    const perSample = (process.cpuUsPerRequest / process.busySamples) * weight;
    for (const stack of process.stacks) {
      const us = stack.samples * perSample;
      root[side] += us;
      let node = root;
      for (const frame of stack.frames) {
        const label = frameName(frame);
        let child = node.children.get(label);
        if (!child) node.children.set(label, (child = newNode(label)));
        child[side] += us;
        node = child;
      }
    }
  }
}

function frameName(frame: Frame): string {
  const label = functionLabel(frame);
  return frame.package && !frame.file ? `${label} [${frame.package}]` : label;
}

const WIDTH = 1200;
const ROW = 17;
const PAD = 10;
const HEADER = 40;
const CHAR_PX = 6.6;

export interface FlameGraphOptions {
  title: string;
}

/** The SVG of the differential flame graph over the rounds of one variant against the baseline. */
export function differentialFlameGraph(
  rounds: readonly ProfileRound[],
  options: FlameGraphOptions,
): string {
  const root = newNode('all');
  for (const round of rounds) {
    addArm(root, round.baseline, 'baselineUs', 1 / rounds.length);
    addArm(root, round.variant, 'variantUs', 1 / rounds.length);
  }
  const widthOf = (node: FlameNode) => (node.baselineUs + node.variantUs) / 2;
  const total = widthOf(root);
  let depth = 0;
  const maxChange = { us: 0 };
  const walk = (node: FlameNode, level: number) => {
    depth = Math.max(depth, level);
    if (level > 0)
      maxChange.us = Math.max(maxChange.us, Math.abs(node.variantUs - node.baselineUs));
    for (const child of node.children.values()) walk(child, level + 1);
  };
  walk(root, 0);
  const height = HEADER + (depth + 1) * ROW + PAD * 2;
  const scale = total > 0 ? (WIDTH - 2 * PAD) / total : 0;
  const frames: string[] = [];
  const draw = (node: FlameNode, x: number, level: number) => {
    const w = widthOf(node) * scale;
    if (w < 0.3) return;
    const y = height - PAD - (level + 1) * ROW;
    const change = node.variantUs - node.baselineUs;
    const title = `${node.label}: ${fixed(node.baselineUs)} → ${fixed(node.variantUs)} µs/request (Δ ${change >= 0 ? '+' : '−'}${fixed(Math.abs(change))})`;
    const fits = Math.floor((w - 6) / CHAR_PX);
    const text =
      fits >= 3
        ? node.label.length <= fits
          ? node.label
          : `${node.label.slice(0, fits - 2)}..`
        : '';
    frames.push(
      `<g><title>${escapeXml(title)}</title><rect x="${fixed(x)}" y="${y}" width="${fixed(w)}" height="${ROW - 1}" fill="${colour(change, maxChange.us)}" rx="2"/>` +
        (text ? `<text x="${fixed(x + 3)}" y="${y + ROW - 5}">${escapeXml(text)}</text>` : '') +
        '</g>',
    );
    let childX = x;
    for (const child of [...node.children.values()].sort((a, b) => (a.label < b.label ? -1 : 1))) {
      draw(child, childX, level + 1);
      childX += widthOf(child) * scale;
    }
  };
  draw(root, PAD, 0);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Verdana, sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="${WIDTH / 2}" y="20" text-anchor="middle" font-size="15">${escapeXml(options.title)}</text>`,
    `<text x="${WIDTH / 2}" y="35" text-anchor="middle" fill="#555">width: mean CPU per request of the two; red: the variant spends more, blue: less (largest change ${fixed(maxChange.us)} µs/request)</text>`,
    ...frames,
    '</svg>',
    '',
  ].join('\n');
}

/** White for no change, to full red (more) or blue (less) at the largest change in the graph. */
function colour(changeUs: number, maxUs: number): string {
  const strength = maxUs > 0 ? Math.min(1, Math.abs(changeUs) / maxUs) : 0;
  const fade = Math.round(235 - 200 * Math.sqrt(strength));
  return changeUs >= 0 ? `rgb(250,${fade},${fade})` : `rgb(${fade},${fade},250)`;
}

function fixed(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
