/** CPU lists, where `auto` puts the work, and the `placement` field's validation. */
import { describe, expect, it } from 'vitest';
import { formatCpuList, parseCpuList, planPlacement } from '../../src/config/cpus.js';
import { parseConfigText } from '../../src/config/index.js';
import {
  placedCommand,
  mainThreadPlacement,
  placeOtherThreads,
  isEventLoopProgram,
  servesOnFirstThread,
  servesFromThreadPool,
  type Taskset,
} from '../../src/target/placement.js';
import { placementWarning } from '../../src/report/placement.js';

const configWith = (placement: string) =>
  parseConfigText(
    `services: [{ name: app, command: ./app, ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/" }
baseline: { name: a, env: { X: "1" } }
variants: [{ name: b, env: { X: "2" } }]
${placement}
`,
    'perf-gate.yml',
  );

describe('CPU lists', () => {
  it.each([
    ['0', [0]],
    ['1-3', [1, 2, 3]],
    ['0,2-3', [0, 2, 3]],
    [' 3, 1 ,1', [1, 3]],
    [5, [5]],
  ])('reads %j', (text, cpus) => expect(parseCpuList(text)).toEqual(cpus));

  it.each([
    ['', /is empty/],
    ['a', /"a" is not a CPU list like "1", "1-3" or "0,2-3"/],
    ['3-1', /"3-1" in "3-1" runs backwards/],
    ['1,,2', /is not a CPU list/],
  ])('refuses %j, saying why', (text, why) => expect(parseCpuList(text)).toMatch(why));

  it('writes the shortest form', () => {
    expect(formatCpuList([3, 0, 1, 2, 5, 7, 8])).toBe('0-3,5,7-8');
    expect(formatCpuList([1])).toBe('1');
  });
});

describe('auto placement', () => {
  it.each([
    { allowed: [0, 1], engine: [0], services: [1] },
    { allowed: [0, 1, 2, 3], engine: [0], services: [1, 2, 3] },
    { allowed: [4, 5, 6, 7, 8, 9, 10, 11], engine: [4, 5], services: [6, 7, 8, 9, 10, 11] },
    { allowed: [2, 7, 5], engine: [2], services: [5, 7] },
  ])('on $allowed: engine $engine, services $services', ({ allowed, engine, services }) => {
    expect(planPlacement({ mode: 'auto' }, allowed)).toEqual({ engine, services });
  });

  it("main-thread: splits as auto, the services' other threads with the engine", () => {
    expect(planPlacement({ mode: 'main-thread' }, [0, 1])).toEqual({
      engine: [0],
      services: [1],
      otherThreads: [0],
    });
    expect(planPlacement({ mode: 'main-thread' }, [0, 1, 2, 3, 4, 5, 6, 7])).toEqual({
      engine: [0, 1],
      services: [2, 3, 4, 5, 6, 7],
      otherThreads: [0, 1],
    });
    expect(planPlacement({ mode: 'main-thread' }, [3]).floating).toMatch(/one CPU \(3\)/);
  });

  it('floats on one CPU, and when off', () => {
    expect(planPlacement({ mode: 'auto' }, [3]).floating).toMatch(/one CPU \(3\)/);
    expect(planPlacement({ mode: 'off' }, [0, 1]).floating).toBe('placement: off');
  });

  it('follows an explicit placement, and names the field of a CPU it may not use', () => {
    const spec = { mode: 'explicit' as const, engine: [0], services: [1, 2, 3] };
    expect(planPlacement(spec, [0, 1, 2, 3])).toEqual({ engine: [0], services: [1, 2, 3] });
    expect(planPlacement(spec, [0, 1]).problem).toEqual({
      path: 'placement.services',
      message:
        '"1-3" names CPU 2-3, which this process may not use here; list CPUs from 0-1, or set placement: auto',
    });
  });
});

describe('the placement field', () => {
  it('reads auto, off and explicit lists', () => {
    expect(configWith('placement: auto').placement).toEqual({ mode: 'auto' });
    expect(configWith('placement: off').placement).toEqual({ mode: 'off' });
    expect(configWith('placement: main-thread').placement).toEqual({ mode: 'main-thread' });
    expect(configWith('placement: { engine: 0, services: "1-3" }').placement).toEqual({
      mode: 'explicit',
      engine: [0],
      services: [1, 2, 3],
    });
  });

  it.each([
    [
      'placement: pinned',
      /placement: "pinned" is not "auto", "main-thread", "off" or \{ engine, services \}/,
    ],
    ['placement: { engine: "0", services: "x" }', /placement.services: "x" is not a CPU list/],
    [
      'placement: { engine: "2-1", services: "3" }',
      /placement.engine: "2-1" in "2-1" runs backwards/,
    ],
    [
      // It said the mapping was none of the forms; it is the mapping form, lacking a key.
      'placement: { engine: "0" }',
      /placement\.services: must be a CPU list like "1"/,
    ],
  ])('refuses %s, naming the field, the value and the form', (text, message) => {
    expect(() => configWith(text)).toThrow(message);
  });
});

