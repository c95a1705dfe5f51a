import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_MESSAGES } from '../../shared/messages/storage';
import { STEP_LABELS } from '../../shared/messages/api-errors';
import { productPhotosAnswer } from '../../shared/schemas/media';
import { ApiError, apiCall } from '../api/client';
import { settledEvent } from './submission-machine';

afterEach(() => vi.unstubAllGlobals());

/**
 * Issue 29 item 2: a server whose disk is full answers 507 with words staff can pass on. The
 * failed step shows those words (not the generic 'Something's wrong with the server') and offers
 * Retry, so the item, kept on the device, goes up once room is made.
 */
describe('a server that cannot store', () => {
  it("shows the server's words on the failed step and lets staff retry", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ message: STORAGE_MESSAGES.full }), { status: 507, statusText: 'Insufficient Storage' }),
      ),
    );
    const error = await apiCall(STEP_LABELS.uploadMedia, 'POST', '/product/local:1/photos', productPhotosAnswer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(STORAGE_MESSAGES.full);
    expect(settledEvent({ outcome: 'failed', error })).toEqual({ type: 'fail', reason: STORAGE_MESSAGES.full, retryable: true });
  });
});
