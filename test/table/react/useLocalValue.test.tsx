// @vitest-environment happy-dom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLocalValue } from '../../../src/table/react/useLocalValue';

/** A search box whose table shows what it is given: the box's value is what a person sees. */
const handle: { choose: (value: string) => void } = { choose: () => undefined };
function Box({ shown }: { shown: string }) {
  const [value, setValue] = useLocalValue(shown);
  useEffect(() => {
    handle.choose = setValue;
  });
  return <input readOnly value={value} />;
}

let host: HTMLElement;
let root: Root;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  root = createRoot(host);
});
afterEach(() => act(() => root.unmount()));

const table = (shown: string) => act(() => root.render(<Box shown={shown} />));
const type = (value: string) => act(() => handle.choose(value));
const box = () => host.querySelector('input')!.value;

describe('a control’s own copy of a table value', () => {
  it('keeps the newest key while the table shows an earlier one', () => {
    table('');
    type('a');
    type('ab');
    table('a');
    expect(box()).toBe('ab');
    table('ab');
    expect(box()).toBe('ab');
  });

  it('takes a value set elsewhere, such as a view', () => {
    table('');
    type('a');
    table('invoice');
    expect(box()).toBe('invoice');
  });

  it('forgets keys typed back to what the table shows, so a later view with them is taken', () => {
    table('ab');
    type('abc');
    type('ab');
    // The table never shows 'abc': it already shows 'ab'. A view whose search is 'abc' comes later.
    table('abc');
    expect(box()).toBe('abc');
  });
});
