import { defineConfig, type Plugin } from 'vitest/config';
import type { OutputBundle, OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** Every unit test file (the browser tests are Playwright's: test/e2e). */
const unitTests = [
  'test/imports/**/*.test.ts',
  'test/sql/**/*.test.ts',
  'test/domain/**/*.test.ts',
  'test/worker/**/*.test.ts',
  'test/app/**/*.test.ts',
  'test/table/**/*.test.ts',
  'test/table/**/*.test.tsx',
  'test/suppliers/**/*.test.ts',
  'test/shared/**/*.test.ts',
  'test/perf/**/*.test.ts',
  'test/baseline/**/*.test.ts',
  // The scripts' own logic (which browser the browser tests launch).
  'test/scripts/**/*.test.ts',
];

/**
 * Unit test files that need modules of their own: sql.js keeps the first engine started in a
 * thread, and these start theirs with a watched heap (wasmMemory.ts); one mocks a module.
 */
const ownModules = [
  'test/worker/service.test.ts',
  'test/worker/directStatement.test.ts',
  'test/worker/memoryDatabase.test.ts',
  'test/worker/backup.test.ts',
];

/**
 * What the page may load, and from where: only its own files; WebAssembly may be compiled (sql.js)
 * but no `eval`; no plugins; no `<base>`; no framing. Styles allow inline `<style>` and `style`
 * attributes: the dialogs and menus (Radix) add them as they open. The icon is a `data:` image.
 */
const directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'worker-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const;

/**
 * The policy as one header value. A meta tag cannot carry `frame-ancestors` (the browser ignores
 * it there and logs an error), so `'meta'` leaves it out.
 */
function contentSecurityPolicy(carrier: 'header' | 'meta'): string {
  return Object.entries(directives)
    .filter(([name]) => carrier === 'header' || name !== 'frame-ancestors')
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers the preview server (`npm start`) sends with every response. */
function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy('header'),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

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

/**
 * The built pages carry the Content-Security-Policy in a meta tag, so a copy served by any
 * static host is locked down too. `frame-ancestors` is left out: a meta tag cannot carry it (the
 * browser ignores it and says so), the preview server's header does.
 */
function contentSecurityMeta(): Plugin {
  return {
    name: 'content-security-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: contentSecurityPolicy('meta'),
          },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadNextChunks(), contentSecurityMeta()],
  resolve: {
    // Every `import … from 'zod'` gets zod with its `new Function` parsers turned off first: the
    // page's policy allows no eval (src/zodJitless.ts).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/zodJitless.ts', import.meta.url)),
      },
    ],
  },
  worker: { format: 'es' },
  // `npm start` and the browser tests serve the build with these headers.
  preview: { headers: securityHeaders() },
  build: {
    target: 'es2022',
    // No source maps are served: the built code is all a visitor gets.
    sourcemap: false,
    // The invoice table alone: the bench's baseline page has its own config (bench/baseline).
    rolldownOptions: {
      input: ['index.html'],
      // React in a chunk of its own, named so: the first task at load evaluates it.
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'node',
    // Every core: Vitest's default for a run leaves one free (one worker on the 2-core CI machine,
    // 263 s there; two take 189 s).
    maxWorkers: '100%',
    // Worker threads rather than child processes (Vitest's default): the same 2,346 tests took
    // 123 s against 143 s, one run after the other on this 2-core machine (load average ~4).
    pool: 'threads',
    testTimeout: 30_000,
    projects: [
      {
        // Test files share each thread's modules (no fresh import of React, zod and sql.js per
        // file): 61 s against 136 s for the whole run here. A file that needs modules of its own
        // runs in the project below.
        extends: true,
        test: { name: 'unit', include: unitTests, exclude: ownModules, isolate: false },
      },
      { extends: true, test: { name: 'unit, own modules', isolate: true, include: ownModules } },
    ],
  },
});
