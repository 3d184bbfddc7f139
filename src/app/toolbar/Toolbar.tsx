import { memo, useCallback, useMemo, type ReactNode } from 'react';
import type { GroupBy } from '../../domain/grouping';
import { useTableActions } from '../TableContext';
import { IoControls, type IoControlsProps } from '../io/IoControls';
import type { Density, Layout, TableState } from '../state/tableState';
import { useStableCallback } from '../useStableCallback';
import { ViewOptionsMenu } from '../views/ViewOptionsMenu';
import { useViews } from '../views/ViewsContext';
import { ColumnsMenu } from './ColumnsMenu';
import { FilterToggle } from './FilterToggle';
import { SearchBox } from './SearchBox';
import { ViewTabs } from '../../table/react/ViewTabs';
import './toolbar.css';

// Memoised: a click re-renders only the controls whose props it changed (a page change, none).
const Tabs = memo(ViewTabs);
const Search = memo(SearchBox);
const Toggle = memo(FilterToggle);
const Columns = memo(ColumnsMenu);
const Options = memo(ViewOptionsMenu);
const Io = memo(IoControls);

export interface ToolbarProps {
  panelId: string;
  dataControls?: ReactNode;
  /** Only the parts of the state the toolbar shows, so `memo` can skip it. */
  search: string;
  showFilters: boolean;
  filterCount: number;
  columnOrder: TableState['columnOrder'];
  columnVisibility: TableState['columnVisibility'];
  columnPinning: TableState['columnPinning'];
  columnSizing: TableState['columnSizing'];
  layout: Layout;
  density: Density;
  groupBy: GroupBy;
  /** The pointer or focus is on a Group by entry: its groups are fetched ahead. */
  onGroupByAhead?: (groupBy: GroupBy) => void;
  /** Whether the search index is still being built. */
  indexing: boolean;
  /** What Import and Export need. */
  io: IoControlsProps;
  /** Opens New bill. */
  onNewBill: () => void;
}

/**
 * The table toolbar: view tabs on the left; search, filter toggle and menus on the right. It
 * takes the parts of the state it shows as props rather than the table context, so a click that
 * changes none of them (a page, a sort, a filter's rows) does not re-render it.
 */
export function Toolbar(props: ToolbarProps) {
  const { panelId, dataControls, search, showFilters, filterCount, io } = props;
  const { dispatch } = useTableActions();
  const views = useViews();
  const { renamingId, renameError, commitRename, cancelRename } = views;
  const rename = useMemo(
    () => ({ id: renamingId, error: renameError, commit: commitRename, cancel: cancelRename }),
    [renamingId, renameError, commitRename, cancelRename],
  );
  const { columnOrder, columnVisibility, columnPinning, columnSizing } = props;
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
        <Search search={search} dispatch={dispatch} indexing={props.indexing} />
        <Toggle shown={showFilters} appliedCount={filterCount} dispatch={dispatch} />
        <Columns layout={columns} dispatch={dispatch} />
        <Io {...io} />
        {dataControls}
        <button type="button" className="toolbar-button toolbar-new-bill" onClick={props.onNewBill}>
          New bill
        </button>
        <Options
          viewCount={views.views.length}
          modified={views.modified}
          layout={props.layout}
          density={props.density}
          onCommand={runMenuCommand}
          triggerRef={views.menuTrigger}
          onLayout={onLayout}
          onDensity={onDensity}
          groupBy={props.groupBy}
          onGroupBy={onGroupBy}
          onGroupByAhead={props.onGroupByAhead}
          onAllGroupsOpen={onAllGroupsOpen}
        />
      </div>
    </div>
  );
}
