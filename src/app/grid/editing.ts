import type { ParseResult } from '../../domain/query';
import { parseReference } from '../../domain/reference';

/** An inline edit of one invoice's Reference, while it is open. */
export interface ReferenceEdit {
  id: number;
  rowIndex: number;
  /** The value the invoice has; an edit that fails to save leaves it. */
  original: string;
  draft: string;
  /** Why the draft cannot be saved, shown under the field. */
  error: string | null;
  /** The data version the row was read at (versions.ts): a change since refuses the edit. */
  basedOn?: number;
}

export function edit_start(
  id: number,
  rowIndex: number,
  original: string,
  basedOn?: number,
): ReferenceEdit {
  return {
    id,
    rowIndex,
    original,
    draft: original,
    error: null,
    ...(basedOn === undefined ? {} : { basedOn }),
  };
}

/**
 * Enter on an edit (DESIGN.md, Reference editing): an invalid draft stays open with its reason;
 * an unchanged one just closes; a changed valid one is to be saved as `value`.
 */
export function edit_commit(
  edit: ReferenceEdit,
):
  | { kind: 'invalid'; edit: ReferenceEdit }
  | { kind: 'unchanged' }
  | { kind: 'save'; value: string } {
  const parsed: ParseResult<string> = parseReference(edit.draft);
  if (!parsed.ok) return { kind: 'invalid', edit: { ...edit, error: parsed.errors.join('; ') } };
  if (parsed.value === edit.original) return { kind: 'unchanged' };
  return { kind: 'save', value: parsed.value };
}

/** The message shown when the worker refused or failed to save a reference. */
export function saveFailedMessage(original: string, errors: readonly string[]): string {
  return `Reference not saved, ${original} kept: ${errors.join('; ')}`;
}
