import { addDays, isIsoDate, toEpochDay } from '../dates';
import { parseDate } from '../import/values';

/** Days after its date a bill is due when its contact has no usual terms. */
export const defaultTermsDays = 30;

/** A day typed in a form: ISO, `28 Nov 2026` or `28/11/2026` (day first, as in the UK). */
export function parseDay(text: string): string | null {
  const iso = parseDate(text, 'dmy');
  return iso !== null && isIsoDate(iso) ? iso : null;
}

const relativePattern = /^\+\s*(\d{1,4})$/;

/**
 * The due date typed beside `date` (ISO, or null when Date is not a day): a day, or `+14` for
 * 14 days after Date. Empty is `defaultDays` after Date. Null when it is neither.
 */
export function parseDueDate(
  text: string,
  date: string | null,
  defaultDays: number,
): string | null {
  const value = text.trim();
  if (value === '') return date === null ? null : addDays(date, defaultDays);
  const relative = relativePattern.exec(value);
  if (relative) return date === null ? null : addDays(date, Number(relative[1]));
  return parseDay(value);
}

/** Days from `date` to `due` (both ISO). */
export function termsDays(date: string, due: string): number {
  return toEpochDay(due) - toEpochDay(date);
}
