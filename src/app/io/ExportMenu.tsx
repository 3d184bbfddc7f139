import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { formatCount } from '../format';

export interface ExportMenuProps {
  matching: number;
  selected: number;
  allFields: boolean;
  busy: boolean;
  onAllFields: (value: boolean) => void;
  onExport: (scope: 'matching' | 'selected') => void;
}

/** 'Export 1,234 matching bills', 'Export 1 selected bill'. */
function label(n: number, kind: 'matching' | 'selected'): string {
  return `Export ${formatCount(n)} ${kind} ${n === 1 ? 'bill' : 'bills'}`;
}

/**
 * 'Export': every bill that matches the view (filters and search, every page), or the selected
 * ones; 'All fields' (remembered) adds the fields not on screen so the file imports back whole.
 */
export function ExportMenu(props: ExportMenuProps) {
  const { matching, selected, allFields, busy } = props;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="toolbar-button" aria-disabled={busy}>
        Export
        <span className="toolbar-button-caret" aria-hidden="true">
          ▾
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu"
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-label="Export"
        >
          <DropdownMenu.Item
            className="menu-item"
            disabled={busy || matching === 0}
            onSelect={() => props.onExport('matching')}
          >
            <span className="menu-item-text">{label(matching, 'matching')}</span>
          </DropdownMenu.Item>
          {selected > 0 && (
            <DropdownMenu.Item
              className="menu-item"
              disabled={busy}
              onSelect={() => props.onExport('selected')}
            >
              <span className="menu-item-text">{label(selected, 'selected')}</span>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.CheckboxItem
            className="menu-item"
            checked={allFields}
            onCheckedChange={(value) => props.onAllFields(value === true)}
            onSelect={(event) => event.preventDefault()}
            aria-labelledby="export-all-fields-label"
            aria-describedby="export-all-fields-hint"
          >
            <span className="menu-check" aria-hidden="true">
              <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
            </span>
            <span className="menu-item-text">
              <span id="export-all-fields-label">All fields</span>
              <span id="export-all-fields-hint" className="menu-item-hint">
                Every field, not only the columns shown
              </span>
            </span>
          </DropdownMenu.CheckboxItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
