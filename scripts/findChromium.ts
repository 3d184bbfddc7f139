import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chooseChromium } from './chooseChromium';

/** Flags that keep Chromium quiet on a machine with no network beyond package registries. */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function bundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

function install(): string | undefined {
  const run = spawnSync('npx', ['playwright', 'install', 'chromium'], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (run.error) return run.error.message;
  if (run.status === 0) return undefined;
  const said = run.stderr.trim().split('\n').slice(-3).join(' ');
  return said || `it exited with status ${run.status}`;
}

/** The browser the tests and the benchmark launch (scripts/chooseChromium.ts says which). */
export function findChromium(): { executablePath: string | undefined; args: string[] } {
  const choice = chooseChromium({
    envPath: process.env.CHROMIUM_PATH,
    exists: existsSync,
    bundledPath,
    install,
    log: (line) => console.error(line),
  });
  return { ...choice, args };
}
