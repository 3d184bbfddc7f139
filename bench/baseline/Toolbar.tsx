import { builtInViews } from '../../src/domain/views';

export interface ToolbarProps {
  viewId: string;
  search: string;
  onSelectView: (id: string) => void;
  onSearch: (text: string) => void;
}

/** View tabs and 'Search table', searching as the person types (no debounce, like ours). */
export function Toolbar({ viewId, search, onSelectView, onSearch }: ToolbarProps) {
  return (
    <div className="b-toolbar">
      <div role="tablist" aria-label="Views" className="b-tabs">
        {builtInViews.map((view) => (
          <button
            key={view.id}
            type="button"
            role="tab"
            aria-selected={view.id === viewId}
            tabIndex={view.id === viewId ? 0 : -1}
            className="b-tab"
            onClick={() => onSelectView(view.id)}
          >
            {view.label}
          </button>
        ))}
      </div>
      <label className="b-search">
        <span className="visually-hidden">Search table</span>
        <input
          type="search"
          placeholder="Search..."
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && search !== '') onSearch('');
          }}
        />
      </label>
    </div>
  );
}
