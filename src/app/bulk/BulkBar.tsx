import { useEffect, useMemo, useRef } from 'react';
import { useTable } from '../TableContext';
import { formatMoney } from '../format';
import {
  selection_canSelectAllMatching,
  selection_describe,
  selection_toWorker,
} from '../state/selectionScope';
import { BulkAlert } from './BulkAlert';
import { bulkActions } from './bulkActions';
import { BulkProgressLine } from './BulkProgressLine';
import { selectionCountText, selectionScopeText } from './messages';
import { useBulkRunner } from './useBulkRunner';
import { useCurrentUndo } from './useCurrentUndo';
import { useSelectionSummary } from './useSelectionSummary';
import './bulk.css';

/**
 * The bulk-action bar above the grid: what is selected, its total due, "Select all that match
 * your filters", and the actions (declared in `bulkActions`) that run on the selection in the
 * worker.
 */
export function BulkBar() {
  const { state, dispatch, client, write, page } = useTable();
  const { selection, filters, search } = state;
  const total = page.summary?.total ?? 0;
  const pageIds = useMemo(() => page.rows.map((row) => row.id), [page.rows]);
  const workerSelection = useMemo(
    () => selection_toWorker({ selection, filters, search }),
    [selection, filters, search],
  );
  const described = selection_describe({ selection, total, pageIds });
  const canSelectAll = selection_canSelectAllMatching({ selection, total, pageIds });
  const hasSelection = described.count > 0;
  const scope = selectionScopeText(described);
  const summary = useSelectionSummary(client, workerSelection, hasSelection, page.summary);
  const runner = useBulkRunner({ client, write, selection: workerSelection, dispatch });
  const notice = useCurrentUndo(runner.notice, write);

  const barRef = useRef<HTMLElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  // The button that had focus goes away; focus moves on rather than falling to the page.
  const focusNext = useRef<'clear' | 'bar' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'clear' ? clearRef.current : barRef.current;
    if (focusNext.current && target) target.focus();
    focusNext.current = null;
  }, [selection, runner.notice]);

  return (
    <section
      ref={barRef}
      className={`bulk-bar${hasSelection ? ' has-selection' : ''}`}
      aria-label="Bulk actions"
      tabIndex={-1}
    >
      <div className="bulk-selection">
        <p role="status" className="bulk-status">
          <span className="bulk-count">{selectionCountText(described)}</span>
          {scope && <span className="bulk-scope"> {scope}</span>}
        </p>
        {canSelectAll && (
          <button
            type="button"
            className="bulk-link"
            onClick={() => {
              focusNext.current = 'clear';
              dispatch({ type: 'selectAllMatching' });
            }}
          >
            Select all that match your filters
          </button>
        )}
        {hasSelection && (
          <p className="bulk-total" aria-busy={summary.pending}>
            <span className="bulk-total-label">Total due</span>{' '}
            <strong className={summary.pending ? 'is-pending' : undefined}>
              {summary.errors
                ? 'unavailable'
                : summary.due === null
                  ? '…'
                  : formatMoney(summary.due)}
            </strong>
          </p>
        )}
        {hasSelection && (
          <button
            ref={clearRef}
            type="button"
            className="bulk-link"
            onClick={() => {
              focusNext.current = 'bar';
              dispatch({ type: 'clearSelection' });
            }}
          >
            Clear selection
          </button>
        )}
      </div>
      <div className="bulk-actions">
        {bulkActions.map((action) => {
          // aria-disabled rather than disabled: the button keeps focus after it has acted.
          const disabled = !hasSelection || runner.busy;
          return (
            <button
              key={action.id}
              type="button"
              className={`bulk-action bulk-action-${action.tone}`}
              aria-disabled={disabled}
              onClick={() => {
                if (!disabled) void runner.run(action);
              }}
            >
              {action.label}
            </button>
          );
        })}
      </div>
      {runner.shown && <BulkProgressLine shown={runner.shown} onCancel={runner.cancel} />}
      {notice && (
        <BulkAlert
          key={notice.id}
          notice={notice}
          busy={runner.busy}
          onUndo={() => void runner.undo()}
          onDismiss={() => {
            focusNext.current = 'bar';
            runner.dismiss();
          }}
        />
      )}
    </section>
  );
}
