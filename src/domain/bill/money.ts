/**
 * Exact money for a bill typed by hand. Amounts are read from their text into whole numbers of a
 * fixed scale (never through a float), multiplied as BigInt, and rounded to pence half away from
 * zero, as Xero rounds each line.
 */

/** Pence in £100,000,000: the most a unit price, a line or a bill may be. */
export const maxPence = 10_000_000_000;

/** Scale of a quantity or a unit price: four decimals. */
export const fourDecimals = 10_000n;

export type Scaled =
  { ok: true; value: bigint } | { ok: false; problem: 'notNumber' | 'tooManyDecimals' };

const numberPattern = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * `text` as a whole number of 1/10^`decimals` (`'12.5'`, 4 → 125000n). Commas between thousands
 * and a leading `£` are allowed; anything else is not a number, and more decimals than allowed
 * is its own problem (the person wrote something exact that cannot be kept exactly).
 */
export function parseScaled(text: string, decimals: number): Scaled {
  const plain = text
    .trim()
    .replace(/^([+-]?)£/, '$1')
    .replace(/,(?=\d{3}(?:\D|$))/g, '');
  const m = numberPattern.exec(plain);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return { ok: false, problem: 'notNumber' };
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, problem: 'tooManyDecimals' };
  const digits = `${m[2] || '0'}${fraction.padEnd(decimals, '0')}`;
  const value = BigInt(digits);
  return { ok: true, value: m[1] === '-' ? -value : value };
}

/** `numerator / denominator` rounded half away from zero (denominator > 0). */
export function roundHalfAway(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  return sign * ((magnitude * 2n + denominator) / (denominator * 2n));
}

/** Pence as a plain amount for a field: 123456 → '1234.56'. */
export function penceToText(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
