/**
 * What a report says of a placement beyond its run conditions (report/noise-parts.ts has
 * those). Pure; apart from noise-parts so that result.ts can use it without a cycle.
 */
import type { PlacementOfRun } from './result-schema.js';

/**
 * `main-thread` placed one variant's services but found nothing to place in another's
 * (another runtime), which then floated beside the pinned load engine: the variants did not
 * run alike, which the comparison cannot tell from the change. Undefined otherwise.
 */
export function placementWarning(p: PlacementOfRun | undefined): string | undefined {
  const floating = p?.floatingVariants;
  if (!floating?.length) return undefined;
  const names = floating.map((v) => `"${v}"`).join(', ');
  const its = floating.length === 1 ? 'its' : 'their';
  const others = p!.splitPrograms
    ? `the other variants' event loops ran on CPU ${p!.services} with their helper threads beside the load engine`
    : `the other variants' services ran on CPU ${p!.services}, apart from the load engine`;
  return `${names} had no Node, Deno, Bun or .NET process to place, so ${its} services floated on CPU ${p!.cpus} beside the load engine (CPU ${p!.engine}), while ${others} (placement: ${p!.mode}): part of the difference may be where they ran. To run every variant alike, set placement: off.`;
}
