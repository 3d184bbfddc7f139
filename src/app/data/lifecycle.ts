import type { LoadProgress, OpenRequest, OpenResult } from '../../worker/types';
import type { InvoiceClient } from './client';

/** A table the worker opened: the kept one, or a new choice made anew (keeper.ts). */
export type Opened = Extract<OpenResult, { kind: 'ok' }>;

/** The kept table could not be read: the person is asked before anything is made (keeper.ts). */
export type Unreadable = Extract<OpenResult, { kind: 'unreadable' }>;

/** What `prepare` found: a problem to report, and the change log's last entry the table holds. */
export interface Prepared {
  problem: string | null;
  base: number;
}

/**
 * Where the rows come from, as one small state machine: the worker is `starting`, then
 * `loading` what a request asks for (the kept table, or a new choice: with its progress, then
 * while the change log since its checkpoint is reapplied), then `ready`; or it has `failed`,
 * with the reason. A later choice loads again behind the table: `opened` says what the worker
 * holds meanwhile (null before the first open is in).
 */
export type SourcePhase =
  | { status: 'starting'; request: OpenRequest }
  | {
      status: 'loading';
      client: InvoiceClient;
      request: OpenRequest;
      progress: LoadProgress | null;
      /** How many logged changes are being reapplied, once the table is open; else null. */
      replaying: number | null;
      opened: Opened | null;
    }
  | {
      status: 'ready';
      client: InvoiceClient;
      request: OpenRequest;
      opened: Opened;
      prepared: Prepared;
      count: number;
      loadMs: number;
    }
  /** The kept table cannot be read: nothing is opened until the person chooses what to do. */
  | { status: 'asking'; client: InvoiceClient; request: OpenRequest; question: Unreadable }
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
   * The worker crashed or stopped answering after a table was in (the technical detail): the
   * table stays on screen, says so, and offers Reload. Null while all is well.
   */
  stopped: string | null;
}

export const stoppedReason = 'The table stopped responding.';

export type SourceEvent =
  | { type: 'started'; client: InvoiceClient }
  | { type: 'open'; request: OpenRequest }
  | { type: 'progress'; request: OpenRequest; progress: LoadProgress }
  | { type: 'replaying'; request: OpenRequest; count: number }
  | { type: 'loaded'; request: OpenRequest; opened: Opened; prepared: Prepared }
  | { type: 'asking'; request: OpenRequest; question: Unreadable }
  | { type: 'failed'; request?: OpenRequest; reason: string; detail: string | null }
  | { type: 'stopped'; detail: string }
  | { type: 'wrote' };

export const initialSource = (request: OpenRequest): SourceState => ({
  phase: { status: 'starting', request },
  revision: 0,
  stopped: null,
});

/** The request asked for, in any phase but a failure. */
export function requestOf(phase: SourcePhase): OpenRequest | null {
  return phase.status === 'failed' ? null : phase.request;
}

/** What the worker holds now, or null. */
export function openedOf(phase: SourcePhase): Opened | null {
  if (phase.status === 'ready' || phase.status === 'loading') return phase.opened;
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
        request: phase.request,
        progress: null,
        replaying: null,
        opened: null,
      });
    case 'open':
      if (phase.status === 'starting') {
        return phase.request === event.request ? state : to({ ...phase, request: event.request });
      }
      if (phase.status === 'failed' || phase.request === event.request) return state;
      // From 'asking' nothing is open: the person's choice loads with the loading screen.
      return to({
        status: 'loading',
        client: phase.client,
        request: event.request,
        progress: null,
        replaying: null,
        opened: openedOf(phase),
      });
    case 'progress':
      // Reports come over their own port, so a last one can arrive after the result: only an
      // open still under way for that request takes it.
      if (phase.status !== 'loading' || phase.request !== event.request) return state;
      return to({ ...phase, progress: event.progress });
    case 'replaying':
      if (phase.status !== 'loading' || phase.request !== event.request) return state;
      return to({ ...phase, replaying: event.count });
    case 'loaded':
      if (phase.status !== 'loading') return state;
      if (phase.request !== event.request) {
        // A request made before the current one finished first: the worker holds it now.
        return to({ ...phase, opened: event.opened }, 1);
      }
      return to(
        {
          status: 'ready',
          client: phase.client,
          request: event.request,
          opened: event.opened,
          prepared: event.prepared,
          count: event.opened.count,
          loadMs: event.opened.ms,
        },
        1,
      );
    case 'asking':
      if (phase.status !== 'loading' || phase.request !== event.request) return state;
      return to({
        status: 'asking',
        client: phase.client,
        request: event.request,
        question: event.question,
      });
    case 'failed':
      if (phase.status === 'failed') return state;
      if (event.request !== undefined && requestOf(phase) !== event.request) return state;
      return to({ status: 'failed', reason: event.reason, detail: event.detail });
    case 'stopped':
      if (phase.status === 'failed' || state.stopped !== null) return state;
      // Before any table is in there is no table to keep on screen: start-up has failed.
      if (openedOf(phase) === null) {
        return to({ status: 'failed', reason: stoppedReason, detail: event.detail });
      }
      return { ...state, stopped: event.detail };
    case 'wrote':
      if (phase.status !== 'loading' && phase.status !== 'ready') return state;
      return { ...state, revision: revision + 1 };
  }
}
