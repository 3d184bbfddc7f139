import type { SearchTerms, SqlValue, SqlWriter } from './types';

/**
 * What is particular to SQLite (sql.js), as Kysely keeps a dialect: the compiler (compile.ts),
 * the writes, loads and schema steps write standard SQL and ask here for the rest, so that
 * another database is another dialect. What stays outside, and why, is in docs/ARCHITECTURE.md
 * (SQLite's own, outside the dialect). Dates need nothing here: they are ISO
 * `YYYY-MM-DD` text, which compares as dates, and "today" is a parameter resolved before the
 * query runs.
 */

/** The placeholder of one parameter. */
export const placeholder = '?';

/** The placeholder of parameter `n` (from 1), for a statement that reads one value twice. */
export function numbered(n: number): string {
  return `?${n}`;
}

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

/** `valueList` for statements written whole: its one parameter is the values as a JSON array. */
export const valueListSql = 'SELECT value FROM json_each(?)';

/**
 * A value list read as the table `alias`, its columns `value` (each value) and `key` (its
 * position from 0), from the parameter `param` that holds the values as a JSON array.
 */
export function valueTable(alias: string, param: string = placeholder): string {
  return `json_each(${param}) AS ${alias}`;
}

/**
 * A row's values as one JSON object text, `pairs` the key and the value of each member in
 * turn; `jsonArrayOf` gathers such objects over a query's rows, in its order.
 */
export function jsonObject(pairs: readonly string[]): string {
  return `json_object(${pairs.join(', ')})`;
}

/** The JSON array text of `item` over the rows of the query that has it as its column. */
export function jsonArrayOf(item: string): string {
  return `json_group_array(${item})`;
}

/** The text of `item` over the rows of a query joined into one, in the order `orderBy`. */
export function joinedText(item: string, orderBy: string): string {
  return `group_concat(${item}, '' ORDER BY ${orderBy})`;
}

/**
 * The FTS4 MATCH expression for search terms: each term a phrase of word prefixes ("INV-04" is
 * `"inv* 04*"`), terms ANDed. Terms hold only [a-z0-9] words, so it is always well formed.
 */
export function matchExpression(terms: SearchTerms): string {
  return terms.map((words) => `"${words.map((w) => `${w}*`).join(' ')}"`).join(' ');
}

/** The column of an FTS4 table that holds its row's key (the record's id). */
export const ftsKey = 'docid';

/**
 * Adds to the FTS4 table `table` the text of its content view `view` (schema.ts) for the keys
 * `where` keeps, written on the view's key column (`rowid`, as FTS4 reads its content).
 */
export function ftsAdd(table: string, view: string, where: (key: string) => string): string {
  return `INSERT INTO ${table} (${ftsKey}, body)
    SELECT rowid, body FROM ${view} WHERE ${where('rowid')}`;
}

/** Sets the text (first parameter) of one key (second) in the FTS4 table `table`. */
export function ftsSetText(table: string): string {
  return `UPDATE ${table} SET body = ? WHERE ${ftsKey} = ?`;
}

/** Merges the FTS4 table's segments into one, as a load leaves it (FTS4's 'optimize'). */
export function ftsOptimize(table: string): string {
  return `INSERT INTO ${table}(${table}) VALUES ('optimize')`;
}

/** A row of the FTS4 table `table` matches the search terms. */
export function ftsMatch(w: SqlWriter, table: string, terms: SearchTerms): void {
  w.text(`${table} MATCH `);
  w.value(matchExpression(terms));
}

/**
 * Tests, for ASCII text with a space put in front, that the text has a word (a run of letters
 * and digits) starting with `word` ([a-z0-9] only), in any case: a GLOB, 'inv' giving
 * `*[^a-zA-Z0-9][iI][nN][vV]*`.
 */
export function wordStartMatch(w: SqlWriter, text: string, word: string): void {
  w.text(`' ' || ${text} GLOB `);
  w.value(wordStartGlob(word));
}

