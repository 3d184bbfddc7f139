import { useDeferredValue, useMemo } from 'react';
import { localToday } from '../domain/dates';
import { sampleSizes } from '../domain/sampleSizes';
import { importInTurn, nextTask } from './boot/importInTurn';
import { FailureNotice, LoadMessage } from './boot/LoadMessage';
import { linkSampleSize } from './boot/linkSampleSize';
import { preload, usePreloaded } from './boot/preload';
import { useBoot } from './boot/useBoot';
import { startInvoiceClient, type InvoiceClient } from './data/client';
import { loadedSizeOf, sizeOf, stoppedReason } from './data/lifecycle';
import { useInvoiceSource } from './data/useInvoiceSource';
import { formatCount } from './format';
import { SampleSizePicker } from './sample/SampleSizePicker';

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
  // The worker starts on the link's size; the picker in the header loads another.
  const {
    source,
    phase: livePhase,
    stopped,
  } = useInvoiceSource(() => ({
    size: linkSampleSize(window.location.search),
    start: () => startInvoiceClient(today),
    // Stored changes are reapplied to the regenerated sample before the screen shows it.
    prepare: async (client: InvoiceClient, size: number) => {
      const [{ reapplyChanges }, { storage }] = await Promise.all([bootModule.promise, booted]);
      return reapplyChanges(storage, client, size);
    },
  }));
  // The screen's first render is long: deferred, React renders it in slices between tasks.
  const phase = useDeferredValue(livePhase);
  const { module: screenModule, failed } = usePreloaded(screen);

  if (phase.status === 'failed') {
    return <LoadMessage text={phase.reason} detail={phase.detail} failed />;
  }
  if (failed || bootFailed) return <LoadMessage text="The table could not be loaded." failed />;
  // After the first load, a new sample size loads behind the table, which stays usable.
  const InvoiceScreen = screenModule?.InvoiceScreen;
  const loadedSize = sampleSizes.find((s) => s === loadedSizeOf(phase));
  if (boot && InvoiceScreen && phase.status !== 'starting' && loadedSize) {
    const loading = phase.status === 'loading';
    const asked = sampleSizes.find((s) => s === sizeOf(livePhase)) ?? loadedSize;
    return (
      <>
        {stopped !== null && (
          <div className="stopped-banner">
            <FailureNotice text={stoppedReason} detail={stopped} />
          </div>
        )}
        <InvoiceScreen
          client={phase.client}
          data={source}
          boot={boot}
          sampleSize={loadedSize}
          loadProblem={phase.status === 'ready' ? phase.problem : null}
          headerControls={
            <SampleSizePicker
              size={asked}
              onChange={source.load}
              loading={loading}
              progress={loading ? phase.progress : null}
            />
          }
        />
      </>
    );
  }
  const progress = phase.status === 'loading' ? phase.progress : null;
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
