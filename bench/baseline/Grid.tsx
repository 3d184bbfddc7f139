import { flexRender, type Table } from '@tanstack/react-table';
import type { BaselineInvoice } from './invoice';

interface ColumnMeta {
  align?: 'start' | 'center' | 'end';
}

function alignOf(meta: unknown): string {
  return `b-align-${(meta as ColumnMeta | undefined)?.align ?? 'start'}`;
}

/** The page of rows as a plain table: TanStack's pagination model keeps it to one page. */
export function Grid({ table }: { table: Table<BaselineInvoice> }) {
  const rows = table.getRowModel().rows;
  return (
    <div className="b-grid-scroll">
      <table className="b-grid" aria-label="Invoices">
        <colgroup>
          {table.getVisibleLeafColumns().map((column) => (
            <col key={column.id} style={{ width: column.getSize() }} />
          ))}
        </colgroup>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const first = header.column.getSortIndex() === 0;
                return (
                  <th
                    key={header.id}
                    className={alignOf(header.column.columnDef.meta)}
                    aria-sort={
                      first && sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    <button type="button" onClick={header.column.getToggleSortingHandler()}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      {sorted && (
                        <span className="b-sort" aria-hidden="true">
                          {sorted === 'asc' ? '↑' : '↓'}
                        </span>
                      )}
                    </button>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={alignOf(cell.column.columnDef.meta)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={table.getVisibleLeafColumns().length}>No invoices match.</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
