import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { OUTBOX_MESSAGES } from '../../shared/messages/outbox';
import { uploadPhotos, uploadProduct } from '../api/product-upload';
import { paths } from '../app/paths';
import { TAP_TARGET_PX } from '../app/theme';
import { randomId } from '../random-id';
import { senderLock } from './outbox-lock';
import { createOutboxSender, type OutboxTimers } from './outbox-sender';
import { deviceOutbox } from './outbox-store';
import { useOutbox } from './use-outbox';
import { waitingCount } from './outbox-view';
import { tellSend } from './live-send';

const pageTimers: OutboxTimers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

const TAB_KEY = 'selvage.outboxTab';
/**
 * This tab's name as the holder of the sender's lease: kept in sessionStorage, so a reload takes up
 * its own lease at once instead of waiting for it to lapse.
 */
function tabId(): string {
  try {
    const kept = sessionStorage.getItem(TAB_KEY);
    if (kept) return kept;
    const id = randomId();
    sessionStorage.setItem(TAB_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/**
 * The outbox's sender, run by the signed-in shell so it sends from any page while the app is open
 * (a service worker would need https, which the shop's LAN does not have).
 */
export function OutboxSending() {
  useEffect(() => {
    const store = deviceOutbox();
    const sender = createOutboxSender({
      store,
      api: { uploadProduct, uploadPhotos },
      lock: senderLock(store, pageTimers, tabId()),
      timers: pageTimers,
      online: window,
      onSend: tellSend,
    });
    return sender.start();
  }, []);
  return null;
}

/** The top bar's count of items waiting on this phone, linking to the Outbox page; nothing at 0. */
export function OutboxBadge() {
  const waiting = waitingCount(useOutbox());
  if (waiting === 0) return null;
  return (
    <Button
      component={Link}
      to={paths.outbox}
      variant="light"
      h={TAP_TARGET_PX}
      px="sm"
      style={{ flexShrink: 0, marginLeft: 'auto' }}
      title={OUTBOX_MESSAGES.badge(waiting)}
      data-testid="outbox-badge"
    >
      {OUTBOX_MESSAGES.title} {waiting}
    </Button>
  );
}
