import { describe, expect, it } from 'vitest';
import { maxSearchLength } from '../../../src/domain/search';
import { nextKeystrokes } from '../../../src/app/toolbar/nextKeystrokes';

describe('the searches the next keystroke may make', () => {
  it('adds every letter and digit, a space and a hyphen, to what is typed', () => {
    const next = nextKeystrokes('smi');
    expect(next).toContain('smit');
    expect(next).toContain('smi7');
    expect(next).toContain('smi ');
    expect(next).toContain('smi-');
    expect(next).toHaveLength(26 + 10 + 2);
  });

  it('asks first the letters names begin with most, for an empty box', () => {
    const first = nextKeystrokes('');
    expect(first).toHaveLength(26 + 10 + 2);
    expect(first.indexOf('s')).toBeLessThan(first.indexOf('e'));
    expect(first.indexOf('m')).toBeLessThan(first.indexOf('x'));
  });

  it('follows the case of the last letter typed', () => {
    expect(nextKeystrokes('INV')).toContain('INVA');
    expect(nextKeystrokes('INV')).not.toContain('INVa');
  });

  it('adds no second word break in a row, and nothing to a full box', () => {
    expect(nextKeystrokes('inv-')).not.toContain('inv- ');
    expect(nextKeystrokes('x'.repeat(maxSearchLength))).toEqual([]);
  });
});
