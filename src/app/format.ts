const money = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Pence to GBP with exactly two decimals: 123456 → "£1,234.56". */
export function formatMoney(pence: number): string {
  return money.format(pence / 100);
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** ISO date to day, short month, year: "2026-11-03" → "3 Nov 2026" (same in every browser). */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${Number(day)} ${months[Number(month) - 1] ?? '?'} ${year}`;
}

const count = new Intl.NumberFormat('en-GB');
export function formatCount(n: number): string {
  return count.format(n);
}
