import type { AmountsAre, VatRate } from './vat';

/** One line of the New bill form, as typed. */
export interface BillLineDraft {
  description: string;
  quantity: string;
  unitPrice: string;
  rate: VatRate;
}

/** The New bill form, as typed: every field text, so nothing is lost before it is checked. */
export interface BillDraft {
  contactName: string;
  reference: string;
  date: string;
  /** A day, `+14` (days after Date), or empty for the default terms. */
  dueDate: string;
  amountsAre: AmountsAre;
  lines: BillLineDraft[];
  notes: string;
}

/** A line ready to keep: quantity and unit price as written, money in pence. */
export interface BillLineToSave {
  description: string;
  quantity: number;
  /** Pounds, up to four decimals. */
  unitPrice: number;
  rate: VatRate;
  net: number;
  vat: number;
  gross: number;
}

/** A bill that passed every check: dates ISO, money in pence, Total the sum of its lines. */
export interface BillToSave {
  contactName: string;
  reference: string;
  date: string;
  dueDate: string;
  amountsAre: AmountsAre;
  lines: BillLineToSave[];
  notes: string;
  subtotal: number;
  vat: number;
  total: number;
}

/** A field of the form: its name, or a line's field as `lines.<index>.<field>`. */
export type BillField = string;

export function lineField(index: number, field: keyof BillLineDraft | 'amount'): BillField {
  return `lines.${index}.${field}`;
}

export const emptyLine = (): BillLineDraft => ({
  description: '',
  quantity: '1',
  unitPrice: '',
  rate: '20',
});
