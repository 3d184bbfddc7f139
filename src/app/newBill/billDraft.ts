import { emptyLine, type BillDraft, type BillLineDraft } from '../../domain/bill/types';
import { billLimits } from '../../domain/bill/limits';
import { formatDate } from '../format';

/** A new form: dated today, one empty line, amounts tax exclusive (as Xero starts a bill). */
export function newDraft(today: string): BillDraft {
  return {
    contactName: '',
    reference: '',
    date: formatDate(today),
    dueDate: '',
    amountsAre: 'exclusive',
    lines: [emptyLine()],
    notes: '',
  };
}

/** The edits the form makes to its draft, each a pure step from one draft to the next. */
export type DraftEdit =
  | { kind: 'field'; field: Exclude<keyof BillDraft, 'lines'>; value: string }
  | { kind: 'line'; index: number; field: keyof BillLineDraft; value: string }
  | { kind: 'addLine' }
  | { kind: 'removeLine'; index: number };

export function editDraft(draft: BillDraft, edit: DraftEdit): BillDraft {
  switch (edit.kind) {
    case 'field':
      return { ...draft, [edit.field]: edit.value };
    case 'line':
      return {
        ...draft,
        lines: draft.lines.map((line, index) =>
          index === edit.index ? { ...line, [edit.field]: edit.value } : line,
        ),
      };
    case 'addLine':
      if (draft.lines.length >= billLimits.maxLines) return draft;
      return { ...draft, lines: [...draft.lines, emptyLine()] };
    case 'removeLine':
      if (draft.lines.length <= 1) return draft;
      return { ...draft, lines: draft.lines.filter((_, index) => index !== edit.index) };
  }
}

/** Whether the person has typed anything a close would lose. */
export function draftChanged(draft: BillDraft, start: BillDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(start);
}

/** The id of a field's control in the form, from its name (`lines.0.quantity`). */
export function fieldId(formId: string, field: string): string {
  if (field === 'lines') return `${formId}-lines-add`;
  // The Total and a line's amount are worked out, not typed: their problems are fixed in the prices.
  const typed = field === 'total' ? 'lines.0.unitPrice' : field.replace(/\.amount$/, '.unitPrice');
  return `${formId}-${typed.replace(/\./g, '-')}`;
}

/** A problem's element id, for the field's aria-describedby. */
export function errorId(formId: string, field: string): string {
  return `${formId}-${field.replace(/\./g, '-')}-error`;
}
