#!/usr/bin/env node
// Times importing a Xero-template CSV (lines/s, to searchable) and exporting every row (rows/s)
// through the worker's service in Node. Usage: npm run bench:io -- [--sizes 100000,1000000]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./io/main.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
await module.main(process.argv.slice(2));
