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
