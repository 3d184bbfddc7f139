import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Density, Layout } from '../state/tableState';
import { viewMenuEntries, type ViewMenuCommand, type ViewMenuContext } from './viewMenuEntries';
import './views.css';

export interface ViewOptionsMenuProps extends ViewMenuContext {
  layout: Layout;
  density: Density;
  onCommand: (command: ViewMenuCommand) => void;
  onLayout: (layout: Layout) => void;
  onDensity: (density: Density) => void;
}

/** The view options menu: Rename, Duplicate, Save changes, Delete, Sort by..., Layout, Reset. */
export function ViewOptionsMenu(props: ViewOptionsMenuProps) {
  const { layout, density, onCommand, onLayout, onDensity } = props;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="toolbar-button view-options-trigger"
        aria-label="View options"
      >
        <span aria-hidden="true">⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={4}>
          {viewMenuEntries.map((entry) => {
            const reason = entry.disabledReason(props);
            return (
              <DropdownMenu.Item
                key={entry.id}
                className="menu-item"
                disabled={reason !== null}
                title={reason ?? undefined}
                onSelect={() => onCommand(entry.id)}
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
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className="menu" sideOffset={4}>
                <DropdownMenu.Label className="menu-label">Rows</DropdownMenu.Label>
                <DropdownMenu.RadioGroup
                  value={layout}
                  onValueChange={(v) => onLayout(v as Layout)}
                >
                  <DropdownMenu.RadioItem className="menu-item menu-radio" value="paged">
                    <DropdownMenu.ItemIndicator className="menu-indicator">
                      ●
                    </DropdownMenu.ItemIndicator>
                    Paged
                  </DropdownMenu.RadioItem>
                  <DropdownMenu.RadioItem className="menu-item menu-radio" value="continuous">
                    <DropdownMenu.ItemIndicator className="menu-indicator">
                      ●
                    </DropdownMenu.ItemIndicator>
                    Continuous
                  </DropdownMenu.RadioItem>
                </DropdownMenu.RadioGroup>
                <DropdownMenu.Separator className="menu-separator" />
                <DropdownMenu.Label className="menu-label">Density</DropdownMenu.Label>
                <DropdownMenu.RadioGroup
                  value={density}
                  onValueChange={(v) => onDensity(v as Density)}
                >
                  <DropdownMenu.RadioItem className="menu-item menu-radio" value="comfortable">
                    <DropdownMenu.ItemIndicator className="menu-indicator">
                      ●
                    </DropdownMenu.ItemIndicator>
                    Comfortable
                  </DropdownMenu.RadioItem>
                  <DropdownMenu.RadioItem className="menu-item menu-radio" value="compact">
                    <DropdownMenu.ItemIndicator className="menu-indicator">
                      ●
                    </DropdownMenu.ItemIndicator>
                    Compact
                  </DropdownMenu.RadioItem>
                </DropdownMenu.RadioGroup>
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
