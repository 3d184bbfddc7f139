import { useCallback, useDeferredValue, useState } from 'react';
import { localToday } from '../domain/dates';
import { defaultSampleSize, type SampleSize } from '../domain/sampleSizes';
import { datasetOf, type TableChoice } from '../domain/choice';
import type { LoadProgress } from '../worker/types';
import { importInTurn, nextTask } from './boot/importInTurn';
import { FailureNotice, LoadMessage } from './boot/LoadMessage';
import { linkSampleSizeIfAny } from './boot/linkSampleSize';
import { preload, usePreloaded } from './boot/preload';
import { useBoot } from './boot/useBoot';
import { startInvoiceClient, type InvoiceClient } from './data/client';
import { openedOf, stoppedReason, type Opened } from './data/lifecycle';
import { useDayRollover } from './data/useDayRollover';
import { useInvoiceSource } from './data/useInvoiceSource';
import { KeptUnreadable } from './persist/KeptUnreadable';
import { formatCount } from './format';
import { TableChoicePicker } from './sample/TableChoicePicker';
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

/** What the loading screen says the worker is doing. */
function loadingText(progress: LoadProgress | null, replaying: number | null): string {
  if (replaying !== null) {
    return `Reapplying ${formatCount(replaying)} ${replaying === 1 ? 'change' : 'changes'} made since your table was saved…`;
  }
  if (!progress) return 'Starting…';
  if (progress.phase === 'updating') return 'Updating your bills to this version…';
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
  // The day the table counts from; it moves on at midnight (useDayRollover).
  const [today, setToday] = useState(() => localToday());
  const { boot, booted, failed: bootFailed } = useBoot(readBoot);
  const [chosenSampleSize, setChosenSampleSize] = useState<SampleSize>(defaultSampleSize);
  // What the person chose before, unless the link asks for a sample; the header changes it.
  const {
    source,
    phase: livePhase,
    stopped,
  } = useInvoiceSource(() => ({
    request: { kind: 'stored', linkSize: linkSampleSizeIfAny(window.location.search) },
    start: () => startInvoiceClient(today),
    // Changes logged since the checkpoint (all of them, onto a sample made anew) are replayed
    // before the screen shows the table.
    prepare: async (client: InvoiceClient, opened: Opened, onReplay: (count: number) => void) => {
      const [{ reapplyChanges }, { storage }] = await Promise.all([bootModule.promise, booted]);
      if (opened.choice.kind === 'own' && opened.from === 'empty') {
        // A new table of one's own starts with no history.
        await storage.clearChanges(datasetOf(opened.choice)).catch(() => undefined);
        return { problem: null, base: 0 };
      }
      return reapplyChanges(storage, client, datasetOf(opened.choice), opened.mark, onReplay);
    },
  }));
  // The screen's first render is long: deferred, React renders it in slices between tasks.
  const phase = useDeferredValue(livePhase);
  const { module: screenModule, failed } = usePreloaded(screen);
  const choose = useCallback(
    (choice: TableChoice) => {
      if (choice.kind === 'sample') setChosenSampleSize(choice.size);
      source.choose({ kind: 'choose', choice });
    },
    [source],
  );
  // Another tab rewrote the kept table (an import, its Undo): open it again, behind this one.
  // With `damaged`: SQLite's check found the kept file damaged; the one before it opens instead.
  const reopen = useCallback(
    (damaged?: string) =>
      source.choose({ kind: 'stored', linkSize: null, ...(damaged ? { damaged } : {}) }),
    [source],
  );
  const onDay = useCallback(
    (day: string) => {
      setToday(day);
      source.written();
    },
    [source],
  );
  useDayRollover({
    today,
    client: livePhase.status === 'ready' ? livePhase.client : null,
    onDay,
  });

  if (phase.status === 'failed') {
    return <LoadMessage text={phase.reason} detail={phase.detail} failed />;
  }
  if (phase.status === 'asking') {
    // The kept table cannot be read: nothing is made in its place until the person chooses.
    return <KeptUnreadable client={phase.client} question={phase.question} onChoose={choose} />;
  }
  if (failed || bootFailed) return <LoadMessage text="The table could not be loaded." failed />;
  // After the first open, a new choice loads behind the table, which stays usable.
  const InvoiceScreen = screenModule?.InvoiceScreen;
  const opened = openedOf(phase);
  if (boot && InvoiceScreen && phase.status !== 'starting' && opened) {
    const loading = phase.status === 'loading';
    const { choice } = opened;
    const asked = livePhase.status === 'failed' ? null : livePhase.request;
    const shownChoice =
      loading && asked?.kind === 'choose' && asked.choice.kind === choice.kind
        ? asked.choice
        : choice;
    const client = phase.client;
    return (
      <TodayContext.Provider value={today}>
        {stopped !== null && (
          <div className="stopped-banner">
            <FailureNotice text={stoppedReason} detail={stopped} />
          </div>
        )}
        <InvoiceScreen
          client={client}
          data={source}
          boot={boot}
          opened={opened}
          prepared={phase.status === 'ready' ? phase.prepared : null}
          reopen={reopen}
          headerControls={
            <TableChoicePicker
              choice={shownChoice}
              countNow={() => client.stats().then((stats) => stats.invoices)}
              onChoose={choose}
              loading={loading}
              progress={loading ? phase.progress : null}
              lastSampleSize={choice.kind === 'sample' ? choice.size : chosenSampleSize}
            />
          }
        />
      </TodayContext.Provider>
    );
  }
  const progress = phase.status === 'loading' ? phase.progress : null;
  const replaying = phase.status === 'loading' ? phase.replaying : null;
  return (
    <LoadMessage
      text={loadingText(progress, replaying)}
      progress={
        progress && progress.phase !== 'opening' && progress.phase !== 'updating'
          ? { value: progress.loaded, max: progress.count }
          : undefined
      }
    />
  );
}
