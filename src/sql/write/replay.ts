import type { Database } from 'sql.js';
import type { DataChange } from '../../domain/changes';
import { parseReference } from '../../domain/reference';
import { approveInvoices, unapproveInvoices, updateReference } from './mutations';
import { markPaid, recordPayment, removePayments } from './payments';
import { restoreInvoiceIds, trashInvoices } from './trash';
import type { CompileContext } from '../compile/types';
import type { StepOptions } from './bulkSteps';
import { stampOnCommit, stampVersions } from './versions';
import { insertNewBill } from './newBill';
import { unvoidBill, voidBill } from './voids';
import { applyBillEdit } from './editBill';

/** Trash batch for deletions that were replayed rather than made here (no undo token). */
export const replayBatch = 0;

/**
 * Applies logged changes in order, to a freshly generated sample or to this tab's data when
 * another tab made them. Deletions go to the trash, so a later 'restore' can bring them back.
 * Each records the rows it touched at a new version (versions.ts), as the write it repeats did.
 * Bulk changes write in steps (bulkSteps.ts), answering reads between them. Returns how many
 * changes applied.
 */
export async function replayChanges(
  db: Database,
  changes: readonly DataChange[],
  context: CompileContext,
  options?: StepOptions,
): Promise<number> {
  /** Each bulk change stamps its rows inside its own transaction, as the write it repeats did. */
  const stamped = () => stampOnCommit(db, options).options;
  let applied = 0;
  for (const change of changes) {
    switch (change.kind) {
      case 'reference': {
        const reference = parseReference(change.reference);
        if (reference.ok && updateReference(db, change.id, reference.value)) {
          stampVersions(db, [change.id]);
          applied += 1;
        }
        break;
      }
      case 'approve':
        await approveInvoices(db, { kind: 'ids', ids: change.ids }, context, stamped());
        applied += 1;
        break;
      case 'delete':
        await trashInvoices(db, change.ids, replayBatch, stamped());
        applied += 1;
        break;
      case 'restore':
        await restoreInvoiceIds(db, change.ids, stamped());
        applied += 1;
        break;
      case 'unapprove':
        await unapproveInvoices(db, change.ids, stamped());
        applied += 1;
        break;
      case 'payment': {
        const { bill, amount, date, reference } = change;
        if (recordPayment(db, { bill, amount, date, reference }).ok) {
          stampVersions(db, [bill]);
          applied += 1;
        }
        break;
      }
      case 'markPaid':
        await markPaid(db, { kind: 'ids', ids: change.ids }, change.date, context, stamped());
        applied += 1;
        break;
      case 'unpay':
        await removePayments(db, change.first, change.count, stamped());
        applied += 1;
        break;
      case 'newBill':
        // Written with the id it was given; one already taken here is left as it is.
        if (insertNewBill(db, change)) applied += 1;
        break;
      case 'void':
        // Stamps its own row version (voids.ts).
        if (voidBill(db, change.id).ok) applied += 1;
        break;
      case 'unvoid':
        if (unvoidBill(db, change.id)) applied += 1;
        break;
      case 'credit': {
        const { bill, amount, date, reference } = change;
        if (recordPayment(db, { bill, amount, date, reference, kind: 'credit' }).ok) {
          stampVersions(db, [bill]);
          applied += 1;
        }
        break;
      }
      case 'edit':
        // What it became; a bill no longer here is left out (it stamps its own version).
        if (applyBillEdit(db, change.id, change.after) !== null) applied += 1;
        break;
    }
  }
  return applied;
}
