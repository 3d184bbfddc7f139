import { statusLabels, statusTones, type InvoiceStatus } from '../../domain/statuses';

export function StatusBadge({ status }: { status: InvoiceStatus }) {
  return <span className={`badge badge-${statusTones[status]}`}>{statusLabels[status]}</span>;
}
