import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { defaultSampleSize, type SampleSize } from '../sql/sampleSizes';
import { localToday } from '../sql/dates';
import { datasetOf, type TableChoice } from '../worker/storage/choice';
import type { LoadProgress, OpenRequest } from '../worker/types';
import { importInTurn, nextTask } from './boot/importInTurn';
import { LoadMessage } from './boot/LoadMessage';
import { linkSampleSizeIfAny } from './boot/linkSampleSize';
import { preload, usePreloaded } from './boot/preload';
import { useBoot } from './boot/useBoot';
import type { InvoiceClient } from './data/client';
import { useInvoiceSource, type Opened } from './data/useInvoiceSource';
import { formatCount } from './format';
import { TableChoicePicker } from './sample/TableChoicePicker';

// This module is light, so the worker starts at once. Reading storage and the link needs zod and
// the query and view schemas, each slow to evaluate: they come one task at a time meanwhile
// (fetched as they come, while the worker loads), then the screen, whose code needs them too.
const bootModule = preload(() =>
  importInTurn(
    [
      () => import('zod'), // ~5 ms to evaluate
      () => import('../sql/query'), // zod schemas, ~10 ms
      () => import('./views/viewSchema'), // zod schemas, ~5 ms
    ],
    () => import('./boot/readBoot'),
  ),
);
const screen = preload(() =>
  bootModule.promise.then(nextTask).then(() => import('./InvoiceScreen')),
);
const readBoot = () => bootModule.promise.then((m) => m.readBoot(window.location.search));

/** What the loading screen says the worker is doing. */
function loadingText(progress: LoadProgress | null, replaying: number | null): string {
  if (replaying !== null) {
    return `Reapplying ${formatCount(replaying)} ${replaying === 1 ? 'change' : 'changes'} made since your table was saved…`;
  }
  if (!progress) return 'Starting…';
  if (progress.phase === 'opening') {
    return progress.count > 0
      ? `Opening your saved table of ${formatCount(progress.count)} invoices…`
      : 'Opening your saved table…';
  }
  const verb = progress.phase === 'indexing' ? 'Indexing' : 'Generating';
  return `${verb} ${formatCount(progress.loaded)} of ${formatCount(progress.count)} invoices`;
}

/**
 * Starts the data worker, which opens the kept table (or what the link asks for) while storage
 * and the rest of the link are read; replays the changes logged since the table was saved; then
 * shows the screen.
 */
export function App() {
  const today = useMemo(() => localToday(), []);
  const { boot, booted, failed: bootFailed } = useBoot(readBoot);
  // What the person chose before, unless the link asks for a sample; the header changes it.
  const [request, setRequest] = useState<OpenRequest>(() => ({
    kind: 'stored',
    linkSize: linkSampleSizeIfAny(window.location.search),
  }));
  const [replaying, setReplaying] = useState<number | null>(null);
  const [chosenSampleSize, setChosenSampleSize] = useState<SampleSize>(defaultSampleSize);
  // Changes logged since the checkpoint (all of them, onto a sample made anew) are replayed
  // before the screen shows the table.
  const prepare = useCallback(
    async (client: InvoiceClient, opened: Opened) => {
      const [{ reapplyChanges }, { storage }] = await Promise.all([bootModule.promise, booted]);
      if (opened.choice.kind === 'own' && opened.from === 'empty') {
        // A new table of one's own starts with no history.
        await storage.clearChanges(datasetOf(opened.choice)).catch(() => undefined);
        return { problem: null, base: 0 };
      }
      const found = await reapplyChanges(
        storage,
        client,
        datasetOf(opened.choice),
        opened.mark,
        setReplaying,
      );
      setReplaying(null);
      return found;
    },
    [booted],
  );
  // The screen's first render is long: deferred, React renders it in slices between tasks.
  const source = useDeferredValue(useInvoiceSource(request, today, prepare));
  const { module: screenModule, failed } = usePreloaded(screen);
  const choose = useCallback((choice: TableChoice) => {
    if (choice.kind === 'sample') setChosenSampleSize(choice.size);
    setRequest({ kind: 'choose', choice });
  }, []);

  if (source.status === 'failed') return <LoadMessage text={source.message} failed />;
  if (failed || bootFailed) return <LoadMessage text="The table could not be loaded." failed />;
  // After the first load, a new choice loads behind the table, which stays usable.
  const InvoiceScreen = screenModule?.InvoiceScreen;
  const opened = source.status === 'starting' ? null : source.opened;
  if (boot && InvoiceScreen && opened && source.status !== 'starting') {
    const loading = source.status === 'loading';
    const { choice } = opened;
    const shownChoice =
      loading && request.kind === 'choose' && request.choice.kind === choice.kind
        ? request.choice
        : choice;
    return (
      <InvoiceScreen
        client={source.client}
        boot={boot}
        opened={opened}
        prepared={source.status === 'ready' ? (source.prepared ?? null) : null}
        dataVersion={source.loads}
        headerControls={
          <TableChoicePicker
            choice={shownChoice}
            countNow={() => source.client.stats().then((stats) => stats.invoices)}
            onChoose={choose}
            loading={loading}
            progress={loading ? source.progress : null}
            lastSampleSize={choice.kind === 'sample' ? choice.size : chosenSampleSize}
          />
        }
      />
    );
  }
  const progress = source.status === 'loading' ? source.progress : null;
  return (
    <LoadMessage
      text={loadingText(progress, replaying)}
      progress={
        progress && progress.phase !== 'opening'
          ? { value: progress.loaded, max: progress.count }
          : undefined
      }
    />
  );
}
