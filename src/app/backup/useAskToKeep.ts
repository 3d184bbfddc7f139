import { useMemo } from 'react';
import type { TableChoice } from '../../domain/choice';
import type { WriteCommand } from '../data/writeCommands';
import type { Write } from '../data/writePath';
import { askToKeep } from './keepStatus';

/**
 * The write path, asking the browser to keep this site's storage after the first write to one's
 * own bills that succeeds (an import, an edit, a payment, any change but another tab's replay).
 * Sample data never asks.
 */
export function useAskToKeep(choice: TableChoice, write: Write): Write {
  return useMemo(() => {
    if (choice.kind !== 'own') return write;
    const asking = (async (command: WriteCommand, ...rest: unknown[]) => {
      const result = await (
        write as (c: WriteCommand, ...r: unknown[]) => Promise<{ kind: string }>
      )(command, ...rest);
      if (result.kind === 'ok' && command.kind !== 'replay') void askToKeep();
      return result;
    }) as Write;
    return write.seen ? Object.assign(asking, { seen: write.seen }) : asking;
  }, [choice, write]);
}
