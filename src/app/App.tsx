import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { localToday } from '../domain/dates';
import { sampleSizes } from '../domain/sampleSizes';
import { importInTurn, nextTask } from './boot/importInTurn';
import { LoadMessage } from './boot/LoadMessage';
import { linkSampleSize } from './boot/linkSampleSize';
import { preload, usePreloaded } from './boot/preload';
import { useBoot } from './boot/useBoot';
import type { InvoiceClient } from './data/client';
import { useInvoiceSource } from './data/useInvoiceSource';
import { formatCount } from './format';
import { SampleSizePicker } from './sample/SampleSizePicker';
import { TodayContext } from './today';

// This module is light, so the worker starts at once. Reading storage and the link needs zod and
// the query and view schemas, each slow to evaluate: they come one task at a time meanwhile
// (fetched as they come, while the worker loads), then the screen, whose code needs them too.
const bootModule = preload(() =>
  importInTurn(
    [
      () => import('zod'), // ~5 ms to evaluate
      () => import('../domain/query'), // zod schemas, ~10 ms
      () => import('./views/viewSchema'), // zod schemas, ~5 ms
    ],
    () => import('./boot/readBoot'),
  ),
);
const screen = preload(() =>
  bootModule.promise.then(nextTask).then(() => import('./InvoiceScreen')),
);
const readBoot = () => bootModule.promise.then((m) => m.readBoot(window.location.search));

/**
 * Starts the data worker on the link's sample size while storage and the rest of the link are
 * read, then shows the screen.
 */
export function App() {
  const today = useMemo(() => localToday(), []);
  const { boot, booted, failed: bootFailed } = useBoot(readBoot);
  // The link's size first; the picker in the header changes it.
  const [sampleSize, setSampleSize] = useState(() => linkSampleSize(window.location.search));
  // Stored changes are reapplied to the regenerated sample before the screen shows it.
  const prepare = useCallback(
    async (client: InvoiceClient, size: number) => {
      const [{ reapplyChanges }, { storage }] = await Promise.all([bootModule.promise, booted]);
      return reapplyChanges(storage, client, size);
    },
    [booted],
  );
  // The screen's first render is long: deferred, React renders it in slices between tasks.
  const source = useDeferredValue(useInvoiceSource(sampleSize, today, prepare));
  const { module: screenModule, failed } = usePreloaded(screen);

  if (source.status === 'failed') return <LoadMessage text={source.message} failed />;
  if (failed || bootFailed) return <LoadMessage text="The table could not be loaded." failed />;
  // After the first load, a new sample size loads behind the table, which stays usable.
  const InvoiceScreen = screenModule?.InvoiceScreen;
  if (
    boot &&
    InvoiceScreen &&
    (source.status === 'ready' || (source.status === 'loading' && source.loads > 0))
  ) {
    const loading = source.status === 'loading';
    return (
      <TodayContext.Provider value={today}>
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
      </TodayContext.Provider>
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
