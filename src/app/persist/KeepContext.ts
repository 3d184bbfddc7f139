import { createContext, useContext } from 'react';
import type { TableChoice } from '../../domain/choice';

/** The kept table, for code that writes much at once (an import) and for 'Remove all bills'. */
export interface KeepContextValue {
  choice: TableChoice;
  /**
   * Saves the table now (a checkpoint), after a large write that is not in the change log, such
   * as an import. Resolves once saved, or once the failure is shown; never rejects.
   */
  saveNow: () => Promise<void>;
}

export const KeepContext = createContext<KeepContextValue | null>(null);

export function useKeep(): KeepContextValue {
  const value = useContext(KeepContext);
  if (!value) throw new Error('useKeep must be used inside the invoice screen');
  return value;
}
