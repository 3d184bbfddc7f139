import type { ReactNode } from 'react';
import { useTable } from '../TableContext';
import { IoControls } from '../io/IoControls';
import { ViewOptionsMenu } from '../views/ViewOptionsMenu';
import { useViews } from '../views/ViewsContext';
import { ColumnsMenu } from './ColumnsMenu';
import { FilterToggle } from './FilterToggle';
import { SearchBox } from './SearchBox';
import { ViewTabs } from './ViewTabs';
import './toolbar.css';

/** The table toolbar: view tabs on the left; search, filter toggle and menus on the right. */
export function Toolbar({ panelId, dataControls }: { panelId: string; dataControls?: ReactNode }) {
  const { state, dispatch, page } = useTable();
  const views = useViews();

  return (
    <div className="toolbar">
      <ViewTabs
        views={views.views}
        activeId={views.activeId}
        onSelect={views.selectView}
        onPress={views.pressView}
        panelId={panelId}
        modifiedIds={views.modifiedIds}
        rename={{
          id: views.renamingId,
          error: views.renameError,
          commit: views.commitRename,
          cancel: views.cancelRename,
        }}
      />
      <div className="toolbar-controls">
        <SearchBox
          search={state.search}
          dispatch={dispatch}
          indexing={page.summary?.searchIndexing === true}
        />
        <FilterToggle
          shown={state.showFilters}
          appliedCount={state.filters.length}
          dispatch={dispatch}
        />
        <ColumnsMenu layout={state} dispatch={dispatch} />
        <IoControls />
        {dataControls}
        <ViewOptionsMenu
          viewCount={views.views.length}
          modified={views.modified}
          layout={state.layout}
          density={state.density}
          onCommand={views.runMenuCommand}
          triggerRef={views.menuTrigger}
          onLayout={(layout) => dispatch({ type: 'setLayout', layout })}
          onDensity={(density) => dispatch({ type: 'setDensity', density })}
          groupBy={state.groupBy}
          onGroupBy={(groupBy) => dispatch({ type: 'setGroupBy', groupBy })}
          onAllGroupsOpen={(open) => dispatch({ type: 'setAllGroupsOpen', open })}
        />
      </div>
    </div>
  );
}
