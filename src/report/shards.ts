/**
 * What the report says about shards: for one shard, which share it measured; for a merged
 * run, how many rounds from how many runners the verdict rests on, who is missing, and how
 * each shard saw every gated change. Pure.
 */
import { METRICS } from '../model/metrics.js';
import { pct, pValue } from '../model/format.js';
import { roundsSpent, type RunResult } from './result.js';

/** Rounds this result measured, warm-ups not counted. */
const measuredRounds = (result: RunResult): number => roundsSpent(result).measured;

/**
 * A shard gives no verdict of its own: its share of the rounds is too small to judge, and
 * a pass or fail here would contradict the merge that does judge.
 */
export function shardVerdictLine(result: RunResult): string | undefined {
  if (!result.shard) return undefined;
  const { index, total } = result.shard;
  return `🧩 **Shard ${index} of ${total}**: measured ${measuredRounds(result)} of the experiment's ${result.conditions.rounds} rounds. The verdict comes from merging every shard (\`mode: merge\`, or \`perf-gate merge\`).`;
}

/** One line for the run conditions, or none for an unsharded run. */
export function shardConditionLine(result: RunResult): string | undefined {
  if (result.shard) {
    const { index, total, seed } = result.shard;
    return `- **Shard**: ${index} of ${total}, ${measuredRounds(result)} of the experiment's ${result.conditions.rounds} rounds (shard seed \`${seed}\`); the verdict comes from merging every shard (\`mode: merge\`)`;
  }
  const s = result.shards;
  if (!s) return undefined;
  const missing = s.missing.length > 0 ? `; missing: shard ${s.missing.join(', ')}` : '';
  return `- **Shards**: ${result.conditions.rounds} rounds pooled from ${s.ran.length} of ${s.total} runners${missing}`;
}

/** The per-shard table of a merged run; empty for any other run. */
export function shardsSection(result: RunResult): string {
  const s = result.shards;
  if (!s) return '';
  const gated = s.agreement;
  const header = [
    '| Shard | Runner | Rounds | Seed |',
    ...gated.map((a) => ` ${a.variant.replace(/\|/g, '&#124;')}: ${METRICS[a.metric].label} |`),
  ];
  const rule = ['|---|---|--:|--:|', ...gated.map(() => '--:|')];
  const rows = s.ran.map((shard) => {
    const runner = `${shard.runner.cpus} × ${shard.runner.cpuModel}`.replace(/[|<>`]/g, ' ');
    return [
      `| ${shard.index} | ${runner} | ${shard.rounds} | \`${shard.seed}\` |`,
      ...gated.map((a) => {
        const own = a.perShard.find((p) => p.index === shard.index);
        return ` ${own ? pct(own.estimatePct / 100, { signed: true }) : 'n/a'} |`;
      }),
    ].join('');
  });
  const missing = s.missing.map(
    (index) => `| ${index} | — no result — | 0 | | ${gated.map(() => ' |').join('')}`,
  );
  const agreement = gated.map(
    (a) =>
      `- ${a.variant.replace(/[<>`|]/g, ' ')}, ${METRICS[a.metric].label.toLowerCase()}: ${a.disagree ? '⚠️ the shards **disagree**' : 'the shards agree'} (one-way ANOVA of the per-round differences by shard, Holm-adjusted p = ${pValue(a.pValue)})`,
  );
  return [
    `### Shards: ${result.conditions.rounds} rounds from ${s.ran.length} of ${s.total} runners`,
    '',
    header.join(''),
    rule.join(''),
    ...rows,
    ...missing,
    '',
    ...agreement,
  ].join('\n');
}
