#!/usr/bin/env node
// Times the invoice service at 100, 100,000 and 1,000,000 invoices: load, memory, and the SQL
// milliseconds of each interaction (median and p95, cold and warm). Node cannot run TypeScript,
// so Vite's module runner loads bench/main.ts. Usage:
//   npm run bench:sql -- [--sizes 100,100000,1000000] [--runs 20] [--budget 3000]
//                        [--out bench/results/x.json] [--compare bench/results/before.json]
//                        [--groups 'common word,aged payables'] (only those interactions)
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./main.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
await module.main(process.argv.slice(2));
