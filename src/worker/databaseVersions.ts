import type { Database } from 'sql.js';
import { ensureContactTotals } from '../sql/schema/contactTotals';
import { openStore } from '../sql/io/load';
import type { DatabaseVersions } from './backup';

/** The columns every table of bills this app has kept has had (schema.ts). */
const billColumns = ['id', 'invoice_id', 'number', 'reference', 'contact_name', 'status'];

/**
 * What a database is, as this build can tell: this app's bills (an `invoices` table with its
 * columns) or another app's database. It brings an older table of ours up to date the way a
 * kept table is opened (keeper.ts): the tables and columns added since are made.
 */
export const databaseVersions: DatabaseVersions = {
  problem(db: Database) {
    const names = new Set(
      (db.exec("SELECT name FROM pragma_table_info('invoices', 'main')")[0]?.values ?? []).map(
        ([name]) => String(name),
      ),
    );
    return billColumns.every((column) => names.has(column)) ? null : 'not-ours';
  },
  migrate(db: Database) {
    openStore(db);
    ensureContactTotals(db);
  },
};
