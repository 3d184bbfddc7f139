import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { RenameBox } from './RenameBox';

/** What a tab needs of a view: its id and its name. */
export interface ViewTab {
  id: string;
  label: string;
}

export interface ViewTabsProps {
  views: readonly ViewTab[];
  /** The view on screen; when no tab matches, the first tab takes the Tab key stop. */
  activeId: string;
  onSelect: (viewId: string) => void;
  /** A press on a tab (pointerdown), before its click selects it. */
  onPress?: (viewId: string) => void;
  /** The id of the tab panel the tabs control (the table below them). */
  panelId?: string;
  /** What each tab's id starts with (`viewTabId`): lists shown in one page need their own. */
  idPrefix?: string;
  /** The views that differ from what they saved: their tabs say so. */
  modifiedIds?: readonly string[];
  /** Renaming a tab in place: which one, the reason a name was refused, and what to do. */
  rename?: {
    id: string | null;
    error: string | null;
    commit: (label: string) => void;
    cancel: () => void;
  };
}

/** The id of a view's tab, which labels the tab panel while that view is shown. */
export function viewTabId(viewId: string, idPrefix = 'view'): string {
  return `${idPrefix}-tab-${viewId}`;
}

/** Where an arrow, Home or End key moves from tab `index` of `count`; null for other keys. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Scrolls the tab strip just enough that `tab` shows whole; the page itself never scrolls. */
function revealTab(tab: HTMLElement | null | undefined) {
  const strip = tab?.parentElement;
  if (!tab || !strip) return;
  const shown = strip.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  // The strip's padding: a tab flush with the edge would sit under it.
  const inset = strip.clientLeft + 4;
  if (rect.left < shown.left + inset) strip.scrollLeft -= shown.left + inset - rect.left;
  else if (rect.right > shown.right - inset) strip.scrollLeft += rect.right - shown.right + inset;
}

const noneModified: readonly string[] = [];

/**
 * A list's view tabs (ARIA tabs, roving tabindex), built-in views then saved ones. Selection follows focus: an arrow key, Home or End
 * moves to a tab and shows its view at once, since the worker answers a view in milliseconds.
 */
export function ViewTabs({
  views,
  activeId,
  onSelect,
  onPress,
  panelId,
  idPrefix,
  modifiedIds = noneModified,
  rename,
}: ViewTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const renameIndex = rename?.id ? views.findIndex((v) => v.id === rename.id) : -1;
  const [box, setBox] = useState<{ left: number; width: number } | null>(null);
  const activeIndex = views.findIndex((v) => v.id === activeId);
  // A tab that becomes active (a new copy, a view chosen by a link) is scrolled into the strip:
  // in the next frame, where its layout is worked out anyway, not forced in the commit.
  useEffect(() => {
    const frame = requestAnimationFrame(() => revealTab(tabs.current[activeIndex]));
    return () => cancelAnimationFrame(frame);
  }, [activeIndex, views]);
  useLayoutEffect(() => {
    const tab = renameIndex >= 0 ? tabs.current[renameIndex] : null;
    // The box is laid over the tab, so the tab must be in the strip's view, not beyond its edge.
    revealTab(tab);
    setBox(
      tab
        ? { left: tab.offsetLeft - (tab.parentElement?.scrollLeft ?? 0), width: tab.offsetWidth }
        : null,
    );
  }, [renameIndex]);
  // A saved name closes the box, whose input had focus: give it back to the renamed tab.
  const renamedId = useRef<string | null>(null);
  const renameId = rename?.id ?? null;
  useEffect(() => {
    const previous = renamedId.current;
    renamedId.current = renameId;
    if (previous === null || renameId !== null) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    tabs.current[views.findIndex((v) => v.id === previous)]?.focus();
  }, [renameId, views]);
  const focusIndex = Math.max(0, activeIndex);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = targetIndex(event.key, index, views.length);
    const view = next === null ? undefined : views[next];
    if (next === null || !view) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    onSelect(view.id);
  };

  const renaming = renameIndex >= 0 ? views[renameIndex] : undefined;
  return (
    <div className="view-tabs-wrap">
      <div role="tablist" aria-label="Views" className="view-tabs">
        {views.map((view, index) => (
          <button
            key={view.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={viewTabId(view.id, idPrefix)}
            aria-selected={view.id === activeId}
            aria-controls={panelId}
            tabIndex={index === focusIndex ? 0 : -1}
            className="view-tab"
            onPointerDown={(event) => {
              if (event.button === 0) onPress?.(view.id);
            }}
            onClick={() => onSelect(view.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {view.label}
            {modifiedIds.includes(view.id) && (
              <span className="view-tab-modified" title="Unsaved changes">
                <span aria-hidden="true">•</span>
                <span className="visually-hidden"> (modified)</span>
              </span>
            )}
          </button>
        ))}
      </div>
      {renaming && rename && box && (
        <RenameBox
          label={renaming.label}
          error={rename.error}
          left={box.left}
          minWidth={box.width}
          onCommit={rename.commit}
          onCancel={() => {
            rename.cancel();
            tabs.current[renameIndex]?.focus();
          }}
        />
      )}
    </div>
  );
}
