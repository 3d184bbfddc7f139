import { describe, expect, it } from 'vitest';
import { preload, withDeadline } from '../../../src/app/boot/preload';

describe('start-up deadlines', () => {
  it('pass on what arrives in time', async () => {
    await expect(withDeadline(Promise.resolve('module'), 50, 'A piece')).resolves.toBe('module');
  });

  it('fail what never arrives, saying what and how long was waited', async () => {
    const never = new Promise<string>(() => undefined);
    await expect(withDeadline(never, 20, 'A piece of the app')).rejects.toThrow(
      'A piece of the app did not arrive within 0.02 s',
    );
  });

  it('make a preloaded module that never arrives count as failed', async () => {
    const entry = preload(() => new Promise<string>(() => undefined), 20);
    await expect(entry.promise).rejects.toThrow('did not arrive');
    expect(entry.loaded).toBeNull();
  });
});
