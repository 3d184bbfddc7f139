import { useState } from 'react';

export interface RenameBoxProps {
  label: string;
  error: string | null;
  left: number;
  minWidth: number;
  onCommit: (label: string) => void;
  onCancel: () => void;
}

/** The name box laid over a tab while it is renamed: Enter saves, Escape cancels. */
export function RenameBox({ label, error, left, minWidth, onCommit, onCancel }: RenameBoxProps) {
  const [value, setValue] = useState(label);
  return (
    // Never wider than the room right of the tab, so it cannot push the page sideways.
    <div className="view-rename" style={{ left, minWidth, maxWidth: `calc(100% - ${left}px)` }}>
      <input
        aria-label="View name"
        className="view-rename-input"
        value={value}
        maxLength={80}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'view-rename-error' : undefined}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onCommit(value);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      {error && (
        <p id="view-rename-error" role="alert" className="view-rename-error">
          {error}
        </p>
      )}
    </div>
  );
}
