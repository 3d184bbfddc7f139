import { isIsoDate } from '../dates';
import { maxPaymentReferenceLength, type PaymentKind } from '../payment';
import { LineProblem } from './lineProblem';

/** One of a bill's payments as a file gives it back: money in pence, date ISO. */
export interface ImportPayment {
  kind: PaymentKind;
  date: string;
  amount: number;
  /** A credit note's number (CN-12, or the supplier's); a payment's reference, or ''. */
  reference: string;
}

/**
 * The Payments column of our export with All fields: a bill's payments and credit notes as one
 * JSON array, oldest first, each an object with these keys (money in pence, as kept), empty for
 * a bill with none. A credit is a payment of its own kind ('credit'), so a re-import keeps it one.
 * src/sql/io/exportCells.ts writes it with the same keys.
 */
export const paymentKeys = {
  kind: 'kind',
  date: 'date',
  amount: 'amountPence',
  reference: 'reference',
} as const satisfies Record<keyof ImportPayment, string>;

/** More than any bill has: a cell with more is not a bill's payments. */
const maxPayments = 10_000;

const ordinal = (index: number) => `payment ${index + 1}`;

/** One entry of the cell as a payment, or why it is not one, in words. */
function readPayment(entry: unknown, index: number): ImportPayment | string {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return `${ordinal(index)} is not a payment`;
  }
  const fields = entry as Record<string, unknown>;
  const kind = fields[paymentKeys.kind];
  const date = fields[paymentKeys.date];
  const amount = fields[paymentKeys.amount];
  const reference = fields[paymentKeys.reference] ?? '';
  if (kind !== 'payment' && kind !== 'credit') {
    return `${ordinal(index)}'s kind is not 'payment' or 'credit'`;
  }
  if (typeof date !== 'string' || !isIsoDate(date)) {
    return `${ordinal(index)}'s date is not a date written YYYY-MM-DD`;
  }
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return `${ordinal(index)}'s ${paymentKeys.amount} is not a whole number of pence above zero`;
  }
  if (typeof reference !== 'string' || reference.trim().length > maxPaymentReferenceLength) {
    return `${ordinal(index)}'s reference is not text of at most ${maxPaymentReferenceLength} characters`;
  }
  return { kind, date, amount, reference: reference.trim() };
}

/**
 * A bill's payments from its Payments cell: none when empty (the bill's Paid is then one payment,
 * as for any other file). A cell that cannot be read, or whose payments do not add up to what
 * the bill has paid (`paid`, read from its Paid column, `paidName`), refuses the bill: no
 * payment of it is ever dropped or made up.
 */
export function readPaymentsCell(
  text: string,
  paid: number,
  name: string,
  paidName: string,
): ImportPayment[] {
  if (text.trim() === '') return [];
  if (text.length > 1_000_000) throw new LineProblem(`${name} holds more than a bill's payments`);
  const unreadable = (why: string) =>
    new LineProblem(`${name} cannot be read as a bill's payments: ${why}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unreadable('it is not JSON');
  }
  if (!Array.isArray(json)) throw unreadable('it is not a list of payments in [ ]');
  if (json.length > maxPayments) throw unreadable(`it lists more than ${maxPayments}`);
  const payments: ImportPayment[] = [];
  for (const [index, entry] of json.entries()) {
    const payment = readPayment(entry, index);
    if (typeof payment === 'string') throw unreadable(payment);
    payments.push(payment);
  }
  const sum = payments.reduce((s, p) => s + p.amount, 0);
  if (payments.length > 0 && sum !== paid) {
    throw new LineProblem(
      `${name} add up to ${(sum / 100).toFixed(2)}, not the ${(paid / 100).toFixed(2)} in ${paidName}`,
    );
  }
  return payments;
}
