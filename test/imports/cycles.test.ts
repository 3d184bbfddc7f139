import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle in src, type imports included. Lint's import-x/no-cycle follows only imports
 * that run, so a cycle made of `import type` (as src/sql once had, six files round the shared
 * types) passes it; this walks every import as TypeScript resolves it.
 */
const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');
const options: ts.CompilerOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each file of src and the files of src it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((ref) => ts.resolveModuleName(ref.fileName, file, options, ts.sys).resolvedModule)
      .filter((m) => m !== undefined && !m.isExternalLibraryImport)
      .map((m) => (m as ts.ResolvedModuleFull).resolvedFileName)
      .filter((path) => path.startsWith(src));
    graph.set(file, targets);
  }
  return graph;
}

/** The groups of files that import each other round a loop (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      group.push(relative(root, member));
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the import graph of src', () => {
  const graph = importGraph();

  it('is read from every source file, and sees imports between folders', () => {
    expect(graph.size).toBeGreaterThan(100);
    const reads = graph.get(join(src, 'sql', 'plan', 'reads.ts')) ?? [];
    expect(reads).toContain(join(src, 'sql', 'compile', 'compile.ts'));
    expect(reads).toContain(join(src, 'domain', 'query.ts'));
  });

  it('has no cycle, type imports included', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('would name a cycle made only of type imports', () => {
    const a = join(src, 'a.ts');
    const b = join(src, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['src/a.ts', 'src/b.ts']]);
  });
});
