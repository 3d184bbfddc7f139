#!/usr/bin/env node
// Times opening a kept table made before versions, migrations and all (openStore), at each size.
// Usage: npm run bench:migrate -- [--sizes 100000,1000000] [--only text] [--runs 1]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./migrate/main.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
await module.main(process.argv.slice(2));
