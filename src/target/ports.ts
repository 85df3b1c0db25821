/** Free ports for services that ask for one with `{port}`. */
import { createServer } from 'node:net';

/** A port the system gave this process, held until `close`. */
export interface HeldPort {
  port: number;
  close(): Promise<void>;
}

/** A port of the system's choosing on 127.0.0.1, held open. */
export async function holdFreePort(): Promise<HeldPort> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port that was free a moment ago, let go at once (the benchmarks' own servers). */
export async function freePort(): Promise<number> {
  const held = await holdFreePort();
  await held.close();
  return held.port;
}

/** How many of the ports handed out last are never handed out again. */
const REMEMBERED = 1024;
/**
 * Ports handed out lately, oldest first. The system knows only the ports in use: a port handed
 * out is free to it until its service binds it (and again between rounds), so choosing one
 * port at a time and letting it go could give one twice (CI, 4 December 2026: a .NET front end
 * found its port held by its own back end).
 */
const handedOut: number[] = [];

/**
 * A port for each of `names`, all different and none handed out lately: every port the system
 * gives stays held until all are chosen, so it cannot give the same one twice.
 */
export async function allocatePorts(
  names: string[],
  hold: () => Promise<HeldPort> = holdFreePort,
): Promise<Map<string, number>> {
  const ports = new Map<string, number>();
  const held: HeldPort[] = [];
  try {
    for (const name of names) {
      let port: number;
      do {
        const next = await hold();
        held.push(next);
        port = next.port;
      } while (handedOut.includes(port));
      handedOut.push(port);
      if (handedOut.length > REMEMBERED) handedOut.shift();
      ports.set(name, port);
    }
  } finally {
    await Promise.all(held.map((h) => h.close()));
  }
  return ports;
}
