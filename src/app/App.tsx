import { useMemo, useState } from 'react';
import { localToday } from '../sql/dates';
import { InvoiceScreen } from './InvoiceScreen';
import { useInvoiceSource } from './data/useInvoiceSource';
import { formatCount } from './format';
import { SampleSizePicker } from './sample/SampleSizePicker';
import { sampleSizeFromSearch } from './sample/sampleSizeParam';

/** Starts the data worker, loads the sample, then shows the invoice screen. */
export function App() {
  const today = useMemo(() => localToday(), []);
  const [size, setSize] = useState(() => sampleSizeFromSearch(window.location.search));
  const source = useInvoiceSource(size, today);

  if (source.status === 'failed') {
    return (
      <main className="app app-message">
        <h1>Invoices</h1>
        <p role="alert">{source.message}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>
    );
  }
  // After the first load, a new sample size loads behind the table, which stays usable.
  if (source.status === 'ready' || (source.status === 'loading' && source.loads > 0)) {
    const loading = source.status === 'loading';
    return (
      <InvoiceScreen
        client={source.client}
        dataVersion={source.loads}
        headerControls={
          <SampleSizePicker
            size={size}
            onChange={setSize}
            loading={loading}
            progress={loading ? source.progress : null}
          />
        }
      />
    );
  }
  const progress = source.status === 'loading' ? source.progress : null;
  return (
    <main className="app app-message">
      <h1>Invoices</h1>
      <label className="load-progress">
        {progress
          ? `${progress.phase === 'indexing' ? 'Indexing' : 'Generating'} ${formatCount(progress.loaded)} of ${formatCount(progress.count)} invoices`
          : 'Starting…'}
        <progress value={progress?.loaded ?? 0} max={progress?.count ?? 1} />
      </label>
    </main>
  );
}
