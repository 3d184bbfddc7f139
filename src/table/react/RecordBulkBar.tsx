import type { Dispatch } from 'react';
import type { ResolvedTable } from '../definition';
import { selectedCount, type RecordAction, type Selection } from '../records';

const count = new Intl.NumberFormat('en-GB');

/**
 * What is selected and what can be done with it: the definition's bulk actions, 'Select all that
 * match', 'Clear selection'.
 */
export function RecordBulkBar<Id extends string, Filter, Command extends string>({
  table,
  selection,
  total,
  dispatch,
  onAction,
}: {
  table: ResolvedTable<Id, Filter, unknown, Command>;
  selection: Selection;
  total: number;
  dispatch: Dispatch<RecordAction<Id, Filter>>;
  onAction: (command: Command, selection: Selection) => void;
}) {
  const selected = selectedCount(selection, total);
  const all = selection.mode === 'all';
  const noun = table.name.toLowerCase();
  return (
    <section
      className={`bulk-bar${selected > 0 ? ' has-selection' : ''}`}
      aria-label="Bulk actions"
    >
      <div className="bulk-selection">
        <p role="status" className="bulk-status">
          <span className="bulk-count">
            {selected === 0 ? `No ${noun} selected` : `${count.format(selected)} selected`}
          </span>
          {all && <span className="bulk-scope"> (all that match)</span>}
        </p>
        {!all && selected > 0 && selected < total && (
          <button
            type="button"
            className="bulk-link"
            onClick={() => dispatch({ type: 'selectAllMatching' })}
          >
            Select all {count.format(total)} that match
          </button>
        )}
        {selected > 0 && (
          <button
            type="button"
            className="bulk-link"
            onClick={() => dispatch({ type: 'clearSelection' })}
          >
            Clear selection
          </button>
        )}
      </div>
      <div className="bulk-actions">
        {table.bulkActions.map((action) => (
          <button
            key={action.id}
            type="button"
            className="bulk-action"
            aria-disabled={selected === 0}
            onClick={() => {
              if (selected > 0) onAction(action.id, selection);
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
    </section>
  );
}
