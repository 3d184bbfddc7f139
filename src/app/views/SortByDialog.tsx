import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { columns, type ColumnId } from '../../domain/columns';
import { limits, type SortKey } from '../../domain/query';

export interface SortByDialogProps {
  open: boolean;
  sorting: SortKey[];
  onOpenChange: (open: boolean) => void;
  onApply: (sorting: SortKey[]) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

const sortable = columns.filter((c) => c.sortable);

/** Choose one or more sort columns and their directions, in order of precedence. */
export function SortByDialog(props: SortByDialogProps) {
  const { open, sorting, onOpenChange, onApply, onCloseAutoFocus } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" onCloseAutoFocus={onCloseAutoFocus}>
          {open && <SortByForm sorting={sorting} onApply={onApply} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SortByForm({ sorting, onApply }: Pick<SortByDialogProps, 'sorting' | 'onApply'>) {
  const [keys, setKeys] = useState<SortKey[]>(sorting);
  const unused = sortable.filter((c) => !keys.some((k) => k.column === c.id));
  const update = (index: number, key: SortKey) =>
    setKeys(keys.map((k, i) => (i === index ? key : k)));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(keys);
      }}
    >
      <Dialog.Title className="dialog-title">Sort by</Dialog.Title>
      <Dialog.Description className="dialog-description">
        Rows are sorted by the first column, then by the next where they are equal.
      </Dialog.Description>
      <ol className="sort-keys">
        {keys.map((key, index) => {
          const label = index === 0 ? 'Sort by' : 'Then by';
          return (
            <li key={key.column} className="sort-key">
              <label>
                <span className="visually-hidden">{`${label} column ${index + 1}`}</span>
                <span aria-hidden="true">{label}</span>
                <select
                  value={key.column}
                  onChange={(e) => update(index, { ...key, column: e.target.value as ColumnId })}
                >
                  {sortable
                    .filter((c) => c.id === key.column || unused.includes(c))
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.label}
                      </option>
                    ))}
                </select>
              </label>
              <label>
                <span className="visually-hidden">{`Direction ${index + 1}`}</span>
                <select
                  value={key.desc ? 'desc' : 'asc'}
                  onChange={(e) => update(index, { ...key, desc: e.target.value === 'desc' })}
                >
                  <option value="asc">Ascending</option>
                  <option value="desc">Descending</option>
                </select>
              </label>
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove sort by ${sortable.find((c) => c.id === key.column)?.label ?? key.column}`}
                onClick={() => setKeys(keys.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      {keys.length === 0 && (
        <p className="dialog-description">No sort: rows keep the default order (newest first).</p>
      )}
      <button
        type="button"
        className="link-button"
        disabled={unused.length === 0 || keys.length >= limits.sortKeys}
        onClick={() => {
          const next = unused[0];
          if (next) setKeys([...keys, { column: next.id, desc: false }]);
        }}
      >
        Add sort column
      </button>
      <div className="dialog-actions">
        <Dialog.Close className="button">Cancel</Dialog.Close>
        <button type="submit" className="button button-primary">
          Apply
        </button>
      </div>
    </form>
  );
}
