#!/usr/bin/env node
// Times each interaction of the Suppliers list (view, search keystroke, filter, sort, last page,
// all that match) as the worker answers it, in Node. Usage:
//   node bench/suppliers.bench.mjs [--sizes 100,10000,1000000] [--runs 30]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./suppliers/main.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
await module.main(process.argv.slice(2));
