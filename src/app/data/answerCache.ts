import { createReadCache } from '../../table/readCache';
import type { QueryResult } from '../../worker/types';

/** A page of rows the worker sent, with the page it turned out to be (a page past the last). */
export type OkResult = Extract<QueryResult, { kind: 'ok' }>;

/**
 * Answers the worker has already sent, and questions on their way, by answer key (`answerKey`,
 * which holds the data revision; the groups' and a group's bills keys, src/app/grouping): a
 * change whose rows are here shows in the input's own task. The generic lists' read cache
 * (src/table/readCache.ts), keeping only answers that are ok: `clear` on any data change.
 */
export function createAnswerCache<R extends { kind: string } = QueryResult>(limit: number) {
  type Ok = Extract<R, { kind: 'ok' }>;
  const cache = createReadCache<R>(limit, (result) => result.kind === 'ok');
  return {
    ...cache,
    get: (key: string) => cache.get(key) as Ok | undefined,
    put: (key: string, result: Ok) => cache.put(key, result),
  };
}

export type AnswerCache<R extends { kind: string } = QueryResult> = ReturnType<
  typeof createAnswerCache<R>
>;
