import { useMemo } from 'react';
import { localToday } from '../sql/dates';
import { defaultSampleSize } from '../sql/sampleSizes';
import { InvoiceScreen } from './InvoiceScreen';
import { useInvoiceSource } from './data/useInvoiceSource';
import { formatCount } from './format';

/** Starts the data worker, loads the sample, then shows the invoice screen. */
export function App() {
  const today = useMemo(() => localToday(), []);
  const source = useInvoiceSource(defaultSampleSize, today);

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
  if (source.status !== 'ready') {
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
  return <InvoiceScreen client={source.client} />;
}
