#!/usr/bin/env node
// Times Download backup and Restore from backup… through the worker's service in Node.
// Usage: npm run bench:backup -- [--sizes 100000,1000000]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./backup/main.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
await module.main(process.argv.slice(2));
