import { useEffect, useState } from 'react';
import type { InvoiceClient } from '../data/client';
import type { Opened } from '../data/lifecycle';
import { whenIdle } from '../whenIdle';

/**
 * Asks for SQLite's check of a table reopened from its checkpoint (the worker's `checkKept`)
 * once its first rows are painted: when the screen is next idle after they are shown, so the
 * check never holds them back. Damaged with an earlier generation, `fallBack` opens that one
 * (the damaged file is set aside); with none, returns the sentence saying so, else null.
 */
export function useKeptCheck(args: {
  client: InvoiceClient;
  opened: Opened;
  /** The first rows are on screen. */
  shown: boolean;
  fallBack: (damaged: string) => void;
}): string | null {
  const { client, opened, shown, fallBack } = args;
  const [found, setFound] = useState<{ about: Opened; problem: string } | null>(null);
  useEffect(() => {
    if (!shown || opened.from !== 'kept') return;
    let live = true;
    const cancel = whenIdle(() => {
      client.checkKept().then(
        (result) => {
          if (!live || result.kind !== 'ok' || result.outcome !== 'damaged') return;
          if (result.earlier) fallBack(result.file);
          else setFound({ about: opened, problem: result.problem });
        },
        // A worker that stopped says so itself; its checkpoints wait for the check regardless.
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [client, opened, shown, fallBack]);
  return found?.about === opened ? found.problem : null;
}
