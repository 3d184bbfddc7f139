import { builtInViews } from '../../sql/views';
import { useTable } from '../TableContext';
import { ColumnsMenu } from './ColumnsMenu';
import { FilterToggle } from './FilterToggle';
import { SearchBox } from './SearchBox';
import { ViewTabs } from './ViewTabs';
import './toolbar.css';

/** The table toolbar: view tabs on the left; search, filter toggle and menus on the right. */
export function Toolbar() {
  const { state, dispatch } = useTable();
  const selectView = (viewId: string) => {
    const view = builtInViews.find((v) => v.id === viewId);
    if (view) dispatch({ type: 'selectView', viewId, filters: view.filters });
  };

  return (
    <div className="toolbar">
      <ViewTabs views={builtInViews} activeId={state.viewId} onSelect={selectView} />
      <div className="toolbar-controls">
        <SearchBox search={state.search} dispatch={dispatch} />
        <FilterToggle
          shown={state.showFilters}
          appliedCount={state.filters.length}
          dispatch={dispatch}
        />
        <ColumnsMenu layout={state} dispatch={dispatch} />
        {/* The view options menu button goes here, last on the right. */}
      </div>
    </div>
  );
}
