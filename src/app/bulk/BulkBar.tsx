import { useMemo, useRef } from 'react';
import { RecordBulkBar } from '../../table/react/RecordBulkBar';
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
  const summary = useSelectionSummary(client, workerSelection, hasSelection, page.summary);
  const runner = useBulkRunner({ client, write, selection: workerSelection, dispatch });
  const notice = useCurrentUndo(runner.notice, write);

  const barRef = useRef<HTMLElement>(null);

  return (
    <RecordBulkBar
      barRef={barRef}
      actions={bulkActions}
      selection={{
        count: described.count,
        countText: selectionCountText(described),
        scopeText: selectionScopeText(described),
        selectAllLabel: canSelectAll ? 'Select all that match your filters' : null,
      }}
      busy={runner.busy}
      onSelectAll={() => dispatch({ type: 'selectAllMatching' })}
      onClear={() => dispatch({ type: 'clearSelection' })}
      onAction={(id) => {
        const action = bulkActions.find((a) => a.id === id);
        if (action) void runner.run(action);
      }}
      details={
        <p className="bulk-total" aria-busy={summary.pending}>
          <span className="bulk-total-label">Total due</span>{' '}
          <strong className={summary.pending ? 'is-pending' : undefined}>
            {summary.errors ? 'unavailable' : summary.due === null ? '…' : formatMoney(summary.due)}
          </strong>
        </p>
      }
    >
      <>
        {runner.shown && <BulkProgressLine shown={runner.shown} onCancel={runner.cancel} />}
        {notice && (
          <BulkAlert
            key={notice.id}
            notice={notice}
            busy={runner.busy}
            onUndo={() => void runner.undo()}
            onDismiss={() => {
              // The alert goes with its button: focus stays in the bar.
              barRef.current?.focus();
              runner.dismiss();
            }}
          />
        )}
      </>
    </RecordBulkBar>
  );
}
