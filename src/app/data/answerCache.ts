import type { QueryResult } from '../../worker/types';

/** A page of rows the worker sent, with the page it turned out to be (a page past the last). */
export type OkResult = Extract<QueryResult, { kind: 'ok' }>;

/**
 * Answers the worker has already sent, and questions on their way, by answer key (`answerKey`,
 * which holds the data revision; the groups' and a group's bills keys, src/app/grouping): a change whose rows are here shows in the input's own task.
 * Only what the worker said for the data as it is now: `clear` on any data change. Holds at
 * most `limit` answers, forgetting the oldest first.
 */
export function createAnswerCache<R extends { kind: string } = QueryResult>(limit: number) {
  type Ok = Extract<R, { kind: 'ok' }>;
  const answers = new Map<string, Ok>();
  const flying = new Map<string, Promise<R>>();
  let generation = 0;

  const put = (key: string, result: Ok) => {
    answers.delete(key);
    answers.set(key, result);
    while (answers.size > limit) {
      const oldest = answers.keys().next().value;
      if (oldest === undefined) break;
      answers.delete(oldest);
    }
  };

  return {
    get(key: string): Ok | undefined {
      return answers.get(key);
    },
    /** The question for `key` already on its way, if any. */
    flying(key: string): Promise<R> | undefined {
      return flying.get(key);
    },
    /** Sends a question unless its answer is here or on its way; keeps the answer if it is ok. */
    fetch(key: string, send: () => Promise<R>): Promise<R> {
      const known = answers.get(key);
      if (known) return Promise.resolve(known);
      const already = flying.get(key);
      if (already) return already;
      const asked = generation;
      const promise = send();
      flying.set(key, promise);
      const settle = () => {
        if (flying.get(key) === promise) flying.delete(key);
      };
      promise.then((result) => {
        settle();
        if (asked === generation && isOk(result)) put(key, result);
      }, settle);
      return promise;
    },
    put,
    /** The data changed: nothing known or asked so far may be shown. */
    clear() {
      generation += 1;
      answers.clear();
      flying.clear();
    },
  };
}

function isOk<R extends { kind: string }>(result: R): result is Extract<R, { kind: 'ok' }> {
  return result.kind === 'ok';
}

export type AnswerCache<R extends { kind: string } = QueryResult> = ReturnType<
  typeof createAnswerCache<R>
>;
