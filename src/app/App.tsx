import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { datasetKey } from '../sql/changes';
import { localToday } from '../sql/dates';
import { defaultSeed, sampleSizes } from '../sql/sampleSizes';
import { LoadMessage } from './boot/LoadMessage';
import { linkSampleSize } from './boot/linkSampleSize';
import { preload, usePreloaded } from './boot/preload';
import { useBoot } from './boot/useBoot';
import type { InvoiceClient } from './data/client';
import { useInvoiceSource } from './data/useInvoiceSource';
import { formatCount } from './format';
import { SampleSizePicker } from './sample/SampleSizePicker';

// The screen's code is evaluated in a task of its own while the worker loads the sample.
const screen = preload(() => import('./InvoiceScreen'));

/**
 * Starts the data worker on the link's sample size while storage and the rest of the link are
 * read, then shows the screen.
 */
export function App() {
  const today = useMemo(() => localToday(), []);
  const { boot, booted } = useBoot();
  // The link's size first; the picker in the header changes it.
  const [sampleSize, setSampleSize] = useState(() => linkSampleSize(window.location.search));
  // Stored changes are reapplied to the regenerated sample before the screen shows it.
  const prepare = useCallback(
    async (client: InvoiceClient, size: number) => {
      const { storage } = await booted;
      try {
        const changes = await storage.readChanges(datasetKey(defaultSeed, size));
        if (changes.length === 0) return null;
        const result = await client.applyChanges(changes);
        return result.kind === 'error' ? result.errors.join('; ') : null;
      } catch {
        return 'Your earlier changes could not be read from storage';
      }
    },
    [booted],
  );
  // The screen's first render is long: deferred, React renders it in slices between tasks.
  const source = useDeferredValue(useInvoiceSource(sampleSize, today, prepare));
  const { module: screenModule, failed } = usePreloaded(screen);

  if (source.status === 'failed') return <LoadMessage text={source.message} failed />;
  if (failed) return <LoadMessage text="The table could not be loaded." failed />;
  // After the first load, a new sample size loads behind the table, which stays usable.
  const InvoiceScreen = screenModule?.InvoiceScreen;
  if (
    boot &&
    InvoiceScreen &&
    (source.status === 'ready' || (source.status === 'loading' && source.loads > 0))
  ) {
    const loading = source.status === 'loading';
    return (
      <InvoiceScreen
        client={source.client}
        boot={boot}
        sampleSize={sampleSizes.find((s) => s === source.loadedSize) ?? sampleSize}
        loadProblem={source.status === 'ready' ? (source.problem ?? null) : null}
        dataVersion={source.loads}
        headerControls={
          <SampleSizePicker
            size={sampleSize}
            onChange={setSampleSize}
            loading={loading}
            progress={loading ? source.progress : null}
          />
        }
      />
    );
  }
  const progress = source.status === 'loading' ? source.progress : null;
  return (
    <LoadMessage
      text={
        progress
          ? `${progress.phase === 'indexing' ? 'Indexing' : 'Generating'} ${formatCount(progress.loaded)} of ${formatCount(progress.count)} invoices`
          : 'Starting…'
      }
      progress={progress ? { value: progress.loaded, max: progress.count } : undefined}
    />
  );
}
