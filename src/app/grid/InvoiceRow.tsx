import type { RowComponentProps } from 'react-window';
import { getColumn } from '../../sql/columns';
import type { Invoice } from '../../sql/rows';
import type { PlacedColumn } from '../state/columns';
import { selectionColumnWidth } from '../state/columns';
import { cellStyle, pinClass } from './cellStyle';
import { cellContent } from './cellContent';

export interface InvoiceRowProps {
  getRow: (index: number) => Invoice | undefined;
  placed: PlacedColumn[];
  totalWidth: number;
  /** aria-rowindex of the first body row (the header is row 1). */
  firstRowIndex: number;
  isSelected: (id: number) => boolean;
  onToggle: (id: number) => void;
}

const selectionCell = { width: selectionColumnWidth, pinned: 'left' as const, offset: 0 };

/** One body row; rows not fetched yet render as placeholders of the same height. */
export function InvoiceRow({
  index,
  style,
  getRow,
  placed,
  totalWidth,
  firstRowIndex,
  isSelected,
  onToggle,
}: RowComponentProps<InvoiceRowProps>) {
  const invoice = getRow(index);
  const selected = invoice ? isSelected(invoice.id) : false;
  return (
    <div
      role="row"
      aria-rowindex={firstRowIndex + index}
      aria-selected={invoice ? selected : undefined}
      className={`grid-row${selected ? ' selected' : ''}${invoice ? '' : ' placeholder'}`}
      style={{ ...style, width: totalWidth, minWidth: '100%' }}
      data-row={index}
    >
      <div
        role="gridcell"
        className="cell cell-select pinned pinned-left"
        style={cellStyle(selectionCell)}
      >
        {invoice && (
          <input
            type="checkbox"
            aria-label={`Select ${invoice.reference}`}
            checked={selected}
            onChange={() => onToggle(invoice.id)}
          />
        )}
      </div>
      {placed.map((column) => (
        <div
          key={column.id}
          role={column.id === 'from' ? 'rowheader' : 'gridcell'}
          className={`cell cell-${column.id} align-${getColumn(column.id).align}${pinClass(column)}`}
          style={cellStyle(column)}
        >
          {invoice ? (
            <span className="cell-text">{cellContent(column.id, invoice)}</span>
          ) : (
            <span className="skeleton" />
          )}
        </div>
      ))}
    </div>
  );
}
