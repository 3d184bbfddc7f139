import type { Database } from 'sql.js';
import { z } from 'zod';
import { csvLine, textCell } from '../domain/export/csv';
import { columnMappingSchema } from '../domain/import/mappingSchema';
import { chunkSizeFor, inTransaction, type BulkProgress } from '../sql/write/bulkWrite';
import {
  bulkImport,
  createBillWriter,
  nextInvoiceId,
  recordImport,
  searchSteps,
} from '../sql/io/imports';
import { removeImportedBills } from '../sql/io/removeImport';
import { writeStatistics } from '../sql/io/load';
import { countInvoicesSql } from '../sql/plan/totals';
import { allRows } from './allRows';
import { readCsv } from './csvReader';
import { Cancelled, readPreview, report, type Pending } from './importPreview';
import type { ImportCommitResult, ImportPreview, ImportProgress } from './importTypes';
import { billsToWrite, commitOptionsSchema } from './importDuplicates';
import type { MutationResult } from './types';

const optionsSchema = z.object({
  dateOrder: z.enum(['dmy', 'mdy']),
  mapping: columnMappingSchema.nullable(),
});

/** When an import was made: the time the screen gave, if it is one, else now. */
function importTime(at: unknown): string {
  if (typeof at === 'string' && at.length <= 40 && !Number.isNaN(Date.parse(at))) return at;
  return new Date().toISOString();
}

/** Tells the planner how many invoices there now are (load.ts), after an import or its undo. */
function refreshStatistics(db: Database): void {
  const count = Number(allRows(db, { sql: countInvoicesSql, params: [] })[0]?.[0] ?? 0);
  writeStatistics(db, count);
}

export interface ImporterDeps {
  database: () => Database;
  /** Runs `work` with nothing else reading or writing until it settles (the service's queue). */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /** After a write: caches forgotten, planner statistics told the new count. */
  changed: () => void;
  yieldToEvents: () => Promise<void>;
  newId: () => string;
  /**
   * Runs the steps that fill the search index for committed bills after the import has
   * answered, searches testing each row meanwhile; writes and checkpoints wait for the end.
   */
  buildAfter: (steps: Iterator<string, void>) => void;
}

