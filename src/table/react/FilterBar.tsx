import * as Popover from '@radix-ui/react-popover';
import { memo, useId, useState, type Dispatch, type ReactNode } from 'react';
import type { ResolvedTable } from '../definition';
import {
  filterValueText,
  operatorsOf,
  readFilterValue,
  type FilterOperator,
  type RecordFilter,
} from '../filters';
import type { RecordAction } from '../records';

export interface FilterBarProps<Id extends string, Filter extends RecordFilter<Id>> {
  table: ResolvedTable<Id, Filter, unknown>;
  filters: readonly Filter[];
  dispatch: Dispatch<RecordAction<Id, Filter>>;
  /** A filter in words: 'Owed more than £100.00'. */
  describe: (filter: Filter) => string;
  /** Reads ahead the rows an action would show (Apply pressed, before its click). */
  readAhead?: (action: RecordAction<Id, Filter>) => void;
}

/**
 * The filters in force, each a chip that opens its editor or is removed, and 'Add filter' for
 * any column its definition lets a person filter on. Memoised: its editors (Radix popovers) are
 * the costliest part of the list to render, and a sort, a page or a search leaves them as they are.
 */
export const FilterBar = memo(function FilterBar<
  Id extends string,
  Filter extends RecordFilter<Id>,
>({ table, filters, dispatch, describe, readAhead }: FilterBarProps<Id, Filter>) {
  const set = (next: readonly Filter[]) => dispatch({ type: 'setFilters', filters: next });
  const ahead = (next: readonly Filter[]) => readAhead?.({ type: 'setFilters', filters: next });
  return (
    <div className="filter-bar record-filter-bar" role="group" aria-label="Filters">
      {filters.map((filter, i) => (
        <span className="filter-chip" key={`${filter.column}-${i}`}>
          <FilterEditor
            table={table}
            filter={filter}
            trigger={describe(filter)}
            triggerLabel={`Edit filter: ${describe(filter)}`}
            onApply={(changed) => set(filters.map((f, at) => (at === i ? changed : f)))}
            onPressApply={(changed) => ahead(filters.map((f, at) => (at === i ? changed : f)))}
          />
          <button
            type="button"
            className="filter-chip-remove"
            aria-label={`Remove filter: ${describe(filter)}`}
            onClick={() => set(filters.filter((_, at) => at !== i))}
          >
            ×
          </button>
        </span>
      ))}
      <FilterEditor
        table={table}
        filter={null}
        trigger="Add filter"
        triggerLabel="Add filter"
        onApply={(added) => set([...filters, added])}
        onPressApply={(added) => ahead([...filters, added])}
      />
      {filters.length > 0 && (
        <button type="button" className="filter-clear" onClick={() => set([])}>
          Clear filters
        </button>
      )}
    </div>
  );
}) as <Id extends string, Filter extends RecordFilter<Id>>(
  props: FilterBarProps<Id, Filter>,
) => ReactNode;

function FilterEditor<Id extends string, Filter extends RecordFilter<Id>>({
  table,
  filter,
  trigger,
  triggerLabel,
  onApply,
  onPressApply,
}: {
  table: ResolvedTable<Id, Filter, unknown>;
  filter: Filter | null;
  trigger: string;
  triggerLabel: string;
  onApply: (filter: Filter) => void;
  /** Apply is pressed with a filter that reads: its rows can be read before the click. */
  onPressApply: (filter: Filter) => void;
}) {
  const filterable = table.columns.filter((c) => c.filter !== undefined);
  const [open, setOpen] = useState(false);
  const [column, setColumn] = useState<Id>(filter?.column ?? (filterable[0]?.id as Id));
  const kind = table.column(column).filter ?? 'names';
  const [operator, setOperator] = useState<FilterOperator>(
    filter?.operator ?? (operatorsOf[kind][0]?.id as FilterOperator),
  );
  const [text, setText] = useState(filter ? filterValueText(kind, filter) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const reset = () => {
    const first = filter?.column ?? (filterable[0]?.id as Id);
    const firstKind = table.column(first).filter ?? 'names';
    setColumn(first);
    setOperator(filter?.operator ?? (operatorsOf[firstKind][0]?.id as FilterOperator));
    setText(filter ? filterValueText(firstKind, filter) : '');
    setProblem(null);
  };
  const apply = () => {
    const read = readFilterValue(kind, column, operator, text);
    if (!read.ok) {
      setProblem(read.problem);
      return;
    }
    onApply(read.filter as Filter);
    setOpen(false);
  };
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) reset();
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          className={filter ? 'filter-chip-edit' : 'filter-add'}
          aria-label={triggerLabel}
        >
          {trigger}
        </button>
      </Popover.Trigger>
      {/* Mounted only while open, without Radix's Presence, as the bills list's editor is: on
          closing, Presence reads the content's animation name from its computed style in the
          commit of Apply, which forces the style of the new rows there. It has no animation. */}
      {open && (
        <Popover.Portal
          forceMount
          container={document.querySelector<HTMLElement>('main:not([hidden])')}
        >
          <Popover.Content
            forceMount
            className="filter-editor"
            aria-label={filter ? 'Edit filter' : 'Add filter'}
            sideOffset={4}
          >
            <form
              className="filter-editor-form"
              onSubmit={(event) => {
                event.preventDefault();
                apply();
              }}
            >
              <label className="filter-field">
                <span className="filter-field-label">Column</span>
                <select
                  value={column}
                  onChange={(event) => {
                    const next = event.target.value as Id;
                    const nextKind = table.column(next).filter ?? 'names';
                    setColumn(next);
                    setOperator(operatorsOf[nextKind][0]?.id as FilterOperator);
                    setText('');
                    setProblem(null);
                  }}
                >
                  {filterable.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.header}
                    </option>
                  ))}
                </select>
              </label>
              <label className="filter-field">
                <span className="filter-field-label">Operator</span>
                <select
                  value={operator}
                  onChange={(event) => setOperator(event.target.value as FilterOperator)}
                >
                  {operatorsOf[kind].map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="filter-field">
                <span className="filter-field-label">
                  {kind === 'names'
                    ? 'Names, one per line'
                    : kind === 'money'
                      ? 'Amount (£)'
                      : kind === 'date'
                        ? 'Date'
                        : 'Number'}
                </span>
                {kind === 'names' ? (
                  <textarea
                    className="text-input"
                    value={text}
                    rows={3}
                    aria-invalid={problem !== null}
                    aria-describedby={problem ? `${id}-problem` : undefined}
                    onChange={(event) => setText(event.target.value)}
                  />
                ) : (
                  <input
                    className="text-input"
                    type={kind === 'date' ? 'date' : 'text'}
                    inputMode={kind === 'date' ? undefined : 'decimal'}
                    value={text}
                    aria-invalid={problem !== null}
                    aria-describedby={problem ? `${id}-problem` : undefined}
                    onChange={(event) => setText(event.target.value)}
                  />
                )}
              </label>
              {problem && (
                <p id={`${id}-problem`} role="alert" className="filter-problem">
                  {problem}
                </p>
              )}
              <div className="filter-editor-actions">
                <Popover.Close asChild>
                  <button type="button" className="button">
                    Cancel
                  </button>
                </Popover.Close>
                <button
                  type="submit"
                  className="button button-primary"
                  onPointerDown={(event) => {
                    if (event.button !== 0) return;
                    const read = readFilterValue(kind, column, operator, text);
                    if (read.ok) onPressApply(read.filter as Filter);
                  }}
                >
                  Apply
                </button>
              </div>
            </form>
          </Popover.Content>
        </Popover.Portal>
      )}
    </Popover.Root>
  );
}
