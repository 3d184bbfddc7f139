/**
 * A bill's notes in its detail panel, one line each as they were written (stored one a line,
 * src/domain/invoice.ts), or a sentence saying there are none.
 */
export function BillNotes({ notes }: { notes: string }) {
  const lines = notes.split('\n').filter((line) => line.trim() !== '');
  return (
    <section className="bill-notes" aria-labelledby="bill-notes">
      <h3 id="bill-notes">Notes</h3>
      {lines.length === 0 ? (
        <p className="bill-notes-none">No notes.</p>
      ) : (
        <p className="bill-notes-text">
          {lines.map((line, i) => (
            <span key={i} className="bill-notes-line">
              {line}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
