import { ftsMatch, indexedBy, placeholder, unindexed, valueList } from './dialect';
import { owingSql } from './columns';
import { hiddenIdsSql, visibleSql } from '../write/hidden';
import { phraseGlob, toScanTerms, wordStartGlob } from './search';
import type {
  CompiledSql,
  Condition,
  OrderKey,
  Plan,
  SearchTerms,
  RowsPlan,
  Source,
  SqlValue,
  SqlWriter,
  TotalsPlan,
} from './types';

/**
 * The compiler: walks a plan (types.ts) and writes the SQL text and its parameters together, so
 * each parameter sits where its placeholder is written. A value reaches SQL only through
 * `value()`; everything written as text comes from the plan's names (the column catalogue,
 * the schema) or from here.
 */

/** The full-text index over invoices (schema.ts) and the function that tests a row (functions.ts). */
const searchIndex = 'invoice_search';
const searchedColumns = 'contact_name, reference, notes';
/** The searched text as one string, for the test SQLite makes before `search_matches`. */
const searchedText = "(contact_name || ' ' || reference || ' ' || notes)";
/** Whether the searched text has a character past ASCII (one that takes more than a byte). */
const pastAscii = [
  'length(contact_name) + length(reference) + length(notes)',
  'octet_length(contact_name) + octet_length(reference) + octet_length(notes)',
].join(' <> ');

/**
 * A search tested row by row (the `scan` way), decided in C where it can be: calling JavaScript
 * for every row cost 5 us a row, 5 s at a million. Text of ASCII alone (most rows) folds to its
 * lower case, so its words are its runs of letters and digits: a one-word term matches exactly
 * when such a run starts with it (a GLOB, each letter in either case, after a space put in
 * front; a LIKE of the word first rules out most rows faster), and a phrase can only match if
 * the text holds each of its words (LIKE), and surely matches when it passes the phrase's GLOB
 * (search.ts, phraseGlob), with search_matches deciding the rest. Text past ASCII folds otherwise ('É', 'ß', 'K'), so such rows go to
 * search_matches (search.ts) alone. Same rows as the full-text index (test/worker differential
 * and searchWhileIndexing tests).
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
      w.text(`(${pastAscii} OR ' ' || ${searchedText} GLOB `);
      w.value(wordStartGlob(words[0] as string));
      w.text(')');
    });
  }
  tests.push(() => {
    // Decided already for text of ASCII alone when every term is one word; with phrases, for
    // text of ASCII alone that passes each phrase's sure GLOB ('INV-0000042' for 'inv-0'),
    // so most rows of a search such as 'INV-0' never call JavaScript.
    w.text(`(NOT (${pastAscii})`);
    for (const words of terms) {
      if (words.length === 1) continue;
      w.text(` AND ' ' || ${searchedText} GLOB `);
      w.value(phraseGlob(words));
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

function createWriter() {
  const parts: string[] = [];
  const params: SqlValue[] = [];
  const writer: SqlWriter = {
    text: (sql) => void parts.push(sql),
    value: (value) => {
      parts.push(placeholder);
      params.push(value);
    },
  };
  return { writer, done: (): CompiledSql => ({ sql: parts.join(''), params }) };
}

function each<T>(w: SqlWriter, items: readonly T[], separator: string, write: (item: T) => void) {
  items.forEach((item, i) => {
    if (i > 0) w.text(separator);
    write(item);
  });
}

function source(w: SqlWriter, from: Source): void {
  if (from.kind === 'table') {
    w.text(`${from.table}${indexedBy(from.indexedBy)}`);
  } else {
    // The full-text index drives: each match is looked up by id (CROSS JOIN keeps that order).
    w.text(`${searchIndex} s CROSS JOIN invoices i${indexedBy(from.indexedBy)} ON i.id = s.docid`);
  }
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
      if (!c.joined) w.text(`id IN (SELECT docid FROM ${searchIndex} WHERE `);
      ftsMatch(w, searchIndex, c.terms);
      if (!c.joined) w.text(')');
      return;
    case 'scanMatch':
      scanMatch(w, c.terms);
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
  }
}

/**
 * ` WHERE` and the conditions of a read from `from`: the plan's, and while invoices are hidden
 * (`hidden` on the source, hidden.ts), that the row is not one of them.
 */
