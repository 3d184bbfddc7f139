import { columnIds, getColumn, isColumnId, type ColumnId } from '../../domain/columns';
import { maxColumnWidth, minColumnWidth, type ColumnLayout } from '../state/columns';
import { maxParamLength, quote, type ParamCodec } from './linkParams';

/**
 * The column layout in a link, compactly: column ids as the catalogue names them, lists joined
 * by dots, sides by an underscore, widths by a hyphen (none of which a link has to escape). Each part is read on its own; an unknown column or a bad width is named in a notice
 * and the rest still applies.
 */

/** Reads a list of column ids, naming each one that is unknown or repeated. */
function columnList(text: string, what: string, notices: string[]): ColumnId[] {
  const ids: ColumnId[] = [];
  for (const part of text.split('.')) {
    if (part === '') continue;
    if (!isColumnId(part))
      notices.push(`${what} ${quote(part)} was ignored: there is no such column`);
    else if (ids.includes(part)) notices.push(`${what} ${part} twice was ignored`);
    else ids.push(part);
  }
  return ids;
}

/**
 * A part that named columns but kept none of them is left out, as a bad sort is, so the view's
 * own layout stays; an empty part (`hide=`) says "none" on purpose.
 */
function keptAny<T extends object>(text: string, value: T): T | undefined {
  return Object.keys(value).length > 0 || text.replaceAll('.', '') === '' ? value : undefined;
}

/** Reads the first value, or says the part was too long. */
function first(param: string, values: string[], notices: string[]): string | null {
  const text = values[0] ?? '';
  if (text.length <= maxParamLength) return text;
  notices.push(`The link's ${param} part was too long and was ignored`);
  return null;
}

/** `cols=notes.from.…`: the column order; columns it leaves out follow in their usual order. */
export const columnOrderParam: ParamCodec<ColumnId[]> = {
  param: 'cols',
  encode: (order) => [order.join('.')],
  decode: (values, notices) => {
    const text = first('cols', values, notices);
    if (text === null) return undefined;
    const ids = columnList(text, 'Column', notices);
    if (ids.length === 0) return undefined;
    return [...ids, ...columnIds.filter((id) => !ids.includes(id))];
  },
};

/**
 * `hide=notes.paid`: the hidden columns; an empty `hide` shows every column that starts shown.
 * After an underscore, the columns shown that start hidden (`hide=notes_number`), as `pin`
 * writes its sides; a link written before such a column existed leaves it as it starts.
 */
export const columnVisibilityParam: ParamCodec<ColumnLayout['columnVisibility']> = {
  param: 'hide',
  encode: (visibility) => {
    const hidden = columnIds.filter((id) => visibility[id] === false);
    const shown = columnIds.filter((id) => visibility[id] === true);
    return [shown.length > 0 ? `${hidden.join('.')}_${shown.join('.')}` : hidden.join('.')];
  },
  decode: (values, notices) => {
    const text = first('hide', values, notices);
    if (text === null) return undefined;
    const [hiddenText = '', shownText = '', ...extra] = text.split('_');
    if (extra.length > 0) {
      notices.push(
        `Hiding ${quote(text)} was ignored: it should read hidden columns_shown columns`,
      );
      return undefined;
    }
    const visibility: ColumnLayout['columnVisibility'] = {};
    for (const id of columnList(hiddenText, 'Hiding column', notices)) {
      const column = getColumn(id);
      if (!column.hideable) notices.push(`Hiding column ${id} was ignored: it is always shown`);
      else if (column.hiddenByDefault !== true) visibility[id] = false;
    }
    for (const id of columnList(shownText, 'Showing column', notices)) {
      if (visibility[id] === false) {
        notices.push(`Showing column ${id} was ignored: the link also hides it`);
      } else if (getColumn(id).hiddenByDefault === true) visibility[id] = true;
    }
    return keptAny(text.replace('_', ''), visibility);
  },
};

/** `pin=from.status_due`: the columns pinned left, then after an underscore those pinned right. */
export const columnPinningParam: ParamCodec<ColumnLayout['columnPinning']> = {
  param: 'pin',
  encode: ({ left, right }) => [
    right.length > 0 ? `${left.join('.')}_${right.join('.')}` : left.join('.'),
  ],
  decode: (values, notices) => {
    const text = first('pin', values, notices);
    if (text === null) return undefined;
    const [leftText = '', rightText = '', ...extra] = text.split('_');
    if (extra.length > 0) {
      notices.push(`Pinning ${quote(text)} was ignored: it should read left columns_right columns`);
      return undefined;
    }
    const left = columnList(leftText, 'Pinning column', notices);
    const right = columnList(rightText, 'Pinning column', notices).filter((id) => {
      if (!left.includes(id)) return true;
      notices.push(`Pinning column ${id} to both sides was ignored; it stays on the left`);
      return false;
    });
    return left.length + right.length > 0 || text.replace('_', '') === ''
      ? { left, right }
      : undefined;
  },
};

/** `w=notes-400.due-120`: the widths that differ from a column's own, in px. */
export const columnSizingParam: ParamCodec<ColumnLayout['columnSizing']> = {
  param: 'w',
  encode: (sizing) => [
    columnIds
      .filter((id) => sizing[id] !== undefined)
      .map((id) => `${id}-${sizing[id]}`)
      .join('.'),
  ],
  decode: (values, notices) => {
    const text = first('w', values, notices);
    if (text === null) return undefined;
    const sizing: ColumnLayout['columnSizing'] = {};
    for (const part of text.split('.')) {
      if (part === '') continue;
      const [id = '', width = '', ...extra] = part.split('-');
      const px = /^\d{1,4}$/.test(width) ? Number(width) : NaN;
      if (!isColumnId(id) || extra.length > 0) {
        notices.push(`Width ${quote(part)} was ignored: it should read column-width`);
      } else if (!(px >= minColumnWidth && px <= maxColumnWidth)) {
        notices.push(
          `Width of ${id} ${quote(width)} was ignored: use ${minColumnWidth} to ${maxColumnWidth}`,
        );
      } else if (sizing[id] !== undefined) {
        notices.push(`Width of ${id} twice was ignored`);
      } else sizing[id] = px;
    }
    return keptAny(text, sizing);
  },
};
