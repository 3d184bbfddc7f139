import { describe, expect, it } from 'vitest';
import { importInTurn } from '../../../src/app/boot/importInTurn';

describe('importInTurn', () => {
  it('runs each import after the one before and resolves with the last module', async () => {
    const log: string[] = [];
    const load = (name: string) => async () => {
      log.push(`start ${name}`);
      await Promise.resolve();
      log.push(`end ${name}`);
      return { name };
    };
    const last = await importInTurn([load('zod'), load('query')], load('App'));
    expect(last).toEqual({ name: 'App' });
    expect(log).toEqual([
      'start zod',
      'end zod',
      'start query',
      'end query',
      'start App',
      'end App',
    ]);
  });

  it('leaves a task between two imports, so they are never evaluated in one task', async () => {
    const log: string[] = [];
    // A task queued while the first import finishes runs before the second one starts: with only
    // promise steps between them, the second would start in the same task, before it.
    const first = async () => {
      log.push('first');
      setTimeout(() => log.push('other task'), 0);
    };
    await importInTurn([first], async () => log.push('last'));
    expect(log).toEqual(['first', 'other task', 'last']);
  });

  it('stops at an import that fails, and rejects with its error', async () => {
    const log: string[] = [];
    const failing = async () => {
      throw new Error('chunk failed to load');
    };
    await expect(importInTurn([failing], async () => log.push('last'))).rejects.toThrow(
      'chunk failed to load',
    );
    expect(log).toEqual([]);
  });
});
