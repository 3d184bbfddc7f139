import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags that keep Chromium quiet on a machine with no network beyond package registries. */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const systemPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * Finds a browser in this order: $CHROMIUM_PATH, a system Chromium, Playwright's own download.
 * With none, fails with a message that says how to get one.
 */
export function findChromium(): { executablePath: string | undefined; args: string[] } {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
    return { executablePath: fromEnv, args };
  }
  const system = systemPaths.find((p) => existsSync(p));
  if (system) return { executablePath: system, args };
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return { executablePath: undefined, args };
  throw new Error(
    'No Chromium found. Install one: `apt-get install -y chromium` (Debian/Ubuntu), or ' +
      '`npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
