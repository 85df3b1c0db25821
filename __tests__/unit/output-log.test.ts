/** A service's log when its file fails (a full disk): the run goes on, and the tail says so. */
import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { OutputLog } from '../../src/target/output-log.js';

describe('a service log whose file takes no more writes', () => {
  it.skipIf(!existsSync('/dev/full'))(
    'keeps the last lines and says where the file stops, without crashing perf-gate',
    async () => {
      // /dev/full answers every write with ENOSPC, as a full disk does. Unheard, that error
      // was an uncaught exception: perf-gate exited 3 with no report.
      const log = new OutputLog('/dev/full');
      log.write('listening on 5000\n');
      // The write fails on libuv's thread pool, whenever a busy machine gets to it.
      await vi.waitFor(() => expect(log.lastLines().join('\n')).toMatch(/takes no more/), {
        timeout: 10_000,
      });
      log.write('GET /items 200\n');
      await log.close();
      const lines = log.lastLines();
      expect(lines).toContain('listening on 5000');
      expect(lines).toContain('GET /items 200');
      expect(lines.join('\n')).toMatch(
        /# perf-gate: \/dev\/full takes no more of this output: .*ENOSPC/,
      );
    },
  );
});
