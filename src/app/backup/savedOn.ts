import { formatDate } from '../format';

/** An ISO date and time as the day it was on here: '2026-11-03T10:00:00Z' → '3 Nov 2026'. */
export function savedOn(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatDate(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`);
}
