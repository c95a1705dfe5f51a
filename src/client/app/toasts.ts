import { notifications, type NotificationData } from '@mantine/notifications';
import { MOBILE_BREAKPOINT_PX, TOAST_DURATION_MS } from '../../shared/constants';
import './toasts.css';

/** What a failure says: its own message, or the spec's 'No reason given.' when it has none. */
export const reasonOf = (error: unknown, fallback = ''): string =>
  (error instanceof Error ? error.message : typeof error === 'string' ? error : '') || fallback;

/**
 * Where a toast shows: top right (spec 000 section 8) where the screen leaves room beside the page;
 * on a phone at the foot, above the Back/Next bar (toasts.css), so it never covers the upload
 * banner, the panel's buttons or Back/Next.
 */
export const toastPosition = (width: number): NonNullable<NotificationData['position']> =>
  width < MOBILE_BREAKPOINT_PX ? 'bottom-center' : 'top-right';

/** A close button a screen reader can name (axe: button-name). */
const CLOSE = { 'aria-label': 'Close message' };

/**
 * One toast per message: the same failure twice (a double tap, a Retry that fails again) is not a
 * second toast. On a phone one toast at a time, the newest: a pile of them covered the page's Retry
 * (issue 30 item 3).
 */
function show(toast: NotificationData & { title: string; message: string }): void {
  if (toast.position === 'bottom-center') notifications.clean();
  notifications.show({ ...toast, id: `${toast.title}\n${toast.message}` });
}

/** Toasts last 9 s (spec 000 section 9); errors can be closed sooner. */
export function toastSuccess(title: string, message: string): void {
  show({
    color: 'teal',
    title,
    message,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: CLOSE,
    position: toastPosition(window.innerWidth),
  });
}

export function toastError(title: string, error: unknown, fallback = ''): void {
  show({
    color: 'red',
    title,
    message: reasonOf(error, fallback),
    autoClose: TOAST_DURATION_MS,
    withCloseButton: true,
    closeButtonProps: CLOSE,
    position: toastPosition(window.innerWidth),
  });
}

/**
 * Closes every toast, shown or waiting: when a new item starts, what they said was about the one
 * before, and on a phone the last upload's lay over the new item's pages (issue 43).
 */
export function closeToasts(): void {
  notifications.clean();
}

/** A person moving the page themselves: the page stops moving it for them. */
const OWN_MOVES = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;

/**
 * On a phone the toast of a submission's result lies at the foot of the screen, where the result's
 * own buttons (Retry, Same as last, Print Product Label) often are: at 320 px it hid them for its
 * 9 s (issue 30 item 3). While that toast shows, the page keeps `block` (the result's banner and
 * buttons) scrolled up above it, as far as its top can go without passing under the top bar, also
 * as the page below grows (the uploaded item's record loads after the result); it stops at the
 * first tap, scroll or key of the person holding the phone. Returns a stop.
 */
export function keepClearOfToast(block: HTMLElement): () => void {
  let frame = 0;
  let frames = 0;
  let observer: ResizeObserver | undefined;
  const toasts = () => document.querySelector('.mantine-Notifications-root[data-position="bottom-center"]');
  const stop = () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    for (const event of OWN_MOVES) window.removeEventListener(event, stop, true);
  };
  const place = () => {
    const root = toasts();
    if (!root?.querySelector('.mantine-Notification-root')) return stop();
    const gap = 8;
    const top = (document.querySelector('.mantine-AppShell-header')?.getBoundingClientRect().bottom ?? 0) + gap;
    const area = block.getBoundingClientRect();
    const by = Math.min(area.bottom + gap - root.getBoundingClientRect().top, area.top - top);
    if (by > 0) window.scrollBy(0, by);
  };
  const waitForToast = () => {
    const root = toasts();
    if (root?.querySelector('.mantine-Notification-root')) {
      // Called at once, then whenever the page, the toast or the block changes size.
      observer = new ResizeObserver(place);
      for (const element of [document.body, root, block]) observer.observe(element);
    } else if (++frames < 30) frame = requestAnimationFrame(waitForToast);
    // The toast follows the result by a render or two; half a second on, there is none to clear.
    else stop();
  };
  for (const event of OWN_MOVES) window.addEventListener(event, stop, { capture: true, passive: true });
  frame = requestAnimationFrame(waitForToast);
  return stop;
}
