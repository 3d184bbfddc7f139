import { useRef, type ReactNode, type RefObject } from 'react';

/** A bulk action as the bar shows it: its command, its label, and its tone ('danger': Delete). */
export interface BulkBarAction<Command extends string> {
  id: Command;
  label: string;
  tone?: 'default' | 'danger';
}

/** What the bar says of the selection, worked out by each list in its own words. */
export interface BulkBarSelection {
  /** How many rows are selected; 0 for none. */
  count: number;
  /** '3 selected', or what the list says when nothing is. */
  countText: string;
  /** What the selection covers, beside the count ('Selected all 40 that match your filters.'). */
  scopeText: string | null;
  /** The label of the link that selects every match, while it is offered. */
  selectAllLabel: string | null;
}

/**
 * What is selected and what can be done with it, for every list: the count and its scope, the
 * link that selects every match, 'Clear selection', and the list's bulk actions (aria-disabled
 * while nothing is selected or one is running, so a button keeps focus after it has acted).
 * When the button that has focus is about to go, focus moves on rather than falling to the
 * page: to 'Clear selection' from 'Select all…' (both are there while some are selected), to the
 * bar from 'Clear selection'.
 */
export function RecordBulkBar<Command extends string>({
  actions,
  selection,
  busy = false,
  onSelectAll,
  onClear,
  onAction,
  details,
  children,
  barRef: outerRef,
}: {
  actions: readonly BulkBarAction<Command>[];
  selection: BulkBarSelection;
  /** An action is running: the others wait for it. */
  busy?: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onAction: (command: Command) => void;
  /** Shown while something is selected, before 'Clear selection' (the bills' Total due). */
  details?: ReactNode;
  /** Below the bar's line: an action's progress and its outcome. */
  children?: ReactNode;
  /** The bar, for a list that moves focus to it itself (an outcome's alert dismissed). */
  barRef?: RefObject<HTMLElement | null>;
}) {
  const { count, countText, scopeText, selectAllLabel } = selection;
  const hasSelection = count > 0;
  const ownRef = useRef<HTMLElement>(null);
  const barRef = outerRef ?? ownRef;
  const clearRef = useRef<HTMLButtonElement>(null);

  return (
    <section
      ref={barRef}
      className={`bulk-bar${hasSelection ? ' has-selection' : ''}`}
      aria-label="Bulk actions"
      tabIndex={-1}
    >
      <div className="bulk-selection">
        <p role="status" className="bulk-status">
          <span className="bulk-count">{countText}</span>
          {scopeText && <span className="bulk-scope"> {scopeText}</span>}
        </p>
        {selectAllLabel && (
          <button
            type="button"
            className="bulk-link"
            onClick={() => {
              clearRef.current?.focus();
              onSelectAll();
            }}
          >
            {selectAllLabel}
          </button>
        )}
        {hasSelection && details}
        {hasSelection && (
          <button
            ref={clearRef}
            type="button"
            className="bulk-link"
            onClick={() => {
              barRef.current?.focus();
              onClear();
            }}
          >
            Clear selection
          </button>
        )}
      </div>
      <div className="bulk-actions">
        {actions.map((action) => {
          const disabled = !hasSelection || busy;
          return (
            <button
              key={action.id}
              type="button"
              className={`bulk-action bulk-action-${action.tone ?? 'default'}`}
              aria-disabled={disabled}
              onClick={() => {
                if (!disabled) onAction(action.id);
              }}
            >
              {action.label}
            </button>
          );
        })}
      </div>
      {children}
    </section>
  );
}
