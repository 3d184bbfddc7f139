import type { Database } from 'sql.js';
import { hasSchemaObject } from './catalog';

/**
 * Moves a kept database off the stored status 'overdue' (written until bills were read as
 * overdue from their due date and today, src/domain/overdue.ts): every bill stored overdue is
 * stored sent, which it was before the day it fell due, and reads as Overdue while its due date
 * is past. Bills in the trash and the status a payment keeps to give back (`settled_from`) move
 * too, so neither brings 'overdue' back. The running totals follow through their triggers.
 * Idempotent: a second run finds nothing to move.
 */
export function storeOverdueAsSent(db: Database): void {
  db.run("UPDATE main.invoices SET status = 'sent' WHERE status = 'overdue'");
  if (hasSchemaObject(db, 'table', 'trash')) {
    db.run("UPDATE main.trash SET status = 'sent' WHERE status = 'overdue'");
  }
  if (hasSchemaObject(db, 'table', 'payments')) {
    db.run("UPDATE main.payments SET settled_from = 'sent' WHERE settled_from = 'overdue'");
  }
}
