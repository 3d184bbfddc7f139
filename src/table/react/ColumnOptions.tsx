import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Fragment, useState, type Dispatch } from 'react';
import type { PlacedColumn } from '../columnLayout';
import type { ResolvedTable } from '../definition';
import type { RecordAction, SortKey } from '../records';

interface Entry<Id extends string, Filter> {
  label: string;
  action: RecordAction<Id, Filter>;
  disabled?: boolean;
}

/** The entries of a column's menu, in groups: sorting, pinning, hiding (as the bills list's). */
export function columnEntries<Id extends string, Filter>(
  table: ResolvedTable<Id, Filter, unknown>,
  column: Pick<PlacedColumn<Id>, 'id' | 'pinned'>,
  sort: SortKey<Id> | undefined,
): Entry<Id, Filter>[][] {
  const def = table.column(column.id);
  const groups: Entry<Id, Filter>[][] = [];
  if (def.sortable)
    groups.push([
      {
        label: 'Sort ascending',
        action: { type: 'setSort', column: column.id, desc: false },
        disabled: sort?.desc === false,
      },
      {
        label: 'Sort descending',
        action: { type: 'setSort', column: column.id, desc: true },
        disabled: sort?.desc === true,
      },
    ]);
  if (def.pinnable)
    groups.push([
      {
        label: 'Pin left',
        action: { type: 'setColumnPinned', column: column.id, side: 'left' },
        disabled: column.pinned === 'left',
      },
      {
        label: 'Pin right',
        action: { type: 'setColumnPinned', column: column.id, side: 'right' },
        disabled: column.pinned === 'right',
      },
      {
        label: 'Unpin',
        action: { type: 'setColumnPinned', column: column.id, side: false },
        disabled: column.pinned === false,
      },
    ]);
  if (def.hideable)
    groups.push([
      {
        label: 'Hide column',
        action: { type: 'setColumnVisible', column: column.id, visible: false },
      },
    ]);
  return groups;
}

/** A column's menu: its entries, each a command dispatched to the list's reducer. */
export function ColumnOptions<Id extends string, Filter>({
  table,
  column,
  sort,
  dispatch,
}: {
  table: ResolvedTable<Id, Filter, unknown>;
  column: PlacedColumn<Id>;
  sort: SortKey<Id> | undefined;
  dispatch: Dispatch<RecordAction<Id, Filter>>;
}) {
  const [open, setOpen] = useState(false);
  const label = table.column(column.id).header;
  // Inside the page's main landmark, so the open menu stays in a landmark.
  const container = open ? document.querySelector<HTMLElement>('main:not([hidden])') : null;
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className="header-menu-button"
          aria-label={`Column options for ${label}`}
        >
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content className="column-menu" align="end" sideOffset={4}>
          {open &&
            columnEntries(table, column, sort).map((group, i) => (
              <Fragment key={group[0]?.label ?? i}>
                {i > 0 && <DropdownMenu.Separator className="column-menu-separator" />}
                {group.map((entry) => (
                  <DropdownMenu.Item
                    key={entry.label}
                    className="column-menu-item"
                    disabled={entry.disabled}
                    onSelect={() => dispatch(entry.action)}
                  >
                    {entry.label}
                  </DropdownMenu.Item>
                ))}
              </Fragment>
            ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
