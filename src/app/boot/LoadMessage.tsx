export interface LoadMessageProps {
  text: string;
  progress?: { value: number; max: number } | undefined;
  /** Loading stopped: the text is an alert, with a button to try again. */
  failed?: boolean;
  /** What went wrong, in technical terms: behind a disclosure, for whoever helps the person. */
  detail?: string | null;
}

/** A sentence saying what stopped, a way out (Reload), and the technical detail folded away. */
export function FailureNotice({ text, detail }: { text: string; detail?: string | null }) {
  return (
    <div className="failure-notice">
      <p role="alert">{text}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
      {detail && (
        <details>
          <summary>Technical details</summary>
          <p>{detail}</p>
        </details>
      )}
    </div>
  );
}

/** What shows before the table: starting, the worker's progress, or why loading stopped. */
export function LoadMessage({ text, progress, failed = false, detail }: LoadMessageProps) {
  return (
    <main className="app app-message">
      <h1>Invoices</h1>
      {failed ? (
        <FailureNotice text={text} detail={detail} />
      ) : (
        <label className="load-progress">
          {text}
          <progress value={progress?.value ?? 0} max={progress?.max ?? 1} />
        </label>
      )}
    </main>
  );
}
