/** Things the person should know that are not errors of theirs: shown as text, never markup. */
export function NoticeBar({ notices, onDismiss }: { notices: string[]; onDismiss: () => void }) {
  if (notices.length === 0) return null;
  return (
    <div role="status" className="notice-bar">
      {notices.length === 1 ? (
        <p>{notices[0]}</p>
      ) : (
        <ul>
          {notices.map((notice, index) => (
            <li key={index}>{notice}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss notices"
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
  );
}
