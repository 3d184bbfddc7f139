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
const densityChoices: readonly { value: Density; label: string }[] = [
  { value: 'comfortable', label: 'Comfortable' },
  { value: 'compact', label: 'Compact' },
];

function RadioChoices<T extends string>(props: {
  label: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <>
      <DropdownMenu.Label className="menu-label">{props.label}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={props.value} onValueChange={(v) => props.onChange(v as T)}>
        {props.choices.map((choice) => (
          <DropdownMenu.RadioItem
            key={choice.value}
            className="menu-item menu-radio"
            value={choice.value}
          >
            <DropdownMenu.ItemIndicator className="menu-indicator">●</DropdownMenu.ItemIndicator>
            {choice.label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
