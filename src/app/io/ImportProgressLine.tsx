import type { ImportProgress } from '../../worker/importTypes';
import { formatCount } from '../format';

/** What the line says: 'Reading the file… 40%', 'Importing 20,000 of 50,000 bills…'. */
export function importProgressText(
  kind: 'reading' | 'writing',
  progress: ImportProgress | null,
): string {
  if (!progress || progress.total === 0) {
    return kind === 'reading' ? 'Reading the file…' : 'Importing bills…';
  }
  if (progress.phase === 'reading') {
    return `Reading the file… ${Math.floor((progress.done / progress.total) * 100)}%`;
  }
  if (progress.phase === 'indexing') {
    return `Making ${formatCount(progress.total)} bills searchable…`;
  }
  return `Importing ${formatCount(progress.done)} of ${formatCount(progress.total)} bills…`;
}

/** A progress bar named for the step under way, its figures as a polite status, and Cancel. */
export function ImportProgressLine({
  kind,
  progress,
  onCancel,
}: {
  kind: 'reading' | 'writing';
  progress: ImportProgress | null;
  onCancel: () => void;
}) {
  const fraction = progress && progress.total > 0 ? progress.done / progress.total : null;
  return (
    <div className="bulk-progress import-progress">
      <div
        role="progressbar"
        aria-label={kind === 'reading' ? 'Reading the file' : 'Importing bills'}
        aria-valuemin={0}
        aria-valuemax={progress?.total}
        aria-valuenow={progress?.done}
        className={`bulk-progress-track${fraction === null ? ' is-indeterminate' : ''}`}
      >
        <div
          className="bulk-progress-fill"
          style={fraction === null ? undefined : { width: `${(fraction * 100).toFixed(1)}%` }}
        />
      </div>
      <p role="status" className="bulk-progress-text">
        {importProgressText(kind, progress)}
      </p>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
