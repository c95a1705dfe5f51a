/**
 * What a page asks of staff next, brought on screen when it is below the fold or under the fixed
 * Back/Next bar (issue 43: a pile's copy asks one question on a page whose other answers it copied;
 * an item kept on the phone offers Next item, Same as last and List a pile below the review's top).
 * Nothing moves when it is on screen already, so a page staff read from the top stays put.
 */
/** Marks what is asked: `question` (an unanswered question of a page), `next` (what to do after an upload). */
export const ASKS_ATTRIBUTE = 'data-asks';

/** The Back/Next bar fixed at the foot of every step: nothing asked may hide under it. */
export const BAR_HEIGHT_PX = 64;

/** Centres `element` when any of it is hidden below the screen's bottom less `coveredPx` (the fixed bar). */
export function bringIntoView(element: Element | null | undefined, coveredPx: number): void {
  if (!element) return;
  const box = element.getBoundingClientRect();
  if (box.bottom <= window.innerHeight - coveredPx && box.top >= 0) return;
  element.scrollIntoView({ block: 'center' });
}
