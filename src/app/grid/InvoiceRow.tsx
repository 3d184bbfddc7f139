import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { Invoice } from '../../domain/invoice';
import { selectionColumnWidth } from '../state/columns';
import { cellStyle, firstRightPinned, pinClass } from '../../table/grid/cellStyle';
import { cellContent } from './cellContent';
import { markOverflow } from '../../table/grid/overflow';
import { useTableDefinition } from '../../table/DefinitionContext';
import { useToday } from '../today';
import { ReferenceEditor } from './ReferenceEditor';
import { BillNumberLink } from './BillNumberLink';
import { useRows } from './rowsContext';

/** What the windowing list gives a row; everything else comes from the grid's RowsContext. */
export interface InvoiceRowProps {
  index: number;
  style: CSSProperties;
  /** aria-level of the row in a grouped table (its group's header is level 1). */
  level?: number;
}

const selectionCell = { width: selectionColumnWidth, pinned: 'left' as const, offset: 0 };

/** One body row; rows not fetched yet render as placeholders of the same height. */
export function InvoiceRow({ index, style, level }: InvoiceRowProps) {
  const rows = useRows();
  const { getRow, placed, totalWidth, firstRowIndex, isSelected, onToggle, editing } = rows;
  const { activeRow, activeCol: activeColumn, claimFocus, onOpenBill, rowCount } = rows;
  const rowRef = useRef<HTMLDivElement>(null);
  const today = useToday();
  const definition = useTableDefinition();
  const invoice = getRow(index);
  const selected = invoice ? isSelected(invoice.id) : false;
  const activeCol = activeRow === index ? activeColumn : null;
  const edit = invoice && editing.edit?.id === invoice.id ? editing.edit : null;
  /** A Reference sent to the worker and not yet confirmed: marked, never shown as saved. */
  const saving = (column: string, shown: Invoice) =>
    column === 'reference' && editing.savingOf(shown);
  // Runs after every render of the active row, including when it scrolls back into the window.
  useLayoutEffect(() => {
    if (activeCol !== null) claimFocus(rowRef.current?.querySelector('[data-focus-target]'));
  });
  // The list lays out a whole page; a shorter page has no row here.
  if (index >= rowCount) return null;
  const pushAt = firstRightPinned(placed);
  const focusProps = (col: number) =>
    activeCol === col ? { tabIndex: 0, 'data-focus-target': true } : { tabIndex: -1 };

  return (
    <div
      ref={rowRef}
      role="row"
      aria-rowindex={firstRowIndex + index}
      aria-level={level}
      aria-selected={invoice ? selected : undefined}
      className={`grid-row${selected ? ' selected' : ''}${invoice ? '' : ' placeholder'}${edit ? ' editing' : ''}${index > 0 && index === rowCount - 1 ? ' last' : ''}`}
      style={{ ...style, width: totalWidth, minWidth: '100%' }}
      data-row={index}
    >
      <div
        role="gridcell"
        className="cell cell-select pinned pinned-left"
        style={cellStyle(selectionCell)}
        data-col={0}
      >
        {invoice && (
          <input
            type="checkbox"
            aria-label={`Select ${invoice.reference}`}
            checked={selected}
            onChange={() => onToggle(invoice.id)}
            {...focusProps(0)}
          />
        )}
      </div>
      {placed.map((column, i) => {
        const isEditing = edit !== null && column.id === 'reference';
        const editable = invoice && column.id === 'reference';
        const def = definition.column(column.id);
        const mayOverflow = !isEditing && def.wholeOnHover;
        // The Reference cell holds its number and a link to the bill: named by its value alone.
        const opens = invoice && !isEditing && column.id === 'reference' && onOpenBill;
        // Text that is never laid over its neighbours nor marked saving sits in the cell itself:
        // one element less per cell (grid.css, .cell-plain), and a status is its badge alone.
        const bare = invoice && !isEditing && !mayOverflow && column.id !== 'reference';
        const plain = bare && column.id !== 'status';
        return (
          <div
            key={column.id}
            role={column.id === 'from' ? 'rowheader' : 'gridcell'}
            className={`cell cell-${column.id} align-${def.align}${pinClass(column, i === pushAt)}${isEditing ? ' editing' : ''}${plain ? ' cell-plain' : ''}`}
            style={cellStyle(column)}
            data-col={i + 1}
            aria-label={opens ? editing.referenceOf(invoice) : undefined}
            {...(isEditing ? {} : focusProps(i + 1))}
            onDoubleClick={editable ? () => editing.start(index) : undefined}
            onPointerEnter={mayOverflow ? markOverflow : undefined}
            onFocus={mayOverflow ? markOverflow : undefined}
          >
            {isEditing ? (
              <ReferenceEditor
                edit={edit}
                onChange={editing.change}
                onCommit={editing.commit}
                onCancel={editing.cancel}
              />
            ) : bare ? (
              cellContent(column.id, invoice, today)
            ) : invoice ? (
              <span
                className={saving(column.id, invoice) ? 'cell-text saving' : 'cell-text'}
                aria-busy={saving(column.id, invoice) || undefined}
                title={saving(column.id, invoice) ? 'Saving…' : undefined}
              >
                {column.id === 'reference'
                  ? editing.referenceOf(invoice)
                  : cellContent(column.id, invoice, today)}
              </span>
            ) : (
              <span className="skeleton" />
            )}
            {opens && (
              <BillNumberLink
                bill={{ id: invoice.id, number: invoice.number }}
                onOpen={onOpenBill}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
