import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useCallback, useId, useRef, useState, type RefObject } from 'react';
import { groupByChoices, groupByLabels, type GroupBy } from '../../domain/grouping';
import type { Density, Layout } from '../state/tableState';
import { viewMenuEntries, type ViewMenuCommand, type ViewMenuContext } from './viewMenuEntries';
import './views.css';

export interface ViewOptionsMenuProps extends ViewMenuContext {
  layout: Layout;
  density: Density;
  onCommand: (command: ViewMenuCommand) => void;
  onLayout: (layout: Layout) => void;
  onDensity: (density: Density) => void;
  groupBy: GroupBy;
  onGroupBy: (groupBy: GroupBy) => void;
  /** The pointer or focus reached a Group by entry (a click may follow): fetch its groups. */
  onGroupByAhead?: (groupBy: GroupBy) => void;
  /** Opens every group, or closes every group. */
  onAllGroupsOpen: (open: boolean) => void;
  /** Holds the menu's button, so the dialogs its entries open can hand focus back to it. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * The view options menu: Rename, Duplicate, Save changes, Delete, Sort by..., Layout, Group by,
 * Reset.
 */
export function ViewOptionsMenu(props: ViewOptionsMenuProps) {
  const { layout, density, onCommand, onLayout, onDensity, triggerRef } = props;
  const { groupBy, onGroupBy, onGroupByAhead, onAllGroupsOpen } = props;
  // Rename opens a name box that takes focus; the closing menu must not pull it back.
  const focusMoved = useRef(false);
  // The menus open inside the page's main landmark, so all of their content stays in a landmark.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const trigger = useCallback(
    (el: HTMLButtonElement | null) => {
      if (triggerRef) triggerRef.current = el;
      if (el) setContainer(el.closest('main'));
    },
    [triggerRef],
  );
  return (
    // Not modal, like the other menus: a modal menu hides the page with aria-hidden while its
    // controls stay focusable, which screen readers (and axe) trip over.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        className="toolbar-button view-options-trigger"
        aria-label="View options"
      >
        <span aria-hidden="true">⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          className="menu"
          align="end"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            if (focusMoved.current) event.preventDefault();
            focusMoved.current = false;
          }}
        >
          {viewMenuEntries.map((entry) => {
            const reason = entry.disabledReason(props);
            return (
              <DropdownMenu.Item
                key={entry.id}
                className="menu-item"
                disabled={reason !== null}
                title={reason ?? undefined}
                onSelect={() => {
                  focusMoved.current = entry.id === 'rename';
                  onCommand(entry.id);
                }}
              >
                {entry.label}
                {reason && <span className="visually-hidden"> ({reason})</span>}
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className="menu-item menu-sub-trigger">
              Layout <span aria-hidden="true">›</span>
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal container={container}>
              <DropdownMenu.SubContent className="menu" sideOffset={4}>
                <RadioChoices
                  label="Rows"
                  value={layout}
                  choices={layoutChoices}
                  onChange={onLayout}
                />
                <DropdownMenu.Separator className="menu-separator" />
                <RadioChoices
                  label="Density"
                  value={density}
                  choices={densityChoices}
                  onChange={onDensity}
                />
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className="menu-item menu-sub-trigger">
              Group by <span aria-hidden="true">›</span>
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal container={container}>
              <DropdownMenu.SubContent className="menu" sideOffset={4}>
                <RadioChoices
                  label="Group by"
                  value={groupBy}
                  choices={groupByMenuChoices}
                  onChange={onGroupBy}
                  onAhead={onGroupByAhead}
                />
                <DropdownMenu.Separator className="menu-separator" />
                {[true, false].map((open) => (
                  <DropdownMenu.Item
                    key={String(open)}
                    className="menu-item"
                    disabled={groupBy === 'none'}
                    onSelect={() => onAllGroupsOpen(open)}
                  >
                    {open ? 'Open all groups' : 'Close all groups'}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item className="menu-item" onSelect={() => onCommand('reset')}>
            Reset views
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const layoutChoices: readonly { value: Layout; label: string }[] = [
  { value: 'paged', label: 'Paged' },
  { value: 'continuous', label: 'Continuous' },
];
const groupByMenuChoices = groupByChoices.map((value) => ({ value, label: groupByLabels[value] }));
const densityChoices: readonly { value: Density; label: string }[] = [
  { value: 'comfortable', label: 'Comfortable' },
  { value: 'compact', label: 'Compact' },
];

/** A named group of choices: its label names the group for screen readers too. */
function RadioChoices<T extends string>(props: {
  label: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** An entry has the pointer or focus (Radix focuses the entry under the pointer). */
  onAhead?: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <>
      <DropdownMenu.Label id={labelId} className="menu-label">
        {props.label}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        aria-labelledby={labelId}
        value={props.value}
        onValueChange={(v) => props.onChange(v as T)}
      >
        {props.choices.map((choice) => (
          <DropdownMenu.RadioItem
            key={choice.value}
            className="menu-item menu-radio"
            value={choice.value}
            onFocus={() => props.onAhead?.(choice.value)}
          >
            <DropdownMenu.ItemIndicator className="menu-indicator" aria-hidden="true">
              ●
            </DropdownMenu.ItemIndicator>
            {choice.label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