function sourceWhere(w: SqlWriter, from: Source, where: readonly Condition[]): void {
  whereClause(w, where);
  if (from.hidden !== true) return;
  w.text(where.length === 0 ? ' WHERE ' : ' AND ');
  w.text(visibleSql);
}

/** The conditions ANDed. */
function conditions(w: SqlWriter, where: readonly Condition[]): void {
  each(w, where, ' AND ', (c) => condition(w, c));
}

/** ` WHERE` and the conditions ANDed, or nothing. */
function whereClause(w: SqlWriter, where: readonly Condition[]): void {
  if (where.length === 0) return;
  w.text(' WHERE ');
  conditions(w, where);
}

/** An expression with `?` placeholders, each written as the next of `params`. */
function expression(w: SqlWriter, sql: string, params: readonly SqlValue[]): void {
  const parts = sql.split(placeholder);
  if (parts.length !== params.length + 1) throw new Error('Placeholders and parameters differ');
  parts.forEach((part, i) => {
    if (i > 0) w.value(params[i - 1] as SqlValue);
    w.text(part);
  });
}

function orderBy(w: SqlWriter, order: readonly OrderKey[]): void {
  if (order.length === 0) return;
  w.text(' ORDER BY ');
  each(w, order, ', ', (k) => {
    expression(w, k.column, k.params ?? []);
    w.text(k.desc ? ' DESC' : ' ASC');
  });
}

function rows(w: SqlWriter, plan: RowsPlan): void {
  const columns = plan.columns.join(', ');
  if (plan.deferred && plan.window && plan.capped === undefined) {
    // The window's ids from the index, then their rows, in the same order.
    w.text(`SELECT ${columns} FROM invoices WHERE id IN (SELECT id FROM `);
    source(w, plan.source);
    sourceWhere(w, plan.source, plan.where);
    orderBy(w, plan.order);
    window(w, plan.window);
    w.text(')');
    orderBy(w, plan.order);
    return;
  }
  if (plan.capped === undefined) {
    w.text(`SELECT ${columns} FROM `);
    source(w, plan.source);
    sourceWhere(w, plan.source, plan.where);
    orderBy(w, plan.order);
  } else {
    // The first `rows` rows in order (a co-routine: it stops when the outer query has enough),
    // each marked whether it passes the tested conditions: as a CASE test, so SQLite stops at
    // the first that fails (as a plain value it computed every one, JavaScript included).
    w.text(`SELECT ${columns} FROM (SELECT ${columns}, CASE WHEN `);
    conditions(w, plan.capped.tested);
    w.text(' THEN 1 ELSE 0 END AS keep FROM ');
    source(w, plan.source);
    sourceWhere(w, plan.source, plan.where);
    orderBy(w, plan.order);
    w.text(' LIMIT ');
    w.value(plan.capped.rows);
    w.text(') WHERE keep');
  }
  if (plan.window) window(w, plan.window);
}

function window(w: SqlWriter, { offset, limit }: { offset: number; limit: number }): void {
  w.text(' LIMIT ');
  w.value(limit);
  w.text(' OFFSET ');
  w.value(offset);
}

/** The name of the i-th sum in a difference (a sum may be of an expression). */
const sumName = (i: number) => `s${i}`;

/** The count and sums of a totals plan, each `AS` a name when `named` (for a difference). */
function totalsList(plan: TotalsPlan, named: boolean): string {
  const as = (name: string) => (named ? ` AS ${name}` : '');
  const count = plan.counted === undefined ? 'count(*)' : `coalesce(sum(${plan.counted}), 0)`;
  const sums = plan.sums.map((column, i) => `coalesce(sum(${column}), 0)${as(sumName(i))}`);
  return [`${count}${as('n')}`, ...sums].join(', ');
}

