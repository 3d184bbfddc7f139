import type { ReferenceEdit } from './editing';

export interface ReferenceEditorProps {
  edit: ReferenceEdit;
  onChange: (draft: string) => void;
  onCommit: () => void;
  onCancel: () => void;
}

/** The Reference field while a cell is edited; the reason a value is refused shows under it. */
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
        onBlur={onCancel}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          if (event.key === 'Enter') onCommit();
          else onCancel();
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
