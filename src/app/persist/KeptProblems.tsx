import { useState } from 'react';
import type { InvoiceClient } from '../data/client';
import { downloadFile } from '../io/download';

/**
 * Why the table is not being kept (storage refused or failed), and why it was opened from an
 * older copy: each a sentence in a banner. When the last saved copy could not be read, it was
 * set aside, not deleted (openKept.ts), and the banner offers it as a download for support.
 */
export function KeptProblems(props: {
  client: InvoiceClient;
  storageProblem: string | null;
  keptProblem: string | null;
  /** The name the unreadable copy was set aside under, when the table fell back past it. */
  setAside: string | undefined;
}) {
  const { client, storageProblem, keptProblem, setAside } = props;
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const download = async () => {
    setDownloadProblem(null);
    const copy = await client.readSetAside().catch((error: unknown) => ({
      kind: 'error' as const,
      errors: [error instanceof Error ? error.message : String(error)],
    }));
    if (copy.kind === 'ok') downloadFile(copy.file, `unreadable-${copy.name}`);
    else setDownloadProblem(copy.errors.join('; '));
  };
  return (
    <>
      {storageProblem && (
        <p role="alert" className="error-banner">
          {storageProblem}
        </p>
      )}
      {keptProblem && keptProblem !== storageProblem && (
        <div role="alert" className="error-banner">
          <p>{keptProblem}</p>
          {setAside && (
            <p>
              <button type="button" onClick={() => void download()}>
                Download the unreadable copy
              </button>
              {downloadProblem && <span> {downloadProblem}</span>}
            </p>
          )}
        </div>
      )}
    </>
  );
}
