/** Free ports for services that ask for one with `{port}`. */
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A free port for each name, none of them in `given` (ports handed out before and maybe not
 * bound yet), which the new ones join. `pick` finds a free one (the system's, in a test its own).
 */
export async function allocatePorts(
  names: string[],
  given: Set<number> = new Set(),
  pick: () => Promise<number> = freePort,
): Promise<Map<string, number>> {
  const ports = new Map<string, number>();
  for (const name of names) {
    let port = await pick();
    while (given.has(port)) port = await pick();
    given.add(port);
    ports.set(name, port);
  }
  return ports;
}
