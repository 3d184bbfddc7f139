#!/usr/bin/env node
// Times a link's lookup of a bill by number and a write's check of what changed since a version,
// each against the way it was read before, in Node. Usage:
//   node bench/lookups.bench.mjs [--sizes 100000,1000000] [--runs 15]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./lookups/main.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
await module.main(process.argv.slice(2));
