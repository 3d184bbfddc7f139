import type { SearchTerms, SqlValue, SqlWriter } from './types';

/**
 * What is particular to SQLite (sql.js), as Kysely keeps a dialect: the compiler (compile.ts)
 * writes standard SQL and asks here for the rest. Dates need nothing here: they are ISO
 * `YYYY-MM-DD` text, which compares as dates, and "today" is a parameter resolved before the
 * query runs.
 */

/** The placeholder of one parameter. */
export const placeholder = '?';

/** A column SQLite will not look up in an index (unary plus): it tests each row instead. */
export function unindexed(column: string): string {
  return `+${column}`;
}

/** Makes SQLite read a table through the given index (` INDEXED BY name`), or nothing. */
export function indexedBy(index: string | undefined): string {
  return index === undefined ? '' : ` INDEXED BY ${index}`;
}

/**
 * A list of values as one parameter, read as a table (`SELECT value FROM json_each(?)`): a
 * million ids in one parameter, where a placeholder each would pass SQLite's limit.
 */
export function valueList(w: SqlWriter, values: readonly SqlValue[]): void {
  w.text('SELECT value FROM json_each(');
  w.value(JSON.stringify(values));
  w.text(')');
}

/**
 * The FTS4 MATCH expression for search terms: each term a phrase of word prefixes ("INV-04" is
 * `"inv* 04*"`), terms ANDed. Terms hold only [a-z0-9] words, so it is always well formed.
 */
export function matchExpression(terms: SearchTerms): string {
  return terms.map((words) => `"${words.map((w) => `${w}*`).join(' ')}"`).join(' ');
}

/** A row of the FTS4 table `table` matches the search terms. */
export function ftsMatch(w: SqlWriter, table: string, terms: SearchTerms): void {
  w.text(`${table} MATCH `);
  w.value(matchExpression(terms));
}

/** Whole days from the ISO date `from` to the ISO date `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string): string {
  return `CAST(julianday(${to}) - julianday(${from}) AS INTEGER)`;
}
