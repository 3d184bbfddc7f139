import type { Database } from 'sql.js';
import { hasSchemaObject } from '../catalog';
import { billLinesTableSql } from '../schema';
import { contactTotalsTableSql, contactTotalsTriggersSql } from '../contactTotals';
import { addSamplePayments, paymentsIndexSql, paymentsTableSql } from '../../write/payments';
import { hiddenSql } from '../../write/hidden';
import { ensureVersions } from '../../write/versions';
import { importRecordsSql } from '../../io/importRecords';
import type { MigrationContext } from './types';

/**
 * The steps that were "add it if missing" patches run at every open before databases carried a
 * version. A database from before versions (user_version 0) may already have any of them, so
 * each is idempotent: it checks, then adds.
 */

/**
 * Payments as rows of their own. A table kept before them gets the sample's payments (one or two
 * per bill that has paid something, payments.ts), so a bill's Paid stays the sum of its payments.
 */
export function addPayments(db: Database, context: MigrationContext): void {
  if (hasSchemaObject(db, 'table', 'payments')) return;
  db.exec(paymentsTableSql);
  addSamplePayments(db, context.today);
  db.exec(paymentsIndexSql);
}

/**
 * Each invoice's initials (schema.ts): the column, NULL in every row (read as
 * `coalesce(initials, search_initials(...))`), so no pass over the invoices.
 */
export function addInitialsColumn(db: Database): void {
  const has = db.exec(
    "SELECT 1 FROM pragma_table_info('invoices', 'main') WHERE name = 'initials'",
  );
  if (has.length === 0) db.exec('ALTER TABLE main.invoices ADD COLUMN initials INTEGER');
}

/** Running totals per contact, status and due date, counted once from the invoices. */
export function addContactTotals(db: Database): void {
  if (hasSchemaObject(db, 'table', 'invoice_contact_totals')) return;
  db.exec(contactTotalsTableSql);
  db.exec(`INSERT INTO invoice_contact_totals SELECT contact_name, status, due_date, count(*),
    sum(amount_paid), sum(amount_due) FROM invoices GROUP BY contact_name, status, due_date`);
  db.exec(contactTotalsTriggersSql);
}

export const addBillLines = billLinesTableSql;
export const addHiddenInvoices = hiddenSql;
export const addImportRecords = importRecordsSql;
export const addRowVersions = ensureVersions;
