import { createConnection } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPortRange } from '../../src/procfs/index.js';
import { allocatePorts, type HeldPort } from '../../src/target/ports.js';

/** A `hold` that gives the scripted ports in turn, and counts the ones still held. */
function scripted(ports: number[]) {
  const open = new Set<number>();
  const hold = async (): Promise<HeldPort> => {
    const port = ports.shift()!;
    open.add(port);
    return { port, close: async () => void open.delete(port) };
  };
  return { hold, open };
}

describe('allocatePorts', () => {
  it('never hands out a port it handed out lately, though the system offers it again', async () => {
    const first = scripted([61001, 61002]);
    const a = await allocatePorts(['front', 'back'], first.hold);
    expect([...a.values()]).toEqual([61001, 61002]);
    // The back end has not bound 61002 yet, so the system offers it again: it is passed over.
    const second = scripted([61002, 61001, 61003]);
    const b = await allocatePorts(['api'], second.hold);
    expect(b.get('api')).toBe(61003);
    // Every port it was given is let go once the choice is made.
    expect(first.open.size + second.open.size).toBe(0);
  });

  it('gives different real ports within one call, and none of them is left held', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `service-${i}`);
    const ports = [...(await allocatePorts(names)).values()];
    expect(new Set(ports).size).toBe(names.length);
    // Let go: nothing listens on them once chosen, so a service can bind each.
    for (const port of ports.slice(0, 5)) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = createConnection(port, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve(false)));
        socket.once('error', () => resolve(true));
      });
      expect(refused).toBe(true);
    }
    // Below the ports the kernel gives outgoing connections, which could take one of them
    // between its choice and the service's bind.
    const range = ephemeralPortRange();
    if (range && range.low > 11_000) {
      for (const port of ports) {
        expect(port).toBeGreaterThanOrEqual(10_000);
        expect(port).toBeLessThan(range.low);
      }
    }
  });
});
