import type { Database } from 'sql.js';
import { schemaObjectSql } from '../compile/dialect';

/**
 * Whether main holds the table or index `name`: a table kept by an older version may lack one
 * (and gets it when opened), an index is dropped while an import rebuilds it, and the load builds
 * its indexes after the first rows are shown.
 */
export function hasSchemaObject(
  db: Pick<Database, 'prepare'>,
  type: 'table' | 'index',
  name: string,
): boolean {
  const stmt = db.prepare(schemaObjectSql);
  try {
    stmt.bind([type, name]);
    return stmt.step();
  } finally {
    stmt.free();
  }
}
