import { ProgressTrack } from '../progress/ProgressTrack';
import { progressText, progressValueText } from './messages';
import type { ShownProgress } from './useBulkRunner';

/**
 * A running action's progress, laid over the bar's selection (where its outcome will
 * be announced): a progress bar named for the action, and the same figures as a polite status.
 * Before the worker has said how much there is to do, the bar has no value (indeterminate).
 */
export function BulkProgressLine({ shown }: { shown: ShownProgress }) {
  const { activity, progress } = shown;
  return (
    <div className="bulk-progress">
      <ProgressTrack
        label={activity.label}
        progress={progress}
        valueText={progressValueText(activity, progress) ?? undefined}
      />
      <p role="status" className="bulk-progress-text">
        {progressText(activity, progress)}
      </p>
    </div>
  );
}
