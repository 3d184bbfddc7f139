import { describe, expect, it } from 'vitest';
import { createPaintRecorder } from '../../src/perf/paintRecorder';

/** A recorder on a hand-driven clock, whose animation frames run when `frame()` is called. */
function setup() {
  let time = 0;
  let frames: (() => void)[] = [];
  const recorder = createPaintRecorder({
    page: 'test',
    now: () => time,
    nextFrame: (callback) => frames.push(callback),
  });
  return {
    recorder,
    measures: recorder.record.measures,
    at(ms: number) {
      time = ms;
    },
    frame(ms: number) {
      time = ms;
      const due = frames;
      frames = [];
      for (const callback of due) callback();
    },
  };
}

describe('createPaintRecorder', () => {
  it('records the aged payables strip in the first frame after it committed, rows or not', () => {
    const t = setup();
    t.recorder.input('keydown', 100);
    t.recorder.queryChanged();
    t.at(130);
    t.recorder.rowsCommitted(12);
    t.frame(140);
    t.at(300);
    t.recorder.stripCommitted();
    expect(t.recorder.record.stripPaints).toEqual([]);
    t.frame(310);
    expect(t.recorder.record.stripPaints).toEqual([310]);
    expect(t.measures.map((m) => m.ms)).toEqual([40]);
  });

  it("measures New bill's suggestions from the key that asked for them to the frame after they committed", () => {
    const t = setup();
    t.recorder.suggestionsAsked(100);
    t.recorder.suggestionsAsked(150);
    t.at(160);
    t.recorder.suggestionsCommitted();
    expect(t.recorder.record.suggestPaints).toEqual([]);
    t.frame(170);
    // Only the newest key's suggestions are shown: one measure, from that key.
    expect(t.recorder.record.suggestPaints).toEqual([{ start: 150, end: 170, ms: 20 }]);
    // A commit that no key asked for (a re-render) is not a measure.
    t.recorder.suggestionsCommitted();
    t.frame(200);
    expect(t.recorder.record.suggestPaints).toHaveLength(1);
    expect(t.measures).toEqual([]);
  });

  it('measures from the input event to the first frame after the rows committed', () => {
    const t = setup();
    t.recorder.input('click', 100);
    t.at(102);
    t.recorder.queryChanged();
    t.at(130);
    t.recorder.rowsCommitted(12);
    expect(t.measures).toEqual([]);
    t.frame(140);
    expect(t.measures).toEqual([
      { start: 100, end: 140, ms: 40, pressStart: 100, pressMs: 40, sqlMs: 12, input: 'click' },
    ]);
  });

  it('measures a click from the click and, apart, from the press that began it', () => {
    const t = setup();
    t.recorder.input('pointerdown', 100);
    t.recorder.input('click', 160);
    t.recorder.queryChanged();
    t.recorder.rowsCommitted(null);
    t.frame(170);
    expect(t.measures[0]).toMatchObject({ start: 160, ms: 10, pressStart: 100, pressMs: 70 });
  });

  it('does not take a press long before a click (a keyboard Enter) as its start', () => {
    const t = setup();
    t.recorder.input('pointerdown', 100);
    t.recorder.input('click', 5000);
    t.recorder.queryChanged();
    t.recorder.rowsCommitted(null);
    t.frame(5010);
    expect(t.measures[0]).toMatchObject({ start: 5000, pressStart: 5000, pressMs: 10 });
  });

  it('takes a key press, not the input event that follows it, as the start', () => {
    const t = setup();
    t.recorder.input('keydown', 100);
    t.recorder.input('input', 101);
    t.recorder.queryChanged();
    t.recorder.rowsCommitted(null);
    t.frame(120);
    expect(t.measures[0]).toMatchObject({ start: 100, input: 'keydown' });
  });

  it('starts from a lone input event (a pasted or cleared search box)', () => {
    const t = setup();
    t.recorder.input('click', 100);
    t.recorder.input('input', 5000);
    t.recorder.queryChanged();
    t.recorder.rowsCommitted(null);
    t.frame(5020);
    expect(t.measures[0]).toMatchObject({ start: 5000, input: 'input' });
  });

  it('uses the latest click when earlier ones changed nothing (open a dialog, tick, Apply)', () => {
    const t = setup();
    t.recorder.input('click', 100);
    t.recorder.input('click', 300);
    t.recorder.input('change', 301);
    t.recorder.input('click', 900);
    t.recorder.queryChanged();
    t.recorder.rowsCommitted(null);
    t.frame(950);
    expect(t.measures[0]).toMatchObject({ start: 900, ms: 50 });
  });

  it('keeps the interaction under way through a follow-on query no input caused', () => {
    const t = setup();
    t.recorder.input('click', 100);
    t.recorder.queryChanged();
    t.at(110);
    t.recorder.queryChanged();
    t.recorder.rowsCommitted(null);
    t.frame(150);
    expect(t.measures).toEqual([
      { start: 100, end: 150, ms: 50, sqlMs: null, input: 'click', pressStart: 100, pressMs: 50 },
    ]);
  });

  it('replaces an interaction whose rows never came with a newer one (latest wins)', () => {
    const t = setup();
    t.recorder.input('keydown', 100);
    t.recorder.queryChanged();
    t.recorder.input('keydown', 200);
    t.recorder.queryChanged();
    t.recorder.rowsCommitted(3);
    t.frame(230);
    expect(t.measures).toEqual([
      { start: 200, end: 230, ms: 30, sqlMs: 3, input: 'keydown', pressStart: 200, pressMs: 30 },
    ]);
  });

  it('measures a query with no input from when it was made, and takes the first as the load', () => {
    const t = setup();
    t.at(800);
    t.recorder.queryChanged();
    t.recorder.rowsCommitted(5);
    t.frame(900);
    expect(t.measures).toEqual([
      { start: 800, end: 900, ms: 100, sqlMs: 5, input: null, pressStart: 800, pressMs: 100 },
    ]);
    expect(t.recorder.record.firstRowsAt).toBe(900);
  });

  it('says when rows are on their way, so the bench knows a measure will follow', () => {
    const t = setup();
    expect(t.recorder.record.awaitingRows).toBe(false);
    t.recorder.queryChanged();
    expect(t.recorder.record.awaitingRows).toBe(true);
    t.recorder.rowsCommitted(1);
    t.recorder.queryChanged();
    t.frame(20);
    // The rows that painted answered the first query; the second's are still on their way.
    expect(t.recorder.record.awaitingRows).toBe(true);
    t.recorder.rowsCommitted(1);
    t.frame(40);
    expect(t.recorder.record.awaitingRows).toBe(false);
  });

  it('ignores rows that commit with no query waiting (a re-render)', () => {
    const t = setup();
    t.recorder.rowsCommitted(null);
    t.frame(10);
    expect(t.measures).toEqual([]);
  });

  it('resolves measuresFrom once a measure at or past that index exists', async () => {
    const t = setup();
    const waiting = t.recorder.record.measuresFrom(0);
    t.recorder.queryChanged();
    t.recorder.rowsCommitted(null);
    t.frame(16);
    await expect(waiting).resolves.toHaveLength(1);
    await expect(t.recorder.record.measuresFrom(0)).resolves.toHaveLength(1);
  });

  it('keeps long tasks as reported', () => {
    const t = setup();
    t.recorder.longTask(10, 75);
    expect(t.recorder.record.longTasks).toEqual([{ start: 10, duration: 75 }]);
  });
});
