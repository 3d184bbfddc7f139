import type { ReactNode, Ref } from 'react';
import { cellStyle } from '../grid/cellStyle';
import { headerRowIndex } from '../grid/keyboard';

/** The header's check box: every row shown selected ('all'), some, or none. */
export interface HeaderCheckbox {
  /** 'Select all rows on this page', or 'Select all rows' in the continuous layout. */
  label: string;
  state: 'none' | 'some' | 'all';
  onToggle: () => void;
  /** This check box is the grid's active cell: it is in the Tab order. */
  active: boolean;
  disabled?: boolean;
  /** It is where focus returns (the bills list's panels). */
  focusTarget?: boolean;
}

/**
 * The header row of any list: the selection column's check box, pinned at the start, then the
 * column headers (`children`, each list's own header cells).
 */
export function HeaderRowBase({
  totalWidth,
  selectWidth,
  checkbox,
  rowRef,
  children,
}: {
  totalWidth: number;
  /** The selection column's width. */
  selectWidth: number;
  checkbox: HeaderCheckbox;
  rowRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  const { label, state, onToggle, active, disabled, focusTarget = false } = checkbox;
  return (
    <div role="rowgroup" className="grid-head">
      <div
        ref={rowRef}
        role="row"
        aria-rowindex={1}
        className="grid-row header-row"
        style={{ width: totalWidth, minWidth: '100%' }}
        data-row={headerRowIndex}
      >
        <div
          role="columnheader"
          className="cell cell-select pinned pinned-left"
          style={cellStyle({ width: selectWidth, pinned: 'left', offset: 0 })}
          data-col={0}
        >
          <input
            type="checkbox"
            aria-label={label}
            checked={state === 'all'}
            ref={(box) => {
              if (box) box.indeterminate = state === 'some';
            }}
            aria-checked={state === 'some' ? 'mixed' : state === 'all'}
            disabled={disabled}
            onChange={onToggle}
            tabIndex={active ? 0 : -1}
            data-focus-target={(focusTarget && active) || undefined}
          />
        </div>
        {children}
      </div>
    </div>
  );
}
