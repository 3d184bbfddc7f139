/**
 * A progress bar named `label`, filled to `done / total`; before there is a total it has no value
 * (indeterminate). Bulk actions and imports draw their progress with it.
 */
export function ProgressTrack({
  label,
  progress,
  valueText,
}: {
  label: string;
  progress: { done: number; total: number } | null;
  valueText?: string;
}) {
  const fraction = progress && progress.total > 0 ? progress.done / progress.total : null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={progress?.total}
      aria-valuenow={progress?.done}
      aria-valuetext={valueText}
      className={`bulk-progress-track${fraction === null ? ' is-indeterminate' : ''}`}
    >
      <div
        className="bulk-progress-fill"
        style={fraction === null ? undefined : { width: `${(fraction * 100).toFixed(1)}%` }}
      />
    </div>
  );
}