function message(error: unknown): string {
  if (error instanceof RangeError) {
    return 'This file is too large for the browser to hold while importing. Split it into smaller files and import each.';
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Importing a CSV file in the worker: read it (csvReader.ts), recognise its header, read its
 * lines into bills (importPreview.ts) and keep them until the person confirms; then write them
 * all in one transaction, a slice at a time with progress, rolled back whole on Cancel or failure.
 * The search index is filled for them after the commit, in steps (`buildAfter`): the bills are
 * shown and found (a search tests each row meanwhile) as soon as they are committed.
 * Each import is a range of ids, so Undo removes exactly it (it waits for the search index).
 */
export function createImporter(deps: ImporterDeps) {
  let pending: Pending | null = null;
  let cancelRequested = false;
  let importSeq = 0;
  const imports = new Map<number, { first: number; last: number }>();

  /** The newest read: an older one still going stops at its next slice and keeps nothing. */
  let newestRead = 0;

  /** Between slices: lets messages in, then stops if Cancel came or a newer read began. */
  const betweenFor = (read: number | null) => async () => {
    await deps.yieldToEvents();
    if (cancelRequested || (read !== null && read !== newestRead)) throw new Cancelled();
  };

  async function commit(
    { bills, file }: Pending,
    at: string,
    onProgress?: (p: ImportProgress) => void,
  ): Promise<ImportCommitResult> {
    const db = deps.database();
    const first = nextInvoiceId(db);
    const size = chunkSizeFor(bills.length);
    const existing = Number(allRows(db, { sql: countInvoicesSql, params: [] })[0]?.[0] ?? 0);
    const bulk = bulkImport(bills.length, existing);
    db.exec('BEGIN');
    const writer = createBillWriter(db, first, deps.newId, bulk);
    let open = true;
    const close = (sql: 'COMMIT' | 'ROLLBACK') => {
      writer.free();
      open = false;
      db.exec(sql);
    };
    try {
      report(onProgress, { phase: 'writing', done: 0, total: bills.length });
      for (let start = 0; start < bills.length; start += size) {
        writer.write(bills.slice(start, start + size));
        const done = Math.min(bills.length, start + size);
        report(onProgress, { phase: 'writing', done, total: bills.length });
        await betweenFor(null)();
      }
      report(onProgress, { phase: 'indexing', done: bills.length, total: bills.length });
      writer.finish();
      recordImport(db, {
        first,
        last: writer.lastId(),
        bills: bills.length,
        file: file instanceof File ? file.name : '',
        at,
      });
      close('COMMIT');
      refreshStatistics(db);
    } catch (error) {
      if (open) close('ROLLBACK');
      deps.changed();
      if (error instanceof Cancelled) return { kind: 'cancelled' };
      return { kind: 'error', errors: [`Nothing was imported: ${message(error)}`] };
    }
    deps.changed();
    const last = writer.lastId();
    deps.buildAfter(searchSteps(db, first, last, bulk));
    importSeq += 1;
    imports.set(importSeq, { first, last });
    return { kind: 'ok', count: bills.length, importId: importSeq };
  }

  return {
    /**
     * Reads a CSV file and says what importing it would do (nothing is written): the bills, the
     * first few as they will appear, and every line that cannot be imported, with its reason.
     * A file whose columns are not recognised asks for a mapping first (`needsMapping`).
     */
    async importPreview(
      file: unknown,
      options: unknown,
      onProgress?: (progress: ImportProgress) => void,
    ): Promise<ImportPreview> {
      if (!(file instanceof Blob)) return { kind: 'error', errors: ['Choose a CSV file'] };
      const parsed = optionsSchema.safeParse(options);
      if (!parsed.success) return { kind: 'error', errors: ['Unreadable import options'] };
      pending = null;
      cancelRequested = false;
      newestRead += 1;
      const read = newestRead;
      try {
        const { dateOrder, mapping } = parsed.data;
        return await readPreview(file, dateOrder, mapping, {
          database: deps.database,
          between: betweenFor(read),
          stillNewest: () => read === newestRead,
          keep: (taken) => {
            pending = taken;
          },
          onProgress,
        });
      } catch (error) {
        if (error instanceof Cancelled) return { kind: 'cancelled' };
        return { kind: 'error', errors: [message(error)] };
      }
    },

    /**
     * Writes the previewed bills in one transaction; Cancel or a failure writes nothing. `at`:
     * when the person imported (ISO date and time, the screen's clock, as the log of changes
     * keeps it), kept with the import for its bills' history; the worker's clock when not given.
     */
    importCommit(
      onProgress?: (progress: ImportProgress) => void,
      at?: unknown,
      options?: unknown,
    ): Promise<ImportCommitResult> {
      const taken = pending;
      const parsed = commitOptionsSchema.safeParse(options);
      if (!parsed.success) {
        return Promise.resolve({ kind: 'error', errors: ['Unreadable import options'] });
      }
      if (!taken) {
        return Promise.resolve({ kind: 'error', errors: ['Choose a file to import first'] });
      }
      if (taken.bills.length === 0) {
        return Promise.resolve({ kind: 'error', errors: ['No line of this file can be imported'] });
      }
      cancelRequested = false;
      return deps.exclusive(async () => {
        // Asked again now: a write since the preview may have added or deleted one.
        const bills = billsToWrite(deps.database(), taken.bills, parsed.data);
        if (bills.length === 0) {
          return {
            kind: 'error',
            errors: [
              'Every bill of this file is already here, so nothing was imported. Choose “Import them anyway” to add them again.',
            ],
          };
        }
        const result = await commit({ ...taken, bills }, importTime(at), onProgress);
        if (result.kind === 'ok') pending = null;
        return result;
      });
    },

    /** Stops the reading or writing under way; what was written is rolled back. */
    importCancel(): void {
      cancelRequested = true;
    },

    /** Forgets the previewed file (the dialog was closed). */
    importDiscard(): void {
      pending = null;
    },

    /** The rejected lines as a CSV file: the header, then each line as it was, plus Reason. */
    async importRejected(): Promise<Blob | null> {
      const taken = pending;
      if (!taken || taken.rejected.length === 0) return null;
      const reasons = new Map(taken.rejected.map((r) => [r.line, `Line ${r.line}: ${r.reason}`]));
      const parts: string[] = ['\uFEFF', csvLine([...taken.header, 'Reason'].map(textCell))];
      await readCsv(taken.file, {
        onRow: (cells, line) => {
          const reason = reasons.get(line);
          if (reason !== undefined) parts.push(csvLine([...cells, reason].map(textCell)));
        },
      });
      return new Blob(parts, { type: 'text/csv;charset=utf-8' });
    },

    /** Removes exactly the bills of import `importId`, in one transaction. */
    undoImport(
      importId: unknown,
      onProgress?: (progress: BulkProgress) => void,
    ): Promise<MutationResult> {
      const range = typeof importId === 'number' ? imports.get(importId) : undefined;
      if (!range) return Promise.resolve({ kind: 'error', errors: ['Nothing to undo'] });
      return deps.exclusive(async () => {
        try {
          const db = deps.database();
          const count = inTransaction(db, () =>
            removeImportedBills(db, range.first, range.last, onProgress),
          );
          imports.delete(importId as number);
          refreshStatistics(db);
          deps.changed();
          return { kind: 'ok', count };
        } catch (error) {
          return { kind: 'error', errors: [message(error)] };
        }
      });
    },
  };
}