/**
 * Tests, for ASCII text with a space put in front, that a phrase surely matches: its words, all
 * but the last whole, each followed by one character that is not a letter or a digit. Text it
 * fails may still match (words joined by two characters, or a first word longer than typed:
 * 'invoice 0'), so it only spares the closer test for the rows it passes.
 */
export function surePhraseMatch(w: SqlWriter, text: string, words: readonly string[]): void {
  w.text(`' ' || ${text} GLOB `);
  w.value(phraseGlob(words));
}

/** The GLOB of `wordStartMatch`. */
export function wordStartGlob(word: string): string {
  return `*[^a-zA-Z0-9]${eitherCase(word)}*`;
}

/** The GLOB of `surePhraseMatch`: 'inv 0' gives `*[^a-zA-Z0-9][iI][nN][vV][^a-zA-Z0-9]0*`. */
export function phraseGlob(words: readonly string[]): string {
  return `*[^a-zA-Z0-9]${words.map(eitherCase).join('[^a-zA-Z0-9]')}*`;
}

/** Each letter of `word` ([a-z0-9] only) as a GLOB class of either case. */
function eitherCase(word: string): string {
  return [...word].map((ch) => (/[a-z]/.test(ch) ? `[${ch}${ch.toUpperCase()}]` : ch)).join('');
}

/** `text` holds a quote, a comma or a line break: the cells a CSV file quotes. */
export function needsCsvQuotes(text: string): string {
  return `${text} GLOB ('*[",' || ${chars(10, 13)} || ']*')`;
}

/** The smaller of two values (SQLite's `min` of two arguments). */
export function least(a: string, b: string): string {
  return `min(${a}, ${b})`;
}

/** The larger of two values (SQLite's `max` of two arguments). */
export function greatest(a: string, b: string): string {
  return `max(${a}, ${b})`;
}

/** The text of the given character codes (`char(13, 10)` is CRLF). */
export function chars(...codes: readonly number[]): string {
  return `char(${codes.join(', ')})`;
}

/** The last `n` characters of `text`. */
export function lastChars(text: string, n: number): string {
  return `substr(${text}, -${n})`;
}

/**
 * `INSERT` of `rows` (a VALUES or a SELECT) into `into` (the table and its columns), a row whose
 * key is there already put in its place (SQLite's OR REPLACE).
 */
export function insertOrReplace(into: string, rows: string): string {
  return `INSERT OR REPLACE INTO ${into} ${rows}`;
}

/** As `insertOrReplace`, a row whose key is there already passed over (SQLite's OR IGNORE). */
export function insertOrIgnore(into: string, rows: string): string {
  return `INSERT OR IGNORE INTO ${into} ${rows}`;
}

/**
 * The end of an `INSERT` of counts: a row whose key is there already adds its `columns` to that
 * row's. SQLite takes the table's primary key, its one unique key, when none is named. An
 * `INSERT ... SELECT` whose FROM ends there needs a WHERE first (`WHERE true`): SQLite would
 * read the ON as a join's.
 */
export function addOnConflict(columns: readonly string[]): string {
  const sums = columns.map((c) => `${c} = ${c} + excluded.${c}`).join(', ');
  return `ON CONFLICT DO UPDATE SET ${sums}`;
}

/** `text` starts with `prefix` ([A-Z-] only) then a digit. */
export function startsWithDigitAfter(text: string, prefix: string): string {
  return `${text} GLOB '${prefix}[0-9]*'`;
}

/** Finds main's object (a row when there is one) of the type and the name given as parameters. */
export const schemaObjectSql = 'SELECT 1 FROM main.sqlite_schema WHERE type = ? AND name = ?';

/** The names of main's objects of type `type` ('table', 'index'). */
export function schemaNamesSql(type: 'table' | 'index'): string {
  return `SELECT name FROM main.sqlite_schema WHERE type = '${type}'`;
}

/** Whole days from the ISO date `from` to the ISO date `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string): string {
  return `CAST(julianday(${to}) - julianday(${from}) AS INTEGER)`;
}

/** Rows inserted, changed or deleted through this connection since it was opened. */
export const totalChangesSql = 'SELECT total_changes()';
