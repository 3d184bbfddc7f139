import type { ReactNode } from 'react';
import type { AppliedFilter } from '../state/tableState';
import { EditorPopover } from './EditorPopover';
import { describeFilter } from './filterSentence';

export interface FilterChipProps {
  filter: AppliedFilter;
  editing: boolean;
  onEdit: () => void;
  onClose: () => void;
  onRemove: () => void;
  /** The editor, rendered only while this chip's editor is open. */
  editor: ReactNode;
}

/** One applied filter read as a sentence; click it to edit, or remove it with its × button. */
export function FilterChip({
  filter,
  editing,
  onEdit,
  onClose,
  onRemove,
  editor,
}: FilterChipProps) {
  const sentence = describeFilter(filter);
  return (
    <li className="filter-chip">
      <EditorPopover
        open={editing}
        onOpen={onEdit}
        onClose={onClose}
        trigger={
          <button
            type="button"
            className="filter-chip-edit"
            data-filter-id={filter.id}
            title={sentence}
          >
            {sentence}
          </button>
        }
      >
        {editor}
      </EditorPopover>
      <button
        type="button"
        className="filter-chip-remove"
        aria-label={`Remove filter ${sentence}`}
        title="Remove filter"
        onClick={onRemove}
      >
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path
            d="M3 3l6 6M9 3l-6 6"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </li>
  );
}
