/**
 * What Recent uploads shows (issue 27 item 6): its search and filters, kept in the page's address
 * so a reload and Back keep them, and the request they make. Apart from React so it is tested on
 * its own.
 */
import { isProductType, type ProductType } from '../../shared/catalogue/product-types';
import { foldSearch, RECENT_SEARCH_MAX } from '../../shared/schemas/recent';

export interface RecentView {
  /** Part of a title, or a SKU, as typed. */
  q: string;
  /** Only what the signed-in staff member listed. */
  mine: boolean;
  /** Only what was listed since midnight where this device is. */
  today: boolean;
  kind: ProductType | null;
}

export const ALL_RECENT: RecentView = { q: '', mine: false, today: false, kind: null };

/** The address's own words: `?q=poplin&mine=1&today=1&kind=Fabric`. */
const ON = '1';

/**
 * The view an address holds. Whatever else a hand-typed or old address says is read as no filter,
 * never an error page: an unknown kind shows every kind.
 */
export function readRecentView(params: URLSearchParams): RecentView {
  const kind = params.get('kind');
  return {
    q: (params.get('q') ?? '').slice(0, RECENT_SEARCH_MAX),
    mine: params.get('mine') === ON,
    today: params.get('today') === ON,
    kind: isProductType(kind) ? kind : null,
  };
}

/** The address of a view: only what differs from showing everything, so /recent stays /recent. */
export function recentViewParams(view: RecentView): URLSearchParams {
  const params = new URLSearchParams();
  if (foldSearch(view.q) !== '') params.set('q', view.q);
  if (view.mine) params.set('mine', ON);
  if (view.today) params.set('today', ON);
  if (view.kind) params.set('kind', view.kind);
  return params;
}

/** Whether the view hides anything (then the page says how many it found). */
export const isNarrowed = (view: RecentView): boolean => foldSearch(view.q) !== '' || view.mine || view.today || view.kind !== null;

/** Midnight of `now`'s day on this device's clock, as epoch ms: the server compares times, never time zones. */
export const startOfDay = (now: Date): number => new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();

/** GET /product/recent's query for a view (recentQuery's fields), from `cursor` on when given. */
export function recentRequest(view: RecentView, now: Date, cursor?: string | null): Record<string, string> {
  const q = foldSearch(view.q);
  return {
    ...(q ? { q } : {}),
    ...(view.mine ? { mine: 'true' } : {}),
    ...(view.today ? { since: String(startOfDay(now)) } : {}),
    ...(view.kind ? { kind: view.kind } : {}),
    ...(cursor ? { cursor } : {}),
  };
}
