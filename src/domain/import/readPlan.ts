import type { ColumnMapping, FileFormat, XeroColumn } from './formats';

/**
 * Which columns of a file a bill is read from (bills.ts reads them): Xero's template by its own
 * column names, or any other file through a column mapping (our own export's read from its titles).
 */
export type ReadPlan =
  | { kind: 'xero'; columns: Partial<Record<XeroColumn, number>> }
  | {
      kind: 'mapped';
      mapping: ColumnMapping;
      /** The file is our own export: take off the `'` it put before formula-like text. */
      ownExport: boolean;
      /** Our export's Lines column (linesCell.ts), if it has one. */
      lines?: number | null;
      /** Our export's Payments column (paymentsCell.ts), if it has one. */
      payments?: number | null;
    };

/** The plan for a recognised file and the mapping chosen; null while another file has none. */
export function planFor(format: FileFormat, mapping: ColumnMapping | null): ReadPlan | null {
  if (format.kind === 'xero') return { kind: 'xero', columns: format.columns };
  if (format.kind === 'export') {
    const { lines, payments } = format;
    return { kind: 'mapped', mapping: mapping ?? format.mapping, ownExport: true, lines, payments };
  }
  return mapping ? { kind: 'mapped', mapping, ownExport: false } : null;
}

/** The columns a plan reads numbers from, whose decimal mark decimalMarks.ts settles. */
export function numberColumns(plan: ReadPlan): number[] {
  const { total, paid, balance } = plan.kind === 'mapped' ? plan.mapping : {};
  const { quantity, unitamount, discount, taxamount } = plan.kind === 'xero' ? plan.columns : {};
  return [total, paid, balance, quantity, unitamount, discount, taxamount].filter(
    (column): column is number => typeof column === 'number',
  );
}
