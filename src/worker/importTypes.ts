import type { ImportBill, Rejection } from '../domain/import/bills';
import type { ColumnMapping } from '../domain/import/formats';
import type { ImportDuplicates } from './importDuplicates';

/** Where an import has got: reading the file, or writing the bills. */
export interface ImportProgress {
  phase: 'reading' | 'writing' | 'indexing';
  done: number;
  total: number;
}

/** A bill as the preview shows it (money in pence, dates ISO). */
export type PreviewBill = Omit<ImportBill, 'lines' | 'lineNumbers' | 'payments'> & {
  lineCount: number;
};

export type ImportPreview =
  | {
      kind: 'preview';
      format: 'xero' | 'export' | 'other';
      header: string[];
      /** The columns each field is read from (null for Xero's template, read by its own names). */
      mapping: ColumnMapping | null;
      lineCount: number;
      billCount: number;
      firstBills: PreviewBill[];
      /** The first rejected lines (all of them are in the download). */
      rejected: Rejection[];
      rejectedCount: number;
      /** Amounts were read with a decimal comma (`1.234,56`), as some number column is written. */
      decimalComma: boolean;
      /** The file's bills already in the table (same From and Number). */
      duplicates: ImportDuplicates;
    }
  | { kind: 'needsMapping'; header: string[]; mapping: ColumnMapping; missing: string[] }
  | { kind: 'cancelled' }
  | { kind: 'error'; errors: string[] };

export type ImportCommitResult =
  | { kind: 'ok'; count: number; importId: number }
  | { kind: 'cancelled' }
  | { kind: 'error'; errors: string[] };
