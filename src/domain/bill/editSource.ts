import type { NewBillChangeLine } from '../changes';
import { parseScaled } from './money';
import type { BillLineDraft } from './types';
import { lineMoney, vatRates, type AmountsAre } from './vat';
import { billLinesSchema } from './lineSchema';

/** A line as `bill_lines` keeps it (an import's or a hand-entered bill's). */
export interface StoredLine extends NewBillChangeLine {
  discount: number;
  accountCode: string;
}

/**
 * A bill as Edit starts from: its stored fields, how many payments it has, its stored lines
 * (none for the sample's bills) and `basedOn`, the data version it was read at, which the edit
 * names so a change made meanwhile in another tab refuses it (versions.ts).
 */
export interface BillEditSource {
  id: number;
  number: string;
  contactName: string;
  reference: string;
  status: string;
  date: string;
  dueDate: string;
  total: number;
  paid: number;
  notes: string;
  payments: number;
  lines: StoredLine[];
  basedOn: number;
}

const modes: readonly AmountsAre[] = ['exclusive', 'inclusive', 'noTax'];

/** A stored number as the form shows it: 2.5 → '2.5', 12.99 → '12.99'. */
const numberText = (value: number) => String(value);

/**
 * The form's lines for a bill's stored lines, and how their amounts are written: the first of
 * tax exclusive, inclusive or no tax under which every line, worked out again from its quantity,
 * unit price and rate, gives exactly the VAT and amount kept. Null when the form cannot show them
 * exactly (a discount, an account code, a tax type it does not offer, amounts it would work out
 * differently): such lines are not rewritten, so nothing kept is lost.
 */
export function draftLinesOf(
  lines: readonly StoredLine[],
): { amountsAre: AmountsAre; lines: BillLineDraft[] } | null {
  if (lines.length === 0 || !billLinesSchema.safeParse(lines.map(keptLine)).success) return null;
  const drafts: BillLineDraft[] = [];
  for (const line of lines) {
    const rate = vatRates.find((r) => r.label === line.taxType);
    if (!rate || line.discount !== 0 || line.accountCode !== '') return null;
    drafts.push({
      description: line.description,
      quantity: numberText(line.quantity),
      unitPrice: numberText(line.unitAmount),
      rate: rate.id,
    });
  }
  const amountsAre = modes.find((mode) =>
    drafts.every((draft, index) => {
      const quantity = parseScaled(draft.quantity, 4);
      const price = parseScaled(draft.unitPrice, 4);
      if (!quantity.ok || !price.ok) return false;
      const money = lineMoney(quantity.value, price.value, draft.rate, mode);
      const kept = lines[index];
      return kept !== undefined && money.vat === kept.taxAmount && money.gross === kept.amount;
    }),
  );
  return amountsAre === undefined ? null : { amountsAre, lines: drafts };
}

/** A stored line as the log keeps it (without discount and account code). */
export function keptLine(line: StoredLine): NewBillChangeLine {
  const { description, quantity, unitAmount, taxType, taxAmount, amount } = line;
  return { description, quantity, unitAmount, taxType, taxAmount, amount };
}
