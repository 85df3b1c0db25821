/**
 * Which processes hold the socket listening on a TCP port (Linux: /proc/net/tcp{,6} and each
 * process's fds). A paused service that is ready on a TCP probe cannot be asked whether it
 * still answers — the kernel completes a connection on a paused listener's backlog — so the
 * pause check asks instead whether the listener belongs to a process perf-gate paused. One
 * that belongs to no such process (a container's port forwarded by a proxy, another user's
 * daemon) would keep serving while "paused".
 */
import { holdsSocket, listeningInodes, procfsHas } from '../procfs/index.js';

/**
 * Undefined when a process among `pids` holds the socket listening on `port`; otherwise why
 * not. Elsewhere than Linux, undefined: nothing can be told.
 */
export function whyListenerNotAmong(port: number, pids: readonly number[]): string | undefined {
  if (!procfsHas.tcpTable()) return undefined;
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return `nothing that perf-gate can see listens on port ${port}`;
  if (pids.some((pid) => holdsSocket(pid, inodes))) return undefined;
  return `the socket listening on port ${port} belongs to no process perf-gate paused`;
}
