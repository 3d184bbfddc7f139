export interface LoadMessageProps {
  text: string;
  progress?: { value: number; max: number } | undefined;
  /** Loading stopped: the text is an alert, with a button to try again. */
  failed?: boolean;
}

/** What shows before the table: starting, the worker's progress, or why loading stopped. */
export function LoadMessage({ text, progress, failed = false }: LoadMessageProps) {
  return (
    <main className="app app-message">
      <h1>Invoices</h1>
      {failed ? (
        <>
          <p role="alert">{text}</p>
          <button type="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </>
      ) : (
        <label className="load-progress">
          {text}
          <progress value={progress?.value ?? 0} max={progress?.max ?? 1} />
        </label>
      )}
    </main>
  );
}
