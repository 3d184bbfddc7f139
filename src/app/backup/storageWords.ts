import type { KeepStatus } from './keepStatus';
import { savedOn } from './savedOn';

export const keptWords = 'Kept on this device';
export const mayClearWords =
  'This browser may clear these bills when space runs low. Download a backup to be safe.';

/** Bytes as a person reads them: '812 KB', '437.2 MB'. */
export function spaceWords(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}

/** The Storage entry's lines: whether the bills are kept, the space used, the last backup. */
export function storageLines(status: KeepStatus): {
  kept: string;
  space: string | null;
  backup: string;
} {
  return {
    kept: status.persisted === true ? keptWords : mayClearWords,
    space: status.usage === null ? null : `${spaceWords(status.usage)} used`,
    backup: status.lastBackup ? `Last backup ${savedOn(status.lastBackup)}` : 'No backup made yet',
  };
}
