import type { ReactNode } from 'react';
import type { ColumnId } from '../../domain/columns';
import { formatDays, overdueDays, owedOf } from '../../domain/owed';
import type { Invoice } from '../../domain/invoice';
import { shownStatus } from '../../domain/overdue';
import { formatDate, formatMoney } from '../format';
import { StatusBadge } from './StatusBadge';

/** What a cell shows for a column of an invoice. */
export function cellContent(column: ColumnId, invoice: Invoice, today: string): ReactNode {
  switch (column) {
    case 'from':
      return invoice.contactName;
    case 'status':
      return <StatusBadge status={shownStatus(invoice, today)} />;
    case 'number':
      return invoice.number;
    case 'reference':
      return invoice.reference;
    case 'date':
      return formatDate(invoice.date);
    case 'dueDate':
      return formatDate(invoice.dueDate);
    case 'total':
      return formatMoney(invoice.amountDue);
    case 'paid':
      return formatMoney(invoice.amountPaid);
    case 'due':
      return formatMoney(owedOf(invoice));
    case 'overdueBy': {
      const days = overdueDays(invoice, today);
      return days === null ? '' : formatDays(days);
    }
    case 'notes':
      return invoice.notes.join(' · ');
  }
}
