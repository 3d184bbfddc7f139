import { useKeepStatus } from './keepStatus';
import { storageLines } from './storageWords';

/** The status line's Storage entry, at the foot of the table, while it holds one's own bills. */
export function StorageLine() {
  const lines = storageLines(useKeepStatus());
  return (
    <p className="storage-line">
      Storage: {[lines.kept, lines.space, lines.backup].filter(Boolean).join(' · ')}
    </p>
  );
}
