import { indexedBy, placeholder } from './dialect';
import { billsSearch, billsSource, billsStoredTable } from './billsSource';
import { conditions, each, sourceWhere, whereClause } from './where';
import type {
  CompiledSql,
  Condition,
  OrderKey,
  Plan,
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

function source(w: SqlWriter, from: Source): void {
  if (from.kind === 'table') {
    w.text(`${from.table}${indexedBy(from.indexedBy)}`);
  } else if (from.kind === 'derived') {
    w.text('(');
    expression(w, from.sql, from.params);
    w.text(`) AS ${from.name}`);
  } else {
    // The full-text index drives: each match is looked up by its key (CROSS JOIN keeps that
    // order). Only the bills are searched so (billsSource.ts).
    const { index, indexKey } = billsSearch;
    const key = billsSource.key;
    w.text(`${index} s CROSS JOIN ${billsStoredTable} i${indexedBy(from.indexedBy)}`);
    w.text(` ON i.${key} = s.${indexKey}`);
  }
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
    // The window's keys from the index, then their rows, in the same order.
    const table = plan.source.kind === 'table' ? plan.source.table : billsStoredTable;
    w.text(`SELECT ${columns} FROM ${table} WHERE id IN (SELECT id FROM `);
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
