import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState, type Dispatch, type KeyboardEvent } from 'react';
import { getColumn } from '../../domain/columns';
import type { TableAction } from '../state/actions';
import { column_getIsVisible, type ColumnLayout } from '../state/columns';
import { getMenuColumns, getMoveTarget, type MenuColumn } from './columnMenuOrder';

export interface ColumnsMenuProps {
  layout: ColumnLayout;
  dispatch: Dispatch<TableAction>;
}

const moveKeys: Record<string, -1 | 1> = { ArrowUp: -1, ArrowDown: 1 };

/** Pinned columns keep their pinned order, which `moveColumn` does not change. */
function pinnedHint(column: MenuColumn): string {
  return `Pinned ${column.pinned}: unpin to move`;
}

/**
 * Column visibility and order. Each column is a checkbox item; Alt+ArrowUp / Alt+ArrowDown on
 * a focused item moves that column, and a live region says where it went. The menu is not
 * modal, so that live region (outside the menu) is not hidden from screen readers.
 */
export function ColumnsMenu({ layout, dispatch }: ColumnsMenuProps) {
  const [announcement, setAnnouncement] = useState('');
  const menuColumns = getMenuColumns(layout);

  const move = (event: KeyboardEvent, column: MenuColumn) => {
    const direction = event.altKey ? moveKeys[event.key] : undefined;
    if (!direction) return;
    // Handled here, so the menu does not also move focus to the next item.
    event.preventDefault();
    const label = getColumn(column.id).label;
    if (column.pinned) {
      setAnnouncement(`${label} is pinned ${column.pinned}: unpin it to move it`);
      return;
    }
    const toIndex = getMoveTarget(layout, column.id, direction);
    if (toIndex === null) {
      setAnnouncement(`${label} is already ${direction < 0 ? 'first' : 'last'}`);
      return;
    }
    dispatch({ type: 'moveColumn', column: column.id, toIndex });
    const position = menuColumns.findIndex((c) => c.id === column.id) + direction + 1;
    setAnnouncement(`${label} moved to position ${position} of ${menuColumns.length}`);
  };

  const item = (column: MenuColumn) => {
    const def = getColumn(column.id);
    const id = (part: string) => `columns-menu-${column.id}-${part}`;
    const description = !def.hideable
      ? id('fixed')
      : column.pinned
        ? id('pinned')
        : 'columns-menu-move-hint';
    return (
      <DropdownMenu.CheckboxItem
        key={column.id}
        className="menu-item"
        checked={column_getIsVisible(layout, column.id)}
        disabled={!def.hideable}
        aria-labelledby={id('label')}
        aria-describedby={description}
        onCheckedChange={(visible) =>
          dispatch({ type: 'setColumnVisible', column: column.id, visible: visible === true })
        }
        // Keep the menu open, so several columns can be shown or hidden in one go.
        onSelect={(event) => event.preventDefault()}
        onKeyDown={(event) => move(event, column)}
      >
        <span className="menu-check" aria-hidden="true">
          <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
        </span>
        <span className="menu-item-text">
          <span id={id('label')}>{def.label}</span>
          {!def.hideable && (
            <span id={id('fixed')} className="menu-item-hint">
              {def.label} cannot be hidden
            </span>
          )}
          {def.hideable && column.pinned && (
            <span id={id('pinned')} className="menu-item-hint">
              {pinnedHint(column)}
            </span>
          )}
        </span>
      </DropdownMenu.CheckboxItem>
    );
  };

  return (
    <>
      <DropdownMenu.Root modal={false} onOpenChange={() => setAnnouncement('')}>
        <DropdownMenu.Trigger className="toolbar-button">
          Columns
          <span className="toolbar-button-caret" aria-hidden="true">
            ▾
          </span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className="menu columns-menu"
            align="end"
            sideOffset={4}
            collisionPadding={8}
            aria-label="Columns"
          >
            {menuColumns.map(item)}
            <DropdownMenu.Separator className="menu-separator" />
            <DropdownMenu.Label className="menu-footnote" aria-hidden="true">
              <kbd>Alt</kbd>+<kbd>↑</kbd> / <kbd>Alt</kbd>+<kbd>↓</kbd> moves a column
            </DropdownMenu.Label>
            <span id="columns-menu-move-hint" hidden>
              Alt+Up or Alt+Down moves this column
            </span>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </>
  );
}
