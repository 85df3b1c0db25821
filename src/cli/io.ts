/**
 * The terminal the CLI writes to, and its masking: light on purpose, since the entry
 * (./index.ts) loads it before it answers --help or a mistyped command (no zod, no stats).
 */
import { addSecrets, maskSecrets, secretsIn } from '../target/secrets.js';

export interface Terminal {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  cwd: string;
}

/** What the CLI is given: the terminal, and the environment the services start from. */
export interface CliIo extends Terminal {
  env: NodeJS.ProcessEnv;
}

/**
 * The terminal with every text written to it masked (target/secrets.ts): the report, the
 * progress, an error quoting a service's last lines. The runner's secrets are known from
 * the start; a config's join them once it is read.
 */
export function maskedTerminal<T extends CliIo>(io: T): T {
  addSecrets(secretsIn(io.env));
  const masked = (stream: Terminal['stdout']): Terminal['stdout'] =>
    ({
      isTTY: stream.isTTY,
      write: (text: string) => stream.write(maskSecrets(text)),
    }) as unknown as Terminal['stdout'];
  return { ...io, stdout: masked(io.stdout), stderr: masked(io.stderr) };
}
