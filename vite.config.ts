import { defineConfig, type Plugin } from 'vitest/config';
import type { OutputBundle, OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';

/** The chunks `roots` and what they import statically, at any depth. */
function staticClosure(bundle: OutputBundle, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/** What `entry` imports dynamically itself (not what those import later), less what it has. */
function nextChunks(bundle: OutputBundle, entry: OutputChunk): string[] {
  const eager = staticClosure(bundle, [entry.fileName]);
  const next = staticClosure(bundle, entry.dynamicImports);
  return [...next].filter((fileName) => !eager.has(fileName));
}

/**
 * The page imports the app in turns to keep tasks short (src/app/main.tsx): these links fetch
 * and compile the chunks the entry imports itself as it starts, so the turns that start the worker
 * cost no waiting. Later turns (src/app/App.tsx) are fetched as they come, while the worker loads:
 * compiled all at once at the start, they took the CPU from the first task (React).
 */
function preloadNextChunks(): Plugin {
  let base = '/';
  return {
    name: 'preload-next-chunks',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        return nextChunks(bundle, chunk).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadNextChunks()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // baseline.html: the same screen the usual way, for `npm run bench` (bench/ui).
    rolldownOptions: {
      input: ['index.html', 'baseline.html'],
      // React in a chunk of its own, named so: the first task at load evaluates it.
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    include: [
      'test/sql/**/*.test.ts',
      'test/domain/**/*.test.ts',
      'test/worker/**/*.test.ts',
      'test/app/**/*.test.ts',
      'test/perf/**/*.test.ts',
      'test/baseline/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
  },
});
