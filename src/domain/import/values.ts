/**
 * Reading the values people's CSV files hold: dates in the forms Xero accepts, amounts with a
 * currency symbol and thousands separators. Each returns null when the text is not such a value,
 * so the caller can say which cell of which line was wrong.
 */

/** How a date such as 03/04/2026 is read: day first (Xero's template, the UK) or month first. */
export type DateOrder = 'dmy' | 'mdy';

const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The ISO date for a year, month and day, or null when there is no such day (31/02). */
function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysIn(year, month)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

const isoPattern = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[t ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?z?)?$/;
const numericPattern = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const namedPattern = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]+)\.?,?[\s-]+(\d{4}|\d{2})$/;
const namedMonthFirst = /^([a-z]+)\.?[\s-]+(\d{1,2})(?:st|nd|rd|th)?,?[\s-]+(\d{4})$/;

/** 1–12 for a month's name or its start of at least three letters ('Nov', 'Sept'), else 0. */
function monthNumber(name: string): number {
  if (name.length < 3) return 0;
  return monthNames.findIndex((month) => month.startsWith(name)) + 1;
}

/**
 * A date as ISO `YYYY-MM-DD`: `2026-11-05`, `5 Nov 2025` (and `5 November 2025`, `Nov 5, 2025`),
 * or `05/11/2025` read in `order`. Null for anything else, and for days that do not exist.
 */
export function parseDate(text: string, order: DateOrder): string | null {
  const value = text.trim().toLowerCase();
  let m = isoPattern.exec(value);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = numericPattern.exec(value);
  if (m) {
    const [first, second] = [Number(m[1]), Number(m[2])];
    const year = fullYear(m[3] as string);
    return order === 'dmy' ? isoDate(year, second, first) : isoDate(year, first, second);
  }
  m = namedPattern.exec(value);
  if (m) return isoDate(fullYear(m[3] as string), monthNumber(m[2] as string), Number(m[1]));
  m = namedMonthFirst.exec(value);
  if (m) return isoDate(Number(m[3]), monthNumber(m[1] as string), Number(m[2]));
  return null;
}

const codes = 'GBP|EUR|USD|AUD|NZD|CAD|CHF|JPY|ZAR|SEK|NOK|DKK|PLN|IEP|SGD|HKD';
const currencyPattern = new RegExp(
  `^(?:[£$€¥]|(?:${codes})\\s?)|(?:\\s?[£$€¥]|\\s?(?:${codes}))$`,
  'gi',
);
/**
 * The mark between pounds and pence: a point (`1,234.56`, the UK and US) or a comma (`1.234,56`,
 * much of Europe). Whole files are one or the other; decimalMarks.ts says which.
 */
export type DecimalMark = 'point' | 'comma';

/** Per mark: a plain number, and a number with thousands grouped by the other mark. */
const plainNumber: Record<DecimalMark, RegExp> = {
  point: /^-?\d+(?:\.\d+)?$/,
  comma: /^-?\d+(?:,\d+)?$/,
};
const numberPattern: Record<DecimalMark, RegExp> = {
  point: /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$|^\.\d+$/,
  comma: /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$|^\d+(?:,\d+)?$|^,\d+$/,
};

/** The digits of a number written with `mark`, as JavaScript reads them. */
function withPoint(value: string, mark: DecimalMark): string {
  return mark === 'point' ? value.replace(/,/g, '') : value.replace(/\./g, '').replace(',', '.');
}

/**
 * A decimal number written as people write money: `1234.5`, `1,234.50`, `£1,234.50`,
 * `-£12.00`, `(12.00)`, `GBP 12`; with `mark` 'comma', `1.234,50`, `€ 1.234,50`, `720,00`.
 * Null when it is not one. Spaces inside are ignored (`1 234,50`).
 */
export function parseDecimal(text: string, mark: DecimalMark = 'point'): number | null {
  // Most cells are plain numbers: read them without the work below.
  if (plainNumber[mark].test(text)) return Number(withPoint(text, mark));
  let value = text.trim().replace(/\s+/g, ' ');
  if (value === '') return null;
  let negative = false;
  if (value.startsWith('(') && value.endsWith(')')) {
    negative = true;
    value = value.slice(1, -1).trim();
  }
  if (value.startsWith('-') || value.startsWith('−')) {
    negative = !negative;
    value = value.slice(1).trim();
  } else if (value.startsWith('+')) value = value.slice(1).trim();
  value = value.replace(currencyPattern, '').trim();
  if (value.startsWith('-') && !negative) {
    negative = true;
    value = value.slice(1);
  }
  value = value.replace(/ /g, '');
  if (!numberPattern[mark].test(value)) return null;
  const number = Number(withPoint(value, mark));
  if (!Number.isFinite(number)) return null;
  return negative ? -number : number;
}

/** Rounds an amount in pounds to whole pence, halves away from zero (1.005 → 101). */
export function toPence(pounds: number): number {
  const scaled = pounds * 100;
  return Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-7);
}

/** Largest amount a bill may carry, in pence: £100,000,000 (as the filters allow). */
export const maxPence = 10_000_000_000;

/** An amount of money in pence, or null when the text is not an amount. */
export function parseAmount(text: string, mark: DecimalMark = 'point'): number | null {
  const pounds = parseDecimal(text, mark);
  if (pounds === null) return null;
  const pence = toPence(pounds);
  return Math.abs(pence) > maxPence ? null : pence;
}
