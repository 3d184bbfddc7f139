import { z } from 'zod';

/** A bill's line as the log keeps it (changes.ts, NewBillChangeLine): a new bill's or an edit's. */
export const billLineSchema = z.object({
  description: z.string().min(1).max(4000),
  quantity: z.number().positive(),
  unitAmount: z.number().nonnegative(),
  taxType: z.string().max(20),
  taxAmount: z.number().int(),
  amount: z.number().int(),
});

export const billLinesSchema = z.array(billLineSchema).min(1).max(100);

/** A line as `bill_lines` keeps it: quantity and unit amount as written, tax and amount in pence. */
export interface NewBillChangeLine {
  description: string;
  quantity: number;
  unitAmount: number;
  taxType: string;
  taxAmount: number;
  /** With its VAT. */
  amount: number;
}
