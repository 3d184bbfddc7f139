import type { ReferenceEdit } from './editing';
import type { EditExit } from './useReferenceEdit';

export interface ReferenceEditorProps {
  edit: ReferenceEdit;
  onChange: (draft: string) => void;
  onCommit: (exit: EditExit) => void;
  onCancel: () => void;
}

/** Keys that leave the field: each saves but Escape, which cancels. */
function exitFor(key: string, shift: boolean): EditExit | 'cancel' | null {
  if (key === 'Enter') return 'enter';
  if (key === 'Tab') return shift ? 'shift-tab' : 'tab';
  if (key === 'Escape') return 'cancel';
  return null;
}

/**
 * The Reference field while a cell is edited, left as in a spreadsheet: Enter, Tab or a click
 * elsewhere saves, Escape cancels. The reason a value is refused shows under it.
 */
export function ReferenceEditor({ edit, onChange, onCommit, onCancel }: ReferenceEditorProps) {
  const errorId = `reference-error-${edit.id}`;
  return (
    <>
      <input
        type="text"
        className="cell-input"
        aria-label="Reference"
        value={edit.draft}
        aria-invalid={edit.error ? true : undefined}
        aria-describedby={edit.error ? errorId : undefined}
        data-focus-target
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onCommit('blur')}
        onKeyDown={(event) => {
          const exit = exitFor(event.key, event.shiftKey);
          if (!exit) return;
          event.preventDefault();
          event.stopPropagation();
          if (exit === 'cancel') onCancel();
          else onCommit(exit);
        }}
      />
      {edit.error && (
        <span id={errorId} role="alert" className="cell-error">
          {edit.error}
        </span>
      )}
    </>
  );
}
