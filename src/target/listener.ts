/**
 * Which processes hold the socket listening on a TCP port (Linux: /proc/net/tcp{,6} and each
 * process's fds). A paused service that is ready on a TCP probe cannot be asked whether it
 * still answers — the kernel completes a connection on a paused listener's backlog — so the
 * pause check asks instead whether the listener belongs to a process perf-gate paused. One
 * that belongs to no such process (a container's port forwarded by a proxy, another user's
 * daemon) would keep serving while "paused".
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** TCP_LISTEN in /proc/net/tcp's `st` column. */
const LISTEN = '0A';

/** The inodes of the sockets listening on `port`, IPv4 and IPv6. */
export function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // sl local_address rem_address st tx:rx tr:tm retrnsmt uid timeout inode
      if (fields.length < 10 || fields[3] !== LISTEN) continue;
      const localPort = parseInt(fields[1].split(':').pop()!, 16);
      if (localPort === port) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** Whether one of `pids` holds a socket with one of these inodes (an fd of its own). */
function holdsSocket(pid: number, inodes: Set<string>): boolean {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false; // gone, or not ours to read
  }
  for (const fd of fds) {
    try {
      const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (link.startsWith('socket:[') && inodes.has(link.slice(8, -1))) return true;
    } catch {
      // Closed between the listing and the read.
    }
  }
  return false;
}

/**
 * Undefined when a process among `pids` holds the socket listening on `port`; otherwise why
 * not. Elsewhere than Linux, undefined: nothing can be told.
 */
export function whyListenerNotAmong(port: number, pids: readonly number[]): string | undefined {
  if (!existsSync('/proc/net/tcp')) return undefined;
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return `nothing that perf-gate can see listens on port ${port}`;
  if (pids.some((pid) => holdsSocket(pid, inodes))) return undefined;
  return `the socket listening on port ${port} belongs to no process perf-gate paused`;
}
