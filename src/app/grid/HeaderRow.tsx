import type { Dispatch } from 'react';
import { getColumn } from '../../sql/columns';
import type { SortKey } from '../../sql/query';
import type { TableAction } from '../state/actions';
import type { PlacedColumn } from '../state/columns';
import { selectionColumnWidth } from '../state/columns';
import { column_getSortIndex } from '../state/sorting';
import { cellStyle, pinClass } from './cellStyle';

export interface HeaderRowProps {
  placed: PlacedColumn[];
  totalWidth: number;
  sorting: SortKey[];
  pageState: 'none' | 'some' | 'all';
  onTogglePage: () => void;
  dispatch: Dispatch<TableAction>;
}

const selectionCell = { width: selectionColumnWidth, pinned: 'left' as const, offset: 0 };

export function HeaderRow({
  placed,
  totalWidth,
  sorting,
  pageState,
  onTogglePage,
  dispatch,
}: HeaderRowProps) {
  return (
    <div role="rowgroup" className="grid-head">
      <div
        role="row"
        aria-rowindex={1}
        className="grid-row header-row"
        style={{ width: totalWidth, minWidth: '100%' }}
      >
        <div
          role="columnheader"
          className="cell cell-select pinned pinned-left"
          style={cellStyle(selectionCell)}
        >
          <input
            type="checkbox"
            aria-label="Select all rows on this page"
            checked={pageState === 'all'}
            ref={(el) => {
              if (el) el.indeterminate = pageState === 'some';
            }}
            aria-checked={pageState === 'some' ? 'mixed' : pageState === 'all'}
            onChange={onTogglePage}
          />
        </div>
        {placed.map((column) => {
          const def = getColumn(column.id);
          const sortIndex = column_getSortIndex(sorting, column.id);
          const key = sorting[sortIndex];
          const direction = key ? (key.desc ? 'descending' : 'ascending') : 'none';
          return (
            <div
              key={column.id}
              role="columnheader"
              aria-sort={sortIndex === 0 ? direction : undefined}
              className={`cell header-cell align-${def.align}${pinClass(column)}`}
              style={cellStyle(column)}
            >
              <button
                type="button"
                className="header-sort"
                title="Sort (Shift-click to add a secondary sort)"
                onClick={(event) =>
                  dispatch({ type: 'toggleSort', column: column.id, multi: event.shiftKey })
                }
              >
                <span className="header-label">{def.label}</span>
                {key && (
                  <span className="sort-indicator" aria-hidden="true">
                    {key.desc ? '↓' : '↑'}
                    {sorting.length > 1 ? sortIndex + 1 : ''}
                  </span>
                )}
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
