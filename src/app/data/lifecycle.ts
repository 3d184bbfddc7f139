import type { LoadProgress } from '../../worker/types';
import type { InvoiceClient } from './client';

/**
 * Where the rows come from, as one small state machine: the worker is `starting`, then
 * `loading` a sample (with its progress), then `ready`; or it has `failed`, with the reason.
 * A later sample size loads again behind the table: `loadedSize` says what the worker holds
 * meanwhile (null before the first load is in).
 */
export type SourcePhase =
  | { status: 'starting'; size: number }
  | {
      status: 'loading';
      client: InvoiceClient;
      size: number;
      progress: LoadProgress | null;
      loadedSize: number | null;
    }
  | {
      status: 'ready';
      client: InvoiceClient;
      size: number;
      count: number;
      loadMs: number;
      /** A problem met while reapplying stored changes, if any. */
      problem: string | null;
    }
  /** `reason`: a sentence for the person; `detail`: what went wrong, for whoever helps them. */
  | { status: 'failed'; reason: string; detail: string | null };

/**
 * The phase and the revision of the data in the worker. The revision goes up by one with every
 * load that finishes and every write, so whatever shows rows asks for them again; the phase
 * object stays the same when only the revision moves, so the start-up screen does not render
 * for a write.
 */
export interface SourceState {
  phase: SourcePhase;
  revision: number;
  /**
   * The worker crashed or stopped answering after a sample was in (the technical detail): the
   * table stays on screen, says so, and offers Reload. Null while all is well.
   */
  stopped: string | null;
}

export const stoppedReason = 'The table stopped responding.';

export type SourceEvent =
  | { type: 'started'; client: InvoiceClient }
  | { type: 'load'; size: number }
  | { type: 'progress'; size: number; progress: LoadProgress }
  | { type: 'loaded'; size: number; count: number; ms: number; problem: string | null }
  | { type: 'failed'; size?: number; reason: string; detail: string | null }
  | { type: 'stopped'; detail: string }
  | { type: 'wrote' };

export const initialSource = (size: number): SourceState => ({
  phase: { status: 'starting', size },
  revision: 0,
  stopped: null,
});

/** The size asked for, in any phase but a failure. */
export function sizeOf(phase: SourcePhase): number | null {
  return phase.status === 'failed' ? null : phase.size;
}

/** The size of the sample the worker holds now, or null. */
export function loadedSizeOf(phase: SourcePhase): number | null {
  if (phase.status === 'ready') return phase.size;
  if (phase.status === 'loading') return phase.loadedSize;
  return null;
}

/** Pure: the next state for an event; the same state when the event does not apply. */
export function sourceReducer(state: SourceState, event: SourceEvent): SourceState {
  const { phase, revision } = state;
  const to = (next: SourcePhase, bump = 0): SourceState => ({
    ...state,
    phase: next,
    revision: revision + bump,
  });
  switch (event.type) {
    case 'started':
      if (phase.status !== 'starting') return state;
      return to({
        status: 'loading',
        client: event.client,
        size: phase.size,
        progress: null,
        loadedSize: null,
      });
    case 'load':
      if (phase.status === 'starting') {
        return phase.size === event.size ? state : to({ ...phase, size: event.size });
      }
      if (phase.status === 'failed' || phase.size === event.size) return state;
      return to({
        status: 'loading',
        client: phase.client,
        size: event.size,
        progress: null,
        loadedSize: loadedSizeOf(phase),
      });
    case 'progress':
      // Reports come over their own port, so a last one can arrive after the result: only a
      // load still under way for that size takes it.
      if (phase.status !== 'loading' || phase.size !== event.size) return state;
      return to({ ...phase, progress: event.progress });
    case 'loaded':
      if (phase.status !== 'loading') return state;
      if (phase.size !== event.size) {
        // A size asked for before the current one finished first: the worker holds it now.
        return to({ ...phase, loadedSize: event.size }, 1);
      }
      return to(
        {
          status: 'ready',
          client: phase.client,
          size: event.size,
          count: event.count,
          loadMs: event.ms,
          problem: event.problem,
        },
        1,
      );
    case 'failed':
      if (phase.status === 'failed') return state;
      if (event.size !== undefined && sizeOf(phase) !== event.size) return state;
      return to({ status: 'failed', reason: event.reason, detail: event.detail });
    case 'stopped':
      if (phase.status === 'failed' || state.stopped !== null) return state;
      // Before any sample is in there is no table to keep on screen: start-up has failed.
      if (loadedSizeOf(phase) === null) {
        return to({ status: 'failed', reason: stoppedReason, detail: event.detail });
      }
      return { ...state, stopped: event.detail };
    case 'wrote':
      if (phase.status !== 'loading' && phase.status !== 'ready') return state;
      return { ...state, revision: revision + 1 };
  }
}
