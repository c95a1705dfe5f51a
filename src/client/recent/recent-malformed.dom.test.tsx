import { describe, expect, it } from 'vitest';
import { renderApp, screen, waitFor, within } from '../test/render-app';
import { shopServer } from '../test/shop-server';
import { nothingRecent, recentOfAnotherShape } from '../test/recent-server';
import { unreadableAnswerMessage } from '../../shared/messages/api-errors';
import { RECENT_TEXT } from './recent-text';

/**
 * Issue 42 item 4 (a browser journey until D152): a server that answers something other than what
 * the page reads (another version's, a proxy's) is a clear error on the page, never a wrong screen
 * or a crash.
 */
describe('an answer of another shape', () => {
  it('Recent uploads says the answer could not be read, and the page stays usable', async () => {
    shopServer.use(recentOfAnotherShape);
    const { user } = await renderApp('/recent');

    const alert = await screen.findByText(unreadableAnswerMessage(RECENT_TEXT.title), undefined, { timeout: 30_000 });
    // The page itself is still there: its heading, its search, and the way back to the other pages.
    expect(within(screen.getByRole('main')).getAllByRole('heading', { name: RECENT_TEXT.title })).toHaveLength(1);
    expect(screen.getAllByRole('searchbox', { name: RECENT_TEXT.searchLabel })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');

    // Once the server answers as it should, Retry reads the page.
    shopServer.use(nothingRecent);
    await user.click(screen.getByRole('button', { name: RECENT_TEXT.retry }));
    await waitFor(() => expect(alert.isConnected).toBe(false));
    expect(screen.queryAllByText(unreadableAnswerMessage(RECENT_TEXT.title))).toHaveLength(0);
    await screen.findByText(RECENT_TEXT.empty);
  });
});
