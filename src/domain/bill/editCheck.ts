import type { NewBillChangeLine } from '../changes';
import { billFieldOrder, type BillField, type BillFields } from './editChange';
import { editScope, lockedReason, mayChange } from './editRules';
import { draftLinesOf, keptLine, type BillEditSource } from './editSource';
import { maxPence, parseScaled } from './money';
import { changeLines } from './toChange';
import type { BillDraft, BillField as FormField } from './types';
import { checkBill, checkBillHeader, failed, type BillCheck, type BillHeader } from './validate';

/**
 * What an edit does with the bill's money: leaves it (`same`: the amounts are locked or cannot
 * be shown), sets the Total of a bill without lines (`total`, as typed), or rewrites its lines
 * (`lines`, the draft's; the Total is their sum).
 */
export type EditAmounts = { kind: 'same' } | { kind: 'total'; total: string } | { kind: 'lines' };

/** An edit's fields, checked: the header, and the money when it is edited. */
export type EditDraftCheck =
  | { ok: true; header: BillHeader; total?: number; lines?: NewBillChangeLine[] }
  | Extract<BillCheck, { ok: false }>;

/** The Total typed for a bill without lines, in pence, or its problem. */
export function checkTotal(
  text: string,
): { ok: true; pence: number } | { ok: false; problem: string } {
  const parsed = parseScaled(text, 2);
  if (!parsed.ok) {
    return {
      ok: false,
      problem:
        parsed.problem === 'notNumber'
          ? 'Total must be an amount, like 1250.00'
          : 'Total can have at most 2 decimals',
    };
  }
  if (parsed.value <= 0n) return { ok: false, problem: 'Total must be more than £0.00' };
  if (parsed.value > BigInt(maxPence)) {
    return { ok: false, problem: 'Total can be at most £100,000,000' };
  }
  return { ok: true, pence: Number(parsed.value) };
}

/** Checks an edited bill by the New bill form's rules, field by field. */
export function checkEditDraft(
  draft: BillDraft,
  amounts: EditAmounts,
  defaultTermsDays: number,
): EditDraftCheck {
  if (amounts.kind === 'lines') {
    const checked = checkBill(draft, defaultTermsDays);
    if (!checked.ok) return checked;
    const { contactName, reference, date, dueDate, notes, lines, total } = checked.bill;
    const header = { contactName, reference, date, dueDate, notes };
    return { ok: true, header, total, lines: changeLines(lines) };
  }
  const errors = new Map<FormField, string>();
  const header = checkBillHeader(draft, defaultTermsDays, errors);
  let total: number | undefined;
  if (amounts.kind === 'total') {
    const checked = checkTotal(amounts.total);
    if (checked.ok) total = checked.pence;
    else errors.set('total', checked.problem);
  }
  if (errors.size > 0 || header === null) return failed(errors, 0);
  return total === undefined ? { ok: true, header } : { ok: true, header, total };
}

/** What a checked edit does to a bill as it stands. */
export type EditOutcome =
  | { kind: 'change'; before: BillFields; after: BillFields }
  | { kind: 'nothing' }
  | { kind: 'refused'; reason: string };

/**
 * The change an edit makes to `source`: the fields that differ, before and after, refused
 * (with the sentence the panel shows) when one of them is locked by the bill's state
 * (editRules.ts), or when the money is edited the way this bill does not keep it.
 */
export function editOf(
  source: BillEditSource,
  checked: Extract<EditDraftCheck, { ok: true }>,
  amounts: EditAmounts,
): EditOutcome {
  const before: BillFields = {};
  const after: BillFields = {};
  const { header } = checked;
  for (const field of ['contactName', 'reference', 'date', 'dueDate', 'notes'] as const) {
    if (header[field] !== source[field]) {
      before[field] = source[field];
      after[field] = header[field];
    }
  }
  if (amounts.kind === 'total') {
    if (source.lines.length > 0) {
      return {
        kind: 'refused',
        reason: "This bill's Total is the sum of its lines: change its lines",
      };
    }
    if (checked.total !== undefined && checked.total !== source.total) {
      before.total = source.total;
      after.total = checked.total;
    }
  }
  if (amounts.kind === 'lines') {
    if (source.lines.length === 0) {
      return { kind: 'refused', reason: 'This bill has no lines: change its Total' };
    }
    if (draftLinesOf(source.lines) === null) {
      return {
        kind: 'refused',
        reason:
          "This bill's lines came from an import with details the form cannot show, so they are kept as they are",
      };
    }
    const kept = source.lines.map(keptLine);
    if (checked.lines && JSON.stringify(checked.lines) !== JSON.stringify(kept)) {
      before.lines = kept;
      after.lines = checked.lines;
      before.total = source.total;
      after.total = checked.total ?? source.total;
    }
  }
  const changed = billFieldOrder.filter((field) => field in after);
  if (changed.length === 0) return { kind: 'nothing' };
  const scope = editScope(source);
  if (changed.some((field: BillField) => !mayChange(scope, field))) {
    return {
      kind: 'refused',
      reason: lockedReason(scope, source.status) ?? 'This bill cannot change',
    };
  }
  return { kind: 'change', before, after };
}
