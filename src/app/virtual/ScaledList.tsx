import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type Ref,
} from 'react';
import { getScaledGeometry, getScaledWindow, getScrollTopForRow } from './scaledWindow';

export interface ScaledListApi {
  readonly element: HTMLDivElement | null;
  scrollToRow(config: {
    index: number;
    align?: 'auto' | 'start' | 'end' | 'center' | 'smart';
  }): void;
}

type RowRenderer<RowProps> = (
  props: {
    ariaAttributes: { 'aria-posinset': number; 'aria-setsize': number; role: 'listitem' };
    index: number;
    style: CSSProperties;
  } & RowProps,
) => ReactElement | null;

export interface ScaledListProps<RowProps extends object> {
  rowComponent: RowRenderer<RowProps>;
  rowProps: RowProps;
  rowCount: number;
  rowHeight: number;
  /** The element that scrolls (the grid); the list sits in it below a sticky header. */
  scrollElement: HTMLElement | null;
  onRowsRendered?: (
    visible: { startIndex: number; stopIndex: number },
    all: { startIndex: number; stopIndex: number },
  ) => void;
  listRef?: Ref<ScaledListApi>;
  overscanCount?: number;
  role?: string;
  style?: CSSProperties;
}

function useScrollPosition(element: HTMLElement | null, offset: number) {
  const [position, setPosition] = useState({ scrollTop: 0, viewportHeight: 600 });
  useEffect(() => {
    if (!element) return;
    // Read in the event, while the layout is fresh: an updater runs later, maybe in a render
    // after the DOM changed, where reading the scroller would force a layout.
    const read = () => {
      const scrollTop = Math.max(0, element.scrollTop);
      const viewportHeight = Math.max(0, element.clientHeight - offset);
      setPosition((p) =>
        p.scrollTop === scrollTop && p.viewportHeight === viewportHeight
          ? p
          : { scrollTop, viewportHeight },
      );
    };
    read();
    element.addEventListener('scroll', read, { passive: true });
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      observer.disconnect();
    };
  }, [element, offset]);
  return position;
}

/**
 * react-window's List API for more rows than a browser can lay out at full height: the spacer
 * is capped and scrolling is scaled (see scaledWindow.ts), so every row down to the last is
 * reachable with the scrollbar, the wheel and the keyboard.
 */
export function ScaledList<RowProps extends object>(props: ScaledListProps<RowProps>) {
  const { rowComponent: Row, rowProps, rowCount, rowHeight, scrollElement, onRowsRendered } = props;
  const overscan = props.overscanCount ?? 4;
  const element = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const { scrollTop, viewportHeight } = useScrollPosition(scrollElement, offset);
  const geometry = getScaledGeometry({ rowCount, rowHeight, viewportHeight });
  const window = getScaledWindow({ scrollTop, viewportHeight, rowCount, rowHeight, overscan });

  useEffect(() => {
    setOffset(element.current?.offsetTop ?? 0);
  }, [scrollElement]);

  useEffect(() => {
    if (window.stopIndex < window.startIndex) return;
    const visible = getScaledWindow({
      scrollTop,
      viewportHeight,
      rowCount,
      rowHeight,
      overscan: 0,
    });
    onRowsRendered?.(
      { startIndex: visible.startIndex, stopIndex: visible.stopIndex },
      { startIndex: window.startIndex, stopIndex: window.stopIndex },
    );
  }, [
    onRowsRendered,
    window.startIndex,
    window.stopIndex,
    scrollTop,
    viewportHeight,
    rowCount,
    rowHeight,
  ]);

  useImperativeHandle(
    props.listRef,
    () => ({
      get element() {
        return element.current;
      },
      scrollToRow({ index, align }) {
        if (!scrollElement) return;
        scrollElement.scrollTop = getScrollTopForRow({
          index,
          rowCount,
          rowHeight,
          viewportHeight,
          currentScrollTop: scrollElement.scrollTop,
          align: align === 'start' || align === 'end' ? align : 'auto',
        });
      },
    }),
    [scrollElement, rowCount, rowHeight, viewportHeight],
  );

  const rows: ReactElement[] = [];
  for (let index = window.startIndex; index <= window.stopIndex; index++) {
    const top = window.startTop + (index - window.startIndex) * rowHeight;
    rows.push(
      <Row
        key={index}
        {...rowProps}
        index={index}
        ariaAttributes={{ 'aria-posinset': index + 1, 'aria-setsize': rowCount, role: 'listitem' }}
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          transform: `translateY(${top}px)`,
          height: rowHeight,
          width: '100%',
        }}
      />,
    );
  }
  return (
    <div
      ref={element}
      role={props.role}
      style={{ position: 'relative', height: geometry.spacerHeight, ...props.style }}
    >
      {rows}
    </div>
  );
}
