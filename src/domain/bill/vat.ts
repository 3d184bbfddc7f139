import { fourDecimals, roundHalfAway } from './money';

/** How a bill's unit prices are written: before VAT, with VAT in them, or with no tax at all. */
export type AmountsAre = 'exclusive' | 'inclusive' | 'noTax';

export const amountsAreLabels: Record<AmountsAre, string> = {
  exclusive: 'Tax exclusive',
  inclusive: 'Tax inclusive',
  noTax: 'No tax',
};

/** The VAT rates a line may carry (UK, as Xero offers them on a bill). */
export type VatRate = '20' | '5' | '0' | 'exempt' | 'none';

export const vatRates: readonly { id: VatRate; label: string; percent: number }[] = [
  { id: '20', label: '20%', percent: 20 },
  { id: '5', label: '5%', percent: 5 },
  { id: '0', label: '0%', percent: 0 },
  { id: 'exempt', label: 'Exempt', percent: 0 },
  { id: 'none', label: 'No VAT', percent: 0 },
];

export function vatRateOf(id: VatRate) {
  return vatRates.find((rate) => rate.id === id) ?? { id, label: id, percent: 0 };
}

/** One line's money in pence: before VAT, the VAT, and the two together. */
export interface LineMoney {
  net: number;
  vat: number;
  gross: number;
}

/**
 * A line's money from its quantity and unit price (both in ten-thousandths): quantity × unit
 * price rounded to pence half away from zero, then its VAT rounded the same way: added to it
 * when amounts are tax exclusive, taken out of it when inclusive, none with no tax.
 */
export function lineMoney(
  quantity: bigint,
  unitPrice: bigint,
  rate: VatRate,
  amountsAre: AmountsAre,
): LineMoney {
  // ten-thousandths × ten-thousandths = 10^-8 pounds = 10^-6 pence.
  const amount = roundHalfAway(quantity * unitPrice, (fourDecimals * fourDecimals) / 100n);
  const percent = BigInt(amountsAre === 'noTax' ? 0 : vatRateOf(rate).percent);
  if (amountsAre === 'inclusive') {
    const vat = roundHalfAway(amount * percent, 100n + percent);
    return { net: Number(amount - vat), vat: Number(vat), gross: Number(amount) };
  }
  const vat = roundHalfAway(amount * percent, 100n);
  return { net: Number(amount), vat: Number(vat), gross: Number(amount + vat) };
}

/** Subtotal (before VAT), VAT and Total of a bill: sums of its rounded lines, so they add up. */
export interface BillTotals {
  subtotal: number;
  vat: number;
  total: number;
}

export function billTotals(lines: readonly LineMoney[]): BillTotals {
  let subtotal = 0;
  let vat = 0;
  for (const line of lines) {
    subtotal += line.net;
    vat += line.vat;
  }
  return { subtotal, vat, total: subtotal + vat };
}
