import { defineConfig, type Plugin } from 'vitest/config';
import type { OutputBundle, OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';

/** The chunks `entry` imports dynamically, at any depth, and theirs, less what it loads at once. */
function lazyChunks(bundle: OutputBundle, entry: string): string[] {
  const closure = (roots: string[], follow: (c: OutputChunk) => string[]) => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (chunk?.type !== 'chunk' || seen.has(fileName)) return;
      seen.add(fileName);
      follow(chunk).forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  };
  const eager = closure([entry], (c) => c.imports);
  const all = closure([entry], (c) => [...c.imports, ...c.dynamicImports]);
  return [...all].filter((fileName) => !eager.has(fileName));
}

/**
 * The app imports its modules one after another to keep tasks short (src/app/main.tsx); these
 * links fetch and compile them all at once from the start, so the order costs no waiting.
 */
function preloadLazyChunks(): Plugin {
  let base = '/';
  return {
    name: 'preload-lazy-chunks',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        return lazyChunks(bundle, chunk.fileName).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadLazyChunks()],
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
      'test/worker/**/*.test.ts',
      'test/app/**/*.test.ts',
      'test/perf/**/*.test.ts',
      'test/baseline/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
  },
});
