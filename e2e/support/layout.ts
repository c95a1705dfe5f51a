import type { Page } from 'playwright-core';

/**
 * Issue 30 item 4: a page state that a phone at 320 px, or a desktop at 200% zoom, cannot use. Three
 * faults, as a person meets them: the page scrolls sideways (something wider than the screen),
 * words are cut off mid-way (a button's label clipped), or a control cannot be tapped because a
 * fixed bar (the top bar, the Back/Next bar, a toast, a notice) lies over it even when it is
 * scrolled as far into view as the page allows.
 */

/**
 * Runs in the page: one line per fault, empty when the page is usable. With `scroll` false (the
 * watcher inside a running journey, which must not move the page under the journey's taps) only
 * controls in fixed bars and menus are checked for being covered.
 */
export const LAYOUT_FUNCTION = `((scroll) => {
  const faults = [];
  const root = document.scrollingElement || document.documentElement;
  const width = window.innerWidth;
  const name = (el) => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.id || '').replace(/\\s+/g, ' ').trim().slice(0, 40);
    const test = el.getAttribute('data-testid');
    return el.tagName.toLowerCase() + (test ? '[data-testid=' + test + ']' : '') + (text ? ' "' + text + '"' : '');
  };
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    // Under 2 px is a screen reader's text (dnd-kit's announcements, Mantine's visually hidden), not for the eye.
    if (r.width < 2 || r.height < 2) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0.05 && !el.closest('[aria-hidden="true"], [inert]');
  };
  // Inside something that scrolls sideways or clips on purpose (a table's scroll box): not the page's overflow.
  const clipped = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return true;
    }
    return false;
  };
  if (root.scrollWidth > root.clientWidth + 1) {
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => shown(el) && el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 3)
      .map(name);
    faults.push('scrolls sideways: ' + (root.scrollWidth - root.clientWidth) + ' px wider than the screen' + (wide.length ? ' (' + wide.join(', ') + ')' : ''));
  }
  // Words cut off where they end (a button's label clipped mid-word); an ellipsis is a deliberate cut.
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el) || el.scrollWidth <= el.clientWidth + 1 || !el.textContent.trim()) continue;
    const style = getComputedStyle(el);
    if ((style.overflowX === 'hidden' || style.overflowX === 'clip') && style.textOverflow !== 'ellipsis' && !el.children.length) {
      faults.push(name(el) + ' is cut off: ' + el.scrollWidth + ' px of text in ' + el.clientWidth + ' px');
    }
  }
  const fixedOf = (el) => {
    for (let p = el; p; p = p.parentElement) {
      const pos = getComputedStyle(p).position;
      if (pos === 'fixed' || pos === 'sticky') return p;
    }
    return null;
  };
  const CONTROLS = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=radio], [role=checkbox], [role=tab], [role=slider], [role=switch], [role=link]';
  const before = { x: window.scrollX, y: window.scrollY };
  const seen = new Set();
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (!shown(control) || control.disabled) continue;
    // Mantine's visually hidden inputs are reached through their labels, checked as controls of their own.
    if (control.matches('input') && getComputedStyle(control).opacity === '0') continue;
    const bar = fixedOf(control);
    if (!bar && !scroll) continue;
    // A menu sliding in or out is passing through: only a page at rest is judged.
    if (!scroll && document.getAnimations().some((a) => a.playState === 'running')) break;
    if (!bar) control.scrollIntoView({ block: 'center', inline: 'nearest' });
    const r = control.getBoundingClientRect();
    // Scrolled out of a box that scrolls (the menu's list of steps): it is reached by scrolling that box.
    let away = false;
    for (let p = control.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowY;
      if (o !== 'auto' && o !== 'scroll' && o !== 'hidden') continue;
      const box = p.getBoundingClientRect();
      const cy = r.top + r.height / 2;
      if (cy < box.top || cy > box.bottom) away = true;
    }
    if (away) continue;
    // A closed menu lies off the screen: nothing in it is there to tap (and one part-way off is moving).
    if (r.right <= 0 || r.left >= width || r.bottom <= 0 || r.top >= window.innerHeight) continue;
    if (bar && (r.left < 0 || r.right > width)) continue;
    const x = Math.min(Math.max(r.left + r.width / 2, 0), width - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === control || control.contains(hit) || hit.contains(control)) continue;
    const label = hit.closest('label');
    if (label && (label.contains(control) || label.control === control)) continue;
    const over = fixedOf(hit);
    if (!over || over === bar || over.contains(control)) continue;
    // Inside a running journey a toast passes (9 s, closable, one at a time on a phone): what it may
    // not cover is judged by the walk, which scrolls every control clear.
    if (!scroll && over.closest('.mantine-Notifications-root')) continue;
    // An open menu or dialog covers the page on purpose; a bar along an edge never may.
    if (over.getBoundingClientRect().height > window.innerHeight * 0.4) continue;
    const line = name(control) + ' lies under ' + name(over);
    if (!seen.has(line)) { seen.add(line); faults.push(line); }
  }
  if (scroll) window.scrollTo(before.x, before.y);
  return faults;
})`;

/** What makes the page as it is now unusable at its size, as lines naming the elements; empty when none. */
export async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`${LAYOUT_FUNCTION}(true)`);
}

/**
 * The buttons of `container` that a toast lies over where they are now, without scrolling (what
 * staff can tap as the toast shows); 'no toast' once none shows, so a wait for none covered cannot
 * pass merely because the toast went away after its 9 s.
 */
export async function buttonsUnderToast(page: Page, container: string): Promise<string[]> {
  return page.evaluate((selector) => {
    if (!document.querySelector('.mantine-Notification-root')) return ['no toast'];
    const covered: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>(`${selector} button`)) {
      const r = button.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      for (const y of [r.top + 2, r.top + r.height / 2, r.bottom - 2]) {
        if (document.elementFromPoint(r.left + r.width / 2, y)?.closest('.mantine-Notifications-root')) {
          covered.push(button.textContent?.trim() ?? '');
          break;
        }
      }
    }
    return covered;
  }, container);
}
