import * as Comlink from 'comlink';
import { useEffect, useState } from 'react';
import type { LoadProgress, LoadResult } from '../../worker/types';
import { startInvoiceClient, type InvoiceClient } from './client';

export type SourceState =
  | { status: 'starting' }
  | { status: 'loading'; client: InvoiceClient; progress: LoadProgress | null; loads: number }
  | { status: 'ready'; client: InvoiceClient; count: number; loadMs: number; loads: number }
  | { status: 'failed'; message: string };

interface LoadState {
  client: InvoiceClient;
  size: number;
  progress: LoadProgress | null;
  result: LoadResult | null;
  /** Loads this client has finished: a reload keeps the table on screen, and re-queries after. */
  loads: number;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Starts the worker once, then loads a sample of `size` invoices (again when the size changes).
 * `loads` counts finished loads, so a reload can keep the previous rows on screen meanwhile.
 */
export function useInvoiceSource(size: number, today: string): SourceState {
  const [client, setClient] = useState<InvoiceClient | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [load, setLoad] = useState<LoadState | null>(null);

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
    const mine = (s: LoadState | null): s is LoadState => s?.client === client && s.size === size;
    const loadsOf = (s: LoadState | null) => (s?.client === client ? s.loads : 0);
    // Progress comes over its own port, so a last report can arrive after the result: only a
    // load still in progress takes it.
    const onProgress = Comlink.proxy((progress: LoadProgress) => {
      if (!live) return;
      setLoad((s) =>
        mine(s) && s.result ? s : { client, size, progress, result: null, loads: loadsOf(s) },
      );
    });
    const settle = (result: LoadResult) => {
      if (!live) return;
      const done = result.kind === 'ok' ? 1 : 0;
      setLoad((s) => ({ client, size, progress: null, result, loads: loadsOf(s) + done }));
    };
    client
      .load(size, onProgress)
      .then(settle, (error: unknown) =>
        settle({ kind: 'error', errors: [`Loading failed: ${describe(error)}`] }),
      );
    return () => {
      live = false;
    };
  }, [client, size]);

  if (startError) return { status: 'failed', message: startError };
  if (!client) return { status: 'starting' };
  const loads = load?.client === client ? load.loads : 0;
  if (load?.client !== client || load.size !== size || !load.result) {
    const progress = load?.client === client ? load.progress : null;
    return { status: 'loading', client, progress, loads };
  }
  if (load.result.kind === 'error')
    return { status: 'failed', message: load.result.errors.join('; ') };
  return { status: 'ready', client, count: load.result.count, loadMs: load.result.ms, loads };
}
