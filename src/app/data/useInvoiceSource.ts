import * as Comlink from 'comlink';
import { useEffect, useState } from 'react';
import type { LoadProgress, OpenRequest, OpenResult } from '../../worker/types';
import { startInvoiceClient, type InvoiceClient } from './client';

export type Opened = Extract<OpenResult, { kind: 'ok' }>;

/** What `prepare` found: a problem to report, and the change log's last entry the table holds. */
export interface Prepared {
  problem: string | null;
  base: number;
}

export type SourceState =
  | { status: 'starting' }
  | ({ status: 'loading'; client: InvoiceClient; progress: LoadProgress | null } & Loaded)
  | ({ status: 'ready'; client: InvoiceClient; count: number; loadMs: number } & Loaded)
  | { status: 'failed'; message: string };

/** What this client has finished loading: a reload keeps the table on screen meanwhile. */
interface Loaded {
  /** Finished loads; bumped when new data is in, so the screen asks for its rows again. */
  loads: number;
  /** What the worker holds now (the last finished open), or null. */
  opened: Opened | null;
}

interface LoadState extends Loaded {
  client: InvoiceClient;
  request: OpenRequest;
  progress: LoadProgress | null;
  result: OpenResult | null;
}

const nothingLoaded: Loaded = { loads: 0, opened: null };

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Starts the worker once, then opens what `request` asks for (the kept table, or a new choice;
 * again when the request changes; `loads` and `opened` say what the worker holds meanwhile).
 * `prepare` runs on the opened data before the screen shows it (replaying the change log since
 * the checkpoint): what it found comes back as `prepared`.
 */
export function useInvoiceSource(
  request: OpenRequest,
  today: string,
  prepare?: (client: InvoiceClient, opened: Opened) => Promise<Prepared>,
): SourceState & { prepared?: Prepared | null } {
  const [client, setClient] = useState<InvoiceClient | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [load, setLoad] = useState<LoadState | null>(null);
  const [prepared, setPrepared] = useState<Prepared | null>(null);

  useEffect(() => {
    let live = true;
    let stop: (() => void) | null = null;
    startInvoiceClient(today).then(
      (started) => {
        if (!live) return started.terminate();
        stop = started.terminate;
        setClient(() => started.client);
      },
      (error: unknown) =>
        live && setStartError(`The data worker could not start: ${describe(error)}`),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [today]);

  useEffect(() => {
    if (!client) return;
    let live = true;
    const mine = (s: LoadState | null): s is LoadState =>
      s?.client === client && s.request === request;
    const loadedOf = (s: LoadState | null): Loaded =>
      s?.client === client ? { loads: s.loads, opened: s.opened } : nothingLoaded;
    // Progress comes over its own port, so a last report can arrive after the result: only a
    // load still in progress takes it.
    const onProgress = Comlink.proxy((progress: LoadProgress) => {
      if (!live) return;
      setLoad((s) =>
        mine(s) && s.result ? s : { client, request, progress, result: null, ...loadedOf(s) },
      );
    });
    const settle = (result: OpenResult) => {
      if (!live) return;
      setLoad((s) => {
        const before = loadedOf(s);
        const loaded = result.kind === 'ok' ? { loads: before.loads + 1, opened: result } : before;
        return { client, request, progress: null, result, ...loaded };
      });
    };
    client
      .open(request, onProgress)
      .then(async (result) => {
        if (result.kind === 'ok' && prepare) {
          const found = await prepare(client, result);
          if (live) setPrepared(found);
        }
        return result;
      })
      .then(settle, (error: unknown) =>
        settle({ kind: 'error', errors: [`Loading failed: ${describe(error)}`] }),
      );
    return () => {
      live = false;
    };
  }, [client, request, prepare]);

  if (startError) return { status: 'failed', message: startError };
  if (!client) return { status: 'starting' };
  const loaded: Loaded =
    load?.client === client ? { loads: load.loads, opened: load.opened } : nothingLoaded;
  if (load?.client !== client || load.request !== request || !load.result) {
    const progress = load?.client === client ? load.progress : null;
    return { status: 'loading', client, progress, ...loaded };
  }
  if (load.result.kind === 'error')
    return { status: 'failed', message: load.result.errors.join('; ') };
  const { count, ms } = load.result;
  return { status: 'ready', client, count, loadMs: ms, prepared, ...loaded };
}
