import { billLimits } from '../../domain/bill/limits';
import { parseScaled } from '../../domain/bill/money';
import type { BillDraft, BillLineDraft } from '../../domain/bill/types';
import { lineMoney, vatRates, type LineMoney } from '../../domain/bill/vat';
import { formatMoney } from '../format';
import { errorId, fieldId, type DraftEdit } from './billDraft';

/** A line's money as typed so far, or null while its quantity or unit price is not a number. */
export function typedLineMoney(
  line: BillLineDraft,
  amountsAre: BillDraft['amountsAre'],
): LineMoney | null {
  const quantity = parseScaled(line.quantity, billLimits.quantityDecimals);
  const price = parseScaled(line.unitPrice, billLimits.unitPriceDecimals);
  if (!quantity.ok || !price.ok) return null;
  return lineMoney(quantity.value, price.value, line.rate, amountsAre);
}

export interface BillLinesEditorProps {
  formId: string;
  draft: BillDraft;
  edit: (edit: DraftEdit) => void;
  /** The problems shown, by field. */
  errors: ReadonlyMap<string, string>;
}

/**
 * The lines of a new bill: each a group ('Line 1') with Description, Quantity, Unit price and
 * VAT rate, its Amount and VAT worked out as they are typed, and 'Remove line 1'; 'Add line'
 * under them (up to 100).
 */
export function BillLinesEditor({ formId, draft, edit, errors }: BillLinesEditorProps) {
  const linesError = errors.get('lines');
  return (
    <section className="new-bill-lines" aria-labelledby={`${formId}-lines`}>
      <h3 id={`${formId}-lines`}>Lines</h3>
      {draft.lines.map((line, index) => (
        <LineFields
          key={index}
          formId={formId}
          index={index}
          line={line}
          amountsAre={draft.amountsAre}
          edit={edit}
          errors={errors}
          removable={draft.lines.length > 1}
        />
      ))}
      <button
        type="button"
        id={fieldId(formId, 'lines')}
        className="button"
        aria-describedby={linesError ? errorId(formId, 'lines') : undefined}
        disabled={draft.lines.length >= billLimits.maxLines}
        onClick={() => edit({ kind: 'addLine' })}
      >
        Add line
      </button>
      {linesError && (
        <p id={errorId(formId, 'lines')} className="field-error">
          {linesError}
        </p>
      )}
    </section>
  );
}

function LineFields(props: {
  formId: string;
  index: number;
  line: BillLineDraft;
  amountsAre: BillDraft['amountsAre'];
  edit: (edit: DraftEdit) => void;
  errors: ReadonlyMap<string, string>;
  removable: boolean;
}) {
  const { formId, index, line, amountsAre, edit, errors } = props;
  const name = (field: string) => `lines.${index}.${field}`;
  const money = typedLineMoney(line, amountsAre);
  const amount = money ? (amountsAre === 'inclusive' ? money.gross : money.net) : null;
  const amountError = errors.get(name('amount'));
  const text = (
    field: 'description' | 'quantity' | 'unitPrice',
    label: string,
    decimal: boolean,
  ) => {
    const error = errors.get(name(field)) ?? (field === 'unitPrice' ? amountError : undefined);
    const errorFor = error === amountError && field === 'unitPrice' ? name('amount') : name(field);
    const id = fieldId(formId, name(field));
    return (
      <div className={`new-bill-field new-bill-${field}`}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={line[field]}
          inputMode={decimal ? 'decimal' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(formId, errorFor) : undefined}
          onChange={(event) => edit({ kind: 'line', index, field, value: event.target.value })}
        />
        {error && (
          <p id={errorId(formId, errorFor)} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const rateId = `${formId}-lines-${index}-rate`;
  return (
    <fieldset className="new-bill-line">
      <legend>{`Line ${index + 1}`}</legend>
      {text('description', 'Description', false)}
      {text('quantity', 'Quantity', true)}
      {text('unitPrice', 'Unit price', true)}
      <div className="new-bill-field new-bill-rate">
        <label htmlFor={rateId}>VAT rate</label>
        <select
          id={rateId}
          value={line.rate}
          disabled={amountsAre === 'noTax'}
          onChange={(event) =>
            edit({ kind: 'line', index, field: 'rate', value: event.target.value })
          }
        >
          {vatRates.map((rate) => (
            <option key={rate.id} value={rate.id}>
              {rate.label}
            </option>
          ))}
        </select>
      </div>
      <div className="new-bill-field new-bill-money">
        <label htmlFor={`${rateId}-amount`}>Amount</label>
        <output id={`${rateId}-amount`} aria-live="off">
          {amount === null ? '–' : formatMoney(amount)}
        </output>
      </div>
      <div className="new-bill-field new-bill-money">
        <label htmlFor={`${rateId}-vat`}>VAT</label>
        <output id={`${rateId}-vat`} aria-live="off">
          {money === null ? '–' : formatMoney(money.vat)}
        </output>
      </div>
      {props.removable && (
        <button
          type="button"
          className="button new-bill-remove"
          onClick={() => edit({ kind: 'removeLine', index })}
        >
          {`Remove line ${index + 1}`}
        </button>
      )}
    </fieldset>
  );
}
