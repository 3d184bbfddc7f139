import type { InvoiceQuery } from '../../domain/query';
import { foldForSearch, maxSearchLength } from '../../domain/search';
import type { Invoice } from '../../domain/invoice';
import type { Ticket } from '../../shared/latest';
import type { QueryResult, Summary } from '../../worker/types';
import type { TableState } from '../state/tableState';
import { toQuery } from '../state/stateKeys';

/** The worker's answer for one query: the page of rows and the summary over every match. */
export interface Answer {
  /** Which query and data revision it answers (`queryKey`); '' before the first answer. */
  key: string;
  rows: Invoice[];
  summary: Summary | null;
  errors: string[] | null;
  /** What went wrong in technical terms, when the call itself failed (shown folded away). */
  detail: string | null;
  sqlMs: number | null;
}

/** What the screen shows: a table state and the latest answer, committed together. */
export interface Shown {
  state: TableState;
  /** `queryKey` of `state` at the revision it was committed at. */
  key: string;
  answer: Answer;
}

export const noAnswer: Answer = {
  key: '',
  rows: [],
  summary: null,
  errors: null,
  detail: null,
  sqlMs: null,
};

/** Said when a call for rows failed on its way (not the worker refusing the query). */
export const rowsFailed = 'The table could not show these rows. Reloading the page may help.';

/** Two states ask the worker the same thing exactly when their keys are equal. */
export function queryKey(state: TableState, revision: number): string {
  return `${revision}:${JSON.stringify(toQuery(state))}`;
}

/**
 * Which answer serves a query: the same as `queryKey` but with the search folded
 * (`foldForSearch`: lower case, no accents), as the worker folds it before matching. 'I' finds
 * what 'i' finds, so a first capital letter (a name, 'INV-0') shows the rows fetched ahead for
 * the lower-case one in the key's own task. Each is still its own question (`queryKey`), shown
 * with its rows; a search that differs otherwise ('INV-' after 'INV') is asked on its own, so
 * each keystroke shows its own answer, the aged payables strip included.
 */
export function answerKey(query: InvoiceQuery, revision: number): string {
  // A search too long for the worker is refused whatever it folds to: keyed as typed.
  const { search } = query;
  const folded = search.length > maxSearchLength ? search : foldForSearch(search);
  return `${revision}:${JSON.stringify({ ...query, search: folded })}`;
}

/**
 * Asks the worker (latest wins: a newer ticket on the same channel supersedes this one; a
 * question without a ticket, a prefetch, always runs).
 */
export type Ask = (query: InvoiceQuery, ticket?: Ticket) => Promise<QueryResult>;
