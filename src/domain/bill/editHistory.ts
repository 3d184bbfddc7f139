import { billFieldOrder, type BillFields, type EditChange } from './editChange';

const quoted = (text: string) => (text === '' ? '(none)' : `“${shorten(text)}”`);

/** A long text (Notes) as a history entry names it: its first 60 characters. */
function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

const labels: Record<keyof BillFields, string> = {
  contactName: 'From',
  reference: 'Reference',
  date: 'Date',
  dueDate: 'Due',
  total: 'Total',
  notes: 'Notes',
  lines: 'Lines',
};

/**
 * An edit as one history entry, field by field in the form's order: 'Edited: Total £1,200.00 →
 * £1,250.00; Due 3 Dec 2026 → 10 Dec 2026'. Lines say how many there were and are; a Total
 * that came out the same is not named. `money` formats pence, `day` an ISO date.
 */
export function describeEdit(
  change: EditChange,
  money: (pence: number) => string,
  day: (iso: string) => string,
): string {
  const parts: string[] = [];
  for (const field of billFieldOrder) {
    const before = change.before[field];
    const after = change.after[field];
    if (before === undefined || after === undefined) continue;
    const label = labels[field];
    if (field === 'lines') {
      const was = change.before.lines?.length ?? 0;
      const now = change.after.lines?.length ?? 0;
      parts.push(was === now ? `${label} changed` : `${label} ${was} → ${now}`);
    } else if (field === 'total') {
      if (before !== after)
        parts.push(`${label} ${money(before as number)} → ${money(after as number)}`);
    } else if (field === 'date' || field === 'dueDate') {
      parts.push(`${label} ${day(before as string)} → ${day(after as string)}`);
    } else {
      parts.push(`${label} ${quoted(before as string)} → ${quoted(after as string)}`);
    }
  }
  return `${change.undo ? 'Edit undone (Undo)' : 'Edited'}: ${parts.join('; ')}`;
}
