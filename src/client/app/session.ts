import { LINK_EXPIRY_PARAM } from '../../shared/sign-in-link';

/**
 * The browser's view of the session: only the expiry the server gave at sign-in (spec 000
 * section 4). The session itself is an HttpOnly cookie the page cannot read.
 */
export const EXPIRY_KEY = 'expiry';

export type SessionStatus = 'none' | 'expired' | 'active';

export function storeExpiry(expiry: number): void {
  localStorage.setItem(EXPIRY_KEY, String(expiry));
}

export function storedExpiry(): number | null {
  const raw = localStorage.getItem(EXPIRY_KEY);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function clearSession(): void {
  localStorage.removeItem(EXPIRY_KEY);
}

export function sessionStatus(now: number = Date.now()): SessionStatus {
  const expiry = storedExpiry();
  if (expiry === null) return 'none';
  return now >= expiry ? 'expired' : 'active';
}

/**
 * Stores the expiry a one-time sign-in link's landing address carries (src/shared/sign-in-link.ts);
 * false when it carries none that is a time.
 */
export function adoptExpiry(search: string): boolean {
  const raw = new URLSearchParams(search).get(LINK_EXPIRY_PARAM);
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) return false;
  storeExpiry(value);
  return true;
}
