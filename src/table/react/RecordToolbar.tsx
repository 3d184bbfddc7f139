import * as Dialog from '@radix-ui/react-dialog';
import { useState, type Dispatch, type ReactNode } from 'react';
import type { ResolvedTable } from '../definition';
import type { RecordAction, RecordState } from '../records';
import { ColumnsMenu } from './ColumnsMenu';
import { SearchField } from './SearchField';
import { ViewTabs, type ViewTab } from './ViewTabs';

export type { ViewTab } from './ViewTabs';

/**
 * A list's toolbar: its views as tabs (built-in, then saved), search, the layout (Paged or
 * Continuous), the Columns menu, Save view and whatever else the list adds (Export).
 */
export function RecordToolbar<Id extends string, Filter>({
  table,
  state,
  dispatch,
  tabs,
  onView,
  onViewPressed,
  onSaveView,
  onDeleteView,
  canDelete,
  panelId,
  children,
}: {
  table: ResolvedTable<Id, Filter, unknown>;
  state: RecordState<Id, Filter>;
  dispatch: Dispatch<RecordAction<Id, Filter>>;
  tabs: readonly ViewTab[];
  onView: (id: string) => void;
  /** A view's tab is pressed (pointerdown): its rows can be read before the click. */
  onViewPressed?: (id: string) => void;
  /** Saves what is shown under a name; says why when it cannot. */
  onSaveView: (label: string) => string | null;
  onDeleteView: () => void;
  canDelete: boolean;
  panelId: string;
  children?: ReactNode;
}) {
  const noun = table.name.toLowerCase();
  return (
    <div className="toolbar record-toolbar">
      <ViewTabs
        views={tabs}
        activeId={state.viewId}
        onSelect={onView}
        onPress={onViewPressed}
        panelId={panelId}
        idPrefix={panelId}
      />
      <div className="toolbar-controls">
        <SearchField
          label={`Search ${noun}`}
          search={state.search}
          maxLength={200}
          onSearch={(search) => dispatch({ type: 'setSearch', search })}
        />
        <label className="toolbar-layout">
          Layout
          <select
            value={state.layout}
            onChange={(event) =>
              dispatch({
                type: 'setLayout',
                layout: event.target.value === 'continuous' ? 'continuous' : 'paged',
              })
            }
          >
            <option value="paged">Paged</option>
            <option value="continuous">Continuous</option>
          </select>
        </label>
        <ColumnsMenu table={table} layout={state.columns} dispatch={dispatch} />
        <SaveViewButton onSave={onSaveView} />
        {canDelete && (
          <button type="button" className="toolbar-button" onClick={onDeleteView}>
            Delete view
          </button>
        )}
        {children}
      </div>
    </div>
  );
}

function SaveViewButton({ onSave }: { onSave: (label: string) => string | null }) {
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setLabel('');
        setProblem(null);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="toolbar-button">
          Save view…
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          <Dialog.Title>Save view</Dialog.Title>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const name = label.trim();
              if (!name) {
                setProblem('Give the view a name.');
                return;
              }
              const failed = onSave(name);
              if (failed) setProblem(failed);
              else setOpen(false);
            }}
          >
            <label>
              View name
              <input
                value={label}
                maxLength={60}
                onChange={(event) => setLabel(event.target.value)}
              />
            </label>
            {problem && <p role="alert">{problem}</p>}
            <div className="dialog-actions">
              <Dialog.Close asChild>
                <button type="button">Cancel</button>
              </Dialog.Close>
              <button type="submit">Save</button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
