import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../shared/constants';

/** What a failure says: its own message, or the spec's 'No reason given.' when it has none. */
export const reasonOf = (error: unknown, fallback = ''): string =>
  (error instanceof Error ? error.message : typeof error === 'string' ? error : '') || fallback;

/** Toasts last 9 s (spec 000 section 9); errors can be closed sooner. */
export function toastSuccess(title: string, message: string): void {
  notifications.show({ color: 'teal', title, message, autoClose: TOAST_DURATION_MS });
}

export function toastError(title: string, error: unknown, fallback = ''): void {
  notifications.show({ color: 'red', title, message: reasonOf(error, fallback), autoClose: TOAST_DURATION_MS, withCloseButton: true });
}
