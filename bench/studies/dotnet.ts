/** The seeds on their own stack: each .NET example to its verdict with its own config. */
import { dotnetExamples } from '../lib/dotnet-examples.js';
import type { Study } from '../lib/study.js';

export const dotnet: Study = {
  about: 'the .NET examples (seeds 000, 001, 003) run to their verdicts, a few minutes each',
  headline: true,
  run: ({ print, quick }) => dotnetExamples(print, { quick }),
};
