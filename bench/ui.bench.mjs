#!/usr/bin/env node
// npm run bench: our invoice screen against the baseline (TanStack Table in the main thread) in
// Chromium, at 100, 100,000 and 1,000,000 invoices. Node cannot run TypeScript, so Vite's module
// runner loads bench/ui/main.ts. Usage:
//   npm run bench -- [--sizes 100,100000,1000000] [--runs 20] [--warmup 2] [--pages ours,baseline]
//                    [--port 4186] [--skip-build] [--load-timeout 300] [--budget 60]
//                    [--load-only]  (load and reopen only, no interactions)
//                    [--ageing-only]  (the aged payables interactions only, no reopen or bulk)
//                    [--only group,openGroup]  (only these interactions, by id; 'bulk' for the
//                    bulk writes at 100,000 and more, which run only when named here; 'storage'
//                    for backup, restore and migration, run after the screens by default;
//                    'suppliers' for the Suppliers list's, or suppliersView, suppliersSearch…)
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./ui/main.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
