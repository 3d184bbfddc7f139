import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState, type KeyboardEvent } from 'react';
import { isColumnVisible, type ColumnLayout } from '../columnLayout';
import type { ResolvedTable } from '../definition';
import { getMenuColumns, getMoveTarget, type MenuColumn } from '../grid/reorder';

/** What the Columns menu asks of a list's reducer: the same commands in every list. */
export type ColumnsMenuAction<Id extends string> =
  | { type: 'moveColumn'; column: Id; toIndex: number }
  | { type: 'setColumnVisible'; column: Id; visible: boolean };

export interface ColumnsMenuProps<Id extends string> {
  table: Pick<ResolvedTable<Id, unknown, unknown>, 'columns' | 'column' | 'clampWidth'>;
  layout: ColumnLayout<Id>;
  dispatch: (action: ColumnsMenuAction<Id>) => void;
}

const moveKeys: Record<string, -1 | 1> = { ArrowUp: -1, ArrowDown: 1 };

/**
 * Column visibility and order, for any list. Each column is a checkbox item, in the order the
 * headers show them; Alt+ArrowUp / Alt+ArrowDown on a focused item moves that column, and a
 * live region says where it went. Pinned columns keep their pinned order, which `moveColumn`
 * does not change. The menu is not modal, so that live region (outside the menu) is not hidden
 * from screen readers.
 */
export function ColumnsMenu<Id extends string>({ table, layout, dispatch }: ColumnsMenuProps<Id>) {
  const [announcement, setAnnouncement] = useState('');
  // The menu opens inside the page's main landmark that is shown, as the column menus do.
  const [open, setOpen] = useState(false);
  const container = open ? document.querySelector<HTMLElement>('main:not([hidden])') : null;
  const menuColumns = getMenuColumns(layout);

  const move = (event: KeyboardEvent, column: MenuColumn<Id>) => {
    const direction = event.altKey ? moveKeys[event.key] : undefined;
    if (!direction) return;
    // Handled here, so the menu does not also move focus to the next item.
    event.preventDefault();
    const label = table.column(column.id).header;
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

  const item = (column: MenuColumn<Id>) => {
    const def = table.column(column.id);
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
        checked={isColumnVisible(table, layout, column.id)}
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
          <span id={id('label')}>{def.header}</span>
          {!def.hideable && (
            <span id={id('fixed')} className="menu-item-hint">
              {def.header} cannot be hidden
            </span>
          )}
          {def.hideable && column.pinned && (
            <span id={id('pinned')} className="menu-item-hint">
              Pinned {column.pinned}: unpin to move
            </span>
          )}
        </span>
      </DropdownMenu.CheckboxItem>
    );
  };

  return (
    <>
      <DropdownMenu.Root
        modal={false}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setAnnouncement('');
        }}
      >
        <DropdownMenu.Trigger className="toolbar-button">
          Columns
          <span className="toolbar-button-caret" aria-hidden="true">
            ▾
          </span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal container={container}>
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
