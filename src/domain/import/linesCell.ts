import { z } from 'zod';
import type { BillLine } from './billLine';
import { LineProblem } from './lineProblem';

/**
 * The Lines column of our export with All fields: a bill's lines as one JSON array, each line an
 * object with these keys (money in pence, as kept), empty for a bill without stored lines. One
 * cell per bill keeps the file one line per bill, and a re-import gets the lines back as given.
 * src/sql/io/exportCells.ts writes it with the same keys.
 */
export const lineKeys = {
  description: 'description',
  quantity: 'quantity',
  unitAmount: 'unitAmount',
  discount: 'discount',
  accountCode: 'accountCode',
  taxType: 'taxType',
  taxAmount: 'taxPence',
  amount: 'amountPence',
} as const satisfies Record<keyof BillLine, string>;

const pence = z.number().int().safe();
const lineSchema = z
  .object({
    [lineKeys.description]: z.string().max(10_000),
    [lineKeys.quantity]: z.number().finite(),
    [lineKeys.unitAmount]: z.number().finite(),
    [lineKeys.discount]: z.number().min(0).max(100),
    [lineKeys.accountCode]: z.string().max(100),
    [lineKeys.taxType]: z.string().max(100),
    [lineKeys.taxAmount]: pence,
    [lineKeys.amount]: pence,
  })
  .transform((l): BillLine => ({
    description: l.description,
    quantity: l.quantity,
    unitAmount: l.unitAmount,
    discount: l.discount,
    accountCode: l.accountCode,
    taxType: l.taxType,
    taxAmount: l.taxPence,
    amount: l.amountPence,
  }));
const linesSchema = z.array(lineSchema).max(10_000);

/**
 * A bill's lines from its Lines cell: none when empty. Lines that cannot be read, or that do
 * not add up to the bill's total, refuse the bill (its lines would not be the bill's).
 */
export function readLinesCell(text: string, total: number, name: string): BillLine[] {
  if (text.trim() === '') return [];
  // Longer than any other cell (maxCellLength): a bill may have many lines.
  if (text.length > 1_000_000) throw new LineProblem(`${name} holds more than a bill's lines`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new LineProblem(`${name} cannot be read as the lines of a bill`);
  }
  const parsed = linesSchema.safeParse(json);
  if (!parsed.success) throw new LineProblem(`${name} cannot be read as the lines of a bill`);
  const sum = parsed.data.reduce((s, l) => s + l.amount, 0);
  if (parsed.data.length > 0 && sum !== total) {
    throw new LineProblem(`${name} add up to ${(sum / 100).toFixed(2)}, not the Total`);
  }
  return parsed.data;
}