describe('a placed command', () => {
  it('is taskset exec-ing the same shell spawn would run, so the PID stays the shell’s', () => {
    expect(placedCommand('node app.js --port 1', '1-3')).toEqual({
      file: 'taskset',
      args: ['-c', '1-3', '/bin/sh', '-c', 'node app.js --port 1'],
    });
  });
});

describe("main-thread: placing a ready service's threads", () => {
  /** A taskset that fails the first `failures` calls, recording every call. */
  const fakeTaskset = (failures = 0) => {
    const calls: string[] = [];
    const taskset: Taskset = (args) => {
      calls.push(args.join(' '));
      return calls.length <= failures
        ? { status: 1, stderr: "failed to set pid 7's affinity: No such process" }
        : { status: 0, stderr: '' };
    };
    return { calls, taskset };
  };
  const live = process.pid;
  // Above Linux's largest pid_max (2^22): no process has it.
  const gone = 2 ** 22 + 1;

  it("moves every thread away, then each process's first thread back", () => {
    const { calls, taskset } = fakeTaskset();
    placeOtherThreads([live, 42], '0', '1', taskset);
    expect(calls).toEqual([`-a -p -c 0 ${live}`, `-p -c 1 ${live}`, '-a -p -c 0 42', '-p -c 1 42']);
  });

  it('tries a running process again (a thread may end while taskset runs), and skips one that is gone', () => {
    const retried = fakeTaskset(1);
    expect(placeOtherThreads([live], '0', '1', retried.taskset)).toEqual([live]);
    expect(retried.calls).toEqual([`-a -p -c 0 ${live}`, `-a -p -c 0 ${live}`, `-p -c 1 ${live}`]);
    const skipped = fakeTaskset(1);
    expect(placeOtherThreads([gone], '0', '1', skipped.taskset)).toEqual([]);
    expect(skipped.calls).toEqual([`-a -p -c 0 ${gone}`]);
  });

  it('knows Node, Deno and Bun by the name of their program, whatever their version', () => {
    for (const name of ['node', 'nodejs', 'node20', 'node-20', 'node_22.1', 'deno', 'bun'])
      expect(isEventLoopProgram(name), name).toBe(true);
    for (const name of ['dotnet', 'java', 'sh', 'python3', 'nodemon', 'node-gyp', 'bunx', ''])
      expect(isEventLoopProgram(name), name).toBe(false);
  });

  it.skipIf(process.platform !== 'linux')(
    'tells an event-loop runtime by its program (a shell: integration/placement.test.ts)',
    () => {
      expect(servesOnFirstThread(process.pid)).toBe(true); // vitest runs on node
      expect(servesOnFirstThread(gone)).toBe(false);
      // .NET by the runtime it loads (a real one: __tests__/dotnet/examples-dotnet.test.ts).
      expect(servesFromThreadPool(process.pid)).toBe(false);
      expect(servesFromThreadPool(gone)).toBe(false);
    },
  );

  it('throws with the command and what taskset said when a running process stays unplaced', () => {
    expect(() => placeOtherThreads([live], '0', '1', fakeTaskset(99).taskset)).toThrow(
      `\`taskset -a -p -c 0 ${live}\` failed 3 times (failed to set pid 7's affinity: No such process)`,
    );
  });

  describe('as a run places its services (mainThreadPlacement)', () => {
    const base = { mode: 'main-thread' as const, cpus: '0-1' };
    const cpus = { engine: '0', services: '1', otherThreads: '0' };
    const self = 7;
    const programs: Record<number, string> = {
      11: 'node',
      12: 'dotnet',
      13: 'bun',
      14: 'sh',
      15: 'python3',
    };
    const isLoop = (pid: number) => ['node', 'bun'].includes(programs[pid]);
    const make = (failures = 0) => {
      const fake = fakeTaskset(failures);
      const placement = mainThreadPlacement(base, cpus, self, fake.taskset, {
        servesOnFirstThread: isLoop,
        servesFromThreadPool: (pid) => programs[pid] === 'dotnet',
        program: (pid) => programs[pid],
      });
      return { ...fake, placement };
    };

    it('places nothing, perf-gate included, while no service has a Node or .NET process', () => {
      const { calls, placement } = make();
      expect(placement.serviceCpus).toBe('0-1');
      placement.placeReady!([14, 15]);
      placement.placeWarm!([14, 15]);
      placement.restore();
      expect(calls).toEqual([]);
      expect(placement.report).toEqual({
        ...base,
        floating: 'no ready service had a Node, Deno, Bun or .NET process, so nothing was placed',
      });
    });

    it('pins perf-gate when a .NET service is ready, and moves the .NET process whole once warmed up', () => {
      const { calls, placement } = make();
      placement.placeReady!([14, 12], 'api');
      // Ready: perf-gate apart; the .NET process still floats through its warm-up.
      expect(calls).toEqual(['-a -p -c 0 7']);
      expect(placement.report.floating).toBeDefined();
      placement.placeWarm!([14, 12], 'api');
      expect(calls).toEqual(['-a -p -c 0 7', '-a -p -c 1 12']);
      expect(placement.report).toEqual({ ...base, ...cpus, wholePrograms: ['dotnet'] });
      // Another variant of Node: both kinds named, nothing floating.
      placement.placeReady!([11], 'node api');
      placement.placeWarm!([11], 'node api');
      expect(calls.slice(2)).toEqual(['-a -p -c 0 11', '-p -c 1 11']);
      expect(placement.report).toEqual({
        ...base,
        ...cpus,
        splitPrograms: ['node'],
        wholePrograms: ['dotnet'],
      });
      placement.restore();
      expect(calls.at(-1)).toBe('-a -p -c 0-1 7');
    });

    it('pins perf-gate the first time, splits each event-loop process, names the programs, and gives perf-gate back its CPUs', () => {
      const { calls, placement } = make();
      placement.placeReady!([14, 11]);
      placement.placeReady!([12, 13]);
      expect(calls).toEqual([
        '-a -p -c 0 7',
        '-a -p -c 0 11',
        '-p -c 1 11',
        '-a -p -c 0 13',
        '-p -c 1 13',
      ]);
      expect(placement.report).toEqual({ ...base, ...cpus, splitPrograms: ['bun', 'node'] });
      // Warmed up: a Node process stays as it was split.
      placement.placeWarm!([14, 11]);
      expect(calls).toHaveLength(5);
      placement.restore();
      expect(calls.at(-1)).toBe('-a -p -c 0-1 7');
    });

    it('names the variants it found nothing to place in while it placed another', () => {
      const { placement } = make();
      // A Node baseline; a variant of a Python service alone; one of a Python service and a Bun one.
      placement.placeReady!([14, 11], 'node app');
      placement.placeReady!([15], 'python app');
      placement.placeReady!([15], 'mixed');
      placement.placeReady!([13], 'mixed');
      expect(placement.report).toEqual({
        ...base,
        ...cpus,
        splitPrograms: ['bun', 'node'],
        floatingVariants: ['python app'],
      });
      expect(placementWarning(placement.report)).toBe(
        '"python app" had no Node, Deno, Bun or .NET process to place, so its services floated on CPU 0-1 beside the load engine (CPU 0), while the other variants\' event loops ran on CPU 1 with their helper threads beside the load engine (placement: main-thread): part of the difference may be where they ran. To run every variant alike, set placement: off.',
      );
      // Beside a .NET variant, moved whole.
      const dotnet = make().placement;
      dotnet.placeReady!([12], 'dotnet app');
      dotnet.placeWarm!([12], 'dotnet app');
      dotnet.placeReady!([15], 'python app');
      expect(placementWarning(dotnet.report)).toBe(
        '"python app" had no Node, Deno, Bun or .NET process to place, so its services floated on CPU 0-1 beside the load engine (CPU 0), while the other variants\' services ran on CPU 1, apart from the load engine (placement: main-thread): part of the difference may be where they ran. To run every variant alike, set placement: off.',
      );
      // Variants of one runtime run alike: no variant named, no warning.
      const alike = make().placement;
      alike.placeReady!([12], 'a');
      alike.placeReady!([12], 'b');
      alike.placeWarm!([12], 'a');
      alike.placeWarm!([12], 'b');
      expect(alike.report.floatingVariants).toBeUndefined();
      expect(placementWarning(alike.report)).toBeUndefined();
    });

    it('pins perf-gate again when a thread of it ended while taskset ran', () => {
      const { calls, placement } = make(1);
      placement.placeReady!([11]);
      expect(calls.slice(0, 2)).toEqual(['-a -p -c 0 7', '-a -p -c 0 7']);
      expect(placement.report.splitPrograms).toEqual(['node']);
    });

    it('floats, saying why, when perf-gate cannot be pinned, its threads all given back their CPUs', () => {
      const { calls, placement } = make(3);
      placement.placeReady!([11]);
      placement.placeReady!([13]);
      placement.restore();
      // Three tries, then every thread back on every CPU (those set before the failure too).
      expect(calls).toEqual(['-a -p -c 0 7', '-a -p -c 0 7', '-a -p -c 0 7', '-a -p -c 0-1 7']);
      expect(placement.report).toEqual({
        ...base,
        floating:
          "taskset could not pin perf-gate to CPU 0: failed to set pid 7's affinity: No such process",
      });
    });

    it('passes on a process it cannot split, and still gives perf-gate back its CPUs', () => {
      const calls: string[] = [];
      const taskset: Taskset = (args) => {
        calls.push(args.join(' '));
        return args.at(-1) === String(live)
          ? { status: 1, stderr: 'Operation not permitted' }
          : { status: 0, stderr: '' };
      };
      const placement = mainThreadPlacement(base, cpus, self, taskset, {
        servesOnFirstThread: () => true,
        servesFromThreadPool: () => false,
        program: () => 'node',
      });
      expect(() => placement.placeReady!([live])).toThrow(
        `\`taskset -a -p -c 0 ${live}\` failed 3 times (Operation not permitted)`,
      );
      placement.restore();
      expect(calls[0]).toBe('-a -p -c 0 7');
      expect(calls.at(-1)).toBe('-a -p -c 0-1 7');
    });
  });
});
