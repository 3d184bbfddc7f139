import { useEffect, useMemo, useState } from 'react';
import { datasetOf } from '../../domain/choice';
import type { InvoiceClient } from '../data/client';
import type { Opened, Prepared } from '../data/lifecycle';
import { createCheckpointer, type Checkpointer } from './checkpoints';
import type { AppStorage } from './storage';

/**
 * Keeps the table saved while the screen shows it: a checkpointer per opened table, started once
 * its change log is replayed. A table made anew (or with changes replayed onto it) is saved at
 * once, so the next visit opens it instead of making it again. Where storage is refused, nothing
 * is saved, as the screen says. `keptProblem`: why the table is not being kept, or null.
 */
export function useCheckpoints(args: {
  client: InvoiceClient;
  storage: AppStorage;
  opened: Opened;
  prepared: Prepared | null;
}): { checkpointer: Checkpointer | null; keptProblem: string | null } {
  const { client, storage, opened, prepared } = args;
  // A checkpoint's problem belongs to the table it was about; a newly opened one starts with its own.
  const [reported, setReported] = useState<{ about: Opened; problem: string | null } | null>(null);
  const keptProblem = reported?.about === opened ? reported.problem : opened.problem;
  const dataset = datasetOf(opened.choice);

  const checkpointer = useMemo(() => {
    // Each open (and each replay onto it) brings new `opened` and `prepared`: a new checkpointer.
    if (prepared === null || !storage.persistent) return null;
    return createCheckpointer({
      checkpoint: (mark, replace) => client.checkpoint(mark, replace),
      changeKeys: () => storage.changeKeys(dataset),
      base: prepared.base,
      onProblem: (problem) => setReported({ about: opened, problem }),
    });
  }, [client, storage, dataset, opened, prepared]);

  useEffect(() => {
    if (!checkpointer || !prepared) return;
    if (opened.from !== 'kept' || prepared.base > opened.mark) {
      void checkpointer.now(opened.replaces);
    }
    return () => checkpointer.stop();
  }, [checkpointer, opened, prepared]);

  return { checkpointer, keptProblem };
}
