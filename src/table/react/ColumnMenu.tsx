import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Fragment, memo, useState, type ReactNode } from 'react';

/** One entry of a column's menu, as data: the menu renders it and hands back `action`. */
export interface MenuEntry<Action> {
  label: string;
  disabled?: boolean;
  action: Action;
}

export interface ColumnMenuProps<Action> {
  label: string;
  /** The menu's entries, in groups, built only while it is open. */
  getGroups: () => MenuEntry<Action>[][];
  tabIndex?: number;
  onAction: (action: Action) => void;
}

/**
 * The per-column menu (spec, Grid) of any list, rendered from its entries. Memoised: a header
 * re-rendered by a sort leaves its closed menu (Radix's root, trigger and portal) as it is.
 */
export const ColumnMenu = memo(function ColumnMenu<Action>({
  label,
  getGroups,
  tabIndex,
  onAction,
}: ColumnMenuProps<Action>) {
  // The menu opens inside the page's main landmark, so all of its content stays in a landmark.
  // Looked up when it opens: state set from a ref callback would render every header twice.
  const [open, setOpen] = useState(false);
  const container = open ? document.querySelector<HTMLElement>('main:not([hidden])') : null;
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className="header-menu-button"
          aria-label={`Column options for ${label}`}
          tabIndex={tabIndex}
        >
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content className="column-menu" align="end" sideOffset={4}>
          {/* Built only while open: JSX children are made even when the menu does not show them. */}
          {open &&
            getGroups().map((group, i) => (
              <Fragment key={group[0]?.label ?? i}>
                {i > 0 && <DropdownMenu.Separator className="column-menu-separator" />}
                {group.map((entry) => (
                  <DropdownMenu.Item
                    key={entry.label}
                    className="column-menu-item"
                    disabled={entry.disabled}
                    onSelect={() => onAction(entry.action)}
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
}) as <Action>(props: ColumnMenuProps<Action>) => ReactNode;
