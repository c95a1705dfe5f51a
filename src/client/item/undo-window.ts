/**
 * The few seconds after taking an item off sale (or putting it back) in which Undo puts it as it
 * was (issue 27 item 4). Apart from React, with the timer passed in, so its timing is tested
 * without waiting.
 */

/** Long enough to read the bar and reach Undo; short of the 9 s a toast stays, so the two never pile up. */
export const UNDO_MS = 8_000;

export interface UndoTimer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const browserTimer: UndoTimer = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface UndoWindow<T> {
  /** Offers `offer` for `ms`, replacing (and ending) any offer before it. */
  open: (offer: T) => void;
  /** Undo pressed: the offer, once, while the window is open; null once it has passed or was taken. */
  take: () => T | null;
  /** Ends the window without undoing (the page left). */
  close: () => void;
}

/** `onChange` hears the offer on screen: the offer when one opens, null when it passes or is taken. */
export function undoWindow<T>(timer: UndoTimer, ms: number, onChange: (offer: T | null) => void): UndoWindow<T> {
  let offer: T | null = null;
  let handle: unknown = null;
  const end = () => {
    if (handle !== null) timer.clear(handle);
    handle = null;
    if (offer === null) return;
    offer = null;
    onChange(null);
  };
  return {
    open(next) {
      end();
      offer = next;
      onChange(next);
      handle = timer.set(end, ms);
    },
    take() {
      const taken = offer;
      end();
      return taken;
    },
    close: end,
  };
}
