/**
 * The shape of src/: every module sits in the folder of its stage, no two modules import each
 * other even for a type (a cycle hides which one is the lower layer), the modes are chosen in
 * one place, Linux's /proc is read in one (src/procfs/, beside the stages that use it), and
 * git is run in one (src/git/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative import of every file under src/ — static, type-only, re-exports and dynamic. */
function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => i.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => relative('.', resolve(dirname(file), name.replace(/\.js$/, '.ts'))))
      .filter((target) => target.endsWith('.ts'));
    graph.set(relative('.', file), [...new Set(targets)]);
  }
  return graph;
}

/** Each import cycle once, as the files along it (depth-first search for back edges). */
function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      cycles.push([...path.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return cycles;
}

describe('the layout of src/', () => {
  it('has no import cycle, type-only and dynamic imports included', () => {
    const graph = importGraph('src');
    expect(graph.size).toBeGreaterThan(50);
    expect(importCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('the cycle check finds a planted cycle', () => {
    const planted = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(planted)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('the graph sees type-only, re-exported and dynamic imports', () => {
    const edges = importGraph('src');
    // src/action/index.ts loads main.ts only when it must; cli/terminal.ts imports types only
    // from experiment/index.ts, and re-exports its io's.
    expect(edges.get('src/action/index.ts')).toContain('src/action/main.ts');
    expect(edges.get('src/cli/terminal.ts')).toContain('src/experiment/index.ts');
    expect(edges.get('src/cli/terminal.ts')).toContain('src/cli/io.ts');
    expect(edges.get('src/report/result.ts')).toContain('src/report/result-schema.ts');
  });

  it('keeps no module at the root of src/: each is in the folder of its stage', () => {
    const loose = readdirSync('src').filter((name) => statSync(join('src', name)).isFile());
    expect(loose).toEqual([]);
  });

  // The watchdog and the profiling preload are scripts of their own, run in other processes
  // (a detached watchdog, the user's service), which cannot import src/procfs/.
  it('reads /proc in one module, src/procfs/, besides the scripts run in other processes', () => {
    const readers = sourceFiles('src').filter((file) =>
      /['"`]\/proc['/]/.test(readFileSync(file, 'utf8')),
    );
    expect(readers.sort()).toEqual([
      'src/procfs/index.ts',
      'src/profiler/node-preload.ts',
      'src/target/watchdog.ts',
    ]);
  });

  it('runs git in one module, src/git/', () => {
    const runners = sourceFiles('src').filter((file) =>
      /spawn\w*\(\s*['"]git['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(runners).toEqual(['src/git/run.ts']);
  });

  it("the bisect's stages import none of the modes that call them", () => {
    const graph = importGraph('src');
    const upward = [...graph]
      .filter(([file]) => file.startsWith('src/bisect/'))
      .flatMap(([file, targets]) =>
        targets.filter((t) => t.startsWith('src/modes/')).map((t) => `${file} → ${t}`),
      );
    expect(upward).toEqual([]);
  });

  it("the product's tests import no benchmark code (bench/ tests its own, in bench/tests/)", () => {
    const graph = importGraph('__tests__');
    const intoBench = [...graph].flatMap(([file, targets]) =>
      targets.filter((t) => t.startsWith('bench/')).map((t) => `${file} → ${t}`),
    );
    expect(graph.size).toBeGreaterThan(50);
    expect(intoBench).toEqual([]);
  });

  it('chooses between the modes in one place', () => {
    const branches = sourceFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/mode === 'merge'/g)].map(() => file),
    );
    expect(branches).toEqual(['src/modes/index.ts']);
  });
});
