import type { Database } from 'sql.js';
import { z } from 'zod';
import type { ImportBill } from '../domain/import/bills';
import { findExistingBills, type ExistingBill } from '../sql/io/duplicates';

/** Duplicates listed in the preview at most (all are counted). */
const shownDuplicates = 200;

/** What the preview says of the bills already here: how many, and the first of them. */
export interface ImportDuplicates {
  count: number;
  /** The bills already in the table, in the file's order. */
  shown: ExistingBill[];
}

/** What to do with a file's bills that are already here: skip them (the default) or add them. */
export const commitOptionsSchema = z
  .object({ duplicates: z.enum(['skip', 'import']) })
  .default({ duplicates: 'skip' });
export type ImportCommitOptions = z.infer<typeof commitOptionsSchema>;

/** The file's bills already here (same From and Number), for the preview. */
export function importDuplicates(db: Database, bills: readonly ImportBill[]): ImportDuplicates {
  const found = findExistingBills(db, bills).filter((b): b is ExistingBill => b !== null);
  return { count: found.length, shown: found.slice(0, shownDuplicates) };
}

/** The bills to write: those not already here, unless the person chose to import them anyway. */
export function billsToWrite(
  db: Database,
  bills: readonly ImportBill[],
  options: ImportCommitOptions,
): ImportBill[] {
  if (options.duplicates === 'import') return [...bills];
  const found = findExistingBills(db, bills);
  return bills.filter((_, i) => found[i] === null);
}
