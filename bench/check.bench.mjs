#!/usr/bin/env node
// Times the quick_check a reopened checkpoint gets after its first rows, table by table, in Node.
// Usage: npm run bench:check -- [--sizes 100000,1000000]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./check/main.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
await module.main(process.argv.slice(2));
