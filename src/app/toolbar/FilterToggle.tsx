import type { Dispatch } from 'react';
import type { TableAction } from '../state/actions';

/** The filter bar's element id, which this toggle controls. */
export const filterBarId = 'filter-bar';

export interface FilterToggleProps {
  shown: boolean;
  appliedCount: number;
  dispatch: Dispatch<TableAction>;
}

function describeCount(count: number): string {
  if (count === 0) return 'No filters applied';
  return count === 1 ? '1 filter applied' : `${count} filters applied`;
}

/**
 * Shows or hides the filter bar. The badge is hidden from the accessible name, which stays
 * exactly 'Show filters' / 'Hide filters'; the count is the button's description instead.
 */
export function FilterToggle({ shown, appliedCount, dispatch }: FilterToggleProps) {
  return (
    <>
      <button
        type="button"
        className="toolbar-button"
        aria-expanded={shown}
        aria-controls={filterBarId}
        aria-describedby="filter-toggle-count"
        onClick={() => dispatch({ type: 'toggleFilterBar' })}
      >
        {shown ? 'Hide filters' : 'Show filters'}
        {appliedCount > 0 && (
          <span className="count-badge" aria-hidden="true">
            {appliedCount}
          </span>
        )}
      </button>
      <span id="filter-toggle-count" hidden>
        {describeCount(appliedCount)}
      </span>
    </>
  );
}
