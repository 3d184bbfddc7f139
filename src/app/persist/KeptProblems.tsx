import { useState } from 'react';
import type { InvoiceClient } from '../data/client';
import type { Opened } from '../data/lifecycle';
import { downloadSetAside } from './downloadSetAside';
import { useKeptCheck } from './useKeptCheck';

/**
 * Why the table is not being kept (storage refused or failed), and why it was opened from an
 * older copy: each a sentence in a banner. When the last saved copy could not be read, or SQLite's
 * check found it damaged after it opened (useKeptCheck), it was set aside, not deleted
 * (openKept.ts), and the banner offers it as a download for support; damaged with no earlier
 * copy to go back to, the banner says so and offers it with Reload.
 */
export function KeptProblems(props: {
  client: InvoiceClient;
  storageProblem: string | null;
  keptProblem: string | null;
  opened: Opened;
  /** The first rows are on screen: the check of a reopened table may run. */
  shown: boolean;
  /** Opens the generation before the damaged kept file, setting that file aside. */
  fallBack: (damaged: string) => void;
}) {
  const { client, storageProblem, keptProblem, opened, shown, fallBack } = props;
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const damaged = useKeptCheck({ client, opened, shown, fallBack });
  const what = damaged !== null || opened.damaged ? 'damaged' : 'unreadable';
  const download = (
    <button type="button" onClick={() => void downloadSetAside(client, what, setDownloadProblem)}>
      {`Download the ${what} copy`}
    </button>
  );
  return (
    <>
      {storageProblem && (
        <p role="alert" className="error-banner">
          {storageProblem}
        </p>
      )}
      {damaged !== null ? (
        <div role="alert" className="error-banner">
          <p>{damaged}</p>
          <p className="banner-choices">
            {download}
            <button type="button" onClick={() => window.location.reload()}>
              Reload
            </button>
            {downloadProblem && <span> {downloadProblem}</span>}
          </p>
        </div>
      ) : (
        keptProblem &&
        keptProblem !== storageProblem && (
          <div role="alert" className="error-banner">
            <p>{keptProblem}</p>
            {opened.setAside && (
              <p>
                {download}
                {downloadProblem && <span> {downloadProblem}</span>}
              </p>
            )}
          </div>
        )
      )}
    </>
  );
}
