import { useEffect, useId } from 'react';
import { ageingBuckets, bucketOfFilter } from '../../domain/ageing';
import { markStripCommitted } from '../../perf/paintMarks';
import { usePrefetch } from '../data/PrefetchContext';
import { formatCount, formatMoney } from '../format';
import { useTable } from '../TableContext';
import { ageingCommand } from './ageingCommand';
import { useAgeing } from './useAgeing';
import { useRememberedOpen } from './useRememberedOpen';
import './ageing.css';

/**
 * Aged payables above the grid: what the bills matching the view, filters and search still owe,
 * in five buckets by days overdue, drawn as bars. Each bucket is a button that adds its filter
 * ('Overdue by 31–60 days'), and takes it off when pressed again. It can be collapsed, and that
 * is remembered.
 */
export function AgedPayables() {
  const { state, dispatch } = useTable();
  const prefetch = usePrefetch();
  const [open, setOpen] = useRememberedOpen('invoices.agedPayables.open');
  const id = useId();
  const ageing = useAgeing(open);
  useEffect(() => {
    if (ageing) markStripCommitted();
  }, [ageing]);
  const largest = Math.max(1, ...(ageing ?? []).map((b) => b.owed));
  const pressed = state.filters.map(bucketOfFilter);
  return (
    <section className="aged" aria-labelledby={`${id}-title`}>
      <h2 className="aged-title">
        <button
          type="button"
          id={`${id}-title`}
          className="aged-toggle"
          aria-expanded={open}
          aria-controls={`${id}-buckets`}
          onClick={() => setOpen(!open)}
        >
          <span className="aged-chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          Aged payables
        </button>
      </h2>
      <ul id={`${id}-buckets`} className="aged-buckets" hidden={!open} aria-busy={ageing === null}>
        {ageingBuckets.map((bucket, index) => {
          const total = ageing?.[index];
          const name = total
            ? `${bucket.label}: ${formatCount(total.count)} ${total.count === 1 ? 'bill' : 'bills'}, ${formatMoney(total.owed)}`
            : `${bucket.label}: loading`;
          return (
            <li key={bucket.id}>
              <button
                type="button"
                className="aged-bucket"
                aria-label={name}
                aria-pressed={pressed.includes(index)}
                onPointerDown={(event) => {
                  // Its rows and figures are fetched on the press, so the click shows them at once.
                  const command = event.button === 0 && ageingCommand(state.filters, index);
                  if (command) prefetch(command, 'now');
                }}
                onClick={() => {
                  const command = ageingCommand(state.filters, index);
                  if (command) dispatch(command);
                }}
              >
                <span className="aged-label">{bucket.label}</span>
                <span className="aged-figures">
                  <span>{total ? formatMoney(total.owed) : '…'}</span>
                  <span className="aged-count">
                    {total
                      ? `${formatCount(total.count)} ${total.count === 1 ? 'bill' : 'bills'}`
                      : ''}
                  </span>
                </span>
                <span className="aged-bar" aria-hidden="true">
                  <span
                    className={`aged-fill aged-fill-${index}`}
                    style={{ width: `${total ? (100 * total.owed) / largest : 0}%` }}
                  />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
