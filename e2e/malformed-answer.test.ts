import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/journey';
import { newPage, screenshot, signIn } from './support/browser';
import { unreadableAnswerMessage } from '../src/shared/messages/api-errors';
import { RECENT_TEXT } from '../src/client/recent/recent-text';

const journey = useServerAndBrowser();

/**
 * Issue 42 item 4: a server that answers something other than what the page reads (another
 * version's, a proxy's) is a clear error on the page, never a wrong screen or a crash.
 */
describe('an answer of another shape', () => {
  it('Recent uploads says the answer could not be read, and the page stays usable', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'desktop');
    const recent = (url: URL) => url.pathname === '/product/recent';
    await page.route(recent, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"nonsense":true}' }));
    await signIn(page, undefined, '/recent');

    const alert = page.getByText(unreadableAnswerMessage(RECENT_TEXT.title));
    await alert.waitFor({ timeout: 20_000 });
    // The page itself is still there: its heading, its search, and the way back to the other pages.
    await expect.poll(() => page.getByRole('main').getByRole('heading', { name: RECENT_TEXT.title }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('searchbox', { name: RECENT_TEXT.searchLabel }).isVisible()).toBe(true);
    await screenshot(page, 'malformed-answer-recent');

    // Once the server answers as it should, Retry reads the page.
    await page.unroute(recent);
    await page.getByRole('button', { name: RECENT_TEXT.retry }).click();
    await expect.poll(() => alert.count()).toBe(0);
    await context.close();
  });
});
