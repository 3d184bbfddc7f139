/** Calendar dates as ISO `YYYY-MM-DD` strings and whole days since 1970-01-01 (UTC). */
const msPerDay = 86_400_000;

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const day = toEpochDay(value);
  return Number.isFinite(day) && fromEpochDay(day) === value;
}

export function toEpochDay(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / msPerDay);
}

export function fromEpochDay(day: number): string {
  return new Date(day * msPerDay).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return fromEpochDay(toEpochDay(iso) + days);
}

/** Today in the local calendar of whoever runs this; callers inject it everywhere else. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
