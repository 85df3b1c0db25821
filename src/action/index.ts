/**
 * Entry point of the action (dist/index.js). It makes run()'s first checks (./inputs.ts)
 * before it loads run(): a step set up wrong is answered in about the time node takes to
 * start, instead of after evaluating the whole action (@actions/core with undici, Octokit,
 * zod, yaml), which ncc leaves in a chunk that only the import below loads. run() makes the
 * same checks first, so the answer is the one it would give.
 */
import { findConfigFile } from '../modes/config-path.js';
import { checkInputs, inputsFromEnv, Inputs, workflowCommand } from './inputs.js';
import { ExitCode, failureOf } from '../modes/usage.js';

function firstInputError(): string | undefined {
  const getInput = inputsFromEnv(process.env);
  try {
    checkInputs(getInput, (path, label) => findConfigFile(path, process.cwd(), label));
    return undefined;
  } catch (error) {
    const { code, message } = failureOf(error);
    // Anything but a usage error is left to run(), which reports every failure.
    if (code !== ExitCode.Usage) return undefined;
    const token = getInput(Inputs.Token);
    return (token ? workflowCommand('add-mask', token) : '') + workflowCommand('error', message);
  }
}

const answer = firstInputError();
if (answer) {
  process.stdout.write(answer);
  process.exitCode = ExitCode.Usage;
} else {
  const { run } = await import('./main.js');
  process.exitCode = await run();
}
