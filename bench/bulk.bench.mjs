#!/usr/bin/env node
// Where the time of a bulk write goes (Approve, Delete into the trash, Undo) at one size, with
// the service's own code: each part timed inside a transaction that is rolled back, then the
// service's calls whole. Usage: npm run bench:bulk -- [--size 1000000] [--runs 1]
//   [--parts approve,delete,markPaid] (whose parts to time; 'totals': only the running totals by
//   trigger against by set, for Approve and Mark as paid) [--parts-only] [--whole-only]
//   [--statements] (with each of the service's calls, the time of each statement it ran)
//   [--memfs] (main as a MEMFS file, not the worker's :memory:: every COMMIT copies pages out)
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./bulk.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
await module.main(process.argv.slice(2));
