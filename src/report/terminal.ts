/** The report as a terminal shows it: the same answer and tables, without HTML. Pure. */
import {
  describeLoad,
  diffBlockLines,
  headline,
  intervalPlotLines,
  verdictLines,
  variantsTable,
} from './markdown.js';
import { roundsSpent, type RunResult } from './result.js';
import { seconds } from '../model/format.js';
import { whereTheTimeWentLines } from './profiling.js';
import { noisePartsLines } from './noise-parts.js';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#96;': '`',
  '&#124;': '|',
};

function plain(markdown: string): string {
  return markdown
    .replace(/\*\*/g, '')
    .replace(/`/g, '')
    .replace(/\\([\\*_[\]~#])/g, '$1')
    .replace(/&(amp|lt|gt|#96|#124);/g, (e) => ENTITIES[e]);
}

export function renderTerminal(result: RunResult): string {
  const c = result.conditions;
  const plot = intervalPlotLines(result);
  return [
    plain(headline(result)),
    plain(verdictLines(result).join('\n')),
    '',
    ...whereTheTimeWentLines(result),
    ...(result.profiling ? [''] : []),
    ...diffBlockLines(result),
    '',
    ...plot,
    ...(plot.length > 0 ? [''] : []),
    plain(variantsTable(result)),
    '',
    ...noisePartsLines(result),
    `${roundsFooter(result)} · ${describeLoad(c.load)} · seed ${result.seed} · ${seconds(result.durationMs)}`,
    '',
  ].join('\n');
}

/** "10 rounds", "7 of at most 60 rounds": what the run measured, against what it could take. */
function roundsFooter(result: RunResult): string {
  const { measured, most } = roundsSpent(result);
  if (result.shard) {
    return `shard ${result.shard.index}/${result.shard.total}: ${measured} of the experiment's ${most} rounds`;
  }
  if (measured === most && !result.sequence) return `${most} rounds`;
  return `${measured} of at most ${most} rounds`;
}
