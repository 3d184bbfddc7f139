import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The baseline page (the same screen built the usual way: every invoice in the main thread,
 * TanStack Table's row models) is part of the benchmark, not of the product: `npm run bench`
 * builds it with this config into dist/baseline, beside the app, and serves both. `npm start`
 * and `npm run build` never see it.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/baseline/',
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../../dist/baseline', import.meta.url)),
    emptyOutDir: true,
    // As the app is built, so the two pages are timed alike.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
