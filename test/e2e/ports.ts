/** E2E_PORT lets several checkouts run their browser tests side by side. */
export const appPort = Number(process.env.E2E_PORT ?? 4173);

/**
 * The bench's baseline page (bench/baseline) is not in the app's build: its test is served by
 * Vite's dev server from the sources, on a port of its own.
 */
export const baselinePort = Number(process.env.E2E_BASELINE_PORT ?? appPort + 1000);
export const baselineUrl = `http://127.0.0.1:${baselinePort}/baseline/`;
