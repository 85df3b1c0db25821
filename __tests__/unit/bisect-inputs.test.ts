import { describe, expect, it } from 'vitest';
import { checkInputs } from '../../src/action/inputs.js';
import { parseBisectBudget, DEFAULT_BISECT_BUDGET_MS } from '../../src/modes/bisect.js';

const inputs = (values: Record<string, string>) => (name: string) => values[name] ?? '';
const noConfig = () => undefined;

describe("the action's mode: bisect", () => {
  it('needs the good commit, and nothing of the simple mode', () => {
    expect(() => checkInputs(inputs({ mode: 'bisect' }), noConfig)).toThrow(
      "Input 'good' is required with mode 'bisect'",
    );
    expect(checkInputs(inputs({ mode: 'bisect', good: 'v1.0.0' }), noConfig).mode).toBe('bisect');
  });

  it('reads its budget as a duration, 30 minutes when empty', () => {
    expect(parseBisectBudget('', "Input 'bisect-budget'")).toBe(DEFAULT_BISECT_BUDGET_MS);
    expect(parseBisectBudget('45m', "Input 'bisect-budget'")).toBe(45 * 60_000);
    expect(() => parseBisectBudget('0s', "Input 'bisect-budget'")).toThrow(
      "Input 'bisect-budget' must be a duration such as 20m or 1h",
    );
  });
});
