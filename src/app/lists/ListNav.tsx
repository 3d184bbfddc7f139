import type { MouseEvent } from 'react';
import { listAddresses, type ListName } from '../../shared/listAddresses';
import { openList } from './openList';

const lists: readonly { id: ListName; label: string }[] = [
  { id: 'bills', label: 'Bills' },
  { id: 'suppliers', label: 'Suppliers' },
];

/** 'Bills' and 'Suppliers': links to each list as it was left; the current one is marked. */
export function ListNav({ current }: { current: ListName }) {
  const follow = (list: ListName) => (event: MouseEvent<HTMLAnchorElement>) => {
    // With Ctrl, Cmd or Shift the browser opens the address elsewhere, as a link does.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    if (list !== current) openList(list);
  };
  return (
    <nav className="list-nav" aria-label="Lists">
      {lists.map((list) => (
        <a
          key={list.id}
          href={listAddresses[list.id] || '?'}
          aria-current={list.id === current ? 'page' : undefined}
          onFocus={(event) => {
            event.currentTarget.href = listAddresses[list.id] || '?';
          }}
          onPointerEnter={(event) => {
            event.currentTarget.href = listAddresses[list.id] || '?';
          }}
          onClick={follow(list.id)}
        >
          {list.label}
        </a>
      ))}
    </nav>
  );
}
