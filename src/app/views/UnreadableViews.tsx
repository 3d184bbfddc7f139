import { useViews } from './ViewsContext';
import { asideKey } from './viewSchema';

/**
 * Saved views that could not be read: kept in storage as they are (no write removes them), named
 * here, each with a way to delete it.
 */
export function UnreadableViews() {
  const { aside, deleteAside } = useViews();
  if (aside.length === 0) return null;
  return (
    <section className="unreadable-views" aria-label="Saved views that could not be read">
      <p>
        {aside.length === 1
          ? 'A saved view could not be read. It is kept as it was until you delete it.'
          : `${aside.length} saved views could not be read. They are kept as they were until you delete them.`}
      </p>
      <ul>
        {aside.map((item) => (
          <li key={asideKey(item)}>
            <span>“{item.name}”</span>
            <button
              type="button"
              className="toolbar-button"
              aria-label={`Delete unreadable view “${item.name}”`}
              onClick={() => deleteAside(item)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
