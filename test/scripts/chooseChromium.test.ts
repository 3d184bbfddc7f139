import { describe, expect, it } from 'vitest';
import { chooseChromium, type ChromiumProbe } from '../../scripts/chooseChromium';

const bundled = '/home/someone/.cache/ms-playwright/chromium/chrome';

/** A machine with the given files; `install` puts Playwright's browser there, or fails. */
function machine(files: string[], install: 'works' | 'fails' | 'does nothing' = 'works') {
  const present = new Set(files);
  const steps: string[] = [];
  const probe: ChromiumProbe = {
    envPath: undefined,
    exists: (path) => present.has(path),
    bundledPath: () => bundled,
    install: () => {
      steps.push('install');
      if (install === 'fails') return 'Host download failed';
      if (install === 'works') present.add(bundled);
      return undefined;
    },
    log: (line) => steps.push(line),
  };
  return { probe, steps };
}

describe('chooseChromium', () => {
  it('takes $CHROMIUM_PATH first, and says so when it does not exist', () => {
    const { probe, steps } = machine(['/opt/chrome', '/usr/bin/chromium']);
    expect(chooseChromium({ ...probe, envPath: '/opt/chrome' })).toEqual({
      executablePath: '/opt/chrome',
    });
    expect(() => chooseChromium({ ...probe, envPath: '/nowhere' })).toThrow(
      'CHROMIUM_PATH is set to /nowhere, which does not exist.',
    );
    expect(steps).toEqual([]);
  });

  it('takes a system Chromium before Playwright’s download, and installs nothing', () => {
    const { probe, steps } = machine(['/usr/bin/google-chrome', bundled]);
    expect(chooseChromium(probe)).toEqual({ executablePath: '/usr/bin/google-chrome' });
    expect(steps).toEqual([]);
  });

  it('takes Playwright’s download when there is no system browser', () => {
    const { probe, steps } = machine([bundled]);
    expect(chooseChromium(probe)).toEqual({ executablePath: undefined });
    expect(steps).toEqual([]);
  });

  it('with no browser at all, installs Playwright’s and uses it', () => {
    const { probe, steps } = machine([]);
    expect(chooseChromium(probe)).toEqual({ executablePath: undefined });
    expect(steps).toEqual([
      'No Chromium found: running `npx playwright install chromium`…',
      'install',
    ]);
  });

  it('stops with the install’s message only when the install fails', () => {
    const { probe, steps } = machine([], 'fails');
    expect(() => chooseChromium(probe)).toThrow(
      /^No Chromium found, and `npx playwright install chromium` failed: Host download failed\. Install one: `apt-get install -y chromium`/,
    );
    expect(steps.at(-1)).toBe('install');
  });

  it('stops when the install reports success but leaves no browser', () => {
    const { probe } = machine([], 'does nothing');
    expect(() => chooseChromium(probe)).toThrow(/the browser is still not there/);
  });

  it('when Playwright cannot say where its browser goes, still installs and then asks again', () => {
    const { probe, steps } = machine([], 'fails');
    expect(() => chooseChromium({ ...probe, bundledPath: () => undefined })).toThrow(
      /Host download failed/,
    );
    expect(steps).toContain('install');
  });
});
