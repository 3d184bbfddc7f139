/**
 * Writing CSV cells a spreadsheet reads back as they were: quoted when they hold a comma, quote
 * or line break, and text that begins like a formula (`=`, `+`, `-`, `@`, tab, carriage return)
 * prefixed with `'` so a spreadsheet never runs it (OWASP, CSV injection).
 */

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** A text cell, neutralised and quoted as needed. */
export function textCell(text: string): string {
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Undoes `textCell`'s prefix when a file we wrote is read back: "'=SUM(A1)" → "=SUM(A1)". */
export function unneutralise(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}

/** Pence as a plain decimal: 123450 → "1234.50", -5 → "-0.05". Numbers are not text: no prefix. */
export function moneyCell(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  const pounds = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${pounds}.${rest < 10 ? '0' : ''}${rest}`;
}

/** One CSV line, ended with CRLF as RFC 4180 writes it. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.join(',')}\r\n`;
}

/** The byte order mark that tells spreadsheet programs the file is UTF-8 (so accents survive). */
export const byteOrderMark = '\uFEFF';
