/**
 * Registers the service worker that vite-plugin-pwa builds with Workbox (vite.config.ts), through
 * Workbox's own window library. Loaded after the page, so it never weighs on the first paint.
 * Service workers need a secure page (https, or localhost): over plain http on the shop's LAN
 * (http://shop.lan:3000) main.tsx never loads this, and Selvage works as before, from the network.
 */
import { Workbox } from 'workbox-window';
import { reportUpdateWaiting } from './pwa-state';

/** An installed app stays open for days: look for a new version this often as well as at each open. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export async function registerServiceWorker(): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  // A new version has installed and waits for every Selvage tab to close: it opens next time.
  // The notice offers to take it now; drafts and photos are on the phone, so a reload loses nothing.
  wb.addEventListener('waiting', () => {
    reportUpdateWaiting(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  const registration = await wb.register();
  if (registration) window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
