import type { Database } from 'sql.js';
import { editChangeSchema, type EditChange } from '../../domain/bill/editChange';
import { checkEditDraft, editOf } from '../../domain/bill/editCheck';
import { parseEditInput } from '../../domain/bill/editInput';
import { changedElsewhere } from '../../domain/bill/editRules';
import type { BillEditSource } from '../../domain/bill/editSource';
import { defaultTermsDays } from '../../domain/bill/dueDate';
import { usualTerms } from '../../sql/plan/newBillReads';
import {
  editBasedOn,
  readBillEditSource,
  undoEditSince,
  type EditWrite,
} from '../../sql/write/editBill';
import { ok, type createOperations } from '../operations';
import type { Failure } from '../types';
import { unknownInvoice } from './state';

/** A bill as Edit starts from, or null when it is gone. */
export type BillEditSourceResult = { kind: 'ok'; bill: BillEditSource | null } | Failure;

/**
 * An edit saved (the change to keep in the log, and the data version it made, which its Undo is
 * based on), or refused: `fields`, each field's problem in the form's order; `newer`, the bill as
 * another tab left it when the edit was based on an older version.
 */
export type EditBillResult =
  | { kind: 'ok'; count: 1; ids: number[]; change: EditChange; version: number }
  | (Failure & { fields?: [field: string, message: string][]; newer?: BillEditSource });

function answer(id: number, written: EditWrite, undo: boolean): EditBillResult {
  switch (written.kind) {
    case 'saved': {
      const { before, after, version } = written;
      const change: EditChange = { kind: 'edit', id, before, after, ...(undo ? { undo } : {}) };
      return { kind: 'ok', count: 1, ids: [id], change, version };
    }
    case 'missing':
      return { kind: 'error', errors: ['This bill no longer exists (it may have been deleted)'] };
    case 'changed':
      return {
        kind: 'error',
        errors: [`${changedElsewhere}: nothing was saved. Its newer values are shown.`],
        newer: written.newer,
      };
    case 'refused':
      return { kind: 'error', errors: [written.reason], refused: written.reason };
    case 'nothing':
      return { kind: 'error', errors: ['Nothing to save: every field is as the bill has it'] };
  }
}

/**
 * Edit (issue 26 §2): the bill as the form starts from it, the edit itself, checked here again
 * by the form's rules and by what the bill's state lets change (editRules.ts), and its Undo.
 */
export function createBillEdits(deps: {
  operations: ReturnType<typeof createOperations>;
  database: () => Database;
}) {
  const { database } = deps;
  const { operation } = deps.operations;
  return {
    billToEdit: operation({
      readsWhole: true,
      check: (id: unknown) =>
        typeof id === 'number' && Number.isInteger(id) ? ok(id) : unknownInvoice,
      run: (id): BillEditSourceResult => ({ kind: 'ok', bill: readBillEditSource(database(), id) }),
    }),

    editBill: operation({
      check: (input: unknown) => parseEditInput(input),
      writes: true,
      run: ({ id, basedOn, draft, amounts }): EditBillResult => {
        const db = database();
        const terms = usualTerms(db, draft.contactName.trim()) ?? defaultTermsDays;
        const checked = checkEditDraft(draft, amounts, terms);
        if (!checked.ok) {
          return {
            kind: 'error',
            errors: [...checked.errors.values()],
            fields: [...checked.errors],
          };
        }
        const written = editBasedOn(db, id, basedOn, (source) => editOf(source, checked, amounts));
        return answer(id, written, false);
      },
    }),

    /** Puts back what `edit` changed, unless the bill changed after `madeAt` (its version). */
    undoEdit: operation({
      check: (edit: unknown, madeAt: unknown) => {
        const parsed = editChangeSchema.safeParse(edit);
        if (!parsed.success || typeof madeAt !== 'number' || !Number.isInteger(madeAt)) {
          return { ok: false as const, errors: ['Nothing to undo'] };
        }
        return ok({ edit: parsed.data as EditChange, madeAt });
      },
      writes: true,
      run: ({ edit, madeAt }): EditBillResult =>
        answer(edit.id, undoEditSince(database(), edit, madeAt), true),
    }),
  };
}
