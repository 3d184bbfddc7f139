import type { Database } from 'sql.js';
import { z } from 'zod';
import { byteOrderMark, csvLine } from '../domain/export/csv';
import { exportColumns } from '../sql/io/exportColumns';
import { columnIds } from '../domain/columns';
import { compileOrderBy, compileWhere } from '../sql/plan/reads';
import type { CompiledSql } from '../sql/compile/types';
import { idColumn } from '../sql/write/bulkWrite';
import { anyHidden, visibleSql } from '../sql/write/hidden';
import { parseQuery, type InvoiceQuery } from '../domain/query';
import { parseSelection } from '../domain/selection';
import { compileSelection } from '../sql/plan/selection';
import { compileExportBlock } from '../sql/io/exportCells';
import { allRows } from './allRows';

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Where an export's text goes a part at a time, in order (the byte order mark and header first),
 * when the screen streams it to a file: each part is written before the next is read.
 */
export type ExportSink = (part: string) => Promise<void>;

export type ExportResult =
  /** `file`: the whole file, unless it went to a sink as it was read. */
  | { kind: 'ok'; file: Blob | null; count: number }
  | { kind: 'cancelled' }
  | { kind: 'error'; errors: string[] };

/** Rows turned into text at a time: each block is one string, the file a Blob of blocks. */
export const exportBlockRows = 20_000;

const requestSchema = z.object({
  query: z.unknown(),
  selection: z.unknown().optional(),
  columns: z.array(z.enum(columnIds)).max(columnIds.length * 2),
  allFields: z.boolean(),
});

class Cancelled extends Error {}

/**
 * The ids to export, in the order the screen shows them; while invoices are hidden by a Delete
 * (`hidden`, src/sql/write/hidden.ts), never one of those.
 */
function compileIds(
  query: InvoiceQuery,
  selection: ReturnType<typeof parseSelection> | null,
  today: string,
  hidden: boolean,
): CompiledSql {
  const orderBy = compileOrderBy(query.sort, { today });
  const visible = hidden ? [visibleSql] : [];
  if (selection?.ok) {
    const where = compileSelection(selection.value, { today });
    return {
      sql: `SELECT id FROM invoices WHERE ${[where.sql, ...visible].join(' AND ')} ${orderBy.sql}`,
      params: [...where.params, ...orderBy.params],
    };
  }
  const where = compileWhere(query, { today });
  const whereSql =
    where.sql === ''
      ? visible.map((v) => `WHERE ${v}`).join('')
      : [where.sql, ...visible].join(' AND ');
  return {
    sql: ['SELECT id FROM invoices', whereSql, orderBy.sql].join(' '),
    params: [...where.params, ...orderBy.params],
  };
}

/**
 * Exporting as CSV in the worker: the ids that match the view (or the selection) are read once,
 * in the screen's order, then their rows a block at a time, each block written as one string by
 * SQLite (src/sql/io/exportCells.ts), into a Blob or, a block at a time, to the screen's sink.
 * Between blocks the worker yields, so Cancel and the screen's queries get in; no write begins
 * until the export ends (`consistent`), so the file holds one state of the table whole.
 */
export function createExporter(deps: {
  database: () => Database;
  /** The day Overdue is read against, now. */
  today: () => string;
  yieldToEvents: () => Promise<void>;
  /** Runs `work` once no load, import or write is under way, and lets no write begin until it ends. */
  consistent: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  let cancelRequested = false;

  return {
    async exportCsv(
      request: unknown,
      onProgress?: (progress: ExportProgress) => void,
      sink?: ExportSink,
    ): Promise<ExportResult> {
      const parsed = requestSchema.safeParse(request);
      if (!parsed.success) return { kind: 'error', errors: ['Unreadable export request'] };
      const query = parseQuery(parsed.data.query);
      if (!query.ok) return { kind: 'error', errors: query.errors };
      const selection =
        parsed.data.selection === undefined ? null : parseSelection(parsed.data.selection);
      if (selection && !selection.ok) return { kind: 'error', errors: selection.errors };
      cancelRequested = false;
      const columns = exportColumns(parsed.data.columns, parsed.data.allFields);
      if (columns.length === 0) return { kind: 'error', errors: ['Choose a column to export'] };
      const blockSql = compileExportBlock(
        columns.map((c) => c.id),
        deps.today(),
      );
      try {
        return await deps.consistent(() =>
          exportBlocks(query.value, selection, blockSql, columns, onProgress, sink),
        );
      } catch (error) {
        if (error instanceof Cancelled) return { kind: 'cancelled' };
        return { kind: 'error', errors: [error instanceof Error ? error.message : String(error)] };
      }
    },

    /** Stops the export under way. */
    exportCancel(): void {
      cancelRequested = true;
    },
  };

  async function exportBlocks(
    query: InvoiceQuery,
    selection: ReturnType<typeof parseSelection> | null,
    blockSql: (ids: string) => CompiledSql,
    columns: readonly { title: string }[],
    onProgress: ((progress: ExportProgress) => void) | undefined,
    sink: ExportSink | undefined,
  ): Promise<ExportResult> {
    const db = deps.database();
    const compiled = compileIds(query, selection, deps.today(), anyHidden(db));
    const ids = idColumn(db, compiled.sql, compiled.params);
    const parts: string[] = [];
    const put = async (part: string) => {
      if (sink) await sink(part);
      else parts.push(part);
    };
    await put(byteOrderMark + csvLine(columns.map((c) => c.title)));
    const report = (done: number) => {
      try {
        Promise.resolve(onProgress?.({ done, total: ids.length }) as unknown).catch(() => {});
      } catch {
        // Progress is a courtesy.
      }
    };
    report(0);
    for (let start = 0; start < ids.length; start += exportBlockRows) {
      const block = ids.slice(start, start + exportBlockRows);
      const [[text] = []] = allRows(db, blockSql(JSON.stringify(block)));
      if (typeof text === 'string') await put(text);
      report(Math.min(ids.length, start + exportBlockRows));
      await deps.yieldToEvents();
      if (cancelRequested) throw new Cancelled();
    }
    return {
      kind: 'ok',
      file: sink ? null : new Blob(parts, { type: 'text/csv;charset=utf-8' }),
      count: ids.length,
    };
  }
}
