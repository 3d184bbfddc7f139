import { parseDay, parseDueDate } from './dueDate';
import { billLimits } from './limits';
import { fourDecimals, maxPence, parseScaled } from './money';
import {
  lineField,
  type BillDraft,
  type BillField,
  type BillLineDraft,
  type BillLineToSave,
  type BillToSave,
} from './types';
import { billTotals, lineMoney } from './vat';

export type BillCheck =
  | { ok: true; bill: BillToSave }
  | {
      ok: false;
      /** Each field's problem, in the order the fields come on the form. */
      errors: Map<BillField, string>;
      /** The first field with a problem: where focus goes. */
      first: BillField;
    };

const count = (n: number) => n.toLocaleString('en-GB');

/**
 * Checks a bill typed by hand against every rule of the form, field by field, and works out its
 * money: each line rounded to pence, Total the sum of the lines. `defaultTermsDays`: how long
 * after Date the bill is due when Due date is left empty (the contact's usual terms, else 30).
 */
export function checkBill(draft: BillDraft, defaultTermsDays: number): BillCheck {
  const errors = new Map<BillField, string>();
  const header = checkBillHeader(draft, defaultTermsDays, errors);
  const lines: BillLineToSave[] = [];
  draft.lines.forEach((line, index) => {
    const checked = checkLine(line, index, draft.amountsAre, errors);
    if (checked) lines.push(checked);
  });
  if (draft.lines.length < billLimits.minLines) errors.set('lines', 'Add at least one line');
  if (draft.lines.length > billLimits.maxLines) {
    errors.set('lines', `A bill can have at most ${billLimits.maxLines} lines`);
  }
  const totals = billTotals(lines);
  if (lines.length === draft.lines.length && lines.length > 0) {
    if (totals.total > maxPence) errors.set('total', 'Total can be at most £100,000,000');
    else if (totals.total <= 0) errors.set('total', 'Total must be more than £0.00');
  }
  if (errors.size > 0 || header === null) return failed(errors, draft.lines.length);
  const { amountsAre } = draft;
  return { ok: true, bill: { ...header, amountsAre, lines, ...totals } };
}

/** A bill's fields other than its money, checked: names trimmed, dates ISO. */
export interface BillHeader {
  contactName: string;
  reference: string;
  date: string;
  dueDate: string;
  notes: string;
}

/**
 * Checks From, Reference, Date, Due date and Notes (a new bill's and an edited one's), adding
 * each problem to `errors`; null when a date could not be read.
 */
export function checkBillHeader(
  draft: BillDraft,
  defaultTermsDays: number,
  errors: Map<BillField, string>,
): BillHeader | null {
  const contactName = draft.contactName.trim();
  if (contactName === '') errors.set('contactName', 'Enter who the bill is from');
  else if (contactName.length > billLimits.contactName) {
    errors.set('contactName', `From can be at most ${billLimits.contactName} characters`);
  }
  const reference = draft.reference.trim();
  if (reference.length > billLimits.reference) {
    errors.set('reference', `Reference can be at most ${billLimits.reference} characters`);
  }
  const date = parseDay(draft.date);
  if (date === null) errors.set('date', 'Date must be a real day, like 28 Nov 2026');
  const dueDate = parseDueDate(draft.dueDate, date, defaultTermsDays);
  if (dueDate === null && date !== null) {
    errors.set('dueDate', 'Due date must be a real day, or +N for N days after Date');
  } else if (dueDate !== null && date !== null && dueDate < date) {
    errors.set('dueDate', 'Due date cannot be before Date');
  }
  const notes = draft.notes.trim();
  if (notes.length > billLimits.notes) {
    errors.set('notes', `Notes can be at most ${count(billLimits.notes)} characters`);
  }
  if (date === null || dueDate === null) return null;
  return { contactName, reference, date, dueDate, notes };
}

/** The failed check: the problems in the form's order, and the first, where focus goes. */
export function failed(
  errors: Map<BillField, string>,
  lineCount: number,
): Extract<BillCheck, { ok: false }> {
  const ordered = orderErrors(errors, lineCount);
  return { ok: false, errors: ordered, first: ordered.keys().next().value ?? 'contactName' };
}

function checkLine(
  line: BillLineDraft,
  index: number,
  amountsAre: BillDraft['amountsAre'],
  errors: Map<BillField, string>,
): BillLineToSave | null {
  const description = line.description.trim();
  const field = (name: Parameters<typeof lineField>[1]) => lineField(index, name);
  if (description === '') errors.set(field('description'), 'Enter a description');
  else if (description.length > billLimits.description) {
    const most = count(billLimits.description);
    errors.set(field('description'), `Description can be at most ${most} characters`);
  }
  const quantity = parseScaled(line.quantity, billLimits.quantityDecimals);
  if (!quantity.ok) {
    errors.set(
      field('quantity'),
      quantity.problem === 'notNumber'
        ? 'Quantity must be a number'
        : `Quantity can have at most ${billLimits.quantityDecimals} decimals`,
    );
  } else if (quantity.value <= 0n) errors.set(field('quantity'), 'Quantity must be more than 0');
  const price = parseScaled(line.unitPrice, billLimits.unitPriceDecimals);
  if (!price.ok) {
    errors.set(
      field('unitPrice'),
      price.problem === 'notNumber'
        ? 'Unit price must be an amount, like 12.50'
        : `Unit price can have at most ${billLimits.unitPriceDecimals} decimals`,
    );
  } else if (price.value < 0n) errors.set(field('unitPrice'), 'Unit price cannot be below 0');
  else if (price.value > (BigInt(maxPence) * fourDecimals) / 100n) {
    errors.set(field('unitPrice'), 'Unit price can be at most £100,000,000');
  }
  if (!quantity.ok || !price.ok || quantity.value <= 0n || price.value < 0n) return null;
  const money = lineMoney(quantity.value, price.value, line.rate, amountsAre);
  // The line's amount as written: before VAT when exclusive, with it when inclusive.
  if ((amountsAre === 'inclusive' ? money.gross : money.net) > maxPence) {
    errors.set(field('amount'), 'Amount can be at most £100,000,000');
    return null;
  }
  if (errors.has(field('description')) || errors.has(field('unitPrice'))) return null;
  return {
    description,
    quantity: Number(quantity.value) / Number(fourDecimals),
    unitPrice: Number(price.value) / Number(fourDecimals),
    rate: line.rate,
    ...money,
  };
}

/** The form's order: From, Reference, Date, Due date, each line's fields, Lines, Total, Notes. */
function orderErrors(errors: Map<BillField, string>, lineCount: number): Map<BillField, string> {
  const order: BillField[] = ['contactName', 'reference', 'date', 'dueDate'];
  for (let index = 0; index < lineCount; index += 1) {
    for (const name of ['description', 'quantity', 'unitPrice', 'amount'] as const) {
      order.push(lineField(index, name));
    }
  }
  order.push('lines', 'total', 'notes');
  const ordered = new Map<BillField, string>();
  for (const key of order) {
    const message = errors.get(key);
    if (message !== undefined) ordered.set(key, message);
  }
  return ordered;
}
