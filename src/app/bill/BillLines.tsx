import type { BillLineView } from '../../domain/payment';
import { formatMoney } from '../format';

/**
 * A bill's lines in its detail panel: the lines it was given (or, for a sample bill, its
 * generated ones); a bill that came without lines says so rather than showing any.
 */
export function BillLines({ lines }: { lines: readonly BillLineView[] }) {
  return (
    <section aria-labelledby="bill-lines">
      <h3 id="bill-lines">Lines</h3>
      {lines.length === 0 ? (
        <p className="bill-note">No lines: imported without them.</p>
      ) : (
        <table className="bill-table">
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Quantity</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td>{line.quantity}</td>
                <td>{formatMoney(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
