import type { Database } from 'sql.js';
import { hasSchemaObject } from '../schema/catalog';
import { searchSteps } from './imports';

/**
 * The search index of a kept table left empty by an update (billNumbersSearched.ts: most bills'
 * text changed, and filling it again at a million takes longer than opening may), filled after
 * the first rows are shown: every id from the first to the last in the table or the trash, a
 * chunk a step, then merged into one segment (imports.ts, `searchSteps`). Null when the index
 * holds entries, or there are no bills to index.
 */
export function searchRefill(db: Database): Generator<string, void> | null {
  if (!hasSchemaObject(db, 'table', 'invoice_search')) return null;
  const [row] =
    db.exec(`SELECT
      EXISTS (SELECT 1 FROM main.invoice_search_segdir),
      max(coalesce((SELECT max(id) FROM main.invoices), 0),
        coalesce((SELECT max(id) FROM main.trash), 0))`)[0]?.values ?? [];
  const [indexed, last] = [Number(row?.[0] ?? 0), Number(row?.[1] ?? 0)];
  return indexed === 0 && last > 0 ? searchSteps(db, 1, last, true) : null;
}
