import { groupDigits, poundsOf } from '../domain/numbers';

/** Pence to GBP with exactly two decimals: 123456 → "£1,234.56" (domain/numbers.ts). */
export function formatMoney(pence: number): string {
  return poundsOf(pence);
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** ISO date to day, short month, year: "2026-11-03" → "3 Nov 2026" (same in every browser). */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${Number(day)} ${months[Number(month) - 1] ?? '?'} ${year}`;
}

/** A count with its digits in threes: 1234567 → "1,234,567". */
export function formatCount(n: number): string {
  return groupDigits(n);
}
