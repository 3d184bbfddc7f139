import { readNumberCell, type NumberCell } from './decimalMarks';
import { LineProblem, quote } from './lineProblem';
import { parseAmount } from './values';

/** A money cell of a line as read: its text, the name of its column, and the column's mark. */
export type MoneyCell = NumberCell;

/** The amount in pence a money cell holds; refuses the line when it holds none. */
export function moneyIn(cell: MoneyCell): number {
  return readNumberCell(cell, parseAmount, 'an amount');
}

/**
 * What a bill has paid, from its Paid column or from what it still owes (its balance, as other
 * systems give it: Paid = Total − balance). A balance below zero or above the total, a Paid above
 * the total, or a Paid and a balance that do not add up to it are refused, saying why. Neither
 * given: nothing paid.
 */
export function paidFrom(
  total: number,
  totalCell: MoneyCell,
  paid: MoneyCell | null,
  balance: MoneyCell | null,
): number {
  const given = paid && paid.text.trim() !== '' ? moneyIn(paid) : null;
  if (balance && balance.text.trim() !== '') {
    const owed = moneyIn(balance);
    const shown = quote(balance.text.trim());
    if (owed < 0) throw new LineProblem(`${balance.name} ${shown} is below zero`);
    if (owed > Math.max(total, 0)) {
      throw new LineProblem(
        `${balance.name} ${shown} is more than ${totalCell.name} ${quote(totalCell.text.trim())}`,
      );
    }
    const computed = total - owed;
    if (given !== null && given !== computed && paid) {
      throw new LineProblem(
        `${paid.name} ${quote(paid.text.trim())} and ${balance.name} ${shown} do not add up to ` +
          `${totalCell.name} ${quote(totalCell.text.trim())}`,
      );
    }
    return computed;
  }
  const value = given ?? 0;
  if (paid && (total >= 0 ? value > total : value !== 0)) {
    throw new LineProblem(
      `${paid.name} ${quote(paid.text.trim())} is more than ${totalCell.name} ${quote(totalCell.text.trim())}`,
    );
  }
  return value;
}
