import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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
import { listOf, type ListName } from '../shared/listAddresses';
import { ListNav } from './lists/ListNav';
import { openAddress } from './lists/openList';

// The Suppliers list loads when it is first shown: the bills list starts with none of its code.
const SuppliersScreen = lazy(() =>
  import('../suppliers/SuppliersScreen').then((m) => ({ default: m.SuppliersScreen })),
);
type BillsAddressFor = (names: readonly string[]) => { address: string } | { problem: string };

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
// The bills list reads its part of the link; an address of the Suppliers list has none for it.
const readBoot = () =>
  bootModule.promise.then((m) =>
    m.readBoot(listOf(window.location.search) === 'bills' ? window.location.search : ''),
  );

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
  // Which list the address shows; Back and Forward (and the navigation) move between them.
  const [list, setList] = useState<ListName>(() => listOf(window.location.search));
  useEffect(() => {
    const onPopState = () => setList(listOf(window.location.search));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  // Once shown, the Suppliers list stays (hidden) with its state, as the bills list does.
  const [suppliersShown, setSuppliersShown] = useState(list === 'suppliers');
  if (list === 'suppliers' && !suppliersShown) setSuppliersShown(true);
  const revision = useSyncExternalStore(source.subscribe, source.revision);
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
    const nav = <ListNav current={list} />;
    return (
      <TodayContext.Provider value={today}>
        {stopped !== null && (
          <div className="stopped-banner">
            <FailureNotice text={stoppedReason} detail={stopped} />
          </div>
        )}
        <InvoiceScreen
          active={list === 'bills'}
          client={client}
          data={source}
          boot={boot}
          opened={opened}
          prepared={phase.status === 'ready' ? phase.prepared : null}
          reopen={reopen}
          headerControls={
            <>
              {nav}
              <TableChoicePicker
                choice={shownChoice}
                countNow={() => client.stats().then((stats) => stats.invoices)}
                onChoose={choose}
                loading={loading}
                progress={loading ? phase.progress : null}
                lastSampleSize={choice.kind === 'sample' ? choice.size : chosenSampleSize}
              />
            </>
          }
        />
        {suppliersShown && (
          <Suspense
            fallback={list === 'suppliers' ? <LoadMessage text="Opening the suppliers…" /> : null}
          >
            <SuppliersList
              client={client}
              active={list === 'suppliers'}
              revision={revision}
              nav={nav}
            />
          </Suspense>
        )}
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

/** The Suppliers list on this worker: its reads, and the way to the bills list. */
function SuppliersList({
  client,
  active,
  revision,
  nav,
}: {
  client: InvoiceClient;
  active: boolean;
  revision: number;
  nav: ReactNode;
}) {
  const reads = useMemo(
    () => ({
      suppliers: (query: Parameters<InvoiceClient['suppliers']>[0]) => client.suppliers(query),
      supplierNames: (query: Parameters<InvoiceClient['supplierNames']>[0]) =>
        client.supplierNames(query),
    }),
    [client],
  );
  // The bills' link codec comes with the list, not with the start of the app.
  const [addressFor, setAddressFor] = useState<BillsAddressFor | null>(null);
  useEffect(() => {
    void import('./lists/addresses').then((m) => setAddressFor(() => m.billsAddressFor));
  }, []);
  if (!addressFor) return null;
  return (
    <SuppliersScreen
      active={active}
      suppliers={reads.suppliers}
      supplierNames={reads.supplierNames}
      revision={revision}
      billsAddress={addressFor}
      openBills={openAddress}
      nav={nav}
    />
  );
}
