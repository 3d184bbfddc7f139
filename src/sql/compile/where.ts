import { ftsMatch, surePhraseMatch, unindexed, valueList, wordStartMatch } from './dialect';
import { owingSql } from './columns';
import { billsSearch } from './billsSource';
import { hiddenIdsSql, visibleSql } from '../write/hidden';
import { toScanTerms } from './search';
import type { Condition, SearchTerms, Source, SqlWriter } from './types';

/**
 * The WHERE side of the compiler (compile.ts): each kind of condition in a plan written as SQL
 * text and its parameters, through the same `SqlWriter`.
 */

/** The bills' full-text index, its key and the text a row is tested on (billsSource.ts). */
const { index: searchIndex, indexKey } = billsSearch;
const { columns: searchedColumns, text: searchedText, pastAscii } = billsSearch.scan;

/**
 * A search tested row by row (the `scan` way), decided in C where it can be: calling JavaScript
 * for every row cost 5 us a row, 5 s at a million. Text of ASCII alone (most rows) folds to its
 * lower case, so its words are its runs of letters and digits: a one-word term matches exactly
 * when such a run starts with it (dialect.ts, wordStartMatch; a LIKE of the word first rules
 * out most rows faster), and a phrase can only match if the text holds each of its words
 * (LIKE), and surely matches when it passes the phrase's test (surePhraseMatch), with
 * search_matches deciding the rest. Text past ASCII folds otherwise ('É', 'ß', 'K'), so such
 * rows go to search_matches (search.ts) alone. Same rows as the full-text index (test/worker
 * differential and searchWhileIndexing tests).
 */
function scanMatch(w: SqlWriter, terms: SearchTerms): void {
  // Tests joined by AND, as SQLite tries them in turn, each stopping the row once one fails
  // (inside CASE, SQLite would compute every one): cheapest first.
  const tests: (() => void)[] = [...new Set(terms.flat())].map((word) => () => {
    w.text(`(${pastAscii} OR ${searchedText} LIKE `);
    w.value(`%${word}%`);
    w.text(')');
  });
  for (const words of terms) {
    if (words.length !== 1) continue;
    tests.push(() => {
      w.text(`(${pastAscii} OR `);
      wordStartMatch(w, searchedText, words[0] as string);
      w.text(')');
    });
  }
  tests.push(() => {
    // Decided already for text of ASCII alone when every term is one word; with phrases, for
    // text of ASCII alone that passes each phrase's sure test ('INV-0000042' for 'inv-0'),
    // so most rows of a search such as 'INV-0' never call JavaScript.
    w.text(`(NOT (${pastAscii})`);
    for (const words of terms) {
      if (words.length === 1) continue;
      w.text(' AND ');
      surePhraseMatch(w, searchedText, words);
    }
    w.text(` OR search_matches(${searchedColumns}, `);
    w.value(toScanTerms(terms));
    w.text('))');
  });
  w.text('(');
  each(w, tests, ' AND ', (test) => test());
  w.text(')');
}

/**
 * The values of a text column outside the ranges (sorted, not overlapping), as the gaps between
 * them ORed: `(c < ? OR (c >= ? AND c < ?) OR c >= ?)`, each a range an index on the column can
 * list (SQLite's OR optimisation reads them one after the other).
 */
function outside(
  w: SqlWriter,
  column: string,
  ranges: readonly { from: string; to: string }[],
): void {
  if (ranges.length === 0) {
    w.text('1');
    return;
  }
  w.text(`(${column} < `);
  w.value(ranges[0]?.from as string);
  ranges.forEach((range, i) => {
    const next = ranges[i + 1];
    w.text(` OR ${next ? '(' : ''}${column} >= `);
    w.value(range.to);
    if (next) {
      w.text(` AND ${column} < `);
      w.value(next.from);
      w.text(')');
    }
  });
  w.text(')');
}

/** Writes `items` with `separator` between them. */
export function each<T>(
  w: SqlWriter,
  items: readonly T[],
  separator: string,
  write: (item: T) => void,
) {
  items.forEach((item, i) => {
    if (i > 0) w.text(separator);
    write(item);
  });
}

function condition(w: SqlWriter, c: Condition): void {
  switch (c.kind) {
    case 'in':
      w.text(`${c.indexed ? c.column : unindexed(c.column)} ${c.negated ? 'NOT ' : ''}IN (`);
      each(w, c.values, ', ', (v) => w.value(v));
      w.text(')');
      return;
    case 'compare':
      w.text(`${c.indexed ? c.column : unindexed(c.column)} ${c.operator} `);
      w.value(c.value);
      return;
    case 'owing':
      w.text(c.indexed ? owingSql : unindexed(owingSql));
      return;
    case 'ids':
      w.text(`id ${c.negated ? 'NOT ' : ''}IN (`);
      valueList(w, c.ids);
      w.text(')');
      return;
    case 'match':
      if (!c.joined) w.text(`id IN (SELECT ${indexKey} FROM ${searchIndex} WHERE `);
      ftsMatch(w, searchIndex, c.terms);
      if (!c.joined) w.text(')');
      return;
    case 'scanMatch':
      scanMatch(w, c.terms);
      return;
    case 'wordsMatch':
      w.text(`search_matches(${c.column}, '', '', `);
      w.value(toScanTerms(c.terms));
      w.text(')');
      return;
    case 'outside':
      outside(w, c.column, c.ranges);
      return;
    case 'anyBit':
      w.text(`(${c.column} & `);
      w.value(c.bit);
      w.text(') <> 0');
      return;
    case 'hidden':
      w.text(`id IN (${hiddenIdsSql})`);
      return;
    case 'not':
      w.text('NOT ');
      condition(w, c.condition);
      return;
    case 'all':
      w.text('(');
      each(w, c.conditions, ' AND ', (inner) => condition(w, inner));
      w.text(')');
      return;
    case 'any':
      w.text('(');
      each(w, c.conditions, ' OR ', (inner) => condition(w, inner));
      w.text(')');
      return;
  }
}

/**
 * ` WHERE` and the conditions of a read from `from`: the plan's, and while invoices are hidden
 * (`hidden` on the source, hidden.ts), that the row is not one of them.
 */
export function sourceWhere(w: SqlWriter, from: Source, where: readonly Condition[]): void {
  whereClause(w, where);
  if (from.kind === 'derived' || from.hidden !== true) return;
  w.text(where.length === 0 ? ' WHERE ' : ' AND ');
  w.text(visibleSql);
}

/** The conditions ANDed. */
export function conditions(w: SqlWriter, where: readonly Condition[]): void {
  each(w, where, ' AND ', (c) => condition(w, c));
}

/** ` WHERE` and the conditions ANDed, or nothing. */
export function whereClause(w: SqlWriter, where: readonly Condition[]): void {
  if (where.length === 0) return;
  w.text(' WHERE ');
  conditions(w, where);
}
