import { isIsoDate } from './dates';
import type { ParseResult } from './query';

export const maxPaymentReferenceLength = 50;

/**
 * What a row of a bill's payments is: money paid, or a supplier's credit note set against what
 * is owed (it reduces what is owed exactly as a payment does).
 */
export type PaymentKind = 'payment' | 'credit';

/**
 * A payment to record against one bill: amount in pence, date ISO, reference optional; `kind`
 * 'payment' unless said.
 */
export interface PaymentInput {
  bill: number;
  amount: number;
  date: string;
  reference: string;
  kind?: PaymentKind;
}

/** How a row of a bill's payments is listed: 'Credit note CN-12' for a credit note. */
export function paymentLabel(payment: { kind: PaymentKind; reference: string }): string {
  if (payment.kind === 'credit') return `Credit note ${payment.reference}`;
  return payment.reference || '—';
}

/**
 * A credit note's number: the supplier's, as given in Reference, or CN- and the id it is kept
 * under (CN-12) when none was given, so every credit note has one.
 */
export function creditNoteNumber(reference: string, id: number): string {
  const given = reference.trim();
  return given === '' ? `CN-${id}` : given;
}

/**
 * Checks a payment's shape (the worker checks it again against the bill as it is: no more than
 * is still owed). Every problem is listed, in words a person can act on.
 */
export function parsePaymentInput(input: unknown): ParseResult<PaymentInput> {
  if (typeof input !== 'object' || input === null) {
    return { ok: false, errors: ['A payment needs a bill, an amount and a date'] };
  }
  const { bill, amount, date, reference = '', kind = 'payment' } = input as Record<string, unknown>;
  const errors: string[] = [];
  if (kind !== 'payment' && kind !== 'credit') errors.push('A payment is a payment or a credit');
  if (typeof bill !== 'number' || !Number.isInteger(bill) || bill < 1) {
    errors.push('Unknown invoice');
  }
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
    errors.push('Amount must be more than zero');
  }
  if (typeof date !== 'string' || !isIsoDate(date)) errors.push('Date must be a date');
  if (typeof reference !== 'string') errors.push('Reference must be text');
  else if (reference.trim().length > maxPaymentReferenceLength) {
    errors.push(`Reference must be at most ${maxPaymentReferenceLength} characters`);
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      bill: bill as number,
      amount: amount as number,
      date: date as string,
      reference: (reference as string).trim(),
      // A payment's shape as before credit notes; a credit says so.
      ...(kind === 'credit' ? { kind: 'credit' as const } : {}),
    },
  };
}

/**
 * What the Amount field holds, in pence, if it is a valid payment of at most `owed` pence; or
 * why not. Accepts '£1,234.50', '1234.5', '12'.
 */
export function parsePaymentAmount(text: string, owed: number): ParseResult<number> {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (cleaned === '') return { ok: false, errors: ['Enter an amount'] };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) {
    return { ok: false, errors: ['Amount must be a sum in pounds and pence, such as 120.50'] };
  }
  const [pounds = '0', pence = ''] = cleaned.split('.');
  const value = Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
  if (value <= 0) return { ok: false, errors: ['Amount must be more than zero'] };
  if (value > owed) {
    const most = `£${(owed / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    return { ok: false, errors: [`Amount can be at most ${most}, what is still owed`] };
  }
  return { ok: true, value };
}

/** A sample bill's lines: a few, chosen from its id alone, whose amounts sum to its total. */
export interface BillLineView {
  description: string;
  quantity: number;
  amount: number;
}

const lineNames = [
  'Consulting hours',
  'Software licence',
  'Office supplies',
  'Travel and subsistence',
  'Hosting and bandwidth',
  'Maintenance contract',
  'Training session',
  'Printing',
];

export function sampleLines(id: number, total: number): BillLineView[] {
  const count = 1 + (id % 3);
  let state = (id * 2654435761) >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state;
  };
  const weights = Array.from({ length: count }, () => 1 + (next() % 9));
  const sum = weights.reduce((a, b) => a + b, 0);
  const lines: BillLineView[] = [];
  let left = total;
  weights.forEach((weight, index) => {
    const amount = index === count - 1 ? left : Math.floor((total * weight) / sum);
    left -= amount;
    lines.push({
      description: lineNames[(next() >>> 3) % lineNames.length] ?? 'Services',
      quantity: 1 + (next() % 5),
      amount,
    });
  });
  return lines;
}
