import { memo, useCallback, useMemo, type ReactNode } from 'react';
import type { GroupBy } from '../../domain/grouping';
import { useTable } from '../TableContext';
import { IoControls } from '../io/IoControls';
import type { Density, Layout } from '../state/tableState';
import { useStableCallback } from '../useStableCallback';
import { ViewOptionsMenu } from '../views/ViewOptionsMenu';
import { useViews } from '../views/ViewsContext';
import { ColumnsMenu } from './ColumnsMenu';
import { FilterToggle } from './FilterToggle';
import { SearchBox } from './SearchBox';
import { ViewTabs } from './ViewTabs';
import './toolbar.css';

// Memoised: a click re-renders only the controls whose props it changed (a page change, none).
const Tabs = memo(ViewTabs);
const Search = memo(SearchBox);
const Toggle = memo(FilterToggle);
const Columns = memo(ColumnsMenu);
const Options = memo(ViewOptionsMenu);

/** The table toolbar: view tabs on the left; search, filter toggle and menus on the right. */
export function Toolbar({ panelId, dataControls }: { panelId: string; dataControls?: ReactNode }) {
  const { state, dispatch, page } = useTable();
  const views = useViews();
  const { renamingId, renameError, commitRename, cancelRename } = views;
  const rename = useMemo(
    () => ({ id: renamingId, error: renameError, commit: commitRename, cancel: cancelRename }),
    [renamingId, renameError, commitRename, cancelRename],
  );
  const { columnOrder, columnVisibility, columnPinning, columnSizing } = state;
  const columns = useMemo(
    () => ({ columnOrder, columnVisibility, columnPinning, columnSizing }),
    [columnOrder, columnVisibility, columnPinning, columnSizing],
  );
  // The views' handlers are made again as the state changes; the tabs and menu need not be.
  const selectView = useStableCallback(views.selectView);
  const pressView = useStableCallback((id: string) => views.pressView?.(id));
  const runMenuCommand = useStableCallback(views.runMenuCommand);
  const onLayout = useCallback(
    (layout: Layout) => dispatch({ type: 'setLayout', layout }),
    [dispatch],
  );
  const onDensity = useCallback(
    (density: Density) => dispatch({ type: 'setDensity', density }),
    [dispatch],
  );
  const onGroupBy = useCallback(
    (groupBy: GroupBy) => dispatch({ type: 'setGroupBy', groupBy }),
    [dispatch],
  );
  const onAllGroupsOpen = useCallback(
    (open: boolean) => dispatch({ type: 'setAllGroupsOpen', open }),
    [dispatch],
  );

  return (
    <div className="toolbar">
      <Tabs
        views={views.views}
        activeId={views.activeId}
        onSelect={selectView}
        onPress={views.pressView ? pressView : undefined}
        panelId={panelId}
        modifiedIds={views.modifiedIds}
        rename={rename}
      />
      <div className="toolbar-controls">
        <Search
          search={state.search}
          dispatch={dispatch}
          indexing={page.summary?.searchIndexing === true}
        />
        <Toggle shown={state.showFilters} appliedCount={state.filters.length} dispatch={dispatch} />
        <Columns layout={columns} dispatch={dispatch} />
        <IoControls />
        {dataControls}
        <Options
          viewCount={views.views.length}
          modified={views.modified}
          layout={state.layout}
          density={state.density}
          onCommand={runMenuCommand}
          triggerRef={views.menuTrigger}
          onLayout={onLayout}
          onDensity={onDensity}
          groupBy={state.groupBy}
          onGroupBy={onGroupBy}
          onAllGroupsOpen={onAllGroupsOpen}
        />
      </div>
    </div>
  );
}
