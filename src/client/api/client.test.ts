import { describe, expect, it, vi } from 'vitest';
import { unreadableAnswerMessage } from '../../shared/messages/api-errors';
import { SESSION_MESSAGES } from '../../shared/messages/session';
import { recentPageAnswer } from '../../shared/schemas/answers';
import { ApiError, apiCall, setUnauthorisedHandler } from './client';
import { recentPage } from './recent';

/** fetch() answering this status and body (a string is sent as it is, anything else as JSON). */
function serve(status: number, body: unknown): void {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText: `HTTP ${status}` })),
  );
}

const failure = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => expect.fail('the call should have failed'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

const RECENT = 'Recent uploads';
const page = { products: [], next: null, total: 0 };

/** Issue 42 item 4: every answer is parsed with its schema; one of another shape is a clear error, never a wrong screen. */
describe('apiCall reads answers with their schema', () => {
  it('answers what the schema reads', async () => {
    serve(200, { ...page, added: 'a field the server sends later' });
    await expect(recentPage({})).resolves.toEqual(page);
  });

  it.each([
    ['an answer of another shape', { nonsense: true }],
    ['a field of the wrong type', { ...page, total: '0' }],
    ['a card that is neither held nor gone', { ...page, products: [{ productId: 'local:1' }] }],
    ['no JSON at all', '<html>Bad gateway page of a proxy</html>'],
    ['an empty body', ''],
    ['null', null],
  ])('is an ApiError with words for staff for %s', async (_, body) => {
    serve(200, body);
    const error = await failure(recentPage({}));
    expect(error.message).toBe(unreadableAnswerMessage(RECENT));
    expect(error.message).toContain("The server's answer could not be read. Reload the page; if it happens again, Contact administrator");
    expect(error.status).toBe(200);
    expect(error.step).toBe(RECENT);
  });

  it('keeps a 400 as it was: the server message and its field errors', async () => {
    serve(400, { message: 'Limit must be a whole number', errors: { limit: ['Limit must be a whole number'] } });
    const error = await failure(apiCall(RECENT, 'GET', '/product/recent', recentPageAnswer));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Limit must be a whole number');
    expect(error.errors).toEqual({ limit: ['Limit must be a whole number'] });
  });

  it("keeps a 409's whole body for the page to parse", async () => {
    const body = { message: 'Changed since', current: { productId: 'local:1' } };
    serve(409, body);
    const error = await failure(apiCall(RECENT, 'GET', '/product/recent', recentPageAnswer));
    expect([error.status, error.message, error.body]).toEqual([409, 'Changed since', body]);
  });

  it('words a 500 as the spec does, whatever its body', async () => {
    serve(500, { nonsense: true });
    const error = await failure(apiCall(RECENT, 'GET', '/product/recent', recentPageAnswer));
    expect(error.message).toBe("Recent uploads failed. Something's wrong with the server. Please retry or Contact administrator");
  });

  it('signs out on a 401', async () => {
    const signedOut = vi.fn();
    setUnauthorisedHandler(signedOut);
    vi.stubGlobal('localStorage', { removeItem: vi.fn() });
    serve(401, { message: 'Unauthorised' });
    const error = await failure(apiCall(RECENT, 'GET', '/product/recent', recentPageAnswer));
    expect([error.status, error.message]).toEqual([401, SESSION_MESSAGES.signInAgain]);
    expect(signedOut).toHaveBeenCalledWith(SESSION_MESSAGES.signInAgain);
    setUnauthorisedHandler(() => undefined);
  });
});
