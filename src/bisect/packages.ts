/**
 * One level down from a culprit that only changed dependencies: which packages its lockfile
 * (or project file) changed, and the parent with one package's change alone, so that each
 * can be compared with the parent (Pinpoint descends into a dependency roll the same way).
 * Pure: file texts in, file texts out; the shell reads them from git and writes a commit.
 *
 * Understood: npm (package.json + package-lock.json / npm-shrinkwrap.json, lockfile v2 and
 * v3), NuGet (a .csproj's PackageReference versions, packages.lock.json).
 */

export interface PackageChange {
  name: string;
  /** Absent when the package was added. */
  from?: string;
  /** Absent when the package was removed. */
  to?: string;
  /** The file that says so: `package-lock.json`, `src/Api/packages.lock.json`, `Api.csproj`. */
  file: string;
}

/** A file of the commit as it was in the parent and in the commit (absent: not there). */
export interface ChangedFile {
  path: string;
  before?: string;
  after?: string;
}

const base = (path: string) => path.split('/').at(-1) ?? path;
const NPM_LOCKS = ['package-lock.json', 'npm-shrinkwrap.json'];
const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
] as const;

type Json = Record<string, unknown>;
const parse = (text: string | undefined): Json | undefined => {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
};
const record = (value: unknown): Record<string, Json> =>
  value && typeof value === 'object' ? (value as Record<string, Json>) : {};

/** A package.json whose change is in its dependency fields (and version) alone. */
function onlyDependenciesChanged(file: ChangedFile): boolean {
  const strip = (text: string | undefined) => {
    const json = parse(text);
    if (!json) return undefined;
    const rest: Json = { ...json, version: undefined };
    for (const field of DEPENDENCY_FIELDS) delete rest[field];
    return JSON.stringify(rest);
  };
  const before = strip(file.before);
  return before !== undefined && before === strip(file.after);
}

