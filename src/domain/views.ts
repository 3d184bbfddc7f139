import type { Filter } from './query';
import { todayToken } from './query';

/** A view: a named set of filters (spec §3, View: id, label, optional filters). */
export interface ViewDefinition {
  id: string;
  label: string;
  filters: Filter[];
}

/** The invoice screen's five built-in views (spec §2, DESIGN.md Views). */
export const builtInViews: readonly ViewDefinition[] = [
  { id: 'all', label: 'All', filters: [] },
  {
    id: 'draft',
    label: 'Draft',
    filters: [{ column: 'status', operator: 'is', values: ['draft'] }],
  },
  {
    id: 'awaiting-payment',
    label: 'Awaiting Payment',
    filters: [{ column: 'status', operator: 'is', values: ['awaiting-payment'] }],
  },
  {
    id: 'overdue',
    label: 'Overdue',
    filters: [
      { column: 'status', operator: 'is', values: ['awaiting-payment'] },
      { column: 'dueDate', operator: 'before', value: todayToken },
    ],
  },
  {
    id: 'paid',
    label: 'Paid',
    filters: [{ column: 'status', operator: 'is', values: ['paid'] }],
  },
];
