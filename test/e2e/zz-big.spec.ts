import { expect, test } from '@playwright/test';
import { openApp } from './fixtures';

test('big', async ({ page }) => {
  test.setTimeout(900_000);
  const n = Number(process.env.BIG_LINES ?? 100000);
  const parts = ['*ContactName,EmailAddress,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount\n'];
  const contacts = ['Müller GmbH', 'Café Zoë', '"Acme, Inc."', 'Globex'];
  for (let i = 0; i < n; i++) {
    const bill = Math.floor(i / 2);
    const day = String((bill % 28) + 1).padStart(2, '0');
    parts.push(`${contacts[bill % 4]},ap@example.com,B-${bill},PO ${bill % 977},${day}/10/2025,${day}/11/2025,"Paper, A4 ${i}",${(i % 5) + 1},${(i % 300) + 0.25},,429,20% (VAT on Expenses),${(i % 40) + 0.1}\n`);
  }
  const buffer = Buffer.from(parts.join(''));
  const { writeFileSync } = await import('node:fs');
  writeFileSync('/tmp/big.csv', buffer);
  await openApp(page);
  await page.evaluate(() => {
    (window as unknown as { longest: number }).longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const w = window as unknown as { longest: number };
        w.longest = Math.max(w.longest, e.duration);
        if (e.duration > 50) console.log(`LONG ${Math.round(e.startTime)} ${Math.round(e.duration)}`);
      }
    }).observe({ type: 'longtask', buffered: false });
  });
  page.on('console', (m) => { if (m.text().startsWith('LONG') || m.text().startsWith('MARK')) console.log(m.text()); });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.evaluate(() => console.log(`MARK choose ${Math.round(performance.now())}`));
  const t0 = Date.now();
  await page.getByLabel('CSV file').setInputFiles('/tmp/big.csv');
  await expect(page.getByText(/will be imported/)).toBeVisible({ timeout: 600_000 });
  const t1 = Date.now();
  await page.evaluate(() => console.log(`MARK previewed ${Math.round(performance.now())}`));
  await page.getByRole('button', { name: /Import [\d,]+ bills/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Imported/ })).toBeVisible({ timeout: 600_000 });
  await page.evaluate(() => console.log(`MARK imported ${Math.round(performance.now())}`));
  await page.getByRole('searchbox', { name: 'Search table' }).fill('muller');
  await expect(page.getByRole('row', { name: /Müller/ }).first()).toBeVisible({ timeout: 60_000 });
  const t2 = Date.now();
  const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
  console.log(`BIG ${n} lines, ${(buffer.length / 1e6).toFixed(0)} MB: preview ${t1 - t0} ms, to searchable ${t2 - t0} ms = ${Math.round(n / ((t2 - t0) / 1000))} lines/s; longest main-thread task ${longest.toFixed(0)} ms`);
  const e0 = Date.now();
  await page.getByRole('searchbox', { name: 'Search table' }).fill('');
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 600_000 }), page.getByRole('menuitem', { name: /matching/ }).click()]);
  await download.path();
  console.log(`BIG export ${Date.now() - e0} ms`);
});
