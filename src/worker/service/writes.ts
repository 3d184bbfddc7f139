import type { Database } from 'sql.js';
import { parseChanges } from '../../domain/changes';
import { parsePaymentInput } from '../../domain/payment';
import { parseReference } from '../../domain/reference';
import type { CompileContext } from '../../sql/compile/types';
import type { BulkProgress } from '../../sql/write/bulkWrite';
import { markPaid, recordPayment, removePayments } from '../../sql/write/payments';
import { replayChanges } from '../../sql/write/replay';
import { stampOnCommit, stampVersions } from '../../sql/write/versions';
import {
  approveBasedOn,
  deleteBasedOn,
  referenceBasedOn,
  restoreSince,
  unapproveSince,
} from '../../sql/write/versionedWrites';
import { ok, type createOperations } from '../operations';
import type { Conflict, DeleteResult, MutationResult, PaymentResult } from '../types';
import { checkBulkWrite, type createBulkWrites } from './bulkWrites';
import { basedOnAll, basedOnOf, problem, unknownInvoice, type ServiceState } from './state';

export const nothingToUndo = problem('Nothing to undo');
export const notAnUndo: MutationResult = { kind: 'error', errors: ['Nothing to undo'] };

/**
 * The writes a person makes and their Undos: Reference, Approve, Delete, payments, and changes
 * replayed from the log or another tab.
 */
