import * as Comlink from 'comlink';
import { useEffect, useState } from 'react';
import type { LoadProgress, LoadResult } from '../../worker/types';
import { startInvoiceClient, type InvoiceClient } from './client';

export type SourceState =
  | { status: 'starting' }
  | ({ status: 'loading'; client: InvoiceClient; progress: LoadProgress | null } & Loaded)
  | ({ status: 'ready'; client: InvoiceClient; count: number; loadMs: number } & Loaded)
  | { status: 'failed'; message: string };

/** What this client has finished loading: a reload keeps the table on screen meanwhile. */
interface Loaded {
  /** Finished loads; bumped when a new sample is in, so the screen asks for its rows again. */
  loads: number;
  /** The size of the sample the worker holds now (the last finished load), or null. */
  loadedSize: number | null;
}

interface LoadState extends Loaded {
  client: InvoiceClient;
  size: number;
  progress: LoadProgress | null;
  result: LoadResult | null;
}

const nothingLoaded: Loaded = { loads: 0, loadedSize: null };

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Starts the worker once, then loads a sample of `size` invoices (again when the size changes;
 * `loads` and `loadedSize` say what the worker holds meanwhile).
 * `prepare` runs on the loaded data before the screen shows it (reapplying stored changes);
 * what it returns is a problem to report, or null.
 */
export function useInvoiceSource(
  size: number,
  today: string,
  prepare?: (client: InvoiceClient, size: number) => Promise<string | null>,
): SourceState & { problem?: string | null } {
  const [client, setClient] = useState<InvoiceClient | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [load, setLoad] = useState<LoadState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

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
    const loadedOf = (s: LoadState | null): Loaded =>
      s?.client === client ? { loads: s.loads, loadedSize: s.loadedSize } : nothingLoaded;
    // Progress comes over its own port, so a last report can arrive after the result: only a
    // load still in progress takes it.
    const onProgress = Comlink.proxy((progress: LoadProgress) => {
      if (!live) return;
      setLoad((s) =>
        mine(s) && s.result ? s : { client, size, progress, result: null, ...loadedOf(s) },
      );
    });
    const settle = (result: LoadResult) => {
      if (!live) return;
      setLoad((s) => {
        const before = loadedOf(s);
        const loaded =
          result.kind === 'ok' ? { loads: before.loads + 1, loadedSize: size } : before;
        return { client, size, progress: null, result, ...loaded };
      });
    };
    client
      .load(size, onProgress)
      .then(async (result) => {
        if (result.kind === 'ok' && prepare) {
          const problem = await prepare(client, size);
          if (live) setProblem(problem);
        }
        return result;
      })
      .then(settle, (error: unknown) =>
        settle({ kind: 'error', errors: [`Loading failed: ${describe(error)}`] }),
      );
    return () => {
      live = false;
    };
  }, [client, size, prepare]);

  if (startError) return { status: 'failed', message: startError };
  if (!client) return { status: 'starting' };
  const loaded: Loaded =
    load?.client === client ? { loads: load.loads, loadedSize: load.loadedSize } : nothingLoaded;
  if (load?.client !== client || load.size !== size || !load.result) {
    const progress = load?.client === client ? load.progress : null;
    return { status: 'loading', client, progress, ...loaded };
  }
  if (load.result.kind === 'error')
    return { status: 'failed', message: load.result.errors.join('; ') };
  const { count, ms } = load.result;
  return { status: 'ready', client, count, loadMs: ms, problem, ...loaded };
}
