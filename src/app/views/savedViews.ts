import { builtInViews } from '../../domain/views';
import type { ParseResult } from '../../domain/query';
import { getDefaultTableState } from '../state/tableState';
import { snapshotOf, type ViewSnapshot } from '../state/viewSnapshot';
import { parseSnapshot } from './snapshotSchema';

/** A saved view: a tab with a name and the table it shows. */
export interface SavedView {
  id: string;
  label: string;
  snapshot: ViewSnapshot;
}

export const maxViewLabelLength = 60;
export const maxViews = 50;

/** The five built-in views (DESIGN.md), each with the default sort and column layout. */
export function getDefaultViews(): SavedView[] {
  const base = snapshotOf(getDefaultTableState());
  return builtInViews.map((view) => ({
    id: view.id,
    label: view.label,
    snapshot: { ...base, filters: structuredClone(view.filters) },
  }));
}

/** Commands on the list of views, as data: each is replayed on the latest stored list. */
export type ViewCommand =
  | { type: 'rename'; id: string; label: string }
  | { type: 'duplicate'; id: string; newId: string; snapshot: ViewSnapshot }
  | { type: 'save'; id: string; snapshot: ViewSnapshot }
  | { type: 'delete'; id: string }
  | { type: 'reset' };

export function parseViewLabel(input: string): ParseResult<string> {
  const label = input.trim();
  if (label === '') return { ok: false, errors: ['A view needs a name'] };
  if (label.length > maxViewLabelLength) {
    return { ok: false, errors: [`A view name can have at most ${maxViewLabelLength} characters`] };
  }
  return { ok: true, value: label };
}

/** Two names are the same name when they differ only in case: 'paid' would pass for 'Paid'. */
function nameKey(label: string): string {
  return label.toLocaleLowerCase();
}

/** The view other than `id` already named `label`, if any. */
export function viewNamed(
  views: readonly SavedView[],
  label: string,
  id: string,
): SavedView | undefined {
  return views.find((v) => v.id !== id && nameKey(v.label) === nameKey(label));
}

/**
 * '<name> copy', or '<name> copy 2' … when that name is taken; always a valid name (at most 60
 * characters, no trailing space), cutting the name to make room.
 */
export function copyLabel(views: readonly SavedView[], label: string): string {
  const taken = new Set(views.map((v) => nameKey(v.label)));
  const fit = (text: string, suffix: string) =>
    `${text.slice(0, maxViewLabelLength - suffix.length).trimEnd()}${suffix}`;
  const base = fit(label, ' copy');
  if (!taken.has(nameKey(base))) return base;
  for (let n = 2; ; n++) {
    const candidate = fit(base, ` ${n}`);
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/**
 * Applies a command to a list of views. Returns the new list, or the reason it cannot be done
 * (the list is left as it was). A command on a view that no longer exists is refused.
 */
export function applyViewCommand(
  views: readonly SavedView[],
  command: ViewCommand,
): ParseResult<SavedView[]> {
  if (command.type === 'reset') return { ok: true, value: getDefaultViews() };
  const index = views.findIndex((v) => v.id === command.id);
  const view = views[index];
  if (!view) return { ok: false, errors: ['That view no longer exists'] };
  if (command.type === 'save' || command.type === 'duplicate') {
    // Saved by the rules it is read back by: what storage would not read is never written.
    const snapshot = parseSnapshot(command.snapshot);
    if (!snapshot.ok) {
      return { ok: false, errors: snapshot.errors.map((e) => `The view cannot be saved: ${e}`) };
    }
  }
  switch (command.type) {
    case 'rename': {
      const label = parseViewLabel(command.label);
      if (!label.ok) return label;
      const taken = viewNamed(views, label.value, view.id);
      if (taken) return { ok: false, errors: [`Another view is already named "${taken.label}"`] };
      return {
        ok: true,
        value: views.map((v) => (v.id === view.id ? { ...v, label: label.value } : v)),
      };
    }
    case 'duplicate': {
      if (views.some((v) => v.id === command.newId)) {
        return { ok: false, errors: ['A view with that id already exists'] };
      }
      if (views.length >= maxViews) {
        return { ok: false, errors: [`There can be at most ${maxViews} views`] };
      }
      const copy = {
        id: command.newId,
        label: copyLabel(views, view.label),
        snapshot: command.snapshot,
      };
      return { ok: true, value: [...views.slice(0, index + 1), copy, ...views.slice(index + 1)] };
    }
    case 'save':
      return {
        ok: true,
        value: views.map((v) => (v.id === view.id ? { ...v, snapshot: command.snapshot } : v)),
      };
    case 'delete':
      if (views.length <= 1) return { ok: false, errors: ['The last view cannot be deleted'] };
      return { ok: true, value: views.filter((v) => v.id !== view.id) };
  }
}

export function newViewId(): string {
  return `v-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
