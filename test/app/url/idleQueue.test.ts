import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleQueue } from '../../../src/app/url/idleQueue';

describe('the address writes queued for idle time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs nothing in the task that queued it, then every job in order', () => {
    const queue = createIdleQueue();
    const written: string[] = [];
    queue.add(() => written.push('view=draft'));
    queue.add(() => written.push('view=draft&page=2'));
    expect(written).toEqual([]);
    vi.runAllTimers();
    expect(written).toEqual(['view=draft', 'view=draft&page=2']);
  });

  it('writes what waits at once when the page is left, and nothing twice', () => {
    const queue = createIdleQueue();
    const written: string[] = [];
    queue.add(() => written.push('sort=due'));
    queue.flush();
    expect(written).toEqual(['sort=due']);
    vi.runAllTimers();
    expect(written).toEqual(['sort=due']);
  });

  it('drops what waits when cancelled (Back went past it), and queues again after', () => {
    const queue = createIdleQueue();
    const written: string[] = [];
    queue.add(() => written.push('page=3'));
    queue.cancel();
    vi.runAllTimers();
    expect(written).toEqual([]);
    queue.add(() => written.push('page=1'));
    vi.runAllTimers();
    expect(written).toEqual(['page=1']);
  });
});
