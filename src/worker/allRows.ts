import type { Database } from 'sql.js';
import type { InvoiceRow } from '../sql/compile/rows';
import type { CompiledSql } from '../sql/compile/types';

/** Runs a statement and returns every row as an array (never one object per row). */
export function allRows(db: Database, compiled: CompiledSql): InvoiceRow[] {
  const stmt = db.prepare(compiled.sql);
  try {
    stmt.bind(compiled.params);
    const rows: InvoiceRow[] = [];
    while (stmt.step()) rows.push(stmt.get() as InvoiceRow);
    return rows;
  } finally {
    stmt.free();
  }
}
