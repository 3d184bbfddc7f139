import { useMemo } from 'react';
import type { TableChoice } from '../../domain/choice';
import { RemoveAllBills } from '../persist/RemoveAllBills';
import type { AppStorage } from '../persist/storage';
import type { TabChannel } from '../persist/tabChannel';
import { DataMenu } from './DataMenu';

/**
 * The toolbar's data controls beside Import and Export: the data menu (Storage, Download
 * backup, Restore from backup…) and Remove all bills. One element while its inputs stay the
 * same, so the memoised toolbar is not re-rendered for it.
 */
export function useDataControls(
  storage: AppStorage,
  choice: TableChoice,
  channel: TabChannel,
  reopen: () => void,
) {
  return useMemo(
    () => (
      <>
        <DataMenu storage={storage} choice={choice} channel={channel} reopen={reopen} />
        <RemoveAllBills />
      </>
    ),
    [storage, choice, channel, reopen],
  );
}
