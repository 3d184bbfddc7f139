/** One line of a bill from Xero's template, kept so a bill's detail can show it. */
export interface BillLine {
  description: string;
  quantity: number;
  /** In pounds, as written (Xero allows four decimals). */
  unitAmount: number;
  /** Per cent. */
  discount: number;
  accountCode: string;
  taxType: string;
  /** Pence. */
  taxAmount: number;
  /** Pence: quantity × unit amount less discount, plus tax. */
  amount: number;
}
