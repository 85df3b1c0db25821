/** The progress lines, as the terminal and the action log show each trial. */
import { describe, expect, it } from 'vitest';
import { trialLine } from '../../src/modes/progress.js';
import type { TrialEvent } from '../../src/experiment/index.js';

const event = (trial: TrialEvent['trial']): TrialEvent =>
  ({
    index: 6,
    total: 20,
    planned: { round: 3, variant: 1, warmup: false },
    variant: 'this PR',
    phase: 'end',
    trial,
  }) as TrialEvent;

describe('a trial line', () => {
  it("a failed trial's line names its service's log: the stack trace is there, not on the line", () => {
    // It said only "exited with code 1 during the trial", and nothing of where to look.
    const line = trialLine(
      event({
        round: 3,
        variant: 'this PR',
        sequence: 6,
        warmup: false,
        status: 'failed',
        error:
          'Service "api" (command: node server.js) exited with code 1 during the trial.\nLast lines of its output:\n  | Error: cache eviction bug\nFull log: /work/app/.perf-gate/logs/006-this_PR.api.log',
      }),
    );
    expect(line).toBe(
      '[7/20] round 4 this PR: failed: Service "api" (command: node server.js) exited with code 1 during the trial. (log: /work/app/.perf-gate/logs/006-this_PR.api.log)',
    );
  });
});
