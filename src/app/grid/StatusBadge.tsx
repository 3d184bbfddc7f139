import { statusLabels, statusTones, type InvoiceStatus } from '../../sql/statuses';

export function StatusBadge({ status }: { status: InvoiceStatus }) {
  return <span className={`badge badge-${statusTones[status]}`}>{statusLabels[status]}</span>;
}
