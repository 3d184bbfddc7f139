import type { Database } from 'sql.js';
import type { DataChange } from '../domain/changes';
import { parseReference } from '../domain/reference';
import { approveInvoices, updateReference } from './mutations';
import { restoreInvoiceIds, trashInvoices } from './trash';
import type { CompileContext } from './types';
import type { StepOptions } from './bulkSteps';

/** Trash batch for deletions that were replayed rather than made here (no undo token). */
export const replayBatch = 0;

/**
 * Applies logged changes in order, to a freshly generated sample or to this tab's data when
 * another tab made them. Deletions go to the trash, so a later 'restore' can bring them back.
 * Returns how many changes applied.
 */
export async function replayChanges(
  db: Database,
  changes: readonly DataChange[],
  context: CompileContext,
  options?: StepOptions,
): Promise<number> {
  let applied = 0;
  for (const change of changes) {
    switch (change.kind) {
      case 'reference': {
        const reference = parseReference(change.reference);
        if (reference.ok && updateReference(db, change.id, reference.value)) applied += 1;
        break;
      }
      case 'approve':
        await approveInvoices(db, { kind: 'ids', ids: change.ids }, context, options);
        applied += 1;
        break;
      case 'delete':
        await trashInvoices(db, change.ids, replayBatch, options);
        applied += 1;
        break;
      case 'restore':
        await restoreInvoiceIds(db, change.ids, options);
        applied += 1;
        break;
    }
  }
  return applied;
}