const PACKAGE_REFERENCE =
  /<PackageReference\b[^>]*?\bInclude="([^"]+)"[^>]*?\bVersion="([^"]*)"[^>]*?\/?>|<PackageReference\b[^>]*?\bVersion="([^"]*)"[^>]*?\bInclude="([^"]+)"[^>]*?\/?>/g;

function csprojVersions(text: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of (text ?? '').matchAll(PACKAGE_REFERENCE)) {
    out.set(m[1] ?? m[4], m[2] ?? m[3]);
  }
  return out;
}

const withoutVersions = (text: string | undefined) =>
  (text ?? '').replace(PACKAGE_REFERENCE, (tag) => tag.replace(/\bVersion="[^"]*"/, ''));

/**
 * Whether a commit changes dependencies and nothing else: every file it touches is a
 * lockfile, a package.json changed only in its dependency fields, or a project file changed
 * only in its package versions.
 */
export function isDependencyOnly(files: ChangedFile[]): boolean {
  if (files.length === 0) return false;
  return files.every((file) => {
    const name = base(file.path);
    if (NPM_LOCKS.includes(name) || name === 'packages.lock.json') return true;
    if (name === 'package.json') return onlyDependenciesChanged(file);
    if (name.endsWith('.csproj')) {
      return (
        file.before !== undefined &&
        file.after !== undefined &&
        withoutVersions(file.before) === withoutVersions(file.after)
      );
    }
    return false;
  });
}

/** Top-level packages of an npm lockfile (v2/v3 `packages`, else v1 `dependencies`). */
function npmVersions(lock: Json | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const packages = record(lock?.packages);
  for (const [key, entry] of Object.entries(packages)) {
    if (!key.startsWith('node_modules/') || key.slice(13).includes('/node_modules/')) continue;
    out.set(
      key.slice(13),
      `${String(entry.version ?? '')}${entry.resolved ? ` ${String(entry.resolved)}` : ''}`,
    );
  }
  if (out.size === 0) {
    for (const [name, entry] of Object.entries(record(lock?.dependencies))) {
      out.set(name, String(entry.version ?? ''));
    }
  }
  return out;
}

/** NuGet's packages.lock.json: per package, its resolved versions over the frameworks. */
function nugetVersions(lock: Json | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const framework of Object.values(record(lock?.dependencies))) {
    for (const [name, entry] of Object.entries(record(framework))) {
      out.set(name, String(entry.resolved ?? ''));
    }
  }
  return out;
}

const versionOnly = (text: string | undefined) => text?.split(' ')[0] || undefined;

function diffVersions(
  before: Map<string, string>,
  after: Map<string, string>,
  file: string,
): PackageChange[] {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  return names
    .filter((name) => before.get(name) !== after.get(name))
    .map((name) => ({
      name,
      from: versionOnly(before.get(name)),
      to: versionOnly(after.get(name)),
      file,
    }));
}

/**
 * The packages a dependency-only commit changed, one entry per package and file: from the
 * lockfiles where there is one, else from the project files' versions.
 */
export function changedPackages(files: ChangedFile[]): PackageChange[] {
  const out: PackageChange[] = [];
  const locked = new Set<string>();
  for (const file of files) {
    const name = base(file.path);
    const dir = file.path.slice(0, file.path.length - name.length);
    if (NPM_LOCKS.includes(name)) {
      out.push(
        ...diffVersions(npmVersions(parse(file.before)), npmVersions(parse(file.after)), file.path),
      );
      locked.add(dir);
    } else if (name === 'packages.lock.json') {
      out.push(
        ...diffVersions(
          nugetVersions(parse(file.before)),
          nugetVersions(parse(file.after)),
          file.path,
        ),
      );
      locked.add(dir);
    }
  }
  for (const file of files) {
    const name = base(file.path);
    const dir = file.path.slice(0, file.path.length - name.length);
    if (name.endsWith('.csproj') && !locked.has(dir)) {
      out.push(...diffVersions(csprojVersions(file.before), csprojVersions(file.after), file.path));
    }
  }
  return out;
}

function setOrDelete(target: Json, key: string, value: unknown) {
  if (value === undefined) delete target[key];
  else target[key] = value;
}

/** An npm lockfile with one package's entries (and its nested ones) as in `after`. */
function npmLockWith(before: Json, after: Json, name: string): Json {
  const out: Json = structuredClone(before);
  const prefix = `node_modules/${name}`;
  const packages = { ...record(out.packages) };
  const wanted = record(after.packages);
  for (const key of Object.keys(packages)) {
    if (key === prefix || key.startsWith(`${prefix}/node_modules/`)) delete packages[key];
  }
  for (const [key, entry] of Object.entries(wanted)) {
    if (key === prefix || key.startsWith(`${prefix}/node_modules/`)) packages[key] = entry;
  }
  const root = { ...(packages[''] ?? {}) };
  for (const field of DEPENDENCY_FIELDS) {
    const spec = record(wanted[''])[field] as Record<string, unknown> | undefined;
    const own = { ...((root[field] as Record<string, unknown> | undefined) ?? {}) };
    if (spec?.[name] !== undefined || own[name] !== undefined) {
      setOrDelete(own, name, spec?.[name]);
      root[field] = own;
    }
  }
  if (Object.keys(packages).length > 0) packages[''] = root;
  out.packages = packages;
  if (out.dependencies && typeof out.dependencies === 'object') {
    const deps = { ...record(out.dependencies) };
    setOrDelete(deps, name, record(after.dependencies)[name]);
    out.dependencies = deps;
  }
  return out;
}

/** A package.json whose spec of one dependency is as in `after`. */
function manifestWith(before: Json, after: Json, name: string): Json {
  const out: Json = structuredClone(before);
  for (const field of DEPENDENCY_FIELDS) {
    const wanted = (after[field] as Record<string, unknown> | undefined)?.[name];
    const own = out[field] as Record<string, unknown> | undefined;
    if (wanted === undefined && own?.[name] === undefined) continue;
    const next = { ...(own ?? {}) };
    setOrDelete(next, name, wanted);
    out[field] = next;
  }
  return out;
}

function nugetLockWith(before: Json, after: Json, name: string): Json {
  const out: Json = structuredClone(before);
  const frameworks = record(out.dependencies);
  const wanted = record(after.dependencies);
  for (const [framework, entries] of Object.entries(frameworks)) {
    const next = { ...record(entries) };
    setOrDelete(next, name, record(wanted[framework])[name]);
    frameworks[framework] = next;
  }
  return out;
}

function csprojWith(before: string, after: string, name: string): string {
  const version = csprojVersions(after).get(name);
  if (version === undefined) return before;
  return before.replace(PACKAGE_REFERENCE, (tag, include1, _v1, _v2, include2) =>
    (include1 ?? include2) === name
      ? tag.replace(/\bVersion="[^"]*"/, `Version="${version}"`)
      : tag,
  );
}

const jsonText = (value: Json) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The parent's files with one package's change alone (the files a commit on top of the
 * parent writes): its manifests and lockfiles as they were, but for that package.
 */
export function filesWithOnly(files: ChangedFile[], change: PackageChange): ChangedFile[] {
  const out: ChangedFile[] = [];
  for (const file of files) {
    const name = base(file.path);
    if (file.before === undefined || file.after === undefined) continue;
    let text: string | undefined;
    const before = parse(file.before);
    const after = parse(file.after);
    if (NPM_LOCKS.includes(name) && before && after) {
      text = jsonText(npmLockWith(before, after, change.name));
    } else if (name === 'package.json' && before && after) {
      text = jsonText(manifestWith(before, after, change.name));
    } else if (name === 'packages.lock.json' && before && after) {
      text = jsonText(nugetLockWith(before, after, change.name));
    } else if (name.endsWith('.csproj')) {
      text = csprojWith(file.before, file.after, change.name);
    }
    if (text !== undefined && text !== file.before) out.push({ ...file, after: text });
  }
  return out;
}
