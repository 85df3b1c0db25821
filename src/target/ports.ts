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

export async function allocatePorts(names: string[]): Promise<Map<string, number>> {
  const ports = new Map<string, number>();
  for (const name of names) ports.set(name, await freePort());
  return ports;
}
