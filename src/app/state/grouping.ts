import type { GroupBy } from '../../domain/grouping';

/**
 * Which groups are open: all but `except`, or none but `except` (so 'Open all groups' needs no
 * list of the groups). Kept in the state, never in a view or a link: a link opens with every
 * group closed.
 */
export interface OpenGroups {
  all: boolean;
  except: string[];
}

/** The grouping slice: what the rows are grouped by, and which groups are open. */
export interface GroupingState {
  groupBy: GroupBy;
  openGroups: OpenGroups;
}

export function getDefaultOpenGroups(): OpenGroups {
  return { all: false, except: [] };
}

export function getDefaultGrouping(): GroupingState {
  return { groupBy: 'none', openGroups: getDefaultOpenGroups() };
}

export function groupBy_set<S extends GroupingState>(state: S, groupBy: GroupBy): S {
  return state.groupBy === groupBy ? state : { ...state, groupBy };
}

export function isGroupOpen(open: OpenGroups, key: string): boolean {
  return open.all !== open.except.includes(key);
}

/** Opens or closes one group. */
export function openGroups_setOne(open: OpenGroups, key: string, isOpen: boolean): OpenGroups {
  if (isGroupOpen(open, key) === isOpen) return open;
  const except = open.except.includes(key)
    ? open.except.filter((k) => k !== key)
    : [...open.except, key];
  return { all: open.all, except };
}

/** Every group open, or every group closed. */
export function openGroups_setAll(isOpen: boolean): OpenGroups {
  return { all: isOpen, except: [] };
}
