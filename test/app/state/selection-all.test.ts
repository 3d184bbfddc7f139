import { describe, expect, it } from 'vitest';
import { selection_allState } from '../../../src/app/state/selection';

describe('selection_allState (the header checkbox in the continuous layout)', () => {
  it('is all only when every match is selected', () => {
    expect(selection_allState({ kind: 'matching', except: [] }, 100)).toBe('all');
  });
  it('is some with exclusions, or with ids ticked by hand', () => {
    expect(selection_allState({ kind: 'matching', except: [3] }, 100)).toBe('some');
    expect(selection_allState({ kind: 'ids', ids: [1, 2] }, 100)).toBe('some');
  });
  it('is none with nothing selected, or everything excluded, or nothing to select', () => {
    expect(selection_allState({ kind: 'ids', ids: [] }, 100)).toBe('none');
    expect(selection_allState({ kind: 'matching', except: [1, 2] }, 2)).toBe('none');
    expect(selection_allState({ kind: 'matching', except: [] }, 0)).toBe('none');
  });
});