export function createWrites(deps: {
  state: ServiceState;
  operations: ReturnType<typeof createOperations>;
  bulk: ReturnType<typeof createBulkWrites>;
  database: () => Database;
  context: CompileContext;
}) {
  const { state, database, context } = deps;
  const { operation } = deps.operations;
  const { personal, steps } = deps.bulk;
  /** The data version each Delete made, by undo token: its Undo leaves what changed after. */
  const deletedAt = new Map<number, number>();
  /** What each Approve moved and the version it made, by undo token, for its Undo. */
  const approvals = new Map<number, { ids: number[]; version: number }>();

  return {
    updateReference: operation({
      check: (id: unknown, value: unknown, basedOn?: unknown) => {
        const reference = parseReference(value);
        if (!reference.ok) return reference;
        if (typeof id !== 'number' || !Number.isInteger(id)) return unknownInvoice;
        return ok({ id, reference: reference.value, basedOn: basedOnOf(basedOn) });
      },
      writes: true,
      run: ({ id, reference, basedOn }): MutationResult => {
        const written = referenceBasedOn(database(), id, reference, basedOn);
        switch (written.kind) {
          case 'saved':
            return { kind: 'ok', count: 1 };
          case 'missing':
            return { kind: 'error', errors: ['That invoice no longer exists'] };
          case 'changed': {
            const conflict: Conflict = {
              kind: 'error',
              current: written.reference,
              errors: [
                `${written.number} was changed in another tab; your edit was not saved. Its Reference is now “${written.reference}”.`,
              ],
            };
            return conflict;
          }
        }
      },
    }),

    /*
     * Approve, Delete, their Undos, Mark as paid, taking payments back and replayed changes write
     * in steps, each in one transaction (bulkSteps.ts), the rows' versions stamped before it
     * commits (versionedWrites.ts) and rows changed since the person looked left out. Between steps
     * the reads that arrived meanwhile are answered, from the state after the last step, with
     * sums and rows from that same state; writes wait for the whole write to end (operations.ts),
     * and so do loads, imports and checkpoints. A failure rolls back every step.
     */
    approve: personal({
      check: checkBulkWrite,
      run: async ({ asked, selection, onProgress, basedOn }): Promise<MutationResult> => {
        const { ids, leftOut, version } = await approveBasedOn(
          database(),
          selection,
          basedOn,
          context,
          steps(onProgress, asked),
        );
        const undoToken = ++state.undoSeq;
        approvals.set(undoToken, { ids, version });
        return {
          kind: 'ok',
          count: ids.length,
          ids,
          undoToken,
          ...(leftOut > 0 ? { leftOut } : {}),
        };
      },
    }),

    remove: personal({
      check: checkBulkWrite,
      run: async ({ asked, selection, onProgress, basedOn }): Promise<DeleteResult> => {
        const undoToken = ++state.undoSeq;
        const { ids, leftOut, version } = await deleteBasedOn(
          database(),
          selection,
          undoToken,
          basedOn,
          context,
          steps(onProgress, asked),
        );
        deletedAt.set(undoToken, version);
        return {
          kind: 'ok',
          count: ids.length,
          undoToken,
          ids,
          ...(leftOut > 0 ? { leftOut } : {}),
        };
      },
    }),

    undoRemove: personal({
      check: (undoToken: unknown, onProgress?: (progress: BulkProgress) => void) =>
        typeof undoToken === 'number' ? ok({ undoToken, onProgress }) : nothingToUndo,
      run: async ({ asked, undoToken, onProgress }): Promise<MutationResult> => {
        // Without the Delete's version (made before this worker started), nothing is left out.
        const since = deletedAt.get(undoToken) ?? basedOnAll;
        const restored = await restoreSince(database(), undoToken, since, steps(onProgress, asked));
        const { ids, leftOut } = restored;
        return { kind: 'ok', count: ids.length, ids, ...(leftOut > 0 ? { leftOut } : {}) };
      },
    }),

    /** Undoes an Approve: its invoices go back to draft, except those changed since. */
    undoApprove: personal({
      check: (undoToken: unknown, onProgress?: (progress: BulkProgress) => void) =>
        typeof undoToken === 'number' ? ok({ undoToken, onProgress }) : nothingToUndo,
      run: async ({ asked, undoToken, onProgress }): Promise<MutationResult> => {
        const approval = approvals.get(undoToken);
        if (!approval) return notAnUndo;
        approvals.delete(undoToken);
        const { ids, leftOut } = await unapproveSince(
          database(),
          approval.ids,
          approval.version,
          steps(onProgress, asked),
        );
        return { kind: 'ok', count: ids.length, ids, ...(leftOut > 0 ? { leftOut } : {}) };
      },
    }),

    /** Records one payment against a bill: checked here and again against the bill as it is. */
    recordPayment: operation({
      check: (input: unknown) => parsePaymentInput(input),
      writes: true,
      run: (input): PaymentResult => {
        const result = recordPayment(database(), input);
        if (result.ok) stampVersions(database(), [input.bill]);
        return result.ok
          ? { kind: 'ok', count: 1, ids: [input.bill], first: result.id, date: input.date }
          : { kind: 'error', errors: [result.error] };
      },
    }),

    /**
     * Mark as paid: pays in full, dated today, every selected bill awaiting payment, in steps
     * like Approve (reads answered between them), the bills' versions stamped before it commits.
     */
    markPaid: personal({
      check: checkBulkWrite,
      run: async ({ asked, selection, onProgress }): Promise<PaymentResult> => {
        const db = database();
        const stamping = stampOnCommit(db, steps(onProgress, asked));
        const today = state.today;
        const { ids, first } = await markPaid(db, selection, today, context, stamping.options);
        return { kind: 'ok', count: ids.length, ids, first, date: today };
      },
    }),

    /** Takes back payments `first` to `first + count - 1` (the Undo of the two above), in steps. */
    removePayments: personal({
      check: (first: unknown, count: unknown, onProgress?: (p: BulkProgress) => void) =>
        Number.isInteger(first) && Number.isInteger(count) && (count as number) > 0
          ? ok({ first: first as number, count: count as number, onProgress })
          : nothingToUndo,
      run: async ({ asked, first, count, onProgress }): Promise<MutationResult> => {
        const db = database();
        const stamping = stampOnCommit(db, steps(onProgress, asked));
        const ids = await removePayments(db, first, count, stamping.options);
        return { kind: 'ok', count: ids.length, ids };
      },
    }),

    /** Reapplies changes logged earlier (or made in another tab) to the loaded sample. */
    applyChanges: operation({
      check: (input: unknown) => ok(parseChanges(input)),
      writes: true,
      run: async ({ changes, dropped }): Promise<MutationResult> => {
        const count = await replayChanges(database(), changes, context, steps());
        if (dropped === 0) return { kind: 'ok', count };
        const errors = [`${dropped} stored changes were unreadable and were left out`];
        return { kind: 'error', errors };
      },
    }),
  };
}
