import type { Database } from 'sql.js';
import { importDuplicates } from './importDuplicates';
import { createBillCollector, type ImportBill, type Rejection } from '../domain/import/bills';
import { numberColumns, planFor, type ReadPlan } from '../domain/import/readPlan';
import { createMarkTally, markOfDelimiter, type ColumnMark } from '../domain/import/decimalMarks';
import {
  displayHeader,
  guessMapping,
  mappingIsComplete,
  missingFields,
  recognizeFormat,
  type ColumnMapping,
} from '../domain/import/formats';
import type { DateOrder } from '../domain/import/values';
import { readCsv, UnreadableFile } from './csvReader';
import type { ImportPreview, ImportProgress } from './importTypes';

const previewBills = 5;
const shownRejections = 200;

/** The read or write under way stopped: Cancel came, or a newer read began. */
export class Cancelled extends Error {}

/** A file read and kept until the person confirms its import (or closes the dialog). */
export interface Pending {
  file: Blob;
  header: string[];
  bills: ImportBill[];
  rejected: Rejection[];
}

export function report(
  onProgress: ((p: ImportProgress) => void) | undefined,
  progress: ImportProgress,
) {
  if (!onProgress) return;
  try {
    Promise.resolve(onProgress(progress) as unknown).catch(() => {});
  } catch {
    // Progress is a courtesy: a page that has gone must not fail the import.
  }
}

interface PreviewDeps {
  /** Between slices of the file: throws `Cancelled` if Cancel came or a newer read began. */
  between: () => Promise<void>;
  /** Whether this is still the newest read; an older one keeps nothing. */
  stillNewest: () => boolean;
  /** The database, to find the file's bills already there. */
  database: () => Database;
  /** Keeps the file's bills for the commit that may follow. */
  keep: (pending: Pending) => void;
  onProgress?: (p: ImportProgress) => void;
}

async function readHeader(file: Blob): Promise<{ header: string[]; delimiter: string }> {
  let header: string[] = [];
  const { delimiter } = await readCsv(file, { maxRows: 1, onRow: (cells) => (header = cells) });
  return { header, delimiter };
}

/**
 * The file's lines read into bills with each number column's decimal mark. Every number cell is
 * seen as it goes by (`tally`); the marks are settled only once all are (decimalMarks.ts).
 */
async function readLines(
  file: Blob,
  { header, plan, dateOrder }: { header: string[]; plan: ReadPlan; dateOrder: DateOrder },
  markOf: (column: number) => ColumnMark,
  deps: PreviewDeps,
  tally?: ReturnType<typeof createMarkTally>,
) {
  const collector = createBillCollector(header, plan, dateOrder, markOf);
  const numbers = numberColumns(plan);
  await readCsv(file, {
    onRow: (cells, line) => {
      if (line === 1) return;
      if (tally) for (const column of numbers) tally.see(column, cells[column] ?? '');
      collector.add(cells, line);
    },
    onProgress: ({ readBytes, totalBytes }) =>
      report(deps.onProgress, { phase: 'reading', done: readBytes, total: totalBytes }),
    between: deps.between,
  });
  return collector.finish();
}

/**
 * Reading a CSV file into what importing it would do: its header recognised (or a mapping asked
 * for), its lines read into bills (src/domain/import), the first few and every rejected line
 * shown. Nothing is written; the bills are kept (`keep`) for the commit.
 */
export async function readPreview(
  file: Blob,
  dateOrder: DateOrder,
  chosen: ColumnMapping | null,
  deps: PreviewDeps,
): Promise<ImportPreview> {
  const { header, delimiter } = await readHeader(file);
  const named = header.filter((cell) => displayHeader(cell) !== '');
  if (header.every((cell) => cell.trim() === '')) {
    throw new UnreadableFile('The first line of this file is empty: it needs the column names.');
  }
  const format = recognizeFormat(header);
  if (format.kind === 'other' && new Set(named.map(displayHeader)).size < 3) {
    throw new UnreadableFile(
      `The first line of this file (${named.map(displayHeader).slice(0, 5).join(', ') || 'nothing'}) ` +
        'has no columns a bill can be read from: it needs at least From, Date and Total.',
    );
  }
  // Any other file is read at once with the guess when it names every required field: asking
  // for the columns whatever the guess left the screen waiting on a choice already made.
  const mapping =
    chosen ??
    (format.kind === 'export'
      ? format.mapping
      : format.kind === 'other'
        ? guessMapping(header)
        : null);
  if (format.kind === 'other' && (!mapping || !mappingIsComplete(mapping, header.length))) {
    const proposed = mapping ?? guessMapping(header);
    return {
      kind: 'needsMapping',
      header,
      mapping: proposed,
      missing: missingFields(proposed, header.length),
    };
  }
  const plan = planFor(format, mapping);
  if (!plan) throw new Error('No way to read this file');
  // Read with the delimiter's mark; read again, seldom, when the cells settle another.
  const fallback = markOfDelimiter(delimiter);
  const guessed = (): ColumnMark => ({ mark: fallback, mixed: false });
  const tally = createMarkTally();
  const reading = { header, plan, dateOrder };
  let read = await readLines(file, reading, guessed, deps, tally);
  const settled = tally.settle(fallback);
  const numbers = numberColumns(plan);
  if (tally.readOtherwise(numbers, guessed, settled)) {
    if (!deps.stillNewest()) throw new Cancelled();
    read = await readLines(file, reading, settled, deps);
  }
  if (!deps.stillNewest()) throw new Cancelled();
  const { bills, rejected, lineCount } = read;
  if (lineCount === 0) {
    throw new UnreadableFile('This file has column names but no lines of bills under them.');
  }
  deps.keep({ file, header, bills, rejected });
  return {
    kind: 'preview',
    format: format.kind,
    header,
    mapping: format.kind === 'xero' ? null : (mapping ?? null),
    lineCount,
    billCount: bills.length,
    firstBills: bills
      .slice(0, previewBills)
      .map(({ lines, lineNumbers: _, payments: __, ...bill }) => ({
        ...bill,
        lineCount: lines.length,
      })),
    rejected: rejected.slice(0, shownRejections),
    rejectedCount: rejected.length,
    decimalComma: numbers.some((c) => tally.dependsOnMark(c) && settled(c).mark === 'comma'),
    duplicates: importDuplicates(deps.database(), bills),
  };
}
