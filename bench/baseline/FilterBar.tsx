import type { Filter } from '../../src/domain/query';
import { AddStatusFilter } from './AddStatusFilter';
import { describeFilter } from './describeFilter';
import type { AppliedFilter } from './useBaselineTable';

export interface FilterBarProps {
  filters: AppliedFilter[];
  onAdd: (filter: Filter) => void;
  onRemove: (id: number) => void;
  onClear: () => void;
}

/** Applied filters as chips, 'Add filter' and 'Clear filters'. */
export function FilterBar({ filters, onAdd, onRemove, onClear }: FilterBarProps) {
  return (
    <section className="b-filter-bar" aria-label="Filters">
      <ul className="b-chips" aria-label="Applied filters">
        {filters.map(({ id, filter }) => {
          const sentence = describeFilter(filter);
          return (
            <li key={id} className="b-chip">
              {sentence}
              <button
                type="button"
                aria-label={`Remove filter ${sentence}`}
                onClick={() => onRemove(id)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <AddStatusFilter onAdd={onAdd} />
      <button type="button" className="b-button" disabled={filters.length === 0} onClick={onClear}>
        Clear filters
      </button>
    </section>
  );
}
