import { describe, expect, it } from 'vitest';
import { createReadCache } from '../../src/table/readCache';

type Read = { kind: 'ok'; rows: string[] } | { kind: 'failed' };
const ok = (rows: string[]): Read => ({ kind: 'ok', rows });
const keepOk = (read: Read) => read.kind === 'ok';

describe('createReadCache', () => {
  it('sends a read asked twice once, and keeps its answer', async () => {
    const cache = createReadCache<Read>(4, keepOk);
    let sent = 0;
    const send = () => {
      sent += 1;
      return Promise.resolve(ok(['Globex']));
    };
    const first = cache.fetch('a', send);
    const second = cache.fetch('a', send);
    expect(await first).toEqual(ok(['Globex']));
    expect(await second).toEqual(ok(['Globex']));
    expect(sent).toBe(1);
    expect(cache.get('a')).toEqual(ok(['Globex']));
  });

  it('does not keep what `keep` refuses: a failure is asked again', async () => {
    const cache = createReadCache<Read>(4, keepOk);
    let sent = 0;
    const send = () => {
      sent += 1;
      return Promise.resolve<Read>({ kind: 'failed' });
    };
    await cache.fetch('a', send);
    await cache.fetch('a', send);
    expect(sent).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets the oldest answer past its limit', async () => {
    const cache = createReadCache<Read>(2, keepOk);
    for (const key of ['a', 'b', 'c']) await cache.fetch(key, () => Promise.resolve(ok([key])));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(ok(['b']));
    expect(cache.get('c')).toEqual(ok(['c']));
  });

  it('asks again after a read that threw', async () => {
    const cache = createReadCache<Read>(2, keepOk);
    await expect(cache.fetch('a', () => Promise.reject(new Error('stopped')))).rejects.toThrow(
      'stopped',
    );
    expect(await cache.fetch('a', () => Promise.resolve(ok(['Initech'])))).toEqual(ok(['Initech']));
  });

  it('after clear, forgets what it knew and does not keep an answer asked before it', async () => {
    const cache = createReadCache<Read>(4, keepOk);
    await cache.fetch('a', () => Promise.resolve(ok(['Globex'])));
    let answer: (read: Read) => void = () => undefined;
    const before = cache.fetch('b', () => new Promise<Read>((resolve) => (answer = resolve)));
    expect(cache.flying('b')).toBe(before);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.flying('b')).toBeUndefined();
    answer(ok(['Initech']));
    expect(await before).toEqual(ok(['Initech']));
    expect(cache.get('b')).toBeUndefined();
  });
});
