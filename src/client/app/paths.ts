/** Every route of the client, in one place (spec 000 section 2, spec 001 section 2). */
export const paths = {
  login: '/login',
  home: '/',
  fabric: { root: '/product_entry', start: '/product_entry/bundle_or_roll' },
  supplies: { root: '/supplies', start: '/supplies/supply_type' },
  rollToBundle: { root: '/roll_to_bundle', start: '/roll_to_bundle/search' },
  boxes: { root: '/inventory_supplies', start: '/inventory_supplies/start_or_update' },
  recent: '/recent',
  /** One uploaded product, found by a SKU typed or scanned (`/item?sku=...`; issue 19 item 2). */
  item: '/item',
  /**
   * Editing an uploaded product (issue 27): `/edit?productId=...` opens its answers as the shop holds
   * them in the wizard pages of its kind, under `/edit/fabric/...` or `/edit/supplies/...`.
   */
  edit: { open: '/edit', fabric: '/edit/fabric', supplies: '/edit/supplies' },
  /** The owner's activity: who listed what over the last 30 days (issue 28 item 4). */
  activity: '/activity',
  /** The owner's audit trail (issue 28 item 5): `/audit?who=&action=&from=&to=`. */
  audit: '/audit',
  /** The owner's accounts (issue 28 item 2); staff who open it are told it is the owner's. */
  team: '/team',
  /** Everyone's own password (issue 28 item 3); where a one-time sign-in link lands. */
  accountPassword: '/account/password',
  /** Items kept on this phone until the shop has them (issue 43). */
  outbox: '/outbox',
} as const;

/** Where a signed-in user who opens /login is sent (spec 000 section 2). */
export const AFTER_LOGIN = paths.fabric.root;

/** The state a redirect to /login carries: the message to show and where to return to. */
export interface LoginRedirectState {
  message?: string;
  from?: string;
}

/**
 * Where signing in leads: back to the page the person was on when asked to sign in (issue 30
 * item 5), if it is a page of this app; else the spec's landing page.
 */
export function returnPath(from: string | undefined): string {
  // '//host' and '/\host' are other hosts to a browser; /login would only ask again.
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return AFTER_LOGIN;
  const pathname = from.split(/[?#]/, 1)[0];
  return pathname === paths.login ? AFTER_LOGIN : from;
}
