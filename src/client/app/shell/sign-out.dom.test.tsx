import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderApp, screen, waitFor } from '../../test/render-app';
import { shopServer } from '../../test/shop-server';
import { todayHandler } from '../../test/home-server';
import { messageAnswer } from '../../../shared/schemas/session-answers';
import { SESSION_MESSAGES } from '../../../shared/messages/session';

/**
 * Sign Out (issue 28 item 6): a POST, so another page of the same host cannot sign staff out with
 * an image tag; when it fails, the spec's toast says so and the page stays. That the server then
 * ends the session is src/server/routes/auth.routes.test.ts's.
 */

describe('Sign Out (issue 28 item 6)', () => {
  it('is a POST; when it fails, the toast says so and the page stays; closed and tapped again, it signs out', async () => {
    const methods: string[] = [];
    let down = true;
    shopServer.use(
      todayHandler(0, 0),
      http.all('*/auth/logout', ({ request }) => {
        methods.push(request.method);
        return down ? HttpResponse.error() : HttpResponse.json(messageAnswer.parse({ message: 'Signed out.' }));
      }),
    );
    const { user } = await renderApp('/');
    // The side menu is drawn open here (the stand-in matches no phone breakpoint), as on a computer.
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByText(SESSION_MESSAGES.logoutFailedMessage)).toBeTruthy());
    expect(screen.getByText(SESSION_MESSAGES.logoutFailedTitle)).toBeTruthy();
    expect(methods).toEqual(['POST']);
    expect(window.location.pathname).toBe('/');

    down = false;
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(methods).toEqual(['POST', 'POST']);
  });
});
