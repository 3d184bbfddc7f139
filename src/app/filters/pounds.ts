import { limits } from '../../domain/query';
import { formatMoney } from '../format';

export type PoundsResult = { ok: true; pence: number } | { ok: false; error: string };

// Optional minus and £ (either order), pounds with or without thousands commas, optional pence.
const amountPattern = /^(-)?\s*£?\s*(-)?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * An amount typed in pounds ("1,250.5", "£300") to whole pence, exactly (no floating point),
 * or the reason it is not one.
 */
export function parsePounds(text: string): PoundsResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Enter an amount in pounds.' };
  const match = amountPattern.exec(trimmed);
  const [, minus, minusAfterSign, pounds = '', pence = ''] = match ?? [];
  if (!match || (pounds === '' && pence === '')) {
    return { ok: false, error: 'Enter the amount as a number of pounds, like 1,250.00.' };
  }
  if (minus || minusAfterSign) return { ok: false, error: 'Enter an amount of £0.00 or more.' };
  if (pence.length > 2) return { ok: false, error: 'Enter at most 2 decimal places.' };
  const whole = pounds === '' ? 0 : Number(pounds.replaceAll(',', ''));
  const value = whole * 100 + Number(pence.padEnd(2, '0'));
  if (!Number.isSafeInteger(value) || value > limits.amount) {
    return { ok: false, error: `Enter an amount up to ${formatMoney(limits.amount)}.` };
  }
  return { ok: true, pence: value };
}

/** Pence as the editor's amount box shows them for editing: 123456 → "1234.56". */
export function penceToPoundsInput(pence: number): string {
  return `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}
