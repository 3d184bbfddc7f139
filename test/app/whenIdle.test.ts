import { describe, expect, it } from 'vitest';
import { createWhenIdle } from '../../src/app/whenIdle';

/** A browser whose idle periods, frames and timers run only when the test says. */
function fakeBrowser(withIdle = true) {
  const idle: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const runAll = (list: (() => void)[]) => list.splice(0).forEach((callback) => callback());
  /** Queues `callback` on `list`; its cancel takes it off. */
  const queue = (list: (() => void)[]) => (callback: () => void) => {
    list.push(callback);
    return () => {
      const at = list.indexOf(callback);
      if (at >= 0) list.splice(at, 1);
    };
  };
  const whenIdle = createWhenIdle({
    ...(withIdle ? { idle: queue(idle) } : {}),
    frame: queue(frames),
    later: queue(timers),
  });
  return {
    whenIdle,
    idlePeriod: () => runAll(idle),
    frame: () => runAll(frames),
    tasks: () => runAll(timers),
  };
}

describe('running the fetching ahead once the screen is idle', () => {
  it('runs in the task after the next frame when no idle period comes (the keystroke case)', () => {
    const browser = fakeBrowser();
    const ran: string[] = [];
    browser.whenIdle(() => ran.push('fetch ahead'));
    browser.tasks();
    expect(ran).toEqual([]);
    browser.frame();
    expect(ran).toEqual([]);
    browser.tasks();
    expect(ran).toEqual(['fetch ahead']);
    browser.idlePeriod();
    expect(ran).toEqual(['fetch ahead']);
  });

  it('runs in an idle period that comes before the frame, and not again after it', () => {
    const browser = fakeBrowser();
    const ran: string[] = [];
    browser.whenIdle(() => ran.push('fetch ahead'));
    browser.idlePeriod();
    expect(ran).toEqual(['fetch ahead']);
    browser.frame();
    browser.tasks();
    expect(ran).toEqual(['fetch ahead']);
  });

  it('still runs after a frame where the browser has no idle callbacks', () => {
    const browser = fakeBrowser(false);
    const ran: string[] = [];
    browser.whenIdle(() => ran.push('fetch ahead'));
    browser.frame();
    browser.tasks();
    expect(ran).toEqual(['fetch ahead']);
  });

  it('runs nothing once cancelled, whichever would have come first (the address write after Back)', () => {
    const browser = fakeBrowser();
    const ran: string[] = [];
    const cancel = browser.whenIdle(() => ran.push('write the address'));
    browser.frame();
    cancel();
    browser.tasks();
    browser.idlePeriod();
    expect(ran).toEqual([]);
  });
});
