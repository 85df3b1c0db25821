/**
 * The .NET section of `npm run bench` alone, from the repository's root:
 *   npm run bench:dotnet [-- --quick]
 * Each example runs to its verdict with its own config (a few minutes each).
 */
import { dotnetExamples } from './dotnet-examples.js';

await dotnetExamples((line = '') => console.log(line), { quick: process.argv.includes('--quick') });
