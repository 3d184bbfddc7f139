import { describeRejection } from '../../domain/import/bills';
import { statusLabels } from '../../domain/statuses';
import { formatCount, formatDate, formatMoney } from '../format';
import type { PreviewShown } from './useImport';

const formatNames: Record<PreviewShown['format'], string> = {
  xero: 'Recognised as Xero’s bill import template: lines with the same ContactName and InvoiceNumber are one bill, its total the sum of Quantity × UnitAmount less Discount, plus TaxAmount. Bills come in as Drafts with nothing paid.',
  export: 'Recognised as a file exported from this table with all fields.',
  other: 'Read with the columns chosen above.',
};

function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/**
 * What importing would do, before anything is written: how the file was read (its format, and
 * its decimal comma when it has one), the first bills as they will appear, how many, and every
 * line that cannot be imported with its reason.
 */
export function ImportPreviewView({
  preview,
  onDownloadRejected,
}: {
  preview: PreviewShown;
  onDownloadRejected: () => void;
}) {
  const { billCount, lineCount, rejectedCount, rejected, firstBills } = preview;
  const shownTitle = `The first ${plural(firstBills.length, 'bill', 'bills')} as they will appear`;
  return (
    <section className="import-preview" aria-label="Preview">
      <p className="import-format">{formatNames[preview.format]}</p>
      {preview.decimalComma && (
        <p className="import-format">
          Amounts are read with a decimal comma, as this file writes them: 1.234,56 is £1,234.56.
        </p>
      )}
      <p className="import-summary" role="status">
        {billCount === 0
          ? `None of the ${plural(lineCount, 'line', 'lines')} in this file can be imported.`
          : `${plural(billCount, 'bill', 'bills')} from ${plural(lineCount, 'line', 'lines')} will be imported.`}
      </p>
      {firstBills.length > 0 && (
        // Its own scrolling box, which the keyboard can reach: on a phone the table is wider.
        <div className="import-table-wrap" role="region" aria-label={shownTitle} tabIndex={0}>
          <table className="import-table">
            <caption className="visually-hidden">{shownTitle}</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">Reference</th>
                <th scope="col">Date</th>
                <th scope="col">Due</th>
                <th scope="col" className="is-number">
                  Total
                </th>
                <th scope="col" className="is-number">
                  Paid
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {firstBills.map((bill, index) => (
                <tr key={index}>
                  <td>{bill.contactName}</td>
                  <td>{bill.reference}</td>
                  <td>{formatDate(bill.date)}</td>
                  <td>{formatDate(bill.dueDate)}</td>
                  <td className="is-number">{formatMoney(bill.total)}</td>
                  <td className="is-number">{formatMoney(bill.paid)}</td>
                  <td>{statusLabels[bill.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="import-scroll-hint" aria-hidden="true">
            Scroll the table sideways to see every column →
          </p>
          {billCount > firstBills.length && (
            <p className="import-more">
              and {plural(billCount - firstBills.length, 'more bill', 'more bills')}
            </p>
          )}
        </div>
      )}
      {rejectedCount > 0 && (
        <div className="import-rejected">
          <h3 id="import-rejected-title">
            {plural(rejectedCount, 'line', 'lines')} cannot be imported
          </h3>
          <ul aria-labelledby="import-rejected-title">
            {rejected.map((r, index) => (
              <li key={index}>{describeRejection(r)}</li>
            ))}
          </ul>
          {rejectedCount > rejected.length && (
            <p className="import-more">
              and {plural(rejectedCount - rejected.length, 'more', 'more')}: download them all
            </p>
          )}
          <button type="button" className="link-button" onClick={onDownloadRejected}>
            Download rejected lines
          </button>
        </div>
      )}
    </section>
  );
}
