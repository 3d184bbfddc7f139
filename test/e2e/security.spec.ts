import { expect, test } from '@playwright/test';
import { openApp } from './fixtures';

const policy =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'";

test('the served page sends the security headers and carries its policy in a meta tag', async ({
  page,
}) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toBe(`${policy}; frame-ancestors 'none'`);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    policy,
  );
});

test('the app loads, starts its worker and edits a row with no policy violation', async ({
  page,
}) => {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) reported.push(message.text());
  });
  page.on('pageerror', (error) => reported.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to ${event.effectiveDirective}: ${event.blockedURI}`);
    });
  });
  await openApp(page);
  // Rows come from the worker's SQLite (wasm); a filter and a search parse through zod.
  await page.getByRole('searchbox', { name: 'Search table' }).fill('INV-00');
  await expect(page.getByRole('checkbox', { name: 'Select INV-001' })).toBeVisible();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(reported).toEqual([]);
});

test('no source map is served', async ({ page, request }) => {
  await page.goto('/');
  const scripts = await page
    .locator('script[src], link[rel="modulepreload"]')
    .evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('src') ?? node.getAttribute('href') ?? ''),
    );
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const body = await (await request.get(src)).text();
    expect(body, src).not.toContain('sourceMappingURL');
    const map = await request.get(`${src}.map`);
    expect(map.headers()['content-type'] ?? '', `${src}.map`).not.toContain('json');
  }
});
