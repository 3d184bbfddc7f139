import * as Popover from '@radix-ui/react-popover';
import { useState, type FormEvent } from 'react';
import type { OneOfOperator } from '../../src/domain/query';
import {
  statusFilterValues,
  statusLabels,
  type StatusFilterValue,
} from '../../src/domain/statuses';
import type { Filter } from '../../src/domain/query';

/** 'Add filter': a small dialog that adds "Status is …" (or "is not"), like our filter editor. */
export function AddStatusFilter({ onAdd }: { onAdd: (filter: Filter) => void }) {
  const [open, setOpen] = useState(false);
  const [operator, setOperator] = useState<OneOfOperator>('is');
  const [values, setValues] = useState<StatusFilterValue[]>([]);
  const [error, setError] = useState(false);

  const reset = (next: boolean) => {
    setOpen(next);
    setOperator('is');
    setValues([]);
    setError(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.length === 0) return setError(true);
    onAdd({ column: 'status', operator, values });
    reset(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={reset}>
      <Popover.Trigger className="b-button">Add filter</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="b-popover" aria-label="Add filter" align="start" sideOffset={4}>
          <form onSubmit={submit} noValidate>
            <div className="b-field-row">
              <label className="b-field">
                Column
                <select value="status" disabled>
                  <option value="status">Status</option>
                </select>
              </label>
              <label className="b-field">
                Operator
                <select
                  value={operator}
                  onChange={(e) => setOperator(e.target.value === 'isNot' ? 'isNot' : 'is')}
                >
                  <option value="is">is</option>
                  <option value="isNot">is not</option>
                </select>
              </label>
            </div>
            <fieldset className="b-choices">
              <legend>Statuses</legend>
              {statusFilterValues.map((value) => (
                <label key={value}>
                  <input
                    type="checkbox"
                    checked={values.includes(value)}
                    onChange={(e) =>
                      setValues((list) =>
                        e.target.checked ? [...list, value] : list.filter((v) => v !== value),
                      )
                    }
                  />
                  {statusLabels[value]}
                </label>
              ))}
            </fieldset>
            {error && (
              <p role="alert" className="b-error">
                Choose at least one status.
              </p>
            )}
            <div className="b-actions">
              <button type="button" className="b-button" onClick={() => reset(false)}>
                Cancel
              </button>
              <button type="submit" className="b-button b-primary">
                Apply
              </button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
