import { describe, expect, it } from 'vitest';
import { undoWindow, type UndoTimer } from './undo-window';

/** A timer the test moves by hand: nothing waits for real time. */
function manualTimer() {
  let now = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let ids = 0;
  const timer: UndoTimer = {
    set(run, ms) {
      pending.set(++ids, { at: now + ms, run });
      return ids;
    },
    clear(handle) {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, { at, run }] of [...pending].sort(([, a], [, b]) => a.at - b.at)) {
      if (at <= now && pending.delete(id)) run();
    }
  };
  return { timer, advance, pending: () => pending.size };
}

describe('the undo after a listing change', () => {
  it('offers Undo for the window and takes it back once it has passed', () => {
    const clock = manualTimer();
    const shown: (string | null)[] = [];
    const w = undoWindow<string>(clock.timer, 8_000, (o) => shown.push(o));
    w.open('relist');
    expect(shown).toEqual(['relist']);
    clock.advance(7_999);
    expect(shown).toEqual(['relist']);
    clock.advance(1);
    expect(shown).toEqual(['relist', null]);
    // Too late: Undo does nothing.
    expect(w.take()).toBeNull();
  });

  it('Undo within the window answers the offer once and ends the window', () => {
    const clock = manualTimer();
    const shown: (string | null)[] = [];
    const w = undoWindow<string>(clock.timer, 8_000, (o) => shown.push(o));
    w.open('relist');
    clock.advance(3_000);
    expect(w.take()).toBe('relist');
    // A double tap on Undo does not undo twice.
    expect(w.take()).toBeNull();
    expect(clock.pending()).toBe(0);
    clock.advance(10_000);
    expect(shown).toEqual(['relist', null]);
  });

  it('a second change replaces the first offer and gets the whole window again', () => {
    const clock = manualTimer();
    const shown: (string | null)[] = [];
    const w = undoWindow<string>(clock.timer, 8_000, (o) => shown.push(o));
    w.open('relist');
    clock.advance(6_000);
    w.open('unlist');
    clock.advance(6_000);
    expect(shown.at(-1)).toBe('unlist');
    expect(w.take()).toBe('unlist');
  });

  it('closing (the page left) ends the window without an undo', () => {
    const clock = manualTimer();
    const shown: (string | null)[] = [];
    const w = undoWindow<string>(clock.timer, 8_000, (o) => shown.push(o));
    w.open('relist');
    w.close();
    expect(clock.pending()).toBe(0);
    expect(w.take()).toBeNull();
    expect(shown).toEqual(['relist', null]);
  });
});
