import type { ImportDuplicates } from '../../worker/importDuplicates';
import { formatCount, formatDate, formatMoney } from '../format';

export interface ImportDuplicatesViewProps {
  duplicates: ImportDuplicates;
  choice: 'skip' | 'import';
  disabled: boolean;
  onChoose: (choice: 'skip' | 'import') => void;
}

/**
 * The file's bills that are already here (same From and Number), listed before anything is
 * written, with the choice to skip them (the default) or import them anyway.
 */
export function ImportDuplicatesView({
  duplicates,
  choice,
  disabled,
  onChoose,
}: ImportDuplicatesViewProps) {
  const { count, shown } = duplicates;
  if (count === 0) return null;
  const these = count === 1 ? 'this bill is' : `these ${formatCount(count)} bills are`;
  return (
    <fieldset className="import-duplicates">
      <legend>
        {count === 1
          ? '1 bill of this file is already here'
          : `${formatCount(count)} bills of this file are already here`}{' '}
        (same From and Number)
      </legend>
      <ul aria-label="Bills already here">
        {shown.map((bill) => (
          <li key={bill.id}>
            {bill.contactName} · {bill.number} · {formatDate(bill.date)} · {formatMoney(bill.total)}
          </li>
        ))}
      </ul>
      {count > shown.length && (
        <p className="import-more">and {formatCount(count - shown.length)} more</p>
      )}
      <label>
        <input
          type="radio"
          name="import-duplicates"
          checked={choice === 'skip'}
          disabled={disabled}
          onChange={() => onChoose('skip')}
        />{' '}
        Skip them: {these} not imported again
      </label>
      <label>
        <input
          type="radio"
          name="import-duplicates"
          checked={choice === 'import'}
          disabled={disabled}
          onChange={() => onChoose('import')}
        />{' '}
        Import them anyway, as second copies
      </label>
    </fieldset>
  );
}
