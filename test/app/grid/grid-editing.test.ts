import { describe, expect, it } from 'vitest';
import { firstRightPinned, pinClass } from '../../../src/table/grid/cellStyle';
import { edit_commit, edit_start, saveFailedMessage } from '../../../src/app/grid/editing';

const open = edit_start(7, 2, 'INV-007');

describe('edit_commit (DESIGN.md, Reference editing)', () => {
  it('saves a changed value trimmed', () => {
    expect(edit_commit({ ...open, draft: '  ACME-7 ' })).toEqual({ kind: 'save', value: 'ACME-7' });
  });

  it('keeps an empty value open with the reason', () => {
    expect(edit_commit({ ...open, draft: '   ' })).toEqual({
      kind: 'invalid',
      edit: { ...open, draft: '   ', error: 'Reference is required' },
    });
  });

  it('refuses more than 50 characters, saying how many there are', () => {
    const result = edit_commit({ ...open, draft: 'x'.repeat(51) });
    expect(result.kind === 'invalid' && result.edit.error).toBe(
      'Reference must be at most 50 characters (it has 51)',
    );
    expect(edit_commit({ ...open, draft: 'x'.repeat(50) })).toEqual({
      kind: 'save',
      value: 'x'.repeat(50),
    });
  });

  it('closes without saving when nothing changed', () => {
    expect(edit_commit({ ...open, draft: ' INV-007' })).toEqual({ kind: 'unchanged' });
  });
});

describe('saveFailedMessage', () => {
  it('says the old value was kept and why', () => {
    expect(saveFailedMessage('INV-007', ['That invoice no longer exists'])).toBe(
      'Reference not saved, INV-007 kept: That invoice no longer exists',
    );
  });
});

describe('pinned cell classes', () => {
  it('marks pinned cells and pushes the first right-pinned one to the far end', () => {
    expect(pinClass({ pinned: false })).toBe('');
    expect(pinClass({ pinned: 'left' })).toBe(' pinned pinned-left');
    expect(pinClass({ pinned: 'right' }, true)).toBe(' pinned pinned-right push-right');
    expect(firstRightPinned([{ pinned: 'left' }, { pinned: false }, { pinned: 'right' }])).toBe(2);
    expect(firstRightPinned([{ pinned: false }])).toBe(-1);
  });
});
