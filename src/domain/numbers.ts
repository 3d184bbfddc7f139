/**
 * Numbers as en-GB writes them, written out rather than through `Intl.NumberFormat`: the first
 * formatter a page makes loads the locale's data, 30-40 ms in one task while the app starts
 * (measured in Chromium on the 2-core bench machine), and every screen formats a count or an
 * amount before its first rows. The output is the formatter's own for every safe integer
 * (test/domain/numbers.test.ts); anything else goes to a formatter made on first need.
 */

let fallback: Intl.NumberFormat | null = null;

/** An integer with its digits in threes: 1234567 → "1,234,567", -1234 → "-1,234". */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return (fallback ??= new Intl.NumberFormat('en-GB')).format(n);
  const negative = n < 0 || Object.is(n, -0);
  const digits = String(Math.abs(n));
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return negative ? `-${text}` : text;
}

let moneyFallback: Intl.NumberFormat | null = null;

/** Pence as pounds with exactly two decimals: 123456 → "£1,234.56", -5 → "-£0.05". */
export function poundsOf(pence: number): string {
  if (!Number.isSafeInteger(pence)) {
    moneyFallback ??= new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return moneyFallback.format(pence / 100);
  }
  const negative = pence < 0 || Object.is(pence, -0);
  const whole = Math.floor(Math.abs(pence) / 100);
  const cents = String(Math.abs(pence) % 100).padStart(2, '0');
  return `${negative ? '-' : ''}£${groupDigits(whole)}.${cents}`;
}
