import type { Database } from 'sql.js';
import type { SupplierQuery } from '../../domain/suppliers/query';
import { compile } from '../compile/compile';
import type { CompileContext, CompiledSql } from '../compile/types';
import { supplierNamesPlan, supplierRowsPlan, supplierTotalsPlan } from './suppliersPlan';

/** One row of the Suppliers list: money in pence, days whole, dates ISO; null where none. */
export interface SupplierRow {
  name: string;
  bills: number;
  total: number;
  paid: number;
  owed: number;
  overdue: number;
  oldestOverdue: number | null;
  lastBill: string | null;
  usualTerms: number | null;
}

/** The footer: how many suppliers match, and the sums of their money columns. */
export interface SupplierFooter {
  count: number;
  total: number;
  paid: number;
  owed: number;
  overdue: number;
}

function each(db: Database, compiled: CompiledSql, take: (row: unknown[]) => void): void {
  const stmt = db.prepare(compiled.sql);
  try {
    stmt.bind(compiled.params);
    while (stmt.step()) take(stmt.get());
  } finally {
    stmt.free();
  }
}

/** The window's suppliers, in the query's order. */
export function readSupplierRows(
  db: Database,
  query: SupplierQuery,
  context: Pick<CompileContext, 'today'>,
): SupplierRow[] {
  const rows: SupplierRow[] = [];
  each(db, compile(supplierRowsPlan(query, context)), (r) => {
    const [name, bills, total, paid, owed, overdue, oldestOverdue, lastBill, usualTerms] = r as [
      string,
      number,
      number,
      number,
      number,
      number,
      number | null,
      string | null,
      number | null,
    ];
    rows.push({ name, bills, total, paid, owed, overdue, oldestOverdue, lastBill, usualTerms });
  });
  return rows;
}

/** How many suppliers match and the footer's sums. */
export function readSupplierFooter(
  db: Database,
  query: Pick<SupplierQuery, 'filters' | 'search'>,
  context: Pick<CompileContext, 'today'>,
): SupplierFooter {
  let footer: SupplierFooter = { count: 0, total: 0, paid: 0, owed: 0, overdue: 0 };
  each(db, compile(supplierTotalsPlan(query, context)), (r) => {
    const [count, total, paid, owed, overdue] = r as number[];
    footer = { count, total, paid, owed, overdue } as SupplierFooter;
  });
  return footer;
}

/** Every matching supplier's name, in the query's order. */
export function readSupplierNames(
  db: Database,
  query: Pick<SupplierQuery, 'filters' | 'search' | 'sort'>,
  context: Pick<CompileContext, 'today'>,
): string[] {
  const names: string[] = [];
  each(db, compile(supplierNamesPlan(query, context)), (r) => names.push(r[0] as string));
  return names;
}
