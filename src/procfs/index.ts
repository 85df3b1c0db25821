/**
 * Linux's /proc, read in one place: processes and their threads, CPU counters, memory, TCP
 * listeners and kernel settings. Every reader returns "nothing" (undefined, an empty list)
 * for a process or thread that is gone or not ours to read, so callers never race a process
 * that exits between a listing and a read. What this machine has is checked when first
 * asked, not when the module loads: importing it touches no file.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Whether `path` exists, looked up once, on the first call. */
function checkedOnce(...paths: string[]): () => boolean {
  let known: boolean | undefined;
  return () => (known ??= paths.every((path) => existsSync(path)));
}

/** What this machine's /proc offers; each is checked on its first call. */
export const procfsHas = {
  /** Per-process files (stat, environ, task/): Linux. */
  processes: checkedOnce('/proc/self/stat'),
  /** Exact CPU time per thread (schedstat) and the machine's counters (/proc/stat). */
  cpuAccounting: checkedOnce('/proc/self/schedstat', '/proc/stat'),
  /** The kernel's TCP socket table. */
  tcpTable: checkedOnce('/proc/net/tcp'),
};

function read(path: string, encoding: BufferEncoding = 'utf8'): string | undefined {
  try {
    return readFileSync(path, encoding);
  } catch {
    return undefined; // gone, or not ours to read
  }
}

