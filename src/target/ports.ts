/** Free ports for services that ask for one with `{port}`. */
import { createServer } from 'node:net';
import { ephemeralPortRange } from '../procfs/index.js';

/** A port the system gave this process, held until `close`. */
export interface HeldPort {
  port: number;
  close(): Promise<void>;
}

/** `port` on 127.0.0.1, held open (0: one of the system's choosing); undefined if in use. */
async function hold(port: number): Promise<HeldPort | undefined> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(false) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (!listening) return undefined;
  const { port: held } = server.address() as { port: number };
  return {
    port: held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Below the ports the kernel hands out, and above those services usually keep. */
const LOWEST_CHOSEN = 10_000;

/**
 * A free port on 127.0.0.1, held open. Chosen below the kernel's ephemeral range where it
 * can: a port from that range, let go for a service to bind, can be taken meanwhile as the
 * local end of an outgoing connection — the load engine's own, or another job's — and the
 * service then fails with EADDRINUSE (CI, 6 December 2026, a profiling round). Ports below it
 * are taken only by a listener that asks for one by number.
 */
export async function holdFreePort(): Promise<HeldPort> {
  const range = ephemeralPortRange();
  if (range && range.low - LOWEST_CHOSEN >= 1000) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = LOWEST_CHOSEN + Math.floor(Math.random() * (range.low - LOWEST_CHOSEN));
      const held = await hold(port);
      if (held) return held;
    }
  }
  const held = await hold(0);
  if (!held) throw new Error('no free port on 127.0.0.1');
  return held;
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
