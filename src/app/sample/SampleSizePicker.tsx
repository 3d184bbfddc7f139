import { sampleSizes, type SampleSize } from '../../domain/sampleSizes';
import type { LoadProgress } from '../../worker/types';
import { formatCount } from '../format';
import './sample.css';

export interface SampleSizePickerProps {
  size: SampleSize;
  onChange: (size: SampleSize) => void;
  /** A reload is under way (the worker generates, then indexes); the table stays usable. */
  loading: boolean;
  progress: LoadProgress | null;
}

function describe(size: SampleSize, progress: LoadProgress | null): string {
  if (!progress) return `Loading ${formatCount(size)} invoices…`;
  if (progress.phase === 'indexing') return `Indexing ${formatCount(progress.count)} invoices…`;
  return `Generating ${formatCount(progress.loaded)} of ${formatCount(progress.count)} invoices`;
}

/** Chooses how many sample invoices the worker holds; shows the reload's progress beside it. */
export function SampleSizePicker({ size, onChange, loading, progress }: SampleSizePickerProps) {
  return (
    <div className="sample-size">
      <label className="sample-size-field">
        Sample size
        <select
          value={size}
          disabled={loading}
          onChange={(event) => {
            const next = sampleSizes.find((s) => String(s) === event.target.value);
            if (next) onChange(next);
          }}
        >
          {sampleSizes.map((s) => (
            <option key={s} value={s}>
              {formatCount(s)} invoices
            </option>
          ))}
        </select>
      </label>
      {loading && (
        <label className="sample-size-progress">
          <span role="status">{describe(size, progress)}</span>
          <progress value={progress?.loaded ?? 0} max={progress?.count ?? size} />
        </label>
      )}
    </div>
  );
}