function list(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

/** Every process id the machine shows (empty without /proc). */
export function processIds(): number[] {
  return procfsHas.processes()
    ? list('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .map(Number)
    : [];
}

export interface ProcStat {
  pid: number;
  /** The command name, as the kernel keeps it (at most 15 characters). */
  comm: string;
  state: string;
  ppid: number;
  pgrp: number;
  /** User and system CPU time of all its threads, in clock ticks. */
  utime: number;
  stime: number;
  /** The same, of its children that exited and were waited for. */
  cutime: number;
  cstime: number;
}

/** The state field of a stat line: after the command name, which may hold spaces or parentheses. */
function fieldsAfterCommand(text: string): { comm: string; fields: string[] } {
  const close = text.lastIndexOf(')');
  return {
    comm: text.slice(text.indexOf('(') + 1, close),
    fields: text.slice(close + 2).split(' '),
  };
}

export function readStat(pid: number): ProcStat | undefined {
  const text = read(`/proc/${pid}/stat`);
  if (text === undefined) return undefined;
  const { comm, fields } = fieldsAfterCommand(text);
  return {
    pid,
    comm,
    state: fields[0],
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    utime: Number(fields[11]),
    stime: Number(fields[12]),
    cutime: Number(fields[13]),
    cstime: Number(fields[14]),
  };
}

/** The scheduler state of each thread of a process (empty when it is gone). */
export function threadStates(pid: number): string[] {
  const states: string[] = [];
  for (const tid of list(`/proc/${pid}/task`)) {
    const text = read(`/proc/${pid}/task/${tid}/stat`);
    // Undefined: the thread ended between the listing and the read.
    if (text !== undefined) states.push(fieldsAfterCommand(text).fields[0].slice(0, 1));
  }
  return states;
}

/** A process's environment as the kernel keeps it (NAME=value, each ended by NUL). */
export function environOf(pid: number): string | undefined {
  return read(`/proc/${pid}/environ`, 'latin1');
}

/**
 * The file name of the program a process runs (`node`, `dotnet`): its /proc/PID/exe's, less
 * the ` (deleted)` the kernel adds once the file was replaced (a package upgrade mid-run).
 */
export function executableName(pid: number): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/exe`)
      .replace(/ \(deleted\)$/, '')
      .split('/')
      .pop();
  } catch {
    return undefined; // gone, or not ours to read
  }
}

/**
 * Whether a process has a shared library whose file name starts with `name` mapped (its
 * /proc maps): how a runtime is told whatever its program is called — a .NET app's own
 * executable (an apphost) loads `libcoreclr.so` as `dotnet app.dll` does.
 */
export function mapsLibrary(pid: number, name: string): boolean {
  const maps = read(`/proc/${pid}/maps`);
  return maps !== undefined && maps.includes(`/${name}`);
}

/** A process's command line, its arguments joined by spaces. */
export function commandLineOf(pid: number): string | undefined {
  return read(`/proc/${pid}/cmdline`)?.split('\0').join(' ').trim();
}

/**
 * A thread's schedstat: the CPU time it ran and the time it waited on a run queue, ready to
 * run while another task had its CPU, in ns.
 */
export interface SchedNs {
  cpuNs: number;
  waitNs: number;
}

/** Every thread's schedstat of one process, by thread id. */
export type ThreadTimes = Map<number, SchedNs>;

function threadSchedNs(pid: number, tid: number): SchedNs | undefined {
  const text = read(`/proc/${pid}/task/${tid}/schedstat`);
  if (text === undefined) return undefined;
  const [cpu, wait] = text.split(' ');
  return { cpuNs: Number(cpu), waitNs: Number(wait) };
}

/** CPU time of one thread, in ns (its schedstat); undefined once it is gone. */
export function threadCpuNs(pid: number, tid: number): number | undefined {
  return threadSchedNs(pid, tid)?.cpuNs;
}

/**
 * The schedstat of every thread of a process, exact where stat counts ticks; undefined once
 * the process is gone. A thread that ended between the listing and the read is left out.
 */
export function threadTimes(pid: number): ThreadTimes | undefined {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  const times: ThreadTimes = new Map();
  for (const tid of tids) {
    const t = threadSchedNs(pid, Number(tid));
    if (t) times.set(Number(tid), t);
  }
  return times;
}

/**
 * What a process's threads used between two readings, thread by thread. A thread that
 * started in between counts from zero; one that ended in between counts nothing, rather
 * than taking its earlier time out of a sum of the live threads' totals: .NET retires
 * idle thread-pool threads, and each took its seconds of CPU off the slice it ended in
 * (CPU per request read 0.3 to 150 µs for one app from round to round). What an ended
 * thread used after the first reading is lost; a thread that retires has been idle.
 */
export function timeBetween(
  before: ThreadTimes | undefined,
  after: ThreadTimes | undefined,
  of: keyof SchedNs = 'cpuNs',
): number {
  let ns = 0;
  for (const [tid, t] of after ?? []) {
    const earlier = before?.get(tid)?.[of] ?? 0;
    // Less than before: the id was reused by a new thread (or process), which counts from zero.
    ns += t[of] >= earlier ? t[of] - earlier : t[of];
  }
  return ns;
}

/** Peak resident memory of a process (VmHWM), in kB; 0 when it is gone. */
export function peakRssKb(pid: number): number {
  const match = /VmHWM:\s+(\d+)/.exec(read(`/proc/${pid}/status`) ?? '');
  return match ? Number(match[1]) : 0;
}

/** The CPUs a process may run on (Cpus_allowed_list: its affinity within its cgroup's cpuset), as the kernel writes the list ("0-3,6"); undefined without /proc. */
export function allowedCpuList(pid: number | 'self' = 'self'): string | undefined {
  return /^Cpus_allowed_list:\s*(.+)$/m.exec(read(`/proc/${pid}/status`) ?? '')?.[1];
}

/** /proc counts in USER_HZ, which Linux fixes at 100 for user space. */
export const NS_PER_TICK = 10_000_000;

/** The machine's CPU counters, in nanoseconds (from ticks). */
export interface MachineTimes {
  /** user + nice + system + irq + softirq: everything but idle, iowait and steal. */
  busyNs: number;
  /** irq + softirq. */
  interruptNs: number;
  /** Undefined when the kernel has no steal column. */
  stealNs?: number;
}

export function parseMachineTimes(procStat: string): MachineTimes {
  const fields = procStat.split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return {
    busyNs: (user + nice + system + irq + softirq) * NS_PER_TICK,
    interruptNs: (irq + softirq) * NS_PER_TICK,
    stealNs: steal === undefined ? undefined : steal * NS_PER_TICK,
  };
}

/** The machine's CPU counters now (/proc/stat). */
export function machineTimes(): MachineTimes {
  return parseMachineTimes(readFileSync('/proc/stat', 'utf8'));
}

/** TCP_LISTEN in /proc/net/tcp's `st` column. */
const LISTEN = '0A';

/** Each listening TCP socket's inode, with its port: IPv4 and IPv6. */
function listeningSockets(): Map<string, number> {
  const portOf = new Map<string, number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (read(table) ?? '').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // sl local_address rem_address st tx:rx tr:tm retrnsmt uid timeout inode
      if (fields.length < 10 || fields[3] !== LISTEN) continue;
      portOf.set(fields[9], parseInt(fields[1].split(':').pop()!, 16));
    }
  }
  return portOf;
}

/** The inodes of the sockets listening on `port`, IPv4 and IPv6. */
export function listeningInodes(port: number): Set<string> {
  return new Set(
    [...listeningSockets()].filter(([, listening]) => listening === port).map(([inode]) => inode),
  );
}

/** The TCP ports that these processes listen on (sockets of their own fds), in order. */
export function listeningPortsOf(pids: readonly number[]): number[] {
  const portOf = listeningSockets();
  const ports = pids.flatMap((pid) =>
    socketInodesOf(pid).flatMap((inode) => portOf.get(inode) ?? []),
  );
  return [...new Set(ports)].sort((a, b) => a - b);
}

/** Whether the process holds a socket with one of these inodes (an fd of its own). */
export function holdsSocket(pid: number, inodes: Set<string>): boolean {
  return socketInodesOf(pid).some((inode) => inodes.has(inode));
}

/** The inodes of the sockets a process holds, from its fds. */
function socketInodesOf(pid: number): string[] {
  const inodes: string[] = [];
  for (const fd of list(`/proc/${pid}/fd`)) {
    let link: string;
    try {
      link = readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue; // closed between the listing and the read
    }
    if (link.startsWith('socket:[')) inodes.push(link.slice(8, -1));
  }
  return inodes;
}

/**
 * The ports the kernel gives outgoing connections and listen(0) (net.ipv4.ip_local_port_range),
 * where it says.
 */
export function ephemeralPortRange(): { low: number; high: number } | undefined {
  const [low, high] = (read('/proc/sys/net/ipv4/ip_local_port_range') ?? '')
    .trim()
    .split(/\s+/)
    .map(Number);
  return Number.isInteger(low) && Number.isInteger(high) ? { low, high } : undefined;
}

/** kernel.perf_event_paranoid, where the kernel has it. */
export function perfEventParanoid(): number | undefined {
  const text = read('/proc/sys/kernel/perf_event_paranoid');
  return text === undefined ? undefined : Number(text.trim());
}

/**
 * How many times, since boot, a handshake found a listener's accept queue full and the kernel
 * dropped it (TcpExt ListenOverflows, /proc/net/netstat): the client's connect is then retried
 * a second later. undefined where the kernel does not say.
 */
export function tcpListenOverflows(): number | undefined {
  const lines = (read('/proc/net/netstat') ?? '').split('\n');
  const at = lines.findIndex((line) => line.startsWith('TcpExt:'));
  if (at < 0 || !lines[at + 1]?.startsWith('TcpExt:')) return undefined;
  const names = lines[at].split(/\s+/);
  const column = names.indexOf('ListenOverflows');
  return column < 0 ? undefined : Number(lines[at + 1].split(/\s+/)[column]);
}
