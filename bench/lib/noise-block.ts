/** One block's record, as every design's recorder closes it (noise-designs.ts, noise-duet.ts). */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { BlockRecord, Design, StudyApp } from './noise-designs.js';

export function blockRecord(
  app: StudyApp,
  design: Design,
  at: { block: number; cotenant: boolean; startedAt: string; t0: number },
  trials: BlockRecord['trials'],
  slices: BlockRecord['slices'] = [],
): BlockRecord {
  return {
    app: app.key,
    design,
    cotenant: at.cotenant,
    block: at.block,
    startedAt: at.startedAt,
    wallMs: performance.now() - at.t0,
    rounds: design.roundsPerBlock,
    trials,
    slices,
    loadAverage: loadavg()[0],
  };
}
