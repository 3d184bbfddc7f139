import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { Invoice } from '../../domain/invoice';
import { cellContent } from './cellContent';
import { useTableDefinition } from '../../table/DefinitionContext';
import { useToday } from '../today';
import { ReferenceEditor } from './ReferenceEditor';
import { BillNumberLink } from './BillNumberLink';
import { useRows } from './rowsContext';
import { RowFrame } from '../../table/react/RowFrame';

/** What the windowing list gives a row; everything else comes from the grid's RowsContext. */
export interface InvoiceRowProps {
  index: number;
  style: CSSProperties;
  /** aria-level of the row in a grouped table (its group's header is level 1). */
  level?: number;
}

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
  const focusProps = (col: number) =>
    activeCol === col ? { tabIndex: 0, 'data-focus-target': true } : { tabIndex: -1 };

  return (
    <RowFrame
      table={definition}
      rowRef={rowRef}
      index={index}
      rowIndex={firstRowIndex + index}
      level={level}
      selected={invoice ? selected : undefined}
      placeholder={!invoice}
      className={`${edit ? ' editing' : ''}${index > 0 && index === rowCount - 1 ? ' last' : ''}`}
      style={style}
      totalWidth={totalWidth}
      select={
        invoice && (
          <input
            type="checkbox"
            aria-label={`Select ${invoice.reference}`}
            checked={selected}
            onChange={() => onToggle(invoice.id)}
            {...focusProps(0)}
          />
        )
      }
      placed={placed}
      headerColumn="from"
      cell={(column, i) => {
        const isEditing = edit !== null && column.id === 'reference';
        const editable = invoice && column.id === 'reference';
        // The Reference cell holds its number and a link to the bill: named by its value alone.
        const opens = invoice && !isEditing && column.id === 'reference' && onOpenBill;
        const mayOverflow = !isEditing && definition.column(column.id).wholeOnHover;
        // Text that is never laid over its neighbours nor marked saving sits in the cell itself:
        // one element less per cell (grid.css, .cell-plain), and a status is its badge alone.
        const bare = invoice && !isEditing && !mayOverflow && column.id !== 'reference';
        const plain = bare && column.id !== 'status';
        return {
          className: `${isEditing ? ' editing' : ''}${plain ? ' cell-plain' : ''}`,
          wholeOnHover: mayOverflow,
          props: {
            'aria-label': opens ? editing.referenceOf(invoice) : undefined,
            ...(isEditing ? {} : focusProps(i + 1)),
            onDoubleClick: editable ? () => editing.start(index) : undefined,
          },
          content: (
            <>
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
            </>
          ),
        };
      }}
    />
  );
}
