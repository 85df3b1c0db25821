import { createConnection } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPortRange } from '../../src/procfs/index.js';
import { allocatePorts, type HeldPort } from '../../src/target/ports.js';
import { VariantServices, type StartTarget } from '../../src/experiment/bring-up.js';
import { PortInUseError } from '../../src/target/errors.js';
import type { Target } from '../../src/target/index.js';
import type { VariantSpec } from '../../src/config/types.js';

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

describe('a picked port taken before its service starts', () => {
  const variant = (url: string): VariantSpec => ({
    name: 'main',
    services: [
      {
        name: 'api',
        command: 'node app.js',
        env: {},
        graceMs: 1000,
        // As the config makes it: the load URL's port.
        ready: {
          kind: 'tcp',
          host: '127.0.0.1',
          port: url.includes('{port}') ? '{port}' : 5000,
          timeoutMs: 1000,
          intervalMs: 50,
        },
      },
    ],
    load: {
      requests: [{ method: 'GET', url, headers: {} }],
      connections: 1,
      pipelining: 1,
      stages: [],
      arrival: 'constant',
      timeoutMs: 1000,
    },
    setup: [],
  });
  const identity = { name: 'api', command: 'node app.js' };

  /** VariantServices whose start finds the first `taken` ports in use, as another job would. */
  function services(taken: number) {
    const tried: number[] = [];
    const startTarget: StartTarget = async (specs) => {
      const port = Number(specs[0].env.PORT);
      tried.push(port);
      if (tried.length <= taken) throw new PortInUseError(identity, '127.0.0.1', port, undefined);
      return { services: [] } as unknown as Target;
    };
    const pool = new VariantServices({
      lifecycle: 'fresh',
      startTarget,
      logDir: '/tmp',
      baseEnv: {},
      sharedLabel: 'shared',
    });
    return { pool, tried };
  }

  it('is picked again, and the service starts on another', async () => {
    const { pool, tried } = services(1);
    const { variant: bound } = await pool.start(variant('http://127.0.0.1:{port}/'), 'trial');
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toBe(tried[0]);
    expect(bound.load.requests[0].url).toBe(`http://127.0.0.1:${tried[1]}/`);
  });

  it('is said after three tries, and a fixed port in use at once', async () => {
    const again = services(5);
    await expect(again.pool.start(variant('http://127.0.0.1:{port}/'), 't')).rejects.toThrow(
      PortInUseError,
    );
    expect(again.tried).toHaveLength(3);
    // A port written in the config: the user's to free, not perf-gate's to pick again.
    const fixed = services(5);
    const spec = variant('http://127.0.0.1:5000/');
    spec.services[0].env.PORT = '5000';
    await expect(fixed.pool.start(spec, 't')).rejects.toThrow(PortInUseError);
    expect(fixed.tried).toEqual([5000]);
  });
});
