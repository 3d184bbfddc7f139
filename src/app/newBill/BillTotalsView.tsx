import type { BillTotals } from '../../domain/bill/vat';
import { formatMoney } from '../format';
import { errorId } from './billDraft';

/** Subtotal, VAT and Total of the lines as typed: each line rounded, Total their sum. */
export function BillTotalsView(props: { formId: string; totals: BillTotals; error?: string }) {
  const { formId, totals, error } = props;
  const rows: [string, string, number][] = [
    ['subtotal', 'Subtotal', totals.subtotal],
    ['vat', 'VAT', totals.vat],
    ['total', 'Total', totals.total],
  ];
  return (
    <div className="new-bill-totals">
      {rows.map(([key, label, pence]) => (
        <div key={key} className={`new-bill-total new-bill-total-${key}`}>
          <label htmlFor={`${formId}-sum-${key}`}>{label}</label>
          <output
            id={`${formId}-sum-${key}`}
            aria-live="off"
            aria-describedby={key === 'total' && error ? errorId(formId, 'total') : undefined}
          >
            {formatMoney(pence)}
          </output>
        </div>
      ))}
      {error && (
        <p id={errorId(formId, 'total')} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
