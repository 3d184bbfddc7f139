import type { EditAmounts } from '../../domain/bill/editCheck';
import { editScope, lockedReason } from '../../domain/bill/editRules';
import { draftLinesOf, type BillEditSource } from '../../domain/bill/editSource';
import { penceToText } from '../../domain/bill/money';
import type { BillDraft } from '../../domain/bill/types';
import { formatDate } from '../format';
import type { LockableField } from '../newBill/formEdit';

/** The form as Edit opens it on a bill: its fields, its money, what is locked and why. */
export interface EditStart {
  draft: BillDraft;
  /** The Total as typed, for a bill whose money is its Total. */
  total: string;
  money: 'total' | 'lines';
  /** Whether the money may change: then the edit sends it (`total` or `lines`), else `same`. */
  moneyOpen: boolean;
  locked: ReadonlySet<LockableField>;
  /** Why some fields are locked, as the panel says it; null when none are. */
  reason: string | null;
}

const byScope = {
  all: [],
  'reference-due-notes': ['contactName', 'date', 'amounts'],
  notes: ['contactName', 'reference', 'date', 'dueDate', 'amounts'],
} as const satisfies Record<string, readonly LockableField[]>;

/**
 * How Edit starts on `bill`: its fields as the New bill form shows them (days as '3 Dec 2026'),
 * its lines when it keeps lines the form can show exactly, else its Total (a bill without lines,
 * or one whose imported lines carry what the form cannot show, which are then kept as they are).
 */
export function editStart(bill: BillEditSource): EditStart {
  const scope = editScope(bill);
  const lines = bill.lines.length > 0 ? draftLinesOf(bill.lines) : null;
  const unshowable = bill.lines.length > 0 && lines === null;
  const locked = new Set<LockableField>(byScope[scope]);
  if (unshowable) locked.add('amounts');
  const reason =
    lockedReason(scope, bill.status) ??
    (unshowable
      ? "This bill's lines came from an import with details the form cannot show, so its amounts are kept as they are."
      : null);
  return {
    draft: {
      contactName: bill.contactName,
      reference: bill.reference,
      date: formatDate(bill.date),
      dueDate: formatDate(bill.dueDate),
      amountsAre: lines?.amountsAre ?? 'exclusive',
      lines: lines?.lines ?? [],
      notes: bill.notes,
    },
    total: penceToText(bill.total),
    money: lines ? 'lines' : 'total',
    moneyOpen: !locked.has('amounts'),
    locked,
    reason,
  };
}

/** What the edit sends about the money, from the form as it stands. */
export function editAmounts(start: EditStart, total: string): EditAmounts {
  if (!start.moneyOpen) return { kind: 'same' };
  return start.money === 'total' ? { kind: 'total', total } : { kind: 'lines' };
}
