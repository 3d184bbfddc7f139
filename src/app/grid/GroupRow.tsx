import { useLayoutEffect, useRef } from 'react';
import { groupName, type Grouping, type GroupTotal } from '../../domain/grouping';
import { formatCount, formatMoney } from '../format';
import { useTableDefinition } from '../../table/DefinitionContext';
import { RowFrame } from '../../table/react/RowFrame';
import { InvoiceRow, type InvoiceRowProps } from './InvoiceRow';
import { useRows, type RowGroups } from './rowsContext';

/** How a group reads: 'Acme Ltd: 12 bills, paid £1.00, due £2.00'. */
export function groupSummary(grouping: Grouping, group: GroupTotal): string {
  const bills = `${formatCount(group.count)} ${group.count === 1 ? 'bill' : 'bills'}`;
  return `${groupName(grouping, group.key)}: ${bills}, paid ${formatMoney(group.paid)}, due ${formatMoney(group.due)}`;
}

/** A row of the grouped table: a group's header, or one of its bills (a level down). */
export function GroupedRow({ index, style }: InvoiceRowProps) {
  const { groups } = useRows();
  const item = groups?.getItem(index);
  if (groups && item?.kind === 'group')
    return (
      <GroupHeaderRow
        index={index}
        style={style}
        groups={groups}
        group={item.group}
        open={item.open}
      />
    );
  return <InvoiceRow index={index} style={style} level={item ? 2 : undefined} />;
}

/**
 * A group's header row (aria-level 1): its button opens and closes it; the group's name and how
 * many bills, then its Paid and Amount due subtotals under those columns when they are shown.
 */
function GroupHeaderRow(
  props: InvoiceRowProps & { groups: RowGroups; group: GroupTotal; open: boolean },
) {
  const { index, style, group, open } = props;
  const { grouping, onToggleGroup, onPressGroup } = props.groups;
  const {
    placed,
    totalWidth,
    firstRowIndex,
    activeRow,
    activeCol: activeColumn,
    claimFocus,
  } = useRows();
  const rowRef = useRef<HTMLDivElement>(null);
  const definition = useTableDefinition();
  const activeCol = activeRow === index ? activeColumn : null;
  useLayoutEffect(() => {
    if (activeCol !== null) claimFocus(rowRef.current?.querySelector('[data-focus-target]'));
  });
  const focusProps = (col: number) =>
    activeCol === col ? { tabIndex: 0, 'data-focus-target': true } : { tabIndex: -1 };
  const name = groupName(grouping, group.key);
  const bills = `${formatCount(group.count)} ${group.count === 1 ? 'bill' : 'bills'}`;
  const shown = new Set(placed.map((c) => c.id));
  // Subtotals whose column is hidden are said beside the name.
  const aside = [
    shown.has('paid') ? null : `paid ${formatMoney(group.paid)}`,
    shown.has('due') ? null : `due ${formatMoney(group.due)}`,
  ].filter((part) => part !== null);
  return (
    <RowFrame
      table={definition}
      rowRef={rowRef}
      index={index}
      rowIndex={firstRowIndex + index}
      level={1}
      selected={undefined}
      rowProps={{ 'aria-expanded': open, 'aria-label': groupSummary(grouping, group) }}
      className={` group-row${open ? ' open' : ''}`}
      style={style}
      totalWidth={totalWidth}
      select={
        <button
          type="button"
          className="group-toggle"
          aria-expanded={open}
          aria-label={`${open ? 'Close' : 'Open'} ${name}`}
          onPointerDown={(event) => {
            if (event.button === 0 && !open) onPressGroup?.(group.key);
          }}
          onClick={() => onToggleGroup(group.key, !open)}
          {...focusProps(0)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        </button>
      }
      placed={placed}
      headerColumn={placed[0]?.id ?? 'from'}
      cell={(column, i) => {
        const first = i === 0;
        const text =
          column.id === 'paid'
            ? formatMoney(group.paid)
            : column.id === 'due'
              ? formatMoney(group.due)
              : null;
        return {
          aligned: false,
          className: `${first ? ' group-name' : ''}${text ? ' align-end group-subtotal' : ''}`,
          props: focusProps(i + 1),
          content: first ? (
            <span className="cell-text">
              <strong>{name}</strong> <span className="group-count">{bills}</span>
              {aside.length > 0 && <span className="group-count"> · {aside.join(', ')}</span>}
            </span>
          ) : (
            text && <span className="cell-text">{text}</span>
          ),
        };
      }}
    />
  );
}