function totals(w: SqlWriter, plan: TotalsPlan, named = false): void {
  if (plan.atMost !== undefined) {
    // Stops after `atMost` rows: the cost is bounded whatever the answer.
    w.text('SELECT count(*) FROM (SELECT 1 FROM ');
    source(w, plan.source);
    sourceWhere(w, plan.source, plan.where);
    w.text(' LIMIT ');
    w.value(plan.atMost);
    w.text(')');
    return;
  }
  w.text(`SELECT ${totalsList(plan, named)} FROM `);
  source(w, plan.source);
  sourceWhere(w, plan.source, plan.where);
}

function write(w: SqlWriter, plan: Plan): void {
  switch (plan.kind) {
    case 'rows':
      return rows(w, plan);
    case 'totals':
      return totals(w, plan);
    case 'groups':
      w.text(`SELECT ${plan.column} FROM `);
      source(w, plan.source);
      sourceWhere(w, plan.source, plan.where);
      w.text(` GROUP BY ${plan.column} HAVING sum(${plan.counted}) > 0`);
      return;
    case 'grouped': {
      const count = plan.counted === undefined ? 'count(*)' : `sum(${plan.counted})`;
      const sums = plan.sums.map((column) => `, coalesce(sum(${column}), 0)`).join('');
      w.text('SELECT ');
      expression(w, plan.key, plan.keyParams ?? []);
      w.text(` AS g, ${count} AS n${sums} FROM `);
      source(w, plan.source);
      sourceWhere(w, plan.source, plan.where);
      w.text(` GROUP BY g${plan.counted === undefined ? '' : ' HAVING n > 0'} ORDER BY g`);
      return;
    }
    case 'buckets': {
      // No GROUP BY: grouping on an expression sorts every matching row first (at a million,
      // a search's strip spent more time sorting than finding). Conditional sums need no sort.
      const { column, counted, sum } = plan;
      const all = counted === undefined ? 'count(*)' : `coalesce(sum(${counted}), 0)`;
      const [open, close] =
        counted === undefined
          ? ['count(CASE WHEN ', ' THEN 1 END)']
          : ['coalesce(sum(CASE WHEN ', ` THEN ${counted} END), 0)`];
      w.text(`SELECT ${all}, coalesce(sum(${sum}), 0)`);
      for (const edge of plan.edges) {
        w.text(`, ${open}${column} > `);
        w.value(edge);
        w.text(`${close}, coalesce(sum(CASE WHEN ${column} > `);
        w.value(edge);
        w.text(` THEN ${sum} END), 0)`);
      }
      w.text(' FROM ');
      source(w, plan.source);
      sourceWhere(w, plan.source, plan.where);
      return;
    }
    case 'difference': {
      w.text('WITH whole AS (');
      totals(w, plan.whole, true);
      w.text('), part AS (');
      totals(w, plan.part, true);
      const names = ['n', ...plan.whole.sums.map((_, i) => sumName(i))];
      w.text(`) SELECT ${names.map((n) => `whole.${n} - part.${n}`).join(', ')} FROM whole, part`);
      return;
    }
  }
}

/** The SQL text of a plan and its parameters, in placeholder order. */
export function compile(plan: Plan): CompiledSql {
  const { writer, done } = createWriter();
  write(writer, plan);
  return done();
}

/** Conditions ANDed (no WHERE keyword), or `1` (true) when there are none: for statements that write. */
export function compileConditions(where: readonly Condition[]): CompiledSql {
  const { writer, done } = createWriter();
  if (where.length === 0) writer.text('1');
  else conditions(writer, where);
  return done();
}

/** `WHERE` and the conditions ANDed, or nothing. */
export function compileWhereClause(where: readonly Condition[]): CompiledSql {
  const { writer, done } = createWriter();
  whereClause(writer, where);
  const { sql, params } = done();
  return { sql: sql.trimStart(), params };
}

/** `ORDER BY` and the keys, with the parameters of any key that has them. */
export function compileOrder(order: readonly OrderKey[]): CompiledSql {
  const { writer, done } = createWriter();
  orderBy(writer, order);
  const { sql, params } = done();
  return { sql: sql.trimStart(), params };
}
