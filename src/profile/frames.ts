/**
 * Frames as a reader wants them: `handler (src/routes/items.js:42)`, grouped by package
 * where the code is someone else's — an npm package under node_modules, a .NET assembly, a
 * shared library — so that "express" or "OpenTelemetry.Instrumentation.AspNetCore" can be
 * the answer. The service's own code has no package.
 */
import type { Frame } from './types.js';

/** The package of the runtime's own code: Node's `node:` modules, V8, GC, the kernel, libc. */
export const RUNTIME = '(runtime)';

/** The npm package a path is in: the innermost node_modules folder decides (`@scope/name` or `name`). */
export function npmPackageOf(path: string): string | undefined {
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const [first, second] = path.slice(at + 'node_modules/'.length).split('/');
  if (!first) return undefined;
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

/**
 * A script's location as the service's folder sees it: `file://` dropped, the folder's
 * prefix dropped, and inside node_modules only the path within the package kept.
 */
export function displayFile(url: string, root?: string): string {
  let path = url.startsWith('file://') ? decodeURIComponent(url.slice('file://'.length)) : url;
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) return path.slice(modules + 'node_modules/'.length);
  if (root) {
    const prefix = root.endsWith('/') ? root : `${root}/`;
    if (path.startsWith(prefix)) path = path.slice(prefix.length);
  }
  return path;
}

/**
 * A frame of V8's CPU profiler (`callFrame` of a `.cpuprofile` node). Line numbers there
 * are 0-based. Frames without a script are V8's own: builtins, `(program)`, `(garbage
 * collector)`.
 */
export function v8Frame(
  callFrame: { functionName: string; url: string; lineNumber: number },
  root?: string,
): Frame {
  const name = callFrame.functionName || '(anonymous)';
  const { url } = callFrame;
  if (!url) return { name, package: RUNTIME };
  const line = callFrame.lineNumber >= 0 ? callFrame.lineNumber + 1 : undefined;
  const file = displayFile(url, root);
  if (url.startsWith('node:')) return { name, file, line, package: RUNTIME };
  const pkg = npmPackageOf(url.startsWith('file://') ? decodeURIComponent(url) : url);
  return pkg ? { name, file, line, package: pkg } : { name, file, line };
}

/**
 * A frame of `perf script`: its symbol and the object it is in. JIT code is named through
 * the runtime's perf map (`/tmp/perf-PID.map`): Node's (`--perf-basic-prof`) reads
 * `JS:*handler /app/src/items.js:42:7` (older: `LazyCompile:*handler …`), .NET's
 * (`DOTNET_PerfMapEnabled=1`) reads `instance void [Assembly] Namespace.Type::Method(args)[Optimized]`.
 */
export function perfFrame(symbol: string, object: string, root?: string): Frame {
  const dso = object.replace(/^\(|\)$/g, '');
  const bare = symbol.replace(/\+0x[0-9a-f]+$/i, '');
  if (/\/perf-\d+\.map$/.test(dso) || dso === '[JIT]' || dso.startsWith('/memfd:')) {
    return jitFrame(bare, root);
  }
  // The kernel, and the kernel's code mapped into the process (a clock read through the vDSO
  // is `process.hrtime` or `performance.now`): the runtime, charged to the function that asked.
  if (dso.startsWith('[kernel') || dso === '[vdso]' || dso === '[vsyscall]')
    return { name: bare, package: RUNTIME };
  const name = bare === '[unknown]' || !bare ? `[unknown] (${basename(dso)})` : bare;
  const library = basename(dso);
  // The runtime itself (node, dotnet, libcoreclr, libc) is the runtime, not a package.
  if (
    /^(node|dotnet|libcoreclr\.so|libclrjit\.so|libc\.so.*|libstdc\+\+\.so.*|ld-linux.*|libpthread.*|libuv\.so.*)$/.test(
      library,
    )
  )
    return { name, package: RUNTIME };
  return { name, package: library };
}

function jitFrame(symbol: string, root?: string): Frame {
  // .NET: `[return type] [Assembly] Namespace.Type::Method(args)[Optimized]`.
  const dotnet = /\[([^\]\s]+)\]\s+([^\s(]+)(\(.*)?$/.exec(symbol);
  if (dotnet && dotnet[2].includes('::')) {
    const assembly = dotnet[1];
    return { name: dotnet[2], package: assembly };
  }
  // Node: `JS:*name url:line:column`, `LazyCompile:~name url:line:column`, `Builtin:Name`.
  const node =
    /^(?:JS|LazyCompile|Function|Script|InterpretedFunction):[*~^+]?(\S*)\s+(.*?):(\d+)(?::\d+)?$/.exec(
      symbol,
    );
  if (node) {
    const [, fn, url, line] = node;
    return v8Frame({ functionName: fn, url, lineNumber: Number(line) - 1 }, root);
  }
  const builtin = /^(?:Builtin|BytecodeHandler|Stub|RegExp|Handler):(.*)$/.exec(symbol);
  if (builtin) return { name: builtin[1], package: RUNTIME };
  return { name: symbol || '[unknown]', package: RUNTIME };
}

function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The frame a sample is charged to: the innermost frame of the service's own code or of a
 * package. A function's cost is what it does itself and what the runtime does for it —
 * the builtins, `node:` modules, native code and kernel it calls (a spin on
 * `process.hrtime`, `JSON.stringify`, a regexp, a socket write) — because that is what a
 * change to it changes, and the runtime's frames are not something the user can change.
 * Only a stack with no such frame (the event loop, GC, the runtime's own bookkeeping) is
 * charged to the runtime's leaf frame.
 */
export function chargedFrame(frames: readonly Frame[]): Frame | undefined {
  for (let i = frames.length - 1; i >= 0; i--) {
    if (frames[i].package !== RUNTIME) return frames[i];
  }
  return frames.at(-1);
}

/** The function as the table names it: `handler (src/routes/items.js:42)`; a native one by name only. */
export function functionLabel(frame: Frame): string {
  if (!frame.file) return frame.name;
  return `${frame.name} (${frame.file}${frame.line ? `:${frame.line}` : ''})`;
}

/** What a package row is called: the package, or `(app)` for the service's own code. */
export function packageLabel(frame: Frame): string {
  return frame.package ?? APP;
}

/** The service's own code, in the package table. */
export const APP = '(app)';
