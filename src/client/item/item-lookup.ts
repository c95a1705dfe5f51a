import { skuSchema } from '../../shared/schemas/roll-to-bundle';
import { ApiError } from '../api/client';
import { paths } from '../app/paths';

/** The query key of one product found by a label's SKU. */
export const itemQueryKey = (sku: string) => ['item', sku] as const;

/** The item page showing the product a SKU belongs to (Recent uploads and Home link here). */
export const itemHref = (sku?: string) => (sku ? `${paths.item}?sku=${encodeURIComponent(sku)}` : paths.item);

/** The product's changes, newest first (the item page's History section). */
export const itemHistoryKey = (productId: string) => ['item-history', productId] as const;

/** The edit of an uploaded product (issue 27 item 1): its answers as the shop holds them, in the wizard's pages. */
export const editHref = (productId: string) => `${paths.edit.open}?${new URLSearchParams({ productId }).toString()}`;

/**
 * What the field (or a `?sku=` in the URL) holds, read with the same schema the server parses:
 * a handheld scanner's code arrives with stray spaces; letters are no SKU and never reach the server.
 */
export function readSku(raw: string | null | undefined): { sku: string } | { error: string } | null {
  if (raw == null || raw.trim() === '') return null;
  const parsed = skuSchema.safeParse(raw);
  return parsed.success ? { sku: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Not a SKU' };
}

/**
 * How a failed look-up is shown. The server's answer (no product has the SKU, a 400) is final;
 * a lost connection or a server failure may pass, so staff get a Retry.
 */
export function lookupFailure(error: unknown): { message: string; canRetry: boolean } {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError) return { message, canRetry: error.status === 0 || error.status >= 500 };
  return { message, canRetry: true };
}
