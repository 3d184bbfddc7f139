import type { Database } from 'sql.js';
import { creditNoteNumber, parsePaymentInput } from '../../domain/payment';
import { nextPaymentId, recordPayment } from '../../sql/write/payments';
import { stampVersions } from '../../sql/write/versions';
import { unvoidSince, voidBasedOn, voidedTotal, type VoidWrite } from '../../sql/write/voids';
import { ok, type createOperations } from '../operations';
import type { CreditResult, VoidResult } from '../types';
import { basedOnAll, basedOnOf, unknownInvoice } from './state';

/** Said when a bill's write is refused because another tab changed the bill since it was read. */
export const changedInAnotherTab = 'This bill was changed in another tab';

const billId = (id: unknown) =>
  typeof id === 'number' && Number.isInteger(id) && id > 0 ? ok(id) : unknownInvoice;

function answer(written: VoidWrite, id: number, total: number): VoidResult {
  switch (written.kind) {
    case 'saved':
      return { kind: 'ok', count: 1, ids: [id], total };
    case 'refused':
      return { kind: 'error', errors: [written.error] };
    case 'changed':
      return { kind: 'error', errors: [`${changedInAnotherTab}; nothing was changed`] };
  }
}

/**
 * The writes of one bill's detail beyond a payment: Void and its Undo, and Add credit note
 * (Undo of a credit is taking back a payment: writes.ts, removePayments).
 */
export function createBillActions(deps: {
  operations: ReturnType<typeof createOperations>;
  database: () => Database;
}) {
  const { database } = deps;
  const { operation } = deps.operations;
  /** The data version each void made, by bill: its Undo refuses once another tab changed it. */
  const voidedAt = new Map<number, number>();

  return {
    /**
     * Voids a bill awaiting payment with no payments, unless it changed after the version the
     * person saw (`basedOn`). Answers with its total as it was, for the log and its history.
     */
    voidBill: operation({
      check: (id: unknown, basedOn?: unknown) => {
        const checked = billId(id);
        return checked.ok ? ok({ id: checked.value, basedOn: basedOnOf(basedOn) }) : checked;
      },
      writes: true,
      run: ({ id, basedOn }): VoidResult => {
        const db = database();
        const written = voidBasedOn(db, id, basedOn);
        if (written.kind === 'saved') voidedAt.set(id, written.version);
        return answer(written, id, voidedTotal(db, id) ?? 0);
      },
    }),

    /** Undoes a void: refused when another tab changed the bill after it. */
    unvoidBill: operation({
      check: (id: unknown) => billId(id),
      writes: true,
      run: (id): VoidResult => {
        const db = database();
        const total = voidedTotal(db, id) ?? 0;
        const written = unvoidSince(db, id, voidedAt.get(id) ?? basedOnAll);
        if (written.kind === 'saved') voidedAt.delete(id);
        return answer(written, id, total);
      },
    }),

    /**
     * Sets a supplier's credit note against a bill awaiting payment: a payment of kind 'credit',
     * of no more than is owed (checked against the bill as it is). Its number is the Reference
     * given, or CN- and its id.
     */
    addCredit: operation({
      check: (input: unknown) => {
        const parsed = parsePaymentInput(input);
        return parsed.ok ? ok({ ...parsed.value, kind: 'credit' as const }) : parsed;
      },
      writes: true,
      run: (input): CreditResult => {
        const db = database();
        const id = nextPaymentId(db);
        const reference = creditNoteNumber(input.reference, id);
        const result = recordPayment(db, { ...input, reference }, id);
        if (!result.ok) return { kind: 'error', errors: [result.error] };
        stampVersions(db, [input.bill]);
        return { kind: 'ok', count: 1, ids: [input.bill], first: result.id, reference };
      },
    }),
  };
}
