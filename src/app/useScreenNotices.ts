import { useCallback, useState } from 'react';
import type { Boot } from './boot/useBoot';
import type { Opened, Prepared } from './data/lifecycle';
import { notSharedMessage, storageUnavailableMessage } from './persist/storage';

/**
 * What the screen tells a person above the table: the notices (from the boot, the link, the
 * change log, then anything `notify` is given, the last six), and a storage problem once the
 * browser's storage fails.
 */
export function useScreenNotices(boot: Boot, opened: Opened, prepared: Prepared | null) {
  const [notices, setNotices] = useState(() => [
    ...boot.notices,
    // Without a kept log there is no order to share changes in: each tab is its own table.
    ...(boot.storage.persistent ? [] : [notSharedMessage]),
    ...(prepared?.problem ? [prepared.problem] : []),
    ...(opened.linkIgnored
      ? [
          'The link asks for sample data; your own bills are shown. Choose sample data under ‘Table holds’ to replace them.',
        ]
      : []),
  ]);
  const notify = useCallback(
    (message: string | string[]) => setNotices((n) => [...n, ...[message].flat()].slice(-6)),
    [],
  );
  const pageMoved = useCallback(
    (asked: number, shown: number) =>
      notify(`Page ${asked + 1} does not exist; showing page ${shown + 1}`),
    [notify],
  );
  const [storageProblem, setStorageProblem] = useState(boot.storageProblem);
  const onStorageFailure = useCallback(() => setStorageProblem(storageUnavailableMessage), []);
  return { notices, setNotices, notify, pageMoved, storageProblem, onStorageFailure };
}
