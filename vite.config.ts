import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // baseline.html: the same screen the usual way, for `npm run bench` (bench/ui).
    rollupOptions: { input: ['index.html', 'baseline.html'] },
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
