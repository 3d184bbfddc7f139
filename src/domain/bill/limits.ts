/** The limits of a bill typed by hand (issue 26 §1). */
export const billLimits = {
  contactName: 200,
  reference: 50,
  description: 4000,
  notes: 4000,
  minLines: 1,
  maxLines: 100,
  /** Decimals of a unit price; other amounts have two. */
  unitPriceDecimals: 4,
  quantityDecimals: 4,
} as const;
