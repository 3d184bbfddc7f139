import { useState } from 'react';
import type { SampleSize } from '../../domain/sampleSizes';
import type { TableChoice } from '../../domain/choice';
import type { LoadProgress } from '../../worker/types';
import { formatCount } from '../format';
import { ConfirmDialog } from '../views/ConfirmDialog';
import { SampleSizePicker } from './SampleSizePicker';

export interface TableChoicePickerProps {
  choice: TableChoice;
  /** How many invoices the table holds now: what replacing it loses. */
  countNow: () => Promise<number>;
  onChoose: (choice: TableChoice) => void;
  loading: boolean;
  progress: LoadProgress | null;
  /** The sample size last chosen, offered when going back to sample data. */
  lastSampleSize: SampleSize;
}

function plural(n: number, one: string, many: string) {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** What replacing the table loses, and the button that does it. */
function replacement(from: TableChoice, to: TableChoice, count: number) {
  if (to.kind === 'own') {
    return {
      title: 'Start your own bills?',
      description: `The table will start empty, ready to import your bills. The ${plural(count, 'sample invoice', 'sample invoices')} it holds now will be removed (your changes to the sample are kept, should you come back to it).`,
      confirmLabel: 'Start empty',
    };
  }
  return {
    title: 'Replace your bills with sample data?',
    description:
      count > 0
        ? `Your ${plural(count, 'bill', 'bills')} will be deleted for good, with every change made to them, and ${formatCount(to.size)} sample invoices shown instead. This cannot be undone.`
        : `The table holds none of your bills; ${formatCount(to.size)} sample invoices will be shown instead.`,
    confirmLabel: from.kind === 'own' && count > 0 ? 'Delete my bills' : 'Show sample data',
  };
}

/**
 * Chooses what the table holds: the person's own bills (starting empty), or sample data of a
 * size. Switching between the two says what will be lost and asks first; the sample size
 * changes at once, as it loses nothing (each sample's changes are kept apart).
 */
export function TableChoicePicker(props: TableChoicePickerProps) {
  const { choice, countNow, onChoose, loading, progress, lastSampleSize } = props;
  const [asking, setAsking] = useState<{ choice: TableChoice; count: number } | null>(null);
  const ask = asking ? replacement(choice, asking.choice, asking.count) : null;
  const askFor = (next: TableChoice) => {
    countNow().then(
      (count) => setAsking({ choice: next, count }),
      () => setAsking({ choice: next, count: 0 }),
    );
  };
  return (
    <div className="table-choice">
      <label className="sample-size-field">
        Table holds
        <select
          value={choice.kind}
          disabled={loading}
          onChange={(event) =>
            askFor(
              event.target.value === 'own'
                ? { kind: 'own' }
                : { kind: 'sample', size: lastSampleSize },
            )
          }
        >
          <option value="sample">Sample data</option>
          <option value="own">Your own bills</option>
        </select>
      </label>
      {choice.kind === 'sample' ? (
        <SampleSizePicker
          size={choice.size}
          onChange={(size) => onChoose({ kind: 'sample', size })}
          loading={loading}
          progress={progress}
        />
      ) : (
        loading && (
          <span role="status" className="sample-size-progress">
            Opening your bills…
          </span>
        )
      )}
      <ConfirmDialog
        open={ask !== null}
        title={ask?.title ?? ''}
        description={ask?.description ?? ''}
        confirmLabel={ask?.confirmLabel ?? ''}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onChoose(asking.choice);
          setAsking(null);
        }}
      />
    </div>
  );
}
