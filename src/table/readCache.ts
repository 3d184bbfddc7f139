/**
 * Reads of a list's records already answered, or on their way, by a key that holds the query and
 * the data's revision: a change whose rows were read ahead (its button pressed, ~60 ms before the
 * click) shows them in the input's own task, and a read asked twice is sent once. Keeps only
 * the answers `keep` accepts (a failure is asked again), at most `limit`, the oldest forgotten
 * first. `clear` forgets everything, and an answer to a read sent before it is not kept.
 */
export function createReadCache<Answer>(limit: number, keep: (answer: Answer) => boolean) {
  const answers = new Map<string, Answer>();
  const flying = new Map<string, Promise<Answer>>();
  let generation = 0;

  const put = (key: string, answer: Answer) => {
    answers.delete(key);
    answers.set(key, answer);
    while (answers.size > limit) {
      const oldest = answers.keys().next().value;
      if (oldest === undefined) break;
      answers.delete(oldest);
    }
  };

  return {
    /** The answer for `key`, if it is here. */
    get(key: string): Answer | undefined {
      return answers.get(key);
    },
    /** The read for `key` already on its way, if any. */
    flying(key: string): Promise<Answer> | undefined {
      return flying.get(key);
    },
    /** The answer for `key`: here, on its way, or asked now with `send`. */
    fetch(key: string, send: () => Promise<Answer>): Promise<Answer> {
      const known = answers.get(key);
      if (known !== undefined) return Promise.resolve(known);
      const already = flying.get(key);
      if (already) return already;
      const asked = generation;
      const promise = send().then(
        (answer) => {
          if (flying.get(key) === promise) flying.delete(key);
          if (asked === generation && keep(answer)) put(key, answer);
          return answer;
        },
        (error: unknown) => {
          if (flying.get(key) === promise) flying.delete(key);
          throw error;
        },
      );
      flying.set(key, promise);
      return promise;
    },
    /** Keeps `answer` for `key`, as if it had been read. */
    put,
    /** The data changed: nothing known or asked so far may be shown. */
    clear() {
      generation += 1;
      answers.clear();
      flying.clear();
    },
  };
}

export type ReadCache<Answer> = ReturnType<typeof createReadCache<Answer>>;
