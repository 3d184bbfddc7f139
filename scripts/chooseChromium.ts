/** What finding a browser needs from the machine; injected so the order can be tested. */
export interface ChromiumProbe {
  /** $CHROMIUM_PATH, if set. */
  envPath: string | undefined;
  exists: (path: string) => boolean;
  /** Where Playwright's own download is (or would be), if Playwright can say. */
  bundledPath: () => string | undefined;
  /** Runs `npx playwright install chromium`; the failure's message, or nothing when it worked. */
  install: () => string | undefined;
  /** Says what is happening, for a step that takes a while. */
  log: (line: string) => void;
}

export const systemPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Which browser to launch: a path, or `undefined` for Playwright's own download. */
export type ChromiumChoice = { executablePath: string | undefined };

const howToGetOne =
  'Install one: `apt-get install -y chromium` (Debian/Ubuntu), or `npx playwright install ' +
  'chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.';

/**
 * Finds a browser in this order: $CHROMIUM_PATH, a system Chromium, Playwright's own download;
 * with none, downloads Playwright's, and only when that fails throws, saying why and how to get one.
 */
export function chooseChromium(probe: ChromiumProbe): ChromiumChoice {
  if (probe.envPath) {
    if (!probe.exists(probe.envPath))
      throw new Error(`CHROMIUM_PATH is set to ${probe.envPath}, which does not exist.`);
    return { executablePath: probe.envPath };
  }
  const system = systemPaths.find((path) => probe.exists(path));
  if (system) return { executablePath: system };
  const bundled = () => {
    const path = probe.bundledPath();
    return path !== undefined && probe.exists(path);
  };
  if (bundled()) return { executablePath: undefined };
  probe.log('No Chromium found: running `npx playwright install chromium`…');
  const failure = probe.install();
  if (failure === undefined && bundled()) return { executablePath: undefined };
  const why = failure ?? 'it finished, but the browser is still not there';
  throw new Error(
    `No Chromium found, and \`npx playwright install chromium\` failed: ${why}. ${howToGetOne}`,
  );
}
