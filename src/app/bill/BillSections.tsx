import type { HistoryEntry } from '../../domain/billHistory';
import type { BillDetail } from '../../sql/plan/billDetail';
import { paymentLabel } from '../../domain/payment';
import { formatDate, formatMoney } from '../format';

/** The read-only parts of a bill's detail (BillDetailPanel.tsx): its lines, payments and history. */

/** The bill's lines, as the import or the sample gave them. */
export { BillLines } from './BillLines';

/** The payments and credit notes ('Credit note CN-12') set against the bill, or none. */
export function BillPayments({ payments }: { payments: BillDetail['payments'] }) {
  return (
    <section aria-labelledby="bill-payments">
      <h3 id="bill-payments">Payments</h3>
      {payments.length === 0 ? (
        <p className="bill-note">No payments yet.</p>
      ) : (
        <table className="bill-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Reference</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>{formatDate(payment.date)}</td>
                <td>{paymentLabel(payment)}</td>
                <td>{formatMoney(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** What happened to the bill and when; `null` while the changes are still being read. */
export function BillHistory({ history }: { history: HistoryEntry[] | null }) {
  return (
    <section aria-labelledby="bill-history">
      <h3 id="bill-history">History</h3>
      {history === null ? (
        <p className="bill-note">Loading…</p>
      ) : (
        <ol className="bill-history">
          {history.map((entry, index) => (
            <li key={index}>
              <span>{entry.what}</span>{' '}
              {entry.origin ? (
                entry.at && (
                  <>
                    on <time dateTime={entry.at}>{formatTime(entry.at)}</time>
                  </>
                )
              ) : (
                <time dateTime={entry.at ?? undefined}>
                  {entry.at ? formatTime(entry.at) : '(time not recorded)'}
                </time>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** '24 Nov 2026, 05:12' in the person's own time zone. */
function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${formatDate(local)}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
